package session

import (
	"math"
	"slices"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// emptySession returns a session with no points.
func emptySession(t *testing.T) *Session {
	t.Helper()
	s := scene.DefaultScene()
	s.Points = nil
	return New(s)
}

func drawStroke(t *testing.T, a *Session, r float64, path ...float64) {
	t.Helper()
	if err := a.Apply(Gesture{Kind: StrokeStart, X: path[0], Y: path[1], R: r}); err != nil {
		t.Fatal(err)
	}
	for i := 2; i+1 < len(path); i += 2 {
		if err := a.Apply(Gesture{Kind: StrokeMove, X: path[i], Y: path[i+1]}); err != nil {
			t.Fatal(err)
		}
	}
	n := len(path)
	if err := a.Apply(Gesture{Kind: StrokeEnd, X: path[n-2], Y: path[n-1]}); err != nil {
		t.Fatal(err)
	}
}

// TestSprayMatchesGesture sprays four strokes of 5000 points, each a drag
// of length 8 at 30° from (1, 2) with aspect 0.5, so the gesture asks for
// μ = (1, 2), σ1 = 4, σ2 = 2 and Σ = (σ1²−σ2²) u uᵀ + σ2² I with
// u = (cos 30°, sin 30°) (BlobOfDrag's closed form, written out here
// independently). For each stroke, and for all four pooled:
//
//   - the mean: n (m−μ)ᵀ Σ⁻¹ (m−μ) is exactly χ² with 2 degrees of freedom,
//     whose tail is exp(−t/2); the threshold 2 ln 10⁶ ≈ 27.6 gives a
//     false-alarm rate of 10⁻⁶;
//   - the covariance: with Σ = L Lᵀ (Cholesky) and w = L⁻¹(x−μ), the
//     entries of Ŝ = (1/n) Σ w wᵀ have means 1, 0, 1 and variances 2/n,
//     1/n, 2/n (n Ŝ11 is χ²_n); a z of 5 is a two-sided false-alarm rate of
//     5.7·10⁻⁷ by the normal approximation (χ²_n's skewness √(8/n) is 0.04
//     at n = 5000).
//
// Twenty tests in all: a seed fails by chance with probability below
// 2·10⁻⁵. As n grows fourfold the thresholds on m−μ and Ŝ−I halve: that is
// the convergence the test checks.
func TestSprayMatchesGesture(t *testing.T) {
	a := emptySession(t)
	if err := a.Tools().SetTool("spray"); err != nil {
		t.Fatal(err)
	}
	b := a.Tools().Brush()
	b.Count, b.Aspect, b.Seed = 5000, 0.5, 42
	if err := a.Tools().SetBrush(b); err != nil {
		t.Fatal(err)
	}
	th := math.Pi / 6
	mx, my := 1.0, 2.0
	for range 4 {
		drawStroke(t, a, 0.1, mx, my, mx+4, my+1, mx+8*math.Cos(th), my+8*math.Sin(th))
	}
	pts := a.Doc().Points()
	if len(pts) != 20000 {
		t.Fatalf("%d points, want 4 strokes of 5000", len(pts))
	}
	ux, uy := math.Cos(th), math.Sin(th)
	d := 16.0 - 4
	sxx, sxy, syy := d*ux*ux+4, d*ux*uy, d*uy*uy+4
	// Cholesky of the 2×2 Σ.
	l11 := math.Sqrt(sxx)
	l21 := sxy / l11
	l22 := math.Sqrt(syy - l21*l21)
	check := func(name string, ps []engine.Point) {
		n := float64(len(ps))
		var m [2]float64
		var s [3]float64
		for _, p := range ps {
			m[0] += p.X / n
			m[1] += p.Y / n
			w1 := (p.X - mx) / l11
			w2 := (p.Y - my - l21*w1) / l22
			s[0] += w1 * w1 / n
			s[1] += w1 * w2 / n
			s[2] += w2 * w2 / n
		}
		// Σ⁻¹ through L: |L⁻¹ (m−μ)|².
		e1 := (m[0] - mx) / l11
		e2 := (m[1] - my - l21*e1) / l22
		if chi := n * (e1*e1 + e2*e2); chi > 2*math.Log(1e6) {
			t.Errorf("%s: the mean (%.4f, %.4f) is off (1, 2): χ²₂ = %.1f", name, m[0], m[1], chi)
		}
		for i, sd := range []float64{math.Sqrt(2 / n), math.Sqrt(1 / n), math.Sqrt(2 / n)} {
			want := 1.0
			if i == 1 {
				want = 0
			}
			if z := (s[i] - want) / sd; math.Abs(z) > 5 {
				t.Errorf("%s: whitened covariance entry %d is %.4f, want %g (z = %.1f)", name, i, s[i], want, z)
			}
		}
	}
	for k := range 4 {
		check("stroke", pts[k*5000:(k+1)*5000])
	}
	check("pooled", pts)
	// Each stroke is one undo step.
	for k := 3; k >= 0; k-- {
		if !a.Doc().Undo() || len(a.Doc().Points()) != k*5000 {
			t.Fatalf("undo left %d points, want %d", len(a.Doc().Points()), k*5000)
		}
	}
}

// TestLassoSelects draws a star-shaped lasso through the session and
// compares its selection with the winding number of each point (computed
// in this test, independently of InPolygon), then moves, relabels and
// deletes the selection, and undoes every stroke and edit in turn.
func TestLassoSelects(t *testing.T) {
	a := emptySession(t)
	var pts []engine.Point
	for i := range 21 {
		for j := range 21 {
			pts = append(pts, engine.Point{X: float64(i)/2 - 5, Y: float64(j)/2 - 5, Class: (i + j) % 2})
		}
	}
	if err := a.Doc().SetPoints(pts, 2); err != nil {
		t.Fatal(err)
	}
	var lasso []float64
	for k := range 13 {
		s := 2 * math.Pi * float64(k) / 13
		r := 3.1 + 1.3*math.Cos(5*s)
		lasso = append(lasso, r*math.Cos(s)+0.01, r*math.Sin(s)+0.02)
	}
	if err := a.Tools().SetTool("select"); err != nil {
		t.Fatal(err)
	}
	drawStroke(t, a, 0.2, lasso...)
	var want []int
	for i, p := range pts {
		if windingNumber(lasso, p.X, p.Y) != 0 {
			want = append(want, i)
		}
	}
	got := a.Tools().Selection()
	if !slices.Equal(got, want) || len(want) < 20 {
		t.Fatalf("the lasso selected %d points %v, the winding number %d %v", len(got), got, len(want), want)
	}
	history := [][]engine.Point{slices.Clone(a.Doc().Points())}
	// A drag that starts on a selected point moves the whole selection.
	p0 := pts[want[0]]
	drawStroke(t, a, 0.2, p0.X, p0.Y, p0.X+1, p0.Y, p0.X+10, p0.Y+20)
	for i, p := range a.Doc().Points() {
		dx, dy := 0.0, 0.0
		if _, sel := slices.BinarySearch(want, i); sel {
			dx, dy = 10, 20
		}
		if p.X != pts[i].X+dx || p.Y != pts[i].Y+dy {
			t.Fatalf("point %d at (%g, %g), want (%g, %g)", i, p.X, p.Y, pts[i].X+dx, pts[i].Y+dy)
		}
	}
	history = append(history, slices.Clone(a.Doc().Points()))
	// A press on a selected point that does not move leaves no undo step.
	u, _ := a.Doc().UndoDepth()
	p1 := a.Doc().Points()[want[0]]
	drawStroke(t, a, 0.2, p1.X, p1.Y, p1.X, p1.Y)
	if u2, _ := a.Doc().UndoDepth(); u2 != u || len(a.Tools().Selection()) != len(want) {
		t.Fatalf("a still press on the selection: undo depth %d → %d, %d selected", u, u2, len(a.Tools().Selection()))
	}
	if err := a.Tools().RelabelSelection(2); err != nil {
		t.Fatal(err)
	}
	if c := a.Doc().Counts(); len(c) < 3 || c[2] != len(want) {
		t.Fatalf("counts %v after relabelling %d points to class 3", c, len(want))
	}
	history = append(history, slices.Clone(a.Doc().Points()))
	if err := a.Tools().DeleteSelection(); err != nil {
		t.Fatal(err)
	}
	if n := len(a.Doc().Points()); n != len(pts)-len(want) {
		t.Fatalf("%d points after deleting %d of %d", n, len(want), len(pts))
	}
	for k := len(history) - 1; k >= 0; k-- {
		a.Doc().Undo()
		if !slices.Equal(a.Doc().Points(), history[k]) {
			t.Fatalf("undo %d did not restore the points before the step", len(history)-k)
		}
	}
	a.Doc().Undo()
	if len(a.Doc().Points()) != 0 {
		t.Fatal("the last undo should take back SetPoints")
	}
}

// TestEraserAndJitter erases along a stroke (every point within the brush
// of the path goes, however fast the stroke) and jitters, each one undo
// step.
func TestEraserAndJitter(t *testing.T) {
	a := emptySession(t)
	var pts []engine.Point
	for i := range 41 {
		pts = append(pts, engine.Point{X: float64(i)/4 - 5, Y: 0, Class: 0}, engine.Point{X: float64(i)/4 - 5, Y: 2, Class: 1})
	}
	if err := a.Doc().SetPoints(pts, 2); err != nil {
		t.Fatal(err)
	}
	a.Tools().SetTool("eraser")
	// One jump from x = −3 to x = 3 along y = 0.5 with radius 1: the
	// points of y = 0 within 1 of the segment go, those with
	// |x| ≤ 3 + √(1 − 0.5²) ≈ 3.87 (the brush's round ends), that is
	// x = −3.75, −3.5, …, 3.75: 31 points; those of y = 2 stay (1.5 away).
	drawStroke(t, a, 1, -3, 0.5, 3, 0.5)
	if n := len(a.Doc().Points()); n != len(pts)-31 {
		t.Fatalf("%d points after the eraser, want %d", n, len(pts)-31)
	}
	for _, p := range a.Doc().Points() {
		if p.Y == 0 && math.Abs(p.X) <= 3.8 {
			t.Fatalf("point (%g, 0) survived the eraser", p.X)
		}
	}
	before := slices.Clone(a.Doc().Points())
	a.Tools().SetTool("jitter")
	drawStroke(t, a, 1, -5, 2, 5, 2)
	moved := 0
	for i, p := range a.Doc().Points() {
		if p != before[i] {
			moved++
			if before[i].Y != 2 {
				t.Fatalf("jitter moved point %d, outside the brush", i)
			}
		}
	}
	if moved != 41 {
		t.Fatalf("jitter moved %d points, want the 41 of the row y = 2", moved)
	}
	a.Doc().Undo()
	if !slices.Equal(a.Doc().Points(), before) {
		t.Fatal("undo did not take the jitter back")
	}
	a.Doc().Undo()
	if len(a.Doc().Points()) != len(pts) {
		t.Fatal("undo did not take the eraser back")
	}
	// A stroke that touches nothing leaves no undo step.
	u, _ := a.Doc().UndoDepth()
	a.Tools().SetTool("eraser")
	drawStroke(t, a, 0.1, 20, 20, 21, 21)
	if u2, _ := a.Doc().UndoDepth(); u2 != u {
		t.Fatalf("an empty eraser stroke left an undo step (%d → %d)", u, u2)
	}
	if err := a.Tools().SetTool("brush"); err == nil {
		t.Fatal("an unknown tool was accepted")
	}
}

// windingNumber is the angle sum of poly about (x, y), over 2π.
func windingNumber(poly []float64, x, y float64) int {
	n := len(poly) / 2
	sum := 0.0
	for i := range n {
		j := (i + 1) % n
		d := math.Atan2(poly[2*j+1]-y, poly[2*j]-x) - math.Atan2(poly[2*i+1]-y, poly[2*i]-x)
		d = math.Remainder(d, 2*math.Pi)
		sum += d
	}
	return int(math.Round(sum / (2 * math.Pi)))
}
