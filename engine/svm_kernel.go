package engine

import (
	"fmt"
	"math"
)

// kernelSVM is the support vector machine with a kernel other than linear.
// The kernel takes the place of the basis: it acts on the points (x, y)
// themselves, and the field lives in the plane (a note says so when
// another basis is chosen). It runs
// the same dual, SMO pair choice, clipping and stopping rule as svm (see
// there), with every inner product φᵢᵀφⱼ replaced by K(φᵢ, φⱼ). Since w is
// never formed, the outputs fₜ = Σₛ αₛ yₛ Kₛₜ are kept and moved by each
// pair update, fₜ += t(Kᵢₜ − Kⱼₜ), from two columns of K that a cache
// keeps; they are recomputed from α before the machine says it converged,
// so no rounding of the updates reaches the final test.
type kernelSVM struct {
	binaryBase
	kern     Kernel
	hard     bool
	c        float64
	tol, eps float64
	pairs    int
	maxSteps int

	alpha  []float64
	f      []float64 // fₜ = Σₛ αₛ yₛ K(φₛ, φₜ)
	phi    [][]float64
	diag   []float64 // Kₜₜ
	cache  *kernelCache
	bias   float64
	radius float64 // R = maxₜ √Kₜₜ, the radius about the origin in feature space
	tau    float64
	st     svmState
	wrong  []int // the points st.mistakes counts (refresh)
	iup    int
	bad    error
}

func newKernelSVM(d Dataset, b Basis, s svmSettings) (*kernelSVM, error) {
	m := &kernelSVM{
		binaryBase: newBinaryBase(d, b),
		kern:       s.Kernel.kernel(),
		hard:       s.Margin == "hard",
		c:          s.C,
		tol:        s.Tol,
		eps:        s.Eps,
		pairs:      s.Pairs,
		maxSteps:   s.MaxSteps,
	}
	if err := m.kern.Validate(); err != nil {
		return nil, err
	}
	if m.hard {
		m.c = math.Inf(1)
	}
	m.prepare(nil)
	return m, nil
}

// prepare caches what depends on the data, from the multipliers alpha (nil
// for zero).
func (m *kernelSVM) prepare(alpha []float64) {
	n := len(m.z)
	m.alpha = make([]float64, n)
	if alpha != nil {
		copy(m.alpha, alpha)
	}
	m.phi = make([][]float64, n)
	m.diag = make([]float64, n)
	m.radius = 0
	for t, pt := range m.data.Points {
		m.phi[t] = []float64{pt.X, pt.Y}
		m.diag[t] = m.kern.Eval(m.phi[t], m.phi[t])
		m.radius = math.Max(m.radius, math.Sqrt(math.Max(m.diag[t], 0)))
	}
	m.tau = svmTauRel * m.radius * m.radius
	if !(m.tau > 0) {
		m.tau = svmTauRel
	}
	m.cache = newKernelCache(n, m.column)
	m.f = make([]float64, n)
	m.bad = nil
	var count [2]int
	for _, y := range m.y {
		count[(1-int(y))/2]++
	}
	if count[0] == 0 || count[1] == 0 {
		m.bad = &DataError{-1, "the support vector machine needs points of both classes"}
	} else if !(m.radius < math.Inf(1)) {
		m.bad = &DataError{-1, "the kernel's values overflow on these points; lower γ or the degree, or rescale the data"}
	}
	m.outputs()
	m.refresh()
}

// column writes column i of the kernel matrix into dst; the Gaussian's
// loop is written out (a column is most of the cost of a pair update when
// the cache misses), with the same arithmetic as Kernel.Eval.
func (m *kernelSVM) column(i int, dst []float64) {
	if m.kern.Kind == KernelRBF {
		xi, yi, g := m.phi[i][0], m.phi[i][1], m.kern.Gamma
		for t, u := range m.phi {
			dx, dy := xi-u[0], yi-u[1]
			dst[t] = math.Exp(-g * (dx*dx + dy*dy))
		}
		return
	}
	for t, u := range m.phi {
		dst[t] = m.kern.Eval(m.phi[i], u)
	}
}

// outputs recomputes fₜ from α.
func (m *kernelSVM) outputs() {
	for t := range m.f {
		m.f[t] = 0
	}
	for s, a := range m.alpha {
		if a == 0 {
			continue
		}
		col := m.cache.get(s)
		c := a * m.y[s]
		for t := range m.f {
			m.f[t] += c * col[t]
		}
	}
}

func (m *kernelSVM) inUp(t int) bool {
	return (m.y[t] > 0 && m.alpha[t] < m.c) || (m.y[t] < 0 && m.alpha[t] > 0)
}
func (m *kernelSVM) inLow(t int) bool {
	return (m.y[t] < 0 && m.alpha[t] < m.c) || (m.y[t] > 0 && m.alpha[t] > 0)
}

