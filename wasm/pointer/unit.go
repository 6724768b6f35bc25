package pointer

import (
	"math"

	"hyperplane/engine"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// unitGrab is a network unit's line held by the pointer: which unit, the
// point of the line it was taken by (the middle of its visible part),
// where the press was in data coordinates, and for a turn whether the
// handle lies along the line's direction (cos θ, sin θ) or against it.
type unitGrab struct {
	unit    int
	mid, at engine.Vec2
	against bool
}

// grabUnit takes the handle (handles: true) or the line (false) of the
// unit under the press, if any, and reports whether it did. Dragging the
// line moves it, keeping its direction; dragging the handle turns it about
// the middle of its visible part.
func (m *Model) grabUnit(cam render.Camera, e Event, handles bool) bool {
	ls := m.env.Units
	if len(ls) == 0 || cam.Tr.On {
		return false
	}
	j, turn := render.UnitAt(ls, cam, e.X, e.Y, GrabRadius*cam.DPR*touchScale(e.Touch))
	if j < 0 || turn != handles {
		return false
	}
	var l render.UnitLine
	for _, u := range ls {
		if u.Unit == j {
			l = u
		}
	}
	if !m.try(session.Gesture{Kind: session.UnitGrab, Index: j}) {
		return false
	}
	x, y := cam.ToData(e.X, e.Y)
	g := unitGrab{unit: j, mid: l.Mid, at: engine.Vec2{X: x, Y: y}}
	g.against = (l.Handle.X-l.Mid.X)*math.Cos(l.Theta)+(l.Handle.Y-l.Mid.Y)*math.Sin(l.Theta) < 0
	m.c.mode, m.c.unit = modeUnit, g
	if turn {
		m.c.mode = modeTurn
	}
	return true
}

// dragUnit carries the grabbed line to the device pixel (x, y): moved by
// the pointer's move since the press, or turned to point from its middle
// to the pointer.
func (m *Model) dragUnit(cam render.Camera, x, y float64) {
	g := &m.c.unit
	dx, dy := cam.ToData(x, y)
	if m.c.mode == modeUnit {
		m.try(session.Gesture{Kind: session.UnitMove, X: g.mid.X + dx - g.at.X, Y: g.mid.Y + dy - g.at.Y})
		return
	}
	if dx == g.mid.X && dy == g.mid.Y {
		return
	}
	theta := math.Atan2(dy-g.mid.Y, dx-g.mid.X)
	if g.against {
		theta += math.Pi
	}
	m.try(session.Gesture{Kind: session.UnitTurn, X: g.mid.X, Y: g.mid.Y, Theta: theta})
}
