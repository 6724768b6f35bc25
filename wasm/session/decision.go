package session

import (
	"errors"
	"fmt"
	"math"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/evaluate"
)

// Decided returns the field of the snapshot s under the scene's decision
// stage; a decision that no longer fits the classes changes nothing.
func (a *Session) Decided(s *engine.Snapshot) engine.Field {
	return a.decidedBy(a.scene.Decision, s)
}

func (a *Session) decidedBy(d engine.Decision, s *engine.Snapshot) engine.Field {
	if d.Validate(len(a.scene.Classes)) != nil {
		return s.Field
	}
	return d.Apply(s.Field, a.learntPriors(s))
}

// learntPriors returns the priors the model of s learnt, by scene class:
// the fitted πₖ of a generative model, the training set's fractions
// otherwise.
func (a *Session) learntPriors(s *engine.Snapshot) []float64 {
	k := len(a.scene.Classes)
	p := make([]float64, k)
	if len(s.Gaussians) > 0 {
		for _, g := range s.Gaussians {
			if g.Class >= 0 && g.Class < k {
				p[g.Class] = g.Prior
			}
		}
		return p
	}
	n := float64(len(a.part.Train.Points))
	for _, q := range a.part.Train.Points {
		p[q.Class] += 1 / n
	}
	return p
}

// SetSummary is how the decided model does on one set of points.
type SetSummary struct {
	Confusion evaluate.Confusion `json:"confusion"`
	Accuracy  float64            `json:"accuracy"`
	N         int                `json:"n"`
}

// Curves are the ROC and precision-recall curves of one class against the
// rest on the training and the test points.
type Curves struct {
	Class int            `json:"class"`
	Train evaluate.Curve `json:"train"`
	Test  evaluate.Curve `json:"test"`
	// Operating is the current decision's (false positive rate, true
	// positive rate) of the class on the training points, nil when a side
	// has no points. Draggable says whether SetOperatingPoint moves it
	// along Train's ROC curve; Why says why not.
	Operating []float64 `json:"operating"`
	Draggable bool      `json:"draggable"`
	Why       string    `json:"why,omitempty"`
}

// Evaluation is what evaluation() answers.
type Evaluation struct {
	Train SetSummary `json:"train"`
	Test  SetSummary `json:"test"`
	// Curves holds one entry for two classes (the field's first class
	// against the second, scored by h, so that a threshold on the curve is
	// the decision's threshold) and one per class for more.
	Curves    []Curves        `json:"curves"`
	Threshold float64         `json:"threshold"`
	Decision  engine.Decision `json:"decision"`
	// Applies names the parts of the decision that the current model uses.
	Applies []string `json:"applies"`
	// Score says what the curves score, in words.
	Score string `json:"score"`
}

