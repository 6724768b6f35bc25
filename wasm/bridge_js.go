package main

import (
	"encoding/json"
	"syscall/js"
	"time"

	"hyperplane/engine/msg"
	"hyperplane/wasm/api"
	"hyperplane/wasm/gcwatch"
	"hyperplane/wasm/jscall"
	"hyperplane/wasm/pace"
	"hyperplane/wasm/pointer"
	"hyperplane/wasm/render"
)

// bridge is the only code that talks to the page: it publishes the page
// contract (package api) as window.hyperplane, converting JavaScript values
// to api.Values and answers back, tells subscribers when the state changes,
// and is the boundary at which every panic is recovered and reported.
type bridge struct {
	app       *app
	game      *Game
	api       *api.API
	funcs     []js.Func
	published bool // window.hyperplane is set
	// jsonParse is JSON.parse, looked up once: every JavaScript object that
	// reaches Go carries a finalizer, which the Go heap pays for (issue 51).
	jsonParse js.Value

	subs      []js.Value
	atOnce    []bool // subs[i] is told of a call's change in the call's task (subscribe's atOnce)
	faultSubs []js.Value
	note      api.Notifier
	debug     bool
	panicNext string                    // "update" or "draw": panic there once (debug)
	slowMs    int                       // debug: the least time of a frame's Update, in ms
	gestures  pointer.Log               // debug: the last pointer events and long-press verdicts
	gc        *gcwatch.Watch            // debug: the Go heap's collections
	waiting   map[*api.Pending]js.Value // the calls' Promises' resolve functions, while their work goes on (train, step)
	// noteQueued: a microtask will tell the subscribers of this task's
	// calls (noteSoon); sending: the subscribers are being told.
	noteQueued, sending bool
	noteFn              js.Func
	outbox              outbox // the status on its way to the subscribers after the frame
}

// app is the session under its lock (api.App).
type app = api.App

func newBridge(a *app, debugMode bool) *bridge {
	b := &bridge{app: a, debug: debugMode, jsonParse: js.Global().Get("JSON").Get("parse"), waiting: map[*api.Pending]js.Value{}}
	if debugMode {
		b.gc = gcwatch.New()
	}
	return b
}

// guard recovers a panic of Update or Draw: training pauses, the scene is
// kept, and the page is told what happened. It must be deferred directly.
func (b *bridge) guard(where string) {
	if r := recover(); r != nil {
		b.api.Report(where, r)
	}
}

// onFault writes a recovered panic to the console and tells the page.
func (b *bridge) onFault(f *api.Fault) {
	js.Global().Get("console").Call("error", "hyperplane: panic in "+f.Where+": "+f.Message+"\n"+f.Stack)
	data, _ := json.Marshal(f)
	for _, s := range b.faultSubs {
		safeCall(s, string(data))
	}
}

// safeCall calls a page callback, ignoring exceptions it throws.
func safeCall(fn js.Value, arg string) {
	defer func() { recover() }()
	fn.Invoke(js.Global().Get("JSON").Call("parse", arg))
}

// maybePanic panics once where the debug hook asked for it.
func (b *bridge) maybePanic(where string) {
	if b.debug && b.panicNext == where {
		b.panicNext = ""
		panic("test panic requested through hyperplane.debug.panic(\"" + where + "\")")
	}
}

// sendLater delivers a status to the subscribers, each in a task of its
// own, in the order api.Relay keeps (after a frame; after a call, see
// sendSoon). The caller must not hold the app's lock.
func (b *bridge) sendLater(note []byte) {
	if note == nil || len(b.subs) == 0 {
		return
	}
	o := &b.outbox
	o.note = js.ValueOf(string(note))
	if o.port.IsUndefined() {
		ch := js.Global().Get("MessageChannel").New()
		fn := js.FuncOf(func(js.Value, []js.Value) any {
			b.deliverNext()
			return nil
		})
		b.funcs = append(b.funcs, fn)
		ch.Get("port1").Set("onmessage", jscall.Bare(fn))
		o.port = ch.Get("port2")
	}
	if o.Start() {
		o.port.Call("postMessage", nil)
	}
}

