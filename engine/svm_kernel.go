package engine

import (
	"math"

	"hyperplane/engine/msg"
)

// kernelSVM is the support vector machine with a kernel other than linear.
// The kernel takes the place of the basis: it acts on the points (x, y)
// themselves, and the field lives in the plane (a note says so when
// another basis is chosen). It runs
// the same dual, SMO pair choice, clipping and stopping rule as svm (the
// SMO core, smo), with every inner product φᵢᵀφⱼ replaced by K(φᵢ, φⱼ).
// Since w is never formed, the outputs fₜ = Σₛ αₛ yₛ Kₛₜ are kept and moved
// by each pair update, fₜ += t(Kᵢₜ − Kⱼₜ), from two columns of K that a
// cache keeps; they are recomputed from α before the machine says it
// converged, so no rounding of the updates reaches the final test.
type kernelSVM struct {
	smo
	kern  Kernel
	phi   rows      // the points (x, y)
	diag  []float64 // Kₜₜ
	cache *kernelCache
}

func newKernelSVM(d Dataset, b Basis, s svmSettings) (*kernelSVM, error) {
	m := &kernelSVM{smo: newSMO(d, b, s), kern: s.Kernel.kernel()}
	m.space, m.listWrong = m, true
	if err := m.kern.Validate(); err != nil {
		return nil, err
	}
	m.prepare(nil)
	return m, nil
}

// measure caches the points, the diagonal Kₜₜ, R = maxₜ √Kₜₜ (the radius
// about the origin in feature space), τ and an empty cache of columns.
func (m *kernelSVM) measure() error {
	n := m.z.Len()
	m.phi = newRows(n, 2)
	m.diag = make([]float64, n)
	m.radius = 0
	for t, pt := range m.data.Points {
		u := m.phi.Row(t)
		u[0], u[1] = pt.X, pt.Y
		m.diag[t] = m.kern.Eval(u, u)
		m.radius = math.Max(m.radius, math.Sqrt(math.Max(m.diag[t], 0)))
	}
	m.tau = svmTauRel * m.radius * m.radius
	if !(m.tau > 0) {
		m.tau = svmTauRel
	}
	m.cache = newKernelCache(n, m.column)
	if err := m.bothClasses(); err != nil {
		return err
	}
	if !(m.radius < math.Inf(1)) {
		return &DataError{-1, msg.T("engine-kernel-overflow")}
	}
	return nil
}

// column writes column i of the kernel matrix into dst; the Gaussian's
// loop is written out (a column is most of the cost of a pair update when
// the cache misses), with the same arithmetic as Kernel.Eval.
func (m *kernelSVM) column(i int, dst []float64) {
	if m.kern.Kind == KernelRBF {
		ui := m.phi.Row(i)
		xi, yi, g := ui[0], ui[1], m.kern.Gamma
		for t := range m.phi.Len() {
			u := m.phi.Row(t)
			dx, dy := xi-u[0], yi-u[1]
			dst[t] = math.Exp(-g * (dx*dx + dy*dy))
		}
		return
	}
	ui := m.phi.Row(i)
	for t := range m.phi.Len() {
		dst[t] = m.kern.Eval(ui, m.phi.Row(t))
	}
}

// outputsFromAlpha recomputes fₜ = Σₛ αₛ yₛ Kₛₜ from α.
func (m *kernelSVM) outputsFromAlpha() {
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

// track has nothing to do: moved has moved the outputs.
func (m *kernelSVM) track() bool { return false }

// row returns column i of K and the diagonal.
func (m *kernelSVM) row(i int) smoRow {
	return smoRow{kii: m.diag[i], diag: m.diag, col: m.cache.get(i)}
}

// curvature returns Kᵢᵢ + Kⱼⱼ − 2Kᵢⱼ, from column i (which selectPair
// has just asked the cache for).
func (m *kernelSVM) curvature(i, j int) float64 {
	return m.diag[i] + m.diag[j] - 2*m.cache.get(i)[j]
}

// moved adds t(Kᵢₜ − Kⱼₜ) to every output fₜ.
func (m *kernelSVM) moved(i, j int, t float64) {
	ci, cj := m.cache.get(i), m.cache.get(j)
	for s := range m.f {
		m.f[s] += t * (ci[s] - cj[s])
	}
}

// decisions writes yₜhₜ with hₜ = fₜ + b, or, wherever the outputs are too
// near 0 for their rounding to be sure of the sign (see exactNear), the
// value that the field's Evaluator gives; and ‖w‖ = √(Σₜ αₜ yₜ fₜ).
func (m *kernelSVM) decisions() float64 {
	var ev *Evaluator
	var fl Field
	near := m.exactNear()
	ww := 0.0
	for t, f := range m.f {
		ww += m.alpha[t] * m.y[t] * f
		h := f + m.bias
		if math.Abs(h) <= near {
			if ev == nil {
				fl = m.field()
				ev = NewEvaluator(&fl)
			}
			p := m.data.Points[t]
			h = ev.Rows(p.X, p.Y)[0]
		}
		m.yh[t] = m.y[t] * h
	}
	return math.Sqrt(math.Max(ww, 0))
}

// finite: the kernel machine keeps no state of its own beyond α and the
// outputs.
func (m *kernelSVM) finite() bool { return true }

func (m *kernelSVM) notSeparable() msg.Text {
	return msg.T("engine-kernel-not-separable", "eps", NumText(m.eps*m.radius, 3), "r", NumText(m.radius, 3), "bound", NumText(m.marginBound(), 3))
}
