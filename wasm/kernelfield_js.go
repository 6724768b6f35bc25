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
	// in the program's loop) that a frame may spend on the field at
	// least while the model changes (training, a dragged γ), and
	// kernelStillBudget once it has held still for kernelStill frames.
	// Both grow by half a frame while frames take at most kernelQuick (a
	// GPU with room to spare: a real one paints the exact field of
	// hundreds of support vectors in a few frames) up to kernelMaxBudget,
	// and halve back while they take more than kernelSlow. Under
	// SwiftShader frames take more than kernelSlow, so the budgets stay
	// at their least. Measured there with 580 support vectors on 860×760
	// (bench -only kernel, 3 runs each, the screen kept and the coarse
	// level sampled directly, on a loaded 2-core machine): 50,000 a frame
	// held the frame rate at 0.88 of the floor's (medians; 0.85–0.98 run
	// by run), 32,000 (two rows of the coarsest level, a new coarse
	// picture every 12 frames) at 0.93 (0.79–0.96); one row a frame left
	// it at the floor's.
	kernelBudget      = 32_000
	kernelStillBudget = 1_000_000
	kernelStill       = 3
	kernelMaxBudget   = 1 << 30
	kernelQuick       = 20 * time.Millisecond
	kernelSlow        = 34 * time.Millisecond
	// kernelRefresh is how many frames of budget a model's picture may
	// take while training changes it.
	kernelRefresh = 4
	// kernelHold is how many frames the training budget holds after a
	// slow frame before it grows again.
	kernelHold = 60
)

// kernelLayer is the progressive painting of a kernel field.
type kernelLayer struct {
	full   *ebiten.Image                         // the kept field, the screen's size
	levels [len(kernelFactors) - 1]*ebiten.Image // the coarse levels' images
	sv     *ebiten.Image                         // the support vectors (render.SVTexture)
	svPix  []byte
	comp   *ebiten.Shader // the kept field under the scenery
	lcomp  *ebiten.Shader // the same, the kept field a coarse level (lazy)

	// lazyOn: the kept field is levels[lazy], upsampled, and full is
	// behind it unless flushed. A pass that paints again the level of
	// the last complete picture (as training does, a new model after
	// another at the same level) paints only that level's small image,
	// which the screen samples directly: the upsampling into full, which
	// cost SwiftShader more than the kernels, waits until another level
	// is painted or full is needed (flushLazy).
	lazyOn, flushed bool
	lazy            int

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
	train    render.Budget
	lastDraw time.Time
	// bands are the rows of full that this frame's refine painted, in
	// pixels.
	bands [][2]int
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

// flushLazy brings full up to the lazy level's picture, and ends lazy
// painting.
func (kl *kernelLayer) flushLazy() {
	if kl.lazyOn && !kl.flushed {
		s := float64(kernelFactors[kl.lazy])
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, Blend: ebiten.BlendCopy}
		op.GeoM.Scale(s, s)
		kl.full.DrawImage(kl.levels[kl.lazy], op)
	}
	kl.lazyOn, kl.flushed = false, false
}

// kernelCost returns the kernel evaluations of level ℓ's whole picture of
// a w×h screen for n support vectors.
func kernelCost(l, w, h, n int) int {
	s := kernelFactors[l]
	return ((w + s - 1) / s) * ((h + s - 1) / s) * n
}

// trainLevel returns the finest level whose picture fits kernelRefresh
// frames of budget (the coarsest if none does).
func trainLevel(w, h, n, budget int) int {
	l := 0
	for l+1 < len(kernelFactors) && kernelCost(l+1, w, h, n) <= kernelRefresh*budget {
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
//
// With kept, dst is the screen as the last frame left it, and only its
// changed tiles are painted, marks included (keptScreen).
func (g *Game) paintKernel(dst *ebiten.Image, scenery, exact, kept bool) {
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
			kl.lazyOn = false
		}
		n := render.SVCount(&f.field)
		if f.fieldVer != kl.ver && kl.same(f, key) {
			kl.ver = f.fieldVer // repainted, not changed (a picture asked for, a touch)
		}
		if f.fieldVer != kl.ver {
			kl.changed = g.draws
			view := key != kl.key || f.cam != kl.cam
			l := trainLevel(w, h, n, max(kl.train.Current(), kernelBudget))
			switch {
			case view:
				kl.start(f, key, 0)
			case kl.row == 0 || kl.level > l:
				kl.start(f, key, min(l, kl.level))
			}
		}
		kl.bands = kl.bands[:0]
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
		if kept {
			g.paintKept(dst)
			return
		}
		kl.flushLazy()
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
	now := time.Now()
	dt := time.Duration(0)
	if !kl.lastDraw.IsZero() {
		dt = now.Sub(kl.lastDraw)
	}
	kl.lastDraw = now
	// A frame is quick when it kept up with the display and slow when
	// the display refreshed without it: at 60 Hz, 20 and 25 ms. The
	// absolute bounds alone (20 and 34 ms) let the budget grow until the
	// frames took 20 to 34 ms: 37 frames a second on a real GPU whose
	// display refreshes 60 times (issue 38). While training, a slow frame
	// holds the budget for a second's frames before it grows again.
	iv := time.Duration(g.slack.interval * float64(time.Millisecond))
	quick, slow := min(kernelQuick, iv*6/5), min(kernelSlow, iv*3/2)
	var budget int
	if g.draws-kl.changed > kernelStill {
		if kl.still.Min == 0 {
			kl.still = render.Budget{Min: kernelStillBudget, Max: kernelMaxBudget}
		}
		kl.still.Quick, kl.still.Slow = quick, slow
		budget = kl.still.Next(dt)
	} else {
		if kl.train.Min == 0 {
			kl.train = render.Budget{Min: kernelBudget, Max: kernelMaxBudget, Hold: kernelHold}
		}
		kl.train.Quick, kl.train.Slow = quick, slow
		budget = kl.train.Next(dt)
	}
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
		lazy := s > 1 && kl.lazyOn && kl.lazy == kl.level
		if !lazy {
			kl.flushLazy() // full is painted: bring it up to date first
		}
		if kl.u == nil {
			cam := kl.cam
			cam.S *= float64(s)
			cam.W, cam.H, cam.DPR = cam.W/float64(s), cam.H/float64(s), cam.DPR/float64(s)
			kl.u = render.FieldUniforms(&kl.field, cam, kl.look)
		}
		rows := min(lh-kl.row, max(1, budget/(lw*n)))
		drawKernelRect(dst, sh, kl.u, kl.sv, kl.row, kl.row+rows)
		if lazy {
			// The screen interpolates between rows of the level: a row
			// changes the pixels half a row beyond it.
			kl.bands = append(kl.bands, [2]int{max(0, kl.row*s-s/2), min((kl.row+rows)*s+s/2, h)})
			kl.flushed = false
		} else {
			kl.bands = append(kl.bands, [2]int{kl.row * s, min((kl.row+rows)*s, h)})
		}
		if s > 1 && !lazy {
			op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
			op.GeoM.Scale(float64(s), float64(s))
			op.GeoM.Translate(0, float64(kl.row*s))
			kl.full.DrawImage(dst.SubImage(dst.Bounds().Intersect(image.Rect(0, kl.row, lw, kl.row+rows))).(*ebiten.Image), op)
		}
		budget -= rows * lw * n
		kl.row += rows
		if kl.row == lh {
			if s > 1 && !lazy {
				// A whole picture of this level, and full holds it.
				kl.lazyOn, kl.lazy, kl.flushed = true, kl.level, true
			}
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
