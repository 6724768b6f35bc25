package render

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// coverage rasterizes the quads of vs (four vertices each, axis-aligned,
// as Clip and RunQuads write them) onto a w×h grid by pixel centres, as a
// rasterizer does, and returns how many times each pixel is covered and
// the source coordinates the last cover interpolates there.
func coverage(w, h int, vs []ebiten.Vertex) (count []int, src [][2]float32) {
	count = make([]int, w*h)
	src = make([][2]float32, w*h)
	for i := 0; i+3 < len(vs); i += 4 {
		a, b := vs[i], vs[i+3]
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				cx, cy := float32(x)+0.5, float32(y)+0.5
				if cx < a.DstX || cx >= b.DstX || cy < a.DstY || cy >= b.DstY {
					continue
				}
				count[y*w+x]++
				tx := (cx - a.DstX) / (b.DstX - a.DstX)
				ty := (cy - a.DstY) / (b.DstY - a.DstY)
				src[y*w+x] = [2]float32{a.SrcX + tx*(b.SrcX-a.SrcX), a.SrcY + ty*(b.SrcY-a.SrcY)}
			}
		}
	}
	return count, src
}

// TestDamageClip: the pieces of a quad clipped to the dirty tiles (by Clip
// and by ClipRows) cover
// exactly the pixels of the quad in dirty tiles, each once, and sample the
// atlas where the whole quad does (the affine map of the quad, computed
// here from its corners).
func TestDamageClip(t *testing.T) {
	const w, h = 100, 70 // not a multiple of the tile: the last tiles are cut
	var d Damage
	d.Reset(w, h)
	if TileSize != 16 {
		t.Fatalf("the dirty tiles are worked out for 16-pixel tiles, not %d", TileSize)
	}
	d.Add(20, 5, 21, 6)    // tile (1, 0)
	d.Add(40, 40, 70, 41)  // tiles (2, 2) … (4, 2)
	d.Add(99, 69, 120, 90) // the corner tile (6, 4), cut by the screen's edge
	if d.Count() != 5 || d.Tiles() != 7*5 {
		t.Fatalf("%d dirty tiles of %d, want 5 of 35", d.Count(), d.Tiles())
	}
	quads := []Quad{
		{X0: 10.5, Y0: 3.25, X1: 38.5, Y1: 31.25, U0: 100, V0: 0, U1: 128, V1: 28}, // over tiles (0..2, 0..1)
		{X0: 50, Y0: 30, X1: 80, Y1: 50, U0: 0, V0: 10, U1: 15, V1: 20},            // scaled by half
		{X0: 90, Y0: 60, X1: 110, Y1: 80, U0: 0, V0: 0, U1: 20, V1: 20},            // off the edge
	}
	// Tile by tile, quad 0 meets the one dirty tile (1, 0), quad 1 the
	// tiles (3, 2) and (4, 2) of the run (2…4, 2), quad 2 the corner
	// (6, 4): four pieces. Joined along rows (ClipRows), quad 1's two
	// are one: three.
	for _, c := range []struct {
		name   string
		clip   func(*Damage, []ebiten.Vertex, []uint32, []Quad) ([]ebiten.Vertex, []uint32)
		pieces int
	}{{"Clip", (*Damage).Clip, 4}, {"ClipRows", (*Damage).ClipRows, 3}} {
		vs, is := c.clip(&d, nil, nil, quads)
		if len(is) != len(vs)/4*6 {
			t.Fatalf("%s: %d indices for %d vertices", c.name, len(is), len(vs))
		}
		if len(vs) != 4*c.pieces {
			t.Errorf("%s: %d pieces, want %d", c.name, len(vs)/4, c.pieces)
		}
		checkClip(t, c.name, &d, quads, w, h, vs)
	}
	// Every tile dirty: ClipRows leaves each quad whole.
	var all Damage
	all.Reset(w, h)
	all.All()
	if vs, _ := all.ClipRows(nil, nil, quads); len(vs) != 3*4 || vs[0].DstX != quads[0].X0 || vs[3].DstY != quads[0].Y1 {
		t.Errorf("every tile dirty: ClipRows gives %d pieces, want each quad whole", len(vs)/4)
	}
}

