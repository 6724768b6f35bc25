package engine

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"gonum.org/v1/gonum/floats/scalar"
)

// countTrue returns the number of true entries of m.
func countTrue(m []bool) int {
	n := 0
	for _, b := range m {
		if b {
			n++
		}
	}
	return n
}

// TestSplitMask: the test set has round(f·n) points; the same seed and
// fraction give the same set; a larger fraction keeps every test point of
// a smaller one; another seed gives another set.
func TestSplitMask(t *testing.T) {
	// n and f chosen so that f·n is whole (60·0.25 = 15), rounds down
	// (7·0.3 = 2.1 → 2), rounds up (7·0.5 = 3.5 → 4, math.Round), and
	// is 0 (3·0.1 = 0.3 → 0).
	for _, c := range []struct {
		n    int
		f    float64
		want int
	}{{60, 0.25, 15}, {7, 0.3, 2}, {7, 0.5, 4}, {3, 0.1, 0}, {100, 0.9, 90}, {100, 0, 0}} {
		m := Split{Fraction: c.f, Seed: 9}.TestMask(c.n)
		if got := countTrue(m); got != c.want {
			t.Errorf("n=%d f=%g: %d test points, want %d", c.n, c.f, got, c.want)
		}
	}
	const n = 200
	a := Split{Fraction: 0.3, Seed: 42}.TestMask(n)
	b := Split{Fraction: 0.3, Seed: 42}.TestMask(n)
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("the same seed gave different test sets at point %d", i)
		}
	}
	prev := Split{Fraction: 0.05, Seed: 42}.TestMask(n)
	for _, f := range []float64{0.1, 0.3, 0.5, 0.9} {
		cur := Split{Fraction: f, Seed: 42}.TestMask(n)
		for i := range prev {
			if prev[i] && !cur[i] {
				t.Fatalf("f=%g dropped test point %d of a smaller fraction", f, i)
			}
		}
		prev = cur
	}
	c := Split{Fraction: 0.3, Seed: 43}.TestMask(n)
	same := 0
	for i := range a {
		if a[i] && c[i] {
			same++
		}
	}
	// Independent sets of 60 out of 200 share 60·0.3 = 18 points on
	// average; all 60 would mean the seed is ignored.
	if same == 60 {
		t.Errorf("another seed gave the same test set")
	}
}

// TestSplitDivide: the two parts hold every point once, in order, and
// Lift maps a trainer's indices back to the whole set.
func TestSplitDivide(t *testing.T) {
	sc := mustPreset("overlap", map[string]any{"seed": 2, "n": 20})
	d := sc.Dataset()
	p := Split{Fraction: 0.25, Seed: 3}.Divide(d)
	if len(p.Test.Points) != 10 || len(p.Train.Points) != 30 { // 40 points, round(0.25·40) = 10
		t.Fatalf("%d test and %d training points, want 10 and 30", len(p.Test.Points), len(p.Train.Points))
	}
	for j, i := range p.TestIndex {
		if d.Points[i] != p.Test.Points[j] || !p.Mask[i] {
			t.Fatalf("test point %d is not point %d", j, i)
		}
	}
	for j, i := range p.TrainIndex {
		if d.Points[i] != p.Train.Points[j] || p.Mask[i] {
			t.Fatalf("training point %d is not point %d", j, i)
		}
	}
	s := p.Lift(Snapshot{Point: 2, Support: []int{0, 29}, Alpha: make([]float64, 30)}, 40)
	if s.Point != p.TrainIndex[2] || s.Support[1] != p.TrainIndex[29] || len(s.Alpha) != 40 {
		t.Errorf("Lift: %+v", s)
	}
	if off := (Split{}).Divide(d); len(off.Train.Points) != 40 || off.Mask != nil {
		t.Errorf("the zero split held points out")
	}
}

// TestScoreCountsTest: the test accuracy is an independent count of the
// model's predictions on the test points, and the held-out loss on the
// training points is the trainer's own Loss (the same criterion).
func TestScoreCountsTest(t *testing.T) {
	s2 := mustPreset("overlap", map[string]any{"seed": 5, "n": 40})
	p := Split{Fraction: 0.3, Seed: 7}.Divide(s2.Dataset())
	s3 := mustPreset("three-classes", map[string]any{"seed": 1})
	p3 := Split{Fraction: 0.3, Seed: 7}.Divide(s3.Dataset())
	for _, c := range []struct {
		id     string
		part   Partition
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
		tr := mustTrainer(t, c.id, c.part.Train, Basis{}, c.params)
		var s Snapshot
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
		sc := Score(tr, &f, c.part.Test)
		if sc.N != len(c.part.Test.Points) || sc.Mistakes != wrong {
			t.Errorf("%s: %d of %d test mistakes, counted %d", c.id, sc.Mistakes, sc.N, wrong)
		}
		if want := float64(sc.N-wrong) / float64(sc.N); sc.Accuracy() != want {
			t.Errorf("%s: test accuracy %g, want %g", c.id, sc.Accuracy(), want)
		}
		h, ok := tr.(HeldOut)
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
	tr := mustTrainer(t, "fisher", p.Train, Basis{}, nil)
	s, _ := run(t, tr, 10)
	if sc := Score(tr, &s.Field, p.Test); !math.IsNaN(sc.Loss) {
		t.Errorf("fisher: test loss %g, want NaN", sc.Loss)
	}
}

// TestSceneSplit: a split survives the scene's JSON; a scene without one
// (an old scene) loads with the split off; a fraction out of range is
// refused.
func TestSceneSplit(t *testing.T) {
	s := DefaultScene()
	s.Split = Split{Fraction: 0.25, Seed: 12345678901234}
	got, err := ParseScene(must(s.Encode()))
	if err != nil {
		t.Fatal(err)
	}
	if got.Split != s.Split {
		t.Errorf("split %+v after a round trip, want %+v", got.Split, s.Split)
	}
	old, err := ParseScene([]byte(`{"version":1,"points":[[0,0,0],[1,1,1]]}`))
	if err != nil || old.Split.On() {
		t.Errorf("an old scene: %v, split %+v", err, old.Split)
	}
	b, _ := json.Marshal(DefaultScene())
	if json.Valid(b) && string(b) != "" && strings.Contains(string(b), `"split"`) {
		t.Errorf("a scene without a split writes one: %s", b)
	}
	for _, f := range []float64{-0.1, 0.95, math.NaN()} {
		bad := DefaultScene()
		bad.Split.Fraction = f
		if bad.Validate() == nil {
			t.Errorf("fraction %g accepted", f)
		}
	}
}

// TestGaussianHeldOut: the generative models' held-out loss is their
// criterion −ln p(D|θ) on other points. On the training points it is the
// trainer's own Loss; on the test points, in the plane, it equals
// −Σ ln(π_c N(x | μ_c, Σ_c)) written out here for 2×2 covariances from the
// snapshot's Gaussians (N(x|μ,Σ) = exp(−½dᵀΣ⁻¹d)/(2π√|Σ|)).
func TestGaussianHeldOut(t *testing.T) {
	s3 := mustPreset("three-classes", map[string]any{"seed": 1})
	p := Split{Fraction: 0.3, Seed: 7}.Divide(s3.Dataset())
	for _, id := range []string{"gauss-shared", "gauss-separate", "naive-bayes"} {
		for _, b := range []Basis{{}, {Kind: BasisPoly, Degree: 2}} {
			tr := mustTrainer(t, id, p.Train, b, nil)
			s, _ := run(t, tr, 3)
			h, ok := tr.(HeldOut)
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
