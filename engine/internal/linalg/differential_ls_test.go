package linalg

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/mat"
)

// TestQRDifferential: the Householder QR that LSFactor makes (householderQR,
// or householderQRScaled for the graded family's extreme columns) against
// LAPACK's Dgeqrf, on the square and tall shapes.
//
//   - Backward error, column by column (Higham, Theorem 19.4: Z + ΔZ = QR
//     with ‖Δzⱼ‖ ≤ γ̃ₘₙ‖zⱼ‖, γ̃ₖ = ckε/2 for a small constant c, and
//     applying Qᵀ in the check adds as much, Lemma 19.3): with c = 4,
//     ‖(QᵀZ − R)ⱼ‖ ≤ 4mnε‖zⱼ‖, blind to the columns' scales.
//   - Each reflector Hₖ = I − τₖvₖvₖᵀ orthogonal: τₖ(vₖᵀvₖ) = 2 to 4mε, or
//     τₖ = 0.
//   - R against LAPACK's, column j to 3√n·mnε·κ₂(ZD⁻¹)·‖zⱼ‖, D the column
//     norms: RD⁻¹ is the R of ZD⁻¹, whose backward error is √n·γ̃ₘₙ in the
//     Frobenius norm, and the R factor moves by at most √2κ₂ times that
//     (Sun's perturbation bound, to first order), for each of the two;
//     checked where that is below 1% of ‖zⱼ‖.
func TestQRDifferential(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	m := newMargins()
	var f LSFactor
	for _, n := range sizes {
		for fi, fam := range families {
			if !picked(fi, n, 2, 2) {
				continue
			}
			for _, sh := range shapesOf(n, fi) {
				r, c := sh[0], sh[1]
				if r < c {
					continue // LSFactor takes the SVD of a wide Z
				}
				name := fmt.Sprintf("%s, %d×%d", fam.name, r, c)
				m.at = name
				z := &Dense{Rows: r, Cols: c, Data: fam.gen(rng, r, c)}
				f.rows, f.cols, f.ld = r, c, c
				f.a, f.tau = Grow(f.a, r*c), Grow(f.tau, c)
				if !householderQR(z.Data, c, r, c, nil, f.a, f.tau) {
					copy(f.a, z.Data) // LSFactor's path for extreme scales
					householderQRScaled(f.a, r, c, f.tau)
				}
				w := append([]float64(nil), z.Data...)
				f.applyQT(w, c)
				norms := make([]float64, c)
				for j := range norms {
					norms[j] = Norm(colOf(z.Data, r, c, j))
				}
				for j := 0; j < c; j++ {
					d := 0.0
					for i := 0; i < r; i++ {
						rij := 0.0
						if i <= j {
							rij = f.a[i*f.ld+j]
						}
						d += (w[i*c+j] - rij) * (w[i*c+j] - rij)
					}
					if !m.within("backward error", math.Sqrt(d), 4*float64(r*c)*eps*norms[j]) {
						t.Errorf("%s: ‖(QᵀZ − R)_%d‖ = %.3g against ‖z‖ = %.3g", name, j, math.Sqrt(d), norms[j])
					}
					if tau := f.tau[j]; tau != 0 {
						vv := 1.0
						for i := j + 1; i < r; i++ {
							vv += f.a[i*f.ld+j] * f.a[i*f.ld+j]
						}
						if !m.within("reflectors", math.Abs(tau*vv-2), 4*float64(r)*eps) {
							t.Errorf("%s: τ%d·vᵀv = %.17g, not 2", name, j, tau*vv)
						}
					}
				}
				qa, _ := lapackQR(z.Data, r, c)
				kappa := equilibratedCondGeneral(z.Data, r, c, norms)
				for j := 0; j < c; j++ {
					bound := 3 * math.Sqrt(float64(c)) * float64(r*c) * eps * kappa * norms[j]
					if !(bound < 1e-2*norms[j]) {
						continue
					}
					for i := 0; i <= j; i++ {
						if d := math.Abs(f.a[i*f.ld+j] - qa.Data[i*c+j]); !m.within("R against LAPACK's", d, bound) {
							t.Errorf("%s: R[%d,%d] = %.17g, LAPACK's %.17g (κ(ZD⁻¹) = %.3g)", name, i, j, f.a[i*f.ld+j], qa.Data[i*c+j], kappa)
						}
					}
				}
			}
		}
	}
	m.log(t, "backward error", "reflectors", "R against LAPACK's")
}

