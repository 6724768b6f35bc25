package browsertest

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// bigSceneJS writes a scene of n points of three classes (a seeded
// generator) as JSON, with the class of its last point set to last; a
// file of n = 80,000 points is about 2 MB, over the 1 MB from which the
// page reads a scene in steps (js/files.js).
func bigSceneJS(n, last int) string {
	return fmt.Sprintf(`(() => { let s = 7; const u = () => (s = (s * 1103515245 + 12345) %% 2147483648) / 2147483648;
		const pts = []; for (let i = 0; i < %d; i++) pts.push([+(u() * 8 - 4).toFixed(4), +(u() * 8 - 4).toFixed(4), i %% 3]);
		pts[pts.length - 1][2] = %d;
		return JSON.stringify({version: 1, title: "Big", algorithm: "perceptron", classes: [{name: "a"}, {name: "b"}, {name: "c"}], points: pts}); })()`, n, last)
}

// openFileJS opens the text of the expression text as the file name
// through the page's file input, as a user choosing it does.
func openFileJS(text, name string) string {
	return `(() => { const dt = new DataTransfer(); dt.items.add(new File([` + text + `], "` + name + `", {type: "application/json"}));
		const inp = document.getElementById("import"); inp.files = dt.files; inp.dispatchEvent(new Event("change")); return {ok: true}; })()`
}

