package linalg

import (
	"errors"
	"fmt"

	"gonum.org/v1/gonum/blas"
	blasgonum "gonum.org/v1/gonum/blas/gonum"
)

// LSFactor is a factorization of a design matrix Z that solves
// min ‖Zx − b‖ for many right-hand sides b, by the same rule as Lstsq (QR
// when Z has full column rank by Rank, the singular values of Z read from
// R; otherwise the minimum-norm solution from the SVD truncated to that
// rank). Methods that solve with
// the same Z at every step, like Ho-Kashyap, factorize once.
type LSFactor struct {
	// The QR path: Z = QR by Householder reflections in LAPACK's packed
	// form (householderQR, or householderQRScaled for columns of extreme
	// scale), in a buffer that is reused from one factorization to the
	// next.
	a     []float64 // row-major rows×ld: R above the diagonal, the reflectors below
	tau   []float64
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

// Note says which solution a factorization took when it was not the
// plain QR of a matrix of full column rank: the zero Note when it was.
// The engine words it for the page (its Kind and numbers); String is
// for tests and logs.
type Note struct {
	Kind NoteKind
	// Rank is the numerical rank of Z, Rows and Cols its size.
	Rank, Rows, Cols int
}

// NoteKind is why a factorization took the SVD.
type NoteKind uint8

// The kinds of Note.
const (
	NoteNone           NoteKind = iota
	NoteIllConditioned          // full rank, but QR's answer was not finite
	NoteRankDeficient           // Rank < Cols: the minimum-norm solution
	NoteFewerRows               // Rows < Cols: the minimum-norm solution
)

// String says what the note means, in English, for tests and logs.
func (n Note) String() string {
	switch n.Kind {
	case NoteIllConditioned:
		return "the design matrix is ill-conditioned: solution by SVD"
	case NoteRankDeficient:
		return fmt.Sprintf("the design matrix has rank %d < %d (collinear or repeated points): minimum-norm solution by SVD", n.Rank, n.Cols)
	case NoteFewerRows:
		return fmt.Sprintf("fewer points (%d) than weights (%d): minimum-norm solution by SVD", n.Rows, n.Cols)
	}
	return ""
}

// The errors of a least-squares solution, which the engine words.
var (
	ErrNotFinite     = errors.New("the least-squares solution is not finite")
	ErrNoConvergence = errors.New("the singular value decomposition did not converge")
	ErrZeroMatrix    = errors.New("the design matrix is zero")
)

// NewLSFactor factorizes z. The note is the one Lstsq would give.
func NewLSFactor(z *Dense) (*LSFactor, Note, error) {
	f := &LSFactor{}
	note, err := f.Factorize(z)
	if err != nil {
		return nil, Note{}, err
	}
	return f, note, nil
}

// Reserve allocates the storage that factorizing a rows×cols matrix and
// solving for k right-hand sides need, so that a method can allocate it
// when its data change rather than in a step.
func (f *LSFactor) Reserve(rows, cols, k int) {
	f.a = Grow(f.a, rows*(cols+1))
	f.tau = Grow(f.tau, cols)
	f.rhs = Grow(f.rhs, rows*k)
}

// Grow returns buf with length n, reusing its storage when it can.
func Grow(buf []float64, n int) []float64 {
	if cap(buf) >= n {
		return buf[:n]
	}
	return make([]float64, n)
}

// Factorize factorizes z, reusing the storage of an earlier factorization
// when it is large enough, so that a method that solves again after every
// edit of the data does not allocate a copy of Z each time.
func (f *LSFactor) Factorize(z *Dense) (Note, error) {
	return f.factorizeWith(z, nil)
}

// FactorizeSolve factorizes z and writes the least-squares solution x of
// Zx ≈ b into dst, as factorize and solve would, and returns factorize's
// note. On the QR path it applies the reflectors to b as it makes them
// (b as a last column of the matrix), which saves the passes over the rows
// that applying them afterwards takes.
func (f *LSFactor) FactorizeSolve(z *Dense, b, dst []float64) (Note, error) {
	note, err := f.factorizeWith(z, b)
	if err != nil {
		return Note{}, err
	}
	if !f.qtb {
		_, err = f.Solve(b, dst)
		return note, err
	}
	c := f.cols
	f.rhs = Grow(f.rhs, c)
	for i := 0; i < c; i++ {
		f.rhs[i] = f.a[i*f.ld+c]
	}
	if !f.solveR(f.rhs[:c], 1, dst) {
		return note, ErrNotFinite
	}
	return note, nil
}

// factorizeWith is factorize, carrying b (when it is not nil) along the
// Householder QR so that column cols of a ends as Qᵀb (f.qtb says whether
// it did).
func (f *LSFactor) factorizeWith(z *Dense, b []float64) (Note, error) {
	r, c := z.Rows, z.Cols
	f.rows, f.cols, f.ld, f.qtb, f.useQR, f.rank = r, c, c, false, false, 0
	if c == 0 {
		f.useQR = true // no columns: the empty solution, R and Q = I empty
		return Note{}, nil
	}
	if r >= c {
		if b != nil {
			f.ld = c + 1
		}
		f.a = Grow(f.a, r*f.ld)
		f.tau = Grow(f.tau, c)
		if householderQR(z.Data, c, r, c, b, f.a, f.tau) {
			f.qtb = b != nil
		} else {
			// A column's scale is outside the range of plain sums of
			// squares: the Householder QR whose norms are scaled.
			f.ld = c
			f.a = f.a[:r*c]
			copy(f.a, z.Data)
			householderQRScaled(f.a, r, c, f.tau)
			if !Finite(f.a) {
				return f.factorizeSVD(z)
			}
		}
		// QR when Z has full column rank by the rank rule, which reads
		// the singular values of R: those of Z, since Q is orthogonal.
		if f.finiteR() && Finite(f.tau) && f.svd.rotateR(f.a, f.ld, c) && Rank(f.svd.s[:c]) == c {
			f.useQR = true
			return Note{}, nil
		}
		f.qtb = false
	}
	return f.factorizeSVD(z)
}

// RankTol is the package's one rank rule, the rcond of LAPACK's Dgelsd:
// a singular value σᵢ of a matrix counts as zero when σᵢ ≤ RankTol·σ₁,
// σ₁ the largest. 1e-12 (about 4,500 units of rounding) is far above what
// rounding alone leaves of an exact zero in the models' matrices (the SVD's
// backward error, a few max(m, n)·ε·σ₁ at worst, and √m·ε·σ₁ typically:
// 1e-13 for 200,000 rows) and far below the smallest singular value that
// carries information in their data (coordinates within ±10⁶).
const RankTol = 1e-12

// Rank returns the numerical rank of a matrix with the singular values s
// (descending) by the rule of RankTol: how many exceed RankTol·s[0]. A
// zero matrix, and an empty one, have rank 0.
func Rank(s []float64) int {
	r := 0
	for _, v := range s {
		if v > RankTol*s[0] {
			r++
		}
	}
	return r
}

// finiteR reports whether R, the upper triangle of the leading cols×cols
// block of a, is finite.
func (f *LSFactor) finiteR() bool {
	for i := 0; i < f.cols; i++ {
		if !Finite(f.a[i*f.ld+i : i*f.ld+f.cols]) {
			return false
		}
	}
	return true
}

// solveQR solves min ‖Zx − b‖ for the k columns of b (rows×k, row-major)
// by x = R⁻¹(Qᵀb)[:cols], into x (cols×k). It reports false when R is
// singular.
func (f *LSFactor) solveQR(b []float64, k int, x []float64) bool {
	r := f.rows
	f.rhs = Grow(f.rhs, r*k)
	copy(f.rhs, b)
	f.applyQT(f.rhs, k)
	return f.solveR(f.rhs[:f.cols*k], k, x)
}

// solveR solves Rx = y for the k columns of y (cols×k, row-major, which it
// overwrites), into x, by back substitution (BLAS's Dtrsm). It reports
// false when R is singular (a zero on its diagonal, as LAPACK's Dtrtrs
// tests it) or x is not finite.
func (f *LSFactor) solveR(y []float64, k int, x []float64) bool {
	c := f.cols
	for i := 0; i < c; i++ {
		if f.a[i*f.ld+i] == 0 {
			return false
		}
	}
	if c > 0 && k > 0 {
		blasgonum.Implementation{}.Dtrsm(blas.Left, blas.Upper, blas.NoTrans, blas.NonUnit, c, k, 1, f.a, max(1, f.ld), y, max(1, k))
	}
	copy(x, y)
	return Finite(x)
}

// SolveDense returns the X that minimizes ‖ZX − B‖ for the factorized z,
// into dst when it is not nil. When rounding defeats QR after all (an
// answer that is not finite), it factorizes z again by the SVD and says so
// in the returned note (otherwise note is returned as it is).
func (f *LSFactor) SolveDense(z, b, dst *Dense, note Note) (*Dense, Note, error) {
	if dst == nil {
		dst = new(Dense)
	}
	k := b.Cols
	dst.reuseAs(f.cols, k)
	if f.useQR {
		if f.solveQR(b.Data, k, dst.Data) {
			return dst, note, nil
		}
		var err error
		if note, err = f.factorizeSVD(z); err != nil {
			return nil, Note{}, err
		}
	}
	f.svd.solve(b.Data, k, f.rank, dst.Data)
	if !Finite(dst.Data) {
		return nil, Note{}, ErrNotFinite
	}
	return dst, note, nil
}

// factorizeSVD factorizes z by the truncated SVD.
func (f *LSFactor) factorizeSVD(z *Dense) (Note, error) {
	r, c := z.Rows, z.Cols
	f.useQR, f.rank = false, 0
	if !f.svd.factorize(z) {
		return Note{}, ErrNoConvergence
	}
	f.rank = Rank(f.svd.s)
	if f.rank == 0 {
		return Note{}, ErrZeroMatrix
	}
	note := Note{Kind: NoteIllConditioned, Rank: f.rank, Rows: r, Cols: c}
	if f.rank < c {
		note.Kind = NoteRankDeficient
	} else if r < c {
		note.Kind = NoteFewerRows
	}
	return note, nil
}

// Solve writes the least-squares solution x of Zx ≈ b into dst (length
// the number of columns of Z) and returns it.
func (f *LSFactor) Solve(b, dst []float64) ([]float64, error) {
	if f.useQR {
		if !f.solveQR(b, 1, dst) {
			return dst, ErrNotFinite
		}
		return dst, nil
	}
	f.rhs = Grow(f.rhs, f.cols)
	f.svd.solve(b, 1, f.rank, f.rhs)
	if !Finite(f.rhs) {
		return dst, ErrNotFinite
	}
	copy(dst, f.rhs)
	return dst, nil
}

// Lstsq returns the X that minimizes ‖ZX − B‖ (Frobenius), by the rule of
// LSFactor: QR when Z has full column rank by Rank, and otherwise the
// minimum-norm solution from the SVD truncated to that rank (singular
// values at or below RankTol of the largest count as zero); the note then
// says so. It never forms ZᵀZ.
func Lstsq(z, b *Dense) (x *Dense, note Note, err error) {
	f, note, err := NewLSFactor(z)
	if err != nil {
		return nil, Note{}, err
	}
	return f.SolveDense(z, b, nil, note)
}
