package render

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// TileSize is the side, in device pixels, of the tiles in which a kept
// screen is repainted.
const TileSize = 16

// Damage is the set of tiles of a w×h screen that a frame repaints. A
// screen kept from frame to frame (Ebiten's, when it is not cleared) needs
// new pixels only where its picture changed: a band of the field that was
// refined, a mark that came or went. Repainting whole tiles, and drawing
// again every mark that meets one clipped to it, gives each repainted
// pixel exactly what a whole repaint would, and leaves every other pixel
// as it was.
type Damage struct {
	w, h       int
	cols, rows int
	dirty      []bool
	n          int    // dirty tiles
	kept       []Quad // Changed's scratch
}

// Reset sizes d for a w×h screen with no tile dirty.
func (d *Damage) Reset(w, h int) {
	d.w, d.h = w, h
	d.cols, d.rows = (w+TileSize-1)/TileSize, (h+TileSize-1)/TileSize
	if cap(d.dirty) < d.cols*d.rows {
		d.dirty = make([]bool, d.cols*d.rows)
	}
	d.dirty = d.dirty[:d.cols*d.rows]
	clear(d.dirty)
	d.n = 0
}

// All marks every tile dirty.
func (d *Damage) All() {
	for i := range d.dirty {
		d.dirty[i] = true
	}
	d.n = len(d.dirty)
}

// Count returns the number of dirty tiles; Tiles the number of tiles.
func (d *Damage) Count() int { return d.n }
func (d *Damage) Tiles() int { return len(d.dirty) }

// span returns the tiles [t0, t1) that meet the pixels [a, b) of an axis
// of n tiles and length l (none when they miss the screen).
func span(a, b float64, n, l int) (t0, t1 int) {
	if !(b > a) || b <= 0 || a >= float64(l) {
		return 0, 0
	}
	t0 = int(math.Floor(math.Max(a, 0) / TileSize))
	t1 = int(math.Ceil(math.Min(b, float64(l)) / TileSize))
	return max(t0, 0), min(t1, n)
}

// Add marks dirty every tile that meets the rectangle [x0, x1)×[y0, y1)
// in pixels. A rectangle with a NaN corner marks nothing.
func (d *Damage) Add(x0, y0, x1, y1 float64) {
	c0, c1 := span(x0, x1, d.cols, d.w)
	r0, r1 := span(y0, y1, d.rows, d.h)
	for r := r0; r < r1; r++ {
		for c := c0; c < c1; c++ {
			if i := r*d.cols + c; !d.dirty[i] {
				d.dirty[i] = true
				d.n++
			}
		}
	}
}

// Merge marks dirty the tiles dirty in o, a damage of the same screen.
func (d *Damage) Merge(o *Damage) {
	if o.w != d.w || o.h != d.h {
		d.All()
		return
	}
	for i, x := range o.dirty {
		if x && !d.dirty[i] {
			d.dirty[i] = true
			d.n++
		}
	}
}

// AddQuad marks dirty the tiles under q.
func (d *Damage) AddQuad(q Quad) {
	d.Add(float64(q.X0), float64(q.Y0), float64(q.X1), float64(q.Y1))
}

// Dirty reports whether tile (c, r) is dirty.
func (d *Damage) Dirty(c, r int) bool { return d.dirty[r*d.cols+c] }

// Runs calls fn with the rectangles, in pixels and within the screen,
// of the dirty tiles, joined along each row of tiles: disjoint, and
// together exactly the dirty tiles.
func (d *Damage) Runs(fn func(x0, y0, x1, y1 int)) {
	for r := 0; r < d.rows; r++ {
		for c := 0; c < d.cols; {
			if !d.dirty[r*d.cols+c] {
				c++
				continue
			}
			e := c
			for e < d.cols && d.dirty[r*d.cols+e] {
				e++
			}
			fn(c*TileSize, r*TileSize, min(e*TileSize, d.w), min((r+1)*TileSize, d.h))
			c = e
		}
	}
}

// Quad is an axis-aligned sprite: its rectangle on the screen and the
// rectangle of the atlas it shows (ebiten's vertices of a quad, as
// sprites are drawn).
type Quad struct {
	X0, Y0, X1, Y1 float32 // destination
	U0, V0, U1, V1 float32 // source
}

// QuadsOf returns the quads of vertices laid out four to a quad (top
// left, top right, bottom left, bottom right), as the sprites are.
func QuadsOf(dst []Quad, vs []ebiten.Vertex) []Quad {
	for i := 0; i+3 < len(vs); i += 4 {
		a, b := vs[i], vs[i+3]
		dst = append(dst, Quad{a.DstX, a.DstY, b.DstX, b.DstY, a.SrcX, a.SrcY, b.SrcX, b.SrcY})
	}
	return dst
}

