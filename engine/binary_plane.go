package engine

// The fast paths of binaryBase in the plane (three weights), checked
// against the reference loops by TestPlaneMatchesReference.

// mistakesPlane is mistakes for three weights: aᵀz_n summed unrolled, in
// the order of dot.
func (bb *binaryBase) mistakesPlane() int {
	n := 0
	a0, a1, a2 := bb.a[0], bb.a[1], bb.a[2]
	zf := bb.zf
	for i := range bb.y {
		z := zf[3*i : 3*i+3 : 3*i+3]
		h := dot3(a0, a1, a2, z)
		if bb.missed(h, i) {
			n++
		}
	}
	return n
}
