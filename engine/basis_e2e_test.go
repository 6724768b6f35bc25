package engine

import (
	"math"
	"testing"
)

// xorBases are feature maps in which XOR is linearly separable:
//
//   - quadratic: h = −1 + 2x + 2y − 4xy is +1 on (1,0), (0,1) and −1 on
//     (0,0), (1,1), and it is linear in φ = (x, y, x², xy, y²);
//   - Gaussian bumps at the four points: the Gaussian Gram matrix of
//     distinct points is positive definite (Micchelli 1986), so (1, φ) has
//     rank 4 on the four points and any targets, XOR's included, are fitted
//     exactly;
//   - Gaussian bumps at (1,1) and (0,0) with 2s² = 1 (Haykin, Neural
//     Networks, 2nd ed., §5.8): both points of class 1 map to (e⁻¹, e⁻¹),
//     with φ₁ + φ₂ = 0.736, and those of class 2 to (1, e⁻²) and (e⁻², 1),
//     with φ₁ + φ₂ = 1.135, so φ₁ + φ₂ = 0.9 separates them.
func xorBases() map[string]Basis {
	return map[string]Basis{
		"poly2":     {Kind: BasisPoly, Degree: 2},
		"gauss4":    {Kind: BasisRBF, Centres: []Vec2{{X: 1, Y: 1}, {X: 1, Y: 0}, {X: 0, Y: 1}, {X: 0, Y: 0}}, Width: 0.5},
		"gauss2":    {Kind: BasisRBF, Centres: []Vec2{{X: 1, Y: 1}, {X: 0, Y: 0}}, Width: 1 / math.Sqrt2},
		"gauss2lin": {Kind: BasisRBF, Centres: []Vec2{{X: 1, Y: 1}, {X: 0, Y: 0}}, Width: 1 / math.Sqrt2, Linear: true},
	}
}

// TestXORSeparableWithBasis: in each basis every method that can separate
// a separable set does so on XOR, with no mistakes, and says it is done.
func TestXORSeparableWithBasis(t *testing.T) {
	for name, b := range xorBases() {
		for _, c := range []struct {
			id string
			p  map[string]any
		}{
			{"perceptron", nil},
			// With a prior the optimum is finite (α > 0); without it the
			// trainer would report that there is none, as on any separable set.
			{"logistic", map[string]any{"alpha": 0.01, "eta": 5.0, "maxSteps": 1e6}},
			{"least-squares", nil},
			{"svm", map[string]any{"margin": "hard"}},
		} {
			s, _ := run(t, mustTrainer(t, c.id, xorGate, b, c.p), 1_000_000)
			if s.Status != StatusConverged || s.Mistakes != 0 {
				t.Errorf("%s with %s: status %s (%s), %d mistakes", c.id, name, s.Status, s.Reason, s.Mistakes)
			}
			if s.Field.Basis.Kind != BasisRBF && s.Field.Basis.Kind != BasisPoly {
				t.Errorf("%s with %s: the field lost its basis: %+v", c.id, name, s.Field.Basis)
			}
			if c.id == "least-squares" {
				// The targets lie in the span of the features (above), so the
				// fit is exact.
				sse, _ := s.Value("sse")
				assertNear(t, c.id+" with "+name+" ‖ZW̃ − T‖²", sse, 0, 1e-20)
			}
		}
	}
	// In the plane the same data are not separable.
	s, _ := run(t, mustTrainer(t, "svm", xorGate, Basis{}, map[string]any{"margin": "hard"}), 1_000_000)
	if s.Status != StatusNotSeparable {
		t.Errorf("svm in the plane: %s", s.Status)
	}
	s, _ = run(t, mustTrainer(t, "perceptron", xorGate, Basis{}, map[string]any{"maxEpochs": 100.0}), 1_000_000)
	if s.Status == StatusConverged || s.Mistakes == 0 {
		t.Errorf("perceptron in the plane: %s with %d mistakes", s.Status, s.Mistakes)
	}
}

// smokeBases are non-linear bases for the smoke test.
func smokeBases() []Basis {
	return []Basis{
		{Kind: BasisPoly, Degree: 2},
		{Kind: BasisPoly, Degree: 3},
		{Kind: BasisRBF, Centres: []Vec2{{X: 0, Y: 0}, {X: 2, Y: 1}, {X: -1, Y: 3}}, Width: 1.5},
		{Kind: BasisRBF, Centres: []Vec2{{X: 0, Y: 0}, {X: 3, Y: 3}}, Width: 2, Linear: true},
	}
}

// TestCatalogAcceptsBases runs every algorithm of the catalog, including
// those added later, with non-linear bases on a two- and a three-class
// set: each must start, step, and describe its decision function in the
// basis it was given.
func TestCatalogAcceptsBases(t *testing.T) {
	for _, spec := range Catalog() {
		for _, b := range smokeBases() {
			for _, d := range []Dataset{overlap, threeBlobs} {
				tr, err := NewTrainer(spec.ID, d, b, nil)
				if err != nil {
					t.Errorf("%s, basis %+v: %v", spec.ID, b, err)
					continue
				}
				var s Snapshot
				for i := 0; i < 50 && !s.Status.Stopped(); i++ {
					if s, err = tr.Step(); err != nil {
						t.Errorf("%s, basis %+v, step %d: %v", spec.ID, b, i, err)
						break
					}
				}
				f := tr.Model().Field()
				if err := f.Validate(); err != nil {
					t.Errorf("%s, basis %+v: invalid field: %v", spec.ID, b, err)
				}
				if f.Basis.Kind != b.Kind || f.Basis.Dim() != b.Dim() {
					t.Errorf("%s: field basis %+v, want %+v", spec.ID, f.Basis, b)
				}
			}
		}
	}
}
