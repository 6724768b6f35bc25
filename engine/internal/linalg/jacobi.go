package linalg

import (
	"math"
	"sort"

	"gonum.org/v1/gonum/blas"
	blasgonum "gonum.org/v1/gonum/blas/gonum"
)

// The singular value and symmetric eigenvalue decompositions here are
// Jacobi's methods: plane rotations until every pair of columns (or every
// off-diagonal entry) is zero to the rounding. They are short, they need
// nothing of LAPACK, and they are at least as accurate as LAPACK's
// bidiagonal and tridiagonal QR: Demmel and Veselić showed that Jacobi's
// methods find even the small singular values and eigenvalues to high
// relative accuracy ("Jacobi's method is more accurate than QR", SIAM J.
// Matrix Anal. Appl. 13, 1992). The models call them on small matrices (a
// K-class Fisher's scatter, a design matrix's R), where their cost, a few
// sweeps of n²/2 rotations, is nothing.

// jacobiTol is the relative size under which a pair's inner product (or
// an off-diagonal entry) counts as zero: a few units of rounding.
const jacobiTol = 4 * 2.220446049250313e-16

// jacobiFloor is the size, against a scaled matrix whose largest entry is
// at least ½, under which an entry (or a squared norm) counts as zero
// whatever its neighbours: far below the rounding of the rest, and well
// above where numbers lose precision.
const jacobiFloor = 1e-280

// jacobiSweeps bounds the sweeps: they converge quadratically, in 5 to 10
// sweeps for matrices of the models' size.
const jacobiSweeps = 60

// svd is the thin singular value decomposition A = U diag(s) Vᵀ of an m×n
// matrix: U is m×min(m, n) with orthonormal columns, Vᵀ is min(m, n)×n
// with orthonormal rows (except that U's column, or for a wide A Vᵀ's row,
// of a zero singular value is zero, which solve never uses), and the
// singular values s descend. A tall A (m > 2n) is first factorized as
// A = QR by Householder reflections and the SVD taken of R, as LAPACK's
// Dgesvd does; U = Q₁U_R is then kept as the reflectors and U_R.
type svd struct {
	m, n  int
	s     []float64
	u, vt []float64 // row-major, with strides min(m, n) and n; u is U_R (n×n) when qr is used
	c     []float64 // scratch for solve
	g, jt []float64 // scratch for the rotations
	idx   []int
	qr    *LSFactor // the reflectors of A = QR when useQR
	useQR bool
	rhs   []float64
	// maxSweeps bounds the sweeps of rotate (jacobiSweeps when 0); the
	// tests lower it to reach the path where Jacobi's method does not
	// converge. sweeps is how many the last rotate took.
	maxSweeps, sweeps int
}

// factorize computes the decomposition of a (not overwritten) by Hestenes's
// one-sided Jacobi method, and reports whether it converged; it does not
// when an entry is not finite.
func (f *svd) factorize(a *Dense) bool {
	m, n := a.Rows, a.Cols
	k := min(m, n)
	f.m, f.n, f.useQR = m, n, false
	f.s, f.vt = Grow(f.s, k), Grow(f.vt, k*n)
	if !Finite(a.Data) {
		return false
	}
	if m > 2*n && f.factorizeR(a) {
		return true
	}
	f.u = Grow(f.u, m*k)
	l := max(m, n)
	// The rows of g are the columns of the tall one of A and Aᵀ.
	f.g = Grow(f.g, k*l)
	if m >= n {
		for i := 0; i < m; i++ {
			for j := 0; j < n; j++ {
				f.g[j*m+i] = a.Data[i*n+j]
			}
		}
	} else {
		copy(f.g, a.Data)
	}
	f.jt = Grow(f.jt, k*k)
	if !f.rotate(k, l) {
		return false
	}
	// A = U diag(s) Vᵀ: for m ≥ n, U's columns are g's rows normalized and
	// Vᵀ is jt; for m < n the roles are swapped (Aᵀ = Ĝᵀ diag(s) Jᵀ).
	f.store(k, l, m < n)
	return true
}

