package api

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"hyperplane/engine/msg/msgtest"
	"hyperplane/engine/scene"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// testScreen is a plot of 800×600 device pixels at a device pixel ratio
// of 2, so that the contract's conversions between CSS and device pixels
// are exercised.
type testScreen struct{ app *App }

const testW, testH, testDPR = 800.0, 600.0, 2.0

func (s testScreen) Camera() render.Camera { return s.app.Camera(testW, testH, testDPR) }
func (s testScreen) Frame() Frame {
	return Frame{W: testW, H: testH, DPR: testDPR, Painted: 7, Ticks: 9, Draws: 11}
}

// ringsScreen is the test screen whose frame leaves the rings out when
// hidden is set.
type ringsScreen struct {
	testScreen
	hidden bool
}

func (s *ringsScreen) Frame() Frame {
	f := s.testScreen.Frame()
	f.RingsHidden = s.hidden
	return f
}

// newTestAPI returns the contract over the default scene (twelve points
// of two classes, the perceptron), on the test screen.
func newTestAPI(t *testing.T) *API {
	t.Helper()
	app := NewApp(scene.DefaultScene())
	a := New(app, testScreen{app})
	a.SetWords(msgtest.Words(t)) // the page's words, in English
	return a
}

// call calls name and fails the test on a refusal.
func call(t *testing.T, a *API, name string, args ...Value) any {
	t.Helper()
	ans := a.Call(name, args...)
	if p, ok := ans.Value.(*Pending); ok {
		ans = a.Finish(p) // train and step go on across frames in the page
	}
	if ans.Refused() {
		t.Fatalf("%s: refused: %s", name, en(t, ans.Refusal))
	}
	return ans.Value
}

// asJSON returns v's JSON decoded into a generic value, as the page sees it.
func asJSON(t *testing.T, v any) any {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("marshal %T: %v", v, err)
	}
	var out any
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// statusOf returns the status as the page reads it.
func statusOf(t *testing.T, a *API) map[string]any {
	t.Helper()
	return asJSON(t, call(t, a, "status")).(map[string]any)
}

func TestUnknownFunctionIsRefused(t *testing.T) {
	a := newTestAPI(t)
	ans := a.Call("noSuchThing")
	if !strings.Contains(en(t, ans.Refusal), `"noSuchThing"`) {
		t.Fatalf("refusal %q does not name the function", en(t, ans.Refusal))
	}
}

// TestReentrantCallIsRefused: a call made during another (from a toJSON,
// a getter or a callback) is refused at once instead of waiting on the lock
// its caller holds; the outer call goes on.
func TestReentrantCallIsRefused(t *testing.T) {
	app := NewApp(scene.DefaultScene())
	var inner Answer
	outer := Handler{Name: "outer", Locked: true, Do: func(c *Call) (any, error) {
		inner = c.api.Call("clear")
		return len(c.S().Doc().Points()), nil
	}}
	a := New(app, testScreen{app}, outer)
	ans := a.Call("outer")
	if ans.Refused() || ans.Value != 12 {
		t.Fatalf("outer answered %+v, want 12 points", ans)
	}
	if !strings.Contains(en(t, inner.Refusal), "hyperplane.clear was called during another call") {
		t.Fatalf("inner call answered %+v", inner)
	}
	if n := len(app.S.Doc().Points()); n != 12 {
		t.Fatalf("the refused clear removed points: %d left", n)
	}
}

