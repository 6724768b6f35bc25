package main

import (
	"image/color"
	"math"

	"hyperplane/engine"
)

// overlay holds the geometry drawn over the field, in data coordinates,
// built when the model or the view changes.
type overlay struct {
	under []shape // drawn before the points
	over  []shape // drawn after the points
}

// shape is a segment, an arrow, a polyline or a disc in data coordinates.
type shape struct {
	kind           int
	x0, y0, x1, y1 float64
	pts            []engine.Vec2 // polyline
	rx             float64       // disc radius in CSS pixels
	width          float64       // CSS pixels
	dashed         bool
	col            color.RGBA
}

const (
	shapeLine = iota
	shapeArrow
	shapePoly // a closed polyline through pts
	shapeDisc // a filled circle of radius rx CSS pixels with a white rim
	shapeCross
)

func rgba(c [4]uint8) color.RGBA { return color.RGBA{c[0], c[1], c[2], c[3]} }

var (
	inkDark  = color.RGBA{0x20, 0x20, 0x20, 0xff}
	inkGrey  = color.RGBA{0x70, 0x70, 0x70, 0xff}
	inkRed   = color.RGBA{0xb0, 0x18, 0x18, 0xff}
	inkGreen = color.RGBA{0x0a, 0x6e, 0x3c, 0xff}
)

// buildOverlay collects the shapes that the view toggles ask for. The
// caller holds the app's lock.
func buildOverlay(a *app, s *engine.Snapshot, cam camera, nov *novikoffCache) overlay {
	var o overlay
	if !a.s.Trained() || len(s.Field.Rows) == 0 {
		return o
	}
	v := a.s.View()
	f := &s.Field
	box := cam.dataBox()
	row, plane := engine.PlaneRow(f, 0)
	linearSign := f.Combine == engine.CombineSign && plane
	if v.Densities {
		densityShapes(&o, s.Gaussians)
	}
	if v.Novikoff && linearSign {
		if r := nov.get(a, f); r.R > 0 {
			// R = max‖z‖ with z = (1, x): the points lie within the circle
			// ‖x‖ ≤ √(R² − 1) about the origin.
			rad := math.Sqrt(math.Max(r.R*r.R-1, 0))
			o.under = append(o.under, circle(0, 0, rad, inkGreen, 1.5, true))
			if r.Separable {
				for _, c := range []float64{-1, 0, 1} {
					if seg, ok := engine.LevelSegment(r.A, c, box); ok {
						o.under = append(o.under, segShape(seg, inkGreen, 1.3, c != 0))
					}
				}
			}
		}
	}
	if v.Margins && linearSign {
		slackShapes(&o, a, s, row)
		errorShapes(&o, a, s, row)
	}
	if v.Update && linearSign && len(s.Before) == 3 {
		// The boundary before the last update, dashed, and the move of
		// the weight vector's tip a → a + ηyz.
		if seg, ok := engine.LevelSegment(s.Before, 0, box); ok {
			o.under = append(o.under, segShape(seg, inkGrey, 1.5, true))
		}
		o.over = append(o.over, updateArrows(s.Before, row, cam)...)
	}
	if v.Fisher {
		if fv := fisherOf(a, s, cam); fv.ok {
			fisherShapes(&o, &fv, cam)
		}
	}
	if v.Weights && linearSign {
		if arr, ok := weightArrow(row, cam); ok {
			o.over = append(o.over, arr)
			// The perpendicular from the origin: its length is |w₀|/‖w‖.
			o.under = append(o.under, shape{kind: shapeLine, x1: arr.x0, y1: arr.y0, width: 1.2, dashed: true, col: inkDark})
		}
	}
	return o
}

// densityShapes draws each class's mean and its 1σ and 2σ ellipses.
func densityShapes(o *overlay, gs []engine.Gaussian) {
	for _, g := range gs {
		col := classColors[g.Class%6]
		dark := color.RGBA{col.R / 2, col.G / 2, col.B / 2, 0xff}
		for k, w := range map[float64]float64{1: 2, 2: 1.3} {
			if e, err := engine.CovEllipse(g.Mean, g.Cov, k); err == nil {
				o.under = append(o.under, shape{kind: shapePoly, pts: e.Points(72), width: w, col: dark, dashed: k == 2})
			}
		}
		o.over = append(o.over, shape{kind: shapeCross, x0: g.Mean.X, y0: g.Mean.Y, rx: 7, width: 2.5, col: dark})
	}
}

