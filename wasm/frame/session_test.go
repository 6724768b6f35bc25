package frame

import (
	"reflect"
	"testing"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/scene"
	"hyperplane/wasm/session"
)

// TestInputOf: the frame's input is the session's own values (the points,
// their classes and split, the view, the shown snapshot and its decided
// field), and the compared fields are the compared snapshots' fields,
// lowered, one per compared method, and empty for one that failed.
func TestInputOf(t *testing.T) {
	s := session.New(scene.DefaultScene())
	v := s.Plot().View()
	v.Compare = []string{"perceptron", "least-squares"}
	if err := s.Plot().SetView(v); err != nil {
		t.Fatal(err)
	}
	in := InputOf(s, testCam(), 0.5, 7)
	snap := s.Training().Shown()
	if in.DT != 0.5 || in.Draws != 7 || in.Classes != 2 || in.Compared != 2 || in.Dragging != -1 || in.DraggedUnit != -1 ||
		!reflect.DeepEqual(in.Points, s.Doc().Points()) || !reflect.DeepEqual(in.View, s.Plot().View()) ||
		in.Versions != s.Versions() || in.Snap.Step != snap.Step || !reflect.DeepEqual(in.Snap.Field, s.Assessment().Decided(&snap)) {
		t.Errorf("the input differs from the session's values: %+v", in)
	}
	for range 100 {
		s.Compared().Advance(time.Second)
	}
	got := InputOf(s, testCam(), 0, 0).CompareFields()
	list := s.Compared().List()
	if len(got) != len(list) {
		t.Fatalf("%d compared fields for %d compared methods", len(got), len(list))
	}
	for i, c := range list {
		if want := c.Snapshot().Field.Lowered(); len(want.Rows) == 0 || !reflect.DeepEqual(got[i], want) {
			t.Errorf("compared %s: field %v, want its snapshot's, lowered: %v", c.ID(), got[i].Rows, want.Rows)
		}
	}
	var f Frame
	f.Prepare(in)
	ti := f.ToolsInputOf(s, in, nil, false)
	if ti.Tool != s.Tools().Tool() || ti.Classes != 2 || ti.PointsVer != in.Versions.Points || len(ti.Points) != len(in.Points) || ti.On {
		t.Errorf("the tools' input differs from the session's values: %+v", ti)
	}
	// Points of one class: the compared methods fail, and their fields
	// are empty.
	if err := s.Doc().SetPoints([]engine.Point{{X: 0, Y: 0}, {X: 1, Y: 1}}, 2); err != nil {
		t.Fatal(err)
	}
	s.Flush()
	s.Compared().Advance(time.Second)
	for i, c := range s.Compared().List() {
		if c.Err().IsZero() {
			t.Fatalf("compared %s on one class: no error", c.ID())
		}
		if f := InputOf(s, testCam(), 0, 0).CompareFields()[i]; len(f.Rows) != 0 {
			t.Errorf("compared %s failed: %d rows, want an empty field", c.ID(), len(f.Rows))
		}
	}
}
