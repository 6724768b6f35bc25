package linalg

import (
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/mat"
)

// The factorizations of dense.go and jacobi.go are checked against gonum's
// mat package, an independent implementation (LAPACK's Dpotrf and Dpocon,
// Dgesvd and Dsyev), on random matrices, including near-singular and
// rank-deficient ones, to the rounding that the matrix's condition allows,
// and against what defines them: A = UᵀU, AX = B, A⁻¹A = I, A = UΣVᵀ
// with orthonormal U and V, Av = λv.

// closeTo fails unless ‖got − want‖∞ ≤ tol·max(1, ‖want‖∞).
func closeTo(t *testing.T, what string, got, want []float64, tol float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: length %d, want %d", what, len(got), len(want))
	}
	diff, size := 0.0, 1.0
	for i := range got {
		diff = math.Max(diff, math.Abs(got[i]-want[i]))
		size = math.Max(size, math.Abs(want[i]))
		if math.IsNaN(got[i]) != math.IsNaN(want[i]) {
			t.Fatalf("%s[%d] = %v, want %v", what, i, got[i], want[i])
		}
	}
	if diff > tol*size {
		t.Fatalf("%s: off by %.3g (tolerance %.3g of %.3g)\ngot  %v\nwant %v", what, diff, tol, size, got, want)
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

// TestCholeskyAgreesWithMat: the factor, the condition estimate, solves,
// the inverse and the log-determinant against mat.Cholesky's, to within
// 1e-13·κ (the forward error that the condition number κ allows); the
// condition estimate, a lower bound of the exact κ = ‖A‖·‖A⁻¹‖ (max row
// sums, the inverse from mat), within a factor 3 of it, as Hager's
// estimator almost always is.
func TestCholeskyAgreesWithMat(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var ch Cholesky // reused, as Newton's method reuses it
	factorized := 0
	for trial := 0; trial < 80; trial++ {
		n := 1 + trial%9
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
		ok := ch.Factorize(a, n, ridge)
		if ok != okMat {
			// Only a matrix singular to the rounding may go either way.
			c := ch.Cond
			if okMat {
				c = mc.Cond()
			}
			if c < 1e12 {
				t.Fatalf("trial %d: factorize %v, mat %v, condition %g", trial, ok, okMat, c)
			}
			continue
		}
		if !ok {
			continue
		}
		factorized++
		kappa := mc.Cond()
		tol := 1e-13 * math.Max(1, math.Min(kappa, 1e3))
		if kappa < 1e10 {
			tol = 1e-13 * kappa
			// The exact condition number, from mat's inverse.
			var im mat.SymDense
			if err := mc.InverseTo(&im); err != nil {
				t.Fatal(err)
			}
			exact := maxRowSum(sym) * maxRowSum(&im)
			if ch.Cond > exact*(1+1e-8) || ch.Cond < exact/3 {
				t.Fatalf("trial %d: condition estimate %g, exact %g", trial, ch.Cond, exact)
			}
			closeTo(t, "condition against mat's estimate", []float64{ch.Cond}, []float64{kappa}, 0.5)
		} else if ch.WellConditioned() != (kappa <= conditionTolerance) && math.Abs(math.Log10(ch.Cond/conditionTolerance)) > 1 {
			t.Fatalf("trial %d: well conditioned %v at %g, mat's condition %g", trial, ch.WellConditioned(), ch.Cond, kappa)
		}
		if kappa > 1e10 {
			continue // the rest is rounding
		}
		closeTo(t, "logDet", []float64{ch.LogDet()}, []float64{mc.LogDet()}, tol)

		b := make([]float64, n)
		for i := range b {
			b[i] = rng.NormFloat64()
		}
		x := make([]float64, n)
		if !ch.Solve(b, 1, x) {
			t.Fatalf("trial %d: solve reports ill-conditioning at κ = %g", trial, kappa)
		}
		xm := mat.NewVecDense(n, nil)
		if err := mc.SolveVecTo(xm, mat.NewVecDense(n, append([]float64(nil), b...))); err != nil {
			t.Fatal(err)
		}
		closeTo(t, "solve", x, xm.RawVector().Data, tol)

		k := 3
		bm := make([]float64, n*k)
		for i := range bm {
			bm[i] = rng.NormFloat64()
		}
		xk := make([]float64, n*k)
		ch.Solve(bm, k, xk)
		var xkm mat.Dense
		if err := mc.SolveTo(&xkm, mat.NewDense(n, k, append([]float64(nil), bm...))); err != nil {
			t.Fatal(err)
		}
		closeTo(t, "solve k", xk, xkm.RawMatrix().Data, tol)

		inv := make([]float64, n*n)
		if !ch.Inverse(inv) {
			t.Fatalf("trial %d: inverse failed at κ = %g", trial, kappa)
		}
		var im mat.SymDense
		if err := mc.InverseTo(&im); err != nil {
			t.Fatal(err)
		}
		want := make([]float64, n*n)
		for i := 0; i < n; i++ {
			for j := 0; j < n; j++ {
				want[i*n+j] = im.At(i, j)
				if inv[i*n+j] != inv[j*n+i] {
					t.Fatalf("trial %d: the inverse is not symmetric", trial)
				}
			}
		}
		closeTo(t, "inverse", inv, want, tol)

		var lm mat.TriDense
		mc.LTo(&lm)
		closeTo(t, "L", ch.Lower(), mat.DenseCopyOf(&lm).RawMatrix().Data, 1e-13*math.Sqrt(kappa))

		y := make([]float64, n)
		for i := range y {
			y[i] = rng.NormFloat64()
		}
		got := InnerSym(b, a, y)
		wantInner := mat.Inner(mat.NewVecDense(n, b), mat.NewSymDense(n, append([]float64(nil), a...)), mat.NewVecDense(n, y))
		closeTo(t, "innerSym", []float64{got}, []float64{wantInner}, 1e-13)
	}
	if factorized < 50 {
		t.Fatalf("only %d of 80 trials factorized", factorized)
	}
}

// maxRowSum returns the largest row sum of |aᵢⱼ|.
func maxRowSum(a mat.Matrix) float64 {
	r, c := a.Dims()
	best := 0.0
	for i := 0; i < r; i++ {
		s := 0.0
		for j := 0; j < c; j++ {
			s += math.Abs(a.At(i, j))
		}
		best = math.Max(best, s)
	}
	return best
}

// TestCholeskyCondition: the estimate on matrices whose condition number
// is known in closed form. diag(1, 10⁻ᵏ) has κ = 10ᵏ in any norm. The n×n
// Hilbert matrix H, hᵢⱼ = 1/(i + j − 1), has an inverse of integers,
// (H⁻¹)ᵢⱼ = (−1)^{i+j}(i + j − 1)·C(n+i−1, n−j)·C(n+j−1, n−i)·C(i+j−2, i−1)²
// (Choi, "Tricks or treats with the Hilbert matrix", Amer. Math. Monthly
// 90, 1983), so κ∞ = ‖H‖∞‖H⁻¹‖∞ is exact; for n = 8 it is about 3.4e10.
func TestCholeskyCondition(t *testing.T) {
	var ch Cholesky
	for k := 0; k <= 15; k += 5 {
		if !ch.Factorize([]float64{1, 0, 0, math.Pow(10, -float64(k))}, 2, 0) {
			t.Fatalf("diag(1, 1e-%d) was not factorized", k)
		}
		assertNear(t, "κ of diag(1, 10⁻ᵏ)", ch.Cond, math.Pow(10, float64(k)), 1e-12)
	}
	const n = 8
	h := make([]float64, n*n)
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			h[i*n+j] = 1 / float64(i+j+1)
		}
	}
	if !ch.Factorize(h, n, 0) {
		t.Fatal("the Hilbert matrix was not factorized")
	}
	binom := func(a, b int) float64 { return math.Round(math.Exp(lgammaOf(a+1) - lgammaOf(b+1) - lgammaOf(a-b+1))) }
	hNorm, invNorm := 0.0, 0.0
	for i := 1; i <= n; i++ {
		hs, is := 0.0, 0.0
		for j := 1; j <= n; j++ {
			hs += 1 / float64(i+j-1)
			c := binom(i+j-2, i-1)
			is += float64(i+j-1) * binom(n+i-1, n-j) * binom(n+j-1, n-i) * c * c
		}
		hNorm, invNorm = math.Max(hNorm, hs), math.Max(invNorm, is)
	}
	assertNear(t, "κ∞ of the 8×8 Hilbert matrix", ch.Cond, hNorm*invNorm, 1e-6)
	if !ch.WellConditioned() {
		t.Error("the 8×8 Hilbert matrix counted as singular")
	}
	// Not positive definite: a negative pivot, and NaN.
	if ch.Factorize([]float64{1, 2, 2, 1}, 2, 0) {
		t.Error("an indefinite matrix was factorized")
	}
	if ch.Factorize([]float64{math.NaN()}, 1, 0) {
		t.Error("NaN was factorized")
	}
}

