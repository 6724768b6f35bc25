package session

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// Selection returns the selected points' indices (shared: do not change).
func (a *Session) Selection() []int {
	if a.tools.selAt != a.reshaped {
		a.tools.sel = nil
	}
	return a.tools.sel
}

// SelectionVersion counts the selections made, so that a picture of the
// selection is redrawn when it changes.
func (a *Session) SelectionVersion() uint64 { return a.tools.selVer }

func (a *Session) setSelection(sel []int) {
	a.tools.sel, a.tools.selAt = sel, a.reshaped
	a.tools.selVer++
	a.changed()
}

// Select selects the points whose indices are given.
func (a *Session) Select(idx []int) error {
	sel := slices.Clone(idx)
	slices.Sort(sel)
	sel = slices.Compact(sel)
	for _, i := range sel {
		if i < 0 || i >= len(a.scene.Points) {
			return fmt.Errorf("there is no point %d", i)
		}
	}
	a.setSelection(sel)
	return nil
}

// DeleteSelection removes the selected points, as one edit.
func (a *Session) DeleteSelection() error {
	sel := a.Selection()
	if len(sel) == 0 {
		return errors.New("no points are selected")
	}
	a.edit()
	kept := make([]engine.Point, 0, len(a.scene.Points)-len(sel))
	for i, p := range a.scene.Points {
		if _, found := slices.BinarySearch(sel, i); !found {
			kept = append(kept, p)
		}
	}
	a.scene.Points = kept
	a.reshaped++
	a.hover = -1
	a.dataChanged()
	return nil
}

// RelabelSelection gives the selected points class c, as one edit.
func (a *Session) RelabelSelection(c int) error {
	sel := a.Selection()
	if len(sel) == 0 {
		return errors.New("no points are selected")
	}
	if c < 0 || c >= engine.MaxClasses {
		return fmt.Errorf("class %d is outside 1..%d", c+1, engine.MaxClasses)
	}
	a.edit()
	a.ensureClass(c)
	for _, i := range sel {
		a.scene.Points[i].Class = c
	}
	a.reshaped++
	a.setSelection(sel)
	a.dataChanged()
	return nil
}

func (a *Session) moveSelection(dx, dy float64) {
	sel := a.Selection()
	for _, i := range sel {
		p := a.scene.Points[i]
		if checkPoint(p.X+dx, p.Y+dy, p.Class) != nil {
			return
		}
	}
	for _, i := range sel {
		a.scene.Points[i].X += dx
		a.scene.Points[i].Y += dy
	}
	a.reshaped++
	a.setSelection(sel)
	a.dataChangedSoon()
}

// enclosed returns the points inside the stroke's lasso or box; a stroke
// that hardly moved selects nothing.
func (a *Session) enclosed(s *stroke) []int {
	var sel []int
	if math.Abs(s.x-s.x0) < s.r/4 && math.Abs(s.y-s.y0) < s.r/4 && len(s.path) < 6 {
		return nil
	}
	lx, hx := math.Min(s.x0, s.x), math.Max(s.x0, s.x)
	ly, hy := math.Min(s.y0, s.y), math.Max(s.y0, s.y)
	for i, p := range a.scene.Points {
		in := false
		if a.tools.brush.Box {
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
