package engine

import (
	"reflect"
	"testing"

	"hyperplane/engine/internal/linalg"
)

// newDiscriminantIDs are the methods added to the discriminant family with
// the online perceptron, least squares and two-class Fisher.
var newDiscriminantIDs = []string{
	"perceptron-batch", "perceptron-fausett", "perceptron-dual",
	"relaxation-batch", "relaxation-single", "lms", "ho-kashyap", "mse", "fisher-multi",
}

// TestDiscriminantSmoke runs every new method on threeBlobs (K = 3, through
// the multi-class wrapper for two-class methods) to a stopped status, and
// checks that the rows are finite and that a step after stopping changes
// nothing.
func TestDiscriminantSmoke(t *testing.T) {
	for _, id := range newDiscriminantIDs {
		t.Run(id, func(t *testing.T) {
			spec, ok := Lookup(id)
			if !ok {
				t.Fatalf("%s is not in the catalog", id)
			}
			if spec.Family != FamilyDiscriminant || en(t, spec.Help) == "" || en(t, spec.Name) == "" {
				t.Errorf("spec %+v lacks a family, name or help", spec.ID)
			}
			for _, p := range spec.Params {
				if en(t, p.Help) == "" || en(t, p.Label) == "" {
					t.Errorf("parameter %s has no label or help", p.Key)
				}
			}
			tr := mustTrainer(t, id, threeBlobs, Basis{}, nil)
			s, steps := run(t, tr, 2_000_000)
			if !s.Status.Stopped() {
				t.Fatalf("still running after %d steps", steps)
			}
			if err := s.Field.Validate(); err != nil {
				t.Fatalf("field: %v", err)
			}
			if len(s.Field.Rows) != 3 || s.Field.Classes() != 3 {
				t.Errorf("%d rows for %d classes", len(s.Field.Rows), s.Field.Classes())
			}
			again, err := tr.Step()
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(again, s) {
				t.Errorf("a step after stopping changed the snapshot:\n%+v\n%+v", s, again)
			}
			t.Logf("%s after %d steps (%d updates, %d mistakes): %s", s.Status, steps, s.Updates, s.Mistakes, s.Reason)
		})
	}
}

// TestDiscriminantDegenerate runs every new method on data that breaks
// naive formulas (one point per class, the same point in both classes,
// points on a line, far-away points) and in richer feature spaces: each
// must stop or fail with a DataError, never panic, and keep its numbers
// finite.
func TestDiscriminantDegenerate(t *testing.T) {
	sets := map[string]Dataset{
		"one point each": {Classes: 2, Points: []Point{{1, 2, 0}, {3, -1, 1}}},
		"same point":     {Classes: 2, Points: []Point{{1, 1, 0}, {1, 1, 1}}},
		"duplicates":     {Classes: 2, Points: []Point{{1, 1, 0}, {1, 1, 0}, {2, 2, 1}, {2, 2, 1}}},
		"on a line":      {Classes: 3, Points: []Point{{0, 0, 0}, {1, 1, 0}, {2, 2, 1}, {3, 3, 1}, {5, 5, 2}, {6, 6, 2}}},
		"far away":       {Classes: 2, Points: []Point{{1e5, 1e5, 0}, {-1e5, 2e5, 1}, {3e4, -8e4, 0}, {0, 0, 1}}},
	}
	bases := map[string]Basis{
		"linear": {},
		"cubic":  {Kind: BasisPoly, Degree: 3},
		"rbf":    {Kind: BasisRBF, Centres: []Vec2{{X: 0, Y: 0}, {X: 1, Y: 1}, {X: 2, Y: 2}}, Width: 1, Linear: true},
	}
	for _, id := range newDiscriminantIDs {
		for sn, d := range sets {
			for bn, b := range bases {
				tr, err := NewTrainer(id, d, b, knownParams(id, map[string]any{"maxEpochs": 50.0, "maxSteps": 500.0}))
				if err != nil {
					if !IsDataError(err) {
						t.Errorf("%s, %s, %s: NewTrainer: %v", id, sn, bn, err)
					}
					continue
				}
				s := tr.Snapshot()
				for i := 0; i < 100_000 && !s.Status.Stopped(); i++ {
					if s, err = tr.Step(); err != nil {
						break
					}
				}
				if err != nil {
					if !IsDataError(err) {
						t.Errorf("%s, %s, %s: %v", id, sn, bn, err)
					}
					continue
				}
				if !s.Status.Stopped() {
					t.Errorf("%s, %s, %s: still running", id, sn, bn)
				}
				if err := s.Field.Validate(); err != nil {
					t.Errorf("%s, %s, %s: %v", id, sn, bn, err)
				}
				if !linalg.Finite(s.Alpha) || !linalg.Finite([]float64{s.Loss}) {
					t.Errorf("%s, %s, %s: loss %v", id, sn, bn, s.Loss)
				}
				for _, v := range s.Values {
					if !linalg.Finite([]float64{v.V}) {
						t.Errorf("%s, %s, %s: %s = %v", id, sn, bn, v.Key, v.V)
					}
				}
			}
		}
	}
}
