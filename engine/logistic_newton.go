package engine

// Newton's method on a penalized cross-entropy, which logistic and
// softmax regression share; for logistic regression (IRLS), the Laplace
// approximation of the posterior behind the Bayesian predictive field.

import (
	"fmt"
	"math"

	"hyperplane/engine/internal/linalg"
)

// newtonSystem is what a Newton step on an objective E(w) reads and
// leaves: ∇E and H = ∇∇E at the current weights, the same at a trial
// point, the step δ, the Cholesky factor of H (+ a ridge), and the length
// of the last step. Logistic and softmax regression embed it.
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

// newtonStep moves w to w − tH⁻¹∇E, t = 1 or halved until E does not
// increase (backtrack), where e is E(w) and obj.eval(w, grad, hess)
// returns E at w and writes ∇E and H there. H is factorized by factorRidge, with the
// smallest ridge λI that makes it factorizable, which it returns (0 when
// none was needed). When the step is taken, grad and hess hold ∇E and H at
// the new weights and it returns E there; otherwise w, grad and hess stay
// as they were, and it returns e.
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

// laplace computes Cov = H⁻¹ for the probit field from a Cholesky
// factorization of H.
func (l *logistic) laplace() {
	if !l.bayes {
		return
	}
	m := len(l.a)
	ridge, err := factorRidge(l.hess, m, &l.chol)
	l.covNote = ""
	if len(l.cov) != m*m {
		l.cov = make([]float64, m*m)
	}
	// An inverse that Dpotri or the condition number flags is still used
	// when it is finite.
	if err != nil || (!l.chol.Inverse(l.cov) && !linalg.Finite(l.cov)) {
		// Unreachable with α > 0 in exact arithmetic; keep a finite field.
		l.cov = make([]float64, m*m)
		l.covNote = "H could not be factorized: the predictive variance is shown as 0"
		return
	}
	if ridge > 0 {
		l.covNote = fmt.Sprintf("H is ill-conditioned; H + λI with λ = %.3g was inverted for the Laplace covariance", ridge)
	}
}

// newtonStep moves a to a − tH⁻¹∇E, with t = 1 or halved until E does not
// increase, and leaves E, ∇E and H (and the Laplace covariance) at the new
// weights. When no step can be taken it leaves a where it was and returns
// the reason: even a tiny step does not decrease E (the gradient is at the
// level of rounding), or H cannot be factorized.
func (l *logistic) newtonStep() (stuck string) {
	mis, unsep := l.mis, l.unsep // eval counts them at every trial point
	e, ridge, outcome := l.newtonSystem.newtonStep(l.a, l.e, l)
	l.stepNote = ""
	if ridge > 0 {
		l.stepNote = fmt.Sprintf("H = ΦᵀRΦ + αI is singular (collinear points, or α = 0 with saturated points); "+
			"Newton's step solved (H + λI)δ = ∇E with λ = %.3g", ridge)
	}
	switch outcome {
	case newtonTaken:
		l.e = e
		l.laplace()
		return ""
	case newtonUnfactorizable:
		return "H could not be factorized even with a ridge, so Newton's method cannot go on"
	case newtonNotFinite:
		return "Newton's step H⁻¹∇E is not finite"
	}
	l.mis, l.unsep = mis, unsep
	return fmt.Sprintf("E no longer decreases along Newton's direction (rounding): ‖∇E‖/N = %.3g", linalg.Norm(l.grad)/float64(len(l.z)))
}

// field returns the decision function, with the Laplace covariance for the
// probit link.
func (l *logistic) field() Field {
	f := l.binaryBase.field()
	if l.bayes {
		f.Cov = append([]float64(nil), l.cov...)
	}
	return f
}

// Model implements Trainer.
func (l *logistic) Model() Model { return NewFieldModel(l.field(), 2) }

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
