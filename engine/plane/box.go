package plane

// Box is the closed rectangle [MinX, MaxX] × [MinY, MaxY] of the plane.
type Box struct{ MinX, MaxX, MinY, MaxY float64 }

// Empty reports whether b holds no point: a minimum above its maximum, or
// a bound that is NaN.
func (b Box) Empty() bool { return !(b.MinX <= b.MaxX && b.MinY <= b.MaxY) }

// Grow returns b widened by m on every side (narrowed when m < 0).
func (b Box) Grow(m float64) Box { return Box{b.MinX - m, b.MaxX + m, b.MinY - m, b.MaxY + m} }

// finite reports whether every bound of b is a number.
func (b Box) finite() bool {
	return finite(b.MinX) && finite(b.MaxX) && finite(b.MinY) && finite(b.MaxY)
}

// Segment is the segment of the plane from A to B.
type Segment struct{ A, B Vec2 }

// Line is the affine function h(x, y) = W0 + W1·x + W2·y of the plane: a
// plane row (w₀, wₓ, w_y) of a linear field. Its zero set is a line with
// the normal (W1, W2), which points to the side where h > 0; as a
// half-plane (ClipPolygon) it is the side h ≥ 0.
type Line struct{ W0, W1, W2 float64 }

// At returns h(p) = W0 + W1·p.X + W2·p.Y.
func (l Line) At(p Vec2) float64 { return l.W0 + l.W1*p.X + l.W2*p.Y }

// finite reports whether every coefficient of l is a number.
func (l Line) finite() bool { return finite(l.W0) && finite(l.W1) && finite(l.W2) }
