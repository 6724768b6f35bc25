package session

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// undoEntry is a step of the undo or redo stack: a copy of all the points
// to restore, or, for the commonest edit, a click, the appended point alone
// (undo drops the last point, redo appends it again), so that clicking on a
// big scene copies nothing.
type undoEntry struct {
	points []engine.Point
	kind   int // undoAll, undoDrop or undoAppend
	point  engine.Point
	axes   scene.Axes // undoAll: what the coordinates measured
	// classes, when not nil, is the class list to restore with the
	// points (for edits that change it: imports, loads, class counts).
	classes []scene.ClassInfo
	// decision is the decision stage to restore (undoDecision).
	decision engine.Decision
}

const (
	undoAll      = iota // restore points
	undoDrop            // the edit appended point: drop it
	undoAppend          // append point again
	undoDecision        // restore the decision stage (decision_undo.go)
)

func (e undoEntry) size() int {
	if e.kind == undoAll {
		return len(e.points)
	}
	return 1
}

// edit saves the points for undo before a change.
func (a *Session) edit() {
	a.pushEdit(undoEntry{points: append([]engine.Point(nil), a.scene.Points...), axes: a.scene.Axes})
}

// editClasses saves the points and the class list for undo before a
// change of both.
func (a *Session) editClasses() {
	a.pushEdit(undoEntry{points: append([]engine.Point(nil), a.scene.Points...), classes: slices.Clone(a.scene.Classes)})
}

func (a *Session) pushEdit(e undoEntry) {
	clear(a.redo)
	a.redo = a.redo[:0]
	a.undo = append(a.undo, e)
	held := 0
	for _, u := range a.undo {
		held += u.size()
	}
	drop := 0
	for len(a.undo)-drop > 1 && (len(a.undo)-drop > undoCap || held > undoBudget) {
		held -= a.undo[drop].size()
		drop++
	}
	if drop > 0 {
		// Shift down and clear the tail, so that the dropped copies are
		// not kept alive by the stack's array.
		n := copy(a.undo, a.undo[drop:])
		clear(a.undo[n:])
		a.undo = a.undo[:n]
	}
}

// Undo takes back the last edit of the points or of the decision stage and
// reports whether there was one.
func (a *Session) Undo() bool { return a.swapEdit(&a.undo, &a.redo) }

// Redo carries out again the last edit undone and reports whether there
// was one.
func (a *Session) Redo() bool { return a.swapEdit(&a.redo, &a.undo) }

// swapEdit carries out the entry on top of from, saving on to what takes
// it back.
func (a *Session) swapEdit(from, to *[]undoEntry) bool {
	if len(*from) == 0 {
		return false
	}
	a.tools.st = nil // a stroke under way ends: its undo step may be the one taken back
	// A drag of the ROC point under way ends too.
	a.decDrag.open = false
	e := (*from)[len(*from)-1]
	(*from)[len(*from)-1] = undoEntry{}
	*from = (*from)[:len(*from)-1]
	if e.kind == undoDecision {
		*to = append(*to, undoEntry{kind: undoDecision, decision: a.scene.Decision})
		a.scene.Decision = e.decision
		a.changed()
		return true
	}
	pts := a.scene.Points
	switch {
	case e.kind == undoAll:
		back := undoEntry{points: pts, axes: a.scene.Axes}
		if e.classes != nil {
			back.classes = a.scene.Classes
			a.scene.Classes = e.classes
			a.class = min(a.class, len(e.classes)-1)
		}
		*to = append(*to, back)
		a.scene.Points, a.scene.Axes = e.points, e.axes
	case e.kind == undoDrop && len(pts) > 0:
		*to = append(*to, undoEntry{kind: undoAppend, point: pts[len(pts)-1]})
		a.scene.Points = pts[:len(pts)-1]
	case e.kind == undoAppend:
		*to = append(*to, undoEntry{kind: undoDrop, point: e.point})
		a.scene.Points = append(pts, e.point)
	default:
		return false
	}
	a.reshaped++
	a.dataChanged()
	return true
}

var errTooMany = fmt.Errorf("the scene holds the maximum of %d points", engine.MaxPoints)

// checkPoint reports whether (x, y) of class c can join the scene.
func checkPoint(x, y float64, c int) error {
	if c < 0 || c >= engine.MaxClasses {
		return fmt.Errorf("class %d is outside 1..%d", c+1, engine.MaxClasses)
	}
	for _, v := range []float64{x, y} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return errors.New("a coordinate is not a finite number")
		}
		if math.Abs(v) > engine.MaxCoord {
			return fmt.Errorf("a coordinate is larger than the limit of %g", engine.MaxCoord)
		}
	}
	return nil
}

// AddPoint appends a point of class c, as an edit that can be undone.
func (a *Session) AddPoint(x, y float64, c int) error { return a.appendPoint(x, y, c, false) }

// AddPointSoon is AddPoint whose model follows at the next Flush, as the
// pointer's additions do: a burst of additions refits once, not once a
// point. A point of a class the scene does not have yet refits at once,
// since the classes change with it.
func (a *Session) AddPointSoon(x, y float64, c int) error {
	return a.appendPoint(x, y, c, c < len(a.scene.Classes))
}

func (a *Session) appendPoint(x, y float64, c int, soon bool) error {
	if err := checkPoint(x, y, c); err != nil {
		return err
	}
	if len(a.scene.Points) >= engine.MaxPoints {
		return errTooMany
	}
	p := engine.Point{X: x, Y: y, Class: c}
	a.pushEdit(undoEntry{kind: undoDrop, point: p})
	a.ensureClass(c)
	a.scene.Points = append(a.scene.Points, p)
	if soon {
		a.dataChangedSoon()
	} else {
		a.dataChanged()
	}
	return nil
}

