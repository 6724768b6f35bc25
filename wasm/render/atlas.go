package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Sprite cells of the atlas: one marker per class, then the marks.
const (
	SpriteRing    = 6 // a misclassified point
	SpriteSupport = 7 // a support vector
	SpriteFocus   = 8 // the point behind the last update
	// SpriteHollow+k is class k's marker hollow: a held-out test point.
	SpriteHollow = 9
	// SpriteBounded is a support vector at its bound α = C (inside the
	// margin or misclassified), ringed apart.
	SpriteBounded = SpriteHollow + 6
	SpriteCount   = SpriteBounded + 1
)

// Atlas is the geometry of an atlas of anti-aliased markers for a device
// pixel ratio: SpriteCount square cells side by side, painted once into
// bytes (Pixels, from signed distances to each shape), which the browser
// program uploads into an image and reuses every frame.
type Atlas struct {
	Cell int     // cell size in device pixels
	Size float64 // marker diameter in device pixels
	DPR  float64
	// Half[k] is half the side of the square about the cell's centre that
	// holds all of sprite k: a quad covers no more pixels than it must,
	// which counts when a thousand rings are drawn every frame.
	Half [SpriteCount]float64
}

// NewAtlas returns the atlas for a device pixel ratio dpr.
func NewAtlas(dpr float64) *Atlas {
	size := math.Round(13 * dpr)
	cell := int(math.Ceil(size*2.2)) + 2 // room for the bounded ring's dark lines
	a := &Atlas{Cell: cell, Size: size, DPR: dpr}
	for k := range a.Half {
		// The outermost ink of each sprite (see spritePixel), one pixel
		// of anti-aliasing, and no more than the cell.
		e := size/2*1.28*1.3 + outlineGrow*dpr // of the markers, the triangles' outline reaches furthest
		if radius, width, _, ok := RingOf(k, size/2, dpr); ok {
			e = radius + width/2
			if k == SpriteBounded {
				e += outlineWidth * dpr
			}
		}
		a.Half[k] = math.Min(math.Ceil(e+1), float64(cell)/2)
	}
	return a
}

// Width returns the width of the atlas's picture in pixels: a cell a sprite.
func (a *Atlas) Width() int { return a.Cell * SpriteCount }

// Height returns the height of the atlas's picture: one cell.
func (a *Atlas) Height() int { return a.Cell }

// Pixels paints the atlas into premultiplied RGBA bytes, row after row,
// Width × Height pixels.
func (a *Atlas) Pixels() []byte {
	cell, w := a.Cell, a.Width()
	pix := make([]byte, 4*w*cell)
	r := a.Size / 2
	for k := 0; k < SpriteCount; k++ {
		sh := markerOf(k % SpriteHollow)
		for j := 0; j < cell; j++ {
			for i := 0; i < cell; i++ {
				// Pixel centre relative to the cell's centre.
				x := float64(i) + 0.5 - float64(cell)/2
				y := float64(j) + 0.5 - float64(cell)/2
				c := spritePixel(k, &sh, x, y, r, a.DPR)
				o := 4 * (j*w + k*cell + i)
				pix[o], pix[o+1], pix[o+2], pix[o+3] = c[0], c[1], c[2], c[3]
			}
		}
	}
	return pix
}

