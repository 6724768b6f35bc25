package frame

import (
	"slices"
	"time"

	"hyperplane/engine"
	"hyperplane/wasm/api"
	"hyperplane/wasm/render"
)

// KernelFactors are the levels of a kernel field's picture, coarsest
// first. The field of a kernel expansion costs a kernel per support vector
// at every pixel, so it is painted progressively into a kept image (the
// kept field) that the screen shows: a pass paints one model level by
// level, every KernelFactors[ℓ]-th pixel in both directions and then
// finer, row band by row band, at most kernelBudget kernel evaluations a
// frame (at least one row), whatever the number of support vectors. The
// kept image holds, at every place, the finest band painted so far. A new
// model waits for the level under way to finish (a band of it is never
// left half old, half new) and starts a new pass at the finest level whose
// whole picture fits kernelRefresh frames of budget, so that while
// training changes the model every frame the picture follows it every few
// frames, and once the model holds still the pass goes on to every pixel:
// the exact field. A new view (pan, zoom, look, size) restarts at the
// coarsest level.
var KernelFactors = [...]int{32, 16, 8, 4, 2, 1}

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

// KernelOp is a drawing that the refinement asks of the browser program,
// which makes them in order.
type KernelOp struct {
	// Flush: draw the image of the coarse level Level, Factor times
	// smaller than the screen, scaled over the whole kept field, which it
	// replaces (linear filter, no blending). The other fields are unset.
	Flush         bool
	Level, Factor int
	// W, H is the size of the level's image: the screen's for the finest
	// level (Factor 1), which is the kept field itself.
	W, H int
	// Rows Row0 to Row1 of the level's image are painted, all their
	// width, with the kernel program, Uniforms and the texture of the
	// support vectors (SVPix).
	Row0, Row1 int
	Uniforms   map[string]any
	// Upsample: those rows are then drawn scaled by Factor into the kept
	// field (linear filter).
	Upsample bool
}

// KernelPass is the progressive painting of a kernel field (see
// KernelFactors). Plan says what a frame paints; the browser program
// keeps the images.
type KernelPass struct {
	// Busy: the pass is not done or a newer model waits; Exact: the kept
	// image is the exact field of the frame's model.
	Busy, Exact bool
	// Ver is the frame's FieldVer of the model under way.
	Ver uint64
	// Bands are the rows of the kept field, in pixels, that the last Plan
	// painted.
	Bands [][2]int
	// SVPix is the texture of the support vectors of the model under way
	// (render.SVTexture), SVW × SVH; SVVer counts its changes.
	SVPix    []byte
	SVW, SVH int
	SVVer    uint64

	// The pass under way: its field, view, look and program, the level
	// it began at, the level and its next row, their uniforms.
	field engine.Field
	cam   render.Camera
	look  render.Look
	key   render.Key
	first int
	level int
	row   int
	u     map[string]any

	// lazyOn: the kept field is the image of the level lazy, upsampled,
	// and the kept field itself is behind it unless flushed. A pass that
	// paints again the level of the last complete picture (as training
	// does, a new model after another at the same level) paints only that
	// level's small image, which the screen samples directly: the
	// upsampling into the kept field, which cost SwiftShader more than
	// the kernels, waits until another level is painted or the kept
	// field is needed (Flush).
	lazyOn, flushed bool
	lazy            int

	changed uint64 // Draws when the model last changed
	// still is the budget of a frame while the model holds still, train
	// while it changes; lastDraw the time of the last frame that refined.
	still, train render.Budget
	lastDraw     time.Time
	ops          []KernelOp
}

// Reset starts the pass over at the coarsest level: the kept field's
// image is new (the screen's size changed).
func (p *KernelPass) Reset() { p.cam, p.lazyOn = render.Camera{}, false }

