package engine

import (
	"math"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"
	"hyperplane/engine/internal/linalg"
)

// naiveLS solves the normal equations ZᵀZ a = Zᵀb for the normalized rows
// z'_n = y_n (1, x_n, y_n) of d with an explicit inverse, independently of
// the engine's QR (fine for the small, well-conditioned sets used here).
func naiveLS(t *testing.T, d Dataset, b []float64) []float64 {
	t.Helper()
	z := mat.NewDense(len(d.Points), 3, nil)
	for i, p := range d.Points {
		s := 1.0
		if p.Class == 1 {
			s = -1
		}
		z.SetRow(i, []float64{s, s * p.X, s * p.Y})
	}
	var ztz, inv mat.Dense
	ztz.Mul(z.T(), z)
	if err := inv.Inverse(&ztz); err != nil {
		t.Fatal(err)
	}
	var ztb, a mat.VecDense
	ztb.MulVec(z.T(), mat.NewVecDense(len(b), b))
	a.MulVec(&inv, &ztb)
	return a.RawVector().Data
}

func ones(n int) []float64 {
	b := make([]float64, n)
	for i := range b {
		b[i] = 1
	}
	return b
}

// TestMSEFisherCoding: with b_n = n/n_k the MSE weights are Fisher's
// direction and threshold (notes 002, "Relation to Fisher's linear
// discriminant"; Duda, Hart and Stork §5.8.2). On fisherExample (n = 6,
// n₁ = n₂ = 3, so b = 2·1) Fisher's direction is (34, 23)/53 (worked in
// fisher_test.go) and the grand mean is m = (3/6, 2/6) = (1/2, 1/3).
func TestMSEFisherCoding(t *testing.T) {
	s, _ := run(t, mustTrainer(t, "mse", fisherExample, Basis{}, map[string]any{"bvec": "fisher"}), 10)
	a := s.Field.Rows[0]
	fr, err := fisherDirection(fisherExample, Basis{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	nw := math.Hypot(a[1], a[2])
	assertNear(t, "w/‖w‖ (x)", a[1]/nw, fr.W[0], 1e-12)
	assertNear(t, "w/‖w‖ (y)", a[2]/nw, fr.W[1], 1e-12)
	assertNear(t, "Fisher (x)", fr.W[0], 34/math.Hypot(34, 23), 1e-12)
	assertNear(t, "w₀ = −mᵀw", a[0], -(a[1]/2 + a[2]/3), 1e-12)
	// And the numbers are the least-squares solution itself.
	want := naiveLS(t, fisherExample, []float64{2, 2, 2, 2, 2, 2})
	for j := range want {
		assertNear(t, "a", a[j], want[j], 1e-10)
	}

	// Unequal classes: 4 points against 2, b = 6/4 and 6/2.
	d := Dataset{Classes: 2, Points: []Point{{0, 0, 0}, {1, 2, 0}, {2, 0.5, 0}, {0.5, 1.5, 0}, {3, 3, 1}, {4, 2, 1}}}
	s, _ = run(t, mustTrainer(t, "mse", d, Basis{}, map[string]any{"bvec": "fisher"}), 10)
	a = s.Field.Rows[0]
	fr, _ = fisherDirection(d, Basis{}, nil)
	nw = math.Hypot(a[1], a[2])
	assertNear(t, "w/‖w‖ (x)", a[1]/nw, fr.W[0], 1e-12)
	assertNear(t, "w/‖w‖ (y)", a[2]/nw, fr.W[1], 1e-12)
	// Grand mean m = (10.5/6, 9/6).
	assertNear(t, "w₀ = −mᵀw", a[0], -(a[1]*10.5/6 + a[2]*9/6), 1e-12)
}

// TestMSEOnes compares a = Z†1 with the normal equations.
func TestMSEOnes(t *testing.T) {
	s, _ := run(t, mustTrainer(t, "mse", overlap, Basis{}, nil), 10)
	want := naiveLS(t, overlap, ones(len(overlap.Points)))
	for j := range want {
		assertNear(t, "a", s.Field.Rows[0][j], want[j], 1e-10)
	}
	if s.Status != StatusConverged || s.Step != 1 {
		t.Errorf("status %s after %d steps", s.Status, s.Step)
	}
	// Duplicated points on a line: rank-deficient Z, a finite minimum-norm
	// solution, and a note.
	d := Dataset{Classes: 2, Points: []Point{{1, 1, 0}, {1, 1, 0}, {2, 2, 1}, {3, 3, 1}}}
	s, _ = run(t, mustTrainer(t, "mse", d, Basis{}, nil), 10)
	if len(s.Notes) == 0 || !linalg.Finite(s.Field.Rows[0]) {
		t.Errorf("notes %v, row %v", s.Notes, s.Field.Rows[0])
	}
}

// lmsSet is a set whose normalized vectors are well conditioned:
// ZᵀZ = Σ (1, x)(1, x)ᵀ = diag(8, 4.5, 4.5). With b = 1, Zᵀb = Σ y (1, x) =
// (4 − 4, 1.5 + 1.5, 0.5 + 0.5) = (0, 3, 1), so the least-squares solution is
// a* = (0, 3/4.5, 1/4.5) = (0, 2/3, 2/9). The point (0.5, 0) of class 2 and
// (−0.5, 0) of class 1 sit on the wrong sides, so J_s(a*) > 0.
var lmsSet = Dataset{Classes: 2, Points: []Point{
	{1, 1, 0}, {1, -1, 0}, {-1, 1, 1}, {-1, -1, 1},
	{0.5, 0, 1}, {-0.5, 0, 0}, {0, 0.5, 0}, {0, -0.5, 1},
}}

// TestLMSConvergesToPseudoInverse: with η_k = η₁/k the Widrow-Hoff rule
// approaches Z†b, and the distance it reports is the distance to the
// least-squares solution computed here by hand and by the normal equations.
func TestLMSConvergesToPseudoInverse(t *testing.T) {
	want := naiveLS(t, lmsSet, ones(8))
	for j, v := range []float64{0, 2.0 / 3, 2.0 / 9} {
		assertNear(t, "a* by hand", want[j], v, 1e-12)
	}
	tr := mustTrainer(t, "lms", lmsSet, Basis{}, map[string]any{"eta": 1.5, "unit": "epoch", "theta": 1e-12, "maxEpochs": 1e6})
	prev := math.Inf(1)
	var s Snapshot
	for _, epochs := range []int{10, 100, 1000, 10000} {
		for s.Step < epochs {
			s, _ = tr.Step()
		}
		d := 0.0
		for j := range want {
			d += (s.Field.Rows[0][j] - want[j]) * (s.Field.Rows[0][j] - want[j])
		}
		got := mustValue(t, s, "dist")
		assertNear(t, "‖a − Z†b‖", got, math.Sqrt(d), 1e-9)
		if got >= prev/2 {
			t.Errorf("after %d epochs the distance %g did not halve from %g", epochs, got, prev)
		}
		prev = got
	}
	if prev > 1e-3 {
		t.Errorf("distance %g after 10⁴ epochs", prev)
	}
	// J_s(a*) = Σ (z'ᵀa* − 1)², summed by hand from the margins of a*:
	// the corners give 8/9 and 4/9 twice each, the other points −1/3 twice and 1/9 twice.
	m := []float64{8.0 / 9, 4.0 / 9, 4.0 / 9, 8.0 / 9, -1.0 / 3, -1.0 / 3, 1.0 / 9, 1.0 / 9}
	jmin := 0.0
	for _, v := range m {
		jmin += (v - 1) * (v - 1)
	}
	assertNear(t, "J_s(a*)", mustValue(t, s, "jmin"), jmin, 1e-12)
}

// TestLMSStops: the rule stops after an epoch of short corrections, and a
// rate too large for η₁‖z‖² < 2 overflows without leaving a non-finite field.
func TestLMSStops(t *testing.T) {
	s, _ := run(t, mustTrainer(t, "lms", lmsSet, Basis{}, map[string]any{"eta": 1.0, "theta": 1e-3}), 1_000_000)
	if s.Status != StatusConverged {
		t.Errorf("status %s: %s", s.Status, s.Reason)
	}
	big := Dataset{Classes: 2, Points: []Point{{100, 100, 0}, {-100, 50, 1}, {30, -80, 0}}}
	s, _ = run(t, mustTrainer(t, "lms", big, Basis{}, map[string]any{"eta": 10.0, "schedule": "constant"}), 1_000_000)
	if s.Status != StatusStepLimit || !linalg.Finite(s.Field.Rows[0]) || !strings.Contains(en(t, s.Reason), "diverging") {
		t.Errorf("overflow: status %s, row %v: %s", s.Status, s.Field.Rows[0], s.Reason)
	}
}

// TestHoKashyapSteps checks the first two steps against the normal
// equations: a₁ = (ZᵀZ)⁻¹Zᵀb₀ with b₀ = 1, then e = Za₁ − b₀,
// b₁ = b₀ + 2η e⁺ and a₂ = (ZᵀZ)⁻¹Zᵀb₁.
func TestHoKashyapSteps(t *testing.T) {
	const eta = 0.5
	tr := mustTrainer(t, "ho-kashyap", andGate, Basis{}, map[string]any{"eta": eta})
	s, _ := tr.Step()
	a1 := naiveLS(t, andGate, ones(4))
	for j := range a1 {
		assertNear(t, "a₁", s.Field.Rows[0][j], a1[j], 1e-12)
	}
	b := ones(4)
	for i, p := range andGate.Points {
		y := 1.0
		if p.Class == 1 {
			y = -1
		}
		e := y*(a1[0]+a1[1]*p.X+a1[2]*p.Y) - b[i]
		if e > 0 {
			b[i] += 2 * eta * e
		}
	}
	s, _ = tr.Step()
	a2 := naiveLS(t, andGate, b)
	for j := range a2 {
		assertNear(t, "a₂", s.Field.Rows[0][j], a2[j], 1e-12)
	}
}

// TestHoKashyapANDXOR: AND is separable and Ho-Kashyap separates it; no line
// separates XOR (Minsky and Papert), and Ho-Kashyap proves it with e ≤ 0.
func TestHoKashyapANDXOR(t *testing.T) {
	s, _ := run(t, mustTrainer(t, "ho-kashyap", andGate, Basis{}, nil), 100000)
	if s.Status != StatusConverged || s.Mistakes != 0 {
		t.Fatalf("AND: %s with %d mistakes: %s", s.Status, s.Mistakes, s.Reason)
	}
	s, _ = run(t, mustTrainer(t, "ho-kashyap", xorGate, Basis{}, nil), 100000)
	if s.Status != StatusNotSeparable {
		t.Fatalf("XOR: %s: %s", s.Status, s.Reason)
	}
	if hi, lo := mustValue(t, s, "emax"), mustValue(t, s, "emin"); hi > 1e-9 || lo >= 0 {
		t.Errorf("XOR: e in [%g, %g], want e ≤ 0 with a negative component", lo, hi)
	}
	// With the product xy as a feature XOR is separable.
	s, _ = run(t, mustTrainer(t, "ho-kashyap", xorGate, Basis{Kind: BasisPoly, Degree: 2}, nil), 100000)
	if s.Status != StatusConverged || s.Mistakes != 0 {
		t.Errorf("XOR in the quadratic basis: %s with %d mistakes", s.Status, s.Mistakes)
	}
}
