package engine

import (
	"fmt"
	"math"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// This file holds the geometry of a model's field that a view draws:
// gradients, margins, distances and projections. The geometry of the plane
// itself (boxes, clipping, ellipses, whitening) is package plane.

// derivatives writes the partial derivatives ∂φ/∂x and ∂φ/∂y of the
// features at (x, y) into dx and dy, which must have length Dim. They are
// exact:
//
//	monomial xⁱyʲ:            ∂x = i xⁱ⁻¹yʲ,  ∂y = j xⁱyʲ⁻¹;
//	Gaussian φ = e^{−‖x−c‖²/2s²}: ∂x = −φ (x − cₓ)/s²,  ∂y = −φ (y − c_y)/s².
func (b Basis) derivatives(x, y float64, dx, dy []float64) {
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
	f.Basis.derivatives(x, y, dx, dy)
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
	if f.Expansion != nil {
		phi := f.Basis.Map(x, y, make([]float64, n))
		for j, v := range newKernelEval(f.Expansion, f.Basis).gradient(r, phi) {
			c[j+1] += v
		}
	}
	if nw := f.Network; nw != nil && r < len(nw.Output) {
		// ∂oᵣ/∂z = Σⱼ vᵣⱼ g'(aⱼ) Hidden[j], or vᵣ itself when h = φ(x).
		z := f.Basis.Augment(x, y, make([]float64, n+1))
		v := nw.Output[r]
		if nw.Activation == ActivationBasis {
			for j := 1; j <= n; j++ {
				c[j] += v[j]
			}
		}
		for j, w := range nw.Hidden {
			_, d := netAct(nw.Activation, linalg.Dot(w, z))
			for i := 1; i <= n; i++ {
				c[i] += v[j+1] * d * w[i]
			}
		}
	}
	return Vec2{X: linalg.Dot(c[1:], dx), Y: linalg.Dot(c[1:], dy)}
}

// PlaneRow returns row r of f as (w₀, wₓ, w_y) when h_r is affine in the
// plane: a linear basis, or polynomials of degree 1, and no quadratic form.
func PlaneRow(f *Field, r int) ([]float64, bool) {
	affine := f.Basis.IsLinear() || (f.Basis.Kind == BasisPoly && f.Basis.Degree == 1)
	if !affine || f.Quad != nil || f.Expansion != nil || f.Network != nil || r < 0 || r >= len(f.Rows) {
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
		return PointMargin{}, msg.Err("engine-margin-class", "class", p.Class+1)
	}
	h := ev.Rows(p.X, p.Y)[0]
	m := PointMargin{Functional: y * h}
	g := FieldGradient(f, 0, p.X, p.Y)
	if ng := math.Hypot(g.X, g.Y); ng > 0 {
		m.Geometric, m.HasGeometric = y*h/ng, true
	}
	_, m.Exact = PlaneRow(f, 0)
	if f.Quad == nil && f.Expansion == nil && f.Network == nil {
		if nw := linalg.Norm(f.Rows[0][1:]); nw > 0 {
			m.Feature = y * h / nw
		}
	}
	return m, nil
}

func checkSign(f *Field) error {
	if f.Combine != CombineSign || len(f.Rows) != 1 || len(f.Labels) != 2 {
		return msg.Err("engine-margin-sign", "combine", fmt.Sprintf("%q", f.Combine), "rows", len(f.Rows))
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
		return SetMarginResult{}, msg.Err("engine-margin-no-point")
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
	return row[0] / nw, Vec2{X: s * row[1], Y: s * row[2]}, true
}

// project projects points onto the line through o with direction u (which
// need not have unit length): sₙ = ûᵀ(xₙ − o) with û = u/‖u‖ is the scalar
// projection and o + sₙû the projected point (the notes' Proj_w x, with o
// the origin; Fisher's view, Bishop §4.1.4). It returns an error when u is
// zero or not finite.
func project(points []Vec2, o, u Vec2) (s []float64, feet []Vec2, err error) {
	nu := math.Hypot(u.X, u.Y)
	if !(nu > 0) || math.IsInf(nu, 0) {
		return nil, nil, msg.Err("engine-direction-zero", "direction", fmt.Sprint(u))
	}
	ux, uy := u.X/nu, u.Y/nu
	s = make([]float64, len(points))
	feet = make([]Vec2, len(points))
	for i, p := range points {
		s[i] = ux*(p.X-o.X) + uy*(p.Y-o.Y)
		feet[i] = Vec2{X: o.X + s[i]*ux, Y: o.Y + s[i]*uy}
	}
	return s, feet, nil
}
