package engine

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"hyperplane/engine/internal/linalg"
)

func newSoftmaxFor(t *testing.T, d Dataset, b Basis, p map[string]any) *softmaxReg {
	t.Helper()
	tr, err := newSoftmax(d, b, typedFor[softmaxSettings](t, "softmax", p))
	if err != nil {
		t.Fatal(err)
	}
	return tr.(*softmaxReg)
}

// TestSoftmaxGradient compares ∇E and the KM×KM Hessian with central
// finite differences of E and of ∇E at seeded random weights; the error of
// a central difference is O(h²) ≈ 1e-8 here.
func TestSoftmaxGradient(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, lambda := range []float64{0, 0.3} {
		s := newSoftmaxFor(t, threeBlobs, Basis{}, map[string]any{"lambda": lambda, "method": "newton"})
		if s.zz == nil {
			t.Fatal("no cached products for a small set")
		}
		km := len(s.w)
		w := make([]float64, km)
		for j := range w {
			w[j] = r.NormFloat64() * 0.5
		}
		grad, hess := make([]float64, km), make([]float64, km*km)
		s.eval(w, grad, hess)
		// The Hessian without the cached products z_i z_j (the path for
		// large sets) is the same up to rounding.
		zz := s.zz
		s.zz = nil
		hess2 := make([]float64, km*km)
		s.eval(w, make([]float64, km), hess2)
		s.zz = zz
		for i := range hess {
			assertNear(t, "H without cached products", hess2[i], hess[i], 1e-12)
		}
		gp, gm := make([]float64, km), make([]float64, km)
		const h = 1e-4
		for j := range w {
			saved := w[j]
			w[j] = saved + h
			ep := s.eval(w, gp, nil)
			w[j] = saved - h
			em := s.eval(w, gm, nil)
			w[j] = saved
			assertNear(t, "∂E/∂w", grad[j], (ep-em)/(2*h), 1e-7)
			for i := 0; i < km; i++ {
				assertNear(t, "∂²E/∂w∂w", hess[i*km+j], (gp[i]-gm[i])/(2*h), 1e-7)
			}
		}
	}
}

// TestSoftmaxMatchesLogistic: with K = 2, softmax regression with weight
// decay λ is logistic regression with α = λ/2. At the softmax optimum
//
//	Σ_n (y_n1 − t_n1) z_n + λw₁ = 0 and Σ_n (y_n2 − t_n2) z_n + λw₂ = 0;
//
// since y_n1 + y_n2 = t_n1 + t_n2 = 1 the two sums are opposite, so
// λ(w₁ + w₂) = 0, w₂ = −w₁. With a = w₁ − w₂ = 2w₁, y_n1 = σ(aᵀz_n) and
// the first equation reads Σ_n (σ(aᵀz_n) − t_n) z_n + (λ/2) a = 0, the
// stationarity condition of logistic regression with α = λ/2 (notes 003,
// "Softmax for Two Classes": y₁ = σ(z₁ − z₀)).
func TestSoftmaxMatchesLogistic(t *testing.T) {
	lambda := 0.2
	sm, steps := run(t, mustTrainer(t, "softmax", mixed, Basis{}, map[string]any{"lambda": lambda, "tol": 1e-12}), 1000)
	if sm.Status != StatusConverged || steps > 30 {
		t.Fatalf("softmax: %s after %d steps (%s)", sm.Status, steps, sm.Reason)
	}
	lg, _ := run(t, mustTrainer(t, "logistic", mixed, Basis{}, map[string]any{"alpha": lambda / 2, "method": "newton", "tol": 1e-12}), 1000)
	if lg.Status != StatusConverged {
		t.Fatalf("logistic: %s (%s)", lg.Status, lg.Reason)
	}
	for j := 0; j < 3; j++ {
		w1, w2 := sm.Field.Rows[0][j], sm.Field.Rows[1][j]
		assertNear(t, "w₁ − w₂ = a", w1-w2, lg.Field.Rows[0][j], 1e-9)
		assertNear(t, "w₁ + w₂ = 0", w1+w2, 0, 1e-9)
	}
	// The same fit by gradient steps. A step of η on (w₁, w₂) moves
	// a = w₁ − w₂ by 2η times logistic regression's step, so η = 0.5 here
	// behaves like η = 1 there.
	gd, _ := run(t, mustTrainer(t, "softmax", mixed, Basis{},
		map[string]any{"lambda": lambda, "method": "gradient", "eta": 0.5, "tol": 1e-11, "maxSteps": 1e6}), 2_000_000)
	if gd.Status != StatusConverged {
		t.Fatalf("softmax by gradient: %s (%s)", gd.Status, gd.Reason)
	}
	for k := 0; k < 2; k++ {
		for j := 0; j < 3; j++ {
			assertNear(t, "gradient = Newton", gd.Field.Rows[k][j], sm.Field.Rows[k][j], 1e-7)
		}
	}
	// The posteriors agree too.
	a := mustTrainer(t, "softmax", mixed, Basis{}, map[string]any{"lambda": lambda, "tol": 1e-12})
	run(t, a, 1000)
	p := a.Model().Scores(1.7, 0.4, make([]float64, 2))
	row := lg.Field.Rows[0]
	assertNear(t, "p(C₁|x)", p[0], Sigmoid(row[0]+row[1]*1.7+row[2]*0.4), 1e-9)
}

