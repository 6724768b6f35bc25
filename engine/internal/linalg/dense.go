package linalg

import (
	"math"

	"gonum.org/v1/gonum/blas"
	blasgonum "gonum.org/v1/gonum/blas/gonum"
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
// definite n×n matrix with an estimate of its condition number, as LAPACK
// computes them (Dpotrf, and Dpocon's estimate in the max-row-sum norm).
// Its storage is reused from one factorization to the next, so that
// Newton's method, which factorizes a Hessian at every step, does not
// allocate.
type Cholesky struct {
	N    int       // the order n of the matrix
	u    []float64 // n×n row-major, U in the upper triangle
	Cond float64   // the condition number in the max-row-sum norm, +Inf after a failure
	work []float64 // for the condition estimate
}

// Factorize factorizes A + λI, for λ = ridge ≥ 0 and the symmetric n×n
// matrix a (its upper triangle), and reports whether it is positive
// definite. On success it sets the condition number ‖A‖·‖A⁻¹‖ (max row
// sums) from the norm of A and the estimate of ‖A⁻¹‖ that LAPACK's Dpocon
// makes (invNormEstimate).
func (ch *Cholesky) Factorize(a []float64, n int, ridge float64) bool {
	ch.N, ch.Cond = n, math.Inf(1)
	ch.u = Grow(ch.u, n*n)
	ch.work = Grow(ch.work, 2*n)
	for i := 0; i < n; i++ {
		copy(ch.u[i*n+i:(i+1)*n], a[i*n+i:(i+1)*n])
		ch.u[i*n+i] += ridge
	}
	norm := symMaxRowSum(ch.u, n, ch.work[:n])
	if !cholUpper(ch.u, n) {
		return false
	}
	if n == 0 {
		ch.Cond = 1 // as LAPACK's Dpocon has it
	} else if est := ch.invNormEstimate(); norm > 0 && est > 0 && !math.IsInf(est, 0) {
		ch.Cond = norm * est
	}
	return true
}

// symMaxRowSum returns the largest row sum of |aᵢⱼ| of the symmetric n×n
// matrix whose upper triangle is in a (LAPACK's Dlansy with its norm
// MaxRowSum), or NaN when an entry is NaN; sums is scratch of length n.
func symMaxRowSum(a []float64, n int, sums []float64) float64 {
	for i := range sums {
		sums[i] = 0
	}
	for i := 0; i < n; i++ {
		for j := i; j < n; j++ {
			v := math.Abs(a[i*n+j])
			sums[i] += v
			if j > i {
				sums[j] += v
			}
		}
	}
	m := 0.0
	for _, v := range sums {
		if math.IsNaN(v) {
			return v
		}
		m = math.Max(m, v)
	}
	return m
}

// cholUpper factorizes in place the symmetric n×n matrix whose upper
// triangle is in u (row-major) as A = UᵀU with U upper triangular, by the
// outer-product form of Cholesky's method: row k of U is row k of what is
// left of A divided by the square root of its pivot, and the trailing upper
// triangle loses uₖᵢuₖⱼ. It reports false, with u partly overwritten,
// when a pivot is not positive or is NaN (A is not positive definite), as
// LAPACK's Dpotrf does.
func cholUpper(u []float64, n int) bool {
	for k := 0; k < n; k++ {
		d := u[k*n+k]
		if !(d > 0) {
			return false
		}
		d = math.Sqrt(d)
		u[k*n+k] = d
		rk := u[k*n+k+1 : (k+1)*n : (k+1)*n]
		for j := range rk {
			rk[j] /= d
		}
		for i := k + 1; i < n; i++ {
			uki := u[k*n+i]
			if uki == 0 {
				continue
			}
			ri := u[i*n+i : (i+1)*n : (i+1)*n]
			for j, v := range u[k*n+i : (k+1)*n : (k+1)*n] {
				ri[j] -= uki * v
			}
		}
	}
	return true
}

// solveInPlace overwrites the n×k row-major b by A⁻¹b = U⁻¹(U⁻ᵀb), by two
// triangular solves (BLAS's Dtrsm, called on gonum's implementation
// directly).
func (ch *Cholesky) solveInPlace(b []float64, k int) {
	n := ch.N
	if n == 0 || k == 0 {
		return
	}
	impl := blasgonum.Implementation{}
	impl.Dtrsm(blas.Left, blas.Upper, blas.Trans, blas.NonUnit, n, k, 1, ch.u, n, b, k)
	impl.Dtrsm(blas.Left, blas.Upper, blas.NoTrans, blas.NonUnit, n, k, 1, ch.u, n, b, k)
}

// invNormEstimate estimates ‖A⁻¹‖ in the max-row-sum norm (which for a
// symmetric matrix is the max-column-sum norm, ‖·‖₁) from the factor, by
// Hager's method as Higham refined it, the estimator of LAPACK's Dlacn2
// that Dpocon calls (N. J. Higham, "FORTRAN codes for estimating the
// one-norm of a real or complex matrix", ACM TOMS 14, 1988, Algorithm 4.1):
// a few solves with A instead of its inverse, and a lower bound that is
// almost always the norm itself.
func (ch *Cholesky) invNormEstimate() float64 {
	n := ch.N
	if n == 0 {
		return 0
	}
	x, sgn := ch.work[:n], ch.work[n:2*n]
	for i := range x {
		x[i] = 1 / float64(n)
	}
	ch.solveInPlace(x, 1)
	if n == 1 {
		return math.Abs(x[0])
	}
	est := asum(x)
	signs(sgn, x)
	copy(x, sgn)
	ch.solveInPlace(x, 1) // Aᵀ = A
	j := argmaxAbs(x)
	for iter := 2; iter <= 5; iter++ {
		for i := range x {
			x[i] = 0
		}
		x[j] = 1
		ch.solveInPlace(x, 1)
		old := est
		est = asum(x)
		same := true
		for i, v := range x {
			if (v >= 0) != (sgn[i] >= 0) {
				same = false
				break
			}
		}
		if same || est <= old {
			est = math.Max(est, old)
			break
		}
		signs(sgn, x)
		copy(x, sgn)
		ch.solveInPlace(x, 1)
		last := j
		j = argmaxAbs(x)
		if math.Abs(x[last]) == math.Abs(x[j]) {
			break
		}
	}
	// Higham's extra vector, (−1)ⁱ(1 + i/(n−1)), against matrices that
	// defeat the iteration.
	for i := range x {
		x[i] = 1 + float64(i)/float64(n-1)
		if i%2 == 1 {
			x[i] = -x[i]
		}
	}
	ch.solveInPlace(x, 1)
	return math.Max(est, 2*asum(x)/(3*float64(n)))
}

// asum returns Σ|xᵢ|.
func asum(x []float64) float64 {
	s := 0.0
	for _, v := range x {
		s += math.Abs(v)
	}
	return s
}

// signs writes the signs of x (±1, +1 for zero) into dst.
func signs(dst, x []float64) {
	for i, v := range x {
		dst[i] = 1
		if v < 0 {
			dst[i] = -1
		}
	}
}

// argmaxAbs returns the first index of the largest |xᵢ|.
func argmaxAbs(x []float64) int {
	j, m := 0, -1.0
	for i, v := range x {
		if a := math.Abs(v); a > m {
			j, m = i, a
		}
	}
	return j
}

// WellConditioned reports whether the condition number is within
// conditionTolerance, where mat.Cholesky's solves would return no error.
func (ch *Cholesky) WellConditioned() bool { return !(ch.Cond > conditionTolerance) }

// Solve writes X = A⁻¹B into x for the k columns of b (n×k, row-major, not
// overwritten) by two triangular solves, and reports whether A is well
// conditioned; x is written either way.
func (ch *Cholesky) Solve(b []float64, k int, x []float64) bool {
	n := ch.N
	copy(x[:n*k], b[:n*k])
	ch.solveInPlace(x[:n*k], k)
	return ch.WellConditioned()
}

// Inverse writes A⁻¹ = U⁻¹U⁻ᵀ into inv (n×n, row-major, both triangles)
// by solving AX = I, its upper triangle copied to the lower so that it is
// exactly symmetric, and reports whether A is well conditioned and the
// inverse finite; inv is written either way.
func (ch *Cholesky) Inverse(inv []float64) bool {
	n := ch.N
	inv = inv[:n*n]
	for i := range inv {
		inv[i] = 0
	}
	for i := 0; i < n; i++ {
		inv[i*n+i] = 1
	}
	ch.solveInPlace(inv, n)
	for i := 0; i < n; i++ {
		for j := 0; j < i; j++ {
			inv[i*n+j] = inv[j*n+i]
		}
	}
	return ch.WellConditioned() && Finite(inv)
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
