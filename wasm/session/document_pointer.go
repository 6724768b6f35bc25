package session

import (
	"hyperplane/engine/msg"
)

// The pointer's and the keyboard's hold on a point: the gestures Grab,
// Drag, Drop, Remove and Hover (which Session.Apply hands here), and the
// keyboard's grab (wasm/keys), which moves a point with the arrows and
// puts it back with Escape.

// keyEdit remembers the depth of the undo stack when the keyboard began a
// grab or a stroke, so that cancelling it takes its undo step back
// without leaving a redo step.
type keyEdit struct {
	depth int  // len(undo) before the grab or the stroke
	on    bool // a grab or a stroke of the keyboard is under way
}

// grab starts dragging point i: one undo step for the whole drag.
func (d *Document) grab(i int) error {
	if i < 0 || i >= len(d.c.scene.Points) {
		return msg.Err("session-no-grab")
	}
	d.dragging = i
	d.edit()
	return nil
}

// drag moves the grabbed point to (x, y).
func (d *Document) drag(x, y float64) error {
	if d.dragging < 0 {
		return msg.Err("session-no-drag")
	}
	return d.movePoint(d.dragging, x, y)
}

// drop ends the drag.
func (d *Document) drop() {
	if d.dragging >= 0 {
		d.dragging = -1
		d.c.reshaped++ // the points' picture takes the point back
		d.c.changed()
	}
}

// remove removes point i under the pointer, ending a drag of it.
func (d *Document) remove(i int) error {
	if d.dragging == i {
		d.dragging = -1
	}
	return d.RemovePoint(i)
}

// unhover notes that no point is under the mouse (an edit removed it).
func (d *Document) unhover() { d.hover = -1 }

// hoverAt notes the point under the mouse, or -1.
func (d *Document) hoverAt(i int) {
	if i != d.hover {
		d.hover = i
		d.c.changed()
	}
}

// beginKeyEdit notes that the keyboard begins a grab or a stroke.
func (d *Document) beginKeyEdit() { d.keyEdit = keyEdit{depth: len(d.c.edits.undo), on: true} }

// endKeyEdit notes that the keyboard's grab or stroke ended.
func (d *Document) endKeyEdit() { d.keyEdit = keyEdit{} }

// GrabPoint starts moving point i, as Apply(Grab) does: the moves until
// DropPoint are one undo step. CancelGrab puts it back.
func (d *Document) GrabPoint(i int) error {
	if d.lockEdit {
		return ErrLocked
	}
	if i < 0 || i >= len(d.c.scene.Points) {
		return msg.Err("session-no-grab")
	}
	d.beginKeyEdit()
	return d.grab(i)
}

// DropPoint ends the drag that GrabPoint began, keeping the point where it
// is.
func (d *Document) DropPoint() {
	d.endKeyEdit()
	d.drop()
}

// CancelGrab ends the drag that GrabPoint began and puts the points back
// as they were when it began; the drag leaves no undo step behind. It
// reports whether a drag was under way.
func (d *Document) CancelGrab() bool {
	if d.dragging < 0 || !d.keyEdit.on {
		return false
	}
	d.dragging = -1
	d.takeBack()
	d.c.reshaped++
	d.c.changed()
	return true
}

// takeBack restores the points saved by the undo step the keyboard's grab
// or stroke pushed, and drops that step. When other edits came between (or
// the stack dropped its oldest entry to make room), it undoes the last
// edit as Undo does.
func (d *Document) takeBack() {
	k := d.keyEdit
	d.keyEdit = keyEdit{}
	n := len(d.c.edits.undo)
	if e, ok := d.c.edits.last(); ok && k.on && n == k.depth+1 && e.kind == undoAll && e.classes == nil {
		d.c.scene.Points, d.c.scene.Axes = e.points, e.axes
		d.c.edits.dropLast()
		d.c.pointsChanged()
		return
	}
	if k.on && n > k.depth {
		d.Undo()
	}
}
