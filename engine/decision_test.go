package engine

import (
	"math"
	"testing"
)

// constField returns a field on the linear basis whose rows are the
// constants h (zero weights), so that its posteriors are the same at every
// point.
func constField(combine Combine, link Link, h ...float64) Field {
	f := Field{Combine: combine, Link: link}
	for _, v := range h {
		f.Rows = append(f.Rows, []float64{v, 0, 0})
	}
	k := len(h)
	if combine == CombineSign {
		k = 2
	}
	for c := 0; c < k; c++ {
		f.Labels = append(f.Labels, c)
	}
	return f
}

// TestMinRiskHandWorked checks the minimum-risk rule argminₖ Σⱼ Lₖⱼ pⱼ on
// cases worked by hand.
func TestMinRiskHandWorked(t *testing.T) {
	cases := []struct {
		name   string
		p, l   []float64
		reject float64
		want   int
	}{
		// 2×2, L₀₁ = 10 (deciding 0 for a point of class 1 costs ten times
		// more): p = (0.3, 0.7): R₀ = 10·0.7 = 7, R₁ = 1·0.3 = 0.3 → 1.
		{"2×2 unequal, p₀ = 0.3", []float64{0.3, 0.7}, []float64{0, 10, 1, 0}, 0, 1},
		// p = (0.95, 0.05): R₀ = 0.5, R₁ = 0.95 → 0.
		{"2×2 unequal, p₀ = 0.95", []float64{0.95, 0.05}, []float64{0, 10, 1, 0}, 0, 0},
		// p = (0.9, 0.1): R₀ = 1.0, R₁ = 0.9 → 1, although p₀ is the largest.
		{"2×2 unequal, p₀ = 0.9", []float64{0.9, 0.1}, []float64{0, 10, 1, 0}, 0, 1},
		// 3×3, 0-1 loss: the largest posterior.
		{"3×3 0-1", []float64{0.5, 0.3, 0.2}, []float64{0, 1, 1, 1, 0, 1, 1, 1, 0}, 0, 0},
		// L₀₁ = L₀₂ = 5: R = (2.5, 0.7, 0.8) → 1.
		{"3×3 costly 0", []float64{0.5, 0.3, 0.2}, []float64{0, 5, 5, 1, 0, 1, 1, 1, 0}, 0, 1},
		// L₀₂ = L₁₂ = 4: R = (0.3+0.8, 0.5+0.8, 0.8) = (1.1, 1.3, 0.8) → 2.
		{"3×3 costly misses of 2", []float64{0.5, 0.3, 0.2}, []float64{0, 1, 4, 1, 0, 4, 1, 1, 0}, 0, 2},
		// Reject θ = 0.6 > max p = 0.5 → undecided, whatever the loss.
		{"3×3 reject", []float64{0.5, 0.3, 0.2}, []float64{0, 1, 4, 1, 0, 4, 1, 1, 0}, 0.6, -1},
		{"3×3 no reject at θ = 0.5", []float64{0.5, 0.3, 0.2}, nil, 0.5, 0},
	}
	for _, c := range cases {
		if got := minRisk(c.p, c.l, c.reject); got != c.want {
			t.Errorf("%s: minRisk = %d, want %d", c.name, got, c.want)
		}
	}
}

