package render

import (
	"image/color"
	"math"

	"hyperplane/engine"
	"hyperplane/engine/plane"
)

// A network's hidden units drawn on the plane as what they are: unit j is
// the line aⱼ = wⱼᵀx + bⱼ = 0 (where tanh and ReLU's hinge are 0, the
// logistic ½, the step jumps), in its own colour, as wide as its outgoing
// weights are large beside the other units', with an arrow from its middle
// to the side where aⱼ > 0 and a handle, a disc along the line, that turns
// it. Only a network on the plane's own coordinates has lines: with a basis
// a unit is a curve of φ-space, and the field shows its effect.

// UnitColors are the hidden units' colours: dark tones that none of the
// class colours (ClassColors) is, each at 4.5:1 or more against white and
// 3:1 or more against the darkest shading (the blue at its strongest), so
// that a unit's line reads over every region (WCAG 1.4.11).
var UnitColors = [engine.MaxHidden]color.RGBA{
	{0x7a, 0x00, 0x3c, 0xff}, // wine
	{0x00, 0x5a, 0x50, 0xff}, // dark teal
	{0x5c, 0x3a, 0x00, 0xff}, // brown
	{0x3b, 0x1f, 0x7a, 0xff}, // indigo
	{0x4a, 0x55, 0x00, 0xff}, // olive
	{0x8a, 0x1c, 0x00, 0xff}, // rust
	{0x1f, 0x3a, 0x5f, 0xff}, // slate
	{0x3d, 0x3d, 0x3d, 0xff}, // charcoal
}

// UnitColor returns the colour of hidden unit j.
func UnitColor(j int) color.RGBA { return UnitColors[j%len(UnitColors)] }

// Sizes of a unit's marks on the screen, in CSS pixels: the arrow's
// length, the handle's radius and its distance from the middle of the
// line (at most UnitHandleShare of the visible half line), and the line's
// width, UnitWidthMin for a unit whose outgoing weights are the smallest
// possible (none) up to UnitWidthMin + UnitWidthSpan for the largest.
const (
	UnitArrow       = 28
	UnitHandleR     = 6
	UnitHandleAt    = 70
	UnitHandleShare = 0.8
	UnitWidthMin    = 1.2
	UnitWidthSpan   = 3.3
)

// UnitLine is hidden unit j's line as the plot draws it and the pointer
// and the keyboard grab it, in data coordinates.
type UnitLine struct {
	Unit   int
	A, B   engine.Vec2 // the line's part in the visible box
	Mid    engine.Vec2 // its middle: the arrow's foot and the pivot a turn keeps
	Handle engine.Vec2 // the disc that turns it
	// Normal is wⱼ/‖wⱼ‖, towards aⱼ > 0; Theta the line's angle, the
	// direction (cos θ, sin θ) = (−Normal.Y, Normal.X).
	Normal engine.Vec2
	Theta  float64
	// Out is ‖vⱼ‖, the size of the unit's outgoing weights (over every
	// output unit); Width its line's width in CSS pixels.
	Out, Width float64
	Col        color.RGBA
}

