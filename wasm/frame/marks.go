package frame

import (
	"github.com/hajimehoshi/ebiten/v2"

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

// buildMarks rings the misclassified points, a confusion cell's points,
// the support vectors (those at the bound α = C apart) and the point
// behind the last update, as the view asks.
func (f *Frame) buildMarks(in *Input) {
	f.MarkVerts, f.MarkIdx = f.MarkVerts[:0], f.MarkIdx[:0]
	cam, s, pts, v := in.Cam, &in.Snap, in.Points, in.View
	mark := func(i, sprite int) {
		if i < 0 || i >= len(pts) {
			return
		}
		x, y := cam.ToScreen(pts[i].X, pts[i].Y)
		f.MarkVerts, f.MarkIdx = f.Atlas.Quads(f.MarkVerts, f.MarkIdx, sprite, float32(x), float32(y), 1)
	}
	if in.Trained && v.Misclassified && len(s.Field.Rows) > 0 && len(pts) <= maxMarked {
		for _, i := range f.ringed(in) {
			mark(i, render.SpriteRing)
		}
	} else {
		f.RingsHidden = false
	}
	if in.Highlight != nil {
		for _, i := range in.Highlight() { // a confusion cell's points
			mark(i, render.SpriteRing)
		}
	}
	if in.Trained && v.Margins {
		c, soft := s.Value("C")
		for _, i := range s.Support {
			if soft && i < len(s.Alpha) && s.Alpha[i] >= c {
				mark(i, render.SpriteBounded) // α = C: set exactly by SMO at the bound
			} else {
				mark(i, render.SpriteSupport)
			}
		}
	}
	if in.Trained && v.Update && s.Before != nil {
		mark(s.Point, render.SpriteFocus)
	}
}

// ringed returns the points that the snapshot's field misclassifies, or
// none when they are too many to ring legibly (and then sets
// RingsHidden).
func (f *Frame) ringed(in *Input) []int {
	cam, s, pts := in.Cam, &in.Snap, in.Points
	radius, width, _, _ := render.RingOf(render.SpriteRing, f.Atlas.Size/2, cam.DPR)
	legible := func(n int) bool { return render.RingsLegible(n, radius, width, cam.W*cam.H, f.RingsHidden) }
	// A snapshot made on these points has counted their mistakes: rings
	// too many to draw need no search for them.
	counted := s.N == len(pts)
	if counted && !legible(s.Mistakes) {
		f.RingsHidden = true
		return nil
	}
	// A snapshot that lists its mistakes needs no search. Otherwise a
	// kernel field costs a kernel per support vector at every point:
	// while it changes every frame, its mistakes are searched again only
	// every ringsEvery frames, and once more when it holds still
	// (ringsStale, Prepare).
	listed := counted && s.Wrong != nil
	if e := s.Field.Expansion; !listed && e != nil && len(pts)*len(e.Points) > ringsCostly && in.Draws-f.ringsAt < ringsEvery && !f.ringsForce {
		f.ringsStale = true
		return f.mistakes
	}
	f.ringsAt, f.ringsStale, f.ringsForce = in.Draws, false, false
	if listed {
		f.mistakes = append(f.mistakes[:0], s.Wrong...)
	} else {
		f.mistakes = render.Mistakes(f.mistakes[:0], &s.Field, pts)
	}
	f.RingsHidden = !counted && !legible(len(f.mistakes))
	if f.RingsHidden {
		return nil
	}
	return f.mistakes
}

// DraggedMarker returns the quads of the dragged point's marker in the
// atlas, which the browser program draws over the points layer; false
// when no point is dragged.
func (f *Frame) DraggedMarker() ([]ebiten.Vertex, []uint32, bool) {
	i := f.Dragging
	if i < 0 || i >= len(f.Points) {
		return nil, nil, false
	}
	p := f.Points[i]
	x, y := f.Cam.ToScreen(p.X, p.Y)
	v, ix := f.Atlas.Quads(nil, nil, p.Class%6, float32(x), float32(y), 1)
	return v, ix, true
}
