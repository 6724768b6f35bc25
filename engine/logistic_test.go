package engine

import (
	"math"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"
	"hyperplane/engine/internal/linalg"
)

// overlap is a two-class set whose classes interleave. A line separates
// them, narrowly: h = 0.65 + 0.2x − y is positive on every point of class 1
// and negative on every point of class 2 (nearest are (2, 1) with h = 0.05
// and (1, 1) with h = −0.15), so maximum-likelihood logistic regression
// has no finite optimum on it.
var overlap = Dataset{Classes: 2, Points: []Point{
	{0, 0, 0}, {1, 0.5, 0}, {2, 1, 0}, {1.5, -0.5, 0}, {3, 2, 1},
	{2.5, 1.5, 1}, {4, 2, 1}, {3, 3, 1}, {1, 1, 1}, {3.5, 1, 0},
}}

// mixed is overlap with one more point of class 2 at (0.8, 0), inside the
// triangle (0, 0), (1.5, −0.5), (1, 0.5) of class-1 points (near its
// centroid (0.83, 0)). A line with those three on its positive side has
// the whole triangle there, so no line separates mixed, and maximum
// likelihood has a finite optimum.
var mixed = Dataset{Classes: 2, Points: append(append([]Point(nil), overlap.Points...), Point{0.8, 0, 1})}

