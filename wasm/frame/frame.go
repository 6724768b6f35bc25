// Package frame works out, in plain Go, what a frame of the browser
// program draws: Prepare brings a Frame up to date with the session's
// state (given as plain values, an Input, which InputOf reads from the
// session under the app's lock) and says what must be drawn again, by the
// session's Versions and the camera; the field glides to a new model
// (Tween); the markers of the points, their sizes in the dual form, the
// rings of mistakes and support vectors, the overlay and the tool layer
// are built as vertices of render's types; the points layer, the kernel
// field's progressive refinement and the kept screen say which parts of
// their images to paint again; a field too large for the GPU is painted
// on a CPU grid into bytes. The browser program (package main, the
// *_js.go files) hands all of it to Ebiten. It calls no method of the
// session, and is tested natively.
package frame

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine"
	"hyperplane/engine/scene"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// sizesEvery is how often, in frames, the sizes of the points follow a
// dual model that changes every frame.
const sizesEvery = 10

// Input is what a frame is prepared from: the session's state as plain
// values. The slices are the session's own, read only.
type Input struct {
	Cam      render.Camera
	DT       float64 // seconds since the last Update (0 for the first)
	Draws    uint64  // the browser's frames so far
	Versions session.Versions
	// Snap is the snapshot shown, its field decided (the decision stage
	// moves the boundary).
	Snap      engine.Snapshot
	Trained   bool
	View      scene.View
	Points    []engine.Point
	Test      []bool // which points are held out, or nil
	Dragging  int    // the point being dragged, or -1
	Classes   int
	Compared  int          // how many algorithms are compared
	Highlight func() []int // the points a confusion cell rings
	// CompareFields returns the compared algorithms' fields, lowered (an
	// empty field for one that failed); Prepare calls it when they change.
	CompareFields func() []engine.Field
	// Fisher returns Fisher's view of s, when the view shows it.
	Fisher func(s *engine.Snapshot, cam render.Camera) render.FisherView
	// NetStep returns what the plot draws of a network's backpropagation
	// (the chosen point, the step's arrows), or nil.
	NetStep func(cam render.Camera) *render.NetStepView
	// DraggedUnit is the network's unit whose line is being dragged, or
	// −1.
	DraggedUnit int
}

// Frame is everything Draw needs, prepared by Update.
type Frame struct {
	Serial   uint64 // counts the prepared frames that differ from the last
	FieldVer uint64 // the Serial at which the field or the view last changed
	Cam      render.Camera
	Field    engine.Field // the tweened field on screen
	HasField bool
	GPU      bool // the field program draws Field (else the CPU grid)
	Look     render.Look
	Uniforms map[string]any
	// The strip mesh that carries the shading of a linear two-class field
	// (render.StripMesh), when its program takes the shading from it.
	StripVerts []ebiten.Vertex
	StripIdx   []uint32

	Points    []engine.Point // the scene's points (shared, read only)
	Test      []bool         // which points are held out (shared, read only), or nil
	Reshaped  uint64
	Dragging  int
	Sizes     []float32 // marker scale per point (dual coefficients), or nil
	SizesKey  uint64    // counts the changes of Sizes
	MarkVerts []ebiten.Vertex
	MarkIdx   []uint32
	// Under and Over are the overlay's segments, below and above the
	// points.
	Under, Over render.Lines
	// RingsHidden is set when the misclassified points are too many to
	// ring legibly (see render.RingsLegible).
	RingsHidden bool
	// Units are a network's hidden units' lines on screen, which the
	// pointer and the keyboard grab (render.UnitLines); nil for another
	// model.
	Units []render.UnitLine

	Compare      []engine.Field // boundaries of compared algorithms
	CompareVer   uint64
	CompareLayer CompareLayer // their picture

	Atlas  *render.Atlas // the markers' atlas for the camera's device pixel ratio
	Tween  Tween
	CPU    CPUField    // the field on a CPU grid, when the GPU cannot draw it
	Tools  Tools       // the stroke under way, the selection and the keyboard's marks
	Layer  PointsLayer // the grid, the axes and the points, drawn once
	Kernel KernelPass  // the kernel field's progressive painting
	Kept   KeptScreen  // the screen kept from frame to frame under a kernel field

	seen     session.Versions // the session's versions behind the prepared frame
	mistakes []int
	// ringsAt: Draws at the last search for mistakes; ringsStale: the
	// rings are of an earlier model; ringsForce: search now.
	ringsAt                uint64
	ringsStale, ringsForce bool
	// sizesAt: Draws when the sizes were last worked out; sizesStale:
	// they are of an earlier model.
	sizesAt    uint64
	sizesStale bool
	nov        novikoffCache
	// netStep is what Input.NetStep last returned, kept while a network's
	// field glides.
	netStep *render.NetStepView
}

