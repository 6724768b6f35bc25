package linalg_test

import (
	"fmt"

	"hyperplane/engine/internal/linalg"
)

// A least-squares line through points that lie on t = 1 + 2x: the design
// matrix Z has rows (1, xᵢ), and Lstsq solves by QR since Z has full
// column rank (no note).
func ExampleLstsq() {
	xs := []float64{0, 1, 2, 3, 4}
	z := linalg.NewDense(len(xs), 2)
	t := linalg.NewDense(len(xs), 1)
	for i, x := range xs {
		copy(z.Row(i), []float64{1, x})
		t.Data[i] = 1 + 2*x
	}
	a, note, err := linalg.Lstsq(z, t)
	if err != nil {
		panic(err)
	}
	fmt.Printf("w0 = %.6f, w1 = %.6f, note %q\n", a.Data[0], a.Data[1], note)
	// Output: w0 = 1.000000, w1 = 2.000000, note ""
}

// Two equal columns make Z rank deficient: the rank rule (σ ≤ RankTol·σ₁
// counts as zero) finds rank 1, and the truncated SVD gives the solution
// of least norm, which shares the weight 1 + 2 = 3 of t = 3x equally.
func ExampleLstsq_rankDeficient() {
	xs := []float64{1, 2, 3}
	z := linalg.NewDense(len(xs), 2)
	t := linalg.NewDense(len(xs), 1)
	for i, x := range xs {
		copy(z.Row(i), []float64{x, x})
		t.Data[i] = 3 * x
	}
	a, note, err := linalg.Lstsq(z, t)
	if err != nil {
		panic(err)
	}
	fmt.Printf("a = (%.6f, %.6f)\n%s\n", a.Data[0], a.Data[1], note)
	// Output:
	// a = (1.500000, 1.500000)
	// the design matrix has rank 1 < 2 (collinear or repeated points): minimum-norm solution by SVD
}

// One factorization of Z serves several right-hand sides, as Ho-Kashyap
// solves with the same Z at every step.
func ExampleLSFactor() {
	z := &linalg.Dense{Rows: 3, Cols: 2, Data: []float64{1, 0, 1, 1, 1, 2}}
	f, _, err := linalg.NewLSFactor(z)
	if err != nil {
		panic(err)
	}
	x := make([]float64, 2)
	for _, b := range [][]float64{{1, 3, 5}, {2, 3, 4}} {
		if _, err := f.Solve(b, x); err != nil {
			panic(err)
		}
		fmt.Printf("%.6f %.6f\n", x[0], x[1])
	}
	// Output:
	// 1.000000 2.000000
	// 2.000000 1.000000
}

// The Cholesky factorization of A = [[4, 2], [2, 3]] solves Ax = b, and
// gives ln|A| = ln 8 and the condition number ‖A‖∞‖A⁻¹‖∞ = 6 · 6/8, since
// A⁻¹ = [[3, −2], [−2, 4]]/8.
func ExampleCholesky() {
	a := []float64{4, 2, 2, 3} // only the upper triangle is read
	var ch linalg.Cholesky
	if !ch.Factorize(a, 2, 0) {
		panic("not positive definite")
	}
	x := make([]float64, 2)
	ch.Solve([]float64{2, 1}, 1, x) // b = (2, 1)
	fmt.Printf("x = (%.4f, %.4f), ln|A| = %.4f, κ = %.4f\n", x[0], x[1], ch.LogDet(), ch.Cond)
	// Output: x = (0.5000, 0.0000), ln|A| = 2.0794, κ = 4.5000
}

// The eigenvalues of [[2, 1], [1, 2]] are 1 and 3, ascending, with the
// eigenvectors (1, −1)/√2 and (1, 1)/√2 (up to sign) in the columns.
func ExampleEigenSym() {
	vals, vecs, ok := linalg.EigenSym([]float64{2, 1, 1, 2}, 2)
	if !ok {
		panic("did not converge")
	}
	fmt.Printf("λ = %.4f, %.4f\n", vals[0], vals[1])
	fmt.Printf("|v₁| = (%.4f, %.4f)\n", abs(vecs[0]), abs(vecs[2]))
	// Output:
	// λ = 1.0000, 3.0000
	// |v₁| = (0.7071, 0.7071)
}

// Rank applies the package's one rank rule to singular values.
func ExampleRank() {
	fmt.Println(linalg.Rank([]float64{1, 1e-6, 1e-11, 1e-13, 0}))
	// Output: 3
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
