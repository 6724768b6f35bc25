// Package linalg is the private dense linear algebra of the models: a
// row-major matrix (Dense), the Cholesky factorization (Cholesky), the
// symmetric eigendecomposition (EigenSym), least squares by Householder QR
// or the truncated SVD (LSFactor, Lstsq), and the vector helpers the
// trainers' loops call (Dot, Norm, Finite).
//
// The factorizations are computed as gonum's mat package computes them but
// by calling gonum's LAPACK and BLAS directly (lapackgonum.Implementation{}
// and blasgonum.Implementation{}, never stored in an interface); the tests
// check Cholesky, the SVD and EigenSym against mat bit for bit, and the
// Householder QR against LAPACK's Geqrf. The mat package
// keeps its types in interfaces, and a program that can call methods by
// name (the browser program, through Ebiten's use of text/template) then
// keeps every exported method of them: the direct calls link much less of
// gonum (BENCHMARKS.md).
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
