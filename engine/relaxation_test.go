package engine

import "testing"

// The normalized AND vectors z' = y·(1, x₁, x₂), in the gate order, with
// their squared lengths: (1,1,1) 3, (−1,−1,0) 2, (−1,0,−1) 2, (−1,0,0) 1.

// TestRelaxationFirstSteps computes the first steps by hand with ξ = 1 from
// a = 0, where every aᵀz' = 0 ≤ ξ:
//
//	J_r(0) = ½ Σ ξ²/‖z'‖² = ½ (1/3 + 1/2 + 1/2 + 1) = 7/6;
//	batch, η = 0.5: Σ (ξ − 0)/‖z'‖² z' = (1/3 − 1/2 − 1/2 − 1, 1/3 − 1/2, 1/3 − 1/2)
//	  = (−5/3, −1/6, −1/6), so a = (−5/6, −1/12, −1/12);
//	single sample, η = 1.5: (1,1) gives a = 1.5·(1/3)(1,1,1) = (½,½,½); then
//	  (1,0) has aᵀz' = −1, so a += 1.5·(1 − (−1))/2·(−1,−1,0) = (−1.5,−1.5,0),
//	  a = (−1, −1, ½).
func TestRelaxationFirstSteps(t *testing.T) {
	tr := mustTrainer(t, "relaxation-batch", andGate, Basis{}, map[string]any{"eta": 0.5, "xi": 1.0})
	assertNear(t, "J_r(0)", tr.Snapshot().Loss, 7.0/6, 1e-15)
	s, _ := tr.Step()
	for j, w := range []float64{-5.0 / 6, -1.0 / 12, -1.0 / 12} {
		assertNear(t, "batch a", s.Field.Rows[0][j], w, 1e-15)
	}
	tr = mustTrainer(t, "relaxation-single", andGate, Basis{}, map[string]any{"eta": 1.5, "xi": 1.0})
	s, _ = tr.Step()
	for j, w := range []float64{0.5, 0.5, 0.5} {
		assertNear(t, "single a₁", s.Field.Rows[0][j], w, 1e-15)
	}
	s, _ = tr.Step()
	for j, w := range []float64{-1, -1, 0.5} {
		assertNear(t, "single a₂", s.Field.Rows[0][j], w, 1e-15)
	}
	if s.Point != 1 || s.Updates != 2 {
		t.Errorf("point %d after %d updates", s.Point, s.Updates)
	}
}

// TestRelaxationConverges: on separable sets both rules end with every
// y·aᵀz at least ξ, up to a little for the batch rule, whose descent
// approaches the edge of the region aᵀz' ≥ ξ and stops on θ; so no
// mistakes.
func TestRelaxationConverges(t *testing.T) {
	for _, d := range []Dataset{andGate, orGate, randomSeparable(9, 50)} {
		for _, id := range []string{"relaxation-single", "relaxation-batch"} {
			p := map[string]any{"xi": 0.5, "theta": 1e-10}
			if id == "relaxation-batch" {
				p["eta"] = 1.0 / float64(len(d.Points)) // below 2/L, L ≤ n
				p["maxSteps"] = 1e6
			}
			s, steps := run(t, mustTrainer(t, id, d, Basis{}, p), 1_000_000)
			if s.Status != StatusConverged || s.Mistakes != 0 || s.Loss > 1e-6 {
				t.Fatalf("%s on %d points: %s after %d steps, %d mistakes, J_r = %g: %s", id, len(d.Points), s.Status, steps, s.Mistakes, s.Loss, s.Reason)
			}
			// The margins, recomputed from the points.
			a := s.Field.Rows[0]
			for _, pt := range d.Points {
				y := 1.0
				if pt.Class == 1 {
					y = -1
				}
				if m := y * (a[0] + a[1]*pt.X + a[2]*pt.Y); m < 0.5-1e-6 {
					t.Fatalf("%s: margin %v < ξ at %v", id, m, pt)
				}
			}
		}
	}
}

// TestRelaxationNotSeparable: XOR keeps needing corrections, so the
// single-sample rule with over-relaxation stops at its limit.
func TestRelaxationNotSeparable(t *testing.T) {
	s, _ := run(t, mustTrainer(t, "relaxation-single", xorGate, Basis{}, map[string]any{"maxEpochs": 300.0}), 100000)
	if s.Status != StatusStepLimit || s.Mistakes == 0 {
		t.Errorf("%s with %d mistakes: %s", s.Status, s.Mistakes, s.Reason)
	}
}
