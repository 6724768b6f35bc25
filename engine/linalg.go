package engine

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/blas"
	lapackgonum "gonum.org/v1/gonum/lapack/gonum"
)

// design returns the design matrix Z whose row n is z_n = (1, φ(x_n)).
// With no points it is a single row of zeros.
func design(d Dataset, b Basis) *dense {
	z := newDense(max(len(d.Points), 1), b.Dim()+1)
	for i, p := range d.Points {
		b.Augment(p.X, p.Y, z.row(i))
	}
	return z
}

// augmented returns the augmented feature vectors z_n as slices.
func augmented(d Dataset, b Basis) [][]float64 {
	z, _ := augmentedFlat(d, b)
	return z
}

// augmentedFlat returns the augmented feature vectors z_n as slices, and
// the one array that holds them all, z_n at n·(D+1).
func augmentedFlat(d Dataset, b Basis) ([][]float64, []float64) {
	m := b.Dim() + 1
	buf := make([]float64, len(d.Points)*m)
	z := make([][]float64, len(d.Points))
	for i, p := range d.Points {
		z[i] = b.Augment(p.X, p.Y, buf[i*m:(i+1)*m:(i+1)*m])
	}
	return z, buf
}

// signs returns the targets y_n = +1 for class 0 and -1 for class 1.
func signs(d Dataset) []float64 {
	y := make([]float64, len(d.Points))
	for i, p := range d.Points {
		y[i] = 1
		if p.Class != 0 {
			y[i] = -1
		}
	}
	return y
}

// lstsq returns the X that minimizes ‖ZX − B‖ (Frobenius), by the rule of
// lsFactor: QR when Z has full column rank and is well conditioned, and
// otherwise the minimum-norm solution from the SVD, truncating singular
// values below 1e-12 of the largest; the note then says so. It never forms
// ZᵀZ.
func lstsq(z, b *dense) (x *dense, note string, err error) {
	f, note, err := newLSFactor(z)
	if err != nil {
		return nil, "", err
	}
	return f.solveDense(z, b, nil, note)
}

// solveSPD solves A x = b for a symmetric positive semi-definite A by
// Cholesky, with the smallest ridge λI that a singular A needs (see
// regularizedCholesky); it returns λ, 0 when none was needed.
// A is n×n row-major, n = len(b), and only its upper triangle is read.
func solveSPD(a, b []float64) (x []float64, ridge float64, err error) {
	f, err := regularizedCholesky(a, len(b))
	if err != nil {
		return nil, 0, err
	}
	x = f.solve(b)
	if x == nil || !finite(x) {
		return nil, 0, fmt.Errorf("the solution is not finite")
	}
	return x, f.ridge, nil
}

func finite(v []float64) bool {
	for _, x := range v {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return false
		}
	}
	return true
}

func norm(v []float64) float64 { return math.Sqrt(dot(v, v)) }

// lsFactor is a factorization of a design matrix Z that solves
// min ‖Zx − b‖ for many right-hand sides b, by the same rule as lstsq (QR
// when Z has full column rank and is well conditioned, otherwise the
// minimum-norm solution from the truncated SVD). Methods that solve with
// the same Z at every step, like Ho-Kashyap, factorize once.
type lsFactor struct {
	// The QR path: Z = QR by Householder reflections in LAPACK's packed
	// form (householderQR, or LAPACK's Geqrf for columns of extreme
	// scale), in a buffer that is reused from one factorization to the
	// next.
	a     []float64 // row-major rows×ld: R above the diagonal, the reflectors below
	tau   []float64
	work  []float64
	rhs   []float64 // rows×k right-hand sides, overwritten by Qᵀb
	rows  int
	cols  int
	ld    int  // the stride of a: cols, or cols+1 when it carries Qᵀb
	qtb   bool // column cols of a holds Qᵀb for factorizeSolve's b
	useQR bool
	// The SVD path.
	svd  svd
	rank int
}

// newLSFactor factorizes z. The note is the one lstsq would give.
func newLSFactor(z *dense) (*lsFactor, string, error) {
	f := &lsFactor{}
	note, err := f.factorize(z)
	if err != nil {
		return nil, "", err
	}
	return f, note, nil
}

