package api

import (
	"fmt"
	"reflect"
	"slices"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/evaluate"
	"hyperplane/engine/msg"
)

// compareModels answers compareModels(options): the generative models by
// AIC and BIC, and for two classes Bayesian logistic regression on the
// bases none, poly 2, poly 3 and 3×3 RBF bumps with the Laplace evidence,
// each group's best marked. options.alpha is the prior precision (the
// scene's where its method names one, engine.PriorPrecision; else 1).
//
// With options.group ("generative" or "logistic") it answers {rows, total}:
// the group's first options.rows rows as far as they are made, marked
// among themselves, and how many the group has. A call fits for at most
// API.modelBudget (at least one Newton step), and the page calls again
// in a new task until all are made: the whole table held the thread 300
// ms at 4x with 10,000 points (issue 51). The rows and the fit under way
// are kept for the next call while the points, the basis and α stay the
// same (API.models).
func compareModels(c *Call) (any, error) {
	var o struct {
		Alpha *float64 `json:"alpha"`
		Group string   `json:"group"`
		Rows  int      `json:"rows"`
	}
	if err := c.DecodeIf(0, &o); err != nil {
		return nil, err
	}
	s := c.S()
	alpha := 1.0
	if v, ok := engine.PriorPrecision(s.Scene().Algorithm, s.Scene().Params); ok && v > 0 {
		alpha = v
	}
	if o.Alpha != nil {
		alpha = *o.Alpha
	}
	d := s.Doc().Dataset()
	if o.Group == "" {
		return evaluate.CompareAll(d, s.Scene().Basis, evaluate.DefaultBases(d), alpha)
	}
	m := &c.api.models
	key := modelsKey{points: s.Versions().Points, alpha: alpha, group: o.Group}
	// The generative models are fitted in the scene's basis; the logistic
	// rows in the compared bases, whatever the scene's.
	if m.key != key || (o.Group == engine.EvidenceGenerative && !reflect.DeepEqual(m.basis, s.Scene().Basis)) {
		*m = modelRows{key: key, basis: s.Scene().Basis}
		switch o.Group {
		case engine.EvidenceGenerative:
			m.total = -1
		case engine.EvidenceLogistic:
			m.bases = evaluate.DefaultBases(d)
			m.total = len(m.bases)
		default:
			return nil, msg.Err("engine-value-not-choice", "value", o.Group)
		}
	}
	want := max(o.Rows, 1)
	switch {
	case m.total < 0: // the generative models: one fit of all three
		rows, err := evaluate.GenerativeRows(d, m.basis)
		if err != nil {
			return nil, err
		}
		m.rows, m.total = rows, len(rows)
	default:
		// Newton steps of the next rows' fits, for at most the budget
		// (at least one step): a whole fit on 10,000 points took
		// 130-160 ms at 4x, a step a tenth of it.
		t0 := time.Now()
		for len(m.rows) < want && len(m.rows) < m.total {
			if m.fit == nil {
				f, err := evaluate.NewRowFit(d, m.bases[len(m.rows)], alpha)
				if err != nil {
					// No row for any basis (one class only, or three):
					// the group is empty, as in the whole table.
					m.rows, m.total = nil, 0
					break
				}
				m.fit = f
			}
			done, err := m.fit.Step()
			if err != nil {
				m.rows, m.total, m.fit = nil, 0, nil
				break
			}
			if done {
				m.rows = append(m.rows, m.fit.Row())
				m.fit = nil
			}
			if time.Since(t0) >= c.api.modelBudget {
				break
			}
		}
	}
	rows := slices.Clone(m.rows[:min(want, len(m.rows))])
	evaluate.MarkBest(rows)
	return modelsJSON{Rows: rows, Total: m.total}, nil
}

// modelRows are the rows of one group of the model comparison made so
// far, for the points, basis and α of key.
type modelRows struct {
	key   modelsKey
	basis engine.Basis
	bases []evaluate.NamedBasis
	rows  []evaluate.ModelRow
	fit   *evaluate.RowFit // the next row's fit, under way
	total int              // the group's rows; -1 before the generative group's fit
}

type modelsKey struct {
	points uint64
	alpha  float64
	group  string
}

type modelsJSON struct {
	Rows  []evaluate.ModelRow `json:"rows"`
	Total int                 `json:"total"`
}

