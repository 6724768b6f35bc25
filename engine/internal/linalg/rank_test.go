package linalg

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// rankCases are matrices Z = U diag(σ) Vᵀ, U and V random with orthonormal
// columns, whose numerical rank under the rule σᵢ > RankTol·σ₁ (RankTol =
// 10⁻¹²) is known by construction: every σ lies a factor 10 or more from
// the threshold, far beyond the rounding of forming Z (about ε·σ₁ =
// 2·10⁻¹⁶). qr says whether LSFactor should solve by QR (a tall or square
// Z of full rank) or by the truncated SVD.
var rankCases = []struct {
	name  string
	m, n  int
	sigma []float64
	rank  int
	qr    bool
}{
	{"tall, graded σ", 12, 8, []float64{1, 1e-3, 1e-6, 1e-9, 1e-11, 1e-13, 1e-15, 0}, 5, false},
	{"square, graded σ", 8, 8, []float64{1, 1e-3, 1e-6, 1e-9, 1e-11, 1e-13, 1e-15, 0}, 5, false},
	{"wide, graded σ", 6, 8, []float64{1, 1e-3, 1e-6, 1e-9, 1e-11, 1e-13}, 5, false},
	{"tall, just above", 40, 5, []float64{1, 0.5, 0.1, 1e-4, 1e-11}, 5, true},
	{"tall, just below", 40, 5, []float64{1, 0.5, 0.1, 1e-4, 1e-13}, 4, false},
	{"tall enough for the SVD's QR, below", 40, 12, []float64{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1e-13}, 11, false},
	{"wide, just above", 3, 5, []float64{1, 1e-6, 1e-11}, 3, false},
	{"wide, just below", 3, 5, []float64{1, 1e-6, 1e-13}, 2, false},
	{"one column", 7, 1, []float64{3}, 1, true},
}

// TestOneRankRule: LSFactor decides the rank by the rule of Rank alone,
// on both of its paths: QR is taken exactly when the rank is full (read
// from the singular values of R), and the truncated SVD keeps exactly the
// singular values above RankTol·σ₁, saying so in its note. The solution
// is the truncated pseudo-inverse's, x = V_r diag(1/σ_r) U_rᵀb from the
// constructed factors, to the first-order bound of TestLstsqDifferential
// (8·max(m, n)·ε·(σ₁/σᵣ)(‖x‖ + ‖b‖/σᵣ)).
func TestOneRankRule(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for _, c := range rankCases {
		k := min(c.m, c.n)
		u, v := orthonormal(rng, c.m, k), orthonormal(rng, c.n, k)
		z := NewDense(c.m, c.n)
		for i := 0; i < c.m; i++ {
			for j := 0; j < c.n; j++ {
				for l := 0; l < k; l++ {
					z.Data[i*c.n+j] += u[i*k+l] * c.sigma[l] * v[j*k+l]
				}
			}
		}
		b := randomMatrix(rng, c.m, 1)
		var f LSFactor
		note, err := f.Factorize(z)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		rank := f.rank
		if f.useQR {
			rank = c.n
		}
		if rank != c.rank || f.useQR != c.qr {
			t.Errorf("%s: rank %d by QR %v, want %d by QR %v", c.name, rank, f.useQR, c.rank, c.qr)
		}
		if got := Rank(c.sigma); got != c.rank {
			t.Errorf("%s: Rank(σ) = %d, want %d", c.name, got, c.rank)
		}
		if c.rank < c.n && !strings.Contains(note.String(), fmt.Sprintf("rank %d < %d", c.rank, c.n)) {
			t.Errorf("%s: note %q does not give the rank", c.name, note)
		}
		want := make([]float64, c.n)
		for l := 0; l < c.rank; l++ {
			ub := 0.0
			for i := 0; i < c.m; i++ {
				ub += u[i*k+l] * b[i]
			}
			for j := range want {
				want[j] += v[j*k+l] * ub / c.sigma[l]
			}
		}
		x, _, err := Lstsq(z, &Dense{Rows: c.m, Cols: 1, Data: b})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		sr := c.sigma[c.rank-1]
		bound := 8 * float64(max(c.m, c.n)) * eps * (c.sigma[0] / sr) * (Norm(want) + Norm(b)/sr)
		if d := distance(x.Data, want); d > bound {
			t.Errorf("%s: ‖x − V_rΣ_r⁻¹U_rᵀb‖ = %.3g > %.3g (‖x‖ = %.3g)", c.name, d, bound, Norm(want))
		}
	}
}

