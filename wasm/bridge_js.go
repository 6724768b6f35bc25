package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"runtime/debug"
	"sync/atomic"
	"syscall/js"
	"time"

	"hyperplane/wasm/render"
)

// version is the version of Hyperplane shown in the page and in the state.
const version = "0.1.0"

// bridge is the only code that talks to the page: it publishes the API
// window.hyperplane, tells subscribers when the state changes, and is the
// boundary at which every panic is recovered and reported.
type bridge struct {
	app       *app
	game      *Game
	api       js.Value
	funcs     []js.Func
	published bool // window.hyperplane is set

	shift      atomic.Bool
	busy       atomic.Bool // a call of the API is running (guard_js.go)
	onCanvas   atomic.Bool // the pointer is over the plot's canvas
	downAt     float64     // performance.now() of the last press on the page
	upAt       float64     // and of the last release
	subs       []js.Value
	faultSubs  []js.Value
	sentAt     time.Time
	sentVer    uint64
	sentCmp    uint64 // the compared algorithms' version last sent
	sentPlay   bool
	debug      bool
	panicNext  atomic.Value // "update" or "draw": panic there once (debug)
	lastFault  *fault
	faultCount int
}

// fault describes a recovered panic.
type fault struct {
	Where   string `json:"where"`
	Message string `json:"message"`
	Stack   string `json:"stack"`
	Time    string `json:"time"`
}

func newBridge(a *app, debugMode bool) *bridge {
	b := &bridge{app: a, debug: debugMode}
	b.panicNext.Store("")
	return b
}

// guard recovers a panic of Update, Draw or a call from the page: training
// pauses, the scene is kept, and the page is told what happened. It must be
// deferred directly.
func (b *bridge) guard(where string) {
	r := recover()
	if r == nil {
		return
	}
	b.report(where, r)
}

