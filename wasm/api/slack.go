package api

import (
	"time"

	"hyperplane/wasm/pace"
)

// Slack is the work of the frames' slack task, which the browser program
// posts after each frame (a message to itself, run after the frame's
// rendering): training, the jobs of train() and step(n), the compared
// algorithms and the cross-validation, for the time package pace gives
// it, and the points the pointer edited handed to the models.
type Slack struct {
	Frames *pace.Frames // the frames' times and the display's interval
	Stats  *pace.Stats  // the work of each frame, timed
	Refits pace.Refits  // the refits of the points the pointer edits
}

// Run does one slack task's work; the caller holds the app's lock. now
// is the page's clock (ms) and start when the task began. It returns the
// slice the task ran, the calls whose work has ended, and whether work
// still waits.
//
// Points the pointer edited (a click, a drag, a stroke) go to the trainer
// and the compared algorithms here, after the frame that showed them, not
// at the start of the next frame, which they held up: with 100,000 points
// the refit is 16 ms natively, and a key's point was painted 100-140 ms
// after the key at 4x CPU throttling (issue 51). The refit is the task's
// one unit of work; what waits runs in the next task. During a drag,
// refits are paced (pace.Refits). Otherwise the slice is shared between
// training (the jobs, or play for the frames' time since the last slice),
// the compared algorithms and the cross-validation.
func (w *Slack) Run(a *API, now func() float64, start time.Time) (sl pace.Slice, settled []Settled, more bool) {
	S := a.App.S
	if S.Training().Stale() {
		ts := time.Now()
		if w.Refits.Due(ts, S.Doc().Dragging() >= 0) {
			S.Flush()
			w.Refits.Done(ts, time.Now())
			w.Stats.Add(pace.PhRefit, time.Since(ts))
		}
		train, cmp, cv := S.Waiting()
		more = train || cmp || cv || a.Working() || S.Training().Stale()
		sl.Idle = w.Frames.Stale(now())
		return sl, a.Settle(), more
	}
	train, cmp, cv := S.Waiting()
	sl = w.Frames.Plan(now(), start, train, cmp, cv, S.Training().Working())
	part := func(p pace.Phase, work func(time.Duration)) {
		d := sl.Share(time.Now())
		ts := time.Now()
		work(d)
		w.Stats.Part(p, time.Since(ts), d)
	}
	if sl.Train {
		part(pace.PhTrain, func(d time.Duration) {
			if S.Training().Working() {
				S.Training().AdvanceJobs(d)
			} else {
				S.Training().Advance(w.Frames.Played, d)
				w.Frames.Played = 0
			}
		})
	}
	if sl.Compare {
		part(pace.PhCompare, S.Compared().Advance)
	}
	if sl.CV {
		part(pace.PhCV, S.Assessment().AdvanceCV)
	}
	return sl, a.Settle(), a.Working() || cv
}
