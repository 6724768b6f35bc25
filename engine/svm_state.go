package engine

import (
	"math"

	"hyperplane/engine/msg"
)

// The state of α that the SMO core computes after every step, and what
// both machines' snapshots make of it.

// svmState holds the quantities of the current α that a Snapshot reports.
type svmState struct {
	m, mm     float64 // m(α) and M(α)
	sumAlpha  float64
	normW     float64
	slack     float64 // Σ max(0, 1 − yₙhₙ)
	minMargin float64 // minₙ yₙhₙ
	mistakes  int
	sv        int
	maxAlpha  float64
}

// refresh computes m(α), M(α), the bias and the reported state from the
// outputs fₜ, in two passes over the points. The mistakes are counted on
// the decision values as the field's Evaluator computes them
// (smoSpace.decisions), so that they are the field's.
func (m *smo) refresh() {
	st := svmState{minMargin: math.Inf(1)}
	y, alpha, c := m.y, m.alpha[:len(m.f)], m.c
	// Pass 1: m(α), M(α), the sums behind the bias.
	up, low := math.Inf(-1), math.Inf(1) // m(α), M(α)
	lo, hi := math.Inf(-1), math.Inf(1)  // over points only in I_up, only in I_low
	free, sum := 0, 0.0
	iup := -1
	for t, f := range m.f {
		v := y[t] - f
		a := alpha[t]
		st.sumAlpha += a
		if a > st.maxAlpha {
			st.maxAlpha = a
		}
		inUp, inLow := inSets(y[t], a, c)
		if inUp && v > up {
			up, iup = v, t
		}
		if inLow && v < low {
			low = v
		}
		switch {
		case inUp && inLow:
			sum += v
			free++
		case inUp:
			if v > lo {
				lo = v
			}
		default:
			if v < hi {
				hi = v
			}
		}
	}
	m.iup = iup
	st.m, st.mm = up, low
	m.bias = biasOf(sum, free, lo, hi)
	m.st = st // decisions reads Σα, max α and the bias
	// Pass 2: the decision values, slack, mistakes and support.
	st.normW = m.space.decisions()
	m.wrong = m.wrong[:0]
	for t, yh := range m.yh {
		if yh < st.minMargin {
			st.minMargin = yh
		}
		if yh < 1 {
			st.slack += 1 - yh
		}
		if yh < 0 || (yh == 0 && y[t] < 0) { // h ≥ 0 decides class 1
			st.mistakes++
			if m.listWrong {
				m.wrong = append(m.wrong, t)
			}
		}
		if alpha[t] > svSize*st.maxAlpha {
			st.sv++
		}
	}
	m.st = st
}

// svSize is the fraction of the largest αₙ above which a point counts as a
// support vector. SMO sets α to exactly 0 when it leaves the support, so
// this only hides rounding.
const svSize = 1e-12

// biasOf returns w₀: the mean of vₜ = yₜ − fₜ over the free support
// vectors (sum over free of them), or, when there are none, the midpoint
// of [lo, hi], lo the largest vₜ of the points that are only in I_up and hi
// the smallest of those only in I_low (libsvm; Keerthi et al. 2001 show
// that any value in [m(α), M(α)] is optimal at convergence).
func biasOf(sum float64, free int, lo, hi float64) float64 {
	switch {
	case free > 0:
		return sum / float64(free)
	case !math.IsInf(lo, 0) && !math.IsInf(hi, 0):
		return (lo + hi) / 2
	case !math.IsInf(lo, 0):
		return lo
	case !math.IsInf(hi, 0):
		return hi
	}
	return 0
}

// support returns the support vectors: the points with αₙ above svSize of
// the largest.
func (m *smo) support(s []int) []int {
	for t, a := range m.alpha {
		if a > svSize*m.st.maxAlpha {
			s = append(s, t)
		}
	}
	return s
}

// zeroW returns why the margin is not shown when w is zero, or "". Before
// any update α = 0 and there is no boundary yet. An optimum can have w = 0
// exactly (a point of one class inside the other's hull, with a small C):
// every point is then decided by the bias alone. And SMO stops within its
// tolerance of such an optimum, leaving a residue w whose effect on h over
// the data, at most ‖w‖·R, is within the tolerance: w is zero then, for
// the machine, and 1/‖w‖ would be a meaningless large number.
func (m *smo) zeroW() msg.Text {
	st, radius, tol := m.st, m.radius, m.tol
	switch {
	case st.sumAlpha == 0:
		return msg.T("engine-svm-alpha-zero")
	case st.normW == 0:
		return msg.T("engine-svm-w-zero")
	case st.normW*radius <= tol:
		return msg.T("engine-svm-w-tiny", "wr", NumText(st.normW*radius, 3), "tol", NumText(tol, -1), "r", NumText(radius, 3), "margin", NumText(1/st.normW, 3))
	}
	return msg.Text{}
}

// marginBound returns ‖w‖/Σα, an upper bound on the largest margin of any
// separating hyperplane: with λₙ = 2αₙ/Σα the points p± = Σ_{yₙ=±1} λₙφₙ
// lie in the convex hulls of the two classes and p₊ − p₋ = 2w/Σα, while
// the best margin is half the distance between the hulls (Bennett and
// Bredensteiner 2000). It returns +Inf when α = 0.
func (m *smo) marginBound() float64 {
	if m.st.sumAlpha <= 0 {
		return math.Inf(1)
	}
	return m.st.normW / m.st.sumAlpha
}

// dual returns W(α) = Σα − ½‖w‖².
func (m *smo) dual() float64 { return m.st.sumAlpha - m.st.normW*m.st.normW/2 }
