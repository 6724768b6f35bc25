package linalg

import (
	"math"

	"gonum.org/v1/gonum/blas"
	blasgonum "gonum.org/v1/gonum/blas/gonum"
	"gonum.org/v1/gonum/lapack"
	lapackgonum "gonum.org/v1/gonum/lapack/gonum"
)

// conditionTolerance is mat.ConditionTolerance: a solve with a matrix whose
// condition number exceeds it reports the matrix as near singular.
const conditionTolerance = 1e16

// Dense is a row-major Rows×Cols matrix: entry (i, j) at Data[i*Cols+j].
type Dense struct {
	Rows, Cols int
	Data       []float64
}

// NewDense returns a zero rows×cols matrix.
func NewDense(rows, cols int) *Dense {
	return &Dense{Rows: rows, Cols: cols, Data: make([]float64, rows*cols)}
}

// Row returns row i of m, a view into its data.
func (m *Dense) Row(i int) []float64 { return m.Data[i*m.Cols : (i+1)*m.Cols : (i+1)*m.Cols] }

// reuseAs makes m rows×cols, reusing its storage when it is large enough;
// the entries are not zeroed.
func (m *Dense) reuseAs(rows, cols int) {
	m.Rows, m.Cols, m.Data = rows, cols, Grow(m.Data, rows*cols)
}

// Col writes column j of m into dst (allocated when nil) and returns it.
func (m *Dense) Col(dst []float64, j int) []float64 {
	if dst == nil {
		dst = make([]float64, m.Rows)
	}
	for i := range dst {
		dst[i] = m.Data[i*m.Cols+j]
	}
	return dst
}

// Cholesky is the Cholesky factorization A = UᵀU of a symmetric positive
// definite n×n matrix with an estimate of its condition number, as
// mat.Cholesky computes them. Its storage is reused from one factorization
// to the next, so that Newton's method, which factorizes a Hessian at every
// step, does not allocate.
type Cholesky struct {
	N     int       // the order n of the matrix
	u     []float64 // n×n row-major, U in the upper triangle
	Cond  float64   // the condition number in the max-row-sum norm, +Inf after a failure
	work  []float64 // for Dlansy and Dpocon
	iwork []int
}

// Factorize factorizes A + λI, for λ = ridge ≥ 0 and the symmetric n×n
// matrix a (its upper triangle), and reports whether it is positive definite. As
// mat.Cholesky.Factorize does, it takes the norm ‖A + λI‖ by LAPACK's
// Dlansy (the max row sum), factorizes by Dpotrf, and on success sets the
// condition number to 1/rcond for Dpocon's estimate rcond of its
// reciprocal.
func (ch *Cholesky) Factorize(a []float64, n int, ridge float64) bool {
	ch.N, ch.Cond = n, math.Inf(1)
	ch.u = Grow(ch.u, n*n)
	ch.work = Grow(ch.work, 3*n)
	if cap(ch.iwork) < n {
		ch.iwork = make([]int, n)
	}
	ch.iwork = ch.iwork[:n]
	for i := 0; i < n; i++ {
		copy(ch.u[i*n+i:(i+1)*n], a[i*n+i:(i+1)*n])
		ch.u[i*n+i] += ridge
	}
	impl := lapackgonum.Implementation{}
	ld := max(1, n)
	norm := impl.Dlansy(lapack.MaxRowSum, blas.Upper, n, ch.u, ld, ch.work)
	if !impl.Dpotrf(blas.Upper, n, ch.u, ld) {
		return false
	}
	ch.Cond = 1 / impl.Dpocon(blas.Upper, n, ch.u, ld, norm, ch.work, ch.iwork)
	return true
}

// WellConditioned reports whether the condition number is within
// conditionTolerance, where mat.Cholesky's solves return no error.
func (ch *Cholesky) WellConditioned() bool { return !(ch.Cond > conditionTolerance) }

// Solve writes X = A⁻¹B into x for the k columns of b (n×k, row-major, not
// overwritten) by LAPACK's Dpotrs, and reports whether A is well
// conditioned; x is written either way, as mat.Cholesky.SolveTo and
// SolveVecTo write it before they return their condition error.
func (ch *Cholesky) Solve(b []float64, k int, x []float64) bool {
	n := ch.N
	copy(x[:n*k], b[:n*k])
	lapackgonum.Implementation{}.Dpotrs(blas.Upper, n, k, ch.u, max(1, n), x, max(1, k))
	return ch.WellConditioned()
}

// Inverse writes A⁻¹ into inv (n×n, row-major, both triangles) by LAPACK's
// Dpotri on a copy of U, and reports whether the inverse succeeded and A is
// well conditioned, which is when mat.Cholesky.InverseTo returns no error;
// inv is written either way.
func (ch *Cholesky) Inverse(inv []float64) bool {
	n := ch.N
	for i := 0; i < n; i++ {
		copy(inv[i*n+i:(i+1)*n], ch.u[i*n+i:(i+1)*n])
	}
	ok := lapackgonum.Implementation{}.Dpotri(blas.Upper, n, inv, max(1, n))
	for i := 0; i < n; i++ {
		for j := 0; j < i; j++ {
			inv[i*n+j] = inv[j*n+i]
		}
	}
	return ok && ch.WellConditioned()
}