// equilibratedCondGeneral returns κ₂(ZD⁻¹) for the r×c row-major z and its
// column norms, by gonum's SVD; +Inf when a column is zero or the matrix
// is singular to the rounding.
func equilibratedCondGeneral(z []float64, r, c int, norms []float64) float64 {
	s := make([]float64, r*c)
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			if norms[j] == 0 {
				return math.Inf(1)
			}
			s[i*c+j] = z[i*c+j] / norms[j]
		}
	}
	v := valuesOf(s, r, c)
	if v[len(v)-1] == 0 {
		return math.Inf(1)
	}
	return v[0] / v[len(v)-1]
}

// valuesOf returns the singular values of the m×n a by gonum's SVD
// (LAPACK's Dgesvd), descending.
func valuesOf(a []float64, m, n int) []float64 {
	var s mat.SVD
	if !s.Factorize(matOf(a, m, n), mat.SVDNone) {
		panic("gonum's SVD did not converge")
	}
	return s.Values(nil)
}

// TestLstsqDifferential: LSFactor and Lstsq against gonum, on every shape.
// The rank is Rank's rule read from LAPACK's singular values σ (Dgesvd),
// where no σ lies within 4·max(m, n)·ε·σ₁ (the two SVDs' difference, by
// Weyl's theorem) of the threshold RankTol·σ₁.
//
//   - The rank is LAPACK's; the nearly singular family's is min(m, n) − 1
//     and the rank-deficient family's max(1, min(m, n)/2), by
//     construction; a zero Z is an error.
//   - With full column rank, x against LAPACK's QR solution (Dgels) to
//     2·mnε·κ(2 + (κ + 1)‖r‖/(σ₁‖x‖))·‖x‖, the least-squares perturbation
//     bound (Higham, Theorem 20.1) for the backward error mnε of each,
//     where κmnε < 0.01; and no note.
//   - With lower rank r, x against LAPACK's SVD solution truncated to the
//     same rank (mat.SVD.SolveTo) to 8·max(m, n)·ε·(σ₁/σᵣ)(‖x‖ + ‖b‖/σᵣ),
//     the first-order perturbation of V_rΣ_r⁻¹U_rᵀb when the singular
//     values move by max(m, n)·ε·σ₁ and the gap below σᵣ is nearly σᵣ;
//     where that is below ‖x‖.
//   - For every rank, the residual's normal equations, independently of
//     LAPACK: ‖Zᵀ(b − Zx)‖ ≤ 2mnε·σ₁(2‖b‖ + σ₁‖x‖) + σᵣ₊₁‖b‖, the
//     backward error's share and, for a truncated solution, the part of b
//     along the singular vectors left out.
func TestLstsqDifferential(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 18))
	m := newMargins()
	var f LSFactor // reused, as the trainers reuse theirs
	for _, n := range sizes {
		for fi, fam := range families {
			if !picked(fi, n, 3, 1) {
				continue
			}
			for _, sh := range shapesOf(n, fi) {
				r, c := sh[0], sh[1]
				name := fmt.Sprintf("%s, %d×%d", fam.name, r, c)
				m.at = name
				z := &Dense{Rows: r, Cols: c, Data: fam.gen(rng, r, c)}
				b := randomMatrix(rng, r, 1)
				note, err := f.Factorize(z)
				if fam.name == "zero" {
					if err == nil {
						t.Errorf("%s: no error for a zero design matrix", name)
					}
					continue
				}
				if err != nil {
					t.Errorf("%s: %v", name, err)
					continue
				}
				x := make([]float64, c)
				if _, err := f.Solve(b, x); err != nil {
					t.Errorf("%s: %v", name, err)
					continue
				}
				checkLstsq(t, m, name, fam.name, z, b, x, &f, note.String())
			}
		}
	}
	m.log(t, "solution (full rank)", "solution (truncated)", "normal equations")
}

