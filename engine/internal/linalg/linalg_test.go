package linalg

import (
	"math/rand/v2"
	"slices"
	"testing"

	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/lapack/lapack64"
)

// TestHouseholderQRMatchesLAPACK compares householderQR with LAPACK's
// Householder QR as gonum implements it (Geqrf, and Ormqr for Qᵀb), an
// independent implementation of the same factorization with the same
// reflectors (Dlarfg's): R, the reflectors below the diagonal and τ must
// agree to rounding, and a right-hand side b carried along must end as
// Ormqr's Qᵀb. The matrices have 1 to 6 columns, some of them with large
// means (as a column of ones and coordinates far from the origin have),
// and 200 rows.
func TestHouseholderQRMatchesLAPACK(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	const r = 200
	for _, c := range []int{1, 2, 3, 4, 6} {
		src := make([]float64, r*c)
		for i := 0; i < r; i++ {
			for j := 0; j < c; j++ {
				src[i*c+j] = float64(5*j) + rng.NormFloat64()*3
			}
		}
		b := make([]float64, r)
		for i := range b {
			b[i] = rng.NormFloat64()
		}
		// LAPACK.
		qa, tau := lapackQR(src, r, c)
		la := qa.Data
		qtb := append([]float64(nil), b...)
		cm := blas64.General{Rows: r, Cols: 1, Stride: 1, Data: qtb}
		work := make([]float64, 1)
		lapack64.Ormqr(blas.Left, blas.Trans, qa, tau, cm, work, -1)
		work = make([]float64, int(work[0]))
		lapack64.Ormqr(blas.Left, blas.Trans, qa, tau, cm, work, len(work))

		for _, carry := range []bool{false, true} {
			ld := c
			var rhs []float64
			if carry {
				ld, rhs = c+1, b
			}
			a, mtau := make([]float64, r*ld), make([]float64, c)
			if !householderQR(src, c, r, c, rhs, a, mtau) {
				t.Fatalf("c = %d: householderQR gave up on an ordinary matrix", c)
			}
			for j := 0; j < c; j++ {
				assertNear(t, "τ", mtau[j], tau[j], 1e-12)
			}
			for i := 0; i < r; i++ {
				for j := 0; j < c; j++ {
					assertNear(t, "R and the reflectors", a[i*ld+j], la[i*c+j], 1e-11)
				}
				if carry {
					assertNear(t, "Qᵀb", a[i*ld+c], qtb[i], 1e-11)
				}
			}
		}
	}
}

// TestLSFactorTinyScale: a design matrix of numbers near 1e-170, whose
// squares underflow, is beyond householderQR's plain sums of squares; it
// says so, and lsFactor falls back to householderQRScaled and still solves.
// Z = sM for a well-conditioned M of small integers and b = Z·(2, −3, 0.5),
// so b lies in the range of Z and the least-squares solution is (2, −3,
// 0.5) itself, up to rounding.
func TestLSFactorTinyScale(t *testing.T) {
	const s = 1e-170
	m := [][3]float64{{1, 0, 2}, {0, 1, 1}, {1, 1, 0}, {2, -1, 1}, {1, 3, -2}, {-1, 2, 2}}
	want := []float64{2, -3, 0.5}
	z := NewDense(len(m), 3)
	b := make([]float64, len(m))
	for i, row := range m {
		for j, v := range row {
			z.Data[i*3+j] = s * v
		}
		b[i] = s * (row[0]*want[0] + row[1]*want[1] + row[2]*want[2])
	}
	if householderQR(z.Data, 3, len(m), 3, nil, make([]float64, 3*len(m)), make([]float64, 3)) {
		t.Fatal("householderQR took a matrix whose squares underflow")
	}
	var f LSFactor
	x := make([]float64, 3)
	note, err := f.FactorizeSolve(z, b, x)
	if err != nil || note.String() != "" {
		t.Fatalf("factorizeSolve: note %q, error %v", note, err)
	}
	for j := range want {
		assertNear(t, "x", x[j], want[j], 1e-12)
	}
	// The factorization left behind solves another right-hand side too.
	if _, err := f.Solve(b, x); err != nil {
		t.Fatal(err)
	}
	for j := range want {
		assertNear(t, "x again", x[j], want[j], 1e-12)
	}
}

