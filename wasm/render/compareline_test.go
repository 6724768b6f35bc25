package render

import (
	"image/color"
	"math"
	"testing"

	"hyperplane/engine"
)

// TestCompareLine draws the boundary of h = 1 + 2x + 3y on the camera of
// TestFlatRow (200×100 device pixels at 1 per CSS pixel, pixel (px, py) is
// the point (−10 + 0.1px, 5 − 0.1py)), solid and dashed, and checks each
// segment's ends against h = 0 and the clipping box [−4, 204] × [−4, 104].
func TestCompareLine(t *testing.T) {
	c := NewCamera(box5, 200, 100, 1)
	f := &engine.Field{Rows: [][]float64{{1, 2, 3}}, Combine: engine.CombineSign}
	ends := func(l *Lines, q int) (x0, y0, x1, y1 float64) {
		v := l.Verts[4*q]
		return float64(v.Custom0), float64(v.Custom1), float64(v.Custom2), float64(v.Custom3)
	}
	onLine := func(px, py float64) bool {
		x, y := c.ToData(px, py)
		// |∇h| per pixel is √0.13 ≈ 0.36: 1e-3 of h is 3e-3 pixels.
		return math.Abs(1+2*x+3*y) < 1e-3
	}
	var solid Lines
	if !CompareLine(&solid, f, c, 0, color.RGBA{A: 255}) || len(solid.Idx) != 6 {
		t.Fatalf("solid: %d indices, want one quad", len(solid.Idx))
	}
	x0, y0, x1, y1 := ends(&solid, 0)
	if !onLine(x0, y0) || !onLine(x1, y1) {
		t.Fatalf("solid ends (%g, %g), (%g, %g) are not on h = 0", x0, y0, x1, y1)
	}
	// The line h = 0 is py = (2px − 40)/3 (from −4 + 0.2px − 0.3py = 0):
	// it enters the box at py = −4, px = 14, and leaves at px = 204,
	// py = 122.67 > 104, so at py = 104, px = 176.
	inBox := func(x, y float64) bool { return x >= -4-1e-6 && x <= 204+1e-6 && y >= -4-1e-6 && y <= 104+1e-6 }
	if !inBox(x0, y0) || !inBox(x1, y1) || math.Abs(math.Hypot(x1-x0, y1-y0)-math.Hypot(176-14, 108)) > 1e-6 {
		t.Fatalf("solid from (%g, %g) to (%g, %g), want (14, −4) to (176, 104)", x0, y0, x1, y1)
	}
	// Dashed: a dash of 8 px starts every 14 px along the √(162² + 108²) =
	// 194.7 px, so ⌈194.7/14⌉ = 14 dashes, each of 8 px unless the end
	// cuts it.
	var dashed Lines
	CompareLine(&dashed, f, c, 1, color.RGBA{A: 255})
	n := math.Hypot(162, 108)
	want := int(math.Ceil(n / 14))
	if got := len(dashed.Idx) / 6; got != want {
		t.Fatalf("%d dashes, want %d", got, want)
	}
	for q := range len(dashed.Idx) / 6 {
		a, b, e, g := ends(&dashed, q)
		if !onLine(a, b) || !onLine(e, g) || math.Abs(math.Hypot(e-a, g-b)-math.Min(8, n-14*float64(q))) > 1e-3 {
			t.Fatalf("dash %d from (%g, %g) to (%g, %g)", q, a, b, e, g)
		}
	}
	// Not one straight line: three classes, or a quadratic basis.
	three := &engine.Field{Rows: [][]float64{{1, 2, 3}, {0, 1, 0}, {0, 0, 1}}, Combine: engine.CombineArgmax}
	quad := &engine.Field{Rows: [][]float64{{1, 2, 3, 1, 1, 1}}, Combine: engine.CombineSign, Basis: engine.Basis{Kind: "poly", Degree: 2}}
	for _, g := range []*engine.Field{three, quad} {
		var l Lines
		if CompareLine(&l, g, c, 0, color.RGBA{A: 255}) || len(l.Idx) != 0 {
			t.Errorf("%+v drawn as a line", g)
		}
	}
}
