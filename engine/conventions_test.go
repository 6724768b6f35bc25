package engine

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"
)

// The scatter matrices of fisherExample by hand: class 1 has mean (2, 5/3)
// and S₁ = [[2, 0], [0, 8/3]], class 2 mean (−1, −1) and S₂ = [[2, 1], [1, 2]]
// (fisher_test.go works the same sums), so S_W = [[4, 1], [1, 14/3]], N = 6, K = 2.
var covConventionCases = []struct {
	id, cov string
	want    [2][2][2]float64 // Σ of class 1 and class 2
}{
	// ML: S_k/N_k, N_k = 3.
	{gaussSeparate, covML, [2][2][2]float64{{{2.0 / 3, 0}, {0, 8.0 / 9}}, {{2.0 / 3, 1.0 / 3}, {1.0 / 3, 2.0 / 3}}}},
	// Unbiased: S_k/(N_k − 1) = S_k/2, the ML value times N_k/(N_k − 1) = 3/2.
	{gaussSeparate, covUnbiased, [2][2][2]float64{{{1, 0}, {0, 4.0 / 3}}, {{1, 0.5}, {0.5, 1}}}},
	// Shared ML: Σ_k (N_k/N) S_k/N_k = S_W/6.
	{gaussShared, covML, [2][2][2]float64{{{4.0 / 6, 1.0 / 6}, {1.0 / 6, 14.0 / 18}}, {{4.0 / 6, 1.0 / 6}, {1.0 / 6, 14.0 / 18}}}},
	// Shared unbiased (pooled): S_W/(N − K) = S_W/4.
	{gaussShared, covUnbiased, [2][2][2]float64{{{1, 0.25}, {0.25, 14.0 / 12}}, {{1, 0.25}, {0.25, 14.0 / 12}}}},
	// Naive Bayes: the diagonals of the separate ones.
	{gaussNaive, covML, [2][2][2]float64{{{2.0 / 3, 0}, {0, 8.0 / 9}}, {{2.0 / 3, 0}, {0, 2.0 / 3}}}},
	{gaussNaive, covUnbiased, [2][2][2]float64{{{1, 0}, {0, 4.0 / 3}}, {{1, 0}, {0, 1}}}},
}

func TestCovarianceConvention(t *testing.T) {
	for _, c := range covConventionCases {
		s, _ := run(t, mustTrainer(t, c.id, fisherExample, Basis{}, map[string]any{"cov": c.cov}), 10)
		for k, g := range s.Gaussians {
			for i := 0; i < 2; i++ {
				for j := 0; j < 2; j++ {
					assertNear(t, c.id+" "+c.cov+" Σ", g.Cov[i][j], c.want[k][i][j], 1e-12)
				}
			}
		}
		// Independently of the hand numbers: unbiased = ML × N_k/(N_k − 1)
		// (separate) or × N/(N − K) (shared), from naiveStats.
		if c.cov == covUnbiased && c.id == gaussSeparate {
			for k, g := range s.Gaussians {
				_, ml, n := naiveStats(fisherExample, k)
				for i := 0; i < 2; i++ {
					for j := 0; j < 2; j++ {
						assertNear(t, "unbiased vs ML·N/(N−1)", g.Cov[i][j], ml[i][j]*n/(n-1), 1e-12)
					}
				}
			}
		}
	}
}

// TestCovarianceUnbiasedOnePoint: a class of one point has no unbiased
// covariance (0/0), and the page is told so.
func TestCovarianceUnbiasedOnePoint(t *testing.T) {
	d := Dataset{Classes: 2, Points: []Point{{0, 0, 0}, {1, 1, 1}, {2, 0, 1}, {1, -1, 1}}}
	s, _ := run(t, mustTrainer(t, gaussSeparate, d, Basis{}, map[string]any{"cov": covUnbiased}), 10)
	if !hasNote(t, s, "class 1 has one point") {
		t.Errorf("no note of the undefined covariance: %q", s.Notes)
	}
	s, _ = run(t, mustTrainer(t, gaussSeparate, d, Basis{}, nil), 10)
	if hasNote(t, s, "one point") {
		t.Errorf("ML needs no such note: %q", s.Notes)
	}
}

