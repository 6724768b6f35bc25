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
	before := slices.Clone(a.Points())
	u0, _ := a.UndoDepth()
	if err := a.GrabPoint(0); err != nil {
		t.Fatal(err)
	}
	for _, x := range []float64{2, 3, 4} {
		if err := a.Apply(Gesture{Kind: Drag, X: x, Y: 1}); err != nil {
			t.Fatal(err)
		}
	}
	if a.Points()[0].X != 4 {
		t.Fatalf("the grabbed point is at %v", a.Points()[0])
	}
	if !a.CancelGrab() {
		t.Fatal("no grab to cancel")
	}
	if u, r := a.UndoDepth(); !slices.Equal(a.Points(), before) || u != u0 || r != 0 || a.Dragging() != -1 {
		t.Fatalf("after Escape: points %v (want %v), undo %d (want %d), redo %d, dragging %d", a.Points(), before, u, u0, r, a.Dragging())
	}
	a.GrabPoint(1)
	a.Apply(Gesture{Kind: Drag, X: -3, Y: 2})
	a.DropPoint()
	if u, _ := a.UndoDepth(); u != u0+1 || a.Points()[1] != pt(-3, 2, 1) {
		t.Fatalf("after the drop: undo %d, points %v", u, a.Points())
	}
	a.Undo()
	if !slices.Equal(a.Points(), before) {
		t.Fatalf("undo gave %v", a.Points())
	}
	a.SetLock(true)
	if a.GrabPoint(0) != ErrLocked {
		t.Errorf("a locked scene let the keyboard grab a point")
	}
}

// TestKeyboardCancelStroke: an eraser stroke that removed a point and is
// cancelled brings it back, with no undo step; a spray cancelled adds
// nothing.
func TestKeyboardCancelStroke(t *testing.T) {
	a := twoPoints(t)
	before := slices.Clone(a.Points())
	a.SetTool("eraser")
	if err := a.StartStroke(1, 1, 0.5); err != nil {
		t.Fatal(err)
	}
	if len(a.Points()) != 1 {
		t.Fatalf("the eraser left %v", a.Points())
	}
	if !a.CancelStroke() {
		t.Fatal("no stroke to cancel")
	}
	if u, r := a.UndoDepth(); !slices.Equal(a.Points(), before) || u != 0 || r != 0 {
		t.Fatalf("after Escape: %v, undo %d, redo %d", a.Points(), u, r)
	}
	a.SetTool("spray")
	a.StartStroke(0, 0, 0.5)
	a.Apply(Gesture{Kind: StrokeMove, X: 1, Y: 0})
	a.CancelStroke()
	if _, on := a.CurrentStroke(); on || len(a.Points()) != 2 {
		t.Fatalf("a cancelled spray: stroke %v, %d points", on, len(a.Points()))
	}
	a.StartStroke(0, 0, 0.5)
	a.Apply(Gesture{Kind: StrokeMove, X: 1, Y: 0})
	if err := a.EndStroke(1, 0); err != nil || len(a.Points()) != 2+DefaultBrush.Count {
		t.Fatalf("a spray: %v, %d points", err, len(a.Points()))
	}
}

// TestSetPoint: a point's place and class change as one edit.
func TestSetPoint(t *testing.T) {
	a := twoPoints(t)
	if err := a.SetPoint(1, 3, -2, 2); err != nil {
		t.Fatal(err)
	}
	if a.Points()[1] != pt(3, -2, 2) || len(a.Classes()) != 3 {
		t.Fatalf("points %v, classes %v", a.Points(), a.Classes())
	}
	if u, _ := a.UndoDepth(); u != 1 {
		t.Fatalf("%d undo steps", u)
	}
	a.Undo()
	if a.Points()[1] != pt(-1, -1, 1) {
		t.Fatalf("undo gave %v", a.Points())
	}
	if a.SetPoint(5, 0, 0, 0) == nil || a.SetPoint(0, 1e300, 0, 0) == nil || a.SetPoint(0, 0, 0, 9) == nil {
		t.Errorf("a bad point was set")
	}
}
