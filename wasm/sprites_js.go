package main

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Sprite cells of the atlas: one marker per class, then the marks.
const (
	spriteRing    = 6 // a misclassified point
	spriteSupport = 7 // a support vector
	spriteFocus   = 8 // the point behind the last update
	spriteCount   = 9
)

// sprites is an atlas of anti-aliased markers, drawn once for a device
// pixel ratio and reused every frame: stroking vector shapes every frame is
// far slower under software WebGL.
type sprites struct {
	img  *ebiten.Image
	cell int     // cell size in device pixels
	size float64 // marker diameter in device pixels
	dpr  float64
}

func newSprites(dpr float64) *sprites {
	size := math.Round(13 * dpr)
	cell := int(math.Ceil(size*2)) + 2
	s := &sprites{cell: cell, size: size, dpr: dpr}
	s.img = ebiten.NewImage(cell*spriteCount, cell)
	for k := 0; k < 6; k++ {
		s.marker(k)
	}
	c := float32(cell) / 2
	r := float32(size)
	vector.StrokeCircle(s.sub(spriteRing), float32(spriteRing*cell)+c, c, r*0.78, float32(2.2*dpr), color.RGBA{0xc0, 0x10, 0x10, 0xff}, true)
	vector.StrokeCircle(s.sub(spriteSupport), float32(spriteSupport*cell)+c, c, r*0.9, float32(1.6*dpr), color.RGBA{0x20, 0x20, 0x20, 0xff}, true)
	vector.StrokeCircle(s.sub(spriteFocus), float32(spriteFocus*cell)+c, c, r*0.95, float32(3*dpr), color.RGBA{0x10, 0x10, 0x10, 0xff}, true)
	return s
}

func (s *sprites) sub(i int) *ebiten.Image {
	return s.img.SubImage(image.Rect(i*s.cell, 0, (i+1)*s.cell, s.cell)).(*ebiten.Image)
}

// marker draws class k's shape: circle, square, triangle, diamond, inverted
// triangle, hexagon, each in the class colour with a white rim.
func (s *sprites) marker(k int) {
	dst := s.sub(k)
	cx := float32(k*s.cell) + float32(s.cell)/2
	cy := float32(s.cell) / 2
	r := float32(s.size) / 2
	for pass, scale := range []float32{1.28, 1} {
		var p vector.Path
		rr := r * scale
		switch k {
		case 0:
			p.Arc(cx, cy, rr, 0, 2*math.Pi, vector.Clockwise)
		case 1:
			q := rr * 0.88
			p.MoveTo(cx-q, cy-q)
			p.LineTo(cx+q, cy-q)
			p.LineTo(cx+q, cy+q)
			p.LineTo(cx-q, cy+q)
		case 2, 4:
			sgn := float32(1)
			if k == 4 {
				sgn = -1
			}
			q := rr * 1.15
			p.MoveTo(cx, cy-sgn*q)
			p.LineTo(cx+q*0.95, cy+sgn*q*0.7)
			p.LineTo(cx-q*0.95, cy+sgn*q*0.7)
		case 3:
			q := rr * 1.2
			p.MoveTo(cx, cy-q)
			p.LineTo(cx+q, cy)
			p.LineTo(cx, cy+q)
			p.LineTo(cx-q, cy)
		case 5:
			for i := 0; i < 6; i++ {
				a := float64(i) * math.Pi / 3
				x := cx + rr*1.05*float32(math.Cos(a))
				y := cy + rr*1.05*float32(math.Sin(a))
				if i == 0 {
					p.MoveTo(x, y)
				} else {
					p.LineTo(x, y)
				}
			}
		}
		p.Close()
		op := &vector.DrawPathOptions{AntiAlias: true}
		if pass == 0 {
			op.ColorScale.ScaleWithColor(color.White)
		} else {
			op.ColorScale.ScaleWithColor(classColors[k])
		}
		vector.FillPath(dst, &p, nil, op)
	}
}

// quads appends the vertices and indices of sprite i centred at each of
// the given screen positions.
func (s *sprites) quads(vs []ebiten.Vertex, is []uint32, i int, x, y, scale float32) ([]ebiten.Vertex, []uint32) {
	h := float32(s.cell) / 2 * scale
	sx0, sx1 := float32(i*s.cell), float32((i+1)*s.cell)
	sy1 := float32(s.cell)
	n := uint32(len(vs))
	vs = append(vs,
		ebiten.Vertex{DstX: x - h, DstY: y - h, SrcX: sx0, SrcY: 0, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		ebiten.Vertex{DstX: x + h, DstY: y - h, SrcX: sx1, SrcY: 0, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		ebiten.Vertex{DstX: x - h, DstY: y + h, SrcX: sx0, SrcY: sy1, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		ebiten.Vertex{DstX: x + h, DstY: y + h, SrcX: sx1, SrcY: sy1, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
	)
	is = append(is, n, n+1, n+2, n+1, n+3, n+2)
	return vs, is
}
