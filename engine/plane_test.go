package engine

import (
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"hyperplane/engine/internal/linalg"
)

// The trainers have fast paths of their own for the plane (the linear
// basis, three weights) that write the general loops out; they live in the
// *_plane.go files. These tests, and those in the *_plane_test.go files,
// compare each with an independent computation of the same numbers: the
// reference code (the evaluator, dot and quadForm, Basis.Map, the loops for
// any number of weights), which sums in the same order, so that the numbers
// must agree to the last bit unless a test says otherwise.

// gridBlobs returns n points of k classes on a grid of quarter units, so
// that lines and conics with small integer coefficients pass exactly
// through some of them, and a few far out.
func gridBlobs(n, k int, seed uint64) Dataset {
	r := rand.New(rand.NewPCG(seed, 9))
	d := Dataset{Classes: k}
	for i := 0; i < n; i++ {
		c := i % k
		x := math.Round((r.NormFloat64()+float64(c))*4) / 4
		y := math.Round((r.NormFloat64()-float64(c))*4) / 4
		if i%97 == 0 {
			x, y = x*40, y*40
		}
		d.Points = append(d.Points, Point{x, y, c})
	}
	return d
}

// TestBinaryMistakesPlane: binaryBase.mistakes against Evaluator.Decide on
// the sign field, for integer weights (points exactly on the line) and
// with and without Fausett's band.
func TestBinaryMistakesPlane(t *testing.T) {
	d := gridBlobs(2000, 2, 1)
	bb := newBinaryBase(d, Basis{})
	rng := rand.New(rand.NewPCG(2, 3))
	counted := 0
	for trial := 0; trial < 40; trial++ {
		for j := range bb.a {
			bb.a[j] = float64(rng.IntN(9) - 4)
		}
		bb.band = []float64{0, 0.5, 1}[trial%3]
		f := bb.field()
		ev := NewEvaluator(&f)
		want := 0
		for _, p := range d.Points {
			if ev.Decide(p.X, p.Y) != p.Class {
				want++
			}
		}
		if got := bb.mistakes(); got != want {
			t.Fatalf("a = %v, band %g: %d mistakes, the evaluator counts %d", bb.a, bb.band, got, want)
		}
		counted += want
	}
	if counted == 0 {
		t.Fatal("no mistakes at all: the test compares nothing")
	}
}

