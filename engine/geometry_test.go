package engine

import (
	"math"
	"testing"
)

func assertVec(t *testing.T, what string, got, want Vec2, tol float64) {
	t.Helper()
	if !near(got.X, want.X, tol) || !near(got.Y, want.Y, tol) {
		t.Errorf("%s = %v, want %v", what, got, want)
	}
}

// TestBasisDerivatives checks ∂φ/∂x and ∂φ/∂y by hand for the quadratic
// and Gaussian bases, and against central differences (error O(h²)) for
// the others.
func TestBasisDerivatives(t *testing.T) {
	// φ = (x, y, x², xy, y²) at (1, 2): ∂x = (1, 0, 2x, y, 0) = (1, 0, 2, 2, 0),
	// ∂y = (0, 1, 0, x, 2y) = (0, 1, 0, 1, 4).
	b := Basis{Kind: BasisPoly, Degree: 2}
	dx, dy := make([]float64, 5), make([]float64, 5)
	b.Derivatives(1, 2, dx, dy)
	for j, w := range []float64{1, 0, 2, 2, 0} {
		assertNear(t, "∂φ/∂x", dx[j], w, 0)
	}
	for j, w := range []float64{0, 1, 0, 1, 4} {
		assertNear(t, "∂φ/∂y", dy[j], w, 0)
	}
	// One bump at the origin with s = 1, at (1, 0): φ = e^{−1/2},
	// ∂x = −φ·(1 − 0)/1, ∂y = −φ·0.
	g := Basis{Kind: BasisRBF, Centres: []Vec2{{0, 0}}, Width: 1}
	dx, dy = make([]float64, 1), make([]float64, 1)
	g.Derivatives(1, 0, dx, dy)
	assertNear(t, "Gaussian ∂x", dx[0], -math.Exp(-0.5), 1e-15)
	assertNear(t, "Gaussian ∂y", dy[0], 0, 0)

	const h = 1e-5
	for _, b := range []Basis{
		{},
		{Kind: BasisPoly, Degree: 1},
		{Kind: BasisPoly, Degree: 3},
		{Kind: BasisRBF, Centres: []Vec2{{0.5, -1}, {2, 1}, {-1, 0.3}}, Width: 0.8, Linear: true},
	} {
		n := b.Dim()
		dx, dy := make([]float64, n), make([]float64, n)
		b.Derivatives(0.7, -1.3, dx, dy)
		p, m := make([]float64, n), make([]float64, n)
		for j := 0; j < n; j++ {
			b.Map(0.7+h, -1.3, p)
			b.Map(0.7-h, -1.3, m)
			assertNear(t, "∂φ/∂x vs differences", dx[j], (p[j]-m[j])/(2*h), 1e-8)
			b.Map(0.7, -1.3+h, p)
			b.Map(0.7, -1.3-h, m)
			assertNear(t, "∂φ/∂y vs differences", dy[j], (p[j]-m[j])/(2*h), 1e-8)
		}
	}
}

func TestFieldGradient(t *testing.T) {
	// h = 1 + 2x + 3y + 4x² + 5xy + 6y² at (1, 2):
	// ∂h/∂x = 2 + 8x + 5y = 20, ∂h/∂y = 3 + 5x + 12y = 32.
	f := Field{Basis: Basis{Kind: BasisPoly, Degree: 2}, Rows: [][]float64{{1, 2, 3, 4, 5, 6}}, Combine: CombineSign, Labels: identity(2)}
	assertVec(t, "∇h", FieldGradient(&f, 0, 1, 2), Vec2{20, 32}, 1e-15)
	// A quadratic form over z = (1, x, y): h = aᵀz + zᵀQz with a = (0, 1, 0)
	// and Q having only Q[x][y] = 3, so h = x + 3xy: ∇h = (1 + 3y, 3x),
	// which is (7, −3) at (−1, 2). Q is not symmetric, which the gradient
	// must not assume.
	q := Field{Basis: Basis{}, Rows: [][]float64{{0, 1, 0}}, Combine: CombineSign, Labels: identity(2),
		Quad: [][]float64{{0, 0, 0, 0, 0, 3, 0, 0, 0}}}
	assertVec(t, "∇h with a quadratic form", FieldGradient(&q, 0, -1, 2), Vec2{7, -3}, 1e-15)
	// The lowered field (field.go turns the form into poly-2 rows) has the
	// same gradient.
	low := q.Lowered()
	assertVec(t, "∇h lowered", FieldGradient(&low, 0, -1, 2), Vec2{7, -3}, 1e-15)
}

