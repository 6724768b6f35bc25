package engine

import (
	"fmt"
	"math"

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

// lstsq returns the X that minimizes ‖ZX − B‖ (Frobenius). It factorizes Z
// by QR when Z has full column rank and is well conditioned, and otherwise
// takes the minimum-norm solution from the SVD, truncating singular values
// below 1e-12 of the largest; the note then says so. It never forms ZᵀZ.
func lstsq(z, b *mat.Dense) (x *mat.Dense, note string, err error) {
	r, c := z.Dims()
	if r >= c {
		var qr mat.QR
		qr.Factorize(z)
		var rm mat.Dense
		qr.RTo(&rm)
		lo, hi := math.Inf(1), 0.0
		for i := 0; i < c; i++ {
			v := math.Abs(rm.At(i, i))
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
		if hi > 0 && lo/hi > 1e-10 {
			x = new(mat.Dense)
			if err := qr.SolveTo(x, false, b); err == nil && finiteDense(x) {
				return x, "", nil
			}
		}
	}
	var svd mat.SVD
	if !svd.Factorize(z, mat.SVDThin) {
		return nil, "", fmt.Errorf("the singular value decomposition did not converge")
	}
	vals := svd.Values(nil)
	rank := 0
	for _, v := range vals {
		if v > 1e-12*vals[0] {
			rank++
		}
	}
	if rank == 0 {
		return nil, "", fmt.Errorf("the design matrix is zero")
	}
	x = new(mat.Dense)
	svd.SolveTo(x, b, rank)
	if !finiteDense(x) {
		return nil, "", fmt.Errorf("the least-squares solution is not finite")
	}
	if rank < c {
		note = fmt.Sprintf("the design matrix has rank %d < %d (collinear or repeated points): minimum-norm solution by SVD", rank, c)
	} else if r < c {
		note = fmt.Sprintf("fewer points (%d) than weights (%d): minimum-norm solution by SVD", r, c)
	} else {
		note = "the design matrix is ill-conditioned: solution by SVD"
	}
	return x, note, nil
}

// solveSPD solves A x = b for a symmetric positive semi-definite A by
// Cholesky. When A is singular or nearly so it adds the smallest ridge λI
// (λ = 1e-10·tr(A)/n, growing tenfold) that makes the factorization succeed
// with a condition number below 1e12, and returns λ; otherwise λ = 0.
func solveSPD(a *mat.SymDense, b []float64) (x []float64, ridge float64, err error) {
	n := a.SymmetricDim()
	tr := 0.0
	for i := 0; i < n; i++ {
		tr += a.At(i, i)
	}
	if !(tr > 0) || math.IsInf(tr, 0) {
		tr = 1
	}
	base := 1e-10 * tr / float64(n)
	work := mat.NewSymDense(n, nil)
	for attempt := 0; attempt < 30; attempt++ {
		work.CopySym(a)
		if ridge > 0 {
			for i := 0; i < n; i++ {
				work.SetSym(i, i, work.At(i, i)+ridge)
			}
		}
		var ch mat.Cholesky
		if ch.Factorize(work) && ch.Cond() < 1e12 {
			xv := mat.NewVecDense(n, nil)
			if err := ch.SolveVecTo(xv, mat.NewVecDense(n, append([]float64(nil), b...))); err == nil {
				out := xv.RawVector().Data
				if finite(out) {
					return out, ridge, nil
				}
			}
		}
		if ridge == 0 {
			ridge = base
		} else {
			ridge *= 10
		}
	}
	return nil, 0, fmt.Errorf("the matrix could not be factorized even with a ridge")
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
	qr   *mat.QR
	svd  *mat.SVD
	rank int
	cols int
	x    *mat.Dense
	b    *mat.Dense
}

// newLSFactor factorizes z. The note is the one lstsq would give.
func newLSFactor(z *mat.Dense) (*lsFactor, string, error) {
	r, c := z.Dims()
	f := &lsFactor{cols: c, x: mat.NewDense(c, 1, nil), b: mat.NewDense(r, 1, nil)}
	if r >= c {
		qr := new(mat.QR)
		qr.Factorize(z)
		var rm mat.Dense
		qr.RTo(&rm)
		lo, hi := math.Inf(1), 0.0
		for i := 0; i < c; i++ {
			v := math.Abs(rm.At(i, i))
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
		if hi > 0 && lo/hi > 1e-10 {
			f.qr = qr
			return f, "", nil
		}
	}
	svd := new(mat.SVD)
	if !svd.Factorize(z, mat.SVDThin) {
		return nil, "", fmt.Errorf("the singular value decomposition did not converge")
	}
	vals := svd.Values(nil)
	for _, v := range vals {
		if v > 1e-12*vals[0] {
			f.rank++
		}
	}
	if f.rank == 0 {
		return nil, "", fmt.Errorf("the design matrix is zero")
	}
	f.svd = svd
	note := "the design matrix is ill-conditioned: solution by SVD"
	if f.rank < c {
		note = fmt.Sprintf("the design matrix has rank %d < %d (collinear or repeated points): minimum-norm solution by SVD", f.rank, c)
	} else if r < c {
		note = fmt.Sprintf("fewer points (%d) than weights (%d): minimum-norm solution by SVD", r, c)
	}
	return f, note, nil
}

// solve writes the least-squares solution x of Zx ≈ b into dst (length
// the number of columns of Z) and returns it.
func (f *lsFactor) solve(b, dst []float64) ([]float64, error) {
	copy(f.b.RawMatrix().Data, b)
	var err error
	if f.qr != nil {
		err = f.qr.SolveTo(f.x, false, f.b)
	} else {
		f.svd.SolveTo(f.x, f.b, f.rank)
	}
	if err == nil && !finiteDense(f.x) {
		err = fmt.Errorf("the least-squares solution is not finite")
	}
	if err != nil {
		return dst, err
	}
	for j := range dst {
		dst[j] = f.x.At(j, 0)
	}
	return dst, nil
}
