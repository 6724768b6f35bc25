package keys

// The drawing tools at the cursor: a stroke begun with Enter, carried by
// the arrows, ended with Enter or cancelled with Escape; the selection.

import (
	"fmt"
	"strconv"

	"hyperplane/wasm/describe"
	"hyperplane/wasm/session"
)

// strokeStartWords says what the arrows do in the stroke just begun.
func strokeStartWords(se *session.Session) string {
	st, _ := se.Tools().CurrentStroke()
	switch {
	case st.Tool == session.ToolSpray:
		return "Spray: the arrows spread the blob of " + strconv.Itoa(se.Tools().Brush().Count) + " points of " + describe.ClassName(se, se.Doc().Class()) + "."
	case st.Tool == session.ToolSelect && st.Moving:
		return fmt.Sprintf("Moving the %d selected points with the arrows.", len(se.Tools().Selection()))
	case st.Tool == session.ToolSelect && se.Tools().Brush().Box:
		return "Box: the arrows move its far corner."
	case st.Tool == session.ToolSelect:
		return "Lasso: the arrows draw it."
	case st.Tool == session.ToolEraser:
		return "Eraser: the arrows move it over the points to remove."
	}
	return "Jitter: the arrows move it over the points to shake."
}

func moveStroke(m *Model, k Key, e Env) Out {
	m.step(k, e)
	x, y := m.Data(e.Cam)
	if err := e.S.Apply(session.Gesture{Kind: session.StrokeMove, X: x, Y: y}); err != nil {
		return failed(err)
	}
	return said(describe.Pair(x, y, e.Cam.GridStep()))
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
		return said(fmt.Sprintf("Sprayed %s of %s.", plural(n-m.strokeN, "point"), describe.ClassName(se, se.Doc().Class())))
	case st.Tool == session.ToolSelect && st.Moving:
		return said(fmt.Sprintf("Moved %s.", plural(len(se.Tools().Selection()), "point")))
	case st.Tool == session.ToolSelect:
		c := len(se.Tools().Selection())
		if c == 0 {
			return said("Selected no points.")
		}
		return said(fmt.Sprintf("Selected %s: Delete removes them, c gives them the current class, Enter on one of them moves them all.", plural(c, "point")))
	case st.Tool == session.ToolEraser:
		return said(fmt.Sprintf("Erased %s.", plural(m.strokeN-n, "point")))
	}
	return said("Jittered the points the brush passed over.")
}

func cancelStroke(m *Model, k Key, e Env) Out {
	m.Mode = Cursor
	e.S.Tools().CancelStroke()
	return said("Stroke cancelled.")
}

func clearSelection(m *Model, k Key, e Env) Out {
	if len(e.S.Tools().Selection()) == 0 {
		return Out{}
	}
	e.S.Tools().Select(nil)
	return said("Selection cleared.")
}