func TestMarginLinear(t *testing.T) {
	// h = x + y − 2, so ‖w‖ = √2; the field's classes are scene classes 2
	// and 5 (y = +1 and −1).
	f := Field{Basis: Basis{}, Rows: [][]float64{{-2, 1, 1}}, Combine: CombineSign, Labels: []int{2, 5}}
	// (3, 3) of class 2: y h = 4, distance |3 + 3 − 2|/√2 = 2√2.
	m, err := Margin(&f, Point{3, 3, 2})
	if err != nil {
		t.Fatal(err)
	}
	assertNear(t, "functional", m.Functional, 4, 0)
	assertNear(t, "geometric", m.Geometric, 2*math.Sqrt2, 1e-15)
	assertNear(t, "feature", m.Feature, 2*math.Sqrt2, 1e-15)
	if !m.Exact || !m.HasGeometric {
		t.Errorf("affine field: %+v", m)
	}
	// (0, 0) of class 5: h = −2, y = −1, margin +2 and √2.
	m, _ = Margin(&f, Point{0, 0, 5})
	assertNear(t, "functional", m.Functional, 2, 0)
	assertNear(t, "geometric", m.Geometric, math.Sqrt2, 1e-15)
	// The same point in the other class is on the wrong side: negative.
	m, _ = Margin(&f, Point{0, 0, 2})
	assertNear(t, "misclassified", m.Geometric, -math.Sqrt2, 1e-15)
	if _, err := Margin(&f, Point{0, 0, 0}); err == nil {
		t.Errorf("a point of class 0 has a margin for a field of classes 2 and 5")
	}
	// The margin of a set is the smallest: (1, 2) of class 2 has h = 1 and
	// distance 1/√2; the point of class 3 is ignored.
	d := Dataset{Classes: 6, Points: []Point{{3, 3, 2}, {0, 0, 5}, {1, 2, 2}, {2, 0.1, 3}}}
	s, err := SetMargin(&f, d)
	if err != nil {
		t.Fatal(err)
	}
	assertNear(t, "set functional", s.Functional, 1, 0)
	assertNear(t, "set geometric", s.Geometric, 1/math.Sqrt2, 1e-15)
	if s.Point != 2 {
		t.Errorf("closest point %d, want 2", s.Point)
	}
	ovr := Field{Basis: Basis{}, Rows: [][]float64{{0, 1, 0}, {0, 0, 1}, {0, -1, -1}}, Combine: CombineOvR, Labels: identity(3)}
	if _, err := SetMargin(&ovr, d); err == nil {
		t.Errorf("a margin for a one-versus-rest field")
	}
}

// TestMarginCircle: h = x² + y² − 1 in the quadratic basis. At (2, 0),
// h = 3 and ∇h = (2x, 2y) = (4, 0), so the distance estimate is 3/4 (the
// true distance to the circle is 1: the estimate is first order), and
// ‖w‖ = ‖(0, 0, 1, 0, 1)‖ = √2 gives the feature-space margin 3/√2. At the
// centre ∇h = 0 and there is no estimate.
func TestMarginCircle(t *testing.T) {
	f := Field{Basis: Basis{Kind: BasisPoly, Degree: 2}, Rows: [][]float64{{-1, 0, 0, 1, 0, 1}}, Combine: CombineSign, Labels: identity(2)}
	m, _ := Margin(&f, Point{2, 0, 0})
	assertNear(t, "functional", m.Functional, 3, 0)
	assertNear(t, "geometric", m.Geometric, 0.75, 1e-15)
	assertNear(t, "feature", m.Feature, 3/math.Sqrt2, 1e-15)
	if m.Exact {
		t.Errorf("a circle reported as exact")
	}
	m, _ = Margin(&f, Point{0, 0, 1})
	if m.HasGeometric || m.Functional != 1 {
		t.Errorf("centre: %+v", m)
	}
}

