package main

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/wasm/api"
	"hyperplane/wasm/gesture"
	"hyperplane/wasm/keys"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// Pointer gestures, in CSS pixels.
const (
	grabRadius   = 11 // a press this close to a point grabs it
	removeRadius = 30 // right-click removes the nearest point this close
	dragSlop     = 4  // moving further than this turns a click into a drag
)

const (
	modeNone = iota
	modePending
	modeDragPoint
	modePan
	modeRotate // Fisher's trial direction
)

// pointer is the state of the current mouse or touch gesture.
type pointer struct {
	mode   int
	id     int // the pointer's id (PointerEvent.pointerId)
	press  gesture.Press
	px, py float64
	index  int
	camera render.Camera
	done   bool // a long press already acted
	middle bool // the gesture is the middle button's: it pans, whatever the tool
	fisher render.FisherView
}

// handleInput turns the pointer events of the frame (pointer_js.go), in
// the order they happened, and the wheel into gestures that the session
// applies: click adds a point of the current class, dragging a point moves
// it, dragging empty space pans, the wheel zooms, dragging with the middle
// button pans in every tool, right-click or shift-click removes the
// nearest point, and on a touch screen a long press removes it. Gestures
// are judged by the events' own times (package gesture), so a slow frame
// changes none of them. now is the frame's time on the events' clock.
// The caller holds the app's lock.
func (g *Game) handleInput(cam render.Camera, events []gesture.Event, now float64) {
	a := g.app
	p := &g.ptr

	// Wheel zoom about the cursor.
	if _, wy := ebiten.Wheel(); wy != 0 && !cam.Tr.On {
		cx, cy := ebiten.CursorPosition()
		if g.inside(float64(cx), float64(cy)) {
			x, y := cam.ToData(float64(cx), float64(cy))
			a.S.Apply(session.Gesture{Kind: session.Zoom, View: cam.Visible(), X: x, Y: y, Wheel: wy})
		}
	}

	defer func() { g.inputAt = now }()
	fresh := false
	for _, e := range events {
		fresh = fresh || (p.mode != modeNone && e.ID == p.id)
		if g.bridge.debug {
			g.bridge.logGesture("frame %.0f: event %d id %d touch %v at (%.0f, %.0f) t %.0f lag %.0f; mode %d", now, e.Kind, e.ID, e.Touch, e.X, e.Y, e.T, e.Lag, p.mode)
		}
		g.event(cam, e)
	}
	// A finger resting on the plot past the delay: a long press.
	if p.mode != modeNone {
		// The browser may hold a finger's events back a frame or two
		// beyond the lag they showed (gesture.DueInFrame).
		hold := 0.0
		if g.inputAt > 0 {
			hold = 2 * (now - g.inputAt)
		}
		due := p.press.DueInFrame(now, hold, fresh)
		if g.bridge.debug {
			g.bridge.logGesture("frame %.0f: press t0 %.0f lag %.0f moved %v fresh %v due %v", now, p.press.T0, p.press.Lag, p.press.Moved, fresh, due)
		}
		if due {
			g.longPress(cam)
		}
	}

	if p.mode == modeNone {
		// The point under the mouse, whose margins the page shows.
		cx, cy := ebiten.CursorPosition()
		x, y := float64(cx), float64(cy)
		h := -1
		if g.inside(x, y) && g.bridge.onCanvas {
			h = a.Nearest(cam, x, y, grabRadius*cam.DPR)
		}
		if k := &a.Keys; h < 0 && k.Mode != keys.Cursor && k.Sel() >= 0 && g.kb.shows() {
			h = k.Sel() // the keyboard's chosen point shows its margins too
		}
		a.S.Apply(session.Gesture{Kind: session.Hover, Index: h})
	}
}

// event takes one pointer event. A second pointer while one is down (a
// second finger, another button) is ignored.
func (g *Game) event(cam render.Camera, e gesture.Event) {
	a := g.app
	p := &g.ptr
	switch e.Kind {
	case gesture.Down:
		if p.mode != modeNone || !g.inside(e.X, e.Y) {
			return
		}
		switch {
		case e.Touch || e.Button == gesture.ButtonLeft:
			g.press(cam, e)
		case e.Button == gesture.ButtonRight:
			if !a.S.Doc().Locked() {
				g.removeNear(cam, e.X, e.Y)
			}
		case e.Button == gesture.ButtonMiddle:
			// The middle button pans in every tool (the left button's drag
			// is the lasso's, the box's or the spray's while one of them
			// is chosen).
			*p = pointer{mode: modePan, id: e.ID, middle: true, press: gesture.Start(e, g.slop(cam, false)),
				px: e.X, py: e.Y, index: -1, camera: cam}
		}
	case gesture.Move:
		if p.mode == modeNone || e.ID != p.id {
			return
		}
		if p.press.LongBy(e.T) { // the finger was held still until now
			g.longPress(cam)
			return
		}
		g.move(cam, e)
	case gesture.Up, gesture.Cancel:
		if p.mode == modeNone || e.ID != p.id {
			return
		}
		// A lift after the delay ends a rest: a long press. A cancel is
		// the browser taking the pointer, at a time of its own (a touch
		// that waited for a slow frame can be cancelled by the browser's
		// timeout): it says nothing of the finger, which may have moved in
		// events the page never got.
		if e.Kind == gesture.Up && p.press.LongBy(e.T) {
			g.longPress(cam)
			return
		}
		if e.Kind == gesture.Cancel {
			p.done = true // the browser took the pointer: no click
		}
		g.move(cam, e)
		g.release(cam, e)
	}
}

