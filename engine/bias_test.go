package engine

import (
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"
)

// biasSet lies far from the origin, where a prior on the bias pulls the
// boundary most; its classes overlap.
var biasSet = Dataset{Classes: 2, Points: []Point{
	{4, 5, 0}, {5, 6, 0}, {6, 4, 0}, {5, 5.5, 0}, {4.5, 4, 0}, {6.2, 6.1, 0},
	{6, 6, 1}, {7, 5, 1}, {5.5, 7, 1}, {6.5, 6.5, 1}, {4.8, 5.2, 1}, {7, 7.2, 1},
}}

// shifted returns d moved by (dx, dy).
func shifted(d Dataset, dx, dy float64) Dataset {
	s := Dataset{Classes: d.Classes}
	for _, p := range d.Points {
		s.Points = append(s.Points, Point{p.X + dx, p.Y + dy, p.Class})
	}
	return s
}

// logisticGrad returns the gradient of E(a) = −Σ [t ln y + (1−t) ln(1−y)]
// + ½α Σ_{j ≥ j0} a_j², computed directly (t = 1 for class 1 of the page,
// class 0 of the API), and the Hessian; j0 = 1 leaves the bias out.
func logisticGrad(d Dataset, b Basis, a []float64, alpha float64, j0 int) (g []float64, h *mat.SymDense) {
	m := len(a)
	g = make([]float64, m)
	h = mat.NewSymDense(m, nil)
	for j := j0; j < m; j++ {
		g[j] = alpha * a[j]
		h.SetSym(j, j, alpha)
	}
	for _, p := range d.Points {
		z := append([]float64{1}, b.Map(p.X, p.Y, make([]float64, b.Dim()))...)
		s := 0.0
		for j := range z {
			s += a[j] * z[j]
		}
		y := 1 / (1 + math.Exp(-s))
		t := 0.0
		if p.Class == 0 {
			t = 1
		}
		for i := range z {
			g[i] += (y - t) * z[i]
			for j := i; j < m; j++ {
				h.SetSym(i, j, h.At(i, j)+y*(1-y)*z[i]*z[j])
			}
		}
	}
	return g, h
}

// handNewton minimizes logisticGrad's E by plain Newton steps from a = 0,
// solved by gonum's Cholesky.
func handNewton(t *testing.T, d Dataset, b Basis, alpha float64, j0 int) []float64 {
	a := make([]float64, b.Dim()+1)
	for it := 0; it < 100; it++ {
		g, h := logisticGrad(d, b, a, alpha, j0)
		var ch mat.Cholesky
		if !ch.Factorize(h) {
			t.Fatal("H is not positive definite")
		}
		var delta mat.VecDense
		if err := ch.SolveVecTo(&delta, mat.NewVecDense(len(g), g)); err != nil {
			t.Fatal(err)
		}
		for j := range a {
			a[j] -= delta.AtVec(j)
		}
	}
	return a
}

// TestLogisticBiasExcluded: with the bias left out of the prior
// (scikit-learn's default), the trainer's optimum zeroes the gradient of
// E with ½α‖w‖² (computed directly) and equals a hand-rolled Newton's; with
// the bias included it equals the hand-rolled Newton with ½α‖a‖², and the
// two differ. With the bias free the weights w do not change when the
// data move, and w₀ moves by −wᵀ(shift).
func TestLogisticBiasExcluded(t *testing.T) {
	const alpha = 1.0
	for name, b := range map[string]Basis{"plane": {}, "poly2": {Kind: BasisPoly, Degree: 2}} {
		var got [2][]float64
		for j0, bias := range []string{biasPenalized, biasFree} {
			for _, method := range []string{methodNewton, methodGradient} {
				if method == methodGradient && name != "plane" {
					continue // slow to converge on the unscaled quadratic features
				}
				tr := mustTrainer(t, "logistic", biasSet, b, map[string]any{"alpha": alpha, "bias": bias,
					"method": method, "eta": 0.05, "tol": 1e-10, "maxSteps": 1e6})
				s, _ := run(t, tr, 2_000_000)
				if s.Status != StatusConverged {
					t.Fatalf("%s %s %s: %s (%s)", name, bias, method, s.Status, s.Reason)
				}
				a := s.Field.Rows[0]
				g, _ := logisticGrad(biasSet, b, a, alpha, j0)
				for j, v := range g {
					if math.Abs(v) > 1e-8*float64(len(biasSet.Points)) {
						t.Errorf("%s %s %s: ∂E/∂a_%d = %g at the optimum", name, bias, method, j, v)
					}
				}
				want := handNewton(t, biasSet, b, alpha, j0)
				for j := range a {
					assertNear(t, name+" "+bias+" "+method+" a", a[j], want[j], 1e-6)
				}
				got[j0] = a
			}
		}
		if math.Abs(got[0][0]-got[1][0]) < 0.1 {
			t.Errorf("%s: the bias prior changed w₀ by only %g", name, got[1][0]-got[0][0])
		}
	}
	// Moving the data by (−5, −5) moves only w₀ when it is free.
	a := func(d Dataset) []float64 {
		s, _ := run(t, mustTrainer(t, "logistic", d, Basis{}, map[string]any{"alpha": alpha, "bias": biasFree,
			"method": methodNewton, "tol": 1e-12}), 1000)
		return s.Field.Rows[0]
	}
	a0, a1 := a(biasSet), a(shifted(biasSet, -5, -5))
	assertNear(t, "w₁ after a shift", a1[1], a0[1], 1e-8)
	assertNear(t, "w₂ after a shift", a1[2], a0[2], 1e-8)
	assertNear(t, "w₀ after a shift", a1[0], a0[0]+5*(a0[1]+a0[2]), 1e-8)
}

