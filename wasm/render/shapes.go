package render

import (
	"image/color"
	"math"

	"hyperplane/engine"
	"hyperplane/engine/plane"
)

// Overlay holds the geometry drawn over the field, in data coordinates,
// built when the model or the view changes.
type Overlay struct {
	Under []Shape // drawn before the points
	Over  []Shape // drawn after the points
}

// ShapeKind tells what a Shape draws.
type ShapeKind uint8

// The kinds of shapes.
const (
	ShapeLine  ShapeKind = iota // the segment (X0, Y0)–(X1, Y1)
	ShapeArrow                  // the segment with a head at (X1, Y1)
	ShapePoly                   // a closed polyline through Pts
	ShapeDisc                   // a filled circle of radius R CSS pixels at (X0, Y0), with a white rim
	ShapeCross                  // a cross of half size R CSS pixels at (X0, Y0), with a white rim
)

// Shape is a segment, an arrow, a polyline, a disc or a cross in data
// coordinates.
type Shape struct {
	Kind           ShapeKind
	X0, Y0, X1, Y1 float64
	Pts            []engine.Vec2 // ShapePoly
	R              float64       // ShapeDisc and ShapeCross, in CSS pixels
	Width          float64       // CSS pixels
	Dashed         bool
	Col            color.RGBA
}

// Colours of the overlay's ink.
var (
	inkDark  = color.RGBA{0x20, 0x20, 0x20, 0xff}
	inkGrey  = color.RGBA{0x70, 0x70, 0x70, 0xff}
	inkRed   = color.RGBA{0xb0, 0x18, 0x18, 0xff}
	inkGreen = color.RGBA{0x0a, 0x6e, 0x3c, 0xff}
	white    = color.RGBA{0xff, 0xff, 0xff, 0xff}
)

// Arrow heads: two strokes back from the tip, at ±headAngle radians from
// the shaft, headSize CSS pixels long. Dashes are dashLength CSS pixels
// long, with gaps as long; lines are clipped clipMargin device pixels
// outside the screen.
const (
	headAngle  = 0.49 // 28°
	headSize   = 9
	dashLength = 6
	clipMargin = 20
)

// Lines turns the shapes into anti-aliased segments on the screen of cam,
// in place of what under and over held.
func (o *Overlay) Lines(cam Camera, under, over *Lines) {
	under.Reset()
	over.Reset()
	shapesToLines(cam, o.Under, under)
	shapesToLines(cam, o.Over, over)
}

func shapesToLines(cam Camera, shapes []Shape, l *Lines) {
	for _, s := range shapes {
		w := s.Width * cam.DPR
		switch s.Kind {
		case ShapeLine, ShapeArrow:
			x0, y0 := cam.ToScreen(s.X0, s.Y0)
			x1, y1 := cam.ToScreen(s.X1, s.Y1)
			x0, y0, x1, y1, ok := ClipSegment(x0, y0, x1, y1, cam.W, cam.H, clipMargin)
			if !ok {
				continue
			}
			if s.Dashed {
				l.Dashed(x0, y0, x1, y1, w, dashLength*cam.DPR, s.Col)
			} else {
				l.Segment(x0, y0, x1, y1, w, s.Col)
			}
			if s.Kind == ShapeArrow {
				if ends, ok := ArrowHead(x0, y0, x1, y1, headSize*cam.DPR); ok {
					for _, e := range ends {
						l.Segment(x1, y1, e[0], e[1], w, s.Col)
					}
				}
			}
		case ShapePoly:
			for i := range s.Pts {
				if s.Dashed && i%2 == 1 {
					continue
				}
				p, q := s.Pts[i], s.Pts[(i+1)%len(s.Pts)]
				x0, y0 := cam.ToScreen(p.X, p.Y)
				x1, y1 := cam.ToScreen(q.X, q.Y)
				l.Segment(x0, y0, x1, y1, w, s.Col)
			}
		case ShapeDisc:
			x, y := cam.ToScreen(s.X0, s.Y0)
			r := s.R * cam.DPR
			l.Disc(x, y, r+2*cam.DPR, white)
			l.Disc(x, y, r, s.Col)
		case ShapeCross:
			x, y := cam.ToScreen(s.X0, s.Y0)
			r := s.R * cam.DPR
			for _, c := range [2]struct {
				w   float64
				col color.RGBA
			}{{w + 2*cam.DPR, white}, {w, s.Col}} {
				l.Segment(x-r, y-r, x+r, y+r, c.w, c.col)
				l.Segment(x-r, y+r, x+r, y-r, c.w, c.col)
			}
		}
	}
}

// ArrowHead returns the far ends of the two strokes of the head of the
// arrow from (x0, y0) to (x1, y1): size back from the tip, at ±headAngle
// from the shaft. An arrow of length zero has none: ok is false.
func ArrowHead(x0, y0, x1, y1, size float64) (ends [2][2]float64, ok bool) {
	n := math.Hypot(x1-x0, y1-y0)
	if !(n > 0) {
		return ends, false
	}
	ux, uy := (x1-x0)/n, (y1-y0)/n
	for i, a := range [2]float64{headAngle, -headAngle} {
		c, sn := math.Cos(a), math.Sin(a)
		bx, by := ux*c-uy*sn, ux*sn+uy*c
		ends[i] = [2]float64{x1 - size*bx, y1 - size*by}
	}
	return ends, true
}

// ClipSegment cuts the segment (x0, y0)–(x1, y1) to the box [−m, w+m] ×
// [−m, h+m] (the screen of w×h pixels with a margin m), so that lines
// reaching far off screen cost nothing there (plane.ClipSegment). It
// reports false when nothing of the segment is in the box.
func ClipSegment(x0, y0, x1, y1, w, h, m float64) (cx0, cy0, cx1, cy1 float64, ok bool) {
	s, ok := plane.ClipSegment(plane.Segment{A: plane.Vec2{X: x0, Y: y0}, B: plane.Vec2{X: x1, Y: y1}}, plane.Box{MinX: -m, MaxX: w + m, MinY: -m, MaxY: h + m})
	if !ok {
		return 0, 0, 0, 0, false
	}
	return s.A.X, s.A.Y, s.B.X, s.B.Y, true
}

// Circle returns the circle of radius r about (cx, cy) in data units as a
// polygon of 96 sides.
func Circle(cx, cy, r float64, c color.RGBA, w float64, dashed bool) Shape {
	const n = 96
	pts := make([]engine.Vec2, n)
	for i := range pts {
		t := 2 * math.Pi * float64(i) / n
		pts[i] = engine.Vec2{X: cx + r*math.Cos(t), Y: cy + r*math.Sin(t)}
	}
	return Shape{Kind: ShapePoly, Pts: pts, Width: w, Col: c, Dashed: dashed}
}

func segShape(seg plane.Segment, c color.RGBA, w float64, dashed bool) Shape {
	return Shape{Kind: ShapeLine, X0: seg.A.X, Y0: seg.A.Y, X1: seg.B.X, Y1: seg.B.Y, Width: w, Col: c, Dashed: dashed}
}

// rowLine returns the line of a plane row (w₀, wₓ, w_y), or the zero
// line, which has no direction and no level segment, when row is not one.
func rowLine(row []float64) plane.Line {
	if len(row) != 3 {
		return plane.Line{}
	}
	return plane.Line{W0: row[0], W1: row[1], W2: row[2]}
}

func rgba(c [4]uint8) color.RGBA { return color.RGBA{c[0], c[1], c[2], c[3]} }
