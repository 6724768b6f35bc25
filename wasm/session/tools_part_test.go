package session

import (
	"slices"
	"testing"
)

// TestToolsStrokeEndsAtUndo: an undo while an eraser stroke is under way
// takes back what the stroke erased and ends the stroke (the hook
// editTaken): its next move is refused and erases nothing more.
func TestToolsStrokeEndsAtUndo(t *testing.T) {
	a := twoPoints(t)
	before := slices.Clone(a.Doc().Points())
	tools := a.Tools()
	if err := tools.SetTool("eraser"); err != nil {
		t.Fatal(err)
	}
	if err := a.Apply(Gesture{Kind: StrokeStart, X: 1, Y: 1, R: 0.5}); err != nil {
		t.Fatal(err)
	}
	if len(a.Doc().Points()) != 1 {
		t.Fatalf("the eraser left %v", a.Doc().Points())
	}
	if !a.Doc().Undo() {
		t.Fatal("nothing to undo")
	}
	if _, on := tools.CurrentStroke(); on || !slices.Equal(a.Doc().Points(), before) {
		t.Fatalf("after the undo: stroke %v, points %v", on, a.Doc().Points())
	}
	if err := a.Apply(Gesture{Kind: StrokeMove, X: -1, Y: -1}); err == nil || len(a.Doc().Points()) != 2 {
		t.Fatalf("a move after the undo: %v, %d points", err, len(a.Doc().Points()))
	}
}

// TestToolsSelectionLasts: a selection survives appends (the points keep
// their indices) and is cleared by any edit that reshapes the points or a
// change of tool; each selection made counts once; a locked scene refuses
// the keyboard's strokes.
func TestToolsSelectionLasts(t *testing.T) {
	a := twoPoints(t)
	tools := a.Tools()
	v0 := tools.SelectionVersion()
	if err := tools.Select([]int{1, 0, 1}); err != nil {
		t.Fatal(err)
	}
	if err := a.Doc().AddPoint(3, 3, 0); err != nil {
		t.Fatal(err)
	}
	if sel := tools.Selection(); !slices.Equal(sel, []int{0, 1}) || tools.SelectionVersion() != v0+1 {
		t.Fatalf("after an append: selection %v, version %d", sel, tools.SelectionVersion()-v0)
	}
	if err := a.Doc().MovePoint(2, 4, 4); err != nil {
		t.Fatal(err)
	}
	if sel := tools.Selection(); sel != nil {
		t.Fatalf("after a move: selection %v", sel)
	}
	tools.Select([]int{2})
	tools.SetTool("spray")
	if sel := tools.Selection(); sel != nil || tools.SelectionVersion() != v0+2 {
		t.Fatalf("after a change of tool: selection %v, version %d", sel, tools.SelectionVersion()-v0)
	}
	a.Doc().SetLock(true)
	if err := tools.StartStroke(0, 0, 1); err != ErrLocked {
		t.Fatalf("a locked stroke: %v", err)
	}
}
