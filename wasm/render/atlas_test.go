package render

import (
	"math"
	"testing"
)

// atlasPixel returns the RGBA of the pixel whose centre lies (x, y) from
// the centre of sprite k's cell, where x and y are half-integers when the
// cell's side is even.
func atlasPixel(t *testing.T, a *Atlas, pix []byte, k int, x, y float64) [4]uint8 {
	t.Helper()
	i := int(math.Floor(x + float64(a.Cell)/2))
	j := int(math.Floor(y + float64(a.Cell)/2))
	if i < 0 || j < 0 || i >= a.Cell || j >= a.Cell {
		t.Fatalf("(%v, %v) is outside the cell of %d pixels", x, y, a.Cell)
	}
	o := 4 * (j*a.Width() + k*a.Cell + i)
	return [4]uint8{pix[o], pix[o+1], pix[o+2], pix[o+3]}
}

// TestAtlasCircle reads the atlas at a device pixel ratio of 2, where the
// marker's diameter is round(13·2) = 26 pixels (r = 13) and the cell is
// ceil(26·2.2) + 2 = 60 pixels, so that pixel centres lie at half-integers
// from the cell's centre. Along the row through the centre of class 0's
// circle, by the coverage 0.5 − d of a signed distance d (cover):
//   - the shape, the class colour, is whole where d ≤ r − 0.5 = 12.5: the
//     pixel at 11.5 (d = 11.51; at 12.5, d = 12.51 and the colour is 99%);
//   - the white rim, of radius 1.28r = 16.64 reaching 1.6 − 0.5 = 1.1·dpr
//     = 2.2 pixels inside that, is whole to 16.64 − 2.2 − 0.5 = 13.94 and the
//     shape gone from 13.5: the pixel at 13.5 (d = 13.509) is white;
//   - the dark line (0x22) reaches 0.5·dpr = 1 pixel past 16.64: whole from
//     the rim's end at 14.94 to 17.14: the pixel at 15.5 is grey;
//   - nothing from 16.64 + 1 + 0.5 = 18.14: the pixel at 18.5 is clear.
func TestAtlasCircle(t *testing.T) {
	a := NewAtlas(2)
	if a.Cell != 60 || a.Size != 26 {
		t.Fatalf("cell %d, size %v; want 60 and 26", a.Cell, a.Size)
	}
	pix := a.Pixels()
	if len(pix) != 4*a.Width()*a.Height() || a.Width() != 60*SpriteCount {
		t.Fatalf("%d bytes for %d×%d", len(pix), a.Width(), a.Height())
	}
	c := ClassColors[0]
	for _, tc := range []struct {
		x    float64
		want [4]uint8
	}{
		{0.5, [4]uint8{c.R, c.G, c.B, 255}},
		{11.5, [4]uint8{c.R, c.G, c.B, 255}},
		{13.5, [4]uint8{255, 255, 255, 255}},
		{15.5, [4]uint8{outlineInk, outlineInk, outlineInk, 255}},
		{18.5, [4]uint8{0, 0, 0, 0}},
		{29.5, [4]uint8{0, 0, 0, 0}},
	} {
		for _, s := range []float64{1, -1} { // both sides of the centre
			if got := atlasPixel(t, a, pix, 0, s*tc.x, 0.5); got != tc.want {
				t.Errorf("class 0 at x = %v: %v, want %v", s*tc.x, got, tc.want)
			}
		}
	}
}

// TestAtlasCentres: the pixel nearest the centre of every class marker is
// the class's colour, opaque (it lies 0.71 pixel from the centre, inside
// every shape of radius 6.5 or more), and that of a hollow test point's
// marker is white: its colour is a band 2.4·dpr wide inside the outline.
func TestAtlasCentres(t *testing.T) {
	for _, dpr := range []float64{1, 2, 3} {
		a := NewAtlas(dpr)
		pix := a.Pixels()
		h := 0.5 * float64(a.Cell%2) // pixel centres: half-integers for an even cell
		x := 0.5 - h
		for k := range ClassColors {
			c := ClassColors[k]
			if got := atlasPixel(t, a, pix, k, x, x); got != [4]uint8{c.R, c.G, c.B, 255} {
				t.Errorf("dpr %v: class %d's centre is %v, want %v", dpr, k, got, c)
			}
			if got := atlasPixel(t, a, pix, SpriteHollow+k, x, x); got != [4]uint8{255, 255, 255, 255} {
				t.Errorf("dpr %v: hollow class %d's centre is %v, want white", dpr, k, got)
			}
		}
	}
}

