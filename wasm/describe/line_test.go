package describe

import (
	"math"
	"math/rand/v2"
	"testing"

	"hyperplane/engine/plane"
	"hyperplane/engine/scene"
)

// TestCrossingsAtCorners: lines through a corner of random boxes. A line
// whose normal points from the box to the corner, x·sx + y·sy = the
// corner's, touches the box there only: one crossing, at the corner, on
// the left or right edge. The diagonal through two opposite corners
// crosses at both, on the left and the right edges; a vertical line along
// the left edge crosses at the bottom and the top, a horizontal one along
// the bottom at the left and the right. The corners' coordinates are
// sums of tenths, so that rounding sometimes puts a touching line just
// outside the box (counted: the case must occur).
func TestCrossingsAtCorners(t *testing.T) {
	rng := rand.New(rand.NewPCG(47, 12))
	missed := 0
	for trial := range 500 {
		minX, minY := float64(rng.IntN(40)-20)/10, float64(rng.IntN(40)-20)/10
		b := scene.Viewport{MinX: minX, MaxX: minX + float64(1+rng.IntN(30))/10, MinY: minY, MaxY: minY + float64(1+rng.IntN(30))/10}
		size := math.Max(b.MaxX-b.MinX, b.MaxY-b.MinY)
		same := func(c Crossing, edge string, x, y float64) bool {
			return c.Edge == edge && math.Abs(c.X-x) <= 1e-6*size && math.Abs(c.Y-y) <= 1e-6*size
		}
		// The four corners, with the outward direction (sx, sy) of each.
		for _, k := range [][4]float64{{b.MinX, b.MinY, -1, -1}, {b.MaxX, b.MinY, 1, -1}, {b.MaxX, b.MaxY, 1, 1}, {b.MinX, b.MaxY, -1, 1}} {
			// A slope other than ±1, so that the line is not a diagonal.
			sx, sy := k[2]*(0.5+rng.Float64()), k[3]
			l := Line{W0: -(sx*k[0] + sy*k[1]), W1: sx, W2: sy}
			if _, ok := plane.Line(l).Level(0, plane.Box(b)); !ok {
				missed++
			}
			edge := "left"
			if k[2] > 0 {
				edge = "right"
			}
			cs := l.Crossings(b)
			if len(cs) != 1 || !same(cs[0], edge, k[0], k[1]) {
				t.Fatalf("trial %d: %+v touching the corner (%v, %v) of %+v: crossings %+v", trial, l, k[0], k[1], b, cs)
			}
		}
		// The diagonal from the lower left corner to the upper right one.
		dx, dy := b.MaxX-b.MinX, b.MaxY-b.MinY
		diag := Line{W0: dy*b.MinX - dx*b.MinY, W1: -dy, W2: dx}
		if cs := diag.Crossings(b); len(cs) != 2 || !same(cs[0], "left", b.MinX, b.MinY) || !same(cs[1], "right", b.MaxX, b.MaxY) {
			t.Fatalf("trial %d: the diagonal of %+v: %+v", trial, b, cs)
		}
		if cs := (Line{W0: -b.MinX, W1: 1}).Crossings(b); len(cs) != 2 || !same(cs[0], "bottom", b.MinX, b.MinY) || !same(cs[1], "top", b.MinX, b.MaxY) {
			t.Fatalf("trial %d: the left edge of %+v: %+v", trial, b, cs)
		}
		if cs := (Line{W0: -b.MinY, W2: 1}).Crossings(b); len(cs) != 2 || !same(cs[0], "left", b.MinX, b.MinY) || !same(cs[1], "right", b.MaxX, b.MinY) {
			t.Fatalf("trial %d: the bottom edge of %+v: %+v", trial, b, cs)
		}
	}
	if missed == 0 {
		t.Error("no touching line fell outside its box by rounding: the case is not tested")
	}
	t.Logf("%d of 2000 touching lines missed their box by rounding", missed)
}
