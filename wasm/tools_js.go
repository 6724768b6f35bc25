package main

import (
	"image/color"
	"math"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// modeStroke is the pointer's mode while a tool other than the point
// draws a stroke.
const modeStroke = modeRotate + 100

// maxSelectionRings bounds the rings drawn around selected points.
const maxSelectionRings = 4000

// toolLayer is the picture of the stroke under way and of the selection,
// rebuilt by Update when its key changes and painted over the plot.
type toolLayer struct {
	lines render.Lines
	key   toolKey
}

type toolKey struct {
	cam            render.Camera
	on             bool
	x, y, r        float64
	path, sel      int
	selVer         uint64
	points         uint64
	tool           session.Tool
	class, classes int
}

// strokePress begins a stroke when the tool is not the point, and reports
// whether it did. The caller has checked that editing is not locked.
func (g *Game) strokePress(cam render.Camera, x, y float64) bool {
	a := g.app
	if a.s.Tool() == session.ToolPoint || cam.Tr.On {
		return false
	}
	dx, dy := cam.ToData(x, y)
	r := a.s.Brush().Radius * cam.DPR * cam.S
	if err := a.s.Apply(session.Gesture{Kind: session.StrokeStart, X: dx, Y: dy, R: r}); err != nil {
		a.s.Fail(err)
		return true
	}
	g.ptr.mode = modeStroke
	return true
}

// strokeMove and strokeRelease carry the stroke on and end it.
func (g *Game) strokeMove(cam render.Camera, x, y float64) {
	dx, dy := cam.ToData(x, y)
	if err := g.app.s.Apply(session.Gesture{Kind: session.StrokeMove, X: dx, Y: dy}); err != nil {
		g.app.s.Fail(err)
	}
}

func (g *Game) strokeRelease(cam render.Camera) {
	dx, dy := cam.ToData(g.ptr.px, g.ptr.py)
	if err := g.app.s.Apply(session.Gesture{Kind: session.StrokeEnd, X: dx, Y: dy}); err != nil {
		g.app.s.Fail(err)
	}
}

// prepareTools rebuilds the tool layer when what it shows changed, and
// reports whether it did. The caller holds the app's lock.
func (g *Game) prepareTools(cam render.Camera) bool {
	a := g.app
	st, on := a.s.CurrentStroke()
	sel := a.s.Selection()
	k := toolKey{cam: cam, on: on, x: st.X, y: st.Y, r: st.R, path: len(st.Path), sel: len(sel), selVer: a.s.SelectionVersion(),
		points: a.s.Versions().Points, tool: a.s.Tool(), class: a.s.Class(), classes: len(a.s.Classes())}
	if k == g.tools.key {
		return false
	}
	g.tools.key = k
	l := &g.tools.lines
	l.Reset()
	ink := color.RGBA{0x20, 0x20, 0x20, 0xd0}
	w := 1.5 * cam.DPR
	pts := a.s.Points()
	for i, idx := range sel {
		if i == maxSelectionRings || idx >= len(pts) {
			break
		}
		sx, sy := cam.ToScreen(pts[idx].X, pts[idx].Y)
		ring(l, sx, sy, 8*cam.DPR, w, ink)
	}
	if !on {
		return true
	}
	switch st.Tool {
	case session.ToolSpray:
		// The ellipse of two standard deviations, in the class's colour.
		b := st.Blob
		c := render.ClassColors[a.s.Class()%len(render.ClassColors)]
		ux, uy := math.Cos(b.Theta), math.Sin(b.Theta)
		var px, py float64
		for k := 0; k <= 64; k++ {
			t := 2 * math.Pi * float64(k) / 64
			e1, e2 := 2*b.Major*math.Cos(t), 2*b.Minor*math.Sin(t)
			sx, sy := cam.ToScreen(b.X+e1*ux-e2*uy, b.Y+e1*uy+e2*ux)
			if k > 0 {
				l.Segment(px, py, sx, sy, 2*cam.DPR, c)
			}
			px, py = sx, sy
		}
		cx, cy := cam.ToScreen(b.X, b.Y)
		l.Disc(cx, cy, 3*cam.DPR, c)
	case session.ToolSelect:
		if st.Moving {
			break
		}
		n := len(st.Path) / 2
		for i := range n {
			j := (i + 1) % n
			x0, y0 := cam.ToScreen(st.Path[2*i], st.Path[2*i+1])
			x1, y1 := cam.ToScreen(st.Path[2*j], st.Path[2*j+1])
			l.Dashed(x0, y0, x1, y1, w, 5*cam.DPR, ink)
		}
	default:
		sx, sy := cam.ToScreen(st.X, st.Y)
		ring(l, sx, sy, st.R/cam.S, w, ink)
	}
	return true
}

// ring adds a circle of radius r about (x, y) as a polygon.
func ring(l *render.Lines, x, y, r, w float64, c color.RGBA) {
	n := 12
	if r > 20 {
		n = 40
	}
	for k := range n {
		t0, t1 := 2*math.Pi*float64(k)/float64(n), 2*math.Pi*float64(k+1)/float64(n)
		l.Segment(x+r*math.Cos(t0), y+r*math.Sin(t0), x+r*math.Cos(t1), y+r*math.Sin(t1), w, c)
	}
}

// drawTools paints the tool layer.
func (g *Game) drawTools(screen *ebiten.Image) { drawLines(screen, &g.tools.lines, g.lineShader) }

// toolHandlers returns the tools' functions of window.hyperplane.
func (b *bridge) toolHandlers() []handler {
	a := b.app
	return []handler{
		{"setTool", true, func(args []js.Value) (any, error) {
			name, err := argString(args, 0, "the tool", 20)
			if err != nil {
				return nil, err
			}
			if err := a.s.SetTool(name); err != nil {
				return nil, err
			}
			var o struct {
				Shape string `json:"shape"` // select: "lasso" (the default) or "box"
			}
			if given(args, 1) {
				if err := argObject(args, 1, "the tool's options", &o); err != nil {
					return nil, err
				}
			}
			br := a.s.Brush()
			br.Box = name == "select" && o.Shape == "box"
			return nil, a.s.SetBrush(br)
		}},
		{"tool", true, func([]js.Value) (any, error) {
			sel := a.s.Selection()
			return map[string]any{"tool": a.s.Tool().String(), "brush": a.s.Brush(), "selected": len(sel)}, nil
		}},
		{"setBrush", true, func(args []js.Value) (any, error) {
			br := a.s.Brush()
			if err := argObject(args, 0, "the brush", &br); err != nil {
				return nil, err
			}
			return nil, a.s.SetBrush(br)
		}},
		{"selection", true, func([]js.Value) (any, error) { return append([]int{}, a.s.Selection()...), nil }},
		{"select", true, func(args []js.Value) (any, error) {
			var idx []int
			if err := argObject(args, 0, "the indices", &idx); err != nil {
				return nil, err
			}
			return nil, a.s.Select(idx)
		}},
		{"deleteSelection", true, func([]js.Value) (any, error) { return nil, a.s.DeleteSelection() }},
		{"relabelSelection", true, withInt("class", 0, engine.MaxClasses-1, a.s.RelabelSelection)},
	}
}
