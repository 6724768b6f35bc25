package pace

import "time"

// The frame's slack. Training, the jobs of train() and step(n), the
// compared algorithms and the cross-validation do not run in the frame:
// each frame posts a task (a message to itself, which the browser runs
// after the frame's rendering) that works until SlackMargin before the
// display's next refresh, which the frames' own times predict (Interval,
// Slack). So a frame is held up by this work only by SlackMin when the
// frame itself used up its interval, and by the one step that a slice
// always takes (a slice begins no further step that the last steps'
// times say would end past its deadline: session.Training's nextStep).
// BENCHMARKS.md has the figures that chose this design and its constants.
const (
	// SlackMargin is the time left free before the next frame is due.
	SlackMargin = 2 * time.Millisecond
	// SlackMin is the least time a slice gets when the frame has used up
	// its interval, so that training goes on however slow the frames.
	SlackMin = 2 * time.Millisecond
	// SlackMax bounds a slice: under a software renderer the frames come
	// at the renderer's pace, and slices the length of that slack took
	// the renderer's share of the machine.
	SlackMax = 8 * time.Millisecond
	// IdleAfter: with calls of train() or step(n) or a cross-validation
	// waiting and no frame for this long (a hidden tab, an iframe out of
	// view, or frames slower than that), a watchdog timer runs a slice of
	// IdleSlice every IdleAfter; in a hidden page, where no frame will
	// come, the slices follow each other, one task each. A page that is
	// shown is not sent slices back to back: a chain of tasks held its
	// frames back for seconds (TestTrainingKeepsFrames).
	IdleAfter = 250 * time.Millisecond
	IdleSlice = 20 * time.Millisecond
	// IntervalFrames is how many frame intervals predict the display's.
	IntervalFrames = 120
)

// Frames follows the frames: when the current one began, the display's
// interval that their intervals predict, and the play they have given
// training since its last slice.
type Frames struct {
	At       float64 // the current frame's time, ms (performance.now's clock)
	Interval float64 // the display's interval as predicted, ms
	Last     float64 // the interval before the current frame, ms (0 for the first)
	Typical  float64 // the median of the last intervals, ms (0 until there are 8)
	Played   float64 // seconds of play the frames have given since the last slice
	deltas   []float64
	sorted   []float64 // Begin's copy of deltas, sorted, kept for the next frame
}

// NewFrames returns the frames before the first, on a display predicted
// to refresh 60 times a second.
func NewFrames() *Frames { return &Frames{Interval: 1000.0 / 60} }

// Begin notes a frame that begins at the time at (ms): its interval from
// the last joins the last IntervalFrames, which predict the display's.
func (f *Frames) Begin(at float64) {
	f.Last = 0
	if f.At > 0 && at > f.At {
		f.Last = at - f.At
		f.deltas = append(f.deltas, f.Last)
		if len(f.deltas) > IntervalFrames {
			f.deltas = f.deltas[1:]
		}
		f.Interval, f.Typical, f.sorted = intervals(f.deltas, f.sorted)
	}
	f.At = at
}

// Budget returns the time the slack task may work from now (ms): until
// SlackMargin before the display's next refresh, within [SlackMin,
// SlackMax]; after a frame that came late among frames that come late as
// a rule, at least half its interval (Least), as training had in the
// frame before it moved to the slack.
func (f *Frames) Budget(now float64) time.Duration {
	least := Least(f.Last, f.Typical, f.Interval, SlackMin, SlackMax)
	return Slack(f.At, f.Interval, now, SlackMargin, least, SlackMax)
}

// Accrue counts a frame of dt seconds towards the play's steps while
// training waits, up to a quarter of a second; a frame without training
// forgets what was counted, so that play resumes at its speed.
func (f *Frames) Accrue(dt float64, training bool) {
	if training {
		f.Played = min(f.Played+dt, 0.25)
	} else {
		f.Played = 0
	}
}

// Stale reports whether no frame has begun for IdleAfter before now (ms).
func (f *Frames) Stale(now float64) bool {
	return now-f.At > float64(IdleAfter.Milliseconds())
}

// Slice is what a slack task runs: the parts that wait, and for how long
// in all.
type Slice struct {
	Train, Compare, CV bool
	// Idle: no frame has come for IdleAfter; the slice is IdleSlice long
	// and runs only what a caller waits for.
	Idle   bool
	Budget time.Duration
	parts  int
	end    time.Time
}

// Plan returns the slice of a task that starts at now (ms, and start on
// the wall clock) while training, the compared algorithms and the
// cross-validation wait as told; working says whether a caller waits for
// training (train() or step(n)), which alone goes on without frames.
func (f *Frames) Plan(now float64, start time.Time, train, compare, cv, working bool) Slice {
	s := Slice{Train: train, Compare: compare, CV: cv, Idle: f.Stale(now), Budget: IdleSlice}
	if s.Idle {
		s.Train, s.Compare = working, false
	} else {
		s.Budget = f.Budget(now)
	}
	for _, w := range []bool{s.Train, s.Compare, s.CV} {
		if w {
			s.parts++
		}
	}
	s.end = start.Add(s.Budget)
	return s
}

// Share returns the time of the next part of the slice, which starts at
// now: an equal share of what is left of the slice, at least a
// millisecond.
func (s *Slice) Share(now time.Time) time.Duration {
	d := max(s.end.Sub(now)/time.Duration(max(s.parts, 1)), time.Millisecond)
	s.parts--
	return d
}

// Next is what follows a slack task.
type Next int

// What follows a slack task.
const (
	Rest  Next = iota // nothing waits
	Watch             // arm the idle watchdog: the next frame posts the next task
	Post              // post the next task at once: no frame will come
)

// After returns what follows a slack task: more says whether work still
// waits, idle whether the task ran without frames, hidden whether the
// page is hidden.
func After(more, idle, hidden bool) Next {
	switch {
	case more && idle && hidden:
		return Post
	case more:
		return Watch
	}
	return Rest
}
