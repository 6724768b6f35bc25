package engine

import (
	"fmt"
	"math"

	"hyperplane/engine/msg"
)

// Decision is the decision stage that follows inference (Bishop §1.5): it
// turns a model's posteriors p(Cₖ|x) into a class, or into no class. The
// zero Decision changes nothing.
//
//   - Priors replaces the class priors the model learnt (π̂ₖ, the training
//     set's fractions for a discriminative model, the fitted πₖ for a
//     generative one) by πₖ: p(Cₖ|x) is reweighted by πₖ/π̂ₖ and normalized,
//     which adds ln(πₖ/π̂ₖ) to each activation aₖ (the notes' w₀ shift).
//   - Loss is the K×K loss matrix, Loss[k][j] the loss of deciding k when the
//     class is j; the regions follow the minimum-risk rule
//     argminₖ Σⱼ Lₖⱼ p(Cⱼ|x). nil is the 0-1 loss, whose rule is the largest
//     posterior.
//   - Reject θ leaves a point undecided where the largest posterior is below
//     θ (Bishop §1.5.3); 0 rejects nothing.
//   - Threshold t moves the boundary of a two-class field to h(x) = t: the
//     class of the field's first row's side is chosen where h ≥ t. It holds
//     for discriminant functions (h is a margin) and for the probabilistic
//     two-class fields (h is the log-odds, applied after the priors and the
//     loss), so that a point of a ROC curve is a threshold.
//   - Offsets δₖ, for three classes or more, add δₖ to row k of an argmax
//     field (the activations aₖ after the priors, or the discriminants hₖ):
//     the class is argmaxₖ (aₖ + δₖ), so class k is decided exactly where
//     sₖ(x) = aₖ(x) − maxⱼ≠ₖ (aⱼ(x) + δⱼ) ≥ −δₖ, the score of class k's
//     one-versus-rest ROC curve. Under a loss that is not 0-1 (or a reject
//     θ) the shifted activations are posteriors reweighted by e^δₖ, as a
//     change of priors would, before the minimum-risk rule.
//
// Priors, Loss and Offsets are indexed by the scene's classes.
type Decision struct {
	Priors    []float64   `json:"priors,omitempty"`
	Loss      [][]float64 `json:"loss,omitempty"`
	Reject    float64     `json:"reject,omitempty"`
	Threshold float64     `json:"threshold,omitempty"`
	Offsets   []float64   `json:"offsets,omitempty"`
}

// IsZero reports whether d changes nothing.
func (d Decision) IsZero() bool {
	return d.Priors == nil && d.Loss == nil && d.Reject == 0 && d.Threshold == 0 && d.Offsets == nil
}

// Validate reports whether d is usable for a scene of k classes: priors
// positive and finite (they are normalized), a k×k loss matrix of finite
// entries ≥ 0, θ in [0, 1], a finite threshold, and finite offsets, one
// per class, for three classes or more.
func (d Decision) Validate(k int) error {
	if d.Priors != nil {
		if len(d.Priors) != k {
			return msg.Err("engine-priors-count", "k", k, "n", len(d.Priors))
		}
		for c, p := range d.Priors {
			if !(p > 0) || math.IsInf(p, 0) {
				return msg.Err("engine-prior-positive", "class", c+1)
			}
		}
	}
	if d.Loss != nil {
		if len(d.Loss) != k {
			return msg.Err("engine-loss-rows", "k", k, "n", len(d.Loss))
		}
		for r, row := range d.Loss {
			if len(row) != k {
				return msg.Err("engine-loss-row", "row", r+1, "k", k, "n", len(row))
			}
			for _, v := range row {
				if !(v >= 0) || math.IsInf(v, 0) {
					return msg.Err("engine-losses-finite")
				}
			}
		}
	}
	if !(d.Reject >= 0 && d.Reject <= 1) {
		return msg.Err("engine-reject-range", "value", fmt.Sprint(d.Reject))
	}
	if math.IsNaN(d.Threshold) || math.IsInf(d.Threshold, 0) {
		return msg.Err("engine-threshold-finite")
	}
	return d.validateOffsets(k)
}

// probabilistic reports whether f gives posteriors that the decision stage
// can weigh: a two-class logistic or probit field, or a softmax field.
func (f *Field) probabilistic() bool {
	switch {
	case f.Combine == CombineSign && (f.Link == LinkLogistic || f.Link == LinkProbit):
		return true
	case f.Combine == CombineArgmax && f.Link == LinkSoftmax:
		return true
	}
	return false
}