// TestPanicIsRecovered: a panic in a handler (locked or not) becomes a
// refusal, the fault is recorded and told, training pauses, and the lock
// is free again.
func TestPanicIsRecovered(t *testing.T) {
	for _, locked := range []bool{false, true} {
		app := NewApp(scene.DefaultScene())
		boom := Handler{Name: "boom", Locked: locked, Do: func(*Call) (any, error) { panic("kaput") }}
		a := New(app, testScreen{app}, boom)
		var told *Fault
		a.OnFault = func(f *Fault) { told = f }
		call(t, a, "play")
		ans := a.Call("boom")
		if en(t, ans.Refusal) != "kaput" {
			t.Fatalf("locked %v: answered %+v", locked, ans)
		}
		if told == nil || told.Where != "hyperplane.boom" || told.Message != "kaput" || told.Stack == "" {
			t.Fatalf("locked %v: told %+v", locked, told)
		}
		st := statusOf(t, a) // takes the lock: it must be free
		if st["faults"] != 1.0 || st["playing"] != false {
			t.Fatalf("locked %v: faults %v, playing %v", locked, st["faults"], st["playing"])
		}
		msg := st["message"].(map[string]any)
		if !strings.Contains(enJSON(t, msg["text"]), "Something went wrong in hyperplane.boom: kaput") {
			t.Fatalf("locked %v: message %v", locked, msg)
		}
		if f := asJSON(t, call(t, a, "lastFault")).(map[string]any); f["message"] != "kaput" {
			t.Fatalf("lastFault %v", f)
		}
	}
}

// TestLockedRefusalIsShown: a locked handler's refusal is also the page's
// message, so that the user sees why nothing happened.
func TestLockedRefusalIsShown(t *testing.T) {
	a := newTestAPI(t)
	ans := a.Call("setAlgorithm", String("no-such-method"))
	if !ans.Refused() {
		t.Fatal("an unknown algorithm was accepted")
	}
	msg := statusOf(t, a)["message"].(map[string]any)
	if msg["kind"] != "error" || !strings.EqualFold(enJSON(t, msg["text"]), en(t, ans.Refusal)) {
		t.Fatalf("message %v, refusal %q", msg, en(t, ans.Refusal))
	}
}

// TestRefusalIsShort: refusals are cut to 240 characters and an ellipsis.
func TestRefusalIsShort(t *testing.T) {
	app := NewApp(scene.DefaultScene())
	long := Handler{Name: "long", Do: func(*Call) (any, error) { return nil, errors.New(strings.Repeat("x", 3000)) }}
	ans := New(app, testScreen{app}, long).Call("long")
	if n := len([]rune(en(t, ans.Refusal))); n != maxMessage+1 || !strings.HasSuffix(en(t, ans.Refusal), "…") {
		t.Fatalf("a refusal of %d characters: %.60q", n, en(t, ans.Refusal))
	}
}

// TestCommandsDescribeEveryHandler: commands() lists every handler with
// its parameters, so that an embedding page and the documentation follow
// the table.
func TestCommandsDescribeEveryHandler(t *testing.T) {
	a := newTestAPI(t)
	cmds := asJSON(t, call(t, a, "commands")).([]any)
	if len(cmds) != len(a.Handlers()) {
		t.Fatalf("%d commands for %d handlers", len(cmds), len(a.Handlers()))
	}
	byName := map[string]map[string]any{}
	for _, c := range cmds {
		m := c.(map[string]any)
		byName[m["name"].(string)] = m
	}
	add := byName["addPoint"]
	if add["changes"] != true {
		t.Errorf("addPoint does not say it changes the scene: %v", add)
	}
	ps := add["params"].([]any)
	if len(ps) != 3 || ps[2].(map[string]any)["kind"] != "integer" || ps[2].(map[string]any)["optional"] != true ||
		ps[2].(map[string]any)["max"] != 5.0 {
		t.Errorf("addPoint's parameters: %v", ps)
	}
	if byName["status"]["changes"] != false {
		t.Errorf("status says it changes the scene")
	}
}

