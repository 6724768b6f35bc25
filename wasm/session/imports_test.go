package session

import (
	"slices"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// TestUndoImport: an import over a scene of three named classes brings in
// two, says so in its report, and undo gives back the three classes with
// the points; redo the import's again. A loaded scene is undone the same
// way, and a refused import or scene adds nothing to undo.
func TestUndoImport(t *testing.T) {
	a := New(scene.DefaultScene())
	three := []engine.Point{{X: 0, Y: 0, Class: 0}, {X: 1, Y: 1, Class: 1}, {X: 2, Y: 0, Class: 2}}
	if err := a.Doc().SetPoints(three, 3); err != nil {
		t.Fatal(err)
	}
	for k, n := range []string{"red", "green", "blue"} {
		if err := a.Doc().SetClassName(k, n); err != nil {
			t.Fatal(err)
		}
	}
	names := func() []string {
		var out []string
		for _, c := range a.Doc().Classes() {
			out = append(out, c.Name)
		}
		return out
	}
	two := []engine.Point{{X: 0, Y: 0, Class: 0}, {X: 1, Y: 1, Class: 1}, {X: 2, Y: 2, Class: 1}}
	if err := a.Doc().Import(two, []string{"apple", "pear"}); err != nil {
		t.Fatal(err)
	}
	if r := a.Doc().Imported(); r.Points != 3 || r.Classes != 2 || len(r.Dropped) != 0 {
		t.Fatalf("report %+v, want 3 points, 2 classes, nothing dropped", r)
	}
	depth, _ := a.Doc().UndoDepth()
	if bad := []engine.Point{{X: 1e300, Y: 0, Class: 0}}; a.Doc().Import(bad, nil) == nil {
		t.Fatal("a point at 1e300 was imported")
	}
	if d, _ := a.Doc().UndoDepth(); d != depth {
		t.Fatalf("a refused import added %d undo entries", d-depth)
	}
	if !a.Doc().Undo() {
		t.Fatal("nothing to undo after the import")
	}
	if got := names(); !slices.Equal(got, []string{"red", "green", "blue"}) || !slices.Equal(a.Doc().Points(), three) {
		t.Fatalf("after undo: classes %v, points %v; want red, green, blue and the three points", got, a.Doc().Points())
	}
	if !a.Doc().Redo() {
		t.Fatal("nothing to redo")
	}
	if got := names(); !slices.Equal(got, []string{"apple", "pear"}) || !slices.Equal(a.Doc().Points(), two) {
		t.Fatalf("after redo: classes %v, points %v", got, a.Doc().Points())
	}
	// Class names that break the rules (twice the same) are left out and
	// reported; the points still come in.
	if err := a.Doc().Import(three, []string{"same", "same", "other"}); err != nil {
		t.Fatal(err)
	}
	if r := a.Doc().Imported(); r.Points != 3 || r.Classes != 3 || len(r.Dropped) != 1 {
		t.Fatalf("report %+v, want 3 points, 3 classes and the names dropped", r)
	}

	// A scene of four classes, loaded and undone.
	s := scene.DefaultScene()
	s.Classes = []scene.ClassInfo{{Name: "w"}, {Name: "x"}, {Name: "y"}, {Name: "z"}}
	s.Points = []engine.Point{{X: 0, Y: 0, Class: 3}}
	before := names()
	if err := a.Load(s); err != nil {
		t.Fatal(err)
	}
	if r := a.Doc().Imported(); r.Points != 1 || r.Classes != 4 {
		t.Fatalf("load report %+v, want 1 point, 4 classes", r)
	}
	depth, _ = a.Doc().UndoDepth()
	s.Algorithm = "no-such-method"
	if a.Load(s) == nil {
		t.Fatal("a scene of an unknown algorithm was loaded")
	}
	if d, _ := a.Doc().UndoDepth(); d != depth {
		t.Fatal("a refused scene added an undo entry")
	}
	a.Doc().Undo()
	if got := names(); !slices.Equal(got, before) || len(a.Doc().Points()) != 3 {
		t.Fatalf("after undoing the load: classes %v, %d points; want %v and 3", got, len(a.Doc().Points()), before)
	}
}