// settingsFor resolves the parameters p of the algorithm id, as its
// constructor gets them (without the multi-class strategy).
func settingsFor(t *testing.T, id string, p map[string]any) Settings {
	t.Helper()
	spec, ok := Lookup(id)
	if !ok {
		t.Fatalf("no algorithm %s", id)
	}
	s, _, err := spec.settings(p)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// typedFor returns the parameters p of the algorithm id decoded into the
// settings struct T of its constructor.
func typedFor[T any](t *testing.T, id string, p map[string]any) T {
	t.Helper()
	var s T
	if err := settingsFor(t, id, p).decode(&s); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestLogisticGradient compares ∇E and H = ∇∇E with central finite
// differences (E(a + he_j) − E(a − he_j)) / 2h of E and of ∇E, whose error
// is O(h²) ≈ 1e-8 here.
func TestLogisticGradient(t *testing.T) {
	for _, alpha := range []float64{0, 0.5} {
		l, err := newLogisticTrainer(overlap, Basis{}, typedFor[logisticSettings](t, "logistic", map[string]any{"alpha": alpha, "method": "newton"}), false)
		if err != nil {
			t.Fatal(err)
		}
		m := 3
		a := []float64{0.3, -0.7, 0.4}
		grad, hess := make([]float64, m), make([]float64, m*m)
		l.eval(a, grad, hess)
		const h = 1e-4
		gp, gm := make([]float64, m), make([]float64, m)
		for j := range a {
			saved := a[j]
			a[j] = saved + h
			ep := l.eval(a, gp, nil)
			a[j] = saved - h
			em := l.eval(a, gm, nil)
			a[j] = saved
			assertNear(t, "∂E/∂a", grad[j], (ep-em)/(2*h), 1e-7)
			for i := 0; i < m; i++ {
				assertNear(t, "∂²E/∂a∂a", hess[i*m+j], (gp[i]-gm[i])/(2*h), 1e-7)
			}
		}
	}
}

// naiveLogisticGrad returns ∇E = Σ (σ(aᵀz_n) − t_n) z_n + α a for d in the
// plane, written out independently of the trainer.
func naiveLogisticGrad(d Dataset, a []float64, alpha float64) []float64 {
	g := []float64{alpha * a[0], alpha * a[1], alpha * a[2]}
	for _, p := range d.Points {
		z := []float64{1, p.X, p.Y}
		y := 1 / (1 + math.Exp(-(a[0] + a[1]*p.X + a[2]*p.Y)))
		tn := 0.0
		if p.Class == 0 {
			tn = 1
		}
		for j := range g {
			g[j] += (y - tn) * z[j]
		}
	}
	return g
}

// TestLogisticNoOptimum: on separable data with α = 0 every method reports
// that there is no finite optimum instead of claiming convergence; with a
// prior the optimum is finite and the batch and Newton methods reach it.
func TestLogisticNoOptimum(t *testing.T) {
	for _, method := range []string{"gradient", "sgd", "newton"} {
		s, _ := run(t, mustTrainer(t, "logistic", andGate, Basis{}, map[string]any{"eta": 5.0, "method": method}), 100000)
		if s.Status != StatusNoOptimum {
			t.Errorf("%s: status %s (%s), want %s", method, s.Status, s.Reason, StatusNoOptimum)
		}
	}
	for _, method := range []string{"gradient", "newton"} {
		s, _ := run(t, mustTrainer(t, "logistic", andGate, Basis{}, map[string]any{"eta": 5.0, "alpha": 0.1, "method": method}), 100000)
		if s.Status != StatusConverged {
			t.Fatalf("%s with α: status %s (%s)", method, s.Status, s.Reason)
		}
	}
}

// TestLogisticMethodsAgree: Newton's method (IRLS) and batch gradient
// descent reach the same optimum, where the naive gradient vanishes, with
// a prior (α = 0.5) and without one on overlapping data (α = 0, where the
// optimum is finite because no line separates the classes of mixed);
// stochastic gradient descent comes near it with a prior.
func TestLogisticMethodsAgree(t *testing.T) {
	for _, alpha := range []float64{0.5, 0} {
		newton, steps := run(t, mustTrainer(t, "logistic", mixed, Basis{},
			map[string]any{"alpha": alpha, "method": "newton", "tol": 1e-12}), 1000)
		if newton.Status != StatusConverged || steps > 20 {
			t.Fatalf("α = %g: Newton %s after %d steps (%s)", alpha, newton.Status, steps, newton.Reason)
		}
		a := newton.Field.Rows[0]
		for j, g := range naiveLogisticGrad(mixed, a, alpha) {
			assertNear(t, "∇E at Newton's optimum", g, 0, 1e-10)
			_ = j
		}
		grad, _ := run(t, mustTrainer(t, "logistic", mixed, Basis{},
			map[string]any{"alpha": alpha, "method": "gradient", "eta": 1.0, "tol": 1e-11, "maxSteps": 1e6}), 2_000_000)
		if grad.Status != StatusConverged {
			t.Fatalf("α = %g: gradient %s (%s)", alpha, grad.Status, grad.Reason)
		}
		// E is strongly convex near the optimum, so ‖∇E‖/N < 1e-11 puts the
		// weights within ~1e-9 of it.
		for j := range a {
			assertNear(t, "gradient descent = Newton", grad.Field.Rows[0][j], a[j], 1e-7)
		}
		// Stochastic gradient with η_k = η/epoch: after 20000 epochs its
		// weights are near the optimum, but only to about 1e-2 (its noise
		// decays like the rate).
		sgd, _ := run(t, mustTrainer(t, "logistic", mixed, Basis{},
			map[string]any{"alpha": alpha, "method": "sgd", "eta": 0.5, "schedule": "epoch", "unit": "epoch", "maxSteps": 20000.0}), 100000)
		if alpha == 0 {
			continue // without a prior the optimum's weights are large, and η/epoch decays too fast to reach them
		}
		if !sgd.Status.Stopped() || sgd.Status == StatusNoOptimum {
			t.Fatalf("α = %g: sgd %s (%s)", alpha, sgd.Status, sgd.Reason)
		}
		for j := range a {
			if d := math.Abs(sgd.Field.Rows[0][j] - a[j]); d > 0.05*(1+math.Abs(a[j])) {
				t.Errorf("α = %g: sgd weight %d = %v, optimum %v", alpha, j, sgd.Field.Rows[0][j], a[j])
			}
		}
	}
}

// TestLogisticDegenerate: collinear points and duplicates make H = ΦᵀRΦ
// singular for Newton's method with α = 0; a ridge is added and noted, and
// everything stays finite. A class of one point is separable: no finite
// optimum without a prior, a finite one with it.
func TestLogisticDegenerate(t *testing.T) {
	collinear := Dataset{Classes: 2, Points: []Point{{0, 0, 0}, {1, 1, 1}, {2, 2, 0}, {3, 3, 1}, {4, 4, 0}, {5, 5, 1}}}
	duplicates := Dataset{Classes: 2, Points: []Point{{1, 1, 0}, {1, 1, 1}, {1, 1, 0}, {2, 2, 1}, {2, 2, 0}}}
	for name, d := range map[string]Dataset{"collinear": collinear, "duplicates": duplicates} {
		s, _ := run(t, mustTrainer(t, "logistic", d, Basis{}, map[string]any{"method": "newton"}), 1000)
		if !s.Status.Stopped() || !linalg.Finite(s.Field.Rows[0]) || !linalg.Finite([]float64{s.Loss}) {
			t.Errorf("%s: %s, row %v, loss %v", name, s.Status, s.Field.Rows[0], s.Loss)
		}
		if !strings.Contains(strings.Join(enAll(t, s.Notes), " "), "singular") {
			t.Errorf("%s: notes %v do not mention the singular H", name, s.Notes)
		}
	}
	one := Dataset{Classes: 2, Points: []Point{{0, 0, 0}, {1, 0.5, 0}, {0.5, 1, 0}, {3, 3, 1}}}
	for _, method := range []string{"gradient", "sgd", "newton"} {
		s, _ := run(t, mustTrainer(t, "logistic", one, Basis{}, map[string]any{"method": method}), 100000)
		if s.Status != StatusNoOptimum || !linalg.Finite(s.Field.Rows[0]) {
			t.Errorf("one point, %s: %s, %v", method, s.Status, s.Field.Rows[0])
		}
		s, _ = run(t, mustTrainer(t, "logistic-bayes", one, Basis{}, map[string]any{"method": method, "maxSteps": 2000.0, "schedule": "epoch"}), 1_000_000)
		if !s.Status.Stopped() || s.Status == StatusNoOptimum || !linalg.Finite(s.Field.Cov) || s.Mistakes != 0 {
			t.Errorf("one point, Bayes, %s: %s, cov %v, %d mistakes", method, s.Status, s.Field.Cov, s.Mistakes)
		}
	}
}

// TestKappa checks κ(σ²) = (1 + πσ²/8)^(−1/2) (Bishop eq. 4.154) at
// values worked by hand: κ(0) = 1, κ(8/π) = 1/√2, κ(24/π) = 1/2.
func TestKappa(t *testing.T) {
	assertNear(t, "κ(0)", kappa(0), 1, 1e-15)
	assertNear(t, "κ(8/π)", kappa(8/math.Pi), 1/math.Sqrt2, 1e-15)
	assertNear(t, "κ(24/π)", kappa(24/math.Pi), 0.5, 1e-15)
}

// TestLogisticBayesPredictive: the Laplace covariance is H⁻¹ for the
// Hessian computed naively at a_MAP; σ_a² = zᵀH⁻¹z grows along a ray away
// from the data; at the data mean the predictive probability σ(κμ_a) is
// close to the MAP σ(μ_a), and far away it is closer to ½ than the MAP one.
func TestLogisticBayesPredictive(t *testing.T) {
	alpha := 1.0
	tr := mustTrainer(t, "logistic-bayes", mixed, Basis{}, map[string]any{"alpha": alpha, "tol": 1e-12})
	s, _ := run(t, tr, 1000)
	if s.Status != StatusConverged || s.Field.Link != LinkProbit {
		t.Fatalf("status %s (%s), link %s", s.Status, s.Reason, s.Field.Link)
	}
	a := s.Field.Rows[0]
	// H = Σ y(1−y) z zᵀ + αI, naively; H·Cov must be I.
	var h mat.Dense
	h.ReuseAs(3, 3)
	for _, p := range mixed.Points {
		z := []float64{1, p.X, p.Y}
		y := 1 / (1 + math.Exp(-(a[0] + a[1]*p.X + a[2]*p.Y)))
		for i := 0; i < 3; i++ {
			for j := 0; j < 3; j++ {
				h.Set(i, j, h.At(i, j)+y*(1-y)*z[i]*z[j])
			}
		}
	}
	for i := 0; i < 3; i++ {
		h.Set(i, i, h.At(i, i)+alpha)
	}
	var prod mat.Dense
	prod.Mul(&h, mat.NewDense(3, 3, s.Field.Cov))
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			want := 0.0
			if i == j {
				want = 1
			}
			assertNear(t, "H·Cov", prod.At(i, j), want, 1e-10)
		}
	}
	// σ_a² along the ray from the data mean in the direction (1, −2): it
	// grows with the distance.
	mx, my := 0.0, 0.0
	for _, p := range mixed.Points {
		mx += p.X / float64(len(mixed.Points))
		my += p.Y / float64(len(mixed.Points))
	}
	variance := func(x, y float64) float64 {
		z := []float64{1, x, y}
		v := 0.0
		for i := 0; i < 3; i++ {
			for j := 0; j < 3; j++ {
				v += z[i] * s.Field.Cov[i*3+j] * z[j]
			}
		}
		return v
	}
	prev := variance(mx, my)
	for _, r := range []float64{1, 2, 5, 10, 50} {
		v := variance(mx+r, my-2*r)
		if !(v > prev) {
			t.Errorf("σ_a² = %v at distance %v is not larger than %v", v, r, prev)
		}
		prev = v
	}
	m := tr.Model()
	sc := make([]float64, 2)
	for _, c := range []struct {
		x, y float64
		far  bool
	}{{mx, my, false}, {mx + 30, my - 60, true}} {
		mu := a[0] + a[1]*c.x + a[2]*c.y
		s2 := variance(c.x, c.y)
		pred := m.Scores(c.x, c.y, sc)[0]
		assertNear(t, "p(C₁|x) = σ(κ(σ²)μ)", pred, Sigmoid(mu/math.Sqrt(1+math.Pi*s2/8)), 1e-12)
		mapP := Sigmoid(mu)
		if !c.far && math.Abs(pred-mapP) > 0.02 {
			t.Errorf("at the data mean: predictive %v, MAP %v", pred, mapP)
		}
		if c.far && !(math.Abs(pred-0.5) < math.Abs(mapP-0.5)-0.05) {
			t.Errorf("far away: predictive %v is not nearer ½ than the MAP %v", pred, mapP)
		}
	}
	// The boundary is the MAP boundary: the same rows as MAP logistic
	// regression with the same α.
	mp, _ := run(t, mustTrainer(t, "logistic", mixed, Basis{}, map[string]any{"alpha": alpha, "method": "newton", "tol": 1e-12}), 1000)
	for j := range a {
		assertNear(t, "a_MAP", a[j], mp.Field.Rows[0][j], 1e-10)
	}
}

