package render

import (
	"image/color"
	"math"
	"testing"

	"hyperplane/engine"
)

// TestMagnification: the smallest of 1, 2, 5 × 10ⁿ that stretches a
// length to at least 30, worked by hand: 7·5 = 35 (7·2 = 14 is short);
// 3·10 = 30; 0.5·100 = 50 (0.5·50 = 25 is short); 0.02·2000 = 40
// (0.02·1000 = 20 is short); a length already long enough is drawn as it
// is.
func TestMagnification(t *testing.T) {
	for _, c := range []struct{ length, want float64 }{
		{7, 5}, {3, 10}, {0.5, 100}, {0.02, 2000}, {30, 1}, {45, 1}, {0, 1},
	} {
		if got := Magnification(c.length, 30); got != c.want {
			t.Errorf("Magnification(%v, 30) = %v, want %v", c.length, got, c.want)
		}
	}
}

// stepCam is the viewport [−5, 5]² on 500×500 pixels at one device pixel
// per CSS pixel: 50 pixels a unit, so the arrows' tails, 60 pixels either
// side of the foot, are 1.2 units from it.
var stepCam = NewCamera(box5, 500, 500, 1)

func unitInk(int) color.RGBA { return color.RGBA{1, 2, 3, 255} }

// arrowsOf returns the arrows among shapes, and the dashed line.
func arrowsOf(shapes []Shape) (arrows []Shape, dashed []Shape) {
	for _, s := range shapes {
		switch {
		case s.Kind == ShapeArrow:
			arrows = append(arrows, s)
		case s.Kind == ShapeLine && s.Dashed:
			dashed = append(dashed, s)
		}
	}
	return arrows, dashed
}

// TestStepArrowsMove: the line x = 0, row (0, 1, 0), moved by the step to
// x = 0.01, row (−0.01, 1, 0). The move is 0.5 pixels, so the drawing is
// magnified 100 times (TestMagnification's third case): the dashed line
// is x = 1, and both arrows, from the tails (0, ∓1.2) on the line (the
// foot of the view's centre is the origin), go one unit along the normal
// (1, 0) to (1, ∓1.2): a move without a turn.
func TestStepArrowsMove(t *testing.T) {
	shapes, k := StepArrows([][]float64{{0, 1, 0}}, [][]float64{{-0.01, 1, 0}}, nil, stepCam, unitInk)
	if k != 100 {
		t.Fatalf("magnified %v times, want 100", k)
	}
	arrows, dashed := arrowsOf(shapes)
	if len(arrows) != 2 || len(dashed) != 1 {
		t.Fatalf("%d arrows and %d dashed lines, want 2 and 1: %+v", len(arrows), len(dashed), shapes)
	}
	if !near(dashed[0].X0, 1) || !near(dashed[0].X1, 1) {
		t.Errorf("the dashed line runs from (%v, %v) to (%v, %v), want x = 1", dashed[0].X0, dashed[0].Y0, dashed[0].X1, dashed[0].Y1)
	}
	for i, y := range []float64{-1.2, 1.2} {
		a := arrows[i]
		if !near(a.X0, 0) || !near(a.Y0, y) || !near(a.X1, 1) || !near(a.Y1, y) || a.Col != unitInk(0) {
			t.Errorf("arrow %d: (%v, %v) → (%v, %v), want (0, %v) → (1, %v)", i, a.X0, a.Y0, a.X1, a.Y1, y, y)
		}
	}
}

// TestStepArrowsTurn: the row (0, 1, 0) stepped to (0, 1, 0.001) turns
// the line x = 0 about the origin: at (0, y) the line moves by
// −0.001·y to first order, 0.06 pixels at y = ±1.2, so the drawing is
// magnified 500 times (0.06·500 = 30); the dashed line is
// x + 0.5y = 0, and the arrows from (0, ∓1.2) go along (1, 0) to it, to
// x = ±0.6: equal and opposite, a turn without a move.
func TestStepArrowsTurn(t *testing.T) {
	shapes, k := StepArrows([][]float64{{0, 1, 0}}, [][]float64{{0, 1, 0.001}}, nil, stepCam, unitInk)
	if !near(k, 500) {
		t.Fatalf("magnified %v times, want 500", k)
	}
	arrows, _ := arrowsOf(shapes)
	if len(arrows) != 2 {
		t.Fatalf("%d arrows, want 2", len(arrows))
	}
	for i, c := range []struct{ y, x1 float64 }{{-1.2, 0.6}, {1.2, -0.6}} {
		a := arrows[i]
		if !near(a.X0, 0) || !near(a.Y0, c.y) || !near(a.X1, c.x1) || !near(a.Y1, c.y) {
			t.Errorf("arrow %d: (%v, %v) → (%v, %v), want (0, %v) → (%v, %v)", i, a.X0, a.Y0, a.X1, a.Y1, c.y, c.x1, c.y)
		}
		// The head lies on the magnified line 0 + 1·x + 0.5·y = 0.
		if h := a.X1 + 0.5*a.Y1; math.Abs(h) > 1e-12 {
			t.Errorf("arrow %d ends off the moved line: %v", i, h)
		}
	}
}

