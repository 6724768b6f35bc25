package engine

import (
	"fmt"
	"math"
)

// This file holds the geometry that a view draws: margins, distances,
// projections, covariance ellipses, whitening, the ambiguous regions of
// multi-class fields and the level lines of linear fields.

// Derivatives writes the partial derivatives ∂φ/∂x and ∂φ/∂y of the
// features at (x, y) into dx and dy, which must have length Dim. They are
// exact:
//
//	monomial xⁱyʲ:            ∂x = i xⁱ⁻¹yʲ,  ∂y = j xⁱyʲ⁻¹;
//	Gaussian φ = e^{−‖x−c‖²/2s²}: ∂x = −φ (x − cₓ)/s²,  ∂y = −φ (y − c_y)/s².
func (b Basis) Derivatives(x, y float64, dx, dy []float64) {
	if len(dx) != b.Dim() || len(dy) != b.Dim() {
		panic("engine: derivative destination has the wrong length")
	}
	switch b.Kind {
	case BasisPoly:
		k := 0
		for p := 1; p <= b.Degree; p++ {
			for j := 0; j <= p; j++ { // x^(p-j) y^j
				i := p - j
				dx[k], dy[k] = 0, 0
				if i > 0 {
					dx[k] = float64(i) * ipow(x, i-1) * ipow(y, j)
				}
				if j > 0 {
					dy[k] = float64(j) * ipow(x, i) * ipow(y, j-1)
				}
				k++
			}
		}
	case BasisRBF:
		s2 := b.Width * b.Width
		for j, c := range b.Centres {
			ex, ey := x-c.X, y-c.Y
			phi := math.Exp(-(ex*ex + ey*ey) / (2 * s2))
			dx[j] = -phi * ex / s2
			dy[j] = -phi * ey / s2
		}
		if b.Linear {
			n := len(b.Centres)
			dx[n], dy[n] = 1, 0
			dx[n+1], dy[n+1] = 0, 1
		}
	default:
		dx[0], dy[0] = 1, 0
		dx[1], dy[1] = 0, 1
	}
}

// FieldGradient returns ∇h_r(x, y), the gradient in the plane of row r of
// f, by the chain rule through the basis: with z = (1, φ(x)),
//
//	∂h/∂x = (a + (Q + Qᵀ) z)ᵀ ∂z/∂x,   ∂z/∂x = (0, ∂φ/∂x),
//
// where Q is the row's quadratic form, if any.
func FieldGradient(f *Field, r int, x, y float64) Vec2 {
	n := f.Basis.Dim()
	dx, dy := make([]float64, n), make([]float64, n)
	f.Basis.Derivatives(x, y, dx, dy)
	c := append([]float64(nil), f.Rows[r]...) // the coefficients of z
	if f.Quad != nil {
		z := f.Basis.Augment(x, y, make([]float64, n+1))
		q := f.Quad[r]
		for i := range c {
			for j := range z {
				c[i] += (q[i*(n+1)+j] + q[j*(n+1)+i]) * z[j]
			}
		}
	}
	return Vec2{dot(c[1:], dx), dot(c[1:], dy)}
}

// PlaneRow returns row r of f as (w₀, wₓ, w_y) when h_r is affine in the
// plane: a linear basis, or polynomials of degree 1, and no quadratic form.
func PlaneRow(f *Field, r int) ([]float64, bool) {
	affine := f.Basis.IsLinear() || (f.Basis.Kind == BasisPoly && f.Basis.Degree == 1)
	if !affine || f.Quad != nil || r < 0 || r >= len(f.Rows) {
		return nil, false
	}
	return append([]float64(nil), f.Rows[r]...), true
}

