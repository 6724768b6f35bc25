package engine

import (
	"math"
	"testing"
)

// objectiveFunc is a newtonObjective written as a function.
type objectiveFunc func(w, grad, hess []float64) float64

func (f objectiveFunc) eval(w, grad, hess []float64) float64 { return f(w, grad, hess) }

// quadratic returns E(w) = ½wᵀAw − bᵀw for the 2×2 row-major A, writing
// ∇E = Aw − b and H = A.
func quadratic(a, b []float64) objectiveFunc {
	return func(w, grad, hess []float64) float64 {
		e := 0.0
		for i := 0; i < 2; i++ {
			ai := a[2*i]*w[0] + a[2*i+1]*w[1]
			grad[i] = ai - b[i]
			e += 0.5*w[i]*ai - b[i]*w[i]
		}
		copy(hess, a)
		return e
	}
}

func newNewtonSystem(n int) *newtonSystem {
	return &newtonSystem{grad: make([]float64, n), hess: make([]float64, n*n), gradT: make([]float64, n),
		hessT: make([]float64, n*n), trial: make([]float64, n), delta: make([]float64, n)}
}

// TestNewtonStep: the Newton step that logistic and softmax regression
// share, on quadratics, where one full step lands on the minimum. For
// A = [[2, 1], [1, 3]] and b = (1, 2) from w = 0 the minimum is
// A⁻¹b = (1/5)(3·1 − 2, −1 + 2·2) = (0.2, 0.6) with E = −½bᵀA⁻¹b = −0.7
// and ∇E = 0. For the singular A = [[1, 1], [1, 1]] and b = (1, 1) it adds a
// ridge and still reaches the valley w₁ + w₂ = 1, where E = ½ − 1 = −0.5.
// An objective that never falls leaves w as it was.
func TestNewtonStep(t *testing.T) {
	s := newNewtonSystem(2)
	eval := quadratic([]float64{2, 1, 1, 3}, []float64{1, 2})
	w := []float64{0, 0}
	e0 := eval(w, s.grad, s.hess)
	e, ridge, out := s.newtonStep(w, e0, eval)
	if out != newtonTaken || ridge != 0 || s.tlast != 1 || math.Abs(w[0]-0.2) > 1e-15 || math.Abs(w[1]-0.6) > 1e-15 ||
		math.Abs(e+0.7) > 1e-15 || math.Abs(s.grad[0])+math.Abs(s.grad[1]) > 1e-15 {
		t.Errorf("outcome %d, ridge %g, t %g: w = %v, E = %v, ∇E = %v; want (0.2, 0.6), −0.7, 0", out, ridge, s.tlast, w, e, s.grad)
	}

	s = newNewtonSystem(2)
	eval = quadratic([]float64{1, 1, 1, 1}, []float64{1, 1})
	w = []float64{0, 0}
	e, ridge, out = s.newtonStep(w, eval(w, s.grad, s.hess), eval)
	if out != newtonTaken || !(ridge > 0) || math.Abs(w[0]+w[1]-1) > 1e-6 || math.Abs(e+0.5) > 1e-9 {
		t.Errorf("singular: outcome %d, ridge %g, w = %v, E = %v; want a ridge, w₁ + w₂ = 1, E = −0.5", out, ridge, w, e)
	}

	s = newNewtonSystem(2)
	flat := objectiveFunc(func(w, grad, hess []float64) float64 {
		grad[0], grad[1] = 1, 1
		copy(hess, []float64{1, 0, 0, 1})
		return 1 + math.Abs(w[0]) // lowest at w = (0, ·), where it starts
	})
	w = []float64{0, 0}
	if e, _, out := s.newtonStep(w, flat(w, s.grad, s.hess), flat); out != newtonNoDecrease || e != 1 || w[0] != 0 || w[1] != 0 {
		t.Errorf("no decrease: outcome %d, E %v, w %v; want newtonNoDecrease, 1, (0, 0)", out, e, w)
	}
}

