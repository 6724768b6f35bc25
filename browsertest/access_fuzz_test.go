package browsertest

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"hyperplane/engine"
	"hyperplane/engine/scene"
	keymodel "hyperplane/wasm/keys"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// fuzzPoints is the scene the fuzzer starts from: two blobs of five.
var fuzzPoints = []engine.Point{{X: 1, Y: 1}, {X: 2, Y: 1}, {X: 1, Y: 2}, {X: 2, Y: 2}, {X: 1.5, Y: 1.5},
	{X: -1, Y: -1, Class: 1}, {X: -2, Y: -1, Class: 1}, {X: -1, Y: -2, Class: 1}, {X: -2, Y: -2, Class: 1}, {X: -1.5, Y: -1.5, Class: 1}}

// fuzzQuarter is how many keys TestKeyboardFuzz presses between two
// comparisons with the replay.
const fuzzQuarter = 100

// fuzzKey is a key the fuzzer presses: its name for chromedp and whether
// Shift is held.
type fuzzKey struct {
	key   string
	shift bool
}

// fuzzKeys are the keys the fuzzer presses on the focused plot, arrows
// the most often: every key of the plot, the page's shortcuts that change
// the scene (undo, redo, fit, the tools, step, play), and keys nobody
// uses. Not Tab, which leaves the plot, nor ?, which opens the help.
var fuzzKeys = func() []fuzzKey {
	var out []fuzzKey
	for _, a := range []string{kb.ArrowLeft, kb.ArrowRight, kb.ArrowUp, kb.ArrowDown} {
		out = append(out, fuzzKey{a, false}, fuzzKey{a, false}, fuzzKey{a, false}, fuzzKey{a, true})
	}
	for _, k := range []string{kb.Enter, kb.Enter, kb.Escape, kb.Delete, kb.Backspace, kb.Home, "1", "2", "3", "m", "n", "N", "c", "d", "i", "+", "-",
		"z", "Z", "f", "s", " ", "p", "a", "e", "l", "b", "j", "x", "q"} {
		out = append(out, fuzzKey{k, false})
	}
	return out
}()

// pageKey does what the page's shortcuts do for a key the plot left to
// them (web/js/controls.js and tools.js, on the focused plot).
func pageKey(se *session.Session, k keymodel.Key) {
	tools := map[string][2]string{"p": {"point", ""}, "a": {"spray", ""}, "e": {"eraser", ""}, "l": {"select", "lasso"}, "b": {"select", "box"}, "j": {"jitter", ""}}
	switch k.Key {
	case " ":
		se.Training().Toggle()
	case "s":
		se.Training().Step(1, time.Second)
	case "z":
		se.Doc().Undo()
	case "Z", "y":
		se.Doc().Redo()
	case "f":
		se.Plot().FitView()
	case "Delete", "Backspace":
		if len(se.Tools().Selection()) > 0 {
			se.Tools().DeleteSelection()
		}
	default:
		if t, ok := tools[k.Key]; ok {
			// hyperplane.setTool(name, {shape}), as the API does it.
			se.Tools().SetTool(t[0])
			br := se.Tools().Brush()
			br.Box = t[0] == "select" && t[1] == "box"
			se.Tools().SetBrush(br)
		}
	}
}

