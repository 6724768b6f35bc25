package frame

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine"
	"hyperplane/wasm/render"
)

// spritesOf returns the sprites and centres of the quads of vs.
func spritesOf(a *render.Atlas, vs []ebiten.Vertex) []mark {
	var ms []mark
	for i := 0; i+3 < len(vs); i += 4 {
		v0, v3 := vs[i], vs[i+3]
		ms = append(ms, mark{int((v0.SrcX+v3.SrcX)/2) / a.Cell, (v0.DstX + v3.DstX) / 2, (v0.DstY + v3.DstY) / 2})
	}
	return ms
}

// tilesOf returns how many 16-pixel tiles of an 800×800 screen the
// rectangle [x0, x1)×[y0, y1) meets.
func tilesOf(x0, y0, x1, y1 float64) int {
	c := int(math.Ceil(math.Min(x1, 800)/16)) - int(math.Floor(math.Max(x0, 0)/16))
	r := int(math.Ceil(math.Min(y1, 800)/16)) - int(math.Floor(math.Max(y0, 0)/16))
	return c * r
}

// TestPointsLayer: the layer is drawn whole at first (a new image, the
// grid, every marker but the one dragged and those far off the screen, a
// held-out point's hollow), then not at all while nothing changes;
// appended points add their markers alone, a partial change of their
// tiles; a change of sizes draws again only the tiles of the markers that
// changed, from the grid (or cleared, without it); a removal, a new view
// or the grid draw it whole.
func TestPointsLayer(t *testing.T) {
	a := render.NewAtlas(1)
	cam := testCam()
	pts := []engine.Point{{X: 0, Y: 0}, {X: 1, Y: 1, Class: 1}, {X: 100, Y: 0}, {X: -1, Y: -1, Class: 2}}
	test := []bool{false, false, false, true}
	var l PointsLayer
	p := l.Update(a, cam, true, pts, test, 0, 1, nil, 0)
	want := []mark{{0, 400, 400}, {render.SpriteHollow + 2, 320, 480}}
	got := spritesOf(a, p.Verts)
	if !p.New || !p.Clear || !p.DrawGrid || len(l.Grid.Idx) == 0 || len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("the first plan: new %v, clear %v, grid %v, markers %v", p.New, p.Clear, p.DrawGrid, got)
	}
	ver := l.Ver
	if p := l.Update(a, cam, true, pts, test, 0, 1, nil, 0); p.New || p.Clear || p.DrawGrid || len(p.Verts) != 0 || l.Ver != ver {
		t.Fatalf("an unchanged layer is drawn: %+v", p)
	}

	pts = append(pts, engine.Point{X: 2, Y: 2})
	p = l.Update(a, cam, true, pts, test, 0, 1, nil, 0)
	h := float64(a.Half[0])
	if got := spritesOf(a, p.Verts); p.Clear || len(got) != 1 || got[0] != (mark{0, 560, 240}) || l.Ver != ver+1 {
		t.Fatalf("an appended point: clear %v, markers %v", p.Clear, got)
	}
	if n := l.part.Count(); l.partFrom != ver || n != tilesOf(560-h, 240-h, 560+h, 240+h) {
		t.Errorf("the append's tiles: %d from version %d", n, l.partFrom)
	}

	// Point 3's marker grows by half: its tiles, the old and the new, are
	// drawn again from the grid.
	sizes := []float32{1, 1, 1, 1.5, 1}
	p = l.Update(a, cam, true, pts, test, 0, 1, sizes, 1)
	hh := float64(a.Half[render.SpriteHollow+2]) * 1.5
	if p.Clear || len(p.GridIdx) == 0 || p.ClearTiles || len(p.Verts) == 0 || l.Ver != ver+2 {
		t.Fatalf("a change of size: %+v", p)
	}
	if n := l.part.Count(); n != tilesOf(320-hh, 480-hh, 320+hh, 480+hh) {
		t.Errorf("a change of size redraws %d tiles, want %d", n, tilesOf(320-hh, 480-hh, 320+hh, 480+hh))
	}
	for _, v := range p.Verts {
		if math.Abs(float64(v.DstX)-320) > 2*hh || math.Abs(float64(v.DstY)-480) > 2*hh {
			t.Fatalf("a piece at (%v, %v), away from the marker that changed", v.DstX, v.DstY)
		}
	}

	p = l.Update(a, cam, false, pts, test, 0, 1, sizes, 1)
	if !p.Clear || p.DrawGrid || p.New {
		t.Fatalf("without the grid: %+v", p)
	}
	p = l.Update(a, cam, false, pts, test, 0, 1, []float32{1, 1, 1, 1, 1}, 2)
	if p.Clear || !p.ClearTiles || len(p.GridIdx) != 0 {
		t.Fatalf("a change of size without the grid: %+v", p)
	}
	if p := l.Update(a, cam, false, pts[:4], test, 0, 1, nil, 3); !p.Clear {
		t.Error("a removal is not drawn whole")
	}
	cam.OX++
	if p := l.Update(a, cam, false, pts[:4], test, 0, 1, nil, 3); !p.Clear {
		t.Error("a new view is not drawn whole")
	}
	cam.W = 400
	if p := l.Update(a, cam, false, pts[:4], test, 0, 1, nil, 3); !p.New || !p.Clear {
		t.Error("a new size has no new image")
	}
}

