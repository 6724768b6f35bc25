package pictures

import (
	"math"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/plane"
)

// This file computes the hidden space of a network with one hidden layer
// (engine.Network): each point x of the plane goes to its image
// h = g(Wz) in the space of the H hidden units, z = (1, φ(x)), and the
// output layer, which is logistic or softmax regression on h, divides that
// space by straight lines (by hyperplanes when H > 2). A page draws two or
// three of the units as axes, and a stage t of a slider carries the plane
// there continuously:
//
//	t ∈ [0, ½]:  p = (1 − 2t) x + 2t a,        a = Wz = (a₁, …, a_H)
//	t ∈ [½, 1]:  p = (2 − 2t) a + (2t − 1) h,  h = g(a)
//
// so that t = 0 is the plane itself (each axis takes x, y, then 0), t = ½
// the pre-activations and t = 1 the hidden space. With one unit the second
// axis is the point's y, carried unchanged, so that the single unit has a
// plane to be drawn in.

// MaxHiddenPoints is the most points the hidden space draws.
const MaxHiddenPoints = 5000

// maxGridLines bounds the lines of the plane's grid carried to the hidden
// space in each direction, and gridSamples is the number of pieces each
// line is cut into: the map bends it.
const (
	maxGridLines = 16
	gridSamples  = 48
)

// HiddenSpace is a network's hidden space as a page draws it: the points
// and the plane's grid at stage T, in the coordinates of the units Axes,
// within Box; and at T = 1, when every unit is drawn, the output layer's
// regions and boundary, which are straight there.
type HiddenSpace struct {
	Units      int    `json:"units"` // H
	Activation string `json:"activation"`
	// Axes are the units drawn (indices from 0): one (with y carried as
	// the second axis), two or three.
	Axes []int   `json:"axes"`
	T    float64 `json:"t"`
	// Dims is 2 or 3: the coordinates of each position.
	Dims int `json:"dims"`
	// Box is the lower and upper end of each coordinate: [lo₀, hi₀,
	// lo₁, hi₁(, lo₂, hi₂)].
	Box []float64 `json:"box"`
	// Points holds each point's position at T; Classes its class.
	Points  [][]float64 `json:"points"`
	Classes []int       `json:"classes"`
	// Grid holds the lines of the plane's grid (Step apart, the plot's
	// own) at T, each as a polyline; Lines says how many of them are the
	// lines x = const (they come first), Ticks the x or y of each.
	Grid  [][][]float64 `json:"grid"`
	Lines int           `json:"lines"`
	Ticks []float64     `json:"ticks"`
	Step  float64       `json:"step"`
	// Exact: every unit of the network is an axis (or the network has
	// one unit), so the output layer's boundary is drawn as it is.
	Exact bool `json:"exact"`
	// Outputs are the output layer over the drawn coordinates, one row
	// (c, v₁, v₂(, v₃)) per class of the field (its Labels), each the
	// class's score o_r(h) + its decision offset; for two classes the
	// second row is the constant offset of class 2. Set when Exact.
	Outputs [][]float64 `json:"outputs,omitempty"`
	// Labels are the field's classes, in the order of Outputs.
	Labels []int `json:"labels,omitempty"`
	// Regions are, at T = 1 in two dimensions when Exact, the parts of
	// Box where each class has the highest score: convex polygons, each
	// vertex tagged by the side that leaves it (−1 for Box's edges, the
	// other class's index in Labels for the output's boundary).
	Regions []Region `json:"regions,omitempty"`
	// Line is, with two classes in two dimensions when Exact, the
	// output's boundary c + v₁h₁ + v₂h₂ = 0: Outputs[0] − Outputs[1].
	// Plane is the same in three dimensions, c + v·h = 0.
	Line  []float64 `json:"line,omitempty"`
	Plane []float64 `json:"plane,omitempty"`
}

// Region is the part of the hidden space's box where class Class (the
// index in Labels) scores highest.
type Region struct {
	Class   int          `json:"class"`
	Polygon [][2]float64 `json:"polygon"`
	Edges   []int        `json:"edges"`
}