// TestStepArrowsAnchor: the tails sit either side of the point of the
// line nearest the anchor: for the line y = 1 (row (−1, 0, 1)) and the
// anchor (2, −3), the foot is (2, 1), and the tails (2 ∓ 1.2, 1) (the
// line's direction is (−1, 0), so the first tail is at x = 3.2). An
// anchor whose foot is off the view uses the middle of the line's part in
// view: for x = 4 and the anchor (4, 40), the middle of x = 4, y ∈ [−5, 5],
// is (4, 0).
func TestStepArrowsAnchor(t *testing.T) {
	next := [][]float64{{-1.01, 0, 1}}
	shapes, _ := StepArrows([][]float64{{-1, 0, 1}}, next, &engine.Vec2{X: 2, Y: -3}, stepCam, unitInk)
	arrows, _ := arrowsOf(shapes)
	if len(arrows) != 2 || !near(arrows[0].X0, 3.2) || !near(arrows[1].X0, 0.8) || !near(arrows[0].Y0, 1) {
		t.Errorf("arrows %+v, want tails at (3.2, 1) and (0.8, 1)", arrows)
	}
	shapes, _ = StepArrows([][]float64{{-4, 1, 0}}, [][]float64{{-4.01, 1, 0}}, &engine.Vec2{X: 4, Y: 40}, stepCam, unitInk)
	arrows, _ = arrowsOf(shapes)
	if len(arrows) != 2 || !near(arrows[0].X0, 4) || !near(arrows[0].Y0+arrows[1].Y0, 0) {
		t.Errorf("arrows %+v, want tails about (4, 0)", arrows)
	}
}

// TestStepArrowsNone: rows that do not move, rows without a direction and
// rows that are not lines of the plane draw nothing.
func TestStepArrowsNone(t *testing.T) {
	for _, c := range []struct{ rows, next [][]float64 }{
		{[][]float64{{1, 2, 3}}, [][]float64{{1, 2, 3}}},
		{[][]float64{{1, 0, 0}}, [][]float64{{2, 0, 0}}},
		{[][]float64{{1, 2, 3, 4}}, [][]float64{{2, 2, 3, 4}}},
		{[][]float64{{1, 2, 3}}, nil},
	} {
		if shapes, k := StepArrows(c.rows, c.next, nil, stepCam, unitInk); len(shapes) != 0 || k != 0 {
			t.Errorf("%v → %v: %d shapes, k = %v", c.rows, c.next, len(shapes), k)
		}
	}
}

// TestOverlayNetStep: the overlay of a network draws its step's arrows
// about the chosen point (StepArrows's), then the chosen point's ring: a
// white circle under a blue one of radius 11 CSS pixels, 0.22 units on
// stepCam's 50 pixels a unit.
func TestOverlayNetStep(t *testing.T) {
	snap := &engine.Snapshot{Field: engine.Field{Basis: engine.Basis{Kind: engine.BasisLinear}, Rows: [][]float64{{0, 0, 0}, {0, 0, 0}},
		Labels: []int{0, 1}, Combine: engine.CombineArgmax, Link: engine.LinkSoftmax,
		Network: &engine.Network{Activation: engine.ActivationTanh, Loss: engine.LossCrossEntropy, Hidden: [][]float64{{0, 1, 0}}, Output: [][]float64{{0, 1}}}}}
	chosen := engine.Vec2{X: 1, Y: 2}
	v := &NetStepView{Chosen: &chosen, Rows: [][]float64{{0, 1, 0}}, Next: [][]float64{{-0.01, 1, 0}}}
	o := BuildOverlay(OverlayInput{Snap: snap, Cam: stepCam, NetStep: v})
	want, _ := StepArrows(v.Rows, v.Next, &chosen, stepCam, UnitColor)
	if len(o.Over) != len(want)+2 {
		t.Fatalf("%d shapes over the points, want the %d of the step and 2 rings", len(o.Over), len(want))
	}
	for i, s := range want {
		if o.Over[i].X0 != s.X0 || o.Over[i].Y1 != s.Y1 || o.Over[i].Kind != s.Kind {
			t.Errorf("shape %d: %+v, want %+v", i, o.Over[i], s)
		}
	}
	for i, col := range []color.RGBA{white, chosenInk} {
		r := o.Over[len(want)+i]
		p := r.Pts[0]
		if r.Kind != ShapePoly || r.Col != col || !near(math.Hypot(p.X-1, p.Y-2), 0.22) {
			t.Errorf("ring %d: %v, colour %v, its first vertex %v from (1, 2)", i, r.Kind, r.Col, math.Hypot(p.X-1, p.Y-2))
		}
	}
	// The arrows' tails sit about the chosen point's foot on x = 0, (0, 2).
	if a := want[1]; !near(a.X0, 0) || !near(a.Y0, 0.8) {
		t.Errorf("the first arrow starts at (%v, %v), want (0, 0.8)", a.X0, a.Y0)
	}
}
