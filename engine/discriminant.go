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
// The rows are views into the matrix Z whose rows they are, which is
// returned too (nil when there are no points), so that a least-squares
// method needs no second copy.
func normalize(z [][]float64, y []float64) ([][]float64, *linalg.Dense) {
	if len(z) == 0 {
		return nil, nil
	}
	zm := linalg.NewDense(len(z), len(z[0]))
	out := make([][]float64, len(z))
	for i, zi := range z {
		out[i] = zm.Row(i)
		for j, v := range zi {
			out[i][j] = y[i] * v
		}
	}
	return out, zm
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
