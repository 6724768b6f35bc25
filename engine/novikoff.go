package engine

import (
	"math"
	"slices"

	"gonum.org/v1/gonum/floats"

	"hyperplane/engine/internal/linalg"
)

// NovikoffResult holds the quantities of Novikoff's perceptron convergence
// theorem for augmented vectors z = (1, φ(x)):
//
//	R = maxₙ ‖zₙ‖,   γ = max_{‖a‖=1} minₙ yₙ aᵀzₙ,
//
// and, when γ > 0, the perceptron started at a = 0 with a constant rate
// makes at most (R/γ)² updates (Novikoff 1962; Duda, Hart and Stork
// §5.5.2). A is the maximum-margin direction, scaled so that
// minₙ yₙ aᵀzₙ = 1; the lines aᵀz = ±1 bound the margin band.
type NovikoffResult struct {
	R, Gamma  float64
	Bound     float64 // (R/γ)², or +Inf when γ is not positive
	A         []float64
	Separable bool
}

// NovikoffMaxPoints is the largest data set for which the trainers compute
// γ: every edit pays for it, and beyond it the solve takes several
// milliseconds. R is always reported.
const NovikoffMaxPoints = 20_000

// novikoff computes R and γ for the augmented vectors z with signs y.
//
// γ is a distance: for a unit u, minₙ yₙuᵀzₙ ≤ uᵀp ≤ ‖p‖ for every p in
// the convex hull of the points pₙ = yₙzₙ, and the separating-hyperplane
// theorem gives equality at the hull's point nearest the origin, p*. So
// γ = ‖p*‖, the best direction is p*/‖p*‖, and the points are separable
// through the origin exactly when p* ≠ 0 (Gordan's theorem). p* is found
// by Wolfe's algorithm (minNormPoint), which ends after a few passes over
// the points: its corrals hold at most dim+1 of them. (The dual
// coordinate ascent used before ran to a work limit of 400,000 points ×
// sweeps whenever the points were not separable, the hull's nearest point
// creeping towards 0: 20 ms for the four points of XOR, and 80–100 ms at
// 4x CPU throttling on every edit of a perceptron's points, issue 51.)
//
// Whatever p* the solve ends on, the γ reported is minₙ yₙaᵀzₙ/‖a‖ for
// a = p*, a lower bound on the true γ, so the bound on the updates is
// always valid; a γ below 10⁻⁶·R counts as not separable.
func novikoff(z rows, y []float64) NovikoffResult {
	res := NovikoffResult{Bound: math.Inf(1)}
	if z.Len() == 0 {
		return res
	}
	dim := z.m
	r2 := 0.0 // R² = maxₙ ‖zₙ‖², one square root after the pass
	for n := range z.Len() {
		zn, d := z.Row(n), 0.0
		if len(zn) == 3 {
			d = dot3(zn[0], zn[1], zn[2], zn) // in the plane: Dot's sum, unrolled
		} else {
			d = linalg.Dot(zn, zn)
		}
		if d > r2 {
			r2 = d
		}
	}
	res.R = math.Sqrt(r2)
	if z.Len() > NovikoffMaxPoints || res.R == 0 {
		return res
	}
	a := minNormPoint(z, y, r2, 1e-6*res.R)
	na := linalg.Norm(a)
	if na == 0 {
		return res
	}
	m := math.Inf(1)
	for n := range z.Len() {
		zn := z.Row(n)
		m = math.Min(m, y[n]*linalg.Dot(a, zn))
	}
	if !(m > 0) || !(m/na >= 1e-6*res.R) {
		return res
	}
	res.Separable = true
	res.Gamma = m / na
	res.Bound = (res.R / res.Gamma) * (res.R / res.Gamma)
	res.A = make([]float64, dim)
	for j := range a {
		res.A[j] = a[j] / m
	}
	return res
}