// TestSVDAgreesWithMat: singular values against mat.SVD's (LAPACK's
// Dgesvd) to 1e-13 of the largest; the vectors by what defines them:
// U = AVΣ⁻¹ has orthonormal columns and V is orthogonal, for the nonzero
// singular values; and the minimum-norm solution of every rank whose
// singular values are not rounding against mat's. Wide (m < n), square,
// tall, and tall enough (m > 2n) to go through QR first, some of them rank
// deficient.
func TestSVDAgreesWithMat(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var f svd // reused
	for trial := 0; trial < 60; trial++ {
		m, n := 2+trial%9, 1+trial%4
		if trial >= 40 {
			m, n = 30+trial, 1+trial%6
		}
		a := NewDense(m, n)
		for i := range a.Data {
			a.Data[i] = rng.NormFloat64() * float64(1+i%4)
		}
		if trial%4 == 0 && n > 1 {
			for i := 0; i < m; i++ { // a repeated column: rank deficient
				a.Data[i*n+n-1] = a.Data[i*n]
			}
		}
		var ms mat.SVD
		if !ms.Factorize(mat.NewDense(m, n, append([]float64(nil), a.Data...)), mat.SVDThin) {
			t.Fatal("mat's SVD did not converge")
		}
		if !f.factorize(a) {
			t.Fatalf("trial %d (%d×%d): the SVD did not converge", trial, m, n)
		}
		want := ms.Values(nil)
		closeTo(t, "singular values", f.s, want, 1e-13*want[0])
		checkSVD(t, a, &f)
		for _, k := range []int{1, 3} {
			b := make([]float64, m*k)
			for i := range b {
				b[i] = rng.NormFloat64()
			}
			for rank := 1; rank <= min(m, n); rank++ {
				if want[rank-1] < 1e-8*want[0] {
					break
				}
				x := make([]float64, n*k)
				f.solve(b, k, rank, x)
				var xm mat.Dense
				ms.SolveTo(&xm, mat.NewDense(m, k, append([]float64(nil), b...)), rank)
				closeTo(t, "solve", x, xm.RawMatrix().Data, 1e-12*want[0]/want[rank-1])
			}
		}
	}
}