// store writes U and Vᵀ after rotate, in the order of f.idx, from g's k
// rows of length l normalized (a zero vector for a zero singular value)
// and jt's rows: U's columns from g and Vᵀ's rows from jt, or for a wide A
// (wide, g = A) Vᵀ's rows from g and U's columns from jt.
func (f *svd) store(k, l int, wide bool) {
	n := f.n
	for r, p := range f.idx {
		gp, jp := f.g[p*l:(p+1)*l], f.jt[p*k:(p+1)*k]
		inv := 0.0
		if f.s[r] > 0 {
			inv = 1 / norm2(gp)
		}
		if wide {
			gp, jp = jp, gp
		}
		for i, v := range gp {
			if wide {
				f.u[i*k+r] = v
			} else {
				f.u[i*k+r] = v * inv
			}
		}
		for j, v := range jp {
			if wide {
				f.vt[r*n+j] = v * inv
			} else {
				f.vt[r*n+j] = v
			}
		}
	}
}

// factorizeR is factorize for a tall a: A = QR, then R = U_R diag(s) Vᵀ.
// It reports false when the QR factorization does not give a finite R.
func (f *svd) factorizeR(a *Dense) bool {
	m, n := a.Rows, a.Cols
	if f.qr == nil {
		f.qr = new(LSFactor)
	}
	q := f.qr
	q.rows, q.cols, q.ld = m, n, n
	q.a, q.tau = Grow(q.a, m*n), Grow(q.tau, n)
	if !householderQR(a.Data, n, m, n, nil, q.a, q.tau) {
		copy(q.a, a.Data)
		householderQRScaled(q.a, m, n, q.tau)
	}
	if !Finite(q.tau) || !f.rotateR(q.a, n, n) {
		return false
	}
	f.u = Grow(f.u, n*n)
	f.store(n, n, false)
	f.useQR = true
	return true
}

// rotateR loads the transpose of the n×n upper triangle R of a (row-major,
// stride ld) into g and rotates it: then f.s holds R's singular values,
// which are those of the A = QR it came from. It reports false when R is
// not finite or the sweeps run out.
func (f *svd) rotateR(a []float64, ld, n int) bool {
	// gᵀ = R: row j of g is column j of R.
	f.g = Grow(f.g, n*n)
	for j := 0; j < n; j++ {
		for i := 0; i < n; i++ {
			v := 0.0
			if i <= j {
				v = a[i*ld+j]
			}
			f.g[j*n+i] = v
		}
	}
	if !Finite(f.g) {
		return false
	}
	f.s = Grow(f.s, n)
	f.jt = Grow(f.jt, n*n)
	return f.rotate(n, n)
}

// rotate orthogonalizes the k rows of f.g (k×l, row-major) by plane
// rotations of pairs of rows, applying each to the rows of f.jt too (k×k,
// from the identity), until every pair is orthogonal to jacobiTol·√l.
// Then f.s holds the rows' norms in descending order and f.idx the rows
// in that order. The rows are first scaled by a power of two (exactly) so
// that no square overflows; s is scaled back. It reports false when the
// sweeps run out.
func (f *svd) rotate(k, l int) bool {
	g, jt := f.g[:k*l], f.jt[:k*k]
	for i := range jt {
		jt[i] = 0
	}
	for i := 0; i < k; i++ {
		jt[i*k+i] = 1
	}
	e, zero := scaleToUnit(g)
	tol := jacobiTol * math.Sqrt(float64(l))
	converged := zero
	limit := f.maxSweeps
	if limit == 0 {
		limit = jacobiSweeps
	}
	for f.sweeps = 0; f.sweeps < limit && !converged; f.sweeps++ {
		converged = true
		for p := 0; p < k-1; p++ {
			gp := g[p*l : (p+1)*l : (p+1)*l]
			for q := p + 1; q < k; q++ {
				gq := g[q*l : (q+1)*l : (q+1)*l]
				alpha, beta, gamma := 0.0, 0.0, 0.0
				for i, x := range gp {
					y := gq[i]
					alpha += x * x
					beta += y * y
					gamma += x * y
				}
				if !(math.Abs(gamma) > tol*math.Sqrt(alpha)*math.Sqrt(beta)) || alpha < jacobiFloor || beta < jacobiFloor {
					continue
				}
				converged = false
				c, s := jacobiRotation(alpha, beta, gamma)
				rotateRows(gp, gq, c, s)
				rotateRows(jt[p*k:(p+1)*k:(p+1)*k], jt[q*k:(q+1)*k:(q+1)*k], c, s)
			}
		}
	}
	if !converged {
		return false
	}
	if cap(f.idx) < k {
		f.idx = make([]int, k)
	}
	f.idx = f.idx[:k]
	nr := make([]float64, k)
	for p := range nr {
		f.idx[p] = p
		nr[p] = norm2(g[p*l : (p+1)*l])
	}
	sort.SliceStable(f.idx, func(i, j int) bool { return nr[f.idx[i]] > nr[f.idx[j]] })
	for r, p := range f.idx {
		f.s[r] = math.Ldexp(nr[p], e)
	}
	return true
}

