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
