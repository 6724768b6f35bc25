package linalg

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/lapack"
	"gonum.org/v1/gonum/lapack/lapack64"
	"gonum.org/v1/gonum/mat"
)

// The differential tests run each factorization beside gonum's LAPACK
// (Dpotrf and Dpocon, Dsyev; differential_ls_test.go: Dgeqrf, Dgesvd and
// the least-squares solutions) on the families of families_test.go at the
// orders of sizes, 1 to 200, and check the two against each other and
// against what defines the factorization, each to the bound that the
// matrix's conditioning allows, stated where it is checked. ε = 2⁻⁵².

// TestCholeskyDifferential: Cholesky.Factorize against Dpotrf and Dpocon.
//
//   - Both succeed or both fail, unless the one that succeeds reports a
//     condition number of 10¹² or more (singular to the rounding: the
//     rank-deficient family).
//   - Backward error, entrywise (Higham, Accuracy and Stability of
//     Numerical Algorithms, 2nd ed., Theorem 10.3): UᵀU = A + ΔA with
//     |ΔA| ≤ γₙ₊₁|Uᵀ||U|, γₖ = kε/2 to first order; forming UᵀU in the
//     check adds γₙ|Uᵀ||U|, so |fl(UᵀU) − A| ≤ (n + 1)ε|Uᵀ||U|. This bound
//     is blind to the scaling, so it holds for the graded family too.
//   - The factor against LAPACK's, column j to 2n(n+1)ε·κ₂(Ã)·√aⱼⱼ, where
//     Ã = D⁻¹AD⁻¹, D = diag(√aᵢᵢ), is A equilibrated, whose factor R̃ is
//     A's with column j divided by √aⱼⱼ: by the bound above each computed
//     factor is exact for Ã + ΔÃ with |ΔÃᵢⱼ| ≤ (n + 1)ε/2 (R̃'s columns
//     have unit norm), so ‖ΔÃ‖_F ≤ n(n + 1)ε/2, and Sun's perturbation
//     bound (‖ΔR‖_F ≤ κ₂‖ΔA‖_F‖R‖₂/(√2‖A‖₂), to first order, with
//     ‖R̃‖₂/‖Ã‖₂ ≤ 1) moves R̃ by at most κ₂(Ã)·n(n + 1)ε/2; twice that
//     for the two factors, and twice again for the first order; checked
//     where the bound is below 1% of √aⱼⱼ.
//   - The condition estimate within a factor 3 of Dpocon's (the same
//     estimator, Higham's Dlacn2, on factors that agree to rounding) while
//     LAPACK's is below 10¹².
//   - A solve's residual, entrywise (Theorem 10.4: (A + ΔA)x = b with
//     |ΔA| ≤ γ₃ₙ₊₁|Uᵀ||U|, and the residual's own rounding γₙ₊₁(|b| +
//     |A||x|)): |b − Ax| ≤ (3n + 1)ε|Uᵀ||U||x| + (n + 1)ε(|b| + |A||x|),
//     twice the first-order bounds.
func TestCholeskyDifferential(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	var ch Cholesky // reused, as Newton's method reuses it
	factorized, m := 0, newMargins()
	for _, n := range sizes {
		for fi, fam := range families {
			if !picked(fi, n, 0, 5) {
				continue
			}
			a := fam.sym(rng, n)
			name := fmt.Sprintf("%s, n = %d", fam.name, n)
			m.at = name
			ok := ch.Factorize(a, n, 0)
			uL, okL, condL := lapackCholesky(a, n)
			if ok != okL {
				c := ch.Cond
				if okL {
					c = condL
				}
				if c < 1e12 {
					t.Errorf("%s: factorized %v, LAPACK %v with condition %.3g", name, ok, okL, c)
				}
				continue
			}
			if !ok {
				if fam.name != "rank-deficient" && fam.name != "zero" {
					t.Errorf("%s: neither factorized a positive definite matrix", name)
				}
				continue
			}
			factorized++
			u := ch.u[:n*n]
			checkCholeskyBackward(t, m, name, a, u, n)
			if n > 0 && condL < 1e12 && !m.within("condition estimate", math.Abs(math.Log(ch.Cond/condL)), math.Log(3)) {
				t.Errorf("%s: condition estimate %.6g, LAPACK's %.6g", name, ch.Cond, condL)
			}
			kappa := equilibratedCond(a, n)
			for j := 0; j < n; j++ {
				dj := math.Sqrt(a[j*n+j])
				bound := 2 * float64(n*(n+1)) * eps * kappa * dj
				if !(bound < 1e-2*dj) {
					continue
				}
				for i := 0; i <= j; i++ {
					if d := math.Abs(u[i*n+j] - uL[i*n+j]); !m.within("factor", d, bound) {
						t.Errorf("%s: U[%d,%d] = %.17g, LAPACK's %.17g: off by %.3g > %.3g (κ(Ã) = %.3g)", name, i, j, u[i*n+j], uL[i*n+j], d, bound, kappa)
					}
				}
			}
			b := randomMatrix(rng, n, 1)
			x := make([]float64, n)
			ch.Solve(b, 1, x)
			checkCholeskySolve(t, m, name, a, u, b, x, n)
		}
	}
	if factorized < 50 {
		t.Errorf("only %d matrices factorized", factorized)
	}
	m.log(t, "backward error", "factor", "condition estimate", "solve's residual")
}