// TestBigSceneInSteps opens scene files of 80,000 points (about 2 MB)
// through the file input. The page reads them in steps (readText in
// pieces, readStep, readEnd) with frames drawn between them, says that it
// is opening the file, then that it opened it; a file whose last point is
// bad is refused with the words loadScene has for it and leaves the
// user's scene as it was; and a small file opened while a big one is read
// ends that reading: the small file's scene stays. A CSV file of points
// as big is read in steps too; a wide table still asks for its columns.
func TestBigSceneInSteps(t *testing.T) {
	p := open2(t, "", Desktop)
	p.Do(hostileScene)
	// Count the reading's calls, the frames drawn while it reads, and
	// every message over the plot.
	p.Do(`(() => { const hp = window.hyperplane, w = window.bigRead = {steps: 0, texts: 0, frames: 0, framesAtEnd: -1, notes: []};
		const tick = () => { w.frames++; requestAnimationFrame(tick); }; requestAnimationFrame(tick);
		for (const [name, key] of [["readStep", "steps"], ["readText", "texts"]]) { const f = hp[name]; hp[name] = (...a) => { w[key]++; return f(...a); }; }
		const begin = hp.readBegin; hp.readBegin = (...a) => { w.frames = 0; return begin(...a); };
		const end = hp.readEnd; hp.readEnd = () => { w.framesAtEnd = w.frames; return end(); };
		new MutationObserver(() => w.notes.push(document.getElementById("toast-text").textContent)).observe(document.getElementById("toast-text"), {childList: true, characterData: true, subtree: true});
		return {ok: true}; })()`)
	before := Eval[string](p, `hyperplane.exportScene()`)

	// A bad point at the end: the same words as loadScene's, nothing lost.
	want := Eval[string](p, `hyperplane.loadScene(`+bigSceneJS(80000, 99)+`).error`)
	if !strings.Contains(want, "80000") && !strings.Contains(want, "80,000") {
		t.Fatalf("loadScene's refusal %q does not name the point", want)
	}
	p.Do(openFileJS(bigSceneJS(80000, 99), "bad.json"))
	p.WaitFor("the refusal", `window.bigRead.notes.includes(`+strconv.Quote(want)+`)`, 60*time.Second)
	if after := Eval[string](p, `hyperplane.exportScene()`); after != before {
		t.Errorf("a refused file changed the scene")
	}

	// A good file: read in steps, with frames between them.
	p.Do(`(Object.assign(window.bigRead, {steps: 0, texts: 0, frames: 0, framesAtEnd: -1, notes: []}), {ok: true})`)
	p.Do(openFileJS(bigSceneJS(80000, 1), "big.json"))
	p.WaitFor("the scene", `hyperplane.status().npoints === 80000`, 60*time.Second)
	w := Eval[struct {
		Steps, Texts, Frames, FramesAtEnd int
		Notes                             []string
	}](p, `window.bigRead`)
	// About 2 MB in pieces of 2¹⁸ characters: 8 or more; the points in
	// steps of 8 ms: at least 2 on any machine (natively 80,000 points
	// take about 20 ms); and a frame drawn from readBegin to readEnd,
	// which the reading in one task (loadScene) leaves none.
	if w.Texts < 7 || w.Steps < 2 || w.FramesAtEnd < 1 {
		t.Errorf("read in %d pieces and %d steps, with %d frames before it loaded; want at least 7, 2 and 1", w.Texts, w.Steps, w.FramesAtEnd)
	}
	// (The bad file's refusal may come once more first: the page says a
	// refused call's words too.)
	if i := slices.Index(w.Notes, "Opening big.json…"); i < 0 || i == len(w.Notes)-1 || !strings.Contains(w.Notes[len(w.Notes)-1], "Opened big.json") {
		t.Errorf("the messages over the plot were %q, want Opening big.json… then Opened big.json", w.Notes)
	}
	if got := Eval[string](p, `(() => { const s = JSON.parse(hyperplane.exportScene()); return s.title + " " + s.classes.length; })()`); got != "Big 3" {
		t.Errorf("the big file's scene: title and classes %q, want Big 3", got)
	}

	// A CSV file of 70,000 points (about 1.2 MB) is read in steps too,
	// and a wider table of as many rows still asks for its columns.
	p.Do(`(Object.assign(window.bigRead, {steps: 0, texts: 0, frames: 0, framesAtEnd: -1, notes: []}), {ok: true})`)
	csv := func(extra string) string {
		return `(() => { let s = 3; const u = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648; const rows = ["x,y,class` + extra + `"];
			for (let i = 0; i < 70000; i++) rows.push((u() * 8 - 4).toFixed(4) + "," + (u() * 8 - 4).toFixed(4) + "," + ["rose", "tulip"][i % 2]` + strings.Repeat(` + ",7"`, len(extra)/len(",w")) + `);
			return rows.join("\n") + "\n"; })()`
	}
	p.Do(openFileJS(csv(""), "flowers.csv"))
	p.WaitFor("the CSV's points", `hyperplane.status().npoints === 70000`, 60*time.Second)
	w = Eval[struct {
		Steps, Texts, Frames, FramesAtEnd int
		Notes                             []string
	}](p, `window.bigRead`)
	if w.Texts < 5 || w.Steps < 2 || w.FramesAtEnd < 1 {
		t.Errorf("the CSV read in %d pieces and %d steps, with %d frames before it loaded; want at least 5, 2 and 1", w.Texts, w.Steps, w.FramesAtEnd)
	}
	if got := Eval[string](p, `JSON.parse(hyperplane.exportScene()).classes.map((c) => c.name).join(" ")`); got != "rose tulip" {
		t.Errorf("the CSV's classes %q, want rose tulip", got)
	}
	p.Do(openFileJS(csv(",w"), "wide.csv"))
	p.WaitFor("the columns' question", `!document.getElementById("csv-pick").hidden`, 60*time.Second)
	p.Do(`(document.getElementById("csv-cancel").click(), {ok: true})`)

	// A small file opened while a big one is read ends that reading; and
	// one opened before the big one's text has come (the small one's
	// comes first) stays too.
	small := func(title string) string {
		return openFileJS(`'{"version": 1, "title": "`+title+`", "points": [[0, 0, 0], [1, 1, 1], [2, 0, 1]]}'`, "small.json")
	}
	for _, c := range []struct{ title, when string }{{"Small", "during a big one's reading"}, {"Quick", "before a big one's text came"}} {
		p.Do(`(() => { window.bigRead.steps = 0; window.bigRead.texts = 0; return {ok: true}; })()`)
		p.Do(openFileJS(bigSceneJS(80000, 1), "big2.json"))
		if c.title == "Small" {
			p.WaitFor("the big file's reading", `window.bigRead.steps > 0 || window.bigRead.texts > 0`, 30*time.Second)
		}
		p.Do(small(c.title))
		p.WaitFor("the small file", `hyperplane.status().npoints === 3`, 30*time.Second)
		time.Sleep(2 * time.Second) // the big file's reading would have ended in this time
		if got := Eval[string](p, `(() => { const s = JSON.parse(hyperplane.exportScene()); return s.title + " " + s.points.length; })()`); got != c.title+" 3" {
			t.Errorf("after a small file opened %s: title and points %q, want %s 3", c.when, got, c.title)
		}
	}
}
