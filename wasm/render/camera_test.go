package render

import (
	"math"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// near reports whether a and b agree to 1e-9, relative to their size.
func near(a, b float64) bool { return math.Abs(a-b) <= 1e-9*(1+math.Abs(b)) }

// box5 is the viewport [−5, 5]².
var box5 = scene.Viewport{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5}

// TestCamera checks the camera of the viewport [−5, 5]² on a screen of
// 200×100 device pixels at 2 device pixels per CSS pixel. The box is
// fitted by its height: s = max(10/200, 10/100) = 0.1 units a pixel, so
// the screen shows x in [−10, 10] (OX = 0 − 0.1·200/2) and y in [−5, 5]
// (OY = 0 + 0.1·100/2).
func TestCamera(t *testing.T) {
	c := NewCamera(box5, 200, 100, 2)
	if c.S != 0.1 || c.OX != -10 || c.OY != 5 {
		t.Fatalf("camera %+v, want S 0.1, OX −10, OY 5", c)
	}
	for _, p := range []struct{ x, y, px, py float64 }{
		{0, 0, 100, 50}, // the centre
		{-5, 5, 50, 0},  // (−5 + 10)/0.1, (5 − 5)/0.1
		{10, -5, 200, 100},
	} {
		px, py := c.ToScreen(p.x, p.y)
		if !near(px, p.px) || !near(py, p.py) {
			t.Errorf("ToScreen(%g, %g) = (%g, %g), want (%g, %g)", p.x, p.y, px, py, p.px, p.py)
		}
		x, y := c.ToData(p.px, p.py)
		if !near(x, p.x) || !near(y, p.y) {
			t.Errorf("ToData(%g, %g) = (%g, %g), want (%g, %g)", p.px, p.py, x, y, p.x, p.y)
		}
	}
	if v := c.Visible(); v != (scene.Viewport{MinX: -10, MaxX: 10, MinY: -5, MaxY: 5}) {
		t.Errorf("Visible() = %+v", v)
	}
	// One unit is 1/0.1 = 10 device pixels in every direction.
	if got := c.PixelsPerUnit(0.6, 0.8); !near(got, 10) {
		t.Errorf("PixelsPerUnit = %g, want 10", got)
	}
	// Lines at least 56 CSS pixels apart: 56·2·0.1 = 11.2 units, and the
	// round step above it is 2·10.
	if got := c.GridStep(); !near(got, 20) {
		t.Errorf("GridStep() = %g, want 20", got)
	}
	// An empty box falls back to 10 units over the smaller side.
	if e := NewCamera(scene.Viewport{}, 200, 100, 1); e.S != 0.1 {
		t.Errorf("the camera of an empty box has S %g, want 10/100", e.S)
	}
}

// TestCameraTransform checks a camera through the view transform
// v = M(x − C) with M = diag(2, 1) and C = (1, 0): the data point (2, 3)
// is the view point (2, 3), and the screen's view box [−10, 10] × [−5, 5]
// covers the data box x = u/2 + 1 ∈ [−4, 6], y ∈ [−5, 5].
func TestCameraTransform(t *testing.T) {
	c := NewCamera(box5, 200, 100, 1)
	c.Tr = Affine{On: true, M: [2][2]float64{{2, 0}, {0, 1}}, Inv: [2][2]float64{{0.5, 0}, {0, 1}}, C: engine.Vec2{X: 1}}
	if u, v := c.Tr.Apply(2, 3); u != 2 || v != 3 {
		t.Errorf("Apply(2, 3) = (%g, %g), want (2, 3)", u, v)
	}
	if x, y := c.Tr.Invert(4, 1); x != 3 || y != 1 {
		t.Errorf("Invert(4, 1) = (%g, %g), want (3, 1)", x, y)
	}
	if b := c.DataBox(); !near(b.MinX, -4) || !near(b.MaxX, 6) || !near(b.MinY, -5) || !near(b.MaxY, 5) {
		t.Errorf("DataBox() = %+v, want [−4, 6] × [−5, 5]", b)
	}
	// One unit of x is two view units, 20 pixels.
	if got := c.PixelsPerUnit(1, 0); !near(got, 20) {
		t.Errorf("PixelsPerUnit(1, 0) = %g, want 20", got)
	}
}

// TestWhitening checks that the whitened points have the identity as
// their pooled within-class covariance, which is what whitening means.
func TestWhitening(t *testing.T) {
	d := engine.Dataset{Classes: 2}
	for i, p := range [][2]float64{{0, 0}, {4, 1}, {1, 2}, {5, 2}, {2, -1}} {
		d.Points = append(d.Points, engine.Point{X: p[0], Y: p[1]}, engine.Point{X: p[0] + 3, Y: p[1] - 2 + float64(i%2), Class: 1})
	}
	tr, _, ok := Whitening(d)
	if !ok {
		t.Fatal("the covariance could not be whitened")
	}
	w := engine.Dataset{Classes: 2}
	for _, p := range d.Points {
		u, v := tr.Apply(p.X, p.Y)
		w.Points = append(w.Points, engine.Point{X: u, Y: v, Class: p.Class})
	}
	_, cov, _ := engine.PooledCovariance(w)
	for i := range 2 {
		for j := range 2 {
			want := 0.0
			if i == j {
				want = 1
			}
			if math.Abs(cov[i][j]-want) > 1e-9 {
				t.Errorf("whitened covariance[%d][%d] = %g, want %g", i, j, cov[i][j], want)
			}
		}
	}
	// Inv undoes M.
	x, y := tr.Invert(tr.Apply(3, -2))
	if !near(x, 3) || !near(y, -2) {
		t.Errorf("Invert(Apply(3, −2)) = (%g, %g)", x, y)
	}
}

// TestFlatRow checks row 0 of h = 1 + 2x + 3y on the camera of TestCamera
// at 1 device pixel per CSS pixel: the pixel (px, py) is the point
// (−10 + 0.1px, 5 − 0.1py), so h = −4 + 0.2px − 0.3py: the gradient per
// pixel is (0.2, −0.3), and h = Per·(D0 + DX·px + DY·py) with Per its
// length √0.13.
func TestFlatRow(t *testing.T) {
	c := NewCamera(box5, 200, 100, 1)
	f := &engine.Field{Rows: [][]float64{{1, 2, 3}}}
	r := FlatRowOf(f, c)
	g := math.Sqrt(0.13)
	if !near(r.GX, 0.2) || !near(r.GY, -0.3) || !near(r.Per, g) || !near(r.D0, -4/g) || !near(r.DX, 0.2/g) || !near(r.DY, -0.3/g) {
		t.Errorf("FlatRowOf = %+v", r)
	}
	for _, p := range [][2]float64{{0, 0}, {100, 50}, {37, 91}} {
		x, y := c.ToData(p[0], p[1])
		h := 1 + 2*x + 3*y
		if got := r.Per * (r.D0 + r.DX*p[0] + r.DY*p[1]); !near(got, h) {
			t.Errorf("at pixel %v: h = %g from the flat row, %g from the field", p, got, h)
		}
	}
	// A constant row has no boundary: D0 = ±10⁶ with its sign, and
	// Per·D0 is the constant.
	r = FlatRowOf(&engine.Field{Rows: [][]float64{{-2, 0, 0}}}, c)
	if r.D0 != -1e6 || r.DX != 0 || r.DY != 0 || !near(r.Per*r.D0, -2) {
		t.Errorf("constant row: %+v", r)
	}
}

// TestClipSegment clips segments to a screen of 100×100 pixels with a
// margin of 20, the box [−20, 120]²; each expected end is where the
// segment's line crosses that box.
func TestClipSegment(t *testing.T) {
	cases := []struct {
		name   string
		in     [4]float64
		want   [4]float64
		inside bool
	}{
		{"inside", [4]float64{10, 10, 90, 50}, [4]float64{10, 10, 90, 50}, true},
		{"across", [4]float64{-100, 50, 200, 50}, [4]float64{-20, 50, 120, 50}, true},
		{"diagonal", [4]float64{-100, -100, 200, 200}, [4]float64{-20, -20, 120, 120}, true},
		// y = x + 60 enters at x = −20 (y = 40) and ends inside at (60, 120).
		{"oblique", [4]float64{-60, 0, 60, 120}, [4]float64{-20, 40, 60, 120}, true},
		{"above", [4]float64{-100, -50, 200, -50}, [4]float64{}, false},
		{"short of the box", [4]float64{50, -100, 50, -30}, [4]float64{}, false},
		{"a point outside", [4]float64{200, 200, 200, 200}, [4]float64{}, false},
	}
	for _, c := range cases {
		x0, y0, x1, y1, ok := ClipSegment(c.in[0], c.in[1], c.in[2], c.in[3], 100, 100, 20)
		got := [4]float64{x0, y0, x1, y1}
		same := true
		for i := range got {
			same = same && near(got[i], c.want[i])
		}
		if ok != c.inside || (ok && !same) {
			t.Errorf("%s: %v %v, want %v %v", c.name, got, ok, c.want, c.inside)
		}
	}
}
