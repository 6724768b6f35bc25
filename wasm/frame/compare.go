package frame

import (
	"hyperplane/engine"
	"hyperplane/wasm/render"
)

// CompareLayer is the boundaries of the compared algorithms, held in an
// image of their own that is drawn again only when they or the view
// change: a straight boundary, or the boundaries of linear regions, are a
// few quads of the lines shader (Lines); others are found at every pixel
// by the lines-only field program (Programs), in the compared
// algorithm's colour and dashes (render.CompareStyles).
type CompareLayer struct {
	Lines    render.Lines
	Programs []CompareProgram
	ver      uint64
	cam      render.Camera
}

// CompareProgram is a compared boundary drawn by a field program: the
// field, the program's key, and its uniforms.
type CompareProgram struct {
	Field    *engine.Field
	Key      render.Key
	Uniforms map[string]any
}

// Update reports whether the layer must be drawn again for the compared
// fields, of version ver, under cam (fresh: the layer's image is new), and
// if so builds its Lines and Programs, the fields' own in order. A field
// without rows (a compared algorithm that failed) or too large for the
// field program is left out.
func (l *CompareLayer) Update(cam render.Camera, fields []engine.Field, ver uint64, fresh bool) bool {
	if !fresh && l.ver == ver && l.cam == cam {
		return false
	}
	l.ver, l.cam = ver, cam
	l.Lines.Reset()
	l.Programs = l.Programs[:0]
	for i := range fields {
		f := &fields[i]
		st := render.CompareStyles[i%len(render.CompareStyles)]
		if len(f.Rows) == 0 || render.CompareLine(&l.Lines, f, cam, int(st.Dash), st.Color) ||
			render.CompareRegions(&l.Lines, f, cam, int(st.Dash), st.Color) || !render.FitsShader(f) {
			continue
		}
		u := render.FieldUniforms(f, cam, render.Look{Boundary: true})
		u["LineColor"] = []float32{float32(st.Color.R) / 255, float32(st.Color.G) / 255, float32(st.Color.B) / 255, 1}
		u["Dash"] = st.Dash
		l.Programs = append(l.Programs, CompareProgram{Field: f, Key: render.KeyOf(f, render.Look{}, false, true), Uniforms: u})
	}
	return true
}

// KeepsScreen reports whether the frame can be painted on the screen kept
// from the last one (KeptScreen): a kernel field drawn by the field
// program with the scenery composited in (sceneryFits: the points layer
// has the screen's size), and nothing over it but the marks: no compared
// boundary, overlay, tool, or point being dragged.
func (f *Frame) KeepsScreen(sceneryFits bool) bool {
	scenery := len(f.Points) > 0 || f.Look.Grid
	dragged := len(f.Points) > 0 && f.Dragging >= 0 && f.Dragging < len(f.Points)
	return f.GPU && f.Field.Expansion != nil && scenery && sceneryFits && len(f.Compare) == 0 &&
		len(f.Under.Idx) == 0 && len(f.Over.Idx) == 0 && len(f.Tools.Lines.Idx) == 0 && !dragged
}
