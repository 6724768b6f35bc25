package describe

import (
	"math"
	"slices"

	"hyperplane/engine/msg"
	"hyperplane/engine/plane"
	"hyperplane/engine/scene"
)

// Line is a straight boundary w₀ + w₁x + w₂y = 0 of the plane: the zero of
// a two-class field's row (w₀, w₁, w₂). Its normal (w₁, w₂) points to the
// side where h > 0, the field's first class.
type Line struct {
	W0, W1, W2 float64
}

// Crossing is a point where the line meets an edge of the view: the left
// or right edge (at height Y) or the top or bottom (at X).
type Crossing struct {
	Edge string  `json:"edge"` // "left", "right", "top" or "bottom"
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
}

// ok reports whether the line is a line: its normal is not zero and its
// coefficients are finite.
func (l Line) ok() bool {
	for _, v := range []float64{l.W0, l.W1, l.W2} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return false
		}
	}
	return l.W1 != 0 || l.W2 != 0
}

// H returns w₀ + w₁x + w₂y.
func (l Line) H(x, y float64) float64 { return l.W0 + l.W1*x + l.W2*y }

// Distance returns the signed distance of (x, y) from the line,
// h(x, y)/‖w‖, positive on the side of the field's first class.
func (l Line) Distance(x, y float64) float64 { return l.H(x, y) / math.Hypot(l.W1, l.W2) }

// Crossings returns where the line meets the edges of the box b, ordered
// from left to right (and from bottom to top for a vertical line): two
// crossings when it passes through the box, one when it only touches a
// corner, none when it misses it. The ends of the line's segment in the
// box (plane.Line.Level) are the crossings, each named by the edge it lies
// on; a line that misses the box by less than a billionth of its size
// touches it.
func (l Line) Crossings(b scene.Viewport) []Crossing {
	if !l.ok() {
		return nil
	}
	// A point counts as on an edge within a billionth of the box's size,
	// and two crossings within a millionth are one, so that a line through
	// a corner is found there once.
	tol := 1e-9 * math.Max(b.MaxX-b.MinX, b.MaxY-b.MinY)
	seg, ok := plane.Line(l).Level(0, plane.Box(b))
	if !ok {
		// Rounding can miss a corner that the line passes through.
		if seg, ok = plane.Line(l).Level(0, plane.Box(b).Grow(tol)); !ok {
			return nil
		}
	}
	var out []Crossing
	for _, p := range [2]plane.Vec2{seg.A, seg.B} {
		c := l.crossing(p, b, 2*tol)
		if len(out) == 1 && math.Abs(out[0].X-c.X) <= 1e3*tol && math.Abs(out[0].Y-c.Y) <= 1e3*tol {
			// One crossing, at a corner: named by the left or right edge
			// when either end is on one.
			if c.Edge == "left" || c.Edge == "right" {
				out[0] = c
			}
			break
		}
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b Crossing) int {
		switch {
		case a.X < b.X:
			return -1
		case a.X > b.X:
			return 1
		case a.Y < b.Y:
			return -1
		case a.Y > b.Y:
			return 1
		}
		return 0
	})
	return out
}

// crossing names the edge of b that the end p of the line's segment in b
// lies on, and puts p on it. Within tol of a corner it names the left or
// right edge, unless the line is vertical and runs from the bottom to the
// top.
func (l Line) crossing(p plane.Vec2, b scene.Viewport, tol float64) Crossing {
	c := Crossing{X: math.Min(math.Max(p.X, b.MinX), b.MaxX), Y: math.Min(math.Max(p.Y, b.MinY), b.MaxY)}
	lr, dx := "left", math.Abs(p.X-b.MinX)
	if d := math.Abs(p.X - b.MaxX); d < dx {
		lr, dx = "right", d
	}
	bt, dy := "bottom", math.Abs(p.Y-b.MinY)
	if d := math.Abs(p.Y - b.MaxY); d < dy {
		bt, dy = "top", d
	}
	corner := dx <= tol && dy <= tol
	if (corner && l.W2 != 0) || (!corner && dx <= dy) {
		c.Edge = lr
		if lr == "left" {
			c.X = b.MinX
		} else {
			c.X = b.MaxX
		}
		return c
	}
	c.Edge = bt
	if bt == "bottom" {
		c.Y = b.MinY
	} else {
		c.Y = b.MaxY
	}
	return c
}

// Angle returns the angle of the line with the x axis in degrees, in
// (−90, 90]: positive when it rises to the right.
func (l Line) Angle() float64 {
	a := math.Atan2(-l.W1, l.W2) * 180 / math.Pi // the direction (w₂, −w₁)
	for a <= -90 {
		a += 180
	}
	for a > 90 {
		a -= 180
	}
	return a
}

// Shape says how the line runs across the view: "a horizontal line", "a
// line from the upper left to the lower right", and so on. The plot draws
// both axes at the same scale, so the angle on the screen is the angle in
// the data.
func (l Line) Shape() msg.Text {
	a := l.Angle()
	switch {
	case l.W1 == 0:
		return msg.T("describe-shape-horizontal")
	case l.W2 == 0:
		return msg.T("describe-shape-vertical")
	case math.Abs(a) < 5:
		return msg.T("describe-shape-nearly-horizontal")
	case math.Abs(a) > 85:
		return msg.T("describe-shape-nearly-vertical")
	case a > 0:
		return msg.T("describe-shape-rising")
	}
	return msg.T("describe-shape-falling")
}