// TestKeptScreen: the kept screen is repainted whole at first, then not
// at all while nothing changes; a band of the kernel field repaints the
// rows of tiles it meets (100–140: rows 6 to 8, 3·50 tiles); a mark that
// comes repaints its tiles, one that moves its old and new ones; a
// partial change of the points layer its tiles; a whole one, all.
func TestKeptScreen(t *testing.T) {
	a := render.NewAtlas(1)
	var ks KeptScreen
	var l PointsLayer
	if !ks.Plan(800, 800, nil, &l, nil) || ks.Repainted != 2500 || len(ks.RunIdx) == 0 {
		t.Fatalf("the first frame repainted %d tiles", ks.Repainted)
	}
	if ks.Plan(800, 800, nil, &l, nil) || ks.Repainted != 0 {
		t.Fatalf("an unchanged frame repainted %d tiles", ks.Repainted)
	}
	if ks.Plan(800, 800, nil, &l, [][2]int{{100, 140}}); ks.Repainted != 150 {
		t.Errorf("a band repainted %d tiles, want 150", ks.Repainted)
	}
	h := a.Half[render.SpriteRing]
	marks, _ := a.Quads(nil, nil, render.SpriteRing, 400, 400, 1)
	if ks.Plan(800, 800, marks, &l, nil); ks.Repainted != tilesOf(400-h, 400-h, 400+h, 400+h) || len(ks.MarkIdx) == 0 {
		t.Errorf("a new mark repainted %d tiles, %d indices of marks", ks.Repainted, len(ks.MarkIdx))
	}
	moved, _ := a.Quads(nil, nil, render.SpriteRing, 600, 400, 1)
	if ks.Plan(800, 800, moved, &l, nil); ks.Repainted != tilesOf(400-h, 400-h, 400+h, 400+h)+tilesOf(600-h, 400-h, 600+h, 400+h) {
		t.Errorf("a moved mark repainted %d tiles", ks.Repainted)
	}
	// The points layer gets an appended point: its partial change.
	pts := []engine.Point{{X: 0, Y: 0}}
	l.Update(a, testCam(), false, pts, nil, 0, -1, nil, 0)
	ks.Plan(800, 800, moved, &l, nil) // the layer's first picture: whole
	l.Update(a, testCam(), false, append(pts, engine.Point{X: -2, Y: 2}), nil, 0, -1, nil, 0)
	hp := a.Half[0]
	if ks.Plan(800, 800, moved, &l, nil); ks.Repainted != tilesOf(240-hp, 240-hp, 240+hp, 240+hp) {
		t.Errorf("an appended point repainted %d tiles, want %d", ks.Repainted, tilesOf(240-hp, 240-hp, 240+hp, 240+hp))
	}
	if ks.Plan(800, 600, moved, &l, nil); ks.Repainted != 50*38 {
		t.Errorf("a new size repainted %d tiles, want all 50·38", ks.Repainted)
	}
}

