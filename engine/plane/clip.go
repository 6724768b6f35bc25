package plane

import "math"

// Clip returns the parameters t0 ≤ t1 of the part of the line p + t·d,
// t in [lo, hi], that lies in the closed box b, by Liang and Barsky's
// algorithm (1984): each side of the box bounds t from one side,
//
//	left: −dₓ·t ≤ pₓ − MinX,  right: dₓ·t ≤ MaxX − pₓ,
//	bottom: −d_y·t ≤ p_y − MinY,  top: d_y·t ≤ MaxY − p_y,
//
// the largest lower bound is where the line enters the box and the
// smallest upper bound where it leaves; a side parallel to the line
// bounds nothing, or rules the line out when the line lies outside it.
// lo and hi may be infinite (lo = −∞, hi = +∞ for a whole line, lo = 0,
// hi = 1 for the segment from p to p + d); the answer may not be. ok is
// false when nothing of the line is in the box, when d = 0 leaves t
// unbounded, when p, d or b is not finite, when b is empty and when
// lo > hi or either is NaN. A line that only touches a corner gives
// t0 = t1 (up to rounding, which may also miss the corner).
func Clip(p, d Vec2, lo, hi float64, b Box) (t0, t1 float64, ok bool) {
	if !p.finite() || !d.finite() || !b.finite() || b.Empty() || !(lo <= hi) {
		return 0, 0, false
	}
	t0, t1 = lo, hi
	for _, s := range [4][2]float64{
		{-d.X, p.X - b.MinX}, {d.X, b.MaxX - p.X},
		{-d.Y, p.Y - b.MinY}, {d.Y, b.MaxY - p.Y},
	} {
		dp, q := s[0], s[1]
		if dp == 0 {
			if q < 0 {
				return 0, 0, false
			}
			continue
		}
		r := q / dp
		if dp < 0 {
			t0 = math.Max(t0, r)
		} else {
			t1 = math.Min(t1, r)
		}
	}
	if t0 > t1 || math.IsInf(t0, 0) || math.IsInf(t1, 0) {
		return 0, 0, false
	}
	return t0, t1, true
}

// ClipSegment returns the part of s that lies in the closed box b, from
// the end nearer A to the end nearer B (Clip with t in [0, 1] along
// B − A). ok is false when s misses b or is not finite, or b is empty; a
// segment of length zero inside b is itself.
func ClipSegment(s Segment, b Box) (Segment, bool) {
	d := Vec2{s.B.X - s.A.X, s.B.Y - s.A.Y}
	t0, t1, ok := Clip(s.A, d, 0, 1, b)
	if !ok {
		return Segment{}, false
	}
	return Segment{Vec2{s.A.X + t0*d.X, s.A.Y + t0*d.Y}, Vec2{s.A.X + t1*d.X, s.A.Y + t1*d.Y}}, true
}

// Level returns the part inside the closed box b of the level line
// h(x) = c of l, that is W1·x + W2·y = c − W0: for a field's plane row,
// c = 0 is the boundary, c = ±1 the margin lines of a support vector
// machine, c = ±θ the edges of Fausett's band. The line runs along
// d = (−W2, W1)/‖w‖, w = (W1, W2), from A to B, through the point of the
// line nearest the centre of the box, and is clipped by Clip. ok is false
// when w = 0, a number is not finite, the box is empty, or the line
// misses it; a line that only touches a corner gives A = B.
func (l Line) Level(c float64, b Box) (Segment, bool) {
	nw := math.Hypot(l.W1, l.W2)
	if !(nw > 0) || math.IsInf(nw, 0) || b.Empty() {
		return Segment{}, false
	}
	// Start from the point of the line nearest the centre of the box.
	cx, cy := (b.MinX+b.MaxX)/2, (b.MinY+b.MaxY)/2
	s := (l.W0 + l.W1*cx + l.W2*cy - c) / (nw * nw)
	p := Vec2{cx - s*l.W1, cy - s*l.W2}
	d := Vec2{-l.W2 / nw, l.W1 / nw}
	t0, t1, ok := Clip(p, d, math.Inf(-1), math.Inf(1), b)
	if !ok {
		return Segment{}, false
	}
	return Segment{Vec2{p.X + t0*d.X, p.Y + t0*d.Y}, Vec2{p.X + t1*d.X, p.Y + t1*d.Y}}, true
}
