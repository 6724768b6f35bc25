package engine

import (
	"testing"
)

// overlap is a two-class set that no line separates, so maximum likelihood
// has a finite optimum.
var overlap = Dataset{Classes: 2, Points: []Point{
	{0, 0, 0}, {1, 0.5, 0}, {2, 1, 0}, {1.5, -0.5, 0}, {3, 2, 1},
	{2.5, 1.5, 1}, {4, 2, 1}, {3, 3, 1}, {1, 1, 1}, {3.5, 1, 0},
}}

// TestLogisticGradient compares ∇E with central finite differences
// (E(a + he_j) − E(a − he_j)) / 2h, whose error is O(h²) ≈ 1e-8 here.
func TestLogisticGradient(t *testing.T) {
	for _, alpha := range []float64{0, 0.5} {
		tr, _ := newLogistic(overlap, Basis{}, Settings{"eta": 1.0, "alpha": alpha, "tol": 1e-6, "maxSteps": 10.0})
		l := tr.(*logistic)
		l.a = []float64{0.3, -0.7, 0.4}
		l.objective()
		grad := append([]float64(nil), l.grad...)
		const h = 1e-4
		for j := range l.a {
			saved := l.a[j]
			l.a[j] = saved + h
			ep := l.objective()
			l.a[j] = saved - h
			em := l.objective()
			l.a[j] = saved
			assertNear(t, "∂E/∂a", grad[j], (ep-em)/(2*h), 1e-7)
		}
	}
}

// TestLogisticNoOptimum: on separable data with α = 0 the trainer reports
// that there is no finite optimum instead of claiming convergence.
func TestLogisticNoOptimum(t *testing.T) {
	s, _ := run(t, mustTrainer(t, "logistic", andGate, Basis{}, map[string]any{"eta": 5.0}), 100000)
	if s.Status != StatusNoOptimum {
		t.Fatalf("status %s (%s), want %s", s.Status, s.Reason, StatusNoOptimum)
	}
	// With a prior the optimum is finite and gradient descent reaches it.
	s, _ = run(t, mustTrainer(t, "logistic", andGate, Basis{}, map[string]any{"eta": 5.0, "alpha": 0.1}), 100000)
	if s.Status != StatusConverged {
		t.Fatalf("with α: status %s (%s)", s.Status, s.Reason)
	}
}