// PointMargin holds the margins of one point with respect to the boundary
// h = 0 of a two-class (sign) field, in the notation of the notes
// (Cristianini and Shawe-Taylor §2.1): y = +1 for the field's first class
// and −1 for its second.
type PointMargin struct {
	// Functional is the functional margin y·h(x).
	Functional float64
	// Geometric is y·h(x)/‖∇h(x)‖, with the gradient taken in the plane.
	// When h is affine in x, ∇h = w and this is the notes' geometric margin
	// y·h(x)/‖w‖, the signed distance of x from the line h = 0 (Exact).
	// Otherwise it is the first-order estimate of that distance (Duda, Hart
	// and Stork §5.2, Taylor expansion of h about x). Where ∇h(x) = 0 it has
	// no value: Geometric is 0 and HasGeometric false.
	Geometric    float64
	HasGeometric bool
	Exact        bool
	// Feature is y·h(x)/‖w‖ with w the weights of φ (the bias excluded):
	// the geometric margin in feature space, which a support vector machine
	// maximizes; 1/‖w‖ on its margin lines. It is 0 when w = 0 or the row
	// has a quadratic form.
	Feature float64
}

// Margin returns the margins of p, whose Class is a scene class, with
// respect to the sign field f. It returns an error when f is not a sign
// field or p belongs to neither of its classes.
func Margin(f *Field, p Point) (PointMargin, error) {
	if err := checkSign(f); err != nil {
		return PointMargin{}, err
	}
	return marginAt(NewEvaluator(f), f, p)
}

func marginAt(ev *Evaluator, f *Field, p Point) (PointMargin, error) {
	var y float64
	switch p.Class {
	case f.Labels[0]:
		y = 1
	case f.Labels[1]:
		y = -1
	default:
		return PointMargin{}, fmt.Errorf("class %d is not one of the field's classes", p.Class+1)
	}
	h := ev.Rows(p.X, p.Y)[0]
	m := PointMargin{Functional: y * h}
	g := FieldGradient(f, 0, p.X, p.Y)
	if ng := math.Hypot(g.X, g.Y); ng > 0 {
		m.Geometric, m.HasGeometric = y*h/ng, true
	}
	_, m.Exact = PlaneRow(f, 0)
	if f.Quad == nil {
		if nw := norm(f.Rows[0][1:]); nw > 0 {
			m.Feature = y * h / nw
		}
	}
	return m, nil
}

func checkSign(f *Field) error {
	if f.Combine != CombineSign || len(f.Rows) != 1 || len(f.Labels) != 2 {
		return fmt.Errorf("margins need a two-class (sign) field, not a %q field with %d rows", f.Combine, len(f.Rows))
	}
	return nil
}

// SetMarginResult is the margin of a set of points: the smallest margin of
// each kind over the points, and the point that attains the smallest
// geometric margin (a support vector of the hard-margin machine, for its
// own field).
type SetMarginResult struct {
	Functional, Geometric, Feature float64
	Point                          int
}

// SetMargin returns the margin of the points of d that belong to the
// classes of the sign field f, min over n of each margin of PointMargin
// (the notes' margin of a set with respect to one hyperplane). Points of
// other classes are ignored; points where ∇h = 0 do not count for the
// geometric margin. It returns an error when no point counts.
func SetMargin(f *Field, d Dataset) (SetMarginResult, error) {
	if err := checkSign(f); err != nil {
		return SetMarginResult{}, err
	}
	res := SetMarginResult{math.Inf(1), math.Inf(1), math.Inf(1), -1}
	counted := false
	ev := NewEvaluator(f)
	for i, p := range d.Points {
		m, err := marginAt(ev, f, p)
		if err != nil {
			continue // a point of another class
		}
		counted = true
		res.Functional = math.Min(res.Functional, m.Functional)
		res.Feature = math.Min(res.Feature, m.Feature)
		if m.HasGeometric && m.Geometric < res.Geometric {
			res.Geometric, res.Point = m.Geometric, i
		}
	}
	if !counted {
		return SetMarginResult{}, fmt.Errorf("no point of the field's classes")
	}
	if res.Point < 0 {
		res.Geometric = 0
	}
	return res, nil
}

