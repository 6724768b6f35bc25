package keys

import (
	"strconv"

	"hyperplane/engine"
	"hyperplane/engine/msg"
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
	label msg.Text
	help  msg.Text
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
	{arrows, inCursor, msg.T("keys-label-move"), msg.T("keys-help-move"), moveCursor},
	{[]string{"Enter"}, inCursor, msg.T("keys-label-enter"), msg.T("keys-help-enter"), enterCursor},
	{digits, anyMode, msg.T("keys-label-class"), msg.T("keys-help-class"), setClass},
	{deletes, inCursor, msg.T("keys-label-delete"), msg.T("keys-help-delete"), deleteAtCursor},
	{[]string{"m"}, inCursor, msg.T("keys-label-point-mode"), msg.T("keys-help-point-mode"), enterPointMode},
	{[]string{"n"}, inCursor | inPoints, msg.T("keys-label-next"), msg.T("keys-help-next"), nextPoint},
	{arrows, inPoints, msg.T("keys-label-choose"), msg.T("keys-help-choose"), choosePoint},
	{[]string{"Enter"}, inPoints, msg.T("keys-label-grab"), msg.T("keys-help-grab"), grab},
	{deletes, inPoints | inGrabbed, msg.T("keys-label-delete-chosen"), msg.T("keys-help-delete-chosen"), deleteChosen},
	{[]string{"Escape", "m"}, inPoints, msg.T("keys-label-leave"), msg.T("keys-help-leave"), leavePoints},
	{arrows, inGrabbed, msg.T("keys-label-move-grabbed"), msg.T("keys-help-move-grabbed"), moveGrabbed},
	{[]string{"Enter"}, inGrabbed, msg.T("keys-label-drop"), msg.T("keys-help-drop"), drop},
	{[]string{"Escape"}, inGrabbed, msg.T("keys-label-put-back"), msg.T("keys-help-put-back"), putBack},
	{arrows, inStroke, msg.T("keys-label-stroke-move"), msg.T("keys-help-stroke-move"), moveStroke},
	{[]string{"Enter"}, inStroke, msg.T("keys-label-stroke-end"), msg.T("keys-help-stroke-end"), endStroke},
	{[]string{"Escape"}, inStroke, msg.T("keys-label-stroke-cancel"), msg.T("keys-help-stroke-cancel"), cancelStroke},
	{[]string{"u"}, inCursor | inPoints | inUnit, msg.T("keys-label-unit"), msg.T("keys-help-unit"), chooseUnit},
	{arrows, inUnit, msg.T("keys-label-unit-move"), msg.T("keys-help-unit-move"), moveUnit},
	{[]string{"Escape"}, inUnit, msg.T("keys-label-unit-leave"), msg.T("keys-help-unit-leave"), leaveUnit},
	{[]string{"Escape"}, inCursor, msg.T("keys-label-clear-selection"), msg.T("keys-help-clear-selection"), clearSelection},
	{[]string{"c"}, inCursor | inPoints, msg.T("keys-label-relabel"), msg.T("keys-help-relabel"), relabel},
	{[]string{"+", "="}, inCursor | inPoints, msg.T("keys-label-zoom"), msg.T("keys-help-zoom"), zoomIn},
	{[]string{"-", "_", "−"}, inCursor | inPoints, msg.Text{}, msg.Text{}, zoomOut},
	{[]string{"Home"}, inCursor | inPoints, msg.T("keys-label-home"), msg.T("keys-help-home"), home},
	{[]string{"d"}, anyMode, msg.T("keys-label-describe-at"), msg.T("keys-help-describe-at"), describeAt},
	{[]string{"i"}, anyMode, msg.T("keys-label-describe-all"), msg.T("keys-help-describe-all"), describeAll},
}

// HelpLine is one line of the keyboard's help: the keys (go-keys.ftl's
// keys-label-…) and what they do (keys-help-…).
type HelpLine struct {
	Keys msg.Text `json:"keys"`
	What msg.Text `json:"what"`
}

// Help lists what the plot's keys do, in the order of the bindings, for
// the help dialog and the README.
func Help() []HelpLine {
	var out []HelpLine
	for _, b := range bindings {
		if !b.label.IsZero() {
			out = append(out, HelpLine{b.label, b.help})
		}
	}
	return append(out, HelpLine{msg.T("keys-label-tab"), msg.T("keys-help-tab")})
}

func said(s msg.Text) Out { return Out{Handled: true, Say: s} }

// failed says an edit's error, as a sentence.
func failed(err error) Out { return said(msg.T("keys-failed", "error", msg.Sentence(msg.Of(err)))) }

