// Package linalg is the private dense linear algebra of the models: a
// row-major matrix (Dense), the Cholesky factorization (Cholesky), the
// symmetric eigendecomposition (EigenSym), least squares by Householder QR
// or the truncated SVD (LSFactor, Lstsq), and the vector helpers the
// trainers' loops call (Dot, Norm, Finite).
//
// The factorizations are this package's own, on gonum's BLAS called
// directly (blasgonum.Implementation{}, never stored in an interface):
// Cholesky's method with Hager and Higham's condition estimate (as
// LAPACK's Dpotrf and Dpocon), Householder QR (as Dgeqrf), and Jacobi's
// methods for the SVD and the symmetric eigendecomposition (jacobi.go).
// The tests check them against gonum's mat and LAPACK to the rounding the
// conditioning allows, and against closed forms.
//
// Why not gonum's LAPACK: a program that can call methods by name (the
// browser program, through Ebiten's use of text/template) keeps every
// exported method of every type it stores in an interface. gonum's mat
// keeps its matrices in interfaces, and its LAPACK keeps its BLAS in one
// (blas64), so that linking either links all of gonum's BLAS, complex
// routines included: 1.05 MB of code, of which the models call about
// 80 KB, and 0.48 MB of LAPACK. Without them the browser program is
// 1.78 MB smaller (BENCHMARKS.md).
//
// # Conventions
//
//   - Matrices are row-major: entry (i, j) of an m×n matrix at [i*n+j].
//   - Symmetric matrices are n×n row-major slices of which only the upper
//     triangle is read, as LAPACK's routines with blas.Upper read them.
//   - Factorizations keep their storage from one call to the next, so that
//     a method that factorizes at every step (Newton's method) does not
//     allocate.
//   - A singular or ill-conditioned matrix is reported (a false result, an
//     error, or a note saying which solution was taken), never a panic; a
//     slice of the wrong length is the caller's mistake and may panic.
//
// # Use
//
//	z := linalg.NewDense(n, 3) // the design matrix, row i = (1, xᵢ, yᵢ)
//	...
//	x, note, err := linalg.Lstsq(z, t) // min ‖Zx − t‖, by QR or the SVD
package linalg
