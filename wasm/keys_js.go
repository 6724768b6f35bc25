package main

import (
	"sync"
	"syscall/js"
	"time"

	"hyperplane/engine/msg"
	"hyperplane/wasm/api"
	"hyperplane/wasm/describe"
	"hyperplane/wasm/keys"
)

// keyboard makes the plot a control of the page: the canvas takes the
// focus (first in the order of the page), has a role and a name for
// assistive technology, and its keydowns go to the keyboard model
// (wasm/keys, kept in the app under its lock), synchronously, so that a
// key the plot uses is kept from the page's shortcuts and Tab leaves the
// plot. It keeps the two live regions: what a key did, and the summary of
// the model when it changes (describe.Throttle: at most once a second).
type keyboard struct {
	g      *Game
	canvas js.Value
	said   js.Value // #plot-said: what a key did
	sum    js.Value // #plot-summary: the model, when it changes

	mu      sync.Mutex
	focused bool        // the plot has the focus
	active  bool        // the keyboard is in use: the cursor shows
	queue   []keys.Key  // keys that came while the app was locked
	picks   []keys.Pick // predictions to hand to the lesson
	log     keys.Log    // ?debug: every key the plot got

	watch    describe.Watch // when the plot is described, and its summary said
	lastSaid string
}

// listen sets the canvas up as the plot's control and follows its keys.
func (kb *keyboard) listen(canvas js.Value, g *Game, keep func(js.Func)) {
	kb.g, kb.canvas = g, canvas
	doc := js.Global().Get("document")
	body := doc.Get("body")
	// First in the page's order, as it is first on the screen: Ebiten
	// appends it last. Moving it takes the focus Ebiten gave it; the page
	// starts with nothing focused and the first Tab comes here.
	focused := doc.Get("activeElement").Equal(canvas)
	body.Call("insertBefore", canvas, body.Get("firstChild"))
	if focused {
		// Ebiten focused the canvas (it does not in an iframe, which must
		// not take the focus from its page): the page's sequential focus
		// starts at its top, the body focused for a moment, not where the
		// canvas was.
		body.Set("tabIndex", -1)
		body.Call("focus", map[string]any{"preventScroll": true})
		body.Call("removeAttribute", "tabindex")
	}
	for k, v := range map[string]string{
		"tabindex":             "0",
		"role":                 "application",
		"aria-roledescription": formatText(msg.T("keys-plot-role")),
		"aria-label":           formatText(msg.T("keys-plot-label")),
		"aria-describedby":     "plot-help plot-summary",
		"data-l10n-id":         "keys-plot", // the page words both again when the language changes
	} {
		canvas.Call("setAttribute", k, v)
	}
	region := func(id, live string) js.Value {
		e := doc.Call("createElement", "div")
		e.Set("id", id)
		e.Set("className", "sr-only")
		if live != "" {
			e.Call("setAttribute", "aria-live", live)
			e.Call("setAttribute", "aria-atomic", "true")
		}
		canvas.Call("after", e)
		return e
	}
	kb.sum = region("plot-summary", "polite")
	kb.said = region("plot-said", "polite")
	help := region("plot-help", "")
	helpText := msg.T("keys-plot-help")
	help.Set("textContent", formatText(helpText))
	help.Call("setAttribute", "data-l10n-id", helpText.ID)

	on := func(target js.Value, name string, capture bool, f func(e js.Value)) {
		fn := js.FuncOf(func(this js.Value, args []js.Value) any {
			if len(args) > 0 {
				f(args[0])
			}
			return nil
		})
		keep(fn)
		target.Call("addEventListener", name, fn, map[string]any{"capture": capture})
	}
	// Before Ebiten's own listener on the canvas, which takes every key
	// (Tab included) from the page.
	on(js.Global(), "keydown", true, kb.key)
	on(canvas, "focus", false, func(e js.Value) {
		kb.set(func() { kb.focused, kb.active = true, kb.active || canvas.Call("matches", ":focus-visible").Bool() })
	})
	on(canvas, "blur", false, func(e js.Value) { kb.set(func() { kb.focused = false }) })
	on(canvas, "pointerdown", false, func(e js.Value) { kb.set(func() { kb.active = false }) })
}

func (kb *keyboard) set(f func()) {
	kb.mu.Lock()
	f()
	kb.mu.Unlock()
}

// shows reports whether the cursor is drawn: the plot has the focus and
// the keyboard is in use.
func (kb *keyboard) shows() bool {
	kb.mu.Lock()
	defer kb.mu.Unlock()
	return kb.focused && kb.active
}

