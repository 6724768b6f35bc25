package session

import (
	"testing"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/datasets"
	"hyperplane/engine/scene"
)

// comparing returns the two-point session comparing the perceptron.
func comparing(t *testing.T) *Session {
	t.Helper()
	a := twoPoints(t)
	v := a.Plot().View()
	v.Compare = []string{"perceptron"}
	if err := a.Plot().SetView(v); err != nil {
		t.Fatal(err)
	}
	a.Compared().Advance(time.Second)
	return a
}

// TestDocumentEditsReachTheModels: every edit of the points through the
// Document reaches the trainer (it sees as many points as the scene holds)
// and restarts the compared methods (no steps taken, Versions.Compare
// moved), at once, or for a click at the next Flush; until then the
// compared methods do not train on the old points.
func TestDocumentEditsReachTheModels(t *testing.T) {
	a := comparing(t)
	d := a.Doc()
	edits := []struct {
		name string
		do   func() error
	}{
		{"add", func() error { return d.AddPoint(2, 3, 1) }},
		{"move", func() error { return d.MovePoint(0, 1, 2) }},
		{"remove", func() error { return d.RemovePoint(2) }},
		{"set points", func() error { return d.SetPoints([]engine.Point{pt(0, 0, 0), pt(1, 1, 1), pt(2, 2, 1)}, 2) }},
		{"set point", func() error { return d.SetPoint(2, 3, 3, 0) }},
		{"class count", func() error { return d.SetClassCount(3) }},
		{"undo", func() error { d.Undo(); return nil }},
		{"redo", func() error { d.Redo(); return nil }},
		{"import", func() error { return d.Import([]engine.Point{pt(0, 0, 0), pt(4, 0, 1)}, nil) }},
		{"clear", func() error { d.ClearPoints(); return nil }},
	}
	for _, e := range edits {
		a.Compared().Advance(time.Second)
		if c := a.Compared().List()[0]; c.Running() && c.Steps() == 0 {
			t.Fatalf("before %s: the compared method has taken no step", e.name)
		}
		before := a.Versions()
		if err := e.do(); err != nil {
			t.Fatalf("%s: %v", e.name, err)
		}
		after := a.Versions()
		c := a.Compared().List()[0]
		if a.Training().Live().N != len(d.Points()) || a.Training().Stale() || c.Steps() != 0 ||
			after.Points == before.Points || after.Compare == before.Compare {
			t.Errorf("%s: the trainer sees %d of %d points (stale %v), the compared method took %d steps, versions %+v → %+v",
				e.name, a.Training().Live().N, len(d.Points()), a.Training().Stale(), c.Steps(), before, after)
		}
	}
	// XOR, which the perceptron never separates, with an epoch limit far
	// beyond what the compared method takes in 100 µs (it stops at
	// compareSteps = 50,000 steps): it is still training at the click.
	if err := a.Training().SetParams(map[string]any{"maxEpochs": 100_000.0}); err != nil {
		t.Fatal(err)
	}
	if err := d.SetPoints([]engine.Point{pt(0, 0, 0), pt(1, 1, 0), pt(1, 0, 1), pt(0, 1, 1)}, 2); err != nil {
		t.Fatal(err)
	}
	// The compared method starts in a unit of its own, which may take the
	// whole of a slice this short: start it first.
	if c := a.Compared().List()[0]; c.Pending() {
		c.advance()
	}
	a.Compared().Advance(100 * time.Microsecond)
	steps := a.Compared().List()[0].Steps()
	if steps == 0 || steps >= compareSteps {
		t.Fatalf("the compared perceptron took %d steps in 100 µs; the test needs it still training", steps)
	}
	if err := a.Apply(Gesture{Kind: Click, X: 2, Y: 2}); err != nil {
		t.Fatal(err)
	}
	a.Compared().Advance(100 * time.Microsecond)
	if n := a.Training().Live().N; n != 4 || !a.Training().Stale() || a.Compared().List()[0].Steps() != steps {
		t.Fatalf("after a click: the trainer sees %d points, stale %v, the compared method moved from %d to %d steps",
			n, a.Training().Stale(), steps, a.Compared().List()[0].Steps())
	}
	a.Flush()
	if a.Training().Live().N != 5 || a.Training().Stale() || a.Compared().List()[0].Steps() != 0 {
		t.Fatalf("after Flush: the trainer sees %d points, stale %v, the compared method %d steps",
			a.Training().Live().N, a.Training().Stale(), a.Compared().List()[0].Steps())
	}
}

// TestDocumentClassOfNewPoints: the class of new points always names a
// class of the scene: SetClass adds the classes up to it, and fewer
// classes (a class count, an undo of a class count, an import, a data
// set) bring it down to the last one left.
func TestDocumentClassOfNewPoints(t *testing.T) {
	a := twoPoints(t)
	d := a.Doc()
	steps := []struct {
		name    string
		do      func() error
		class   int
		classes int
	}{
		{"class 4", func() error { return d.SetClass(3) }, 3, 4},
		{"three classes", func() error { return d.SetClassCount(3) }, 2, 3},
		{"two classes", func() error { return d.SetClassCount(2) }, 1, 2},
		{"undo: three again", func() error { d.Undo(); return nil }, 1, 3},
		{"class 3", func() error { return d.SetClass(2) }, 2, 3},
		// The redo brings back the class list of two (SetClass is not an
		// edit, so the redo step is still there); the class falls to 2.
		{"redo: two again", func() error { d.Redo(); return nil }, 1, 2},
		{"class 6", func() error { return d.SetClass(5) }, 5, 6},
		{"import of two classes", func() error { return d.Import([]engine.Point{pt(0, 0, 0), pt(1, 1, 1)}, nil) }, 1, 2},
		{"class 3 again", func() error { return d.SetClass(2) }, 2, 3},
		// Iris keeps its three species.
		{"iris", func() error { return d.LoadDataset("iris", datasets.Choice{X: 2, Y: 3}) }, 2, 3},
	}
	for _, st := range steps {
		if err := st.do(); err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		if d.Class() != st.class || len(d.Classes()) != st.classes {
			t.Errorf("%s: class %d of %d classes, want %d of %d", st.name, d.Class(), len(d.Classes()), st.class, st.classes)
		}
	}
}

// TestDocumentFramesImports: an import frames the points it brings (the
// hook frame): points spanning x 0…10 and y 0…4 are framed about their
// centre (5, 2) in a square 1.3 × 10 = 13 wide.
func TestDocumentFramesImports(t *testing.T) {
	a := New(scene.DefaultScene())
	if err := a.Doc().Import([]engine.Point{pt(0, 0, 0), pt(10, 4, 1)}, []string{"a", "b"}); err != nil {
		t.Fatal(err)
	}
	want := scene.Viewport{MinX: -1.5, MaxX: 11.5, MinY: -4.5, MaxY: 8.5}
	if vp := a.Scene().Viewport; vp != want {
		t.Fatalf("viewport %+v, want %+v", vp, want)
	}
}