// slackShapes draws, for a soft-margin machine, each point's slack: the
// segment from a point inside its margin (y·h < 1) to the margin line
// y·h = 1 on its side, along the normal w; its length is ξ/‖w‖.
func slackShapes(o *overlay, a *app, s *engine.Snapshot, row []float64) {
	if _, soft := s.Value("slack"); !soft {
		return
	}
	w2 := row[1]*row[1] + row[2]*row[2]
	if w2 == 0 {
		return
	}
	f := &s.Field
	for _, p := range a.s.Points() {
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
		o.under = append(o.under, shape{kind: shapeLine, x0: p.X, y0: p.Y, x1: p.X + t*row[1], y1: p.Y + t*row[2], width: 1.6, col: inkRed})
	}
}

// updateArrows draws the last update as the notes do, tip to tail: the old
// w and the new w from one anchor, and the step between their tips, which
// is the w-part of ηyz, so parallel to ±x of the point visited. All three
// share one scale, the longer w being 90 CSS pixels. The anchor is the foot
// of the perpendicular from the origin to the new boundary, or the middle
// of the view.
func updateArrows(before, after []float64, cam camera) []shape {
	nb, na := math.Hypot(before[1], before[2]), math.Hypot(after[1], after[2])
	n := math.Max(nb, na)
	if !(n > 0) {
		return nil
	}
	v := cam.visible()
	ax, ay := (v.MinX+v.MaxX)/2, (v.MinY+v.MaxY)/2
	if _, foot, ok := engine.OriginDistance(after); ok && foot.X > v.MinX && foot.X < v.MaxX && foot.Y > v.MinY && foot.Y < v.MaxY {
		ax, ay = foot.X, foot.Y
	}
	ux, uy := before[1]/n, before[2]/n
	if na >= nb {
		ux, uy = after[1]/n, after[2]/n
	}
	c := 90 * cam.dpr / math.Max(cam.pixelsPerUnit(ux, uy), 1e-12) / n
	ox, oy := ax+c*before[1], ay+c*before[2]
	nx, ny := ax+c*after[1], ay+c*after[2]
	out := []shape{
		{kind: shapeArrow, x0: ax, y0: ay, x1: nx, y1: ny, width: 2, col: inkDark},
		{kind: shapeArrow, x0: ox, y0: oy, x1: nx, y1: ny, width: 2, col: inkRed},
	}
	if nb > 0 {
		out = append(out, shape{kind: shapeArrow, x0: ax, y0: ay, x1: ox, y1: oy, width: 1.5, col: inkGrey, dashed: true})
	}
	return out
}

// errorShapes draws Ho-Kashyap's e_n = y_n aᵀz_n − b_n at each point: the
// segment along w from the point to where its margin would equal b_n,
// h(x + t·w) = y·b_n, of length |e_n|/‖w‖, with a cross at that end; green
// where e_n > 0 (b_n will grow), red where e_n < 0. Up to 5,000 points.
func errorShapes(o *overlay, a *app, s *engine.Snapshot, row []float64) {
	n := len(a.s.Points())
	if len(s.E) != n || len(s.B) != n || n > 5000 {
		return
	}
	w2 := row[1]*row[1] + row[2]*row[2]
	if w2 == 0 {
		return
	}
	f := &s.Field
	for i, p := range a.s.Points() {
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
		o.under = append(o.under, shape{kind: shapeLine, x0: p.X, y0: p.Y, x1: x1, y1: y1, width: 1.6, col: c})
		o.over = append(o.over, shape{kind: shapeCross, x0: x1, y0: y1, rx: 4, width: 1.5, col: c})
	}
}

// weightArrow returns w as an arrow from the foot of the perpendicular
// from the origin to the boundary, 70 CSS pixels long on the screen.
func weightArrow(a []float64, cam camera) (shape, bool) {
	_, foot, ok := engine.OriginDistance(a)
	if !ok {
		return shape{}, false
	}
	n := math.Hypot(a[1], a[2])
	ux, uy := a[1]/n, a[2]/n
	l := 70 * cam.dpr / math.Max(cam.pixelsPerUnit(ux, uy), 1e-12)
	return shape{kind: shapeArrow, x0: foot.X, y0: foot.Y, x1: foot.X + l*ux, y1: foot.Y + l*uy, width: 2, col: inkDark}, true
}

func segShape(seg engine.Segment, c color.RGBA, w float64, dashed bool) shape {
	return shape{kind: shapeLine, x0: seg.A.X, y0: seg.A.Y, x1: seg.B.X, y1: seg.B.Y, width: w, col: c, dashed: dashed}
}

func circle(cx, cy, r float64, c color.RGBA, w float64, dashed bool) shape {
	const n = 96
	pts := make([]engine.Vec2, n)
	for i := range pts {
		t := 2 * math.Pi * float64(i) / n
		pts[i] = engine.Vec2{X: cx + r*math.Cos(t), Y: cy + r*math.Sin(t)}
	}
	return shape{kind: shapePoly, pts: pts, width: w, col: c, dashed: dashed}
}