func TestOriginDistance(t *testing.T) {
	// x + y − 2 = 0: the origin is on the negative side at distance √2,
	// and the nearest point of the line is (1, 1).
	d, foot, ok := OriginDistance([]float64{-2, 1, 1})
	if !ok {
		t.Fatal("not ok")
	}
	assertNear(t, "w₀/‖w‖", d, -math.Sqrt2, 1e-15)
	assertVec(t, "foot", foot, Vec2{1, 1}, 1e-15)
	// 3 − 2y = 0 is the line y = 3/2: h(0) = 3 > 0, distance 3/2, foot (0, 3/2).
	d, foot, _ = OriginDistance([]float64{3, 0, -2})
	assertNear(t, "w₀/‖w‖", d, 1.5, 1e-15)
	assertVec(t, "foot", foot, Vec2{0, 1.5}, 1e-15)
	if _, _, ok := OriginDistance([]float64{1, 0, 0}); ok {
		t.Errorf("w = 0 gave a distance")
	}
	f := Field{Basis: Basis{Kind: BasisPoly, Degree: 2}, Rows: [][]float64{{1, 2, 3, 4, 5, 6}}, Combine: CombineSign, Labels: identity(2)}
	if _, ok := PlaneRow(&f, 0); ok {
		t.Errorf("a quadratic row is not a line")
	}
}

func TestProject(t *testing.T) {
	pts := []Vec2{{3, 4}, {1, 0}, {-2, 2}}
	// u = (3, 4) has length 5, û = (0.6, 0.8): s = (5, 0.6, 0.4). The notes'
	// Proj_w x = (⟨x, w⟩/‖w‖²) w gives the projected points.
	s, feet, err := Project(pts, Vec2{}, Vec2{3, 4})
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []float64{5, 0.6, 0.4} {
		assertNear(t, "s", s[i], want, 1e-15)
		c := (pts[i].X*3 + pts[i].Y*4) / 25
		assertVec(t, "Proj_w x", feet[i], Vec2{3 * c, 4 * c}, 1e-15)
	}
	// Onto the horizontal line through (1, 1): s = x − 1, feet (x, 1).
	s, feet, _ = Project(pts, Vec2{1, 1}, Vec2{2, 0})
	for i, want := range []float64{2, 0, -3} {
		assertNear(t, "s", s[i], want, 0)
		assertVec(t, "foot", feet[i], Vec2{pts[i].X, 1}, 0)
	}
	if _, _, err := Project(pts, Vec2{}, Vec2{}); err == nil {
		t.Errorf("projection onto a zero direction")
	}
}

