package main

import (
	"errors"
	"syscall/js"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/evaluate"
)

// compareModels answers compareModels(options): the generative models by
// AIC and BIC, and for two classes Bayesian logistic regression on the
// bases none, poly 2, poly 3 and 3×3 RBF bumps with the Laplace evidence,
// each group's best marked. options.alpha is the prior precision (the
// scene's where its method names one, engine.PriorPrecision; else 1).
func (b *bridge) compareModels(args []js.Value) (any, error) {
	a := b.app
	var o struct {
		Alpha *float64 `json:"alpha"`
	}
	if given(args, 0) {
		if err := argObject(args, 0, "the comparison's options", &o); err != nil {
			return nil, err
		}
	}
	alpha := 1.0
	if v, ok := engine.PriorPrecision(a.s.Scene().Algorithm, a.s.Scene().Params); ok && v > 0 {
		alpha = v
	}
	if o.Alpha != nil {
		alpha = *o.Alpha
	}
	d := a.s.Dataset()
	return evaluate.CompareAll(d, a.s.Scene().Basis, evaluate.DefaultBases(d), alpha)
}

// cvBudget is the time per frame that a cross-validation may take. At 8 ms
// the page drew the four-basis run (40 fits on 1,000 points) at 20.3
// frames a second [18.6, 27.7]; at 4 ms at 30.9 [24.0, 32.7], in the same
// total time (BENCHMARKS.md).
const cvBudget = 4 * time.Millisecond

// decisionHandlers are the decision stage and the evaluation:
// setDecision, decision, evaluation, confusionCell, highlight,
// crossValidate and crossValidation.
func (b *bridge) decisionHandlers() []handler {
	a := b.app
	return []handler{
		{"setDecision", true, func(args []js.Value) (any, error) {
			var d engine.Decision
			if given(args, 0) {
				if err := argObject(args, 0, "the decision", &d); err != nil {
					return nil, err
				}
			}
			return nil, a.s.SetDecision(d)
		}},
		{"decision", true, func([]js.Value) (any, error) { return a.s.Scene().Decision, nil }},
		{"evaluation", true, func([]js.Value) (any, error) { return a.s.Evaluation() }},
		{"confusionCell", true, func(args []js.Value) (any, error) {
			set, err := argString(args, 0, "the set", 8)
			if err != nil {
				return nil, err
			}
			truth, err := argInt(args, 1, "the true class", 0, engine.MaxClasses-1)
			if err != nil {
				return nil, err
			}
			dec, err := argInt(args, 2, "the decided class", -1, engine.MaxClasses-1)
			if err != nil {
				return nil, err
			}
			cell, err := a.s.ConfusionCell(set, truth, dec)
			if err != nil {
				return nil, err
			}
			if given(args, 3) {
				ring, err := argBool(args, 3, "whether to ring them")
				if err != nil {
					return nil, err
				}
				if ring {
					err = a.s.SetHighlight(cell)
				}
				return cell, err
			}
			return cell, nil
		}},
		{"highlight", true, func(args []js.Value) (any, error) {
			var idx []int
			if given(args, 0) {
				if err := argObject(args, 0, "the point indices", &idx); err != nil {
					return nil, err
				}
			}
			if err := a.s.SetHighlight(idx); err != nil {
				return nil, err
			}
			return a.s.Highlight(), nil
		}},
		{"crossValidate", true, func(args []js.Value) (any, error) {
			var o struct {
				K      *int                 `json:"k"`
				Seed   *uint64              `json:"seed"`
				Models []evaluate.Candidate `json:"models"`
			}
			if given(args, 0) {
				if err := argObject(args, 0, "the cross-validation's options", &o); err != nil {
					return nil, err
				}
			}
			k, seed := 10, uint64(1)
			if o.K != nil {
				k = *o.K
			}
			if o.Seed != nil {
				seed = *o.Seed
			}
			if len(o.Models) > 12 {
				return nil, errors.New("cross-validate at most 12 models at once")
			}
			if err := a.s.StartCV(k, seed, o.Models); err != nil {
				return nil, err
			}
			return a.s.CV(), nil
		}},
		{"crossValidation", true, func([]js.Value) (any, error) { return a.s.CV(), nil }},
	}
}