// checkCholeskyBackward checks |fl(UᵀU) − A| ≤ (n + 1)ε|Uᵀ||U| entrywise.
func checkCholeskyBackward(t *testing.T, m *margins, name string, a, u []float64, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		for j := i; j < n; j++ {
			s, sa := 0.0, 0.0
			for k := 0; k <= i; k++ {
				s += u[k*n+i] * u[k*n+j]
				sa += math.Abs(u[k*n+i] * u[k*n+j])
			}
			if d := math.Abs(s - a[i*n+j]); !m.within("backward error", d, float64(n+1)*eps*sa) {
				t.Fatalf("%s: (UᵀU − A)[%d,%d] = %.3g > %.3g", name, i, j, d, float64(n+1)*eps*sa)
			}
		}
	}
}

// checkCholeskySolve checks the residual of x = A⁻¹b entrywise.
func checkCholeskySolve(t *testing.T, m *margins, name string, a, u, b, x []float64, n int) {
	t.Helper()
	ux := make([]float64, n) // |U||x|
	for i := 0; i < n; i++ {
		for j := i; j < n; j++ {
			ux[i] += math.Abs(u[i*n+j] * x[j])
		}
	}
	for i := 0; i < n; i++ {
		r, ax, uux := b[i], 0.0, 0.0
		for j := 0; j < n; j++ {
			r -= a[i*n+j] * x[j]
			ax += math.Abs(a[i*n+j] * x[j])
		}
		for k := 0; k <= i; k++ {
			uux += math.Abs(u[k*n+i]) * ux[k]
		}
		bound := float64(3*n+1)*eps*uux + float64(n+1)*eps*(math.Abs(b[i])+ax)
		if !m.within("solve's residual", math.Abs(r), bound) {
			t.Fatalf("%s: residual %d of a solve %.3g > %.3g", name, i, math.Abs(r), bound)
		}
	}
}

// lapackCholesky factorizes a copy of the symmetric n×n a by LAPACK's
// Dpotrf and estimates its condition number by Dpocon (in the max-row-sum
// norm of Dlansy), the reference: U (row-major, upper), whether it
// succeeded, and the condition number (+Inf after a failure).
func lapackCholesky(a []float64, n int) ([]float64, bool, float64) {
	if n == 0 {
		return nil, true, 1
	}
	s := blas64.Symmetric{Uplo: blas.Upper, N: n, Stride: n, Data: append([]float64(nil), a...)}
	work := make([]float64, 3*n)
	norm := lapack64.Lansy(lapack.MaxRowSum, s, work)
	if _, ok := lapack64.Potrf(s); !ok {
		return nil, false, math.Inf(1)
	}
	rcond := lapack64.Pocon(s, norm, work, make([]int, n))
	return s.Data, true, 1 / rcond
}

// equilibratedCond returns κ₂(D⁻¹AD⁻¹), D = diag(√aᵢᵢ), by gonum's
// eigendecomposition; +Inf when it is not positive definite.
func equilibratedCond(a []float64, n int) float64 {
	if n == 0 {
		return 1
	}
	s := mat.NewSymDense(n, nil)
	for i := 0; i < n; i++ {
		for j := i; j < n; j++ {
			s.SetSym(i, j, a[i*n+j]/math.Sqrt(a[i*n+i]*a[j*n+j]))
		}
	}
	var es mat.EigenSym
	if !es.Factorize(s, false) {
		return math.Inf(1)
	}
	v := es.Values(nil)
	if !(v[0] > 0) {
		return math.Inf(1)
	}
	return v[n-1] / v[0]
}

