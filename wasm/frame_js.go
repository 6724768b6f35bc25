package main

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine"
	"hyperplane/engine/scene"
	"hyperplane/wasm/render"
)

// sizesEvery is how often, in frames, the sizes of the points follow a
// dual model that changes every frame.
const sizesEvery = 10

// frame is everything Draw needs, prepared by Update.
type frame struct {
	serial   uint64
	fieldVer uint64 // the serial at which the field or the view last changed
	cam      render.Camera
	field    engine.Field // the tweened field on screen
	hasField bool
	gpu      bool
	look     render.Look
	uniforms map[string]any
	// The strip mesh that carries the shading of a linear two-class field
	// (render.StripMesh), when its program takes the shading from it.
	stripVerts []ebiten.Vertex
	stripIdx   []uint32

	points    []engine.Point // the scene's points (shared, read only)
	test      []bool         // which points are held out (shared, read only), or nil
	reshaped  uint64
	dragging  int
	sizes     []float32 // marker scale per point (dual coefficients), or nil
	sizesKey  uint64
	markVerts []ebiten.Vertex
	markIdx   []uint32
	overlay   render.Overlay
	// ringsHidden is set when the misclassified points are too many to
	// ring legibly (see render.RingsLegible); mistakes counts them.
	ringsHidden bool
	mistakes    []int
	// ringsAt: g.draws at the last search for mistakes; ringsStale: the
	// rings are of an earlier model (marks_js.go); ringsForce: search now.
	ringsAt                uint64
	ringsStale, ringsForce bool
	// sizesAt: g.draws when the sizes were last worked out; sizesStale:
	// they are of an earlier model.
	sizesAt    uint64
	sizesStale bool

	compare    []engine.Field // boundaries of compared algorithms
	compareVer uint64
}