// jacobiRotation returns the cosine and sine of the rotation
// (x, y) ← (cx − sy, sx + cy) that makes two vectors with squared norms
// alpha and beta and inner product gamma orthogonal: t = s/c is the root
// of smaller size of t² + 2ζt − 1 = 0, ζ = (β − α)/(2γ).
func jacobiRotation(alpha, beta, gamma float64) (c, s float64) {
	return rotationOf((beta - alpha) / (2 * gamma))
}

// rotationOf returns c = 1/√(1 + t²) and s = ct for t the root of smaller
// size of t² + 2ζt − 1 = 0 (t = 1/(2ζ) where ζ² would overflow).
func rotationOf(zeta float64) (c, s float64) {
	var t float64
	if math.Abs(zeta) > 1e150 {
		t = 1 / (2 * zeta)
	} else {
		t = math.Copysign(1, zeta) / (math.Abs(zeta) + math.Sqrt(1+zeta*zeta))
	}
	c = 1 / math.Sqrt(1+t*t)
	return c, c * t
}

// rotateRows applies (x, y) ← (cx − sy, sx + cy) to two rows.
func rotateRows(x, y []float64, c, s float64) {
	for i, a := range x {
		b := y[i]
		x[i] = c*a - s*b
		y[i] = s*a + c*b
	}
}

// scaleToUnit scales x by a power of two, exactly, so that its largest
// entry in size lies in [½, 1) and no square of an entry overflows; it
// returns the exponent e to scale results back by (x was 2ᵉ times what it
// is now) and whether x is all zeros (then left as it is, e = 0).
func scaleToUnit(x []float64) (e int, zero bool) {
	big := 0.0
	for _, v := range x {
		big = math.Max(big, math.Abs(v))
	}
	if big == 0 {
		return 0, true
	}
	_, e = math.Frexp(big)
	for i := range x {
		x[i] = math.Ldexp(x[i], -e)
	}
	return e, false
}

// norm2 returns ‖x‖ by a plain sum of squares (the callers' rows are scaled).
func norm2(x []float64) float64 { return math.Sqrt(Dot(x, x)) }

