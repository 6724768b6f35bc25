package session

import (
	"hyperplane/engine"
	"hyperplane/engine/msg"
)

// Assessment is the part of a session that judges the shown model: the
// decision stage (priors, losses, reject, threshold, offsets) and the drag
// of a ROC operating point, the evaluation (confusion matrices and
// curves), the model's scores at a point, the points ringed for a
// confusion cell, and the cross-validation. Of the scene it writes the
// decision, whose edits are steps of the undo stack; an undo ends the drag
// under way (the hook editTaken). It reads the shown snapshot through
// shown, which Session wires to Training.
type Assessment struct {
	c *core
	// shown returns the snapshot on screen and whether it holds a trained
	// model.
	shown func() (engine.Snapshot, bool)
	// cv is the cross-validation under way or done (assess_cv.go).
	cv cvState
	// drag is a drag of a ROC operating point under way
	// (assess_decision.go).
	drag decisionDrag
}

var errNoModel = msg.Err("session-no-model")

// Decided returns the field of the snapshot s under the scene's decision
// stage; a decision that no longer fits the classes changes nothing.
func (m *Assessment) Decided(s *engine.Snapshot) engine.Field {
	return m.decidedBy(m.c.scene.Decision, s)
}

func (m *Assessment) decidedBy(d engine.Decision, s *engine.Snapshot) engine.Field {
	if d.IsZero() || d.Validate(len(m.c.scene.Classes)) != nil {
		return s.Field
	}
	// The learnt priors, a pass over the training points, only for the
	// priors that replace them (decidedBy runs in every frame and for
	// every status).
	var learnt []float64
	if d.Priors != nil {
		learnt = m.learntPriors(s)
	}
	return d.Apply(s.Field, learnt)
}

// learntPriors returns the priors the model of s learnt, by scene class:
// the fitted πₖ of a generative model, the training set's fractions
// otherwise.
func (m *Assessment) learntPriors(s *engine.Snapshot) []float64 {
	k := len(m.c.scene.Classes)
	p := make([]float64, k)
	if len(s.Gaussians) > 0 {
		for _, g := range s.Gaussians {
			if g.Class >= 0 && g.Class < k {
				p[g.Class] = g.Prior
			}
		}
		return p
	}
	train := m.c.part.Train.Points
	n := float64(len(train))
	for _, q := range train {
		p[q.Class] += 1 / n
	}
	return p
}

// Scored is what the shown model makes of a point: the class the page
// decides under the decision stage, the posteriors under the decision's
// priors, and the model's own scores and class without the decision.
type Scored struct {
	// Class is the class decided under the decision stage (priors,
	// losses, reject, threshold, offsets), as the plot shades the point;
	// −1 where it is rejected or undecided.
	Class int
	// Posteriors are p(Cₖ|x) under the decision's priors (the model's own
	// without priors), per scene class; nil for a model without
	// posteriors.
	Posteriors []float64
	// Scores are the model's own scores (engine.Evaluator.Scores) and
	// ModelClass the class it gives, before the decision stage.
	Scores     []float64
	ModelClass int
}

// Scores returns what the shown model makes of (x, y).
func (m *Assessment) Scores(x, y float64) (Scored, error) {
	s, ok := m.shown()
	if !ok {
		return Scored{}, errNoModel
	}
	k := len(m.c.scene.Classes)
	fm := engine.NewFieldModel(s.Field, k)
	out := Scored{Scores: fm.Scores(x, y, make([]float64, k)), ModelClass: fm.Predict(x, y)}
	decided := m.Decided(&s)
	out.Class = engine.NewEvaluator(&decided).Decide(x, y)
	priored := m.decidedBy(engine.Decision{Priors: m.c.scene.Decision.Priors}, &s)
	if p, ok := engine.NewEvaluator(&priored).Posteriors(x, y, make([]float64, k)); ok {
		out.Posteriors = p
	}
	return out, nil
}

// SetHighlight rings the points of the given indices on the plane (a
// confusion cell the user chose); nil rings none. Indices out of range are
// refused.
func (m *Assessment) SetHighlight(idx []int) error {
	for _, i := range idx {
		if i < 0 || i >= len(m.c.scene.Points) {
			return msg.Err("session-no-point", "index", i)
		}
	}
	m.cv.highlight = append([]int(nil), idx...)
	m.c.changed()
	return nil
}

// Highlight returns the ringed points; indices that edits have put out of
// range are left out.
func (m *Assessment) Highlight() []int {
	out := []int{}
	for _, i := range m.cv.highlight {
		if i < len(m.c.scene.Points) {
			out = append(out, i)
		}
	}
	return out
}