// TestLogisticSmoke runs every method of logistic regression, plain and
// Bayesian, on threeBlobs (through the one-versus-rest wrapper) to a
// stopped status with finite rows. Stochastic gradient never meets the
// gradient rule here and runs to its limit, which counts epochs (3,000
// were 99,000 steps and 8 of the package's seconds): it gets 300.
func TestLogisticSmoke(t *testing.T) {
	for _, id := range []string{"logistic", "logistic-bayes"} {
		for _, method := range []string{"gradient", "sgd", "newton"} {
			for _, b := range []Basis{{}, {Kind: BasisPoly, Degree: 2}} {
				limit := 3000.0
				if method == "sgd" {
					limit = 300
				}
				p := map[string]any{"method": method, "alpha": 0.1, "maxSteps": limit}
				s, steps := run(t, mustTrainer(t, id, threeBlobs, b, p), 1_000_000)
				if !s.Status.Stopped() || s.Status == StatusNoOptimum {
					t.Errorf("%s %s %+v: %s after %d steps (%s)", id, method, b, s.Status, steps, s.Reason)
				}
				if err := s.Field.Validate(); err != nil || len(s.Field.Rows) != 3 {
					t.Errorf("%s %s: field %v", id, method, err)
				}
				if b.IsLinear() && s.Mistakes != 0 {
					t.Errorf("%s %s: %d mistakes on separated blobs", id, method, s.Mistakes)
				}
			}
		}
	}
}