func (g *Game) inside(x, y float64) bool {
	return x >= 0 && y >= 0 && x < g.w && y < g.h
}

// slop is the distance in device pixels that turns a press into a drag.
func (g *Game) slop(cam render.Camera, touch bool) float64 {
	return dragSlop * cam.DPR * touchScale(touch)
}

// longPress removes the point the finger holds (or the nearest one) and
// ends the gesture, if it is a press that has not moved.
func (g *Game) longPress(cam render.Camera) {
	a := g.app
	p := &g.ptr
	p.press.Long = true
	if g.bridge.debug {
		g.bridge.logGesture("long press: mode %d done %v", p.mode, p.done)
	}
	if p.done || a.S.Doc().Locked() || (p.mode != modePending && p.mode != modeDragPoint) {
		return
	}
	p.done = true
	if p.mode == modeDragPoint {
		a.S.Apply(session.Gesture{Kind: session.Remove, Index: p.index})
	} else {
		g.removeNear(cam, p.press.X0, p.press.Y0)
	}
	p.mode = modeNone
}

// removeNear removes the point nearest the device pixel (x, y), if one is
// within removeRadius.
func (g *Game) removeNear(cam render.Camera, x, y float64) {
	if i := g.app.Nearest(cam, x, y, removeRadius*cam.DPR); i >= 0 {
		g.app.S.Apply(session.Gesture{Kind: session.Remove, Index: i})
	}
}

func (g *Game) press(cam render.Camera, e gesture.Event) {
	a := g.app
	p := &g.ptr
	if e.Shift && !e.Touch && !a.S.Doc().Locked() {
		g.removeNear(cam, e.X, e.Y)
		return
	}
	*p = pointer{mode: modePending, id: e.ID, press: gesture.Start(e, g.slop(cam, e.Touch)), px: e.X, py: e.Y, index: -1, camera: cam}
	x, y := e.X, e.Y
	if a.S.Plot().View().Fisher {
		snap := a.S.Training().Shown()
		if fv := api.FisherOf(a.S, &snap, cam); fv.OK {
			hx, hy := fv.Handle()
			sx, sy := cam.ToScreen(hx, hy)
			if math.Hypot(sx-x, sy-y) <= grabRadius*cam.DPR*touchScale(e.Touch) {
				p.mode, p.fisher = modeRotate, fv
				return
			}
		}
	}
	if a.S.Doc().Locked() {
		return // a locked embed can pan and zoom but not edit
	}
	if g.strokePress(cam, x, y) {
		return
	}
	if i := a.Nearest(cam, x, y, grabRadius*cam.DPR*touchScale(e.Touch)); i >= 0 {
		p.mode, p.index = modeDragPoint, i
		a.S.Apply(session.Gesture{Kind: session.Grab, Index: i})
	}
}

func touchScale(touch bool) float64 {
	if touch {
		return 2
	}
	return 1
}

func (g *Game) move(cam render.Camera, e gesture.Event) {
	a := g.app
	p := &g.ptr
	x, y := e.X, e.Y
	if x == p.px && y == p.py {
		return
	}
	p.px, p.py = x, y
	moved := p.press.Track(e)
	switch p.mode {
	case modeStroke:
		g.strokeMove(cam, x, y)
	case modePending:
		if moved {
			p.mode = modePan
		}
	case modeRotate:
		dx, dy := cam.ToData(x, y)
		if dx != p.fisher.MX || dy != p.fisher.MY {
			a.S.Apply(session.Gesture{Kind: session.Rotate, Theta: math.Atan2(dy-p.fisher.MY, dx-p.fisher.MX)})
		}
	case modeDragPoint:
		if p.press.Touch && !moved {
			return // a finger holding still may be a long press
		}
		dx, dy := cam.ToData(x, y)
		if err := a.S.Apply(session.Gesture{Kind: session.Drag, X: dx, Y: dy}); err != nil {
			a.S.Fail(err)
		}
	}
	if p.mode == modePan && !cam.Tr.On {
		// Pan with the camera of the press, so the data under the pointer
		// stays under it.
		x0, y0 := p.camera.ToData(p.press.X0, p.press.Y0)
		x1, y1 := p.camera.ToData(x, y)
		a.S.Apply(session.Gesture{Kind: session.Pan, View: p.camera.Visible(), X: x0 - x1, Y: y0 - y1})
	}
}

func (g *Game) release(cam render.Camera, e gesture.Event) {
	a := g.app
	p := &g.ptr
	if p.mode == modeDragPoint {
		a.S.Apply(session.Gesture{Kind: session.Drop})
	}
	if p.mode == modeStroke {
		g.strokeRelease(cam)
	}
	if p.mode == modePending && !p.done && !a.S.Doc().Locked() {
		x, y := cam.ToData(p.press.X0, p.press.Y0)
		if err := a.S.Apply(session.Gesture{Kind: session.Click, X: x, Y: y}); err != nil {
			a.S.Fail(err)
		} else {
			g.lat = latency{down: p.press.T0, up: e.T, added: now(), pending: true}
		}
	}
	p.mode = modeNone
}
