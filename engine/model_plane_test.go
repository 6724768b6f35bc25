package engine

import (
	"math/rand/v2"
	"testing"
)

// TestPlaneMistakesMatchEvaluator: Mistakes' fast path for fields in the
// plane (planeMistakes, planeMistakes3 for three OvR or argmax rows)
// against the count made point by point with Evaluator.Decide, the general
// evaluator. The coefficients are small integers and the points lie on a
// grid of quarter units, so that many points fall exactly on a boundary or
// in a tie, where a path that decided differently would show. The counts
// must be equal.
func TestPlaneMistakesMatchEvaluator(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 37))
	coef := func() float64 { return float64(rng.IntN(9) - 4) }
	ovo4 := [][2]int{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}
	cases := []struct {
		combine Combine
		k, rows int
		pairs   [][2]int
		band    float64
	}{
		{CombineSign, 2, 1, nil, 0},
		{CombineSign, 2, 1, nil, 0.5},
		{CombineOvR, 3, 3, nil, 0},
		{CombineArgmax, 3, 3, nil, 0},
		{CombineOvR, 4, 4, nil, 0},
		{CombineArgmax, 4, 4, nil, 0},
		{CombineOvO, 4, 6, ovo4, 0},
	}
	for _, c := range cases {
		d := gridBlobs(600, c.k, uint64(c.k+c.rows))
		for trial := 0; trial < 20; trial++ {
			f := Field{Combine: c.combine, Pairs: c.pairs, Band: c.band, Labels: identity(c.k)}
			for r := 0; r < c.rows; r++ {
				f.Rows = append(f.Rows, []float64{coef(), coef(), coef()})
				if trial%2 == 1 {
					q := make([]float64, 9)
					for i := range q {
						q[i] = coef() / 4
					}
					f.Quad = append(f.Quad, q)
				}
			}
			if err := f.Validate(); err != nil {
				t.Fatalf("%s: %v", c.combine, err)
			}
			if !inPlane(&f) {
				t.Fatalf("%s: the field is not in the plane", c.combine)
			}
			ev := NewEvaluator(&f)
			want := 0
			for _, p := range d.Points {
				if ev.Decide(p.X, p.Y) != p.Class {
					want++
				}
			}
			if got := planeMistakes(&f, d); got != want {
				t.Fatalf("%s, K = %d, trial %d: the plane counts %d mistakes, the evaluator %d", c.combine, c.k, trial, got, want)
			}
		}
	}
}

// TestPlaneFieldRowsMatchEvaluator compares the row values that
// planeField computes for a block of points with Evaluator.Rows, the
// general evaluator through the feature map, dot and quadForm, at random
// coefficients and points, where any other order of the sums would round
// differently: they must be equal to the last bit.
func TestPlaneFieldRowsMatchEvaluator(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 19))
	for trial := 0; trial < 50; trial++ {
		m := 1 + rng.IntN(maxPlaneRows)
		f := Field{Labels: identity(2), Combine: CombineArgmax}
		for r := 0; r < m; r++ {
			f.Rows = append(f.Rows, []float64{rng.NormFloat64(), rng.NormFloat64(), rng.NormFloat64()})
			if trial%2 == 1 {
				q := make([]float64, 9)
				for i := range q {
					q[i] = rng.NormFloat64()
				}
				f.Quad = append(f.Quad, q)
			}
		}
		pts := make([]Point, 1+rng.IntN(planeBlock))
		for i := range pts {
			pts[i] = Point{X: rng.NormFloat64() * 5, Y: rng.NormFloat64() * 5}
		}
		var hb planeValues
		newPlaneField(&f).rows(pts, &hb)
		ev := NewEvaluator(&f)
		for i, p := range pts {
			for r, want := range ev.Rows(p.X, p.Y) {
				if got := hb[r][i]; got != want {
					t.Fatalf("trial %d, row %d, point %d: %v, the evaluator %v", trial, r, i, got, want)
				}
			}
		}
	}
}