// Apply returns f with the decision d, for a scene of k classes whose
// model learnt the priors learnt (indexed by scene class; nil or a zero
// entry leaves that class's prior as it is). Where it can, Apply keeps the
// field linear and exact by moving biases:
//
//   - priors add ln(πₖ/π̂ₖ) to the bias of row k of a softmax field, and
//     ln(π₀/π̂₀) − ln(π₁/π̂₁) to the one row of a logistic field;
//   - for two classes the minimum-risk rule decides the first class where
//     (L₁₀ − L₀₀) p₀ > (L₀₁ − L₁₁) p₁, that is where
//     a > ln((L₀₁ − L₁₁)/(L₁₀ − L₀₀)), a shift of the log-odds a;
//   - for two classes with the 0-1 loss, rejecting below θ > ½ is the band
//     |a| < ln(θ/(1 − θ)) (Field.Band);
//   - a threshold t subtracts t from the bias of a two-class field, and
//     the offsets δₖ add δₖ to the bias of row k of an argmax field.
//
// The rest (a general loss for K classes, a reject option with unequal
// losses, priors on a probit field) is stated in the field's Weights, Risk
// and Reject, which Evaluator.Decide follows point by point. The parts of
// d that do not apply to f (priors, losses and reject for a field without
// probabilities, a threshold for more than two rows) are left out; Applies
// says which apply.
func (d Decision) Apply(f Field, learnt []float64) Field {
	if d.IsZero() || len(f.Rows) == 0 {
		return f
	}
	g := f.Clone()
	k := len(g.Labels)
	if g.probabilistic() {
		w := make([]float64, k)
		moved := false
		for c, lab := range g.Labels {
			w[c] = 1
			if d.Priors != nil && lab < len(d.Priors) && lab < len(learnt) && learnt[lab] > 0 {
				w[c] = d.Priors[lab] / sumOf(d.Priors) / learnt[lab]
				moved = moved || w[c] != 1
			}
		}
		risk := d.riskOf(g.Labels)
		switch {
		case g.Link == LinkProbit:
			// σ(κ a) reweighted is not a shift of a: decide point by point.
			if moved {
				g.Weights = w
			}
			g.Risk, g.Reject = risk, d.Reject
		case g.Combine == CombineSign:
			g.Rows[0][0] += math.Log(w[0]) - math.Log(w[1])
			c, linear := twoClassShift(risk)
			switch {
			case linear && d.Reject == 0:
				g.Rows[0][0] -= c
			case risk == nil && d.Reject > 0.5:
				g.Band = math.Log(d.Reject / (1 - d.Reject))
			case risk == nil:
				// θ ≤ ½ never rejects between two classes.
			default:
				g.Risk, g.Reject = risk, d.Reject
			}
		default:
			for c := range g.Rows {
				g.Rows[c][0] += math.Log(w[c])
			}
			g.Risk, g.Reject = risk, d.Reject
			if risk == nil && d.Reject <= 1/float64(k) {
				g.Reject = 0 // the largest of k posteriors is at least 1/k
			}
		}
	}
	if d.Threshold != 0 && g.Combine == CombineSign {
		g.Rows[0][0] -= d.Threshold
	}
	d.applyOffsets(&g)
	return g
}

// Applies returns the parts of d that Apply uses on f, by their JSON names.
func (d Decision) Applies(f *Field) []string {
	var out []string
	if f.probabilistic() {
		if d.Priors != nil {
			out = append(out, "priors")
		}
		if d.Loss != nil {
			out = append(out, "loss")
		}
		if d.Reject > 0 {
			out = append(out, "reject")
		}
	}
	if d.Threshold != 0 && f.Combine == CombineSign {
		out = append(out, "threshold")
	}
	if d.Offsets != nil && f.Combine == CombineArgmax {
		out = append(out, "offsets")
	}
	return out
}

// riskOf returns the loss matrix over the field's classes labels, row-major,
// or nil for the 0-1 loss.
func (d Decision) riskOf(labels []int) []float64 {
	if d.Loss == nil {
		return nil
	}
	k := len(labels)
	r := make([]float64, k*k)
	zeroOne := true
	for i, li := range labels {
		for j, lj := range labels {
			v := d.Loss[li][lj]
			r[i*k+j] = v
			if (i == j && v != 0) || (i != j && v != 1) {
				zeroOne = false
			}
		}
	}
	if zeroOne {
		return nil
	}
	return r
}