func (m *Model) cursorSay(e Env) msg.Text {
	p := plot(e)
	x, y := m.Data(e.Cam)
	s := describe.PairText(x, y, p.Step)
	if side := describe.Side(p, x, y); !side.IsZero() {
		s = msg.T("keys-cursor-side", "place", s, "side", side)
	}
	if i := m.near(e, m.U, m.V, hoverRadius); i >= 0 {
		q := e.S.Doc().Points()[i]
		s = msg.T("keys-cursor-on-point", "place", s, "n", i+1, "class", describe.ClassName(e.S, q.Class))
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
	return said(msg.T("keys-home", "place", m.cursorSay(e)))
}

func enterCursor(m *Model, k Key, e Env) Out {
	x, y := m.Data(e.Cam)
	p := plot(e)
	switch m.pick {
	case PickBoundary:
		return Out{Handled: true, Say: msg.T("keys-predict-boundary", "at", describe.PairText(x, y, p.Step)),
			Pick: &Pick{Target: PickBoundary, X: x, Y: y, Index: -1}}
	case PickMistakes:
		i := m.near(e, m.U, m.V, markRadius)
		if i < 0 {
			return said(msg.T("keys-no-point-to-mark"))
		}
		return m.markMistake(e, i)
	}
	if r := m.refused(e); !r.IsZero() {
		return said(r)
	}
	if e.S.Tools().Tool() == session.ToolPoint {
		if err := e.S.Apply(session.Gesture{Kind: session.Click, X: x, Y: y}); err != nil {
			return failed(err)
		}
		return said(msg.T("keys-added", "n", len(e.S.Doc().Points()), "class", describe.ClassName(e.S, e.S.Doc().Class()), "at", describe.PairText(x, y, p.Step)))
	}
	if e.Cam.Tr.On {
		return said(msg.T("keys-tools-plain-view"))
	}
	r := e.S.Tools().Brush().Radius * e.Cam.DPR * e.Cam.S
	if err := e.S.Tools().StartStroke(x, y, r); err != nil {
		return failed(err)
	}
	m.Mode = Stroke
	m.strokeN = len(e.S.Doc().Points())
	return said(msg.T("keys-stroke-started", "stroke", strokeStartWords(e.S)))
}

func setClass(m *Model, k Key, e Env) Out {
	c, _ := strconv.Atoi(k.Key)
	if c < 1 || c > engine.MaxClasses {
		return Out{}
	}
	if err := e.S.Doc().SetClass(c - 1); err != nil {
		return failed(err)
	}
	return said(msg.T("keys-new-points", "class", describe.ClassName(e.S, c-1)))
}

func deleteAtCursor(m *Model, k Key, e Env) Out {
	if r := m.refused(e); !r.IsZero() {
		return said(r)
	}
	if n := len(e.S.Tools().Selection()); n > 0 {
		if err := e.S.Tools().DeleteSelection(); err != nil {
			return failed(err)
		}
		return said(msg.T("keys-deleted-selected", "n", n))
	}
	i := m.near(e, m.U, m.V, removeRadius)
	if i < 0 {
		return said(msg.T("keys-no-point-near"))
	}
	what := describe.PointLine(plot(e), i)
	if err := e.S.Apply(session.Gesture{Kind: session.Remove, Index: i}); err != nil {
		return failed(err)
	}
	return said(msg.T("keys-removed", "point", what))
}

// refused says why the points cannot be edited now (a lesson's
// prediction, a locked embed), or is the zero Text when they can.
func (m *Model) refused(e Env) msg.Text {
	switch {
	case m.pick != "":
		return msg.T("keys-pick-first")
	case e.S.Doc().Locked():
		return msg.T("keys-failed", "error", msg.Sentence(msg.Of(session.ErrLocked)))
	}
	return msg.Text{}
}

func zoomIn(m *Model, k Key, e Env) Out  { return m.zoom(e, 200) }
func zoomOut(m *Model, k Key, e Env) Out { return m.zoom(e, -200) }

// zoom scales the view about the cursor as two notches of the wheel do.
func (m *Model) zoom(e Env, wheel float64) Out {
	if e.Cam.Tr.On {
		return said(msg.T("keys-whitened-no-zoom"))
	}
	if err := e.S.Apply(session.Gesture{Kind: session.Zoom, View: e.Cam.Visible(), X: m.U, Y: m.V, Wheel: wheel}); err != nil {
		return failed(err)
	}
	c := e.Cam
	b := renderBox(e.S.Scene().Viewport, c.W, c.H, c.DPR)
	step := gridOf(b, c)
	way := "in"
	if wheel < 0 {
		way = "out"
	}
	return said(msg.T("keys-zoomed", "way", way,
		"x0", describe.CoordText(b.MinX, step), "x1", describe.CoordText(b.MaxX, step), "y0", describe.CoordText(b.MinY, step), "y1", describe.CoordText(b.MaxY, step)))
}

func describeAt(m *Model, k Key, e Env) Out {
	x, y := m.Data(e.Cam)
	return said(msg.T("keys-describe-at", "place", describe.At(plot(e), x, y, "start")))
}

func describeAll(m *Model, k Key, e Env) Out {
	return Out{Handled: true, Say: describe.Of(plot(e)).Text, Describe: true}
}
