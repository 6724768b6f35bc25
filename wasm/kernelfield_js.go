package main

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/wasm/render"
)

// kernelCoarse is the factor by which the field of a kernel expansion is
// coarsened while training changes it every frame: its program loops over
// the support vectors at every pixel, so a frame of training paints one
// pixel in kernelCoarse² and stretches the image; once the model holds
// still for a frame the exact field is painted at every pixel, and kept.
const kernelCoarse = 4

// kernelLayer paces the painting of kernel fields.
type kernelLayer struct {
	small     *ebiten.Image
	lastPaint uint64 // g.draws at the last paint of a kernel field
	pending   bool   // the last paint was coarse: refine when nothing changes
	refine    bool   // paint the exact field next
	coarse    bool   // the last paint was coarse (for the page's status)
}

// paintKernel paints the frame's kernel field, coarse when the last paint
// was a frame or two ago (training), exact otherwise, and the scenery over
// it.
func (g *Game) paintKernel(screen *ebiten.Image, scenery bool) {
	f := &g.frame
	kl := &g.kl
	coarse := !kl.refine && g.draws-kl.lastPaint <= 2
	kl.lastPaint, kl.refine, kl.pending, kl.coarse = g.draws, false, coarse, coarse
	key := render.KeyOf(&f.field, f.look, false, false)
	sh, err := g.shaders.get(key)
	if err != nil {
		panic(err)
	}
	b := screen.Bounds()
	if !coarse {
		screen.DrawRectShader(b.Dx(), b.Dy(), sh, &ebiten.DrawRectShaderOptions{Uniforms: f.uniforms})
	} else {
		cam := f.cam
		cam.S *= kernelCoarse
		cam.W, cam.H, cam.DPR = cam.W/kernelCoarse, cam.H/kernelCoarse, cam.DPR/kernelCoarse
		w, h := int(math.Ceil(float64(b.Dx())/kernelCoarse)), int(math.Ceil(float64(b.Dy())/kernelCoarse))
		if kl.small == nil || kl.small.Bounds().Dx() != w || kl.small.Bounds().Dy() != h {
			if kl.small != nil {
				kl.small.Deallocate()
			}
			kl.small = newLayer(w, h)
		}
		kl.small.DrawRectShader(w, h, sh, &ebiten.DrawRectShaderOptions{Uniforms: render.FieldUniforms(&f.field, cam, f.look)})
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(kernelCoarse, kernelCoarse)
		screen.DrawImage(kl.small, op)
	}
	if scenery {
		screen.DrawImage(g.pts.img, nil)
	}
}

// refineKernel asks for the exact field when the last paint was coarse and
// the frame has not changed since: it reports whether it did.
func (g *Game) refineKernel() bool {
	if !g.kl.pending {
		return false
	}
	g.kl.pending, g.kl.refine = false, true
	g.frame.serial++
	return true
}
