package browsertest

import (
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// hostile is a call of the API, a link or an address that a hostile or
// careless script, mailer or learning platform might make (issue 32).
type hostile struct {
	name string
	// call is a JS expression whose value is the API's answer; when hash
	// is set it is a link put into the address's fragment instead.
	call string
	hash bool
	// want is a piece of the message, lower case.
	want string
}

// hostileScene is the user's scene the table must leave unchanged: 12
// points of three classes.
const hostileScene = `hyperplane.setPoints([[-2,-2,0],[-1.5,-2.5,0],[-2.5,-1,0],[-1,-1.5,0],` +
	`[2,2,1],[1.5,2.5,1],[2.5,1,1],[1,1.5,1],[2,-2,2],[1.5,-2.5,2],[2.5,-1,2],[1,-1.5,2]], 3)`

// hostileCalls: each kind of bad input the issue lists, and more.
var hostileCalls = []hostile{
	{"class 2e8", `hyperplane.setPoints([[0,0,0],[1,1,2e8]])`, false, "class"},
	{"class 98", `hyperplane.setPoints([[0,0,0],[1,1,98]])`, false, "class"},
	{"NaN coordinate", `hyperplane.setPoints([[NaN,1,0],[1,1,1],[2,2,0]])`, false, "nan"},
	{"null coordinate", `hyperplane.setPoints([[null,1,0],[1,1,1]])`, false, "three numbers"},
	{"BigInt coordinate", `hyperplane.setPoints([[1n,0,0],[1,1,1]])`, false, "bigint"},
	{"too many points", `hyperplane.setPoints(Array.from({length: 200001}, (_, i) => [i % 7, 1, i % 2]))`, false, "limit"},
	{"class in a string", `hyperplane.setPoints("[[0,0,0],[1,1,9]]")`, false, "class"},
	{"self-referring scene", `(() => { const o = {version: 1}; o.self = o; return hyperplane.loadScene(o); })()`, false, "cycle"},
	{"scene nested 100,000 deep", `(() => { let o = {}; for (let i = 0; i < 1e5; i++) o = {a: o}; return hyperplane.loadScene(o); })()`, false, "nested"},
	{"toJSON calls the API", `(() => { let inner; const r = hyperplane.loadScene({toJSON() { inner = hyperplane.clear(); return 5; }});
		return inner && inner.ok === false && /another call/.test(inner.error) ? r : {ok: true, inner}; })()`, false, "scene"},
	{"getter calls the API", `(() => { let inner; const r = hyperplane.setView({get grid() { inner = hyperplane.setPoints([]); throw new Error("no"); }});
		return inner && inner.ok === false ? r : {ok: true, inner}; })()`, false, "threw"},
	{"getter throws", `hyperplane.setView({get grid() { throw new Error("boom"); }})`, false, "boom"},
	{"getter throws 10 MB", `hyperplane.setView({get grid() { throw new Error("x".repeat(1e7)); }})`, false, "threw"},
	{"proxy throws", `hyperplane.setSplit(new Proxy({}, {ownKeys() { throw new Error("no keys"); }}))`, false, "no keys"},
	{"symbol", `hyperplane.loadScene(Symbol("s"))`, false, "json"},
	{"unknown parameter", `hyperplane.setParam("bogus", 1)`, false, "bogus"},
	{"__proto__ parameter", `hyperplane.setParam("__proto__", {eta: 2})`, false, "__proto__"},
	{"empty parameter", `hyperplane.setParam("", 0)`, false, "parameter"},
	{"eta NaN", `hyperplane.setParams({eta: NaN})`, false, "nan"},
	{"eta Infinity", `hyperplane.setParams({eta: Infinity})`, false, "infinity"},
	{"split NaN", `hyperplane.setSplit({fraction: NaN})`, false, "nan"},
	{"viewport NaN", `hyperplane.setViewport({minX: NaN, maxX: 1, minY: 0, maxY: 1})`, false, "nan"},
	{"algorithm of 10 MB", `hyperplane.setAlgorithm("a".repeat(1e7))`, false, "longer"},
	{"algorithm of 1,000", `hyperplane.setAlgorithm("no-" + "b".repeat(1000))`, false, "unknown algorithm"},
	{"lesson of 100,000", `hyperplane.loadLesson("c".repeat(1e5))`, false, "longer"},
	{"unknown lesson", `hyperplane.loadLesson("no-such-lesson")`, false, "no lesson"},
	{"basis of 100,000", `hyperplane.setBasis({kind: "d".repeat(1e5)})`, false, "unknown basis"},
	{"class name of 5,000", `hyperplane.setClassName(0, "e".repeat(5000))`, false, "longer"},
	{"step 1e9", `hyperplane.step(1e9)`, false, "steps"},
	{"subscribe a number", `hyperplane.subscribe(5)`, false, "function"},
	{"damaged link", `(() => { const l = hyperplane.link(); const i = l.length >> 1;
		return hyperplane.loadLink(l.slice(0, i) + (l[i] === "A" ? "B" : "A") + l.slice(i + 1)); })()`, false, "damaged"},
	{"cut link", `(() => { const l = hyperplane.link(); return hyperplane.loadLink(l.slice(0, l.length - 5)); })()`, false, "link"},
	{"damaged link in the address", `"v2.AAAA.00000000"`, true, "link"},
	{"not a link in the address", `"hello"`, true, "link"},
}

// runHostile runs the cases on p: each is refused with a short message,
// shown over the plot where the user is looking (the toast, a live
// region), leaves the scene as it was, and a real click still adds a point.
func runHostile(t *testing.T, p *Page, cases []hostile) {
	t.Helper()
	p.Do(hostileScene)
	p.WaitFor("the scene", `hyperplane.status().npoints === 12`, 10*time.Second)
	// The click's place: a third of the way into the plot from its top
	// left, away from the toast at the bottom.
	pt := Eval[[2]float64](p, `(() => { const s = getComputedStyle(document.documentElement);
		return [parseFloat(s.getPropertyValue("--plot-w")) * 0.3, parseFloat(s.getPropertyValue("--plot-h")) * 0.3]; })()`)
	for i, c := range cases {
		before := Eval[string](p, `hyperplane.exportScene()`)
		p.Do(`(document.getElementById("toast-close").click(), {ok: true})`)
		if c.hash {
			p.Do(`(location.hash = ` + c.call + `, {ok: true})`)
		} else {
			r := Await[map[string]any](p, `(async () => { try { const r = await (`+c.call+`);
				return r && typeof r === "object" ? r : {ok: true, value: String(r)}; }
				catch (e) { return {ok: true, threw: String(e).slice(0, 200)}; } })()`)
			msg, _ := r["error"].(string)
			if r["ok"] != false || msg == "" {
				t.Errorf("%s: answered %v, want {ok: false, error}", c.name, r)
				continue
			}
		}
		p.WaitFor(c.name+": the toast", `document.getElementById("toast").classList.contains("on")`, 10*time.Second)
		v := Eval[struct {
			Text   string
			InPlot bool
			OnTop  bool
			Live   string
			Tools  bool
		}](p, `(() => { const b = document.getElementById("toast"), r = b.getBoundingClientRect();
			const tb = document.getElementById("tools"), q = tb ? tb.getBoundingClientRect() : null;
			const s = getComputedStyle(document.documentElement);
			const pw = parseFloat(s.getPropertyValue("--plot-w")), ph = parseFloat(s.getPropertyValue("--plot-h"));
			const el = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
			return {Text: document.getElementById("toast-text").textContent, Live: b.getAttribute("aria-live"),
				InPlot: r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= ph && r.right <= pw,
				OnTop: !!el && b.contains(el) && getComputedStyle(b).opacity === "1",
				Tools: !q || q.height === 0 || r.bottom <= q.top || r.top >= q.bottom || r.right <= q.left || r.left >= q.right}; })()`)
		n := utf8.RuneCountInString(v.Text)
		t.Logf("%s: %s", c.name, v.Text)
		switch {
		case !v.InPlot || !v.OnTop || v.Live == "":
			t.Errorf("%s: the toast %q is not seen over the plot (in the plot %v, on top %v, live %q)", c.name, v.Text, v.InPlot, v.OnTop, v.Live)
		case n > 250:
			t.Errorf("%s: a message of %d characters: %.120s…", c.name, n, v.Text)
		case !v.Tools:
			t.Errorf("%s: the toast %q covers the drawing tools' bar", c.name, v.Text)
		case !strings.Contains(strings.ToLower(v.Text), c.want):
			t.Errorf("%s: the message %q does not say %q", c.name, v.Text, c.want)
		}
		if after := Eval[string](p, `hyperplane.exportScene()`); after != before {
			t.Errorf("%s: the scene changed:\n%.300s\nwas\n%.300s", c.name, after, before)
		}
		// Alive: a real click adds a point (undone for the next case);
		// checked after every case on desktop, after the last elsewhere.
		if len(cases) < len(hostileCalls) && i < len(cases)-1 {
			continue
		}
		n0 := Eval[int](p, `hyperplane.status().npoints`)
		p.Click(pt[0], pt[1])
		p.WaitFor(c.name+": the clicked point", `hyperplane.status().npoints === `+strconv.Itoa(n0+1), 10*time.Second)
		p.Do(`hyperplane.undo()`)
	}
}

// checkRunsAndImports: step() and train() say what they did; a file that
// is not UTF-8 is refused with a message, and a two-class file over a
// three-class scene leaves two classes.
func checkRunsAndImports(t *testing.T, p *Page) {
	r := Await[struct {
		Steps   int
		Stopped string
		Step    int
	}](p, `(async () => { hyperplane.setAlgorithm("perceptron"); const r = await hyperplane.step(3);
		return {Steps: r.steps, Stopped: r.stopped, Step: r.step}; })()`)
	if r.Steps != 3 || r.Stopped != "count" || r.Step != 3 {
		t.Errorf("step(3) after a reset answered %+v, want 3 steps, stopped by the count, at step 3", r)
	}
	p.Do(hostileScene)
	before := Eval[string](p, `hyperplane.exportScene()`)
	open := func(bytes string) {
		p.Do(`(() => { const dt = new DataTransfer(); dt.items.add(new File([new Uint8Array([` + bytes + `])], "f.csv"));
			const inp = document.getElementById("import"); inp.files = dt.files; inp.dispatchEvent(new Event("change")); return {ok: true}; })()`)
	}
	p.Do(`(document.getElementById("toast-close").click(), {ok: true})`)
	// "x,y,c\n0,0,caf\xe9\n1,1,pear\n": "café" in Latin-1, not UTF-8.
	latin := "120,44,121,44,99,10,48,44,48,44,99,97,102,233,10,49,44,49,44,112,101,97,114,10"
	open(latin)
	p.WaitFor("the refusal of a Latin-1 file", `/not UTF-8/.test(document.getElementById("toast-text").textContent)`, 10*time.Second)
	if after := Eval[string](p, `hyperplane.exportScene()`); after != before {
		t.Errorf("a refused Latin-1 file changed the scene")
	}
	// The same file in UTF-8 ("é" is c3 a9): two classes, café and pear.
	open(strings.Replace(latin, "233", "195,169", 1))
	p.WaitFor("the UTF-8 import", `hyperplane.status().npoints === 2`, 10*time.Second)
	names := Eval[[]string](p, `hyperplane.status().classes.map((c) => c.name)`)
	if len(names) != 2 || names[0] != "café" || names[1] != "pear" {
		t.Errorf("a two-class file over three classes leaves the classes %q, want café and pear", names)
	}
}

// TestHostileInput: the table of hostile calls at the desktop size, on a
// page opened with a hostile address (a lesson id of 100,000 characters),
// and a subset at the compact (embed, a damaged link in the address) and
// phone (a scene from another site) layouts; each case is refused with a
// short message over the plot, leaves the scene unchanged, and the
// program still takes a click.
func TestHostileInput(t *testing.T) {
	subset := func(names ...string) []hostile {
		var out []hostile
		for _, c := range hostileCalls {
			for _, n := range names {
				if c.name == n {
					out = append(out, c)
				}
			}
		}
		return out
	}
	for _, l := range []struct {
		v     Viewport
		query string
		want  string // the message of the address
		cases []hostile
	}{
		{Desktop, "?lesson=" + strings.Repeat("z", 100_000), "longer", hostileCalls},
		{Embed, "?embed#v2.BBBB.00000000", "link", subset("class 98", "NaN coordinate", "toJSON calls the API",
			"getter throws", "algorithm of 1,000", "damaged link", "damaged link in the address")},
		{Phone, "?scene=https://example.org/s.json", "this site", subset("class 2e8", "BigInt coordinate",
			"self-referring scene", "unknown parameter", "unknown lesson", "cut link", "not a link in the address")},
	} {
		t.Run(l.v.Name, func(t *testing.T) {
			p := open2(t, l.query, l.v)
			p.WaitFor("the address's message", `document.getElementById("toast").classList.contains("on")`, 10*time.Second)
			text := Eval[string](p, `document.getElementById("toast-text").textContent`)
			if utf8.RuneCountInString(text) > 250 || !strings.Contains(strings.ToLower(text), l.want) {
				t.Errorf("the address's message %.120q is long or does not say %q", text, l.want)
			}
			runHostile(t, p, l.cases)
			if l.v.Name == "desktop" {
				checkRunsAndImports(t, p)
			}
		})
	}
}
