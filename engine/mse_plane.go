package engine

import "math"

// The fast path of mse in the plane (three weights), checked against the
// reference loop by TestMSESnapshotSums and TestPlaneMatchesReference.

// sumsPlane returns J_s(a) = Σ (yₙaᵀzₙ − bₙ)² and the mistakes for three
// weights, with aᵀzₙ summed unrolled in the order of dot and missed
// written out with the band in a local, counted without a branch on the
// outcome.
func (m *mse) sumsPlane() (sse float64, miss int) {
	a0, a1, a2 := m.a[0], m.a[1], m.a[2]
	zf, b, band := m.z.flat, m.b, m.band
	for i, y := range m.y {
		z := zf[3*i : 3*i+3 : 3*i+3]
		h := dot3(a0, a1, a2, z)
		sse += squaredError(y*h, b[i])
		wrong := (h >= 0) != (y > 0)
		if band > 0 && math.Abs(h) <= band {
			wrong = true
		}
		miss += bit(wrong)
	}
	return sse, miss
}
