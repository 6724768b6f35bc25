package session

import (
	"errors"
	"fmt"
)

// The keyboard's edits (wasm/keys): grabbing a point to move it with the
// arrows and putting it back with Escape, cancelling a stroke of a tool,
// and setting a point's place and class as one edit (the points table).

// keyEdit remembers the depth of the undo stack when the keyboard began a
// grab or a stroke, so that cancelling it takes its undo step back
// without leaving a redo step.
type keyEdit struct {
	depth int  // len(undo) before the grab or the stroke
	on    bool // a grab or a stroke of the keyboard is under way
}

// GrabPoint starts moving point i, as Apply(Grab) does: the moves until
// Drop are one undo step. CancelGrab puts it back.
func (a *Session) GrabPoint(i int) error {
	if a.lockEdit {
		return ErrLocked
	}
	if i < 0 || i >= len(a.scene.Points) {
		return errors.New("there is no point to grab")
	}
	a.keyEdit = keyEdit{depth: len(a.undo), on: true}
	return a.Apply(Gesture{Kind: Grab, Index: i})
}

// DropPoint ends the drag that GrabPoint began, keeping the point where it
// is.
func (a *Session) DropPoint() {
	a.keyEdit = keyEdit{}
	a.Apply(Gesture{Kind: Drop})
}

// CancelGrab ends the drag that GrabPoint began and puts the points back as they were
// when it began; the drag leaves no undo step behind. It reports whether a
// drag was under way.
func (a *Session) CancelGrab() bool {
	if a.dragging < 0 || !a.keyEdit.on {
		return false
	}
	a.dragging = -1
	a.takeBack()
	a.reshaped++
	a.changed()
	return true
}

// StartStroke begins a stroke of the current tool at (x, y) with a brush
// of radius r, as Apply(StrokeStart) does; CancelStroke takes it back.
func (a *Session) StartStroke(x, y, r float64) error {
	if a.lockEdit {
		return ErrLocked
	}
	a.keyEdit = keyEdit{depth: len(a.undo), on: true}
	return a.Apply(Gesture{Kind: StrokeStart, X: x, Y: y, R: r})
}

// EndStroke ends the stroke that StartStroke began, at (x, y).
func (a *Session) EndStroke(x, y float64) error {
	a.keyEdit = keyEdit{}
	return a.Apply(Gesture{Kind: StrokeEnd, X: x, Y: y})
}

// CancelStroke drops the stroke under way: a spray adds nothing, a lasso
// or a box selects nothing, and the points an eraser, a jitter or a moved
// selection changed come back, with no undo step left. It reports whether
// a stroke was under way.
func (a *Session) CancelStroke() bool {
	s := a.tools.st
	if s == nil {
		return false
	}
	a.tools.st = nil
	if s.saved {
		a.takeBack()
		a.reshaped++
		a.hover = -1
		a.dataChanged()
	}
	a.changed()
	return true
}

// takeBack restores the points saved by the undo step the keyboard's grab
// or stroke pushed, and drops that step. When other edits came between (or
// the stack dropped its oldest entry to make room), it undoes the last
// edit as Undo does.
func (a *Session) takeBack() {
	k := a.keyEdit
	a.keyEdit = keyEdit{}
	n := len(a.undo)
	if k.on && n == k.depth+1 && a.undo[n-1].kind == undoAll && a.undo[n-1].classes == nil {
		a.scene.Points, a.scene.Axes = a.undo[n-1].points, a.undo[n-1].axes
		a.undo[n-1] = undoEntry{}
		a.undo = a.undo[:n-1]
		a.dataChanged()
		return
	}
	if k.on && n > k.depth {
		a.Undo()
	}
}

// SetPoint gives point i the place (x, y) and the class c, as one edit
// that can be undone.
func (a *Session) SetPoint(i int, x, y float64, c int) error {
	if i < 0 || i >= len(a.scene.Points) {
		return fmt.Errorf("there is no point %d", i)
	}
	if err := checkPoint(x, y, c); err != nil {
		return err
	}
	a.edit()
	a.ensureClass(c)
	a.scene.Points[i].X, a.scene.Points[i].Y, a.scene.Points[i].Class = x, y, c
	a.reshaped++
	a.dataChanged()
	return nil
}
