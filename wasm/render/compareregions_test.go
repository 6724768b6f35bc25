package render

import (
	"image/color"
	"math"
	"slices"
	"testing"

	"hyperplane/engine"
)

// TestCompareRegions draws the boundaries of three classes, h₀ = 0, h₁ = x
// and h₂ = y, on the camera of TestFlatRow (200×100 device pixels, pixel
// (px, py) is the point (−10 + 0.1px, 5 − 0.1py)), so the origin is pixel
// (100, 50). By hand: class 0 holds x ≤ 0, y ≤ 0; class 1 x ≥ 0, x ≥ y;
// class 2 y ≥ 0, y ≥ x. The boundaries are three rays from the origin to
// the clipping box [−4, 204] × [−4, 104]: 0|1 on x = 0 down to py = 104
// (54 px), 0|2 on y = 0 left to px = −4 (104 px) and 1|2 on y = x up to
// py = −4, px = 154 (√(54² + 54²) px). Each is drawn once.
func TestCompareRegions(t *testing.T) {
	c := NewCamera(box5, 200, 100, 1)
	f := &engine.Field{Rows: [][]float64{{0, 0, 0}, {0, 1, 0}, {0, 0, 1}}, Combine: engine.CombineArgmax, Labels: []int{0, 1, 2}}
	var l Lines
	if !CompareRegions(&l, f, c, 0, color.RGBA{A: 255}) {
		t.Fatal("a linear argmax field was not drawn")
	}
	var lens []float64
	for q := range len(l.Idx) / 6 {
		v := l.Verts[4*q]
		x0, y0, x1, y1 := float64(v.Custom0), float64(v.Custom1), float64(v.Custom2), float64(v.Custom3)
		lens = append(lens, math.Hypot(x1-x0, y1-y0))
		// Every segment ends at the origin and lies on one of the rays.
		a, b := c.ToData(x0, y0)
		e, g := c.ToData(x1, y1)
		onRay := func(x, y float64) bool {
			return (math.Abs(x) < 1e-9 && y <= 1e-9) || (math.Abs(y) < 1e-9 && x <= 1e-9) || (math.Abs(x-y) < 1e-9 && x >= -1e-9)
		}
		if !onRay(a, b) || !onRay(e, g) || (math.Hypot(a, b) > 1e-6 && math.Hypot(e, g) > 1e-6) {
			t.Errorf("segment from (%g, %g) to (%g, %g) in the data", a, b, e, g)
		}
	}
	slices.Sort(lens)
	want := []float64{54, math.Hypot(54, 54), 104}
	if len(lens) != 3 || math.Abs(lens[0]-want[0]) > 1e-6 || math.Abs(lens[1]-want[1]) > 1e-6 || math.Abs(lens[2]-want[2]) > 1e-6 {
		t.Fatalf("segments of %v px, want %v", lens, want)
	}
	// Dashed, the 104 px of 0|2 are ⌈104/14⌉ = 8 dashes, 54 px are 4, and
	// 76.4 px are 6: 18 in all.
	var d Lines
	CompareRegions(&d, f, c, 1, color.RGBA{A: 255})
	if got := len(d.Idx) / 6; got != 18 {
		t.Errorf("%d dashes, want 18", got)
	}
	// Not a linear argmax field: a sign field, a quadratic basis, an
	// argmax under a decision stage.
	sign := &engine.Field{Rows: [][]float64{{1, 2, 3}}, Combine: engine.CombineSign}
	quad := &engine.Field{Rows: [][]float64{{1, 2, 3, 1, 1, 1}, {0, 0, 0, 0, 0, 0}}, Combine: engine.CombineArgmax, Basis: engine.Basis{Kind: "poly", Degree: 2}}
	risk := &engine.Field{Rows: f.Rows, Combine: engine.CombineArgmax, Reject: 0.5}
	for _, g := range []*engine.Field{sign, quad, risk} {
		var l Lines
		if CompareRegions(&l, g, c, 0, color.RGBA{A: 255}) || len(l.Idx) != 0 {
			t.Errorf("%+v drawn as regions", g)
		}
	}
}
