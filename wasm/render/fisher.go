package render

import (
	"math"

	"hyperplane/engine"
)

// FisherView is the state of Fisher's view: the two classes that the
// projection separates, their grand mean, Fisher's direction, and the
// user's trial direction, if they rotated the handle.
type FisherView struct {
	OK       bool
	Classes  [2]int  // scene classes of the positive and negative side
	MX, MY   float64 // the grand mean of the two classes
	Theta    float64 // Fisher's direction
	J        float64 // J of Fisher's direction
	T        float64 // Fisher's threshold on wᵀx
	Trial    bool
	TTheta   float64 // the trial direction
	TJ       float64 // J of the trial direction
	HandleR  float64 // distance of the handle from the mean, in data units
	Sub      engine.Dataset
	SubIndex []int // the index in the scene's points of each of Sub's
}

// NewFisherView builds the view from a snapshot s of a trained model that
// has a projection, the scene's points, the trial direction (on, at angle
// theta) and the camera. Without a projection or two classes it is not OK.
func NewFisherView(s *engine.Snapshot, pts []engine.Point, trial bool, theta float64, cam Camera) FisherView {
	var fv FisherView
	p := s.Projection
	if p == nil || len(s.Field.Labels) != 2 {
		return fv
	}
	fv.Classes = [2]int{s.Field.Labels[0], s.Field.Labels[1]}
	fv.Sub = engine.Dataset{Classes: 2}
	n := 0.0
	for i, pt := range pts {
		for k, c := range fv.Classes {
			if pt.Class == c {
				fv.Sub.Points = append(fv.Sub.Points, engine.Point{X: pt.X, Y: pt.Y, Class: k})
				fv.SubIndex = append(fv.SubIndex, i)
				fv.MX += pt.X
				fv.MY += pt.Y
				n++
			}
		}
	}
	if n == 0 {
		return fv
	}
	fv.MX /= n
	fv.MY /= n
	fv.OK = true
	fv.Theta = math.Atan2(p.Direction.Y, p.Direction.X)
	fv.J = p.J
	fv.T = p.Threshold
	fv.HandleR = 0.32 * math.Min(cam.W, cam.H) * cam.S
	if trial {
		fv.Trial = true
		fv.TTheta = theta
		fv.TJ = engine.FisherJDirection(fv.Sub, theta)
	}
	return fv
}

// Direction returns the direction the view projects onto: the trial one
// when there is one.
func (fv *FisherView) Direction() float64 {
	if fv.Trial {
		return fv.TTheta
	}
	return fv.Theta
}

// Handle returns the data point of the rotation handle.
func (fv *FisherView) Handle() (float64, float64) {
	th := fv.Direction()
	return fv.MX + fv.HandleR*math.Cos(th), fv.MY + fv.HandleR*math.Sin(th)
}

// Projections returns, for each of the two classes, the projections wᵀx of
// its points onto the shown direction.
func (fv *FisherView) Projections() [2][]float64 {
	var out [2][]float64
	th := fv.Direction()
	ux, uy := math.Cos(th), math.Sin(th)
	for _, p := range fv.Sub.Points {
		out[p.Class] = append(out[p.Class], ux*p.X+uy*p.Y)
	}
	return out
}

// fisherShapes draws Fisher's direction through the grand mean, the trial
// direction with its handle, and each point's projection onto the shown
// direction (for the first maxProjections points).
func fisherShapes(o *Overlay, fv *FisherView, cam Camera) {
	const maxProjections = 3000
	span := 2 * math.Max(cam.W, cam.H) * cam.S
	line := func(th float64, dashed bool, col [4]uint8, width float64) {
		ux, uy := math.Cos(th), math.Sin(th)
		o.Under = append(o.Under, Shape{Kind: ShapeLine, X0: fv.MX - span*ux, Y0: fv.MY - span*uy,
			X1: fv.MX + span*ux, Y1: fv.MY + span*uy, Width: width, Dashed: dashed, Col: rgba(col)})
	}
	line(fv.Theta, false, [4]uint8{0x10, 0x70, 0x30, 0xff}, 2)
	if fv.Trial {
		line(fv.TTheta, true, [4]uint8{0x6a, 0x2c, 0x91, 0xff}, 2)
	}
	th := fv.Direction()
	ux, uy := math.Cos(th), math.Sin(th)
	for i, p := range fv.Sub.Points {
		if i == maxProjections {
			break
		}
		d := (p.X-fv.MX)*ux + (p.Y-fv.MY)*uy
		qx, qy := fv.MX+d*ux, fv.MY+d*uy
		o.Under = append(o.Under, Shape{Kind: ShapeLine, X0: p.X, Y0: p.Y, X1: qx, Y1: qy, Width: 0.8, Col: rgba([4]uint8{0x80, 0x80, 0x80, 0xb0})})
		c := ClassColor(fv.Classes[p.Class])
		// A short tick across the line marks the projected point.
		tick := 7 * cam.DPR * cam.S
		o.Under = append(o.Under, Shape{Kind: ShapeLine, X0: qx - tick*uy, Y0: qy + tick*ux, X1: qx + tick*uy, Y1: qy - tick*ux, Width: 3, Col: c})
	}
	hx, hy := fv.Handle()
	o.Over = append(o.Over, Shape{Kind: ShapeDisc, X0: hx, Y0: hy, R: 7, Col: rgba([4]uint8{0x6a, 0x2c, 0x91, 0xff})})
}
