package browsertest

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"hyperplane/wasm/describe"
)

// keyboard sends keys to a page as a keyboard does, and nothing else.
type keyboard struct {
	t *testing.T
	p *Page
}

// press sends each key: a keyDown, its character and a keyUp. CDP answers
// once the page has handled them, and the plot handles its keys at once.
func (k keyboard) press(keys ...string) {
	k.t.Helper()
	for _, key := range keys {
		if err := chromedp.Do(k.p.Ctx, chromedp.KeyEvent(key)); err != nil {
			k.t.Fatalf("key %q: %v", key, err)
		}
	}
}

// shift sends keys with Shift held.
func (k keyboard) shift(keys ...string) {
	k.t.Helper()
	for _, key := range keys {
		if err := chromedp.Do(k.p.Ctx, chromedp.KeyEvent(key, chromedp.KeyModifiers(chromedp.ModifierShift))); err != nil {
			k.t.Fatalf("Shift+%q: %v", key, err)
		}
	}
}

// plotFocused holds while the plot's canvas has the focus.
const plotFocused = `document.activeElement === document.querySelector("body > canvas")`

// tabTo presses Tab (Shift+Tab when back) until cond holds.
func (k keyboard) tabTo(what, cond string, back bool) {
	k.t.Helper()
	for range 250 {
		if Eval[bool](k.p, "!!("+cond+")") {
			return
		}
		if back {
			k.shift(kb.Tab)
		} else {
			k.press(kb.Tab)
		}
	}
	k.t.Fatalf("250 Tabs did not reach %s (the focus is on %s)", what, Eval[string](k.p, `document.activeElement.id || document.activeElement.tagName`))
}

// said is what the plot's keys last said in its live region.
func said(p *Page) string {
	return strings.TrimSpace(Eval[string](p, `document.getElementById("plot-said").textContent`))
}

// countPointer makes the page count every press, touch and wheel of a
// pointer from now on (the test sends none). Moves are left out (the
// browser makes one up where the mouse last was when the page under it
// changes), and so are clicks (Enter on a button clicks it).
func countPointer(p *Page) {
	p.Do(`(() => { window.__pointer = 0; for (const t of ["pointerdown", "mousedown", "touchstart", "wheel"])
	  window.addEventListener(t, (e) => { if (e.isTrusted) window.__pointer++; }, true); })()`)
}

// equation reads the coefficients of x, y and 1 from "… the line
// 0.82 x − 1.1 y + 2.3 = 0, …" (describe.Line.Equation).
func equation(t *testing.T, text string) map[string]float64 {
	t.Helper()
	_, rest, ok := strings.Cut(text, "the line ")
	lhs, _, ok2 := strings.Cut(rest, " = 0")
	if !ok || !ok2 {
		t.Fatalf("no equation in %q", text)
	}
	out := map[string]float64{}
	sign := 1.0
	fs := strings.Fields(lhs)
	for i := 0; i < len(fs); i++ {
		switch fs[i] {
		case "+":
			sign = 1
		case "−":
			sign = -1
		default:
			v, err := describe.ParseNum(fs[i])
			if err != nil {
				t.Fatalf("%q: %v", lhs, err)
			}
			name := ""
			if i+1 < len(fs) && (fs[i+1] == "x" || fs[i+1] == "y") {
				name = fs[i+1]
				i++
			}
			out[name] = sign * v
			sign = 1
		}
	}
	return out
}

// misclassified reads "N points misclassified (class 1: a, class 2: b)"
// or "No point misclassified" into the count of each class.
func misclassified(t *testing.T, text string) [2]int {
	t.Helper()
	var by [2]int
	if strings.Contains(text, "No point misclassified") || strings.Contains(text, "no point misclassified") {
		return by
	}
	_, rest, ok := strings.Cut(text, "misclassified (")
	inner, _, ok2 := strings.Cut(rest, ")")
	if !ok || !ok2 {
		t.Fatalf("no misclassified points in %q", text)
	}
	for _, part := range strings.Split(inner, ", ") {
		var c, n int
		if _, err := fmt.Sscanf(part, "class %d: %d", &c, &n); err != nil || c < 1 || c > 2 {
			t.Fatalf("%q in %q: %v", part, text, err)
		}
		by[c-1] = n
	}
	return by
}

