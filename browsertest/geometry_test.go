package browsertest

import (
	"image"
	"math"
	"testing"
)

// hardTint returns the colour the page paints for a class region in hard
// shading: 30% of the class colour over white (wasm/shaders/field.go).
func hardTint(hex string) [3]float64 {
	c := HexRGB(hex)
	var out [3]float64
	for i := range c {
		out[i] = 255 + (c[i]-255)*0.30
	}
	return out
}

func dist3(a, b [3]float64) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}

// lineScan walks the line h(x) = c of a plane row across the screen and,
// at n places along it, returns the screen point on the line and the unit
// normal in screen pixels.
func lineScan(p *Page, row []float64, c float64, n int) (pts [][2]float64, normal [2]float64) {
	// The data box shown, from the page's own state.
	vis := Eval[struct{ MinX, MaxX, MinY, MaxY float64 }](p, "hyperplane.status().visible")
	w1, w2 := row[1], row[2]
	nrm := math.Hypot(w1, w2)
	// A point on the line and its direction, in data coordinates.
	x0, y0 := -(row[0]-c)*w1/(nrm*nrm), -(row[0]-c)*w2/(nrm*nrm)
	dx, dy := -w2/nrm, w1/nrm
	span := math.Max(vis.MaxX-vis.MinX, vis.MaxY-vis.MinY)
	for i := 0; i < n; i++ {
		t := span * (float64(i)/float64(n-1) - 0.5)
		x, y := x0+t*dx, y0+t*dy
		if x < vis.MinX || x > vis.MaxX || y < vis.MinY || y > vis.MaxY {
			continue
		}
		px, py := p.ToPixel(x, y)
		if px < 20 || py < 20 || px > float64(ViewW-340-20) || py > float64(ViewH-20) {
			continue
		}
		pts = append(pts, [2]float64{px, py})
	}
	// The normal on the screen: the y axis points down.
	return pts, [2]float64{w1 / nrm, -w2 / nrm}
}

// darkest returns the offset along the normal, within ±r pixels of a
// point, of the darkest pixel.
func darkest(img image.Image, pt, normal [2]float64, r int) (float64, float64) {
	best, at := math.Inf(1), 0.0
	for k := -r; k <= r; k++ {
		c := RGB(img, pt[0]+float64(k)*normal[0], pt[1]+float64(k)*normal[1])
		if v := c[0] + c[1] + c[2]; v < best {
			best, at = v, float64(k)
		}
	}
	return at, best / 3
}

// TestBoundaryPixels: for a scene with known weights (the AND gate, whose
// perceptron weights (−4, 2, 3) engine's tests derive by hand), the
// boundary is drawn within 2 px of the true line 2x + 3y = 4, and the
// pixels beside it carry the two class colours of hard shading.
func TestBoundaryPixels(t *testing.T) {
	p := open(t, "")
	trainFourPoints(p)
	p.Do(`hyperplane.setView({shading: "hard", grid: false, misclassified: false})`)
	p.Do(`hyperplane.setViewport({minX: -1, maxX: 3, minY: -1, maxY: 3})`)
	st := statusOf(p)
	row := st.Field.Rows[0]
	if row[0] != -4 || row[1] != 2 || row[2] != 3 {
		t.Fatalf("weights %v, want (−4, 2, 3)", row)
	}
	p.Settle(3)
	img := p.Screenshot()
	pts, n := lineScan(p, row, 0, 15)
	if len(pts) < 8 {
		t.Fatalf("only %d samples of the line are on the screen", len(pts))
	}
	c1, c2 := hardTint(st.Colors[0]), hardTint(st.Colors[1])
	for _, pt := range pts {
		off, v := darkest(img, pt, n, 6)
		if math.Abs(off) > 2 || v > 120 {
			t.Errorf("at %v the darkest pixel across the line is %.0f px off (brightness %.0f)", pt, off, v)
		}
		// 8 px to the side of w (class 1) and 8 px to the other side.
		a := RGB(img, pt[0]+8*n[0], pt[1]+8*n[1])
		b := RGB(img, pt[0]-8*n[0], pt[1]-8*n[1])
		if dist3(a, c1) > 6 || dist3(b, c2) > 6 {
			t.Errorf("at %v: %v and %v beside the line, want %v and %v", pt, a, b, c1, c2)
		}
	}
}

