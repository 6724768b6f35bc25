package linalg

import (
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"
)

// fuzzMatrix decodes fuzz bytes into an m×n matrix: byte 0 gives m and
// byte 1 n (1 to 12 each), byte 2 the range of the exponents, then two
// bytes an entry, row by row: a signed byte over 16 times 2ᵉ, e the second
// byte mapped onto [−r, r] for the range r = 0, 30 or 300 (so that zeros,
// repeated rows, graded and extreme columns all come up); missing bytes
// are zeros.
func fuzzMatrix(data []byte) *Dense {
	at := func(i int) byte {
		if i < len(data) {
			return data[i]
		}
		return 0
	}
	m, n := 1+int(at(0))%12, 1+int(at(1))%12
	span := [...]int{0, 30, 300}[int(at(2))%3]
	a := NewDense(m, n)
	for i := range a.Data {
		v, e := at(3+2*i), at(4+2*i)
		exp := 0
		if span > 0 {
			exp = int(e)*2*span/255 - span
		}
		a.Data[i] = math.Ldexp(float64(int8(v))/16, exp)
	}
	return a
}

// FuzzLinalg builds a matrix Z from the fuzz input (fuzzMatrix) and runs
// every factorization on it beside gonum's, with the bounds of the
// differential tests: the SVD of Z (Dgesvd's singular values within
// 8·max(m, n)·ε·σ₁); Lstsq (an error exactly for a zero Z; otherwise a
// finite x, the rank of Rank's rule on Dgesvd's σ unless one lies within
// 8·max(m, n)·ε·σ₁ of the threshold, and the normal equations
// ‖Zᵀ(b − Zx)‖ ≤ 4mnε·σ₁(2‖b‖ + σ₁‖x‖) + σᵣ₊₁‖b‖); and Cholesky and
// EigenSym of ZᵀZ (success where Dpotrf succeeds on a matrix whose
// condition it estimates below 10⁸, the backward error 2(n + 1)ε|Uᵀ||U|
// of Higham's Theorem 10.3; the eigenvalues' sum the trace, the residuals
// ‖Av − λv‖ and the distance to Dsyev's eigenvalues within 8nε‖ZᵀZ‖₂).
// The bounds are twice the differential tests', since the fuzzer hunts
// for the worst case. The seed corpus is in testdata/fuzz/FuzzLinalg.
//
//	go test -run=NONE -fuzz=FuzzLinalg -fuzztime=1000x ./engine/internal/linalg/
func FuzzLinalg(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		z := fuzzMatrix(data)
		m, n := z.Rows, z.Cols
		l := float64(max(m, n))
		var ms mat.SVD
		if !ms.Factorize(matOf(z.Data, m, n), mat.SVDNone) {
			t.Skip("gonum's SVD did not converge")
		}
		sv := ms.Values(nil)
		s1 := sv[0]

		var f svd
		if !f.factorize(z) {
			t.Fatalf("the SVD of a finite %d×%d matrix did not converge", m, n)
		}
		for j, w := range sv {
			if math.Abs(f.s[j]-w) > 8*l*eps*s1 {
				t.Fatalf("σ%d = %.17g, LAPACK's %.17g", j, f.s[j], w)
			}
		}

		b := make([]float64, m)
		for i := range b {
			b[i] = float64(i%3) - 1
		}
		var ls LSFactor
		_, err := ls.Factorize(z)
		if (err != nil) != (s1 == 0) {
			t.Fatalf("σ₁ = %g, error %v", s1, err)
		}
		if err == nil {
			x := make([]float64, n)
			if _, err := ls.Solve(b, x); err != nil || !Finite(x) {
				t.Fatalf("solve: %v, x %v", err, x)
			}
			rank := ls.rank
			if ls.useQR {
				rank = n
			}
			near := false
			for _, v := range sv {
				near = near || math.Abs(v-RankTol*s1) <= 8*l*eps*s1
			}
			if !near && rank != Rank(sv) {
				t.Fatalf("rank %d, LAPACK's σ give %d: %v", rank, Rank(sv), sv)
			}
			next := 0.0
			if rank < len(sv) && !near {
				next = sv[rank]
			} else if near {
				next = RankTol * s1 * (1 + 8*l*eps)
			}
			res := residual(z, b, x)
			g := 0.0
			for j := 0; j < n; j++ {
				s := 0.0
				for i := 0; i < m; i++ {
					s += z.Data[i*n+j] * res[i]
				}
				g += s * s
			}
			bound := 4*float64(m*n)*eps*s1*(2*Norm(b)+s1*Norm(x)) + next*Norm(b)
			if math.Sqrt(g) > bound {
				t.Fatalf("‖Zᵀ(b − Zx)‖ = %.3g > %.3g (rank %d, σ %v)", math.Sqrt(g), bound, rank, sv)
			}
		}

		// ZᵀZ, symmetric and positive semi-definite.
		a := make([]float64, n*n)
		for i := 0; i < n; i++ {
			for j := i; j < n; j++ {
				s := 0.0
				for k := 0; k < m; k++ {
					s += z.Data[k*n+i] * z.Data[k*n+j]
				}
				a[i*n+j], a[j*n+i] = s, s
			}
		}
		if !Finite(a) {
			return
		}
		var ch Cholesky
		ok := ch.Factorize(a, n, 0)
		_, okL, condL := lapackCholesky(a, n)
		if okL && condL < 1e8 && !ok {
			t.Fatalf("LAPACK factorized ZᵀZ (κ %.3g), Cholesky did not", condL)
		}
		if ok {
			u := ch.u[:n*n]
			for i := 0; i < n; i++ {
				for j := i; j < n; j++ {
					s, sa := 0.0, 0.0
					for k := 0; k <= i; k++ {
						s += u[k*n+i] * u[k*n+j]
						sa += math.Abs(u[k*n+i] * u[k*n+j])
					}
					if math.Abs(s-a[i*n+j]) > 2*float64(n+1)*eps*sa {
						t.Fatalf("(UᵀU − A)[%d,%d] = %.3g against |Uᵀ||U| = %.3g", i, j, s-a[i*n+j], sa)
					}
				}
			}
		}
		vals, vecs, ok := EigenSym(a, n)
		if !ok {
			t.Fatal("EigenSym of ZᵀZ did not converge")
		}
		// At every scale: the eigenvalues sum to the trace, and each
		// pair has a residual ‖Av − λv‖ within 8nε‖A‖₂.
		tr, sum, norm := 0.0, 0.0, 0.0
		for i := 0; i < n; i++ {
			tr += a[i*n+i]
			sum += vals[i]
			norm = math.Max(norm, math.Abs(vals[i]))
		}
		if math.Abs(sum-tr) > 8*float64(n*n)*eps*norm {
			t.Fatalf("Σλ = %.17g, tr(ZᵀZ) = %.17g", sum, tr)
		}
		for j := 0; j < n && norm > 0; j++ {
			r := 0.0 // ‖Av − λv‖², scaled by ‖A‖₂ against overflow
			for i := 0; i < n; i++ {
				s := -vals[j] * vecs[i*n+j]
				for k := 0; k < n; k++ {
					s += a[i*n+k] * vecs[k*n+j]
				}
				r += (s / norm) * (s / norm)
			}
			if math.Sqrt(r) > 8*float64(n)*eps {
				t.Fatalf("‖Av − λv‖/‖A‖ = %.3g for λ%d = %.17g", math.Sqrt(r), j, vals[j])
			}
		}
		// Against Dsyev where Z's entries span less than 2⁶⁴: on graded
		// matrices beyond that gonum v0.17.0's Dsyev gets eigenvalues
		// wrong (the seed gonum-dsyev-scaled: 5.6·10³⁰⁶ and −1.4·10²⁷⁵ for
		// a matrix of rank one and trace 2.6·10⁹², which EigenSym finds),
		// and its path for the values alone (Dsterf) panics (the seed
		// gonum-dsterf-scaling).
		lo, hi := math.Inf(1), 0.0
		for _, v := range z.Data {
			if v != 0 {
				lo, hi = math.Min(lo, math.Abs(v)), math.Max(hi, math.Abs(v))
			}
		}
		if hi > 0x1p64*lo {
			return
		}
		var es mat.EigenSym
		if es.Factorize(mat.NewSymDense(n, append([]float64(nil), a...)), true) {
			want := es.Values(nil)
			for j, w := range want {
				if math.Abs(vals[j]-w) > 8*float64(n)*eps*norm {
					t.Fatalf("λ%d = %.17g, LAPACK's %.17g", j, vals[j], w)
				}
			}
		}
	})
}