// prepare brings the frame up to date with the app. The caller holds the
// app's lock.
func (g *Game) prepare(cam render.Camera, dt float64) {
	a := g.app
	f := &g.frame
	camChanged := cam != f.cam
	if camChanged || g.sprites == nil || g.sprites.dpr != cam.DPR {
		if g.sprites == nil || g.sprites.dpr != cam.DPR {
			if g.sprites != nil {
				g.sprites.img.Deallocate()
			}
			g.sprites = newSprites(cam.DPR)
		}
	}
	v := a.S.Versions()
	// What changed since the prepared frame: the picture (the model, the
	// view), the points, the compared algorithms.
	picture := v.Picture != g.seen.Picture
	points := v.Points != g.seen.Points
	compared := v.Compare != g.seen.Compare || (len(a.S.Compared().List()) == 0) != (len(f.compare) == 0)
	changed := camChanged || picture
	snap := a.S.Training().Shown()
	snap.Field = a.S.Assessment().Decided(&snap) // the decision stage moves the boundary
	if picture {
		if a.S.Training().Trained() {
			g.tw.set(snap.Field.Lowered())
		} else {
			g.tw.clear()
		}
		f.look = lookOf(a.S.Plot().View(), &snap)
	}
	if g.tw.advance(dt) {
		changed = true
	}
	if camChanged || points {
		f.points, f.reshaped, f.dragging = a.S.Doc().Points(), v.Reshaped, a.S.Doc().Dragging()
		f.test = a.S.Training().Partition().Mask
		changed = true
	}
	// In the dual form each point's size follows its coefficient α. The
	// layer of points is drawn again when a size changes: while the model
	// changes every frame that is at most every sizesEvery frames, and
	// once more when it holds still (sizesStale).
	if picture && g.draws-f.sizesAt < sizesEvery && len(snap.Alpha) > 0 && len(f.sizes) == len(snap.Alpha) {
		f.sizesStale = true
	} else if picture || f.sizesStale {
		f.sizesAt, f.sizesStale = g.draws, false
		if len(snap.Alpha) == len(a.S.Doc().Points()) && len(snap.Alpha) > 0 {
			top := 0.0
			for _, al := range snap.Alpha {
				top = math.Max(top, al)
			}
			if top > 0 {
				// In steps of 1/40 of a marker, a fraction of a pixel: the
				// layer of points is drawn again only when a size changes
				// by a step, not at every pair that SMO updates.
				same := len(f.sizes) == len(snap.Alpha)
				if cap(f.sizes) < len(snap.Alpha) {
					f.sizes = make([]float32, len(snap.Alpha))
				}
				f.sizes = f.sizes[:len(snap.Alpha)]
				for i, al := range snap.Alpha {
					v := float32(math.Round(40*(0.8+0.6*math.Sqrt(math.Max(al, 0)/top))) / 40)
					same = same && f.sizes[i] == v
					f.sizes[i] = v
				}
				if !same {
					f.sizesKey++
					changed = true
				}
			}
		} else if f.sizes != nil {
			f.sizes = nil
			f.sizesKey++
			changed = true
		}
	}
	if picture || camChanged {
		g.buildMarks(cam, &snap)
		f.overlay = buildOverlay(a, &snap, cam, &g.nov)
		f.overlay.Lines(cam, &g.under, &g.over)
	}
	if compared {
		f.compare = f.compare[:0]
		for _, c := range a.S.Compared().List() {
			fl := engine.Field{}
			if s := c.Snapshot(); c.Err() == "" && len(s.Field.Rows) > 0 {
				fl = s.Field.Lowered()
			}
			f.compare = append(f.compare, fl)
		}
		f.compareVer = v.Compare
		changed = true
	}
	g.seen = v
	if !changed && f.ringsStale {
		f.ringsForce = true // the model holds still: ring its own mistakes
		g.buildMarks(cam, &snap)
		f.serial++
	}
	if !changed {
		g.refineKernel()
		return
	}
	f.cam = cam
	f.serial++
	f.fieldVer = f.serial
	f.hasField = g.tw.ok
	f.field = g.tw.shown
	f.gpu = f.hasField && render.FitsShader(&f.field)
	if f.gpu || !f.hasField {
		var fp *engine.Field
		if f.hasField {
			fp = &f.field
		}
		f.uniforms = render.FieldUniforms(fp, cam, f.look)
		f.stripVerts, f.stripIdx = f.stripVerts[:0], f.stripIdx[:0]
		if render.KeyOf(fp, f.look, false, false).Strips() {
			f.stripVerts, f.stripIdx = render.StripMesh(f.stripVerts, f.stripIdx, fp, cam, f.look)
		}
	} else {
		f.uniforms = render.FieldUniforms(nil, cam, f.look)
		g.cpu.paint(&f.field, cam, f.look, len(a.S.Doc().Classes()))
	}
}

// lookOf turns the view toggles into what the field shader draws.
func lookOf(v scene.View, s *engine.Snapshot) render.Look {
	lk := render.Look{Boundary: v.Boundary, Ambiguity: v.Ambiguity, Grid: v.Grid}
	switch v.Shading {
	case "hard":
		lk.Shading = render.ShadingHard
	case "off":
		lk.Shading = render.ShadingOff
	default:
		lk.Shading = render.ShadingSoft
	}
	f := &s.Field
	if f.Combine == engine.CombineSign {
		if v.Margins {
			if f.Band > 0 {
				b := float32(f.Band)
				lk.Levels = append(lk.Levels, [2]float32{b, 1}, [2]float32{-b, 1})
			} else {
				lk.Levels = append(lk.Levels, [2]float32{1, 1}, [2]float32{-1, 1})
			}
		}
		if v.Contours && f.Link != engine.LinkMargin {
			for _, p := range []float64{0.1, 0.3, 0.7, 0.9} {
				lk.Levels = append(lk.Levels, [2]float32{float32(math.Log(p / (1 - p))), 0})
			}
		}
	} else if v.Contours && f.Combine == engine.CombineArgmax && f.Link == engine.LinkSoftmax {
		// The largest posterior at 0.6, 0.75 and 0.9 (with two classes,
		// p₁ = 0.1, 0.25, 0.4, 0.6, 0.75, 0.9).
		for _, p := range []float64{0.6, 0.75, 0.9} {
			lk.Levels = append(lk.Levels, [2]float32{float32(math.Log(p / (1 - p))), 0})
		}
	}
	return lk
}