// OriginDistance returns, for the line w₀ + wᵀx = 0 of a plane row
// (w₀, wₓ, w_y), the signed distance of the origin h(0)/‖w‖ = w₀/‖w‖
// (positive on the side of class 1; Bishop eq. 4.5 and figure 4.1 give the
// distance of the line from the origin as −w₀/‖w‖) and the foot of the
// perpendicular from the origin, x⊥ = −w₀ w/‖w‖². ok is false when w = 0.
func OriginDistance(row []float64) (signed float64, foot Vec2, ok bool) {
	if len(row) != 3 {
		panic("engine: OriginDistance needs a row (w₀, wₓ, w_y)")
	}
	nw := math.Hypot(row[1], row[2])
	if nw == 0 {
		return 0, Vec2{}, false
	}
	s := -row[0] / (nw * nw)
	return row[0] / nw, Vec2{s * row[1], s * row[2]}, true
}

// Positions returns the positions of the points of d.
func Positions(d Dataset) []Vec2 {
	v := make([]Vec2, len(d.Points))
	for i, p := range d.Points {
		v[i] = Vec2{p.X, p.Y}
	}
	return v
}

// Project projects points onto the line through o with direction u (which
// need not have unit length): sₙ = ûᵀ(xₙ − o) with û = u/‖u‖ is the scalar
// projection and o + sₙû the projected point (the notes' Proj_w x, with o
// the origin; Fisher's view, Bishop §4.1.4). It returns an error when u is
// zero or not finite.
func Project(points []Vec2, o, u Vec2) (s []float64, feet []Vec2, err error) {
	nu := math.Hypot(u.X, u.Y)
	if !(nu > 0) || math.IsInf(nu, 0) {
		return nil, nil, fmt.Errorf("the direction %v has no length", u)
	}
	ux, uy := u.X/nu, u.Y/nu
	s = make([]float64, len(points))
	feet = make([]Vec2, len(points))
	for i, p := range points {
		s[i] = ux*(p.X-o.X) + uy*(p.Y-o.Y)
		feet[i] = Vec2{o.X + s[i]*ux, o.Y + s[i]*uy}
	}
	return s, feet, nil
}

// SymEigen2 returns the eigenvalues λ₁ ≥ λ₂ of the symmetric 2×2 matrix
// m = [[a, b], [b, c]] (b is taken as the mean of the two off-diagonal
// entries) and unit eigenvectors, in closed form:
//
//	λ = (a + c)/2 ± √(((a − c)/2)² + b²),   θ = ½ atan2(2b, a − c),
//
// with v₁ = (cos θ, sin θ) and v₂ = (−sin θ, cos θ). The smaller eigenvalue
// is taken as det/λ₁ when that avoids cancellation.
func SymEigen2(m [2][2]float64) (vals [2]float64, vecs [2]Vec2) {
	a, b, c := m[0][0], (m[0][1]+m[1][0])/2, m[1][1]
	mean := (a + c) / 2
	r := math.Hypot((a-c)/2, b)
	l1, l2 := mean+r, mean-r
	det := a*c - b*b
	switch {
	case mean > 0 && l1 != 0:
		l2 = det / l1
	case mean < 0 && l2 != 0:
		l1 = det / l2
	}
	th := math.Atan2(2*b, a-c) / 2
	cs, sn := math.Cos(th), math.Sin(th)
	return [2]float64{l1, l2}, [2]Vec2{{cs, sn}, {-sn, cs}}
}

// Ellipse is the curve (x − μ)ᵀΣ⁻¹(x − μ) = k² of a covariance Σ: its
// semi-axes A ≥ B lie along the eigenvectors of Σ and have lengths k√λ,
// and Angle is that of the A axis from the x axis, in (−π/2, π/2].
type Ellipse struct {
	Center Vec2
	A, B   float64
	Angle  float64
}