func (b *bridge) report(where string, r any) {
	f := &fault{
		Where:   where,
		Message: fmt.Sprint(r),
		Stack:   string(debug.Stack()),
		Time:    time.Now().UTC().Format(time.RFC3339),
	}
	b.app.mu.Lock()
	b.app.s.Fault("Something went wrong in " + where + ": " + f.Message + ". Training is paused; your points are kept.")
	b.lastFault = f
	b.faultCount++
	b.app.mu.Unlock()
	js.Global().Get("console").Call("error", "hyperplane: panic in "+where+": "+f.Message+"\n"+f.Stack)
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

func (b *bridge) shiftHeld() bool { return b.shift.Load() }

// maybePanic panics once where the debug hook asked for it.
func (b *bridge) maybePanic(where string) {
	if b.debug && b.panicNext.Load() == where {
		b.panicNext.Store("")
		panic("test panic requested through hyperplane.debug.panic(\"" + where + "\")")
	}
}

// noteLocked returns the status to send to subscribers, or nil when
// nothing worth telling changed. It throttles to four messages a second
// while training. The caller holds the app's lock.
func (b *bridge) noteLocked() []byte {
	a := b.app
	v := a.s.Versions()
	if len(b.subs) == 0 || (v.Picture == b.sentVer && v.Compare == b.sentCmp) {
		return nil
	}
	if a.s.Playing() && a.s.Playing() == b.sentPlay && time.Since(b.sentAt) < 250*time.Millisecond {
		return nil
	}
	b.sentVer, b.sentCmp, b.sentAt, b.sentPlay = v.Picture, v.Compare, time.Now(), a.s.Playing()
	data, err := json.Marshal(b.statusLocked(false))
	if err != nil {
		return nil
	}
	return data
}

// send delivers a status to the subscribers. The caller must not hold the
// app's lock, since a subscriber may call back.
func (b *bridge) send(note []byte) {
	if note == nil {
		return
	}
	s := string(note)
	for _, fn := range b.subs {
		safeCall(fn, s)
	}
}

// handler is one function of window.hyperplane: it parses its arguments,
// calls the session (or the bridge) and returns what the page gets back.
type handler struct {
	name string
	// locked runs call under the app's lock, after the points a click
	// added have reached the trainer.
	locked bool
	call   func(args []js.Value) (any, error)
}

// install publishes h on obj. A panic in it is recovered and reported, and
// an error comes back to the caller as {ok: false, error} (cut to a
// readable length) and, for a locked handler, is shown in the page. A
// call made while another is running (from a caller's toJSON, getter or
// callback) is refused at once: it would wait forever on the lock.
func (b *bridge) install(obj js.Value, h handler) {
	f := js.FuncOf(func(this js.Value, args []js.Value) (ret any) {
		if !b.busy.CompareAndSwap(false, true) {
			return refuse(reentered(h.name))
		}
		defer b.busy.Store(false)
		defer func() {
			if r := recover(); r != nil {
				b.busy.Store(false) // a fault handler may call the API
				b.report("hyperplane."+h.name, r)
				ret = refuse(fmt.Sprint(r))
			}
		}()
		var (
			v   any
			err error
		)
		if h.locked {
			v, err = b.callLocked(h, args)
		} else {
			v, err = h.call(args)
		}
		if err != nil {
			return refuse(capitalize(err.Error()))
		}
		if v == nil {
			return ok()
		}
		if jv, isJS := v.(js.Value); isJS {
			return jv
		}
		return toJS(v)
	})
	b.funcs = append(b.funcs, f)
	obj.Set(h.name, f)
}

// callLocked calls h under the app's lock, after the points a click added
// have reached the trainer, and shows its error in the page. The lock is
// released even when h panics, so that install's recovery can report it.
func (b *bridge) callLocked(h handler, args []js.Value) (any, error) {
	b.app.mu.Lock()
	defer b.app.mu.Unlock()
	b.app.s.Flush()
	v, err := h.call(args)
	if err != nil {
		b.app.s.Fail(errors.New(shortMessage(err.Error())))
	}
	return v, err
}

// publish installs window.hyperplane and tells the page it is ready.
func (b *bridge) publish() {
	b.published = true
	api := js.Global().Get("Object").New()
	b.api = api
	for _, h := range b.handlers() {
		b.install(api, h)
	}
	if b.debug {
		dbg := js.Global().Get("Object").New()
		for _, h := range b.debugHandlers() {
			b.install(dbg, h)
		}
		api.Set("debug", dbg)
	}
	api.Set("version", version)
	api.Set("colors", toJS(render.ClassColorHex()))
	js.Global().Set("hyperplane", api)
	js.Global().Call("dispatchEvent", js.Global().Get("Event").New("hyperplane-ready"))
	b.watchPage()
}

// watchPage follows the page's pointer and key events. Shift-click
// removes a point, and the canvas's own events do not carry the modifier to
// Ebiten.
func (b *bridge) watchPage() {
	watch := js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) > 0 {
			e := args[0]
			b.shift.Store(e.Get("shiftKey").Truthy())
			if t := e.Get("type").String(); t == "pointermove" || t == "pointerdown" || t == "pointerleave" {
				target := e.Get("target")
				b.onCanvas.Store(t != "pointerleave" && target.Get("tagName").String() == "CANVAS" &&
					target.Get("parentElement").Equal(js.Global().Get("document").Get("body")))
			}
			switch e.Get("type").String() {
			case "mousedown", "pointerdown":
				b.downAt = e.Get("timeStamp").Float()
			case "mouseup", "pointerup":
				b.upAt = e.Get("timeStamp").Float()
			}
		}
		return nil
	})
	b.funcs = append(b.funcs, watch)
	js.Global().Get("document").Call("addEventListener", "pointerleave", watch, map[string]any{"passive": true})
	opts := map[string]any{"capture": true, "passive": true}
	for _, ev := range []string{"mousedown", "pointerdown", "pointermove", "pointerup", "mouseup", "keydown", "keyup"} {
		js.Global().Call("addEventListener", ev, watch, opts)
	}
}

// camera returns the camera of the current screen. The caller holds the
// app's lock.
func (b *bridge) camera() render.Camera {
	g := b.game
	dpr := g.frame.cam.DPR
	if dpr <= 0 {
		dpr = 1
	}
	return b.app.camera(g.w, g.h, dpr)
}

// historyHandlers returns the functions of the history and of the page's
// subscriptions.
func (b *bridge) historyHandlers() []handler {
	a := b.app
	return []handler{
		{"history", true, func([]js.Value) (any, error) { return a.s.HistorySeries(600), nil }},
		{"scrub", true, withInt("index", -1, maxWhole, func(i int) error { a.s.Scrub(i); return nil })},
		{"subscribe", false, func(args []js.Value) (any, error) {
			fn, err := argFunc(args, 0, "the subscriber")
			if err != nil {
				return nil, err
			}
			b.subs = append(b.subs, fn)
			a.mu.Lock()
			b.sentVer = 0
			a.s.Touch()
			a.mu.Unlock()
			return nil, nil
		}},
		{"onFault", false, func(args []js.Value) (any, error) {
			fn, err := argFunc(args, 0, "the fault handler")
			if err != nil {
				return nil, err
			}
			b.faultSubs = append(b.faultSubs, fn)
			return nil, nil
		}},
		{"lastFault", true, func([]js.Value) (any, error) { return b.lastFault, nil }},
	}
}
