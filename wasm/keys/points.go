package keys

// The point mode: choosing a point, grabbing, moving, dropping and
// putting it back, removing it, giving it a class, and marking it for a
// lesson's prediction.

import (
	"hyperplane/engine/msg"
	"hyperplane/wasm/describe"
	"hyperplane/wasm/session"
)

func enterPointMode(m *Model, k Key, e Env) Out {
	x, y := m.Data(e.Cam)
	i, _ := describe.Nearest(plot(e), x, y)
	if i < 0 {
		return said(msg.T("keys-no-points"))
	}
	m.choose(e, i)
	return said(msg.T("keys-point-mode", "point", describe.PointLine(plot(e), i)))
}

func nextPoint(m *Model, k Key, e Env) Out {
	n := len(e.S.Doc().Points())
	if n == 0 {
		return said(msg.T("keys-no-points"))
	}
	i := m.Sel()
	switch {
	case i < 0 && k.Shift:
		i = n - 1
	case i < 0:
		i = 0
	case k.Shift:
		i = (i - 1 + n) % n
	default:
		i = (i + 1) % n
	}
	m.choose(e, i)
	return said(msg.T("keys-point", "point", describe.PointLine(plot(e), i)))
}

// choose makes point i the chosen one, in point mode, with the cursor on
// it.
func (m *Model) choose(e Env, i int) {
	q := e.S.Doc().Points()[i]
	m.setSel(i)
	m.Mode = Points
	m.U, m.V = e.Cam.Tr.Apply(q.X, q.Y)
	m.follow(e)
}

func choosePoint(m *Model, k Key, e Env) Out {
	dx, dy := direction(k.Key)
	i := m.toward(e, m.Sel(), dx, dy)
	if i < 0 {
		return said(msg.T("keys-no-point-further", "toward", describe.Toward(dx, dy)))
	}
	m.choose(e, i)
	return said(msg.T("keys-point", "point", describe.PointLine(plot(e), i)))
}

func leavePoints(m *Model, k Key, e Env) Out {
	m.Mode = Cursor
	return said(msg.T("keys-cursor-at", "place", m.cursorSay(e)))
}

func grab(m *Model, k Key, e Env) Out {
	i := m.Sel()
	switch m.pick {
	case PickMistakes:
		return m.markMistake(e, i)
	case PickBoundary:
		return enterCursor(m, k, e)
	}
	if err := e.S.Doc().GrabPoint(i); err != nil {
		return failed(err)
	}
	m.Mode = Grabbed
	q := e.S.Doc().Points()[i]
	m.grabU, m.grabV = e.Cam.Tr.Apply(q.X, q.Y)
	return said(msg.T("keys-grabbed", "n", i+1, "at", describe.PairText(q.X, q.Y, e.Cam.GridStep())))
}

func (m *Model) markMistake(e Env, i int) Out {
	return Out{Handled: true, Say: msg.T("keys-predict-mark", "n", i+1),
		Pick: &Pick{Target: PickMistakes, Index: i}}
}

func moveGrabbed(m *Model, k Key, e Env) Out {
	m.step(k, e)
	x, y := m.Data(e.Cam)
	if err := e.S.Apply(session.Gesture{Kind: session.Drag, X: x, Y: y}); err != nil {
		return failed(err)
	}
	return said(m.pointSay(e))
}

// pointSay says where the chosen point is and how the model takes it.
func (m *Model) pointSay(e Env) msg.Text {
	i := m.Sel()
	q := e.S.Doc().Points()[i]
	p := plot(e)
	s := describe.PairText(q.X, q.Y, p.Step)
	if e.S.Training().Trained() {
		if describe.Misclassified(p, i) {
			s = msg.T("keys-place-misclassified", "place", s)
		} else if !describe.Side(p, q.X, q.Y).IsZero() {
			s = msg.T("keys-place-correct", "place", s)
		}
	}
	return s
}

func drop(m *Model, k Key, e Env) Out {
	e.S.Doc().DropPoint()
	m.Mode = Points
	return said(msg.T("keys-dropped", "n", m.Sel()+1, "at", m.pointSay(e)))
}

func putBack(m *Model, k Key, e Env) Out {
	e.S.Doc().CancelGrab()
	m.Mode = Points
	m.U, m.V = m.grabU, m.grabV
	return said(msg.T("keys-put-back", "n", m.Sel()+1, "at", m.pointSay(e)))
}

func deleteChosen(m *Model, k Key, e Env) Out {
	if r := m.refused(e); !r.IsZero() {
		return said(r)
	}
	if m.Mode == Grabbed {
		e.S.Doc().CancelGrab()
		m.Mode = Points
	}
	i := m.Sel()
	what := describe.PointLine(plot(e), i)
	if err := e.S.Doc().RemovePoint(i); err != nil {
		return failed(err)
	}
	n := len(e.S.Doc().Points())
	if n == 0 {
		m.setSel(-1)
		m.Mode = Cursor
		return said(msg.T("keys-removed-last", "point", what))
	}
	m.choose(e, min(i, n-1))
	return said(msg.T("keys-removed-now", "point", what, "now", describe.PointLine(plot(e), m.Sel())))
}

func relabel(m *Model, k Key, e Env) Out {
	if r := m.refused(e); !r.IsZero() {
		return said(r)
	}
	se := e.S
	c := se.Doc().Class()
	if n := len(se.Tools().Selection()); n > 0 {
		if err := se.Tools().RelabelSelection(c); err != nil {
			return failed(err)
		}
		return said(msg.T("keys-gave", "n", n, "class", describe.ClassName(se, c)))
	}
	if m.Mode != Points || m.Sel() < 0 {
		return said(msg.T("keys-choose-first"))
	}
	i := m.Sel()
	q := se.Doc().Points()[i]
	if err := se.Doc().SetPoint(i, q.X, q.Y, c); err != nil {
		return failed(err)
	}
	return said(msg.T("keys-point", "point", describe.PointLine(plot(e), i)))
}
