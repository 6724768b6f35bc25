package api

import (
	"time"

	"hyperplane/engine/msg"
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

// Frame runs in each Update under the app's lock: it counts the frame's
// dt seconds towards play while training waits (pace.Frames.Accrue), and
// reports whether the slack task has work: training, the compared
// algorithms, the cross-validation, or points the pointer edited, which
// wait for the task so that this frame shows them first.
func (w *Slack) Frame(a *API, dt float64) bool {
	S := a.App.S
	train, cmp, cv := S.Waiting()
	w.Frames.Accrue(dt, train)
	return train || cmp || cv || S.Training().Stale()
}

// FrameStats is the handler of frameStats([restart]): the program's work
// per frame since the page loaded or the last frameStats(true), per phase
// its mean and its longest (pace.Stats.Report); the display's interval as
// predicted; and the longest single steps. It takes app's lock itself,
// and brings no trainer up to date: measuring changes nothing.
func (w *Slack) FrameStats(app *App) Handler {
	return Handler{Name: "frameStats", Params: []Param{Flag(msg.T("refuse-arg-whether-to-start-counting-again")).Opt()},
		Do: func(c *Call) (any, error) {
			app.Mu.Lock()
			defer app.Mu.Unlock()
			l := app.S.Longest()
			r := w.Stats.Report(w.Frames.Interval, l.Train, l.Compare, l.CV)
			if c.Given(0) && c.Bool(0) {
				w.Stats.Reset()
				app.S.ResetLongest()
			}
			return r, nil
		}}
}
