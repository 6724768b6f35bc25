package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/wasm/render"
)

// drawLines draws the segments of l into dst with the lines shader sh, in
// one call.
func drawLines(dst *ebiten.Image, l *render.Lines, sh *ebiten.Shader) {
	if len(l.Idx) == 0 {
		return
	}
	dst.DrawTrianglesShader32(l.Verts, l.Idx, sh, nil)
}
