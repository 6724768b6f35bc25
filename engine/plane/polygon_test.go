package plane

import (
	"math"
	"math/rand/v2"
	"testing"
)

// area is the shoelace formula, positive for a counter-clockwise polygon.
func area(p []Vertex) float64 {
	a := 0.0
	for i := range p {
		q := p[(i+1)%len(p)]
		a += p[i].X*q.Y - q.X*p[i].Y
	}
	return a / 2
}

var unitSquare = Box{MinX: 0, MaxX: 1, MinY: 0, MaxY: 1}

// TestClipPolygonSquare cuts the unit square by one half-plane h ≥ 0; each
// area is found by hand.
func TestClipPolygonSquare(t *testing.T) {
	for _, c := range []struct {
		name     string
		h        Line
		area     float64
		vertices int
	}{
		// x ≥ ¼ keeps a 3/4 × 1 rectangle.
		{"vertical", Line{-0.25, 1, 0}, 0.75, 4},
		// x + y ≥ ½ cuts off the triangle of legs ½ at the origin:
		// 1 − ½·½·½ = 7/8, a pentagon.
		{"oblique", Line{-0.5, 1, 1}, 0.875, 5},
		// x − y ≥ 0 runs through the corners (0, 0) and (1, 1): the lower
		// right triangle, ½; the crossings at the corners repeat them and
		// are dropped.
		{"diagonal", Line{0, 1, -1}, 0.5, 3},
		// x + y ≥ 0 touches the corner (0, 0) only: the whole square.
		{"touching, inside", Line{0, 1, 1}, 1, 4},
		// x + y ≥ 2 holds at the corner (1, 1) only: no area.
		{"touching, outside", Line{-2, 1, 1}, 0, 0},
		// Parallel to the sides: y ≥ −1 holds everywhere, y ≥ 2 nowhere;
		// y ≥ 1 holds on the top side only.
		{"parallel, inside", Line{1, 0, 1}, 1, 4},
		{"parallel, outside", Line{-2, 0, 1}, 0, 0},
		{"parallel, on a side", Line{-1, 0, 1}, 0, 0},
		// y ≤ 1 (1 − y ≥ 0) holds everywhere, the top side on its line.
		{"parallel, side on the line", Line{1, 0, -1}, 1, 4},
	} {
		p := ClipPolygon(BoxPolygon(unitSquare, -1), c.h, 7)
		if len(p) != c.vertices {
			t.Errorf("%s: %d vertices %v, want %d", c.name, len(p), p, c.vertices)
			continue
		}
		if c.vertices == 0 {
			if p != nil {
				t.Errorf("%s: %v is not nil", c.name, p)
			}
			continue
		}
		assertNear(t, c.name+" area", area(p), c.area, 1e-15)
		for _, v := range p {
			if h := c.h.At(v.Vec2); h < -1e-15 {
				t.Errorf("%s: vertex %v outside, h = %v", c.name, v, h)
			}
		}
	}
}

// TestClipPolygonTags: x + y ≥ ½ cuts the unit square from (0, ½) to
// (½, 0); that side alone carries the cut's tag, the others the box's.
func TestClipPolygonTags(t *testing.T) {
	h := Line{-0.5, 1, 1}
	p := ClipPolygon(BoxPolygon(unitSquare, -1), h, 7)
	cuts := 0
	for i, v := range p {
		u := p[(i+1)%len(p)]
		switch v.Edge {
		case 7:
			cuts++
			assertVec(t, "cut from", v.Vec2, Vec2{0, 0.5}, 1e-15)
			assertVec(t, "cut to", u.Vec2, Vec2{0.5, 0}, 1e-15)
		case -1:
			// A side of the box: on x = 0, x = 1, y = 0 or y = 1.
			if !(v.X == u.X && (v.X == 0 || v.X == 1)) && !(v.Y == u.Y && (v.Y == 0 || v.Y == 1)) {
				t.Errorf("side %v–%v tagged as the box's", v, u)
			}
		default:
			t.Errorf("side %v–%v tagged %d", v, u, v.Edge)
		}
	}
	if cuts != 1 {
		t.Errorf("%d sides on the cut: %v", cuts, p)
	}
	// A second cut, y ≤ ¾, replaces the corners (1, 1) and (0, 1) by
	// (1, ¾) and (0, ¾): five vertices, its own side tagged 8, the first
	// cut's still 7.
	q := ClipPolygon(p, Line{0.75, 0, -1}, 8)
	tags := map[int]int{}
	for _, v := range q {
		tags[v.Edge]++
	}
	if tags[7] != 1 || tags[8] != 1 || len(q) != 5 {
		t.Errorf("two cuts: %v", q)
	}
	// Its area: 7/8 less the strip y > ¾, which the first cut does not
	// reach: 7/8 − ¼ = 5/8.
	assertNear(t, "two cuts' area", area(q), 0.625, 1e-15)
}