// same reports whether the frame shows the pass's field as the pass
// paints it: the same expansion (snapshots are never changed in place),
// rows, view and look.
func (p *KernelPass) same(f *Frame, key render.Key) bool {
	if f.Field.Expansion != p.field.Expansion || key != p.key || f.Cam != p.cam || len(f.Field.Rows) != len(p.field.Rows) ||
		!slices.Equal(f.Look.Levels, p.look.Levels) {
		return false
	}
	for r := range f.Field.Rows {
		if !slices.Equal(f.Field.Rows[r], p.field.Rows[r]) {
			return false
		}
	}
	return true
}

// Flush ends lazy painting and reports whether the kept field must first
// be brought up to the lazy level's picture, by the drawing op.
func (p *KernelPass) Flush() (op KernelOp, ok bool) {
	if p.lazyOn && !p.flushed {
		op, ok = KernelOp{Flush: true, Level: p.lazy, Factor: KernelFactors[p.lazy]}, true
	}
	p.lazyOn, p.flushed = false, false
	return op, ok
}

// Lazy returns the coarse level whose image the screen samples directly
// (scaled by factor), when the kept field is behind it.
func (p *KernelPass) Lazy() (level, factor int, ok bool) {
	return p.lazy, KernelFactors[p.lazy], p.lazyOn && !p.flushed
}

// Level returns the factor of the finest level of the pass that is
// complete (1: the exact field), or 0.
func (p *KernelPass) Level() int {
	if p.level == p.first {
		return 0
	}
	return KernelFactors[p.level-1]
}

// kernelCost returns the kernel evaluations of level ℓ's whole picture of
// a w×h screen for n support vectors.
func kernelCost(l, w, h, n int) int {
	s := KernelFactors[l]
	return ((w + s - 1) / s) * ((h + s - 1) / s) * n
}

// trainLevel returns the finest level whose picture fits kernelRefresh
// frames of budget (the coarsest if none does).
func trainLevel(w, h, n, budget int) int {
	l := 0
	for l+1 < len(KernelFactors) && kernelCost(l+1, w, h, n) <= kernelRefresh*budget {
		l++
	}
	return l
}

// start begins a pass over the frame's model at level l.
func (p *KernelPass) start(f *Frame, key render.Key, l int) {
	p.Ver, p.field, p.cam, p.look, p.key = f.FieldVer, f.Field, f.Cam, f.Look, key
	p.first, p.level, p.row, p.u = l, l, 0, nil
	p.SVPix = render.SVTexture(&p.field, p.SVPix)
	p.SVW, p.SVH = render.SVTextureSize(&p.field)
	p.SVVer++
}

// Plan brings the pass on by a frame of the kernel program key on a w×h
// screen: a new model or view of the frame f starts a pass (see
// KernelFactors); then bands are painted for the frame's budget. draws
// is the browser's frame count, now the frame's time and interval the
// display's predicted interval in milliseconds (a frame is quick when it
// kept up with the display, slow when the display refreshed without it).
// The drawings are returned in order, in a slice of the pass's own that
// the next Plan reuses; the texture of the support vectors is uploaded
// first when SVVer changed.
func (p *KernelPass) Plan(f *Frame, key render.Key, w, h int, draws uint64, now time.Time, interval float64) []KernelOp {
	p.ops = p.ops[:0]
	if f.FieldVer != p.Ver && p.same(f, key) {
		p.Ver = f.FieldVer // repainted, not changed (a picture asked for, a touch)
	}
	if f.FieldVer != p.Ver {
		p.changed = draws
		view := key != p.key || f.Cam != p.cam
		l := trainLevel(w, h, render.SVCount(&f.Field), max(p.train.Current(), kernelBudget))
		switch {
		case view:
			p.start(f, key, 0)
		case p.row == 0 || p.level > l:
			p.start(f, key, min(l, p.level))
		}
	}
	p.Bands = p.Bands[:0]
	p.refine(f.FieldVer, w, h, p.budget(draws, now, interval))
	p.Busy = p.level < len(KernelFactors) || p.Ver != f.FieldVer
	p.Exact = !p.Busy
	return p.ops
}