// TestNaiveBayesVarSmoothing: scikit-learn's GaussianNB adds
// ε = var_smoothing · max_j Var(x_j) to every class variance, Var over all
// points divided by N. For fisherExample by hand: x = (1, 3, 2, −1, 0, −2)
// has Var = 19/6 − (1/2)² = 35/12 and y = (1, 1, 3, 0, −1, −2) has
// Var = 16/6 − (1/3)² = 23/9, so ε = 0.1 · 35/12 = 7/24 for var_smoothing
// 0.1; the ML class variances are those of covConventionCases.
func TestNaiveBayesVarSmoothing(t *testing.T) {
	s, _ := run(t, mustTrainer(t, gaussNaive, fisherExample, Basis{},
		map[string]any{"varfix": "additive", "varSmoothing": 0.1}), 10)
	eps := 7.0 / 24
	want := [2][2]float64{{2.0 / 3, 8.0 / 9}, {2.0 / 3, 2.0 / 3}}
	if len(s.Gaussians) != 2 {
		t.Fatalf("%d Gaussians", len(s.Gaussians))
	}
	for k, g := range s.Gaussians {
		assertNear(t, "σ²_x", g.Cov[0][0], want[k][0]+eps, 1e-12)
		assertNear(t, "σ²_y", g.Cov[1][1], want[k][1]+eps, 1e-12)
		if g.Cov[0][1] != 0 || g.Cov[1][0] != 0 {
			t.Errorf("class %d: off-diagonal %v", k+1, g.Cov)
		}
	}
	if !hasNote(t, s, "added to every variance") {
		t.Errorf("no note of ε: %q", s.Notes)
	}
	// The default keeps the floor, which does not act here: the ML variances.
	s, _ = run(t, mustTrainer(t, gaussNaive, fisherExample, Basis{}, nil), 10)
	for k, g := range s.Gaussians {
		assertNear(t, "default σ²_x", g.Cov[0][0], want[k][0], 1e-15)
	}
}

func hasNote(t testing.TB, s Snapshot, part string) bool {
	for _, n := range s.Notes {
		if strings.Contains(en(t, n), part) {
			return true
		}
	}
	return false
}

// TestBatchLMS: one step of the batch rule is a ← a + η_k Zᵀ(b − Za),
// computed here from the rows z = y·(1, x) of the AND gate, with η_k = η₁/k;
// with a constant rate below 2/λ_max(ZᵀZ) it converges to the
// least-squares solution Z†b, solved independently by gonum's QR.
func TestBatchLMS(t *testing.T) {
	const eta = 0.05
	for _, bvec := range []string{"ones", "fisher"} {
		d := andGate
		zrows := mat.NewDense(len(d.Points), 3, nil)
		b := mat.NewVecDense(len(d.Points), nil)
		counts := d.Counts()
		for i, p := range d.Points {
			y := 1.0
			if p.Class == 1 {
				y = -1
			}
			zrows.SetRow(i, []float64{y, y * p.X, y * p.Y})
			b.SetVec(i, 1)
			if bvec == "fisher" {
				b.SetVec(i, float64(len(d.Points))/float64(counts[p.Class]))
			}
		}
		step := func(a []float64, eta float64) []float64 {
			var r, g mat.VecDense
			r.MulVec(zrows, mat.NewVecDense(3, append([]float64(nil), a...)))
			r.SubVec(b, &r)
			g.MulVec(zrows.T(), &r)
			out := make([]float64, 3)
			for j := range out {
				out[j] = a[j] + eta*g.AtVec(j)
			}
			return out
		}
		tr := mustTrainer(t, "lms", d, Basis{}, map[string]any{"rule": "batch", "eta": eta, "bvec": bvec})
		want := []float64{0, 0, 0}
		for k := 1; k <= 3; k++ {
			s, err := tr.Step()
			if err != nil {
				t.Fatal(err)
			}
			want = step(want, eta/float64(k))
			for j := range want {
				assertNear(t, fmt.Sprintf("%s a after step %d", bvec, k), s.Field.Rows[0][j], want[j], 1e-14)
			}
		}
		// λ_max(ZᵀZ) of the AND gate is below 8 (the trace of ZᵀZ is
		// Σ‖z‖² = 1 + 2 + 2 + 3), so η = 0.05 is stable.
		s, _ := run(t, mustTrainer(t, "lms", d, Basis{}, map[string]any{"rule": "batch", "eta": eta, "bvec": bvec,
			"schedule": "constant", "theta": 1e-12}), 1_000_000)
		if s.Status != StatusConverged {
			t.Fatalf("%s: %s (%s)", bvec, s.Status, s.Reason)
		}
		var ls mat.VecDense
		if err := ls.SolveVec(zrows, b); err != nil {
			t.Fatal(err)
		}
		for j := 0; j < 3; j++ {
			assertNear(t, bvec+" a = Z†b", s.Field.Rows[0][j], ls.AtVec(j), 1e-9)
		}
	}
}

