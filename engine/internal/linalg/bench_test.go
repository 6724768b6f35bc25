package linalg

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/lapack"
	lapackgonum "gonum.org/v1/gonum/lapack/gonum"
	"gonum.org/v1/gonum/mat"
)

// The benchmarks set the factorizations of this package beside gonum's
// LAPACK, which they replaced in the browser program (doc.go says why):
// Cholesky with its condition estimate and one solve at n = 3, 30 and 200,
// the SVD of random m×n matrices, the symmetric eigendecomposition.
//
//	go test -run=NONE -bench=. ./engine/internal/linalg/

// BenchmarkCholLAPACK factorizes by Dlansy, Dpotrf, Dpocon and Dpotrs.
func BenchmarkCholLAPACK(b *testing.B) {
	for _, n := range []int{3, 30, 200} {
		a := randomSPD(rand.New(rand.NewPCG(1, 2)), n, n+5)
		u := make([]float64, n*n)
		work := make([]float64, 3*n)
		iw := make([]int, n)
		x := make([]float64, n)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			impl := lapackgonum.Implementation{}
			for i := 0; i < b.N; i++ {
				copy(u, a)
				nm := impl.Dlansy(lapack.MaxRowSum, blas.Upper, n, u, n, work)
				impl.Dpotrf(blas.Upper, n, u, n)
				_ = impl.Dpocon(blas.Upper, n, u, n, nm, work, iw)
				impl.Dpotrs(blas.Upper, n, 1, u, n, x, 1)
			}
		})
	}
}

// BenchmarkCholesky: Cholesky.Factorize and one Solve.
func BenchmarkCholesky(b *testing.B) {
	for _, n := range []int{3, 30, 200} {
		a := randomSPD(rand.New(rand.NewPCG(1, 2)), n, n+5)
		x := make([]float64, n)
		y := make([]float64, n)
		var ch Cholesky
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				ch.Factorize(a, n, 0)
				ch.Solve(x, 1, y)
			}
		})
	}
}

// BenchmarkSVD: svd.factorize (jacobi) against mat.SVD (Dgesvd).
func BenchmarkSVD(b *testing.B) {
	for _, sz := range [][2]int{{1000, 33}, {20000, 33}, {40, 8}} {
		m, n := sz[0], sz[1]
		a := NewDense(m, n)
		rng := rand.New(rand.NewPCG(1, 2))
		for i := range a.Data {
			a.Data[i] = rng.NormFloat64()
		}
		b.Run(fmt.Sprintf("jacobi/%dx%d", m, n), func(b *testing.B) {
			var f svd
			for i := 0; i < b.N; i++ {
				f.factorize(a)
			}
		})
		b.Run(fmt.Sprintf("lapack/%dx%d", m, n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				var s mat.SVD
				s.Factorize(mat.NewDense(m, n, append([]float64(nil), a.Data...)), mat.SVDThin)
			}
		})
	}
}

// BenchmarkEigen: EigenSym (jacobi) against mat.EigenSym (Dsyev).
func BenchmarkEigen(b *testing.B) {
	for _, n := range []int{3, 10, 40} {
		a := randomSPD(rand.New(rand.NewPCG(1, 2)), n, n+5)
		b.Run(fmt.Sprintf("jacobi/%d", n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				EigenSym(a, n)
			}
		})
		b.Run(fmt.Sprintf("lapack/%d", n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				var es mat.EigenSym
				es.Factorize(mat.NewSymDense(n, append([]float64(nil), a...)), true)
			}
		})
	}
}
