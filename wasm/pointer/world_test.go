package pointer

import (
	"errors"
	"math"
	"slices"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/scene"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// The test plot: 800×800 device pixels at a ratio of 1 show the box
// [−5, 5]², 0.0125 units a pixel, with (0, 0) at the pixel (400, 400) and
// y growing upwards: the data point (x, y) is at (400 + 80x, 400 − 80y).
const plotW, plotH = 800.0, 800.0

// start are the points the tests begin with: (0, 0) at (400, 400),
// (2, 0) at (560, 400), (−1, 1) at (320, 320) and (2, 2) at (560, 240).
var start = []engine.Point{{X: 0, Y: 0}, {X: 2, Y: 0, Class: 1}, {X: -1, Y: 1}, {X: 2, Y: 2, Class: 1}}

// world stands in for the session that the browser program applies the
// gestures to: the points, the viewport and a drag or a stroke under way,
// changed by each gesture as the session changes them (a click appends a
// point, a grab and drags move one, a remove deletes one, a pan moves the
// view, the wheel scales it), and the session's refusals: an edit while
// locked, a drag with no point grabbed, a stroke's move or end with none
// under way, a point that does not exist.
type world struct {
	t        *testing.T
	m        Model
	pts      []engine.Point
	vp       scene.Viewport
	dragging int
	stroke   bool
	locked   bool
	tool     session.Tool
	brush    float64
	whitened bool
	fisher   *render.FisherView
	keySel   int
	// bad are the refusals of gestures that the model must never make:
	// those it makes without telling the user (Grab, Remove, Drop, Hover).
	bad []error
}

func newWorld(t *testing.T) *world {
	return &world{t: t, pts: slices.Clone(start), vp: scene.Viewport{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5}, dragging: -1, keySel: -1, brush: 24}
}

// cam is the camera of the world's view, as the browser program makes it
// at each frame; the whitened view is a camera with a transform (here the
// identity, which changes no coordinate but forbids the pan and the zoom).
func (w *world) cam() render.Camera {
	c := render.NewCamera(w.vp, plotW, plotH, 1)
	if w.whitened {
		c.Tr = render.Affine{On: true, M: [2][2]float64{{1, 0}, {0, 1}}, Inv: [2][2]float64{{1, 0}, {0, 1}}}
	}
	return c
}

func (w *world) env() *Env {
	// The keyboard's chosen point, brought in step with the points at
	// each frame as the browser program's keyboard does (keys.Model.Sync).
	w.keySel = min(w.keySel, len(w.pts)-1)
	e := &Env{Cam: w.cam(), W: plotW, H: plotH, Locked: w.locked, Tool: w.tool, Brush: w.brush, KeySel: w.keySel,
		Nearest: w.nearest, Apply: w.apply}
	if w.fisher != nil {
		fv := *w.fisher
		e.Fisher = func() render.FisherView { return fv }
	}
	return e
}

// nearest is the browser program's nearest point (api.App.Nearest),
// written again: the point whose screen position is nearest (x, y) within
// radius, the last of equals.
func (w *world) nearest(cam render.Camera, x, y, radius float64) int {
	best, bi := radius*radius, -1
	for i, p := range w.pts {
		px, py := cam.ToScreen(p.X, p.Y)
		if d := (px-x)*(px-x) + (py-y)*(py-y); d <= best {
			best, bi = d, i
		}
	}
	return bi
}

var (
	errNoDrag   = errors.New("no point is being dragged")
	errNoStroke = errors.New("no stroke is under way")
)

func (w *world) apply(g session.Gesture) error {
	switch g.Kind {
	case session.Click, session.Grab, session.Remove, session.StrokeStart:
		if w.locked {
			return session.ErrLocked
		}
	}
	switch g.Kind {
	case session.Click:
		w.pts = append(w.pts, engine.Point{X: g.X, Y: g.Y})
	case session.Grab:
		if g.Index < 0 || g.Index >= len(w.pts) {
			w.bad = append(w.bad, errors.New("grab of a point that does not exist"))
			return errors.New("there is no point to grab")
		}
		w.dragging = g.Index
	case session.Drag:
		if w.dragging < 0 {
			return errNoDrag
		}
		w.pts[w.dragging].X, w.pts[w.dragging].Y = g.X, g.Y
	case session.Drop:
		w.dragging = -1
	case session.Remove:
		if g.Index < 0 || g.Index >= len(w.pts) {
			w.bad = append(w.bad, errors.New("remove of a point that does not exist"))
			return errors.New("no such point")
		}
		if w.dragging == g.Index {
			w.dragging = -1
		} else if w.dragging > g.Index {
			w.dragging--
		}
		w.pts = slices.Delete(w.pts, g.Index, g.Index+1)
	case session.Pan:
		w.vp = scene.Viewport{MinX: g.View.MinX + g.X, MaxX: g.View.MaxX + g.X, MinY: g.View.MinY + g.Y, MaxY: g.View.MaxY + g.Y}
	case session.Zoom:
		f := math.Pow(1.15, -g.Wheel/100)
		v := g.View
		w.vp = scene.Viewport{MinX: g.X + (v.MinX-g.X)*f, MaxX: g.X + (v.MaxX-g.X)*f, MinY: g.Y + (v.MinY-g.Y)*f, MaxY: g.Y + (v.MaxY-g.Y)*f}
	case session.Hover:
		if g.Index < -1 || g.Index >= len(w.pts) {
			w.bad = append(w.bad, errors.New("hover of a point that does not exist"))
		}
	case session.StrokeStart:
		w.stroke = true
	case session.StrokeMove:
		if !w.stroke {
			return errNoStroke
		}
	case session.StrokeEnd:
		if !w.stroke {
			return errNoStroke
		}
		w.stroke = false
	}
	return nil
}

// frame runs a frame at the time now (ms) with the events.
func (w *world) frame(now float64, events ...Event) Out {
	return w.m.Frame(w.env(), events, now)
}

// Events of a mouse (id 1) and of fingers, at device pixels and times.
func mouseDown(x, y, t float64) Event { return Event{Kind: Down, ID: 1, X: x, Y: y, T: t} }
func mouseButton(b int, x, y, t float64) Event {
	return Event{Kind: Down, ID: 1, Button: b, X: x, Y: y, T: t}
}
func mouseMove(x, y, t float64) Event { return Event{Kind: Move, ID: 1, X: x, Y: y, T: t, Over: true} }
func mouseUp(x, y, t float64) Event   { return Event{Kind: Up, ID: 1, X: x, Y: y, T: t} }
func finger(kind Kind, id int, x, y, t float64) Event {
	return Event{Kind: kind, ID: id, Touch: true, X: x, Y: y, T: t, Over: true}
}

// kinds returns the kinds of the gestures, Hover left out.
func kinds(gs []session.Gesture) []session.Kind {
	var ks []session.Kind
	for _, g := range gs {
		if g.Kind != session.Hover {
			ks = append(ks, g.Kind)
		}
	}
	return ks
}

// near reports whether a and b are within 1e-9.
func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
