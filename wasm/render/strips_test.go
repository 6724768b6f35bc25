package render

import (
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine"
)

// near32 reports whether the float32 a is b to float32's precision.
func near32(a float32, b float64) bool { return math.Abs(float64(a)-b) <= 1e-6*(1+math.Abs(b)) }

// TestSegmentQuad checks the quad of a segment from (0, 0) to (10, 0) of
// width 2: the capsule has half width 1, and the quad reaches 1 + 1.5
// (the anti-aliased edge) beyond it on every side, so its corners are
// (−2.5, ∓2.5) and (12.5, ∓2.5); the lines shader reads the half width
// from SrcX and the ends from Custom.
func TestSegmentQuad(t *testing.T) {
	var l Lines
	l.Segment(0, 0, 10, 0, 2, color.RGBA{0xff, 0, 0, 0x80})
	want := [4][2]float32{{-2.5, -2.5}, {12.5, -2.5}, {-2.5, 2.5}, {12.5, 2.5}}
	if len(l.Verts) != 4 || len(l.Idx) != 6 {
		t.Fatalf("%d vertices and %d indices, want 4 and 6", len(l.Verts), len(l.Idx))
	}
	for i, v := range l.Verts {
		if v.DstX != want[i][0] || v.DstY != want[i][1] || v.SrcX != 1 ||
			v.Custom0 != 0 || v.Custom1 != 0 || v.Custom2 != 10 || v.Custom3 != 0 {
			t.Errorf("vertex %d: %+v, want at %v", i, v, want[i])
		}
		// Straight alpha: 0x80/255.
		if v.ColorR != 1 || v.ColorG != 0 || v.ColorA != float32(0x80)/255 {
			t.Errorf("vertex %d colour (%g, %g, %g, %g)", i, v.ColorR, v.ColorG, v.ColorB, v.ColorA)
		}
	}
	if got := l.Idx; got[0] != 0 || got[1] != 1 || got[2] != 2 || got[3] != 1 || got[4] != 3 || got[5] != 2 {
		t.Errorf("indices %v", got)
	}
	// A disc of radius 3 at (5, 5) is a segment of length zero and width
	// 6: its quad reaches 3 + 1.5 from the centre.
	l.Reset()
	l.Disc(5, 5, 3, color.RGBA{A: 0xff})
	if v := l.Verts[0]; len(l.Verts) != 4 || v.DstX != 0.5 || v.DstY != 0.5 || l.Verts[3].DstX != 9.5 || v.SrcX != 3 {
		t.Errorf("disc: %+v", l.Verts)
	}
	// Dashes of 3 with gaps of 3 along 20: [0, 3], [6, 9], [12, 15] and
	// [18, 20].
	l.Reset()
	l.Dashed(0, 0, 20, 0, 1, 3, color.RGBA{A: 0xff})
	if len(l.Verts) != 16 {
		t.Fatalf("%d dashes, want 4", len(l.Verts)/4)
	}
	for i, want := range [4][2]float32{{0, 3}, {6, 9}, {12, 15}, {18, 20}} {
		if v := l.Verts[4*i]; v.Custom0 != want[0] || v.Custom2 != want[1] {
			t.Errorf("dash %d runs from %g to %g, want %v", i, v.Custom0, v.Custom2, want)
		}
	}
}

// TestGridLines checks the grid of the viewport [−5, 5]² on 500×500
// pixels: 0.02 units a pixel, so lines at least 56 pixels (1.12 units)
// apart are 2 units apart, at −4, −2, 0, 2 and 4 on each axis (10 lines),
// and the two axes over them; x = −4 is at pixel (−4 + 5)/0.02 = 50.
func TestGridLines(t *testing.T) {
	var l Lines
	GridLines(&l, NewCamera(box5, 500, 500, 1))
	if len(l.Verts) != 4*12 {
		t.Fatalf("%d lines, want 12", len(l.Verts)/4)
	}
	first := l.Verts[0]
	if !near(float64(first.Custom0), 50) || first.Custom1 != -2 || first.Custom3 != 502 || first.SrcX != 0.5 {
		t.Errorf("the first line: %+v, want x = 50 from y = −2 to 502, half width 0.5", first)
	}
	// The vertical axis, at pixel 250, is 1.3 pixels wide.
	axis := l.Verts[4*10]
	if !near(float64(axis.Custom0), 250) || !near32(axis.SrcX, 0.65) {
		t.Errorf("the axis: %+v, want x = 250, half width 0.65", axis)
	}
}

