package keys

import (
	"fmt"
	"strconv"

	"hyperplane/engine"
	"hyperplane/wasm/describe"
	"hyperplane/wasm/session"
)

// binding is what a key does in some modes: the keys (KeyboardEvent.key,
// letters in lower case), the modes it acts in, how the help names the
// keys and says what they do, and the action. An action answers with
// Handled false when the key has nothing to act on (Escape with nothing to
// cancel), so that the page may use it.
type binding struct {
	keys  []string
	modes uint
	label string
	help  string
	do    func(m *Model, k Key, e Env) Out
}

// Sets of modes.
const (
	inCursor  = 1 << Cursor
	inPoints  = 1 << Points
	inGrabbed = 1 << Grabbed
	inStroke  = 1 << Stroke
	inUnit    = 1 << Unit
	anyMode   = inCursor | inPoints | inGrabbed | inStroke | inUnit
)

var (
	arrows  = []string{"ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"}
	digits  = []string{"1", "2", "3", "4", "5", "6"}
	deletes = []string{"Delete", "Backspace"}
)

// bindings is the plot's keyboard: the first binding whose key and mode
// match acts. The help dialog and the README list it (Help).
var bindings = []binding{
	{arrows, inCursor, "← → ↑ ↓", "move the cursor one grid step, with Shift a tenth of one; the view follows the cursor", moveCursor},
	{[]string{"Enter"}, inCursor, "Enter", "add a point of the current class at the cursor; with another tool (spray, eraser, lasso, box, jitter), begin its stroke there", enterCursor},
	{digits, anyMode, "1 – 6", "the class of new points", setClass},
	{deletes, inCursor, "Delete, Backspace", "remove the selected points, or else the point nearest the cursor", deleteAtCursor},
	{[]string{"m"}, inCursor, "m", "point mode: choose the point nearest the cursor", enterPointMode},
	{[]string{"n"}, inCursor | inPoints, "n, Shift+n", "choose the next point, or the previous one", nextPoint},
	{arrows, inPoints, "← → ↑ ↓ in point mode", "choose the nearest point in that direction", choosePoint},
	{[]string{"Enter"}, inPoints, "Enter in point mode", "grab the chosen point: the arrows move it, Enter drops it, Escape puts it back", grab},
	{deletes, inPoints | inGrabbed, "Delete in point mode", "remove the chosen point", deleteChosen},
	{[]string{"Escape", "m"}, inPoints, "Escape or m in point mode", "back to the cursor, where the chosen point is", leavePoints},
	{arrows, inGrabbed, "← → ↑ ↓ with a point grabbed", "move it one grid step, with Shift a tenth of one", moveGrabbed},
	{[]string{"Enter"}, inGrabbed, "Enter with a point grabbed", "drop it", drop},
	{[]string{"Escape"}, inGrabbed, "Escape with a point grabbed", "put it back where it was", putBack},
	{arrows, inStroke, "← → ↑ ↓ during a stroke", "carry the stroke: spread the spray, draw the lasso or the box, move the eraser or the jitter", moveStroke},
	{[]string{"Enter"}, inStroke, "Enter during a stroke", "end it: spray the points, select what the lasso or the box holds", endStroke},
	{[]string{"Escape"}, inStroke, "Escape during a stroke", "cancel it", cancelStroke},
	{[]string{"u"}, inCursor | inPoints | inUnit, "u, Shift+u", "a network's hidden units: choose the next unit's line, or the previous one", chooseUnit},
	{arrows, inUnit, "↑ ↓ with a unit's line chosen", "move the line along its arrow one grid step, with Shift a tenth of one; ← → turn it 5° about its middle, with Shift 1° (each one step of undo)", moveUnit},
	{[]string{"Escape"}, inUnit, "Escape with a unit's line chosen", "back to the cursor", leaveUnit},
	{[]string{"Escape"}, inCursor, "Escape", "clear the selection", clearSelection},
	{[]string{"c"}, inCursor | inPoints, "c", "give the chosen point, or the selected points, the class of new points", relabel},
	{[]string{"+", "="}, inCursor | inPoints, "+ and -", "zoom in and out about the cursor", zoomIn},
	{[]string{"-", "_", "−"}, inCursor | inPoints, "", "", zoomOut},
	{[]string{"Home"}, inCursor | inPoints, "Home", "the cursor to the centre of the view", home},
	{[]string{"d"}, anyMode, "d", "describe the place under the cursor: its class and score, its distance from the boundary, the nearest point", describeAt},
	{[]string{"i"}, anyMode, "i", "read the full description of the plot", describeAll},
}

// HelpLine is one line of the keyboard's help.
type HelpLine struct {
	Keys string `json:"keys"`
	What string `json:"what"`
}

// Help lists what the plot's keys do, in the order of the bindings, for
// the help dialog and the README.
func Help() []HelpLine {
	var out []HelpLine
	for _, b := range bindings {
		if b.label != "" {
			out = append(out, HelpLine{b.label, b.help})
		}
	}
	return append(out, HelpLine{"Tab", "leave the plot"})
}

func said(s string) Out { return Out{Handled: true, Say: s} }

// failed says an edit's error.
func failed(err error) Out { return said(session.Capitalize(err.Error()) + ".") }

func (m *Model) cursorSay(e Env) string {
	p := plot(e)
	x, y := m.Data(e.Cam)
	s := describe.Pair(x, y, p.Step)
	if side := describe.Side(p, x, y); side != "" {
		s += ", " + side
	}
	if i := m.near(e, m.U, m.V, hoverRadius); i >= 0 {
		q := e.S.Doc().Points()[i]
		s += fmt.Sprintf(", on point %d (%s)", i+1, describe.ClassName(e.S, q.Class))
	}
	return s
}