// MovePoint moves point i, as an edit that can be undone.
func (a *Session) MovePoint(i int, x, y float64) error {
	if i < 0 || i >= len(a.scene.Points) {
		return fmt.Errorf("there is no point %d", i)
	}
	if err := checkPoint(x, y, a.scene.Points[i].Class); err != nil {
		return err // checked before the undo step, so a refused move leaves none
	}
	a.edit()
	return a.movePoint(i, x, y)
}

// movePoint moves point i; a drag calls it every frame and saves for undo
// only once, when it grabs the point.
func (a *Session) movePoint(i int, x, y float64) error {
	if i < 0 || i >= len(a.scene.Points) {
		return fmt.Errorf("there is no point %d", i)
	}
	p := a.scene.Points[i]
	if err := checkPoint(x, y, p.Class); err != nil {
		return err
	}
	a.scene.Points[i].X, a.scene.Points[i].Y = x, y
	if i != a.dragging {
		a.reshaped++
	}
	a.dataChanged()
	return nil
}

// RemovePoint removes point i, as an edit that can be undone.
func (a *Session) RemovePoint(i int) error {
	if i < 0 || i >= len(a.scene.Points) {
		return fmt.Errorf("there is no point %d", i)
	}
	a.edit()
	a.reshaped++
	a.scene.Points = append(a.scene.Points[:i:i], a.scene.Points[i+1:]...)
	a.hover = -1
	a.dataChanged()
	return nil
}

// ClearPoints removes all the points, as an edit that can be undone.
func (a *Session) ClearPoints() {
	if len(a.scene.Points) == 0 {
		return
	}
	a.edit()
	a.reshaped++
	a.scene.Points = nil
	a.dataChanged()
}

// SetPoints replaces all points, after checking every one, with at least
// classes classes.
func (a *Session) SetPoints(pts []engine.Point, classes int) error {
	if err := checkPoints(pts); err != nil {
		return err
	}
	a.edit()
	a.setPoints(pts, classes)
	return nil
}

// checkPoints reports whether pts can be the scene's points.
func checkPoints(pts []engine.Point) error {
	if len(pts) > engine.MaxPoints {
		return errTooMany
	}
	for i, p := range pts {
		if err := checkPoint(p.X, p.Y, p.Class); err != nil {
			return fmt.Errorf("point %d: %v", i+1, err)
		}
	}
	return nil
}

// setPoints replaces all points by pts, checked, with at least classes
// classes.
func (a *Session) setPoints(pts []engine.Point, classes int) {
	if classes > 0 {
		a.ensureClass(classes - 1)
	}
	for _, p := range pts {
		a.ensureClass(p.Class)
	}
	a.scene.Points = append([]engine.Point(nil), pts...)
	a.reshaped++
	a.dataChanged()
}

// Import replaces the points by imported ones and the class list by the
// file's classes (as many as it names or uses, at least two; a class the
// file does not name keeps its name), frames them and says how many came
// in. Names that would break the class-name rules are not taken.
func (a *Session) Import(pts []engine.Point, names []string) error {
	if len(pts) == 0 {
		return errors.New("it has no points")
	}
	n := max(2, len(names))
	for _, p := range pts {
		n = max(n, p.Class+1)
	}
	if n > engine.MaxClasses {
		return fmt.Errorf("it has %d classes; the limit is %d", n, engine.MaxClasses)
	}
	if err := checkPoints(pts); err != nil {
		return err
	}
	a.editClasses()
	a.scene.Classes = append([]scene.ClassInfo(nil), a.scene.Classes...)
	a.ensureClass(n - 1)
	a.scene.Classes = a.scene.Classes[:n:n]
	a.class = min(a.class, n-1)
	a.setPoints(pts, n)
	cls := append([]scene.ClassInfo(nil), a.scene.Classes...)
	for i, n := range names {
		if i < len(cls) && n != "" {
			cls[i].Name = cleanName(n)
		}
	}
	a.imported = ImportReport{Points: len(pts), Classes: n, Dropped: []string{}}
	if err := a.checkClasses(cls); err == nil {
		a.scene.Classes = cls
	} else {
		a.imported.Dropped = append(a.imported.Dropped, "the class names ("+err.Error()+")")
	}
	a.FitView()
	a.say("info", fmt.Sprintf("Imported %d points of %d classes.", len(pts), n))
	return nil
}

// SetClass sets the class of new points (0 to MaxClasses−1).
func (a *Session) SetClass(k int) error {
	if k < 0 || k >= engine.MaxClasses {
		return fmt.Errorf("class must be between 0 and %d", engine.MaxClasses-1)
	}
	a.class = k
	a.ensureClass(k)
	a.changed()
	return nil
}

// SetClassCount sets the number of classes (2..6). Points of classes that
// go away are removed, as one edit that can be undone.
func (a *Session) SetClassCount(n int) error {
	if n < 2 || n > engine.MaxClasses {
		return fmt.Errorf("the number of classes must be between 2 and %d", engine.MaxClasses)
	}
	if n == len(a.scene.Classes) {
		return nil
	}
	a.editClasses()
	kept := a.scene.Points[:0:0]
	for _, p := range a.scene.Points {
		if p.Class < n {
			kept = append(kept, p)
		}
	}
	a.scene.Points = kept
	a.reshaped++
	if n < len(a.scene.Classes) {
		a.scene.Classes = a.scene.Classes[:n]
	} else {
		a.ensureClass(n - 1)
	}
	if a.class >= n {
		a.class = n - 1
	}
	a.dataChanged()
	return nil
}