// CovEllipse returns the ellipse of k standard deviations of the Gaussian
// N(mean, cov): k = 1 and k = 2 give the 1σ and 2σ ellipses. It returns an
// error when cov is not a finite positive semi-definite matrix or k < 0.
// Eigenvalues that are negative only by rounding (above −1e-12 λ₁) count
// as 0, which gives a flat ellipse, a segment.
func CovEllipse(mean Vec2, cov [2][2]float64, k float64) (Ellipse, error) {
	if !(k >= 0) || math.IsInf(k, 0) {
		return Ellipse{}, fmt.Errorf("the number of standard deviations must be a non-negative number, not %v", k)
	}
	vals, vecs, err := psd2(cov)
	if err != nil {
		return Ellipse{}, err
	}
	return Ellipse{
		Center: mean,
		A:      k * math.Sqrt(vals[0]),
		B:      k * math.Sqrt(vals[1]),
		Angle:  math.Atan2(vecs[0].Y, vecs[0].X),
	}, nil
}

// psd2 returns the eigen-decomposition of a positive semi-definite 2×2
// matrix, with rounding negatives set to 0.
func psd2(cov [2][2]float64) ([2]float64, [2]Vec2, error) {
	for _, r := range cov {
		if !finite(r[:]) {
			return [2]float64{}, [2]Vec2{}, fmt.Errorf("the covariance %v is not finite", cov)
		}
	}
	if d := math.Abs(cov[0][1] - cov[1][0]); d > 1e-12*math.Max(math.Abs(cov[0][1]), math.Abs(cov[1][0])) {
		return [2]float64{}, [2]Vec2{}, fmt.Errorf("the covariance %v is not symmetric", cov)
	}
	vals, vecs := SymEigen2(cov)
	if vals[0] < 0 || vals[1] < -1e-12*vals[0] {
		return [2]float64{}, [2]Vec2{}, fmt.Errorf("the covariance %v is not positive semi-definite", cov)
	}
	vals[1] = math.Max(vals[1], 0)
	return vals, vecs, nil
}

// Points returns n points of the ellipse, evenly spaced in the angle of its
// parametrization c + A cos t u₁ + B sin t u₂, for drawing.
func (e Ellipse) Points(n int) []Vec2 {
	cs, sn := math.Cos(e.Angle), math.Sin(e.Angle)
	p := make([]Vec2, n)
	for i := range p {
		t := 2 * math.Pi * float64(i) / float64(n)
		u, v := e.A*math.Cos(t), e.B*math.Sin(t)
		p[i] = Vec2{e.Center.X + u*cs - v*sn, e.Center.Y + u*sn + v*cs}
	}
	return p
}

// Whitening returns W = Σ^(−1/2) = V diag(λ₁^(−1/2), λ₂^(−1/2)) Vᵀ, the
// symmetric inverse square root of the covariance Σ = V diag(λ) Vᵀ: the map
// x ↦ W(x − μ) turns N(μ, Σ) into N(0, I), which is the notes' whitening
// (x_aff = Σ^(−1/2) x, under which the weight vector Σ⁻¹(μ₁ − μ₀) becomes the
// difference of the whitened means). It returns an error when Σ is not
// positive definite (λ₂ ≤ 1e-12 λ₁), since no such W exists.
func Whitening(cov [2][2]float64) ([2][2]float64, error) {
	vals, vecs, err := psd2(cov)
	if err != nil {
		return [2][2]float64{}, err
	}
	if !(vals[1] > 1e-12*vals[0]) {
		return [2][2]float64{}, fmt.Errorf("the covariance is singular (eigenvalues %.3g and %.3g): it cannot be whitened", vals[0], vals[1])
	}
	var w [2][2]float64
	for k, v := range vecs {
		s := 1 / math.Sqrt(vals[k])
		u := [2]float64{v.X, v.Y}
		for i := 0; i < 2; i++ {
			for j := 0; j < 2; j++ {
				w[i][j] += s * u[i] * u[j]
			}
		}
	}
	return w, nil
}