// budget returns the kernel evaluations the frame may spend. At 60 Hz a
// frame is quick under 20 ms and slow over 25: the absolute bounds alone
// (20 and 34 ms) let the budget grow until the frames took 20 to 34 ms,
// 37 frames a second on a real GPU whose display refreshes 60 times
// (issue 38). While training, a slow frame holds the budget for a
// second's frames before it grows again.
func (p *KernelPass) budget(draws uint64, now time.Time, interval float64) int {
	dt := time.Duration(0)
	if !p.lastDraw.IsZero() {
		dt = now.Sub(p.lastDraw)
	}
	p.lastDraw = now
	iv := time.Duration(interval * float64(time.Millisecond))
	quick, slow := min(kernelQuick, iv*6/5), min(kernelSlow, iv*3/2)
	if draws-p.changed > kernelStill {
		if p.still.Min == 0 {
			p.still = render.Budget{Min: kernelStillBudget, Max: kernelMaxBudget}
		}
		p.still.Quick, p.still.Slow = quick, slow
		return p.still.Next(dt)
	}
	if p.train.Min == 0 {
		p.train = render.Budget{Min: kernelBudget, Max: kernelMaxBudget, Hold: kernelHold}
	}
	p.train.Quick, p.train.Slow = quick, slow
	return p.train.Next(dt)
}

// refine paints bands of the pass for at most budget kernel evaluations
// (at least one row), level after level, into the kept field.
func (p *KernelPass) refine(fieldVer uint64, w, h, budget int) {
	n := max(render.SVCount(&p.field), 1)
	for p.level < len(KernelFactors) && budget > 0 {
		s := KernelFactors[p.level]
		lw, lh := (w+s-1)/s, (h+s-1)/s
		lazy := s > 1 && p.lazyOn && p.lazy == p.level
		if !lazy {
			if op, ok := p.Flush(); ok { // the kept field is painted: bring it up to date first
				p.ops = append(p.ops, op)
			}
		}
		if p.u == nil {
			cam := p.cam
			cam.S *= float64(s)
			cam.W, cam.H, cam.DPR = cam.W/float64(s), cam.H/float64(s), cam.DPR/float64(s)
			p.u = render.FieldUniforms(&p.field, cam, p.look)
		}
		rows := min(lh-p.row, max(1, budget/(lw*n)))
		p.ops = append(p.ops, KernelOp{Level: p.level, Factor: s, W: lw, H: lh, Row0: p.row, Row1: p.row + rows, Uniforms: p.u, Upsample: s > 1 && !lazy})
		if lazy {
			// The screen interpolates between rows of the level: a row
			// changes the pixels half a row beyond it.
			p.Bands = append(p.Bands, [2]int{max(0, p.row*s-s/2), min((p.row+rows)*s+s/2, h)})
			p.flushed = false
		} else {
			p.Bands = append(p.Bands, [2]int{p.row * s, min((p.row+rows)*s, h)})
		}
		budget -= rows * lw * n
		p.row += rows
		if p.row == lh {
			if s > 1 && !lazy {
				// A whole picture of this level, and the kept field holds it.
				p.lazyOn, p.lazy, p.flushed = true, p.level, true
			}
			p.level, p.row, p.u = p.level+1, 0, nil
			if p.Ver != fieldVer {
				return // a newer model starts next frame
			}
		}
	}
}

// KernelStatus says how the kernel field on screen is drawn, for the
// status: shown is the snapshot the session shows now (nil, or one
// without a kernel expansion, gives nil) and picture the session's
// picture version now, since the field is exact only for the model the
// session has now (a change not yet prepared is not painted).
func (f *Frame) KernelStatus(shown *engine.Snapshot, picture uint64) *api.Kernel {
	if shown == nil || shown.Field.Expansion == nil {
		return nil
	}
	p, ks := &f.Kernel, &f.Kept
	gpu := f.GPU && f.Field.Expansion != nil
	exact := p.Exact && p.Ver == f.FieldVer && f.seen.Picture == picture
	return &api.Kernel{GPU: gpu, Coarse: gpu && !exact, Exact: gpu && exact, Level: p.Level(), SVs: len(shown.Field.Expansion.Points),
		Kept: ks.Valid, Repainted: ks.Repainted, Tiles: ks.dmg.Tiles()}
}
