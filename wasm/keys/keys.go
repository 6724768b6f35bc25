// Package keys is the plot's keyboard: a cursor on the plane, a point mode
// that chooses, grabs and moves points, the drawing tools at the cursor, and
// the keys that describe what the plot shows. Every edit the mouse makes
// can be made from here. It is plain Go (no syscall/js, no Ebiten), tested
// natively: the browser program feeds it the plot's keydown events
// (wasm/keys_js.go) and draws its cursor and chosen point; a key acts on
// the session through its methods and answers with what to say to a screen
// reader.
package keys

import (
	"math"
	"strings"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/wasm/describe"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// Key is one keydown on the plot: KeyboardEvent.key and its modifiers.
type Key struct {
	Key   string `json:"key"`
	Shift bool   `json:"shift,omitempty"`
	Ctrl  bool   `json:"ctrl,omitempty"`
	Alt   bool   `json:"alt,omitempty"`
	Meta  bool   `json:"meta,omitempty"`
}

// Mode is what the arrows do.
type Mode int

// The modes of the plot's keyboard.
const (
	// Cursor: the arrows move the cursor, Enter adds a point there or
	// starts the tool's stroke.
	Cursor Mode = iota
	// Points: the arrows choose the nearest point in their direction.
	Points
	// Grabbed: the arrows move the chosen point.
	Grabbed
	// Stroke: a tool's stroke is under way; the arrows carry it.
	Stroke
	// Unit: a network's hidden unit is chosen; the arrows move and turn
	// its line (units.go).
	Unit
)

var modeNames = [...]string{"cursor", "points", "grabbed", "stroke", "unit"}

// String names the mode for the page's API.
func (m Mode) String() string { return modeNames[m] }

// The targets of a lesson's prediction (engine/course: the boundary's two
// points, or the points the model will get wrong).
const (
	PickBoundary = "boundary"
	PickMistakes = "mistakes"
)

// Pick is a prediction made from the keyboard: a place on the plane for
// the boundary, or a point to mark or unmark for the mistakes.
type Pick struct {
	Target string  `json:"target"`
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	Index  int     `json:"index"`
}

// Env is what a key acts on: the session (under the app's lock) and the
// plot's camera, whose box, grid and scale the cursor follows.
type Env struct {
	S   *session.Session
	Cam render.Camera
}

// Out is what a key did.
type Out struct {
	// Handled: the plot used the key, and the page must not (a page
	// shortcut, the browser's own action).
	Handled bool
	// Say is what to tell the user, for the live region (go-keys.ftl),
	// or the zero Text for nothing.
	Say msg.Text
	// Describe: Say is the full description of the plot.
	Describe bool
	// Pick is a prediction's place or point, for the lesson's question.
	Pick *Pick
}

// Model is the plot's keyboard: the cursor, the mode, the chosen point and
// the prediction the lesson asks for. The zero value is ready; the caller
// serializes its use with the session's (the app's lock).
type Model struct {
	// U, V is the cursor in view coordinates (the data's, or the whitened
	// view's); Placed once it has a place.
	U, V   float64
	Placed bool
	Mode   Mode
	// Sel is the chosen point of the point mode, or −1 (the zero value
	// means none too: Sel counts from 1 internally).
	sel int
	// grabU, grabV is where the grabbed point was.
	grabU, grabV float64
	// strokeN is the number of points when the stroke began.
	strokeN int
	// pick is the target of the lesson's prediction, or "".
	pick string
	// unit is the network's unit of the unit mode.
	unit int
	// ver counts the changes of what the plot draws of the keyboard.
	ver uint64
}

// Sel returns the chosen point, or −1.
func (m *Model) Sel() int { return m.sel - 1 }

func (m *Model) setSel(i int) { m.sel = i + 1 }

// Version counts the changes of the cursor, the mode and the chosen point,
// for the picture of them.
func (m *Model) Version() uint64 { return m.ver }

// SetPick sets the target of the lesson's prediction ("" for none): while
// it is set, Enter marks a place or a point for it and edits nothing.
func (m *Model) SetPick(target string) {
	if m.pick != target {
		m.pick = target
		m.ver++
	}
}

// PickTarget returns the target of the prediction, or "".
func (m *Model) PickTarget() string { return m.pick }

// Data returns the cursor in data coordinates.
func (m *Model) Data(cam render.Camera) (float64, float64) { return cam.Tr.Invert(m.U, m.V) }

// plot returns the description's view of env.
func plot(e Env) describe.Plot {
	return describe.Plot{S: e.S, Box: e.Cam.DataBox(), Step: e.Cam.GridStep()}
}

// Sync brings the model in line with the session after changes made
// elsewhere (the mouse, the page, the API): a chosen point that is gone, a
// stroke that ended, a drag that was dropped. The caller calls it before
// drawing.
func (m *Model) Sync(e Env) {
	n := len(e.S.Doc().Points())
	if m.Sel() >= n {
		m.setSel(n - 1)
		m.ver++
	}
	switch {
	case m.Mode == Stroke:
		if _, on := e.S.Tools().CurrentStroke(); !on {
			m.Mode = Cursor
			m.ver++
		}
	case m.Mode == Grabbed && e.S.Doc().Dragging() != m.Sel():
		m.Mode = Points
		m.ver++
	}
	if m.Mode == Unit && e.S.Training().Spec().Kind != engine.KindNetwork {
		m.Mode = Cursor
		m.ver++
	}
	if m.Mode != Cursor && m.Mode != Stroke && m.Mode != Unit && m.Sel() < 0 {
		m.Mode = Cursor
		m.ver++
	}
}

// Ensure gives the cursor a place, the grid point nearest the centre of
// the view, when it has none or the view has moved away from it.
func (m *Model) Ensure(e Env) {
	b := e.Cam.Visible()
	if m.Placed && m.U >= b.MinX && m.U <= b.MaxX && m.V >= b.MinY && m.V <= b.MaxY {
		return
	}
	m.centre(e)
}

func (m *Model) centre(e Env) {
	b, s := e.Cam.Visible(), e.Cam.GridStep()
	m.U, m.V = math.Round((b.MinX+b.MaxX)/2/s)*s, math.Round((b.MinY+b.MaxY)/2/s)*s
	m.Placed = true
	m.ver++
}

// Press acts on one key and says what it did.
func (m *Model) Press(k Key, e Env) Out {
	if k.Ctrl || k.Meta || k.Alt {
		return Out{} // the browser's and the screen reader's own keys
	}
	m.Sync(e)
	m.Ensure(e)
	name := keyName(k)
	for i := range bindings {
		b := &bindings[i]
		if b.modes&(1<<m.Mode) == 0 || !matches(b.keys, name) {
			continue
		}
		out := b.do(m, k, e)
		if out.Handled {
			m.ver++
		}
		return out
	}
	return Out{}
}

// Bound reports whether the plot uses k in some mode: the browser program
// keeps such a key from the page when it cannot ask the model at once.
func Bound(k Key) bool {
	if k.Ctrl || k.Meta || k.Alt {
		return false
	}
	name := keyName(k)
	for _, b := range bindings {
		if matches(b.keys, name) {
			return true
		}
	}
	return false
}

// keyName returns the name a binding lists: the key itself, or a letter in
// lower case (Shift is read apart).
func keyName(k Key) string {
	s := k.Key
	if len([]rune(s)) == 1 {
		s = strings.ToLower(s)
	}
	return s
}

func matches(keys []string, name string) bool {
	for _, k := range keys {
		if k == name {
			return true
		}
	}
	return false
}
