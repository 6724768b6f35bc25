package engine

import (
	"math"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// The linear machine's part of SMO (smoSpace): w = Σ αₙ yₙ φₙ is kept in
// a[1:] and moved by each pair update, the outputs are fₜ = wᵀφₜ, and
// aᵢⱼ = ‖φᵢ − φⱼ‖² is summed from the differences.

// measure computes R and τ, and reports data the machine cannot use.
func (m *svm) measure() error {
	n := m.z.Len()
	m.radius, m.tau = 0, 1
	if err := m.bothClasses(); err != nil {
		return err
	}
	dim := m.basis.Dim()
	mean := make([]float64, dim)
	for t := range n {
		for j, v := range m.z.Row(t)[1:] {
			mean[j] += v / float64(n)
		}
	}
	m.radius = 0
	for t := range n {
		s := 0.0
		for j, v := range m.z.Row(t)[1:] {
			s += (v - mean[j]) * (v - mean[j])
		}
		m.radius = math.Max(m.radius, math.Sqrt(s))
	}
	if !(m.radius < math.Inf(1)) {
		return &DataError{-1, msg.T("engine-svm-too-large")}
	}
	if m.hard && m.radius > 0 && m.radius < svmMinRadius {
		return &DataError{-1, msg.T("engine-svm-too-close", "min", NumText(svmMinRadius, -1))}
	}
	m.tau = svmTauRel * m.radius * m.radius
	if !(m.tau > 0) {
		m.tau = 1 // every ‖φ_i − φ_j‖² is 0 or underflows
	}
	return nil
}

// outputsFromAlpha recomputes w = Σ αₙ yₙ φₙ from α (so no rounding
// accumulates over the updates) and the outputs wᵀφₜ.
func (m *svm) outputsFromAlpha() {
	w := m.a[1:]
	for j := range w {
		w[j] = 0
	}
	for t, a := range m.alpha {
		if a != 0 {
			for j, v := range m.z.Row(t)[1:] {
				w[j] += a * m.y[t] * v
			}
		}
	}
	m.outputs()
}

// outputs recomputes fₜ = wᵀφₜ, summed as dot(w, φₜ) (outputsPlane in
// the plane).
func (m *svm) outputs() {
	if m.plane() {
		m.outputsPlane()
		return
	}
	w := m.a[1:]
	for t := range m.z.Len() {
		z := m.z.Row(t)
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
	for t := range m.z.Len() {
		z := m.z.Row(t)
		m.yh[t] = m.y[t] * linalg.Dot(m.a, z)
	}
}

// decisions puts the bias into a and writes the margins yₜ·aᵀzₜ, which
// are the Evaluator's values.
func (m *svm) decisions() float64 {
	m.a[0] = m.bias
	m.margins()
	return linalg.Norm(m.a[1:])
}

// track recomputes the outputs from the moved w. With the hard margin it
// also watches for an unbounded dual between the pairs of one step, and
// ends the step when ‖w‖ ≤ ε·R·Σα (see marginBound).
func (m *svm) track() bool {
	m.outputs()
	if !m.hard {
		return false
	}
	sum := 0.0
	for _, a := range m.alpha {
		sum += a
	}
	return linalg.Norm(m.a[1:]) <= m.eps*m.radius*sum
}

// row returns the feature vectors, or in the plane their flat array.
func (m *svm) row(i int) smoRow {
	if m.plane() {
		return smoRow{plane: true, z: m.z}
	}
	return smoRow{zi: m.z.Row(i)[1:], z: m.z}
}

// curvature returns ‖φᵢ − φⱼ‖² from the differences.
func (m *svm) curvature(i, j int) float64 { return sqDist(m.z.Row(i)[1:], m.z.Row(j)[1:]) }

// moved adds t(φᵢ − φⱼ) to w.
func (m *svm) moved(i, j int, t float64) {
	zi, zj := m.z.Row(i)[1:], m.z.Row(j)[1:]
	w := m.a[1:]
	for k := range w {
		w[k] += t * (zi[k] - zj[k])
	}
}

// finite reports whether a = (w₀, w) is finite.
func (m *svm) finite() bool { return linalg.Finite(m.a) }

func (m *svm) notSeparable() msg.Text {
	return msg.T("engine-svm-not-separable", "eps", NumText(m.eps*m.radius, 3), "r", NumText(m.radius, 3), "bound", NumText(m.marginBound(), 3), "sum", NumText(m.st.sumAlpha, 3))
}
