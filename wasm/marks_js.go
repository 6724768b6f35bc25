package main

import (
	"hyperplane/engine"
	"hyperplane/wasm/render"
)

// maxMarked is the largest data set whose mistakes are ringed: finding
// them costs an evaluation of every point at every change of the model.
const maxMarked = 20_000

// ringsCostly is the points × support vectors above which the mistakes of
// a changing kernel field are searched only every ringsEvery frames.
const (
	ringsCostly = 100_000
	ringsEvery  = 10
)

// buildMarks rings the misclassified points, the support vectors and the
// point behind the last update.
func (g *Game) buildMarks(cam render.Camera, s *engine.Snapshot) {
	f := &g.frame
	f.markVerts, f.markIdx = f.markVerts[:0], f.markIdx[:0]
	a := g.app
	pts := a.S.Doc().Points()
	mark := func(i, sprite int) {
		if i < 0 || i >= len(pts) {
			return
		}
		x, y := cam.ToScreen(pts[i].X, pts[i].Y)
		f.markVerts, f.markIdx = g.sprites.quads(f.markVerts, f.markIdx, sprite, float32(x), float32(y), 1)
	}
	if a.S.Training().Trained() && a.S.Plot().View().Misclassified && len(s.Field.Rows) > 0 && len(pts) <= maxMarked {
		for _, i := range g.ringed(cam, s, pts) {
			mark(i, spriteRing)
		}
	} else {
		f.ringsHidden = false
	}
	for _, i := range a.S.Assessment().Highlight() { // a confusion cell's points
		mark(i, spriteRing)
	}
	if a.S.Training().Trained() && a.S.Plot().View().Margins {
		c, soft := s.Value("C")
		for _, i := range s.Support {
			if soft && i < len(s.Alpha) && s.Alpha[i] >= c {
				mark(i, spriteBounded) // α = C: set exactly by SMO at the bound
			} else {
				mark(i, spriteSupport)
			}
		}
	}
	if a.S.Training().Trained() && a.S.Plot().View().Update && s.Before != nil {
		mark(s.Point, spriteFocus)
	}
}

// ringed returns the points of pts that s's field misclassifies, or none
// when they are too many to ring legibly (and then sets ringsHidden).
func (g *Game) ringed(cam render.Camera, s *engine.Snapshot, pts []engine.Point) []int {
	f := &g.frame
	radius, width, _, _ := ringOf(spriteRing, g.sprites.size/2, cam.DPR)
	legible := func(n int) bool { return render.RingsLegible(n, radius, width, cam.W*cam.H, f.ringsHidden) }
	// A snapshot made on these points has counted their mistakes: rings
	// too many to draw need no search for them.
	counted := s.N == len(pts)
	if counted && !legible(s.Mistakes) {
		f.ringsHidden = true
		return nil
	}
	// A snapshot that lists its mistakes needs no search. Otherwise a
	// kernel field costs a kernel per support vector at every point:
	// while it changes every frame, its mistakes are searched again only
	// every ringsEvery frames, and once more when it holds still
	// (ringsStale, prepare).
	listed := counted && s.Wrong != nil
	if e := s.Field.Expansion; !listed && e != nil && len(pts)*len(e.Points) > ringsCostly && g.draws-f.ringsAt < ringsEvery && !f.ringsForce {
		f.ringsStale = true
		return f.mistakes
	}
	f.ringsAt, f.ringsStale, f.ringsForce = g.draws, false, false
	if listed {
		f.mistakes = append(f.mistakes[:0], s.Wrong...)
	} else {
		f.mistakes = render.Mistakes(f.mistakes[:0], &s.Field, pts)
	}
	f.ringsHidden = !counted && !legible(len(f.mistakes))
	if f.ringsHidden {
		return nil
	}
	return f.mistakes
}
