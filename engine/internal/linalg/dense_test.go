package linalg

import (
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/mat"
)

// The helpers of dense.go call the LAPACK and BLAS routines that gonum's
// mat package calls, in the same way, so they must give mat's numbers
// exactly, not merely to rounding. These tests compare them bit for bit on
// random matrices, including near-singular and rank-deficient ones.

// sameFloats fails unless got and want are equal bit for bit.
func sameFloats(t *testing.T, what string, got, want []float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: length %d, want %d", what, len(got), len(want))
	}
	for i := range got {
		if math.Float64bits(got[i]) != math.Float64bits(want[i]) {
			t.Fatalf("%s[%d] = %v, mat gives %v", what, i, got[i], want[i])
		}
	}
}

// randomSPD returns an n×n symmetric positive semi-definite matrix BᵀB for
// a random r×n matrix B (singular when r < n), row-major.
func randomSPD(rng *rand.Rand, n, r int) []float64 {
	b := make([]float64, r*n)
	for i := range b {
		b[i] = rng.NormFloat64() * float64(1+i%3)
	}
	a := make([]float64, n*n)
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			for k := 0; k < r; k++ {
				a[i*n+j] += b[k*n+i] * b[k*n+j]
			}
		}
	}
	return a
}

func TestCholeskyMatchesMat(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var ch Cholesky // reused, as Newton's method reuses it
	for trial := 0; trial < 60; trial++ {
		n := 1 + trial%7
		r := n + 2
		if trial%5 == 0 {
			r = max(1, n-1) // singular
		}
		a := randomSPD(rng, n, r)
		ridge := 0.0
		if trial%3 == 0 {
			ridge = 1e-10 * float64(trial)
		}
		sym := mat.NewSymDense(n, append([]float64(nil), a...))
		for i := 0; i < n; i++ {
			sym.SetSym(i, i, sym.At(i, i)+ridge)
		}
		var mc mat.Cholesky
		okMat := mc.Factorize(sym)
		if ok := ch.Factorize(a, n, ridge); ok != okMat {
			t.Fatalf("trial %d: factorize %v, mat %v", trial, ok, okMat)
		}
		if !okMat {
			continue
		}
		sameFloats(t, "cond", []float64{ch.Cond}, []float64{mc.Cond()})
		sameFloats(t, "logDet", []float64{ch.LogDet()}, []float64{mc.LogDet()})

		b := make([]float64, n)
		for i := range b {
			b[i] = rng.NormFloat64()
		}
		x := make([]float64, n)
		wellCond := ch.Solve(b, 1, x)
		xm := mat.NewVecDense(n, nil)
		errMat := mc.SolveVecTo(xm, mat.NewVecDense(n, append([]float64(nil), b...)))
		if wellCond != (errMat == nil) {
			t.Fatalf("trial %d: solve reports %v, mat's error %v", trial, wellCond, errMat)
		}
		sameFloats(t, "solve", x, xm.RawVector().Data)

		k := 3
		bm := make([]float64, n*k)
		for i := range bm {
			bm[i] = rng.NormFloat64()
		}
		xk := make([]float64, n*k)
		ch.Solve(bm, k, xk)
		var xkm mat.Dense
		mc.SolveTo(&xkm, mat.NewDense(n, k, append([]float64(nil), bm...)))
		sameFloats(t, "solve k", xk, xkm.RawMatrix().Data)

		inv := make([]float64, n*n)
		okInv := ch.Inverse(inv)
		var im mat.SymDense
		errInv := mc.InverseTo(&im)
		if okInv != (errInv == nil) {
			t.Fatalf("trial %d: inverse reports %v, mat's error %v", trial, okInv, errInv)
		}
		want := make([]float64, n*n)
		for i := 0; i < n; i++ {
			for j := 0; j < n; j++ {
				want[i*n+j] = im.At(i, j)
			}
		}
		sameFloats(t, "inverse", inv, want)

		var lm mat.TriDense
		mc.LTo(&lm)
		l := ch.Lower()
		for i := 0; i < n; i++ {
			for j := 0; j < n; j++ {
				if l[i*n+j] != lm.At(i, j) {
					t.Fatalf("trial %d: L[%d,%d] = %v, mat gives %v", trial, i, j, l[i*n+j], lm.At(i, j))
				}
			}
		}

		y := make([]float64, n)
		for i := range y {
			y[i] = rng.NormFloat64()
		}
		got := InnerSym(b, a, y)
		wantInner := mat.Inner(mat.NewVecDense(n, b), mat.NewSymDense(n, append([]float64(nil), a...)), mat.NewVecDense(n, y))
		sameFloats(t, "innerSym", []float64{got}, []float64{wantInner})
	}
}

func TestSVDSolveMatchesMat(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var f svd // reused
	for trial := 0; trial < 40; trial++ {
		m, n := 2+trial%9, 1+trial%4
		a := NewDense(m, n)
		for i := range a.Data {
			a.Data[i] = rng.NormFloat64()
		}
		if trial%4 == 0 && n > 1 {
			for i := 0; i < m; i++ { // a repeated column: rank deficient
				a.Data[i*n+n-1] = a.Data[i*n]
			}
		}
		var ms mat.SVD
		okMat := ms.Factorize(mat.NewDense(m, n, append([]float64(nil), a.Data...)), mat.SVDThin)
		if ok := f.factorize(a); ok != okMat {
			t.Fatalf("trial %d: factorize %v, mat %v", trial, ok, okMat)
		}
		sameFloats(t, "singular values", f.s, ms.Values(nil))
		for _, k := range []int{1, 3} {
			b := make([]float64, m*k)
			for i := range b {
				b[i] = rng.NormFloat64()
			}
			for rank := 1; rank <= min(m, n); rank++ {
				x := make([]float64, n*k)
				f.solve(b, k, rank, x)
				var xm mat.Dense
				ms.SolveTo(&xm, mat.NewDense(m, k, append([]float64(nil), b...)), rank)
				sameFloats(t, "solve", x, xm.RawMatrix().Data)
			}
		}
	}
}

func TestEigenSymMatchesMat(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for trial := 0; trial < 30; trial++ {
		n := 1 + trial%6
		a := make([]float64, n*n)
		for i := 0; i < n; i++ {
			for j := i; j < n; j++ {
				a[i*n+j] = rng.NormFloat64()
			}
		}
		vals, vecs, ok := EigenSym(a, n)
		var es mat.EigenSym
		if okMat := es.Factorize(mat.NewSymDense(n, append([]float64(nil), a...)), true); ok != okMat {
			t.Fatalf("trial %d: eigenSym %v, mat %v", trial, ok, okMat)
		}
		sameFloats(t, "eigenvalues", vals, es.Values(nil))
		var vm mat.Dense
		es.VectorsTo(&vm)
		sameFloats(t, "eigenvectors", vecs, vm.RawMatrix().Data)
	}
}
