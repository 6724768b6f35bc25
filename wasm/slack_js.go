package main

import (
	"syscall/js"
	"time"

	"hyperplane/wasm/api"
	"hyperplane/wasm/pace"
)

// The frame's slack. Training, the jobs of train() and step(n), the
// compared algorithms and the cross-validation do not run in the frame:
// each frame posts a task (a message to itself, which the browser runs
// after the frame's rendering) that works until slackMargin before the
// display's next refresh, which the frames' own times predict: the
// display's interval is the shortest of the recent frame intervals (their
// 10th percentile), and the next refresh is the first multiple of it
// after the frame's time that is still ahead. So a frame is held up by
// this work only by slackMin when the frame itself used up its interval,
// and by the one step that a slice always takes and that ends past its
// deadline. BENCHMARKS.md has the figures that chose this design and its
// constants.
const (
	// slackMargin is the time left free before the next frame is due.
	slackMargin = 2 * time.Millisecond
	// slackMin is the least time a slice gets when the frame has used up
	// its interval, so that training goes on however slow the frames.
	slackMin = 2 * time.Millisecond
	// slackMax bounds a slice: under a software renderer the frames come
	// at the renderer's pace, and slices the length of that slack took
	// the renderer's share of the machine.
	slackMax = 8 * time.Millisecond
	// idleAfter: with calls of train() or step(n) or a cross-validation
	// waiting and no frame for this long (a hidden tab, an iframe out of
	// view, or frames slower than that), a watchdog timer runs a slice of
	// idleSlice every idleAfter; in a hidden page, where no frame will
	// come, the slices follow each other, one task each. A page that is
	// shown is not sent slices back to back: a chain of tasks held its
	// frames back for seconds (TestTrainingKeepsFrames).
	idleAfter = 250 * time.Millisecond
	idleSlice = 20 * time.Millisecond
	// intervalFrames is how many frame intervals predict the display's.
	intervalFrames = 120
)

// slack posts and runs the frames' slack tasks.
type slack struct {
	g        *Game
	port     js.Value // a message to it runs the task
	watchFn  js.Func
	posted   bool
	watching bool      // the idle watchdog is armed
	frameAt  float64   // the current frame's time, ms (performance.now's clock)
	deltas   []float64 // the last frame intervals, ms
	interval float64   // the display's interval as predicted, ms
	last     float64   // the interval before the current frame, ms (0 for the first)
	played   float64   // seconds of play the frames have given since the last slice
	perf     js.Value
	timeline js.Value
	doc      js.Value
}

func newSlack(g *Game) *slack {
	s := &slack{g: g, perf: js.Global().Get("performance"), timeline: js.Global().Get("document").Get("timeline"), interval: 1000.0 / 60}
	ch := js.Global().Get("MessageChannel").New()
	run := js.FuncOf(func(js.Value, []js.Value) any {
		s.posted = false
		s.run()
		return nil
	})
	s.watchFn = js.FuncOf(func(js.Value, []js.Value) any {
		s.watching = false
		if s.stale() {
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
	s.last = 0
	if s.frameAt > 0 && at > s.frameAt {
		s.last = at - s.frameAt
		s.deltas = append(s.deltas, s.last)
		if len(s.deltas) > intervalFrames {
			s.deltas = s.deltas[1:]
		}
		s.interval = pace.Interval(s.deltas)
	}
	s.frameAt = at
}

// budget returns the time the slack task may work from now (ms on
// performance.now's clock): until slackMargin before the display's next
// refresh, within [slackMin, slackMax]; after a frame that came late, at
// least half its interval (pace.Least), as training had in the frame
// before it moved to the slack.
func (s *slack) budget(now float64) time.Duration {
	least := pace.Least(s.last, s.interval, slackMin, slackMax)
	return pace.Slack(s.frameAt, s.interval, now, slackMargin, least, slackMax)
}

// accrue counts a frame of dt seconds towards the play's steps, while
// training waits (the caller holds the app's lock); a frame without
// training forgets what was counted, so that play resumes at its speed.
func (s *slack) accrue(dt float64, training bool) {
	if training {
		s.played = min(s.played+dt, 0.25)
	} else {
		s.played = 0
	}
}

// stale reports whether no frame has begun for idleAfter.
func (s *slack) stale() bool {
	return s.now()-s.frameAt > float64(idleAfter.Milliseconds())
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
		js.Global().Call("setTimeout", s.watchFn, float64(idleAfter.Milliseconds()))
	}
}

// run is the slack task: it works until the next frame is due (or for
// idleSlice when frames have stopped), sharing the time between what
// waits, and settles the calls whose work has ended.
func (s *slack) run() {
	g := s.g
	t0 := time.Now()
	idle := s.stale()
	budget := idleSlice
	if !idle {
		budget = s.budget(s.now())
	}
	deadline := t0.Add(budget)
	var settled []api.Settled
	more := false
	func() {
		g.app.Mu.Lock()
		defer g.app.Mu.Unlock()
		S := g.app.S
		train, cmp, cv := S.Waiting()
		if idle {
			// Without frames only what a caller waits for goes on.
			train, cmp = S.Training().Working(), false
		}
		n := 0
		for _, w := range []bool{train, cmp, cv} {
			if w {
				n++
			}
		}
		// Each part gets an equal share of what is left when it starts.
		share := func() time.Duration {
			d := max(time.Until(deadline)/time.Duration(n), time.Millisecond)
			n--
			return d
		}
		if train {
			d := share()
			ts := time.Now()
			if S.Training().Working() {
				S.Training().AdvanceJobs(d)
			} else {
				// The frames' time since the last slice, as Update once
				// advanced by its frame's.
				S.Training().Advance(s.played, d)
				s.played = 0
			}
			g.stats.part(phTrain, time.Since(ts), d)
		}
		if cmp {
			d := share()
			ts := time.Now()
			S.Compared().Advance(d)
			g.stats.part(phCompare, time.Since(ts), d)
		}
		if cv {
			d := share()
			ts := time.Now()
			S.Assessment().AdvanceCV(d)
			g.stats.part(phCV, time.Since(ts), d)
		}
		settled = g.bridge.api.Settle()
		more = g.bridge.api.Working() || cv
	}()
	g.bridge.settle(settled)
	g.stats.add(phSlack, time.Since(t0))
	g.stats.tasks++
	g.stats.budget += float64(budget.Microseconds()) / 1000
	switch {
	case more && idle && s.doc.Get("hidden").Truthy():
		s.post() // no frame will come: go on in the next task
	case more:
		s.watch()
	}
}
