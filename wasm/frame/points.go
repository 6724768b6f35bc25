package frame

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine"
	"hyperplane/wasm/render"
)

// partialMax is the most points whose markers are compared one by one
// when only their sizes change (above it the layer is drawn again whole).
const partialMax = 20_000

// chunkMarkers is the most markers a frame adds to the layer above
// partialMax points: a layer drawn whole, or many points appended, is
// drawn over several frames, the points appearing in their order
// (Pending). Drawn in one frame, the markers of 100,000 points held the
// frame 190 ms, 750 ms at 4x CPU throttling, and of 200,000 points 1.8 s
// (issue 51); 8,192 a frame take 100,000 points 13 frames.
const chunkMarkers = 8192

// partialPieces is the most pieces of markers that a partial redraw of
// the points layer draws when the layer has fewer markers (4 vertices of
// 48 bytes each a piece in Ebiten's buffers: under 1 MB).
const partialPieces = 4096

// PointsLayer is the scenery, the grid, axes and points, drawn once into
// an image that the field shader composites: a frame then costs one
// texture read per pixel however many points there are. Appended points
// are added to the picture, and when only the sizes of markers change (a
// dual machine's α) just the tiles of the markers that changed are drawn
// again; any other change redraws it. The point being dragged is left out
// and drawn live; above partialMax points, grabbing it and dropping it
// draw again only the tiles of its marker (issue 51: drawn whole, the
// layer of 100,000 points held the frame 190 ms, 750 at 4x CPU
// throttling, at each). Update says what to draw (a PointsPlan); the
// browser program keeps the images.
type PointsLayer struct {
	// Ver counts the changes of the layer's image.
	Ver uint64
	// Grid holds the grid and axes, drawn into the grid's own image when
	// a plan says so.
	Grid render.Lines

	w, h     int
	has      bool // the layer has an image of w×h
	cam      render.Camera
	hasGrid  bool
	reshaped uint64
	sizesKey uint64
	skip     int
	n        int           // the points whose markers are drawn: pts[:n]
	total    int           // the points at the last Update
	quads    []render.Quad // the markers drawn, in order, when tracked
	tracked  bool          // quads holds every marker drawn (no more than partialMax points)
	was      []render.Quad
	seen     map[render.Quad]int
	verts    []ebiten.Vertex
	idx      []uint32
	rverts   []ebiten.Vertex // the changed tiles' runs (partial)
	ridx     []uint32
	// When the last change was partial, part holds its tiles and partFrom
	// the version it changed.
	part     render.Damage
	partFrom uint64
	// at holds, above partialMax points, the centre of each point's
	// marker as drawn (x, y; NaN for a point not drawn), so that the
	// tiles of the marker of a point grabbed can be drawn again without
	// it; near holds the quads of a partial grab or drop (scratch).
	at   []float32
	atOK bool // at holds every marker since the layer was last drawn whole
	near []render.Quad
}

// PointsPlan is what a frame draws into the points layer, in this order.
type PointsPlan struct {
	New   bool // the layer and the grid get new images of the camera's size
	Clear bool // the layer is cleared
	// DrawGrid: the grid image is cleared and the layer's Grid lines drawn
	// into it, then the grid image into the layer.
	DrawGrid bool
	// A partial redraw starts its tiles again: from the grid (GridVerts,
	// GridIdx: quads sampling the grid image, drawn with no blending), or,
	// with ClearTiles, cleared (the layer's Tiles).
	GridVerts  []ebiten.Vertex
	GridIdx    []uint32
	ClearTiles bool
	// Verts and Idx are markers to draw from the atlas.
	Verts []ebiten.Vertex
	Idx   []uint32
}

// Pending reports whether markers of the points of the last Update are
// still to be drawn (chunkMarkers): the next frame's Update draws more.
func (l *PointsLayer) Pending() bool { return l.n < l.total }

// Tiles calls fn with each run of tiles of the last partial change, for a
// plan's ClearTiles.
func (l *PointsLayer) Tiles(fn func(x0, y0, x1, y1 int)) { l.part.Runs(fn) }

