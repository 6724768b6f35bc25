package engine

import (
	"math"
	"math/rand/v2"
	"testing"
)

// moons returns two interleaved half circles with Gaussian noise (the
// shape of scikit-learn's make_moons: class 0 on (cos t, sin t), class 1 on
// (1 − cos t, ½ − sin t), t ∈ [0, π]).
func moons(n int, noise float64, seed uint64) Dataset {
	r := rand.New(rand.NewPCG(seed, 1))
	d := Dataset{Classes: 2}
	for i := 0; i < n; i++ {
		t := math.Pi * r.Float64()
		p := Point{math.Cos(t), math.Sin(t), 0}
		if i%2 == 1 {
			p = Point{1 - math.Cos(t), 0.5 - math.Sin(t), 1}
		}
		p.X += noise * r.NormFloat64()
		p.Y += noise * r.NormFloat64()
		d.Points = append(d.Points, p)
	}
	return d
}

// TestKernelSVMKKT: at convergence with tolerance tol, every point meets
// the KKT conditions of the soft margin (Bishop eq. 7.33–7.37, in the
// form of the svm help): α = 0 ⇒ y f ≥ 1 − tol, 0 < α < C ⇒ |y f − 1| ≤ tol,
// α = C ⇒ y f ≤ 1 + tol, with f the field's own values; Σ αy = 0.
func TestKernelSVMKKT(t *testing.T) {
	const tol = 1e-3
	d := moons(200, 0.25, 7)
	for _, p := range []map[string]any{
		{"kernel": "rbf", "gamma": 1.0, "C": 1.0, "tol": tol, "pairs": 50.0},
		{"kernel": "rbf", "gamma": 20.0, "C": 100.0, "tol": tol, "pairs": 50.0},
		{"kernel": "poly", "gamma": 1.0, "degree": 3.0, "coef0": 1.0, "C": 1.0, "tol": tol, "pairs": 50.0},
	} {
		s, _ := run(t, mustTrainer(t, "svm", d, Basis{}, p), 100000)
		if s.Status != StatusConverged {
			t.Fatalf("%v: status %s (%s)", p, s.Status, s.Reason)
		}
		c := p["C"].(float64)
		ev := NewEvaluator(&s.Field)
		sum, bounded, free := 0.0, 0, 0
		for i, pt := range d.Points {
			y := 1 - 2*float64(pt.Class)
			yf := y * ev.Rows(pt.X, pt.Y)[0]
			a := s.Alpha[i]
			sum += a * y
			switch {
			case a == 0 && yf < 1-tol:
				t.Errorf("%v: point %d: α = 0 and y f = %g < 1 − tol", p, i, yf)
			case a == c && yf > 1+tol:
				bounded++
				t.Errorf("%v: point %d: α = C and y f = %g > 1 + tol", p, i, yf)
			case a == c:
				bounded++
			case a > 0 && a < c:
				free++
				if math.Abs(yf-1) > tol {
					t.Errorf("%v: point %d: 0 < α < C and y f = %g ≠ 1 within tol", p, i, yf)
				}
			}
		}
		assertNear(t, "Σαy", sum, 0, 1e-9)
		if sv, _ := s.Value("sv"); int(sv) != len(s.Field.Expansion.Points) || free == 0 {
			t.Errorf("%v: %g support vectors, %d in the field, %d free", p, sv, len(s.Field.Expansion.Points), free)
		}
		t.Logf("%v: %d steps, %d free and %d bounded support vectors, %d mistakes", p, s.Step, free, bounded, s.Mistakes)
	}
}

