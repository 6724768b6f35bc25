package render

import (
	"math"
	"testing"

	"hyperplane/engine"
)

// snapOf returns a snapshot of the sign field with row 0 = row on the
// classes 0 and 1.
func snapOf(row ...float64) *engine.Snapshot {
	return &engine.Snapshot{Field: engine.Field{Basis: engine.Basis{Kind: engine.BasisLinear}, Rows: [][]float64{row},
		Labels: []int{0, 1}, Combine: engine.CombineSign}}
}

// TestWeightArrow checks the arrow of w for the row (−2, 1, 0), whose
// boundary is x = 2: it starts at the foot of the perpendicular from the
// origin, (2, 0), and is 70 CSS pixels long, 140 device pixels at 2 device
// pixels per CSS pixel, which on the camera of TestCamera (10 pixels a
// unit) is 14 units: it ends at (16, 0).
func TestWeightArrow(t *testing.T) {
	cam := NewCamera(box5, 200, 100, 2)
	a, ok := WeightArrow([]float64{-2, 1, 0}, cam)
	if !ok || a.Kind != ShapeArrow || !near(a.X0, 2) || a.Y0 != 0 || !near(a.X1, 16) || a.Y1 != 0 {
		t.Errorf("WeightArrow = %+v, %v; want (2, 0) → (16, 0)", a, ok)
	}
	if _, ok := WeightArrow([]float64{1, 0, 0}, cam); ok {
		t.Error("a row without w has an arrow")
	}
	// On the screen the head's strokes go back 9 CSS pixels (18 device
	// pixels) from the tip at ±0.49 rad: from (x, y) to
	// (x − 18 cos 0.49, y ∓ 18 sin 0.49).
	ends, ok := ArrowHead(0, 0, 10, 0, 18)
	c, s := 18*math.Cos(0.49), 18*math.Sin(0.49)
	if !ok || !near(ends[0][0], 10-c) || !near(ends[0][1], -s) || !near(ends[1][0], 10-c) || !near(ends[1][1], s) {
		t.Errorf("ArrowHead = %v, want (%g, ∓%g)", ends, 10-c, s)
	}
}

// TestUpdateArrows checks the last update from w = (1, 0) to w = (1, 1)
// (biases 0): the anchor is the foot of the perpendicular from the origin
// to the new boundary, the origin itself; the longer w, √2, is drawn 90
// pixels long, at 10 pixels a unit c = 9/√2 units per unit of w, so the
// old tip is at c·(1, 0) and the new one at c·(1, 1).
func TestUpdateArrows(t *testing.T) {
	cam := NewCamera(box5, 100, 100, 1)
	arrows := UpdateArrows([]float64{0, 1, 0}, []float64{0, 1, 1}, cam)
	c := 9 / math.Sqrt2
	want := [3][4]float64{{0, 0, c, c}, {c, 0, c, c}, {0, 0, c, 0}} // new w, the step, old w
	if len(arrows) != 3 {
		t.Fatalf("%d arrows, want 3", len(arrows))
	}
	for i, a := range arrows {
		got := [4]float64{a.X0, a.Y0, a.X1, a.Y1}
		for j := range got {
			if !near(got[j], want[i][j]) {
				t.Errorf("arrow %d: %v, want %v", i, got, want[i])
				break
			}
		}
	}
	if !arrows[2].Dashed || arrows[0].Dashed {
		t.Error("only the old w is dashed")
	}
}

// TestSlacks checks the slack segments of the soft-margin field
// h = x − 0.5: a point inside its margin (y·h < 1) goes along w = (1, 0)
// to where y·h = 1, x = 0.5 + y. Point (0, 0) of class 0 (y = 1, h = −0.5)
// goes to (1.5, 0); point (0.5, 2) of class 1 (y = −1, h = 0) goes to
// (−0.5, 2); point (3, 0) of class 0 (h = 2.5) has no slack.
func TestSlacks(t *testing.T) {
	s := snapOf(-0.5, 1, 0)
	s.Values = []engine.Value{{Key: "slack", V: 1}}
	pts := []engine.Point{{X: 0, Y: 0, Class: 0}, {X: 0.5, Y: 2, Class: 1}, {X: 3, Y: 0, Class: 0}}
	o := BuildOverlay(OverlayInput{Snap: s, Points: pts, Cam: NewCamera(box5, 100, 100, 1), Margins: true})
	want := [][4]float64{{0, 0, 1.5, 0}, {0.5, 2, -0.5, 2}}
	if len(o.Under) != len(want) || len(o.Over) != 0 {
		t.Fatalf("%d shapes under and %d over, want 2 and 0", len(o.Under), len(o.Over))
	}
	for i, sh := range o.Under {
		if got := [4]float64{sh.X0, sh.Y0, sh.X1, sh.Y1}; got != want[i] {
			t.Errorf("slack %d: %v, want %v", i, got, want[i])
		}
	}
	// Without a slack value (a hard-margin method) nothing is drawn.
	s.Values = nil
	if o := BuildOverlay(OverlayInput{Snap: s, Points: pts, Cam: NewCamera(box5, 100, 100, 1), Margins: true}); len(o.Under) != 0 {
		t.Errorf("a hard margin drew %d slacks", len(o.Under))
	}
}

