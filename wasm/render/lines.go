package render

import (
	_ "embed"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// LinesShader is the Kage source of the lines shader, which draws the
// quads of Lines.
//
//go:embed shaders/lines.go
var LinesShader []byte

// Lines collects anti-aliased segments in device pixels, to be drawn in a
// single call of the lines shader: a dashed line is cut into its dashes
// here, a disc is a segment of length zero, a polyline its segments. Each
// segment is a quad, four vertices and six indices.
type Lines struct {
	Verts []ebiten.Vertex
	Idx   []uint32
}

// Reset empties l, keeping its memory.
func (l *Lines) Reset() { l.Verts, l.Idx = l.Verts[:0], l.Idx[:0] }

// Segment adds a segment of the given width from (x0, y0) to (x1, y1).
func (l *Lines) Segment(x0, y0, x1, y1, width float64, c color.RGBA) {
	hw := width / 2
	r := hw + 1.5 // room for the anti-aliased edge
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	ux, uy := 1.0, 0.0
	if n > 1e-9 {
		ux, uy = dx/n, dy/n
	}
	vx, vy := -uy, ux
	// An oriented rectangle around the capsule.
	corners := [4][2]float64{
		{x0 - ux*r - vx*r, y0 - uy*r - vy*r},
		{x1 + ux*r - vx*r, y1 + uy*r - vy*r},
		{x0 - ux*r + vx*r, y0 - uy*r + vy*r},
		{x1 + ux*r + vx*r, y1 + uy*r + vy*r},
	}
	base := uint32(len(l.Verts))
	cr, cg, cb, ca := float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255
	for _, p := range corners {
		l.Verts = append(l.Verts, ebiten.Vertex{
			DstX: float32(p[0]), DstY: float32(p[1]), SrcX: float32(hw),
			ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca,
			Custom0: float32(x0), Custom1: float32(y0), Custom2: float32(x1), Custom3: float32(y1),
		})
	}
	l.Idx = append(l.Idx, base, base+1, base+2, base+1, base+3, base+2)
}

// Dashed adds a dashed segment: dashes of length dash with gaps as long.
func (l *Lines) Dashed(x0, y0, x1, y1, width, dash float64, c color.RGBA) {
	n := math.Hypot(x1-x0, y1-y0)
	if n == 0 || n > 1e5 {
		return
	}
	ux, uy := (x1-x0)/n, (y1-y0)/n
	for t := 0.0; t < n; t += 2 * dash {
		e := math.Min(t+dash, n)
		l.Segment(x0+ux*t, y0+uy*t, x0+ux*e, y0+uy*e, width, c)
	}
}

// Disc adds a filled circle of radius r.
func (l *Lines) Disc(x, y, r float64, c color.RGBA) { l.Segment(x, y, x, y, 2*r, c) }

// GridLines adds the grid, a line every cam.GridStep() view units, and the
// axes over it, darker and wider.
func GridLines(l *Lines, cam Camera) {
	step := cam.GridStep()
	vis := cam.Visible()
	if !(step > 0) || (vis.MaxX-vis.MinX)/step > 1000 || (vis.MaxY-vis.MinY)/step > 1000 {
		return
	}
	grid := color.RGBA{140, 140, 140, 46} // straight alpha: 0.55 grey at 18 %
	axis := color.RGBA{77, 77, 77, 115}   // 0.3 grey at 45 %
	for k := math.Ceil(vis.MinX / step); k*step <= vis.MaxX; k++ {
		x := (k*step - cam.OX) / cam.S
		l.Segment(x, -2, x, cam.H+2, cam.DPR, grid)
	}
	for k := math.Ceil(vis.MinY / step); k*step <= vis.MaxY; k++ {
		y := (cam.OY - k*step) / cam.S
		l.Segment(-2, y, cam.W+2, y, cam.DPR, grid)
	}
	if vis.MinX <= 0 && vis.MaxX >= 0 {
		x := -cam.OX / cam.S
		l.Segment(x, -2, x, cam.H+2, 1.3*cam.DPR, axis)
	}
	if vis.MinY <= 0 && vis.MaxY >= 0 {
		y := cam.OY / cam.S
		l.Segment(-2, y, cam.W+2, y, 1.3*cam.DPR, axis)
	}
}
