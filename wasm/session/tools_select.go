package session

import (
	"math"
	"slices"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// Selection returns the selected points' indices (shared: do not change).
func (t *Tools) Selection() []int {
	if t.selAt != t.c.reshaped {
		t.sel = nil
	}
	return t.sel
}

// SelectionVersion counts the selections made, so that a picture of the
// selection is redrawn when it changes.
func (t *Tools) SelectionVersion() uint64 { return t.selVer }

func (t *Tools) setSelection(sel []int) {
	t.sel, t.selAt = sel, t.c.reshaped
	t.selVer++
	t.c.changed()
}

// Select selects the points whose indices are given.
func (t *Tools) Select(idx []int) error {
	sel := slices.Clone(idx)
	slices.Sort(sel)
	sel = slices.Compact(sel)
	for _, i := range sel {
		if i < 0 || i >= len(t.c.scene.Points) {
			return msg.Err("session-no-point", "index", i)
		}
	}
	t.setSelection(sel)
	return nil
}

// DeleteSelection removes the selected points, as one edit.
func (t *Tools) DeleteSelection() error {
	sel := t.Selection()
	if len(sel) == 0 {
		return msg.Err("session-none-selected")
	}
	t.doc.edit()
	kept := make([]engine.Point, 0, len(t.c.scene.Points)-len(sel))
	for i, p := range t.c.scene.Points {
		if _, found := slices.BinarySearch(sel, i); !found {
			kept = append(kept, p)
		}
	}
	t.c.scene.Points = kept
	t.c.reshaped++
	t.doc.unhover()
	t.c.pointsChanged()
	return nil
}

// RelabelSelection gives the selected points class c, as one edit.
func (t *Tools) RelabelSelection(c int) error {
	sel := t.Selection()
	if len(sel) == 0 {
		return msg.Err("session-none-selected")
	}
	if c < 0 || c >= engine.MaxClasses {
		return msg.Err("session-class-outside", "class", c+1, "max", engine.MaxClasses)
	}
	t.doc.edit()
	t.c.ensureClass(c)
	for _, i := range sel {
		t.c.scene.Points[i].Class = c
	}
	t.c.reshaped++
	t.setSelection(sel)
	t.c.pointsChanged()
	return nil
}

func (t *Tools) moveSelection(dx, dy float64) {
	sel := t.Selection()
	pts := t.c.scene.Points
	for _, i := range sel {
		p := pts[i]
		if checkPoint(p.X+dx, p.Y+dy, p.Class) != nil {
			return
		}
	}
	for _, i := range sel {
		pts[i].X += dx
		pts[i].Y += dy
	}
	t.c.reshaped++
	t.setSelection(sel)
	t.c.pointsChangedSoon()
}

// enclosed returns the points inside the stroke's lasso or box; a stroke
// that hardly moved selects nothing.
func (t *Tools) enclosed(s *stroke) []int {
	var sel []int
	if math.Abs(s.x-s.x0) < s.r/4 && math.Abs(s.y-s.y0) < s.r/4 && len(s.path) < 6 {
		return nil
	}
	lx, hx := math.Min(s.x0, s.x), math.Max(s.x0, s.x)
	ly, hy := math.Min(s.y0, s.y), math.Max(s.y0, s.y)
	for i, p := range t.c.scene.Points {
		in := false
		if t.brush.Box {
			in = p.X >= lx && p.X <= hx && p.Y >= ly && p.Y <= hy
		} else {
			in = scene.InPolygon(s.path, p.X, p.Y)
		}
		if in {
			sel = append(sel, i)
		}
	}
	return sel
}