// Prepare brings the frame up to date with in and reports whether it
// changed (Serial counts the changes): the camera, the model or the view
// (the picture), the points, the compared algorithms, the glide of the
// field, the sizes of the points, and a kernel field whose picture is not
// yet exact.
func (f *Frame) Prepare(in *Input) bool {
	serial := f.Serial
	cam := in.Cam
	camChanged := cam != f.Cam
	if f.Atlas == nil || f.Atlas.DPR != cam.DPR {
		f.Atlas = render.NewAtlas(cam.DPR)
	}
	v := in.Versions
	// What changed since the prepared frame: the picture (the model, the
	// view), the points, the compared algorithms.
	picture := v.Picture != f.seen.Picture
	points := v.Points != f.seen.Points
	compared := v.Compare != f.seen.Compare || (in.Compared == 0) != (len(f.Compare) == 0)
	changed := camChanged || picture
	snap := &in.Snap
	if picture {
		if in.Trained {
			f.Tween.Set(snap.Field.Lowered())
		} else {
			f.Tween.Clear()
		}
		f.Look = LookOf(in.View, snap)
	}
	glided := f.Tween.Advance(in.DT)
	if glided {
		changed = true
	}
	if camChanged || points {
		f.Points, f.Reshaped, f.Dragging, f.Test = in.Points, v.Reshaped, in.Dragging, in.Test
		changed = true
	}
	if f.sizes(in, picture) {
		changed = true
	}
	if picture || camChanged {
		f.buildMarks(in)
		o := f.overlay(in, true)
		o.Lines(cam, &f.Under, &f.Over)
	} else if glided && f.Tween.Shown.Network != nil {
		// A network's hidden lines glide with its field.
		o := f.overlay(in, false)
		o.Lines(cam, &f.Under, &f.Over)
	}
	if compared {
		f.Compare = f.Compare[:0]
		if in.CompareFields != nil {
			f.Compare = append(f.Compare, in.CompareFields()...)
		}
		f.CompareVer = v.Compare
		changed = true
	}
	f.seen = v
	if !changed && f.ringsStale {
		f.ringsForce = true // the model holds still: ring its own mistakes
		f.buildMarks(in)
		f.Serial++
	}
	if !changed {
		// Frames keep coming while the kept kernel field is not the
		// exact field of the model.
		if f.Kernel.Busy && f.GPU && f.Field.Expansion != nil {
			f.Serial++
		}
		return f.Serial != serial
	}
	f.Cam = cam
	f.Serial++
	f.FieldVer = f.Serial
	f.HasField = f.Tween.OK
	f.Field = f.Tween.Shown
	f.GPU = f.HasField && render.FitsShader(&f.Field)
	if f.GPU || !f.HasField {
		var fp *engine.Field
		if f.HasField {
			fp = &f.Field
		}
		f.Uniforms = render.FieldUniforms(fp, cam, f.Look)
		f.StripVerts, f.StripIdx = f.StripVerts[:0], f.StripIdx[:0]
		if render.KeyOf(fp, f.Look, false, false).Strips() {
			f.StripVerts, f.StripIdx = render.StripMesh(f.StripVerts, f.StripIdx, fp, cam, f.Look)
		}
	} else {
		f.Uniforms = render.FieldUniforms(nil, cam, f.Look)
		f.CPU.Paint(&f.Field, cam, f.Look, in.Classes)
	}
	return true
}

// Touch makes the next frame paint, though nothing changed.
func (f *Frame) Touch() { f.Serial++ }

// Animating reports whether the drawn field is still gliding to the
// model's.
func (f *Frame) Animating() bool { return f.Tween.Moving }

// sizes works out the markers' sizes and reports whether they changed. In
// the dual form each point's size follows its coefficient α: 0.8 to 1.4
// times the marker as √(α/max α) goes from 0 to 1, in steps of 1/40 of a
// marker, a fraction of a pixel, so that the layer of points is drawn
// again only when a size changes by a step, not at every pair that SMO
// updates. While the model changes every frame that is at most every
// sizesEvery frames, and once more when it holds still (sizesStale).
func (f *Frame) sizes(in *Input, picture bool) bool {
	alpha := in.Snap.Alpha
	if picture && in.Draws-f.sizesAt < sizesEvery && len(alpha) > 0 && len(f.Sizes) == len(alpha) {
		f.sizesStale = true
		return false
	}
	if !picture && !f.sizesStale {
		return false
	}
	f.sizesAt, f.sizesStale = in.Draws, false
	if len(alpha) == 0 || len(alpha) != len(in.Points) {
		if f.Sizes == nil {
			return false
		}
		f.Sizes = nil
		f.SizesKey++
		return true
	}
	top := 0.0
	for _, al := range alpha {
		top = math.Max(top, al)
	}
	if top <= 0 {
		return false
	}
	same := len(f.Sizes) == len(alpha)
	if cap(f.Sizes) < len(alpha) {
		f.Sizes = make([]float32, len(alpha))
	}
	f.Sizes = f.Sizes[:len(alpha)]
	for i, al := range alpha {
		v := float32(math.Round(40*(0.8+0.6*math.Sqrt(math.Max(al, 0)/top))) / 40)
		same = same && f.Sizes[i] == v
		f.Sizes[i] = v
	}
	if same {
		return false
	}
	f.SizesKey++
	return true
}