// drawAll draws l whole (its first Update) and to its end (the frames
// that follow while it is Pending), and returns the markers' vertices of
// all its plans, in order.
func drawAll(a *render.Atlas, l *PointsLayer, cam render.Camera, pts []engine.Point, test []bool, skip int) []ebiten.Vertex {
	var vs []ebiten.Vertex
	for first := true; first || l.Pending(); first = false {
		vs = append(vs, l.Update(a, cam, true, pts, test, 0, skip, nil, 0).Verts...)
	}
	return vs
}

// covering returns, for the pixel whose centre is (cx, cy), the sprites
// of the quads qs that cover it, in order, each with the atlas place it
// samples there.
func covering(a *render.Atlas, qs []render.Quad, cx, cy float32) [][3]float32 {
	var out [][3]float32
	for _, q := range qs {
		if cx < q.X0 || cx >= q.X1 || cy < q.Y0 || cy >= q.Y1 {
			continue
		}
		u := q.U0 + (cx-q.X0)/(q.X1-q.X0)*(q.U1-q.U0)
		v := q.V0 + (cy-q.Y0)/(q.Y1-q.Y0)*(q.V1-q.V0)
		out = append(out, [3]float32{float32(int(u) / a.Cell), u, v})
	}
	return out
}

// TestPointsLayerGrabAndDrop: above partialMax points, grabbing a point
// draws again only the tiles of its marker, from the grid, and dropping
// it where it was moved only the tiles of its new marker; in every such
// tile each pixel gets the same markers, in the same order, sampling the
// atlas at the same places (to 1e-3 of a pixel), as drawing the whole
// layer without the grabbed point, or with the dropped one where it now
// is, gives it (computed here with a layer drawn whole). With fewer
// points a grab draws the layer whole, as before.
func TestPointsLayerGrabAndDrop(t *testing.T) {
	a := render.NewAtlas(1)
	cam := testCam()
	n := partialMax + 500
	pts := make([]engine.Point, n)
	for i := range pts {
		// A seeded spread over the view, dense enough that markers
		// overlap around any point.
		pts[i] = engine.Point{X: 9.6*math.Mod(float64(i)*0.6180339887, 1) - 4.8, Y: 9.6*math.Mod(float64(i)*0.4142135623, 1) - 4.8, Class: i % 3}
	}
	test := make([]bool, n)
	test[7] = true
	check := func(what string, p PointsPlan, l *PointsLayer, skip int) {
		t.Helper()
		if p.Clear || p.New || len(p.GridIdx) == 0 || len(p.Verts) == 0 {
			t.Fatalf("%s: not a partial plan of tiles from the grid: clear %v, new %v, %d grid indices, %d vertices", what, p.Clear, p.New, len(p.GridIdx), len(p.Verts))
		}
		var whole PointsLayer
		gq, wq := render.QuadsOf(nil, p.Verts), render.QuadsOf(nil, drawAll(a, &whole, cam, pts, test, skip))
		checked := 0
		for r := 0; r < 50; r++ {
			for c := 0; c < 50; c++ {
				if !l.part.Dirty(c, r) {
					continue
				}
				for y := r * 16; y < r*16+16; y++ {
					for x := c * 16; x < c*16+16; x++ {
						cx, cy := float32(x)+0.5, float32(y)+0.5
						got, want := covering(a, gq, cx, cy), covering(a, wq, cx, cy)
						if len(got) != len(want) {
							t.Fatalf("%s: pixel (%d, %d) gets %d markers, want %d", what, x, y, len(got), len(want))
						}
						for k := range got {
							if got[k][0] != want[k][0] || math.Abs(float64(got[k][1]-want[k][1])) > 1e-3 || math.Abs(float64(got[k][2]-want[k][2])) > 1e-3 {
								t.Fatalf("%s: pixel (%d, %d), marker %d: %v, want %v", what, x, y, k, got[k], want[k])
							}
						}
						checked++
					}
				}
			}
		}
		if checked == 0 || l.part.Count() > 9 {
			t.Errorf("%s: %d tiles drawn again (%d pixels checked)", what, l.part.Count(), checked)
		}
	}
	var l PointsLayer
	if p := l.Update(a, cam, true, pts, test, 0, -1, nil, 0); !p.Clear {
		t.Fatal("the first plan is not whole")
	}
	for l.Pending() {
		l.Update(a, cam, true, pts, test, 0, -1, nil, 0)
	}
	const g = 4321
	check("grab", l.Update(a, cam, true, pts, test, 0, g, nil, 0), &l, g)
	pts[g].X, pts[g].Y = pts[g].X+1.3, pts[g].Y-0.7 // the drag moves it; the layer leaves it out
	if p := l.Update(a, cam, true, pts, test, 0, g, nil, 0); p.Clear || len(p.Verts) != 0 {
		t.Fatalf("moving the grabbed point draws the layer: %+v", p)
	}
	check("drop", l.Update(a, cam, true, pts, test, 0, -1, nil, 0), &l, -1)
	// The held-out point 7 (hollow) grabbed and dropped at once.
	check("grab of a held-out point", l.Update(a, cam, true, pts, test, 0, 7, nil, 0), &l, 7)
	check("its drop", l.Update(a, cam, true, pts, test, 0, -1, nil, 0), &l, -1)

	var few PointsLayer
	few.Update(a, cam, true, pts[:100], test[:100], 0, -1, nil, 0)
	if p := few.Update(a, cam, true, pts[:100], test[:100], 0, 5, nil, 0); !p.Clear {
		t.Error("with 100 points a grab does not draw the layer whole")
	}
}

