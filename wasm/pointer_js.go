package main

import (
	"sync"
	"syscall/js"

	"hyperplane/wasm/gesture"
)

// pointerQueue collects the plot's pointer events, with their own times
// and places, between two frames: a press that starts on the plot's
// canvas, and the moves and the release of that pointer wherever they
// happen. Update takes them in order (handleInput), so a gesture is judged
// by when and where its events happened, not by when a frame saw them.
type pointerQueue struct {
	mu     sync.Mutex
	events []gesture.Event
	down   map[int]bool // pointers pressed on the canvas and not yet released
	canvas js.Value
}

// take returns the events queued since the last call.
func (q *pointerQueue) take() []gesture.Event {
	q.mu.Lock()
	defer q.mu.Unlock()
	ev := q.events
	q.events = nil
	return ev
}

// listen follows the pointer events of the page: a press on canvas, and
// the moves and releases of the pointers pressed there.
func (q *pointerQueue) listen(canvas js.Value, keep func(js.Func)) {
	q.canvas = canvas
	q.down = map[int]bool{}
	on := func(target js.Value, name string, kind gesture.Kind) {
		f := js.FuncOf(func(this js.Value, args []js.Value) any {
			if len(args) > 0 {
				q.add(args[0], kind)
			}
			return nil
		})
		keep(f)
		target.Call("addEventListener", name, f, map[string]any{"capture": true, "passive": true})
	}
	on(canvas, "pointerdown", gesture.Down)
	w := js.Global()
	on(w, "pointermove", gesture.Move)
	on(w, "pointerup", gesture.Up)
	on(w, "pointercancel", gesture.Cancel)
}

// add queues the event e of kind.
func (q *pointerQueue) add(e js.Value, kind gesture.Kind) {
	id := e.Get("pointerId").Int()
	q.mu.Lock()
	defer q.mu.Unlock()
	switch kind {
	case gesture.Down:
		q.down[id] = true
	case gesture.Up, gesture.Cancel:
		if !q.down[id] {
			return
		}
		delete(q.down, id)
	default:
		if !q.down[id] {
			return
		}
	}
	r := q.canvas.Call("getBoundingClientRect")
	dpr := js.Global().Get("devicePixelRatio").Float()
	if dpr <= 0 {
		dpr = 1
	}
	t := e.Get("pointerType").String()
	at := e.Get("timeStamp").Float()
	q.events = append(q.events, gesture.Event{
		Kind:   kind,
		ID:     id,
		Touch:  t == "touch" || t == "pen",
		Button: e.Get("button").Int(),
		X:      (e.Get("clientX").Float() - r.Get("left").Float()) * dpr,
		Y:      (e.Get("clientY").Float() - r.Get("top").Float()) * dpr,
		T:      at,
		Lag:    max(0, now()-at),
		Shift:  e.Get("shiftKey").Truthy(),
	})
}
