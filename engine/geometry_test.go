package engine

import (
	"math"
	"math/rand/v2"
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
	b.derivatives(1, 2, dx, dy)
	for j, w := range []float64{1, 0, 2, 2, 0} {
		assertNear(t, "∂φ/∂x", dx[j], w, 0)
	}
	for j, w := range []float64{0, 1, 0, 1, 4} {
		assertNear(t, "∂φ/∂y", dy[j], w, 0)
	}
	// One bump at the origin with s = 1, at (1, 0): φ = e^{−1/2},
	// ∂x = −φ·(1 − 0)/1, ∂y = −φ·0.
	g := Basis{Kind: BasisRBF, Centres: []Vec2{{X: 0, Y: 0}}, Width: 1}
	dx, dy = make([]float64, 1), make([]float64, 1)
	g.derivatives(1, 0, dx, dy)
	assertNear(t, "Gaussian ∂x", dx[0], -math.Exp(-0.5), 1e-15)
	assertNear(t, "Gaussian ∂y", dy[0], 0, 0)

	const h = 1e-5
	for _, b := range []Basis{
		{},
		{Kind: BasisPoly, Degree: 1},
		{Kind: BasisPoly, Degree: 3},
		{Kind: BasisRBF, Centres: []Vec2{{X: 0.5, Y: -1}, {X: 2, Y: 1}, {X: -1, Y: 0.3}}, Width: 0.8, Linear: true},
	} {
		n := b.Dim()
		dx, dy := make([]float64, n), make([]float64, n)
		b.derivatives(0.7, -1.3, dx, dy)
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
	assertVec(t, "∇h", FieldGradient(&f, 0, 1, 2), Vec2{X: 20, Y: 32}, 1e-15)
	// A quadratic form over z = (1, x, y): h = aᵀz + zᵀQz with a = (0, 1, 0)
	// and Q having only Q[x][y] = 3, so h = x + 3xy: ∇h = (1 + 3y, 3x),
	// which is (7, −3) at (−1, 2). Q is not symmetric, which the gradient
	// must not assume.
	q := Field{Basis: Basis{}, Rows: [][]float64{{0, 1, 0}}, Combine: CombineSign, Labels: identity(2),
		Quad: [][]float64{{0, 0, 0, 0, 0, 3, 0, 0, 0}}}
	assertVec(t, "∇h with a quadratic form", FieldGradient(&q, 0, -1, 2), Vec2{X: 7, Y: -3}, 1e-15)
	// The lowered field (field.go turns the form into poly-2 rows) has the
	// same gradient.
	low := q.Lowered()
	assertVec(t, "∇h lowered", FieldGradient(&low, 0, -1, 2), Vec2{X: 7, Y: -3}, 1e-15)
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

// TestSetMarginManyPoints: the margin of 2,000 seeded points of the
// classes 0 and 1 with respect to h = 0.5 + 2x − y (no basis) is the
// smallest signed distance y·h/‖w‖, ‖w‖ = √5, computed here point by point
// from the line's formula; the field's gradient is taken once for the
// whole set, and the result is the same to the last bits of the
// arithmetic (1e-15 relative).
func TestSetMarginManyPoints(t *testing.T) {
	f := Field{Basis: Basis{}, Rows: [][]float64{{0.5, 2, -1}}, Combine: CombineSign, Labels: []int{0, 1}}
	r := rand.New(rand.NewPCG(7, 1))
	d := Dataset{Classes: 2}
	want, at := math.Inf(1), -1
	for i := range 2000 {
		p := Point{X: 4*r.Float64() - 2, Y: 4*r.Float64() - 2, Class: i % 2}
		y := 1.0
		if p.Class == 1 {
			y = -1
		}
		if g := y * (0.5 + 2*p.X - p.Y) / math.Sqrt(5); g < want {
			want, at = g, i
		}
		d.Points = append(d.Points, p)
	}
	s, err := SetMargin(&f, d)
	if err != nil {
		t.Fatal(err)
	}
	assertNear(t, "set geometric", s.Geometric, want, 1e-15*math.Abs(want))
	if s.Point != at {
		t.Errorf("closest point %d, want %d", s.Point, at)
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
	assertVec(t, "foot", foot, Vec2{X: 1, Y: 1}, 1e-15)
	// 3 − 2y = 0 is the line y = 3/2: h(0) = 3 > 0, distance 3/2, foot (0, 3/2).
	d, foot, _ = OriginDistance([]float64{3, 0, -2})
	assertNear(t, "w₀/‖w‖", d, 1.5, 1e-15)
	assertVec(t, "foot", foot, Vec2{X: 0, Y: 1.5}, 1e-15)
	if _, _, ok := OriginDistance([]float64{1, 0, 0}); ok {
		t.Errorf("w = 0 gave a distance")
	}
	f := Field{Basis: Basis{Kind: BasisPoly, Degree: 2}, Rows: [][]float64{{1, 2, 3, 4, 5, 6}}, Combine: CombineSign, Labels: identity(2)}
	if _, ok := PlaneRow(&f, 0); ok {
		t.Errorf("a quadratic row is not a line")
	}
}

func TestProject(t *testing.T) {
	pts := []Vec2{{X: 3, Y: 4}, {X: 1, Y: 0}, {X: -2, Y: 2}}
	// u = (3, 4) has length 5, û = (0.6, 0.8): s = (5, 0.6, 0.4). The notes'
	// Proj_w x = (⟨x, w⟩/‖w‖²) w gives the projected points.
	s, feet, err := project(pts, Vec2{}, Vec2{X: 3, Y: 4})
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []float64{5, 0.6, 0.4} {
		assertNear(t, "s", s[i], want, 1e-15)
		c := (pts[i].X*3 + pts[i].Y*4) / 25
		assertVec(t, "Proj_w x", feet[i], Vec2{X: 3 * c, Y: 4 * c}, 1e-15)
	}
	// Onto the horizontal line through (1, 1): s = x − 1, feet (x, 1).
	s, feet, _ = project(pts, Vec2{X: 1, Y: 1}, Vec2{X: 2, Y: 0})
	for i, want := range []float64{2, 0, -3} {
		assertNear(t, "s", s[i], want, 0)
		assertVec(t, "foot", feet[i], Vec2{X: pts[i].X, Y: 1}, 0)
	}
	if _, _, err := project(pts, Vec2{}, Vec2{}); err == nil {
		t.Errorf("projection onto a zero direction")
	}
}

func TestNovikoffExported(t *testing.T) {
	// AND: R = √3 and γ = 1/√17 (derived in TestPerceptronAND), bound 51.
	r := Novikoff(andGate, Basis{})
	if !r.Separable {
		t.Fatal("AND not separable")
	}
	assertNear(t, "R", r.R, math.Sqrt(3), 1e-12)
	assertNear(t, "γ", r.Gamma, 1/math.Sqrt(17), 1e-14)
	assertNear(t, "bound", r.Bound, 51, 1e-12)
	// z₁ = (1, 1, 0) in class 1 and z₂ = (1, −1, 0) in class 2: a unit a
	// has margins a₀ + a₁ and a₁ − a₀, whose minimum is largest at
	// a = (0, 1, 0): γ = 1, R = √2, bound 2.
	r = Novikoff(Dataset{Classes: 2, Points: []Point{{1, 0, 0}, {-1, 0, 1}}}, Basis{})
	assertNear(t, "γ", r.Gamma, 1, 1e-14)
	assertNear(t, "R", r.R, math.Sqrt2, 1e-15)
	assertNear(t, "bound", r.Bound, 2, 1e-12)
	if r := Novikoff(xorGate, Basis{}); r.Separable || !math.IsInf(r.Bound, 1) {
		t.Errorf("XOR in the plane: %+v", r)
	}
	if r := Novikoff(xorGate, Basis{Kind: BasisPoly, Degree: 2}); !r.Separable {
		t.Errorf("XOR with the quadratic basis not separable")
	}
}