// checkSVD checks A = UΣVᵀ through V and Σ: V orthogonal, and the columns
// AVⱼ/σⱼ orthonormal for the σⱼ above rounding.
func checkSVD(t *testing.T, a *Dense, f *svd) {
	t.Helper()
	m, n := a.Rows, a.Cols
	k := min(m, n)
	for i := 0; i < k; i++ {
		for j := 0; j < k; j++ {
			want := 0.0
			if i == j {
				want = 1
			}
			if d := Dot(f.vt[i*n:(i+1)*n], f.vt[j*n:(j+1)*n]); math.Abs(d-want) > 1e-13 {
				t.Fatalf("%d×%d: VᵀV[%d,%d] = %v", m, n, i, j, d)
			}
		}
	}
	u := make([][]float64, 0, k)
	for j := 0; j < k && f.s[j] > 1e-10*f.s[0]; j++ {
		col := make([]float64, m)
		for i := 0; i < m; i++ {
			col[i] = Dot(a.Row(i), f.vt[j*n:(j+1)*n]) / f.s[j]
		}
		u = append(u, col)
	}
	for i := range u {
		for j := range u {
			want := 0.0
			if i == j {
				want = 1
			}
			if d := Dot(u[i], u[j]); math.Abs(d-want) > 1e-11*f.s[0]/f.s[max(i, j)] {
				t.Fatalf("%d×%d: UᵀU[%d,%d] = %v", m, n, i, j, d)
			}
		}
	}
}

