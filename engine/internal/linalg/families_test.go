package linalg

import (
	"fmt"
	"math"
	"math/rand/v2"

	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/lapack/lapack64"
	"gonum.org/v1/gonum/mat"
)

// The matrices of the differential tests (differential_test.go and
// FuzzLinalg): families that reach the hard paths of each factorization,
// in the shapes and sizes the models use (design matrices of up to 33
// columns, Hessians and scatters of up to about 200 rows), all seeded.

// eps is the machine epsilon of float64, 2⁻⁵², the unit in the bounds.
const eps = 0x1p-52

// family makes an m×n row-major matrix; sym makes a symmetric n×n one.
type family struct {
	name string
	gen  func(rng *rand.Rand, m, n int) []float64
	sym  func(rng *rand.Rand, n int) []float64
}

// families are the matrices of the differential tests:
//
//   - random: independent N(0, 1) entries;
//   - graded: N(0, 1) entries times column scales 10⁻⁸…10⁸ (or row scales,
//     by a coin), as a design matrix of features of different units; the
//     symmetric one is DSD for a random positive definite S and D of
//     10⁻⁴…10⁴, entries 10⁻⁸…10⁸;
//   - clustered: singular values (eigenvalues) 1 + k·10⁻¹⁰ and 10⁻³(1 + k·10⁻¹²),
//     half each, with random singular vectors;
//   - nearly singular: singular values log-spaced from 1 to 10⁻³ and a last
//     one 1/κ with κ one of 3·10¹², 10¹³, 10¹⁴, 10¹⁵: so rank min(m, n) − 1
//     by the rank rule (RankTol = 10⁻¹²), known by construction;
//   - rank-deficient: BC for random B (m×r) and C (r×n), r about half of
//     min(m, n), whose other singular values are rounding (about ε·σ₁);
//     the symmetric one BBᵀ, positive semi-definite;
//   - zero: all zeros.
var families = []family{
	{"random", randomMatrix, randomSym},
	{"graded", gradedMatrix, gradedSym},
	{"clustered", fromValues(clusteredValues), symFromValues(clusteredValues)},
	{"nearly singular", fromValues(nearlySingularValues), symFromValues(nearlySingularValues)},
	{"rank-deficient", lowRank, lowRankSym},
	{"zero", func(_ *rand.Rand, m, n int) []float64 { return make([]float64, m*n) }, func(_ *rand.Rand, n int) []float64 { return make([]float64, n*n) }},
}

// sizes are the orders of the differential tests: every order up to 12,
// then a seeded selection up to the largest Hessian the models factorize.
var sizes = []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 31, 64, 100, 128, 200}

// largeFrom is the first order at which a test may run a selection of
// the families rather than all of them (Jacobi's methods take 0.2 s at
// 200).
const largeFrom = 100

// picked reports whether family f runs at order n for the routine with
// the given offset, which runs k of the five non-trivial families at each
// order from largeFrom on: all of them below it, the zero one always, and
// above it k rotating with the order and the offset, so that over the
// orders 100, 128 and 200 a routine meets 3k of them (all five for k ≥ 2).
func picked(f, n, offset, k int) bool {
	if n < largeFrom || families[f].name == "zero" {
		return true
	}
	i := slicesIndex(sizes, n) - slicesIndex(sizes, largeFrom)
	r := (f + offset) % (len(families) - 1)
	for j := 0; j < k; j++ {
		if r == (k*i+j)%5 {
			return true
		}
	}
	return false
}

func slicesIndex(s []int, v int) int {
	for i, x := range s {
		if x == v {
			return i
		}
	}
	panic(fmt.Sprint("no size ", v))
}

func randomMatrix(rng *rand.Rand, m, n int) []float64 {
	a := make([]float64, m*n)
	for i := range a {
		a[i] = rng.NormFloat64()
	}
	return a
}

// grade returns 10^(lo + (hi−lo)·i/(k−1)) for i < k (10^lo when k = 1).
func grade(i, k int, lo, hi float64) float64 {
	if k == 1 {
		return math.Pow(10, lo)
	}
	return math.Pow(10, lo+(hi-lo)*float64(i)/float64(k-1))
}

func gradedMatrix(rng *rand.Rand, m, n int) []float64 {
	a := randomMatrix(rng, m, n)
	rows := rng.IntN(2) == 0
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			if rows {
				a[i*n+j] *= grade(i, m, -8, 8)
			} else {
				a[i*n+j] *= grade(j, n, -8, 8)
			}
		}
	}
	return a
}

// randomSym returns a symmetric matrix with N(0, 1) entries on and above
// the diagonal, plus n on the diagonal, so that it is positive definite
// with high probability (its eigenvalues lie within about n ± 2√n).
func randomSym(rng *rand.Rand, n int) []float64 {
	a := make([]float64, n*n)
	for i := 0; i < n; i++ {
		for j := i; j < n; j++ {
			v := rng.NormFloat64()
			a[i*n+j], a[j*n+i] = v, v
		}
		a[i*n+i] += 2*math.Sqrt(float64(n)) + 1
	}
	return a
}

func gradedSym(rng *rand.Rand, n int) []float64 {
	a := randomSym(rng, n)
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			a[i*n+j] *= grade(i, n, -4, 4) * grade(j, n, -4, 4)
		}
	}
	return a
}

