package engine

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestFausettAND reproduces the AND table of the notes (001, "Example: AND
// Gate, θ=0.2, α=1"): binary inputs, bipolar targets, the order (1,1),
// (1,0), (0,1), (0,0), zero start. The weights (b, w₁, w₂) at the end of each
// epoch of the table are
//
//	1: (−1,0,0)  2: (−2,0,0)  3: (−2,0,1)  4: (−3,0,1)  5: (−3,1,1)
//	6: (−3,1,2)  7: (−4,1,2)  8: (−4,2,2)  9: (−4,2,3)  10: (−4,2,3),
//
// the rows where the output y differs from the target T (and the weights
// change) number 3, 3, 2, 3, 2, 2, 3, 2, 2 and 0 in epochs 1 to 10, so 22
// updates, and epoch 10 changes nothing, which stops training (Step 6)
// after 10 epochs = 40 visits, with w = (2, 3) and b = −4.
func TestFausettAND(t *testing.T) {
	params := map[string]any{"theta": 0.2, "alpha": 1.0, "unit": "epoch"}
	tr := mustTrainer(t, "perceptron-fausett", andGate, Basis{}, params)
	table := [][3]float64{{-1, 0, 0}, {-2, 0, 0}, {-2, 0, 1}, {-3, 0, 1}, {-3, 1, 1},
		{-3, 1, 2}, {-4, 1, 2}, {-4, 2, 2}, {-4, 2, 3}, {-4, 2, 3}}
	var s Snapshot
	for e, want := range table {
		var err error
		if s, err = tr.Step(); err != nil {
			t.Fatal(err)
		}
		for j := range want {
			if s.Field.Rows[0][j] != want[j] {
				t.Fatalf("epoch %d: a = %v, want %v", e+1, s.Field.Rows[0], want)
			}
		}
		if stopped := s.Status.Stopped(); stopped != (e == 9) {
			t.Fatalf("epoch %d: status %s", e+1, s.Status)
		}
	}
	if s.Status != StatusConverged || s.Updates != 22 {
		t.Errorf("status %s with %d updates, want converged with 22", s.Status, s.Updates)
	}
	if s.Field.Band != 0.2 || s.Mistakes != 0 {
		t.Errorf("band %v and %d mistakes, want 0.2 and 0", s.Field.Band, s.Mistakes)
	}
	// Visit by visit: the same weights after 40 visits.
	s, visits := run(t, mustTrainer(t, "perceptron-fausett", andGate, Basis{}, map[string]any{"theta": 0.2}), 1000)
	if visits != 40 || s.Updates != 22 {
		t.Errorf("%d visits and %d updates, want 40 and 22", visits, s.Updates)
	}
	// Bound (R² + 2θ/α)/γ² with R² = 3 and γ = 1/√17 (see TestPerceptronAND):
	// (3 + 0.4)·17 = 57.8 (shown unrounded: at most 57 updates), to
	// rounding (novikoff.go finds γ exactly).
	bound, _ := s.Value("bound")
	assertNear(t, "bound", bound, 57.8, 1e-12)
}

// TestFausettBand: with θ = 0 and an update on y ≠ t, a point with y_in = 0
// has output 0 and is corrected, and the field has no band.
func TestFausettBand(t *testing.T) {
	tr := mustTrainer(t, "perceptron-fausett", andGate, Basis{}, map[string]any{"theta": 0.0})
	s, _ := tr.Step()
	// First visit: (1,1) with t = +1 and y_in = 0, so a = (1, 1, 1).
	for j, w := range []float64{1, 1, 1} {
		assertNear(t, "a", s.Field.Rows[0][j], w, 0)
	}
	if s.Field.Band != 0 || s.Point != 0 || len(s.Before) != 3 {
		t.Errorf("band %v, point %d, before %v", s.Field.Band, s.Point, s.Before)
	}
	s, _ = run(t, tr, 10000)
	if s.Status != StatusConverged || s.Mistakes != 0 {
		t.Errorf("status %s with %d mistakes", s.Status, s.Mistakes)
	}
}

// randomSeparable returns n points of the square [−3, 3]² labelled by the
// side of the line x + 2y = 0.5, leaving out those within 0.2 of it.
func randomSeparable(seed uint64, n int) Dataset {
	r := rand.New(rand.NewPCG(seed, 7))
	d := Dataset{Classes: 2}
	for len(d.Points) < n {
		x, y := 6*r.Float64()-3, 6*r.Float64()-3
		s := (x + 2*y - 0.5) / math.Sqrt(5)
		if math.Abs(s) < 0.2 {
			continue
		}
		c := 0
		if s < 0 {
			c = 1
		}
		d.Points = append(d.Points, Point{x, y, c})
	}
	return d
}

// TestDualMatchesPrimal steps the dual and the online perceptron side by
// side with the same order, rate and margin: they must hold the same
// weights after every visit, and α_i must be the sum of the rates of the
// primal's updates at point i.
func TestDualMatchesPrimal(t *testing.T) {
	cases := []struct {
		name string
		d    Dataset
		p    map[string]any
	}{
		{"AND", andGate, nil},
		{"random", randomSeparable(3, 40), map[string]any{"eta": 0.5, "order": "random", "seed": 11.0}},
		{"inverse rate and margin", randomSeparable(5, 30), map[string]any{"schedule": "inverse", "margin": 0.5}},
		{"quadratic features", xorGate, map[string]any{"order": "random"}},
		// More points than the stored Gram matrix allows: products on demand.
		{"no Gram matrix", randomSeparable(13, dualGramMax+50), map[string]any{"order": "random"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := Basis{}
			if c.name == "quadratic features" {
				b = Basis{Kind: BasisPoly, Degree: 2} // XOR is separable with the product xy
			}
			primal := mustTrainer(t, "perceptron", c.d, b, c.p)
			dual := mustTrainer(t, "perceptron-dual", c.d, b, c.p)
			eta := 1.0
			if v, ok := c.p["eta"]; ok {
				eta = v.(float64)
			}
			inverse := c.p["schedule"] == "inverse"
			alpha := make([]float64, len(c.d.Points))
			sp := primal.Snapshot()
			var sd Snapshot
			for step := 0; !sp.Status.Stopped(); step++ {
				if step > 100000 {
					t.Fatal("the primal perceptron did not converge")
				}
				before := sp.Updates
				sp, _ = primal.Step()
				sd, _ = dual.Step()
				if sp.Updates != before {
					// The primal's rate of this update, counted independently.
					r := eta
					if inverse {
						r = eta / float64(sp.Updates)
					}
					alpha[sp.Point] += r
				}
				for j := range sp.Field.Rows[0] {
					if !near(sd.Field.Rows[0][j], sp.Field.Rows[0][j], 1e-12) {
						t.Fatalf("visit %d: dual a = %v, primal a = %v", step+1, sd.Field.Rows[0], sp.Field.Rows[0])
					}
				}
				if sd.Updates != sp.Updates || sd.Point != sp.Point {
					t.Fatalf("visit %d: dual %d updates at %d, primal %d at %d", step+1, sd.Updates, sd.Point, sp.Updates, sp.Point)
				}
				for i := range alpha {
					if !near(sd.Alpha[i], alpha[i], 1e-12) {
						t.Fatalf("visit %d: α = %v, want %v", step+1, sd.Alpha, alpha)
					}
				}
			}
			// The dual confirms with a pass without mistakes (at most 2n − 1
			// visits in a shuffled order) and keeps the weights.
			final, _ := run(t, dual, 2*len(c.d.Points))
			if final.Status != StatusConverged || final.Updates != sp.Updates || final.Mistakes != 0 {
				t.Fatalf("dual: %s with %d updates and %d mistakes", final.Status, final.Updates, final.Mistakes)
			}
			for j := range sp.Field.Rows[0] {
				assertNear(t, "final a", final.Field.Rows[0][j], sp.Field.Rows[0][j], 1e-12)
			}
			for _, i := range final.Support {
				if alpha[i] == 0 {
					t.Errorf("point %d in the support with α = 0", i)
				}
			}
		})
	}
}

// TestDualKeepsAlpha: after an edit the α of the points that remain are
// kept and a new point starts at 0.
func TestDualKeepsAlpha(t *testing.T) {
	tr := mustTrainer(t, "perceptron-dual", andGate, Basis{}, nil)
	for i := 0; i < 6; i++ {
		tr.Step()
	}
	old := tr.Snapshot().Alpha
	d := andGate.Clone()
	d.Points = append([]Point{{2, 2, 0}}, d.Points[1:]...) // replace (1,1) by (2,2)
	if err := tr.SetData(d); err != nil {
		t.Fatal(err)
	}
	got := tr.Snapshot().Alpha
	want := append([]float64{0}, old[1:]...)
	for i := range want {
		assertNear(t, "α", got[i], want[i], 0)
	}
}

// TestBatchPerceptronAND follows the batch rule on AND by hand, with η = 1,
// a₀ = 0 and z = (1, x₁, x₂); M_k are the points with y·aᵀz ≤ 0:
//
//	k=1: all four, Σyz = (1,1,1)−(1,1,0)−(1,0,1)−(1,0,0) = (−2,0,0); a = (−2,0,0)
//	k=2: (1,1) only: a = (−1,1,1)
//	k=3: (1,0), (0,1) at margin 0: Σyz = (−2,−1,−1); a = (−3,0,0)
//	k=4: (1,1): a = (−2,1,1)
//	k=5: (1,1) at margin 0: a = (−1,2,2)
//	k=6: (1,0), (0,1): a = (−3,1,1)
//	k=7: (1,1): a = (−2,2,2)
//	k=8: (1,0), (0,1) at margin 0: a = (−4,1,1)
//	k=9: (1,1): a = (−3,2,2), which has margins 1, 1, 1, 3: done,
//
// after 9 batch updates and 4+1+2+1+1+2+1+2+1 = 15 mistakes.
func TestBatchPerceptronAND(t *testing.T) {
	s, steps := run(t, mustTrainer(t, "perceptron-batch", andGate, Basis{}, nil), 1000)
	if s.Status != StatusConverged || steps != 9 || s.Step != 9 || s.Updates != 15 {
		t.Fatalf("%s after %d steps (%d counted) with %d mistakes summed, want converged after 9 with 15",
			s.Status, steps, s.Step, s.Updates)
	}
	for j, w := range []float64{-3, 2, 2} {
		assertNear(t, "a", s.Field.Rows[0][j], w, 0)
	}
	// n(R/γ)² = 4·51 (R² = 3, γ² = 1/17, see TestPerceptronAND), unrounded,
	// to rounding (novikoff.go finds γ exactly).
	bound, _ := s.Value("bound")
	assertNear(t, "bound", bound, 204, 1e-12)
	// The first step by itself.
	s, _ = mustTrainer(t, "perceptron-batch", andGate, Basis{}, nil).Step()
	for j, w := range []float64{-2, 0, 0} {
		assertNear(t, "a₁", s.Field.Rows[0][j], w, 0)
	}
	assertNear(t, "|η Σ yz|", mustValue(t, s, "update"), 2, 0)
}

// TestBatchPerceptronXOR: from a = 0 every XOR point has margin 0 and
// Σ y z = (1,1,0) + (1,0,1) − (1,1,1) − (1,0,0) = 0, so the first update is
// zero and the notes' rule |η Σ y z| < θ stops the batch perceptron at once,
// with the two class-2 points misclassified (h = 0 counts as class 1).
func TestBatchPerceptronXOR(t *testing.T) {
	s, steps := run(t, mustTrainer(t, "perceptron-batch", xorGate, Basis{}, nil), 1000)
	if s.Status != StatusConverged || steps != 1 || s.Mistakes != 2 || !strings.Contains(en(t, s.Reason), "θ") {
		t.Errorf("%s after %d steps with %d mistakes: %s", s.Status, steps, s.Mistakes, s.Reason)
	}
	assertNear(t, "|η Σ yz|", mustValue(t, s, "update"), 0, 0)
}

// xorPlus is XOR with a fifth point (½, ½) in class 1: no line separates
// it, since none separates XOR, and Σ y z no longer vanishes at a = 0.
var xorPlus = Dataset{Classes: 2, Points: append(append([]Point(nil), xorGate.Points...), Point{0.5, 0.5, 0})}

// TestBatchPerceptronNotSeparable: on xorPlus a constant rate runs to the
// step limit, while with η₁/k the update |η_k Σ y z| ≤ η₁ n R / k shrinks
// below θ and the notes' rule stops it although points are still
// misclassified.
func TestBatchPerceptronNotSeparable(t *testing.T) {
	s, _ := run(t, mustTrainer(t, "perceptron-batch", xorPlus, Basis{}, map[string]any{"maxSteps": 200.0}), 1000)
	if s.Status != StatusStepLimit || s.Mistakes == 0 {
		t.Errorf("constant rate: %s with %d mistakes: %s", s.Status, s.Mistakes, s.Reason)
	}
	// n = 5 and R = ‖(1, 1, 1)‖ = √3, so n R < 8.7 and the rule holds by
	// k = 870.
	s, steps := run(t, mustTrainer(t, "perceptron-batch", xorPlus, Basis{}, map[string]any{"schedule": "inverse", "theta": 0.01}), 100000)
	if s.Status != StatusConverged || s.Mistakes == 0 || steps > 870 || !strings.Contains(en(t, s.Reason), "θ") {
		t.Errorf("η₁/k: %s after %d steps with %d mistakes: %s", s.Status, steps, s.Mistakes, s.Reason)
	}
	if u := mustValue(t, s, "update"); u >= 0.01 {
		t.Errorf("last update %v ≥ θ", u)
	}
}

func mustValue(t *testing.T, s Snapshot, key string) float64 {
	t.Helper()
	v, ok := s.Value(key)
	if !ok {
		t.Fatalf("no value %q in %v", key, s.Values)
	}
	return v
}
