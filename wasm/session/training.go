package session

import (
	"time"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// Training is the part of a session that runs the method: the method's
// spec and its settings (resolved once for each change of the method or
// its parameters), the trainer, the latest snapshot and the history of
// snapshots with the scrubber, play, and the jobs of Train and Step. Of
// the scene it writes the algorithm, the parameters, the basis, the speed
// and the split, and it keeps the partition of the points by the split
// (the core's part). A new basis or split restarts the compared methods
// (the hook restartCompared); a new method drops Fisher's trial direction
// (the hook methodChanged).
type Training struct {
	c    *core
	spec engine.Spec
	// settings are the scene's parameters resolved against spec's table
	// (defaults filled in), as the trainer is built with them; settingsErr
	// is why they could not be resolved.
	settings    engine.Settings
	settingsErr error
	// resolve resolves parameters against a spec's table: the spec's own
	// Resolve, or a test's counter of resolutions.
	resolve func(engine.Spec, map[string]any) (engine.Settings, error)

	trainer engine.Trainer
	snap    engine.Snapshot
	model   bool // snap holds a trained model

	history []engine.Snapshot
	stride  int // history keeps every stride-th step
	cursor  int // index into history shown by the scrubber, or -1 (live)

	playing bool
	acc     float64 // fractional steps carried between frames
	// took are the times of the last two steps; the shorter predicts the
	// next (nextStep), so that a slice does not begin a step that would
	// end past its budget. A network's step on 1,000 points takes about
	// 1.3 ms in the page, and slices that ended one step past their
	// budget cost the 320×200 frame rate a tenth (issue 49).
	took [2]time.Duration

	// jobs are the runs of Train and Step under way and waiting, in
	// order; ended holds those interrupted since Interrupted was last
	// called (jobs.go).
	jobs, ended []*Job
}

// nextStep predicts the time of the next step: the shorter of the last
// two, so that one step held up by a collection does not shorten the
// slices after it.
func (t *Training) nextStep() time.Duration {
	if t.took[0] == 0 { // one step so far
		return t.took[1]
	}
	return min(t.took[0], t.took[1])
}

func newTraining(c *core) *Training {
	return &Training{c: c, cursor: -1, stride: 1, resolve: engine.Spec.Resolve}
}

// The readers below return the run's state. Slices and maps are shared:
// the caller must not change them.

// Spec returns the current algorithm's catalogue entry.
func (t *Training) Spec() engine.Spec { return t.spec }

// Settings returns the method's parameters with its defaults filled in
// (nil when the scene's do not fit its table); shared, not to be changed.
func (t *Training) Settings() engine.Settings { return t.settings }

// Trained reports whether there is a trained model.
func (t *Training) Trained() bool { return t.model }

// Live returns the latest snapshot.
func (t *Training) Live() engine.Snapshot { return t.snap }

// Shown returns the snapshot on screen: the live one, or the one the
// scrubber points at.
func (t *Training) Shown() engine.Snapshot {
	if t.cursor >= 0 && t.cursor < len(t.history) {
		return t.history[t.cursor]
	}
	return t.snap
}

// shownModel returns the snapshot on screen and whether it holds a trained
// model (what the assessment grades).
func (t *Training) shownModel() (engine.Snapshot, bool) { return t.Shown(), t.model }

// History returns the recorded snapshots.
func (t *Training) History() []engine.Snapshot { return t.history }

// Cursor returns the scrubber's index into the history, or -1 (live).
func (t *Training) Cursor() int { return t.cursor }

// Stride returns how many steps apart the history's snapshots are.
func (t *Training) Stride() int { return t.stride }

// Playing reports whether training runs.
func (t *Training) Playing() bool { return t.playing }

// Stale reports whether the trainer has yet to see the latest points.
func (t *Training) Stale() bool { return t.c.stale }

// Partition returns the split of the points into training and test.
func (t *Training) Partition() scene.Partition { return t.c.part }

// Scrub shows snapshot i of the history, or the live one when i is out of
// range.
func (t *Training) Scrub(i int) {
	if i < 0 || i >= len(t.history) {
		t.cursor = -1
	} else {
		t.playing = false
		t.cursor = i
	}
	t.c.changed()
}

// Play starts or resumes training. A stopped trainer starts again from its
// initial weights.
func (t *Training) Play() {
	if t.trainer == nil {
		return
	}
	if t.snap.Status.Stopped() {
		if !t.spec.Iterative {
			return
		}
		t.rebuild()
		if t.trainer == nil {
			return
		}
	}
	t.interruptJobs()
	t.playing = true
	t.cursor = -1
	t.c.msg = Message{}
	t.c.changed()
}

// Pause stops training, jobs included.
func (t *Training) Pause() {
	t.halt()
	t.c.changed()
}

// halt stops training and the jobs, without counting a change.
func (t *Training) halt() {
	t.playing = false
	t.interruptJobs()
}

// Toggle plays or pauses.
func (t *Training) Toggle() {
	if t.playing {
		t.Pause()
	} else {
		t.Play()
	}
}

// Reset starts the algorithm again from its initial weights.
func (t *Training) Reset() {
	t.playing = false
	t.rebuild()
}

// Step takes n manual steps (1 to 1,000,000), for at most timeout, and
// pauses. It reports what it did. It runs after the jobs already started,
// to the end (StartStep runs it a slice at a time).
func (t *Training) Step(n int, timeout time.Duration) Run {
	return t.finishJob(t.StartStep(n, timeout))
}

// Train steps until training stops, limit steps are taken or timeout
// passes, and reports what it did. It runs after the jobs already
// started, to the end (StartTrain runs it a slice at a time).
func (t *Training) Train(limit int, timeout time.Duration) Run {
	return t.finishJob(t.StartTrain(limit, timeout))
}

// waiting reports whether training waits for time to run in: playing, or
// jobs of Train and Step.
func (t *Training) waiting() bool {
	return len(t.jobs) > 0 || (t.playing && t.trainer != nil && !t.c.stale)
}
