package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine"
	"hyperplane/wasm/render"
)

// compareLayer is an offscreen image holding the compared boundaries,
// drawn again only when they or the view change.
type compareLayer struct {
	img   *ebiten.Image
	ver   uint64
	cam   render.Camera
	lines render.Lines
}

func (l *compareLayer) update(g *Game, cam render.Camera, fields []engine.Field, ver uint64) {
	w, h := int(cam.W), int(cam.H)
	if l.img != nil && (l.img.Bounds().Dx() != w || l.img.Bounds().Dy() != h) {
		l.img.Deallocate()
		l.img = nil
	}
	if l.img == nil {
		l.img = newLayer(w, h)
		l.ver = 0
	}
	if l.ver == ver && l.cam == cam {
		return
	}
	l.ver, l.cam = ver, cam
	l.img.Clear()
	l.lines.Reset()
	for i, f := range fields {
		st := render.CompareStyles[i]
		// A straight boundary, or the boundaries of linear regions, are a
		// few quads; others are found by the lines-only field program at
		// every pixel.
		if len(f.Rows) == 0 || render.CompareLine(&l.lines, &f, cam, int(st.Dash), st.Color) ||
			render.CompareRegions(&l.lines, &f, cam, int(st.Dash), st.Color) || !render.FitsShader(&f) {
			continue
		}
		u := render.FieldUniforms(&f, cam, render.Look{Boundary: true})
		u["LineColor"] = []float32{float32(st.Color.R) / 255, float32(st.Color.G) / 255, float32(st.Color.B) / 255, 1}
		u["Dash"] = st.Dash
		sh, err := g.shaders.get(render.KeyOf(&f, render.Look{}, false, true))
		if err != nil {
			continue
		}
		if f.Expansion != nil {
			drawCompareKernel(l.img, sh, u, &f)
			continue
		}
		l.img.DrawRectShader(w, h, sh, &ebiten.DrawRectShaderOptions{Uniforms: u})
	}
	drawLines(l.img, &l.lines, g.lineShader)
}