// Apply2 returns m v.
func Apply2(m [2][2]float64, v Vec2) Vec2 {
	return Vec2{m[0][0]*v.X + m[0][1]*v.Y, m[1][0]*v.X + m[1][1]*v.Y}
}

// Whiten returns W(xₙ − μ) for the points, with W = Σ^(−1/2).
func Whiten(points []Vec2, mean Vec2, cov [2][2]float64) ([]Vec2, error) {
	w, err := Whitening(cov)
	if err != nil {
		return nil, err
	}
	out := make([]Vec2, len(points))
	for i, p := range points {
		out[i] = Apply2(w, Vec2{p.X - mean.X, p.Y - mean.Y})
	}
	return out, nil
}

// Novikoff returns the quantities of Novikoff's theorem for d in the
// feature space of b: R = max‖zₙ‖ and the margin γ of the best hyperplane
// through the origin of z-space, for the augmented vectors z = (1, φ(x)),
// with class 0 against all other classes. An invalid data set or basis
// gives the zero result with an infinite bound.
func Novikoff(d Dataset, b Basis) NovikoffResult {
	if d.Validate() != nil || b.Validate() != nil {
		return NovikoffResult{Bound: math.Inf(1)}
	}
	return novikoff(augmented(d, b), signs(d), novikoffWork)
}

// RegionKind says how a multi-class field treats a point.
type RegionKind string

// The kinds of region (Bishop §4.1.2, figure 4.2).
const (
	// RegionDecided: the field assigns the point to one class.
	RegionDecided RegionKind = "decided"
	// RegionNone: one-versus-rest, and no row is positive: no class claims
	// the point.
	RegionNone RegionKind = "none"
	// RegionSeveral: one-versus-rest, and two or more rows are positive.
	RegionSeveral RegionKind = "several"
	// RegionTie: one-versus-one, and the vote is tied.
	RegionTie RegionKind = "tie"
	// RegionBand: a sign field with Fausett's band, and |h| ≤ θ.
	RegionBand RegionKind = "band"
)

// Region is the verdict of a field at a point.
type Region struct {
	Kind RegionKind
	// Class is the scene class when Kind is RegionDecided, and -1 otherwise.
	Class int
	// Claims lists the scene classes that claim the point: those with a
	// positive row (one-versus-rest), or those with the most votes
	// (one-versus-one); nil for other fields.
	Claims []int
}

// Ambiguous reports whether the field leaves the point undecided.
func (r Region) Ambiguous() bool { return r.Kind != RegionDecided }

// Region classifies (x, y) for the evaluator's field. It follows the same
// rules as Decide, and Decide returns -1 exactly where the kind is not
// RegionDecided.
func (e *Evaluator) Region(x, y float64) Region {
	f := e.f
	h := e.Rows(x, y)
	out := Region{Kind: RegionDecided, Class: -1}
	switch f.Combine {
	case CombineSign:
		if f.Band > 0 && math.Abs(h[0]) <= f.Band {
			out.Kind = RegionBand
		}
	case CombineOvR:
		for k, v := range h {
			if v > 0 {
				out.Claims = append(out.Claims, f.Labels[k])
			}
		}
		switch len(out.Claims) {
		case 0:
			out.Kind = RegionNone
		case 1:
		default:
			out.Kind = RegionSeveral
		}
	case CombineOvO:
		votes := make([]int, len(f.Labels))
		for r, v := range h {
			if v >= 0 {
				votes[f.Pairs[r][0]]++
			} else {
				votes[f.Pairs[r][1]]++
			}
		}
		most := 0
		for _, v := range votes {
			most = max(most, v)
		}
		for k, v := range votes {
			if v == most {
				out.Claims = append(out.Claims, f.Labels[k])
			}
		}
		if len(out.Claims) > 1 {
			out.Kind = RegionTie
		}
	}
	if out.Kind == RegionDecided {
		out.Class = f.Labels[f.decide(h)]
	}
	return out
}

