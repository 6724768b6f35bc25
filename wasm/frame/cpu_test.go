package frame

import (
	"math"
	"testing"

	"hyperplane/engine/scene"
	"hyperplane/wasm/render"
)

// TestCPUField paints line(0, 1, 0) (class 0 where x ≥ 0, class 1
// elsewhere, no probabilities) on a 30×30 screen of [−5, 5]²: 10×10 cells
// of 3 pixels whose centres lie at x = −4.5, …, 4.5. The soft shading of
// a field without probabilities has the confidence ½: each class colour
// at 0.08 + 0.42·½ = 0.29 over white, 255 + (c − 255)·0.29 rounded; the
// boundary darkens the cells whose right neighbour is of another class,
// the fifth column; with the shading off, the cells are white. With a
// band of 1 the cells at |x| ≤ 1 decide nothing, grey 0x73 at 0.18 over
// white: 230, and the boundary lies on both sides of them.
func TestCPUField(t *testing.T) {
	cam := render.NewCamera(scene.Viewport{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5}, 30, 30, 1)
	mix := func(c uint8, a float64) uint8 { return uint8(math.Round(255 + (float64(c)-255)*a)) }
	c0, c1 := render.ClassColor(0), render.ClassColor(1)
	shaded := [3][3]uint8{
		{mix(c1.R, 0.29), mix(c1.G, 0.29), mix(c1.B, 0.29)},
		{mix(c0.R, 0.29), mix(c0.G, 0.29), mix(c0.B, 0.29)},
		{mix(0x73, 0.18), mix(0x73, 0.18), mix(0x73, 0.18)},
	}
	white, dark := [3]uint8{255, 255, 255}, [3]uint8{0x22, 0x22, 0x22}
	band := line(0, 1, 0)
	band.Band = 1
	for _, c := range []struct {
		name string
		lk   render.Look
		band bool
		cols [10][3]uint8
	}{
		{"soft", render.Look{Shading: render.ShadingSoft}, false, [10][3]uint8{shaded[0], shaded[0], shaded[0], shaded[0], shaded[0], shaded[1], shaded[1], shaded[1], shaded[1], shaded[1]}},
		{"soft, boundary", render.Look{Shading: render.ShadingSoft, Boundary: true}, false, [10][3]uint8{shaded[0], shaded[0], shaded[0], shaded[0], dark, shaded[1], shaded[1], shaded[1], shaded[1], shaded[1]}},
		{"off, boundary", render.Look{Shading: render.ShadingOff, Boundary: true}, false, [10][3]uint8{white, white, white, white, dark, white, white, white, white, white}},
		{"band", render.Look{Shading: render.ShadingSoft, Boundary: true}, true, [10][3]uint8{shaded[0], shaded[0], shaded[0], dark, shaded[2], dark, shaded[1], shaded[1], shaded[1], shaded[1]}},
	} {
		var cpu CPUField
		f := line(0, 1, 0)
		if c.band {
			f = band
		}
		cpu.Paint(&f, cam, c.lk, 2)
		if cpu.W != 10 || cpu.H != 10 || cpu.Ver != 1 {
			t.Fatalf("%s: %d×%d, version %d", c.name, cpu.W, cpu.H, cpu.Ver)
		}
		// Every row is the same: a cell's lower neighbour never differs.
		for j := range 10 {
			for i := range 10 {
				o := 4 * (j*10 + i)
				got := [3]uint8{cpu.Pix[o], cpu.Pix[o+1], cpu.Pix[o+2]}
				want := c.cols[i]
				if got != want || cpu.Pix[o+3] != 255 {
					t.Fatalf("%s: cell (%d, %d) is %v, want %v", c.name, i, j, got, want)
				}
			}
		}
	}
}