// lines turns the shapes into anti-aliased segments on the screen of cam.
func (o *overlay) lines(cam camera, under, over *lines) {
	under.reset()
	over.reset()
	shapesToLines(cam, o.under, under)
	shapesToLines(cam, o.over, over)
}

func shapesToLines(cam camera, shapes []shape, l *lines) {
	for _, s := range shapes {
		w := s.width * cam.dpr
		switch s.kind {
		case shapeLine, shapeArrow:
			x0, y0 := cam.toScreen(s.x0, s.y0)
			x1, y1 := cam.toScreen(s.x1, s.y1)
			if !clipSegment(&x0, &y0, &x1, &y1, cam) {
				continue
			}
			if s.dashed {
				l.dashed(x0, y0, x1, y1, w, 6*cam.dpr, s.col)
			} else {
				l.segment(x0, y0, x1, y1, w, s.col)
			}
			if s.kind == shapeArrow {
				// The head: two strokes back from the tip at ±28°.
				n := math.Hypot(x1-x0, y1-y0)
				if n > 0 {
					ux, uy := (x1-x0)/n, (y1-y0)/n
					size := 9 * cam.dpr
					for _, a := range []float64{0.49, -0.49} {
						c, sn := math.Cos(a), math.Sin(a)
						bx, by := ux*c-uy*sn, ux*sn+uy*c
						l.segment(x1, y1, x1-size*bx, y1-size*by, w, s.col)
					}
				}
			}
		case shapePoly:
			for i := range s.pts {
				if s.dashed && i%2 == 1 {
					continue
				}
				p, q := s.pts[i], s.pts[(i+1)%len(s.pts)]
				x0, y0 := cam.toScreen(p.X, p.Y)
				x1, y1 := cam.toScreen(q.X, q.Y)
				l.segment(x0, y0, x1, y1, w, s.col)
			}
		case shapeDisc:
			x, y := cam.toScreen(s.x0, s.y0)
			r := s.rx * cam.dpr
			l.disc(x, y, r+2*cam.dpr, color.RGBA{0xff, 0xff, 0xff, 0xff})
			l.disc(x, y, r, s.col)
		case shapeCross:
			x, y := cam.toScreen(s.x0, s.y0)
			r := s.rx * cam.dpr
			for _, c := range []struct {
				w   float64
				col color.RGBA
			}{{w + 2*cam.dpr, color.RGBA{0xff, 0xff, 0xff, 0xff}}, {w, s.col}} {
				l.segment(x-r, y-r, x+r, y+r, c.w, c.col)
				l.segment(x-r, y+r, x+r, y-r, c.w, c.col)
			}
		}
	}
}

// clipSegment cuts a segment in screen pixels to the screen (with a
// margin), so that lines reaching far off screen cost nothing there. It
// reports false when nothing of it is on the screen.
func clipSegment(x0, y0, x1, y1 *float64, cam camera) bool {
	m := 20.0
	xmin, ymin, xmax, ymax := -m, -m, cam.w+m, cam.h+m
	t0, t1 := 0.0, 1.0
	dx, dy := *x1-*x0, *y1-*y0
	for _, e := range [4][2]float64{{-dx, *x0 - xmin}, {dx, xmax - *x0}, {-dy, *y0 - ymin}, {dy, ymax - *y0}} {
		p, q := e[0], e[1]
		if p == 0 {
			if q < 0 {
				return false
			}
			continue
		}
		r := q / p
		if p < 0 {
			t0 = math.Max(t0, r)
		} else {
			t1 = math.Min(t1, r)
		}
	}
	if t0 > t1 {
		return false
	}
	nx0, ny0 := *x0+t0*dx, *y0+t0*dy
	*x1, *y1 = *x0+t1*dx, *y0+t1*dy
	*x0, *y0 = nx0, ny0
	return true
}

// novikoffCache holds Novikoff's R and γ for the two classes of a sign
// field, computed again only when the points change.
type novikoffCache struct {
	points uint64
	labels [2]int
	res    engine.NovikoffResult
	ok     bool
}

func (c *novikoffCache) get(a *app, f *engine.Field) engine.NovikoffResult {
	labels := [2]int{f.Labels[0], f.Labels[1]}
	if c.ok && c.points == a.s.Versions().Points && c.labels == labels {
		return c.res
	}
	d := engine.Dataset{Classes: 2}
	for _, p := range a.s.Points() {
		for k, l := range labels {
			if p.Class == l {
				d.Points = append(d.Points, engine.Point{X: p.X, Y: p.Y, Class: k})
			}
		}
	}
	c.res, c.points, c.labels, c.ok = engine.Novikoff(d, engine.Basis{}), a.s.Versions().Points, labels, true
	return c.res
}
