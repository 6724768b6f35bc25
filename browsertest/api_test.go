package browsertest

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestReadmeExample runs the console example of the README. The weights
// are those of the online perceptron on AND in the order (0,0), (1,0),
// (0,1), (1,1) from a = 0 with η = 1; a hand run of that order (as in
// engine's TestPerceptronAND for another order) ends at a = (−4, 2, 3)
// after 18 updates.
func TestReadmeExample(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.setPoints([[0,0,1],[1,0,1],[0,1,1],[1,1,0]])`)
	p.Do(`hyperplane.setAlgorithm("perceptron")`)
	st := Await[status](p, `hyperplane.train()`)
	if st.Status != "converged" || st.Updates != 18 {
		t.Fatalf("train(): %s after %d updates, want converged after 18", st.Status, st.Updates)
	}
	w := Eval[struct {
		W  [][]float64 `json:"w"`
		W0 []float64   `json:"w0"`
	}](p, `hyperplane.state().weights`)
	if len(w.W) != 1 || w.W[0][0] != 2 || w.W[0][1] != 3 || w.W0[0] != -4 {
		t.Fatalf("weights %+v, want w = (2, 3), w0 = −4", w)
	}
	sc := Eval[struct {
		Scores []float64 `json:"scores"`
		Class  int       `json:"class"`
	}](p, `hyperplane.scores(0.5, 0.5)`)
	// h(0.5, 0.5) = −4 + 2·0.5 + 3·0.5 = −1.5: class 2, scores (h, −h).
	if sc.Class != 1 || sc.Scores[0] != -1.5 || sc.Scores[1] != 1.5 {
		t.Fatalf("scores(0.5, 0.5) = %+v, want class index 1 with scores (−1.5, 1.5)", sc)
	}
}

// TestBadInputKeepsScene: API calls with bad values are refused with a
// message in the page, and nothing the user made is lost.
func TestBadInputKeepsScene(t *testing.T) {
	p := open(t, "")
	before := stateOf(p)
	for _, call := range []string{
		`hyperplane.addPoint(NaN, 1)`,
		`hyperplane.addPoint(1e300, 1)`,
		`hyperplane.addPoint(1, 1, 9)`,
		`hyperplane.setPoints([[1, 2]])`,
		`hyperplane.setPoints("not json")`,
		`hyperplane.setAlgorithm("no-such-method")`,
		`hyperplane.setParam("eta", -5)`,
		`hyperplane.setParam("eta", "fast")`,
		`hyperplane.setParam("kernal", 1)`,        // a name the perceptron does not have
		`hyperplane.setParams({eta: 0.5, xi: 2})`, // a typo among good names
		`hyperplane.setBasis({kind: "poly", degree: 9})`,
		`hyperplane.loadScene("{broken")`,
		`hyperplane.loadScene({version: 99, points: []})`,
		`hyperplane.setViewport({minX: 1, maxX: 1, minY: 0, maxY: 1})`,
		// Arguments of the wrong type, not whole, or out of range.
		`hyperplane.step("ten")`,
		`hyperplane.step(0.5)`,
		`hyperplane.train(Infinity)`,
		`hyperplane.setPoints([[0, 0, 0], [1, 1, 1]], 99)`,
		`hyperplane.setClass(1.5)`,
		`hyperplane.setTitle("A title", 5)`,
	} {
		r := Await[map[string]any](p, call) // train() and step(n) answer a Promise
		if r["ok"] != false || r["error"] == "" {
			t.Errorf("%s answered %v, want {ok: false, error}", call, r)
			continue
		}
		msg := statusOf(p).Message
		if msg.Kind != "error" || msg.Text == "" {
			t.Errorf("%s: the page shows %+v, want an error message", call, msg)
		}
		// The page shows the same message, as text (it arrives through
		// the subscription, a moment later).
		p.WaitFor("the message on the page", `document.getElementById("message").textContent === hyperplaneI18n.fmt(hyperplane.status().message.text)`, 10*time.Second)
	}
	after := stateOf(p)
	if len(after.Points) != len(before.Points) || after.Algorithm != before.Algorithm {
		t.Fatalf("bad input changed the scene: %d → %d points, %s → %s", len(before.Points), len(after.Points), before.Algorithm, after.Algorithm)
	}
	for i := range before.Points {
		if after.Points[i] != before.Points[i] {
			t.Fatalf("point %d changed from %v to %v", i, before.Points[i], after.Points[i])
		}
	}
}

// TestOneClass: with points of one class only, the page says what to do
// instead of failing.
func TestOneClass(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.setPoints([[0,0,0],[1,1,0],[2,0,0]])`)
	st := statusOf(p)
	if st.Trained || st.Message.Kind != "info" || !strings.Contains(st.Message.Text, "two classes") {
		t.Fatalf("one class: trained %v, message %+v", st.Trained, st.Message)
	}
	p.Do(`hyperplane.addPoint(5, 5, 1)`)
	p.WaitFor("a model", `hyperplane.status().trained`, 10*time.Second)
}

