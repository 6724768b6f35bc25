package main

import (
	_ "embed"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

//go:embed shaders/lines.go
var linesShaderSrc []byte

// lines collects anti-aliased segments in device pixels, to be drawn in a
// single call of the lines shader: a dashed line is cut into its dashes
// here, a disc is a segment of length zero, a polyline its segments.
type lines struct {
	verts []ebiten.Vertex
	idx   []uint32
}

func (l *lines) reset() { l.verts, l.idx = l.verts[:0], l.idx[:0] }

// segment adds a segment of the given width from (x0, y0) to (x1, y1).
func (l *lines) segment(x0, y0, x1, y1, width float64, c color.RGBA) {
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
	base := uint32(len(l.verts))
	cr, cg, cb, ca := float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255
	for _, p := range corners {
		l.verts = append(l.verts, ebiten.Vertex{
			DstX: float32(p[0]), DstY: float32(p[1]), SrcX: float32(hw),
			ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca,
			Custom0: float32(x0), Custom1: float32(y0), Custom2: float32(x1), Custom3: float32(y1),
		})
	}
	l.idx = append(l.idx, base, base+1, base+2, base+1, base+3, base+2)
}

// dashed adds a dashed segment: dashes of length dash with gaps as long.
func (l *lines) dashed(x0, y0, x1, y1, width, dash float64, c color.RGBA) {
	n := math.Hypot(x1-x0, y1-y0)
	if n == 0 || n > 1e5 {
		return
	}
	ux, uy := (x1-x0)/n, (y1-y0)/n
	for t := 0.0; t < n; t += 2 * dash {
		e := math.Min(t+dash, n)
		l.segment(x0+ux*t, y0+uy*t, x0+ux*e, y0+uy*e, width, c)
	}
}

// disc adds a filled circle of radius r.
func (l *lines) disc(x, y, r float64, c color.RGBA) { l.segment(x, y, x, y, 2*r, c) }

func (l *lines) draw(dst *ebiten.Image, sh *ebiten.Shader) {
	if len(l.idx) == 0 {
		return
	}
	dst.DrawTrianglesShader32(l.verts, l.idx, sh, nil)
}

// gridLines adds the grid, a line every cam.gridStep() view units, and the
// axes over it, darker and wider.
func gridLines(l *lines, cam camera) {
	step := cam.gridStep()
	vis := cam.visible()
	if !(step > 0) || (vis.MaxX-vis.MinX)/step > 1000 || (vis.MaxY-vis.MinY)/step > 1000 {
		return
	}
	grid := color.RGBA{140, 140, 140, 46} // straight alpha: 0.55 grey at 18 %
	axis := color.RGBA{77, 77, 77, 115}   // 0.3 grey at 45 %
	for k := math.Ceil(vis.MinX / step); k*step <= vis.MaxX; k++ {
		x := (k*step - cam.ox) / cam.s
		l.segment(x, -2, x, cam.h+2, cam.dpr, grid)
	}
	for k := math.Ceil(vis.MinY / step); k*step <= vis.MaxY; k++ {
		y := (cam.oy - k*step) / cam.s
		l.segment(-2, y, cam.w+2, y, cam.dpr, grid)
	}
	if vis.MinX <= 0 && vis.MaxX >= 0 {
		x := -cam.ox / cam.s
		l.segment(x, -2, x, cam.h+2, 1.3*cam.dpr, axis)
	}
	if vis.MinY <= 0 && vis.MaxY >= 0 {
		y := cam.oy / cam.s
		l.segment(-2, y, cam.w+2, y, 1.3*cam.dpr, axis)
	}
}
