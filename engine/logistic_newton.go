package engine

// Newton's method (IRLS) for logistic regression, and the Laplace
// approximation of the posterior behind the Bayesian predictive field.

import (
	"fmt"
	"math"
)

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
	if err != nil || (!l.chol.inverse(l.cov) && !finite(l.cov)) {
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
	ridge, err := factorRidge(l.hess, len(l.a), &l.chol)
	l.stepNote = ""
	if err != nil {
		return "H could not be factorized even with a ridge, so Newton's method cannot go on"
	}
	if ridge > 0 {
		l.stepNote = fmt.Sprintf("H = ΦᵀRΦ + αI is singular (collinear points, or α = 0 with saturated points); "+
			"Newton's step solved (H + λI)δ = ∇E with λ = %.3g", ridge)
	}
	if !l.chol.solve(l.grad, 1, l.delta) && !finite(l.delta) {
		return "Newton's step H⁻¹∇E is not finite"
	}
	e0, mis, unsep := l.e, l.mis, l.unsep
	if t, et, ok := backtrack(l.a, l.delta, l.trial, e0, func(w []float64) float64 { return l.eval(w, l.gradT, l.hessT) }); ok {
		copy(l.a, l.trial)
		l.e = et
		l.grad, l.gradT = l.gradT, l.grad
		l.hess, l.hessT = l.hessT, l.hess
		l.tlast = t
		l.laplace()
		return ""
	}
	l.mis, l.unsep = mis, unsep
	return fmt.Sprintf("E no longer decreases along Newton's direction (rounding): ‖∇E‖/N = %.3g", norm(l.grad)/float64(len(l.z)))
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
		if et := eval(trial); et <= e0+1e-13*math.Abs(e0) && finite(trial) && !math.IsNaN(et) {
			return t, et, true
		}
	}
	return 0, 0, false
}