// TestSVDScales: the SVD of sM for a fixed M and s from 1e-300 to 1e300
// is s times M's (singular values are homogeneous), where plain sums of
// squares would underflow or overflow; and a NaN is refused.
func TestSVDScales(t *testing.T) {
	m := []float64{1, 0, 2, 0, 1, 1, 1, 1, 0, 2, -1, 1, 1, 3, -2, -1, 2, 2, 4, 0, 1, 0, 0, 1}
	var base svd
	if !base.factorize(&Dense{Rows: 8, Cols: 3, Data: m}) {
		t.Fatal("the SVD of M did not converge")
	}
	for _, s := range []float64{1e-300, 1e-170, 1e170, 1e300} {
		a := &Dense{Rows: 8, Cols: 3, Data: make([]float64, len(m))}
		for i, v := range m {
			a.Data[i] = s * v
		}
		var f svd
		if !f.factorize(a) {
			t.Fatalf("s = %g: the SVD did not converge", s)
		}
		for i := range f.s {
			assertNear(t, "σ/s", f.s[i]/s, base.s[i], 1e-13)
		}
	}
	bad := &Dense{Rows: 2, Cols: 2, Data: []float64{1, math.NaN(), 0, 1}}
	var f svd
	if f.factorize(bad) {
		t.Error("a NaN was factorized")
	}
}

// TestEigenSymAgreesWithMat: eigenvalues against mat.EigenSym's (LAPACK's
// Dsyev) to 1e-13 of the largest in size, ascending; eigenvectors by
// their definition: ‖Av − λv‖ ≤ 1e-13‖A‖ and VᵀV = I.
func TestEigenSymAgreesWithMat(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for trial := 0; trial < 40; trial++ {
		n := 1 + trial%8
		a := make([]float64, n*n)
		for i := 0; i < n; i++ {
			for j := i; j < n; j++ {
				a[i*n+j] = rng.NormFloat64()
			}
		}
		if trial%5 == 4 && n > 2 { // a repeated eigenvalue: the identity's
			for i := range a {
				a[i] = 0
			}
			for i := 0; i < n; i++ {
				a[i*n+i] = 2
			}
			a[n-1] = 1
		}
		vals, vecs, ok := EigenSym(a, n)
		var es mat.EigenSym
		if !es.Factorize(mat.NewSymDense(n, append([]float64(nil), a...)), true) {
			t.Fatal("mat's eigendecomposition did not converge")
		}
		if !ok {
			t.Fatalf("trial %d: EigenSym did not converge", trial)
		}
		want := es.Values(nil)
		big := math.Max(math.Abs(want[0]), math.Abs(want[n-1]))
		closeTo(t, "eigenvalues", vals, want, 1e-13*big)
		for j := 1; j < n; j++ {
			if vals[j] < vals[j-1] {
				t.Fatalf("trial %d: eigenvalues not ascending: %v", trial, vals)
			}
		}
		for j := 0; j < n; j++ {
			for i := 0; i < n; i++ {
				av := 0.0
				for l := 0; l < n; l++ {
					aij := a[min(i, l)*n+max(i, l)]
					av += aij * vecs[l*n+j]
				}
				if math.Abs(av-vals[j]*vecs[i*n+j]) > 1e-13*big*float64(n) {
					t.Fatalf("trial %d: (Av − λv)[%d] for λ%d = %v", trial, i, j, av-vals[j]*vecs[i*n+j])
				}
			}
			for l := 0; l < n; l++ {
				d := 0.0
				for i := 0; i < n; i++ {
					d += vecs[i*n+j] * vecs[i*n+l]
				}
				want := 0.0
				if l == j {
					want = 1
				}
				if math.Abs(d-want) > 1e-13*float64(n) {
					t.Fatalf("trial %d: VᵀV[%d,%d] = %v", trial, j, l, d)
				}
			}
		}
	}
	if _, _, ok := EigenSym([]float64{math.Inf(1)}, 1); ok {
		t.Error("an infinite matrix was decomposed")
	}
}

func lgammaOf(n int) float64 {
	v, _ := math.Lgamma(float64(n))
	return v
}