// TestNovikoffAndDensities checks Novikoff's circle and lines and a
// class's ellipses. R = √5 bounds ‖z‖ with z = (1, x), so the points lie
// within ‖x‖ ≤ √(5 − 1) = 2; the separating a = (0, 1, 0) has the levels
// aᵀz = −1, 0, 1 at x = −1, 0, 1. A Gaussian of identity covariance has
// circles of radius 1 and 2 for 1σ and 2σ.
func TestNovikoffAndDensities(t *testing.T) {
	s := snapOf(0, 1, 0)
	s.Gaussians = []engine.Gaussian{{Class: 1, Mean: engine.Vec2{X: 1, Y: 2}, Cov: [2][2]float64{{1, 0}, {0, 1}}}}
	nov := func() engine.NovikoffResult {
		return engine.NovikoffResult{R: math.Sqrt(5), A: []float64{0, 1, 0}, Separable: true}
	}
	o := BuildOverlay(OverlayInput{Snap: s, Cam: NewCamera(box5, 100, 100, 1), Densities: true, Novikoff: true, NovikoffOf: nov})
	// Under: the two ellipses, the circle, the three lines; over: the
	// mean's cross.
	if len(o.Under) != 6 || len(o.Over) != 1 {
		t.Fatalf("%d shapes under and %d over, want 6 and 1", len(o.Under), len(o.Over))
	}
	radius := func(sh Shape, cx, cy, r float64) {
		for _, p := range sh.Pts {
			if d := math.Hypot(p.X-cx, p.Y-cy); !near(d, r) {
				t.Errorf("a point of the circle of radius %g about (%g, %g) is %g away", r, cx, cy, d)
				return
			}
		}
	}
	radius(o.Under[0], 1, 2, 1)
	radius(o.Under[1], 1, 2, 2)
	radius(o.Under[2], 0, 0, 2)
	for i, c := range []float64{-1, 0, 1} {
		if l := o.Under[3+i]; !near(l.X0, c) || !near(l.X1, c) || l.Dashed != (c != 0) {
			t.Errorf("Novikoff's level %g: %+v", c, l)
		}
	}
	if x := o.Over[0]; x.Kind != ShapeCross || x.X0 != 1 || x.Y0 != 2 {
		t.Errorf("the mean's mark: %+v", x)
	}
}

// TestFisherView checks Fisher's view of class 0 at (1, 0), (3, 1) and
// class 1 at (1, 4), (3, 5) (class 2 is left out): the grand mean is
// (2, 2.5), the handle 0.32 × 100 pixels × 0.1 = 3.2 units from it along
// the shown direction. Along the trial direction θ = 0 both classes
// project to 1 and 3, with equal means, so J = 0 there.
func TestFisherView(t *testing.T) {
	s := snapOf(0, 0, 1)
	s.Projection = &engine.Projection{Direction: engine.Vec2{X: 0, Y: 1}, Threshold: 2.5, J: 8}
	pts := []engine.Point{{X: 1, Y: 0}, {X: 3, Y: 1}, {X: 1, Y: 4, Class: 1}, {X: 3, Y: 5, Class: 1}, {X: 9, Y: 9, Class: 2}}
	cam := NewCamera(box5, 100, 100, 1)
	fv := NewFisherView(s, pts, false, 0, cam)
	if !fv.OK || fv.MX != 2 || fv.MY != 2.5 || !near(fv.Theta, math.Pi/2) || len(fv.SubIndex) != 4 {
		t.Fatalf("view %+v", fv)
	}
	if hx, hy := fv.Handle(); !near(hx, 2) || !near(hy, 5.7) {
		t.Errorf("the handle is at (%g, %g), want (2, 5.7)", hx, hy)
	}
	// Along Fisher's direction (0, 1) the projections are the y's.
	if p := fv.Projections(); len(p[0]) != 2 || !near(p[0][1], 1) || !near(p[1][0], 4) {
		t.Errorf("projections %v, want [[0 1] [4 5]]", p)
	}
	fv = NewFisherView(s, pts, true, 0, cam)
	if fv.Direction() != 0 || fv.TJ != 0 {
		t.Errorf("trial direction %g with J %g, want 0 and 0", fv.Direction(), fv.TJ)
	}
	o := BuildOverlay(OverlayInput{Snap: s, Points: pts, Cam: cam, Fisher: &fv})
	// Under: Fisher's line, the trial line, and for each of the 4 points
	// its projection and a tick; over: the handle.
	if len(o.Under) != 10 || len(o.Over) != 1 || o.Over[0].Kind != ShapeDisc {
		t.Fatalf("%d shapes under and %d over", len(o.Under), len(o.Over))
	}
	// (1, 0) projects onto the line through (2, 2.5) along (1, 0) at
	// (1, 2.5).
	if p := o.Under[2]; p.X0 != 1 || p.Y0 != 0 || !near(p.X1, 1) || !near(p.Y1, 2.5) {
		t.Errorf("the projection of (1, 0): %+v", p)
	}
}