// Update brings the layer up to the camera, the grid, the points (pts,
// test marking the held-out ones), the points' reshaping version, the
// point left out (skip, the one dragged) and the markers' sizes and their
// version, and returns what to draw.
func (l *PointsLayer) Update(a *render.Atlas, cam render.Camera, grid bool, pts []engine.Point, test []bool, reshaped uint64, skip int, sizes []float32, sizesKey uint64) PointsPlan {
	var plan PointsPlan
	w, h := int(cam.W), int(cam.H)
	if !l.has || l.w != w || l.h != h {
		plan.New, l.has, l.w, l.h = true, true, w, h
	}
	whole := plan.New || l.cam != cam || l.hasGrid != grid || l.reshaped != reshaped || len(pts) < l.n
	if !whole && l.skip != skip {
		// A point grabbed or dropped: above partialMax points, the tiles
		// of its marker, when nothing else changed.
		if len(pts) == l.n && l.sizesKey == sizesKey && len(pts) > partialMax && l.regrab(a, cam, pts, test, skip, sizes, &plan) {
			return plan
		}
		whole = true
	}
	if !whole && l.sizesKey != sizesKey {
		// Only the sizes changed: the markers that changed, in their tiles.
		if l.tracked && len(pts) <= partialMax && l.partial(a, cam, pts, test, skip, sizes, &plan) {
			l.sizesKey = sizesKey
			return plan
		}
		plan = PointsPlan{New: plan.New}
		whole = true
	}
	from := l.n
	if whole {
		plan.Clear = true
		l.Ver++
		l.cam, l.hasGrid, l.reshaped, l.skip, l.sizesKey = cam, grid, reshaped, skip, sizesKey
		from = 0
		l.quads, l.tracked = l.quads[:0], true
		l.at, l.atOK = l.at[:0], len(pts) > partialMax
		if grid {
			plan.DrawGrid = true
			l.Grid.Reset()
			render.GridLines(&l.Grid, cam)
		}
	}
	to := len(pts)
	if to > partialMax && to-from > chunkMarkers {
		to = from + chunkMarkers // the rest in the frames that follow
	}
	l.verts, l.idx = l.markers(a, cam, pts, test, skip, sizes, from, to, l.verts[:0], l.idx[:0])
	k := len(l.quads)
	l.tracked = l.tracked && len(pts) <= partialMax
	if l.tracked {
		l.quads = render.QuadsOf(l.quads, l.verts)
	}
	if len(l.idx) > 0 {
		plan.Verts, plan.Idx = l.verts, l.idx
		if !whole && l.tracked {
			// Appended points: a partial change, of their tiles.
			l.part.Reset(w, h)
			for _, q := range l.quads[k:] {
				l.part.AddQuad(q)
			}
			l.partFrom = l.Ver
		}
		l.Ver++
	}
	l.n, l.total = to, len(pts)
	if len(pts) <= partialMax {
		l.at, l.atOK = nil, false
	}
	if cap(l.verts) > 1<<16 {
		l.verts, l.idx = nil, nil // do not keep a large buffer between rebuilds
	}
	return plan
}

// markers appends the quads of the markers of pts[from:to] (but the one
// being dragged, and those far off the screen).
func (l *PointsLayer) markers(a *render.Atlas, cam render.Camera, pts []engine.Point, test []bool, skip int, sizes []float32, from, to int, vs []ebiten.Vertex, is []uint32) ([]ebiten.Vertex, []uint32) {
	for i := from; i < to; i++ {
		if i == skip {
			continue
		}
		p := pts[i]
		x, y := cam.ToScreen(p.X, p.Y)
		if x < -20 || y < -20 || x > cam.W+20 || y > cam.H+20 {
			continue
		}
		l.drawnAt(i, float32(x), float32(y), len(pts))
		vs, is = a.Quads(vs, is, l.sprite(pts, test, i), float32(x), float32(y), scaleOf(sizes, i))
	}
	return vs, is
}

// sprite returns the atlas sprite of point i: its class's, hollow when it
// is held out.
func (l *PointsLayer) sprite(pts []engine.Point, test []bool, i int) int {
	k := pts[i].Class % 6
	if i < len(test) && test[i] {
		k += render.SpriteHollow
	}
	return k
}

// scaleOf returns the size of marker i.
func scaleOf(sizes []float32, i int) float32 {
	if i < len(sizes) {
		return sizes[i]
	}
	return 1
}

// drawnAt notes, above partialMax points, that marker i of n is drawn at
// (x, y).
func (l *PointsLayer) drawnAt(i int, x, y float32, n int) {
	if n <= partialMax || !l.atOK {
		return
	}
	for len(l.at) < 2*n {
		l.at = append(l.at, float32(math.NaN()))
	}
	l.at[2*i], l.at[2*i+1] = x, y
}

