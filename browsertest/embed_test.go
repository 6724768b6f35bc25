package browsertest

import (
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// probePage is a window that is not the playground's parent: a sibling
// frame of the course page. It sends the playground commands that would
// change it, and tells the course page how many Hyperplane messages it
// has been sent.
const probePage = `<!doctype html><meta charset="utf-8"><title>probe</title>
<script>
const got = [];
addEventListener("message", (e) => { if (e.data && e.data.hyperplane) got.push(e.data); });
function attack() {
  const pg = parent.frames[0];
  pg.postMessage({hyperplane: 1, kind: "command", id: "probe-clear", name: "clear", payload: []}, "*");
  pg.postMessage({hyperplane: 1, kind: "command", id: "probe-algo", name: "setAlgorithm", payload: ["lms"]}, "*");
}
attack();
setInterval(attack, 300);
setInterval(() => parent.postMessage({probe: location.origin, got: got.length}, "*"), 100);
</script>`

// thirdHost is a course page of an origin the embed does not allow: it
// embeds the playground (the address in ?src=), sends it commands, and
// records every message it is sent.
const thirdHost = `<!doctype html><meta charset="utf-8"><title>another site</title><body>
<script>
window.__got = [];
addEventListener("message", (e) => __got.push({origin: e.origin, data: e.data}));
const f = document.createElement("iframe");
f.src = new URLSearchParams(location.search).get("src");
f.style.cssText = "width: 640px; height: 420px";
document.body.appendChild(f);
setInterval(() => f.contentWindow.postMessage({hyperplane: 1, kind: "command", id: "third", name: "clear", payload: []}, "*"), 300);
</script>`

// reply is an envelope the playground sent.
type reply struct {
	Hyperplane int             `json:"hyperplane"`
	Kind       string          `json:"kind"`
	ID         any             `json:"id"`
	Name       any             `json:"name"`
	Payload    json.RawMessage `json:"payload"`
}

// TestEmbedAPI serves the example course page (web/embed/example.html,
// with the client module) from a second origin, which embeds the
// playground from the first with &origin= the second: it connects, sends
// commands and checks the replies against the playground's own status(),
// and receives the events, an answer given with a real click among them.
// Malformed, huge, cyclic, deep and unknown commands get refusals and
// change nothing; a sibling frame of the allowed origin and one of a
// third origin are ignored and sent nothing; a page of the third origin
// that embeds the playground (allowing the second) gets nothing and
// changes nothing; an embed without &origin= sends its events to its
// parent and takes no command.
func TestEmbedAPI(t *testing.T) {
	needBrowser(t)
	root, _ := filepath.Abs("..")
	dir := t.TempDir()
	for _, f := range []string{"client.js", "example.html"} {
		data, err := os.ReadFile(filepath.Join(root, "web", "embed", f))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, f), data, 0o644)
	}
	os.WriteFile(filepath.Join(dir, "probe.html"), []byte(probePage), 0o644)
	os.WriteFile(filepath.Join(dir, "third.html"), []byte(thirdHost), 0o644)
	course := serveFolders(t, "application/wasm", map[string]string{"/": dir}) // origin B
	third := serveFolders(t, "application/wasm", map[string]string{"/": dir})  // origin C
	play := strings.TrimSuffix(env.URL, "/")                                   // origin A
	frame := play + "/?embed&origin="                                          // the playground's frame, by its address

	p := env.OpenURL(t, course+"/example.html?playground="+env.URL)
	p.WaitFor("the connection", "!!window.hyperplaneEmbed", 60*time.Second)
	// Every message from the playground's frame, from now on.
	p.Do(`(() => { window.__got = []; addEventListener("message", (e) => {
	  if (e.source === document.getElementById("hp").contentWindow) __got.push({origin: e.origin, data: e.data}); }); })()`)
	call := func(expr string) json.RawMessage {
		t.Helper()
		return Await[json.RawMessage](p, "hyperplaneEmbed.call("+expr+")")
	}
	decode := func(raw json.RawMessage, v any) {
		t.Helper()
		if err := json.Unmarshal(raw, v); err != nil {
			t.Fatalf("%s: %v", raw, err)
		}
	}

	// The commands: what the client learnt from ready is the contract's
	// list less the functions that take a function.
	cmds := Eval[[]struct {
		Name    string `json:"name"`
		Changes bool   `json:"changes"`
	}](p, "hyperplaneEmbed.commands")
	names := map[string]bool{}
	for _, c := range cmds {
		names[c.Name] = c.Changes
	}
	for n, want := range map[string]bool{"status": false, "setPoints": true, "train": true, "scormPackage": false, "saveProgress": false} {
		if got, ok := names[n]; !ok || got != want {
			t.Errorf("commands: %s is there %v, changes %v (want %v)", n, ok, got, want)
		}
	}
	for _, n := range []string{"subscribe", "onFault", "exportImage"} {
		if _, ok := names[n]; ok {
			t.Errorf("commands list %s, which takes a function", n)
		}
	}

	// Commands, and their replies against the playground's own status().
	for _, c := range []string{`"setPoints", [[0, 0, 1], [1, 0, 1], [0, 1, 1], [1, 1, 0]]`, `"setAlgorithm", "perceptron"`} {
		var ok struct{ OK bool }
		if decode(call(c), &ok); !ok.OK {
			t.Fatalf("%s: not ok", c)
		}
	}
	var tr struct {
		Steps    int     `json:"steps"`
		Stopped  string  `json:"stopped"`
		Step     int     `json:"step"`
		Accuracy float64 `json:"accuracy"`
	}
	decode(call(`"train"`), &tr)
	type st struct {
		Algorithm string          `json:"algorithm"`
		NPoints   int             `json:"npoints"`
		Trained   bool            `json:"trained"`
		Step      int             `json:"step"`
		Accuracy  float64         `json:"accuracy"`
		Weights   json.RawMessage `json:"weights"`
	}
	var got st
	decode(call(`"status"`), &got)
	own := frameMain[st](p, frame, "hyperplane.status()")
	// The AND gate is separable: the perceptron stops with every point
	// right.
	if tr.Stopped != "done" || tr.Steps < 1 || tr.Accuracy != 1 {
		t.Errorf("train replied %+v", tr)
	}
	if got.Algorithm != "perceptron" || got.NPoints != 4 || !got.Trained || got.Step != tr.Step ||
		got.Algorithm != own.Algorithm || got.NPoints != own.NPoints || got.Step != own.Step || string(got.Weights) != string(own.Weights) {
		t.Errorf("status replied %+v\nthe page's own status %+v", got, own)
	}
	var state struct {
		Points [][3]float64 `json:"points"`
	}
	decode(call(`"state"`), &state)
	if len(state.Points) != 4 || state.Points[3] != [3]float64{1, 1, 0} {
		t.Errorf("state's points %v", state.Points)
	}
	// A refusal of the function's own checks comes back as its answer.
	var refused struct {
		OK    bool   `json:"ok"`
		Error string `json:"error"`
	}
	decode(call(`"setAlgorithm", "no-such-method"`), &refused)
	if refused.OK || !strings.Contains(refused.Error, "no-such-method") {
		t.Errorf("a bad algorithm: %+v", refused)
	}

	// The events: trained with the step trained to, stateChanged with the
	// status, resize with the frame's height; and at most one
	// stateChanged each 250 ms while training plays.
	p.WaitFor("the trained event", `__got.some(m => m.data.kind === "event" && m.data.name === "trained")`, 10*time.Second)
	ev := Eval[struct {
		Trained, Changed int
		Origins          []string
	}](p, `(() => {
	  const tr = __got.filter(m => m.data.name === "trained").pop().data.payload;
	  const ch = __got.filter(m => m.data.name === "stateChanged").pop().data.payload;
	  return {Trained: tr.step, Changed: ch.npoints, Origins: [...new Set(__got.map(m => m.origin))]}; })()`)
	if ev.Trained != tr.Step || ev.Changed != 4 || len(ev.Origins) != 1 || ev.Origins[0] != play {
		t.Errorf("events: trained at %d (want %d), stateChanged with %d points, from %v", ev.Trained, tr.Step, ev.Changed, ev.Origins)
	}
	call(`"setAlgorithm", "lms"`)
	p.Do(`(window.__mark = __got.length, 0)`)
	call(`"play"`)
	time.Sleep(2 * time.Second)
	p.Do(`(window.__paused = __got.length, 0)`)
	call(`"pause"`)
	changed := `.filter(m => m.data.name === "stateChanged").map(m => m.data.payload.step)`
	playing := Eval[[]float64](p, `__got.slice(__mark)`+changed)
	during := Eval[[]float64](p, `__got.slice(__mark, __paused)`+changed)
	// 2 s of play and a pause: at most 2000/250 + 2 statuses (the first
	// and the last of the run are sent at once), and before the pause at
	// least two after the first, of steps taken. The page sends one about
	// every 250 ms (7-8 in six runs); 1-4 in all, often only the first
	// and the last, when the relay of statuses to the page's ten
	// subscribers seldom reached the embed's, the last (api.Relay).
	if len(playing) < 2 || len(playing) > 10 || len(during) < 3 || during[len(during)-1] <= 0 {
		t.Errorf("%d stateChanged events in 2 s of play: %v (before the pause %v)", len(playing), playing, during)
	}
	t.Logf("stateChanged while playing 2 s: %d events, steps %v", len(playing), playing)

	// An answer given with a real click in the frame: answered, then
	// completed (the lesson's one question).
	var ok struct{ OK bool }
	decode(call(`"loadLessonFile", `+jsString(`{"title": "AND", "text": "Which class is (1, 1)?",
	  "questions": [{"kind": "choice", "prompt": "The class of (1, 1)?", "choices": ["1", "2"], "answer": 1}],
	  "scene": {"version": 1, "points": [[0, 0, 1], [1, 0, 1], [0, 1, 1], [1, 1, 0]]}}`)), &ok)
	if !ok.OK {
		t.Fatal("the lesson was not loaded")
	}
	var at []float64
	deadline := time.Now().Add(Patience(20 * time.Second))
	for len(at) != 2 && time.Now().Before(deadline) {
		at, _ = frameEval[[]float64](p, frame, `(() => { const b = document.querySelector("#lesson-quiz .q-choice:nth-child(2)");
		  if (!b) return []; const r = b.getBoundingClientRect(); return [(r.left + r.right) / 2, (r.top + r.bottom) / 2]; })()`)
		time.Sleep(50 * time.Millisecond)
	}
	if len(at) != 2 {
		t.Fatal("the question's choices did not show")
	}
	off := Eval[[2]float64](p, `(() => { const r = document.getElementById("hp").getBoundingClientRect(); return [r.left + 1, r.top + 1]; })()`)
	clickXY(p, off[0]+at[0], off[1]+at[1])
	p.WaitFor("completed", `__got.some(m => m.data.name === "completed")`, 10*time.Second)
	answered := Eval[map[string]any](p, `__got.filter(m => m.data.name === "answered").pop().data.payload`)
	completed := Eval[map[string]any](p, `__got.filter(m => m.data.name === "completed").pop().data.payload`)
	if answered["question"] != 0.0 || answered["kind"] != "choice" || answered["choice"] != 1.0 || answered["score"] != 100.0 || answered["maximum"] != 100.0 ||
		completed["score"] != 100.0 || completed["maximum"] != 100.0 || completed["questions"] != 1.0 {
		t.Errorf("answered %v, completed %v", answered, completed)
	}
	// The frame made higher: resize says the page's new height.
	p.Do(`(document.getElementById("hp").style.height = "500px", 0)`)
	p.WaitFor("a resize event", `__got.some(m => m.data.name === "resize" && m.data.payload.height === 500)`, 10*time.Second)

	// Hostile envelopes from the parent: refused, and nothing changes.
	before := string(call(`"scene"`))
	hostile := Await[struct {
		Replies []reply  `json:"replies"`
		Unsent  []string `json:"unsent"`
	}](p, `(async () => {
	  const pg = document.getElementById("hp").contentWindow, A = `+jsString(play)+`;
	  const replies = [], unsent = [];
	  const on = (e) => { if (e.source === pg && e.data && e.data.kind === "reply") replies.push(e.data); };
	  addEventListener("message", on);
	  const cmd = (id, name, payload, extra) => Object.assign({hyperplane: 1, kind: "command", id, name, payload}, extra || {});
	  const cyc = {shading: "off"}; cyc.self = cyc;
	  let deep = [0]; for (let i = 0; i < 1000; i++) deep = [deep];
	  const msgs = [
	    cmd("h-version", "clear", [], {hyperplane: 2}),
	    cmd("h-kind", "clear", [], {kind: "reply"}),
	    cmd("h-field", "clear", [], {evil: true}),
	    cmd({x: 1}, "clear", []),
	    cmd("x".repeat(200), "clear", []),
	    cmd("h-name", 42, []),
	    cmd("h-unknown", "nosuch", []),
	    cmd("h-fn", "exportImage", []),
	    cmd("h-subscribe", "subscribe", []),
	    cmd("h-proto", "__proto__", []),
	    cmd("h-constructor", "constructor", []),
	    cmd("h-tostring", "toString", []),
	    cmd("h-payload", "setAlgorithm", "lms"),
	    cmd("h-many", "setAlgorithm", new Array(17).fill("lms")),
	    cmd("h-huge", "setPoints", [new Array(5e6).fill(0)]),
	    cmd("h-long", "setAlgorithm", ["x".repeat(100000)]),
	    cmd("h-deep", "setPoints", [deep]),
	    cmd("h-cycle", "setView", [cyc]),
	    cmd("h-types", "addPoint", ["a", {}, null]),
	    cmd("h-nan", "addPoint", [NaN, 0]),
	    cmd("h-bigint", "addPoint", [1n, 0]),
	    cmd("h-scene", "loadScene", [{version: 1, points: [[0, 0, 9]]}]),
	    // Not envelopes: no reply.
	    {kind: "command", id: "n-1", name: "clear", payload: []},
	    "clear", null, [1, 2, 3], 42,
	  ];
	  for (const m of msgs) {
	    try { pg.postMessage(m, A); } catch (e) { unsent.push(String(m && m.id) + ": " + e); }
	  }
	  const t0 = performance.now();
	  while (replies.length < 22 && performance.now() - t0 < 30000) await new Promise((r) => setTimeout(r, 50));
	  await new Promise((r) => setTimeout(r, 1000)); // any stray reply
	  removeEventListener("message", on);
	  return {replies, unsent};
	})()`)
	if len(hostile.Unsent) > 0 {
		t.Fatalf("the course page could not send: %v", hostile.Unsent)
	}
	want := map[string]string{
		"h-version": "version 1", "h-kind": `"command" only`, "h-field": `field "evil"`, "h-name": "name must be a string",
		"h-unknown": `no command "nosuch"`, "h-fn": `no command "exportImage"`, "h-subscribe": `no command "subscribe"`,
		"h-proto": `no command "__proto__"`, "h-constructor": `no command "constructor"`, "h-tostring": `no command "toString"`,
		"h-payload": "payload must be the array", "h-many": "payload must be the array", "h-huge": "more than 4194304 values",
		"h-long": "longer than 4096 bytes", "h-deep": "setPoints", "h-cycle": "refers to itself", "h-types": "x must be a number",
		"h-nan": "finite", "h-bigint": "x must be a number", "h-scene": "the scene was not loaded",
	}
	seen := map[string]bool{}
	nullIDs := 0
	for _, r := range hostile.Replies {
		var pl struct {
			OK    *bool  `json:"ok"`
			Error string `json:"error"`
		}
		json.Unmarshal(r.Payload, &pl)
		if r.Hyperplane != 1 || r.Kind != "reply" || pl.OK == nil || *pl.OK {
			t.Errorf("a reply that is not a refusal: %+v %s", r, r.Payload)
			continue
		}
		id, _ := r.ID.(string)
		if r.ID == nil {
			nullIDs++
			if !strings.Contains(pl.Error, "the id must be") {
				t.Errorf("a reply without an id: %s", pl.Error)
			}
			continue
		}
		w, ok := want[id]
		if !ok {
			t.Errorf("a reply to %v, which was not sent or must not be answered: %s", r.ID, pl.Error)
			continue
		}
		seen[id] = true
		if !strings.Contains(strings.ToLower(pl.Error), strings.ToLower(w)) {
			t.Errorf("%s: refused with %q, want %q", id, pl.Error, w)
		}
	}
	for id := range want {
		if !seen[id] {
			t.Errorf("%s: no reply", id)
		}
	}
	if nullIDs != 2 {
		t.Errorf("%d replies without an id, want 2 (an object id and one too long)", nullIDs)
	}
	if after := string(call(`"scene"`)); after != before {
		t.Errorf("the hostile messages changed the scene:\n%.300s\nnot\n%.300s", after, before)
	}

	// Windows other than the parent: a sibling frame of the allowed
	// origin, and one of a third origin. They send commands for 2 s; none
	// is taken, and neither is sent anything, events included.
	p.Do(`(() => { window.__probes = {}; addEventListener("message", (e) => { if (e.data && e.data.probe) __probes[e.data.probe] = e.data.got; });
	  for (const src of [` + jsString(course+"/probe.html") + `, ` + jsString(third+"/probe.html") + `]) {
	    const f = document.createElement("iframe"); f.src = src; f.style.cssText = "width: 10px; height: 10px"; document.body.appendChild(f); } })()`)
	p.WaitFor("the probes", `Object.keys(__probes).length === 2`, 20*time.Second)
	time.Sleep(2 * time.Second)
	call(`"setAlgorithm", "perceptron"`) // events go out: not to the probes
	time.Sleep(time.Second)
	probes := Eval[map[string]float64](p, "__probes")
	if probes[course] != 0 || probes[third] != 0 {
		t.Errorf("the probes were sent messages: %v", probes)
	}
	var after st
	decode(call(`"status"`), &after)
	if after.Algorithm != "perceptron" || after.NPoints != 4 {
		t.Errorf("the probes' commands were taken: %+v", after)
	}

	// An embed without &origin=: its parent gets its events, at its own
	// origin; its commands are not taken. (On screen: the browser draws no
	// frame of a frame of another site out of view, and the playground
	// starts at its first frame.)
	p.Do(`(() => { window.__ro = []; const f = document.createElement("iframe"); f.id = "ro"; f.src = ` + jsString(play+"/?embed&preset=xor") + `;
	  f.style.cssText = "position: fixed; left: 0; top: 0; z-index: 9; width: 640px; height: 420px"; document.body.appendChild(f);
	  addEventListener("message", (e) => { if (e.source === f.contentWindow) __ro.push({origin: e.origin, data: e.data}); }); })()`)
	roFrame := play + "/?embed&preset=xor"
	p.WaitFor("its ready event", `__ro.some(m => m.data.name === "ready")`, 60*time.Second)
	ro := Eval[struct {
		Accepts bool `json:"accepts"`
		NPoints int  `json:"npoints"`
		Origin  string
	}](p, `(() => { const m = __ro.find(m => m.data.name === "ready"); return {accepts: m.data.payload.accepts, npoints: m.data.payload.status.npoints, Origin: m.origin}; })()`)
	frameWait(p, roFrame, "the preset", "hyperplane.status().npoints === 4", 20*time.Second)
	p.Do(`(document.getElementById("ro").contentWindow.postMessage({hyperplane: 1, kind: "command", id: "ro-1", name: "clear", payload: []}, ` + jsString(play) + `), 0)`)
	time.Sleep(1500 * time.Millisecond)
	if ro.Accepts || ro.Origin != play {
		t.Errorf("the read-only embed's ready: %+v", ro)
	}
	if n := Eval[int](p, `__ro.filter(m => m.data.kind === "reply").length`); n != 0 {
		t.Errorf("the read-only embed replied %d times", n)
	}
	if n := frameMain[int](p, roFrame, "hyperplane.status().npoints"); n != 4 {
		t.Errorf("the read-only embed took a command: %d points", n)
	}
	p.Close()

	// A page of the third origin that embeds the playground, allowing
	// only the second: it is sent nothing, and its commands are not taken.
	src := play + "/?embed&preset=xor&origin=" + course
	q := env.OpenURL(t, third+"/third.html?src="+url.QueryEscape(src))
	frameWait(q, play+"/?embed&preset=xor&origin", "the playground", `window.hyperplane && hyperplane.status().npoints === 4 && !document.documentElement.classList.contains("building")`, 60*time.Second)
	time.Sleep(2 * time.Second)
	if n := Eval[int](q, "__got.length"); n != 0 {
		t.Errorf("the third origin's page was sent %d messages: %v", n, Eval[any](q, "__got.slice(0, 3)"))
	}
	if n := frameMain[int](q, play+"/?embed&preset=xor&origin", "hyperplane.status().npoints"); n != 4 {
		t.Errorf("the third origin's command was taken: %d points", n)
	}
}