// TestPenaltyHessian: the penalty's curvature on the diagonal, λ₀ for the
// first weight of each row of m = 3 (two rows here, as for softmax with
// K = 2), λ elsewhere, and every other entry cleared.
func TestPenaltyHessian(t *testing.T) {
	h := make([]float64, 36)
	for i := range h {
		h[i] = 9
	}
	penaltyHessian(h, 6, 3, 2, 0.5)
	for i := 0; i < 6; i++ {
		for j := 0; j < 6; j++ {
			want := 0.0
			if i == j {
				want = []float64{0.5, 2, 2, 0.5, 2, 2}[i]
			}
			if h[i*6+j] != want {
				t.Fatalf("H[%d][%d] = %v, want %v", i, j, h[i*6+j], want)
			}
		}
	}
}

// TestNewtonLaplaceGaussian: the core's Laplace approximation where it is
// exact. For E(w) = ½(w − μ)ᵀA(w − μ) + c, exp(−E) is an unnormalized
// Gaussian, and ln ∫exp(−E) dw = −c + (n/2) ln 2π − ½ ln|A| (the Gaussian
// integral), which is the Laplace estimate −E(w*) + (n/2) ln 2π − ½ ln|H|
// with w* = μ and H = A. With A = [[4, 2, 0], [2, 5, 1], [0, 1, 3]] by
// hand: |A| = 4(5·3 − 1) − 2(2·3 − 0) = 44 and A⁻¹ = adj(A)/44 with
// adj(A) = [[14, −6, 2], [−6, 12, −4], [2, −4, 16]]. From w = 0 Newton
// needs one step; the fit then reads w* = μ, E = c, ln|H| = ln 44 and
// H⁻¹ = adj(A)/44 from one Cholesky factor, with no ridge.
func TestNewtonLaplaceGaussian(t *testing.T) {
	a := []float64{4, 2, 0, 2, 5, 1, 0, 1, 3}
	mu := []float64{1, -2, 0.5}
	const c = 0.7
	gauss := objectiveFunc(func(w, grad, hess []float64) float64 {
		e := c
		for i := 0; i < 3; i++ {
			grad[i] = 0
			for j := 0; j < 3; j++ {
				grad[i] += a[3*i+j] * (w[j] - mu[j])
			}
			e += 0.5 * (w[i] - mu[i]) * grad[i]
		}
		if hess != nil {
			copy(hess, a)
		}
		return e
	})
	var s newtonSystem
	s.alloc(3, true)
	w := make([]float64, 3)
	e, steps, out := s.minimize(w, gauss(w, s.grad, s.hess), gauss, 1, 1e-12, 20)
	if out != newtonTaken || steps != 1 {
		t.Fatalf("outcome %d after %d steps; want newtonTaken after 1", out, steps)
	}
	for i := range mu {
		assertNear(t, "w*", w[i], mu[i], 1e-15)
	}
	assertNear(t, "E(w*)", e, c, 1e-15)
	cov := make([]float64, 9)
	ridge, ok := s.laplace(cov)
	if !ok || ridge != 0 {
		t.Fatalf("laplace: ok %v, ridge %g; want true, 0", ok, ridge)
	}
	adj := []float64{14, -6, 2, -6, 12, -4, 2, -4, 16}
	for i := range adj {
		assertNear(t, "H⁻¹", cov[i], adj[i]/44, 1e-15)
	}
	assertNear(t, "ln|H|", s.logDet(), math.Log(44), 1e-15)
	lnZ := -e + 1.5*math.Log(2*math.Pi) - 0.5*s.logDet()
	assertNear(t, "ln ∫exp(−E)", lnZ, -c+1.5*math.Log(2*math.Pi)-0.5*math.Log(44), 1e-15)
}

// TestNewtonOutcomeReason: the reasons the trainers give when Newton's
// method stops without a step, with the Hessian's name and ‖∇E‖/N as
// given.
func TestNewtonOutcomeReason(t *testing.T) {
	for _, c := range []struct {
		o    newtonOutcome
		want string
	}{
		{newtonUnfactorizable, "H could not be factorized even with a ridge, so Newton's method cannot go on"},
		{newtonNotFinite, "Newton's step H⁻¹∇E is not finite"},
		{newtonNoDecrease, "E no longer decreases along Newton's direction (rounding): ‖∇E‖/N = 2.5e-09"},
	} {
		if got := en(t, c.o.reason("symbol", 2.5e-9)); got != c.want {
			t.Errorf("outcome %d: %q, want %q", c.o, got, c.want)
		}
	}
}