// Quads appends the vertices and indices of sprite i centred at the
// screen position (x, y), scaled by scale, and returns them.
func (a *Atlas) Quads(vs []ebiten.Vertex, is []uint32, i int, x, y, scale float32) ([]ebiten.Vertex, []uint32) {
	e := float32(a.Half[i])
	h := e * scale
	c := float32(a.Cell) / 2
	sx0, sx1 := float32(i*a.Cell)+c-e, float32(i*a.Cell)+c+e
	sy0, sy1 := c-e, c+e
	n := uint32(len(vs))
	vs = append(vs,
		ebiten.Vertex{DstX: x - h, DstY: y - h, SrcX: sx0, SrcY: sy0, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		ebiten.Vertex{DstX: x + h, DstY: y - h, SrcX: sx1, SrcY: sy0, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		ebiten.Vertex{DstX: x - h, DstY: y + h, SrcX: sx0, SrcY: sy1, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		ebiten.Vertex{DstX: x + h, DstY: y + h, SrcX: sx1, SrcY: sy1, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
	)
	is = append(is, n, n+1, n+2, n+1, n+3, n+2)
	return vs, is
}

// cover turns a signed distance in pixels (negative inside) into the
// coverage of a pixel.
func cover(d float64) float64 { return math.Max(0, math.Min(1, 0.5-d)) }

// outlineWidth is the width in CSS pixels of the dark line at the edge of
// a class marker's white rim, outlineGrow how far it reaches past where
// the rim ended (the rest of it takes the rim's outer part), and
// outlineInk its grey: it holds the marker at more than 3:1 against any
// shading and against the white of an empty plot (WCAG 1.4.11), where a
// pale class colour in its white rim (the orange, the sky blue: 2.2:1
// against white) would not be. At 1.25 px the anti-aliased line at a
// triangle's corner fell to 2:1; at 1.6 px it holds. Growing the marker by
// half a pixel only keeps a square of a dual machine's largest size
// (1.4 times) within 16 px of its centre, as before.
const (
	outlineWidth = 1.6
	outlineGrow  = 0.5
	outlineInk   = 0x22
)

// spritePixel returns the premultiplied colour of sprite k, of outline sh,
// at (x, y) pixels from its centre. Class markers are a coloured shape in
// a white rim inside a thin dark line: circle, square, triangle, diamond,
// inverted triangle, hexagon.
func spritePixel(k int, sh *marker, x, y, r, dpr float64) [4]uint8 {
	var col [3]float64
	var inner, rim, line float64
	if radius, width, c, ok := RingOf(k, r, dpr); ok {
		inner = cover(math.Abs(math.Hypot(x, y)-radius) - width/2)
		col = [3]float64{float64(c.R), float64(c.G), float64(c.B)}
		if k == SpriteBounded {
			// Amber is pale against the shading: a dark line either side.
			line = cover(math.Abs(math.Hypot(x, y)-radius) - width/2 - outlineWidth*dpr)
		}
	} else {
		c := ClassColors[k%SpriteHollow]
		col = [3]float64{float64(c.R), float64(c.G), float64(c.B)}
		inner = cover(sh.distance(x, y, r))
		rim = cover(sh.distance(x, y, r*1.28) + (outlineWidth-outlineGrow)*dpr)
		line = cover(sh.distance(x, y, r*1.28) - outlineGrow*dpr)
		if k >= SpriteHollow {
			// Hollow: only a band of width w inside the outline is
			// coloured; the rest of the shape is white like the rim.
			w := 2.4 * dpr
			band := math.Min(inner, cover(-sh.distance(x, y, r)-w))
			rim = math.Max(rim, inner)
			inner = band
		}
	}
	// The shape over its white rim, over its dark line (or, for the
	// bounded ring, its colour over its dark lines).
	under := rim + (1-rim)*line
	a := inner + (1-inner)*under
	out := [4]uint8{}
	for i := range col {
		out[i] = uint8(math.Round(inner*col[i] + (1-inner)*(rim*255+(1-rim)*line*outlineInk)))
	}
	out[3] = uint8(math.Round(255 * a))
	return out
}

// RingOf returns the radius, line width and colour of ring sprite k around
// a marker of radius r, and false for a class marker.
func RingOf(k int, r, dpr float64) (radius, width float64, c color.RGBA, ok bool) {
	switch k {
	case SpriteRing:
		// 3.6:1 against the darkest shading (WCAG 1.4.11).
		return r * 1.56, 2.2 * dpr, color.RGBA{0xa8, 0x0c, 0x0c, 0xff}, true
	case SpriteSupport:
		return r * 1.8, 1.6 * dpr, color.RGBA{0x20, 0x20, 0x20, 0xff}, true
	case SpriteBounded:
		return r * 1.8, 2.4 * dpr, color.RGBA{0xd9, 0x77, 0x06, 0xff}, true
	case SpriteFocus:
		return r * 1.9, 3 * dpr, color.RGBA{0x10, 0x10, 0x10, 0xff}, true
	}
	return 0, 0, color.RGBA{}, false
}

// marker is the outline of a class marker: a circle, a square, a diamond, or
// a regular polygon given by the unit normals of its edges and its apothem
// per unit radius. The normals are worked out once per sprite rather than
// at every pixel, which kept the atlas out of the first frame's time.
type marker struct {
	k       int
	nx, ny  []float64 // none for the circle, the square and the diamond
	apothem float64   // scale·cos(π/n): the apothem of the marker of radius 1
}

// markerOf returns the outline of class k's marker: a triangle pointing up
// (y grows downwards) for 2, one pointing down for 4, a hexagon for 5.
func markerOf(k int) marker {
	sh := marker{k: k}
	poly := func(n int, start, scale float64) {
		// A regular polygon with n sides whose vertices lie at radius
		// scale·r.
		sh.apothem = scale * math.Cos(math.Pi/float64(n))
		for i := 0; i < n; i++ {
			a := start + (float64(i)+0.5)*2*math.Pi/float64(n)
			sh.nx = append(sh.nx, math.Cos(a))
			sh.ny = append(sh.ny, math.Sin(a))
		}
	}
	switch k {
	case 2:
		poly(3, -math.Pi/2-math.Pi/3, 1.3)
	case 4:
		poly(3, math.Pi/2-math.Pi/3, 1.3)
	case 5:
		poly(6, -math.Pi/6, 1.08)
	}
	return sh
}

// distance returns the signed distance from (x, y) to the marker of radius
// r (for polygons, the largest distance to the lines of their edges, which
// is exact inside and near the edges).
func (sh *marker) distance(x, y, r float64) float64 {
	if len(sh.nx) > 0 {
		ap := sh.apothem * r
		d := math.Inf(-1)
		for i := range sh.nx {
			d = math.Max(d, x*sh.nx[i]+y*sh.ny[i]-ap)
		}
		return d
	}
	switch sh.k {
	case 1: // square
		q := r * 0.88
		return math.Max(math.Abs(x), math.Abs(y)) - q
	case 3: // diamond
		return (math.Abs(x)+math.Abs(y))/math.Sqrt2 - r*1.2/math.Sqrt2
	}
	return math.Hypot(x, y) - r
}