// minNormPoint returns the point of the convex hull of the pₙ = yₙzₙ
// nearest the origin, by Wolfe's algorithm (P. Wolfe, "Finding the nearest
// point in a polytope", Math. Programming 11, 1976). It keeps a corral S
// of affinely independent points and x, a convex combination of them with
// positive weights λ. A major cycle adds the point pⱼ that least agrees
// with x (the least xᵀpⱼ), unless xᵀpⱼ ≥ ‖x‖² up to rounding, when x is
// the nearest point. Minor cycles then move x towards μ, the point of S's
// affine hull nearest the origin: when a weight of μ is not positive, x
// stops where the segment from x to μ leaves the hull of S, a weight
// reaches 0, and that point leaves S. r2 is maxₙ ‖zₙ‖², the scale of the
// rounding; the solve stops early once ‖x‖ < zero, the points being then
// not separable for practical purposes.
func minNormPoint(z rows, y []float64, r2, zero float64) []float64 {
	dim := z.m
	p := func(n int) []float64 {
		v := make([]float64, dim)
		for j, zj := range z.Row(n) {
			v[j] = y[n] * zj
		}
		return v
	}
	near, first := math.Inf(1), 0
	for n := range z.Len() {
		zn := z.Row(n)
		if d := linalg.Dot(zn, zn); d < near {
			near, first = d, n
		}
	}
	// The corral's points, their indices and their weights.
	corral, idx, lambda := [][]float64{p(first)}, []int{first}, []float64{1}
	x := append([]float64(nil), corral[0]...)
	nearest := affineNearest{rhs: make([]float64, dim)}
	// Each major cycle lowers ‖x‖ strictly; the limit only guards against
	// rounding that would make it cycle.
	for major := 0; major < 100*(dim+1); major++ {
		xx := linalg.Dot(x, x)
		if xx < zero*zero {
			break
		}
		j, low := -1, math.Inf(1)
		for n := range z.Len() {
			zn := z.Row(n)
			if v := y[n] * linalg.Dot(x, zn); v < low {
				j, low = n, v
			}
		}
		if xx-low <= 1e-12*r2 || slices.Contains(idx, j) {
			break // x is the nearest point, to rounding
		}
		corral, idx, lambda = append(corral, p(j)), append(idx, j), append(lambda, 0)
		for minor := 0; minor <= dim+1; minor++ {
			mu := nearest.weights(corral)
			if mu == nil {
				return x // the corral is affinely dependent: x is as near as rounding lets it come
			}
			if floats.Min(mu) > 1e-12 {
				copy(lambda, mu)
				combine(x, corral, lambda)
				break
			}
			// The last point of the segment from λ to μ with no negative
			// weight.
			theta, out := 1.0, -1
			for i, m := range mu {
				if m <= 1e-12 {
					if t := lambda[i] / (lambda[i] - m); t < theta {
						theta, out = t, i
					}
				}
			}
			for i := range lambda {
				lambda[i] = (1-theta)*lambda[i] + theta*mu[i]
			}
			if out >= 0 {
				lambda[out] = 0
			}
			// The points whose weight reached 0 leave the corral.
			k := 0
			for i := range lambda {
				if lambda[i] > 1e-15 {
					corral[k], idx[k], lambda[k] = corral[i], idx[i], lambda[i]
					k++
				}
			}
			corral, idx, lambda = corral[:k], idx[:k], lambda[:k]
			if k == 0 {
				return x
			}
			floats.Scale(1/floats.Sum(lambda), lambda)
			combine(x, corral, lambda)
		}
	}
	return x
}

// affineNearest finds the point of a corral's affine hull nearest the
// origin, keeping its factorization's storage from one call to the next.
type affineNearest struct {
	ls  linalg.LSFactor
	d   linalg.Dense
	rhs []float64 // of the corral's dimension
	mu  []float64
}

// weights returns the weights μ (Σμ = 1) of the point of the affine hull
// of the corral nearest the origin, by least squares: with the first point
// s₁ as origin, μ₂… minimize ‖s₁ + Σᵢ μᵢ(sᵢ − s₁)‖. It returns nil when the
// corral's points are affinely dependent (the least-squares problem is
// short of rank).
func (a *affineNearest) weights(corral [][]float64) []float64 {
	k, dim := len(corral), len(corral[0])
	a.mu = a.mu[:0]
	if k == 1 {
		return append(a.mu, 1)
	}
	a.d.Rows, a.d.Cols = dim, k-1
	a.d.Data = linalg.Grow(a.d.Data, dim*(k-1))
	s1 := corral[0]
	for r := 0; r < dim; r++ {
		for c := 1; c < k; c++ {
			a.d.Data[r*(k-1)+c-1] = corral[c][r] - s1[r]
		}
		a.rhs[r] = -s1[r]
	}
	a.mu = append(a.mu, 0)
	a.mu = append(a.mu, make([]float64, k-1)...)
	note, err := a.ls.FactorizeSolve(&a.d, a.rhs, a.mu[1:])
	if err != nil || note.Kind != linalg.NoteNone {
		return nil
	}
	a.mu[0] = 1 - floats.Sum(a.mu[1:])
	return a.mu
}

// combine writes Σᵢ λᵢ sᵢ into x.
func combine(x []float64, corral [][]float64, lambda []float64) {
	clear(x)
	for i, s := range corral {
		floats.AddScaled(x, lambda[i], s)
	}
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
	return novikoff(augmented(d, b), signs(d))
}
