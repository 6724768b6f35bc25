package session

import (
	"math"
	"reflect"

	"hyperplane/engine"
	"hyperplane/engine/evaluate"
	"hyperplane/engine/msg"
)

// endDrag ends a drag under way without touching the undo stack (the hook
// editTaken: an undo or a redo takes over).
func (m *Assessment) endDrag() { m.drag.open = false }

// decisionDrag is a drag of a ROC operating point under way: the whole drag
// is one step of undo, saved when it begins.
type decisionDrag struct {
	open  bool
	saved engine.Decision
}

// SetDecision sets the decision stage (priors, losses, reject, threshold,
// offsets) that the picture and the evaluation follow, as an edit that can
// be undone (inside a drag of the operating point, the drag's one step).
func (m *Assessment) SetDecision(d engine.Decision) error {
	if err := d.Validate(len(m.c.scene.Classes)); err != nil {
		return err
	}
	if reflect.DeepEqual(d, m.c.scene.Decision) {
		return nil
	}
	if !m.drag.open {
		m.c.edits.push(undoEntry{kind: undoDecision, decision: m.c.scene.Decision})
	}
	m.c.scene.Decision = d
	m.c.changed()
	return nil
}

// BeginDecisionDrag starts a drag of the operating point: the decision
// changes it makes until EndDecisionDrag are one step of undo.
func (m *Assessment) BeginDecisionDrag() {
	if m.drag.open {
		return
	}
	m.drag = decisionDrag{open: true, saved: m.c.scene.Decision}
	m.c.edits.push(undoEntry{kind: undoDecision, decision: m.c.scene.Decision})
}

// EndDecisionDrag ends the drag; a drag that changed nothing leaves no step
// of undo.
func (m *Assessment) EndDecisionDrag() {
	if !m.drag.open {
		return
	}
	m.drag.open = false
	if e, ok := m.c.edits.last(); ok && e.kind == undoDecision && reflect.DeepEqual(m.c.scene.Decision, m.drag.saved) {
		m.c.edits.dropLast()
	}
}

// SetOperatingPoint moves the decision to point i of the training ROC curve
// of class cls (Evaluation's curve of that class): for two classes it sets
// the threshold t, for more the offset δ_cls, halfway between the score of
// point i and the next lower score (half the mean gap between scores beyond
// the ends), so that the training points decided cls are exactly those the
// curve's point counts, whatever the rounding of the field's arithmetic.
func (m *Assessment) SetOperatingPoint(cls, i int) error {
	s, ok := m.shown()
	if !ok {
		return errNoModel
	}
	d := m.c.scene.Decision
	k := len(m.c.scene.Classes)
	nd := curveDecision(d, cls, k)
	g := m.decidedBy(nd, &s)
	switch {
	case len(g.Labels) == 0:
		return msg.Err("session-decides-none")
	case g.Combine == engine.CombineSign:
		if cls != g.Labels[0] {
			return msg.Err("session-threshold-class", "class", g.Labels[0]+1)
		}
	case k < 3:
		return msg.Err("session-no-threshold")
	default:
		if ok, why := d.OffsetsOn(&g); !ok {
			return &msg.Error{Text: why}
		}
	}
	sc, pos := evaluate.Scores(&g, m.c.part.Train, cls)
	roc := evaluate.NewCurve(sc, pos).ROC
	if i < 0 || i >= len(roc) {
		return msg.Err("session-curve-point", "class", cls+1, "n", len(roc), "index", i)
	}
	cut := cutAt(roc, i)
	if math.IsNaN(cut) || math.IsInf(cut, 0) {
		return msg.Err("session-curve-finite")
	}
	if g.Combine == engine.CombineSign {
		d.Threshold = cut
	} else {
		d.Offsets = make([]float64, k)
		copy(d.Offsets, m.c.scene.Decision.Offsets)
		d.Offsets[cls] = -cut
	}
	return m.SetDecision(d)
}

// curveDecision returns d without the part that the curve of class cls
// moves (the threshold for two classes, δ_cls for more), so that the curve
// holds still while its point is dragged.
func curveDecision(d engine.Decision, cls, k int) engine.Decision {
	d.Threshold = 0
	if d.Offsets != nil && cls >= 0 && cls < len(d.Offsets) {
		d.Offsets = append([]float64(nil), d.Offsets...)
		d.Offsets[cls] = 0
	}
	return d
}

// cutAt returns the threshold between point i of the ROC curve roc and the
// next (see SetOperatingPoint).
func cutAt(roc [][3]float64, i int) float64 {
	n := len(roc)
	gap := 0.5
	if n > 2 && roc[1][2] > roc[n-1][2] {
		gap = 0.5 * (roc[1][2] - roc[n-1][2]) / float64(n-2)
	}
	switch {
	case n < 2:
		return math.NaN()
	case i == 0:
		return roc[1][2] + gap
	case i == n-1:
		return roc[n-1][2] - gap
	}
	return (roc[i][2] + roc[i+1][2]) / 2
}

// operating returns (false positive rate, true positive rate) of class cls
// against the rest in the confusion c (rejected points are not called cls),
// or nil when a side has no points.
func operating(c evaluate.Confusion, cls int) []float64 {
	var tp, fn, fp, tn int
	for j := range c.Counts {
		for k, v := range c.Counts[j] {
			switch {
			case j == cls && k == cls:
				tp += v
			case j == cls:
				fn += v
			case k == cls:
				fp += v
			default:
				tn += v
			}
		}
		if j == cls {
			fn += c.Rejected[j]
		} else {
			tn += c.Rejected[j]
		}
	}
	if tp+fn == 0 || fp+tn == 0 {
		return nil
	}
	return []float64{float64(fp) / float64(fp+tn), float64(tp) / float64(tp+fn)}
}