// TestKernelPerceptronXOR: the kernel perceptron separates XOR, which no
// line does (Minsky and Papert), with the Gaussian and the polynomial
// kernel of degree 2 (whose feature space holds xy, the XOR monomial):
// its mistakes reach 0 and it stops for that reason.
func TestKernelPerceptronXOR(t *testing.T) {
	for _, p := range []map[string]any{
		{"kernel": "rbf", "gamma": 1.0},
		{"kernel": "poly", "gamma": 1.0, "degree": 2.0, "coef0": 1.0},
	} {
		s, _ := run(t, mustTrainer(t, "perceptron-dual", xorGate, Basis{}, p), 1000)
		if s.Status != StatusConverged || s.Mistakes != 0 || Mistakes(&s.Field, xorGate) != 0 {
			t.Fatalf("%v: status %s (%s), %d mistakes", p, s.Status, s.Reason, s.Mistakes)
		}
		// Every update added η = 1 at one point, so Σα is the number of
		// updates; the field is Σ αⱼyⱼ(1 + K(xⱼ, x)).
		sum := 0.0
		for _, a := range s.Alpha {
			sum += a
		}
		assertNear(t, "Σα", sum, float64(s.Updates), 0)
		ev := NewEvaluator(&s.Field)
		for _, pt := range xorGate.Points {
			f := 0.0
			for j, q := range xorGate.Points {
				yq := 1 - 2*float64(q.Class)
				dx, dy := pt.X-q.X, pt.Y-q.Y
				k := math.Exp(-(dx*dx + dy*dy))
				if p["kernel"] == "poly" {
					k = (pt.X*q.X + pt.Y*q.Y + 1) * (pt.X*q.X + pt.Y*q.Y + 1)
				}
				f += s.Alpha[j] * yq * (1 + k)
			}
			assertNear(t, "f", ev.Rows(pt.X, pt.Y)[0], f, 1e-12)
		}
	}
	// The linear dual perceptron never gets there.
	s, _ := run(t, mustTrainer(t, "perceptron-dual", xorGate, Basis{}, map[string]any{"maxEpochs": 50.0}), 1000)
	if s.Mistakes == 0 || s.Status == StatusConverged {
		t.Errorf("linear dual perceptron on XOR: %d mistakes, %s", s.Mistakes, s.Status)
	}
}

// TestKernelSVMMulticlass: with three classes, one-versus-rest and
// one-versus-one put each sub-problem's expansion in its own row: the
// combined field's row r equals, at any x, the field of a two-class SVM
// trained alone on sub-problem r.
func TestKernelSVMMulticlass(t *testing.T) {
	d := moons(60, 0.2, 3)
	for i := range d.Points {
		if i%3 == 2 {
			d.Points[i].X += 2
			d.Points[i].Class = 2
		}
	}
	d.Classes = 3
	p := map[string]any{"kernel": "rbf", "gamma": 2.0, "C": 1.0, "tol": 1e-8}
	for _, strategy := range []string{StrategyOvR, StrategyOvO} {
		q := map[string]any{"strategy": strategy}
		for k, v := range p {
			q[k] = v
		}
		s, _ := run(t, mustTrainer(t, "svm", d, Basis{}, q), 100000)
		if s.Status != StatusConverged || s.Field.Expansion == nil || len(s.Field.Expansion.Coef) != 3 {
			t.Fatalf("%s: status %s, expansion %v", strategy, s.Status, s.Field.Expansion)
		}
		ev := NewEvaluator(&s.Field)
		pairs := [][2]int{{0, -1}, {1, -1}, {2, -1}}
		if strategy == StrategyOvO {
			pairs = [][2]int{{0, 1}, {0, 2}, {1, 2}}
		}
		for r, pr := range pairs {
			sub := Dataset{Classes: 2}
			for _, pt := range d.Points {
				switch {
				case pt.Class == pr[0]:
					sub.Points = append(sub.Points, Point{pt.X, pt.Y, 0})
				case pr[1] < 0 || pt.Class == pr[1]:
					sub.Points = append(sub.Points, Point{pt.X, pt.Y, 1})
				}
			}
			alone, _ := run(t, mustTrainer(t, "svm", sub, Basis{}, p), 100000)
			ea := NewEvaluator(&alone.Field)
			for _, x := range [][2]float64{{0, 0}, {1.5, -0.3}, {2.5, 0.5}} {
				assertNear(t, strategy+" row", ev.Rows(x[0], x[1])[r], ea.Rows(x[0], x[1])[0], 1e-9)
			}
		}
		if m := Mistakes(&s.Field, d); m != s.Mistakes {
			t.Errorf("%s: %d mistakes reported, the field makes %d", strategy, s.Mistakes, m)
		}
	}
}

// TestKernelSVMSetData: editing the points keeps the multipliers of the
// points that remain, and training reaches the optimum of the new set:
// the same W(α) as a machine started afresh on it.
func TestKernelSVMSetData(t *testing.T) {
	d := moons(80, 0.25, 5)
	p := map[string]any{"kernel": "rbf", "gamma": 1.0, "C": 1.0, "tol": 1e-8}
	tr := mustTrainer(t, "svm", d, Basis{}, p)
	run(t, tr, 100000)
	e := d.Clone()
	e.Points = append(e.Points[:10], e.Points[12:]...)
	e.Points = append(e.Points, Point{0.5, 0.25, 0})
	if err := tr.SetData(e); err != nil {
		t.Fatal(err)
	}
	warm, steps := run(t, tr, 100000)
	fresh, freshSteps := run(t, mustTrainer(t, "svm", e, Basis{}, p), 100000)
	wa, _ := warm.Value("dual")
	wb, _ := fresh.Value("dual")
	assertNear(t, "W(α)", wa, wb, 1e-7)
	t.Logf("warm start: %d steps, from zero: %d", steps, freshSteps)
}