// TestMarginLines: the hard-margin SVM on a hand-built set. With class 1
// at (2, 0), (3, 1), (3, −1) and class 2 at (0, 0), (−1, 1), (−1, −1), the
// closest points are (2, 0) and (0, 0), so the maximum-margin line is
// x = 1 with margin 1 and the lines h = ±1 are x = 2 and x = 0 (w = (1, 0),
// w₀ = −1). The dashed margin lines appear at those pixels, and nowhere
// between.
func TestMarginLines(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.setPoints([[2,0,0],[3,1,0],[3,-1,0],[0,0,1],[-1,1,1],[-1,-1,1]])`)
	p.Do(`hyperplane.setAlgorithm("svm")`)
	p.Do(`hyperplane.setParams({margin: "hard", tol: 1e-9})`)
	st := Await[status](p, `hyperplane.train()`)
	if st.Status != "converged" {
		t.Fatalf("svm: %s (%s)", st.Status, st.Reason)
	}
	row := st.Field.Rows[0]
	if math.Abs(row[0]+1) > 1e-6 || math.Abs(row[1]-1) > 1e-6 || math.Abs(row[2]) > 1e-6 {
		t.Fatalf("svm weights %v, want (−1, 1, 0)", row)
	}
	p.Do(`hyperplane.setView({shading: "off", grid: false, misclassified: false, boundary: false, margins: true})`)
	p.Do(`hyperplane.setViewport({minX: -3, maxX: 5, minY: -4, maxY: 4})`)
	p.Settle(3)
	img := p.Screenshot()
	for _, c := range []float64{1, -1} {
		pts, n := lineScan(p, row, c, 40)
		hits := 0
		for _, pt := range pts {
			// The support vectors sit on these lines: skip near them.
			if near := math.Abs(pt[1]-float64(ViewH)/2) < 20; near {
				continue
			}
			// On white, a line pixel is clearly darker.
			if off, v := darkest(img, pt, n, 4); math.Abs(off) <= 2 && v < 200 {
				hits++
			}
		}
		// The lines are dashed, on for 5 of every 9 pixels.
		if hits < len(pts)/4 {
			t.Errorf("line h = %v: dark pixels at %d of %d places", c, hits, len(pts))
		}
	}
	// Halfway between the boundary and a margin line, nothing is drawn.
	pts, n := lineScan(p, row, 0.5, 20)
	for _, pt := range pts {
		if _, v := darkest(img, pt, n, 2); v < 235 {
			t.Errorf("something is drawn at %v, between the lines (brightness %.0f)", pt, v)
		}
	}
}

// TestFisherDirection: the Fisher direction is drawn through the grand
// mean at the angle the API reports.
func TestFisherDirection(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.loadLesson("fisher-vs-means")`)
	p.Do(`hyperplane.setView({shading: "off", grid: false, misclassified: false, boundary: false, fisher: true})`)
	p.Settle(3)
	fv := Eval[struct {
		Available bool    `json:"available"`
		Theta     float64 `json:"theta"`
		J         float64 `json:"j"`
	}](p, `hyperplane.fisher()`)
	if !fv.Available || !(fv.J > 0) {
		t.Fatalf("fisher() = %+v", fv)
	}
	// The grand mean of the two classes, computed here from the points.
	s := stateOf(p)
	var mx, my float64
	for _, q := range s.Points {
		mx += q[0]
		my += q[1]
	}
	mx /= float64(len(s.Points))
	my /= float64(len(s.Points))
	img := p.Screenshot()
	// Walk along the direction; the green line (0x10, 0x70, 0x30) is within
	// 2 px across it wherever no point covers it.
	ux, uy := math.Cos(fv.Theta), math.Sin(fv.Theta)
	green := [3]float64{0x10, 0x70, 0x30}
	hits, tries := 0, 0
	for k := -12; k <= 12; k++ {
		x, y := mx+0.25*float64(k)*ux, my+0.25*float64(k)*uy
		px, py := p.ToPixel(x, y)
		if px < 10 || py < 10 || px > float64(ViewW-350) || py > float64(ViewH-10) {
			continue
		}
		tries++
		for o := -2; o <= 2; o++ {
			// Across the line: the screen normal of (ux, −uy) is (uy, ux).
			c := RGB(img, px+float64(o)*uy, py+float64(o)*ux)
			if dist3(c, green) < 60 {
				hits++
				break
			}
		}
	}
	if tries < 8 || hits < tries*2/3 {
		t.Errorf("the Fisher line is found at %d of %d places along θ = %.3f", hits, tries, fv.Theta)
	}
}

// TestToggleChangesPixels: switching the grid off changes the pixels on a
// grid line; switching regions off leaves white.
func TestToggleChangesPixels(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.setViewport({minX: -5, maxX: 5, minY: -5, maxY: 5})`)
	p.Do(`hyperplane.setView({shading: "off", grid: true})`)
	p.Settle(3)
	// The axis x = 0, away from any point.
	x, y := p.ToPixel(0, -4.5)
	before := RGB(p.Screenshot(), x, y)
	p.Do(`hyperplane.setView({grid: false})`)
	p.Settle(3)
	after := RGB(p.Screenshot(), x, y)
	if dist3(before, after) < 30 || dist3(after, [3]float64{255, 255, 255}) > 3 {
		t.Errorf("grid off: the axis pixel went from %v to %v, want white", before, after)
	}
}

// trainFourPoints trains the perceptron to convergence on four points:
// (1,1) of class 1, and (1,0), (0,1), (0,0) of class 2.
func trainFourPoints(p *Page) {
	p.t.Helper()
	p.Do(`hyperplane.setPoints([[1,1,0],[1,0,1],[0,1,1],[0,0,1]])`)
	p.Do(`hyperplane.setAlgorithm("perceptron")`)
	p.Do(`hyperplane.train()`)
}