// TestPointsLayerInChunks: above partialMax points the layer is drawn
// chunkMarkers markers a frame: 50,000 points take ⌈50,000/8,192⌉ = 7
// frames, the first clearing the layer, each after it adding the next
// markers, Pending until the last; the markers of all the frames are
// those of the points in order (every one on the screen here); a change
// of view meanwhile starts it again, and 20,000 points are drawn in one
// frame.
func TestPointsLayerInChunks(t *testing.T) {
	a := render.NewAtlas(1)
	cam := testCam()
	pts := make([]engine.Point, 50000)
	for i := range pts {
		pts[i] = engine.Point{X: 9*math.Mod(float64(i)*0.7548776662, 1) - 4.5, Y: 9*math.Mod(float64(i)*0.5698402910, 1) - 4.5, Class: i % 2}
	}
	var l PointsLayer
	var all []ebiten.Vertex
	frames := 0
	for first := true; first || l.Pending(); first = false {
		p := l.Update(a, cam, false, pts, nil, 0, -1, nil, 0)
		if p.Clear != first {
			t.Fatalf("frame %d: clear %v", frames, p.Clear)
		}
		if n := len(p.Verts) / 4; n != min(chunkMarkers, len(pts)-frames*chunkMarkers) {
			t.Fatalf("frame %d drew %d markers", frames, n)
		}
		all = append(all, p.Verts...)
		frames++
	}
	if frames != 7 {
		t.Errorf("%d frames, want 7", frames)
	}
	for i, m := range spritesOf(a, all) {
		x, y := cam.ToScreen(pts[i].X, pts[i].Y)
		if m.sprite != pts[i].Class || math.Abs(float64(m.x)-x) > 1e-3 || math.Abs(float64(m.y)-y) > 1e-3 {
			t.Fatalf("marker %d: %+v, want class %d at (%v, %v)", i, m, pts[i].Class, x, y)
		}
	}
	if p := l.Update(a, cam, false, pts, nil, 0, -1, nil, 0); len(p.Verts) != 0 || l.Pending() {
		t.Errorf("a complete layer draws %d more vertices", len(p.Verts))
	}
	l.Update(a, cam, false, pts, nil, 1, -1, nil, 0) // reshaped: whole again
	cam.OX++
	// (some points are off the shifted view: a chunk of the points, not
	// of markers)
	if p := l.Update(a, cam, false, pts, nil, 1, -1, nil, 0); !p.Clear || len(p.Verts) == 0 || len(p.Verts)/4 > chunkMarkers || !l.Pending() {
		t.Errorf("a new view during the drawing: clear %v, %d markers, pending %v", p.Clear, len(p.Verts)/4, l.Pending())
	}
	var small PointsLayer
	if p := small.Update(a, testCam(), false, pts[:partialMax], nil, 0, -1, nil, 0); len(p.Verts)/4 != partialMax || small.Pending() {
		t.Errorf("%d points: %d markers in the first frame, pending %v", partialMax, len(p.Verts)/4, small.Pending())
	}
}