// TestSoftmaxBiasExcluded: with two classes and the biases free,
// ½λ(‖w₁‖² + ‖w₂‖²) at the optimum w₂ = −w₁ is ½(λ/2)‖w₁ − w₂‖², so the
// difference of the rows is logistic regression's a with α = λ/2 and a
// free bias (the hand-rolled Newton of TestLogisticBiasExcluded). With
// three classes the gradient of E with ½λΣ‖w_k‖², computed directly, is 0
// at the optimum, and the biases sum to 0.
func TestSoftmaxBiasExcluded(t *testing.T) {
	const lambda = 2.0
	for _, method := range []string{methodNewton, methodGradient} {
		s, _ := run(t, mustTrainer(t, "softmax", biasSet, Basis{}, map[string]any{"lambda": lambda, "bias": biasFree,
			"method": method, "eta": 0.05, "tol": 1e-10, "maxSteps": 1e6}), 2_000_000)
		if s.Status != StatusConverged {
			t.Fatalf("%s: %s (%s)", method, s.Status, s.Reason)
		}
		want := handNewton(t, biasSet, Basis{}, lambda/2, 1)
		r := s.Field.Rows
		for j := range want {
			assertNear(t, method+" w̃₁ − w̃₂", r[0][j]-r[1][j], want[j], 1e-6)
		}
		assertNear(t, method+" Σ w_k0", r[0][0]+r[1][0], 0, 1e-9)
	}
	d := Dataset{Classes: 3, Points: append(append([]Point(nil), biasSet.Points...),
		Point{8, 4, 2}, Point{7.5, 3, 2}, Point{6, 3.5, 2}, Point{5, 5, 2})}
	s, _ := run(t, mustTrainer(t, "softmax", d, Basis{}, map[string]any{"lambda": lambda, "bias": biasFree, "tol": 1e-12}), 1000)
	if s.Status != StatusConverged || len(s.Notes) > 0 {
		t.Fatalf("%s (%s), notes %q", s.Status, s.Reason, s.Notes)
	}
	w := s.Field.Rows
	var g [3][3]float64
	for k := range w {
		for j := 1; j < 3; j++ {
			g[k][j] = lambda * w[k][j]
		}
	}
	for _, p := range d.Points {
		z := [3]float64{1, p.X, p.Y}
		var e [3]float64
		sum := 0.0
		for k := range w {
			e[k] = math.Exp(w[k][0] + w[k][1]*z[1] + w[k][2]*z[2])
			sum += e[k]
		}
		for k := range w {
			tk := 0.0
			if p.Class == k {
				tk = 1
			}
			for j := range z {
				g[k][j] += (e[k]/sum - tk) * z[j]
			}
		}
	}
	for k := range g {
		for j, v := range g[k] {
			if math.Abs(v) > 1e-9 {
				t.Errorf("∂E/∂w_%d%d = %g at the optimum", k+1, j, v)
			}
		}
	}
	assertNear(t, "Σ w_k0", w[0][0]+w[1][0]+w[2][0], 0, 1e-9)
}
