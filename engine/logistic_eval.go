package engine

// The reference loops of logistic regression, for any number of weights:
// the objective E with its gradient and Hessian, and stochastic gradient
// descent. logistic_plane.go has the fast paths for three weights.

import (
	"math"

	"hyperplane/engine/internal/linalg"
)

// eval returns E(a) and writes ∇E into grad and, when hess is not nil,
// ∇∇E into hess, in one pass over the points, in which it also counts the
// points that a misclassifies (l.mis, as the sign field decides: class 1
// where aᵀz ≥ 0) and those without a positive margin (l.unsep). For the
// activation s = aᵀz it uses e = exp(−|s|) once: σ(s) = 1/(1+e) or
// e/(1+e), the cross-entropy of a point with margin m = ±s is
// ln(1+e) + max(−m, 0) (stable for large |s|), and y(1−y) = e/(1+e)².
// The logarithms are summed as the logarithm of a product, ln Π(1+e), one
// logarithm per few hundred points (each factor is in [1, 2]); factors
// below 1 + 10⁻⁸ are added as e − e²/2 instead, which keeps their digits.
// With three weights it is evalPlane, and otherwise evalGeneral.
func (l *logistic) eval(a, grad, hess []float64) float64 {
	if l.plane() {
		return l.evalPlane(a, grad, hess)
	}
	return l.evalGeneral(a, grad, hess)
}

// evalGeneral is eval for any number of weights.
func (l *logistic) evalGeneral(a, grad, hess []float64) float64 {
	m := len(a)
	for j := range grad {
		grad[j] = l.alpha * a[j]
	}
	grad[0] = l.alpha0 * a[0]
	if hess != nil {
		penaltyHessian(hess, m, m, l.alpha, l.alpha0)
	}
	e := l.prior(a)
	prod, count := 1.0, 0
	l.mis, l.unsep = 0, 0
	for n := range l.z.Len() {
		z := l.z.Row(n)
		s := linalg.Dot(a, z)
		pos := l.y[n] > 0
		if (s >= 0) != pos {
			l.mis++
		}
		if !(l.y[n]*s > 0) {
			l.unsep++
		}
		ex := expNonPos(-math.Abs(s))
		y := 1 / (1 + ex)
		if s < 0 {
			y = ex / (1 + ex)
		}
		if ex < 1e-8 {
			e += ex - ex*ex/2
		} else {
			prod *= 1 + ex
			if count++; count == 512 {
				e += math.Log(prod)
				prod, count = 1, 0
			}
		}
		if pos && s < 0 {
			e -= s
		} else if !pos && s > 0 {
			e += s
		}
		d := y
		if pos {
			d--
		}
		for j, v := range z {
			grad[j] += d * v
		}
		if hess != nil {
			r := ex / ((1 + ex) * (1 + ex))
			for i := 0; i < m; i++ {
				ri := r * z[i]
				row := hess[i*m : (i+1)*m]
				for j := i; j < m; j++ {
					row[j] += ri * z[j]
				}
			}
		}
	}
	e += math.Log(prod)
	if hess != nil {
		for i := 0; i < m; i++ {
			for j := 0; j < i; j++ {
				hess[i*m+j] = hess[j*m+i]
			}
		}
	}
	return e
}

// prior returns the prior's term of E: ½α‖a‖², or ½α‖w‖² when the bias is
// excluded.
func (l *logistic) prior(a []float64) float64 {
	if l.alpha0 == l.alpha {
		return 0.5 * l.alpha * linalg.Dot(a, a)
	}
	return 0.5 * (l.alpha*linalg.Dot(a[1:], a[1:]) + l.alpha0*a[0]*a[0])
}

// HeldOutLoss implements HeldOut: E at the field f over the points of d,
// the prior's term of its weights (prior, as eval adds it) and the
// cross-entropy ln(1 + e^(−m)) of each margin m = yₙaᵀzₙ, which eval sums
// in the stable form of its loop, ln(1 + e^(−|s|)) + max(−m, 0).
func (l *logistic) HeldOutLoss(f *Field, d Dataset) (float64, bool) {
	m, ok := signMargins(f, d)
	if !ok || len(f.Rows[0]) != len(l.a) {
		return 0, false
	}
	loss := l.prior(f.Rows[0])
	for _, v := range m {
		loss += softplus(-v)
	}
	return loss, true
}

// sigmoidNum returns the numerator of Sigmoid(s) = num/(1+e) for
// e = exp(−|s|): 1 for s ≥ 0 and e for s < 0, chosen by the sign bit of s
// rather than by a branch, since the sign is data. For s = −0 both are 1,
// and for a NaN s the quotient is NaN either way, so it gives Sigmoid's
// numbers.
func sigmoidNum(s, e float64) float64 {
	neg := uint64(int64(math.Float64bits(s)) >> 63) // all ones when s < 0
	return math.Float64frombits(math.Float64bits(1)&^neg | math.Float64bits(e)&neg)
}

// objective returns E at the current weights and updates the cached
// gradient (and Hessian); the tests use it.
func (l *logistic) objective() float64 {
	l.e = l.eval(l.a, l.grad, l.hess)
	return l.e
}

// refresh recomputes E, ∇E, H and the Laplace covariance at the current
// weights.
func (l *logistic) refresh() {
	l.objective()
	l.laplace()
}

// sgdStep makes one mini-batch update, or the updates of the rest of the
// epoch when a step is an epoch. An update with the next B points of the
// shuffled order (fewer at the end of an epoch) is
//
//	a ← a − η_k [(1/B) Σ_batch (y_n − t_n) z_n + (α/N) a],
//
// which for B = 1 is the single-point rule and for B = N the batch rule.
// With three weights it is sgdPlane, and otherwise sgdGeneral.
func (l *logistic) sgdStep() {
	if l.plane() {
		l.sgdPlane()
		return
	}
	l.sgdGeneral()
}

// sgdGeneral is sgdStep for any number of weights.
func (l *logistic) sgdGeneral() {
	n := l.z.Len()
	for {
		eta := l.rate()
		for j := range l.g {
			l.g[j] = 0
		}
		b, first, end := 0, -1, false
		for b < l.batch && !end {
			var i int
			i, end = l.visit.nextPoint()
			if first < 0 {
				first = i
			}
			z := l.z.Row(i)
			d := Sigmoid(linalg.Dot(l.a, z))
			if l.y[i] > 0 {
				d--
			}
			for j, v := range z {
				l.g[j] += d * v
			}
			b++
		}
		if !l.epochUnit && b == 1 {
			// The view draws a single point's update a → a − η∇E_n.
			l.before = append(l.before[:0], l.a...)
			l.point = first
		}
		for j := range l.a {
			shrink := l.alpha / float64(n)
			if j == 0 {
				shrink = l.alpha0 / float64(n)
			}
			l.a[j] -= eta * (l.g[j]/float64(b) + shrink*l.a[j])
		}
		l.upd++
		if !l.epochUnit || end {
			return
		}
	}
}