// TestKernelFieldGradient: the gradient of an expansion (the chain rule
// through each kernel) matches central differences of the Evaluator.
func TestKernelFieldGradient(t *testing.T) {
	for _, k := range []Kernel{{Kind: KernelRBF, Gamma: 1.5}, {Kind: KernelPoly, Gamma: 0.7, Degree: 3, Coef0: 1}} {
		for _, b := range []Basis{{}, {Kind: BasisPoly, Degree: 2}} {
			f := Field{Basis: b, Rows: [][]float64{make([]float64, b.Dim()+1)}, Combine: CombineSign, Labels: identity(2),
				Expansion: &Expansion{Kernel: k, Points: []Vec2{{X: 0, Y: 0}, {X: 1, Y: 0.5}, {X: -0.3, Y: 0.8}}, Coef: [][]float64{{1, -2, 0.5}}}}
			if err := f.Validate(); err != nil {
				t.Fatal(err)
			}
			ev := NewEvaluator(&f)
			x, y, h := 0.4, -0.2, 1e-6
			at := func(x, y float64) float64 { return ev.Rows(x, y)[0] } // Rows reuses its slice
			xp, xm, yp, ym := at(x+h, y), at(x-h, y), at(x, y+h), at(x, y-h)
			gx, gy := (xp-xm)/(2*h), (yp-ym)/(2*h)
			g := FieldGradient(&f, 0, x, y)
			assertNear(t, "∂f/∂x", g.X, gx, 1e-6)
			assertNear(t, "∂f/∂y", g.Y, gy, 1e-6)
		}
	}
}

// TestKernelTakesThePlaceOfTheBasis: a kernel machine applies its kernel to
// the points themselves: with the quadratic basis chosen it reaches the
// same multipliers as with the linear one, its field is in the plane, and
// a note says the basis is not used.
func TestKernelTakesThePlaceOfTheBasis(t *testing.T) {
	d := moons(40, 0.2, 9)
	for _, id := range []string{"svm", "perceptron-dual"} {
		p := map[string]any{"kernel": "rbf", "gamma": 2.0}
		a, _ := run(t, mustTrainer(t, id, d, Basis{}, p), 100000)
		b, _ := run(t, mustTrainer(t, id, d, Basis{Kind: BasisPoly, Degree: 2}, p), 100000)
		for i := range a.Alpha {
			assertNear(t, id+" α", b.Alpha[i], a.Alpha[i], 0)
		}
		if !b.Field.Basis.IsLinear() || !hasNote(t, b, "not used") || hasNote(t, a, "not used") {
			t.Errorf("%s: field basis %v, notes %q and %q", id, b.Field.Basis, a.Notes, b.Notes)
		}
	}
}

// TestKernelSVMWarmStart: a machine made after C or γ changed, started
// from the old one's multipliers, reaches the optimum of its own settings
// (the W(α) of a machine started from 0, within the tolerance).
func TestKernelSVMWarmStart(t *testing.T) {
	d := moons(150, 0.25, 11)
	base := map[string]any{"kernel": "rbf", "gamma": 1.0, "C": 10.0, "tol": 1e-6, "pairs": 20.0}
	old := mustTrainer(t, "svm", d, Basis{}, base)
	run(t, old, 100000)
	for _, change := range []map[string]any{{"C": 0.5}, {"C": 100.0}, {"gamma": 3.0}, {"kernel": "linear", "C": 1.0}} {
		p := map[string]any{}
		for k, v := range base {
			p[k] = v
		}
		for k, v := range change {
			p[k] = v
		}
		warm := mustTrainer(t, "svm", d, Basis{}, p)
		if !WarmStart(warm, old) {
			t.Fatalf("%v: no warm start", change)
		}
		ws, wsteps := run(t, warm, 100000)
		fs, fsteps := run(t, mustTrainer(t, "svm", d, Basis{}, p), 100000)
		wa, _ := ws.Value("dual")
		wb, _ := fs.Value("dual")
		assertNear(t, "W(α)", wa, wb, 1e-5)
		t.Logf("%v: warm %d steps, from 0 %d", change, wsteps, fsteps)
	}
	other := mustTrainer(t, "svm", moons(150, 0.25, 12), Basis{}, base)
	if WarmStart(other, old) {
		t.Error("warm start across different points")
	}
}