// TestPanicBoundary forces panics through the test-only hook (?debug) in
// an API call, in the game's Update and in a call that holds the app's
// lock, and checks that the page reports
// the message, pauses, and keeps the points.
func TestPanicBoundary(t *testing.T) {
	p := open(t, "?debug")
	p.AllowFaults()
	n := statusOf(p).NPoints
	p.Do(`hyperplane.play()`)

	r := Eval[map[string]any](p, `hyperplane.debug.panic("call")`)
	if r["ok"] != false || !strings.Contains(r["error"].(string), "test panic") {
		t.Fatalf("panic in a call answered %v", r)
	}
	p.WaitFor("the fault dialog", `!document.getElementById("fault").hidden`, 10*time.Second)
	msg := Eval[string](p, `document.getElementById("fault-message").textContent`)
	if !strings.Contains(msg, "test panic") {
		t.Errorf("fault dialog says %q", msg)
	}
	st := statusOf(p)
	if st.Playing || st.NPoints != n {
		t.Fatalf("after the panic: playing %v, %d points (had %d)", st.Playing, st.NPoints, n)
	}

	// A panic inside Update: the game goes on running.
	p.Do(`document.getElementById("fault").hidden = true`)
	p.Do(`hyperplane.debug.panic("update")`)
	p.WaitFor("the second fault", `hyperplane.status().faults >= 2`, 10*time.Second)
	t0 := p.Ticks()
	p.WaitFor("updates after the panic", "hyperplane.status().ticks > "+fmt.Sprint(t0+5), 10*time.Second)
	fault := Eval[map[string]any](p, `hyperplane.lastFault()`)
	if fault["where"] != "update" || !strings.Contains(fault["message"].(string), "test panic") || fault["stack"] == "" {
		t.Errorf("lastFault = %v", fault)
	}
	// The page still works: a click adds a point.
	x, y := p.ToPixel(0, 4)
	p.Click(x, y)
	p.WaitFor("a new point", "hyperplane.status().npoints === "+fmt.Sprint(n+1), 10*time.Second)

	// A panic in a call that holds the app's lock releases the lock: the
	// page still answers, and a call that takes the lock still works.
	r = Eval[map[string]any](p, `hyperplane.debug.panicLocked()`)
	if r["ok"] != false || !strings.Contains(r["error"].(string), "test panic") {
		t.Fatalf("panic in a locked call answered %v", r)
	}
	p.WaitFor("the third fault", `hyperplane.status().faults >= 3`, 10*time.Second)
	p.Do(`hyperplane.addPoint(0, -4, 0)`)
	p.WaitFor("another point", "hyperplane.status().npoints === "+fmt.Sprint(n+2), 10*time.Second)
}

// TestUndoBudget checks that a big scene keeps only as many copies for
// undo as the budget allows, and that undo still restores them. The
// expected count is the program's budget of 600,000 saved points (undoBudget
// in wasm/app_js.go) over a scene of 100,000: 6 edits.
func TestUndoBudget(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.setPoints(Array.from({length: 100000}, (_, i) => [Math.cos(i) * 3, Math.sin(1.7 * i) * 3, i % 2]))`)
	// The edits in one task: a frame of 100,000 points takes seconds under
	// SwiftShader, and the test is of the history, not of the drawing.
	p.Do(`(() => { for (let i = 0; i < 12; i++) { const r = hyperplane.movePoint(i, 0.25, 0.5); if (r && r.ok === false) return r; } })()`)
	if u := Eval[int](p, `hyperplane.status().undo`); u != 6 {
		t.Errorf("%d edits can be undone, want 6 (600,000 saved points / 100,000)", u)
	}
	// Undo all that is kept: the points moved by the last six edits go back.
	p.Do(`(() => { for (let i = 0; i < 6; i++) { const r = hyperplane.undo(); if (r && r.ok === false) return r; } })()`)
	got := Eval[[][3]float64](p, `hyperplane.state().points.slice(0, 12)`)
	for i, q := range got {
		moved := q[0] == 0.25 && q[1] == 0.5
		if want := i < 6; moved != want {
			t.Errorf("point %d at (%v, %v): moved %v, want %v", i, q[0], q[1], moved, want)
		}
	}
	if r := Eval[int](p, `hyperplane.status().redo`); r != 6 {
		t.Errorf("%d edits can be redone, want 6", r)
	}
}