func clusteredValues(_ *rand.Rand, k int) []float64 {
	s := make([]float64, k)
	for i := range s {
		if i < (k+1)/2 {
			s[i] = 1 + float64(i)*1e-10
		} else {
			s[i] = 1e-3 * (1 + float64(i)*1e-12)
		}
	}
	return s
}

// nearlySingularKappa are the condition numbers of the nearly singular
// family, all beyond 1/RankTol by a factor of 3 or more.
var nearlySingularKappa = []float64{3e12, 1e13, 1e14, 1e15}

func nearlySingularValues(rng *rand.Rand, k int) []float64 {
	s := make([]float64, k)
	for i := range s {
		s[i] = grade(i, max(k-1, 1), 0, -3)
	}
	s[k-1] = 1 / nearlySingularKappa[rng.IntN(len(nearlySingularKappa))]
	if k == 1 {
		s[0] = 1 // a 1×1 matrix has no second singular value to be small against
	}
	return s
}

// fromValues returns the family U diag(s) Vᵀ for the values s of
// values(rng, min(m, n)) and random orthonormal U and V.
func fromValues(values func(*rand.Rand, int) []float64) func(*rand.Rand, int, int) []float64 {
	return func(rng *rand.Rand, m, n int) []float64 {
		k := min(m, n)
		if k == 0 {
			return make([]float64, m*n)
		}
		s := values(rng, k)
		u, v := orthonormal(rng, m, k), orthonormal(rng, n, k)
		a := make([]float64, m*n)
		for i := 0; i < m; i++ {
			for j := 0; j < n; j++ {
				for l := 0; l < k; l++ {
					a[i*n+j] += u[i*k+l] * s[l] * v[j*k+l]
				}
			}
		}
		return a
	}
}

// symFromValues returns the family Q diag(λ) Qᵀ, exactly symmetric, for
// the values λ of values(rng, n) (positive, so that Cholesky applies) and
// a random orthogonal Q.
func symFromValues(values func(*rand.Rand, int) []float64) func(*rand.Rand, int) []float64 {
	return func(rng *rand.Rand, n int) []float64 {
		if n == 0 {
			return nil
		}
		l := values(rng, n)
		q := orthonormal(rng, n, n)
		a := make([]float64, n*n)
		for i := 0; i < n; i++ {
			for j := i; j < n; j++ {
				v := 0.0
				for k := 0; k < n; k++ {
					v += q[i*n+k] * l[k] * q[j*n+k]
				}
				a[i*n+j], a[j*n+i] = v, v
			}
		}
		return a
	}
}

// orthonormal returns an m×k matrix (k ≤ m) with orthonormal columns: the
// Q of the QR factorization of a Gaussian matrix, by LAPACK's Geqrf and
// Orgqr.
func orthonormal(rng *rand.Rand, m, k int) []float64 {
	g := blas64.General{Rows: m, Cols: k, Stride: k, Data: randomMatrix(rng, m, k)}
	tau := make([]float64, k)
	work := make([]float64, max(1, 64*k))
	lapack64.Geqrf(g, tau, work, len(work))
	lapack64.Orgqr(g, tau, work, len(work))
	return g.Data
}

func lowRank(rng *rand.Rand, m, n int) []float64 {
	r := max(1, min(m, n)/2)
	if min(m, n) == 0 {
		return make([]float64, m*n)
	}
	b, c := randomMatrix(rng, m, r), randomMatrix(rng, r, n)
	a := make([]float64, m*n)
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			for l := 0; l < r; l++ {
				a[i*n+j] += b[i*r+l] * c[l*n+j]
			}
		}
	}
	return a
}

func lowRankSym(rng *rand.Rand, n int) []float64 {
	r := max(1, n/2)
	b := randomMatrix(rng, n, r)
	a := make([]float64, n*n)
	for i := 0; i < n; i++ {
		for j := i; j < n; j++ {
			v := 0.0
			for l := 0; l < r; l++ {
				v += b[i*r+l] * b[j*r+l]
			}
			a[i*n+j], a[j*n+i] = v, v
		}
	}
	return a
}

// shapesOf returns the m×n shapes a general routine is tested on at order
// n: square, tall (2n+1 rows, beyond the SVD's m > 2n that takes QR
// first), wide (n rows, n+3 columns) and the degenerate 1×n and n×1;
// from largeFrom on, one of the square and the tall, by the family f.
func shapesOf(n, f int) [][2]int {
	if n >= largeFrom {
		if f%2 == 0 {
			return [][2]int{{n, n}}
		}
		return [][2]int{{2*n + 1, n}}
	}
	return [][2]int{{n, n}, {2*n + 1, n}, {n, n + 3}, {1, n}, {n, 1}}
}

// matOf returns a row-major m×n slice as a mat.Dense (a copy).
func matOf(a []float64, m, n int) *mat.Dense {
	return mat.NewDense(m, n, append([]float64(nil), a...))
}

// norm2Of returns the largest singular value of the m×n matrix a by
// gonum's SVD, 0 for an empty or zero one.
func norm2Of(a []float64, m, n int) float64 {
	if m == 0 || n == 0 {
		return 0
	}
	var s mat.SVD
	if !s.Factorize(matOf(a, m, n), mat.SVDNone) {
		panic("gonum's SVD did not converge")
	}
	return s.Values(nil)[0]
}
