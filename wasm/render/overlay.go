package render

import (
	"image/color"
	"math"

	"hyperplane/engine"
	"hyperplane/engine/plane"
)

// OverlayInput is what the overlay is built from: the snapshot on screen,
// the scene's points, the camera, and the view's toggles.
type OverlayInput struct {
	Snap   *engine.Snapshot
	Points []engine.Point
	Cam    Camera
	// The toggles: each class's density, Novikoff's circle and margin
	// lines, the margins and slacks, the last update, the weight vector.
	Densities, Novikoff, Margins, Update, Weights bool
	// NovikoffOf returns Novikoff's R and γ for the field's two classes,
	// when the Novikoff toggle is on and the field is a linear sign field;
	// the caller caches it.
	NovikoffOf func() engine.NovikoffResult
	// Fisher is Fisher's view when its toggle is on, or nil.
	Fisher *FisherView
	// NetStep is a network's chosen point and the step its hidden lines
	// take, or nil.
	NetStep *NetStepView
}

// BuildOverlay collects the shapes that the view's toggles ask for, over
// the field of a trained model.
func BuildOverlay(in OverlayInput) Overlay {
	var o Overlay
	s := in.Snap
	if len(s.Field.Rows) == 0 {
		return o
	}
	f := &s.Field
	box := in.Cam.DataBox()
	row, affine := engine.PlaneRow(f, 0)
	linearSign := f.Combine == engine.CombineSign && affine
	if in.Densities {
		densityShapes(&o, s.Gaussians)
	}
	if in.Novikoff && linearSign && in.NovikoffOf != nil {
		if r := in.NovikoffOf(); r.R > 0 {
			// R = max‖z‖ with z = (1, x): the points lie within the circle
			// ‖x‖ ≤ √(R² − 1) about the origin.
			rad := math.Sqrt(math.Max(r.R*r.R-1, 0))
			o.Under = append(o.Under, Circle(0, 0, rad, inkGreen, 1.5, true))
			if r.Separable {
				for _, c := range []float64{-1, 0, 1} {
					if seg, ok := rowLine(r.A).Level(c, plane.Box(box)); ok {
						o.Under = append(o.Under, segShape(seg, inkGreen, 1.3, c != 0))
					}
				}
			}
		}
	}
	if in.Margins && linearSign {
		slackShapes(&o, s, in.Points, row)
		errorShapes(&o, s, in.Points, row)
	}
	if in.Update && linearSign && len(s.Before) == 3 {
		// The boundary before the last update, dashed, and the move of
		// the weight vector's tip a → a + ηyz.
		if seg, ok := rowLine(s.Before).Level(0, plane.Box(box)); ok {
			o.Under = append(o.Under, segShape(seg, inkGrey, 1.5, true))
		}
		o.Over = append(o.Over, UpdateArrows(s.Before, row, in.Cam)...)
	}
	if in.Fisher != nil && in.Fisher.OK {
		fisherShapes(&o, in.Fisher, in.Cam)
	}
	if in.NetStep != nil {
		netStepShapes(&o, in.NetStep, in.Cam)
	}
	if in.Weights && linearSign {
		if arr, ok := WeightArrow(row, in.Cam); ok {
			o.Over = append(o.Over, arr)
			// The perpendicular from the origin: its length is |w₀|/‖w‖.
			o.Under = append(o.Under, Shape{Kind: ShapeLine, X1: arr.X0, Y1: arr.Y0, Width: 1.2, Dashed: true, Col: inkDark})
		}
	}
	return o
}

// densityShapes draws each class's mean and its 1σ and 2σ ellipses.
func densityShapes(o *Overlay, gs []engine.Gaussian) {
	for _, g := range gs {
		col := ClassColor(g.Class)
		dark := color.RGBA{col.R / 2, col.G / 2, col.B / 2, 0xff}
		for _, e := range [2]struct{ k, width float64 }{{1, 2}, {2, 1.3}} {
			if el, err := plane.CovEllipse(g.Mean, g.Cov, e.k); err == nil {
				o.Under = append(o.Under, Shape{Kind: ShapePoly, Pts: el.Points(72), Width: e.width, Col: dark, Dashed: e.k == 2})
			}
		}
		o.Over = append(o.Over, Shape{Kind: ShapeCross, X0: g.Mean.X, Y0: g.Mean.Y, R: 7, Width: 2.5, Col: dark})
	}
}

