package render

import (
	"image/color"
	"math"

	"hyperplane/engine"
	"hyperplane/engine/plane"
)

// This file draws how a step of gradient descent moves each hidden unit's
// line of a network (backpropagation shown): unit j's line
// bⱼ + wⱼ·x = 0 becomes bⱼ' + wⱼ'·x = 0. A step is small on the screen,
// so it is drawn magnified k times (k = 1, 2 or 5 times a power of ten,
// the smallest that makes the longest arrow at least stepArrowMin CSS
// pixels long): the dashed line is the row r + k(r' − r), and two arrows
// a fixed distance apart along the line, on either side of the point of
// the line nearest the anchor, go from the line to it along the line's
// normal. When both arrows are as long the step moves the line; when they
// differ it turns it too.

// Step arrows: their tails stepArrowApart CSS pixels either side of the
// anchor's foot on the line; the longest at least stepArrowMin CSS pixels.
const (
	stepArrowApart = 60
	stepArrowMin   = 30
)

// StepArrows returns the shapes that show the step from the hidden rows
// rows (bⱼ, wⱼ₁, wⱼ₂) to next, each in the colour col(j), about anchor (the
// chosen point; nil for the centre of the view), and the magnification k
// of the drawing. Rows that are not lines of the plane (not three numbers,
// w = 0) are left out; k is 0 when no line moves.
func StepArrows(rows, next [][]float64, anchor *engine.Vec2, cam Camera, col func(j int) color.RGBA) ([]Shape, float64) {
	box := plane.Box(cam.DataBox())
	type tails struct {
		row, d     []float64
		q          [2]engine.Vec2
		n          engine.Vec2 // the unit normal w/‖w‖
		ok         bool
		moves      bool
		pixelsPerN float64
	}
	ts := make([]tails, len(rows))
	longest := 0.0 // the longest arrow of the step itself, in CSS pixels
	for j, r := range rows {
		if len(r) != 3 || j >= len(next) || len(next[j]) != 3 {
			continue
		}
		w := math.Hypot(r[1], r[2])
		if !(w > 0) {
			continue
		}
		t := &ts[j]
		t.row = r
		t.d = []float64{next[j][0] - r[0], next[j][1] - r[1], next[j][2] - r[2]}
		t.n = engine.Vec2{X: r[1] / w, Y: r[2] / w}
		foot, ok := footOn(r, anchor, box)
		if !ok {
			continue
		}
		u := engine.Vec2{X: -t.n.Y, Y: t.n.X}
		s := stepArrowApart * cam.DPR / math.Max(cam.PixelsPerUnit(u.X, u.Y), 1e-300)
		t.q = [2]engine.Vec2{{X: foot.X - s*u.X, Y: foot.Y - s*u.Y}, {X: foot.X + s*u.X, Y: foot.Y + s*u.Y}}
		t.pixelsPerN = cam.PixelsPerUnit(t.n.X, t.n.Y) / cam.DPR
		t.ok = true
		// To first order the step moves the line at q by −(Δb + Δw·q)/‖w‖
		// along n.
		for _, q := range t.q {
			d := math.Abs(t.d[0]+t.d[1]*q.X+t.d[2]*q.Y) / w * t.pixelsPerN
			if d > 0 {
				t.moves = true
			}
			longest = math.Max(longest, d)
		}
	}
	if !(longest > 0) || math.IsInf(longest, 0) {
		return nil, 0
	}
	k := Magnification(longest, stepArrowMin)
	var out []Shape
	for j, t := range ts {
		if !t.ok || !t.moves {
			continue
		}
		g := []float64{t.row[0] + k*t.d[0], t.row[1] + k*t.d[1], t.row[2] + k*t.d[2]}
		c := col(j)
		if seg, ok := rowLine(g).Level(0, box); ok {
			out = append(out, segShape(seg, c, 1.5, true))
		}
		// Each arrow goes from q along n to the moved line:
		// g₀ + g·(q + δn) = 0.
		gn := g[1]*t.n.X + g[2]*t.n.Y
		if math.Abs(gn) < 1e-9*math.Hypot(g[1], g[2]) {
			continue // the moved line is square to the old one: no arrow along n meets it
		}
		for _, q := range t.q {
			delta := -(g[0] + g[1]*q.X + g[2]*q.Y) / gn
			if math.Abs(delta)*t.pixelsPerN < 1 {
				continue // less than a pixel
			}
			out = append(out, Shape{Kind: ShapeArrow, X0: q.X, Y0: q.Y, X1: q.X + delta*t.n.X, Y1: q.Y + delta*t.n.Y, Width: 2, Col: c})
		}
	}
	return out, k
}

// Magnification returns the smallest of 1, 2, 5, 10, 20, 50, … that makes
// length at least least, or 1 when length is already that long.
func Magnification(length, least float64) float64 {
	if !(length > 0) || length >= least {
		return 1
	}
	p := math.Pow(10, math.Floor(math.Log10(least/length)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p*length >= least {
			return m * p
		}
	}
	return 10 * p
}

// footOn returns the point of the line r₀ + r₁x + r₂y = 0 nearest anchor
// (the centre of box when anchor is nil), or, when that point is outside
// box, the middle of the line's part in box; ok is false when the line
// misses box.
func footOn(r []float64, anchor *engine.Vec2, box plane.Box) (engine.Vec2, bool) {
	c := engine.Vec2{X: (box.MinX + box.MaxX) / 2, Y: (box.MinY + box.MaxY) / 2}
	if anchor != nil {
		c = *anchor
	}
	w2 := r[1]*r[1] + r[2]*r[2]
	e := (r[0] + r[1]*c.X + r[2]*c.Y) / w2
	foot := engine.Vec2{X: c.X - e*r[1], Y: c.Y - e*r[2]}
	if foot.X >= box.MinX && foot.X <= box.MaxX && foot.Y >= box.MinY && foot.Y <= box.MaxY {
		return foot, true
	}
	seg, ok := rowLine(r).Level(0, box)
	if !ok {
		return engine.Vec2{}, false
	}
	return engine.Vec2{X: (seg.A.X + seg.B.X) / 2, Y: (seg.A.Y + seg.B.Y) / 2}, true
}

// NetStepView is what the plot draws of a network's backpropagation: the
// chosen point, ringed (nil for none), and the hidden rows now and after
// the step whose arrows are drawn (nil for none).
type NetStepView struct {
	Chosen     *engine.Vec2
	Rows, Next [][]float64
}

// chosenRing is the radius of the chosen point's ring, in CSS pixels, and
// chosenInk its colour.
const chosenRing = 11

var chosenInk = color.RGBA{0x0b, 0x5c, 0xad, 0xff}

// netStepShapes adds the step's arrows and the chosen point's ring to o.
func netStepShapes(o *Overlay, v *NetStepView, cam Camera) {
	if v.Rows != nil {
		arrows, _ := StepArrows(v.Rows, v.Next, v.Chosen, cam, UnitColor)
		o.Over = append(o.Over, arrows...)
	}
	if c := v.Chosen; c != nil {
		r := chosenRing * cam.DPR / math.Max(cam.PixelsPerUnit(1, 0), 1e-300)
		o.Over = append(o.Over, Circle(c.X, c.Y, r, white, 5, false), Circle(c.X, c.Y, r, chosenInk, 3, false))
	}
}
