package frame

import (
	"math"

	"hyperplane/engine"
	"hyperplane/engine/scene"
	"hyperplane/wasm/render"
)

// LookOf turns the view's toggles into what the field shader draws for
// the snapshot s: the shading, the boundary, the ambiguity and the grid,
// and the levels of h it draws as lines (the margins at ±1, or ±Band; the
// contours of the posterior at 0.1, 0.3, 0.7 and 0.9, where h is its
// log-odds; for softmax, the largest posterior at 0.6, 0.75 and 0.9).
func LookOf(v scene.View, s *engine.Snapshot) render.Look {
	lk := render.Look{Boundary: v.Boundary, Ambiguity: v.Ambiguity, Grid: v.Grid}
	switch v.Shading {
	case "hard":
		lk.Shading = render.ShadingHard
	case "off":
		lk.Shading = render.ShadingOff
	default:
		lk.Shading = render.ShadingSoft
	}
	f := &s.Field
	if f.Combine == engine.CombineSign {
		if v.Margins {
			if f.Band > 0 {
				b := float32(f.Band)
				lk.Levels = append(lk.Levels, [2]float32{b, 1}, [2]float32{-b, 1})
			} else {
				lk.Levels = append(lk.Levels, [2]float32{1, 1}, [2]float32{-1, 1})
			}
		}
		if v.Contours && f.Link != engine.LinkMargin {
			for _, p := range []float64{0.1, 0.3, 0.7, 0.9} {
				lk.Levels = append(lk.Levels, [2]float32{float32(math.Log(p / (1 - p))), 0})
			}
		}
	} else if v.Contours && f.Combine == engine.CombineArgmax && f.Link == engine.LinkSoftmax {
		// The largest posterior at 0.6, 0.75 and 0.9 (with two classes,
		// p₁ = 0.1, 0.25, 0.4, 0.6, 0.75, 0.9).
		for _, p := range []float64{0.6, 0.75, 0.9} {
			lk.Levels = append(lk.Levels, [2]float32{float32(math.Log(p / (1 - p))), 0})
		}
	}
	return lk
}
