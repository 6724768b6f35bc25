package engine

import (
	"math"
	"testing"

	"hyperplane/engine/internal/linalg"
)

// naiveGauss2 is the 2-D Gaussian density, written out for the tests:
// N(x|μ,Σ) = exp(−½(x−μ)ᵀΣ⁻¹(x−μ)) / (2π √|Σ|), with Σ⁻¹ of a 2×2 matrix by
// its adjugate.
func naiveGauss2(x, y float64, m [2]float64, c [2][2]float64) float64 {
	det := c[0][0]*c[1][1] - c[0][1]*c[1][0]
	dx, dy := x-m[0], y-m[1]
	q := (c[1][1]*dx*dx - 2*c[0][1]*dx*dy + c[0][0]*dy*dy) / det
	return math.Exp(-q/2) / (2 * math.Pi * math.Sqrt(det))
}

// naiveStats returns the mean and the maximum-likelihood covariance
// (divided by N) of the points of class k, computed directly.
func naiveStats(d Dataset, k int) (m [2]float64, c [2][2]float64, n float64) {
	for _, p := range d.Points {
		if p.Class == k {
			m[0] += p.X
			m[1] += p.Y
			n++
		}
	}
	m[0] /= n
	m[1] /= n
	for _, p := range d.Points {
		if p.Class == k {
			dx, dy := p.X-m[0], p.Y-m[1]
			c[0][0] += dx * dx / n
			c[0][1] += dx * dy / n
			c[1][1] += dy * dy / n
		}
	}
	c[1][0] = c[0][1]
	return m, c, n
}

