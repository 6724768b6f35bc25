package session

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// setScene replaces the whole scene and starts its algorithm afresh. On
// error nothing changes. What Normalize dropped from the scene (the
// parameters that its algorithm no longer has, from a scene saved by
// another version) is said as a warning, unless starting the algorithm
// failed with an error.
func (a *Session) setScene(s scene.Scene) error {
	s.Normalize()
	if err := s.Validate(); err != nil {
		return err
	}
	warnings := s.Warnings
	s.Warnings = nil
	spec, ok := engine.Lookup(s.Algorithm)
	if !ok {
		return fmt.Errorf("unknown algorithm %s", Quote(s.Algorithm))
	}
	for len(s.Classes) < 2 {
		s.Classes = append(s.Classes, scene.ClassInfo{Name: fmt.Sprintf("Class %d", len(s.Classes)+1)})
	}
	if s.Speed <= 0 {
		s.Speed = 20
	}
	a.scene = s
	a.spec = spec
	a.class = 0
	a.playing = false
	a.points++
	a.reshaped++
	a.rebuild()
	a.syncCompare()
	if len(warnings) > 0 && a.msg.Kind != "error" {
		a.say("warning", Capitalize(strings.Join(warnings, "; ")))
	}
	return nil
}

// Load replaces the scene, as one edit of the points that can be undone.
// A refused scene changes nothing, the undo stack included.
func (a *Session) Load(s scene.Scene) error {
	e := undoEntry{points: a.scene.Points, classes: a.scene.Classes}
	s.Normalize()
	dropped := append([]string{}, s.Warnings...)
	if err := a.setScene(s); err != nil {
		return err
	}
	a.pushEdit(e)
	a.imported = ImportReport{Points: len(a.scene.Points), Classes: len(a.scene.Classes), Dropped: dropped}
	return nil
}

// rebuild starts the algorithm on the current points from its initial
// weights. A closed form is solved at once.
func (a *Session) rebuild() {
	a.interruptJobs()
	a.changed()
	a.history = a.history[:0]
	// acc, the play's fraction of a step, is kept: a slider that sets a
	// parameter at every frame rebuilds the trainer at every frame, and
	// with frames shorter than a step's time at the scene's speed a reset
	// fraction never reached a step (TestSliderLive).
	a.stride, a.cursor = 1, -1
	a.msg = Message{}
	a.settings, _ = a.spec.Resolve(a.scene.Params)
	tr, err := engine.NewTrainer(a.scene.Algorithm, a.divide(), a.scene.Basis, a.scene.Params)
	if err != nil {
		a.trainer, a.model = nil, false
		a.snap = engine.Snapshot{Point: -1, N: len(a.scene.Points)}
		a.playing = false
		if engine.IsDataError(err) {
			a.say("info", Capitalize(err.Error()))
		} else {
			a.say("error", Capitalize(err.Error()))
		}
		return
	}
	a.trainer, a.model = tr, true
	a.snap = a.finish(tr.Snapshot())
	a.record(a.snap)
	if !a.spec.Iterative {
		a.solve()
	}
}

// divide splits the points by the scene's split and returns the training
// points.
func (a *Session) divide() engine.Dataset {
	a.part = a.scene.Split.Divide(a.scene.Dataset())
	if a.part.Mask != nil {
		// A new point can move others across the split: the points'
		// picture is drawn again, not extended.
		a.reshaped++
	}
	return a.part.Train
}

// finish maps a trainer's snapshot back to the indices of all the points
// and scores it on the test points, if the scene holds any out.
func (a *Session) finish(s engine.Snapshot) engine.Snapshot {
	if a.part.Mask == nil {
		return s
	}
	s = a.part.Lift(s, len(a.scene.Points))
	s.Test = engine.Score(a.trainer, &s.Field, a.part.Test)
	return s
}

// solve runs a closed form to its end.
func (a *Session) solve() {
	for i := 0; i < 100 && !a.snap.Status.Stopped(); i++ {
		if !a.stepOnce() {
			return
		}
	}
}

// stepOnce takes one step and records it. It reports whether the step
// succeeded.
func (a *Session) stepOnce() bool {
	if a.trainer == nil {
		return false
	}
	t0 := time.Now()
	s, err := a.trainer.Step()
	s = a.finish(s)
	a.longest.Train = max(a.longest.Train, time.Since(t0))
	a.snap = s
	a.changed()
	if err != nil {
		a.playing = false
		kind := "error"
		if engine.IsDataError(err) {
			kind = "info"
		}
		a.say(kind, Capitalize(err.Error()))
		return false
	}
	a.record(s)
	if s.Status.Stopped() && a.playing {
		a.playing = false
	}
	return true
}

// Advance runs the steps that dt seconds of play at the scene's speed ask
// for, within the time budget, so that a slow step never freezes input.
func (a *Session) Advance(dt float64, budget time.Duration) {
	if !a.playing || a.trainer == nil || a.stale || len(a.jobs) > 0 {
		return
	}
	a.cursor = -1
	a.acc += a.scene.Speed * dt
	n := math.Min(math.Floor(a.acc), maxStepsPerFrame)
	a.acc -= n
	if a.acc > 1 {
		a.acc = 1 // do not bank steps the budget could not take
	}
	start := time.Now()
	for i := 0; i < int(n) && a.playing; i++ {
		if !a.stepOnce() {
			return
		}
		if time.Since(start) > budget {
			break
		}
	}
	if a.snap.Status.Stopped() {
		a.playing = false
		a.stopMessage()
	}
}

