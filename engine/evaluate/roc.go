package evaluate

import (
	"cmp"
	"math"
	"slices"

	"hyperplane/engine"
)

// Curve is a ROC curve and a precision-recall curve of one score against
// one positive class.
type Curve struct {
	// ROC holds (false positive rate, true positive rate, threshold): a
	// point is called positive where its score ≥ threshold. It starts at
	// (0, 0, the next number above the highest score) and ends at (1, 1,
	// the lowest score).
	ROC [][3]float64 `json:"roc"`
	// AUC is the area under the ROC curve by the trapezoid rule, which
	// counts a tie between a positive and a negative score as one half
	// (the Mann-Whitney U statistic over P·N).
	AUC float64 `json:"auc"`
	// PR holds (recall, precision, threshold) at each distinct threshold,
	// from the highest score down.
	PR [][3]float64 `json:"pr"`
	// AP is the average precision Σₙ (Rₙ − Rₙ₋₁) Pₙ over the thresholds.
	AP float64 `json:"ap"`
	// Positives and Negatives count the points of each side; the curve is
	// empty when either is 0.
	Positives int `json:"positives"`
	Negatives int `json:"negatives"`
}

// NewCurve returns the curves of score against pos (true for the positive
// points). Non-finite scores sort as they compare (−Inf lowest).
func NewCurve(score []float64, pos []bool) Curve {
	idx := make([]int, len(score))
	var c Curve
	for i := range idx {
		idx[i] = i
		if pos[i] {
			c.Positives++
		} else {
			c.Negatives++
		}
	}
	if c.Positives == 0 || c.Negatives == 0 {
		return c
	}
	// Stable, by falling score: points of equal score keep their order.
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(score[b], score[a]) })
	P, N := float64(c.Positives), float64(c.Negatives)
	c.ROC = append(c.ROC, [3]float64{0, 0, math.Nextafter(score[idx[0]], math.Inf(1))})
	tp, fp := 0, 0
	prevR := 0.0
	for i := 0; i < len(idx); {
		t := score[idx[i]]
		for ; i < len(idx) && score[idx[i]] == t; i++ {
			if pos[idx[i]] {
				tp++
			} else {
				fp++
			}
		}
		fpr, tpr := float64(fp)/N, float64(tp)/P
		last := c.ROC[len(c.ROC)-1]
		c.AUC += (fpr - last[0]) * (tpr + last[1]) / 2
		c.ROC = append(c.ROC, [3]float64{fpr, tpr, t})
		prec := float64(tp) / float64(tp+fp)
		c.PR = append(c.PR, [3]float64{tpr, prec, t})
		c.AP += (tpr - prevR) * prec
		prevR = tpr
	}
	return c
}

// Scores returns, for each point of d, the score of the field f for the
// scene class cls against the rest, and whether the point is of class cls.
// For a two-class sign field the score is h (its log-odds for a logistic
// field) for the field's first class and −h for its second, so that a ROC
// threshold t on the first class is the Decision threshold t. For an
// argmax field (softmax activations aₖ after the priors, or discriminants
// hₖ) it is the margin sₖ = hₖ − maxⱼ≠ₖ hⱼ, so that class k is decided
// where sₖ ≥ 0 and, with an offset δₖ added to row k, where sₖ ≥ −δₖ: a ROC
// threshold t is the Decision offset δₖ = −t. Otherwise it is the
// posterior p(C_cls|x) for a probabilistic field, or h_cls.
func Scores(f *engine.Field, d engine.Dataset, cls int) ([]float64, []bool) {
	s := make([]float64, len(d.Points))
	pos := make([]bool, len(d.Points))
	if len(f.Rows) == 0 {
		return s, pos
	}
	ev := engine.NewEvaluator(f)
	buf := make([]float64, d.Classes)
	row := -1 // the field's row of cls, for an argmax field
	for r, lab := range f.Labels {
		if lab == cls && f.Combine == engine.CombineArgmax {
			row = r
		}
	}
	sign := f.Combine == engine.CombineSign
	for i, p := range d.Points {
		pos[i] = p.Class == cls
		switch {
		case sign:
			h := ev.Rows(p.X, p.Y)[0]
			if cls != f.Labels[0] {
				h = -h
			}
			s[i] = h
		case row >= 0:
			s[i] = margin(ev.Rows(p.X, p.Y), row)
		case f.Combine == engine.CombineArgmax:
			s[i] = math.Inf(-1) // a class the field does not know
		case cls < len(buf):
			s[i] = ev.Scores(p.X, p.Y, buf)[cls]
		}
	}
	return s, pos
}

// margin returns h[k] − maxⱼ≠ₖ h[j].
func margin(h []float64, k int) float64 {
	top := math.Inf(-1)
	for j, v := range h {
		if j != k && v > top {
			top = v
		}
	}
	return h[k] - top
}