// sendSoon tells the subscribers that asked for it (subscribe's atOnce:
// the page's pickers) the status now, in the caller's task, and the
// others each in a task of its own (sendLater): told all in the call's
// task, the panel and the rest held it 100-180 ms a lesson at 4x (issue
// 51). The caller must not hold the app's lock.
func (b *bridge) sendSoon(note []byte) {
	b.sendLater(note)
	o := &b.outbox // with no note, Tell finds every subscriber told
	for i, fn := range b.subs {
		if b.atOnce[i] && o.Tell(i, len(b.subs)) {
			b.call(fn, o.note)
		}
	}
}

// outbox is a status on its way to the subscribers (sendLater).
type outbox struct {
	api.Relay
	note js.Value // the status, a JSON string
	port js.Value // a message to it runs the next delivery
}

// deliverNext tells the next subscriber of the status in the outbox, in
// the task that runs it, and posts the task of the one after it.
func (b *bridge) deliverNext() {
	o := &b.outbox
	i, ok := o.Take(len(b.subs))
	if !ok {
		return
	}
	t0 := time.Now()
	b.call(b.subs[i], o.note)
	if b.game != nil {
		b.game.stats.Add(pace.PhNotify, time.Since(t0))
	}
	if o.More(len(b.subs)) {
		o.port.Call("postMessage", nil)
	}
}

// call gives a subscriber its own copy of the status note (a JSON string),
// ignoring exceptions it throws; what it changes waits for the next frame.
func (b *bridge) call(fn, note js.Value) {
	b.sending = true
	defer func() { b.sending = false; recover() }()
	fn.Invoke(b.jsonParse.Invoke(note))
}

// noteSoon tells the subscribers of a call's change from a microtask after
// it (sendSoon), not at the next frame, one status for the calls of a task
// (a script's loop, the embed's batch). What the subscribers change waits
// for the frame: no subscriber can keep the page in microtasks.
func (b *bridge) noteSoon() {
	if b.noteQueued || b.sending || len(b.subs) == 0 {
		return
	}
	if b.noteFn.IsUndefined() {
		b.noteFn = js.FuncOf(func(this js.Value, args []js.Value) any {
			b.noteQueued = false
			if b.api.Busy() {
				return nil // a call is under way: the next frame tells
			}
			b.app.Mu.Lock()
			b.app.S.Flush() // the points of addPoint calls
			note := b.noteLocked()
			b.app.Mu.Unlock()
			b.sendSoon(note)
			return nil
		})
		b.funcs = append(b.funcs, b.noteFn)
	}
	b.noteQueued = true
	js.Global().Call("queueMicrotask", b.noteFn)
}

// install publishes h on obj: a JavaScript function that converts its
// arguments, dispatches them and converts the answer.
func (b *bridge) install(obj js.Value, h *api.Handler) {
	f := js.FuncOf(func(this js.Value, args []js.Value) any {
		vals := make([]api.Value, len(args))
		for i, v := range args {
			vals[i] = valueOf(v)
		}
		ans := b.api.Dispatch(h, vals)
		// The call may have ended runs under way (pause, reset, …):
		// their Promises settle now.
		defer b.settleLocking()
		if h.Changes {
			b.noteSoon()
		}
		if !h.Async {
			return answer(ans)
		}
		// A Promise of the answer, refusals included: settled at once
		// when the work has ended, else by settle.
		if p, ok := ans.Value.(*api.Pending); ok {
			return b.promise(p)
		}
		return js.Global().Get("Promise").Call("resolve", answer(ans))
	})
	b.funcs = append(b.funcs, f)
	obj.Set(h.Name, f)
}

// promise returns a Promise of p's answer, which settle resolves.
func (b *bridge) promise(p *api.Pending) js.Value {
	var resolve js.Value
	exec := js.FuncOf(func(this js.Value, args []js.Value) any {
		resolve = args[0]
		return nil
	})
	pr := js.Global().Get("Promise").New(exec)
	exec.Release()
	b.waiting[p] = resolve
	return pr
}

