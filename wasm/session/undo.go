package session

import (
	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// undoEntry is a step of the undo or redo stack: a copy of all the points
// to restore, or, for the commonest edit, a click, the appended point alone
// (undo drops the last point, redo appends it again), so that clicking on a
// big scene copies nothing.
type undoEntry struct {
	points []engine.Point
	kind   int // undoAll, undoDrop, undoAppend or undoDecision
	point  engine.Point
	axes   scene.Axes // undoAll: what the coordinates measured
	// classes, when not nil, is the class list to restore with the
	// points (for edits that change it: imports, loads, class counts).
	classes []scene.ClassInfo
	// decision is the decision stage to restore (undoDecision).
	decision engine.Decision
	// net is the network's state to restore (undoNetwork, network.go).
	net netState
}

const (
	undoAll      = iota // restore points
	undoDrop            // the edit appended point: drop it
	undoAppend          // append point again
	undoDecision        // restore the decision stage (assess_decision.go)
	undoNetwork         // restore the network's weights (network.go)
)

func (e undoEntry) size() int {
	if e.kind == undoAll {
		return len(e.points)
	}
	return 1
}

// undoStack holds the edits that can be undone and redone. Its invariants:
// at most undoCap edits to undo, and at most undoBudget saved points in
// both stacks together, except that the latest edit is always kept; a new
// edit empties the redo stack.
type undoStack struct {
	undo, redo []undoEntry
}

// push records an edit, dropping the oldest ones beyond the limits.
func (u *undoStack) push(e undoEntry) {
	clear(u.redo)
	u.redo = u.redo[:0]
	u.undo = append(u.undo, e)
	held := 0
	for _, x := range u.undo {
		held += x.size()
	}
	drop := 0
	for len(u.undo)-drop > 1 && (len(u.undo)-drop > undoCap || held > undoBudget) {
		held -= u.undo[drop].size()
		drop++
	}
	if drop > 0 {
		// Shift down and clear the tail, so that the dropped copies are
		// not kept alive by the stack's array.
		n := copy(u.undo, u.undo[drop:])
		clear(u.undo[n:])
		u.undo = u.undo[:n]
	}
}

// depth returns the number of edits that can be undone and redone.
func (u *undoStack) depth() (undo, redo int) { return len(u.undo), len(u.redo) }

// last returns the edit on top of the undo stack.
func (u *undoStack) last() (undoEntry, bool) {
	if len(u.undo) == 0 {
		return undoEntry{}, false
	}
	return u.undo[len(u.undo)-1], true
}

// dropLast forgets the edit on top of the undo stack, leaving no redo step.
func (u *undoStack) dropLast() {
	if n := len(u.undo); n > 0 {
		u.undo[n-1] = undoEntry{}
		u.undo = u.undo[:n-1]
	}
}

// pop takes the entry on top of from off it.
func pop(from *[]undoEntry) (undoEntry, bool) {
	n := len(*from)
	if n == 0 {
		return undoEntry{}, false
	}
	e := (*from)[n-1]
	(*from)[n-1] = undoEntry{}
	*from = (*from)[:n-1]
	return e, true
}
