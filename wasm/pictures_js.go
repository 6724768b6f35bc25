package main

import (
	"syscall/js"

	"hyperplane/engine"
)

// pictureHandlers returns what the page's extra pictures (web/js/pictures/)
// draw: the shattering of the points and the solution region in weight
// space.
func (b *bridge) pictureHandlers() []handler {
	a := b.app
	return []handler{

		// shatter() returns every labelling of the scene's points by two
		// classes and whether a line separates it (engine.Shatter), with the
		// points, or {ok: false, error} when there are none or more than
		// engine.MaxShatterPoints. The error is not shown in the page: the
		// explorer says it in its own words.
		{"shatter", true, func([]js.Value) (any, error) {
			pts := make([][2]float64, len(a.s.Points()))
			for i, p := range a.s.Points() {
				pts[i] = [2]float64{p.X, p.Y}
			}
			sh, err := engine.Shatter(a.s.Points())
			if err != nil {
				return map[string]any{"ok": false, "error": capitalize(err.Error()), "n": len(pts), "max": engine.MaxShatterPoints}, nil
			}
			return struct {
				OK bool `json:"ok"`
				engine.Shattering
				Points [][2]float64 `json:"points"`
			}{true, sh, pts}, nil
		}},

		// weightSpace() returns the solution region of a two-class linear
		// model cut at its current bias (engine.SolutionSlice), the path of
		// its weights a = (w₀, w₁, w₂) over the training history up to the
		// step on screen, and the points, or {ok: false, error} when the model
		// is not one linear function of (x, y) on two classes.
		{"weightSpace", true, func([]js.Value) (any, error) {
			return a.s.WeightSpace(), nil
		}},
	}
}