// TestRankKahan: Kahan's matrix, upper triangular with diagonal sⁱ⁻¹ and
// −c·sⁱ⁻¹ right of it (s = sin 1.2, c = cos 1.2), is the classic case
// where R's diagonal hides a tiny singular value: at n = 100 its smallest
// diagonal entry is 9.4·10⁻⁴ of its largest (a rule on |Rᵢᵢ| such as the
// package's former min|Rᵢᵢ|/max|Rᵢᵢ| > 10⁻¹⁰ would solve by QR), while
// LAPACK's SVD puts its smallest singular value below 10⁻¹⁴·σ₁, the next
// above 10⁻⁶·σ₁. So its rank is 99 by the rule, and LSFactor says so.
func TestRankKahan(t *testing.T) {
	const n = 100
	s, c := math.Sin(1.2), math.Cos(1.2)
	z := NewDense(n, n)
	for i := 0; i < n; i++ {
		si := math.Pow(s, float64(i))
		z.Data[i*n+i] = si
		for j := i + 1; j < n; j++ {
			z.Data[i*n+j] = -c * si
		}
	}
	sv := valuesOf(z.Data, n, n)
	if !(sv[n-1] < 1e-14*sv[0] && sv[n-2] > 1e-6*sv[0]) {
		t.Fatalf("Kahan's matrix: σ_n/σ₁ = %.3g, σ_{n−1}/σ₁ = %.3g", sv[n-1]/sv[0], sv[n-2]/sv[0])
	}
	if r := z.Data[(n-1)*n+n-1] / z.Data[0]; r < 1e-4 || r > 1e-3 {
		t.Fatalf("Kahan's matrix: diagonal ratio %.3g", r)
	}
	var f LSFactor
	note, err := f.Factorize(z)
	if err != nil {
		t.Fatal(err)
	}
	if f.useQR || f.rank != n-1 || !strings.Contains(note.String(), "rank 99 < 100") {
		t.Errorf("Kahan's matrix: QR %v, rank %d, note %q; want rank 99 by the SVD", f.useQR, f.rank, note)
	}
}

// TestJacobiNonConvergence: when the sweeps run out, Jacobi's methods
// report failure rather than an answer, and LSFactor an error. A matrix
// whose SVD (or eigendecomposition) converges in s sweeps is refused with
// s − 1 sweeps allowed and gives the same values with s, so the bound is
// what decides; and a least-squares factorization with one sweep allowed
// fails on its QR path (the rank from R's singular values) and on its SVD
// path alike.
func TestJacobiNonConvergence(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 24))
	for _, sh := range [][2]int{{30, 20}, {20, 20}, {8, 15}, {61, 30}} {
		a := &Dense{Rows: sh[0], Cols: sh[1], Data: randomMatrix(rng, sh[0], sh[1])}
		var full svd
		if !full.factorize(a) {
			t.Fatalf("%v: the SVD did not converge", sh)
		}
		s := full.sweeps
		if s < 3 {
			t.Fatalf("%v: converged in %d sweeps, too few to test the bound", sh, s)
		}
		capped := svd{maxSweeps: s}
		if !capped.factorize(a) || distance(capped.s, full.s) != 0 {
			t.Errorf("%v: with %d sweeps allowed, the SVD failed or changed", sh, s)
		}
		capped = svd{maxSweeps: s - 1}
		if capped.factorize(a) {
			t.Errorf("%v: converged with %d sweeps allowed, after needing %d", sh, s-1, s)
		}
		var f LSFactor
		f.svd.maxSweeps = 1
		if note, err := f.Factorize(a); err == nil || !strings.Contains(err.Error(), "did not converge") {
			t.Errorf("%v: with one sweep, note %q and error %v", sh, note, err)
		}
	}
	for _, n := range []int{6, 40} {
		a := randomSym(rng, n)
		vals, _, s, ok := eigenSym(a, n, jacobiSweeps)
		if !ok || s < 3 {
			t.Fatalf("n = %d: converged %v in %d sweeps", n, ok, s)
		}
		if v, _, _, ok := eigenSym(a, n, s); !ok || distance(v, vals) != 0 {
			t.Errorf("n = %d: with %d sweeps allowed, EigenSym failed or changed", n, s)
		}
		if v, vecs, _, ok := eigenSym(a, n, s-1); ok || v != nil || vecs != nil {
			t.Errorf("n = %d: with %d sweeps allowed, after needing %d: ok %v", n, s-1, s, ok)
		}
	}
}

// TestDegenerateShapes: empty matrices and non-finite entries are
// answered, never a panic: an n×0 design has the empty solution, a 0×n
// one is the zero matrix (an error), Cholesky of the 0×0 matrix succeeds
// with κ = 1 and ln|A| = 0 (as LAPACK's Dpocon has it), the 0×0
// eigendecomposition is empty, and NaN or ±Inf is refused by each.
func TestDegenerateShapes(t *testing.T) {
	for _, c := range []struct {
		m, n    int
		wantErr bool
	}{{0, 0, false}, {3, 0, false}, {0, 3, true}} {
		x, _, err := Lstsq(NewDense(c.m, c.n), NewDense(c.m, 1))
		if (err != nil) != c.wantErr || (err == nil && len(x.Data) != 0) {
			t.Errorf("%d×%d: x %v, error %v", c.m, c.n, x, err)
		}
	}
	var ch Cholesky
	if !ch.Factorize(nil, 0, 0) || ch.Cond != 1 || ch.LogDet() != 0 {
		t.Errorf("0×0 Cholesky: cond %v, ln|A| %v", ch.Cond, ch.LogDet())
	}
	if vals, vecs, ok := EigenSym(nil, 0); !ok || len(vals) != 0 || len(vecs) != 0 {
		t.Errorf("0×0 EigenSym: %v %v %v", vals, vecs, ok)
	}
	for _, bad := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		a := []float64{2, bad, bad, 2}
		if ch.Factorize(a, 2, 0) {
			t.Errorf("Cholesky took %v", bad)
		}
		if _, _, ok := EigenSym(a, 2); ok {
			t.Errorf("EigenSym took %v", bad)
		}
		for _, sh := range [][2]int{{3, 2}, {2, 3}} {
			z := NewDense(sh[0], sh[1])
			z.Data[1] = bad
			if _, _, err := Lstsq(z, NewDense(sh[0], 1)); err == nil {
				t.Errorf("Lstsq took %v in a %d×%d matrix", bad, sh[0], sh[1])
			}
		}
	}
}
