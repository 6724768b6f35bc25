package engine_test

import (
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/course"
	"hyperplane/engine/scene"
)

// The tests of package engine_test train on the course's presets and
// divide them with the scene's split, which the engine's own tests cannot
// import; the helpers below are copies of the engine's test helpers.

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

// mustPreset returns the scene of a built-in preset.
func mustPreset(id string, knobs map[string]any) scene.Scene {
	s, err := course.GeneratePreset(nil, id, knobs)
	if err != nil {
		panic("built-in preset: " + err.Error())
	}
	return s
}
