package browsertest

import (
	"encoding/json"
	"fmt"
	"image"
	"math"
	"testing"

	"github.com/chromedp/chromedp/kb"
)

// luminance is the relative luminance of an sRGB colour (WCAG 2.2,
// "relative luminance").
func luminance(c [3]float64) float64 {
	lin := func(v float64) float64 {
		v /= 255
		if v <= 0.04045 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c[0]) + 0.7152*lin(c[1]) + 0.0722*lin(c[2])
}

// contrast is the contrast ratio (L₁ + 0.05)/(L₂ + 0.05) of two colours,
// the lighter over the darker (WCAG 2.2, "contrast ratio").
func contrast(a, b [3]float64) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// darkOnRay returns the darkest pixel of img on the segment from (x, y)
// r0 to r1 pixels along the direction (dx, dy).
func darkOnRay(img image.Image, x, y, dx, dy, r0, r1 float64) [3]float64 {
	best := [3]float64{255, 255, 255}
	for r := r0; r <= r1; r += 0.5 {
		if c := RGB(img, x+dx*r, y+dy*r); luminance(c) < luminance(best) {
			best = c
		}
	}
	return best
}

// TestContrastOnShading measures, from screenshots' pixels, the contrast
// of the plot's marks against the shading next to them (WCAG 1.4.11, at
// least 3:1): every class's marker (its dark outline against the shading
// beyond it, the shading at its strongest, deep in the class's region, in
// soft and in hard shading), the boundary (against the shading either
// side), the keyboard's focus ring (against the shading inside it and the
// panel outside it) and its cursor.
func TestContrastOnShading(t *testing.T) {
	p := open(t, "")
	// Six classes in six blobs on a circle of radius 3.5, softmax
	// regression: the shading deep in each region is the class colour at
	// its full weight.
	var pts [][3]float64
	for k := range 6 {
		a := 2 * math.Pi * float64(k) / 6
		cx, cy := 3.5*math.Cos(a), 3.5*math.Sin(a)
		for _, d := range [][2]float64{{0, 0}, {0.6, 0}, {0, 0.6}, {-0.6, 0}, {0, -0.6}} {
			pts = append(pts, [3]float64{cx + d[0], cy + d[1], float64(k)})
		}
	}
	js, _ := json.Marshal(pts)
	p.Do(`hyperplane.setPoints(` + string(js) + `, 6)`)
	p.Do(`hyperplane.setAlgorithm("softmax")`)
	p.Do(`hyperplane.train()`)
	p.Do(`hyperplane.setViewport({minX: -5, maxX: 5, minY: -5, maxY: 5})`)
	worst := map[string]float64{}
	note := func(what string, c float64) {
		if v, ok := worst[what]; !ok || c < v {
			worst[what] = c
		}
		if c < 3 {
			t.Errorf("%s: contrast %.2f:1, under 3:1", what, c)
		}
	}
	for _, shading := range []string{"soft", "hard"} {
		p.Do(`hyperplane.setView({shading: "` + shading + `", misclassified: false, grid: false})`)
		p.MouseAway()
		p.Settle(3)
		img := p.Screenshot()
		for k := range 6 {
			// The blob's centre point: along eight rays, the darkest
			// pixel within 14 px is its outline (the line #222 is darker
			// than every class colour; the outline reaches at most 12.1
			// px out, at a triangle's corner), against the shading 17 px
			// out, between the blob's other points (0.6 units, 48 px,
			// away along the axes).
			q := pts[5*k]
			x, y := p.ToPixel(q[0], q[1])
			for j := range 8 {
				a := math.Pi/8 + float64(j)*math.Pi/4
				dx, dy := math.Cos(a), math.Sin(a)
				line := darkOnRay(img, x, y, dx, dy, 2, 14)
				shade := RGB(img, x+dx*17, y+dy*17)
				note(fmt.Sprintf("the marker of class %d on %s shading", k+1, shading), contrast(line, shade))
			}
		}
	}

	// The boundary of two classes and the shading either side of it.
	p.Do(`hyperplane.setPoints([[2,2,0],[3,2,0],[2,3,0],[2.5,1,1],[-2,-2,1],[-3,-2,1],[-2,-3,1],[1,1.5,0]])`)
	p.Do(`hyperplane.setAlgorithm("logistic")`)
	p.Do(`hyperplane.train()`)
	p.Do(`hyperplane.setView({shading: "soft"})`)
	p.Settle(3)
	st := statusOf(p)
	row := st.Field.Rows[0]
	a, b, c := row[0], row[1], row[2]
	w2 := b*b + c*c
	// Three points of h = 0 in view, the normal on the screen (y down).
	img := p.Screenshot()
	for _, s := range []float64{-2, 0, 2} {
		// The point of the line nearest (s, s).
		h := a + b*s + c*s
		bx, by := s-h*b/w2, s-h*c/w2
		px, py := p.ToPixel(bx, by)
		nx, ny := b/math.Sqrt(w2), -c/math.Sqrt(w2)
		line := darkOnRay(img, px, py, nx, ny, -2, 2)
		for _, side := range []float64{-8, 8} {
			note("the boundary", contrast(line, RGB(img, px+side*nx, py+side*ny)))
		}
	}

	// The focus ring and the keyboard's cursor: Tab to the plot, a key.
	k := keyboard{t, p}
	k.press(kb.Tab)
	if !Eval[bool](p, plotFocused) {
		t.Fatal("the first Tab stop is not the plot")
	}
	k.press("d")
	p.MouseAway()
	p.Settle(3)
	img = p.Screenshot()
	cw, ch := st.Canvas[0], st.Canvas[1]
	for _, y := range []float64{ch * 0.25, ch * 0.5, ch * 0.75} {
		// The ring is 3 px wide inside the plot's edge.
		note("the focus ring against the plot", contrast(darkOnRay(img, 0, y, 1, 0, 0, 2), RGB(img, 7, y)))
		note("the focus ring against the plot", contrast(darkOnRay(img, cw-1, y, -1, 0, 0, 2), RGB(img, cw-8, y)))
		note("the focus ring against the panel", contrast(darkOnRay(img, cw-1, y, -1, 0, 0, 2), RGB(img, cw+4, y)))
	}
	cur := Eval[[]float64](p, `hyperplane.keyboard().cursor`)
	cx, cy := p.ToPixel(cur[0], cur[1])
	for _, d := range [][2]float64{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		// An arm of the cross runs from 4 to 15 pixels out, in a white
		// halo: its ink against the shading beyond the halo.
		note("the keyboard's cursor", contrast(darkOnRay(img, cx, cy, d[0], d[1], 6, 13), RGB(img, cx+d[0]*22, cy+d[1]*22)))
	}
	names := make([]string, 0, len(worst))
	for n := range worst {
		names = append(names, n)
	}
	for _, n := range names {
		t.Logf("%s: at least %.2f:1", n, worst[n])
	}
}