// slackShapes draws, for a soft-margin machine, each point's slack: the
// segment from a point inside its margin (y·h < 1) to the margin line
// y·h = 1 on its side, along the normal w; its length is ξ/‖w‖.
func slackShapes(o *Overlay, s *engine.Snapshot, pts []engine.Point, row []float64) {
	if _, soft := s.Value("slack"); !soft {
		return
	}
	w2 := row[1]*row[1] + row[2]*row[2]
	if w2 == 0 {
		return
	}
	f := &s.Field
	for _, p := range pts {
		y := 0.0
		switch p.Class {
		case f.Labels[0]:
			y = 1
		case f.Labels[1]:
			y = -1
		default:
			continue
		}
		h := row[0] + row[1]*p.X + row[2]*p.Y
		if y*h >= 1 {
			continue
		}
		t := (y - h) / w2 // h(x + t·w) = h(x) + t‖w‖² = y
		o.Under = append(o.Under, Shape{Kind: ShapeLine, X0: p.X, Y0: p.Y, X1: p.X + t*row[1], Y1: p.Y + t*row[2], Width: 1.6, Col: inkRed})
	}
}

// UpdateArrows draws the last update as the notes do, tip to tail: the old
// w and the new w from one anchor, and the step between their tips, which
// is the w-part of ηyz, so parallel to ±x of the point visited. All three
// share one scale, the longer w being 90 CSS pixels. The anchor is the foot
// of the perpendicular from the origin to the new boundary, or the middle
// of the view.
func UpdateArrows(before, after []float64, cam Camera) []Shape {
	nb, na := math.Hypot(before[1], before[2]), math.Hypot(after[1], after[2])
	n := math.Max(nb, na)
	if !(n > 0) {
		return nil
	}
	v := cam.Visible()
	ax, ay := (v.MinX+v.MaxX)/2, (v.MinY+v.MaxY)/2
	if _, foot, ok := engine.OriginDistance(after); ok && foot.X > v.MinX && foot.X < v.MaxX && foot.Y > v.MinY && foot.Y < v.MaxY {
		ax, ay = foot.X, foot.Y
	}
	ux, uy := before[1]/n, before[2]/n
	if na >= nb {
		ux, uy = after[1]/n, after[2]/n
	}
	c := 90 * cam.DPR / math.Max(cam.PixelsPerUnit(ux, uy), 1e-12) / n
	ox, oy := ax+c*before[1], ay+c*before[2]
	nx, ny := ax+c*after[1], ay+c*after[2]
	out := []Shape{
		{Kind: ShapeArrow, X0: ax, Y0: ay, X1: nx, Y1: ny, Width: 2, Col: inkDark},
		{Kind: ShapeArrow, X0: ox, Y0: oy, X1: nx, Y1: ny, Width: 2, Col: inkRed},
	}
	if nb > 0 {
		out = append(out, Shape{Kind: ShapeArrow, X0: ax, Y0: ay, X1: ox, Y1: oy, Width: 1.5, Col: inkGrey, Dashed: true})
	}
	return out
}

// errorShapes draws Ho-Kashyap's e_n = y_n aᵀz_n − b_n at each point: the
// segment along w from the point to where its margin would equal b_n,
// h(x + t·w) = y·b_n, of length |e_n|/‖w‖, with a cross at that end; green
// where e_n > 0 (b_n will grow), red where e_n < 0. Up to 5,000 points.
func errorShapes(o *Overlay, s *engine.Snapshot, pts []engine.Point, row []float64) {
	n := len(pts)
	if len(s.E) != n || len(s.B) != n || n > 5000 {
		return
	}
	w2 := row[1]*row[1] + row[2]*row[2]
	if w2 == 0 {
		return
	}
	f := &s.Field
	for i, p := range pts {
		y := 1.0
		if p.Class != f.Labels[0] {
			y = -1
		}
		e := s.E[i]
		if math.Abs(e) < 1e-9*(1+s.B[i]) {
			continue
		}
		t := -y * e / w2 // h + t‖w‖² = y·b_n
		c := inkGreen
		if e < 0 {
			c = inkRed
		}
		x1, y1 := p.X+t*row[1], p.Y+t*row[2]
		o.Under = append(o.Under, Shape{Kind: ShapeLine, X0: p.X, Y0: p.Y, X1: x1, Y1: y1, Width: 1.6, Col: c})
		o.Over = append(o.Over, Shape{Kind: ShapeCross, X0: x1, Y0: y1, R: 4, Width: 1.5, Col: c})
	}
}

// WeightArrow returns w of the row a = (w₀, w₁, w₂) as an arrow from the
// foot of the perpendicular from the origin to the boundary, 70 CSS pixels
// long on the screen.
func WeightArrow(a []float64, cam Camera) (Shape, bool) {
	_, foot, ok := engine.OriginDistance(a)
	if !ok {
		return Shape{}, false
	}
	n := math.Hypot(a[1], a[2])
	ux, uy := a[1]/n, a[2]/n
	l := 70 * cam.DPR / math.Max(cam.PixelsPerUnit(ux, uy), 1e-12)
	return Shape{Kind: ShapeArrow, X0: foot.X, Y0: foot.Y, X1: foot.X + l*ux, Y1: foot.Y + l*uy, Width: 2, Col: inkDark}, true
}
