package session

import (
	"testing"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// TestStepReports: Step and Train report the steps they took, which the
// trainer's own step counter confirms, and why they stopped: the count
// asked for, the time limit (a limit of 1 ns lets exactly the first step
// through, since the clock is read only after one), or the end of training.
func TestStepReports(t *testing.T) {
	// XOR: the perceptron visits one point a step and stops at its limit
	// of 1000 epochs, 4000 steps, without converging.
	s := scene.DefaultScene()
	s.Algorithm, s.Params = "perceptron", nil
	s.Points = []engine.Point{{X: 0, Y: 0, Class: 0}, {X: 1, Y: 1, Class: 0}, {X: 1, Y: 0, Class: 1}, {X: 0, Y: 1, Class: 1}}
	a := New(s)
	r := a.Training().Step(3, time.Minute)
	if r.Steps != 3 || r.Stopped != StopCount || a.Training().Live().Step != 3 {
		t.Fatalf("Step(3): %+v at step %d, want 3 steps, %q", r, a.Training().Live().Step, StopCount)
	}
	r = a.Training().Step(1_000_000, time.Nanosecond)
	if r.Steps != 1 || r.Stopped != StopTime || a.Training().Live().Step != 4 {
		t.Fatalf("Step(1e6) in 1 ns: %+v at step %d, want 1 step, %q", r, a.Training().Live().Step, StopTime)
	}
	if m := a.Message(); m.Kind != "warning" {
		t.Errorf("a step cut short by time says %+v, want a warning", m)
	}
	before := a.Training().Live().Step
	r = a.Training().Train(1_000_000, time.Minute)
	if r.Stopped != StopDone || r.Steps != a.Training().Live().Step-before || a.Training().Live().Step != 4000 || !a.Training().Live().Status.Stopped() {
		t.Fatalf("Train: %+v from step %d to %d, want %q with the difference", r, before, a.Training().Live().Step, StopDone)
	}
	r = a.Training().Step(5, time.Minute)
	if r.Steps != 0 || r.Stopped != StopDone {
		t.Fatalf("Step after convergence: %+v, want 0 steps, %q", r, StopDone)
	}
}

// TestImportReplacesClasses: a file of two classes over a scene of three
// leaves two classes, the file's names; a refused file changes nothing.
func TestImportReplacesClasses(t *testing.T) {
	a := New(scene.DefaultScene())
	three := []engine.Point{{X: 0, Y: 0, Class: 0}, {X: 1, Y: 1, Class: 1}, {X: 2, Y: 0, Class: 2}}
	if err := a.Doc().SetPoints(three, 3); err != nil {
		t.Fatal(err)
	}
	a.Doc().SetClass(2)
	two := []engine.Point{{X: 0, Y: 0, Class: 0}, {X: 1, Y: 1, Class: 1}}
	if err := a.Doc().Import(two, []string{"apple", "pear"}); err != nil {
		t.Fatal(err)
	}
	cls := a.Doc().Classes()
	if len(cls) != 2 || cls[0].Name != "apple" || cls[1].Name != "pear" || a.Doc().Class() != 1 {
		t.Fatalf("after a two-class import: classes %+v, class %d; want apple, pear and class 1", cls, a.Doc().Class())
	}
	bad := []engine.Point{{X: 0, Y: 0, Class: 0}, {X: 1, Y: 1, Class: 1}, {X: 1e300, Y: 0, Class: 2}}
	if err := a.Doc().Import(bad, []string{"a", "b", "c"}); err == nil {
		t.Fatal("a point at 1e300 was imported")
	}
	if len(a.Doc().Classes()) != 2 || len(a.Doc().Points()) != 2 || a.Doc().Classes()[0].Name != "apple" {
		t.Fatalf("a refused import changed the scene: %+v, %d points", a.Doc().Classes(), len(a.Doc().Points()))
	}
}
