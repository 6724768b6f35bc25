package session

import (
	"fmt"

	"hyperplane/engine"
	"hyperplane/engine/evaluate"
	"hyperplane/engine/msg"
)

// SetSummary is how the decided model does on one set of points.
type SetSummary struct {
	Confusion evaluate.Confusion
	Accuracy  float64
	N         int
}

// Curves are the ROC and precision-recall curves of one class against the
// rest on the training and the test points.
type Curves struct {
	Class int
	Train evaluate.Curve
	Test  evaluate.Curve
	// Operating is the current decision's (false positive rate, true
	// positive rate) of the class on the training points, nil when a side
	// has no points. Draggable says whether SetOperatingPoint moves it
	// along Train's ROC curve; Why says why not.
	Operating []float64
	Draggable bool
	Why       msg.Text
}

// Evaluation is what evaluation() answers.
type Evaluation struct {
	Train SetSummary
	Test  SetSummary
	// Curves holds one entry for two classes (the field's first class
	// against the second, scored by h, so that a threshold on the curve is
	// the decision's threshold) and one per class for more.
	Curves    []Curves
	Threshold float64
	Decision  engine.Decision
	// Applies names the parts of the decision that the current model uses.
	Applies []string
	// Score says what the curves score, in words.
	Score msg.Text
}

// Evaluation grades the shown model under the decision stage.
func (m *Assessment) Evaluation() (Evaluation, error) {
	s, ok := m.shown()
	if !ok {
		return Evaluation{}, errNoModel
	}
	d := m.c.scene.Decision
	f := m.Decided(&s)
	ev := Evaluation{Decision: d, Threshold: d.Threshold, Applies: d.Applies(&s.Field)}
	if ev.Applies == nil {
		ev.Applies = []string{}
	}
	sum := func(set engine.Dataset) SetSummary {
		c := evaluate.NewConfusion(set, evaluate.Decide(&f, set))
		return SetSummary{Confusion: c, Accuracy: c.Accuracy, N: c.N}
	}
	ev.Train, ev.Test = sum(m.c.part.Train), sum(m.c.part.Test)
	if len(f.Labels) == 0 {
		return ev, nil
	}
	classes := f.Labels
	k := len(m.c.scene.Classes)
	switch {
	case f.Combine == engine.CombineSign:
		classes = f.Labels[:1]
		ev.Score = msg.T("session-score-sign")
	case f.Combine == engine.CombineArgmax && k < 3:
		ev.Score = msg.T("session-score-two")
	case f.Combine == engine.CombineArgmax:
		ev.Score = msg.T("session-score-argmax")
	default:
		ev.Score = msg.T("session-score-other")
	}
	for _, c := range classes {
		// The curve scores the field without the part its point moves.
		g := m.decidedBy(curveDecision(d, c, k), &s)
		cur := Curves{Class: c, Operating: operating(ev.Train.Confusion, c)}
		sc, pos := evaluate.Scores(&g, m.c.part.Train, c)
		cur.Train = evaluate.NewCurve(sc, pos)
		sc, pos = evaluate.Scores(&g, m.c.part.Test, c)
		cur.Test = evaluate.NewCurve(sc, pos)
		switch {
		case f.Combine == engine.CombineSign:
			cur.Draggable = true
		case k < 3:
			cur.Why = msg.T("session-no-threshold")
		default:
			cur.Draggable, cur.Why = d.OffsetsOn(&g)
		}
		cur.Draggable = cur.Draggable && len(cur.Train.ROC) > 1
		ev.Curves = append(ev.Curves, cur)
	}
	return ev, nil
}

// ConfusionCell returns the indices, among all the scene's points, of the
// points of the training ("train") or test ("test") set of class truth
// that the decided model puts in class decided (−1: rejected).
func (m *Assessment) ConfusionCell(set string, truth, decided int) ([]int, error) {
	s, ok := m.shown()
	if !ok {
		return nil, errNoModel
	}
	f := m.Decided(&s)
	d, index := m.c.part.Train, m.c.part.TrainIndex
	switch set {
	case "train":
	case "test":
		d, index = m.c.part.Test, m.c.part.TestIndex
	default:
		return nil, msg.Err("session-set", "set", fmt.Sprintf("%q", set))
	}
	cell := evaluate.Cell(d, evaluate.Decide(&f, d), truth, decided)
	if index != nil {
		for i, j := range cell {
			cell[i] = index[j]
		}
	}
	return cell, nil
}
