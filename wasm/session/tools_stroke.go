package session

import (
	"math"
	"math/rand/v2"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// strokeStart begins a stroke of the current tool at (x, y) with a brush
// of radius r (data units).
func (t *Tools) strokeStart(x, y, r float64) error {
	if err := checkPoint(x, y, 0); err != nil {
		return err
	}
	if !(r > 0) || math.IsInf(r, 0) {
		return msg.Err("session-brush-positive")
	}
	t.strokes++
	s := &stroke{tool: t.tool, x0: x, y0: y, x: x, y: y, r: r,
		rng: rand.New(rand.NewPCG(t.brush.Seed, t.strokes))}
	t.st = s
	switch s.tool {
	case ToolSelect:
		for _, i := range t.Selection() {
			p := t.c.scene.Points[i]
			if math.Hypot(p.X-x, p.Y-y) <= r {
				s.moving = true // saved for undo at the first move
				break
			}
		}
		if !s.moving {
			s.path = []float64{x, y}
		}
	case ToolJitter:
		s.touched = map[int]bool{}
	}
	t.brushAt(s, x, y, x, y)
	t.c.changed()
	return nil
}

// strokeMove carries the stroke to (x, y).
func (t *Tools) strokeMove(x, y float64) error {
	s := t.st
	if s == nil {
		return msg.Err("session-no-stroke")
	}
	if err := checkPoint(x, y, 0); err != nil {
		return err
	}
	if x == s.x && y == s.y {
		return nil
	}
	px, py := s.x, s.y
	s.x, s.y = x, y
	switch {
	case s.tool == ToolSelect && s.moving:
		if !s.saved {
			t.doc.edit()
			s.saved = true
		}
		t.moveSelection(x-px, y-py)
	case s.tool == ToolSelect:
		s.path = append(s.path, x, y)
	}
	t.brushAt(s, px, py, x, y)
	t.c.changed()
	return nil
}

// brushAt applies the eraser or the jitter to the points within the brush
// of the segment from (x0, y0) to (x1, y1), so that a fast stroke skips
// none.
func (t *Tools) brushAt(s *stroke, x0, y0, x1, y1 float64) {
	if s.tool != ToolEraser && s.tool != ToolJitter {
		return
	}
	pts := t.c.scene.Points
	var kept []engine.Point // the eraser's survivors: the scene's array is shared, so it is not changed in place
	hit := false
	for i, p := range pts {
		if (s.tool == ToolJitter && s.touched[i]) || scene.SegmentDistance(p.X, p.Y, x0, y0, x1, y1) > s.r {
			if hit && s.tool == ToolEraser {
				kept = append(kept, p)
			}
			continue
		}
		if !s.saved {
			t.doc.edit()
			s.saved = true
		}
		if !hit && s.tool == ToolEraser {
			kept = append(make([]engine.Point, 0, len(pts)), pts[:i]...)
		}
		hit = true
		if s.tool == ToolEraser {
			continue
		}
		// Jitter: each point once a stroke, by normal noise of a third of
		// the brush radius on each axis.
		s.touched[i] = true
		sd := s.r / 3
		nx, ny := p.X+sd*s.rng.NormFloat64(), p.Y+sd*s.rng.NormFloat64()
		if checkPoint(nx, ny, p.Class) == nil {
			pts[i].X, pts[i].Y = nx, ny
		}
	}
	if !hit {
		return
	}
	if s.tool == ToolEraser {
		t.c.scene.Points = kept
	}
	t.c.reshaped++
	t.doc.unhover()
	t.c.pointsChangedSoon()
}

// strokeEnd ends the stroke at (x, y): a spray adds its points, a lasso
// or a box selects what it holds.
func (t *Tools) strokeEnd(x, y float64) error {
	s := t.st
	if s == nil {
		return nil
	}
	var err error
	if x != s.x || y != s.y {
		err = t.strokeMove(x, y)
	}
	t.st = nil
	t.c.changed()
	switch {
	case s.tool == ToolSpray:
		n := min(t.brush.Count, engine.MaxPoints-len(t.c.scene.Points))
		if n <= 0 {
			return errTooMany
		}
		class := t.doc.Class()
		pts := t.blob(s).Sample(nil, s.rng, n, class)
		t.doc.edit()
		t.c.ensureClass(class)
		for _, p := range pts {
			if checkPoint(p.X, p.Y, p.Class) == nil {
				t.c.scene.Points = append(t.c.scene.Points, p)
			}
		}
		t.c.reshaped++
		t.c.pointsChanged()
	case s.tool == ToolSelect && s.moving:
		if s.saved {
			t.c.pointsChanged()
		}
	case s.tool == ToolSelect:
		t.setSelection(t.enclosed(s))
	case s.saved:
		t.c.pointsChanged()
	}
	return err
}