// checkClip checks that the pieces vs cover every pixel of a dirty tile of
// d once for each quad over it, and no other pixel, and that each pixel
// samples the atlas where the whole quad would.
func checkClip(t *testing.T, name string, d *Damage, quads []Quad, w, h int, vs []ebiten.Vertex) {
	t.Helper()
	count, src := coverage(w, h, vs)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			dirty := d.Dirty(x/TileSize, y/TileSize)
			cx, cy := float32(x)+0.5, float32(y)+0.5
			want := 0
			var last [2]float32
			for _, q := range quads {
				if dirty && cx >= q.X0 && cx < q.X1 && cy >= q.Y0 && cy < q.Y1 {
					want++
					last = [2]float32{q.U0 + (cx-q.X0)/(q.X1-q.X0)*(q.U1-q.U0), q.V0 + (cy-q.Y0)/(q.Y1-q.Y0)*(q.V1-q.V0)}
				}
			}
			if got := count[y*w+x]; got != want {
				t.Fatalf("%s: pixel (%d, %d): covered %d times, want %d", name, x, y, got, want)
			}
			if want > 0 {
				s := src[y*w+x]
				if math.Abs(float64(s[0]-last[0])) > 1e-3 || math.Abs(float64(s[1]-last[1])) > 1e-3 {
					t.Fatalf("%s: pixel (%d, %d) samples %v, the whole quad %v", name, x, y, s, last)
				}
			}
		}
	}
}

// TestDamageRuns: the runs cover the dirty tiles exactly, once each.
func TestDamageRuns(t *testing.T) {
	if TileSize != 16 {
		t.Fatalf("the expected runs are worked out for 16-pixel tiles, not %d", TileSize)
	}
	const w, h = 75, 50
	var d Damage
	d.Reset(w, h)
	// With 16-pixel tiles (a 5×4 grid, the last column and row cut):
	d.Add(0, 0, 40, 1)    // tiles (0…2, 0): one run
	d.Add(64, 20, 70, 21) // tile (4, 1)
	d.Add(10, 48, 11, 50) // tile (0, 3), cut at the bottom
	vs, _ := d.RunQuads(nil, nil)
	if len(vs) != 3*4 {
		t.Fatalf("%d runs, want 3", len(vs)/4)
	}
	count, _ := coverage(w, h, vs)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			want := 0
			if d.Dirty(x/TileSize, y/TileSize) {
				want = 1
			}
			if count[y*w+x] != want {
				t.Fatalf("pixel (%d, %d) covered %d times, want %d", x, y, count[y*w+x], want)
			}
		}
	}
}

// TestDamageChanged: the tiles of the quads that came and went are dirty,
// those of the quads that stayed are not, and a change of order among the
// quads that stayed dirties everything.
func TestDamageChanged(t *testing.T) {
	q := func(x, y float32) Quad { return Quad{X0: x, Y0: y, X1: x + 4, Y1: y + 4} }
	a, b, c, e := q(1, 1), q(40, 1), q(1, 40), q(40, 40) // one tile each
	var d Damage
	d.Reset(64, 64)
	seen := d.Changed([]Quad{a, b, c}, []Quad{a, c, e}, nil)
	if d.Count() != 2 || !d.Dirty(b.tile()) || !d.Dirty(e.tile()) || d.Dirty(a.tile()) || d.Dirty(c.tile()) {
		t.Errorf("b went and e came: dirty %d tiles", d.Count())
	}
	d.Reset(64, 64)
	d.Changed([]Quad{a, b, c}, []Quad{a, b, c}, seen)
	if d.Count() != 0 {
		t.Errorf("nothing changed, %d tiles dirty", d.Count())
	}
	d.Reset(64, 64)
	d.Changed([]Quad{a, a, b}, []Quad{a, b}, seen) // one of two equal quads went
	if d.Count() != 1 || !d.Dirty(a.tile()) {
		t.Errorf("one a went: dirty %d tiles", d.Count())
	}
	d.Reset(64, 64)
	d.Changed([]Quad{a, b, c}, []Quad{b, a, c}, seen)
	if d.Count() != d.Tiles() {
		t.Errorf("a and b swapped: %d of %d tiles dirty, want all", d.Count(), d.Tiles())
	}
}

func (q Quad) tile() (int, int) { return int(q.X0) / TileSize, int(q.Y0) / TileSize }
