package session

import (
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// Kind is the kind of a gesture.
type Kind int

// The gestures of the mouse and touch, in data coordinates. Input turns
// the pointer's events into them; Apply carries them out.
const (
	Click       Kind = iota + 1 // add a point of the current class at (X, Y); the model follows at Flush
	Grab                        // start dragging point Index: one undo step for the whole drag
	Drag                        // move the grabbed point to (X, Y)
	Drop                        // end the drag
	Remove                      // remove point Index
	Pan                         // show the box View moved by (X, Y)
	Zoom                        // scale the box View about (X, Y) for a wheel movement Wheel
	Hover                       // point Index is under the mouse, or -1
	Rotate                      // set Fisher's trial direction to the angle Theta
	StrokeStart                 // begin a stroke of the current tool at (X, Y) with a brush of radius R
	StrokeMove                  // carry the stroke to (X, Y)
	StrokeEnd                   // end the stroke at (X, Y): one undo step for the whole stroke
	UnitGrab                    // start dragging network unit Index's line: one undo step for the whole drag
	UnitMove                    // move the grabbed unit's line, keeping its direction, through (X, Y)
	UnitTurn                    // turn the grabbed unit's line about (X, Y) to the angle Theta
	UnitDrop                    // end the drag of the unit's line
)

// Gesture is one action of the pointer.
type Gesture struct {
	Kind  Kind
	Index int
	X, Y  float64
	View  scene.Viewport // the box shown when a pan started, or now for a zoom
	Wheel float64        // Ebiten's wheel value: minus the CSS deltaY
	Theta float64
	R     float64 // the brush's radius in data units
}

// ErrLocked is the error of an edit gesture while editing is locked.
var ErrLocked = msg.Err("session-locked")

// Apply carries out g, in the part it concerns: the points (Document), a
// stroke (Tools), the box or the trial direction (Plot).
func (a *Session) Apply(g Gesture) error {
	d := a.doc
	switch g.Kind {
	case Click, Grab, Remove, StrokeStart:
		if d.Locked() {
			return ErrLocked
		}
	}
	switch g.Kind {
	case Click:
		return d.appendPoint(g.X, g.Y, d.Class(), true)
	case Grab:
		return d.grab(g.Index)
	case Drag:
		return d.drag(g.X, g.Y)
	case Drop:
		d.drop()
	case Remove:
		return d.remove(g.Index)
	case Pan:
		return a.plot.SetViewport(scene.Viewport{MinX: g.View.MinX + g.X, MaxX: g.View.MaxX + g.X,
			MinY: g.View.MinY + g.Y, MaxY: g.View.MaxY + g.Y})
	case Zoom:
		lo, hi := a.plot.ZoomRange()
		return a.plot.SetViewport(zoomViewport(g.View, g.X, g.Y, wheelFactor(g.Wheel, g.View, lo, hi)))
	case Hover:
		d.hoverAt(g.Index)
	case Rotate:
		a.plot.SetTrial(true, g.Theta)
	case StrokeStart:
		return a.tools.strokeStart(g.X, g.Y, g.R)
	case StrokeMove:
		return a.tools.strokeMove(g.X, g.Y)
	case StrokeEnd:
		return a.tools.strokeEnd(g.X, g.Y)
	case UnitGrab:
		return a.net.BeginUnitDrag(g.Index)
	case UnitMove:
		return a.net.MoveUnit(g.X, g.Y)
	case UnitTurn:
		return a.net.TurnUnit(g.X, g.Y, g.Theta)
	case UnitDrop:
		a.net.EndUnitDrag()
	default:
		return msg.Err("session-unknown-gesture")
	}
	return nil
}
