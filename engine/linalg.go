package engine

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/lapack/lapack64"
	"gonum.org/v1/gonum/mat"
)

// design returns the design matrix Z whose row n is z_n = (1, φ(x_n)).
func design(d Dataset, b Basis) *mat.Dense {
	n, m := len(d.Points), b.Dim()+1
	z := mat.NewDense(max(n, 1), m, nil)
	if n == 0 {
		return z
	}
	raw := z.RawMatrix()
	for i, p := range d.Points {
		b.Augment(p.X, p.Y, raw.Data[i*raw.Stride:i*raw.Stride+m])
	}
	return z
}

// rows returns the augmented feature vectors z_n as slices.
func augmented(d Dataset, b Basis) [][]float64 {
	m := b.Dim() + 1
	buf := make([]float64, len(d.Points)*m)
	z := make([][]float64, len(d.Points))
	for i, p := range d.Points {
		z[i] = b.Augment(p.X, p.Y, buf[i*m:(i+1)*m:(i+1)*m])
	}
	return z
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
func lstsq(z, b *mat.Dense) (x *mat.Dense, note string, err error) {
	f, note, err := newLSFactor(z)
	if err != nil {
		return nil, "", err
	}
	return f.solveDense(z, b, nil, note)
}

// solveSPD solves A x = b for a symmetric positive semi-definite A by
// Cholesky, with the smallest ridge λI that a singular A needs (see
// regularizedCholesky); it returns λ, 0 when none was needed.
func solveSPD(a *mat.SymDense, b []float64) (x []float64, ridge float64, err error) {
	f, err := regularizedCholesky(a)
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

func finiteDense(m *mat.Dense) bool {
	r, c := m.Dims()
	for i := 0; i < r; i++ {
		if !finite(m.RawRowView(i)[:c]) {
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
	// The QR path: Z = QR by LAPACK's Householder QR (Geqrf), packed in a
	// buffer that is reused from one factorization to the next.
	a     []float64 // row-major rows×cols: R above the diagonal, the reflectors below
	tau   []float64
	work  []float64
	rhs   []float64 // rows×k right-hand sides, overwritten by Qᵀb
	rows  int
	cols  int
	useQR bool
	// The SVD path.
	svd  *mat.SVD
	rank int
	x, b *mat.Dense
}

// newLSFactor factorizes z. The note is the one lstsq would give.
func newLSFactor(z *mat.Dense) (*lsFactor, string, error) {
	f := &lsFactor{}
	note, err := f.factorize(z)
	if err != nil {
		return nil, "", err
	}
	return f, note, nil
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
func (f *lsFactor) factorize(z *mat.Dense) (string, error) {
	r, c := z.Dims()
	f.rows, f.cols, f.useQR, f.svd, f.rank = r, c, false, nil, 0
	if r >= c {
		f.a = grow(f.a, r*c)
		raw := z.RawMatrix()
		for i := 0; i < r; i++ {
			copy(f.a[i*c:(i+1)*c], raw.Data[i*raw.Stride:i*raw.Stride+c])
		}
		f.tau = grow(f.tau, c)
		qa := blas64.General{Rows: r, Cols: c, Stride: c, Data: f.a}
		f.work = grow(f.work, 1)
		lapack64.Geqrf(qa, f.tau, f.work, -1)
		f.work = grow(f.work, int(f.work[0]))
		lapack64.Geqrf(qa, f.tau, f.work, len(f.work))
		// Z has full column rank when no |Rᵢᵢ| is tiny against the largest.
		lo, hi := math.Inf(1), 0.0
		for i := 0; i < c; i++ {
			v := math.Abs(f.a[i*c+i])
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
		if hi > 0 && lo/hi > 1e-10 && finite(f.a) {
			f.useQR = true
			return "", nil
		}
	}
	return f.factorizeSVD(z)
}

// solveQR solves min ‖Zx − b‖ for the k columns of b (rows×k, row-major)
// by x = R⁻¹(Qᵀb)[:cols], into x (cols×k). It reports false when R is
// singular.
func (f *lsFactor) solveQR(b []float64, k int, x []float64) bool {
	r, c := f.rows, f.cols
	f.rhs = grow(f.rhs, r*k)
	copy(f.rhs, b)
	qa := blas64.General{Rows: r, Cols: c, Stride: c, Data: f.a}
	cm := blas64.General{Rows: r, Cols: k, Stride: k, Data: f.rhs}
	f.work = grow(f.work, 1)
	lapack64.Ormqr(blas.Left, blas.Trans, qa, f.tau, cm, f.work, -1)
	f.work = grow(f.work, int(f.work[0]))
	lapack64.Ormqr(blas.Left, blas.Trans, qa, f.tau, cm, f.work, len(f.work))
	rt := blas64.Triangular{Uplo: blas.Upper, Diag: blas.NonUnit, N: c, Stride: c, Data: f.a}
	top := blas64.General{Rows: c, Cols: k, Stride: k, Data: f.rhs[:c*k]}
	if !lapack64.Trtrs(blas.NoTrans, rt, top) {
		return false
	}
	copy(x, f.rhs[:c*k])
	return finite(x)
}

// solveDense returns the X that minimizes ‖ZX − B‖ for the factorized z,
// into dst when it is not nil. When rounding defeats QR after all (an
// answer that is not finite), it factorizes z again by the SVD and says so
// in the returned note (otherwise note is returned as it is).
func (f *lsFactor) solveDense(z, b, dst *mat.Dense, note string) (*mat.Dense, string, error) {
	if dst == nil {
		dst = new(mat.Dense)
	}
	_, k := b.Dims()
	if f.useQR {
		braw := b.RawMatrix()
		data := braw.Data
		if braw.Stride != k {
			data = make([]float64, f.rows*k)
			for i := 0; i < f.rows; i++ {
				copy(data[i*k:(i+1)*k], braw.Data[i*braw.Stride:i*braw.Stride+k])
			}
		}
		x := make([]float64, f.cols*k)
		if f.solveQR(data, k, x) {
			dst.Reset()
			dst.ReuseAs(f.cols, k)
			for i := 0; i < f.cols; i++ {
				dst.SetRow(i, x[i*k:(i+1)*k])
			}
			return dst, note, nil
		}
		var err error
		if note, err = f.factorizeSVD(z); err != nil {
			return nil, "", err
		}
	}
	dst.Reset()
	f.svd.SolveTo(dst, b, f.rank)
	if !finiteDense(dst) {
		return nil, "", fmt.Errorf("the least-squares solution is not finite")
	}
	return dst, note, nil
}

// factorizeSVD factorizes z by the truncated SVD.
func (f *lsFactor) factorizeSVD(z *mat.Dense) (string, error) {
	r, c := z.Dims()
	f.useQR, f.rank = false, 0
	svd := new(mat.SVD)
	if !svd.Factorize(z, mat.SVDThin) {
		return "", fmt.Errorf("the singular value decomposition did not converge")
	}
	vals := svd.Values(nil)
	for _, v := range vals {
		if v > 1e-12*vals[0] {
			f.rank++
		}
	}
	if f.rank == 0 {
		return "", fmt.Errorf("the design matrix is zero")
	}
	f.svd = svd
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
	if f.x == nil || f.x.RawMatrix().Rows != f.cols {
		f.x = mat.NewDense(f.cols, 1, nil)
	}
	if f.b == nil || f.b.RawMatrix().Rows != f.rows {
		f.b = mat.NewDense(f.rows, 1, nil)
	}
	copy(f.b.RawMatrix().Data, b)
	f.svd.SolveTo(f.x, f.b, f.rank)
	if !finiteDense(f.x) {
		return dst, fmt.Errorf("the least-squares solution is not finite")
	}
	for j := range dst {
		dst[j] = f.x.At(j, 0)
	}
	return dst, nil
}

// spdFactor is the Cholesky factorization of a symmetric positive
// semi-definite matrix A, made definite by the smallest ridge λI that the
// factorization needs (see regularizedCholesky).
type spdFactor struct {
	ch    mat.Cholesky
	ridge float64
}

// regularizedCholesky factorizes a. When a is singular or nearly so (a
// covariance of one point, a scatter of points on a line) it adds the
// smallest ridge λI, λ = 1e-10·tr(A)/n (with tr(A) taken as 1 when it is
// not positive) growing tenfold, with which the factorization succeeds with
// a condition number below 1e12.
func regularizedCholesky(a *mat.SymDense) (*spdFactor, error) {
	f := &spdFactor{}
	ridge, err := factorRidge(a, &f.ch)
	if err != nil {
		return nil, err
	}
	f.ridge = ridge
	return f, nil
}

// factorRidge is regularizedCholesky into a factorization that the caller
// owns and reuses (Newton's method factorizes a Hessian at every step).
func factorRidge(a *mat.SymDense, ch *mat.Cholesky) (ridge float64, err error) {
	n := a.SymmetricDim()
	tr := 0.0
	for i := 0; i < n; i++ {
		tr += a.At(i, i)
	}
	if math.IsNaN(tr) || math.IsInf(tr, 0) {
		return 0, &DataError{-1, "the matrix to factorize is not finite"}
	}
	if !(tr > 0) {
		tr = 1
	}
	base := 1e-10 * tr / float64(n)
	work := mat.NewSymDense(n, nil)
	for attempt := 0; attempt < 40; attempt++ {
		work.CopySym(a)
		for i := 0; i < n && ridge > 0; i++ {
			work.SetSym(i, i, work.At(i, i)+ridge)
		}
		if ch.Factorize(work) && ch.Cond() < 1e12 {
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

// finiteSym reports whether every entry of s is finite.
func finiteSym(s *mat.SymDense) bool {
	n := s.SymmetricDim()
	for i := 0; i < n; i++ {
		for j := i; j < n; j++ {
			if v := s.At(i, j); math.IsNaN(v) || math.IsInf(v, 0) {
				return false
			}
		}
	}
	return true
}

// logDet returns ln|A + λI|.
func (f *spdFactor) logDet() float64 { return f.ch.LogDet() }

// inverse returns (A + λI)⁻¹ from the Cholesky factor (a quadratic form
// needs the matrix itself).
func (f *spdFactor) inverse() *mat.SymDense {
	var inv mat.SymDense
	if err := f.ch.InverseTo(&inv); err != nil {
		return nil
	}
	return &inv
}

// solve returns (A + λI)⁻¹ b.
func (f *spdFactor) solve(b []float64) []float64 {
	x := mat.NewVecDense(len(b), nil)
	if err := f.ch.SolveVecTo(x, mat.NewVecDense(len(b), append([]float64(nil), b...))); err != nil {
		return nil
	}
	return x.RawVector().Data
}
