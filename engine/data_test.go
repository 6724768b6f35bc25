package engine

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestBounds: the box of the points is the least and the greatest of
// each coordinate, as slices.Min and slices.Max find them; one point is
// its own box, and no points have none.
func TestBounds(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{1, 2, 3, 1000} {
		d := Dataset{Points: make([]Point, n), Classes: 2}
		xs, ys := make([]float64, n), make([]float64, n)
		for i := range d.Points {
			xs[i], ys[i] = r.NormFloat64()*5, r.NormFloat64()-3
			d.Points[i] = Point{X: xs[i], Y: ys[i], Class: i % 2}
		}
		minX, minY, maxX, maxY, ok := d.Bounds()
		if !ok || minX != slices.Min(xs) || maxX != slices.Max(xs) || minY != slices.Min(ys) || maxY != slices.Max(ys) {
			t.Errorf("%d points: Bounds = %v %v %v %v %v, want %v %v %v %v", n, minX, minY, maxX, maxY, ok,
				slices.Min(xs), slices.Min(ys), slices.Max(xs), slices.Max(ys))
		}
	}
	// Descending, so that every point is a new least and none a new
	// greatest (the else branch never taken).
	d := Dataset{Points: []Point{{X: 3, Y: 3}, {X: 2, Y: 2}, {X: 1, Y: 1}}}
	if minX, minY, maxX, maxY, _ := d.Bounds(); minX != 1 || minY != 1 || maxX != 3 || maxY != 3 {
		t.Errorf("descending: Bounds = %v %v %v %v, want 1 1 3 3", minX, minY, maxX, maxY)
	}
	if _, _, _, _, ok := (Dataset{}).Bounds(); ok {
		t.Error("no points: Bounds reports a box")
	}
}
