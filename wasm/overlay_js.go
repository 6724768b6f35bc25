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

// shape is a segment, an arrow or an ellipse in data coordinates.
type shape struct {
	kind           int // shapeLine, shapeArrow, shapeEllipse
	x0, y0, x1, y1 float64
	rx, ry, angle  float64 // ellipse semi-axes and angle
	width          float64 // CSS pixels
	dashed         bool
	col            color.RGBA
}

const (
	shapeLine = iota
	shapeArrow
	shapeEllipse
	shapeDisc // a filled circle of radius rx CSS pixels with a white rim
)

func rgba(c [4]uint8) color.RGBA { return color.RGBA{c[0], c[1], c[2], c[3]} }

var (
	inkDark = color.RGBA{0x20, 0x20, 0x20, 0xff}
	inkGrey = color.RGBA{0x70, 0x70, 0x70, 0xff}
	inkRed  = color.RGBA{0xb0, 0x18, 0x18, 0xff}
)

// buildOverlay collects the shapes that the view toggles ask for. The
// caller holds the app's lock.
func buildOverlay(a *app, s *engine.Snapshot, cam camera) overlay {
	var o overlay
	if !a.model || len(s.Field.Rows) == 0 {
		return o
	}
	v := a.scene.View
	f := &s.Field
	linearSign := f.Combine == engine.CombineSign && f.Basis.IsLinear() && f.Quad == nil
	box := cam.visible()
	if v.Update && linearSign && s.Before != nil {
		// The boundary before the last update, dashed, and the update of
		// the weight vector a → a + ηyz drawn at the old foot.
		if seg, ok := levelSegment(s.Before, 0, box); ok {
			seg.dashed, seg.col, seg.width = true, inkGrey, 1.5
			o.under = append(o.under, seg)
		}
		if old, ok := weightArrow(s.Before, cam); ok {
			old.col = inkGrey
			o.over = append(o.over, old)
			if cur, ok := weightArrow(f.Rows[0], cam); ok {
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
		if arr, ok := weightArrow(f.Rows[0], cam); ok {
			o.over = append(o.over, arr)
			// The perpendicular from the origin: its length is |w₀|/‖w‖.
			o.under = append(o.under, shape{kind: shapeLine, x1: arr.x0, y1: arr.y0, width: 1.2, dashed: true, col: inkDark})
		}
	}
	return o
}

// weightArrow returns w as an arrow from the foot of the perpendicular
// from the origin to the boundary, 70 CSS pixels long.
func weightArrow(a []float64, cam camera) (shape, bool) {
	w0, w1, w2 := a[0], a[1], a[2]
	n2 := w1*w1 + w2*w2
	if !(n2 > 0) {
		return shape{}, false
	}
	n := math.Sqrt(n2)
	fx, fy := -w0*w1/n2, -w0*w2/n2
	l := 70 * cam.dpr * cam.s
	return shape{kind: shapeArrow, x0: fx, y0: fy, x1: fx + l*w1/n, y1: fy + l*w2/n, width: 2, col: inkDark}, true
}

// levelSegment returns the part of the line a₀ + a₁x + a₂y = c inside box.
func levelSegment(a []float64, c float64, box engine.Viewport) (shape, bool) {
	w0, w1, w2 := a[0]-c, a[1], a[2]
	var pts [][2]float64
	add := func(x, y float64) {
		if x >= box.MinX-1e-9 && x <= box.MaxX+1e-9 && y >= box.MinY-1e-9 && y <= box.MaxY+1e-9 {
			pts = append(pts, [2]float64{x, y})
		}
	}
	if w2 != 0 {
		add(box.MinX, -(w0+w1*box.MinX)/w2)
		add(box.MaxX, -(w0+w1*box.MaxX)/w2)
	}
	if w1 != 0 {
		add(-(w0+w2*box.MinY)/w1, box.MinY)
		add(-(w0+w2*box.MaxY)/w1, box.MaxY)
	}
	if len(pts) < 2 {
		return shape{}, false
	}
	// The two points farthest apart are the ends.
	best, bi, bj := -1.0, 0, 1
	for i := range pts {
		for j := i + 1; j < len(pts); j++ {
			d := math.Hypot(pts[i][0]-pts[j][0], pts[i][1]-pts[j][1])
			if d > best {
				best, bi, bj = d, i, j
			}
		}
	}
	return shape{kind: shapeLine, x0: pts[bi][0], y0: pts[bi][1], x1: pts[bj][0], y1: pts[bj][1], width: 1.5, col: inkDark}, true
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
		case shapeDisc:
			cx, cy := cam.toScreen(s.x0, s.y0)
			r := float32(s.rx * cam.dpr)
			vector.FillCircle(dst, float32(cx), float32(cy), r+float32(2*cam.dpr), color.White, true)
			vector.FillCircle(dst, float32(cx), float32(cy), r, s.col, true)
		case shapeEllipse:
			cx, cy := cam.toScreen(s.x0, s.y0)
			var p vector.Path
			const n = 48
			for i := 0; i <= n; i++ {
				t := 2 * math.Pi * float64(i) / n
				ex, ey := s.rx*math.Cos(t), s.ry*math.Sin(t)
				x := ex*math.Cos(s.angle) - ey*math.Sin(s.angle)
				y := ex*math.Sin(s.angle) + ey*math.Cos(s.angle)
				px, py := float32(cx+x/cam.s), float32(cy-y/cam.s)
				if i == 0 {
					p.MoveTo(px, py)
				} else {
					p.LineTo(px, py)
				}
			}
			op := &vector.DrawPathOptions{AntiAlias: true}
			op.ColorScale.ScaleWithColor(s.col)
			vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: w}, op)
		}
	}
}

func dashLine(dst *ebiten.Image, x0, y0, x1, y1 float64, w float32, c color.RGBA, dash float64) {
	l := math.Hypot(x1-x0, y1-y0)
	if l == 0 {
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