// Words describes the line in the view b: its shape and where it crosses
// the edges ("a line from the upper left to the lower right, crossing the
// left edge at y = 3.1 and the bottom at x = 4"), or where it passes when
// it misses the view. step is the grid's spacing, for the coordinates.
func (l Line) Words(b scene.Viewport, step float64) msg.Text {
	if !l.ok() {
		return msg.T("describe-line-none")
	}
	cs := l.Crossings(b)
	switch len(cs) {
	case 0:
		return msg.T("describe-line-outside", "shape", l.Shape(), "where", l.where(b))
	case 1:
		return msg.T("describe-line-touching", "shape", l.Shape(), "at", cs[0].words(step))
	}
	return msg.T("describe-line-crossing", "shape", l.Shape(), "first", cs[0].words(step), "second", cs[1].words(step))
}

func (c Crossing) words(step float64) msg.Text {
	switch c.Edge {
	case "left":
		return msg.T("describe-crossing-left", "y", CoordText(c.Y, step))
	case "right":
		return msg.T("describe-crossing-right", "y", CoordText(c.Y, step))
	case "top":
		return msg.T("describe-crossing-top", "x", CoordText(c.X, step))
	}
	return msg.T("describe-crossing-bottom", "x", CoordText(c.X, step))
}

// where says on which side of the view b a line that misses it passes:
// the direction from the view's centre to the nearest point of the line.
func (l Line) where(b scene.Viewport) msg.Text {
	cx, cy := (b.MinX+b.MaxX)/2, (b.MinY+b.MaxY)/2
	// The foot of the perpendicular from the centre lies at −h(c) w/‖w‖²
	// from it.
	k := -l.H(cx, cy) / (l.W1*l.W1 + l.W2*l.W2)
	return Toward(k*l.W1, k*l.W2)
}

// Toward names the direction of the vector (dx, dy) on the screen in one
// of eight words: "to the right", "to the upper right", "above", and so on.
func Toward(dx, dy float64) msg.Text {
	return sectorWords[sector(dx, dy)][0]
}

// sideOf names the side of a line that the normal (dx, dy) points to:
// "above", "above and to the right", …
func sideOf(dx, dy float64) msg.Text { return sectorWords[sector(dx, dy)][1] }

// sector returns which of eight sectors of 45° the direction of (dx, dy)
// falls in, counting anticlockwise from the one centred on +x.
func sector(dx, dy float64) int {
	a := math.Atan2(dy, dx) * 180 / math.Pi
	return (int(math.Floor((a+22.5)/45)) + 8) % 8
}

// sectorWords are the words of the eight sectors: as a direction from a
// place, and as a side of a line.
var sectorWords = [8][2]msg.Text{
	{msg.T("describe-toward-right"), msg.T("describe-side-right")},
	{msg.T("describe-toward-upper-right"), msg.T("describe-side-upper-right")},
	{msg.T("describe-toward-above"), msg.T("describe-side-above")},
	{msg.T("describe-toward-upper-left"), msg.T("describe-side-upper-left")},
	{msg.T("describe-toward-left"), msg.T("describe-side-left")},
	{msg.T("describe-toward-lower-left"), msg.T("describe-side-lower-left")},
	{msg.T("describe-toward-below"), msg.T("describe-side-below")},
	{msg.T("describe-toward-lower-right"), msg.T("describe-side-lower-right")},
}

// Equation writes the line as the panel writes the weights, w₁ x + w₂ y +
// w₀ = 0 with three significant digits ("0.82 x − 1.1 y + 2.3 = 0"), and
// solved for y ("y = 0.745 x + 2.09"), or for x when it is vertical.
func (l Line) Equation() msg.Text {
	s := sum3([]float64{l.W1, l.W2, l.W0}, []string{"x", "y", ""})
	switch {
	case l.W2 != 0:
		return msg.T("describe-equation-y", "sum", s, "solved", sum3([]float64{-l.W1 / l.W2, -l.W0 / l.W2}, []string{"x", ""}))
	case l.W1 != 0:
		return msg.T("describe-equation-x", "sum", s, "x", NumText(-l.W0/l.W1))
	}
	return msg.T("describe-equation", "sum", s)
}

// sum3 writes Σ cᵢ vᵢ with its signs between the terms ("0.5 x − 2"),
// leaving out zero terms; "0" when every term is zero. The symbols vᵢ
// (x, y, or none for the constant) are mathematics, the same in every
// language.
func sum3(cs []float64, vs []string) msg.Text {
	var out msg.Text
	for i, c := range cs {
		if c == 0 {
			continue
		}
		n := NumText(math.Abs(c))
		if out.IsZero() {
			n = NumText(c) // the first term carries its own sign
		}
		term := n
		if vs[i] != "" {
			term = msg.T("describe-term", "num", n, "var", vs[i])
		}
		switch {
		case out.IsZero():
			out = term
		case c < 0:
			out = msg.T("describe-minus", "left", out, "right", term)
		default:
			out = msg.T("describe-plus", "left", out, "right", term)
		}
	}
	if out.IsZero() {
		return NumText(0)
	}
	return out
}
