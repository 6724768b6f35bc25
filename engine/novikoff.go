package engine

import (
	"math"

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

// novikoff computes R and γ for the augmented vectors z with signs y. γ is
// the margin of the hard-margin hyperplane through the origin of z-space,
// found by dual coordinate ascent on
//
//	max_α Σα_n − ½‖Σα_n y_n z_n‖²,  α ≥ 0
//
// (Hsieh et al. 2008 with C = ∞). Whatever the number of sweeps, the γ it
// reports is minₙ yₙ aᵀzₙ / ‖a‖ for the current a, which is a lower bound on
// the true γ, so the bound it reports is always a valid upper bound; at
// convergence the two agree. maxWork bounds n·sweeps.
// novikoffWork is the work (points × sweeps) that trainers allow novikoff
// when their data change: a few milliseconds. The bound it reports is valid
// whether or not the sweeps converged (see novikoff).
const novikoffWork = 400_000

// NovikoffMaxPoints is the largest data set for which the trainers compute
// γ: beyond it a few sweeps give too loose a bound to teach anything, and
// every edit would pay for them. R is always reported.
const NovikoffMaxPoints = 20_000

func novikoff(z [][]float64, y []float64, maxWork int) NovikoffResult {
	res := NovikoffResult{Bound: math.Inf(1)}
	if len(z) == 0 {
		return res
	}
	dim := len(z[0])
	r2 := 0.0 // R² = maxₙ ‖zₙ‖², one square root after the pass
	for _, zn := range z {
		if d := linalg.Dot(zn, zn); d > r2 {
			r2 = d
		}
	}
	res.R = math.Sqrt(r2)
	if len(z) > NovikoffMaxPoints {
		return res
	}
	alpha := make([]float64, len(z))
	a := make([]float64, dim)
	sq := make([]float64, len(z))
	for n, zn := range z {
		sq[n] = linalg.Dot(zn, zn)
	}
	// Two bounds bracket γ at every sweep: the current a gives the lower
	// bound minₙ yₙaᵀzₙ/‖a‖, and any α ≥ 0 gives the upper bound
	// ‖Σαₙyₙzₙ‖/Σαₙ, since for a unit u the smallest margin is at most
	// the α-weighted mean of the margins, uᵀ(Σαₙyₙzₙ)/Σαₙ. The sweeps
	// stop when the bounds agree to 1e-9, or when the upper bound shows
	// that γ < 1e-6·R (for practical purposes not separable).
	sweeps := max(maxWork/len(z), 1)
	for s := 0; s < sweeps; s++ {
		if s > 0 && s%4 == 0 {
			lo, hi := marginBounds(z, y, a, alpha)
			if hi < 1e-6*res.R || (lo > 0 && lo >= (1-1e-9)*hi) {
				break
			}
		}
		viol := 0.0
		for n, zn := range z {
			g := 1 - y[n]*linalg.Dot(a, zn) // gradient of the dual in α_n
			// Plain comparisons below: math.Max and math.Abs are not
			// inlined, and this loop runs up to maxWork times.
			na := alpha[n] + g/sq[n]
			if !(na > 0) {
				na = 0
			}
			if d := na - alpha[n]; d != 0 {
				for j := range a {
					a[j] += d * y[n] * zn[j]
				}
				alpha[n] = na
			}
			// Projected gradient: at α_n = 0 only an ascent direction counts.
			if alpha[n] > 0 || g > 0 {
				if g > viol {
					viol = g
				} else if -g > viol {
					viol = -g
				}
			}
		}
		if viol < 1e-10 {
			break
		}
	}
	na := linalg.Norm(a)
	if na == 0 {
		return res
	}
	m := math.Inf(1)
	for n, zn := range z {
		m = math.Min(m, y[n]*linalg.Dot(a, zn))
	}
	if m <= 0 {
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

// marginBounds returns the lower and upper bounds on γ given by the primal
// a = Σαₙyₙzₙ and by α (see novikoff).
func marginBounds(z [][]float64, y, a, alpha []float64) (lo, hi float64) {
	na := linalg.Norm(a)
	sum := 0.0
	for _, v := range alpha {
		sum += v
	}
	if na == 0 || sum == 0 {
		return 0, math.Inf(1)
	}
	m := math.Inf(1)
	for n, zn := range z {
		if v := y[n] * linalg.Dot(a, zn); v < m {
			m = v
		}
	}
	return m / na, na / sum
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
