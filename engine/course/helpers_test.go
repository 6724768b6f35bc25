package course

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// The helpers below are copies of the engine's and the scene's test
// helpers, which a test of another package cannot reach.

// run steps tr until it stops or max steps pass, and returns the last
// snapshot and the number of steps taken.
func run(t *testing.T, tr engine.Trainer, max int) (engine.Snapshot, int) {
	t.Helper()
	s := tr.Snapshot()
	i := 0
	for ; i < max && !s.Status.Stopped(); i++ {
		var err error
		s, err = tr.Step()
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
	}
	return s, i
}

func mustTrainer(t *testing.T, id string, d engine.Dataset, b engine.Basis, p map[string]any) engine.Trainer {
	t.Helper()
	tr, err := engine.NewTrainer(id, d, b, p)
	if err != nil {
		t.Fatalf("NewTrainer(%s): %v", id, err)
	}
	return tr
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}

// assertSceneEqual fails the test when a and b differ, naming the field.
func assertSceneEqual(t *testing.T, what string, a, b scene.Scene) {
	t.Helper()
	if reflect.DeepEqual(a, b) {
		return
	}
	av, bv := reflect.ValueOf(a), reflect.ValueOf(b)
	for i := 0; i < av.NumField(); i++ {
		if !reflect.DeepEqual(av.Field(i).Interface(), bv.Field(i).Interface()) {
			t.Fatalf("%s: field %s differs:\n got %#v\nwant %#v", what, av.Type().Field(i).Name,
				bv.Field(i).Interface(), av.Field(i).Interface())
		}
	}
	t.Fatalf("%s: scenes differ", what)
}

// newRand returns the seeded generator of a test.
func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x5eed)) }
