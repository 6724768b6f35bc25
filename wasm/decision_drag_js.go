package main

import (
	"fmt"
	"syscall/js"

	"hyperplane/engine"
)

// decisionDragHandlers are the ROC operating point's:
// setOperatingPoint(class, index) moves the decision to point index of the
// training ROC curve of class (the threshold t for two classes, the offset
// δ_class for more), and decisionDrag("begin" | "end") brackets a drag, so
// that all its moves are one step of undo.
func (b *bridge) decisionDragHandlers() []handler {
	a := b.app
	return []handler{
		{"setOperatingPoint", true, func(args []js.Value) (any, error) {
			c, err := argInt(args, 0, "the class", 0, engine.MaxClasses-1)
			if err != nil {
				return nil, err
			}
			i, err := argInt(args, 1, "the point of the curve", 0, engine.MaxPoints+1)
			if err != nil {
				return nil, err
			}
			if err := a.s.SetOperatingPoint(c, i); err != nil {
				return nil, err
			}
			return a.s.Scene().Decision, nil
		}},
		{"decisionDrag", true, func(args []js.Value) (any, error) {
			what, err := argString(args, 0, "begin or end", 8)
			if err != nil {
				return nil, err
			}
			switch what {
			case "begin":
				a.s.BeginDecisionDrag()
			case "end":
				a.s.EndDecisionDrag()
			default:
				return nil, fmt.Errorf("decisionDrag takes \"begin\" or \"end\", not %q", what)
			}
			return nil, nil
		}},
	}
}
