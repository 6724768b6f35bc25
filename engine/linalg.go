package engine

import (
	"errors"
	"math"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// design returns the design matrix Z whose row n is z_n = (1, φ(x_n)).
// With no points it is a single row of zeros.
func design(d Dataset, b Basis) *linalg.Dense {
	z := linalg.NewDense(max(len(d.Points), 1), b.Dim()+1)
	for i, p := range d.Points {
		b.Augment(p.X, p.Y, z.Row(i))
	}
	return z
}

// augmented returns the augmented feature vectors z_n = (1, φ(x_n)).
func augmented(d Dataset, b Basis) rows { return augmentedInto(d, b, rows{}) }

// augmentedInto is augmented into the array of z when it is large enough
// (its contents are overwritten), else into a new one with room for an
// eighth more points, so that a trainer handed its data again and again (a
// click, a drag, a stroke: issue 51) reuses its array instead of leaving
// one of n rows to the collector each time.
func augmentedInto(d Dataset, b Basis, z rows) rows {
	n, m := len(d.Points), b.Dim()+1
	buf := z.flat
	if cap(buf) < n*m {
		buf = make([]float64, n*m, (n+n/8)*m)
	}
	buf = buf[:n*m]
	if b.IsLinear() {
		// z = (1, x, y) written directly: the basis's general map was a
		// fifth of a refit of 100,000 points (issue 51).
		for i, p := range d.Points {
			row := buf[i*3 : (i+1)*3 : (i+1)*3]
			row[0], row[1], row[2] = 1, p.X, p.Y
		}
		return rows{flat: buf, m: m}
	}
	for i, p := range d.Points {
		b.Augment(p.X, p.Y, buf[i*m:(i+1)*m:(i+1)*m])
	}
	return rows{flat: buf, m: m}
}

// signs returns the targets y_n = +1 for class 0 and -1 for class 1.
func signs(d Dataset) []float64 { return signsInto(d, nil) }

// signsInto is signs into the array of y when it is large enough.
func signsInto(d Dataset, y []float64) []float64 {
	if cap(y) < len(d.Points) {
		y = make([]float64, len(d.Points), len(d.Points)+len(d.Points)/8)
	}
	y = y[:len(d.Points)]
	for i, p := range d.Points {
		y[i] = 1
		if p.Class != 0 {
			y[i] = -1
		}
	}
	return y
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
	if x == nil || !linalg.Finite(x) {
		return nil, 0, msg.Err("engine-solution-not-finite")
	}
	return x, f.ridge, nil
}

// spdFactor is the Cholesky factorization of a symmetric positive
// semi-definite matrix A, made definite by the smallest ridge λI that the
// factorization needs (see regularizedCholesky).
type spdFactor struct {
	ch    linalg.Cholesky
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
func factorRidge(a []float64, n int, ch *linalg.Cholesky) (ridge float64, err error) {
	tr := 0.0
	for i := 0; i < n; i++ {
		tr += a[i*n+i]
	}
	if math.IsNaN(tr) || math.IsInf(tr, 0) {
		return 0, &DataError{-1, msg.T("engine-matrix-not-finite")}
	}
	if !(tr > 0) {
		tr = 1
	}
	base := 1e-10 * tr / float64(n)
	for attempt := 0; attempt < 40; attempt++ {
		if ch.Factorize(a, n, ridge) && ch.Cond < 1e12 {
			return ridge, nil
		}
		if ridge == 0 {
			ridge = base
		} else {
			ridge *= 10
		}
	}
	return 0, &DataError{-1, msg.T("engine-matrix-no-ridge")}
}

// noteText words a note of a least-squares factorization, or is the zero
// Text for none.
func noteText(n linalg.Note) msg.Text {
	switch n.Kind {
	case linalg.NoteIllConditioned:
		return msg.T("engine-ls-ill-conditioned")
	case linalg.NoteRankDeficient:
		return msg.T("engine-ls-rank-deficient", "rank", n.Rank, "cols", n.Cols)
	case linalg.NoteFewerRows:
		return msg.T("engine-ls-fewer-points", "rows", n.Rows, "cols", n.Cols)
	}
	return msg.Text{}
}

// lsWords words an error of a least-squares solution.
func lsWords(err error) msg.Text {
	switch {
	case errors.Is(err, linalg.ErrNotFinite):
		return msg.T("engine-ls-not-finite")
	case errors.Is(err, linalg.ErrNoConvergence):
		return msg.T("engine-ls-no-convergence")
	case errors.Is(err, linalg.ErrZeroMatrix):
		return msg.T("engine-ls-zero")
	}
	return msg.Of(err)
}

// logDet returns ln|A + λI|.
func (f *spdFactor) logDet() float64 { return f.ch.LogDet() }

// inverse returns (A + λI)⁻¹, n×n row-major, from the Cholesky factor (a
// quadratic form needs the matrix itself), or nil when it fails.
func (f *spdFactor) inverse() []float64 {
	inv := make([]float64, f.ch.N*f.ch.N)
	if !f.ch.Inverse(inv) {
		return nil
	}
	return inv
}

// solve returns (A + λI)⁻¹ b, or nil when A + λI is near singular.
func (f *spdFactor) solve(b []float64) []float64 {
	x := make([]float64, len(b))
	if !f.ch.Solve(b, 1, x) {
		return nil
	}
	return x
}