// LogDet returns ln|A| = 2·Σ ln Uᵢᵢ.
func (ch *Cholesky) LogDet() float64 {
	det := 0.0
	for i := 0; i < ch.N; i++ {
		det += 2 * math.Log(ch.u[i*ch.N+i])
	}
	return det
}

// Lower returns the lower triangular factor L = Uᵀ of A = LLᵀ, n×n
// row-major with zeros above the diagonal.
func (ch *Cholesky) Lower() []float64 {
	n := ch.N
	l := make([]float64, n*n)
	for i := 0; i < n; i++ {
		for j := i; j < n; j++ {
			l[j*n+i] = ch.u[i*n+j]
		}
	}
	return l
}

// InnerSym returns xᵀAy for the symmetric n×n matrix a (its upper
// triangle), summed as mat.Inner sums it: row i adds xᵢ·(Σ_{j≥i} aᵢⱼyⱼ)
// and yᵢ·(Σ_{j>i} aᵢⱼxⱼ), each inner sum by BLAS's Ddot.
func InnerSym(x, a, y []float64) float64 {
	n := len(x)
	impl := blasgonum.Implementation{}
	sum := 0.0
	for i := 0; i < n; i++ {
		if xi := x[i]; xi != 0 {
			sum += xi * impl.Ddot(n-i, a[i*n+i:(i+1)*n], 1, y[i:], 1)
		}
		if yi := y[i]; i != n-1 && yi != 0 {
			sum += yi * impl.Ddot(n-i-1, a[i*n+i+1:(i+1)*n], 1, x[i+1:], 1)
		}
	}
	return sum
}

// svd is the thin singular value decomposition A = U diag(s) Vᵀ of an m×n
// matrix, as mat.SVD computes it with mat.SVDThin: U is m×min(m, n), Vᵀ is
// min(m, n)×n and the singular values s descend.
type svd struct {
	m, n  int
	s     []float64
	u, vt []float64 // row-major, with strides min(m, n) and n
	c     []float64 // scratch for solve
}

// factorize computes the decomposition of a by LAPACK's Dgesvd on a copy
// (jobs lapack.SVDStore for U and Vᵀ, with a workspace query first), and
// reports whether it converged.
func (f *svd) factorize(a *Dense) bool {
	m, n := a.Rows, a.Cols
	k := min(m, n)
	f.m, f.n = m, n
	f.s, f.u, f.vt = Grow(f.s, k), Grow(f.u, m*k), Grow(f.vt, k*n)
	work := append([]float64(nil), a.Data...)
	impl := lapackgonum.Implementation{}
	query := []float64{0}
	impl.Dgesvd(lapack.SVDStore, lapack.SVDStore, m, n, work, max(1, n), f.s, f.u, max(1, k), f.vt, max(1, n), query, -1)
	lwork := int(query[0])
	return impl.Dgesvd(lapack.SVDStore, lapack.SVDStore, m, n, work, max(1, n), f.s, f.u, max(1, k), f.vt, max(1, n), make([]float64, lwork), lwork)
}

// solve writes into x (n×k, row-major) the minimum-norm least-squares
// solution of AX ≈ B for the k columns of b (m×k) with the rank largest
// singular values, X = V_r diag(1/s_r) U_rᵀB, as mat.SVD.SolveTo computes
// it: C = UᵀB by BLAS's Dgemm, its first rank rows divided by s, and
// X = V_rC_r by Dgemm.
func (f *svd) solve(b []float64, k, rank int, x []float64) {
	m, n, mn := f.m, f.n, min(f.m, f.n)
	impl := blasgonum.Implementation{}
	f.c = Grow(f.c, mn*k)
	impl.Dgemm(blas.Trans, blas.NoTrans, mn, k, m, 1, f.u, max(1, mn), b, max(1, k), 0, f.c, max(1, k))
	y := f.c[:rank*k]
	for i := 0; i < rank; i++ {
		for j := 0; j < k; j++ {
			y[i*k+j] /= f.s[i]
		}
	}
	impl.Dgemm(blas.Trans, blas.NoTrans, n, k, rank, 1, f.vt, max(1, n), y, max(1, k), 0, x, max(1, k))
}

// EigenSym returns the eigenvalues of the symmetric n×n matrix a (its upper
// triangle) in ascending order and its orthonormal eigenvectors in the
// columns of vecs (n×n, row-major), as mat.EigenSym computes them: LAPACK's
// Dsyev on a copy, with a workspace query first. ok is false when it did not
// converge.
func EigenSym(a []float64, n int) (vals, vecs []float64, ok bool) {
	vecs = make([]float64, n*n)
	for i := 0; i < n; i++ {
		copy(vecs[i*n+i:(i+1)*n], a[i*n+i:(i+1)*n])
	}
	vals = make([]float64, n)
	impl := lapackgonum.Implementation{}
	query := []float64{0}
	impl.Dsyev(lapack.EVCompute, blas.Upper, n, vecs, max(1, n), vals, query, -1)
	lwork := int(query[0])
	if !impl.Dsyev(lapack.EVCompute, blas.Upper, n, vecs, max(1, n), vals, make([]float64, lwork), lwork) {
		return nil, nil, false
	}
	return vals, vecs, true
}
