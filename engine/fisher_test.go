package engine

import (
	"math"
	"testing"

	"hyperplane/engine/internal/linalg"
)

// fisherExample is worked by hand:
//
//	C₁ = {(1,1), (3,1), (2,3)}: m₁ = (2, 5/3), S₁ = [[2, 0], [0, 8/3]]
//	C₂ = {(−1,0), (0,−1), (−2,−2)}: m₂ = (−1, −1), S₂ = [[2, 1], [1, 2]]
//	S_W = [[4, 1], [1, 14/3]], det = 53/3,
//	S_W⁻¹ = [[14, −3], [−3, 12]] / 53,
//	w = S_W⁻¹(m₁ − m₂) = S_W⁻¹(3, 8/3) = (34, 23)/53,
//	J(w) = (m₁ − m₂)ᵀ S_W⁻¹ (m₁ − m₂) = (102 + 184/3)/53 = 490/159.
var fisherExample = Dataset{Classes: 2, Points: []Point{
	{1, 1, 0}, {3, 1, 0}, {2, 3, 0},
	{-1, 0, 1}, {0, -1, 1}, {-2, -2, 1},
}}

func TestFisherHandExample(t *testing.T) {
	s, _ := run(t, mustTrainer(t, "fisher", fisherExample, Basis{}, nil), 10)
	if s.Status != StatusConverged {
		t.Fatalf("status %s", s.Status)
	}
	n := math.Hypot(34, 23)
	row := s.Field.Rows[0]
	assertNear(t, "w₁", row[1], 34/n, 1e-12)
	assertNear(t, "w₂", row[2], 23/n, 1e-12)
	j, _ := s.Value("J")
	assertNear(t, "J(w)", j, 490.0/159, 1e-12)
	// Midpoint threshold: ŵᵀ(m₁ + m₂)/2 = ŵᵀ(1/2, 1/3) = (17 + 23/3)/√1685.
	assertNear(t, "t", -row[0], (17+23.0/3)/n, 1e-12)
	if s.Projection == nil || !near(s.Projection.Direction.X, 34/n, 1e-12) {
		t.Errorf("projection %+v", s.Projection)
	}
	if s.Mistakes != 0 {
		t.Errorf("%d mistakes on a separable set", s.Mistakes)
	}
	// J of Fisher's direction is the largest over all directions: a scan of
	// the half circle finds nothing larger.
	theta := math.Atan2(23, 34)
	assertNear(t, "J(θ*)", FisherJDirection(fisherExample, theta), 490.0/159, 1e-12)
	for k := 0; k < 360; k++ {
		if j := FisherJDirection(fisherExample, float64(k)*math.Pi/360); j > 490.0/159+1e-12 {
			t.Fatalf("direction %d/360 π has J = %v > Fisher's", k, j)
		}
	}
}

// TestFisherThresholds checks the three threshold rules on projections
// that can be counted by hand.
func TestFisherThresholds(t *testing.T) {
	// Points on the x-axis: class 0 at 2, 3, 4 and 10; class 1 at 0, 1.
	// Projected means m₀ = 19/4, m₁ = 1/2, midpoint 21/8.
	d := Dataset{Classes: 2}
	for _, x := range []float64{2, 3, 4, 10} {
		d.Points = append(d.Points, Point{x, 0, 0})
	}
	for _, x := range []float64{0, 1} {
		d.Points = append(d.Points, Point{x, 0, 1})
	}
	proj := []float64{2, 3, 4, 10, 0, 1}
	assertNear(t, "midpoint", fisherThreshold("midpoint", proj, d), 21.0/8, 1e-15)
	// Best: any t in (1, 2) makes no error; halfway between 1 and 2.
	assertNear(t, "best", fisherThreshold("best", proj, d), 1.5, 1e-15)
	// Bayes: pooled ML variance s² = (Σ(y−m₀)² + Σ(y−m₁)²)/N with
	// Σ over class 0 = 2.75²+1.75²+0.75²+5.25² = 38.75 and class 1 = 0.5,
	// so s² = 39.25/6; priors 4/6 and 2/6; t = 21/8 + s² ln(2/4)/(19/4 − 1/2).
	s2 := 39.25 / 6
	assertNear(t, "bayes", fisherThreshold("bayes", proj, d), 21.0/8+s2*math.Log(0.5)/4.25, 1e-12)
}

func TestFisherDegenerate(t *testing.T) {
	// Equal class means: the direction is undefined, which is an error, not NaN.
	d := Dataset{Classes: 2, Points: []Point{{1, 0, 0}, {-1, 0, 0}, {0, 1, 1}, {0, -1, 1}}}
	tr := mustTrainer(t, "fisher", d, Basis{}, nil)
	if _, err := tr.Step(); err == nil || !IsDataError(err) {
		t.Errorf("equal means: err = %v, want a DataError", err)
	}
	// Collinear points make S_W singular: a ridge is added and reported.
	c := Dataset{Classes: 2, Points: []Point{{0, 0, 0}, {1, 1, 0}, {3, 3, 1}, {4, 4, 1}}}
	s, _ := run(t, mustTrainer(t, "fisher", c, Basis{}, nil), 10)
	if len(s.Notes) == 0 || !linalg.Finite(s.Field.Rows[0]) || s.Mistakes != 0 {
		t.Errorf("collinear: notes %v, row %v, mistakes %d", s.Notes, s.Field.Rows[0], s.Mistakes)
	}
}