// TestFisherPlanePath: Fisher's direction in the plane against the
// polynomial basis of degree 1, whose features are (x, y) too but come
// through Basis.Map and the general loops.
func TestFisherPlanePath(t *testing.T) {
	d := gridBlobs(3000, 2, 4)
	got, err := fisherDirection(d, Basis{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	want, err := fisherDirection(d, Basis{Kind: BasisPoly, Degree: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("the plane gives W %v, J %v, means %v; the general loops W %v, J %v, means %v",
			got.W, got.J, got.Mean, want.W, want.J, want.Mean)
	}
}

// TestGaussPlanePath: the Gaussian models in the plane against the
// polynomial basis of degree 1 (the general loops, dot and quadForm): the
// same field, log-likelihood, mistakes and notes, for every covariance
// model, by maximum likelihood and MAP, with two and four classes.
func TestGaussPlanePath(t *testing.T) {
	for _, k := range []int{2, 4} {
		d := gridBlobs(3000, k, uint64(10+k))
		for _, kind := range []string{gaussShared, gaussSeparate, gaussNaive} {
			for _, est := range []string{"ml", "map"} {
				spec := gaussSpec(kind)
				set, err := ResolveSettings(spec.Params, map[string]any{"estimate": est})
				if kind == gaussNaive {
					set, err = ResolveSettings(spec.Params, nil)
				}
				var s gaussSettings
				if err == nil {
					err = set.decode(&s)
				}
				if err != nil {
					t.Fatal(err)
				}
				got, err := fitGaussians(kind, d, Basis{}, s)
				if err != nil {
					t.Fatal(err)
				}
				want, err := fitGaussians(kind, d, Basis{Kind: BasisPoly, Degree: 1}, s)
				if err != nil {
					t.Fatal(err)
				}
				if got.logLik != want.logLik || got.mistakes != want.mistakes || got.m != want.m ||
					!reflect.DeepEqual(got.field.Rows, want.field.Rows) || !reflect.DeepEqual(got.field.Quad, want.field.Quad) ||
					!reflect.DeepEqual(got.notes, want.notes) {
					t.Errorf("%s %s K=%d: the plane gives ln p = %v with %d mistakes, the general loops %v with %d",
						kind, est, k, got.logLik, got.mistakes, want.logLik, want.mistakes)
				}
				if got.mistakes == 0 {
					t.Errorf("%s %s K=%d: no mistakes on overlapping classes", kind, est, k)
				}
			}
		}
	}
}

// TestPlaneMatchesReference runs each two-class trainer that has fast
// paths in the plane (binary_plane.go, logistic_plane.go, mse_plane.go,
// svm_plane.go) twice on the same seeded data, once with binaryBase's
// reference switch on, which sends it through the loops for any number of
// weights, and compares the snapshots step by step. The fast paths sum in
// the same order as the reference loops, so every number must agree to the
// last bit; the one exception is sgdChain (logistic SGD, epochs of single
// points), which rounds differently (see TestLogisticPlanePaths) and whose
// weights are compared within 10⁻¹² of their size.
func TestPlaneMatchesReference(t *testing.T) {
	d := gridBlobs(1200, 2, 21)
	cases := []struct {
		id    string
		set   map[string]any
		chain bool
	}{
		{"perceptron", nil, false},
		{"perceptron-batch", nil, false},
		{"perceptron-fausett", nil, false},
		{"relaxation-batch", nil, false},
		{"relaxation-single", nil, false},
		{"lms", nil, false},
		{"ho-kashyap", nil, false},
		{"mse", nil, false},
		{"mse", map[string]any{"bvec": "fisher"}, false},
		{"logistic", nil, false},
		{"logistic", map[string]any{"method": "newton", "alpha": 0.3}, false},
		{"logistic", map[string]any{"method": "newton", "alpha": 0.3, "bias": "free"}, false},
		{"logistic", map[string]any{"method": "sgd", "batch": 7.0, "alpha": 0.1}, false},
		{"logistic", map[string]any{"method": "sgd", "unit": "epoch", "batch": 7.0}, false},
		{"logistic", map[string]any{"method": "sgd", "unit": "epoch", "alpha": 0.3}, true},
		{"logistic-bayes", nil, false},
		{"svm", nil, false},
		{"svm", map[string]any{"margin": "hard"}, false},
	}
	for _, c := range cases {
		spec, ok := Lookup(c.id)
		if !ok {
			t.Fatalf("no algorithm %q", c.id)
		}
		s := settingsFor(t, c.id, c.set)
		var tr [2]Trainer
		for k := range tr {
			var err error
			if tr[k], err = spec.new(d, Basis{}, s); err != nil {
				t.Fatalf("%s %v: %v", c.id, c.set, err)
			}
			b, ok := tr[k].(interface{ base() *binaryBase })
			if !ok {
				t.Fatalf("%s: not a two-class trainer", c.id)
			}
			b.base().reference = k == 1
			if !b.base().plane() != (k == 1) {
				t.Fatalf("%s: the switch does not choose the path", c.id)
			}
			// Recompute what the constructor cached, by the chosen path.
			if err := tr[k].SetData(d); err != nil {
				t.Fatal(err)
			}
		}
		for step := 0; step < 40; step++ {
			fast, err1 := tr[0].Step()
			ref, err2 := tr[1].Step()
			if (err1 == nil) != (err2 == nil) {
				t.Fatalf("%s %v, step %d: errors %v and %v", c.id, c.set, step, err1, err2)
			}
			if c.chain {
				a, b := fast.Field.Rows[0], ref.Field.Rows[0]
				if math.Abs(a[0]-b[0])+math.Abs(a[1]-b[1])+math.Abs(a[2]-b[2]) > 1e-12*linalg.Norm(b) || fast.Updates != ref.Updates {
					t.Fatalf("%s %v, step %d: the plane gives a = %v, the reference %v", c.id, c.set, step, a, b)
				}
			} else if !reflect.DeepEqual(fast, ref) {
				t.Fatalf("%s %v, step %d: the plane gives\n%+v\nthe reference\n%+v", c.id, c.set, step, fast, ref)
			}
			if ref.Status.Stopped() {
				break
			}
		}
	}
}
