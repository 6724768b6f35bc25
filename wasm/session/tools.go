package session

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"hyperplane/engine/msg"
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

// Tools is the part of a session that is the tool bar: the tool, the
// brush, the stroke under way and the selection. A stroke edits the
// Document's points through the Document (one undo step a stroke), and a
// selection lasts until the points are reshaped. Undo ends a stroke under
// way (the hook editTaken).
type Tools struct {
	c       *core
	doc     *Document
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
func (t *Tools) SetTool(name string) error {
	i := slices.Index(toolNames[:], name)
	if i < 0 {
		return msg.Err("session-unknown-tool", "tool", fmt.Sprintf("%q", name))
	}
	t.tool, t.st = Tool(i), nil
	t.sel = nil
	t.c.changed()
	return nil
}

// Tool returns the current tool.
func (t *Tools) Tool() Tool { return t.tool }

// Brush returns the tools' settings.
func (t *Tools) Brush() Brush { return t.brush }

// SetBrush checks and sets the tools' settings.
func (t *Tools) SetBrush(b Brush) error {
	switch {
	case b.Count < 1 || b.Count > maxSprayCount:
		return msg.Err("session-spray-count", "max", maxSprayCount)
	case !(b.Aspect >= 0.05 && b.Aspect <= 1):
		return msg.Err("session-spray-aspect")
	case !(b.Radius >= 4 && b.Radius <= 200):
		return msg.Err("session-brush-radius")
	}
	t.brush = b
	t.c.changed()
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
func (t *Tools) CurrentStroke() (Stroke, bool) {
	s := t.st
	if s == nil {
		return Stroke{}, false
	}
	out := Stroke{Tool: s.tool, X: s.x, Y: s.y, R: s.r, Moving: s.moving, Path: s.path}
	switch {
	case s.tool == ToolSpray:
		out.Blob = t.blob(s)
	case s.tool == ToolSelect && t.brush.Box && !s.moving:
		out.Path = []float64{s.x0, s.y0, s.x, s.y0, s.x, s.y, s.x0, s.y}
	}
	return out, true
}

func (t *Tools) blob(s *stroke) scene.Blob {
	return scene.BlobOfDrag(s.x0, s.y0, s.x, s.y, t.brush.Aspect, s.r/2)
}

// StartStroke begins a stroke of the current tool at (x, y) with a brush
// of radius r, as Apply(StrokeStart) does, for the keyboard; CancelStroke
// takes it back.
func (t *Tools) StartStroke(x, y, r float64) error {
	if t.doc.Locked() {
		return ErrLocked
	}
	t.doc.beginKeyEdit()
	return t.strokeStart(x, y, r)
}

// EndStroke ends the stroke that StartStroke began, at (x, y).
func (t *Tools) EndStroke(x, y float64) error {
	t.doc.endKeyEdit()
	return t.strokeEnd(x, y)
}

// CancelStroke drops the stroke under way: a spray adds nothing, a lasso
// or a box selects nothing, and the points an eraser, a jitter or a moved
// selection changed come back, with no undo step left. It reports whether
// a stroke was under way.
func (t *Tools) CancelStroke() bool {
	s := t.st
	if s == nil {
		return false
	}
	t.st = nil
	if s.saved {
		t.doc.takeBack()
		t.c.reshaped++
		t.doc.unhover()
		t.c.pointsChanged()
	}
	t.c.changed()
	return true
}

// drop forgets the stroke under way (the hook editTaken).
func (t *Tools) drop() { t.st = nil }