// settleLocking settles the calls whose runs have ended, taking the
// app's lock; it does nothing without calls waiting. The caller does not
// hold the lock.
func (b *bridge) settleLocking() {
	if len(b.waiting) == 0 || b.api.Busy() {
		return // nothing waits, or a call is under way (this one was made inside it)
	}
	b.app.Mu.Lock()
	done := b.api.Settle()
	b.app.Mu.Unlock()
	b.settle(done)
}

// settle resolves the Promises of the calls that have ended. The caller
// does not hold the app's lock.
func (b *bridge) settle(done []api.Settled) {
	for _, s := range done {
		if resolve, ok := b.waiting[s.Call]; ok {
			delete(b.waiting, s.Call)
			resolve.Invoke(answer(s.Answer))
		}
	}
}

// publish installs window.hyperplane and tells the page it is ready.
func (b *bridge) publish() {
	b.published = true
	obj := js.Global().Get("Object").New()
	hs := b.api.Handlers()
	for i := range hs {
		b.install(obj, &hs[i])
	}
	if b.debug {
		dbg := js.Global().Get("Object").New()
		for _, h := range b.debugHandlers() {
			b.install(dbg, &h)
		}
		obj.Set("debug", dbg)
	}
	obj.Set("version", api.Version)
	obj.Set("colors", toJS(render.ClassColorHex()))
	js.Global().Set("hyperplane", obj)
	js.Global().Call("dispatchEvent", js.Global().Get("Event").New("hyperplane-ready"))
}

// pageHandlers are the functions of window.hyperplane that take a
// JavaScript function: subscribe, onFault and exportImage.
func (b *bridge) pageHandlers() []api.Handler {
	a := b.app
	return []api.Handler{
		{Name: "subscribe", Params: []api.Param{api.Fn(msg.T("refuse-arg-the-subscriber")), api.Obj(msg.T("refuse-arg-the-options")).Opt()}, Do: func(c *api.Call) (any, error) {
			var opts struct{ AtOnce bool } // {atOnce}
			if err := c.DecodeIf(1, &opts); err != nil {
				return nil, err
			}
			b.subs = append(b.subs, c.Func(0).(js.Value))
			b.atOnce = append(b.atOnce, opts.AtOnce)
			a.Mu.Lock()
			b.note.Subscribers = len(b.subs)
			b.note.Reset()
			a.S.Touch()
			a.Mu.Unlock()
			return nil, nil
		}},
		{Name: "onFault", Params: []api.Param{api.Fn(msg.T("refuse-arg-the-fault-handler"))}, Do: func(c *api.Call) (any, error) {
			b.faultSubs = append(b.faultSubs, c.Func(0).(js.Value))
			return nil, nil
		}},
		b.game.slack.work.FrameStats(a),
		{Name: "exportImage", Params: []api.Param{api.Fn(msg.T("refuse-arg-exportimages-callback"))}, Do: func(c *api.Call) (any, error) {
			b.game.wantImage = append(b.game.wantImage, c.Func(0).(js.Value))
			a.Mu.Lock()
			a.S.Touch() // make sure the next frame paints
			a.Mu.Unlock()
			return nil, nil
		}},
	}
}

// Camera implements api.Screen: the camera of the current screen. The
// caller holds the app's lock.
func (b *bridge) Camera() render.Camera {
	g := b.game
	dpr := g.frame.Cam.DPR
	if dpr <= 0 {
		dpr = 1
	}
	return b.app.Camera(g.w, g.h, dpr)
}

// Frame implements api.Screen: the frame counters and how a kernel field
// is drawn. The caller holds the app's lock.
func (b *bridge) Frame() api.Frame {
	g := b.game
	if g == nil {
		return api.Frame{}
	}
	return api.Frame{W: g.w, H: g.h, DPR: g.frame.Cam.DPR, Animating: g.frame.Animating(),
		Painted: g.drawn, Ticks: g.ticks, Draws: g.draws, RingsHidden: g.frame.RingsHidden,
		Latency: [4]float64{g.lat.down, g.lat.up, g.lat.added, g.lat.painted}, Kernel: g.kernelStatus()}
}

// noteLocked returns the status to send to subscribers, or nil. The
// caller holds the app's lock.
func (b *bridge) noteLocked() []byte { return b.api.Note(&b.note, time.Now()) }
