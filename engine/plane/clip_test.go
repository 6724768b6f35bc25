package plane

import (
	"math"
	"testing"
)

// TestLevelSegment clips lines to boxes; every endpoint is found by hand.
// (It tested engine.LevelSegment(row, c, box), which became Line.Level.)
func TestLevelSegment(t *testing.T) {
	unit := Box{MinX: 0, MaxX: 1, MinY: 0, MaxY: 1}
	for _, c := range []struct {
		name string
		row  []float64
		c    float64
		box  Box
		a, b Vec2
		ok   bool
	}{
		// x = ½, direction (−w_y, wₓ) = (0, 1): bottom to top.
		{"vertical", []float64{-0.5, 1, 0}, 0, unit, Vec2{0.5, 0}, Vec2{0.5, 1}, true},
		// x + y = 1, direction (−1, 1)/√2: from (1, 0) to (0, 1).
		{"diagonal", []float64{-1, 1, 1}, 0, unit, Vec2{1, 0}, Vec2{0, 1}, true},
		// h = x + y = +1 is the same line.
		{"margin line", []float64{0, 1, 1}, 1, unit, Vec2{1, 0}, Vec2{0, 1}, true},
		// h = −1: x + y = −1 misses the box.
		{"outside", []float64{0, 1, 1}, -1, unit, Vec2{}, Vec2{}, false},
		// x + y = 2 touches the corner (1, 1) only.
		{"corner", []float64{-2, 1, 1}, 0, unit, Vec2{1, 1}, Vec2{1, 1}, true},
		// x = 0 lies on the left edge of the closed box.
		{"edge", []float64{0, 1, 0}, 0, unit, Vec2{0, 0}, Vec2{0, 1}, true},
		// 2x − y = 0, y = 2x, direction (1, 2)/√5: cut by y = 1 at x = ½.
		{"steep", []float64{0, 2, -1}, 0, unit, Vec2{0, 0}, Vec2{0.5, 1}, true},
		// y = x in [−5, 5] × [−2, 2], direction (1, 1)/√2: cut by y = ±2.
		{"wide box", []float64{0, -1, 1}, 0, Box{-5, 5, -2, 2}, Vec2{2, 2}, Vec2{-2, -2}, true},
		// Fausett's θ = ½ around h = x − 1 in [0, 3]²: x = 1.5, upwards.
		{"band", []float64{-1, 1, 0}, 0.5, Box{0, 3, 0, 3}, Vec2{1.5, 0}, Vec2{1.5, 3}, true},
		{"no w", []float64{1, 0, 0}, 0, unit, Vec2{}, Vec2{}, false},
		{"empty box", []float64{-0.5, 1, 0}, 0, Box{1, 0, 0, 1}, Vec2{}, Vec2{}, false},
	} {
		s, ok := Line{c.row[0], c.row[1], c.row[2]}.Level(c.c, c.box)
		if ok != c.ok {
			t.Errorf("%s: ok %v, want %v", c.name, ok, c.ok)
			continue
		}
		if ok {
			assertVec(t, c.name+" A", s.A, c.a, 1e-15)
			assertVec(t, c.name+" B", s.B, c.b, 1e-15)
		}
	}
}

// box42 is [0, 4] × [0, 2].
var box42 = Box{MinX: 0, MaxX: 4, MinY: 0, MaxY: 2}

