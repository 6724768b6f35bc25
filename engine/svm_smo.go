package engine

import (
	"fmt"
	"math"

	"hyperplane/engine/internal/linalg"
)

// refresh recomputes w = Σ αₙ yₙ φₙ from α (so no rounding accumulates
// over the updates), the outputs wᵀφₜ, the bias and the reported state,
// in two passes over the points.
func (m *svm) refresh() {
	w := m.a[1:]
	for j := range w {
		w[j] = 0
	}
	for t, a := range m.alpha {
		if a != 0 {
			for j, v := range m.z[t][1:] {
				w[j] += a * m.y[t] * v
			}
		}
	}
	st := svmState{minMargin: math.Inf(1), normW: linalg.Norm(w)}
	// Pass 1: outputs, m(α), M(α), the sums behind the bias.
	m.outputs()
	up, low := math.Inf(-1), math.Inf(1) // m(α), M(α)
	lo, hi := math.Inf(-1), math.Inf(1)  // over points only in I_up, only in I_low
	free, sum := 0, 0.0
	m.iup = -1
	for t, f := range m.f {
		v := m.y[t] - f
		a := m.alpha[t]
		st.sumAlpha += a
		if a > st.maxAlpha {
			st.maxAlpha = a
		}
		inUp, inLow := m.inUp(t), m.inLow(t)
		if inUp && v > up {
			up, m.iup = v, t
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
	st.m, st.mm = up, low
	m.a[0] = biasOf(sum, free, lo, hi)
	// Pass 2: the decision values as Evaluator computes them (so that the
	// mistakes counted here are the field's), slack and support.
	m.margins()
	for t, yh := range m.yh {
		if yh < st.minMargin {
			st.minMargin = yh
		}
		if yh < 1 {
			st.slack += 1 - yh
		}
		if yh < 0 || (yh == 0 && m.y[t] < 0) { // h ≥ 0 decides class 1
			st.mistakes++
		}
		if m.alpha[t] > svSize*st.maxAlpha {
			st.sv++
		}
	}
	m.st = st
}

// svSize is the fraction of the largest αₙ above which a point counts as a
// support vector. SMO sets α to exactly 0 when it leaves the support, so
// this only hides rounding.
const svSize = 1e-12

// outputs recomputes fₜ = wᵀφₜ, summed as dot(w, φₜ) (outputsPlane in
// the plane).
func (m *svm) outputs() {
	if m.plane() {
		m.outputsPlane()
		return
	}
	w := m.a[1:]
	for t, z := range m.z {
		m.f[t] = linalg.Dot(w, z[1:])
	}
}

// margins writes yₜhₜ = yₜ·dot(a, zₜ) into m.yh (marginsPlane in the
// plane).
func (m *svm) margins() {
	if m.plane() {
		m.marginsPlane()
		return
	}
	for t, z := range m.z {
		m.yh[t] = m.y[t] * linalg.Dot(m.a, z)
	}
}

func (m *svm) inUp(t int) bool {
	if m.y[t] > 0 {
		return m.alpha[t] < m.c
	}
	return m.alpha[t] > 0
}

func (m *svm) inLow(t int) bool {
	if m.y[t] > 0 {
		return m.alpha[t] > 0
	}
	return m.alpha[t] < m.c
}

// biasOf returns w₀: the mean of vₜ = yₜ − wᵀφₜ over the free support
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

// firstUp returns the first point of I_up with the largest vₜ, or -1 when
// I_up is empty: selectPair's i. refresh finds the same point (m.iup), from
// the same numbers.
func (m *svm) firstUp() int {
	i, vi := -1, math.Inf(-1)
	for t := range m.f {
		if v := m.y[t] - m.f[t]; m.inUp(t) && v > vi {
			i, vi = t, v
		}
	}
	return i
}

// selectPair returns the working set of Fan, Chen and Lin (2005, WSS 2):
//
//	i ∈ argmax_{t∈I_up} vₜ,
//	j ∈ argmax_{t∈I_low, vₜ<vᵢ} bᵢₜ²/aᵢₜ,  bᵢₜ = vᵢ − vₜ,  aᵢₜ = ‖φᵢ − φₜ‖²,
//
// where bᵢₜ²/(2aᵢₜ) is the rise of W(α) along the pair (i, t) when no bound
// is met, for the i that firstUp finds (passed in, since refresh finds it
// too). It also returns m(α) − M(α), and i = -1 when I_up is empty. In the
// plane it is selectPairPlane.
func (m *svm) selectPair(i int) (_, j int, gap float64) {
	j = -1
	if i < 0 {
		return -1, -1, 0
	}
	if m.plane() {
		return m.selectPairPlane(i)
	}
	vi := m.y[i] - m.f[i]
	best, low := math.Inf(-1), math.Inf(1)
	zi := m.z[i][1:]
	for t := range m.f {
		if !m.inLow(t) {
			continue
		}
		v := m.y[t] - m.f[t]
		if v < low {
			low = v
		}
		b := vi - v
		if !(b > 0) {
			continue
		}
		a := sqDist(zi, m.z[t][1:])
		if a <= m.tau {
			a = m.tau
		}
		if g := b * b / a; g > best {
			best, j = g, t
		}
	}
	return i, j, vi - low
}

// sqDist returns ‖u − v‖², computed from the differences so that nearby
// points do not lose it to cancellation.
func sqDist(u, v []float64) float64 {
	s := 0.0
	for k := range u {
		d := u[k] - v[k]
		s += d * d
	}
	return s
}

// update moves αᵢ by +yᵢt and αⱼ by −yⱼt, which keeps Σ αₙ yₙ = 0 and
// changes w by t(φᵢ − φⱼ). Along this line W rises by t·b − ½t²a, largest
// at t = b/a (Platt 1998, eq. 16), clipped so that both stay in [0, C].
func (m *svm) update(i, j int) {
	zi, zj := m.z[i][1:], m.z[j][1:]
	b := (m.y[i] - m.f[i]) - (m.y[j] - m.f[j])
	a := sqDist(zi, zj)
	if a <= m.tau {
		a = m.tau
	}
	t := b / a
	roomI := m.alpha[i] // αᵢ falls when yᵢ = −1
	if m.y[i] > 0 {
		roomI = m.c - m.alpha[i]
	}
	roomJ := m.alpha[j] // αⱼ falls when yⱼ = +1
	if m.y[j] < 0 {
		roomJ = m.c - m.alpha[j]
	}
	clipI, clipJ := false, false
	if lim := math.Min(roomI, roomJ); t >= lim {
		t, clipI, clipJ = lim, roomI == lim, roomJ == lim
	}
	// Set a bound exactly when it is met, so that α leaves the support
	// with exactly 0 and free/bounded tests are exact.
	if clipI {
		m.alpha[i] = 0
		if m.y[i] > 0 {
			m.alpha[i] = m.c
		}
	} else {
		m.alpha[i] = math.Min(math.Max(m.alpha[i]+m.y[i]*t, 0), m.c)
	}
	if clipJ {
		m.alpha[j] = 0
		if m.y[j] < 0 {
			m.alpha[j] = m.c
		}
	} else {
		m.alpha[j] = math.Min(math.Max(m.alpha[j]-m.y[j]*t, 0), m.c)
	}
	w := m.a[1:]
	for k := range w {
		w[k] += t * (zi[k] - zj[k])
	}
	m.pi, m.pj = i, j
	m.upd++
}

// zeroW returns why the margin is not shown when w is zero, or "". Before
// any update α = 0 and there is no boundary yet. An optimum can have w = 0
// exactly (a point of one class inside the other's hull, with a small C):
// every point is then decided by the bias alone. And SMO stops within its
// tolerance of such an optimum, leaving a residue w whose effect on h over
// the data, at most ‖w‖·R, is within the tolerance: w is zero then, for
// the machine, and 1/‖w‖ would be a meaningless large number.
func (m *svm) zeroW() string { return zeroWNote(m.st, m.radius, m.tol) }

// zeroWNote is zeroW for the state st of a machine whose feature vectors
// lie within R of their centre, with tolerance tol.
func zeroWNote(st svmState, radius, tol float64) string {
	switch {
	case st.sumAlpha == 0:
		return "α = 0 and so w = 0: no boundary yet, and no margin 1/‖w‖ to show"
	case st.normW == 0:
		return "w = 0 exactly: the optimum puts no weight on the features (as when a point of one class lies inside the other's " +
			"convex hull and C is small), so every point is decided by the bias alone; there is no boundary and no margin 1/‖w‖"
	case st.normW*radius <= tol:
		return fmt.Sprintf("w is zero within the tolerance: ‖w‖·R = %.3g ≤ tol = %g (R = %.3g the radius of the data), so w changes h "+
			"by less than the tolerance anywhere on the data; the optimum has w = 0 and the margin 1/‖w‖ = %.3g that the residue gives means nothing, "+
			"so it is not shown", st.normW*radius, tol, radius, 1/st.normW)
	}
	return ""
}
