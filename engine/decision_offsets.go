package engine

import (
	"math"

	"hyperplane/engine/msg"
)

// validateOffsets reports whether d's offsets fit a scene of k classes: nil,
// or one finite number per class for k ≥ 3 (two classes have the threshold).
func (d Decision) validateOffsets(k int) error {
	if d.Offsets == nil {
		return nil
	}
	if k < 3 {
		return msg.Err("engine-offsets-two-classes")
	}
	if len(d.Offsets) != k {
		return msg.Err("engine-offsets-count", "k", k, "n", len(d.Offsets))
	}
	for c, v := range d.Offsets {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return msg.Err("engine-offset-finite", "class", c+1)
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
func (d Decision) OffsetsOn(f *Field) (ok bool, why msg.Text) {
	switch {
	case f.Combine != CombineArgmax:
		return false, msg.T("engine-offsets-not-argmax")
	case f.probabilistic() && d.riskOf(f.Labels) != nil:
		return false, msg.T("engine-offsets-loss")
	case f.probabilistic() && d.Reject > 1/float64(len(f.Labels)):
		return false, msg.T("engine-offsets-reject")
	}
	return true, msg.Text{}
}
