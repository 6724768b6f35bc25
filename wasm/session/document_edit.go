package session

import (
	"math"
	"slices"
	"strconv"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// edit saves the points for undo before a change.
func (d *Document) edit() {
	d.c.edits.push(undoEntry{points: append([]engine.Point(nil), d.c.scene.Points...), axes: d.c.scene.Axes})
}

// editClasses saves the points and the class list for undo before a
// change of both.
func (d *Document) editClasses() {
	d.c.edits.push(undoEntry{points: append([]engine.Point(nil), d.c.scene.Points...), classes: slices.Clone(d.c.scene.Classes)})
}

// Undo takes back the last edit of the points or of the decision stage and
// reports whether there was one.
func (d *Document) Undo() bool { return d.swapEdit(&d.c.edits.undo, &d.c.edits.redo) }

// Redo carries out again the last edit undone and reports whether there
// was one.
func (d *Document) Redo() bool { return d.swapEdit(&d.c.edits.redo, &d.c.edits.undo) }

// swapEdit carries out the entry on top of from, saving on to what takes
// it back.
func (d *Document) swapEdit(from, to *[]undoEntry) bool {
	if len(*from) == 0 {
		return false
	}
	// A stroke under way ends (its undo step may be the one taken back),
	// and so does a drag of the ROC point.
	d.c.on.editTaken()
	e, _ := pop(from)
	sc := &d.c.scene
	if e.kind == undoDecision {
		*to = append(*to, undoEntry{kind: undoDecision, decision: sc.Decision})
		sc.Decision = e.decision
		d.c.changed()
		return true
	}
	if e.kind == undoNetwork {
		*to = append(*to, undoEntry{kind: undoNetwork, net: d.c.on.network(e.net)})
		return true
	}
	pts := sc.Points
	switch {
	case e.kind == undoAll:
		back := undoEntry{points: pts, axes: sc.Axes}
		if e.classes != nil {
			back.classes = sc.Classes
			sc.Classes = e.classes
			d.class = min(d.class, len(e.classes)-1)
		}
		*to = append(*to, back)
		sc.Points, sc.Axes = e.points, e.axes
	case e.kind == undoDrop && len(pts) > 0:
		*to = append(*to, undoEntry{kind: undoAppend, point: pts[len(pts)-1]})
		sc.Points = pts[:len(pts)-1]
	case e.kind == undoAppend:
		*to = append(*to, undoEntry{kind: undoDrop, point: e.point})
		sc.Points = append(pts, e.point)
	default:
		return false
	}
	d.c.reshaped++
	d.c.pointsChanged()
	return true
}

var errTooMany = msg.Err("session-too-many", "max", strconv.Itoa(engine.MaxPoints))

// checkPoint reports whether (x, y) of class c can join the scene.
func checkPoint(x, y float64, c int) error {
	if c < 0 || c >= engine.MaxClasses {
		return msg.Err("session-class-outside", "class", c+1, "max", engine.MaxClasses)
	}
	for _, v := range []float64{x, y} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return msg.Err("session-coord-finite")
		}
		if math.Abs(v) > engine.MaxCoord {
			return msg.Err("session-coord-limit", "max", engine.NumText(engine.MaxCoord, -1))
		}
	}
	return nil
}

// checkPoints reports whether pts can be the scene's points.
func checkPoints(pts []engine.Point) error {
	if len(pts) > engine.MaxPoints {
		return errTooMany
	}
	for i, p := range pts {
		if err := checkPoint(p.X, p.Y, p.Class); err != nil {
			return msg.Wrap(err, "engine-point-problem", "point", i+1, "why", msg.Of(err))
		}
	}
	return nil
}

// AddPoint appends a point of class c, as an edit that can be undone.
func (d *Document) AddPoint(x, y float64, c int) error { return d.appendPoint(x, y, c, false) }

// AddPointSoon is AddPoint whose model follows at the next Flush, as the
// pointer's additions do: a burst of additions refits once, not once a
// point. A point of a class the scene does not have yet refits at once,
// since the classes change with it.
func (d *Document) AddPointSoon(x, y float64, c int) error {
	return d.appendPoint(x, y, c, c < len(d.c.scene.Classes))
}

// appendPoint appends a point; soon leaves the models to the next Flush
// (a click).
func (d *Document) appendPoint(x, y float64, c int, soon bool) error {
	if err := checkPoint(x, y, c); err != nil {
		return err
	}
	if len(d.c.scene.Points) >= engine.MaxPoints {
		return errTooMany
	}
	p := engine.Point{X: x, Y: y, Class: c}
	d.c.edits.push(undoEntry{kind: undoDrop, point: p})
	d.c.ensureClass(c)
	d.c.scene.Points = append(d.c.scene.Points, p)
	if soon {
		d.c.pointsChangedSoon()
	} else {
		d.c.pointsChanged()
	}
	return nil
}

