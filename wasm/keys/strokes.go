package keys

// The drawing tools at the cursor: a stroke begun with Enter, carried by
// the arrows, ended with Enter or cancelled with Escape; the selection.

import (
	"hyperplane/engine/msg"
	"hyperplane/wasm/describe"
	"hyperplane/wasm/session"
)

// strokeStartWords says what the arrows do in the stroke just begun.
func strokeStartWords(se *session.Session) msg.Text {
	st, _ := se.Tools().CurrentStroke()
	switch {
	case st.Tool == session.ToolSpray:
		return msg.T("keys-stroke-spray", "n", se.Tools().Brush().Count, "class", describe.ClassName(se, se.Doc().Class()))
	case st.Tool == session.ToolSelect && st.Moving:
		return msg.T("keys-stroke-moving", "n", len(se.Tools().Selection()))
	case st.Tool == session.ToolSelect && se.Tools().Brush().Box:
		return msg.T("keys-stroke-box")
	case st.Tool == session.ToolSelect:
		return msg.T("keys-stroke-lasso")
	case st.Tool == session.ToolEraser:
		return msg.T("keys-stroke-eraser")
	}
	return msg.T("keys-stroke-jitter")
}

func moveStroke(m *Model, k Key, e Env) Out {
	m.step(k, e)
	x, y := m.Data(e.Cam)
	if err := e.S.Apply(session.Gesture{Kind: session.StrokeMove, X: x, Y: y}); err != nil {
		return failed(err)
	}
	return said(describe.PairText(x, y, e.Cam.GridStep()))
}

func endStroke(m *Model, k Key, e Env) Out {
	se := e.S
	st, _ := se.Tools().CurrentStroke()
	x, y := m.Data(e.Cam)
	m.Mode = Cursor
	if err := se.Tools().EndStroke(x, y); err != nil {
		return failed(err)
	}
	n := len(se.Doc().Points())
	switch {
	case st.Tool == session.ToolSpray:
		return said(msg.T("keys-sprayed", "n", n-m.strokeN, "class", describe.ClassName(se, se.Doc().Class())))
	case st.Tool == session.ToolSelect && st.Moving:
		return said(msg.T("keys-moved", "n", len(se.Tools().Selection())))
	case st.Tool == session.ToolSelect:
		c := len(se.Tools().Selection())
		if c == 0 {
			return said(msg.T("keys-selected-none"))
		}
		return said(msg.T("keys-selected", "n", c))
	case st.Tool == session.ToolEraser:
		return said(msg.T("keys-erased", "n", m.strokeN-n))
	}
	return said(msg.T("keys-jittered"))
}

func cancelStroke(m *Model, k Key, e Env) Out {
	m.Mode = Cursor
	e.S.Tools().CancelStroke()
	return said(msg.T("keys-stroke-cancelled"))
}

func clearSelection(m *Model, k Key, e Env) Out {
	if len(e.S.Tools().Selection()) == 0 {
		return Out{}
	}
	e.S.Tools().Select(nil)
	return said(msg.T("keys-selection-cleared"))
}
