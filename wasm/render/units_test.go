package render

import (
	"fmt"
	"image/color"
	"math"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// wcagContrast returns the contrast ratio (L₁ + 0.05)/(L₂ + 0.05) of two
// colours by WCAG 2.1's relative luminance (sRGB channels linearized).
func wcagContrast(a, b color.RGBA) float64 {
	lum := func(c color.RGBA) float64 {
		ch := func(v uint8) float64 {
			s := float64(v) / 255
			if s <= 0.04045 {
				return s / 12.92
			}
			return math.Pow((s+0.055)/1.055, 2.4)
		}
		return 0.2126*ch(c.R) + 0.7152*ch(c.G) + 0.0722*ch(c.B)
	}
	l1, l2 := lum(a), lum(b)
	if l1 < l2 {
		l1, l2 = l2, l1
	}
	return (l1 + 0.05) / (l2 + 0.05)
}

// over returns c at weight w over white, as the field shades a region.
func over(c color.RGBA, w float64) color.RGBA {
	m := func(v uint8) uint8 { return uint8(math.Round(255*(1-w) + float64(v)*w)) }
	return color.RGBA{m(c.R), m(c.G), m(c.B), 0xff}
}

// TestUnitColors: every unit's colour stands at 4.5:1 or more against
// white and 3:1 or more against every class region at its strongest
// shading (ShadeWeight of soft shading at full confidence), as UnitColors
// says; and none is a class colour.
func TestUnitColors(t *testing.T) {
	strongest := ShadeWeight(ShadingSoft, 1)
	for j, u := range UnitColors {
		if c := wcagContrast(u, color.RGBA{0xff, 0xff, 0xff, 0xff}); c < 4.5 {
			t.Errorf("unit %d: %.2f:1 against white", j+1, c)
		}
		for k, cc := range ClassColors {
			if u == cc {
				t.Errorf("unit %d has class %d's colour", j+1, k+1)
			}
			if c := wcagContrast(u, over(cc, strongest)); c < 3 {
				t.Errorf("unit %d: %.2f:1 against class %d's region", j+1, c, k+1)
			}
		}
	}
}

// TestUnitLines: each unit's line lies on aⱼ = 0 (both ends, the middle
// and the handle), its normal is wⱼ/‖wⱼ‖ and its angle θ has the
// direction (cos θ, sin θ) along the line; the widths rank the units by
// the size of their outgoing weights (unit 2's are the largest, ‖(3, 4)‖
// = 5, unit 1's ‖(1, 0)‖ = 1); a unit whose line misses the view has none;
// UnitAt finds a handle before a line, and nothing far from both.
func TestUnitLines(t *testing.T) {
	f := engine.Field{Basis: engine.Basis{}, Rows: [][]float64{{0, 0, 0}, {0, 0, 0}, {0, 0, 0}}, Labels: []int{0, 1, 2},
		Combine: engine.CombineArgmax, Link: engine.LinkSoftmax, Network: &engine.Network{
			Activation: engine.ActivationTanh, Loss: engine.LossCrossEntropy,
			Hidden: [][]float64{{-1, 1, 1}, {0.5, 2, -1}, {-100, 1, 0}},
			Output: [][]float64{{0, 1, 3, 0.5}, {0, 0, 4, 0}, {0, 0, 0, 0}},
		}}
	cam := NewCamera(scene.Viewport{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5}, 800, 800, 2)
	ls := UnitLines(&f, cam)
	if len(ls) != 2 {
		t.Fatalf("%d lines in view, want 2 (unit 3's line x = 100 is off the view)", len(ls))
	}
	for _, l := range ls {
		w := f.Network.Hidden[l.Unit]
		for _, p := range []engine.Vec2{l.A, l.B, l.Mid, l.Handle} {
			if a := w[0] + w[1]*p.X + w[2]*p.Y; math.Abs(a) > 1e-9 {
				t.Errorf("unit %d: a = %v at %v", l.Unit+1, a, p)
			}
		}
		n := math.Hypot(w[1], w[2])
		if math.Abs(l.Normal.X-w[1]/n) > 1e-12 || math.Abs(l.Normal.Y-w[2]/n) > 1e-12 {
			t.Errorf("unit %d: normal %v", l.Unit+1, l.Normal)
		}
		if d := w[1]*math.Cos(l.Theta) + w[2]*math.Sin(l.Theta); math.Abs(d) > 1e-12 {
			t.Errorf("unit %d: θ = %v is not along the line", l.Unit+1, l.Theta)
		}
	}
	if !(ls[1].Width > ls[0].Width) || ls[1].Width != UnitWidthMin+UnitWidthSpan || ls[1].Out != 5 {
		t.Errorf("widths %v, %v (outgoing %v, %v)", ls[0].Width, ls[1].Width, ls[0].Out, ls[1].Out)
	}
	hx, hy := cam.ToScreen(ls[1].Handle.X, ls[1].Handle.Y)
	if u, turn := UnitAt(ls, cam, hx+3, hy, 20); u != 1 || !turn {
		t.Errorf("at unit 2's handle: unit %d, turn %v", u+1, turn)
	}
	// A point of unit 1's line x + y = 1 far from its handle: (3, −2).
	px, py := cam.ToScreen(3, -2)
	if u, turn := UnitAt(ls, cam, px, py+4, 20); u != 0 || turn {
		t.Errorf("on unit 1's line: unit %d, turn %v", u+1, turn)
	}
	fx, fy := cam.ToScreen(-4, -4.5)
	if u, _ := UnitAt(ls, cam, fx, fy, 20); u >= 0 {
		t.Errorf("far from every line: unit %d", u+1)
	}
	under, over := UnitShapes(ls, cam, 0)
	if len(under) != 2 || len(over) != 4 || under[0].Width != ls[0].Width+1.5 {
		t.Errorf("shapes: %d under, %d over, dragged width %v", len(under), len(over), under[0].Width)
	}
	f.Basis = engine.Basis{Kind: engine.BasisPoly, Degree: 2}
	if ls := UnitLines(&f, cam); ls != nil {
		t.Errorf("a network on a basis has lines: %v", fmt.Sprint(ls))
	}
}