// clipCases clip the line p + t·d, t in [lo, hi], to a box; every t is
// found by hand from the sides that the line crosses.
var clipCases = []struct {
	name   string
	p, d   Vec2
	lo, hi float64
	box    Box
	t0, t1 float64
	ok     bool
}{
	// y = 1 from x = −1 to 5 (d = (6, 0)) crosses x = 0 at t = 1/6 and
	// x = 4 at t = 5/6.
	{"across", Vec2{-1, 1}, Vec2{6, 0}, 0, 1, box42, 1.0 / 6, 5.0 / 6, true},
	// y = (x + 2)/2 from (−2, 0) to (6, 4), d = (8, 4): enters by the left
	// side at x = 0 (y = 1, t = 2/8) and leaves by the top at y = 2
	// (x = 2, t = 4/8).
	{"oblique", Vec2{-2, 0}, Vec2{8, 4}, 0, 1, box42, 0.25, 0.5, true},
	// From (1, 1) inside to (10, 1): ends at x = 4, t = 3/9.
	{"from inside", Vec2{1, 1}, Vec2{9, 0}, 0, 1, box42, 0, 1.0 / 3, true},
	// Wholly inside: the segment itself.
	{"inside", Vec2{1, 1}, Vec2{2, 0.5}, 0, 1, box42, 0, 1, true},
	// Parallel to the top side and above it (y = 3): nothing.
	{"parallel outside", Vec2{-1, 3}, Vec2{6, 0}, 0, 1, box42, 0, 0, false},
	// Parallel along the top side (y = 2) of the closed box: x in [0, 4].
	{"parallel on an edge", Vec2{-1, 2}, Vec2{6, 0}, 0, 1, box42, 1.0 / 6, 5.0 / 6, true},
	// x + y = 6 from (2, 4) to (6, 0) touches only the corner (4, 2), at
	// t = 1/2 from both the right side and the top.
	{"through a corner", Vec2{2, 4}, Vec2{4, -4}, 0, 1, box42, 0.5, 0.5, true},
	// The diagonal of the box, y = x/2, from corner to corner.
	{"corner to corner", Vec2{-4, -2}, Vec2{12, 6}, 0, 1, box42, 1.0 / 3, 2.0 / 3, true},
	// Short of the box: the segment ends before the line reaches it.
	{"short", Vec2{6, 1}, Vec2{1, 0}, 0, 1, box42, 0, 0, false},
	// Passes beside it: y = x + 3 meets y ≤ 2 only at x ≤ −1.
	{"beside", Vec2{-3, 0}, Vec2{1, 1}, math.Inf(-1), math.Inf(1), box42, 0, 0, false},
	// A whole line, y = 1 along (1, 0) from (1, 1): t from −1 to 3.
	{"whole line", Vec2{1, 1}, Vec2{1, 0}, math.Inf(-1), math.Inf(1), box42, -1, 3, true},
	// A ray from (1, 1) to the right: t from 0 to 3.
	{"ray", Vec2{1, 1}, Vec2{1, 0}, 0, math.Inf(1), box42, 0, 3, true},
	// d = 0: a point inside is itself on [0, 1], and unbounded on a
	// whole line; a point outside is nothing.
	{"a point", Vec2{1, 1}, Vec2{}, 0, 1, box42, 0, 1, true},
	{"a point, unbounded", Vec2{1, 1}, Vec2{}, math.Inf(-1), math.Inf(1), box42, 0, 0, false},
	{"a point outside", Vec2{5, 1}, Vec2{}, 0, 1, box42, 0, 0, false},
	// A box of zero width is the segment x = 1, y in [0, 2]: the line
	// y = 1 meets it at x = 1, t = 2/6.
	{"flat box", Vec2{-1, 1}, Vec2{6, 0}, 0, 1, Box{1, 1, 0, 2}, 1.0 / 3, 1.0 / 3, true},
	{"empty box", Vec2{-1, 1}, Vec2{6, 0}, 0, 1, Box{4, 0, 0, 2}, 0, 0, false},
	{"lo > hi", Vec2{-1, 1}, Vec2{6, 0}, 1, 0, box42, 0, 0, false},
}

func TestClip(t *testing.T) {
	for _, c := range clipCases {
		t0, t1, ok := Clip(c.p, c.d, c.lo, c.hi, c.box)
		if ok != c.ok {
			t.Errorf("%s: ok %v, want %v", c.name, ok, c.ok)
			continue
		}
		if ok {
			assertNear(t, c.name+" t0", t0, c.t0, 1e-15)
			assertNear(t, c.name+" t1", t1, c.t1, 1e-15)
		}
		// The same segment through ClipSegment, when t runs over [0, 1].
		if c.lo != 0 || c.hi != 1 {
			continue
		}
		s, ok := ClipSegment(Segment{c.p, Vec2{c.p.X + c.d.X, c.p.Y + c.d.Y}}, c.box)
		if ok != c.ok {
			t.Errorf("%s: ClipSegment ok %v, want %v", c.name, ok, c.ok)
			continue
		}
		if ok {
			assertVec(t, c.name+" A", s.A, Vec2{c.p.X + c.t0*c.d.X, c.p.Y + c.t0*c.d.Y}, 1e-15)
			assertVec(t, c.name+" B", s.B, Vec2{c.p.X + c.t1*c.d.X, c.p.Y + c.t1*c.d.Y}, 1e-15)
		}
	}
}

// TestClipNotFinite: NaN or ±Inf anywhere in the input is ok = false, and
// never a panic.
func TestClipNotFinite(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	p, d := Vec2{-1, 1}, Vec2{6, 0}
	for _, c := range []struct {
		name   string
		p, d   Vec2
		lo, hi float64
		box    Box
	}{
		{"p NaN", Vec2{nan, 1}, d, 0, 1, box42},
		{"p Inf", Vec2{1, -inf}, d, 0, 1, box42},
		{"d NaN", p, Vec2{6, nan}, 0, 1, box42},
		{"d Inf", p, Vec2{inf, 0}, 0, 1, box42},
		{"lo NaN", p, d, nan, 1, box42},
		{"hi NaN", p, d, 0, nan, box42},
		{"box NaN", p, d, 0, 1, Box{0, nan, 0, 2}},
		{"box Inf", p, d, 0, 1, Box{-inf, inf, 0, 2}},
	} {
		if t0, t1, ok := Clip(c.p, c.d, c.lo, c.hi, c.box); ok {
			t.Errorf("%s: ok with t in [%v, %v]", c.name, t0, t1)
		}
	}
	if s, ok := ClipSegment(Segment{Vec2{0, 0}, Vec2{nan, 1}}, box42); ok {
		t.Errorf("ClipSegment of a NaN end: %v", s)
	}
	// Finite ends whose difference overflows.
	if s, ok := ClipSegment(Segment{Vec2{-math.MaxFloat64, 1}, Vec2{math.MaxFloat64, 1}}, box42); ok {
		t.Errorf("ClipSegment of an overflowing segment: %v", s)
	}
	for _, l := range []Line{{nan, 1, 0}, {0, inf, 1}, {0, 1, nan}} {
		if s, ok := l.Level(0, box42); ok {
			t.Errorf("Level of %v: %v", l, s)
		}
	}
	if s, ok := (Line{-1, 1, 0}).Level(nan, box42); ok {
		t.Errorf("Level at c = NaN: %v", s)
	}
}
