package engine

import (
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/mat"
	"hyperplane/engine/internal/linalg"
)

// threeBlobs is a small three-class set.
var threeBlobs = Dataset{Classes: 3, Points: []Point{
	{0, 0, 0}, {1, 0.5, 0}, {0.5, 1, 0}, {0.2, 0.1, 0},
	{4, 0, 1}, {5, 1, 1}, {4.5, -1, 1},
	{2, 4, 2}, {3, 5, 2}, {1.5, 5, 2}, {2.5, 4.2, 2},
}}

// TestLeastSquaresNormalEquations compares the QR solution with the normal
// equations W̃ = (ZᵀZ)⁻¹ZᵀT, computed here independently with an explicit
// inverse (fine for this well-conditioned 3×3 system).
func TestLeastSquaresNormalEquations(t *testing.T) {
	s, _ := run(t, mustTrainer(t, "least-squares", threeBlobs, Basis{}, nil), 10)
	z := mat.NewDense(len(threeBlobs.Points), 3, nil)
	tt := mat.NewDense(len(threeBlobs.Points), 3, nil)
	for i, p := range threeBlobs.Points {
		z.SetRow(i, []float64{1, p.X, p.Y})
		tt.Set(i, p.Class, 1)
	}
	var ztz, inv, ztt, w mat.Dense
	ztz.Mul(z.T(), z)
	if err := inv.Inverse(&ztz); err != nil {
		t.Fatal(err)
	}
	ztt.Mul(z.T(), tt)
	w.Mul(&inv, &ztt)
	for k := 0; k < 3; k++ {
		for j := 0; j < 3; j++ {
			assertNear(t, "W̃", s.Field.Rows[k][j], w.At(j, k), 1e-10)
		}
	}
	if s.Mistakes != 0 {
		t.Errorf("%d mistakes on separated blobs", s.Mistakes)
	}
	// The columns of T sum to 1 and Z has a constant column, so the K
	// fitted functions sum to 1 at every x (Bishop §4.1.3).
	m := mustTrainer(t, "least-squares", threeBlobs, Basis{}, nil)
	m.Step()
	sc := m.Model().Scores(7, -3, make([]float64, 3))
	assertNear(t, "Σ y_k", sc[0]+sc[1]+sc[2], 1, 1e-12)
}

// TestLeastSquaresRankDeficient: duplicated points and a line of points
// give a rank-deficient Z; the SVD gives the minimum-norm solution, says
// so, and stays finite.
func TestLeastSquaresRankDeficient(t *testing.T) {
	d := Dataset{Classes: 2, Points: []Point{{1, 1, 0}, {1, 1, 0}, {2, 2, 1}, {2, 2, 1}}}
	s, _ := run(t, mustTrainer(t, "least-squares", d, Basis{}, nil), 10)
	if len(s.Notes) == 0 {
		t.Errorf("no note about the rank")
	}
	for _, r := range s.Field.Rows {
		if !linalg.Finite(r) {
			t.Fatalf("row %v not finite", r)
		}
	}
	if s.Mistakes != 0 {
		t.Errorf("%d mistakes", s.Mistakes)
	}
}

// TestLeastSquaresZeroScore: before the first fit (the weights zero) the
// sum of squares and the mistakes that score gives without a pass are
// those of the pass, to the last bit: n, one (0 − 1)² a point, and every
// point not of class 0 (argmax of equal values picks row 0).
func TestLeastSquaresZeroScore(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	d := Dataset{Classes: 3, Points: make([]Point, 1001)}
	want := 0
	for i := range d.Points {
		c := r.IntN(3)
		d.Points[i] = Point{X: r.NormFloat64() + float64(c), Y: r.NormFloat64(), Class: c}
		if c != 0 {
			want++
		}
	}
	tr, err := newLeastSquares(d, Basis{Kind: "poly", Degree: 2}, leastSquaresSettings{})
	if err != nil {
		t.Fatal(err)
	}
	ls := tr.(*leastSquares)
	sse, miss := ls.sse, ls.miss
	ls.scorePass()
	if sse != ls.sse || miss != ls.miss || sse != 1001 || miss != want {
		t.Errorf("before the fit: score gives %v, %d; the pass %v, %d; want 1001, %d", sse, miss, ls.sse, ls.miss, want)
	}
	if _, err := ls.Step(); err != nil {
		t.Fatal(err)
	}
	if weightsZero(ls.w) {
		t.Fatal("the fit left the weights zero")
	}
	sse, miss = ls.sse, ls.miss
	ls.scorePass()
	if sse != ls.sse || miss != ls.miss || sse >= 1001 {
		t.Errorf("after the fit: score %v, %d, the pass %v, %d (the sum of squares below its 1001 at zero)", sse, miss, ls.sse, ls.miss)
	}
}

// TestLeastSquaresScorePlane: in the plane, scorePass's unrolled loop
// (scorePlane) gives scoreRows' sum of squares and mistakes to the bit,
// for two to six classes, after the fit and at random weights.
func TestLeastSquaresScorePlane(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for k := 2; k <= MaxClasses; k++ {
		d := Dataset{Classes: k, Points: make([]Point, 2003)}
		for i := range d.Points {
			c := r.IntN(k)
			d.Points[i] = Point{X: r.NormFloat64() + float64(c), Y: r.NormFloat64() - float64(c)/2, Class: c}
		}
		ls := fitLeastSquares(t, d)
		for round := range 3 {
			if round > 0 {
				for _, w := range ls.w {
					for j := range w {
						w[j] = r.NormFloat64()
					}
				}
			}
			ls.scorePlane()
			sse, miss := ls.sse, ls.miss
			ls.scoreRows()
			if sse != ls.sse || miss != ls.miss || miss == 0 || miss == len(d.Points) {
				t.Errorf("%d classes, round %d: scorePlane %v, %d; scoreRows %v, %d", k, round, sse, miss, ls.sse, ls.miss)
			}
		}
	}
}

// BenchmarkLeastSquaresScore times the score's pass over 200,000 points
// of six classes in the plane, after the fit: scoreRows (the loop for any
// basis) and scorePlane (the plane's, which scorePass takes); and the
// whole fit (step: the QR factorization, Qᵀt, the solve and the score).
//
//	GOOS=js GOARCH=wasm go test -run=NONE -bench=LeastSquaresScore ./engine/
func BenchmarkLeastSquaresScore(b *testing.B) {
	r := rand.New(rand.NewPCG(9, 10))
	d := Dataset{Classes: MaxClasses, Points: make([]Point, 200000)}
	for i := range d.Points {
		c := i % MaxClasses
		d.Points[i] = Point{X: r.NormFloat64() + 3*math.Cos(float64(c)), Y: r.NormFloat64() + 3*math.Sin(float64(c)), Class: c}
	}
	ls := fitLeastSquares(b, d)
	b.Run("rows", func(b *testing.B) {
		for b.Loop() {
			ls.scoreRows()
		}
	})
	b.Run("plane", func(b *testing.B) {
		for b.Loop() {
			ls.scorePlane()
		}
	})
	b.Run("step", func(b *testing.B) {
		for b.Loop() {
			ls.done = false
			if _, err := ls.Step(); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// fitLeastSquares returns least squares fitted to d in the plane.
func fitLeastSquares(tb testing.TB, d Dataset) *leastSquares {
	tb.Helper()
	tr, err := newLeastSquares(d, Basis{}, leastSquaresSettings{})
	if err != nil {
		tb.Fatal(err)
	}
	ls := tr.(*leastSquares)
	if _, err := ls.Step(); err != nil {
		tb.Fatal(err)
	}
	return ls
}
