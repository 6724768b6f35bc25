package frame

import (
	"math"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/scene"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// The test screen: 800×800 device pixels at a ratio of 1 show the box
// [−5, 5]², 0.0125 units a pixel: the data point (x, y) is at the pixel
// (400 + 80x, 400 − 80y).
func testCam() render.Camera {
	return render.NewCamera(scene.Viewport{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5}, 800, 800, 1)
}

// cross are four points about the boundary x = 0 of line(0, 1, 0), which
// gives class 0 where x ≥ 0 and class 1 elsewhere: (1, 0) and (−1, 0) on
// their side, (2, 1) of class 1 and (−2, −1) of class 0 on the wrong one.
var cross = []engine.Point{{X: 1, Y: 0}, {X: 2, Y: 1, Class: 1}, {X: -1, Y: 0, Class: 1}, {X: -2, Y: -1}}

// trained returns the input of a frame of a trained model with field f
// over pts, at the first versions.
func trained(f engine.Field, pts []engine.Point) *Input {
	return &Input{Cam: testCam(), Versions: session.Versions{Picture: 1, Points: 1}, Snap: engine.Snapshot{Field: f},
		Trained: true, Points: pts, Dragging: -1, Classes: 2}
}

// TestPrepareVersions: a frame is prepared again only when the camera,
// the session's versions or the compared algorithms changed (Serial
// counts those frames, FieldVer the last), and draws a linear field with
// the field program, an untrained one with none, and one with a decision
// stage (class weights) on the CPU grid of 3-pixel cells: ⌈800/3⌉ = 267.
func TestPrepareVersions(t *testing.T) {
	var f Frame
	in := trained(line(0, 1, 0), cross)
	if !f.Prepare(in) || f.Serial != 1 || f.FieldVer != 1 || !f.HasField || !f.GPU || f.Uniforms == nil || len(f.Points) != 4 {
		t.Fatalf("the first frame: serial %d, field %v, gpu %v, %d points", f.Serial, f.HasField, f.GPU, len(f.Points))
	}
	in.DT = 0.016
	if f.Prepare(in) || f.Serial != 1 {
		t.Fatalf("an unchanged frame was prepared again: serial %d", f.Serial)
	}
	in.Versions.Points++
	in.Points = append(cross[:4:4], engine.Point{X: 3, Y: 3})
	if !f.Prepare(in) || len(f.Points) != 5 || f.FieldVer != f.Serial {
		t.Fatalf("new points: %d points, serial %d, field %d", len(f.Points), f.Serial, f.FieldVer)
	}
	in.Cam = render.NewCamera(scene.Viewport{MinX: -4, MaxX: 6, MinY: -5, MaxY: 5}, 800, 800, 1)
	if !f.Prepare(in) || f.Cam != in.Cam {
		t.Fatal("a new camera was not prepared")
	}
	in.Compared = 1
	in.CompareFields = func() []engine.Field { return []engine.Field{line(1, 1, 0)} }
	in.Versions.Compare = 7
	if !f.Prepare(in) || len(f.Compare) != 1 || f.CompareVer != 7 {
		t.Fatalf("compared: %d fields, version %d", len(f.Compare), f.CompareVer)
	}

	in.Trained = false
	in.Versions.Picture++
	if !f.Prepare(in) || f.HasField || f.GPU || f.Uniforms == nil || f.CPU.Ver != 0 {
		t.Fatalf("untrained: field %v, gpu %v, cpu %d", f.HasField, f.GPU, f.CPU.Ver)
	}
	weighted := line(0, 1, 0)
	weighted.Link, weighted.Weights = engine.LinkLogistic, []float64{1, 2}
	in.Trained, in.Snap.Field = true, weighted
	in.Versions.Picture++
	if !f.Prepare(in) || !f.HasField || f.GPU || f.CPU.Ver != 1 || f.CPU.W != 267 || f.CPU.H != 267 || len(f.CPU.Pix) != 4*267*267 {
		t.Fatalf("weighted: gpu %v, cpu %d of %d×%d", f.GPU, f.CPU.Ver, f.CPU.W, f.CPU.H)
	}
}

// TestPrepareGlides: a refit glides (Animating) for a few frames, each
// prepared, and then holds still.
func TestPrepareGlides(t *testing.T) {
	var f Frame
	in := trained(line(0, 1, 0), cross)
	f.Prepare(in)
	in.Snap.Field, in.DT = line(1, 1, 0), 0.016
	in.Versions.Picture++
	n := 0
	for f.Prepare(in) {
		n++
		if n > 100 {
			t.Fatal("the glide does not end")
		}
	}
	if n < 10 || f.Animating() || f.Field.Rows[0][0] != 1 {
		t.Fatalf("%d frames of glide, animating %v, w₀ %v", n, f.Animating(), f.Field.Rows[0][0])
	}
}

// TestSizes: in the dual form a point's marker is 0.8 to 1.4 times as
// large as √(α/max α) goes from 0 to 1, in steps of 1/40: α = 0, 1, 0.25
// and 0.04 give 0.8, 1.4, 1.1 and round(40·0.92)/40 = 0.925. A model that
// changes within 10 frames of the last sizes keeps them until it holds
// still; without dual coefficients there are none.
func TestSizes(t *testing.T) {
	var f Frame
	in := trained(line(0, 1, 0), cross)
	in.Snap.Alpha = []float64{0, 1, 0.25, 0.04}
	f.Prepare(in)
	want := []float32{0.8, 1.4, 1.1, 0.925}
	for i, s := range f.Sizes {
		if s != want[i] {
			t.Fatalf("sizes %v, want %v", f.Sizes, want)
		}
	}
	key := f.SizesKey
	in.Snap.Alpha = []float64{1, 1, 1, 1}
	in.Versions.Picture++
	in.Draws = 5
	f.Prepare(in)
	if f.Sizes[0] != 0.8 || f.SizesKey != key {
		t.Fatalf("sizes followed a model 5 frames on: %v", f.Sizes)
	}
	f.Prepare(in) // the model holds still
	if f.Sizes[0] != 1.4 || f.SizesKey != key+1 {
		t.Fatalf("sizes %v once the model held still", f.Sizes)
	}
	in.Snap.Alpha = nil
	in.Versions.Picture++
	in.Draws = 20
	if f.Prepare(in); f.Sizes != nil || f.SizesKey != key+2 {
		t.Fatalf("sizes %v without dual coefficients", f.Sizes)
	}
}

// mark is a quad of the atlas: its sprite and its centre on the screen.
type mark struct {
	sprite int
	x, y   float32
}

// marksOf returns the marks of the frame, in order.
func marksOf(f *Frame) []mark {
	var ms []mark
	for i := 0; i+3 < len(f.MarkVerts); i += 4 {
		v0, v3 := f.MarkVerts[i], f.MarkVerts[i+3]
		ms = append(ms, mark{int((v0.SrcX+v3.SrcX)/2) / f.Atlas.Cell, (v0.DstX + v3.DstX) / 2, (v0.DstY + v3.DstY) / 2})
	}
	return ms
}

// TestMarks: the misclassified points (1 and 3, at (560, 320) and
// (240, 480)) are ringed, the confusion cell's point 0 too; with the
// margins, the support vectors, point 0 at its bound α = C = 1 apart; with
// the last update, its point (2, at (320, 400)).
func TestMarks(t *testing.T) {
	var f Frame
	in := trained(line(0, 1, 0), cross)
	in.View = scene.View{Misclassified: true, Margins: true, Update: true}
	in.Highlight = func() []int { return []int{0} }
	in.Snap.Support, in.Snap.Alpha = []int{0, 2}, []float64{1, 0, 0.5, 0}
	in.Snap.Values = []engine.Value{{Key: "C", V: 1}}
	in.Snap.Before, in.Snap.Point = []float64{0, 0, 0}, 2
	f.Prepare(in)
	want := []mark{{render.SpriteRing, 560, 320}, {render.SpriteRing, 240, 480}, {render.SpriteRing, 480, 400},
		{render.SpriteBounded, 480, 400}, {render.SpriteSupport, 320, 400}, {render.SpriteFocus, 320, 400}}
	got := marksOf(&f)
	if len(got) != len(want) {
		t.Fatalf("marks %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("mark %d: %v, want %v", i, got[i], want[i])
		}
	}
	in.Trained = false
	in.Versions.Picture++
	if f.Prepare(in); len(marksOf(&f)) != 1 {
		t.Errorf("an untrained model's marks: %v, want the confusion cell's", marksOf(&f))
	}
}

// TestRingsHidden: rings of radius 6.5·1.56 = 10.14 and width 2.2 ink
// 2π·10.14·2.2 = 140.2 pixels each, and may cover a quarter of the
// 800×800 plot, 160,000 pixels: 1,141 rings, and once hidden a fifth,
// 128,000: 913. 1,200 mistakes hide them; 1,000 keep them hidden, though
// they would show from shown; 900 show them. A snapshot that counted its
// mistakes on these points needs no search.
func TestRingsHidden(t *testing.T) {
	pts := func(wrong int) []engine.Point {
		ps := make([]engine.Point, 1200)
		for i := range ps {
			ps[i] = engine.Point{X: 1 + float64(i%30)/10, Y: float64(i/30)/10 - 2}
			if i < wrong {
				ps[i].Class = 1
			}
		}
		return ps
	}
	var f Frame
	in := trained(line(0, 1, 0), pts(1200))
	in.View.Misclassified = true
	for _, c := range []struct {
		wrong   int
		counted bool
		hidden  bool
	}{{1200, false, true}, {1000, false, true}, {900, false, false}, {1000, false, false}, {1200, true, true}} {
		in.Points = pts(c.wrong)
		in.Snap.N, in.Snap.Mistakes = 0, 0
		if c.counted {
			in.Snap.N, in.Snap.Mistakes = len(in.Points), c.wrong
		}
		in.Versions.Picture++
		in.Versions.Points++
		f.Prepare(in)
		rings := len(marksOf(&f))
		if f.RingsHidden != c.hidden || (c.hidden && rings != 0) || (!c.hidden && rings != c.wrong) {
			t.Errorf("%d mistakes (counted %v): hidden %v with %d rings, want hidden %v", c.wrong, c.counted, f.RingsHidden, rings, c.hidden)
		}
	}
}

// TestNovikoffCache: R = max‖z‖ over z = (1, x, y): 5.099 = √26 with the
// point (3, 4); the result is kept while the points' version holds, and
// worked out again when it changes.
func TestNovikoffCache(t *testing.T) {
	var c novikoffCache
	f := line(0, 1, 0)
	r := c.get([]engine.Point{{X: 3, Y: 4}, {X: -1, Y: 0, Class: 1}}, 1, &f)
	if math.Abs(r.R-math.Sqrt(26)) > 1e-12 {
		t.Fatalf("R = %v, want √26", r.R)
	}
	if r2 := c.get([]engine.Point{{X: 1, Y: 0}}, 1, &f); r2.R != r.R {
		t.Errorf("the same version gave R = %v", r2.R)
	}
	if r3 := c.get([]engine.Point{{X: 1, Y: 0}, {X: -1, Y: 0, Class: 1}}, 2, &f); math.Abs(r3.R-math.Sqrt2) > 1e-12 {
		t.Errorf("a new version gave R = %v, want √2", r3.R)
	}
}

// TestDraggedMarker: the dragged point's marker is its class's quad in the
// atlas centred on the point on screen: point 1 of cross, (2, 1) of class
// 1, is at (400 + 160, 400 − 80) = (560, 320) with testCam; no point
// dragged, or one that is gone, has none.
func TestDraggedMarker(t *testing.T) {
	var f Frame
	in := trained(line(0, 1, 0), cross)
	in.Dragging = 1
	f.Prepare(in)
	v, ix, ok := f.DraggedMarker()
	if !ok || len(v) != 4 || len(ix) != 6 {
		t.Fatalf("the dragged marker: %d vertices, %d indices, %v; want a quad", len(v), len(ix), ok)
	}
	cx, cy := (v[0].DstX+v[3].DstX)/2, (v[0].DstY+v[3].DstY)/2
	cell := float32(f.Atlas.Cell)
	if cx != 560 || cy != 320 || v[0].SrcX < cell || v[0].SrcX >= 2*cell {
		t.Errorf("centred at (%g, %g) from atlas x %g; want (560, 320) in class 1's cell [%g, %g)", cx, cy, v[0].SrcX, cell, 2*cell)
	}
	for _, d := range []int{-1, len(cross)} {
		g := Frame{}
		in := trained(line(0, 1, 0), cross)
		in.Dragging = d
		g.Prepare(in)
		if _, _, ok := g.DraggedMarker(); ok {
			t.Errorf("dragging %d of %d points: a marker", d, len(cross))
		}
	}
}