// TestEigenSymDifferential: EigenSym against Dsyev (gonum's
// mat.EigenSym). The random family is shifted to be indefinite.
//
//   - Eigenvalues within 4nε‖A‖₂ of LAPACK's (Weyl's theorem: each
//     method is exact for A + E with ‖E‖₂ a modest multiple of nε‖A‖₂
//     (Demmel and Veselić 1992 for Jacobi's, Higham §25 for Dsyev's).
//   - Residuals ‖Avⱼ − λⱼvⱼ‖₂ ≤ 4nε‖A‖₂ and ‖VᵀV − I‖max ≤ 4nε.
//   - Each eigenvector of an eigenvalue with gap gⱼ to the others within
//     the angle sin θ ≤ 8nε‖A‖₂/gⱼ of LAPACK's (Davis and Kahan's sin θ
//     theorem, for both errors), where that is below 0.01; the clustered
//     family's vectors are checked by their residuals alone.
func TestEigenSymDifferential(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	m := newMargins()
	for _, n := range sizes {
		for fi, fam := range families {
			if !picked(fi, n, 1, 2) {
				continue
			}
			a := fam.sym(rng, n)
			if fam.name == "random" {
				for i := 0; i < n; i++ {
					a[i*n+i] -= 2*math.Sqrt(float64(n)) + 1
				}
			}
			name := fmt.Sprintf("%s, n = %d", fam.name, n)
			m.at = name
			vals, vecs, ok := EigenSym(a, n)
			if !ok {
				t.Errorf("%s: did not converge", name)
				continue
			}
			var es mat.EigenSym
			if !es.Factorize(mat.NewSymDense(n, append([]float64(nil), a...)), true) {
				t.Fatalf("%s: LAPACK did not converge", name)
			}
			want := es.Values(nil)
			var vm mat.Dense
			es.VectorsTo(&vm)
			norm := math.Max(math.Abs(want[0]), math.Abs(want[n-1]))
			tol := 4 * float64(n) * eps * norm
			for j := range want {
				if d := math.Abs(vals[j] - want[j]); !m.within("eigenvalues", d, tol) {
					t.Errorf("%s: λ%d = %.17g, LAPACK's %.17g: off by %.3g > %.3g", name, j, vals[j], want[j], d, tol)
				}
			}
			for j := 0; j < n; j++ {
				v := colOf(vecs, n, n, j)
				av := make([]float64, n)
				for i := 0; i < n; i++ {
					for l := 0; l < n; l++ {
						av[i] += a[i*n+l] * v[l]
					}
					av[i] -= vals[j] * v[i]
				}
				if r := Norm(av); !m.within("residuals", r, tol) {
					t.Errorf("%s: ‖Av − λv‖ = %.3g for λ%d > %.3g", name, r, j, tol)
				}
				for l := j; l < n; l++ {
					d := Dot(v, colOf(vecs, n, n, l))
					if l == j {
						d--
					}
					if !m.within("orthogonality", math.Abs(d), 4*float64(n)*eps) {
						t.Errorf("%s: (VᵀV − I)[%d,%d] = %.3g", name, j, l, d)
					}
				}
				gap := math.Inf(1)
				for k, w := range want {
					if k != j {
						gap = math.Min(gap, math.Abs(w-want[j]))
					}
				}
				if bound := 2 * tol / gap; bound < 1e-2 {
					if s := angle(v, mat.Col(nil, j, &vm)); !m.within("eigenvectors", s, bound) {
						t.Errorf("%s: vector %d at sin θ = %.3g from LAPACK's > %.3g", name, j, s, bound)
					}
				}
			}
		}
	}
	m.log(t, "eigenvalues", "residuals", "orthogonality", "eigenvectors")
}

// angle returns the distance between the lines of the unit vectors u and
// v, min ‖u ∓ v‖ = 2 sin(θ/2), which is within 1% of sin θ for the angles
// the tests accept (and, unlike √(1 − (uᵀv)²), accurate below √ε).
func angle(u, v []float64) float64 {
	dm, dp := 0.0, 0.0
	for i := range u {
		dm += (u[i] - v[i]) * (u[i] - v[i])
		dp += (u[i] + v[i]) * (u[i] + v[i])
	}
	return math.Sqrt(math.Min(dm, dp))
}

// margins keeps, for each kind of check, the largest ratio of an error to
// its bound and the case it came from (at, set before each case's checks),
// which the tests log: how close to its bound each check came.
type margins struct {
	at    string
	worst map[string]float64
	where map[string]string
}

func newMargins() *margins {
	return &margins{worst: map[string]float64{}, where: map[string]string{}}
}

// within reports whether err ≤ bound and records the ratio under what.
func (m *margins) within(what string, err, bound float64) bool {
	r := math.Inf(1)
	if bound > 0 {
		r = err / bound
	} else if err == 0 {
		r = 0
	}
	if _, seen := m.worst[what]; !seen || r > m.worst[what] {
		m.worst[what], m.where[what] = r, m.at
	}
	return err <= bound
}

// log writes the margins in the order of what.
func (m *margins) log(t *testing.T, what ...string) {
	t.Helper()
	for _, w := range what {
		t.Logf("%-22s largest error/bound %.3g (%s)", w, m.worst[w], m.where[w])
	}
}

// colOf returns column j of the m×n row-major a.
func colOf(a []float64, m, n, j int) []float64 {
	c := make([]float64, m)
	for i := range c {
		c[i] = a[i*n+j]
	}
	return c
}
