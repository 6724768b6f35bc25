package main

import (
	"syscall/js"

	"hyperplane/wasm/api"
	"hyperplane/wasm/pointer"
	"hyperplane/wasm/render"
)

// listenPointer follows the plot's pointer with one set of listeners,
// whose events, with their own times and places, are queued for the frame
// (package pointer): a press on the canvas (a press elsewhere takes the
// pointer off the plot), every move, release and cancel in the page (a
// drag that leaves the canvas goes on; a move elsewhere takes the hover
// off the plot), the pointer leaving the canvas, and the wheel over it,
// which does not scroll the page.
func (g *Game) listenPointer(canvas js.Value, keep func(js.Func)) {
	on := func(target js.Value, name string, kind pointer.Kind) {
		f := js.FuncOf(func(this js.Value, args []js.Value) any {
			if len(args) > 0 {
				g.pointerEvent(canvas, args[0], kind)
			}
			return nil
		})
		keep(f)
		target.Call("addEventListener", name, f, map[string]any{"capture": true, "passive": kind != pointer.Wheel})
	}
	w := js.Global()
	on(w, "pointerdown", pointer.Down)
	on(w, "pointermove", pointer.Move)
	on(w, "pointerup", pointer.Up)
	on(w, "pointercancel", pointer.Cancel)
	on(canvas, "pointerleave", pointer.Leave)
	on(canvas, "wheel", pointer.Wheel)
}

// pointerEvent queues the event e of kind, at device pixels of the
// canvas.
func (g *Game) pointerEvent(canvas, e js.Value, kind pointer.Kind) {
	over := e.Get("target").Equal(canvas)
	if kind == pointer.Wheel {
		e.Call("preventDefault")
	} else if kind == pointer.Down && !over {
		kind = pointer.Leave
	}
	r := canvas.Call("getBoundingClientRect")
	dpr := js.Global().Get("devicePixelRatio").Float()
	if dpr <= 0 {
		dpr = 1
	}
	at := e.Get("timeStamp").Float()
	ev := pointer.Event{Kind: kind, Over: over, T: at, Lag: max(0, now()-at),
		X: (e.Get("clientX").Float() - r.Get("left").Float()) * dpr, Y: (e.Get("clientY").Float() - r.Get("top").Float()) * dpr}
	if kind == pointer.Wheel {
		ev.DY = e.Get("deltaY").Float()
	} else {
		t := e.Get("pointerType").String()
		ev.ID, ev.Touch, ev.Button, ev.Shift = e.Get("pointerId").Int(), t == "touch" || t == "pen", e.Get("button").Int(), e.Get("shiftKey").Truthy()
	}
	g.pq.Add(ev)
}

// handleInput gives the pointer's events of the frame to the pointer's
// model, which applies the gestures they make to the session; at is the
// frame's time on the events' clock. The caller holds the app's lock.
func (g *Game) handleInput(cam render.Camera, events []pointer.Event, at float64) {
	env := api.PointerEnv(g.app, cam, g.w, g.h, g.frame.Units, g.kb.shows())
	if g.bridge.debug {
		env.Log = g.bridge.gestures.Add
	}
	out := g.ptr.Frame(&env, events, at)
	if out.Added != nil {
		t := now()
		g.lat = latency{down: out.Added.Down, up: out.Added.Up, added: t, pending: true}
		g.inputs.Applied("click", out.Added.Up, t)
	}
	if t, ok := out.Dragged(events, now); ok {
		g.inputs.Applied("drag", t, now())
	}
}