// TestNotifier: a change is told at once while training is paused, at
// most every NoteEvery while it plays, and at once when it stops; and
// the frame's leaving out the rings, or drawing them again, at once.
func TestNotifier(t *testing.T) {
	a := newTestAPI(t)
	screen := &ringsScreen{testScreen: testScreen{a.App}}
	a.Screen = screen
	var n Notifier
	t0 := time.Unix(1000, 0)
	a.App.Mu.Lock()
	defer a.App.Mu.Unlock()
	if a.Note(&n, t0) != nil {
		t.Fatal("told a page without subscribers")
	}
	n.Subscribers = 1
	if a.Note(&n, t0) == nil {
		t.Fatal("the first status was not told")
	}
	if a.Note(&n, t0) != nil {
		t.Fatal("told twice with nothing changed")
	}
	a.App.S.Training().Play()
	if a.Note(&n, t0.Add(time.Millisecond)) == nil {
		t.Fatal("the start of training was not told at once")
	}
	a.App.S.Touch()
	if a.Note(&n, t0.Add(100*time.Millisecond)) != nil {
		t.Fatal("told again within NoteEvery while playing")
	}
	if a.Note(&n, t0.Add(NoteEvery+2*time.Millisecond)) == nil {
		t.Fatal("not told after NoteEvery while playing")
	}
	a.App.S.Training().Pause()
	data := a.Note(&n, t0.Add(NoteEvery+3*time.Millisecond))
	if data == nil || !strings.Contains(string(data), `"playing":false`) {
		t.Fatalf("the pause was not told at once: %.80s", data)
	}
	n.Reset()
	if a.Note(&n, t0.Add(time.Second)) == nil {
		t.Fatal("not told after Reset (a new subscriber)")
	}
	// A drag: its first move is told at once, the next at most every
	// NoteEvery, its end at once.
	t1 := t0.Add(2 * time.Second)
	if err := a.App.S.Doc().GrabPoint(0); err != nil {
		t.Fatal(err)
	}
	move := func(x float64) {
		if err := a.App.S.Apply(session.Gesture{Kind: session.Drag, X: x, Y: 2.5}); err != nil {
			t.Fatal(err)
		}
	}
	move(1.4)
	if a.Note(&n, t1) == nil {
		t.Fatal("the first move of a drag was not told at once")
	}
	move(1.5)
	if a.Note(&n, t1.Add(10*time.Millisecond)) != nil {
		t.Fatal("a drag's move told within NoteEvery of the last status")
	}
	if a.Note(&n, t1.Add(NoteEvery+time.Millisecond)) == nil {
		t.Fatal("a drag's move not told after NoteEvery")
	}
	move(1.6)
	a.App.S.Doc().DropPoint()
	if a.Note(&n, t1.Add(NoteEvery+2*time.Millisecond)) == nil {
		t.Fatal("the end of a drag was not told at once")
	}
	// The frame decides on the rings after the change that caused it
	// was told (a call's status goes before the next frame is prepared):
	// the page hears of it although no version changed.
	t2 := t1.Add(time.Second)
	if a.Note(&n, t2) != nil {
		t.Fatal("told with nothing changed")
	}
	screen.hidden = true
	if data := a.Note(&n, t2); data == nil || !strings.Contains(string(data), `"ringsHidden":true`) {
		t.Fatalf("the rings left out were not told at once: %.80s", data)
	}
	if a.Note(&n, t2) != nil {
		t.Fatal("the rings left out were told twice")
	}
	a.App.S.Training().Play()
	a.Note(&n, t2)
	screen.hidden = false
	if data := a.Note(&n, t2.Add(time.Millisecond)); data == nil || strings.Contains(string(data), `"ringsHidden":true`) {
		t.Fatalf("the rings drawn again while playing were not told at once: %.80s", data)
	}
}

// TestCompareStylesCoverTheSession: a style for each algorithm that can
// be compared.
func TestCompareStylesCoverTheSession(t *testing.T) {
	if len(render.CompareStyles) != session.MaxCompare {
		t.Fatalf("%d styles for %d compared algorithms", len(render.CompareStyles), session.MaxCompare)
	}
}

// TestUnreadableObject: an object whose JSON cannot be made is refused
// with the reason, naming the argument.
func TestUnreadableObject(t *testing.T) {
	a := newTestAPI(t)
	ans := a.Call("loadScene", Unreadable(errors.New("it refers to itself (a cycle)")))
	if en(t, ans.Refusal) != "The scene cannot be read: it refers to itself (a cycle)" {
		t.Fatalf("refusal %q", en(t, ans.Refusal))
	}
}
