// Package pointer is the plot's pointer as a plain-Go model: the browser
// program's one set of DOM listeners turns the pointer's events (presses,
// moves, releases and cancels of mice, fingers and pens, the wheel, the
// pointer leaving the plot), each with its own time and place, into one
// stream of Events, and at each frame Model.Frame takes them in order and
// applies the gestures they make through its Env: a click adds a point of
// the current class, dragging a point moves it, dragging empty space pans,
// the wheel zooms about the cursor, dragging with the middle button pans
// in every tool, a right-click or a shift-click removes the nearest point,
// on a touch screen a long press removes it, a press near the handle of
// Fisher's trial direction turns it, and with a tool other than the point
// a drag is that tool's stroke. The point under the mouse (or the
// keyboard's chosen point) is the hover. Gestures are judged by the
// events' own times (package gesture), so a slow frame changes none of
// them. The model calls no method of the session: the browser program
// fills the Env from it. It is tested natively, with a seeded replay and
// a fuzz target.
package pointer

import (
	"math"

	"hyperplane/wasm/gesture"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

type mode int

const (
	modeNone mode = iota
	modePending
	modeDragPoint
	modePan
	modeRotate // Fisher's trial direction
	modeStroke // a tool other than the point draws a stroke
	modeUnit   // a network unit's line moved along (unit.go)
	modeTurn   // a network unit's line turned by its handle
)

// current is the state of the mouse or touch gesture under way.
type current struct {
	mode   mode
	id     int // the pointer's id (PointerEvent.pointerId)
	press  gesture.Press
	px, py float64
	index  int
	camera render.Camera
	done   bool // a long press already acted
	middle bool // the gesture is the middle button's: it pans, whatever the tool
	fisher render.FisherView
	unit   unitGrab
}

// Model is the pointer's state between frames.
type Model struct {
	c       current
	inputAt float64 // the time of the last frame, ms
	// The hover: whether the pointer is over the plot, and where the
	// mouse last was on it.
	over, placed bool
	hx, hy       float64

	env *Env
	out Out
	// keySel is the frame's env.KeySel, following the removals the
	// frame's gestures made: a point removed before the hover is taken
	// moves the keyboard's chosen point down one, or takes it away.
	keySel int
}

// Frame takes the events of a frame in the order they happened and
// applies the gestures they make; now is the frame's time on the events'
// clock. The wheel's events of the frame zoom once, by their sum, about
// where the last one was, before the other events are taken (as a frame
// read the wheel).
func (m *Model) Frame(env *Env, events []Event, now float64) Out {
	m.env, m.out, m.keySel = env, Out{}, env.KeySel
	defer func() { m.env = nil }()
	cam := env.Cam
	wheel, wx, wy := 0.0, 0.0, 0.0
	for _, e := range events {
		if e.Kind == Wheel {
			wheel, wx, wy = wheel-e.DY, e.X, e.Y
		}
	}
	if wheel != 0 && !cam.Tr.On && m.inside(wx, wy) {
		x, y := cam.ToData(wx, wy)
		m.apply(session.Gesture{Kind: session.Zoom, View: cam.Visible(), X: x, Y: y, Wheel: wheel})
	}
	fresh := false
	for _, e := range events {
		if e.Kind == Wheel {
			continue
		}
		m.hover(e)
		if e.Kind == Leave {
			continue
		}
		ours := m.c.mode != modeNone && e.ID == m.c.id
		fresh = fresh || ours
		if env.Log != nil && (ours || e.Kind == Down) {
			env.Log("frame %.0f: event %d id %d touch %v at (%.0f, %.0f) t %.0f lag %.0f; mode %d", now, e.Kind, e.ID, e.Touch, e.X, e.Y, e.T, e.Lag, m.c.mode)
		}
		m.event(cam, e)
	}
	// A finger resting on the plot past the delay: a long press.
	if m.c.mode != modeNone {
		// The browser may hold a finger's events back a frame or two
		// beyond the lag they showed (gesture.DueInFrame).
		hold := 0.0
		if m.inputAt > 0 {
			hold = 2 * (now - m.inputAt)
		}
		due := m.c.press.DueInFrame(now, hold, fresh)
		if env.Log != nil {
			p := &m.c.press
			env.Log("frame %.0f: press t0 %.0f lag %.0f moved %v fresh %v due %v", now, p.T0, p.Lag, p.Moved, fresh, due)
		}
		if due {
			m.longPress(cam)
		}
	}
	m.inputAt = now
	if m.c.mode == modeNone {
		// The point under the mouse, whose margins the page shows.
		h := -1
		if m.over && m.placed && m.inside(m.hx, m.hy) && env.Nearest != nil {
			h = env.Nearest(cam, m.hx, m.hy, GrabRadius*cam.DPR)
		}
		if h < 0 && m.keySel >= 0 {
			h = m.keySel // the keyboard's chosen point shows its margins too
		}
		m.apply(session.Gesture{Kind: session.Hover, Index: h})
	}
	return m.out
}

// hover follows whether the pointer is over the plot and where the mouse
// is on it: a press on the plot or a move over it puts it there (a
// finger, which has no hover, leaves the place where it was); a move
// elsewhere, a press elsewhere or the pointer leaving takes it off.
func (m *Model) hover(e Event) {
	switch {
	case e.Kind == Leave || (e.Kind == Move && !e.Over):
		m.over = false
	case e.Kind == Down || e.Kind == Move:
		m.over = true
		if !e.Touch {
			m.hx, m.hy, m.placed = e.X, e.Y, true
		}
	}
}

// apply carries g out and reports its error.
func (m *Model) apply(g session.Gesture) error {
	m.out.Gestures = append(m.out.Gestures, g)
	var err error
	if m.env.Apply != nil {
		err = m.env.Apply(g)
	}
	if err == nil && g.Kind == session.Remove && m.keySel >= g.Index {
		if m.keySel == g.Index {
			m.keySel = -1
		} else {
			m.keySel--
		}
	}
	return err
}

// try carries g out, telling the user if it is refused, and reports
// whether it was carried out.
func (m *Model) try(g session.Gesture) bool {
	if err := m.apply(g); err != nil {
		m.out.Errors = append(m.out.Errors, err)
		if m.env.Fail != nil {
			m.env.Fail(err)
		}
		return false
	}
	return true
}

// event takes one pointer event. A second pointer while one is down (a
// second finger, another button) is ignored.
func (m *Model) event(cam render.Camera, e Event) {
	c := &m.c
	switch e.Kind {
	case Down:
		if c.mode != modeNone || !m.inside(e.X, e.Y) {
			return
		}
		switch {
		case e.Touch || e.Button == gesture.ButtonLeft:
			m.press(cam, e)
		case e.Button == gesture.ButtonRight:
			if !m.env.Locked {
				m.removeNear(cam, e.X, e.Y)
			}
		case e.Button == gesture.ButtonMiddle:
			// The middle button pans in every tool (the left button's drag
			// is the lasso's, the box's or the spray's while one of them
			// is chosen).
			*c = current{mode: modePan, id: e.ID, middle: true, press: gesture.Start(e.gesture(), slop(cam, false)),
				px: e.X, py: e.Y, index: -1, camera: cam}
		}
	case Move:
		if c.mode == modeNone || e.ID != c.id {
			return
		}
		if c.press.LongBy(e.T) { // the finger was held still until now
			m.longPress(cam)
			return
		}
		m.move(cam, e)
	case Up, Cancel:
		if c.mode == modeNone || e.ID != c.id {
			return
		}
		// A lift after the delay ends a rest: a long press. A cancel is
		// the browser taking the pointer, at a time of its own (a touch
		// that waited for a slow frame can be cancelled by the browser's
		// timeout): it says nothing of the finger, which may have moved in
		// events the page never got.
		if e.Kind == Up && c.press.LongBy(e.T) {
			m.longPress(cam)
			return
		}
		if e.Kind == Cancel {
			c.done = true // the browser took the pointer: no click
		}
		m.move(cam, e)
		m.release(cam, e)
	}
}

// inside reports whether the device pixel (x, y) is on the plot.
func (m *Model) inside(x, y float64) bool {
	return x >= 0 && y >= 0 && x < m.env.W && y < m.env.H
}

// slop is the distance in device pixels that turns a press into a drag.
func slop(cam render.Camera, touch bool) float64 {
	return DragSlop * cam.DPR * touchScale(touch)
}

// touchScale is how much larger a finger's radii are than a mouse's.
func touchScale(touch bool) float64 {
	if touch {
		return 2
	}
	return 1
}

// longPress removes the point the finger holds (or the nearest one) and
// ends the gesture, if it is a press that has not moved.
func (m *Model) longPress(cam render.Camera) {
	c := &m.c
	c.press.Long = true
	if m.env.Log != nil {
		m.env.Log("long press: mode %d done %v", c.mode, c.done)
	}
	if c.done || m.env.Locked || (c.mode != modePending && c.mode != modeDragPoint) {
		return
	}
	c.done = true
	if c.mode == modeDragPoint {
		m.apply(session.Gesture{Kind: session.Remove, Index: c.index})
	} else {
		m.removeNear(cam, c.press.X0, c.press.Y0)
	}
	c.mode = modeNone
}

// removeNear removes the point nearest the device pixel (x, y), if one is
// within RemoveRadius.
func (m *Model) removeNear(cam render.Camera, x, y float64) {
	if i := m.nearest(cam, x, y, RemoveRadius*cam.DPR); i >= 0 {
		m.apply(session.Gesture{Kind: session.Remove, Index: i})
	}
}

func (m *Model) nearest(cam render.Camera, x, y, radius float64) int {
	if m.env.Nearest == nil {
		return -1
	}
	return m.env.Nearest(cam, x, y, radius)
}

// press begins a gesture of the left button or a finger: a shift-click
// removes, a press at Fisher's handle turns it, a tool other than the
// point begins its stroke, a press on a point grabs it, and any other is
// a click or a pan, as it turns out.
func (m *Model) press(cam render.Camera, e Event) {
	env := m.env
	if e.Shift && !e.Touch && !env.Locked {
		m.removeNear(cam, e.X, e.Y)
		return
	}
	m.c = current{mode: modePending, id: e.ID, press: gesture.Start(e.gesture(), slop(cam, e.Touch)), px: e.X, py: e.Y, index: -1, camera: cam}
	x, y := e.X, e.Y
	if env.Fisher != nil {
		if fv := env.Fisher(); fv.OK {
			hx, hy := fv.Handle()
			sx, sy := cam.ToScreen(hx, hy)
			if math.Hypot(sx-x, sy-y) <= GrabRadius*cam.DPR*touchScale(e.Touch) {
				m.c.mode, m.c.fisher = modeRotate, fv
				return
			}
		}
	}
	if m.grabUnit(cam, e, true) {
		return // a unit's handle
	}
	if env.Locked {
		m.grabUnit(cam, e, false) // a unit's line is the model's, not the points'
		return                    // a locked embed can pan and zoom but not edit the points
	}
	if env.Tool != session.ToolPoint && !cam.Tr.On {
		// A stroke of the tool, in data units: the brush's radius is in
		// CSS pixels.
		dx, dy := cam.ToData(x, y)
		if m.try(session.Gesture{Kind: session.StrokeStart, X: dx, Y: dy, R: env.Brush * cam.DPR * cam.S}) {
			m.c.mode = modeStroke
		}
		return
	}
	if i := m.nearest(cam, x, y, GrabRadius*cam.DPR*touchScale(e.Touch)); i >= 0 {
		m.c.mode, m.c.index = modeDragPoint, i
		m.apply(session.Gesture{Kind: session.Grab, Index: i})
		return
	}
	m.grabUnit(cam, e, false) // a unit's line, where no point is
}

// move carries the gesture to the event's place.
func (m *Model) move(cam render.Camera, e Event) {
	c := &m.c
	x, y := e.X, e.Y
	if x == c.px && y == c.py {
		return
	}
	c.px, c.py = x, y
	moved := c.press.Track(e.gesture())
	switch c.mode {
	case modeStroke:
		dx, dy := cam.ToData(x, y)
		m.try(session.Gesture{Kind: session.StrokeMove, X: dx, Y: dy})
	case modePending:
		if moved {
			c.mode = modePan
		}
	case modeUnit, modeTurn:
		m.dragUnit(cam, x, y)
	case modeRotate:
		dx, dy := cam.ToData(x, y)
		if dx != c.fisher.MX || dy != c.fisher.MY {
			m.apply(session.Gesture{Kind: session.Rotate, Theta: math.Atan2(dy-c.fisher.MY, dx-c.fisher.MX)})
		}
	case modeDragPoint:
		if c.press.Touch && !moved {
			return // a finger holding still may be a long press
		}
		dx, dy := cam.ToData(x, y)
		m.try(session.Gesture{Kind: session.Drag, X: dx, Y: dy})
	}
	if c.mode == modePan && !cam.Tr.On {
		// Pan with the camera of the press, so the data under the pointer
		// stays under it.
		x0, y0 := c.camera.ToData(c.press.X0, c.press.Y0)
		x1, y1 := c.camera.ToData(x, y)
		m.apply(session.Gesture{Kind: session.Pan, View: c.camera.Visible(), X: x0 - x1, Y: y0 - y1})
	}
}

// release ends the gesture: a drop, the end of a stroke, or a click that
// adds a point where it was pressed.
func (m *Model) release(cam render.Camera, e Event) {
	c := &m.c
	switch {
	case c.mode == modeDragPoint:
		m.apply(session.Gesture{Kind: session.Drop})
	case c.mode == modeUnit || c.mode == modeTurn:
		m.apply(session.Gesture{Kind: session.UnitDrop})
	case c.mode == modeStroke:
		dx, dy := cam.ToData(c.px, c.py)
		m.try(session.Gesture{Kind: session.StrokeEnd, X: dx, Y: dy})
	case c.mode == modePending && !c.done && !m.env.Locked:
		x, y := cam.ToData(c.press.X0, c.press.Y0)
		if m.try(session.Gesture{Kind: session.Click, X: x, Y: y}) {
			m.out.Added = &Times{Down: c.press.T0, Up: e.T}
		}
	}
	c.mode = modeNone
}