// checkLstsq checks one least-squares solution x of Zx ≈ b (see
// TestLstsqDifferential).
func checkLstsq(t *testing.T, m *margins, name, family string, z *Dense, b, x []float64, f *LSFactor, note string) {
	t.Helper()
	r, c := z.Rows, z.Cols
	k := min(r, c)
	var ms mat.SVD
	if !ms.Factorize(matOf(z.Data, r, c), mat.SVDThin) {
		t.Fatalf("%s: gonum's SVD did not converge", name)
	}
	sv := ms.Values(nil)
	rankL, near := Rank(sv), false
	for _, v := range sv {
		near = near || math.Abs(v-RankTol*sv[0]) <= 4*float64(max(r, c))*eps*sv[0]
	}
	rank := f.rank
	if f.useQR {
		rank = c
	}
	switch {
	case near:
	case rank != rankL:
		t.Errorf("%s: rank %d, LAPACK's σ give %d", name, rank, rankL)
	case family == "nearly singular" && k > 1 && rank != k-1:
		t.Errorf("%s: rank %d, %d by construction", name, rank, k-1)
	case family == "rank-deficient" && rank != max(1, k/2):
		t.Errorf("%s: rank %d, %d by construction", name, rank, max(1, k/2))
	}
	if near || rank != rankL {
		return
	}
	s1, nb := sv[0], Norm(b)
	if rank == c && r >= c {
		if note != "" {
			t.Errorf("%s: full column rank, yet the note %q", name, note)
		}
		kappa := s1 / sv[c-1]
		if kappa*float64(r*c)*eps < 1e-2 {
			var xl mat.Dense
			if err := xl.Solve(matOf(z.Data, r, c), matOf(b, r, 1)); err != nil {
				t.Fatalf("%s: gonum: %v", name, err)
			}
			want := xl.RawMatrix().Data
			res := residual(z, b, want)
			bound := 2 * float64(r*c) * eps * kappa * (2 + (kappa+1)*Norm(res)/(s1*Norm(want))) * Norm(want)
			if d := distance(x, want); !m.within("solution (full rank)", d, bound) {
				t.Errorf("%s: ‖x − x_LAPACK‖ = %.3g > %.3g (κ = %.3g)", name, d, bound, kappa)
			}
		}
	} else {
		var xl mat.Dense
		ms.SolveTo(&xl, matOf(b, r, 1), rank)
		want := xl.RawMatrix().Data
		sr := sv[rank-1]
		bound := 8 * float64(max(r, c)) * eps * (s1 / sr) * (Norm(want) + nb/sr)
		if bound < Norm(want) {
			if d := distance(x, want); !m.within("solution (truncated)", d, bound) {
				t.Errorf("%s: ‖x − x_LAPACK‖ = %.3g > %.3g at rank %d", name, d, bound, rank)
			}
		}
	}
	next := 0.0
	if rank < len(sv) {
		next = sv[rank]
	}
	res := residual(z, b, x)
	ztr := make([]float64, c)
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			ztr[j] += z.Data[i*c+j] * res[i]
		}
	}
	bound := 2*float64(r*c)*eps*s1*(2*nb+s1*Norm(x)) + next*nb
	if g := Norm(ztr); !m.within("normal equations", g, bound) {
		t.Errorf("%s: ‖Zᵀ(b − Zx)‖ = %.3g > %.3g", name, g, bound)
	}
}

// residual returns b − Zx.
func residual(z *Dense, b, x []float64) []float64 {
	res := append([]float64(nil), b...)
	for i := range res {
		res[i] -= Dot(z.Row(i), x)
	}
	return res
}

// distance returns ‖x − y‖.
func distance(x, y []float64) float64 {
	d := 0.0
	for i := range x {
		d += (x[i] - y[i]) * (x[i] - y[i])
	}
	return math.Sqrt(d)
}

