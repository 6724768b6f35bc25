package main

import (
	"syscall/js"
	"time"

	"hyperplane/wasm/api"
	"hyperplane/wasm/gcwatch"
	"hyperplane/wasm/jscall"
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
	watchdog js.Value // the idle watchdog's function (jscall.Bare)
	posted   bool
	watching bool         // the idle watchdog is armed
	frames   *pace.Frames // the frames' times and the display's interval
	work     api.Slack    // what the task does (frames shared with it)
	perf     js.Value
	timeline js.Value
	doc      js.Value
	early    *gcwatch.Early // collections of the Go heap, run in a task of their own
	// collected: the last task collected the heap, so this one works
	// whatever the heap (the work never waits two tasks for it).
	collected bool
	describe  bool // the plot is to be described: a task does it alone
}

func newSlack(g *Game) *slack {
	s := &slack{g: g, frames: pace.NewFrames(), perf: js.Global().Get("performance"), timeline: js.Global().Get("document").Get("timeline"), early: gcwatch.NewEarly()}
	s.work = api.Slack{Frames: s.frames, Stats: g.stats}
	ch := js.Global().Get("MessageChannel").New()
	run := js.FuncOf(func(js.Value, []js.Value) any {
		s.posted = false
		s.run()
		return nil
	})
	watchFn := js.FuncOf(func(js.Value, []js.Value) any {
		s.watching = false
		if s.frames.Stale(s.now()) {
			s.post()
		} else {
			s.watch()
		}
		return nil
	})
	s.watchdog = jscall.Bare(watchFn)
	s.doc = js.Global().Get("document")
	g.bridge.funcs = append(g.bridge.funcs, run, watchFn)
	ch.Get("port1").Set("onmessage", jscall.Bare(run))
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
		js.Global().Call("setTimeout", s.watchdog, float64(pace.IdleAfter.Milliseconds()))
	}
}

// run is the slack task: it works for the slice pace gives it
// (api.Slack), and settles the calls whose work has ended. When the Go
// heap nears the point where the runtime would collect it in the middle
// of some task, on top of that task's work, the task collects it instead
// and leaves the work to the next frame's task (gcwatch.Early); so does
// a task that describes the plot for the live region (keyboard.sayPlot).
func (s *slack) run() {
	g := s.g
	t0 := time.Now()
	s.early.Task()
	if !s.collected && s.early.Due() {
		s.early.Collect()
		s.collected = true
		g.stats.Add(pace.PhCollect, time.Since(t0))
		s.watch() // the work waits for the next frame, or the watchdog when none comes
		return
	}
	s.collected = false
	if s.describe {
		s.describe = false
		g.kb.sayPlot()
		s.watch()
		return
	}
	var sl pace.Slice
	var settled []api.Settled
	more := false
	func() {
		g.app.Mu.Lock()
		defer g.app.Mu.Unlock()
		sl, settled, more = s.work.Run(g.bridge.api, s.now, t0)
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
