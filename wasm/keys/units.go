package keys

// The unit mode: a network's hidden units' lines chosen, moved and turned
// from the keyboard, as the mouse drags their lines and handles.

import (
	"math"

	"hyperplane/engine/msg"

	"hyperplane/wasm/describe"
	"hyperplane/wasm/render"
)

// Turns of a unit's line by the arrows, in degrees: a step, and with Shift.
const (
	unitTurn      = 5.0
	unitTurnShift = 1.0
)

// Unit returns the network unit the unit mode has chosen (from 0).
func (m *Model) Unit() int { return m.unit }

// unitLines returns the shown network's units' lines in the view.
func unitLines(e Env) []render.UnitLine {
	s := e.S.Training().Shown()
	return render.UnitLines(&s.Field, e.Cam)
}

// unitLine returns the line of unit j, and false when it has none in the
// view.
func unitLine(e Env, j int) (render.UnitLine, bool) {
	for _, l := range unitLines(e) {
		if l.Unit == j {
			return l, true
		}
	}
	return render.UnitLine{}, false
}

// unitWords says where unit j's line is: its place across the view and
// the side its arrow points to (cs "start" at the start of a sentence).
func unitWords(e Env, l render.UnitLine, cs string) msg.Text {
	p := plot(e)
	s := e.S.Training().Shown()
	w := s.Field.Network.Hidden[l.Unit]
	line := describe.Line{W0: w[0], W1: w[1], W2: w[2]}
	return msg.T("keys-unit-where", "case", cs, "unit", l.Unit+1, "words", line.Words(p.Box, p.Step), "toward", describe.Toward(l.Normal.X, l.Normal.Y))
}

func chooseUnit(m *Model, k Key, e Env) Out {
	ls := unitLines(e)
	if len(ls) == 0 {
		return said(msg.T("keys-unit-none"))
	}
	i := -1 // the chosen unit's place in ls
	for n, l := range ls {
		if m.Mode == Unit && l.Unit == m.unit {
			i = n
		}
	}
	switch {
	case i < 0 && k.Shift:
		i = len(ls) - 1
	case i < 0:
		i = 0
	case k.Shift:
		i = (i - 1 + len(ls)) % len(ls)
	default:
		i = (i + 1) % len(ls)
	}
	m.Mode, m.unit = Unit, ls[i].Unit
	return said(msg.T("keys-unit-chosen", "unit", unitWords(e, ls[i], "")))
}

func moveUnit(m *Model, k Key, e Env) Out {
	l, ok := unitLine(e, m.unit)
	if !ok {
		m.Mode = Cursor
		return said(msg.T("keys-unit-gone", "unit", m.unit+1))
	}
	nw := e.S.Network()
	if err := nw.BeginUnitDrag(m.unit); err != nil {
		return failed(err)
	}
	defer nw.EndUnitDrag()
	dx, dy := direction(k.Key)
	var err error
	if dy != 0 {
		s := dy * stepOf(k, e)
		err = nw.MoveUnit(l.Mid.X+s*l.Normal.X, l.Mid.Y+s*l.Normal.Y)
	} else {
		deg := unitTurn
		if k.Shift {
			deg = unitTurnShift
		}
		// → turns clockwise on the screen, ← anticlockwise.
		err = nw.TurnUnit(l.Mid.X, l.Mid.Y, l.Theta-dx*deg*math.Pi/180)
	}
	if err != nil {
		return failed(err)
	}
	if l, ok = unitLine(e, m.unit); !ok {
		return said(msg.T("keys-unit-left-view", "unit", m.unit+1))
	}
	return said(msg.T("keys-unit-moved", "unit", unitWords(e, l, "start")))
}

func leaveUnit(m *Model, k Key, e Env) Out {
	m.Mode = Cursor
	return said(msg.T("keys-cursor-at", "place", m.cursorSay(e)))
}
