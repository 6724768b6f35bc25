package main

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"hyperplane/wasm/api"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// Pointer gestures, in CSS pixels.
const (
	grabRadius   = 11  // a press this close to a point grabs it
	removeRadius = 30  // right-click removes the nearest point this close
	dragSlop     = 4   // moving further than this turns a click into a drag
	longPress    = 550 // touch: milliseconds of stillness that delete
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
	mode    int
	touch   ebiten.TouchID
	touched bool // the gesture is a touch
	sx, sy  float64
	px, py  float64
	index   int
	start   time.Time
	camera  render.Camera
	done    bool // a long press already acted
	middle  bool // the gesture is the middle button's: it pans, whatever the tool
	moved   bool // the pointer moved further than the slop
	fisher  render.FisherView
}

// handleInput reads the mouse, the wheel and touches once per tick and
// turns them into gestures that the session applies: click adds a point of the current
// class, dragging a point moves it, dragging empty space pans, the wheel
// zooms, dragging with the middle button pans in every tool, right-click
// or shift-click removes the nearest point, and on a
// touch screen a long press removes it. The caller holds the app's lock.
func (g *Game) handleInput(cam render.Camera) {
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

	// Touch: the first finger acts like the left mouse button.
	if p.mode == modeNone {
		for _, id := range inpututil.AppendJustPressedTouchIDs(nil) {
			x, y := ebiten.TouchPosition(id)
			g.press(cam, float64(x), float64(y), false, true, id)
			break
		}
	}
	if p.touched && p.mode != modeNone {
		if inpututil.IsTouchJustReleased(p.touch) {
			g.release(cam)
			return
		}
		x, y := ebiten.TouchPosition(p.touch)
		g.move(cam, float64(x), float64(y))
		// A long press that has not moved removes the point under it (or
		// the nearest one).
		still := p.mode == modePending || (p.mode == modeDragPoint && !p.moved)
		if still && !p.done && !a.S.Locked() && time.Since(p.start) > longPress*time.Millisecond {
			p.done = true
			if p.mode == modeDragPoint {
				a.S.Apply(session.Gesture{Kind: session.Remove, Index: p.index})
			} else {
				g.removeNear(cam, p.sx, p.sy)
			}
			p.mode = modeNone
		}
		return
	}

	cx, cy := ebiten.CursorPosition()
	x, y := float64(cx), float64(cy)
	if p.mode == modeNone {
		// The point under the mouse, whose margins the page shows.
		h := -1
		if g.inside(x, y) && g.bridge.onCanvas {
			h = a.Nearest(cam, x, y, grabRadius*cam.DPR)
		}
		a.S.Apply(session.Gesture{Kind: session.Hover, Index: h})
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight) && g.inside(x, y) && !a.S.Locked() {
		g.removeNear(cam, x, y)
		return
	}
	// The middle button pans in every tool (the left button's drag is the
	// lasso's, the box's or the spray's while one of them is chosen).
	if p.mode == modeNone && inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonMiddle) && g.inside(x, y) {
		*p = pointer{mode: modePan, middle: true, sx: x, sy: y, px: x, py: y, index: -1, start: time.Now(), camera: cam}
		return
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) && g.inside(x, y) {
		shift := g.bridge.shift || ebiten.IsKeyPressed(ebiten.KeyShift)
		g.press(cam, x, y, shift, false, 0)
		// A press released within the same frame (a tap on a touchpad, a
		// quick click) is a click at once, not a frame later: Ebiten
		// reports a press duration of 0 once the release has followed.
		if p.mode != modeNone && inpututil.MouseButtonPressDuration(ebiten.MouseButtonLeft) == 0 {
			g.release(cam)
		}
		return
	}
	if p.mode != modeNone && !p.touched {
		button := ebiten.MouseButtonLeft
		if p.middle {
			button = ebiten.MouseButtonMiddle
		}
		if inpututil.IsMouseButtonJustReleased(button) || !ebiten.IsMouseButtonPressed(button) {
			g.move(cam, x, y)
			g.release(cam)
			return
		}
		g.move(cam, x, y)
	}
}

func (g *Game) inside(x, y float64) bool {
	return x >= 0 && y >= 0 && x < g.w && y < g.h
}

// removeNear removes the point nearest the device pixel (x, y), if one is
// within removeRadius.
func (g *Game) removeNear(cam render.Camera, x, y float64) {
	if i := g.app.Nearest(cam, x, y, removeRadius*cam.DPR); i >= 0 {
		g.app.S.Apply(session.Gesture{Kind: session.Remove, Index: i})
	}
}

func (g *Game) press(cam render.Camera, x, y float64, shift, touch bool, id ebiten.TouchID) {
	a := g.app
	p := &g.ptr
	if shift && !a.S.Locked() {
		g.removeNear(cam, x, y)
		return
	}
	*p = pointer{mode: modePending, touch: id, touched: touch, sx: x, sy: y, px: x, py: y, index: -1, start: time.Now(), camera: cam}
	if a.S.View().Fisher {
		snap := a.S.Shown()
		if fv := api.FisherOf(a.S, &snap, cam); fv.OK {
			hx, hy := fv.Handle()
			sx, sy := cam.ToScreen(hx, hy)
			if math.Hypot(sx-x, sy-y) <= grabRadius*cam.DPR*touchScale(touch) {
				p.mode, p.fisher = modeRotate, fv
				return
			}
		}
	}
	if a.S.Locked() {
		return // a locked embed can pan and zoom but not edit
	}
	if g.strokePress(cam, x, y) {
		return
	}
	if i := a.Nearest(cam, x, y, grabRadius*cam.DPR*touchScale(touch)); i >= 0 {
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

func (g *Game) move(cam render.Camera, x, y float64) {
	a := g.app
	p := &g.ptr
	if x == p.px && y == p.py {
		return
	}
	p.px, p.py = x, y
	if math.Hypot(x-p.sx, y-p.sy) > dragSlop*cam.DPR*touchScale(p.touched) {
		p.moved = true
	}
	switch p.mode {
	case modeStroke:
		g.strokeMove(cam, x, y)
	case modePending:
		if p.moved {
			p.mode = modePan
		}
	case modeRotate:
		dx, dy := cam.ToData(x, y)
		if dx != p.fisher.MX || dy != p.fisher.MY {
			a.S.Apply(session.Gesture{Kind: session.Rotate, Theta: math.Atan2(dy-p.fisher.MY, dx-p.fisher.MX)})
		}
	case modeDragPoint:
		if p.touched && !p.moved {
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
		x0, y0 := p.camera.ToData(p.sx, p.sy)
		x1, y1 := p.camera.ToData(x, y)
		a.S.Apply(session.Gesture{Kind: session.Pan, View: p.camera.Visible(), X: x0 - x1, Y: y0 - y1})
	}
}

func (g *Game) release(cam render.Camera) {
	a := g.app
	p := &g.ptr
	if p.mode == modeDragPoint {
		a.S.Apply(session.Gesture{Kind: session.Drop})
	}
	if p.mode == modeStroke {
		g.strokeRelease(cam)
	}
	if p.mode == modePending && !p.done && !a.S.Locked() {
		x, y := cam.ToData(p.sx, p.sy)
		if err := a.S.Apply(session.Gesture{Kind: session.Click, X: x, Y: y}); err != nil {
			a.S.Fail(err)
		} else {
			g.lat = latency{down: g.bridge.downAt, up: g.bridge.upAt, added: now(), pending: true}
		}
	}
	p.mode = modeNone
}
