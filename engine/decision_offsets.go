package engine

import (
	"fmt"
	"math"
)

// validateOffsets reports whether d's offsets fit a scene of k classes: nil,
// or one finite number per class for k ≥ 3 (two classes have the threshold).
func (d Decision) validateOffsets(k int) error {
	if d.Offsets == nil {
		return nil
	}
	if k < 3 {
		return fmt.Errorf("per-class offsets are for three classes or more; two classes have the threshold t")
	}
	if len(d.Offsets) != k {
		return fmt.Errorf("the offsets need one value per class (%d), not %d", k, len(d.Offsets))
	}
	for c, v := range d.Offsets {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return fmt.Errorf("the offset of class %d must be a finite number", c+1)
		}
	}
	return nil
}

// applyOffsets adds δ of each row's scene class to the bias of the rows of
// an argmax field g; other fields are left as they are.
func (d Decision) applyOffsets(g *Field) {
	if d.Offsets == nil || g.Combine != CombineArgmax {
		return
	}
	for c, lab := range g.Labels {
		if lab >= 0 && lab < len(d.Offsets) && c < len(g.Rows) {
			g.Rows[c][0] += d.Offsets[lab]
		}
	}
}

// OffsetsOn reports whether dragging an operating point of a K-class ROC
// curve sets an offset that the field f under d decides exactly: f must be
// an argmax field decided by its largest row, with no loss matrix other
// than 0-1 and no reject (which make the class depend on the posteriors, not
// on the score of the curve alone). When it does not, why says so.
func (d Decision) OffsetsOn(f *Field) (ok bool, why string) {
	switch {
	case f.Combine != CombineArgmax:
		return false, "this model's classes are not the largest of K scores (one-versus-rest or one-versus-one votes): no offset moves one class alone"
	case f.probabilistic() && d.riskOf(f.Labels) != nil:
		return false, "with a loss matrix that is not 0-1 the minimum-risk rule decides, not the score of the curve: the offsets then reweight the posteriors by e^δₖ before it, and the point cannot be dragged"
	case f.probabilistic() && d.Reject > 1/float64(len(f.Labels)):
		return false, "with a reject θ the class also depends on the largest posterior, not on the score of the curve alone: set θ to 0 to drag"
	}
	return true, ""
}