// TestCovEllipse: Σ = [[2, 1], [1, 2]] has eigenvalues 3 and 1 with
// eigenvectors (1, 1)/√2 and (−1, 1)/√2, so the 1σ ellipse has semi-axes √3
// and 1 at 45°, the 2σ ellipse twice those; diag(1, 4) has its major axis
// 2 along y.
func TestCovEllipse(t *testing.T) {
	sigma := [2][2]float64{{2, 1}, {1, 2}}
	vals, vecs := SymEigen2(sigma)
	assertNear(t, "λ₁", vals[0], 3, 1e-15)
	assertNear(t, "λ₂", vals[1], 1, 1e-15)
	assertVec(t, "v₁", vecs[0], Vec2{math.Sqrt(0.5), math.Sqrt(0.5)}, 1e-15)
	assertVec(t, "v₂", vecs[1], Vec2{-math.Sqrt(0.5), math.Sqrt(0.5)}, 1e-15)
	for _, k := range []float64{1, 2} {
		e, err := CovEllipse(Vec2{1, -1}, sigma, k)
		if err != nil {
			t.Fatal(err)
		}
		assertNear(t, "A", e.A, k*math.Sqrt(3), 1e-15)
		assertNear(t, "B", e.B, k, 1e-15)
		assertNear(t, "angle", e.Angle, math.Pi/4, 1e-15)
		// Points of the ellipse satisfy (x − μ)ᵀΣ⁻¹(x − μ) = k², with
		// Σ⁻¹ = [[2, −1], [−1, 2]]/3.
		for _, p := range e.Points(12) {
			dx, dy := p.X-1, p.Y+1
			assertNear(t, "Mahalanobis²", (2*dx*dx-2*dx*dy+2*dy*dy)/3, k*k, 1e-12)
		}
	}
	e, _ := CovEllipse(Vec2{}, [2][2]float64{{1, 0}, {0, 4}}, 1)
	assertNear(t, "A", e.A, 2, 0)
	assertNear(t, "B", e.B, 1, 0)
	assertNear(t, "angle", e.Angle, math.Pi/2, 1e-15)
	// A singular covariance gives a segment; an indefinite or asymmetric
	// one is refused.
	e, err := CovEllipse(Vec2{}, [2][2]float64{{1, 1}, {1, 1}}, 2)
	if err != nil || !near(e.A, 2*math.Sqrt2, 1e-15) || e.B != 0 {
		t.Errorf("singular: %+v, %v", e, err)
	}
	if _, err := CovEllipse(Vec2{}, [2][2]float64{{1, 2}, {2, 1}}, 1); err == nil {
		t.Errorf("eigenvalues 3 and −1 accepted")
	}
	if _, err := CovEllipse(Vec2{}, [2][2]float64{{1, 0.5}, {0, 1}}, 1); err == nil {
		t.Errorf("asymmetric matrix accepted")
	}
	// λ₂ is accurate when it is tiny: [[4, 2], [2, 1 + δ]] with δ = 2⁻³³
	// has det = 4δ (exact in binary) and λ₁ = 5 + O(δ), so
	// λ₂ = det/λ₁ = 0.8δ(1 + O(δ)). The textbook (a + c)/2 − √(…) loses
	// about six digits here to cancellation.
	delta := math.Ldexp(1, -33)
	vals, _ = SymEigen2([2][2]float64{{4, 2}, {2, 1 + delta}})
	if rel := vals[1]/(0.8*delta) - 1; math.Abs(rel) > 1e-9 {
		t.Errorf("tiny λ₂ = %.17g, want %.17g (relative error %.3g)", vals[1], 0.8*delta, rel)
	}
}

// TestWhitening checks Σ^(−1/2) by hand: diag(4, 9) gives diag(1/2, 1/3), and
// [[2, 1], [1, 2]] = 3P₁ + 1P₂ with the projectors P₁ = ½[[1, 1], [1, 1]],
// P₂ = ½[[1, −1], [−1, 1]] gives P₁/√3 + P₂.
func TestWhitening(t *testing.T) {
	w, err := Whitening([2][2]float64{{4, 0}, {0, 9}})
	if err != nil {
		t.Fatal(err)
	}
	want := [2][2]float64{{0.5, 0}, {0, 1.0 / 3}}
	for i := 0; i < 2; i++ {
		for j := 0; j < 2; j++ {
			assertNear(t, "W", w[i][j], want[i][j], 1e-15)
		}
	}
	w, _ = Whitening([2][2]float64{{2, 1}, {1, 2}})
	r := 1 / math.Sqrt(3)
	want = [2][2]float64{{(r + 1) / 2, (r - 1) / 2}, {(r - 1) / 2, (r + 1) / 2}}
	for i := 0; i < 2; i++ {
		for j := 0; j < 2; j++ {
			assertNear(t, "W", w[i][j], want[i][j], 1e-15)
		}
	}
	// The notes: w = Σ⁻¹(μ₁ − μ₀) gives the same wᵀx as
	// (Σ^(−1/2)μ₁ − Σ^(−1/2)μ₀)ᵀ(Σ^(−1/2)x). With μ₁ − μ₀ = (2, 2),
	// Σ⁻¹ = [[2, −1], [−1, 2]]/3 gives w = (2/3, 2/3) and, at x = (½, −1),
	// wᵀx = −1/3.
	dm := Apply2(w, Vec2{2, 2})
	wx := Apply2(w, Vec2{0.5, -1})
	assertNear(t, "whitened wᵀx", dm.X*wx.X+dm.Y*wx.Y, -1.0/3, 1e-15)

	// Whitened data have the identity as ML covariance. The covariance of
	// the five points and of the whitened points is computed here.
	pts := []Vec2{{0, 0}, {2, 1}, {1, 3}, {-1, 2}, {4, 4}}
	mean, cov := meanCov(pts)
	out, err := Whiten(pts, mean, cov)
	if err != nil {
		t.Fatal(err)
	}
	m2, c2 := meanCov(out)
	assertVec(t, "whitened mean", m2, Vec2{}, 1e-14)
	assertNear(t, "cov xx", c2[0][0], 1, 1e-14)
	assertNear(t, "cov xy", c2[0][1], 0, 1e-14)
	assertNear(t, "cov yy", c2[1][1], 1, 1e-14)
	if _, err := Whitening([2][2]float64{{1, 1}, {1, 1}}); err == nil {
		t.Errorf("a singular covariance was whitened")
	}
}

