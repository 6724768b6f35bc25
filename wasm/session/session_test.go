package session

import (
	"math"
	"strings"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

func pt(x, y float64, c int) engine.Point { return engine.Point{X: x, Y: y, Class: c} }

// twoPoints returns a session on one point of each class, with the
// perceptron, so that every count below is easy to follow.
func twoPoints(t *testing.T) *Session {
	t.Helper()
	s := scene.DefaultScene()
	s.Points = []engine.Point{{X: 1, Y: 1, Class: 0}, {X: -1, Y: -1, Class: 1}}
	a := New(s)
	if m := a.Message(); m.Kind == "error" {
		t.Fatalf("the scene did not open: %v", m)
	}
	return a
}

// TestPointEdits applies edits in turn and checks the points after each.
func TestPointEdits(t *testing.T) {
	a := twoPoints(t)
	steps := []struct {
		name string
		do   func() error
		want []engine.Point // the points after the step
		undo int            // edits that can be undone after it
	}{
		// An appended point goes last, as one edit.
		{"add", func() error { return a.Doc().AddPoint(2, 3, 1) }, []engine.Point{pt(1, 1, 0), pt(-1, -1, 1), pt(2, 3, 1)}, 1},
		// A move changes only the coordinates, and keeps the class.
		{"move", func() error { return a.Doc().MovePoint(0, 4, 5) }, []engine.Point{pt(4, 5, 0), pt(-1, -1, 1), pt(2, 3, 1)}, 2},
		// Removing the middle point closes the gap.
		{"remove", func() error { return a.Doc().RemovePoint(1) }, []engine.Point{pt(4, 5, 0), pt(2, 3, 1)}, 3},
		// Undo brings the removed point back in its place.
		{"undo", func() error { a.Doc().Undo(); return nil }, []engine.Point{pt(4, 5, 0), pt(-1, -1, 1), pt(2, 3, 1)}, 2},
		// A second undo takes the move back.
		{"undo", func() error { a.Doc().Undo(); return nil }, []engine.Point{pt(1, 1, 0), pt(-1, -1, 1), pt(2, 3, 1)}, 1},
		// Redo moves the point again.
		{"redo", func() error { a.Doc().Redo(); return nil }, []engine.Point{pt(4, 5, 0), pt(-1, -1, 1), pt(2, 3, 1)}, 2},
		// Clear is one edit, and undo restores all three points.
		{"clear", func() error { a.Doc().ClearPoints(); return nil }, nil, 3},
		{"undo", func() error { a.Doc().Undo(); return nil }, []engine.Point{pt(4, 5, 0), pt(-1, -1, 1), pt(2, 3, 1)}, 2},
		// A duplicate point is allowed: the engine's data sets may hold
		// the same point twice.
		{"duplicate", func() error { return a.Doc().AddPoint(4, 5, 0) }, []engine.Point{pt(4, 5, 0), pt(-1, -1, 1), pt(2, 3, 1), pt(4, 5, 0)}, 3},
	}
	for i, st := range steps {
		if err := st.do(); err != nil {
			t.Fatalf("step %d (%s): %v", i, st.name, err)
		}
		got := a.Doc().Points()
		if len(got) != len(st.want) {
			t.Fatalf("step %d (%s): points %v, want %v", i, st.name, got, st.want)
		}
		for j := range got {
			if got[j] != st.want[j] {
				t.Fatalf("step %d (%s): points %v, want %v", i, st.name, got, st.want)
			}
		}
		if u, _ := a.Doc().UndoDepth(); u != st.undo {
			t.Errorf("step %d (%s): %d edits to undo, want %d", i, st.name, u, st.undo)
		}
	}
}

// TestBadInput: bad values are refused with a message naming the problem,
// and the points stay as they were.
func TestBadInput(t *testing.T) {
	a := twoPoints(t)
	tooMany := make([]engine.Point, engine.MaxPoints+1)
	cases := []struct {
		name string
		do   func() error
		want string // part of the error
	}{
		{"NaN", func() error { return a.Doc().AddPoint(math.NaN(), 1, 0) }, "not a finite number"},
		{"infinite", func() error { return a.Doc().AddPoint(1, math.Inf(-1), 0) }, "not a finite number"},
		// engine.MaxCoord is 1e6.
		{"huge", func() error { return a.Doc().AddPoint(1e300, 1, 0) }, "larger than the limit of 1e+06"},
		// Classes are numbered from 1 in messages: index 9 is class 10.
		{"class", func() error { return a.Doc().AddPoint(1, 1, 9) }, "class 10 is outside 1..6"},
		{"too many", func() error { return a.Doc().SetPoints(tooMany, 2) }, "maximum of 200000 points"},
		// The third point of the list is named from 1.
		{"bad point in list", func() error {
			return a.Doc().SetPoints([]engine.Point{pt(0, 0, 0), pt(1, 1, 1), pt(math.NaN(), 0, 0)}, 2)
		}, "point 3: a coordinate is not a finite number"},
		{"move missing", func() error { return a.Doc().MovePoint(5, 0, 0) }, "there is no point 5"},
		{"move far", func() error { return a.Doc().MovePoint(0, 2e6, 0) }, "larger than the limit"},
		{"remove missing", func() error { return a.Doc().RemovePoint(-1) }, "there is no point -1"},
	}
	for _, c := range cases {
		err := c.do()
		if err == nil || !strings.Contains(enErr(t, err), c.want) {
			t.Errorf("%s: error %v, want one containing %q", c.name, err, c.want)
		}
		if p := a.Doc().Points(); len(p) != 2 || p[0] != (engine.Point{X: 1, Y: 1}) || p[1] != (engine.Point{X: -1, Y: -1, Class: 1}) {
			t.Fatalf("%s changed the points to %v", c.name, p)
		}
	}
}

// TestOneClass: with one class only, there is no model and the message
// (information, not an error) says why.
func TestOneClass(t *testing.T) {
	a := twoPoints(t)
	if err := a.Doc().SetPoints([]engine.Point{pt(0, 0, 0), pt(1, 1, 0), pt(2, 0, 0)}, 0); err != nil {
		t.Fatal(err)
	}
	if m := a.Message(); a.Training().Trained() || m.Kind != "info" || !strings.Contains(en(t, m.Text), "two classes") {
		t.Fatalf("one class: trained %v, message %+v", a.Training().Trained(), m)
	}
	// A point of the second class makes a model.
	if err := a.Doc().AddPoint(5, 5, 1); err != nil || !a.Training().Trained() {
		t.Fatalf("after a second class: trained %v, %v", a.Training().Trained(), err)
	}
}

// TestClasses checks the rules of class counts and names.
func TestClasses(t *testing.T) {
	a := twoPoints(t)
	cases := []struct {
		name  string
		do    func() error
		want  string   // part of the error, or "" for none
		names []string // the class names after it
	}{
		// 2 to 6 classes (engine.MaxClasses).
		{"one class", func() error { return a.Doc().SetClassCount(1) }, "between 2 and 6", []string{"Class 1", "Class 2"}},
		{"seven", func() error { return a.Doc().SetClassCount(7) }, "between 2 and 6", []string{"Class 1", "Class 2"}},
		{"three", func() error { return a.Doc().SetClassCount(3) }, "", []string{"Class 1", "Class 2", "Class 3"}},
		{"rename", func() error { return a.Doc().SetClassName(2, "  Ferns\x07 ") }, "", []string{"Class 1", "Class 2", "Ferns"}},
		// Two classes cannot share a name: the scene's rule.
		{"same name", func() error { return a.Doc().SetClassName(0, "Ferns") }, "both called", []string{"Class 1", "Class 2", "Ferns"}},
		{"empty", func() error { return a.Doc().SetClassName(1, " \t") }, "class 2 has no name", []string{"Class 1", "Class 2", "Ferns"}},
		{"missing class", func() error { return a.Doc().SetClassName(3, "x") }, "needs a class index", []string{"Class 1", "Class 2", "Ferns"}},
		// Names are cut to scene.MaxNameRunes = 40 characters.
		{"long", func() error { return a.Doc().SetClassName(0, strings.Repeat("é", 50)) }, "", []string{strings.Repeat("é", 40), "Class 2", "Ferns"}},
		{"two", func() error { return a.Doc().SetClassCount(2) }, "", []string{strings.Repeat("é", 40), "Class 2"}},
		{"current class", func() error { return a.Doc().SetClass(6) }, "between 0 and 5", []string{strings.Repeat("é", 40), "Class 2"}},
	}
	for _, c := range cases {
		err := c.do()
		if (c.want == "") != (err == nil) || (err != nil && !strings.Contains(enErr(t, err), c.want)) {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
		var got []string
		for _, ci := range a.Doc().Classes() {
			got = append(got, ci.Name)
		}
		if strings.Join(got, "|") != strings.Join(c.names, "|") {
			t.Errorf("%s: classes %q, want %q", c.name, got, c.names)
		}
	}
}

// TestFewerClassesDropsPoints: going from three classes to two removes the
// points of the third, as one edit that undo takes back.
func TestFewerClassesDropsPoints(t *testing.T) {
	a := twoPoints(t)
	a.Doc().AddPoint(3, 3, 2)
	if n := len(a.Doc().Classes()); n != 3 {
		t.Fatalf("a point of class 3 made %d classes", n)
	}
	a.Doc().SetClass(2)
	if err := a.Doc().SetClassCount(2); err != nil {
		t.Fatal(err)
	}
	// The point of class 3 goes; the class of new points falls to 2 (index 1).
	if len(a.Doc().Points()) != 2 || a.Doc().Class() != 1 {
		t.Fatalf("%d points, class %d; want 2 points, class 1", len(a.Doc().Points()), a.Doc().Class())
	}
	a.Doc().Undo()
	if len(a.Doc().Points()) != 3 {
		t.Fatalf("undo left %d points, want 3", len(a.Doc().Points()))
	}
}