func moveCursor(m *Model, k Key, e Env) Out {
	m.step(k, e)
	return said(m.cursorSay(e))
}

// step moves the cursor one step of the arrow k (snapped to the grid of
// its size) and keeps it in view.
func (m *Model) step(k Key, e Env) {
	dx, dy := direction(k.Key)
	s := stepOf(k, e)
	m.U, m.V = snap(m.U, dx, s), snap(m.V, dy, s)
	m.follow(e)
}

func home(m *Model, k Key, e Env) Out {
	m.Mode = Cursor
	m.centre(e)
	return said("Centre of the view, " + m.cursorSay(e))
}

func enterCursor(m *Model, k Key, e Env) Out {
	x, y := m.Data(e.Cam)
	p := plot(e)
	switch m.pick {
	case PickBoundary:
		return Out{Handled: true, Say: "Your prediction: a point of the boundary at " + describe.Pair(x, y, p.Step) + ".",
			Pick: &Pick{Target: PickBoundary, X: x, Y: y, Index: -1}}
	case PickMistakes:
		i := m.near(e, m.U, m.V, markRadius)
		if i < 0 {
			return said("No point here to mark: m or n chooses one.")
		}
		return m.markMistake(e, i)
	}
	if r := m.refused(e); r != "" {
		return said(r)
	}
	if e.S.Tools().Tool() == session.ToolPoint {
		if err := e.S.Apply(session.Gesture{Kind: session.Click, X: x, Y: y}); err != nil {
			return failed(err)
		}
		return said(fmt.Sprintf("Added point %d, %s, at %s.", len(e.S.Doc().Points()), describe.ClassName(e.S, e.S.Doc().Class()), describe.Pair(x, y, p.Step)))
	}
	if e.Cam.Tr.On {
		return said("The tools draw in the plain view: turn the whitened view off.")
	}
	r := e.S.Tools().Brush().Radius * e.Cam.DPR * e.Cam.S
	if err := e.S.Tools().StartStroke(x, y, r); err != nil {
		return failed(err)
	}
	m.Mode = Stroke
	m.strokeN = len(e.S.Doc().Points())
	return said(strokeStartWords(e.S) + " Enter ends it, Escape cancels it.")
}

func setClass(m *Model, k Key, e Env) Out {
	c, _ := strconv.Atoi(k.Key)
	if c < 1 || c > engine.MaxClasses {
		return Out{}
	}
	if err := e.S.Doc().SetClass(c - 1); err != nil {
		return failed(err)
	}
	return said("New points: " + describe.ClassName(e.S, c-1) + ".")
}

func deleteAtCursor(m *Model, k Key, e Env) Out {
	if r := m.refused(e); r != "" {
		return said(r)
	}
	if n := len(e.S.Tools().Selection()); n > 0 {
		if err := e.S.Tools().DeleteSelection(); err != nil {
			return failed(err)
		}
		return said(fmt.Sprintf("Deleted %s.", plural(n, "selected point")))
	}
	i := m.near(e, m.U, m.V, removeRadius)
	if i < 0 {
		return said("No point near the cursor: m chooses the nearest one.")
	}
	what := describe.PointLine(plot(e), i)
	if err := e.S.Apply(session.Gesture{Kind: session.Remove, Index: i}); err != nil {
		return failed(err)
	}
	return said("Removed " + what + ".")
}

// pickFirst says why an edit waits while a lesson asks for a prediction.
const pickFirst = "The lesson asks for your prediction first: Enter marks it; the points stay as they are."

// refused says why the points cannot be edited now (a lesson's
// prediction, a locked embed), or "" when they can.
func (m *Model) refused(e Env) string {
	switch {
	case m.pick != "":
		return pickFirst
	case e.S.Doc().Locked():
		return session.Capitalize(session.ErrLocked.Error()) + "."
	}
	return ""
}

func zoomIn(m *Model, k Key, e Env) Out  { return m.zoom(e, 200) }
func zoomOut(m *Model, k Key, e Env) Out { return m.zoom(e, -200) }

// zoom scales the view about the cursor as two notches of the wheel do.
func (m *Model) zoom(e Env, wheel float64) Out {
	if e.Cam.Tr.On {
		return said("The whitened view does not zoom.")
	}
	if err := e.S.Apply(session.Gesture{Kind: session.Zoom, View: e.Cam.Visible(), X: m.U, Y: m.V, Wheel: wheel}); err != nil {
		return failed(err)
	}
	c := e.Cam
	b := renderBox(e.S.Scene().Viewport, c.W, c.H, c.DPR)
	step := gridOf(b, c)
	word := "in"
	if wheel < 0 {
		word = "out"
	}
	return said(fmt.Sprintf("Zoomed %s: x from %s to %s, y from %s to %s.", word,
		describe.Coord(b.MinX, step), describe.Coord(b.MaxX, step), describe.Coord(b.MinY, step), describe.Coord(b.MaxY, step)))
}

func describeAt(m *Model, k Key, e Env) Out {
	x, y := m.Data(e.Cam)
	return said(session.Capitalize(describe.At(plot(e), x, y)) + ".")
}

func describeAll(m *Model, k Key, e Env) Out {
	return Out{Handled: true, Say: describe.Of(plot(e)).Text, Describe: true}
}

// plural writes "1 point" or "3 points".
func plural(n int, one string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + one + "s"
}
