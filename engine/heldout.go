package engine

import "math"

// TestScore is how a model does on the held-out points.
type TestScore struct {
	N        int `json:"n"`
	Mistakes int `json:"mistakes"`
	// Loss is the method's criterion evaluated on the test points
	// (HeldOutLoss); NaN where the criterion is not a sum over points.
	Loss float64 `json:"loss"`
}

// Accuracy returns the fraction of test points the model assigns to their
// own class, or 0 when there are none.
func (t *TestScore) Accuracy() float64 {
	if t == nil || t.N == 0 {
		return 0
	}
	return float64(t.N-t.Mistakes) / float64(t.N)
}

// Score returns the TestScore of the field f on test: the points that f
// does not assign to their class and, when the trainer t that made f
// states its criterion on other points (HeldOut), that criterion there.
// f may be any snapshot's field of t, not only the current one.
func Score(t Trainer, f *Field, test Dataset) *TestScore {
	s := &TestScore{N: len(test.Points), Loss: math.NaN()}
	if len(f.Rows) == 0 {
		s.Mistakes = s.N
		return s
	}
	s.Mistakes = Mistakes(f, test)
	if h, ok := t.(HeldOut); ok {
		if l, ok := h.HeldOutLoss(f, test); ok {
			s.Loss = l
		}
	}
	return s
}

// HeldOut is a trainer that evaluates its criterion, the one that its
// snapshots' Loss holds on the training points, at a field of its own
// (any snapshot's) over other points. Each method states the formula once,
// for both:
//
//	perceptron, dual perceptron:  Σ_{yₙhₙ ≤ b} (b − yₙhₙ)
//	batch perceptron:             Σ_{yₙhₙ ≤ 0} (−yₙhₙ)
//	Fausett's perceptron:         Σ_{yₙhₙ ≤ θ} (θ − yₙhₙ)
//	least squares:                ½ Σₙ Σₖ (hₖ(xₙ) − tₙₖ)²
//	relaxation:                   ½ Σ_{yₙhₙ ≤ ξ} (yₙhₙ − ξ)²/‖zₙ‖²
//	Widrow-Hoff, MSE:             Σₙ (yₙhₙ − bₙ)², b from the points given
//	                              (1, or n/n_k counted on them)
//	logistic regression:          ½α‖a‖² + Σₙ ln(1 + e^(−yₙhₙ))
//	softmax regression:           ½λ‖W‖² − Σₙ ln yₙ,cₙ
//	Gaussian models:              −Σₙ ln π_cₙ N(φₙ | μ_cₙ, Σ_cₙ)
//
// with hₙ = aᵀzₙ and yₙ = +1 for the field's first class; with bias=free
// the penalty leaves out the bias w₀ (each row's first weight). The
// Gaussian models read their densities, which the field does not hold
// whole, from their fit. HeldOutLoss reports false for a field of another
// shape, or a point of a class the trainer has not seen. The trainers of
// the other criteria are not HeldOut (NewTrainer's wrapper reports false
// for them): Fisher's J, the SVM's dual, Ho-Kashyap's margin vector learnt
// for the training points, and one-versus-rest or one-versus-one
// combinations of two-class methods are not one sum over points.
type HeldOut interface {
	HeldOutLoss(f *Field, d Dataset) (float64, bool)
}

// signMargins returns the margins yₙhₙ of the points of d under the
// two-class sign field f (one row, h = aᵀz, yₙ = +1 for the field's first
// class and −1 for its second), computed as the field's evaluator computes
// h, or false when f is not such a field or a point belongs to neither of
// its classes.
func signMargins(f *Field, d Dataset) ([]float64, bool) {
	if f.Combine != CombineSign || len(f.Rows) != 1 || len(f.Labels) != 2 {
		return nil, false
	}
	ev := NewEvaluator(f)
	m := make([]float64, len(d.Points))
	for i, p := range d.Points {
		h := ev.Rows(p.X, p.Y)[0]
		switch p.Class {
		case f.Labels[0]:
			m[i] = h
		case f.Labels[1]:
			m[i] = -h
		default:
			return nil, false
		}
	}
	return m, true
}

// softplus returns ln(1 + eˣ) without overflow.
func softplus(x float64) float64 {
	if x > 0 {
		return x + math.Log1p(math.Exp(-x))
	}
	return math.Log1p(math.Exp(x))
}