// TestKeyboardFuzz presses 400 random keys (seeded: the same keys on
// every machine, where a minute's worth was 744 keys on the two-core
// machine and more on a faster one) on the focused plot. No fault may
// happen, every key must reach the plot, and the points and the keyboard
// at the end must be those of a replay of the same keys, in Go, on a
// session of the same scene and screen: the plot's keys by the keyboard
// model, the page's shortcuts as the page does them.
// The points must be finite, within the limits, of classes the scene has.
func TestKeyboardFuzz(t *testing.T) {
	p := open(t, "?debug")
	var rows [][3]float64
	for _, q := range fuzzPoints {
		rows = append(rows, [3]float64{q.X, q.Y, float64(q.Class)})
	}
	pts, _ := json.Marshal(rows)
	p.Do(`hyperplane.setPoints(` + string(pts) + `)`)
	p.Do(`hyperplane.setAlgorithm("least-squares")`)
	p.Do(`hyperplane.setBrush({count: 10, aspect: 0.5, radius: 24, seed: 1})`)
	k := keyboard{t, p}
	k.press(kb.Tab)
	if !Eval[bool](p, plotFocused) {
		t.Fatal("the first Tab stop is not the plot")
	}
	rng := rand.New(rand.NewPCG(39, 2026))
	began := time.Now()
	type logged struct {
		keymodel.Key
		Handled bool `json:"handled"`
	}
	// Four quarters of the keys; after each the page's points and how
	// many keys the plot got, for the replay to compare.
	type checkpoint struct {
		keys   int
		points [][3]float64
	}
	var checks []checkpoint
	sent := 0
	for range 4 {
		for range fuzzQuarter {
			fk := fuzzKeys[rng.IntN(len(fuzzKeys))]
			var err error
			if fk.shift {
				err = chromedp.Do(p.Ctx, chromedp.KeyEvent(fk.key, chromedp.KeyModifiers(chromedp.ModifierShift)))
			} else {
				err = chromedp.Do(p.Ctx, chromedp.KeyEvent(fk.key))
			}
			if err != nil {
				t.Fatalf("key %d (%q): %v", sent, fk.key, err)
			}
			sent++
		}
		checks = append(checks, checkpoint{Eval[int](p, `hyperplane.debug.keyLog().length`), stateOf(p).Points})
	}
	p.Settle(2)
	st := stateOf(p)
	if f := Eval[int](p, `hyperplane.status().faults`); f != 0 {
		t.Fatalf("%d faults", f)
	}
	log := Eval[[]logged](p, `hyperplane.debug.keyLog()`)
	if len(log) != sent { // the Tab that came in went to the page's body
		t.Fatalf("%d keys sent, the plot got %d: the focus left it", sent, len(log))
	}
	for _, q := range st.Points {
		if math.IsNaN(q[0]+q[1]) || math.Abs(q[0]) > engine.MaxCoord || math.Abs(q[1]) > engine.MaxCoord || q[2] < 0 || int(q[2]) >= len(Eval[[]any](p, `hyperplane.status().classes`)) {
			t.Fatalf("a point %v", q)
		}
	}

	// The replay, on the screen the page has.
	c := Eval[[3]float64](p, `hyperplane.status().canvas`)
	w, h, dpr := c[0]*c[2], c[1]*c[2], c[2]
	se := session.New(scene.DefaultScene())
	if err := se.Doc().SetPoints(fuzzPoints, 0); err != nil {
		t.Fatal(err)
	}
	se.Training().SetAlgorithm("least-squares")
	se.Tools().SetBrush(session.Brush{Count: 10, Aspect: 0.5, Radius: 24, Seed: 1})
	var m keymodel.Model
	handled := 0
	same := func(where string, want [][3]float64) {
		got := se.Doc().Points()
		if len(got) != len(want) {
			t.Fatalf("%s: the page has %d points, the replay %d", where, len(want), len(got))
		}
		for i, q := range got {
			r := want[i]
			if math.Abs(q.X-r[0]) > 1e-9*math.Max(1, math.Abs(q.X)) || math.Abs(q.Y-r[1]) > 1e-9*math.Max(1, math.Abs(q.Y)) || float64(q.Class) != r[2] {
				t.Fatalf("%s: point %d: the page has %v, the replay %+v", where, i, r, q)
			}
		}
	}
	var sizes []int
	for i, l := range log {
		for _, c := range checks {
			if c.keys == i {
				se.Flush()
				same(fmt.Sprintf("after %d keys", i), c.points)
				sizes = append(sizes, len(c.points))
			}
		}
		env := keymodel.Env{S: se, Cam: render.NewCamera(se.Scene().Viewport, w, h, dpr)}
		se.Flush()
		out := keymodel.Out{}
		if l.Key.Key != "Tab" {
			out = m.Press(l.Key, env)
		}
		if out.Handled != l.Handled {
			t.Fatalf("key %d %+v: the plot took it %v, the replay %v", i, l.Key, l.Handled, out.Handled)
		}
		if out.Handled {
			handled++
		} else {
			pageKey(se, l.Key)
		}
	}
	se.Flush()
	same("at the end", st.Points)
	// The page brings the keyboard in step with the session at every
	// frame (a stroke that an undo ended): so does the replay, at its end.
	m.Sync(keymodel.Env{S: se, Cam: render.NewCamera(se.Scene().Viewport, w, h, dpr)})
	kbd := Eval[map[string]any](p, `hyperplane.keyboard()`)
	if kbd["mode"] != m.Mode.String() || int(kbd["selected"].(float64)) != m.Sel() {
		t.Errorf("the page's keyboard %v, the replay's mode %v and point %d", kbd, m.Mode, m.Sel())
	}
	t.Logf("%d keys in %.0f s, %d taken by the plot; the points after each quarter (%v) and at the end (%d) as in the replay", sent, time.Since(began).Seconds(), handled, sizes, len(st.Points))
}
