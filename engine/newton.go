package engine

// The Newton (IRLS) core that logistic regression, softmax regression and
// the Laplace evidence share (Bishop §4.3.3, §4.3.4, §4.4; notes 003): a
// regularized objective E(w) that writes its gradient and Hessian, the
// step w ← w − tH⁻¹∇E solved by Cholesky with the smallest ridge that H
// needs, t halved while E would rise, the stopping rule ‖∇E‖/N < tol, and
// the Laplace approximation q(w) = N(w_MAP, H⁻¹), whose ln|H| and H⁻¹ are
// read from the same Cholesky factor.

import (
	"math"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// newtonSystem is what a Newton step on an objective E(w) reads and
// leaves: ∇E and H = ∇∇E at the current weights, the same at a trial
// point, the step δ, the Cholesky factor of H (+ a ridge), and the length
// of the last step. Logistic and softmax regression embed it, and
// LaplaceFit runs it to the optimum.
type newtonSystem struct {
	grad, hess   []float64 // ∇E and H, row-major, at the weights
	gradT, hessT []float64 // the same at the trial point
	trial, delta []float64
	chol         linalg.Cholesky // of H (+ a ridge)
	tlast        float64         // the length t of the last step, 1 for a full step
}

// newtonOutcome says how a Newton step went.
type newtonOutcome int

const (
	newtonTaken          newtonOutcome = iota
	newtonUnfactorizable               // H cannot be factorized even with a ridge
	newtonNotFinite                    // H⁻¹∇E is not finite
	newtonNoDecrease                   // even a tiny step does not decrease E (rounding)
)

// newtonObjective is an objective E that newtonStep minimizes: eval
// returns E at w and writes ∇E and H there. (An interface, which the
// trainers satisfy as they are, costs no allocation per step, as a method
// value would.)
type newtonObjective interface {
	eval(w, grad, hess []float64) float64
}

// alloc makes the system's vectors for n weights, and its matrices when
// hessian is set (a gradient method keeps ∇E only).
func (s *newtonSystem) alloc(n int, hessian bool) {
	s.grad, s.gradT, s.trial, s.delta = make([]float64, n), make([]float64, n), make([]float64, n), make([]float64, n)
	s.hess, s.hessT = nil, nil
	if hessian {
		s.hess, s.hessT = make([]float64, n*n), make([]float64, n*n)
	}
}

// newtonStep moves w to w − tH⁻¹∇E, t = 1 or halved until E does not
// increase (backtrack), where e is E(w) and obj.eval(w, grad, hess)
// returns E at w and writes ∇E and H there. H is factorized by
// factorRidge, the Cholesky of every model of the engine: with no ridge
// when H is definite and its condition number is below 10¹², and
// otherwise with the first ridge λI of the sequence λ = 10⁻¹⁰·tr(H)/n,
// growing tenfold, that makes it so; it returns λ (0 when none was
// needed). When the step is taken, grad and hess hold ∇E and H at the new
// weights and it returns E there; otherwise w, grad and hess stay as they
// were, and it returns e.
func (s *newtonSystem) newtonStep(w []float64, e float64, obj newtonObjective) (float64, float64, newtonOutcome) {
	ridge, err := factorRidge(s.hess, len(w), &s.chol)
	if err != nil {
		return e, 0, newtonUnfactorizable
	}
	if !s.chol.Solve(s.grad, 1, s.delta) && !linalg.Finite(s.delta) {
		return e, ridge, newtonNotFinite
	}
	t, et, ok := backtrack(w, s.delta, s.trial, e, func(w []float64) float64 { return obj.eval(w, s.gradT, s.hessT) })
	if !ok {
		return e, ridge, newtonNoDecrease
	}
	copy(w, s.trial)
	s.grad, s.gradT = s.gradT, s.grad
	s.hess, s.hessT = s.hessT, s.hess
	s.tlast = t
	return et, ridge, newtonTaken
}

// converged is the stopping rule of every method that keeps ∇E here:
// ‖∇E‖/N < tol, for N points.
func (s *newtonSystem) converged(n int, tol float64) bool {
	return linalg.Norm(s.grad)/float64(n) < tol
}

// convergedReason is the reason a trainer gives when converged stops it.
func convergedReason(tol float64) msg.Text {
	return msg.T("engine-gradient-converged", "tol", NumText(tol, -1))
}

// reason says why Newton's method cannot go on after a step with this
// outcome that was not taken, naming the Hessian by its symbol H
// (hessian "symbol") or in words ("word"), and quoting ‖∇E‖/N, gradNorm.
func (o newtonOutcome) reason(hessian string, gradNorm float64) msg.Text {
	switch o {
	case newtonUnfactorizable:
		return msg.T("engine-newton-unfactorizable", "hessian", hessian)
	case newtonNotFinite:
		return msg.T("engine-newton-not-finite")
	}
	return msg.T("engine-newton-rounding", "grad", NumText(gradNorm, 3))
}

// minimize takes Newton steps from w, where E is e and grad and hess hold
// ∇E and H, until the stopping rule holds for n points, no step decreases
// E any more, or maxSteps steps were taken. It returns E at the last
// weights, the number of steps taken, and the outcome of the last attempt:
// newtonTaken when it stopped on the rule or the step limit, and
// newtonNoDecrease when E is at the level of rounding.
func (s *newtonSystem) minimize(w []float64, e float64, obj newtonObjective, n int, tol float64, maxSteps int) (float64, int, newtonOutcome) {
	steps := 0
	for steps < maxSteps && !s.converged(n, tol) {
		et, _, out := s.newtonStep(w, e, obj)
		if out != newtonTaken {
			return e, steps, out
		}
		e = et
		steps++
	}
	return e, steps, newtonTaken
}

// laplace factorizes H at the current weights, as newtonStep does (with
// the same ridge, which it returns), and writes the covariance H⁻¹ of the
// Laplace approximation into cov (n×n, row-major) from the Cholesky factor
// U (H⁻¹ = U⁻¹U⁻ᵀ, by triangular solves), not by inverting H. After it,
// logDet gives ln|H| from the same factor. It reports false when H cannot
// be factorized or the covariance is not finite; an inverse that the
// condition number flags is still used when it is finite.
func (s *newtonSystem) laplace(cov []float64) (float64, bool) {
	ridge, err := factorRidge(s.hess, len(s.grad), &s.chol)
	if err != nil {
		return 0, false
	}
	if !s.chol.Inverse(cov) && !linalg.Finite(cov) {
		return ridge, false
	}
	return ridge, true
}

// logDet returns ln|H + λI| = 2 Σ ln Uᵢᵢ from the last factorization.
func (s *newtonSystem) logDet() float64 { return s.chol.LogDet() }

// penaltyHessian zeroes the n×n Hessian h and puts the penalty's
// curvature on its diagonal: λ, or λ₀ for a bias, the first of each row
// of m weights (λ₀ = λ when the bias is penalized, 0 when it is free).
func penaltyHessian(h []float64, n, m int, lambda, lambda0 float64) {
	for j := range h {
		h[j] = 0
	}
	for j := 0; j < n; j++ {
		h[j*n+j] = lambda
		if j%m == 0 {
			h[j*n+j] = lambda0
		}
	}
}

// backtrack halves a step t from 1 until w − t·δ, written into trial, does
// not raise the objective eval above e0 (up to rounding) and is finite. It
// returns t and the objective there, or false when no step down is left.
func backtrack(w, delta, trial []float64, e0 float64, eval func([]float64) float64) (float64, float64, bool) {
	for t := 1.0; t > 1e-10; t /= 2 {
		for j := range w {
			trial[j] = w[j] - t*delta[j]
		}
		if et := eval(trial); et <= e0+1e-13*math.Abs(e0) && linalg.Finite(trial) && !math.IsNaN(et) {
			return t, et, true
		}
	}
	return 0, 0, false
}
