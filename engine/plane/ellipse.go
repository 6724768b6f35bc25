package plane

import (
	"fmt"
	"math"
)

// symEigen2 returns the eigenvalues λ₁ ≥ λ₂ of the symmetric 2×2 matrix
// m = [[a, b], [b, c]] (b is taken as the mean of the two off-diagonal
// entries) and unit eigenvectors, in closed form:
//
//	λ = (a + c)/2 ± √(((a − c)/2)² + b²),   θ = ½ atan2(2b, a − c),
//
// with v₁ = (cos θ, sin θ) and v₂ = (−sin θ, cos θ). The smaller eigenvalue
// is taken as det/λ₁ when that avoids cancellation.
func symEigen2(m [2][2]float64) (vals [2]float64, vecs [2]Vec2) {
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
		if !finite(r[0]) || !finite(r[1]) {
			return [2]float64{}, [2]Vec2{}, fmt.Errorf("the covariance %v is not finite", cov)
		}
	}
	if d := math.Abs(cov[0][1] - cov[1][0]); d > 1e-12*math.Max(math.Abs(cov[0][1]), math.Abs(cov[1][0])) {
		return [2]float64{}, [2]Vec2{}, fmt.Errorf("the covariance %v is not symmetric", cov)
	}
	vals, vecs := symEigen2(cov)
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

// whiten returns W(xₙ − μ) for the points, with W = Σ^(−1/2).
func whiten(points []Vec2, mean Vec2, cov [2][2]float64) ([]Vec2, error) {
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