// TestClipPolygonNotFinite: NaN or ±Inf in the line or a vertex gives nil,
// as does an empty polygon.
func TestClipPolygonNotFinite(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	sq := BoxPolygon(unitSquare, -1)
	for _, h := range []Line{{nan, 1, 0}, {0, inf, 0}, {0, 1, -inf}} {
		if p := ClipPolygon(sq, h, 0); p != nil {
			t.Errorf("%v: %v", h, p)
		}
	}
	bad := BoxPolygon(unitSquare, -1)
	bad[2].Y = nan
	if p := ClipPolygon(bad, Line{1, 0, 0}, 0); p != nil {
		t.Errorf("a NaN vertex: %v", p)
	}
	if p := ClipPolygon(nil, Line{1, 0, 0}, 0); p != nil {
		t.Errorf("no polygon: %v", p)
	}
}

// TestClipPolygonGrid cuts boxes by a few random half-planes and checks
// the polygon against the points of a grid: a grid point lies in the
// polygon exactly when it satisfies every half-plane, computed directly
// (points within 1e-9 of a line or a side are skipped), and the polygon's
// area agrees with the grid's count to the grid's resolution.
func TestClipPolygonGrid(t *testing.T) {
	rng := rand.New(rand.NewPCG(47, 3))
	for trial := range 200 {
		b := Box{MinX: -1 - rng.Float64(), MaxX: 1 + rng.Float64(), MinY: -1 - rng.Float64(), MaxY: 1 + rng.Float64()}
		var hs []Line
		p := BoxPolygon(b, -1)
		for k := range 1 + rng.IntN(5) {
			h := Line{rng.NormFloat64() * 0.5, rng.NormFloat64(), rng.NormFloat64()}
			hs = append(hs, h)
			p = ClipPolygon(p, h, k)
		}
		if p != nil && area(p) <= 0 {
			t.Fatalf("trial %d: area %v of %v is not positive (counter-clockwise)", trial, area(p), p)
		}
		const g = 80
		inside := 0
		for i := 0; i <= g; i++ {
			for j := 0; j <= g; j++ {
				x := Vec2{b.MinX + (b.MaxX-b.MinX)*float64(i)/g, b.MinY + (b.MaxY-b.MinY)*float64(j)/g}
				want, near := true, false
				for _, h := range hs {
					v := h.At(x) / math.Hypot(h.W1, h.W2)
					near = near || math.Abs(v) < 1e-9
					want = want && v >= 0
				}
				in, edge := inConvex(p, x)
				if near || edge {
					continue
				}
				if in != want {
					t.Fatalf("trial %d: %v in the polygon %v, satisfies every half-plane %v\n%v", trial, x, in, want, p)
				}
				if in {
					inside++
				}
			}
		}
		cell := (b.MaxX - b.MinX) * (b.MaxY - b.MinY) / (g * g)
		a := 0.0
		if p != nil {
			a = area(p)
		}
		// The grid misses at most the cells along the perimeter: 4g of
		// them for a convex polygon inside the box.
		if grid := float64(inside) * cell; math.Abs(a-grid) > 4*g*cell {
			t.Errorf("trial %d: area %v, grid %v", trial, a, grid)
		}
	}
}

// inConvex reports whether x is inside the counter-clockwise convex
// polygon p and whether it lies within 1e-9 of a side.
func inConvex(p []Vertex, x Vec2) (in, edge bool) {
	if len(p) < 3 {
		return false, false
	}
	in = true
	for i, v := range p {
		u := p[(i+1)%len(p)]
		ex, ey := u.X-v.X, u.Y-v.Y
		cr := ex*(x.Y-v.Y) - ey*(x.X-v.X)
		if l := math.Hypot(ex, ey); l > 0 && math.Abs(cr)/l < 1e-9 {
			edge = true
		}
		in = in && cr >= 0
	}
	return in, edge
}
