package main

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

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
	if !a.model || len(s.Field.Rows) == 0 {
		return o
	}
	v := a.scene.View
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
	}
	if v.Update && linearSign && len(s.Before) == 3 {
		// The boundary before the last update, dashed, and the move of
		// the weight vector's tip a → a + ηyz.
		if seg, ok := engine.LevelSegment(s.Before, 0, box); ok {
			o.under = append(o.under, segShape(seg, inkGrey, 1.5, true))
		}
		if old, ok := weightArrow(s.Before, cam); ok {
			old.col = inkGrey
			o.over = append(o.over, old)
			if cur, ok := weightArrow(row, cam); ok {
				o.over = append(o.over, shape{kind: shapeArrow, x0: old.x1, y0: old.y1, x1: cur.x1, y1: cur.y1, width: 1.5, col: inkRed, dashed: true})
			}
		}
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
	for _, p := range a.scene.Points {
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

func (o *overlay) drawUnder(dst *ebiten.Image, cam camera) { drawShapes(dst, cam, o.under) }
func (o *overlay) drawOver(dst *ebiten.Image, cam camera)  { drawShapes(dst, cam, o.over) }

func drawShapes(dst *ebiten.Image, cam camera, shapes []shape) {
	for _, s := range shapes {
		w := float32(s.width * cam.dpr)
		switch s.kind {
		case shapeLine, shapeArrow:
			x0, y0 := cam.toScreen(s.x0, s.y0)
			x1, y1 := cam.toScreen(s.x1, s.y1)
			if s.dashed {
				dashLine(dst, x0, y0, x1, y1, w, s.col, 6*cam.dpr)
			} else {
				vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), w, s.col, true)
			}
			if s.kind == shapeArrow {
				arrowHead(dst, x0, y0, x1, y1, 9*cam.dpr, s.col)
			}
		case shapePoly:
			if s.dashed {
				for i := range s.pts {
					if i%2 == 1 {
						continue
					}
					p, q := s.pts[i], s.pts[(i+1)%len(s.pts)]
					x0, y0 := cam.toScreen(p.X, p.Y)
					x1, y1 := cam.toScreen(q.X, q.Y)
					vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), w, s.col, true)
				}
				continue
			}
			var p vector.Path
			for i, q := range s.pts {
				x, y := cam.toScreen(q.X, q.Y)
				if i == 0 {
					p.MoveTo(float32(x), float32(y))
				} else {
					p.LineTo(float32(x), float32(y))
				}
			}
			p.Close()
			op := &vector.DrawPathOptions{AntiAlias: true}
			op.ColorScale.ScaleWithColor(s.col)
			vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: w}, op)
		case shapeDisc:
			cx, cy := cam.toScreen(s.x0, s.y0)
			r := float32(s.rx * cam.dpr)
			vector.FillCircle(dst, float32(cx), float32(cy), r+float32(2*cam.dpr), color.White, true)
			vector.FillCircle(dst, float32(cx), float32(cy), r, s.col, true)
		case shapeCross:
			cx, cy := cam.toScreen(s.x0, s.y0)
			r := float32(s.rx * cam.dpr)
			x, y := float32(cx), float32(cy)
			vector.StrokeLine(dst, x-r, y-r, x+r, y+r, w+float32(2*cam.dpr), color.White, true)
			vector.StrokeLine(dst, x-r, y+r, x+r, y-r, w+float32(2*cam.dpr), color.White, true)
			vector.StrokeLine(dst, x-r, y-r, x+r, y+r, w, s.col, true)
			vector.StrokeLine(dst, x-r, y+r, x+r, y-r, w, s.col, true)
		}
	}
}

func dashLine(dst *ebiten.Image, x0, y0, x1, y1 float64, w float32, c color.RGBA, dash float64) {
	l := math.Hypot(x1-x0, y1-y0)
	if l == 0 || l > 1e6 {
		return
	}
	ux, uy := (x1-x0)/l, (y1-y0)/l
	for t := 0.0; t < l; t += 2 * dash {
		e := math.Min(t+dash, l)
		vector.StrokeLine(dst, float32(x0+ux*t), float32(y0+uy*t), float32(x0+ux*e), float32(y0+uy*e), w, c, true)
	}
}

func arrowHead(dst *ebiten.Image, x0, y0, x1, y1, size float64, c color.RGBA) {
	l := math.Hypot(x1-x0, y1-y0)
	if l == 0 {
		return
	}
	ux, uy := (x1-x0)/l, (y1-y0)/l
	var p vector.Path
	p.MoveTo(float32(x1), float32(y1))
	p.LineTo(float32(x1-size*ux-size*0.5*uy), float32(y1-size*uy+size*0.5*ux))
	p.LineTo(float32(x1-size*ux+size*0.5*uy), float32(y1-size*uy-size*0.5*ux))
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(dst, &p, nil, op)
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
	if c.ok && c.points == a.points && c.labels == labels {
		return c.res
	}
	d := engine.Dataset{Classes: 2}
	for _, p := range a.scene.Points {
		for k, l := range labels {
			if p.Class == l {
				d.Points = append(d.Points, engine.Point{X: p.X, Y: p.Y, Class: k})
			}
		}
	}
	c.res, c.points, c.labels, c.ok = engine.Novikoff(d, engine.Basis{}), a.points, labels, true
	return c.res
}
