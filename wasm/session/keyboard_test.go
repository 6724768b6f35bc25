package session

import (
	"slices"
	"testing"
)

// TestKeyboardGrab: a grab moved and put back leaves the points as they
// were and no undo or redo step; a grab moved and dropped is one undo
// step.
func TestKeyboardGrab(t *testing.T) {
	a := twoPoints(t)
	before := slices.Clone(a.Doc().Points())
	u0, _ := a.Doc().UndoDepth()
	if err := a.Doc().GrabPoint(0); err != nil {
		t.Fatal(err)
	}
	for _, x := range []float64{2, 3, 4} {
		if err := a.Apply(Gesture{Kind: Drag, X: x, Y: 1}); err != nil {
			t.Fatal(err)
		}
	}
	if a.Doc().Points()[0].X != 4 {
		t.Fatalf("the grabbed point is at %v", a.Doc().Points()[0])
	}
	if !a.Doc().CancelGrab() {
		t.Fatal("no grab to cancel")
	}
	if u, r := a.Doc().UndoDepth(); !slices.Equal(a.Doc().Points(), before) || u != u0 || r != 0 || a.Doc().Dragging() != -1 {
		t.Fatalf("after Escape: points %v (want %v), undo %d (want %d), redo %d, dragging %d", a.Doc().Points(), before, u, u0, r, a.Doc().Dragging())
	}
	a.Doc().GrabPoint(1)
	a.Apply(Gesture{Kind: Drag, X: -3, Y: 2})
	a.Doc().DropPoint()
	if u, _ := a.Doc().UndoDepth(); u != u0+1 || a.Doc().Points()[1] != pt(-3, 2, 1) {
		t.Fatalf("after the drop: undo %d, points %v", u, a.Doc().Points())
	}
	a.Doc().Undo()
	if !slices.Equal(a.Doc().Points(), before) {
		t.Fatalf("undo gave %v", a.Doc().Points())
	}
	a.Doc().SetLock(true)
	if a.Doc().GrabPoint(0) != ErrLocked {
		t.Errorf("a locked scene let the keyboard grab a point")
	}
}

// TestKeyboardCancelStroke: an eraser stroke that removed a point and is
// cancelled brings it back, with no undo step; a spray cancelled adds
// nothing.
func TestKeyboardCancelStroke(t *testing.T) {
	a := twoPoints(t)
	before := slices.Clone(a.Doc().Points())
	a.Tools().SetTool("eraser")
	if err := a.Tools().StartStroke(1, 1, 0.5); err != nil {
		t.Fatal(err)
	}
	if len(a.Doc().Points()) != 1 {
		t.Fatalf("the eraser left %v", a.Doc().Points())
	}
	if !a.Tools().CancelStroke() {
		t.Fatal("no stroke to cancel")
	}
	if u, r := a.Doc().UndoDepth(); !slices.Equal(a.Doc().Points(), before) || u != 0 || r != 0 {
		t.Fatalf("after Escape: %v, undo %d, redo %d", a.Doc().Points(), u, r)
	}
	a.Tools().SetTool("spray")
	a.Tools().StartStroke(0, 0, 0.5)
	a.Apply(Gesture{Kind: StrokeMove, X: 1, Y: 0})
	a.Tools().CancelStroke()
	if _, on := a.Tools().CurrentStroke(); on || len(a.Doc().Points()) != 2 {
		t.Fatalf("a cancelled spray: stroke %v, %d points", on, len(a.Doc().Points()))
	}
	a.Tools().StartStroke(0, 0, 0.5)
	a.Apply(Gesture{Kind: StrokeMove, X: 1, Y: 0})
	if err := a.Tools().EndStroke(1, 0); err != nil || len(a.Doc().Points()) != 2+DefaultBrush.Count {
		t.Fatalf("a spray: %v, %d points", err, len(a.Doc().Points()))
	}
}

// TestSetPoint: a point's place and class change as one edit.
func TestSetPoint(t *testing.T) {
	a := twoPoints(t)
	if err := a.Doc().SetPoint(1, 3, -2, 2); err != nil {
		t.Fatal(err)
	}
	if a.Doc().Points()[1] != pt(3, -2, 2) || len(a.Doc().Classes()) != 3 {
		t.Fatalf("points %v, classes %v", a.Doc().Points(), a.Doc().Classes())
	}
	if u, _ := a.Doc().UndoDepth(); u != 1 {
		t.Fatalf("%d undo steps", u)
	}
	a.Doc().Undo()
	if a.Doc().Points()[1] != pt(-1, -1, 1) {
		t.Fatalf("undo gave %v", a.Doc().Points())
	}
	if a.Doc().SetPoint(5, 0, 0, 0) == nil || a.Doc().SetPoint(0, 1e300, 0, 0) == nil || a.Doc().SetPoint(0, 0, 0, 9) == nil {
		t.Errorf("a bad point was set")
	}
}
