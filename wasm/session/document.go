package session

import (
	"encoding/json"
	"strings"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// Document is the part of a session that holds what the user makes: the
// points and their classes, the class of new points, what the axes
// measure, the title and the lesson, the edits of the points with their
// undo, the pointer's and the keyboard's grab of a point, and imports. Of
// the scene it writes the points, the classes, the axes, the title, the
// text and the lesson. Every edit of the points fires the hook refit (or,
// for the pointer's, marks the points stale until Session.Flush).
type Document struct {
	c        *core
	class    int  // class of new points
	dragging int  // the point being dragged, or -1
	hover    int  // the point under the mouse, or -1
	lockEdit bool // the mouse and touch may not edit points (embeds)
	// keyEdit is a grab or a stroke of the keyboard under way
	// (document_pointer.go).
	keyEdit  keyEdit
	imported ImportReport // what the last import brought in
}

// ImportReport says what the last import (Import or Load) brought in: the
// points and classes the scene now holds, and what was left out of the
// file (class names the rules refused, parameters a scene of another
// version had).
type ImportReport struct {
	Points  int
	Classes int
	Dropped []msg.Text
}

// The readers below return the document's state. Slices are shared: the
// caller must not change them.

// Points returns the scene's points.
func (d *Document) Points() []engine.Point { return d.c.scene.Points }

// Classes returns the scene's classes.
func (d *Document) Classes() []scene.ClassInfo { return d.c.scene.Classes }

// Axes returns what the coordinates measure.
func (d *Document) Axes() scene.Axes { return d.c.scene.Axes }

// Dataset returns the scene's points as a data set.
func (d *Document) Dataset() engine.Dataset { return d.c.dataset() }

// Counts returns the number of points of each class.
func (d *Document) Counts() []int { return d.c.counts() }

// Class returns the class of new points.
func (d *Document) Class() int { return d.class }

// Dragging returns the point being dragged, or -1.
func (d *Document) Dragging() int { return d.dragging }

// Hover returns the point under the mouse, or -1.
func (d *Document) Hover() int { return d.hover }

// Locked reports whether pointer edits of the points are locked.
func (d *Document) Locked() bool { return d.lockEdit }

// UndoDepth returns the number of edits that can be undone and redone.
func (d *Document) UndoDepth() (undo, redo int) { return d.c.edits.depth() }

// Imported returns the report of the last import.
func (d *Document) Imported() ImportReport { return d.imported }

// SetLock locks or unlocks pointer edits of the points.
func (d *Document) SetLock(on bool) {
	d.lockEdit = on
	d.c.changed()
}

// SetClass sets the class of new points (0 to MaxClasses−1).
func (d *Document) SetClass(k int) error {
	if k < 0 || k >= engine.MaxClasses {
		return msg.Err("session-class-range", "max", engine.MaxClasses-1)
	}
	d.class = k
	d.c.ensureClass(k)
	d.c.changed()
	return nil
}

// SetClassCount sets the number of classes (2..6). Points of classes that
// go away are removed, as one edit that can be undone.
func (d *Document) SetClassCount(n int) error {
	if n < 2 || n > engine.MaxClasses {
		return msg.Err("session-class-count", "max", engine.MaxClasses)
	}
	sc := &d.c.scene
	if n == len(sc.Classes) {
		return nil
	}
	d.editClasses()
	kept := sc.Points[:0:0]
	for _, p := range sc.Points {
		if p.Class < n {
			kept = append(kept, p)
		}
	}
	sc.Points = kept
	d.c.reshaped++
	if n < len(sc.Classes) {
		sc.Classes = sc.Classes[:n]
	} else {
		d.c.ensureClass(n - 1)
	}
	if d.class >= n {
		d.class = n - 1
	}
	d.c.pointsChanged()
	return nil
}

// SetClassName renames class k. Names are trimmed, stripped of control
// characters and cut to 40 characters; two classes cannot share a name.
func (d *Document) SetClassName(k int, name string) error {
	if k < 0 || k >= len(d.c.scene.Classes) {
		return msg.Err("session-class-name-args")
	}
	cls := append([]scene.ClassInfo(nil), d.c.scene.Classes...)
	cls[k].Name = cleanName(name)
	if err := d.c.checkClasses(cls); err != nil {
		return err
	}
	d.c.scene.Classes = cls
	d.c.changed()
	return nil
}

// cleanName trims a class name and removes control characters; the page
// shows names as text, never as HTML.
func cleanName(s string) string {
	s = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, s)
	r := []rune(strings.TrimSpace(s))
	if len(r) > scene.MaxNameRunes {
		r = r[:scene.MaxNameRunes]
	}
	return string(r)
}

// SetTitle sets the scene's title and text.
func (d *Document) SetTitle(title, text string) {
	d.c.scene.Title, d.c.scene.Text = title, text
	d.c.scene.Normalize()
	d.c.changed()
}

// SetLesson sets the scene's title, text and lesson object (its Try steps,
// controls and questions, which the caller has checked). It keeps the
// points and the training, as SetTitle does.
func (d *Document) SetLesson(title, text string, lesson json.RawMessage) {
	d.c.scene.Title, d.c.scene.Text = title, text
	d.c.scene.Lesson = append(json.RawMessage(nil), lesson...)
	d.c.scene.Normalize()
	d.c.changed()
}