// UnitLines returns the lines of the hidden units of f that cross the
// view of cam, in the order of the units; none when f has no network on
// the plane's coordinates.
func UnitLines(f *engine.Field, cam Camera) []UnitLine {
	n := f.Network
	if n == nil || !f.Basis.IsLinear() || len(n.Hidden) == 0 {
		return nil
	}
	out := make([]float64, len(n.Hidden))
	top := 0.0
	for j := range n.Hidden {
		s := 0.0
		for _, v := range n.Output {
			s += v[j+1] * v[j+1]
		}
		out[j] = math.Sqrt(s)
		top = math.Max(top, out[j])
	}
	box := plane.Box(cam.DataBox())
	var ls []UnitLine
	for j, w := range n.Hidden {
		seg, ok := rowLine(w).Level(0, box)
		norm := math.Hypot(w[1], w[2])
		if !ok || !(norm > 0) {
			continue
		}
		l := UnitLine{Unit: j, A: seg.A, B: seg.B, Normal: engine.Vec2{X: w[1] / norm, Y: w[2] / norm}, Out: out[j], Col: UnitColor(j)}
		l.Theta = math.Atan2(l.Normal.X, -l.Normal.Y)
		l.Mid = engine.Vec2{X: (seg.A.X + seg.B.X) / 2, Y: (seg.A.Y + seg.B.Y) / 2}
		l.Width = UnitWidthMin
		if top > 0 {
			l.Width += UnitWidthSpan * out[j] / top
		}
		// The handle: UnitHandleAt CSS pixels along the line from the
		// middle, or less on a short line.
		ax, ay := cam.ToScreen(seg.A.X, seg.A.Y)
		bx, by := cam.ToScreen(seg.B.X, seg.B.Y)
		half := math.Hypot(bx-ax, by-ay) / 2
		along := math.Min(UnitHandleAt*cam.DPR, UnitHandleShare*half) / math.Max(half, 1e-12)
		l.Handle = engine.Vec2{X: l.Mid.X + along*(seg.B.X-l.Mid.X), Y: l.Mid.Y + along*(seg.B.Y-l.Mid.Y)}
		ls = append(ls, l)
	}
	return ls
}

// UnitShapes returns what the plot draws of the lines ls: each line, its
// arrow to the positive side, and its handle; the line dragged (the unit
// dragged, or −1) is drawn wider.
func UnitShapes(ls []UnitLine, cam Camera, dragged int) (under, over []Shape) {
	for _, l := range ls {
		w := l.Width
		if l.Unit == dragged {
			w += 1.5
		}
		under = append(under, Shape{Kind: ShapeLine, X0: l.A.X, Y0: l.A.Y, X1: l.B.X, Y1: l.B.Y, Width: w, Col: l.Col})
		d := UnitArrow * cam.DPR / math.Max(cam.PixelsPerUnit(l.Normal.X, l.Normal.Y), 1e-12)
		over = append(over,
			Shape{Kind: ShapeArrow, X0: l.Mid.X, Y0: l.Mid.Y, X1: l.Mid.X + d*l.Normal.X, Y1: l.Mid.Y + d*l.Normal.Y, Width: 2, Col: l.Col},
			Shape{Kind: ShapeDisc, X0: l.Handle.X, Y0: l.Handle.Y, R: UnitHandleR, Col: l.Col})
	}
	return under, over
}

// UnitAt returns the unit whose handle (turn: true) or line (turn: false)
// is nearest the device pixel (x, y) within radius device pixels, handles
// first, or −1.
func UnitAt(ls []UnitLine, cam Camera, x, y, radius float64) (unit int, turn bool) {
	best, bestD := -1, radius
	for _, l := range ls {
		hx, hy := cam.ToScreen(l.Handle.X, l.Handle.Y)
		if d := math.Hypot(hx-x, hy-y); d <= bestD {
			best, bestD = l.Unit, d
		}
	}
	if best >= 0 {
		return best, true
	}
	bestD = radius
	for _, l := range ls {
		ax, ay := cam.ToScreen(l.A.X, l.A.Y)
		bx, by := cam.ToScreen(l.B.X, l.B.Y)
		if d := segmentDistance(x, y, ax, ay, bx, by); d <= bestD {
			best, bestD = l.Unit, d
		}
	}
	return best, false
}

// segmentDistance returns the distance from (x, y) to the segment from
// (ax, ay) to (bx, by).
func segmentDistance(x, y, ax, ay, bx, by float64) float64 {
	dx, dy := bx-ax, by-ay
	t := 0.0
	if l2 := dx*dx + dy*dy; l2 > 0 {
		t = math.Max(0, math.Min(1, ((x-ax)*dx+(y-ay)*dy)/l2))
	}
	return math.Hypot(x-ax-t*dx, y-ay-t*dy)
}