// TestHouseholderQRScaledMatchesLAPACK compares householderQRScaled with
// LAPACK's Geqrf on what householderQR refuses: a column near 1e-170
// (whose squares underflow), one near 1e200 (whose squares overflow), and
// a column already zero below the diagonal (τ = 0, the reflector of
// Dlarfg for a zero vector). R, the reflectors and τ must agree to
// rounding, entry by entry relative to each column's scale.
func TestHouseholderQRScaledMatchesLAPACK(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	const r, c = 40, 4
	scale := []float64{1, 1e-170, 1e200, 3}
	src := make([]float64, r*c)
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			src[i*c+j] = scale[j] * (float64(j) + rng.NormFloat64())
		}
	}
	zero := append([]float64(nil), src...) // column 0 = e₀: zero below the diagonal
	for i := 0; i < r; i++ {
		zero[i*c] = 0
	}
	zero[0] = 2
	for _, m := range [][]float64{src, zero} {
		if householderQR(m, c, r, c, nil, make([]float64, r*c), make([]float64, c)) {
			t.Fatal("householderQR took a matrix it should refuse")
		}
		qa, tau := lapackQR(m, r, c)
		la := qa.Data

		a, mtau := append([]float64(nil), m...), make([]float64, c)
		householderQRScaled(a, r, c, mtau)
		for j := 0; j < c; j++ {
			assertNear(t, "τ", mtau[j], tau[j], 1e-12)
			for i := 0; i < r; i++ {
				// R's column j has column j's scale; the reflectors are
				// of order 1.
				s := 1.0
				if i <= j {
					s = scale[j]
				}
				assertNear(t, "R and the reflectors", a[i*c+j]/s, la[i*c+j]/s, 1e-11)
			}
		}
		if m[0] == 2 && mtau[0] != 0 {
			t.Errorf("a column zero below the diagonal has τ = %v", mtau[0])
		}
	}
}

// lapackQR factorizes a copy of the r×c row-major m by LAPACK's Geqrf (with
// its workspace query), the reference the tests compare with.
func lapackQR(m []float64, r, c int) (blas64.General, []float64) {
	qa := blas64.General{Rows: r, Cols: c, Stride: c, Data: append([]float64(nil), m...)}
	tau := make([]float64, c)
	work := make([]float64, 1)
	lapack64.Geqrf(qa, tau, work, -1)
	work = make([]float64, int(work[0]))
	lapack64.Geqrf(qa, tau, work, len(work))
	return qa, tau
}

// TestApplyQTColumns: Qᵀb for m columns at once (three at a time past
// three) is, to the bit, Qᵀ applied to each column alone, for one to
// seven columns, with one to five reflectors over 501 rows.
func TestApplyQTColumns(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for c := 1; c <= 5; c++ {
		const r = 501
		z := make([]float64, r*c)
		for i := range z {
			z[i] = rng.NormFloat64()
		}
		var f LSFactor
		f.rows, f.cols, f.ld = r, c, c
		f.a, f.tau = Grow(f.a, r*c), Grow(f.tau, c)
		if !householderQR(z, c, r, c, nil, f.a, f.tau) {
			t.Fatalf("%d columns: not factorized", c)
		}
		for m := 1; m <= 7; m++ {
			b := make([]float64, r*m)
			for i := range b {
				b[i] = rng.NormFloat64()
			}
			all := append([]float64(nil), b...)
			f.applyQT(all, m)
			for j := range m {
				col := make([]float64, r)
				for i := range col {
					col[i] = b[i*m+j]
				}
				f.applyQT(col, 1)
				for i := range col {
					if col[i] != all[i*m+j] {
						t.Fatalf("%d reflectors, %d columns: row %d, column %d: %v at once, %v alone", c, m, i, j, all[i*m+j], col[i])
					}
				}
			}
			if m > 1 && slices.Equal(all, b) {
				t.Fatalf("%d reflectors, %d columns: Qᵀb = b", c, m)
			}
		}
	}
}
