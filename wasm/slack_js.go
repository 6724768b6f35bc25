package main

import (
	"syscall/js"
	"time"

	"hyperplane/wasm/api"
	"hyperplane/wasm/pace"
)

// slack posts and runs the frames' slack tasks: training, the jobs of
// train() and step(n), the compared algorithms and the cross-validation
// run in a task that each frame posts (a message to itself, which the
// browser runs after the frame's rendering), for the time that package
// pace gives it.
type slack struct {
	g        *Game
	port     js.Value // a message to it runs the task
	watchFn  js.Func
	posted   bool
	watching bool         // the idle watchdog is armed
	frames   *pace.Frames // the frames' times and the display's interval
	refits   pace.Refits  // the refits of the points the pointer edits
	perf     js.Value
	timeline js.Value
	doc      js.Value
}

func newSlack(g *Game) *slack {
	s := &slack{g: g, frames: pace.NewFrames(), perf: js.Global().Get("performance"), timeline: js.Global().Get("document").Get("timeline")}
	ch := js.Global().Get("MessageChannel").New()
	run := js.FuncOf(func(js.Value, []js.Value) any {
		s.posted = false
		s.run()
		return nil
	})
	s.watchFn = js.FuncOf(func(js.Value, []js.Value) any {
		s.watching = false
		if s.frames.Stale(s.now()) {
			s.post()
		} else {
			s.watch()
		}
		return nil
	})
	s.doc = js.Global().Get("document")
	g.bridge.funcs = append(g.bridge.funcs, run, s.watchFn)
	ch.Get("port1").Set("onmessage", run)
	s.port = ch.Get("port2")
	return s
}

func (s *slack) now() float64 { return s.perf.Call("now").Float() }

// frame notes the frame that begins: called at the start of Update.
func (s *slack) frame() {
	at := s.now()
	if t := s.timeline.Get("currentTime"); t.Type() == js.TypeNumber {
		at = t.Float() // the frame's own time, as requestAnimationFrame has it
	}
	s.frames.Begin(at)
}

// post posts the slack task, once.
func (s *slack) post() {
	if !s.posted {
		s.posted = true
		s.port.Call("postMessage", nil)
	}
}

// watch arms the idle watchdog, once.
func (s *slack) watch() {
	if !s.watching {
		s.watching = true
		js.Global().Call("setTimeout", s.watchFn, float64(pace.IdleAfter.Milliseconds()))
	}
}

// run is the slack task: it works for the slice pace gives it, sharing
// the time between what waits, and settles the calls whose work has
// ended.
func (s *slack) run() {
	g := s.g
	t0 := time.Now()
	var sl pace.Slice
	var settled []api.Settled
	more := false
	func() {
		g.app.Mu.Lock()
		defer g.app.Mu.Unlock()
		S := g.app.S
		if S.Training().Stale() {
			// The points the pointer edited (a click, a drag, a stroke)
			// go to the trainer and the compared algorithms here, after
			// the frame that showed them, not at the start of the next
			// frame, which they held up: with 100,000 points the refit
			// is 16 ms natively, and a key's point was painted 100-140 ms
			// after the key at 4x CPU throttling (issue 51). The refit is
			// one unit; the work that waits runs in the next task. During
			// a drag, refits are paced (pace.Refits).
			ts := time.Now()
			if s.refits.Due(ts, S.Doc().Dragging() >= 0) {
				S.Flush()
				s.refits.Done(ts, time.Now())
				g.stats.Add(pace.PhRefit, time.Since(ts))
			}
			train, cmp, cv := S.Waiting()
			more = train || cmp || cv || g.bridge.api.Working() || S.Training().Stale()
			sl.Idle = s.frames.Stale(s.now())
			settled = g.bridge.api.Settle()
			return
		}
		train, cmp, cv := S.Waiting()
		sl = s.frames.Plan(s.now(), t0, train, cmp, cv, S.Training().Working())
		part := func(p pace.Phase, work func(time.Duration)) {
			d := sl.Share(time.Now())
			ts := time.Now()
			work(d)
			g.stats.Part(p, time.Since(ts), d)
		}
		if sl.Train {
			part(pace.PhTrain, func(d time.Duration) {
				if S.Training().Working() {
					S.Training().AdvanceJobs(d)
				} else {
					// The frames' time since the last slice, as Update once
					// advanced by its frame's.
					S.Training().Advance(s.frames.Played, d)
					s.frames.Played = 0
				}
			})
		}
		if sl.Compare {
			part(pace.PhCompare, S.Compared().Advance)
		}
		if sl.CV {
			part(pace.PhCV, S.Assessment().AdvanceCV)
		}
		settled = g.bridge.api.Settle()
		more = g.bridge.api.Working() || cv
	}()
	g.bridge.settle(settled)
	g.stats.Task(time.Since(t0), sl.Budget)
	switch pace.After(more, sl.Idle, more && sl.Idle && s.doc.Get("hidden").Truthy()) {
	case pace.Post:
		s.post() // no frame will come: go on in the next task
	case pace.Watch:
		s.watch()
	}
}
