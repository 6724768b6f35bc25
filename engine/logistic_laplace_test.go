package engine

import (
	"math"
	"testing"
)

// laplaceRows returns the rows z_n = (1, φ(x_n)) of d in the basis b and
// the targets t_n of LaplaceFit: 1 for class 0, 0 for class 1.
func laplaceRows(d Dataset, b Basis) ([][]float64, []float64) {
	t := make([]float64, len(d.Points))
	for n, p := range d.Points {
		if p.Class == 0 {
			t[n] = 1
		}
	}
	return rowSlices(augmented(d, b)), t
}

// TestLaplaceFitIsTheTrainer: LaplaceFit, the fit behind the evidence, is
// the Bayesian trainer run to its stopping rule. On the same points, basis
// and prior (α = 0.5, the bias in the prior), the page's logistic-bayes
// trainer with tol = 10⁻¹⁰ ends on the same a_MAP and the same Laplace
// covariance H⁻¹, in the plane (the fast path, three weights) and with the
// quadratic basis (the reference loops, six weights). Both take Newton
// steps from a = 0 on the same objective with the same stopping rule, so
// they agree to the last bit today; the test allows rounding (10⁻¹²). The
// data are 200 points of two overlapping blobs (benchBlobs), where the
// optimum is finite and Newton converges in a few steps.
func TestLaplaceFitIsTheTrainer(t *testing.T) {
	d := benchBlobs(200, 2)
	for _, b := range []Basis{{}, {Kind: BasisPoly, Degree: 2}} {
		tr := mustTrainer(t, "logistic-bayes", d, b, map[string]any{"alpha": 0.5, "tol": 1e-10})
		s, steps := run(t, tr, 1000)
		if s.Status != StatusConverged {
			t.Fatalf("%s: the trainer did not converge: %s (%s)", b.Kind, s.Status, s.Reason)
		}
		z, tt := laplaceRows(d, b)
		fit, err := LaplaceFit(z, tt, 0.5)
		if err != nil {
			t.Fatalf("%s: %v", b.Kind, err)
		}
		if fit.Steps != steps || fit.Ridge != 0 {
			t.Errorf("%s: the fit took %d steps with ridge %g, the trainer %d with none", b.Kind, fit.Steps, fit.Ridge, steps)
		}
		for i, v := range s.Field.Rows[0] {
			assertNear(t, "a_MAP", fit.A[i], v, 1e-12)
		}
		for i, v := range s.Field.Cov {
			assertNear(t, "H⁻¹", fit.Cov[i], v, 1e-12)
		}
		// ln p(D|a_MAP) is the trainer's E less the prior's ½α‖a‖².
		prior := 0.0
		for _, v := range fit.A {
			prior += 0.5 * 0.5 * v * v
		}
		assertNear(t, "ln p(D|a_MAP)", fit.LogLik, -(s.Loss - prior), 1e-12)
	}
}

// TestLaplaceFitOneFeature: on a line, with z = (1, x), the fit against
// an independent computation written out for two weights: Newton's method
// with the 2×2 inverse by Cramer's rule and the logistic sigmoid by
// math.Exp, then A = Σ y(1 − y) zzᵀ + αI and its determinant
// a₀₀a₁₁ − a₀₁², its inverse adj(A)/|A|, and ln p(D|a) = Σ ln σ(±aᵀz).
// Six points (x = −2, −1, −0.5, 0.5, 1, 2), t = 1 at −1, 0.5 and 2:
// overlapping, so a_MAP stays near the origin for α = 0.3.
func TestLaplaceFitOneFeature(t *testing.T) {
	xs := []float64{-2, -1, -0.5, 0.5, 1, 2}
	ts := []float64{0, 1, 0, 1, 0, 1}
	const alpha = 0.3
	z := make([][]float64, len(xs))
	for n, x := range xs {
		z[n] = []float64{1, x}
	}
	fit, err := LaplaceFit(z, ts, alpha)
	if err != nil {
		t.Fatal(err)
	}
	// The independent fit: 50 full Newton steps from 0 (it converges in
	// under ten, the gradient then at rounding).
	var a [2]float64
	hessian := func(a [2]float64) (g [2]float64, h [3]float64) {
		g = [2]float64{alpha * a[0], alpha * a[1]}
		h = [3]float64{alpha, 0, alpha} // A₀₀, A₀₁, A₁₁
		for n, x := range xs {
			y := 1 / (1 + math.Exp(-(a[0] + a[1]*x)))
			g[0] += y - ts[n]
			g[1] += (y - ts[n]) * x
			r := y * (1 - y)
			h[0] += r
			h[1] += r * x
			h[2] += r * x * x
		}
		return g, h
	}
	for i := 0; i < 50; i++ {
		g, h := hessian(a)
		det := h[0]*h[2] - h[1]*h[1]
		a[0] -= (h[2]*g[0] - h[1]*g[1]) / det
		a[1] -= (h[0]*g[1] - h[1]*g[0]) / det
	}
	g, h := hessian(a)
	if math.Hypot(g[0], g[1]) > 1e-14 {
		t.Fatalf("the independent Newton did not converge: ∇E = %v", g)
	}
	det := h[0]*h[2] - h[1]*h[1]
	logLik := 0.0
	for n, x := range xs {
		s := a[0] + a[1]*x
		if ts[n] == 0 {
			s = -s
		}
		logLik += math.Log(1 / (1 + math.Exp(-s)))
	}
	assertNear(t, "a₀", fit.A[0], a[0], 1e-12)
	assertNear(t, "a₁", fit.A[1], a[1], 1e-12)
	assertNear(t, "ln|A|", fit.LogDetA, math.Log(det), 1e-12)
	assertNear(t, "ln p(D|a_MAP)", fit.LogLik, logLik, 1e-12)
	for i, want := range []float64{h[2] / det, -h[1] / det, -h[1] / det, h[0] / det} {
		assertNear(t, "A⁻¹", fit.Cov[i], want, 1e-12)
	}
}

// TestLaplaceFitRefuses: the fit needs a positive, finite prior precision,
// points, rows of one length and targets 1 or 0.
func TestLaplaceFitRefuses(t *testing.T) {
	z := [][]float64{{1, 0.5}, {1, -0.5}}
	for _, c := range []struct {
		name  string
		z     [][]float64
		t     []float64
		alpha float64
	}{
		{"α = 0", z, []float64{1, 0}, 0},
		{"α = +Inf", z, []float64{1, 0}, math.Inf(1)},
		{"α = NaN", z, []float64{1, 0}, math.NaN()},
		{"no points", nil, nil, 1},
		{"fewer targets", z, []float64{1}, 1},
		{"ragged rows", [][]float64{{1, 0.5}, {1}}, []float64{1, 0}, 1},
		{"no weights", [][]float64{{}, {}}, []float64{1, 0}, 1},
		{"a NaN row", [][]float64{{1, math.NaN()}, {1, 0}}, []float64{1, 0}, 1},
		{"a target of ½", z, []float64{1, 0.5}, 1},
	} {
		if _, err := LaplaceFit(c.z, c.t, c.alpha); err == nil {
			t.Errorf("%s: no error", c.name)
		}
	}
}
