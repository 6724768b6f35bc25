package engine

import "math"

// The fast paths of binaryBase in the plane (three weights), checked
// against the reference loops by TestPlaneMatchesReference.

// mistakesPlane is mistakes for three weights: aᵀz_n summed unrolled, in
// the order of dot, and missed written out with the labels and the band
// in locals, which the compiler would otherwise load again for every
// point, and counted without a branch on the outcome, which is data.
func (bb *binaryBase) mistakesPlane() int {
	n := 0
	a0, a1, a2 := bb.a[0], bb.a[1], bb.a[2]
	zf, ys, band := bb.z.flat, bb.y, bb.band
	for i, y := range ys {
		z := zf[3*i : 3*i+3 : 3*i+3]
		h := dot3(a0, a1, a2, z)
		miss := (h >= 0) != (y > 0)
		if band > 0 && math.Abs(h) <= band {
			miss = true
		}
		n += bit(miss)
	}
	return n
}

// criterionPlane is criterion for three weights: each margin yₙaᵀzₙ with
// aᵀzₙ summed unrolled in the order of dot, as margin sums it, from the
// flat rows (a refit of the perceptron with 100,000 points spent 15% of
// its time in criterion's calls of dot on the rows' slices: issue 51).
func (bb *binaryBase) criterionPlane(b float64) float64 {
	loss := 0.0
	a0, a1, a2 := bb.a[0], bb.a[1], bb.a[2]
	zf := bb.z.flat
	for i, y := range bb.y {
		loss = addPerceptronTerm(loss, y*dot3(a0, a1, a2, zf[3*i:3*i+3:3*i+3]), b)
	}
	return loss
}