// ClassifyRegion returns the region of (x, y) for f; see Evaluator.Region.
func ClassifyRegion(f *Field, x, y float64) Region { return NewEvaluator(f).Region(x, y) }

// Segment is a segment of the plane from A to B.
type Segment struct{ A, B Vec2 }

// LevelSegment returns the part inside the box of the line h(x) = c of a
// plane row (w₀, wₓ, w_y), that is wᵀx = c − w₀: c = 0 is the boundary,
// c = ±1 the margin lines of a support vector machine, c = ±θ the edges of
// Fausett's band. The line runs along d = (−w_y, wₓ)/‖w‖ from A to B and is
// clipped to the closed box by Liang and Barsky's algorithm (1984). ok is
// false when w = 0, the box is empty, or the line misses it; a line that
// only touches a corner gives A = B.
func LevelSegment(row []float64, c float64, box Viewport) (Segment, bool) {
	if len(row) != 3 {
		panic("engine: LevelSegment needs a row (w₀, wₓ, w_y)")
	}
	nw := math.Hypot(row[1], row[2])
	if !(nw > 0) || math.IsInf(nw, 0) || !(box.MinX <= box.MaxX && box.MinY <= box.MaxY) {
		return Segment{}, false
	}
	// Start from the point of the line nearest the centre of the box.
	cx, cy := (box.MinX+box.MaxX)/2, (box.MinY+box.MaxY)/2
	s := (row[0] + row[1]*cx + row[2]*cy - c) / (nw * nw)
	x0, y0 := cx-s*row[1], cy-s*row[2]
	dx, dy := -row[2]/nw, row[1]/nw
	t0, t1 := math.Inf(-1), math.Inf(1)
	for _, pq := range [4][2]float64{
		{-dx, x0 - box.MinX}, {dx, box.MaxX - x0},
		{-dy, y0 - box.MinY}, {dy, box.MaxY - y0},
	} {
		p, q := pq[0], pq[1]
		if p == 0 {
			if q < 0 {
				return Segment{}, false
			}
			continue
		}
		r := q / p
		if p < 0 {
			t0 = math.Max(t0, r)
		} else {
			t1 = math.Min(t1, r)
		}
	}
	if t0 > t1 || math.IsInf(t0, 0) || math.IsInf(t1, 0) {
		return Segment{}, false
	}
	return Segment{Vec2{x0 + t0*dx, y0 + t0*dy}, Vec2{x0 + t1*dx, y0 + t1*dy}}, true
}

// PooledCovariance returns the grand mean of the points of d and the
// pooled within-class covariance Σ = Σₖ (Nₖ/N) Σₖ, with each Σₖ the
// maximum-likelihood covariance of class k (Bishop eq. 4.78-4.80: the
// shared covariance of the Gaussian generative model). ok is false when d
// has no points.
func PooledCovariance(d Dataset) (mean Vec2, cov [2][2]float64, ok bool) {
	n := float64(len(d.Points))
	if n == 0 || d.Classes < 1 {
		return Vec2{}, cov, false
	}
	sum := make([]Vec2, d.Classes)
	count := make([]float64, d.Classes)
	for _, p := range d.Points {
		sum[p.Class].X += p.X
		sum[p.Class].Y += p.Y
		count[p.Class]++
		mean.X += p.X
		mean.Y += p.Y
	}
	mean.X /= n
	mean.Y /= n
	for k := range sum {
		if count[k] > 0 {
			sum[k].X /= count[k]
			sum[k].Y /= count[k]
		}
	}
	// Σₖ (Nₖ/N) Σₖ = (1/N) Σₙ (xₙ − μ_{k(n)})(xₙ − μ_{k(n)})ᵀ.
	for _, p := range d.Points {
		dx, dy := p.X-sum[p.Class].X, p.Y-sum[p.Class].Y
		cov[0][0] += dx * dx / n
		cov[0][1] += dx * dy / n
		cov[1][1] += dy * dy / n
	}
	cov[1][0] = cov[0][1]
	return mean, cov, true
}