// refresh computes m(α), M(α), the bias and the state from the outputs.
// The mistakes are counted on the values that the field's Evaluator gives
// wherever the outputs are too near 0 for their rounding to be sure of the
// sign (see exactNear).
func (m *kernelSVM) refresh() {
	st := svmState{minMargin: math.Inf(1)}
	up, low := math.Inf(-1), math.Inf(1)
	lo, hi := math.Inf(-1), math.Inf(1)
	free, sum, ww := 0, 0.0, 0.0
	m.iup = -1
	for t, f := range m.f {
		v, a := m.y[t]-f, m.alpha[t]
		st.sumAlpha += a
		st.maxAlpha = math.Max(st.maxAlpha, a)
		ww += a * m.y[t] * f
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
			lo = math.Max(lo, v)
		default:
			hi = math.Min(hi, v)
		}
	}
	st.m, st.mm = up, low
	st.normW = math.Sqrt(math.Max(ww, 0))
	m.bias = biasOf(sum, free, lo, hi)
	m.st = st
	var ev *Evaluator
	var fl Field
	near := m.exactNear()
	m.wrong = m.wrong[:0]
	for t, f := range m.f {
		h := f + m.bias
		if math.Abs(h) <= near {
			if ev == nil {
				fl = m.field()
				ev = NewEvaluator(&fl)
			}
			p := m.data.Points[t]
			h = ev.Rows(p.X, p.Y)[0]
		}
		yh := m.y[t] * h
		st.minMargin = math.Min(st.minMargin, yh)
		if yh < 1 {
			st.slack += 1 - yh
		}
		if m.missed(h, t) {
			st.mistakes++
			m.wrong = append(m.wrong, t)
		}
		if m.alpha[t] > svSize*st.maxAlpha {
			st.sv++
		}
	}
	m.st = st
}

// firstUp returns the first point of I_up with the largest vₜ, or -1 (the
// point refresh finds as iup).
func (m *kernelSVM) firstUp() int {
	i, vi := -1, math.Inf(-1)
	for t, f := range m.f {
		if v := m.y[t] - f; m.inUp(t) && v > vi {
			i, vi = t, v
		}
	}
	return i
}

// selectPair is svm.selectPair with aᵢₜ = Kᵢᵢ + Kₜₜ − 2Kᵢₜ.
func (m *kernelSVM) selectPair(i int) (_, j int, gap float64) {
	if i < 0 {
		return -1, -1, 0
	}
	j = -1
	vi := m.y[i] - m.f[i]
	col := m.cache.get(i)
	best, low := math.Inf(-1), math.Inf(1)
	for t := range m.f {
		if !m.inLow(t) {
			continue
		}
		v := m.y[t] - m.f[t]
		low = math.Min(low, v)
		b := vi - v
		if !(b > 0) {
			continue
		}
		a := math.Max(m.diag[i]+m.diag[t]-2*col[t], m.tau)
		if g := b * b / a; g > best {
			best, j = g, t
		}
	}
	return i, j, vi - low
}

// update is svm.update in the kernel's feature space.
func (m *kernelSVM) update(i, j int) {
	ci, cj := m.cache.get(i), m.cache.get(j)
	b := (m.y[i] - m.f[i]) - (m.y[j] - m.f[j])
	t := b / math.Max(m.diag[i]+m.diag[j]-2*ci[j], m.tau)
	roomI, roomJ := m.alpha[i], m.alpha[j]
	if m.y[i] > 0 {
		roomI = m.c - m.alpha[i]
	}
	if m.y[j] < 0 {
		roomJ = m.c - m.alpha[j]
	}
	clipI, clipJ := false, false
	if lim := math.Min(roomI, roomJ); t >= lim {
		t, clipI, clipJ = lim, roomI == lim, roomJ == lim
	}
	set := func(k int, clip bool, delta, full float64) {
		if clip {
			m.alpha[k] = 0
			if full > 0 {
				m.alpha[k] = m.c
			}
			return
		}
		m.alpha[k] = math.Min(math.Max(m.alpha[k]+delta, 0), m.c)
	}
	set(i, clipI, m.y[i]*t, m.y[i])
	set(j, clipJ, -m.y[j]*t, -m.y[j])
	for s := range m.f {
		m.f[s] += t * (ci[s] - cj[s])
	}
	m.point = i
	m.upd++
}

func (m *kernelSVM) Step() (Snapshot, error) {
	if m.status.Stopped() {
		return m.Snapshot(), nil
	}
	if m.bad != nil {
		return m.Snapshot(), m.bad
	}
	updated := false
	for k := 0; k < m.pairs; k++ {
		i := m.iup
		if k > 0 {
			i = m.firstUp()
		}
		i, j, gap := m.selectPair(i)
		if i < 0 || j < 0 || gap <= m.tol {
			break
		}
		m.update(i, j)
		updated = true
	}
	m.refresh()
	if m.st.m-m.st.mm <= m.tol {
		// Before saying so, check the test on outputs recomputed from α.
		m.outputs()
		m.refresh()
	}
	if updated {
		m.step++
	}
	gap := m.st.m - m.st.mm
	switch {
	case gap <= m.tol:
		m.stop(StatusConverged, fmt.Sprintf("the KKT conditions hold: m(α) − M(α) = %.3g ≤ %g after %d pair updates", math.Max(gap, 0), m.tol, m.upd))
	case m.hard && m.st.minMargin <= 0 && m.st.sumAlpha > 0 && m.st.normW/m.st.sumAlpha <= m.eps*m.radius:
		m.stop(StatusNotSeparable, fmt.Sprintf("no separating boundary in the kernel's feature space with a margin wider than %.3g "+
			"(ε·R with R = %.3g): the margin is at most ‖w‖/Σα = %.3g. Use the soft margin.",
			m.eps*m.radius, m.radius, m.st.normW/m.st.sumAlpha))
	case m.step >= m.maxSteps:
		m.stop(StatusStepLimit, fmt.Sprintf("stopped after %d steps with m(α) − M(α) = %.3g", m.step, gap))
	}
	return m.Snapshot(), nil
}

// SetData keeps the multipliers of the points that remain, rescaled so
// that Σ αₙ yₙ = 0 again, as svm.SetData does.
func (m *kernelSVM) SetData(d Dataset) error {
	alpha := keptAlpha(m.data, m.alpha, d)
	m.setData(d)
	m.prepare(alpha)
	return m.bad
}
