package engine

import "hyperplane/engine/internal/linalg"

// Helpers shared by the methods of the notes' "discriminant functions"
// family that work on the normalized vectors of Duda, Hart and Stork.

// normalize returns the "normalized" vectors z'_n = y_n z_n = y_n (1, φ(x_n))
// of the notes (002, "Generalized linear discriminants"), for which a
// separates the classes exactly when aᵀz'_n > 0 for every n. A solution a
// is the same vector (w₀, w) as for the unnormalized z, so the field's row is
// a itself.
//
// The rows are those of the matrix Z, whose array they share and which is
// returned too (nil when there are no points), so that a least-squares
// method needs no second copy.
func normalize(z rows, y []float64) (rows, *linalg.Dense) {
	n := z.Len()
	if n == 0 {
		return rows{}, nil
	}
	zm := linalg.NewDense(n, z.m)
	for i := range n {
		out := zm.Row(i)
		for j, v := range z.Row(i) {
			out[j] = y[i] * v
		}
	}
	return rows{flat: zm.Data, m: z.m}, zm
}

// overflowed reports whether the weights are no longer finite, and if so
// puts back the weights from before the last update, so that no snapshot
// ever holds an infinity or a NaN.
func (bb *binaryBase) overflowed() bool {
	if linalg.Finite(bb.a) {
		return false
	}
	if len(bb.before) == len(bb.a) {
		copy(bb.a, bb.before)
	} else {
		for j := range bb.a {
			bb.a[j] = 0
		}
	}
	return true
}
