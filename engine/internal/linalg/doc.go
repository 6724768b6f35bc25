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
//   - One rank rule: a singular value σᵢ counts as zero when σᵢ ≤
//     RankTol·σ₁ (10⁻¹², the rcond of LAPACK's Dgelsd). Least squares
//     solves by QR when that gives full column rank (the singular values
//     read from R, which are Z's) and otherwise by the SVD truncated to
//     that rank (Rank).
//   - Jacobi's methods stop after a bounded number of sweeps (60; they
//     take 5 to 10 at the models' sizes) and then report that they did not
//     converge, never a partial answer.
//
// # What LAPACK does that this package does not
//
//   - No blocked (level-3) algorithms: Cholesky and QR go a column at a
//     time, which is fast for the models' narrow matrices (33 columns at
//     most) and slow beside Dpotrf and Dgeqrf for large square ones.
//   - No bidiagonal or tridiagonal QR, divide and conquer or MRRR: the SVD
//     and the symmetric eigendecomposition are Jacobi's, whose sweeps cost
//     O(n³) each (0.2 s at n = 200), against LAPACK's one reduction.
//   - No column pivoting (Dgeqp3) and no rank-revealing QR: the rank comes
//     from the SVD of R instead.
//   - No equilibration (Dgeequ, Dpoequ): the rank rule is relative to σ₁
//     of the matrix as given, so columns whose scales differ by 10¹² or
//     more (a cubic basis on coordinates of 10⁴) lose the small ones to
//     the truncation, where an equilibrated solver would keep them.
//   - No condition estimates or error bounds except Cholesky's κ (Dpocon's):
//     none for least squares, the SVD or the eigenvalues (Dgelsd's rank
//     is given, Dtrcon's estimate and the error bounds of the expert
//     drivers are not), and no iterative refinement (Dporfs, Dgerfs).
//   - No LU (Dgetrf) for general square systems, no non-symmetric
//     eigenproblem (Dgeev), no generalized problems, no subsets of
//     eigenvalues (Dsyevr), no banded or packed storage, no complex or
//     single precision.
//
// The tests run every factorization beside gonum's LAPACK (differential
// tests at orders 1 to 200 on random, graded, clustered, nearly singular,
// rank-deficient and zero matrices, and FuzzLinalg), with bounds from the
// conditioning, and the Example functions show each in use.
package linalg
