package engine_test

import (
	"math"
	"testing"

	"hyperplane/engine"

	"hyperplane/engine/scene"

	"gonum.org/v1/gonum/floats/scalar"
)

// TestScoreCountsTest: the test accuracy is an independent count of the
// model's predictions on the test points, and the held-out loss on the
// training points is the trainer's own Loss (the same criterion).
func TestScoreCountsTest(t *testing.T) {
	s2 := mustPreset("overlap", map[string]any{"seed": 5, "n": 40})
	p := scene.Split{Fraction: 0.3, Seed: 7}.Divide(s2.Dataset())
	s3 := mustPreset("three-classes", map[string]any{"seed": 1})
	p3 := scene.Split{Fraction: 0.3, Seed: 7}.Divide(s3.Dataset())
	for _, c := range []struct {
		id     string
		part   scene.Partition
		params map[string]any
		steps  int
	}{
		{"perceptron", p, map[string]any{"margin": 0.5}, 37},
		{"perceptron-batch", p, nil, 12},
		{"perceptron-fausett", p, nil, 20},
		{"least-squares", p3, nil, 100},
		{"logistic", p, map[string]any{"alpha": 0.1}, 100},
		{"softmax", p3, nil, 25},
		// The bias left out of the prior (scikit-learn's default).
		{"logistic", p, map[string]any{"alpha": 0.1, "bias": "free"}, 100},
		{"softmax", p3, map[string]any{"bias": "free"}, 25},
		{"relaxation-batch", p, nil, 30},
		{"relaxation-single", p, map[string]any{"xi": 0.5}, 30},
		{"lms", p, nil, 40},
		{"logistic-bayes", p, nil, 30},
		{"mse", p, map[string]any{"bvec": "fisher"}, 3},
	} {
		tr := mustTrainer(t, c.id, c.part.Train, engine.Basis{}, c.params)
		var s engine.Snapshot
		for i := 0; i < c.steps && !s.Status.Stopped(); i++ {
			var err error
			if s, err = tr.Step(); err != nil {
				t.Fatal(err)
			}
		}
		m := tr.Model()
		wrong := 0
		for _, q := range c.part.Test.Points {
			if m.Predict(q.X, q.Y) != q.Class {
				wrong++
			}
		}
		f := s.Field
		sc := engine.Score(tr, &f, c.part.Test)
		if sc.N != len(c.part.Test.Points) || sc.Mistakes != wrong {
			t.Errorf("%s: %d of %d test mistakes, counted %d", c.id, sc.Mistakes, sc.N, wrong)
		}
		if want := float64(sc.N-wrong) / float64(sc.N); sc.Accuracy() != want {
			t.Errorf("%s: test accuracy %g, want %g", c.id, sc.Accuracy(), want)
		}
		h, ok := tr.(engine.HeldOut)
		if !ok {
			t.Fatalf("%s: no held-out loss", c.id)
		}
		l, ok := h.HeldOutLoss(&f, c.part.Train)
		if !ok || !scalar.EqualWithinAbsOrRel(l, s.Loss, 1e-9, 1e-9) {
			t.Errorf("%s: held-out loss on the training points %g (ok %v), the trainer's loss %g", c.id, l, ok, s.Loss)
		}
		if math.IsNaN(sc.Loss) {
			t.Errorf("%s: no test loss", c.id)
		}
	}
	// Fisher's J is not a sum over points: no test loss.
	tr := mustTrainer(t, "fisher", p.Train, engine.Basis{}, nil)
	s, _ := run(t, tr, 10)
	if sc := engine.Score(tr, &s.Field, p.Test); !math.IsNaN(sc.Loss) {
		t.Errorf("fisher: test loss %g, want NaN", sc.Loss)
	}
}

