package session

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// Tool is what a press and drag on the plot does.
type Tool int

// The tools of the tool bar.
const (
	ToolPoint  Tool = iota // a click adds a point, a drag moves one or pans
	ToolSpray              // a drag sprays a Gaussian blob of points
	ToolEraser             // the brush removes the points it passes over
	ToolSelect             // a lasso (or a box) selects points; a drag of the selection moves it
	ToolJitter             // the brush moves each point it passes over by a little noise
)

var toolNames = [...]string{"point", "spray", "eraser", "select", "jitter"}

// String returns the tool's name in the page's API.
func (t Tool) String() string { return toolNames[t] }

// Brush holds the settings of the tools.
type Brush struct {
	Count  int     `json:"count"`  // spray: points of a stroke, 1..maxSprayCount
	Aspect float64 `json:"aspect"` // spray: the minor axis over the major one, 0.05..1
	Radius float64 `json:"radius"` // eraser, jitter and a spray's tap: CSS pixels, 4..200
	Box    bool    `json:"box"`    // select with a box instead of a lasso
	Seed   uint64  `json:"seed"`   // the strokes' random numbers
}

const maxSprayCount = 5000

// DefaultBrush is the brush of a new session: three strokes of a hundred
// points make a scene of 300.
var DefaultBrush = Brush{Count: 100, Aspect: 0.5, Radius: 24, Seed: 1}

// toolState is the tools' part of the session.
type toolState struct {
	tool    Tool
	brush   Brush
	strokes uint64 // strokes begun: each draws from its own stream
	st      *stroke
	sel     []int  // the selected points, increasing
	selAt   uint64 // reshaped when sel was made: later edits clear it
	selVer  uint64 // counts the selections made
}

// stroke is the state of a press and drag with a tool.
type stroke struct {
	tool         Tool
	x0, y0, x, y float64 // the press and the latest position, data units
	r            float64 // the brush radius, data units
	path         []float64
	saved        bool // the stroke's undo step is pushed
	moving       bool // select: the drag moves the selection
	touched      map[int]bool
	rng          *rand.Rand
}

// SetTool chooses the tool by its name.
func (a *Session) SetTool(name string) error {
	i := slices.Index(toolNames[:], name)
	if i < 0 {
		return fmt.Errorf("unknown tool %q: the tools are point, spray, eraser, select and jitter", name)
	}
	a.tools.tool, a.tools.st = Tool(i), nil
	a.tools.sel = nil
	a.changed()
	return nil
}

// Tool returns the current tool.
func (a *Session) Tool() Tool { return a.tools.tool }

// Brush returns the tools' settings.
func (a *Session) Brush() Brush { return a.tools.brush }

// SetBrush checks and sets the tools' settings.
func (a *Session) SetBrush(b Brush) error {
	switch {
	case b.Count < 1 || b.Count > maxSprayCount:
		return fmt.Errorf("the spray's count must be between 1 and %d", maxSprayCount)
	case !(b.Aspect >= 0.05 && b.Aspect <= 1):
		return errors.New("the spray's aspect must be between 0.05 and 1")
	case !(b.Radius >= 4 && b.Radius <= 200):
		return errors.New("the brush radius must be between 4 and 200 pixels")
	}
	a.tools.brush = b
	a.changed()
	return nil
}

// Stroke is what the plot draws of the stroke under way.
type Stroke struct {
	Tool   Tool
	Blob   scene.Blob // spray
	Path   []float64  // select: the lasso so far, or the box's corners
	Moving bool       // select: the drag moves the selection
	X, Y   float64    // the brush's centre
	R      float64    // the brush's radius, data units
}

// CurrentStroke returns the stroke under way, if there is one.
func (a *Session) CurrentStroke() (Stroke, bool) {
	s := a.tools.st
	if s == nil {
		return Stroke{}, false
	}
	out := Stroke{Tool: s.tool, X: s.x, Y: s.y, R: s.r, Moving: s.moving, Path: s.path}
	switch {
	case s.tool == ToolSpray:
		out.Blob = a.blob(s)
	case s.tool == ToolSelect && a.tools.brush.Box && !s.moving:
		out.Path = []float64{s.x0, s.y0, s.x, s.y0, s.x, s.y, s.x0, s.y}
	}
	return out, true
}

func (a *Session) blob(s *stroke) scene.Blob {
	return scene.BlobOfDrag(s.x0, s.y0, s.x, s.y, a.tools.brush.Aspect, s.r/2)
}

// strokeStart begins a stroke of the current tool at (x, y) with a brush
// of radius r (data units).
func (a *Session) strokeStart(x, y, r float64) error {
	if err := checkPoint(x, y, 0); err != nil {
		return err
	}
	if !(r > 0) || math.IsInf(r, 0) {
		return errors.New("the brush needs a positive radius")
	}
	t := &a.tools
	t.strokes++
	s := &stroke{tool: t.tool, x0: x, y0: y, x: x, y: y, r: r,
		rng: rand.New(rand.NewPCG(t.brush.Seed, t.strokes))}
	t.st = s
	switch s.tool {
	case ToolSelect:
		for _, i := range a.Selection() {
			p := a.scene.Points[i]
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
	a.brushAt(s, x, y, x, y)
	a.changed()
	return nil
}

// strokeMove carries the stroke to (x, y).
func (a *Session) strokeMove(x, y float64) error {
	s := a.tools.st
	if s == nil {
		return errors.New("no stroke is under way")
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
			a.edit()
			s.saved = true
		}
		a.moveSelection(x-px, y-py)
	case s.tool == ToolSelect:
		s.path = append(s.path, x, y)
	}
	a.brushAt(s, px, py, x, y)
	a.changed()
	return nil
}

// brushAt applies the eraser or the jitter to the points within the brush
// of the segment from (x0, y0) to (x1, y1), so that a fast stroke skips
// none.
func (a *Session) brushAt(s *stroke, x0, y0, x1, y1 float64) {
	if s.tool != ToolEraser && s.tool != ToolJitter {
		return
	}
	pts := a.scene.Points
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
			a.edit()
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
		a.scene.Points = kept
	}
	a.reshaped++
	a.hover = -1
	a.dataChangedSoon()
}

// strokeEnd ends the stroke at (x, y): a spray adds its points, a lasso
// or a box selects what it holds.
func (a *Session) strokeEnd(x, y float64) error {
	s := a.tools.st
	if s == nil {
		return nil
	}
	var err error
	if x != s.x || y != s.y {
		err = a.strokeMove(x, y)
	}
	a.tools.st = nil
	a.changed()
	switch {
	case s.tool == ToolSpray:
		n := min(a.tools.brush.Count, engine.MaxPoints-len(a.scene.Points))
		if n <= 0 {
			return errTooMany
		}
		pts := a.blob(s).Sample(nil, s.rng, n, a.class)
		a.edit()
		a.ensureClass(a.class)
		for _, p := range pts {
			if checkPoint(p.X, p.Y, p.Class) == nil {
				a.scene.Points = append(a.scene.Points, p)
			}
		}
		a.reshaped++
		a.dataChanged()
	case s.tool == ToolSelect && s.moving:
		if s.saved {
			a.dataChanged()
		}
	case s.tool == ToolSelect:
		a.setSelection(a.enclosed(s))
	case s.saved:
		a.dataChanged()
	}
	return err
}
