package frame

import (
	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/wasm/render"
)

// KeptScreen is what the screen holds when the kernel field is drawn on
// it incrementally: the composite of the kept field and the points layer,
// and over it the marks. Ebiten keeps the screen from frame to frame (it
// is not cleared), so a frame repaints only the tiles where the picture
// changed: the bands the refinement painted, the tiles of the points
// layer that changed, the marks that came or went. A frame of training
// then touches a fraction of the screen where it composited all of it
// (render.Damage).
type KeptScreen struct {
	Valid     bool // the screen holds the composite and marks
	Repainted int  // tiles repainted by the last frame (for the status)
	// RunVerts and RunIdx are the quads of the changed tiles, joined
	// along rows, to composite; MarkVerts and MarkIdx the marks cut to
	// those tiles, to draw over them from the atlas.
	RunVerts  []ebiten.Vertex
	RunIdx    []uint32
	MarkVerts []ebiten.Vertex
	MarkIdx   []uint32

	w, h  int    // of the screen
	pts   uint64 // the points layer's version composited
	marks []render.Quad
	now   []render.Quad
	seen  map[render.Quad]int
	dmg   render.Damage
}

// Plan works out what a frame repaints of the kept screen of w×h pixels:
// the frame's marks are marks (the atlas's quads), the points layer is l,
// and bands are the rows of the kept field that the frame's refinement
// painted. It reports whether any tile is to be repainted (RunVerts, and
// the marks in MarkVerts).
func (ks *KeptScreen) Plan(w, h int, marks []ebiten.Vertex, l *PointsLayer, bands [][2]int) bool {
	ks.now = render.QuadsOf(ks.now[:0], marks)
	ks.dmg.Reset(w, h)
	// The points layer changed by a part since the last frame, or not at all.
	ptsPart := ks.pts == l.Ver || (ks.pts == l.partFrom && l.Ver == l.partFrom+1)
	if !ks.Valid || ks.w != w || ks.h != h || !ptsPart {
		ks.dmg.All()
	} else {
		if ks.pts != l.Ver {
			ks.dmg.Merge(&l.part)
		}
		for _, r := range bands {
			ks.dmg.Add(0, float64(r[0]), float64(w), float64(r[1]))
		}
		ks.seen = ks.dmg.Changed(ks.marks, ks.now, ks.seen)
	}
	ks.Valid, ks.w, ks.h, ks.pts = true, w, h, l.Ver
	ks.marks, ks.now = ks.now, ks.marks
	ks.Repainted = ks.dmg.Count()
	if ks.Repainted == 0 {
		return false
	}
	ks.RunVerts, ks.RunIdx = ks.dmg.RunQuads(ks.RunVerts[:0], ks.RunIdx[:0])
	ks.MarkVerts, ks.MarkIdx = ks.dmg.Clip(ks.MarkVerts[:0], ks.MarkIdx[:0], ks.marks)
	return true
}
