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

// Score returns the TestScore of the field of s on test, for the method
// id with the parameters given.
func Score(id string, given map[string]any, f *Field, test Dataset) *TestScore {
	t := &TestScore{N: len(test.Points), Loss: math.NaN()}
	if len(f.Rows) == 0 {
		t.Mistakes = t.N
		return t
	}
	t.Mistakes = Mistakes(f, test)
	if l, ok := HeldOutLoss(id, given, f, test); ok {
		t.Loss = l
	}
	return t
}

// HeldOut is a trainer that evaluates its own criterion on points it was
// not trained on, where the field alone does not hold it (the generative
// models' likelihood needs their densities).
type HeldOut interface {
	HeldOutLoss(d Dataset) (float64, bool)
}

// HeldOutLoss evaluates the criterion of the method id (with the
// parameters given) at the field f over the points of d, the same formula
// as the snapshot's Loss on the training points:
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
//
// with hₙ = aᵀzₙ and yₙ = +1 for the field's first class; with bias=free
// the penalty leaves out the bias w₀ (each row's first weight). It reports
// false for the other criteria (Fisher's J, the SVM's dual, Ho-Kashyap's
// margin vector learnt for the training points, a likelihood), and for one-versus-rest or one-versus-one
// combinations of two-class methods, which are not one sum over points.
func HeldOutLoss(id string, given map[string]any, f *Field, d Dataset) (float64, bool) {
	spec, ok := Lookup(id)
	if !ok || len(f.Rows) == 0 {
		return 0, false
	}
	s, err := ResolveSettings(spec.Params, given)
	if err != nil {
		return 0, false
	}
	ev := NewEvaluator(f)
	row := map[int]int{} // scene class → row of f
	for r, c := range f.Labels {
		row[c] = r
	}
	sign := func(p Point) float64 {
		if len(f.Labels) > 0 && p.Class == f.Labels[0] {
			return 1
		}
		return -1
	}
	loss := 0.0
	switch id {
	case "perceptron", "perceptron-dual", "perceptron-batch", "perceptron-fausett":
		if f.Combine != CombineSign {
			return 0, false
		}
		b := 0.0
		switch id {
		case "perceptron-fausett":
			b = f.Band // the perceptron criterion with the band θ as margin
		case "perceptron", "perceptron-dual":
			b = s.Float("margin")
		}
		for _, p := range d.Points {
			if m := sign(p) * ev.Rows(p.X, p.Y)[0]; m <= b {
				loss += b - m
			}
		}
	case "relaxation-batch", "relaxation-single":
		if f.Combine != CombineSign || len(f.Rows) != 1 {
			return 0, false
		}
		xi := s.Float("xi")
		z := make([]float64, f.Basis.Dim()+1)
		for _, p := range d.Points {
			f.Basis.Augment(p.X, p.Y, z)
			if g := sign(p) * ev.Rows(p.X, p.Y)[0]; g <= xi {
				loss += 0.5 * (g - xi) * (g - xi) / dot(z, z)
			}
		}
	case "lms", "mse":
		if f.Combine != CombineSign || len(f.Rows) != 1 {
			return 0, false
		}
		b := marginVector(d, s.Choice("bvec"))
		for i, p := range d.Points {
			e := sign(p)*ev.Rows(p.X, p.Y)[0] - b[i]
			loss += e * e
		}
	case "least-squares":
		if f.Combine != CombineArgmax {
			return 0, false
		}
		for _, p := range d.Points {
			h := ev.Rows(p.X, p.Y)
			for r, v := range h {
				t := 0.0
				if f.Labels[r] == p.Class {
					t = 1
				}
				loss += 0.5 * (v - t) * (v - t)
			}
		}
	case "logistic", "logistic-bayes":
		// The Bayesian model's row is its MAP weights; its criterion is
		// the same cross-entropy with the prior's α.
		if f.Combine != CombineSign || len(f.Rows) != 1 {
			return 0, false
		}
		a := f.Rows[0]
		loss = 0.5 * s.Float("alpha") * penalized(a, s.Choice("bias") == biasFree)
		for _, p := range d.Points {
			loss += softplus(-sign(p) * ev.Rows(p.X, p.Y)[0])
		}
	case "softmax":
		if f.Link != LinkSoftmax {
			return 0, false
		}
		for _, r := range f.Rows {
			loss += 0.5 * s.Float("lambda") * penalized(r, s.Choice("bias") == biasFree)
		}
		for _, p := range d.Points {
			c, ok := row[p.Class]
			if !ok {
				return 0, false // a class the model never saw
			}
			h := ev.Rows(p.X, p.Y)
			mx := math.Inf(-1)
			for _, v := range h {
				mx = math.Max(mx, v)
			}
			sum := 0.0
			for _, v := range h {
				sum += math.Exp(v - mx)
			}
			loss += mx + math.Log(sum) - h[c]
		}
	default:
		return 0, false
	}
	return loss, true
}

// softplus returns ln(1 + eˣ) without overflow.
func softplus(x float64) float64 {
	if x > 0 {
		return x + math.Log1p(math.Exp(-x))
	}
	return math.Log1p(math.Exp(x))
}

// penalized returns ‖a‖², without a's first entry (the bias) when free.
func penalized(a []float64, free bool) float64 {
	if free {
		return dot(a[1:], a[1:])
	}
	return dot(a, a)
}