// meanCov returns the mean and the ML covariance (dividing by N).
func meanCov(p []Vec2) (Vec2, [2][2]float64) {
	var m Vec2
	for _, v := range p {
		m.X += v.X / float64(len(p))
		m.Y += v.Y / float64(len(p))
	}
	var c [2][2]float64
	for _, v := range p {
		dx, dy := v.X-m.X, v.Y-m.Y
		c[0][0] += dx * dx / float64(len(p))
		c[0][1] += dx * dy / float64(len(p))
		c[1][1] += dy * dy / float64(len(p))
	}
	c[1][0] = c[0][1]
	return m, c
}

func TestNovikoffExported(t *testing.T) {
	// AND: R = √3 and γ = 1/√17 (derived in TestPerceptronAND), bound 51.
	r := Novikoff(andGate, Basis{})
	if !r.Separable {
		t.Fatal("AND not separable")
	}
	assertNear(t, "R", r.R, math.Sqrt(3), 1e-12)
	assertNear(t, "γ", r.Gamma, 1/math.Sqrt(17), 1e-6)
	assertNear(t, "bound", r.Bound, 51, 1e-4)
	// z₁ = (1, 1, 0) in class 1 and z₂ = (1, −1, 0) in class 2: a unit a
	// has margins a₀ + a₁ and a₁ − a₀, whose minimum is largest at
	// a = (0, 1, 0): γ = 1, R = √2, bound 2.
	r = Novikoff(Dataset{Classes: 2, Points: []Point{{1, 0, 0}, {-1, 0, 1}}}, Basis{})
	assertNear(t, "γ", r.Gamma, 1, 1e-9)
	assertNear(t, "R", r.R, math.Sqrt2, 1e-15)
	assertNear(t, "bound", r.Bound, 2, 1e-8)
	if r := Novikoff(xorGate, Basis{}); r.Separable || !math.IsInf(r.Bound, 1) {
		t.Errorf("XOR in the plane: %+v", r)
	}
	if r := Novikoff(xorGate, Basis{Kind: BasisPoly, Degree: 2}); !r.Separable {
		t.Errorf("XOR with the quadratic basis not separable")
	}
}

// ovrField is a hand-built one-versus-rest field: h₀ = x, h₁ = y,
// h₂ = −x − y − 1 (Bishop figure 4.2, left).
func ovrField(combine Combine) Field {
	return Field{Basis: Basis{}, Rows: [][]float64{{0, 1, 0}, {0, 0, 1}, {-1, -1, -1}}, Combine: combine, Labels: []int{0, 2, 3}}
}

