package main

import (
	"image"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine"
	"hyperplane/wasm/render"
)

// The field of a kernel expansion costs a kernel per support vector at
// every pixel, so it is painted progressively into a kept image (kl.full)
// that the screen shows: a pass paints one model level by level, every
// kernelFactors[ℓ]-th pixel in both directions and then finer, row band by
// row band, at most kernelBudget kernel evaluations a frame (at least one
// row), whatever the number of support vectors. The kept image holds, at
// every place, the finest band painted so far. A new model waits for the
// level under way to finish (a band of it is never left half old, half
// new) and starts a new pass at the finest level whose whole picture
// fits kernelRefresh frames of budget, so that while training changes the
// model every frame the picture follows it every few frames, and once the
// model holds still the pass goes on to every pixel: the exact field. A
// new view (pan, zoom, look, size) restarts at the coarsest level.
var kernelFactors = [...]int{32, 16, 8, 4, 2, 1}

const (
	// kernelBudget is the kernel evaluations (pixels × support vectors
	// in the program's loop) that a frame may spend on the field while
	// the model changes (training, a dragged γ), and kernelStillBudget
	// once it has held still for kernelStill frames. Measured under
	// SwiftShader with 580 support vectors on 860×760 (the browser bench's
	// kernel scenario): 1, 50,000 and 100,000 a frame left the frame rate
	// alike (25, 24.5, 24.7 fps), 250,000 took it to 20 and 1,000,000 to
	// 16; a whole picture in one draw runs at about 60 million a second.
	kernelBudget      = 100_000
	kernelStillBudget = 1_000_000
	kernelStill       = 3
	// kernelMaxBudget bounds the still budget, which grows from
	// kernelStillBudget by half a frame while frames take at most
	// kernelQuick (a GPU with room to spare: a real one paints the exact
	// field of hundreds of support vectors in a few frames, where the
	// fixed budget took hundreds), and halves back while they take more
	// than kernelSlow. Under SwiftShader a frame of 1,000,000 kernels
	// takes about 60 ms, so the budget stays at kernelStillBudget there.
	kernelMaxBudget = 1 << 30
	kernelQuick     = 20 * time.Millisecond
	kernelSlow      = 34 * time.Millisecond
	// kernelRefresh is how many frames of budget a model's picture may
	// take while training changes it.
	kernelRefresh = 4
)

// kernelLayer is the progressive painting of a kernel field.
type kernelLayer struct {
	full   *ebiten.Image                         // the kept field, the screen's size
	levels [len(kernelFactors) - 1]*ebiten.Image // the coarse levels' images
	sv     *ebiten.Image                         // the support vectors (render.SVTexture)
	svPix  []byte
	comp   *ebiten.Shader // the kept field under the scenery

	// The pass under way: the model (frame.fieldVer), its field, view and
	// program, the level and its next row, its uniforms.
	ver   uint64
	field engine.Field
	cam   render.Camera
	look  render.Look
	key   render.Key
	first int // the level the pass began at
	level int
	row   int
	u     map[string]any
	// exporting: the frame is painted for the page (exportImage), which
	// gets the exact field.
	exporting bool
	// busy: the pass is not done or a newer model waits; exact: the kept
	// image is the exact field of the frame's model.
	busy, exact bool
	changed     uint64 // g.draws when the model last changed
	// still is the budget of a frame while the model holds still (see
	// kernelMaxBudget); lastDraw the time of the last frame that refined.
	still    render.Budget
	lastDraw time.Time
}

// same reports whether the frame shows the pass's field as the pass
// paints it: the same expansion (snapshots are never changed in place),
// rows, view and look.
func (kl *kernelLayer) same(f *frame, key render.Key) bool {
	if f.field.Expansion != kl.field.Expansion || key != kl.key || f.cam != kl.cam || len(f.field.Rows) != len(kl.field.Rows) ||
		!slices.Equal(f.look.Levels, kl.look.Levels) {
		return false
	}
	for r := range f.field.Rows {
		if !slices.Equal(f.field.Rows[r], kl.field.Rows[r]) {
			return false
		}
	}
	return true
}