// stripColour is the colour that the field programs give a point at
// distance d device pixels from the boundary of a linear field, on the
// side of class c, with the look lk: the class tint over white at the
// weight ShadeWeight of the confidence conf, under the boundary line's
// grey at its coverage clamp(half + 0.5 − d, 0, 1).
func stripColour(c int, conf, d float64, lk Look, half float64) [3]float64 {
	col := ClassColor(c)
	shade := ShadeWeight(lk.Shading, conf)
	cov := 0.0
	if lk.Boundary {
		cov = math.Min(math.Max(half+0.5-d, 0), 1)
	}
	var out [3]float64
	for i, v := range [3]uint8{col.R, col.G, col.B} {
		out[i] = (1+(float64(v)/255-1)*shade)*(1-cov) + lineGrey*cov
	}
	return out
}

// checkStrips checks that every vertex of the mesh of h = x (the rows
// (0, 1, 0)) on the viewport [−5, 5]² at 100×100 pixels lies on the level
// h = x of its data point and carries the colour of that level, conf(h)
// being the confidence at h.
func checkStrips(t *testing.T, verts []ebiten.Vertex, cam Camera, lk Look, conf func(h float64) float64) {
	t.Helper()
	minX, maxX := math.Inf(1), math.Inf(-1)
	for i, v := range verts {
		h, _ := cam.ToData(float64(v.DstX), float64(v.DstY))
		d := math.Abs(h) / cam.S // the distance in pixels
		got := [3]float64{float64(v.ColorR), float64(v.ColorG), float64(v.ColorB)}
		ok := false
		for c := range 2 {
			// Class 0 where h ≥ 0; on the boundary itself either side.
			if (c == 0 && h < -1e-6) || (c == 1 && h > 1e-6) {
				continue
			}
			want := stripColour(c, conf(h), d, lk, lineWidth/2)
			// Within 10⁻⁵: the vertices' positions are float32, a few
			// 10⁻⁶ of a pixel off the knots, and so is the coverage.
			ok = ok || (math.Abs(got[0]-want[0]) < 1e-5 && math.Abs(got[1]-want[1]) < 1e-5 && math.Abs(got[2]-want[2]) < 1e-5)
		}
		if !ok {
			t.Errorf("vertex %d at h = %g has colour %v", i, h, got)
		}
		// Each edge runs along the boundary, a vertical line: its two
		// vertices share their x.
		if i%2 == 1 && verts[i-1].DstX != v.DstX {
			t.Errorf("the edge of vertices %d and %d is not vertical", i-1, i)
		}
		minX, maxX = math.Min(minX, float64(v.DstX)), math.Max(maxX, float64(v.DstX))
	}
	// The mesh covers the screen.
	if minX > 0 || maxX < cam.W {
		t.Errorf("the mesh spans x from %g to %g, not the screen's 0 to %g", minX, maxX, cam.W)
	}
}

// TestStripMeshSoft checks the mesh of the logistic field h = x with soft
// shading. Its confidence is |2σ(h) − 1| = tanh(|h|/2), and the mesh puts
// knots every 0.15 in |h|/2 (stripStep), 3 pixels at 0.1 units a pixel,
// so each side has knots at 0, 3, …, 72 pixels and its far edge at the
// screen's half diagonal plus 4, √(100² + 100²)/2 + 4 ≈ 74.7: 26 knots,
// 25 strips, 50 strips in all (300 indices, 200 vertices).
func TestStripMeshSoft(t *testing.T) {
	cam := NewCamera(box5, 100, 100, 1)
	f := signField(engine.LinkLogistic, 0)
	lk := Look{Shading: ShadingSoft}
	if !KeyOf(f, lk, false, false).Strips() {
		t.Fatal("the program of this field does not take its shading from the mesh")
	}
	v, idx := StripMesh(nil, nil, f, cam, lk)
	if len(idx) != 300 || len(v) != 200 {
		t.Errorf("%d indices and %d vertices, want 300 and 200", len(idx), len(v))
	}
	checkStrips(t, v, cam, lk, func(h float64) float64 { return math.Tanh(math.Abs(h) / 2) })
}

// TestStripMeshBoundary checks the mesh of the margin field h = x with
// hard shading and the boundary line: the shading is one weight, and the
// line's coverage is linear in d between half ± 0.5 = 0.6 and 1.6 pixels
// (half = 2.2/2), so each side has knots at 0, 0.6, 1.6 and its far edge:
// 3 strips, 6 in all (36 indices). On the boundary the colour is the
// line's grey.
func TestStripMeshBoundary(t *testing.T) {
	cam := NewCamera(box5, 100, 100, 1)
	f := signField(engine.LinkMargin, 0)
	lk := Look{Shading: ShadingHard, Boundary: true}
	v, idx := StripMesh(nil, nil, f, cam, lk)
	if len(idx) != 36 {
		t.Errorf("%d indices, want 36", len(idx))
	}
	checkStrips(t, v, cam, lk, func(float64) float64 { return 0 })
	if c := v[0]; c.DstX != 50 || !near32(c.ColorR, lineGrey) {
		t.Errorf("the first edge: at x = %g with red %g, want the boundary at 50 in grey %g", c.DstX, c.ColorR, lineGrey)
	}
}