// TestDecisionOnFields applies decisions to fields whose posteriors are the
// hand-worked ones above and checks the class Evaluator.Decide gives, both
// where Apply moves a bias and where the field decides point by point.
func TestDecisionOnFields(t *testing.T) {
	logit := func(p float64) float64 { return math.Log(p / (1 - p)) }
	l2 := [][]float64{{0, 10}, {1, 0}}
	for _, c := range []struct {
		p0   float64
		want int
	}{{0.3, 1}, {0.9, 1}, {0.905, 1}, {0.95, 0}, {0.92, 0}} {
		// The rule decides 0 where a > ln((L₀₁ − L₁₁)/(L₁₀ − L₀₀)) = ln 10,
		// that is p₀ > 10/11 = 0.909…; the field stays linear.
		f := Decision{Loss: l2}.Apply(constField(CombineSign, LinkLogistic, logit(c.p0)), nil)
		if f.decidesByRisk() {
			t.Fatalf("a two-class loss should be a bias shift")
		}
		if got := NewEvaluator(&f).Decide(0, 0); got != c.want {
			t.Errorf("p₀ = %v, L₀₁ = 10: class %d, want %d", c.p0, got, c.want)
		}
	}
	// Reject θ = 0.8 with two classes: the band |a| ≤ ln 4.
	for _, c := range []struct {
		a    float64
		want int
	}{{1, -1}, {-1.3, -1}, {1.5, 0}, {-1.5, 1}} {
		f := Decision{Reject: 0.8}.Apply(constField(CombineSign, LinkLogistic, c.a), nil)
		assertNear(t, "band", f.Band, math.Log(4), 1e-15)
		if got := NewEvaluator(&f).Decide(0, 0); got != c.want {
			t.Errorf("a = %v, θ = 0.8: class %d, want %d", c.a, got, c.want)
		}
	}
	// Three classes with p = (0.5, 0.3, 0.2) as softmax activations ln pₖ.
	soft := constField(CombineArgmax, LinkSoftmax, math.Log(0.5), math.Log(0.3), math.Log(0.2))
	for _, c := range []struct {
		d    Decision
		want int
	}{
		{Decision{}, 0},
		{Decision{Loss: [][]float64{{0, 5, 5}, {1, 0, 1}, {1, 1, 0}}}, 1},
		{Decision{Loss: [][]float64{{0, 1, 4}, {1, 0, 4}, {1, 1, 0}}}, 2},
		{Decision{Reject: 0.6}, -1},
		// Priors (0.1, 0.3, 0.6) over learnt (1/3, 1/3, 1/3): p ∝ (0.05,
		// 0.09, 0.12) → class 2; as a bias shift, the field stays linear.
		{Decision{Priors: []float64{0.1, 0.3, 0.6}}, 2},
		// Priors (1, 3, 6), not normalized: the same.
		{Decision{Priors: []float64{1, 3, 6}}, 2},
	} {
		f := c.d.Apply(soft, []float64{1.0 / 3, 1.0 / 3, 1.0 / 3})
		if err := f.Validate(); err != nil {
			t.Fatal(err)
		}
		if got := NewEvaluator(&f).Decide(0, 0); got != c.want {
			t.Errorf("%+v: class %d, want %d", c.d, got, c.want)
		}
	}
	// A threshold on a margin field moves h = 0 to h = t.
	f := Decision{Threshold: 2}.Apply(constField(CombineSign, LinkMargin, 1.5), nil)
	if got := NewEvaluator(&f).Decide(0, 0); got != 1 {
		t.Errorf("h = 1.5 < t = 2 should be the second class, got %d", got)
	}
	// Priors and losses do not apply to a margin field.
	if got := (Decision{Priors: []float64{1, 2}}).Applies(&f); len(got) != 0 {
		t.Errorf("priors apply to a margin field: %v", got)
	}
}

// TestPriorsShiftW0 fits the shared-covariance Gaussian model to
// fisherExample (equal priors, worked in TestGaussSharedIsFisher) and sets
// the priors (0.2, 0.8): the notes' (003) w₀ = −½μ₁ᵀΣ⁻¹μ₁ + ½μ₂ᵀΣ⁻¹μ₂ +
// ln(π₁/π₂) must move by exactly ln(0.2/0.8) − ln(1), and w by nothing.
func TestPriorsShiftW0(t *testing.T) {
	s, _ := run(t, mustTrainer(t, "gauss-shared", fisherExample, Basis{}, nil), 10)
	learnt := []float64{s.Gaussians[0].Prior, s.Gaussians[1].Prior}
	assertNear(t, "π̂₁", learnt[0], 0.5, 1e-15)
	f := Decision{Priors: []float64{0.2, 0.8}}.Apply(s.Field, learnt)
	if f.decidesByRisk() {
		t.Fatal("priors on a softmax field should be a bias shift")
	}
	inv := [2][2]float64{{6 * 14.0 / 53, -6 * 3.0 / 53}, {-6 * 3.0 / 53, 6 * 12.0 / 53}}
	quad := func(m [2]float64) float64 {
		return m[0]*(inv[0][0]*m[0]+inv[0][1]*m[1]) + m[1]*(inv[1][0]*m[0]+inv[1][1]*m[1])
	}
	w0 := -0.5*quad([2]float64{2, 5.0 / 3}) + 0.5*quad([2]float64{-1, -1}) + math.Log(0.2/0.8)
	r := f.Rows
	assertNear(t, "w₀ with priors (0.2, 0.8)", r[0][0]-r[1][0], w0, 1e-12)
	assertNear(t, "w₁", r[0][1]-r[1][1], 6*34.0/53, 1e-12)
	assertNear(t, "w₂", r[0][2]-r[1][2], 6*23.0/53, 1e-12)
}

// TestDecisionValidate refuses bad decisions with a message.
func TestDecisionValidate(t *testing.T) {
	for _, d := range []Decision{
		{Priors: []float64{1}},
		{Priors: []float64{1, -1}},
		{Priors: []float64{1, math.NaN()}},
		{Loss: [][]float64{{0, 1}}},
		{Loss: [][]float64{{0, 1}, {-1, 0}}},
		{Reject: 1.5},
		{Threshold: math.Inf(1)},
	} {
		if err := d.Validate(2); err == nil {
			t.Errorf("%+v was accepted", d)
		}
	}
	if err := (Decision{Priors: []float64{1, 3}, Loss: [][]float64{{0, 2}, {1, 0}}, Reject: 0.7, Threshold: -1}).Validate(2); err != nil {
		t.Error(err)
	}
}