// Evaluation grades the shown model under the decision stage.
func (a *Session) Evaluation() (Evaluation, error) {
	if !a.model {
		return Evaluation{}, errors.New("there is no trained model yet")
	}
	s := a.Shown()
	d := a.scene.Decision
	f := a.Decided(&s)
	ev := Evaluation{Decision: d, Threshold: d.Threshold, Applies: d.Applies(&s.Field)}
	if ev.Applies == nil {
		ev.Applies = []string{}
	}
	sum := func(set engine.Dataset) SetSummary {
		c := evaluate.NewConfusion(set, evaluate.Decide(&f, set))
		return SetSummary{Confusion: c, Accuracy: c.Accuracy, N: c.N}
	}
	ev.Train, ev.Test = sum(a.part.Train), sum(a.part.Test)
	if len(f.Labels) == 0 {
		return ev, nil
	}
	classes := f.Labels
	k := len(a.scene.Classes)
	switch {
	case f.Combine == engine.CombineSign:
		classes = f.Labels[:1]
		ev.Score = "h(x), the log-odds for a probabilistic model: the point sets t, decided where h ≥ t"
	case f.Combine == engine.CombineArgmax && k < 3:
		ev.Score = "the margin a_k − a_j of the two classes' activations (no threshold of this model to move)"
	case f.Combine == engine.CombineArgmax:
		ev.Score = "s_k(x) = a_k(x) − max_j≠k (a_j(x) + δ_j), a the activations after the priors (h for discriminants): class k is decided where s_k ≥ −δ_k, so the point sets δ_k"
	default:
		ev.Score = "the model's score of class k (its posterior, or h_k): not a threshold of its decision"
	}
	for _, c := range classes {
		// The curve scores the field without the part its point moves.
		g := a.decidedBy(curveDecision(d, c, k), &s)
		cur := Curves{Class: c, Operating: operating(ev.Train.Confusion, c)}
		sc, pos := evaluate.Scores(&g, a.part.Train, c)
		cur.Train = evaluate.NewCurve(sc, pos)
		sc, pos = evaluate.Scores(&g, a.part.Test, c)
		cur.Test = evaluate.NewCurve(sc, pos)
		switch {
		case f.Combine == engine.CombineSign:
			cur.Draggable = true
		case k < 3:
			cur.Why = "this model has no threshold to move"
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
func (a *Session) ConfusionCell(set string, truth, decided int) ([]int, error) {
	if !a.model {
		return nil, errors.New("there is no trained model yet")
	}
	s := a.Shown()
	f := a.Decided(&s)
	d, index := a.part.Train, a.part.TrainIndex
	switch set {
	case "train":
	case "test":
		d, index = a.part.Test, a.part.TestIndex
	default:
		return nil, fmt.Errorf("the set must be \"train\" or \"test\", not %q", set)
	}
	cell := evaluate.Cell(d, evaluate.Decide(&f, d), truth, decided)
	if index != nil {
		for i, j := range cell {
			cell[i] = index[j]
		}
	}
	return cell, nil
}

// cvState is a cross-validation under way, run a slice per frame.
type cvState struct {
	run    *evaluate.CV
	start  time.Time
	took   time.Duration
	points int
	// highlight holds the points ringed for a confusion cell.
	highlight []int
}

// cvMaxSteps is where a cross-validated iterative method stops on a fold.
const cvMaxSteps = 2000

// StartCV starts a k-fold cross-validation of the candidates on the
// training points (the current method with its parameters and basis when
// there are none), replacing any under way.
func (a *Session) StartCV(k int, seed uint64, cands []evaluate.Candidate) error {
	if len(cands) == 0 {
		cands = []evaluate.Candidate{{ID: a.scene.Algorithm, Basis: a.scene.Basis, Params: a.scene.Params}}
	}
	cv, err := evaluate.NewCV(a.part.Train, k, seed, cands, cvMaxSteps)
	if err != nil {
		return err
	}
	a.cv = cvState{run: cv, start: time.Now(), points: len(a.part.Train.Points), highlight: a.cv.highlight}
	a.changed()
	return nil
}

// AdvanceCV runs the cross-validation within the budget. It tells the
// picture only when the run ends: a change of the picture sends the page a
// status, whose panel would redraw at every frame of the run (the page
// polls CV for the progress instead).
func (a *Session) AdvanceCV(budget time.Duration) {
	cv := a.cv.run
	if cv == nil || cv.Done() {
		return
	}
	t0 := time.Now()
	for !cv.Done() && time.Since(t0) < budget {
		ts := time.Now()
		cv.Step()
		a.longest.CV = max(a.longest.CV, time.Since(ts))
	}
	if cv.Done() {
		a.cv.took = time.Since(a.cv.start)
		a.changed()
	}
}

// CVReport is what crossValidate's status answers: the progress and the
// results so far (NaN as null).
type CVReport struct {
	Running  bool             `json:"running"`
	Progress float64          `json:"progress"`
	Done     bool             `json:"done"`
	Millis   float64          `json:"millis"`
	Points   int              `json:"points"`
	Folds    int              `json:"folds"`
	Results  []map[string]any `json:"results"`
}

// CV reports the cross-validation.
func (a *Session) CV() CVReport {
	cv := a.cv.run
	if cv == nil {
		return CVReport{Results: []map[string]any{}}
	}
	r := CVReport{Running: !cv.Done(), Progress: cv.Progress(), Done: cv.Done(),
		Millis: float64(a.cv.took.Microseconds()) / 1000, Points: a.cv.points}
	for _, f := range cv.Fold() {
		r.Folds = max(r.Folds, f+1)
	}
	for _, x := range cv.Results() {
		r.Results = append(r.Results, map[string]any{
			"id": x.ID, "basis": x.Basis, "accuracy": finite(x.Accuracy), "loss": finite(x.Loss),
			"meanAccuracy": num(x.MeanAcc), "sdAccuracy": num(x.SdAcc),
			"meanLoss": num(x.MeanLoss), "sdLoss": num(x.SdLoss), "error": x.Err,
			"done": len(x.Accuracy) == r.Folds})
	}
	return r
}

// num returns v, or nil for NaN and ±Inf (JSON has no such numbers).
func num(v float64) any {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return nil
	}
	return v
}

func finite(v []float64) []any {
	out := make([]any, len(v))
	for i, x := range v {
		out[i] = num(x)
	}
	return out
}

// SetHighlight rings the points of the given indices on the plane (a
// confusion cell the user chose); nil rings none. Indices out of range are
// refused.
func (a *Session) SetHighlight(idx []int) error {
	for _, i := range idx {
		if i < 0 || i >= len(a.scene.Points) {
			return fmt.Errorf("there is no point %d", i)
		}
	}
	a.cv.highlight = append([]int(nil), idx...)
	a.changed()
	return nil
}

// Highlight returns the ringed points; indices that edits have put out of
// range are left out.
func (a *Session) Highlight() []int {
	out := []int{}
	for _, i := range a.cv.highlight {
		if i < len(a.scene.Points) {
			out = append(out, i)
		}
	}
	return out
}