// Changed marks dirty the tiles under every quad of was that is not in
// now and of now that is not in was (as multisets), so that repainting
// them takes away the quads that went and draws those that came. When
// the quads that stayed were drawn in a different order (which matters
// where they overlap), it marks every tile. seen is scratch space,
// returned for reuse.
func (d *Damage) Changed(was, now []Quad, seen map[Quad]int) map[Quad]int {
	if seen == nil {
		seen = map[Quad]int{}
	}
	clear(seen)
	for _, q := range now {
		seen[q]++
	}
	// The quads of was that stayed, in was's order, are matched in now's
	// order below.
	kept := d.kept[:0]
	for _, q := range was {
		if seen[q] > 0 {
			seen[q]--
			kept = append(kept, q)
		} else {
			d.AddQuad(q)
		}
	}
	d.kept = kept
	// What is left in seen came new.
	k := 0
	for _, q := range now {
		if seen[q] > 0 {
			seen[q]--
			d.AddQuad(q)
			continue
		}
		if k >= len(kept) || kept[k] != q {
			d.All()
			return seen
		}
		k++
	}
	return seen
}

// Clip appends, for every quad of qs in order, its pieces within the
// dirty tiles, as vertices and indices of triangles: drawn after the
// dirty tiles are repainted, they give those tiles what drawing all of qs
// over them gives, and leave the other tiles alone. The source rectangle
// is cut in proportion, so that every pixel samples the atlas where the
// whole quad would.
func (d *Damage) Clip(vs []ebiten.Vertex, is []uint32, qs []Quad) ([]ebiten.Vertex, []uint32) {
	return d.clip(vs, is, qs, false)
}

// ClipRows is Clip with a quad's dirty tiles joined along each row of
// tiles, and a quad whose tiles are all dirty left whole: at most one piece
// for each row of tiles a quad meets, where Clip gives one for each tile.
// Each pixel samples the atlas at the same place up to the rounding of
// the GPU's interpolation, which differs with the piece, so that a pixel
// whose sampling position lies within rounding of a texel's edge can take
// the neighbouring texel: for a layer drawn in part again and again
// (pointsLayer), not for one that is compared with a whole repaint.
func (d *Damage) ClipRows(vs []ebiten.Vertex, is []uint32, qs []Quad) ([]ebiten.Vertex, []uint32) {
	return d.clip(vs, is, qs, true)
}

// clip is Clip, and with join ClipRows.
func (d *Damage) clip(vs []ebiten.Vertex, is []uint32, qs []Quad, join bool) ([]ebiten.Vertex, []uint32) {
	for _, q := range qs {
		c0, c1 := span(float64(q.X0), float64(q.X1), d.cols, d.w)
		r0, r1 := span(float64(q.Y0), float64(q.Y1), d.rows, d.h)
		if join && d.allDirty(c0, c1, r0, r1) {
			vs, is = q.piece(vs, is, q.X0, q.Y0, q.X1, q.Y1)
			continue
		}
		for r := r0; r < r1; r++ {
			for c := c0; c < c1; {
				if !d.dirty[r*d.cols+c] {
					c++
					continue
				}
				e := c + 1
				for join && e < c1 && d.dirty[r*d.cols+e] {
					e++
				}
				x0, x1 := max(q.X0, float32(c*TileSize)), min(q.X1, float32(e*TileSize))
				y0, y1 := max(q.Y0, float32(r*TileSize)), min(q.Y1, float32((r+1)*TileSize))
				if x1 > x0 && y1 > y0 {
					vs, is = q.piece(vs, is, x0, y0, x1, y1)
				}
				c = e
			}
		}
	}
	return vs, is
}

// allDirty reports whether the tiles [c0, c1)×[r0, r1), not none, are all
// dirty.
func (d *Damage) allDirty(c0, c1, r0, r1 int) bool {
	if c0 >= c1 || r0 >= r1 {
		return false
	}
	for r := r0; r < r1; r++ {
		for c := c0; c < c1; c++ {
			if !d.dirty[r*d.cols+c] {
				return false
			}
		}
	}
	return true
}

// RunQuads appends the dirty runs (Runs) as quads whose source is their
// destination: a program that reads images of the screen's size at the
// pixel it paints repaints them.
func (d *Damage) RunQuads(vs []ebiten.Vertex, is []uint32) ([]ebiten.Vertex, []uint32) {
	d.Runs(func(x0, y0, x1, y1 int) {
		a, b, c, e := float32(x0), float32(y0), float32(x1), float32(y1)
		vs, is = Quad{a, b, c, e, a, b, c, e}.piece(vs, is, a, b, c, e)
	})
	return vs, is
}

// piece appends the part [x0, x1)×[y0, y1) of q, its source cut in
// proportion.
func (q Quad) piece(vs []ebiten.Vertex, is []uint32, x0, y0, x1, y1 float32) ([]ebiten.Vertex, []uint32) {
	u := func(x float32) float32 { return q.U0 + (x-q.X0)/(q.X1-q.X0)*(q.U1-q.U0) }
	v := func(y float32) float32 { return q.V0 + (y-q.Y0)/(q.Y1-q.Y0)*(q.V1-q.V0) }
	n := uint32(len(vs))
	vs = append(vs,
		ebiten.Vertex{DstX: x0, DstY: y0, SrcX: u(x0), SrcY: v(y0), ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		ebiten.Vertex{DstX: x1, DstY: y0, SrcX: u(x1), SrcY: v(y0), ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		ebiten.Vertex{DstX: x0, DstY: y1, SrcX: u(x0), SrcY: v(y1), ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		ebiten.Vertex{DstX: x1, DstY: y1, SrcX: u(x1), SrcY: v(y1), ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
	)
	return vs, append(is, n, n+1, n+2, n+1, n+3, n+2)
}