// regrab plans drawing again the tiles of the marker of a point grabbed
// (the one skip now leaves out, where it was drawn) or dropped (the one
// it left out, where it is now): each such tile starts again from the
// grid (or empty) and gets every marker that meets it, clipped to it, in
// order, which is what drawing the layer whole gives it. It reports
// false when it cannot (the layer does not know where it drew the
// grabbed point).
func (l *PointsLayer) regrab(a *render.Atlas, cam render.Camera, pts []engine.Point, test []bool, skip int, sizes []float32, plan *PointsPlan) bool {
	n := len(pts)
	if !l.atOK || len(l.at) != 2*n {
		return false
	}
	old := l.skip
	l.part.Reset(int(cam.W), int(cam.H))
	quad := func(i int, x, y float32) render.Quad {
		vs, _ := a.Quads(l.rverts[:0], l.ridx[:0], l.sprite(pts, test, i), x, y, scaleOf(sizes, i))
		return render.QuadsOf(l.near[:0], vs)[0]
	}
	if skip >= 0 && skip < n && !math.IsNaN(float64(l.at[2*skip])) {
		l.part.AddQuad(quad(skip, l.at[2*skip], l.at[2*skip+1])) // grabbed: where it was drawn
	}
	if old >= 0 && old < n {
		// Dropped: drawn where it is now.
		l.at[2*old], l.at[2*old+1] = float32(math.NaN()), float32(math.NaN())
		p := pts[old]
		if x, y := cam.ToScreen(p.X, p.Y); x >= -20 && y >= -20 && x <= cam.W+20 && y <= cam.H+20 {
			l.at[2*old], l.at[2*old+1] = float32(x), float32(y)
			l.part.AddQuad(quad(old, float32(x), float32(y)))
		}
	}
	l.skip = skip
	if l.part.Count() == 0 {
		return true
	}
	// The box of the dirty tiles, and the markers that meet it, in order.
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	l.part.Runs(func(a0, b0, a1, b1 int) {
		x0, y0 = min(x0, float64(a0)), min(y0, float64(b0))
		x1, y1 = max(x1, float64(a1)), max(y1, float64(b1))
	})
	near := l.near[:0]
	vs, is := l.rverts[:0], l.ridx[:0]
	for i := 0; i < n; i++ {
		x, y := l.at[2*i], l.at[2*i+1]
		if i == skip || math.IsNaN(float64(x)) {
			continue
		}
		h := a.Half[l.sprite(pts, test, i)] * float64(scaleOf(sizes, i))
		if float64(x)+h <= x0 || float64(x)-h >= x1 || float64(y)+h <= y0 || float64(y)-h >= y1 {
			continue
		}
		vs, is = a.Quads(vs[:0], is[:0], l.sprite(pts, test, i), x, y, scaleOf(sizes, i))
		near = render.QuadsOf(near, vs)
	}
	l.near = near
	l.verts, l.idx = l.part.ClipRows(l.verts[:0], l.idx[:0], near)
	l.planTiles(plan)
	return true
}

// partial plans drawing again the tiles of the markers whose size
// changed: each such tile starts again from the grid (or empty) and gets
// every marker that meets it, clipped to it, in order, which is what
// drawing the layer whole gives it. It reports false when the markers'
// order changed (the layer is then drawn whole).
func (l *PointsLayer) partial(a *render.Atlas, cam render.Camera, pts []engine.Point, test []bool, skip int, sizes []float32, plan *PointsPlan) bool {
	w, h := int(cam.W), int(cam.H)
	l.verts, l.idx = l.markers(a, cam, pts, test, skip, sizes, 0, len(pts), l.verts[:0], l.idx[:0])
	l.was, l.quads = l.quads, render.QuadsOf(l.was[:0], l.verts)
	l.part.Reset(w, h)
	l.seen = l.part.Changed(l.was, l.quads, l.seen)
	if l.part.Count() == l.part.Tiles() {
		return false
	}
	if l.part.Count() == 0 {
		return true
	}
	// The markers' pieces in the changed tiles (joined along rows of
	// tiles: render.Damage.ClipRows). Past partialPieces, or the markers if
	// more, the layer is drawn whole instead: Ebiten's vertex buffers keep
	// the size of the largest frame for good, and so never grow beyond a
	// whole layer's or 1 MB. (Cut tile by tile, the pieces were up to 9 a
	// marker, and the soak found those buffers 8 MB larger with 3,000
	// points. In the dense middle of 700 moons, SMO changes sizes every 8
	// frames for 350–1,100 pieces: at most one a marker would draw the
	// layer, and so the screen, whole every time.)
	l.verts, l.idx = l.part.ClipRows(l.verts[:0], l.idx[:0], l.quads)
	if len(l.verts)/4 > max(len(l.quads), partialPieces) {
		return false
	}
	l.planTiles(plan)
	return true
}

// planTiles plans the redraw of the changed tiles that l.part holds: each
// starts again from the grid (or empty), then gets l.verts, the markers'
// pieces clipped to them.
func (l *PointsLayer) planTiles(plan *PointsPlan) {
	l.partFrom = l.Ver
	l.Ver++
	if l.hasGrid {
		l.rverts, l.ridx = l.part.RunQuads(l.rverts[:0], l.ridx[:0])
		plan.GridVerts, plan.GridIdx = l.rverts, l.ridx
	} else {
		plan.ClearTiles = true // nothing under the markers
	}
	if len(l.idx) > 0 {
		plan.Verts, plan.Idx = l.verts, l.idx
	}
}