// TestSVDDifferential: the SVD (svd.factorize, Hestenes's one-sided
// Jacobi, after QR for m > 2n) against Dgesvd, on every shape.
//
//   - Singular values within 4·max(m, n)·ε·σ₁ of LAPACK's (Weyl's theorem,
//     each backward stable to a modest multiple of max(m, n)·ε·‖A‖₂).
//   - ‖VᵀV − I‖max ≤ 4·max(m, n)·ε (for a wide A, over the vectors of
//     nonzero singular values; the others are zero), and AV = UΣ: |‖Avⱼ‖ − σⱼ| and
//     |(Avᵢ)ᵀ(Avⱼ)|/σ₁ (i ≠ j) within 4·max(m, n)·ε·σ₁, which holds U's
//     columns orthonormal whatever the size of σⱼ.
//   - Each right singular vector of a value with gap gⱼ to the others (0
//     counted for a wide A) within sin θ ≤ 8·max(m, n)·ε·σ₁/gⱼ of LAPACK's
//     (Wedin's sin θ theorem for both errors), where that is below 0.01.
func TestSVDDifferential(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 20))
	m := newMargins()
	var f svd // reused
	for _, n := range sizes {
		for fi, fam := range families {
			if !picked(fi, n, 4, 1) {
				continue
			}
			for _, sh := range shapesOf(n, fi) {
				r, c := sh[0], sh[1]
				name := fmt.Sprintf("%s, %d×%d", fam.name, r, c)
				m.at = name
				a := &Dense{Rows: r, Cols: c, Data: fam.gen(rng, r, c)}
				if !f.factorize(a) {
					t.Errorf("%s: did not converge", name)
					continue
				}
				checkSVDAgainstLAPACK(t, m, name, a, &f)
			}
		}
	}
	m.log(t, "singular values", "V orthogonal", "AV = UΣ", "right vectors")
}

// checkSVDAgainstLAPACK checks one SVD (see TestSVDDifferential).
func checkSVDAgainstLAPACK(t *testing.T, m *margins, name string, a *Dense, f *svd) {
	t.Helper()
	r, c := a.Rows, a.Cols
	k := min(r, c)
	var ms mat.SVD
	if !ms.Factorize(matOf(a.Data, r, c), mat.SVDThin) {
		t.Fatalf("%s: gonum's SVD did not converge", name)
	}
	want := ms.Values(nil)
	var vm mat.Dense
	ms.VTo(&vm)
	l := float64(max(r, c))
	tol := 4 * l * eps * want[0]
	for j := 0; j < k; j++ {
		if d := math.Abs(f.s[j] - want[j]); !m.within("singular values", d, tol) {
			t.Errorf("%s: σ%d = %.17g, LAPACK's %.17g", name, j, f.s[j], want[j])
		}
	}
	if want[0] == 0 {
		for j := 0; j < k; j++ {
			if f.s[j] != 0 {
				t.Errorf("%s: σ%d = %g of a zero matrix", name, j, f.s[j])
			}
		}
		return
	}
	av := make([][]float64, k)
	for j := 0; j < k; j++ {
		v := f.vt[j*c : (j+1)*c]
		if r < c && f.s[j] == 0 {
			// A wide A's right singular vectors come from its rows,
			// and are zero for a zero singular value (solve never
			// reads them).
			if Norm(v) != 0 {
				t.Errorf("%s: v%d of a zero σ is not zero", name, j)
			}
			continue
		}
		for l2 := j; l2 < k; l2++ {
			if r < c && f.s[l2] == 0 {
				continue
			}
			d := Dot(v, f.vt[l2*c:(l2+1)*c])
			if l2 == j {
				d--
			}
			if !m.within("V orthogonal", math.Abs(d), 4*l*eps) {
				t.Errorf("%s: (VᵀV − I)[%d,%d] = %.3g", name, j, l2, d)
			}
		}
		av[j] = make([]float64, r)
		for i := 0; i < r; i++ {
			av[j][i] = Dot(a.Row(i), v)
		}
		if d := math.Abs(Norm(av[j]) - f.s[j]); !m.within("AV = UΣ", d, tol) {
			t.Errorf("%s: ‖Av%d‖ = %.17g, σ = %.17g", name, j, Norm(av[j]), f.s[j])
		}
		for i := 0; i < j; i++ {
			if d := math.Abs(Dot(av[i], av[j])) / want[0]; !m.within("AV = UΣ", d, tol) {
				t.Errorf("%s: (Av%d)ᵀ(Av%d)/σ₁ = %.3g", name, i, j, d)
			}
		}
		gap := math.Inf(1)
		if k < c {
			gap = want[j]
		}
		for i, w := range want {
			if i != j {
				gap = math.Min(gap, math.Abs(w-want[j]))
			}
		}
		if bound := 2 * tol / gap; bound < 1e-2 {
			if s := angle(v, mat.Col(nil, j, &vm)); !m.within("right vectors", s, bound) {
				t.Errorf("%s: v%d at sin θ = %.3g from LAPACK's > %.3g", name, j, s, bound)
			}
		}
	}
}