// TestAtlasRings: along the row through a ring sprite's centre, the ink is
// centred on RingOf's radius (the coverage of a line of width w about a
// circle is symmetric about its radius, so the mean distance weighted by
// alpha is the radius, within a pixel's rounding), is whole within
// w/2 − 0.5 of it, in RingOf's colour, and clear at the centre.
func TestAtlasRings(t *testing.T) {
	a := NewAtlas(2)
	pix := a.Pixels()
	r := a.Size / 2
	for _, k := range []int{SpriteRing, SpriteSupport, SpriteFocus} {
		radius, width, c, ok := RingOf(k, r, a.DPR)
		if !ok {
			t.Fatalf("sprite %d is not a ring", k)
		}
		var sum, wsum float64
		for x := 0.5; x < float64(a.Cell)/2; x++ {
			p := atlasPixel(t, a, pix, k, x, 0.5)
			d := math.Hypot(x, 0.5)
			sum += d * float64(p[3])
			wsum += float64(p[3])
			if math.Abs(d-radius) <= width/2-0.5 && p != [4]uint8{c.R, c.G, c.B, 255} {
				t.Errorf("ring %d at %v (radius %v, width %v): %v, want %v", k, d, radius, width, p, c)
			}
		}
		if mean := sum / wsum; math.Abs(mean-radius) > 0.25 {
			t.Errorf("ring %d: ink centred at %v, RingOf's radius %v", k, mean, radius)
		}
		if p := atlasPixel(t, a, pix, k, 0.5, 0.5); p[3] != 0 {
			t.Errorf("ring %d's centre is %v, want clear", k, p)
		}
	}
	if _, _, _, ok := RingOf(0, r, 2); ok {
		t.Error("class 0's marker is taken for a ring")
	}
}

// TestAtlasQuads: a sprite's quad is the square of half side Half[k] about
// the point, scaled, and samples its own cell; every pixel of ink of the
// sprite lies inside the square its quad samples, so that no quad cuts a
// marker or a ring.
func TestAtlasQuads(t *testing.T) {
	for _, dpr := range []float64{1, 1.5, 2} {
		a := NewAtlas(dpr)
		pix := a.Pixels()
		for k := 0; k < SpriteCount; k++ {
			vs, is := a.Quads(nil, nil, k, 100, 50, 1.5)
			if len(vs) != 4 || len(is) != 6 {
				t.Fatalf("%d vertices, %d indices", len(vs), len(is))
			}
			h := float32(a.Half[k])
			if vs[0].DstX != 100-1.5*h || vs[3].DstY != 50+1.5*h || vs[0].SrcX != float32(k*a.Cell)+float32(a.Cell)/2-h || vs[3].SrcX != float32(k*a.Cell)+float32(a.Cell)/2+h {
				t.Errorf("dpr %v sprite %d: quad %+v … %+v, half %v", dpr, k, vs[0], vs[3], h)
			}
			c := float64(a.Cell) / 2
			for j := 0; j < a.Cell; j++ {
				for i := 0; i < a.Cell; i++ {
					o := 4 * (j*a.Width() + k*a.Cell + i)
					if pix[o+3] == 0 {
						continue
					}
					if x, y := float64(i)+0.5-c, float64(j)+0.5-c; math.Max(math.Abs(x), math.Abs(y)) > a.Half[k] {
						t.Errorf("dpr %v sprite %d: ink at (%v, %v), beyond its quad's half side %v", dpr, k, x, y, a.Half[k])
					}
				}
			}
		}
	}
}
