package plane

// Vertex is a vertex of a polygon and a tag for the side that leaves it,
// from it to the next vertex: which cut made that side (see ClipPolygon).
type Vertex struct {
	Vec2
	Edge int
}

// BoxPolygon returns the corners of b counter-clockwise from (MinX, MinY),
// each side tagged edge: the polygon that ClipPolygon's cuts start from.
// It is nil when b is empty or not finite.
func BoxPolygon(b Box, edge int) []Vertex {
	if b.Empty() || !b.finite() {
		return nil
	}
	return []Vertex{
		{Vec2{b.MinX, b.MinY}, edge}, {Vec2{b.MaxX, b.MinY}, edge},
		{Vec2{b.MaxX, b.MaxY}, edge}, {Vec2{b.MinX, b.MaxY}, edge},
	}
}

// ClipPolygon cuts the convex polygon poly to the half-plane h ≥ 0 of the
// line h (one pass of Sutherland and Hodgman's algorithm, 1974), keeping
// the order of the vertices. A side of poly that crosses the line h = 0
// is cut at the point p + t(q − p), t = h(p)/(h(p) − h(q)), of its ends p
// and q. Each vertex keeps the tag of the side that leaves it, and the new
// side along h = 0, from the point where the boundary leaves the
// half-plane to where it comes back, gets the tag edge, so that a caller
// knows which cut made each side.
//
// Repeated vertices, which a cut through a vertex makes, are dropped.
// When fewer than three vertices are left the polygon has no area, and
// the result is nil; it is nil too when poly or h is not finite.
func ClipPolygon(poly []Vertex, h Line, edge int) []Vertex {
	if len(poly) == 0 || !h.finite() {
		return nil
	}
	for _, v := range poly {
		if !v.finite() {
			return nil
		}
	}
	var out []Vertex
	for i, v := range poly {
		u := poly[(i+1)%len(poly)]
		fv, fu := h.At(v.Vec2), h.At(u.Vec2)
		if fv >= 0 {
			out = append(out, v)
		}
		if (fv >= 0) != (fu >= 0) {
			t := fv / (fv - fu)
			x := Vertex{Vec2{v.X + t*(u.X-v.X), v.Y + t*(u.Y-v.Y)}, v.Edge}
			if fv >= 0 {
				// Leaving: the side from this crossing to the next one,
				// where the boundary comes back, lies on the cut.
				x.Edge = edge
			}
			out = append(out, x)
		}
	}
	// Drop a vertex equal to the one before it: the side between them has
	// no length, and the side that leaves the pair is the later one's.
	clean := out[:0]
	for i, v := range out {
		if i > 0 && v.Vec2 == clean[len(clean)-1].Vec2 {
			clean[len(clean)-1].Edge = v.Edge
			continue
		}
		clean = append(clean, v)
	}
	if len(clean) > 1 && clean[0].Vec2 == clean[len(clean)-1].Vec2 {
		clean = clean[:len(clean)-1]
	}
	if len(clean) < 3 {
		return nil
	}
	return clean
}
