package plane

import (
	"math"
	"testing"
)

// TestCovEllipse: Σ = [[2, 1], [1, 2]] has eigenvalues 3 and 1 with
// eigenvectors (1, 1)/√2 and (−1, 1)/√2, so the 1σ ellipse has semi-axes √3
// and 1 at 45°, the 2σ ellipse twice those; diag(1, 4) has its major axis
// 2 along y.
func TestCovEllipse(t *testing.T) {
	sigma := [2][2]float64{{2, 1}, {1, 2}}
	vals, vecs := symEigen2(sigma)
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
	vals, _ = symEigen2([2][2]float64{{4, 2}, {2, 1 + delta}})
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
	out, err := whiten(pts, mean, cov)
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