// TestGaussSharedIsFisher: with two classes the shared-covariance model's
// log-odds a₀ − a₁ is linear with w = Σ⁻¹(μ₁ − μ₂) and
// w₀ = −½μ₁ᵀΣ⁻¹μ₁ + ½μ₂ᵀΣ⁻¹μ₂ + ln(π₁/π₂) (notes 003). For fisherExample
// (worked in fisher_test.go) Σ = Σ_k (N_k/N)(S_k/N_k) = S_W/N, so
// w = N·S_W⁻¹(m₁ − m₂) = 6·(34, 23)/53, parallel to Fisher's direction and
// to the MSE solution with b_n = n/n_k (notes 002).
func TestGaussSharedIsFisher(t *testing.T) {
	s, _ := run(t, mustTrainer(t, "gauss-shared", fisherExample, Basis{}, nil), 10)
	r := s.Field.Rows
	w := []float64{r[0][1] - r[1][1], r[0][2] - r[1][2]}
	assertNear(t, "w₁", w[0], 6*34.0/53, 1e-12)
	assertNear(t, "w₂", w[1], 6*23.0/53, 1e-12)
	// w₀ from the notes' formula, with Σ⁻¹ = 6·S_W⁻¹ = (6/53)[[14, −3], [−3, 12]]
	// and equal priors.
	inv := [2][2]float64{{6 * 14.0 / 53, -6 * 3.0 / 53}, {-6 * 3.0 / 53, 6 * 12.0 / 53}}
	quad := func(m [2]float64) float64 {
		return m[0]*(inv[0][0]*m[0]+inv[0][1]*m[1]) + m[1]*(inv[1][0]*m[0]+inv[1][1]*m[1])
	}
	w0 := -0.5*quad([2]float64{2, 5.0 / 3}) + 0.5*quad([2]float64{-1, -1}) + math.Log(1)
	assertNear(t, "w₀", r[0][0]-r[1][0], w0, 1e-12)

	// Fisher ∥ shared-covariance Gaussian ∥ MSE with b_n = n/n_k, on a set
	// with unequal class sizes.
	d := Dataset{Classes: 2, Points: append(append([]Point(nil), fisherExample.Points...), Point{2.5, 2, 0}, Point{3, 3, 0})}
	fr, err := fisherDirection(d, Basis{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := run(t, mustTrainer(t, "gauss-shared", d, Basis{}, nil), 10)
	m, _ := run(t, mustTrainer(t, "mse", d, Basis{}, map[string]any{"bvec": "fisher"}), 10)
	gw := []float64{g.Field.Rows[0][1] - g.Field.Rows[1][1], g.Field.Rows[0][2] - g.Field.Rows[1][2]}
	mw := m.Field.Rows[0][1:]
	for _, v := range [][]float64{gw, mw} {
		n := math.Hypot(v[0], v[1])
		assertNear(t, "direction x", v[0]/n, fr.W[0], 1e-9)
		assertNear(t, "direction y", v[1]/n, fr.W[1], 1e-9)
	}
	if len(g.Gaussians) != 2 || g.Gaussians[0].Cov != g.Gaussians[1].Cov {
		t.Errorf("shared covariance not shared: %+v", g.Gaussians)
	}
}

// separateSet has two classes with clearly different covariances.
var separateSet = Dataset{Classes: 2, Points: []Point{
	{0, 0, 0}, {1, 0.2, 0}, {-1, -0.1, 0}, {0.5, 0.4, 0}, {-0.4, -0.3, 0},
	{3, 3, 1}, {3.2, 1, 1}, {2.8, 5, 1}, {3.5, 2.5, 1}, {2.6, 4, 1}, {3.1, 3.6, 1},
}}

// TestGaussSeparatePosterior compares the posterior with Bayes' theorem
// evaluated directly from the class statistics (computed naively here), and
// checks that the lowered field (poly-2 rows) has the same discriminants.
func TestGaussSeparatePosterior(t *testing.T) {
	tr := mustTrainer(t, "gauss-separate", separateSet, Basis{}, nil)
	s, _ := run(t, tr, 10)
	m0, c0, n0 := naiveStats(separateSet, 0)
	m1, c1, n1 := naiveStats(separateSet, 1)
	pi0, pi1 := n0/(n0+n1), n1/(n0+n1)
	model := tr.Model()
	low := s.Field.Lowered()
	evFull, evLow := NewEvaluator(&s.Field), NewEvaluator(&low)
	for _, x := range [][2]float64{{0, 0}, {1.5, 1.5}, {2, 4}, {-3, 2}, {4, -1}} {
		p0 := pi0 * naiveGauss2(x[0], x[1], m0, c0)
		p1 := pi1 * naiveGauss2(x[0], x[1], m1, c1)
		sc := model.Scores(x[0], x[1], make([]float64, 2))
		assertNear(t, "p(C₁|x)", sc[0], p0/(p0+p1), 1e-9)
		// a₀ − a₁ = ln(π₀N₀/π₁N₁), by both forms of the field.
		hf := evFull.Rows(x[0], x[1])
		df := hf[0] - hf[1]
		hl := evLow.Rows(x[0], x[1])
		assertNear(t, "a₀ − a₁", df, math.Log(p0/p1), 1e-9)
		assertNear(t, "lowered a₀ − a₁", hl[0]-hl[1], df, 1e-9)
	}
	if low.Basis.Kind != BasisPoly || low.Basis.Degree != 2 || low.Quad != nil {
		t.Errorf("lowered field %+v", low.Basis)
	}
}

// TestGaussMAP checks the MAP estimates at their limits: with no
// pseudo-counts and a very broad prior (s₀ = 1000) they are the
// maximum-likelihood ones; with a very tight prior (s₀ = 0.001) the means
// are the prior mean; with many pseudo-counts the priors are equal.
func TestGaussMAP(t *testing.T) {
	ml, _ := run(t, mustTrainer(t, "gauss-separate", separateSet, Basis{}, nil), 10)
	broad, _ := run(t, mustTrainer(t, "gauss-separate", separateSet, Basis{},
		map[string]any{"estimate": "map", "pseudo": 0.0, "priorS": 1000.0}), 10)
	for k := range ml.Gaussians {
		a, b := ml.Gaussians[k], broad.Gaussians[k]
		assertNear(t, "mean x", b.Mean.X, a.Mean.X, 1e-5)
		assertNear(t, "cov xx", b.Cov[0][0], a.Cov[0][0], 1e-5)
		assertNear(t, "prior", b.Prior, a.Prior, 1e-12)
	}
	tight, _ := run(t, mustTrainer(t, "gauss-separate", separateSet, Basis{},
		map[string]any{"estimate": "map", "pseudo": 1000.0, "priorS": 0.001, "priorX": 1.0, "priorY": -2.0}), 10)
	for _, g := range tight.Gaussians {
		if math.Abs(g.Mean.X-1) > 1e-3 || math.Abs(g.Mean.Y+2) > 1e-3 {
			t.Errorf("tight prior: mean %+v, want (1, −2)", g.Mean)
		}
		// π = (N_k + 1000)/(N + 2000) with N_k = 5 or 6 of N = 11.
		want := (5 + 1000.0) / 2011
		if g.Class == 1 {
			want = (6 + 1000.0) / 2011
		}
		assertNear(t, "prior", g.Prior, want, 1e-12)
	}
	// The MAP covariance of one point: Σ_ML = 0 gives Σ_MAP = 0 (then a
	// ridge), and μ_MAP = μ_ML, as in the notes' formula with Σ_ML⁻¹ = ∞.
	one := Dataset{Classes: 2, Points: []Point{{1, 1, 0}, {3, 0, 1}, {4, 1, 1}}}
	s, _ := run(t, mustTrainer(t, "gauss-separate", one, Basis{}, map[string]any{"estimate": "map"}), 10)
	if g := s.Gaussians[0]; math.Abs(g.Mean.X-1) > 1e-12 || math.Abs(g.Mean.Y-1) > 1e-12 || len(s.Notes) == 0 {
		t.Errorf("one point: %+v, notes %v", g, s.Notes)
	}
}

// TestNaiveBayes compares the posterior with a product of 1-D Gaussians per
// feature, computed directly here.
func TestNaiveBayes(t *testing.T) {
	tr := mustTrainer(t, "naive-bayes", separateSet, Basis{}, nil)
	run(t, tr, 10)
	gauss1 := func(x, m, v float64) float64 { return math.Exp(-(x-m)*(x-m)/(2*v)) / math.Sqrt(2*math.Pi*v) }
	m0, c0, n0 := naiveStats(separateSet, 0)
	m1, c1, n1 := naiveStats(separateSet, 1)
	for _, x := range [][2]float64{{0, 0}, {1.5, 1.5}, {2, 4}, {-3, 2}} {
		p0 := n0 * gauss1(x[0], m0[0], c0[0][0]) * gauss1(x[1], m0[1], c0[1][1])
		p1 := n1 * gauss1(x[0], m1[0], c1[0][0]) * gauss1(x[1], m1[1], c1[1][1])
		sc := tr.Model().Scores(x[0], x[1], make([]float64, 2))
		assertNear(t, "p(C₁|x)", sc[0], p0/(p0+p1), 1e-9)
	}
}

// TestInformationCriteria checks ln p(D|θ), M, AIC and BIC against a naive
// sum. For K = 2 classes in D = 2 dimensions the parameters are counted by
// hand: 1 prior, 4 mean coordinates, and 3 (shared), 6 (separate) or 4
// (naive) covariance entries: M = 8, 11 and 9.
func TestInformationCriteria(t *testing.T) {
	m0, c0, n0 := naiveStats(separateSet, 0)
	m1, c1, n1 := naiveStats(separateSet, 1)
	n := n0 + n1
	ll := 0.0
	for _, p := range separateSet.Points {
		if p.Class == 0 {
			ll += math.Log(n0 / n * naiveGauss2(p.X, p.Y, m0, c0))
		} else {
			ll += math.Log(n1 / n * naiveGauss2(p.X, p.Y, m1, c1))
		}
	}
	s, _ := run(t, mustTrainer(t, "gauss-separate", separateSet, Basis{}, nil), 10)
	got, _ := s.Value("loglik")
	aic, _ := s.Value("AIC")
	bic, _ := s.Value("BIC")
	assertNear(t, "ln p(D|θ)", got, ll, 1e-9)
	assertNear(t, "AIC", aic, ll-11, 1e-9)
	assertNear(t, "BIC", bic, ll-0.5*11*math.Log(11), 1e-9)

	scores, err := CompareGenerative(separateSet, Basis{})
	if err != nil {
		t.Fatal(err)
	}
	wantM := map[string]int{"gauss-shared": 8, "gauss-separate": 11, "naive-bayes": 9}
	byID := map[string]ModelScore{}
	for _, sc := range scores {
		byID[sc.ID] = sc
		if sc.M != wantM[sc.ID] {
			t.Errorf("%s: M = %d, want %d", sc.ID, sc.M, wantM[sc.ID])
		}
		assertNear(t, sc.ID+" AIC", sc.AIC, sc.LogLik-float64(sc.M), 1e-12)
	}
	// The separate model contains the shared one, so its maximum likelihood
	// is at least as large.
	if byID["gauss-separate"].LogLik < byID["gauss-shared"].LogLik {
		t.Errorf("separate ln p %v < shared %v", byID["gauss-separate"].LogLik, byID["gauss-shared"].LogLik)
	}
	assertNear(t, "separate ln p", byID["gauss-separate"].LogLik, ll, 1e-9)
}

// TestGenerativeDegenerate: a class of one point, points on a line, and
// duplicates give finite models with a stated ridge. (Naive Bayes needs
// none for points on the line y = x: its variances are per feature, and
// those are not zero.)
func TestGenerativeDegenerate(t *testing.T) {
	sets := map[string]Dataset{
		"one point":  {Classes: 2, Points: []Point{{0, 0, 0}, {2, 2, 1}, {3, 1, 1}}},
		"on a line":  {Classes: 2, Points: []Point{{0, 0, 0}, {1, 1, 0}, {3, 3, 1}, {4, 4, 1}}},
		"duplicates": {Classes: 2, Points: []Point{{1, 1, 0}, {1, 1, 0}, {2, 2, 1}, {2, 2, 1}}},
	}
	for name, d := range sets {
		for _, id := range []string{"gauss-shared", "gauss-separate", "naive-bayes"} {
			s, _ := run(t, mustTrainer(t, id, d, Basis{}, nil), 10)
			for _, r := range s.Field.Rows {
				if !linalg.Finite(r) {
					t.Errorf("%s %s: rows %v", name, id, s.Field.Rows)
				}
			}
			if len(s.Notes) == 0 && !(name == "on a line" && id == "naive-bayes") {
				t.Errorf("%s %s: no note about the regularization", name, id)
			}
			if s.Mistakes != 0 {
				t.Errorf("%s %s: %d mistakes on separated points", name, id, s.Mistakes)
			}
		}
	}
}
