package frame

import (
	"testing"

	"hyperplane/engine"
	"hyperplane/wasm/render"
)

// TestCompareLayer: a straight compared boundary is a few quads of the
// lines shader and no program; a curved one (a quadratic basis) and a
// kernel machine's of two classes by argmax are found by the lines-only
// program, each in its algorithm's colour and dashes (the second's
// purple 0x6a2c91, dotted, 2; the third's green 0x086235, dash-dot, 3); a
// failed algorithm (no rows) draws nothing. The layer is built again only
// when the fields, the view or its image change.
func TestCompareLayer(t *testing.T) {
	var l CompareLayer
	cam := testCam()
	quadratic := engine.Field{Basis: engine.Basis{Kind: engine.BasisPoly, Degree: 2}, Rows: [][]float64{{-1, 0, 0, 1, 0, 1}},
		Labels: []int{0, 1}, Combine: engine.CombineSign, Link: engine.LinkMargin}
	kernel := kernelFrame(5, 1).Field
	kernel.Rows = [][]float64{{0.5, 0, 0}, {0, 0, 0}}
	kernel.Combine, kernel.Expansion.Coef = engine.CombineArgmax, [][]float64{{1, 1, 1, 1, 1}, {0, 0, 0, 0, 0}}
	fields := []engine.Field{line(0, 1, 0), quadratic, kernel, {}}
	if !l.Update(cam, fields, 1, true) || len(l.Lines.Idx) == 0 || len(l.Programs) != 2 {
		t.Fatalf("%d segments, %d programs", len(l.Lines.Idx)/6, len(l.Programs))
	}
	for i, want := range []struct {
		field int
		dash  float32
		rgb   [3]uint8
	}{{1, 2, [3]uint8{0x6a, 0x2c, 0x91}}, {2, 3, [3]uint8{0x08, 0x62, 0x35}}} {
		p := l.Programs[i]
		c := p.Uniforms["LineColor"].([]float32)
		if p.Field != &fields[want.field] || p.Uniforms["Dash"] != want.dash || c[0] != float32(want.rgb[0])/255 || c[1] != float32(want.rgb[1])/255 || c[2] != float32(want.rgb[2])/255 || c[3] != 1 {
			t.Errorf("program %d: dash %v, colour %v", i, p.Uniforms["Dash"], c)
		}
		if p.Key != render.KeyOf(&fields[want.field], render.Look{}, false, true) {
			t.Errorf("program %d is not the lines-only one", i)
		}
	}
	if l.Update(cam, fields, 1, false) {
		t.Error("an unchanged layer was built again")
	}
	if !l.Update(cam, fields, 1, true) || !l.Update(cam, fields, 2, false) {
		t.Error("a new image or new fields were not built")
	}
	cam.OX++
	if !l.Update(cam, fields[:1], 2, false) || len(l.Programs) != 0 {
		t.Errorf("a new view: %d programs", len(l.Programs))
	}
}

// TestKeepsScreen: the kept screen holds a kernel field by the GPU under
// the scenery composited in it, with marks only over it.
func TestKeepsScreen(t *testing.T) {
	base := func() *Frame {
		f := kernelFrame(5, 1)
		f.Points, f.Dragging = cross, -1
		return f
	}
	if !base().KeepsScreen(true) {
		t.Fatal("a kernel field with points is not kept")
	}
	for name, change := range map[string]func(f *Frame) bool{
		"the layer of another size": func(f *Frame) bool { return f.KeepsScreen(false) },
		"no kernel":                 func(f *Frame) bool { f.Field.Expansion = nil; return f.KeepsScreen(true) },
		"the CPU":                   func(f *Frame) bool { f.GPU = false; return f.KeepsScreen(true) },
		"no scenery":                func(f *Frame) bool { f.Points = nil; return f.KeepsScreen(true) },
		"a compared boundary":       func(f *Frame) bool { f.Compare = []engine.Field{{}}; return f.KeepsScreen(true) },
		"an overlay":                func(f *Frame) bool { f.Under.Disc(1, 1, 1, render.ClassColor(0)); return f.KeepsScreen(true) },
		"a tool":                    func(f *Frame) bool { f.Tools.Lines.Disc(1, 1, 1, render.ClassColor(0)); return f.KeepsScreen(true) },
		"a point dragged":           func(f *Frame) bool { f.Dragging = 1; return f.KeepsScreen(true) },
	} {
		if change(base()) {
			t.Errorf("%s: kept", name)
		}
	}
	f := base()
	f.Points, f.Look.Grid = nil, true
	if !f.KeepsScreen(true) {
		t.Error("a kernel field with the grid alone is not kept")
	}
}