// MovePoint moves point i, as an edit that can be undone.
func (d *Document) MovePoint(i int, x, y float64) error {
	if i < 0 || i >= len(d.c.scene.Points) {
		return msg.Err("session-no-point", "index", i)
	}
	if err := checkPoint(x, y, d.c.scene.Points[i].Class); err != nil {
		return err // checked before the undo step, so a refused move leaves none
	}
	d.edit()
	return d.movePoint(i, x, y)
}

// movePoint moves point i; a drag calls it every frame and saves for undo
// only once, when it grabs the point.
func (d *Document) movePoint(i int, x, y float64) error {
	pts := d.c.scene.Points
	if i < 0 || i >= len(pts) {
		return msg.Err("session-no-point", "index", i)
	}
	if err := checkPoint(x, y, pts[i].Class); err != nil {
		return err
	}
	pts[i].X, pts[i].Y = x, y
	if i == d.dragging {
		// A drag's move: the picture follows now, the models at the
		// slack's paced refits (api.Slack), not in the frame that
		// showed the move, which a refit of 100,000 points held up by
		// 12 ms (48 ms at 4x CPU throttling; issue 51).
		d.c.pointsChangedSoon()
		return nil
	}
	d.c.reshaped++
	d.c.pointsChanged()
	return nil
}

// RemovePoint removes point i, as an edit that can be undone.
func (d *Document) RemovePoint(i int) error {
	pts := d.c.scene.Points
	if i < 0 || i >= len(pts) {
		return msg.Err("session-no-point", "index", i)
	}
	d.edit()
	d.c.reshaped++
	d.c.scene.Points = append(pts[:i:i], pts[i+1:]...)
	d.hover = -1
	d.c.pointsChanged()
	return nil
}

// ClearPoints removes all the points, as an edit that can be undone.
func (d *Document) ClearPoints() {
	if len(d.c.scene.Points) == 0 {
		return
	}
	d.edit()
	d.c.reshaped++
	d.c.scene.Points = nil
	d.c.pointsChanged()
}

// SetPoints replaces all points, after checking every one, with at least
// classes classes.
func (d *Document) SetPoints(pts []engine.Point, classes int) error {
	if err := checkPoints(pts); err != nil {
		return err
	}
	d.edit()
	d.setPoints(pts, classes)
	return nil
}

// setPoints replaces all points by pts, checked, with at least classes
// classes.
func (d *Document) setPoints(pts []engine.Point, classes int) {
	if classes > 0 {
		d.c.ensureClass(classes - 1)
	}
	for _, p := range pts {
		d.c.ensureClass(p.Class)
	}
	d.c.scene.Points = append([]engine.Point(nil), pts...)
	d.c.reshaped++
	d.c.pointsChanged()
}

// SetPoint gives point i the place (x, y) and the class c, as one edit
// that can be undone.
func (d *Document) SetPoint(i int, x, y float64, c int) error {
	pts := d.c.scene.Points
	if i < 0 || i >= len(pts) {
		return msg.Err("session-no-point", "index", i)
	}
	if err := checkPoint(x, y, c); err != nil {
		return err
	}
	d.edit()
	d.c.ensureClass(c)
	pts[i].X, pts[i].Y, pts[i].Class = x, y, c
	d.c.reshaped++
	d.c.pointsChanged()
	return nil
}

// Import replaces the points by imported ones and the class list by the
// file's classes (as many as it names or uses, at least two; a class the
// file does not name keeps its name), frames them and says how many came
// in. Names that would break the class-name rules are not taken.
func (d *Document) Import(pts []engine.Point, names []string) error {
	if len(pts) == 0 {
		return msg.Err("session-import-no-points")
	}
	n := max(2, len(names))
	for _, p := range pts {
		n = max(n, p.Class+1)
	}
	if n > engine.MaxClasses {
		return msg.Err("session-import-classes", "n", n, "max", engine.MaxClasses)
	}
	if err := checkPoints(pts); err != nil {
		return err
	}
	sc := &d.c.scene
	d.editClasses()
	sc.Classes = append([]scene.ClassInfo(nil), sc.Classes...)
	d.c.ensureClass(n - 1)
	sc.Classes = sc.Classes[:n:n]
	d.class = min(d.class, n-1)
	d.setPoints(pts, n)
	cls := append([]scene.ClassInfo(nil), sc.Classes...)
	for i, n := range names {
		if i < len(cls) && n != "" {
			cls[i].Name = cleanName(n)
		}
	}
	d.imported = ImportReport{Points: len(pts), Classes: n, Dropped: []msg.Text{}}
	if err := d.c.checkClasses(cls); err == nil {
		sc.Classes = cls
	} else {
		d.imported.Dropped = append(d.imported.Dropped, msg.T("session-class-names-dropped", "why", msg.Of(err)))
	}
	d.c.on.frame()
	d.c.say("info", msg.T("session-imported", "n", len(pts), "classes", n))
	return nil
}
