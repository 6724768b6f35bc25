package session

import (
	"errors"
	"math"

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
var ErrLocked = errors.New("editing the points is locked")

// Apply carries out g.
func (a *Session) Apply(g Gesture) error {
	switch g.Kind {
	case Click, Grab, Remove, StrokeStart:
		if a.lockEdit {
			return ErrLocked
		}
	}
	switch g.Kind {
	case Click:
		return a.appendPoint(g.X, g.Y, a.class, true)
	case Grab:
		if g.Index < 0 || g.Index >= len(a.scene.Points) {
			return errors.New("there is no point to grab")
		}
		a.dragging = g.Index
		a.edit()
	case Drag:
		if a.dragging < 0 {
			return errors.New("no point is being dragged")
		}
		return a.movePoint(a.dragging, g.X, g.Y)
	case Drop:
		if a.dragging >= 0 {
			a.dragging = -1
			a.reshaped++ // the points' picture takes the point back
			a.changed()
		}
	case Remove:
		if a.dragging == g.Index {
			a.dragging = -1
		}
		return a.RemovePoint(g.Index)
	case Pan:
		return a.SetViewport(scene.Viewport{MinX: g.View.MinX + g.X, MaxX: g.View.MaxX + g.X,
			MinY: g.View.MinY + g.Y, MaxY: g.View.MaxY + g.Y})
	case Zoom:
		lo, hi := a.ZoomRange()
		return a.SetViewport(zoomViewport(g.View, g.X, g.Y, wheelFactor(g.Wheel, g.View, lo, hi)))
	case Hover:
		if g.Index != a.hover {
			a.hover = g.Index
			a.changed()
		}
	case Rotate:
		a.SetTrial(true, g.Theta)
	case StrokeStart:
		return a.strokeStart(g.X, g.Y, g.R)
	case StrokeMove:
		return a.strokeMove(g.X, g.Y)
	case StrokeEnd:
		return a.strokeEnd(g.X, g.Y)
	default:
		return errors.New("unknown gesture")
	}
	return nil
}

// Zoom by the wheel: a notch (Chromium and Firefox send a deltaY of 100
// CSS pixels; Ebiten's wheel value is its negative) scales the view by
// notchZoom, one frame's wheel by at most maxFrameZoom, and the view's
// width stays within zoomIn…zoomOut times the points' extent.
const (
	notchZoom    = 1.15
	maxFrameZoom = 1.6
	zoomIn       = 1.0 / 500
	zoomOut      = 50.0
)

// ZoomRange returns the narrowest and widest view the wheel may give:
// zoomIn and zoomOut times the points' extent (at least 1 and 10 units).
func (a *Session) ZoomRange() (lo, hi float64) {
	span := 10.0
	if minX, minY, maxX, maxY, ok := a.scene.Dataset().Bounds(); ok {
		span = math.Max(math.Max(maxX-minX, maxY-minY), 1)
	}
	return span * zoomIn, math.Min(span*zoomOut, scene.MaxViewCoord)
}

// wheelFactor returns the factor that scales the width of vp for a wheel
// movement wy, bounded so that the new width lies in [lo, hi].
func wheelFactor(wy float64, vp scene.Viewport, lo, hi float64) float64 {
	f := math.Pow(notchZoom, -wy/100)
	f = math.Min(math.Max(f, 1/maxFrameZoom), maxFrameZoom)
	w := vp.MaxX - vp.MinX
	if !(w > 0) {
		return 1
	}
	if w*f < lo {
		f = math.Min(1, lo/w)
	}
	if w*f > hi {
		f = math.Max(1, hi/w)
	}
	return f
}

// zoomViewport returns the viewport scaled by f about the point (x, y).
func zoomViewport(vp scene.Viewport, x, y, f float64) scene.Viewport {
	return scene.Viewport{
		MinX: x + (vp.MinX-x)*f, MaxX: x + (vp.MaxX-x)*f,
		MinY: y + (vp.MinY-y)*f, MaxY: y + (vp.MaxY-y)*f,
	}
}
