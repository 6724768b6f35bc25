package engine

import (
	"reflect"
	"testing"
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
			if spec.Family != FamilyDiscriminant || spec.Help == "" || spec.Name == "" {
				t.Errorf("spec %+v lacks a family, name or help", spec.ID)
			}
			for _, p := range spec.Params {
				if p.Help == "" || p.Label == "" {
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
