package engine

// Logistic regression's part in the Newton core (newton.go): its Newton
// step (IRLS) and, for the Bayesian model, the Laplace covariance behind
// the probit field.

import (
	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// laplace computes Cov = H⁻¹ for the probit field from a Cholesky
// factorization of H (newtonSystem.laplace).
func (l *logistic) laplace() {
	if !l.bayes {
		return
	}
	m := len(l.a)
	l.covNote = msg.Text{}
	if len(l.cov) != m*m {
		l.cov = make([]float64, m*m)
	}
	ridge, ok := l.newtonSystem.laplace(l.cov)
	if !ok {
		// Unreachable with α > 0 in exact arithmetic; keep a finite field.
		l.cov = make([]float64, m*m)
		l.covNote = msg.T("engine-laplace-unfactorizable")
		return
	}
	if ridge > 0 {
		l.covNote = msg.T("engine-laplace-ridge", "lambda", NumText(ridge, 3))
	}
}

// newtonStep moves a to a − tH⁻¹∇E, with t = 1 or halved until E does not
// increase, and leaves E, ∇E and H (and the Laplace covariance) at the new
// weights. When no step can be taken it leaves a where it was and returns
// the reason: even a tiny step does not decrease E (the gradient is at the
// level of rounding), or H cannot be factorized.
func (l *logistic) newtonStep() (stuck msg.Text) {
	mis, unsep := l.mis, l.unsep // eval counts them at every trial point
	e, ridge, outcome := l.newtonSystem.newtonStep(l.a, l.e, l)
	l.stepNote = msg.Text{}
	if ridge > 0 {
		l.stepNote = msg.T("engine-logistic-newton-ridge", "lambda", NumText(ridge, 3))
	}
	if outcome == newtonTaken {
		l.e = e
		l.laplace()
		return msg.Text{}
	}
	l.mis, l.unsep = mis, unsep
	return outcome.reason("symbol", linalg.Norm(l.grad)/float64(l.z.Len()))
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