// compositeShader draws the kept field (image 0) under the scenery (image
// 1, premultiplied).
const compositeShader = `//kage:unit pixels
package main

func Fragment(dstPos vec4, src0Pos vec2, color vec4) vec4 {
	f := imageSrc0UnsafeAt(src0Pos)
	p := imageSrc1UnsafeAt(src0Pos)
	return vec4(p.rgb+f.rgb*(1-p.a), 1)
}
`

// kernelCost returns the kernel evaluations of level ℓ's whole picture of
// a w×h screen for n support vectors.
func kernelCost(l, w, h, n int) int {
	s := kernelFactors[l]
	return ((w + s - 1) / s) * ((h + s - 1) / s) * n
}

// trainLevel returns the finest level whose picture fits kernelRefresh
// frames of budget (the coarsest if none does).
func trainLevel(w, h, n int) int {
	l := 0
	for l+1 < len(kernelFactors) && kernelCost(l+1, w, h, n) <= kernelRefresh*kernelBudget {
		l++
	}
	return l
}

// start begins a pass over the frame's model at level l.
func (kl *kernelLayer) start(f *frame, key render.Key, l int) {
	kl.ver, kl.field, kl.cam, kl.look, kl.key = f.fieldVer, f.field, f.cam, f.look, key
	kl.first, kl.level, kl.row, kl.u = l, l, 0, nil
	kl.svPix = render.SVTexture(&kl.field, kl.svPix)
	w, h := render.SVTextureSize(&kl.field)
	if kl.sv == nil || kl.sv.Bounds().Dx() != w || kl.sv.Bounds().Dy() != h {
		if kl.sv != nil {
			kl.sv.Deallocate()
		}
		kl.sv = newLayer(w, h)
	}
	kl.sv.WritePixels(kl.svPix)
}

