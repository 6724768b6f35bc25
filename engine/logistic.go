package engine

import (
	"fmt"
	"math"
)

// discriminativeSpecs returns the probabilistic discriminative models.
func discriminativeSpecs() []Spec {
	return []Spec{logisticSpec()}
}

func logisticSpec() Spec {
	return Spec{
		ID:      "logistic",
		Name:    "Logistic regression",
		Family:  FamilyDiscriminative,
		Summary: "Model p(C₁|x) = σ(wᵀx + w₀) and minimize the cross-entropy E(w) = −Σ [t ln y + (1−t) ln(1−y)] by gradient steps.",
		Help: "Targets t = 1 for class 1 and t = 0 for class 2; z = (1, x) and a = (w₀, w). ∇E = Σ (y_n − t_n) z_n. " +
			"A batch gradient step is a ← a − (η/N) ∇E, so η does not depend on the number of points. " +
			"With a Gaussian prior of precision α on the weights (MAP), E gains ½ α ‖a‖². " +
			"On separable data and α = 0 the likelihood grows without bound as ‖w‖ → ∞: there is no finite optimum, and the page says so.",
		Params: []Param{
			logParam("eta", "Learning rate η", 0.001, 100, 1, "Step size of the gradient step a ← a − (η/N)∇E."),
			floatParam("alpha", "Prior precision α", 0, 100, 0, "Precision of the Gaussian prior N(a | 0, α⁻¹I); 0 gives maximum likelihood."),
			logParam("tol", "Tolerance", 1e-12, 1e-1, 1e-6, "Stop when ‖∇E‖/N falls below this."),
			intParam("maxSteps", "Step limit", 1, 1_000_000, 20000, "Training stops after this many steps."),
		},
		Binary:    true,
		Iterative: true,
		new:       newLogistic,
	}
}

// logistic is two-class logistic regression (Bishop §4.3.2).
type logistic struct {
	binaryBase
	eta, alpha, tol float64
	maxSteps        int
	grad            []float64
}

func newLogistic(d Dataset, b Basis, s Settings) (Trainer, error) {
	l := &logistic{
		binaryBase: newBinaryBase(d, b),
		eta:        s.Float("eta"),
		alpha:      s.Float("alpha"),
		tol:        s.Float("tol"),
		maxSteps:   s.Int("maxSteps"),
	}
	l.link = LinkLogistic
	l.grad = make([]float64, len(l.a))
	return l, nil
}

// objective returns E(a) and writes ∇E into l.grad. It uses the stable form
// ln(1 + e^{−m}) of the cross-entropy of a point with margin m = y aᵀz.
func (l *logistic) objective() float64 {
	for j := range l.grad {
		l.grad[j] = l.alpha * l.a[j]
	}
	e := 0.5 * l.alpha * dot(l.a, l.a)
	for n, z := range l.z {
		act := dot(l.a, z)
		t := (l.y[n] + 1) / 2
		yn := Sigmoid(act)
		m := l.y[n] * act
		if m > 0 {
			e += math.Log1p(math.Exp(-m))
		} else {
			e += -m + math.Log1p(math.Exp(m))
		}
		for j, v := range z {
			l.grad[j] += (yn - t) * v
		}
	}
	return e
}

func (l *logistic) Step() (Snapshot, error) {
	if l.status.Stopped() || len(l.z) == 0 {
		return l.Snapshot(), nil
	}
	n := float64(len(l.z))
	l.objective()
	for j := range l.a {
		l.a[j] -= l.eta / n * l.grad[j]
	}
	l.upd++
	l.step++
	e := l.objective()
	switch {
	case !finite(l.a):
		return l.Snapshot(), fmt.Errorf("the weights are no longer finite; lower the learning rate")
	case norm(l.grad)/n < l.tol:
		l.stop(StatusConverged, fmt.Sprintf("‖∇E‖/N < %g", l.tol))
	case l.alpha == 0 && l.separates():
		l.stop(StatusNoOptimum, "the weights separate the classes, so E(w) keeps falling as ‖w‖ grows: "+
			"maximum likelihood has no finite optimum on separable data. Add a prior (α > 0) for a finite answer.")
	case l.step >= l.maxSteps:
		l.stop(StatusStepLimit, fmt.Sprintf("stopped after %d steps", l.step))
	}
	return l.snapshotAt(e), nil
}

// separates reports whether every point lies strictly on its own side.
func (l *logistic) separates() bool {
	for n := range l.z {
		if l.margin(n) <= 0 {
			return false
		}
	}
	return true
}

func (l *logistic) Snapshot() Snapshot { return l.snapshotAt(l.objective()) }

// snapshotAt builds the snapshot for the objective value e, with l.grad
// already holding ∇E at the current weights.
func (l *logistic) snapshotAt(e float64) Snapshot {
	n := math.Max(float64(len(l.z)), 1)
	return l.snap(e, "cross-entropy E(w)", Value{Key: "gradNorm", Label: "‖∇E‖/N", V: norm(l.grad) / n})
}
