package frame

import (
	"image/color"
	"math"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/scene"
	"hyperplane/wasm/keys"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// segments returns the number of segments of l: a quad each.
func segments(l *render.Lines) int { return len(l.Idx) / 6 }

// TestTools: the tool layer is rebuilt only when what it shows changes;
// each selected point gets a ring of 12 segments (8 pixels, under 20);
// the spray's stroke is its ellipse of 64 segments and a disc; the
// eraser's a ring of its radius, 0.3 units of 0.0125: 24 pixels, over 20,
// so 40 segments; the lasso's path its dashes, closed.
func TestTools(t *testing.T) {
	var tl Tools
	cam := testCam()
	in := &ToolsInput{Points: cross, PointsVer: 1, Classes: 2}
	if !tl.Prepare(cam, in) || segments(&tl.Lines) != 0 {
		t.Fatalf("the first layer: %d segments", segments(&tl.Lines))
	}
	if tl.Prepare(cam, in) {
		t.Fatal("an unchanged layer was rebuilt")
	}
	in.Selection, in.SelVer = []int{0, 2, 3}, 1
	if !tl.Prepare(cam, in) || segments(&tl.Lines) != 36 {
		t.Fatalf("three selected points: %d segments, want 36", segments(&tl.Lines))
	}
	in.Selection, in.On, in.Tool = nil, true, session.ToolSpray
	in.Stroke = session.Stroke{Tool: session.ToolSpray, Blob: scene.Blob{X: 1, Y: 1, Major: 0.5, Minor: 0.2}}
	if tl.Prepare(cam, in); segments(&tl.Lines) != 65 {
		t.Errorf("the spray: %d segments, want 65", segments(&tl.Lines))
	}
	in.Tool, in.Stroke = session.ToolEraser, session.Stroke{Tool: session.ToolEraser, X: 1, Y: 1, R: 0.3}
	if tl.Prepare(cam, in); segments(&tl.Lines) != 40 {
		t.Errorf("the eraser: %d segments, want 40", segments(&tl.Lines))
	}
	// The eraser's ring passes 24 pixels from its centre, (480, 320).
	for _, v := range tl.Lines.Verts {
		if d := math.Hypot(float64(v.Custom0)-480, float64(v.Custom1)-320); math.Abs(d-24) > 1e-3 {
			t.Fatalf("a segment of the eraser's ring starts %v from its centre", d)
		}
	}
	in.Tool, in.Stroke = session.ToolSelect, session.Stroke{Tool: session.ToolSelect, Path: []float64{0, 0, 1, 0, 1, 1}}
	if tl.Prepare(cam, in); segments(&tl.Lines) == 0 {
		t.Error("the lasso draws nothing")
	}
	in.Stroke.Moving = true
	in.Stroke.X = 0.5 // a move of the selection draws no lasso
	if tl.Prepare(cam, in); segments(&tl.Lines) != 0 {
		t.Errorf("moving the selection draws %d segments", segments(&tl.Lines))
	}
}

// TestKeysCursor: the keyboard's cursor, while it shows, is a cross of
// four arms from 4 to 15 pixels and a ring of 9 in 32 segments, each
// drawn twice, the white halo 5 pixels wide under the dark line of 2.2:
// 72 segments about the cursor's place, (0, 0) at (400, 400).
func TestKeysCursor(t *testing.T) {
	var tl Tools
	k := &keys.Model{}
	in := &ToolsInput{Points: []engine.Point{{X: 1, Y: 0}}, Keys: k}
	tl.Prepare(testCam(), in)
	if segments(&tl.Lines) != 0 {
		t.Fatalf("a hidden cursor draws %d segments", segments(&tl.Lines))
	}
	in.KeysShow = true
	if !tl.Prepare(testCam(), in) || segments(&tl.Lines) != 72 {
		t.Fatalf("the cursor: %d segments, want 72", segments(&tl.Lines))
	}
	v := tl.Lines.Verts[0]
	if v.Custom0 != 404 || v.Custom1 != 400 || v.Custom2 != 415 || v.Custom3 != 400 || v.SrcX != 2.5 || v.ColorR != 1 {
		t.Errorf("the first arm: %+v, want (404, 400)–(415, 400), half width 2.5, white", v)
	}
	dark := tl.Lines.Verts[4*36]
	c := color.RGBA{uint8(math.Round(float64(dark.ColorR) * 255)), uint8(math.Round(float64(dark.ColorG) * 255)), uint8(math.Round(float64(dark.ColorB) * 255)), 255}
	if c != keyInk || dark.SrcX != 1.1 {
		t.Errorf("the dark pass: %v, half width %v", c, dark.SrcX)
	}
}
