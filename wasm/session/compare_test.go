package session

import (
	"slices"
	"testing"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// TestComparedCurrentMethod: the compared method that is the current one
// trains with the scene's parameters on the same points, so that it ends
// where the run ends: the perceptron with η = 0.5 on the default scene's
// two blobs converges to the same weights either way; the least-squares
// solution compared beside it is the closed form's.
func TestComparedCurrentMethod(t *testing.T) {
	a := New(scene.DefaultScene())
	if err := a.Training().SetParams(map[string]any{"eta": 0.5}); err != nil {
		t.Fatal(err)
	}
	v := a.Plot().View()
	v.Compare = []string{"perceptron", "least-squares"}
	if err := a.Plot().SetView(v); err != nil {
		t.Fatal(err)
	}
	a.Training().Train(100_000, time.Minute)
	for i := 0; i < 100 && a.Compared().training(); i++ {
		a.Compared().Advance(time.Second)
	}
	list := a.Compared().List()
	if len(list) != 2 || list[0].ID() != "perceptron" || list[1].ID() != "least-squares" {
		t.Fatalf("compared %d methods", len(list))
	}
	got, want := list[0].Snapshot(), a.Training().Live()
	if !got.Status.Stopped() || got.Step != want.Step || !slices.Equal(got.Field.Rows[0], want.Field.Rows[0]) {
		t.Fatalf("compared perceptron: step %d, a = %v (%s); the run: step %d, a = %v", got.Step, got.Field.Rows, got.Status, want.Step, want.Field.Rows)
	}
	tr, err := engine.NewTrainer("least-squares", a.Doc().Dataset(), engine.Basis{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	ls, _ := tr.Step()
	if !slices.Equal(list[1].Snapshot().Field.Rows[0], ls.Field.Rows[0]) {
		t.Fatalf("compared least squares %v, the closed form %v", list[1].Snapshot().Field.Rows, ls.Field.Rows)
	}
}

// TestComparedRestarts: the compared methods start again when what they
// train on changes (the points, the list, the basis, the split: the hooks
// refit and restartCompared) and only then; with a split they train on
// the training points alone.
func TestComparedRestarts(t *testing.T) {
	a := New(scene.DefaultScene())
	v := a.Plot().View()
	v.Compare = []string{"logistic"}
	if err := a.Plot().SetView(v); err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		name    string
		do      func() error
		restart bool
	}{
		{"speed", func() error { return a.Training().SetSpeed(5) }, false},
		{"title", func() error { a.Doc().SetTitle("t", ""); return nil }, false},
		{"lock", func() error { a.Doc().SetLock(true); return nil }, false},
		{"reset", func() error { a.Training().Reset(); return nil }, false},
		{"basis", func() error { return a.Training().SetBasis(engine.Basis{Kind: "poly", Degree: 2}) }, true},
		{"split", func() error { return a.Training().SetSplit(scene.Split{Fraction: 0.25, Seed: 1}) }, true},
		{"point", func() error { return a.Doc().AddPoint(0, 0, 1) }, true},
		{"list", func() error {
			v := a.Plot().View()
			v.Compare = []string{"logistic", "svm"}
			return a.Plot().SetView(v)
		}, true},
	}
	for _, st := range steps {
		a.Compared().Advance(time.Second)
		before, ver := a.Compared().List()[0].Steps(), a.Versions().Compare
		if before == 0 {
			t.Fatalf("before %s: logistic regression took no step", st.name)
		}
		if err := st.do(); err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		after := a.Compared().List()[0].Steps()
		if restarted := after == 0 && a.Versions().Compare != ver; restarted != st.restart || (!st.restart && after != before) {
			t.Errorf("%s: %d steps → %d, restarted %v, want %v", st.name, before, after, restarted, st.restart)
		}
	}
	// The default scene's 13 points with a quarter held out: round(0.25·13)
	// = 3 test points, 10 for training.
	if n, of := a.Compared().Sample(); n != 10 || of != 10 || len(a.Training().Partition().Train.Points) != 10 {
		t.Fatalf("compared on %d of %d points, the run on %d", n, of, len(a.Training().Partition().Train.Points))
	}
}

// TestComparedStartInSlices: choosing compared methods makes no trainer
// (each start is a pass over the points, issue 51): they wait, running
// and without a snapshot, and the compared algorithms' first slice starts
// them; where a method cannot train on the points (one class only) it
// says why then.
func TestComparedStartInSlices(t *testing.T) {
	oneClass := scene.DefaultScene()
	oneClass.Points = []engine.Point{{X: 0, Y: 5}, {X: 1, Y: 5}, {X: 2, Y: 4}}
	for _, sc := range []scene.Scene{scene.DefaultScene(), oneClass} {
		a := New(sc)
		v := a.Plot().View()
		v.Compare = []string{"logistic", "least-squares", "fisher"}
		if err := a.Plot().SetView(v); err != nil {
			t.Fatal(err)
		}
		list := a.Compared().List()
		for _, c := range list {
			if c.trainer != nil || !c.Running() || c.Snapshot().Status != "" || !c.Err().IsZero() {
				t.Fatalf("%s after the call: trainer %v, running %v, status %q, error %v", c.ID(), c.trainer != nil, c.Running(), c.Snapshot().Status, c.Err())
			}
		}
		a.Compared().Advance(time.Second)
		for _, c := range list {
			ok := c.Snapshot().Status != "" && c.Err().IsZero() && c.Steps() > 0
			failed := !c.Err().IsZero() && !c.Running()
			if len(sc.Points) > 3 && !ok || len(sc.Points) == 3 && !failed {
				t.Errorf("%s on %d points after a slice: status %q, error %v, running %v, %d steps", c.ID(), len(sc.Points), c.Snapshot().Status, c.Err(), c.Running(), c.Steps())
			}
		}
	}
}
