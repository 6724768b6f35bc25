package main

import (
	"math"

	"hyperplane/engine"
)

// maxMarked is the largest data set whose mistakes are ringed: finding
// them costs an evaluation of every point at every change of the model.
const maxMarked = 20_000

// ringsLegible reports whether n rings leave the plot legible: their ink
// (a ring of radius ρ and width w covers about 2πρw pixels) must cover at
// most a quarter of the plot's area, and once they have been hidden, a
// fifth before they show again, so that a count near the limit does not
// make them flicker while a model trains. Beyond it the rings hide the
// points and the field under a red cover: 2,500 mistakes among 10,000
// overlapping points would ink about half of an 860×760 plot. So many
// rings are also costly to draw under software WebGL.
func ringsLegible(n int, radius, width, plotArea float64, hidden bool) bool {
	limit := 0.25
	if hidden {
		limit = 0.2
	}
	return float64(n)*2*math.Pi*radius*width <= limit*plotArea
}

// buildMarks rings the misclassified points, the support vectors and the
// point behind the last update.
func (g *Game) buildMarks(cam camera, s *engine.Snapshot) {
	f := &g.frame
	f.markVerts, f.markIdx = f.markVerts[:0], f.markIdx[:0]
	a := g.app
	pts := a.s.Points()
	mark := func(i, sprite int) {
		if i < 0 || i >= len(pts) {
			return
		}
		x, y := cam.toScreen(pts[i].X, pts[i].Y)
		f.markVerts, f.markIdx = g.sprites.quads(f.markVerts, f.markIdx, sprite, float32(x), float32(y), 1)
	}
	if a.s.Trained() && a.s.View().Misclassified && len(s.Field.Rows) > 0 && len(pts) <= maxMarked {
		for _, i := range g.ringed(cam, s, pts) {
			mark(i, spriteRing)
		}
	} else {
		f.ringsHidden = false
	}
	if a.s.Trained() && a.s.View().Margins {
		for _, i := range s.Support {
			mark(i, spriteSupport)
		}
	}
	if a.s.Trained() && a.s.View().Update && s.Before != nil {
		mark(s.Point, spriteFocus)
	}
}

// ringed returns the points of pts that s's field misclassifies, or none
// when they are too many to ring legibly (and then sets ringsHidden).
func (g *Game) ringed(cam camera, s *engine.Snapshot, pts []engine.Point) []int {
	f := &g.frame
	radius, width, _, _ := ringOf(spriteRing, g.sprites.size/2, cam.dpr)
	legible := func(n int) bool { return ringsLegible(n, radius, width, cam.w*cam.h, f.ringsHidden) }
	// A snapshot made on these points has counted their mistakes: rings
	// too many to draw need no search for them.
	counted := s.N == len(pts)
	if counted && !legible(s.Mistakes) {
		f.ringsHidden = true
		return nil
	}
	f.mistakes = f.mistakes[:0]
	ev := engine.NewEvaluator(&s.Field)
	for i, p := range pts {
		if ev.Decide(p.X, p.Y) != p.Class {
			f.mistakes = append(f.mistakes, i)
		}
	}
	f.ringsHidden = !counted && !legible(len(f.mistakes))
	if f.ringsHidden {
		return nil
	}
	return f.mistakes
}
