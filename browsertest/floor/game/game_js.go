// Package game is the benchmark's floor: an Ebiten game that only draws
// one full-screen Kage shader every frame, the least a playground frame can
// cost in this browser. The floor page (browsertest/floor) runs it alone;
// the playground's program built with the tag benchfloor runs it in place
// of the playground (the padded floor: the playground's module, its size
// and package initialization, with the floor's start and frames).
package game

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

// shader colours each pixel from a linear function of its position, like
// the playground's simplest field, and moves with Time so that every frame
// really is drawn.
const shader = `//kage:unit pixels
package main

var Time float

func Fragment(dstPos vec4, src0Pos vec2, color vec4) vec4 {
	p := dstPos.xy - imageDstOrigin()
	h := 0.01*p.x - 0.013*p.y + sin(Time)
	c := mix(vec3(0.0, 0.45, 0.7), vec3(0.9, 0.62, 0.0), step(0.0, h))
	return vec4(mix(vec3(1), c, 0.3), 1)
}
`

type game struct {
	sh    *ebiten.Shader
	t     float32
	first bool
}

func (g *game) Update() error {
	g.t += 1.0 / 60
	return nil
}

func (g *game) Draw(screen *ebiten.Image) {
	b := screen.Bounds()
	screen.DrawRectShader(b.Dx(), b.Dy(), g.sh, &ebiten.DrawRectShaderOptions{Uniforms: map[string]any{"Time": g.t}})
	if !g.first {
		g.first = true
		js.Global().Set("benchFirstFrame", js.Global().Get("performance").Call("now"))
	}
}

func (g *game) Layout(w, h int) (int, int) { panic("LayoutF is used") }

func (g *game) LayoutF(w, h float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	return w * s, h * s
}

// Run runs the floor's game; it sets window.benchFirstFrame (ms since
// navigation) when it has drawn its first frame.
func Run() {
	sh, err := ebiten.NewShader([]byte(shader))
	if err != nil {
		panic(err)
	}
	ebiten.SetRunnableOnUnfocused(true)
	if err := ebiten.RunGame(&game{sh: sh}); err != nil {
		panic(err)
	}
}