// reserve allocates the storage that factorizing a rows×cols matrix and
// solving for k right-hand sides need, so that a method can allocate it
// when its data change rather than in a step.
func (f *lsFactor) reserve(rows, cols, k int) {
	f.a = grow(f.a, rows*(cols+1))
	f.tau = grow(f.tau, cols)
	f.rhs = grow(f.rhs, rows*k)
}

// grow returns buf with length n, reusing its storage when it can.
func grow(buf []float64, n int) []float64 {
	if cap(buf) >= n {
		return buf[:n]
	}
	return make([]float64, n)
}

// factorize factorizes z, reusing the storage of an earlier factorization
// when it is large enough, so that a method that solves again after every
// edit of the data does not allocate a copy of Z each time.
func (f *lsFactor) factorize(z *dense) (string, error) {
	return f.factorizeWith(z, nil)
}

// factorizeSolve factorizes z and writes the least-squares solution x of
// Zx ≈ b into dst, as factorize and solve would, and returns factorize's
// note. On the QR path it applies the reflectors to b as it makes them
// (b as a last column of the matrix), which saves the passes over the rows
// that applying them afterwards takes.
func (f *lsFactor) factorizeSolve(z *dense, b, dst []float64) (string, error) {
	note, err := f.factorizeWith(z, b)
	if err != nil {
		return "", err
	}
	if !f.qtb {
		_, err = f.solve(b, dst)
		return note, err
	}
	c := f.cols
	f.rhs = grow(f.rhs, c)
	for i := 0; i < c; i++ {
		f.rhs[i] = f.a[i*f.ld+c]
	}
	if !f.solveR(f.rhs[:c], 1, dst) {
		return note, fmt.Errorf("the least-squares solution is not finite")
	}
	return note, nil
}

