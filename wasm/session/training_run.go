package session

import (
	"math"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/msg"
)

// rebuild starts the algorithm on the current points from its initial
// weights, with the settings already resolved. A closed form is solved at
// once.
func (t *Training) rebuild() {
	t.interruptJobs()
	t.c.changed()
	t.restartHistory()
	// acc, the play's fraction of a step, is kept: a slider that sets a
	// parameter at every frame rebuilds the trainer at every frame, and
	// with frames shorter than a step's time at the scene's speed a reset
	// fraction never reached a step (TestSliderLive).
	t.stride, t.cursor = 1, -1
	t.c.msg = Message{}
	tr, err := t.newTrainer(t.divide())
	if err != nil {
		t.trainer, t.model = nil, false
		t.snap = engine.Snapshot{Point: -1, N: len(t.c.scene.Points)}
		t.playing = false
		if engine.IsDataError(err) {
			t.c.say("info", msg.Sentence(msg.Of(err)))
		} else {
			t.c.say("error", msg.Sentence(msg.Of(err)))
		}
		return
	}
	t.trainer, t.model = tr, true
	t.startNetwork(tr)
	t.snap = t.finish(tr.Snapshot())
	t.record(t.snap)
	if !t.spec.Iterative {
		t.solve()
	}
}

// newTrainer builds the method's trainer on d from the spec and the
// settings kept: neither looked up nor resolved again.
func (t *Training) newTrainer(d engine.Dataset) (engine.Trainer, error) {
	if t.settingsErr != nil {
		return nil, t.settingsErr
	}
	return engine.NewTrainerFrom(t.spec, d, t.c.scene.Basis, t.settings)
}

// divide splits the points by the scene's split and returns the training
// points.
func (t *Training) divide() engine.Dataset {
	t.c.part = t.c.scene.Split.Divide(t.c.dataset())
	if t.c.part.Mask != nil {
		// A new point can move others across the split: the points'
		// picture is drawn again, not extended.
		t.c.reshaped++
	}
	return t.c.part.Train
}

// finish maps a trainer's snapshot back to the indices of all the points
// and scores it on the test points, if the scene holds any out.
func (t *Training) finish(s engine.Snapshot) engine.Snapshot {
	part := &t.c.part
	if part.Mask == nil {
		return s
	}
	s = part.Lift(s, len(t.c.scene.Points))
	s.Test = engine.Score(t.trainer, &s.Field, part.Test)
	return s
}

// solve runs a closed form to its end.
func (t *Training) solve() {
	for i := 0; i < 100 && !t.snap.Status.Stopped(); i++ {
		if !t.stepOnce() {
			return
		}
	}
}

// stepOnce takes one step and records it. It reports whether the step
// succeeded.
func (t *Training) stepOnce() bool {
	if t.trainer == nil {
		return false
	}
	t0 := time.Now()
	s, err := t.trainer.Step()
	s = t.finish(s)
	took := time.Since(t0)
	t.took[0], t.took[1] = t.took[1], took
	t.c.longest.Train = max(t.c.longest.Train, took)
	t.snap = s
	t.c.changed()
	if err != nil {
		t.playing = false
		kind := "error"
		if engine.IsDataError(err) {
			kind = "info"
		}
		t.c.say(kind, msg.Sentence(msg.Of(err)))
		return false
	}
	t.record(s)
	if s.Status.Stopped() && t.playing {
		t.playing = false
	}
	return true
}

// Advance runs the steps that dt seconds of play at the scene's speed ask
// for, within the time budget, so that a slow step never freezes input:
// after the first, no step begins that would end past the budget as the
// last steps' times predict.
func (t *Training) Advance(dt float64, budget time.Duration) {
	if !t.playing || t.trainer == nil || t.c.stale || len(t.jobs) > 0 {
		return
	}
	t.cursor = -1
	t.acc += t.c.scene.Speed * dt
	n := math.Min(math.Floor(t.acc), maxStepsPerFrame)
	t.acc -= n
	if t.acc > 1 {
		t.acc = 1 // do not bank steps the budget could not take
	}
	start := time.Now()
	for i := 0; i < int(n) && t.playing; i++ {
		if !t.stepOnce() {
			return
		}
		if time.Since(start)+t.nextStep() > budget {
			break
		}
	}
	if t.snap.Status.Stopped() {
		t.playing = false
		t.stopMessage()
	}
}

// stopMessage tells the page why training stopped.
func (t *Training) stopMessage() {
	s := t.snap
	switch s.Status {
	case engine.StatusConverged:
		t.c.say("info", msg.Sentence(s.Reason))
	case engine.StatusNotSeparable, engine.StatusNoOptimum, engine.StatusStepLimit:
		t.c.say("warning", msg.Sentence(s.Reason))
	}
}

// step takes one manual step and pauses. It reports whether the step
// succeeded.
func (t *Training) step() bool {
	t.playing = false
	t.cursor = -1
	t.c.msg = Message{}
	ok := t.stepOnce()
	if t.snap.Status.Stopped() {
		t.stopMessage()
	}
	return ok
}

// refit hands the new points to the trainer, which keeps its weights; a
// closed form is solved again at once.
func (t *Training) refit() {
	t.c.stale = false
	d := t.divide()
	if t.trainer == nil {
		t.rebuild()
		return
	}
	if err := t.trainer.SetData(d); err != nil {
		t.rebuild()
		return
	}
	t.snap = t.finish(t.trainer.Snapshot())
	t.record(t.snap)
	if t.c.msg.Kind == "info" {
		t.c.msg = Message{}
	}
	if !t.spec.Iterative {
		t.solve()
	}
}