// twoClassShift returns c such that the minimum-risk rule for the 2×2 loss
// r (row-major) decides the first class where the log-odds a > c, and false
// when the rule is not such a threshold (a loss that does not grow for the
// wrong class).
func twoClassShift(r []float64) (float64, bool) {
	if r == nil {
		return 0, true
	}
	if len(r) != 4 {
		return 0, false
	}
	gain0, gain1 := r[2]-r[0], r[1]-r[3] // L₁₀ − L₀₀, L₀₁ − L₁₁
	if !(gain0 > 0 && gain1 > 0) {
		return 0, false
	}
	return math.Log(gain1 / gain0), true
}

func sumOf(v []float64) float64 {
	s := 0.0
	for _, x := range v {
		s += x
	}
	return s
}

// decidesByRisk reports whether f's decision needs the posteriors at each
// point (Weights, Risk or Reject), which no bias can hold.
func (f *Field) decidesByRisk() bool {
	return f.Weights != nil || f.Risk != nil || f.Reject > 0
}

// Posteriors writes p(Cₖ|x) over the field's classes (not the scene's) into
// dst, reweighted by the field's Weights, for a probabilistic field. It
// must follow a call of Rows at the same point, whose values h are.
func (e *Evaluator) posteriors(h, dst []float64) []float64 {
	f := e.f
	switch {
	case f.Combine == CombineSign && f.Link == LinkProbit:
		dst[0] = Sigmoid(kappa(e.variance()) * h[0])
		dst[1] = 1 - dst[0]
	case f.Combine == CombineSign:
		dst[0] = Sigmoid(h[0])
		dst[1] = 1 - dst[0]
	default:
		softmax(h, dst)
	}
	if f.Weights != nil {
		s := 0.0
		for k := range dst {
			dst[k] *= f.Weights[k]
			s += dst[k]
		}
		for k := range dst {
			dst[k] /= s
		}
	}
	return dst
}

// Posteriors writes p(Cₖ|x) at (x, y) per scene class into dst (length
// scene), 0 for the classes the field does not know, weighted by the
// field's Weights, and reports whether the field gives posteriors at all
// (probabilistic); dst is left alone when it does not.
func (e *Evaluator) Posteriors(x, y float64, dst []float64) ([]float64, bool) {
	f := e.f
	if !f.probabilistic() {
		return dst, false
	}
	h := e.Rows(x, y)
	var buf [MaxClasses]float64
	p := e.posteriors(h, buf[:len(f.Labels)])
	for i := range dst {
		dst[i] = 0
	}
	for k, lab := range f.Labels {
		if lab < len(dst) {
			dst[lab] = p[k]
		}
	}
	return dst, true
}

// minRisk returns argminₖ Σⱼ L[k][j] p[j] for the row-major K×K loss l
// (the largest p for l nil), or -1 when the largest p is below reject. A
// tie goes to the lower class.
func minRisk(p, l []float64, reject float64) int {
	k := len(p)
	top := 0
	for j := 1; j < k; j++ {
		if p[j] > p[top] {
			top = j
		}
	}
	if p[top] < reject {
		return -1
	}
	if l == nil {
		return top
	}
	best, bestR := -1, math.Inf(1)
	for i := 0; i < k; i++ {
		r := 0.0
		for j := 0; j < k; j++ {
			r += l[i*k+j] * p[j]
		}
		if r < bestR {
			best, bestR = i, r
		}
	}
	return best
}

// validateDecision checks Weights, Risk and Reject against the field's
// classes.
func (f *Field) validateDecision() error {
	if !f.decidesByRisk() {
		return nil
	}
	k := len(f.Labels)
	if !f.probabilistic() {
		return msg.Err("engine-field-posteriors")
	}
	if f.Weights != nil && len(f.Weights) != k {
		return msg.Err("engine-field-weights")
	}
	for _, w := range f.Weights {
		if !(w > 0) || math.IsInf(w, 0) {
			return msg.Err("engine-field-weights-positive")
		}
	}
	if f.Risk != nil && len(f.Risk) != k*k {
		return msg.Err("engine-field-loss", "k", k)
	}
	for _, v := range f.Risk {
		if !(v >= 0) || math.IsInf(v, 0) {
			return msg.Err("engine-field-losses-finite")
		}
	}
	if !(f.Reject >= 0 && f.Reject <= 1) {
		return msg.Err("engine-field-reject")
	}
	return nil
}