// NetworkSpace returns the hidden space of the network of f for the points
// pts at stage t ∈ [0, 1], with the units axes drawn (nil for the first
// two, or all of them when there are at most three), and the plane's grid:
// the lines a step apart in box, the part of the plane the plot shows. It
// returns a msg error when f has no network, when the axes are not one
// unit of a network of one, or two or three distinct units, when t is not
// in [0, 1], or when there are more than MaxHiddenPoints points.
func NetworkSpace(f *engine.Field, pts []engine.Point, box plane.Box, step float64, axes []int, t float64) (HiddenSpace, error) {
	n := f.Network
	if n == nil {
		return HiddenSpace{}, msg.Err("network-space-none")
	}
	units := n.Units(f.Basis)
	if axes == nil {
		axes = defaultAxes(units)
	}
	if err := checkAxes(axes, units); err != nil {
		return HiddenSpace{}, err
	}
	if !(t >= 0 && t <= 1) {
		return HiddenSpace{}, msg.Err("network-space-stage-refused")
	}
	if len(pts) > MaxHiddenPoints {
		return HiddenSpace{}, msg.Err("network-space-many", "max", MaxHiddenPoints)
	}
	hs := HiddenSpace{Units: units, Activation: string(n.Activation), Axes: append([]int(nil), axes...), T: t, Dims: max(2, len(axes)),
		Points: make([][]float64, len(pts)), Classes: make([]int, len(pts)), Step: step}
	m := newMapper(f, axes, t)
	for i, p := range pts {
		hs.Points[i] = m.at(p.X, p.Y)
		hs.Classes[i] = p.Class
	}
	hs.Grid, hs.Ticks, hs.Lines = m.grid(box, step)
	hs.Exact = len(axes) == units || units == 1
	if hs.Exact {
		hs.outputLayer(f)
	}
	hs.Box = hs.fit(n.Activation)
	if hs.Exact && t == 1 {
		hs.regions()
	}
	return hs, nil
}

// defaultAxes returns the units drawn when none are chosen: all of them
// up to three, else the first two.
func defaultAxes(units int) []int {
	switch {
	case units <= 3:
		a := make([]int, units)
		for j := range a {
			a[j] = j
		}
		return a
	default:
		return []int{0, 1}
	}
}

// checkAxes returns a msg error unless axes are one unit of a network of
// one, or two or three distinct units of the network's.
func checkAxes(axes []int, units int) error {
	if len(axes) < 1 || len(axes) > 3 || (len(axes) == 1 && units != 1) {
		return msg.Err("network-space-axes", "units", units)
	}
	for i, j := range axes {
		if j < 0 || j >= units {
			return msg.Err("network-space-axes", "units", units)
		}
		for _, k := range axes[:i] {
			if k == j {
				return msg.Err("network-space-axes", "units", units)
			}
		}
	}
	return nil
}

// Stage returns the position at stage t of a coordinate whose input value
// is x, whose pre-activation is a and whose activation is h: x at 0, a at
// ½, h at 1, and straight between.
func Stage(t, x, a, h float64) float64 {
	if t <= 0.5 {
		s := 2 * t
		return (1-s)*x + s*a
	}
	s := 2*t - 1
	return (1-s)*a + s*h
}

// mapper carries points of the plane to the hidden space at one stage.
type mapper struct {
	pass *engine.NetworkHidden
	axes []int
	t    float64
	// store is memory for positions, taken a position at a time.
	store []float64
}

// newMapper returns the mapper of f's network, which f must have.
func newMapper(f *engine.Field, axes []int, t float64) *mapper {
	pass, _ := engine.NewNetworkHidden(f)
	return &mapper{pass: pass, axes: axes, t: t}
}

