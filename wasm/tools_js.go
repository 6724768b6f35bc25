package main

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

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
	keys           keyState
}

// strokePress begins a stroke when the tool is not the point, and reports
// whether it did. The caller has checked that editing is not locked.
func (g *Game) strokePress(cam render.Camera, x, y float64) bool {
	a := g.app
	if a.S.Tools().Tool() == session.ToolPoint || cam.Tr.On {
		return false
	}
	dx, dy := cam.ToData(x, y)
	r := a.S.Tools().Brush().Radius * cam.DPR * cam.S
	if err := a.S.Apply(session.Gesture{Kind: session.StrokeStart, X: dx, Y: dy, R: r}); err != nil {
		a.S.Fail(err)
		return true
	}
	g.ptr.mode = modeStroke
	return true
}

// strokeMove and strokeRelease carry the stroke on and end it.
func (g *Game) strokeMove(cam render.Camera, x, y float64) {
	dx, dy := cam.ToData(x, y)
	if err := g.app.S.Apply(session.Gesture{Kind: session.StrokeMove, X: dx, Y: dy}); err != nil {
		g.app.S.Fail(err)
	}
}

func (g *Game) strokeRelease(cam render.Camera) {
	dx, dy := cam.ToData(g.ptr.px, g.ptr.py)
	if err := g.app.S.Apply(session.Gesture{Kind: session.StrokeEnd, X: dx, Y: dy}); err != nil {
		g.app.S.Fail(err)
	}
}

// prepareTools rebuilds the tool layer when what it shows changed, and
// reports whether it did. The caller holds the app's lock.
func (g *Game) prepareTools(cam render.Camera) bool {
	a := g.app
	st, on := a.S.Tools().CurrentStroke()
	sel := a.S.Tools().Selection()
	k := toolKey{cam: cam, on: on, x: st.X, y: st.Y, r: st.R, path: len(st.Path), sel: len(sel), selVer: a.S.Tools().SelectionVersion(),
		points: a.S.Versions().Points, tool: a.S.Tools().Tool(), class: a.S.Doc().Class(), classes: len(a.S.Doc().Classes()), keys: g.keyStateOf()}
	if k == g.tools.key {
		return false
	}
	g.tools.key = k
	l := &g.tools.lines
	l.Reset()
	ink := color.RGBA{0x20, 0x20, 0x20, 0xd0}
	w := 1.5 * cam.DPR
	pts := a.S.Doc().Points()
	for i, idx := range sel {
		if i == maxSelectionRings || idx >= len(pts) {
			break
		}
		sx, sy := cam.ToScreen(pts[idx].X, pts[idx].Y)
		ring(l, sx, sy, 8*cam.DPR, w, ink)
	}
	defer g.drawKeys(l, cam) // over the stroke
	if !on {
		return true
	}
	switch st.Tool {
	case session.ToolSpray:
		// The ellipse of two standard deviations, in the class's colour.
		b := st.Blob
		c := render.ClassColors[a.S.Doc().Class()%len(render.ClassColors)]
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