// TestGaussianHeldOut: the generative models' held-out loss is their
// criterion −ln p(D|θ) on other points. On the training points it is the
// trainer's own Loss; on the test points, in the plane, it equals
// −Σ ln(π_c N(x | μ_c, Σ_c)) written out here for 2×2 covariances from the
// snapshot's Gaussians (N(x|μ,Σ) = exp(−½dᵀΣ⁻¹d)/(2π√|Σ|)).
func TestGaussianHeldOut(t *testing.T) {
	s3 := mustPreset("three-classes", map[string]any{"seed": 1})
	p := scene.Split{Fraction: 0.3, Seed: 7}.Divide(s3.Dataset())
	for _, id := range []string{"gauss-shared", "gauss-separate", "naive-bayes"} {
		for _, b := range []engine.Basis{{}, {Kind: engine.BasisPoly, Degree: 2}} {
			tr := mustTrainer(t, id, p.Train, b, nil)
			s, _ := run(t, tr, 3)
			h, ok := tr.(engine.HeldOut)
			if !ok {
				t.Fatalf("%s: no held-out loss", id)
			}
			l, ok := h.HeldOutLoss(&s.Field, p.Train)
			if !ok || !scalar.EqualWithinAbsOrRel(l, s.Loss, 1e-9, 1e-9) {
				t.Errorf("%s %v: held-out loss on the training points %v, the trainer's %v", id, b.Kind, l, s.Loss)
			}
			if !b.IsLinear() {
				continue
			}
			lt, ok := h.HeldOutLoss(&s.Field, p.Test)
			want := 0.0
			for _, q := range p.Test.Points {
				g := s.Gaussians[q.Class]
				c := g.Cov
				det := c[0][0]*c[1][1] - c[0][1]*c[1][0]
				dx, dy := q.X-g.Mean.X, q.Y-g.Mean.Y
				m := (c[1][1]*dx*dx - (c[0][1]+c[1][0])*dx*dy + c[0][0]*dy*dy) / det
				want -= math.Log(g.Prior) - 0.5*m - math.Log(2*math.Pi*math.Sqrt(det))
			}
			if !ok || !scalar.EqualWithinAbsOrRel(lt, want, 1e-9, 1e-9) {
				t.Errorf("%s: held-out loss on the test points %v, written out %v", id, lt, want)
			}
		}
	}
}

// TestHeldOutAtStoredField: a trainer states its criterion at any field of
// its own, not only the current one, so that a stored snapshot keeps its
// test loss. Each expected number is the criterion of the notes written
// out here from the stored field's weights a and z = (1, x, y):
// the perceptron's Σ_{y aᵀz ≤ b} (b − y aᵀz) with b = 0.5, and logistic
// regression's ½α‖w‖² + Σ ln(1 + e^(−y aᵀz)) with α = 0.2 and the bias
// left out of the prior.
func TestHeldOutAtStoredField(t *testing.T) {
	sc := mustPreset("overlap", map[string]any{"seed": 3, "n": 30})
	p := scene.Split{Fraction: 0.3, Seed: 4}.Divide(sc.Dataset())
	for _, c := range []struct {
		id     string
		params map[string]any
		want   func(m float64) float64 // the term of a point of margin m
		prior  func(a []float64) float64
	}{
		{"perceptron", map[string]any{"margin": 0.5}, func(m float64) float64 {
			if m <= 0.5 {
				return 0.5 - m
			}
			return 0
		}, func([]float64) float64 { return 0 }},
		{"logistic", map[string]any{"alpha": 0.2, "bias": "free"}, func(m float64) float64 {
			return math.Log1p(math.Exp(-m))
		}, func(a []float64) float64 { return 0.1 * (a[1]*a[1] + a[2]*a[2]) }},
	} {
		tr := mustTrainer(t, c.id, p.Train, engine.Basis{}, c.params)
		var stored engine.Snapshot
		for i := 0; i < 30; i++ {
			s, err := tr.Step()
			if err != nil {
				t.Fatal(err)
			}
			if i == 2 {
				stored = s
			}
		}
		a := stored.Field.Rows[0]
		if cur := tr.Snapshot().Field.Rows[0]; a[0] == cur[0] && a[1] == cur[1] && a[2] == cur[2] {
			t.Fatalf("%s: the weights did not change after step 3: the test compares nothing", c.id)
		}
		want := c.prior(a)
		for _, q := range p.Test.Points {
			y := 1.0
			if q.Class == 1 {
				y = -1
			}
			want += c.want(y * (a[0] + a[1]*q.X + a[2]*q.Y))
		}
		got := engine.Score(tr, &stored.Field, p.Test)
		if !scalar.EqualWithinAbsOrRel(got.Loss, want, 1e-12, 1e-12) {
			t.Errorf("%s: test loss at the stored field %v, written out %v", c.id, got.Loss, want)
		}
	}
}
