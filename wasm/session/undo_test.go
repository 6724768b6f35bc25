package session

import (
	"testing"

	"hyperplane/engine"
)

// saved is an undo entry that saved n points.
func saved(n int) undoEntry { return undoEntry{points: make([]engine.Point, n)} }

// TestUndoStackLimits: the stack keeps at most undoCap (200) edits and
// undoBudget (600,000) saved points, dropping the oldest, but always the
// latest edit; a click's entry counts one point; a new edit empties the
// redo stack.
func TestUndoStackLimits(t *testing.T) {
	cases := []struct {
		name  string
		edits []undoEntry
		want  int // edits kept
	}{
		// 205 clicks: the 5 oldest go.
		{"clicks", func() []undoEntry {
			es := make([]undoEntry, 205)
			for i := range es {
				es[i] = undoEntry{kind: undoDrop}
			}
			return es
		}(), undoCap},
		// Five copies of 150,000 points hold 750,000: the two oldest go
		// (600,000 / 150,000 = 4 fit), the click before them first.
		{"copies", []undoEntry{{kind: undoDrop}, saved(150_000), saved(150_000), saved(150_000), saved(150_000), saved(150_000)}, 4},
		// One copy above the budget is kept: the latest edit can always
		// be undone.
		{"one too large", []undoEntry{saved(10), saved(700_000)}, 1},
	}
	for _, c := range cases {
		var u undoStack
		for _, e := range c.edits {
			u.push(e)
		}
		held := 0
		for _, e := range u.undo {
			held += e.size()
		}
		if n, _ := u.depth(); n != c.want {
			t.Errorf("%s: %d edits kept, want %d", c.name, n, c.want)
		}
		if last, _ := u.last(); last.size() != c.edits[len(c.edits)-1].size() || (len(u.undo) > 1 && held > undoBudget) {
			t.Errorf("%s: the latest edit is not on top, or %d points held", c.name, held)
		}
	}
	var u undoStack
	u.push(saved(3))
	u.redo = append(u.redo, saved(2))
	u.push(saved(1))
	if un, re := u.depth(); un != 2 || re != 0 {
		t.Errorf("after a new edit: %d to undo, %d to redo; want 2 and 0", un, re)
	}
	u.dropLast()
	if e, ok := u.last(); !ok || len(e.points) != 3 {
		t.Errorf("dropLast left %v on top", e)
	}
}