// stopMessage tells the page why training stopped.
func (a *Session) stopMessage() {
	s := a.snap
	switch s.Status {
	case engine.StatusConverged:
		a.say("info", Capitalize(s.Reason))
	case engine.StatusNotSeparable, engine.StatusNoOptimum, engine.StatusStepLimit:
		a.say("warning", Capitalize(s.Reason))
	}
}

// Play starts or resumes training. A stopped trainer starts again from its
// initial weights.
func (a *Session) Play() {
	if a.trainer == nil {
		return
	}
	if a.snap.Status.Stopped() {
		if !a.spec.Iterative {
			return
		}
		a.rebuild()
		if a.trainer == nil {
			return
		}
	}
	a.interruptJobs()
	a.playing = true
	a.cursor = -1
	a.msg = Message{}
	a.changed()
}

// Pause stops training, jobs included.
func (a *Session) Pause() {
	a.playing = false
	a.interruptJobs()
	a.changed()
}

// Toggle plays or pauses.
func (a *Session) Toggle() {
	if a.playing {
		a.Pause()
	} else {
		a.Play()
	}
}

// step takes one manual step and pauses. It reports whether the step
// succeeded.
func (a *Session) step() bool {
	a.playing = false
	a.cursor = -1
	a.msg = Message{}
	ok := a.stepOnce()
	if a.snap.Status.Stopped() {
		a.stopMessage()
	}
	return ok
}

// Step takes n manual steps (1 to 1,000,000), for at most timeout, and
// pauses. It reports what it did. It runs after the jobs already started,
// to the end (StartStep runs it a slice at a time).
func (a *Session) Step(n int, timeout time.Duration) Run {
	return a.finishJob(a.StartStep(n, timeout))
}

// Train steps until training stops, limit steps are taken or timeout
// passes, and reports what it did. It runs after the jobs already
// started, to the end (StartTrain runs it a slice at a time).
func (a *Session) Train(limit int, timeout time.Duration) Run {
	return a.finishJob(a.StartTrain(limit, timeout))
}

// finishJob runs the jobs until j has ended, and returns what it did.
func (a *Session) finishJob(j *Job) Run {
	for !j.done {
		a.AdvanceJobs(time.Hour)
	}
	return j.run
}

// Reset starts the algorithm again from its initial weights.
func (a *Session) Reset() {
	a.playing = false
	a.rebuild()
}

// dataChanged hands the new points to the trainer, which keeps its weights;
// a closed form is solved again at once.
func (a *Session) dataChanged() {
	a.points++
	a.changed()
	a.refit()
}

// dataChangedSoon is dataChanged for the pointer's edits: the picture of
// the points changes now and the model follows at the next Flush.
func (a *Session) dataChangedSoon() {
	a.points++
	a.changed()
	a.stale = true
}

// Flush brings the trainer up to date with the points.
func (a *Session) Flush() {
	if a.stale {
		a.refit()
	}
}

// refit hands the points to the trainer and the compared ones.
func (a *Session) refit() {
	a.stale = false
	d := a.divide()
	a.syncCompare()
	if a.trainer == nil {
		a.rebuild()
		return
	}
	if err := a.trainer.SetData(d); err != nil {
		a.rebuild()
		return
	}
	a.snap = a.finish(a.trainer.Snapshot())
	a.record(a.snap)
	if a.msg.Kind == "info" {
		a.msg = Message{}
	}
	if !a.spec.Iterative {
		a.solve()
	}
}

// Scored is what the shown model makes of a point: the class the page
// decides under the decision stage, the posteriors under the decision's
// priors, and the model's own scores and class without the decision.
type Scored struct {
	// Class is the class decided under the decision stage (priors,
	// losses, reject, threshold, offsets), as the plot shades the point;
	// −1 where it is rejected or undecided.
	Class int
	// Posteriors are p(Cₖ|x) under the decision's priors (the model's own
	// without priors), per scene class; nil for a model without
	// posteriors.
	Posteriors []float64
	// Scores are the model's own scores (engine.Evaluator.Scores) and
	// ModelClass the class it gives, before the decision stage.
	Scores     []float64
	ModelClass int
}

// Scores returns what the shown model makes of (x, y).
func (a *Session) Scores(x, y float64) (Scored, error) {
	if !a.model {
		return Scored{}, errors.New("there is no trained model yet")
	}
	s := a.Shown()
	k := len(a.scene.Classes)
	m := engine.NewFieldModel(s.Field, k)
	out := Scored{Scores: m.Scores(x, y, make([]float64, k)), ModelClass: m.Predict(x, y)}
	decided := a.Decided(&s)
	out.Class = engine.NewEvaluator(&decided).Decide(x, y)
	priored := a.decidedBy(engine.Decision{Priors: a.scene.Decision.Priors}, &s)
	if p, ok := engine.NewEvaluator(&priored).Posteriors(x, y, make([]float64, k)); ok {
		out.Posteriors = p
	}
	return out, nil
}