// TestOverlayLines checks shapes on the screen of the viewport [−5, 5]²
// at 100×100 pixels (10 pixels a unit, the origin at (50, 50)): a line
// from (−100, 0) to (100, 0) is clipped to x ∈ [−20, 120], 20 pixels
// outside; an arrow is its shaft and two strokes; a cross four strokes (a
// white rim under each colour stroke); a dashed circle every other side
// of its 96.
func TestOverlayLines(t *testing.T) {
	cam := NewCamera(box5, 100, 100, 1)
	o := Overlay{
		Under: []Shape{{Kind: ShapeLine, X0: -100, X1: 100, Width: 1}},
		Over: []Shape{
			{Kind: ShapeArrow, X0: 0, Y0: 0, X1: 1, Y1: 0, Width: 2},
			{Kind: ShapeCross, X0: 1, Y0: 1, R: 4, Width: 1},
			Circle(0, 0, 1, inkGreen, 1, true),
		},
	}
	var under, over Lines
	o.Lines(cam, &under, &over)
	if len(under.Verts) != 4 {
		t.Fatalf("the line is %d quads", len(under.Verts)/4)
	}
	if v := under.Verts[0]; v.Custom0 != -20 || v.Custom1 != 50 || v.Custom2 != 120 || v.Custom3 != 50 {
		t.Errorf("the clipped line runs from (%g, %g) to (%g, %g)", v.Custom0, v.Custom1, v.Custom2, v.Custom3)
	}
	if n := len(over.Verts) / 4; n != 3+4+48 {
		t.Errorf("%d quads over, want 3 + 4 + 48", n)
	}
	// The arrow's shaft runs from the origin's pixel to (60, 50).
	if v := over.Verts[0]; v.Custom0 != 50 || v.Custom2 != 60 {
		t.Errorf("the shaft runs from x = %g to %g", v.Custom0, v.Custom2)
	}
}

// TestRings checks RingsLegible against its closed form: a ring of radius
// 10 and width 2 inks 2π·10·2 ≈ 125.7 pixels, so a quarter of 10⁶ pixels
// holds 1,989 of them (250,000/125.66 = 1,989.4), and a fifth, once they
// were hidden, 1,591 (200,000/125.66 = 1,591.5).
func TestRings(t *testing.T) {
	for _, c := range []struct {
		n      int
		hidden bool
		want   bool
	}{{1989, false, true}, {1990, false, false}, {1591, true, true}, {1592, true, false}} {
		if got := RingsLegible(c.n, 10, 2, 1e6, c.hidden); got != c.want {
			t.Errorf("RingsLegible(%d, hidden %v) = %v", c.n, c.hidden, got)
		}
	}
	// h = x gives class 0 to x ≥ 0: points 1 and 3 are on the wrong side.
	pts := []engine.Point{{X: 1}, {X: -1}, {X: -1, Class: 1}, {X: 1, Class: 1}}
	if got := Mistakes(nil, &snapOf(0, 1, 0).Field, pts); len(got) != 2 || got[0] != 1 || got[1] != 3 {
		t.Errorf("Mistakes = %v, want [1 3]", got)
	}
	if got := HexColor(ClassColors[0]); got != "#0072b2" {
		t.Errorf("HexColor = %s, want #0072b2 (Okabe–Ito blue)", got)
	}
}