// TestSoftmaxNoOptimum: threeBlobs is separable, so with λ = 0 the
// weights grow without bound and both methods say so; Newton's Hessian is
// singular there (the softmax is over-parameterised) and the page is told
// about the ridge. With λ > 0 the optimum is finite.
func TestSoftmaxNoOptimum(t *testing.T) {
	for _, method := range []string{"gradient", "newton"} {
		s, _ := run(t, mustTrainer(t, "softmax", threeBlobs, Basis{}, map[string]any{"lambda": 0.0, "method": method}), 100000)
		if s.Status != StatusNoOptimum {
			t.Errorf("%s: status %s (%s)", method, s.Status, s.Reason)
		}
		for _, r := range s.Field.Rows {
			if !linalg.Finite(r) {
				t.Errorf("%s: row %v", method, r)
			}
		}
		if method == "newton" && !strings.Contains(strings.Join(enAll(t, s.Notes), " "), "over-parameterised") {
			t.Errorf("newton: notes %v", s.Notes)
		}
	}
	s, _ := run(t, mustTrainer(t, "softmax", threeBlobs, Basis{}, map[string]any{"lambda": 0.01}), 1000)
	if s.Status != StatusConverged || s.Mistakes != 0 || len(s.Notes) != 0 {
		t.Errorf("λ = 0.01: %s (%s), %d mistakes, notes %v", s.Status, s.Reason, s.Mistakes, s.Notes)
	}
	// The rows sum to zero at the optimum (see TestSoftmaxMatchesLogistic:
	// Σ_k ∇_k E = λ Σ_k w_k).
	for j := 0; j < 3; j++ {
		sum := 0.0
		for _, r := range s.Field.Rows {
			sum += r[j]
		}
		assertNear(t, "Σ_k w_k", sum, 0, 1e-6)
	}
}

// TestSoftmaxDegenerate: one point in a class, collinear points and
// duplicates give finite models; with λ = 0 Newton's singular Hessian is
// regularized and noted.
func TestSoftmaxDegenerate(t *testing.T) {
	sets := map[string]Dataset{
		"one point":  {Classes: 3, Points: []Point{{0, 0, 0}, {1, 0.5, 0}, {3, 3, 1}, {4, 3, 1}, {-2, 4, 2}}},
		"collinear":  {Classes: 3, Points: []Point{{0, 0, 0}, {1, 1, 1}, {2, 2, 2}, {3, 3, 0}, {4, 4, 1}, {5, 5, 2}}},
		"duplicates": {Classes: 3, Points: []Point{{1, 1, 0}, {1, 1, 1}, {1, 1, 2}, {2, 2, 0}, {2, 2, 1}}},
	}
	for name, d := range sets {
		for _, lambda := range []float64{0, 0.1} {
			for _, method := range []string{"gradient", "newton"} {
				s, _ := run(t, mustTrainer(t, "softmax", d, Basis{}, map[string]any{"lambda": lambda, "method": method, "maxSteps": 5000.0}), 1_000_000)
				where := name + " " + method
				if !s.Status.Stopped() || !linalg.Finite([]float64{s.Loss}) {
					t.Errorf("%s λ = %g: %s, loss %v", where, lambda, s.Status, s.Loss)
				}
				for _, r := range s.Field.Rows {
					if !linalg.Finite(r) {
						t.Errorf("%s λ = %g: row %v", where, lambda, r)
					}
				}
				if method == "newton" && lambda == 0 && len(s.Notes) == 0 {
					t.Errorf("%s: no note about the singular Hessian", where)
				}
			}
		}
	}
}

// TestSoftmaxSmoke runs softmax regression on threeBlobs in the plane and
// with quadratic and Gaussian bases to a stopped status with finite rows.
func TestSoftmaxSmoke(t *testing.T) {
	spec, ok := Lookup("softmax")
	if !ok || spec.Binary || spec.Family != FamilyDiscriminative {
		t.Fatalf("spec %+v", spec.ID)
	}
	for _, b := range []Basis{{}, {Kind: BasisPoly, Degree: 2}, {Kind: BasisRBF, Centres: []Vec2{{X: 0, Y: 0}, {X: 4, Y: 0}, {X: 2, Y: 4}}, Width: 1.5}} {
		for _, method := range []string{"gradient", "newton"} {
			s, steps := run(t, mustTrainer(t, "softmax", threeBlobs, b, map[string]any{"method": method}), 1_000_000)
			if s.Status != StatusConverged {
				t.Errorf("%s %+v: %s after %d steps (%s)", method, b, s.Status, steps, s.Reason)
			}
			if err := s.Field.Validate(); err != nil || len(s.Field.Rows) != 3 || s.Mistakes != 0 {
				t.Errorf("%s %+v: field %v, %d mistakes", method, b, err, s.Mistakes)
			}
			for _, r := range s.Field.Rows {
				if !linalg.Finite(r) {
					t.Errorf("%s: row %v", method, r)
				}
			}
			if m := Mistakes(&s.Field, threeBlobs); m != s.Mistakes || math.IsNaN(s.Loss) {
				t.Errorf("%s: %d mistakes reported, %d by the field", method, s.Mistakes, m)
			}
		}
	}
}
