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