// drawKernelRect paints rows y0…y1 of dst (all its width) with the kernel
// program sh, its uniforms u and the image of support vectors sv.
func drawKernelRect(dst *ebiten.Image, sh *ebiten.Shader, u map[string]any, sv *ebiten.Image, y0, y1 int) {
	w := float32(dst.Bounds().Dx())
	a, b := float32(y0), float32(y1)
	v := []ebiten.Vertex{
		{DstX: 0, DstY: a, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		{DstX: w, DstY: a, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		{DstX: 0, DstY: b, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		{DstX: w, DstY: b, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
	}
	op := &ebiten.DrawTrianglesShaderOptions{Uniforms: u}
	op.Images[0] = sv
	dst.DrawTrianglesShader32(v, []uint32{0, 1, 2, 1, 3, 2}, sh, op)
}

// paintKernel brings the kept field on with the frame's budget and shows
// it under the scenery. A picture for the page (exact) is the exact field
// of the frame's model, painted whole into dst.
func (g *Game) paintKernel(dst *ebiten.Image, scenery, exact bool) {
	f, kl := &g.frame, &g.kl
	b := dst.Bounds()
	w, h := b.Dx(), b.Dy()
	key := render.KeyOf(&f.field, f.look, false, false)
	sh, err := g.shaders.get(key)
	if err != nil {
		panic(err)
	}
	if exact {
		var tmp kernelLayer
		tmp.start(f, key, len(kernelFactors)-1)
		drawKernelRect(dst, sh, f.uniforms, tmp.sv, 0, h)
		tmp.sv.Deallocate()
	} else {
		if kl.full == nil || kl.full.Bounds() != b {
			if kl.full != nil {
				kl.full.Deallocate()
			}
			kl.full = newLayer(w, h)
			kl.cam = render.Camera{} // a new view: restart
		}
		n := render.SVCount(&f.field)
		if f.fieldVer != kl.ver && kl.same(f, key) {
			kl.ver = f.fieldVer // repainted, not changed (a picture asked for, a touch)
		}
		if f.fieldVer != kl.ver {
			kl.changed = g.draws
			view := key != kl.key || f.cam != kl.cam
			l := trainLevel(w, h, n)
			switch {
			case view:
				kl.start(f, key, 0)
			case kl.row == 0 || kl.level > l:
				kl.start(f, key, min(l, kl.level))
			}
		}
		g.refine(sh, w, h)
		kl.busy = kl.level < len(kernelFactors) || kl.ver != f.fieldVer
		kl.exact = !kl.busy
	}
	if !exact {
		if kl.comp == nil {
			if kl.comp, err = ebiten.NewShader([]byte(compositeShader)); err != nil {
				panic(err)
			}
		}
		if scenery && g.pts.img.Bounds() == b {
			op := &ebiten.DrawRectShaderOptions{}
			op.Images[0], op.Images[1] = kl.full, g.pts.img
			dst.DrawRectShader(w, h, kl.comp, op)
			return
		}
		dst.DrawImage(kl.full, nil)
	}
	if scenery {
		dst.DrawImage(g.pts.img, nil)
	}
}

// refine paints bands of the pass for at most kernelBudget kernel
// evaluations (at least one row), level after level, into the kept field.
func (g *Game) refine(sh *ebiten.Shader, w, h int) {
	kl := &g.kl
	n := max(render.SVCount(&kl.field), 1)
	budget := kernelBudget
	now := time.Now()
	if g.draws-kl.changed > kernelStill {
		dt := time.Duration(0)
		if !kl.lastDraw.IsZero() {
			dt = now.Sub(kl.lastDraw)
		}
		if kl.still.Min == 0 {
			kl.still = render.Budget{Min: kernelStillBudget, Max: kernelMaxBudget, Quick: kernelQuick, Slow: kernelSlow}
		}
		budget = kl.still.Next(dt)
	}
	kl.lastDraw = now
	for kl.level < len(kernelFactors) && budget > 0 {
		s := kernelFactors[kl.level]
		lw, lh := (w+s-1)/s, (h+s-1)/s
		dst := kl.full
		if s > 1 {
			img := &kl.levels[kl.level]
			if *img == nil || (*img).Bounds().Dx() != lw || (*img).Bounds().Dy() != lh {
				if *img != nil {
					(*img).Deallocate()
				}
				*img = newLayer(lw, lh)
			}
			dst = *img
		}
		if kl.u == nil {
			cam := kl.cam
			cam.S *= float64(s)
			cam.W, cam.H, cam.DPR = cam.W/float64(s), cam.H/float64(s), cam.DPR/float64(s)
			kl.u = render.FieldUniforms(&kl.field, cam, kl.look)
		}
		rows := min(lh-kl.row, max(1, budget/(lw*n)))
		drawKernelRect(dst, sh, kl.u, kl.sv, kl.row, kl.row+rows)
		if s > 1 {
			op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
			op.GeoM.Scale(float64(s), float64(s))
			op.GeoM.Translate(0, float64(kl.row*s))
			kl.full.DrawImage(dst.SubImage(dst.Bounds().Intersect(image.Rect(0, kl.row, lw, kl.row+rows))).(*ebiten.Image), op)
		}
		budget -= rows * lw * n
		kl.row += rows
		if kl.row == lh {
			kl.level, kl.row, kl.u = kl.level+1, 0, nil
			if kl.ver != g.frame.fieldVer {
				return // a newer model starts next frame
			}
		}
	}
}

// refineKernel keeps frames coming while the kept field is not the exact
// field of the model: it reports whether it asked for one.
func (g *Game) refineKernel() bool {
	if !g.kl.busy || !g.frame.gpu || g.frame.field.Expansion == nil {
		return false
	}
	g.frame.serial++
	return true
}

// kernelLevel returns the factor of the finest level of the pass that is
// complete (1: the exact field), or 0.
func (kl *kernelLayer) kernelLevel() int {
	if kl.level == kl.first {
		return 0
	}
	return kernelFactors[kl.level-1]
}

// drawCompareKernel draws a compared kernel machine's boundary, with the
// image of its support vectors made for the purpose.
func drawCompareKernel(dst *ebiten.Image, sh *ebiten.Shader, u map[string]any, f *engine.Field) {
	w, h := render.SVTextureSize(f)
	sv := newLayer(w, h)
	defer sv.Deallocate()
	sv.WritePixels(render.SVTexture(f, nil))
	drawKernelRect(dst, sh, u, sv, 0, dst.Bounds().Dy())
}