// TestUndefinedSaidSo: a quantity that does not exist is left out with a
// note, never shown as NaN or Inf.
func TestUndefinedSaidSo(t *testing.T) {
	finiteValues := func(what string, s Snapshot) {
		t.Helper()
		for _, v := range s.Values {
			if math.IsNaN(v.V) || math.IsInf(v.V, 0) {
				t.Errorf("%s: %s = %v", what, v.Label, v.V)
			}
		}
	}
	// The SVM before its first step has w = 0: no margin 1/‖w‖.
	tr := mustTrainer(t, "svm", andGate, Basis{}, map[string]any{"margin": "hard"})
	s := tr.Snapshot()
	if _, ok := s.Value("margin"); ok || !hasNote(t, s, "w = 0") {
		t.Errorf("w = 0: margin shown or no note (notes %q)", s.Notes)
	}
	finiteValues("svm at w = 0", s)
	// Trained: the AND gate's maximum-margin line x + y = 3/2 passes at
	// √2/4 from (1, 0), (0, 1) and (1, 1), the margin 1/‖w‖ (to the SMO
	// tolerance).
	s, _ = run(t, tr, 100000)
	if m, ok := s.Value("margin"); !ok || hasNote(t, s, "w = 0") {
		t.Errorf("trained: margin %v, notes %q", m, s.Notes)
	} else {
		assertNear(t, "AND margin", m, math.Sqrt2/4, 1e-3)
	}

	// MSE with b = n/n_k: classes with the same mean (0, 0) and (3, −2).
	for _, shift := range [][2]float64{{0, 0}, {3, -2}} {
		d := shifted(Dataset{Classes: 2, Points: []Point{{1, 0, 0}, {-1, 0, 0}, {0, 1, 1}, {0, -1, 1}, {0.5, 0.5, 1}, {-0.5, -0.5, 1}}},
			shift[0], shift[1])
		s, _ := run(t, mustTrainer(t, "mse", d, Basis{}, map[string]any{"bvec": "fisher"}), 10)
		if !hasNote(t, s, "class means coincide") {
			t.Errorf("shift %v: no note (notes %q)", shift, s.Notes)
		}
		for j, v := range s.Field.Rows[0] {
			if v != 0 {
				t.Errorf("shift %v: a_%d = %g, want 0", shift, j, v)
			}
		}
		finiteValues("mse", s)
		// With b = 1 the solution exists and is not Fisher's: no note.
		s, _ = run(t, mustTrainer(t, "mse", d, Basis{}, nil), 10)
		if hasNote(t, s, "coincide") {
			t.Errorf("b = 1: %q", s.Notes)
		}
	}
	s, _ = run(t, mustTrainer(t, "mse", fisherExample, Basis{}, map[string]any{"bvec": "fisher"}), 10)
	if hasNote(t, s, "coincide") {
		t.Errorf("fisherExample: %q", s.Notes)
	}

	// Novikoff's bound unrounded: (R/γ)² = 3·17 = 51 for the AND gate
	// (TestPerceptronAND), to rounding: novikoff.go finds γ exactly;
	// n(R/γ)² = 204 for the batch perceptron and Fausett's
	// (R² + 2θ/α)/γ² = 57.8 are in perceptron_variants_test.go.
	s, _ = run(t, mustTrainer(t, "perceptron", andGate, Basis{}, nil), 1000)
	bound, _ := s.Value("bound")
	assertNear(t, "(R/γ)²", bound, 51, 1e-12)
}

// TestHoKashyapPerPoint: the snapshot's b and e are the margin vector and
// e = Za − b, recomputed here from the rows z = y·(1, x) of the AND gate;
// each step raises b by 2η e⁺ of the step before (notes 002; Duda, Hart
// and Stork Algorithm 11); at convergence every b_n > 0 and |e_n| ≤ b_min.
func TestHoKashyapPerPoint(t *testing.T) {
	const eta = 0.5
	tr := mustTrainer(t, "ho-kashyap", andGate, Basis{}, map[string]any{"eta": eta})
	var prev Snapshot
	for k := 0; k < 1000; k++ {
		s, err := tr.Step()
		if err != nil {
			t.Fatal(err)
		}
		if len(s.B) != 4 || len(s.E) != 4 {
			t.Fatalf("b %v, e %v", s.B, s.E)
		}
		a := s.Field.Rows[0]
		for i, p := range andGate.Points {
			y := 1.0
			if p.Class == 1 {
				y = -1
			}
			e := y*(a[0]+a[1]*p.X+a[2]*p.Y) - s.B[i]
			assertNear(t, fmt.Sprintf("step %d e_%d", k+1, i), s.E[i], e, 1e-12)
			want := 1.0 // b₀
			if k > 0 {
				want = prev.B[i] + 2*eta*math.Max(prev.E[i], 0)
			}
			assertNear(t, fmt.Sprintf("step %d b_%d", k+1, i), s.B[i], want, 1e-12)
		}
		prev = s
		if s.Status.Stopped() {
			break
		}
	}
	if prev.Status != StatusConverged {
		t.Fatalf("%s (%s)", prev.Status, prev.Reason)
	}
	for i := range prev.B {
		if !(prev.B[i] > 0) || math.Abs(prev.E[i]) > 1e-6 {
			t.Errorf("b_%d = %g, e_%d = %g at convergence", i, prev.B[i], i, prev.E[i])
		}
	}
	// A copy owns its memory.
	c := prev.Clone()
	c.B[0], c.E[0] = -1, -1
	if prev.B[0] == -1 || prev.E[0] == -1 {
		t.Error("Clone shares b or e")
	}
}
