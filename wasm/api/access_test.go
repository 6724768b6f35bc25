package api

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"hyperplane/engine/msg"
	desc "hyperplane/wasm/describe"
	"hyperplane/wasm/keys"
)

// checkDescribe: the description of the trained perceptron on the default
// scene reads its line from the status's weights; each crossing lies on
// that line and on the edge of the visible box it names; its count of
// mistakes is the status's.
func checkDescribe(t *testing.T, a *API, v any) {
	d := v.(desc.Description)
	// The page gets it through JSON: a value without one (NaN, the margin
	// of a method that has none) would make the answer an error.
	if _, err := json.Marshal(d); err != nil {
		t.Fatalf("the description has no JSON: %v", err)
	}
	st := call(t, a, "status").(Status)
	w := st.Weights
	w0, w1, w2 := float64(w.W0[0]), float64(w.W[0][0]), float64(w.W[0][1])
	if d.Kind != "line" || d.Line == nil || d.Line.W != [3]float64{w0, w1, w2} {
		t.Fatalf("kind %q, line %+v, weights %v %v", d.Kind, d.Line, w.W0, w.W)
	}
	b := st.Visible
	if len(d.Line.Crossings) != 2 {
		t.Fatalf("crossings %+v of %+v", d.Line.Crossings, b)
	}
	for _, c := range d.Line.Crossings {
		edge := map[string]float64{"left": c.X - b.MinX, "right": c.X - b.MaxX, "bottom": c.Y - b.MinY, "top": c.Y - b.MaxY}[c.Edge]
		if h := w0 + w1*c.X + w2*c.Y; math.Abs(h) > 1e-9*math.Hypot(w1, w2) || edge != 0 {
			t.Errorf("crossing %+v: h = %v, off its edge by %v", c, h, edge)
		}
	}
	if d.MistakesTotal != st.Mistakes || d.Mistakes[0]+d.Mistakes[1] != st.Mistakes || !strings.HasPrefix(en(t, d.Summary), en(t, st.Name)+", step ") {
		t.Errorf("mistakes %v (%d), status %d; summary %q", d.Mistakes, d.MistakesTotal, st.Mistakes, d.Summary)
	}
}

// checkDescribeAt: the origin's distance from the line is |w₀|/‖w‖.
func checkDescribeAt(t *testing.T, a *API, v any) {
	w := call(t, a, "status").(Status).Weights
	dist := math.Abs(float64(w.W0[0])) / math.Hypot(float64(w.W[0][0]), float64(w.W[0][1]))
	if s := en(t, v.(map[string]msg.Text)["text"]); !strings.Contains(s, desc.Num(dist)+" from the boundary") {
		t.Errorf("%q: want the distance %v", s, dist)
	}
}

// checkKeyboard: a fresh keyboard has no cursor yet, no chosen point and
// no prediction.
func checkKeyboard(t *testing.T, a *API, v any) {
	k := v.(map[string]any)
	if k["cursor"] != nil || k["mode"] != "cursor" || k["selected"] != -1 || k["pick"] != "" {
		t.Errorf("keyboard %v", k)
	}
}

func checkKeyboardKeys(t *testing.T, a *API, v any) {
	h := v.([]keys.HelpLine)
	if len(h) < 15 || en(t, h[len(h)-1].Keys) != "Tab" {
		t.Errorf("%d lines of help, the last %+v", len(h), h[len(h)-1])
	}
}

func checkSetPick(t *testing.T, a *API, v any) {
	if k := call(t, a, "keyboard").(map[string]any); k["pick"] != keys.PickMistakes {
		t.Errorf("keyboard %v after setPick", k)
	}
	if ans := a.Call("setPick", str("area")); !ans.Refused() {
		t.Errorf("setPick took an unknown target")
	}
}

// checkPoints: rows 10 and 11 of the default scene are (−1, −2) and
// (−3.3, −3.4) of class 2, neither held out nor misclassified by the
// trained perceptron.
func checkPoints(t *testing.T, a *API, v any) {
	p := v.(map[string]any)
	rows := p["rows"].([][5]float64)
	if p["total"] != 12 || p["from"] != 10 || len(rows) != 2 || rows[0] != [5]float64{-1, -2, 1, 0, 0} || rows[1] != [5]float64{-3.3, -3.4, 1, 0, 0} {
		t.Errorf("points %v", p)
	}
}

// checkSetPoint: point 0 moved to (4, −4) with class 2, as one undo step.
func checkSetPoint(t *testing.T, a *API, v any) {
	if p := pts(t, a); p[0] != [3]float64{4, -4, 1} {
		t.Errorf("point 0 is %v", p[0])
	}
	if st := call(t, a, "status").(Status); st.Undo != 1 {
		t.Errorf("%d undo steps", st.Undo)
	}
}