// TestRegions classifies points of hand-built fields, with scene labels
// (0, 2, 3) for the field classes (0, 1, 2).
func TestRegions(t *testing.T) {
	f := ovrField(CombineOvR)
	for _, c := range []struct {
		x, y   float64
		kind   RegionKind
		class  int
		claims []int
	}{
		// h = (2, −1, −2): only class 0 claims it.
		{2, -1, RegionDecided, 0, []int{0}},
		// h = (−1, 2, −2): class 1, scene class 2.
		{-1, 2, RegionDecided, 2, []int{2}},
		// h = (−1, −1, 1): class 2, scene class 3.
		{-1, -1, RegionDecided, 3, []int{3}},
		// h = (1, 1, −3): classes 0 and 1 both claim it.
		{1, 1, RegionSeveral, -1, []int{0, 2}},
		// h = (1, −3, 1): classes 0 and 2.
		{1, -3, RegionSeveral, -1, []int{0, 3}},
		// h = (−¼, −¼, −½): nobody.
		{-0.25, -0.25, RegionNone, -1, nil},
		// h = (0, 0, −1): a zero row is not positive, so nobody.
		{0, 0, RegionNone, -1, nil},
	} {
		r := ClassifyRegion(&f, c.x, c.y)
		if r.Kind != c.kind || r.Class != c.class || !equalInts(r.Claims, c.claims) {
			t.Errorf("OvR (%v, %v): %+v, want %v %d %v", c.x, c.y, r, c.kind, c.class, c.claims)
		}
	}
	// The same rows with argmax leave nothing undecided: at (1, 1) the
	// largest is h₀ = h₁ = 1, and the first wins; at (−¼, −¼) h₀ = h₁ = −¼.
	a := ovrField(CombineArgmax)
	for _, c := range [][3]float64{{1, 1, 0}, {-0.25, -0.25, 0}, {1, -3, 0}, {-1, -1, 3}} {
		if r := ClassifyRegion(&a, c[0], c[1]); r.Kind != RegionDecided || r.Class != int(c[2]) {
			t.Errorf("argmax (%v, %v): %+v", c[0], c[1], r)
		}
	}
	// One-versus-one with rows x (0 vs 1), y (0 vs 2), x − y (1 vs 2)
	// (Bishop figure 4.2, right).
	o := Field{Basis: Basis{}, Rows: [][]float64{{0, 1, 0}, {0, 0, 1}, {0, 1, -1}},
		Combine: CombineOvO, Pairs: [][2]int{{0, 1}, {0, 2}, {1, 2}}, Labels: identity(3)}
	for _, c := range []struct {
		x, y   float64
		kind   RegionKind
		class  int
		claims []int
	}{
		// votes: 0 (x ≥ 0), 0 (y ≥ 0), 1 (x − y = 0 ≥ 0): class 0 with 2.
		{1, 1, RegionDecided, 0, []int{0}},
		// 1, 0, 2 (x − y = −2): one vote each, a tie.
		{-1, 1, RegionTie, -1, []int{0, 1, 2}},
		// 0, 2, 1: a tie again.
		{1, -1, RegionTie, -1, []int{0, 1, 2}},
		// 1, 2, 1 (x − y = 1): class 1 with 2.
		{-1, -2, RegionDecided, 1, []int{1}},
		// 1, 2, 2 (x − y = −1): class 2 with 2.
		{-2, -1, RegionDecided, 2, []int{2}},
	} {
		r := ClassifyRegion(&o, c.x, c.y)
		if r.Kind != c.kind || r.Class != c.class || !equalInts(r.Claims, c.claims) {
			t.Errorf("OvO (%v, %v): %+v, want %v %d %v", c.x, c.y, r, c.kind, c.class, c.claims)
		}
	}
	// Fausett's band θ = 0.5 around h = x: undecided for |x| ≤ ½.
	s := Field{Basis: Basis{}, Rows: [][]float64{{0, 1, 0}}, Combine: CombineSign, Band: 0.5, Labels: identity(2)}
	if r := ClassifyRegion(&s, 0.5, 3); r.Kind != RegionBand {
		t.Errorf("band: %+v", r)
	}
	if r := ClassifyRegion(&s, -0.6, 3); r.Kind != RegionDecided || r.Class != 1 {
		t.Errorf("outside the band: %+v", r)
	}
	// Decide and Region agree everywhere on a grid, for all four fields.
	for _, f := range []Field{f, a, o, s} {
		assertRegionsMatchPredict(t, &f, 3)
	}
}

// assertRegionsMatchPredict checks on a grid over [−r, r]² that the model
// predicts −1 exactly where Region says the point is ambiguous, and the
// region's class elsewhere.
func assertRegionsMatchPredict(t *testing.T, f *Field, r float64) {
	t.Helper()
	model := NewFieldModel(*f, 6)
	ev := NewEvaluator(f)
	for i := 0; i <= 60; i++ {
		for j := 0; j <= 60; j++ {
			x, y := -r+2*r*float64(i)/60, -r+2*r*float64(j)/60
			reg := ev.Region(x, y)
			p := model.Predict(x, y)
			if reg.Ambiguous() != (p == -1) || (!reg.Ambiguous() && reg.Class != p) {
				t.Fatalf("%s field at (%v, %v): predict %d, region %+v", f.Combine, x, y, p, reg)
			}
		}
	}
}