// TestKeyboardOnly builds a scene, trains it, reads it and edits it with
// the keyboard alone, from the page's first Tab stop, and answers a
// lesson's question the same way: no mouse, pointer or touch event at all.
func TestKeyboardOnly(t *testing.T) {
	p := open(t, "?debug")
	countPointer(p)
	k := keyboard{t, p}

	// The first Tab stop is the plot.
	k.press(kb.Tab)
	if !Eval[bool](p, plotFocused) {
		t.Fatalf("the first Tab stop is %s, not the plot", Eval[string](p, `document.activeElement.outerHTML.slice(0, 80)`))
	}
	// The Data section's Clear, and back.
	k.tabTo("Clear", `document.activeElement.id === "clear"`, false)
	k.press(kb.Enter)
	p.WaitFor("no points", `hyperplane.status().npoints === 0`, 5*time.Second)
	k.tabTo("the plot", plotFocused, true)

	// Eight points: class 1 at the corners of the square (2, 2)–(3, 3),
	// class 2 at its centre (2.5, 2.5), a tenth of a step a Shift+arrow,
	// and at (−2, −2), (−3, −2) and (−3, −3). The cursor starts at the
	// origin, the grid step is 1.
	if c := Eval[[]float64](p, `(hyperplane.keyboard().cursor || [0, 0])`); c[0] != 0 || c[1] != 0 {
		t.Fatalf("the cursor is at %v, want the origin", c)
	}
	k.press("1", kb.ArrowRight, kb.ArrowRight, kb.ArrowUp, kb.ArrowUp, kb.Enter, kb.ArrowRight, kb.Enter, kb.ArrowUp, kb.Enter, kb.ArrowLeft, kb.Enter)
	k.press("2")
	k.shift(kb.ArrowDown, kb.ArrowDown, kb.ArrowDown, kb.ArrowDown, kb.ArrowDown, kb.ArrowRight, kb.ArrowRight, kb.ArrowRight, kb.ArrowRight, kb.ArrowRight)
	k.press(kb.Enter, kb.Home, kb.ArrowLeft, kb.ArrowLeft, kb.ArrowDown, kb.ArrowDown, kb.Enter, kb.ArrowLeft, kb.Enter, kb.ArrowDown, kb.Enter)
	want := [][3]float64{{2, 2, 0}, {3, 2, 0}, {3, 3, 0}, {2, 3, 0}, {2.5, 2.5, 1}, {-2, -2, 1}, {-3, -2, 1}, {-3, -3, 1}}
	st := stateOf(p)
	if len(st.Points) != len(want) {
		t.Fatalf("%d points: %v", len(st.Points), st.Points)
	}
	for i, q := range st.Points {
		if math.Abs(q[0]-want[i][0]) > 1e-9 || math.Abs(q[1]-want[i][1]) > 1e-9 || q[2] != want[i][2] {
			t.Fatalf("point %d is %v, want %v", i+1, q, want[i])
		}
	}
	if s := said(p); s != "Added point 8, class 2, at (−3, −3)." {
		t.Errorf("the plot said %q", s)
	}

	// Logistic regression, from the Algorithm section's picker with the
	// arrows; the speed slider to its top with End; back to the plot, and
	// space plays.
	k.tabTo("the method", `document.activeElement.id === "algorithm"`, false)
	for range 40 {
		if statusOf(p).Algorithm == "logistic" {
			break
		}
		up := Eval[bool](p, `(() => { const s = document.getElementById("algorithm"); const o = [...s.options].findIndex(o => o.value === "logistic"); return o < s.selectedIndex; })()`)
		if up {
			k.press(kb.ArrowUp)
		} else {
			k.press(kb.ArrowDown)
		}
	}
	if a := statusOf(p).Algorithm; a != "logistic" {
		t.Fatalf("the picker chose %q", a)
	}
	k.tabTo("the speed", `document.activeElement.id === "speed"`, false)
	k.press(kb.End)
	k.tabTo("the plot", plotFocused, true)
	k.press(" ")
	p.WaitFor("convergence", `(() => { const s = hyperplane.status(); return !s.playing && s.status === "converged"; })()`, 60*time.Second)

	// The live region says the converged model; its count of mistakes is
	// the status's.
	p.WaitFor("the summary", `document.getElementById("plot-summary").textContent.includes("converged")`, 5*time.Second)
	st = stateOf(p)
	summary := Eval[string](p, `document.getElementById("plot-summary").textContent`)
	t.Logf("the live region said: %s", summary)
	by := misclassified(t, summary)
	if by[0]+by[1] != st.Mistakes {
		t.Errorf("the summary counts %v misclassified, the status %d: %q", by, st.Mistakes, summary)
	}
	// i reads the full description: its equation is the status's
	// weights, to three digits, and its mistakes per class those counted
	// here from the points and the weights.
	k.press("i")
	full := said(p)
	t.Logf("i said: %s", full)
	eq := equation(t, full)
	w := Eval[struct {
		W  [][]float64 `json:"w"`
		W0 []float64   `json:"w0"`
	}](p, `hyperplane.status().weights`)
	for name, v := range map[string]float64{"x": w.W[0][0], "y": w.W[0][1], "": w.W0[0]} {
		if math.Abs(eq[name]-v) > 5e-3*math.Abs(v) {
			t.Errorf("the equation's %q coefficient %v, the weights' %v (%q)", name, eq[name], v, full)
		}
	}
	h := func(x, y float64) float64 { return w.W0[0] + w.W[0][0]*x + w.W[0][1]*y }
	var count [2]int
	for _, q := range st.Points {
		if (h(q[0], q[1]) >= 0) != (q[2] == 0) {
			count[int(q[2])]++
		}
	}
	if got := misclassified(t, full); got != count || count[0]+count[1] != st.Mistakes {
		t.Errorf("the description counts %v misclassified, the weights %v, the status %d: %q", got, count, st.Mistakes, full)
	}

	// Point 1 at (2, 2), of class 1, is on its side; n chooses it, Enter
	// grabs it, the arrows take it down and left across the line (its
	// steps worked out here from the weights), Enter drops it.
	if h(2, 2) <= 0 {
		t.Fatalf("point 1 is on the wrong side: h = %v", h(2, 2))
	}
	before := Eval[describe.Description](p, `hyperplane.describe()`).MistakesTotal
	k.press("n")
	if kb := Eval[map[string]any](p, `hyperplane.keyboard()`); kb["selected"] != 0.0 || kb["mode"] != "points" {
		t.Fatalf("n chose %v", kb)
	}
	k.press(kb.Enter)
	x, y := 2.0, 2.0
	for i := 0; h(x, y) > -0.5*math.Hypot(w.W[0][0], w.W[0][1]) && i < 20; i++ {
		if i%2 == 0 {
			k.press(kb.ArrowLeft)
			x--
		} else {
			k.press(kb.ArrowDown)
			y--
		}
	}
	k.press(kb.Enter)
	if s := said(p); !strings.Contains(s, fmt.Sprintf("Dropped point 1 at %s, misclassified", describe.Pair(x, y, 1))) {
		t.Errorf("the drop said %q", s)
	}
	if q := stateOf(p).Points[0]; q[0] != x || q[1] != y {
		t.Fatalf("point 1 is at %v, want (%v, %v)", q, x, y)
	}
	if after := Eval[describe.Description](p, `hyperplane.describe()`).MistakesTotal; after != before+1 {
		t.Errorf("%d misclassified after the move across the line, %d before", after, before)
	}
	// n chooses point 2, Delete removes it; z undoes both edits.
	k.press("n", kb.Delete)
	if n := statusOf(p).NPoints; n != 7 {
		t.Fatalf("%d points after Delete", n)
	}
	k.press("z")
	p.WaitFor("the undo of the delete", `hyperplane.status().npoints === 8`, 5*time.Second)
	k.press("z")
	st = stateOf(p)
	for i, q := range st.Points {
		if math.Abs(q[0]-want[i][0]) > 1e-9 || math.Abs(q[1]-want[i][1]) > 1e-9 || q[2] != want[i][2] {
			t.Fatalf("after two undos point %d is %v, want %v", i+1, q, want[i])
		}
	}
	if n := Eval[float64](p, `window.__pointer`); n != 0 {
		t.Fatalf("%v pointer events reached the page", n)
	}

	// A lesson's predict question, opened from its link: the cursor marks
	// two places of the boundary, Train and reveal scores them as it
	// scores the mouse's clicks.
	helper := open(t, "")
	lesson := `{"title": "Where is the line?", "text": "Two blobs, mirrored.",
	  "questions": [{"kind": "predict", "prompt": "Mark two points where the boundary will go.", "target": "boundary"}],
	  "scene": ` + quizScene + `}`
	helper.Do(`hyperplane.loadLessonFile(` + jsString(lesson) + `)`)
	link := Eval[string](helper, `hyperplane.link()`)
	helper.Close()
	if err := chromedp.Do(p.Ctx, chromedp.Navigate(env.URL+"?debug&lesson-from-link#"+link)); err != nil {
		t.Fatal(err)
	}
	p.WaitFor("the question", `window.hyperplaneLesson && !!document.querySelector("#lesson-quiz .q-reveal") && hyperplane.keyboard().pick === "boundary"`, 30*time.Second)
	countPointer(p)
	k.press(kb.Tab)
	if !Eval[bool](p, plotFocused) {
		t.Fatalf("after the link, the first Tab stop is not the plot")
	}
	// The two blobs are mirrored about x = 0: mark (0, −2) and (0, 2).
	k.press(kb.ArrowDown, kb.ArrowDown, kb.Enter, kb.ArrowUp, kb.ArrowUp, kb.ArrowUp, kb.ArrowUp, kb.Enter)
	qs := Eval[quizState](p, `hyperplaneLesson.state()`)
	if len(qs.Clicks) != 2 || qs.Phase != "predict" || statusOf(p).NPoints != 6 {
		t.Fatalf("the prediction: %+v, %d points", qs, statusOf(p).NPoints)
	}
	k.tabTo("Train and reveal", `document.activeElement.classList.contains("q-reveal")`, false)
	k.press(kb.Enter)
	p.WaitFor("the reveal", `hyperplaneLesson.state().phase === "revealed"`, 10*time.Second)
	got := Eval[float64](p, `hyperplaneLesson.state().result.score`)
	mouse := Eval[float64](p, `hyperplane.scorePrediction({target: "boundary", points: [[0, -2], [0, 2]]}).score`)
	t.Logf("the keyboard's prediction (0, −2), (0, 2) scored %v", got)
	if got != mouse || !(got > 90) {
		t.Errorf("the keyboard's prediction scored %v, the same points clicked %v (the boundary of mirrored blobs is x = 0: want over 90)", got, mouse)
	}
	if n := Eval[float64](p, `window.__pointer`); n != 0 {
		t.Fatalf("%v pointer events reached the page", n)
	}
}
