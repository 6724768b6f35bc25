package engine

import (
	"math"
	"testing"
)

// TestPerceptronAND checks the online perceptron on the AND gate against a
// hand computation. With η = 1, b = 0, a₀ = 0 and the cyclic order
// (1,1)+, (1,0)−, (0,1)−, (0,0)−, writing a = (w₀, w₁, w₂):
//
//	epoch 1: a = (1,1,1), (0,0,1), (−1,0,0); (0,0) is correct.
//	epoch 2: (0,1,1), (−1,0,1), (−2,0,0).
//	epoch 3: (−1,1,1), (−2,0,1); then (0,1) and (0,0) correct.
//	epoch 4: (−1,1,2), (−2,0,2), (−3,0,1).
//	epoch 5: (−2,1,2); (1,0) correct; (−3,1,1).
//	epoch 6: (−2,2,2), (−3,1,2).
//	epoch 7: (−2,2,3), (−3,1,3), (−4,1,2).
//	epoch 8: (−3,2,3); (1,0) correct; (−4,2,2).
//	epoch 9: (−3,3,3), (−4,2,3) at the 34th visit, after which every point
//	  has y·aᵀz > 0: 22 updates, a = (−4, 2, 3).
//
// (The same weights end Fausett's AND table in the notes, by coincidence of
// a different rule.)
func TestPerceptronAND(t *testing.T) {
	tr := mustTrainer(t, "perceptron", andGate, Basis{}, nil)
	s, steps := run(t, tr, 1000)
	if s.Status != StatusConverged {
		t.Fatalf("status %s (%s), want converged", s.Status, s.Reason)
	}
	if s.Updates != 22 || steps != 34 {
		t.Errorf("updates %d after %d visits, want 22 after 34", s.Updates, steps)
	}
	want := []float64{-4, 2, 3}
	for j, w := range want {
		assertNear(t, "a", s.Field.Rows[0][j], w, 0)
	}
	if s.Mistakes != 0 {
		t.Errorf("mistakes %d, want 0", s.Mistakes)
	}
	// Novikoff for augmented vectors: R = ‖(1,1,1)‖ = √3. The max-margin
	// a through the origin of z-space is symmetric in w₁ = w₂ = w and has
	// active constraints w₀ + 2w = 1 (point (1,1)) and w₀ + w = −1 (points
	// (1,0), (0,1)), so w = 2, w₀ = −3, ‖a‖² = 17 and γ = 1/√17; the bound
	// is (R/γ)² = 3·17 = 51, above the 22 updates (shown unrounded, to
	// rounding: novikoff.go finds γ exactly).
	r, _ := s.Value("R")
	g, _ := s.Value("gamma")
	bound, _ := s.Value("bound")
	assertNear(t, "R", r, math.Sqrt(3), 1e-12)
	assertNear(t, "γ", g, 1/math.Sqrt(17), 1e-14)
	assertNear(t, "bound", bound, 51, 1e-12)
}

// TestPerceptronXOR: no line separates XOR (Minsky and Papert), so the
// perceptron makes a mistake in every epoch and stops only at its limit.
func TestPerceptronXOR(t *testing.T) {
	tr := mustTrainer(t, "perceptron", xorGate, Basis{}, map[string]any{"maxEpochs": 500.0})
	s := tr.Snapshot()
	for i := 0; i < 4*500 && !s.Status.Stopped(); i++ {
		var err error
		if s, err = tr.Step(); err != nil {
			t.Fatal(err)
		}
		if s.Mistakes == 0 {
			t.Fatalf("step %d: no mistakes on XOR with a = %v", i, s.Field.Rows[0])
		}
	}
	if s.Status != StatusStepLimit {
		t.Fatalf("status %s, want %s", s.Status, StatusStepLimit)
	}
	if _, ok := s.Value("gamma"); ok {
		t.Errorf("XOR reported a positive margin")
	}
}

// TestPerceptronEpochUnit: stepping by epochs reaches the same weights as
// stepping by points, in ⌈34/4⌉ = 9 epochs.
func TestPerceptronEpochUnit(t *testing.T) {
	tr := mustTrainer(t, "perceptron", andGate, Basis{}, map[string]any{"unit": "epoch"})
	s, steps := run(t, tr, 100)
	if steps != 9 || s.Updates != 22 {
		t.Errorf("%d epochs and %d updates, want 9 and 22", steps, s.Updates)
	}
}

// TestPerceptronOR: OR is separable too, and the trainer converges with a
// separating line.
func TestPerceptronOR(t *testing.T) {
	s, _ := run(t, mustTrainer(t, "perceptron", orGate, Basis{}, map[string]any{"order": "random", "seed": 7.0}), 10000)
	if s.Status != StatusConverged || s.Mistakes != 0 {
		t.Fatalf("status %s with %d mistakes", s.Status, s.Mistakes)
	}
	bound, _ := s.Value("bound")
	if float64(s.Updates) > bound {
		t.Errorf("%d updates exceed Novikoff's bound %v", s.Updates, bound)
	}
}

// TestPerceptronKeepsWeights: editing the data continues from the current
// weights rather than restarting.
func TestPerceptronKeepsWeights(t *testing.T) {
	tr := mustTrainer(t, "perceptron", andGate, Basis{}, nil)
	for i := 0; i < 5; i++ {
		tr.Step()
	}
	before := tr.Snapshot().Field.Rows[0]
	d := andGate.Clone()
	d.Points = append(d.Points, Point{2, 2, 0})
	if err := tr.SetData(d); err != nil {
		t.Fatal(err)
	}
	after := tr.Snapshot().Field.Rows[0]
	for j := range before {
		if before[j] != after[j] {
			t.Fatalf("weights changed from %v to %v", before, after)
		}
	}
}