// TestLevelSegment clips lines to boxes; every endpoint is found by hand.
func TestLevelSegment(t *testing.T) {
	unit := Viewport{MinX: 0, MaxX: 1, MinY: 0, MaxY: 1}
	for _, c := range []struct {
		name string
		row  []float64
		c    float64
		box  Viewport
		a, b Vec2
		ok   bool
	}{
		// x = ½, direction (−w_y, wₓ) = (0, 1): bottom to top.
		{"vertical", []float64{-0.5, 1, 0}, 0, unit, Vec2{0.5, 0}, Vec2{0.5, 1}, true},
		// x + y = 1, direction (−1, 1)/√2: from (1, 0) to (0, 1).
		{"diagonal", []float64{-1, 1, 1}, 0, unit, Vec2{1, 0}, Vec2{0, 1}, true},
		// h = x + y = +1 is the same line.
		{"margin line", []float64{0, 1, 1}, 1, unit, Vec2{1, 0}, Vec2{0, 1}, true},
		// h = −1: x + y = −1 misses the box.
		{"outside", []float64{0, 1, 1}, -1, unit, Vec2{}, Vec2{}, false},
		// x + y = 2 touches the corner (1, 1) only.
		{"corner", []float64{-2, 1, 1}, 0, unit, Vec2{1, 1}, Vec2{1, 1}, true},
		// x = 0 lies on the left edge of the closed box.
		{"edge", []float64{0, 1, 0}, 0, unit, Vec2{0, 0}, Vec2{0, 1}, true},
		// 2x − y = 0, y = 2x, direction (1, 2)/√5: cut by y = 1 at x = ½.
		{"steep", []float64{0, 2, -1}, 0, unit, Vec2{0, 0}, Vec2{0.5, 1}, true},
		// y = x in [−5, 5] × [−2, 2], direction (1, 1)/√2: cut by y = ±2.
		{"wide box", []float64{0, -1, 1}, 0, Viewport{-5, 5, -2, 2}, Vec2{2, 2}, Vec2{-2, -2}, true},
		// Fausett's θ = ½ around h = x − 1 in [0, 3]²: x = 1.5, upwards.
		{"band", []float64{-1, 1, 0}, 0.5, Viewport{0, 3, 0, 3}, Vec2{1.5, 0}, Vec2{1.5, 3}, true},
		{"no w", []float64{1, 0, 0}, 0, unit, Vec2{}, Vec2{}, false},
		{"empty box", []float64{-0.5, 1, 0}, 0, Viewport{1, 0, 0, 1}, Vec2{}, Vec2{}, false},
	} {
		s, ok := LevelSegment(c.row, c.c, c.box)
		if ok != c.ok {
			t.Errorf("%s: ok %v, want %v", c.name, ok, c.ok)
			continue
		}
		if ok {
			assertVec(t, c.name+" A", s.A, c.a, 1e-15)
			assertVec(t, c.name+" B", s.B, c.b, 1e-15)
		}
	}
}

// TestPooledCovariance checks the pooled covariance on a hand example:
// class 0 = {(0,0), (2,0)}: mean (1,0), deviations (±1, 0);
// class 1 = {(0,1), (0,3), (3,2)}: mean (1,2), deviations (−1,−1), (−1,1),
// (2,0). Summing the outer products over all five points: xx = 1+1+1+1+4
// = 8, xy = 0+0+1−1+0 = 0, yy = 0+0+1+1+0 = 2; divided by N = 5. The grand
// mean is (5/5, 6/5).
func TestPooledCovariance(t *testing.T) {
	d := Dataset{Classes: 2, Points: []Point{{0, 0, 0}, {2, 0, 0}, {0, 1, 1}, {0, 3, 1}, {3, 2, 1}}}
	m, c, ok := PooledCovariance(d)
	if !ok {
		t.Fatal("not ok")
	}
	assertNear(t, "mean x", m.X, 1, 1e-15)
	assertNear(t, "mean y", m.Y, 1.2, 1e-15)
	assertNear(t, "Σxx", c[0][0], 8.0/5, 1e-15)
	assertNear(t, "Σxy", c[0][1], 0, 1e-15)
	assertNear(t, "Σyx", c[1][0], 0, 1e-15)
	assertNear(t, "Σyy", c[1][1], 2.0/5, 1e-15)
	if _, _, ok := PooledCovariance(Dataset{Classes: 2}); ok {
		t.Error("no points: ok")
	}
}
