package engine

import (
	"math"
	"reflect"
	"testing"
)

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
				if math.Abs(a[0]-b[0])+math.Abs(a[1]-b[1])+math.Abs(a[2]-b[2]) > 1e-12*norm(b) || fast.Updates != ref.Updates {
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