// at returns the position of (x, y) at the mapper's stage, in the next
// place of the mapper's store.
func (m *mapper) at(x, y float64) []float64 {
	dims := max(2, len(m.axes))
	if len(m.store) < dims {
		m.store = make([]float64, 256*dims)
	}
	out := m.store[:dims:dims]
	m.store = m.store[dims:]
	a, h := m.pass.At(x, y)
	in := [3]float64{x, y, 0}
	for d, j := range m.axes {
		out[d] = Stage(m.t, in[d], a[j], h[j])
	}
	if len(m.axes) == 1 {
		out[1] = y // the single unit's picture keeps y as its second axis
	}
	return out
}

// grid returns the lines x = const and then y = const of the plane's grid
// a step apart in box (every k-th of them when there would be more than
// maxGridLines), each cut into gridSamples pieces and carried to the
// hidden space, with the x or y of each line and the number of lines
// x = const.
func (m *mapper) grid(box plane.Box, step float64) ([][][]float64, []float64, int) {
	if box.Empty() || !(step > 0) || math.IsInf(step, 0) {
		return nil, nil, 0
	}
	ticks := func(lo, hi float64) []float64 {
		k0, k1 := math.Ceil(lo/step), math.Floor(hi/step)
		if !(k1-k0 < 1e6) {
			return nil
		}
		every := math.Max(1, math.Ceil((k1-k0+1)/maxGridLines))
		var out []float64
		for k := math.Ceil(k0/every) * every; k <= k1; k += every {
			out = append(out, k*step)
		}
		return out
	}
	var lines [][][]float64
	var at []float64
	line := func(x0, y0, x1, y1 float64) {
		pl := make([][]float64, gridSamples+1)
		for i := range pl {
			s := float64(i) / gridSamples
			pl[i] = m.at(x0+s*(x1-x0), y0+s*(y1-y0))
		}
		lines = append(lines, pl)
	}
	for _, x := range ticks(box.MinX, box.MaxX) {
		line(x, box.MinY, x, box.MaxY)
		at = append(at, x)
	}
	nx := len(lines)
	for _, y := range ticks(box.MinY, box.MaxY) {
		line(box.MinX, y, box.MaxX, y)
		at = append(at, y)
	}
	return lines, at, nx
}

// fit returns the box of every position (points and grid), with the range
// of the activation on each drawn unit at T = 1 (tanh's [−1, 1], the
// logistic's and the step's [0, 1], ReLU's [0, …]), grown by a twentieth
// on each side; a side of no extent is given one.
func (hs *HiddenSpace) fit(act engine.Activation) []float64 {
	box := make([]float64, 2*hs.Dims)
	for d := range hs.Dims {
		box[2*d], box[2*d+1] = math.Inf(1), math.Inf(-1)
	}
	take := func(p []float64) {
		for d, v := range p {
			if !math.IsNaN(v) && !math.IsInf(v, 0) {
				box[2*d] = math.Min(box[2*d], v)
				box[2*d+1] = math.Max(box[2*d+1], v)
			}
		}
	}
	for _, p := range hs.Points {
		take(p)
	}
	for _, l := range hs.Grid {
		for _, p := range l {
			take(p)
		}
	}
	if hs.T == 1 {
		lo, hi := math.NaN(), math.NaN()
		switch act {
		case engine.ActivationTanh:
			lo, hi = -1, 1
		case engine.ActivationLogistic, engine.ActivationStep:
			lo, hi = 0, 1
		case engine.ActivationReLU:
			lo = 0
		}
		for d := range hs.Axes {
			if len(hs.Axes) == 1 && d == 1 {
				break
			}
			for _, v := range []float64{lo, hi} {
				if !math.IsNaN(v) {
					box[2*d] = math.Min(box[2*d], v)
					box[2*d+1] = math.Max(box[2*d+1], v)
				}
			}
		}
	}
	for d := range hs.Dims {
		lo, hi := box[2*d], box[2*d+1]
		if !(lo <= hi) {
			lo, hi = -1, 1
		}
		if hi-lo < 1e-9*(1+math.Abs(lo)+math.Abs(hi)) {
			lo, hi = lo-0.5, hi+0.5
		}
		m := (hi - lo) / 20
		box[2*d], box[2*d+1] = lo-m, hi+m
	}
	return box
}
