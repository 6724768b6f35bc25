package engine

import "math"

// The fast paths of the SVM in the plane (three weights, φ = (x, y)): the
// same sums in the same order as the reference loops of svm_linear.go and
// svm_wss.go, with the points read from the flat array and the short sums
// written out.
// TestSVMPlaneOutputs and TestPlaneMatchesReference check them.

// outputsPlane is outputs for φ = (x, y).
func (m *svm) outputsPlane() {
	w0, w1, zf := m.a[1], m.a[2], m.z.flat
	for t := range m.f {
		z := zf[3*t : 3*t+3 : 3*t+3]
		s := 0.0
		s += w0 * z[1]
		s += w1 * z[2]
		m.f[t] = s
	}
}

// marginsPlane is margins for z = (1, x, y).
func (m *svm) marginsPlane() {
	a0, a1, a2, zf := m.a[0], m.a[1], m.a[2], m.z.flat
	for t, y := range m.y {
		z := zf[3*t : 3*t+3 : 3*t+3]
		h := dot3(a0, a1, a2, z)
		m.yh[t] = y * h
	}
}

// selectPairPlane is selectPair for φ = (x, y), i ≥ 0, with the points
// read from zf, the flat array of the zₜ = (1, x, y), and sqDist written
// out.
func (m *smo) selectPairPlane(i int, zf []float64) (_, j int, gap float64) {
	j = -1
	vi := m.y[i] - m.f[i]
	best, low := math.Inf(-1), math.Inf(1)
	zi0, zi1 := zf[3*i+1], zf[3*i+2]
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
		z := zf[3*t : 3*t+3 : 3*t+3]
		d0, d1 := zi0-z[1], zi1-z[2]
		a := 0.0
		a += d0 * d0
		a += d1 * d1
		if a <= m.tau {
			a = m.tau
		}
		if g := b * b / a; g > best {
			best, j = g, t
		}
	}
	return i, j, vi - low
}