// key takes a keydown of the page: one on the plot goes to the model now,
// or, if the app is busy, at the next frame.
func (kb *keyboard) key(e js.Value) {
	if !e.Get("target").Equal(kb.canvas) || e.Get("isComposing").Truthy() {
		return
	}
	k := keys.Key{Key: e.Get("key").String(), Shift: e.Get("shiftKey").Bool(), Ctrl: e.Get("ctrlKey").Bool(),
		Alt: e.Get("altKey").Bool(), Meta: e.Get("metaKey").Bool()}
	if keys.Passes(k) {
		// Tab leaves the plot, and the browser's and the screen reader's
		// own keys are theirs: Ebiten would cancel them.
		e.Call("stopPropagation")
		kb.logKey(k, false)
		return
	}
	kb.set(func() { kb.active = true })
	a := kb.g.app
	if !a.Mu.TryLock() {
		// An API call holds the app: the key waits for the next frame,
		// and the page's shortcuts do not see a key the plot may use.
		kb.mu.Lock()
		kb.queue = append(kb.queue, k)
		kb.mu.Unlock()
		if keys.Bound(k) {
			e.Call("preventDefault")
			e.Call("stopPropagation")
		}
		return
	}
	out := kb.press(k)
	if out.Handled {
		e.Call("preventDefault")
		e.Call("stopPropagation")
		kb.g.inputs.Applied("key", e.Get("timeStamp").Float(), now())
	}
	kb.tell(out)
}

// press gives k to the model, after any keys that waited, and returns
// what it did. The caller holds the app's lock; press releases it, also
// when the model panics (the fault is reported as any other).
func (kb *keyboard) press(k keys.Key) (out keys.Out) {
	a := kb.g.app
	locked := true
	defer func() {
		if r := recover(); r != nil {
			if locked {
				a.Mu.Unlock()
			}
			kb.g.bridge.api.Report("keys.press", r)
			out = keys.Out{Handled: true}
		}
	}()
	a.S.Flush()
	kb.pressWaiting()
	out = kb.pressLocked(k)
	a.Mu.Unlock()
	locked = false
	return out
}

// pressWaiting gives the model the keys that came while the app was
// locked, in order. The caller holds the app's lock.
func (kb *keyboard) pressWaiting() {
	kb.mu.Lock()
	waiting := kb.queue
	kb.queue = nil
	kb.mu.Unlock()
	for _, w := range waiting {
		kb.tellLocked(kb.pressLocked(w))
	}
}

// pressLocked gives k to the model with the camera of the plot now. The
// caller holds the app's lock.
func (kb *keyboard) pressLocked(k keys.Key) keys.Out {
	a := kb.g.app
	out := a.Keys.Press(k, keys.Env{S: a.S, Cam: kb.g.bridge.Camera()})
	kb.logKey(k, out.Handled)
	if out.Pick != nil {
		kb.mu.Lock()
		kb.picks = append(kb.picks, *out.Pick)
		kb.mu.Unlock()
	}
	return out
}

func (kb *keyboard) logKey(k keys.Key, handled bool) {
	if kb.g.bridge.debug {
		kb.log.Add(k, handled)
	}
}

// tell says what a key did in the live region and hands the predictions
// made to the lesson. The caller must not hold the app's lock.
func (kb *keyboard) tell(out keys.Out) {
	kb.tellLocked(out)
	kb.handPicks()
}

// handPicks hands the predictions made with keys to the lesson
// (web/js/quiz.js). The caller must not hold the app's lock: the lesson
// calls the API.
func (kb *keyboard) handPicks() {
	kb.mu.Lock()
	picks := kb.picks
	kb.picks = nil
	kb.mu.Unlock()
	for _, p := range picks {
		detail := map[string]any{"detail": map[string]any{"target": p.Target, "x": p.X, "y": p.Y, "index": p.Index}}
		js.Global().Call("dispatchEvent", js.Global().Get("CustomEvent").New("hyperplane-pick", detail))
	}
}

// tellLocked says what a key did in the plot's live region, again if the
// same (describe.Again).
func (kb *keyboard) tellLocked(out keys.Out) {
	if out.Say.IsZero() || kb.said.IsUndefined() {
		return
	}
	kb.lastSaid = describe.Again(kb.lastSaid, formatText(out.Say))
	kb.said.Set("textContent", kb.lastSaid)
}

// frame runs in each Update under the app's lock: it gives the model the
// keys that waited, keeps it in step with the session, and reports
// whether the plot is to be described: the slack task does it (sayPlot; a
// kernel field's 50,000 kernels took 30 ms of a frame at 4x, issue 51).
func (kb *keyboard) frame(now time.Time) bool {
	if kb.g == nil {
		return false
	}
	a := kb.g.app
	kb.pressWaiting()
	a.Keys.Sync(keys.Env{S: a.S, Cam: kb.g.bridge.Camera()})
	return kb.g.w != 0 && kb.watch.Look(now, a.S.Versions().Picture) // none before the plot
}

// sayPlot describes the plot and says its summary, if a new one.
func (kb *keyboard) sayPlot() {
	var t msg.Text
	func() {
		kb.g.app.Mu.Lock()
		defer kb.g.app.Mu.Unlock()
		cam := kb.g.bridge.Camera()
		t, _ = kb.watch.Describe(time.Now(), describe.Plot{S: kb.g.app.S, Box: cam.DataBox(), Step: cam.GridStep()})
	}()
	if !t.IsZero() && !kb.sum.IsUndefined() {
		kb.sum.Set("textContent", formatText(t))
	}
}

// keyLogHandler is hyperplane.debug.keyLog(): the keys the plot got, in
// order, and whether it used them.
func (kb *keyboard) keyLogHandler() api.Handler {
	return api.Handler{Name: "keyLog", Do: func(*api.Call) (any, error) { return kb.log.Keys(), nil }}
}
