package engine

import (
	"strings"
	"testing"
)

// TestSVMZeroWExact: class 1 at (0, 0) between class 2 at (±1, 0), C = 1.
// Any w moves h up at one of (±1, 0) as much as down at the other, so the
// optimum has w = 0: in the dual, α₀ = α₁ + α₂ ≤ C and W = Σα − ½‖w‖² ≤ 2C,
// reached by α = (1, ½, ½) with w = (α₁ − α₂)(1, 0) = 0, W = 2. SMO gets
// there exactly ((1, 1, 0) then the pair (−1, 0), (1, 0) moves t = ½, all in
// binary fractions), and the page says w = 0 instead of "no boundary yet".
func TestSVMZeroWExact(t *testing.T) {
	d := Dataset{Classes: 2, Points: []Point{{0, 0, 0}, {-1, 0, 1}, {1, 0, 1}}}
	s, _ := run(t, mustTrainer(t, "svm", d, Basis{}, svmParams("soft", 1)), 1000)
	if s.Status != StatusConverged {
		t.Fatalf("status %s (%s)", s.Status, s.Reason)
	}
	for i, a := range []float64{1, 0.5, 0.5} {
		assertNear(t, "α", s.Alpha[i], a, 0)
	}
	w, _ := s.Value("dual")
	assertNear(t, "W(α)", w, 2, 0)
	if _, ok := s.Value("margin"); ok || !hasNote(t, s, "w = 0 exactly") || hasNote(t, s, "no boundary yet") {
		t.Errorf("w = 0 exactly: margin shown or the wrong note (notes %q)", s.Notes)
	}
}

// TestSVMZeroWResidue: a point of class 1 inside the triangle of class 2.
// With λ its barycentric coordinates, α₀ = C and αᵢ = Cλᵢ give w = 0 and
// W = 2C, the largest W can be (α₀ ≤ C, Σα = 2α₀), so the optimum has
// w = 0 for every C. SMO stops within its tolerance of it with a residue w
// that is not 0; ‖w‖·R is then within the tolerance, the margin 1/‖w‖
// (hundreds or thousands) is not shown, and a note says why.
func TestSVMZeroWResidue(t *testing.T) {
	d := Dataset{Classes: 2, Points: []Point{{0.1, 0.05, 0}, {-1, -1, 1}, {1.3, -0.8, 1}, {0.2, 1.4, 1}}}
	for _, c := range []float64{0.1, 1, 10} {
		s, _ := run(t, mustTrainer(t, "svm", d, Basis{}, map[string]any{"C": c, "tol": 1e-3}), 100000)
		if s.Status != StatusConverged {
			t.Fatalf("C = %g: status %s (%s)", c, s.Status, s.Reason)
		}
		w, _ := s.Value("dual")
		assertNear(t, "W(α)", w, 2*c, 1e-3)
		if _, ok := s.Value("margin"); ok {
			t.Errorf("C = %g: the margin of the residue is shown (notes %q)", c, s.Notes)
		}
		if !hasNote(t, s, "w = 0 exactly") && !hasNote(t, s, "zero within the tolerance") {
			t.Errorf("C = %g: no note says w = 0 (notes %q)", c, s.Notes)
		}
		for _, n := range s.Notes {
			if strings.Contains(en(t, n), "zero within") {
				t.Logf("C = %g: %s", c, en(t, n))
			}
		}
	}
}
