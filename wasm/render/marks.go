package render

import (
	"math"

	"hyperplane/engine"
)

// RingsLegible reports whether n rings leave the plot legible: their ink
// (a ring of radius ρ and width w covers about 2πρw pixels) must cover at
// most a quarter of the plot's area, and once they have been hidden, a
// fifth before they show again, so that a count near the limit does not
// make them flicker while a model trains. Beyond it the rings hide the
// points and the field under a red cover: 2,500 mistakes among 10,000
// overlapping points would ink about half of an 860×760 plot. So many
// rings are also costly to draw under software WebGL.
func RingsLegible(n int, radius, width, plotArea float64, hidden bool) bool {
	limit := 0.25
	if hidden {
		limit = 0.2
	}
	return float64(n)*2*math.Pi*radius*width <= limit*plotArea
}

// Mistakes appends to dst the indices of the points of pts that the field
// f classifies wrongly, and returns it.
func Mistakes(dst []int, f *engine.Field, pts []engine.Point) []int {
	ev := engine.NewEvaluator(f)
	for i, p := range pts {
		if ev.Decide(p.X, p.Y) != p.Class {
			dst = append(dst, i)
		}
	}
	return dst
}
