package plane_test

import (
	"fmt"

	"hyperplane/engine/plane"
)

// A segment of the screen clipped to it: y = (x + 2)/2 from (−2, 0) to
// (6, 4) enters the box [0, 4] × [0, 2] by its left side at (0, 1) and
// leaves by its top at (2, 2).
func ExampleClipSegment() {
	box := plane.Box{MinX: 0, MaxX: 4, MinY: 0, MaxY: 2}
	s, ok := plane.ClipSegment(plane.Segment{A: plane.Vec2{X: -2, Y: 0}, B: plane.Vec2{X: 6, Y: 4}}, box)
	fmt.Println(s, ok)
	// Output: {{0 1} {2 2}} true
}

// The boundary and the margin lines h = ±1 of the row (w₀, wₓ, w_y) =
// (−1, 1, 1), that is x + y = 1 + c, in the box [0, 2]²: each runs along
// (−1, 1)/√2, and h = −1 only touches the corner (0, 0), where its segment
// has both ends (up to rounding).
func ExampleLine_Level() {
	h := plane.Line{W0: -1, W1: 1, W2: 1}
	box := plane.Box{MinX: 0, MaxX: 2, MinY: 0, MaxY: 2}
	for _, c := range []float64{-1, 0, 1} {
		s, ok := h.Level(c, box)
		fmt.Printf("h = %2v: (%.2f, %.2f) to (%.2f, %.2f) %v\n", c, s.A.X, s.A.Y, s.B.X, s.B.Y, ok)
	}
	// Output:
	// h = -1: (0.00, 0.00) to (0.00, 0.00) true
	// h =  0: (1.00, 0.00) to (0.00, 1.00) true
	// h =  1: (2.00, 0.00) to (0.00, 2.00) true
}

// The unit square cut by x + y ≥ ½ (the half-plane −½ + x + y ≥ 0): the
// triangle at the origin goes, and the new side, tagged 1, runs from
// (0, ½) to (½, 0). The area is 1 − ⅛.
func ExampleClipPolygon() {
	sq := plane.BoxPolygon(plane.Box{MinX: 0, MaxX: 1, MinY: 0, MaxY: 1}, 0)
	p := plane.ClipPolygon(sq, plane.Line{W0: -0.5, W1: 1, W2: 1}, 1)
	a := 0.0
	for i, v := range p {
		u := p[(i+1)%len(p)]
		a += (v.X*u.Y - u.X*v.Y) / 2
		fmt.Printf("(%v, %v) side %d\n", v.X, v.Y, v.Edge)
	}
	fmt.Println("area", a)
	// Output:
	// (0.5, 0) side 0
	// (1, 0) side 0
	// (1, 1) side 0
	// (0, 1) side 0
	// (0, 0.5) side 1
	// area 0.875
}