// factorizeWith is factorize, carrying b (when it is not nil) along the
// Householder QR so that column cols of a ends as Qᵀb (f.qtb says whether
// it did).
func (f *lsFactor) factorizeWith(z *dense, b []float64) (string, error) {
	r, c := z.rows, z.cols
	f.rows, f.cols, f.ld, f.qtb, f.useQR, f.rank = r, c, c, false, false, 0
	if r >= c {
		if b != nil {
			f.ld = c + 1
		}
		f.a = grow(f.a, r*f.ld)
		f.tau = grow(f.tau, c)
		if householderQR(z.data, c, r, c, b, f.a, f.tau) {
			f.qtb = b != nil
		} else {
			// A column's scale is outside the range of plain sums of
			// squares: LAPACK's Householder QR, whose norms are scaled.
			f.ld = c
			f.a = f.a[:r*c]
			copy(f.a, z.data)
			impl := lapackgonum.Implementation{}
			f.work = grow(f.work, 1)
			impl.Dgeqrf(r, c, f.a, c, f.tau, f.work, -1)
			f.work = grow(f.work, int(f.work[0]))
			impl.Dgeqrf(r, c, f.a, c, f.tau, f.work, len(f.work))
			if !finite(f.a) {
				return f.factorizeSVD(z)
			}
		}
		// Z has full column rank when no |Rᵢᵢ| is tiny against the largest.
		lo, hi := math.Inf(1), 0.0
		for i := 0; i < c; i++ {
			v := math.Abs(f.a[i*f.ld+i])
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
		if hi > 0 && lo/hi > 1e-10 && f.finiteR() && finite(f.tau) {
			f.useQR = true
			return "", nil
		}
		f.qtb = false
	}
	return f.factorizeSVD(z)
}

// finiteR reports whether R, the upper triangle of the leading cols×cols
// block of a, is finite.
func (f *lsFactor) finiteR() bool {
	for i := 0; i < f.cols; i++ {
		if !finite(f.a[i*f.ld+i : i*f.ld+f.cols]) {
			return false
		}
	}
	return true
}

// Bounds on a sum of squares Σxᵢ² for which householderQR's plain sums are
// accurate: no square overflows, and the squares that underflow are far
// below the rounding of the sum.
const (
	qrSumMin = 1e-280
	qrSumMax = 1e280
)

// householderQR copies the r×c matrix src (row-major with the given
// stride, r ≥ c) into a and factorizes it there as LAPACK's Geqrf does:
// Z = QR with Q = H₀H₁⋯H_{c−1}, Hₖ = I − τₖvₖvₖᵀ, vₖ = (0, …, 0, 1, vₖ,ₖ₊₁,
// …), R in the upper triangle of a, vₖ below the diagonal in column k and
// τₖ in tau[k]. Each Hₖ is the reflector of LAPACK's Dlarfg: with α = aₖₖ
// and σ² = Σ_{i>k} aᵢₖ², β = −sign(α)·hypot(α, σ), τ = (β − α)/β and
// vₖ = x/(α − β) below the diagonal. The stride of a is c, or c+1 when b is
// not nil: b is then copied into column c and every Hₖ is applied to it
// too, so that it ends as Qᵀb.
//
// The matrix is tall and narrow, so the work is arranged in passes over the
// rows, each reading a row once: for column k, one pass scales vₖ and forms
// w = Hₖ's products vₖᵀaⱼ with every later column j, and one applies
// aⱼ ← aⱼ − τₖ(vₖᵀaⱼ)vₖ and sums σ² of column k+1 for the next reflector.
// The sums of squares are plain sums; it returns false, leaving a and tau
// partly written, when one of them lies outside [qrSumMin, qrSumMax] (a
// column of tiny or huge numbers, an exactly zero column below the
// diagonal, or a number that is not finite), where LAPACK's scaled norms
// are needed.
func householderQR(src []float64, stride, r, c int, b, a, tau []float64) bool {
	ld := c
	if b != nil {
		ld = c + 1
	}
	// Pass 0: the copy, and σ² of column 0.
	ss := 0.0
	for i := 0; i < r; i++ {
		row, in := a[i*ld:(i+1)*ld:(i+1)*ld], src[i*stride:i*stride+c:i*stride+c]
		for j, v := range in {
			row[j] = v
		}
		if b != nil {
			row[c] = b[i]
		}
		if i > 0 {
			ss += row[0] * row[0]
		}
	}
	var wbuf [16]float64
	w := wbuf[:0]
	if ld > len(wbuf) {
		w = make([]float64, 0, ld)
	}
	w = w[:ld]
	for k := 0; k < c; k++ {
		if k == r-1 {
			// Nothing below the diagonal: Hₖ = I (Dlarfg with n = 1).
			tau[k] = 0
			continue
		}
		if !(ss >= qrSumMin && ss <= qrSumMax) {
			return false
		}
		alpha := a[k*ld+k]
		beta := -math.Copysign(math.Hypot(alpha, math.Sqrt(ss)), alpha)
		t := (beta - alpha) / beta
		scal := 1 / (alpha - beta)
		tau[k] = t
		a[k*ld+k] = beta
		// Pass 1: vₖ below the diagonal, and w_j = vₖᵀaⱼ (vₖ's entry in
		// row k is 1). The columns right of k, 1 to 3 of them, are written
		// out.
		rk := a[k*ld : (k+1)*ld : (k+1)*ld]
		for j := k + 1; j < ld; j++ {
			w[j] = rk[j]
		}
		switch ld - k {
		case 1:
			for i := k + 1; i < r; i++ {
				a[i*ld+k] *= scal
			}
		case 2:
			w1 := w[k+1]
			for i := k + 1; i < r; i++ {
				row := a[i*ld : (i+1)*ld : (i+1)*ld]
				v := row[k] * scal
				row[k] = v
				w1 += v * row[k+1]
			}
			w[k+1] = w1
		case 3:
			w1, w2 := w[k+1], w[k+2]
			for i := k + 1; i < r; i++ {
				row := a[i*ld : (i+1)*ld : (i+1)*ld]
				v := row[k] * scal
				row[k] = v
				w1 += v * row[k+1]
				w2 += v * row[k+2]
			}
			w[k+1], w[k+2] = w1, w2
		case 4:
			w1, w2, w3 := w[k+1], w[k+2], w[k+3]
			for i := k + 1; i < r; i++ {
				row := a[i*ld : (i+1)*ld : (i+1)*ld]
				v := row[k] * scal
				row[k] = v
				w1 += v * row[k+1]
				w2 += v * row[k+2]
				w3 += v * row[k+3]
			}
			w[k+1], w[k+2], w[k+3] = w1, w2, w3
		default:
			for i := k + 1; i < r; i++ {
				row := a[i*ld : (i+1)*ld : (i+1)*ld]
				v := row[k] * scal
				row[k] = v
				for j := k + 1; j < ld; j++ {
					w[j] += v * row[j]
				}
			}
		}
		// Pass 2: aⱼ ← aⱼ − vₖ(τw_j), and σ² of column k+1 below row k+1
		// (of b when column k+1 is b, which is not used).
		for j := k + 1; j < ld; j++ {
			w[j] *= t
			rk[j] -= w[j]
		}
		ss = 0
		switch ld - k {
		case 1:
		case 2:
			w1 := w[k+1]
			for i := k + 1; i < r; i++ {
				row := a[i*ld : (i+1)*ld : (i+1)*ld]
				x := row[k+1] - row[k]*w1
				row[k+1] = x
				if i > k+1 {
					ss += x * x
				}
			}
		case 3:
			w1, w2 := w[k+1], w[k+2]
			for i := k + 1; i < r; i++ {
				row := a[i*ld : (i+1)*ld : (i+1)*ld]
				v := row[k]
				x := row[k+1] - v*w1
				row[k+1] = x
				row[k+2] -= v * w2
				if i > k+1 {
					ss += x * x
				}
			}
		case 4:
			w1, w2, w3 := w[k+1], w[k+2], w[k+3]
			for i := k + 1; i < r; i++ {
				row := a[i*ld : (i+1)*ld : (i+1)*ld]
				v := row[k]
				x := row[k+1] - v*w1
				row[k+1] = x
				row[k+2] -= v * w2
				row[k+3] -= v * w3
				if i > k+1 {
					ss += x * x
				}
			}
		default:
			for i := k + 1; i < r; i++ {
				row := a[i*ld : (i+1)*ld : (i+1)*ld]
				v := row[k]
				for j := k + 1; j < ld; j++ {
					row[j] -= v * w[j]
				}
				if i > k+1 {
					ss += row[k+1] * row[k+1]
				}
			}
		}
	}
	return true
}

// applyQT overwrites the r×m row-major b (stride m) by Qᵀb =
// H_{c−1}⋯H₁H₀b for the reflectors that factorize stored: Hₖb =
// b − τₖvₖ(vₖᵀb), as LAPACK's Ormqr applies them. One pass over the rows
// applies Hₖ and sums vₖ₊₁ᵀb for the next, so that it reads the rows c
// times in all.
func (f *lsFactor) applyQT(b []float64, m int) {
	r, c, ld, a := f.rows, f.cols, f.ld, f.a
	var wbuf, nbuf [16]float64
	w, nw := wbuf[:0], nbuf[:0]
	if m > len(wbuf) {
		w, nw = make([]float64, 0, m), make([]float64, 0, m)
	}
	w, nw = w[:m], nw[:m]
	// v₀ᵀb, with the sums in registers for one to three columns.
	copy(w, b[:m])
	switch m {
	case 1:
		w0 := w[0]
		for i := 1; i < r; i++ {
			w0 += a[i*ld] * b[i]
		}
		w[0] = w0
	case 2:
		w0, w1 := w[0], w[1]
		for i := 1; i < r; i++ {
			v := a[i*ld]
			w0 += v * b[2*i]
			w1 += v * b[2*i+1]
		}
		w[0], w[1] = w0, w1
	case 3:
		w0, w1, w2 := w[0], w[1], w[2]
		for i := 1; i < r; i++ {
			v := a[i*ld]
			w0 += v * b[3*i]
			w1 += v * b[3*i+1]
			w2 += v * b[3*i+2]
		}
		w[0], w[1], w[2] = w0, w1, w2
	default:
		for i := 1; i < r; i++ {
			v := a[i*ld]
			for j, x := range b[i*m : (i+1)*m] {
				w[j] += v * x
			}
		}
	}
	for k := 0; k < c; k++ {
		t := f.tau[k]
		for j := range w {
			w[j] *= t
		}
		bk := b[k*m : (k+1)*m]
		for j := range bk {
			bk[j] -= w[j]
		}
		if k+1 == r {
			break // no rows below (then k is the last reflector)
		}
		// Row k+1, where vₖ₊₁ has its 1, starts vₖ₊₁ᵀb; the rows below
		// add to it, unless Hₖ is the last reflector.
		next := k+1 < c
		bn := b[(k+1)*m : (k+2)*m]
		v := a[(k+1)*ld+k]
		for j := range bn {
			bn[j] -= v * w[j]
		}
		copy(nw, bn)
		switch {
		case m == 1 && next:
			w0, n0 := w[0], nw[0]
			for i := k + 2; i < r; i++ {
				x := b[i] - a[i*ld+k]*w0
				b[i] = x
				n0 += a[i*ld+k+1] * x
			}
			nw[0] = n0
		case m == 1:
			w0 := w[0]
			for i := k + 2; i < r; i++ {
				b[i] -= a[i*ld+k] * w0
			}
		case m == 2 && next:
			// The sums in registers: a sum in memory would wait for its
			// own store at every row.
			w0, w1, n0, n1 := w[0], w[1], nw[0], nw[1]
			for i := k + 2; i < r; i++ {
				v, u := a[i*ld+k], a[i*ld+k+1]
				bi := b[2*i : 2*i+2 : 2*i+2]
				x0, x1 := bi[0]-v*w0, bi[1]-v*w1
				bi[0], bi[1] = x0, x1
				n0 += u * x0
				n1 += u * x1
			}
			nw[0], nw[1] = n0, n1
		case m == 3 && next:
			w0, w1, w2, n0, n1, n2 := w[0], w[1], w[2], nw[0], nw[1], nw[2]
			for i := k + 2; i < r; i++ {
				v, u := a[i*ld+k], a[i*ld+k+1]
				bi := b[3*i : 3*i+3 : 3*i+3]
				x0, x1, x2 := bi[0]-v*w0, bi[1]-v*w1, bi[2]-v*w2
				bi[0], bi[1], bi[2] = x0, x1, x2
				n0 += u * x0
				n1 += u * x1
				n2 += u * x2
			}
			nw[0], nw[1], nw[2] = n0, n1, n2
		case next:
			for i := k + 2; i < r; i++ {
				v, u := a[i*ld+k], a[i*ld+k+1]
				bi := b[i*m : (i+1)*m : (i+1)*m]
				for j, wj := range w {
					x := bi[j] - v*wj
					bi[j] = x
					nw[j] += u * x
				}
			}
		default:
			for i := k + 2; i < r; i++ {
				v := a[i*ld+k]
				bi := b[i*m : (i+1)*m : (i+1)*m]
				for j, wj := range w {
					bi[j] -= v * wj
				}
			}
		}
		w, nw = nw, w
	}
}

// solveQR solves min ‖Zx − b‖ for the k columns of b (rows×k, row-major)
// by x = R⁻¹(Qᵀb)[:cols], into x (cols×k). It reports false when R is
// singular.
func (f *lsFactor) solveQR(b []float64, k int, x []float64) bool {
	r := f.rows
	f.rhs = grow(f.rhs, r*k)
	copy(f.rhs, b)
	f.applyQT(f.rhs, k)
	return f.solveR(f.rhs[:f.cols*k], k, x)
}

// solveR solves Rx = y for the k columns of y (cols×k, row-major, which it
// overwrites), into x, by LAPACK's Dtrtrs. It reports false when R is
// singular or x is not finite.
func (f *lsFactor) solveR(y []float64, k int, x []float64) bool {
	c := f.cols
	if !(lapackgonum.Implementation{}).Dtrtrs(blas.Upper, blas.NoTrans, blas.NonUnit, c, k, f.a, max(1, f.ld), y, max(1, k)) {
		return false
	}
	copy(x, y)
	return finite(x)
}

// solveDense returns the X that minimizes ‖ZX − B‖ for the factorized z,
// into dst when it is not nil. When rounding defeats QR after all (an
// answer that is not finite), it factorizes z again by the SVD and says so
// in the returned note (otherwise note is returned as it is).
func (f *lsFactor) solveDense(z, b, dst *dense, note string) (*dense, string, error) {
	if dst == nil {
		dst = new(dense)
	}
	k := b.cols
	dst.reuseAs(f.cols, k)
	if f.useQR {
		if f.solveQR(b.data, k, dst.data) {
			return dst, note, nil
		}
		var err error
		if note, err = f.factorizeSVD(z); err != nil {
			return nil, "", err
		}
	}
	f.svd.solve(b.data, k, f.rank, dst.data)
	if !finite(dst.data) {
		return nil, "", fmt.Errorf("the least-squares solution is not finite")
	}
	return dst, note, nil
}

// factorizeSVD factorizes z by the truncated SVD.
func (f *lsFactor) factorizeSVD(z *dense) (string, error) {
	r, c := z.rows, z.cols
	f.useQR, f.rank = false, 0
	if !f.svd.factorize(z) {
		return "", fmt.Errorf("the singular value decomposition did not converge")
	}
	vals := f.svd.s
	for _, v := range vals {
		if v > 1e-12*vals[0] {
			f.rank++
		}
	}
	if f.rank == 0 {
		return "", fmt.Errorf("the design matrix is zero")
	}
	note := "the design matrix is ill-conditioned: solution by SVD"
	if f.rank < c {
		note = fmt.Sprintf("the design matrix has rank %d < %d (collinear or repeated points): minimum-norm solution by SVD", f.rank, c)
	} else if r < c {
		note = fmt.Sprintf("fewer points (%d) than weights (%d): minimum-norm solution by SVD", r, c)
	}
	return note, nil
}

// solve writes the least-squares solution x of Zx ≈ b into dst (length
// the number of columns of Z) and returns it.
func (f *lsFactor) solve(b, dst []float64) ([]float64, error) {
	if f.useQR {
		if !f.solveQR(b, 1, dst) {
			return dst, fmt.Errorf("the least-squares solution is not finite")
		}
		return dst, nil
	}
	f.rhs = grow(f.rhs, f.cols)
	f.svd.solve(b, 1, f.rank, f.rhs)
	if !finite(f.rhs) {
		return dst, fmt.Errorf("the least-squares solution is not finite")
	}
	copy(dst, f.rhs)
	return dst, nil
}

// spdFactor is the Cholesky factorization of a symmetric positive
// semi-definite matrix A, made definite by the smallest ridge λI that the
// factorization needs (see regularizedCholesky).
type spdFactor struct {
	ch    cholesky
	ridge float64
}

// regularizedCholesky factorizes the symmetric n×n matrix a (row-major, of
// which it reads the upper triangle). When a is singular or nearly so (a
// covariance of one point, a scatter of points on a line) it adds the
// smallest ridge λI, λ = 1e-10·tr(A)/n (with tr(A) taken as 1 when it is
// not positive) growing tenfold, with which the factorization succeeds with
// a condition number below 1e12.
func regularizedCholesky(a []float64, n int) (*spdFactor, error) {
	f := &spdFactor{}
	ridge, err := factorRidge(a, n, &f.ch)
	if err != nil {
		return nil, err
	}
	f.ridge = ridge
	return f, nil
}

// factorRidge is regularizedCholesky into a factorization that the caller
// owns and reuses (Newton's method factorizes a Hessian at every step).
func factorRidge(a []float64, n int, ch *cholesky) (ridge float64, err error) {
	tr := 0.0
	for i := 0; i < n; i++ {
		tr += a[i*n+i]
	}
	if math.IsNaN(tr) || math.IsInf(tr, 0) {
		return 0, &DataError{-1, "the matrix to factorize is not finite"}
	}
	if !(tr > 0) {
		tr = 1
	}
	base := 1e-10 * tr / float64(n)
	for attempt := 0; attempt < 40; attempt++ {
		if ch.factorize(a, n, ridge) && ch.cond < 1e12 {
			return ridge, nil
		}
		if ridge == 0 {
			ridge = base
		} else {
			ridge *= 10
		}
	}
	return 0, &DataError{-1, "the matrix could not be factorized even with a ridge"}
}

// logDet returns ln|A + λI|.
func (f *spdFactor) logDet() float64 { return f.ch.logDet() }

// inverse returns (A + λI)⁻¹, n×n row-major, from the Cholesky factor (a
// quadratic form needs the matrix itself), or nil when it fails.
func (f *spdFactor) inverse() []float64 {
	inv := make([]float64, f.ch.n*f.ch.n)
	if !f.ch.inverse(inv) {
		return nil
	}
	return inv
}

// solve returns (A + λI)⁻¹ b, or nil when A + λI is near singular.
func (f *spdFactor) solve(b []float64) []float64 {
	x := make([]float64, len(b))
	if !f.ch.solve(b, 1, x) {
		return nil
	}
	return x
}