// decisionHandlers are the decision stage and the evaluation:
// setDecision, decision, evaluation, confusionCell, highlight,
// crossValidate and crossValidation, and the ROC operating point's
// setOperatingPoint and decisionDrag.
func (a *API) decisionHandlers() []Handler {
	return []Handler{
		{Name: "setDecision", Locked: true, Changes: true, Params: []Param{Obj(msg.T("refuse-arg-the-decision")).Opt()}, Do: func(c *Call) (any, error) {
			var d engine.Decision
			if err := c.DecodeIf(0, &d); err != nil {
				return nil, err
			}
			return nil, c.S().Assessment().SetDecision(d)
		}},
		{Name: "decision", Locked: true, Untrained: true, Do: func(c *Call) (any, error) { return c.S().Scene().Decision, nil }},
		{Name: "evaluation", Locked: true, Do: func(c *Call) (any, error) {
			ev, err := c.S().Assessment().Evaluation()
			if err != nil {
				return nil, err
			}
			return evaluationOf(ev), nil
		}},
		{Name: "confusionCell", Locked: true, Changes: true,
			Params: []Param{Str(msg.T("refuse-arg-the-set"), 8), Int(msg.T("refuse-arg-the-true-class"), 0, engine.MaxClasses-1), Int(msg.T("refuse-arg-the-decided-class"), -1, engine.MaxClasses-1),
				Flag(msg.T("refuse-arg-whether-to-ring-them")).Opt()},
			Do: func(c *Call) (any, error) {
				cell, err := c.S().Assessment().ConfusionCell(c.Str(0), c.Int(1), c.Int(2))
				if err != nil {
					return nil, err
				}
				if c.Given(3) && c.Bool(3) {
					return cell, c.S().Assessment().SetHighlight(cell)
				}
				return cell, nil
			}},
		{Name: "highlight", Locked: true, Changes: true, Params: []Param{Obj(msg.T("refuse-arg-the-point-indices")).Opt()}, Do: func(c *Call) (any, error) {
			var idx []int
			if err := c.DecodeIf(0, &idx); err != nil {
				return nil, err
			}
			if err := c.S().Assessment().SetHighlight(idx); err != nil {
				return nil, err
			}
			return c.S().Assessment().Highlight(), nil
		}},
		{Name: "crossValidate", Locked: true, Changes: true, Params: []Param{Obj(msg.T("refuse-arg-the-cross-validations-options")).Opt()}, Do: crossValidate},
		{Name: "crossValidation", Locked: true, Untrained: true, Do: func(c *Call) (any, error) { return cvOf(c.S().Assessment().CV()), nil }},
		{Name: "setOperatingPoint", Locked: true, Changes: true,
			Params: []Param{Int(msg.T("refuse-arg-the-class"), 0, engine.MaxClasses-1), Int(msg.T("refuse-arg-the-point-of-the-curve"), 0, engine.MaxPoints+1)},
			Do: func(c *Call) (any, error) {
				if err := c.S().Assessment().SetOperatingPoint(c.Int(0), c.Int(1)); err != nil {
					return nil, err
				}
				return c.S().Scene().Decision, nil
			}},
		{Name: "decisionDrag", Locked: true, Changes: true, Params: []Param{Str(msg.T("refuse-arg-begin-or-end"), 8)}, Do: func(c *Call) (any, error) {
			switch what := c.Str(0); what {
			case "begin":
				c.S().Assessment().BeginDecisionDrag()
			case "end":
				c.S().Assessment().EndDecisionDrag()
			default:
				return nil, msg.Err("refuse-decision-drag", "what", fmt.Sprintf("%q", what))
			}
			return nil, nil
		}},
	}
}

// maxCVModels bounds the models of one cross-validation.
const maxCVModels = 12

func crossValidate(c *Call) (any, error) {
	var o struct {
		K      *int                 `json:"k"`
		Seed   *uint64              `json:"seed"`
		Models []evaluate.Candidate `json:"models"`
	}
	if err := c.DecodeIf(0, &o); err != nil {
		return nil, err
	}
	k, seed := 10, uint64(1)
	if o.K != nil {
		k = *o.K
	}
	if o.Seed != nil {
		seed = *o.Seed
	}
	if len(o.Models) > maxCVModels {
		return nil, msg.Err("refuse-cv-models", "max", maxCVModels)
	}
	if err := c.S().Assessment().StartCV(k, seed, o.Models); err != nil {
		return nil, err
	}
	return cvOf(c.S().Assessment().CV()), nil
}
