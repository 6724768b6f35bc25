package render

import (
	"image/color"
	"math"

	"hyperplane/engine"
)

// compareDashes are the dash patterns of the compared boundaries in CSS
// pixels, as the lines-only field program draws them (see model.go): the
// spans that are drawn, and the period. Pattern 0 is solid.
var compareDashes = [4]struct {
	on     [][2]float64
	period float64
}{
	{},
	{[][2]float64{{0, 8}}, 14},
	{[][2]float64{{0, 2.5}}, 6},
	{[][2]float64{{0, 12}, {16, 19}}, 22},
}

// compareWidth is the width of a compared boundary in CSS pixels.
const compareWidth = 2.4

// CompareLine adds to l the boundary of a compared two-class linear field
// f (row 0 is zero) as seen through cam, with dash pattern dash (0 solid,
// 1 dashed, 2 dotted, 3 dash-dot) in colour c, and reports true; it adds
// nothing and reports false when f's boundary is not one straight line
// (the lines-only field program draws those). A few quads instead of a
// program run at every pixel of the screen: under software WebGL that
// made four compared boundaries cost tens of milliseconds at each change.
// A field that is constant on the screen has no boundary and adds nothing.
func CompareLine(l *Lines, f *engine.Field, cam Camera, dash int, c color.RGBA) bool {
	if len(f.Rows) != 1 || f.Combine != engine.CombineSign || f.Quad != nil || f.Basis.Dim() != 2 || !f.Basis.IsLinear() {
		return false
	}
	r := FlatRowOf(f, cam)
	if r.DX == 0 && r.DY == 0 {
		return true
	}
	// The foot of the perpendicular from the screen's centre, and the
	// line's direction; long enough to cross the screen, then clipped.
	cx, cy := cam.W/2, cam.H/2
	d := r.D0 + r.DX*cx + r.DY*cy
	fx, fy := cx-d*r.DX, cy-d*r.DY
	tx, ty := -r.DY, r.DX
	R := math.Hypot(cam.W, cam.H)
	x0, y0, x1, y1, ok := ClipSegment(fx-R*tx, fy-R*ty, fx+R*tx, fy+R*ty, cam.W, cam.H, 4)
	if !ok {
		return true
	}
	w := compareWidth * cam.DPR
	p := compareDashes[min(max(dash, 0), 3)]
	if p.period == 0 {
		l.Segment(x0, y0, x1, y1, w, c)
		return true
	}
	n := math.Hypot(x1-x0, y1-y0)
	ux, uy := (x1-x0)/n, (y1-y0)/n
	period := p.period * cam.DPR
	for t := 0.0; t < n; t += period {
		for _, s := range p.on {
			a, b := t+s[0]*cam.DPR, math.Min(t+s[1]*cam.DPR, n)
			if a < b {
				l.Segment(x0+ux*a, y0+uy*a, x0+ux*b, y0+uy*b, w, c)
			}
		}
	}
	return true
}
