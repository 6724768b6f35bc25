package main

import (
	"math"

	"hyperplane/engine"
)

// fisherView is the state of Fisher's view: the two classes that the
// projection separates, their grand mean, Fisher's direction, and the
// user's trial direction, if they rotated the handle.
type fisherView struct {
	ok       bool
	classes  [2]int  // scene classes of the positive and negative side
	mx, my   float64 // the grand mean of the two classes
	theta    float64 // Fisher's direction
	j        float64 // J of Fisher's direction
	t        float64 // Fisher's threshold on wᵀx
	trial    bool
	tTheta   float64 // the trial direction
	tJ       float64
	handleR  float64 // distance of the handle from the mean, in data units
	sub      engine.Dataset
	subIndex []int
}

// fisherOf builds the view from a snapshot that has a projection. The
// caller holds the app's lock.
func fisherOf(a *app, s *engine.Snapshot, cam camera) fisherView {
	var fv fisherView
	p := s.Projection
	if !a.s.Trained() || p == nil || len(s.Field.Labels) != 2 {
		return fv
	}
	fv.classes = [2]int{s.Field.Labels[0], s.Field.Labels[1]}
	fv.sub = engine.Dataset{Classes: 2}
	n := 0.0
	for i, pt := range a.s.Points() {
		for k, c := range fv.classes {
			if pt.Class == c {
				fv.sub.Points = append(fv.sub.Points, engine.Point{X: pt.X, Y: pt.Y, Class: k})
				fv.subIndex = append(fv.subIndex, i)
				fv.mx += pt.X
				fv.my += pt.Y
				n++
			}
		}
	}
	if n == 0 {
		return fv
	}
	fv.mx /= n
	fv.my /= n
	fv.ok = true
	fv.theta = math.Atan2(p.Direction.Y, p.Direction.X)
	fv.j = p.J
	fv.t = p.Threshold
	fv.handleR = 0.32 * math.Min(cam.w, cam.h) * cam.s
	if on, th := a.s.Trial(); on {
		fv.trial = true
		fv.tTheta = th
		fv.tJ = engine.FisherJDirection(fv.sub, th)
	}
	return fv
}

// direction returns the direction the view projects onto: the trial one
// when there is one.
func (fv *fisherView) direction() float64 {
	if fv.trial {
		return fv.tTheta
	}
	return fv.theta
}

// handle returns the data point of the rotation handle.
func (fv *fisherView) handle() (float64, float64) {
	th := fv.direction()
	return fv.mx + fv.handleR*math.Cos(th), fv.my + fv.handleR*math.Sin(th)
}

// fisherJSON is what the page's histogram inset shows.
type fisherJSON struct {
	Available bool         `json:"available"`
	Classes   [2]int       `json:"classes"`
	Theta     float64      `json:"theta"`
	J         num          `json:"j"`
	Threshold num          `json:"threshold"`
	Trial     bool         `json:"trial"`
	TrialTh   float64      `json:"trialTheta"`
	TrialJ    num          `json:"trialJ"`
	Proj      [2][]float64 `json:"proj"` // projections onto the shown direction
	Shown     float64      `json:"shown"`
}

// json returns the inset's data: the projections of the points onto the
// shown direction, and Fisher's threshold when that is Fisher's direction.
func (fv *fisherView) json() fisherJSON {
	out := fisherJSON{Available: fv.ok}
	if !fv.ok {
		return out
	}
	th := fv.direction()
	ux, uy := math.Cos(th), math.Sin(th)
	for _, p := range fv.sub.Points {
		out.Proj[p.Class] = append(out.Proj[p.Class], ux*p.X+uy*p.Y)
	}
	out.Classes, out.Theta, out.J, out.Threshold = fv.classes, fv.theta, num(fv.j), num(fv.t)
	out.Trial, out.TrialTh, out.TrialJ, out.Shown = fv.trial, fv.tTheta, num(fv.tJ), th
	return out
}

// fisherShapes draws Fisher's direction through the grand mean, the trial
// direction with its handle, and each point's projection onto the shown
// direction (for the first maxProjections points).
func fisherShapes(o *overlay, fv *fisherView, cam camera) {
	const maxProjections = 3000
	span := 2 * math.Max(cam.w, cam.h) * cam.s
	line := func(th float64, dashed bool, col [4]uint8, width float64) {
		ux, uy := math.Cos(th), math.Sin(th)
		o.under = append(o.under, shape{kind: shapeLine, x0: fv.mx - span*ux, y0: fv.my - span*uy,
			x1: fv.mx + span*ux, y1: fv.my + span*uy, width: width, dashed: dashed, col: rgba(col)})
	}
	line(fv.theta, false, [4]uint8{0x10, 0x70, 0x30, 0xff}, 2)
	if fv.trial {
		line(fv.tTheta, true, [4]uint8{0x6a, 0x2c, 0x91, 0xff}, 2)
	}
	th := fv.direction()
	ux, uy := math.Cos(th), math.Sin(th)
	for i, p := range fv.sub.Points {
		if i == maxProjections {
			break
		}
		d := (p.X-fv.mx)*ux + (p.Y-fv.my)*uy
		qx, qy := fv.mx+d*ux, fv.my+d*uy
		o.under = append(o.under, shape{kind: shapeLine, x0: p.X, y0: p.Y, x1: qx, y1: qy, width: 0.8, col: rgba([4]uint8{0x80, 0x80, 0x80, 0xb0})})
		c := classColors[fv.classes[p.Class]%6]
		// A short tick across the line marks the projected point.
		tick := 7 * cam.dpr * cam.s
		o.under = append(o.under, shape{kind: shapeLine, x0: qx - tick*uy, y0: qy + tick*ux, x1: qx + tick*uy, y1: qy - tick*ux, width: 3, col: c})
	}
	hx, hy := fv.handle()
	o.over = append(o.over, shape{kind: shapeDisc, x0: hx, y0: hy, rx: 7, col: rgba([4]uint8{0x6a, 0x2c, 0x91, 0xff})})
}