// solve writes into x (n×k, row-major) the minimum-norm least-squares
// solution of AX ≈ B for the k columns of b (m×k) with the rank largest
// singular values, X = V_r diag(1/s_r) U_rᵀB: C = UᵀB by BLAS's Dgemm (for
// a tall A, U_Rᵀ(Q₁ᵀB), the reflectors applied to a copy of B), its first
// rank rows divided by s, and X = V_rC_r by Dgemm.
func (f *svd) solve(b []float64, k, rank int, x []float64) {
	m, n, mn := f.m, f.n, min(f.m, f.n)
	impl := blasgonum.Implementation{}
	f.c = Grow(f.c, mn*k)
	if f.useQR {
		f.rhs = Grow(f.rhs, m*k)
		copy(f.rhs, b[:m*k])
		f.qr.applyQT(f.rhs, k)
		impl.Dgemm(blas.Trans, blas.NoTrans, n, k, n, 1, f.u, max(1, n), f.rhs, max(1, k), 0, f.c, max(1, k))
	} else {
		impl.Dgemm(blas.Trans, blas.NoTrans, mn, k, m, 1, f.u, max(1, mn), b, max(1, k), 0, f.c, max(1, k))
	}
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
// columns of vecs (n×n, row-major), by the cyclic Jacobi method: rotations
// A ← JᵀAJ that zero one off-diagonal entry at a time, sweep after sweep,
// until every off-diagonal entry is below jacobiTol of the geometric mean
// of its diagonal entries (or zero), and V ← VJ. ok is false when an entry
// is not finite or the sweeps run out.
func EigenSym(a []float64, n int) (vals, vecs []float64, ok bool) {
	vals, vecs, _, ok = eigenSym(a, n, jacobiSweeps)
	return vals, vecs, ok
}

// eigenSym is EigenSym with at most maxSweeps sweeps; it also returns the
// sweeps it took (the tests lower the bound to reach the path where the
// method does not converge).
func eigenSym(a []float64, n, maxSweeps int) (vals, vecs []float64, sweeps int, ok bool) {
	w := make([]float64, n*n)
	for i := 0; i < n; i++ {
		for j := i; j < n; j++ {
			w[i*n+j], w[j*n+i] = a[i*n+j], a[i*n+j]
		}
	}
	if !Finite(w) {
		return nil, nil, 0, false
	}
	// The values are scaled back; the vectors need not be.
	e, _ := scaleToUnit(w)
	v := make([]float64, n*n)
	for i := 0; i < n; i++ {
		v[i*n+i] = 1
	}
	converged := false
	for ; sweeps < maxSweeps && !converged; sweeps++ {
		converged = true
		for p := 0; p < n-1; p++ {
			for q := p + 1; q < n; q++ {
				apq := w[p*n+q]
				app, aqq := w[p*n+p], w[q*n+q]
				// Converged, relatively, or absolutely: against the scaled
				// matrix's largest entry, which lies in [½, 1).
				if math.Abs(apq) <= jacobiTol*math.Sqrt(math.Abs(app))*math.Sqrt(math.Abs(aqq)) || math.Abs(apq) < jacobiFloor {
					continue
				}
				converged = false
				// θ = (a_qq − a_pp)/(2a_pq); t = s/c, the tangent of the
				// angle, is the smaller root of t² + 2θt − 1 = 0.
				c, s := rotationOf((aqq - app) / (2 * apq))
				t := s / c
				// Columns p and q, then rows p and q: A ← JᵀAJ.
				for r := 0; r < n; r++ {
					x, y := w[r*n+p], w[r*n+q]
					w[r*n+p], w[r*n+q] = c*x-s*y, s*x+c*y
				}
				rotateRows(w[p*n:(p+1)*n], w[q*n:(q+1)*n], c, s)
				w[p*n+q], w[q*n+p] = 0, 0
				w[p*n+p], w[q*n+q] = app-t*apq, aqq+t*apq
				for r := 0; r < n; r++ {
					x, y := v[r*n+p], v[r*n+q]
					v[r*n+p], v[r*n+q] = c*x-s*y, s*x+c*y
				}
			}
		}
	}
	if !converged {
		return nil, nil, sweeps, false
	}
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return w[idx[i]*n+idx[i]] < w[idx[j]*n+idx[j]] })
	vals, vecs = make([]float64, n), make([]float64, n*n)
	for r, p := range idx {
		vals[r] = math.Ldexp(w[p*n+p], e)
		for i := 0; i < n; i++ {
			vecs[i*n+r] = v[i*n+p]
		}
	}
	return vals, vecs, sweeps, true
}
