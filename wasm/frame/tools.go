package frame

import (
	"image/color"
	"math"

	"hyperplane/engine"
	"hyperplane/wasm/keys"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// maxSelectionRings bounds the rings drawn around selected points.
const maxSelectionRings = 4000

// The keyboard's marks are drawn in two tones, a dark line on a white
// halo, so that each stands at more than 3:1 against any shading under it
// (WCAG 1.4.11): the shading is the class colours over white at most half
// strength, whose luminance is at least 0.36, against the dark's 0.006.
var (
	keyInk  = color.RGBA{0x11, 0x11, 0x11, 0xff}
	keyHalo = color.RGBA{0xff, 0xff, 0xff, 0xff}
	// toolInk is the grey of the brush, the lasso and the selection.
	toolInk = color.RGBA{0x20, 0x20, 0x20, 0xd0}
)

// ToolsInput is what the tool layer shows: the stroke under way, the
// selection, and the keyboard's cursor and chosen point.
type ToolsInput struct {
	Stroke    session.Stroke
	On        bool // a stroke is under way
	Selection []int
	SelVer    uint64 // the selection's version
	Points    []engine.Point
	PointsVer uint64
	Tool      session.Tool
	Class     int
	Classes   int
	// Keys is the plot's keyboard, brought in line with the session
	// (Sync, Ensure) when KeysShow: the keyboard is in use on the focused
	// plot, and its cursor shows.
	Keys     *keys.Model
	KeysShow bool
	// Units are a network's units' lines (Frame.Units), whose chosen one
	// the keyboard's unit mode rings; UnitsVer counts their changes.
	Units    []render.UnitLine
	UnitsVer uint64
}

// Tools is the picture of the stroke under way, of the selection and of
// the keyboard's cursor, rebuilt when what it shows changes and painted
// over the plot.
type Tools struct {
	Lines render.Lines
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
	keysVer        uint64
	keysShow       bool
	unitsVer       uint64
}

// Prepare rebuilds the tool layer when what it shows changed, and reports
// whether it did.
func (t *Tools) Prepare(cam render.Camera, in *ToolsInput) bool {
	st := in.Stroke
	k := toolKey{cam: cam, on: in.On, x: st.X, y: st.Y, r: st.R, path: len(st.Path), sel: len(in.Selection), selVer: in.SelVer,
		points: in.PointsVer, tool: in.Tool, class: in.Class, classes: in.Classes, keysShow: in.KeysShow, unitsVer: in.UnitsVer}
	if in.Keys != nil {
		k.keysVer = in.Keys.Version()
	}
	if k == t.key {
		return false
	}
	t.key = k
	l := &t.Lines
	l.Reset()
	w := 1.5 * cam.DPR
	pts := in.Points
	for i, idx := range in.Selection {
		if i == maxSelectionRings || idx >= len(pts) {
			break
		}
		sx, sy := cam.ToScreen(pts[idx].X, pts[idx].Y)
		ring(l, sx, sy, 8*cam.DPR, w, toolInk)
	}
	defer drawKeys(l, cam, in) // over the stroke
	if !in.On {
		return true
	}
	switch st.Tool {
	case session.ToolSpray:
		// The ellipse of two standard deviations, in the class's colour.
		b := st.Blob
		c := render.ClassColors[in.Class%len(render.ClassColors)]
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
			l.Dashed(x0, y0, x1, y1, w, 5*cam.DPR, toolInk)
		}
	default:
		sx, sy := cam.ToScreen(st.X, st.Y)
		ring(l, sx, sy, st.R/cam.S, w, toolInk)
	}
	return true
}

// ring adds a circle of radius r about (x, y) as a polygon: 12 sides, 40
// from a radius of 20 pixels.
func ring(l *render.Lines, x, y, r, w float64, c color.RGBA) {
	n := 12
	if r > 20 {
		n = 40
	}
	polygon(l, n, x, y, r, w, c)
}

// polygon adds the regular polygon of n sides inscribed in the circle of
// radius r about (x, y), its first vertex at angle 0.
func polygon(l *render.Lines, n int, x, y, r, w float64, c color.RGBA) {
	for k := range n {
		t0, t1 := 2*math.Pi*float64(k)/float64(n), 2*math.Pi*float64(k+1)/float64(n)
		l.Segment(x+r*math.Cos(t0), y+r*math.Sin(t0), x+r*math.Cos(t1), y+r*math.Sin(t1), w, c)
	}
}

// drawKeys adds the keyboard's cursor and its chosen point to l, while the
// keyboard is in use on the focused plot: rings about the chosen point
// (two while it is grabbed), or a cross with a gap at its centre inside a
// ring at the cursor, each a dark line on a white halo.
func drawKeys(l *render.Lines, cam render.Camera, in *ToolsInput) {
	k := in.Keys
	if !in.KeysShow || k == nil {
		return
	}
	d := cam.DPR
	if i := k.Sel(); i >= 0 && i < len(in.Points) && (k.Mode == keys.Points || k.Mode == keys.Grabbed) {
		p := in.Points[i]
		x, y := cam.ToScreen(p.X, p.Y)
		polygon(l, 32, x, y, 14*d, 5*d, keyHalo)
		polygon(l, 32, x, y, 14*d, 2.4*d, keyInk)
		if k.Mode == keys.Grabbed {
			polygon(l, 32, x, y, 19*d, 4.5*d, keyHalo)
			polygon(l, 32, x, y, 19*d, 2*d, keyInk)
		}
	}
	if k.Mode == keys.Unit {
		// The chosen unit's handle and the middle of its line, ringed.
		for _, u := range in.Units {
			if u.Unit != k.Unit() {
				continue
			}
			for _, p := range []engine.Vec2{u.Handle, u.Mid} {
				x, y := cam.ToScreen(p.X, p.Y)
				polygon(l, 32, x, y, 13*d, 5*d, keyHalo)
				polygon(l, 32, x, y, 13*d, 2.4*d, keyInk)
			}
		}
		return
	}
	if k.Mode != keys.Cursor && k.Mode != keys.Stroke {
		return // the chosen point's rings show where the keys act
	}
	x, y := cam.ToScreen(k.Data(cam))
	// A cross with a gap at its centre, so that the point under it shows,
	// inside a ring.
	arms := [4][2]float64{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	for _, pass := range []struct {
		w float64
		c color.RGBA
	}{{5 * d, keyHalo}, {2.2 * d, keyInk}} {
		for _, a := range arms {
			l.Segment(x+a[0]*4*d, y+a[1]*4*d, x+a[0]*15*d, y+a[1]*15*d, pass.w, pass.c)
		}
		polygon(l, 32, x, y, 9*d, pass.w-0.4*d, pass.c)
	}
}
