package browsertest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// loadWatch records whether the page asked for the program before its body
// existed, and, when the program sets window.hyperplane, the time and
// whether the first frame had been painted by then.
const loadWatch = `const fetch0 = window.fetch;
window.fetch = function (u, ...rest) {
	if (String(u).endsWith("main.wasm") && window.fetchedBeforeBody === undefined) {
		window.fetchedBeforeBody = document.body === null;
		window.fetchedBeforeGo = typeof Go === "undefined";
	}
	return fetch0.call(this, u, ...rest);
};
Object.defineProperty(window, "hyperplane", {
	configurable: true,
	get() { return undefined; },
	set(v) {
		Object.defineProperty(window, "hyperplane", {value: v, writable: true, configurable: true});
		window.apiAt = performance.now();
		window.frameAtAPI = window.hyperplaneFirstFrame;
	},
});`

// TestLoadOrder: the page starts the program's download from its head,
// before wasm_exec.js; the plot paints its first frame before the program
// publishes its API; and the panel is shown only once the page has built
// its controls from that API.
func TestLoadOrder(t *testing.T) {
	if env == nil {
		open(t, "") // skips, or fails with the setup error
	}
	p := env.OpenWithScript(t, env.URL, loadWatch)
	p.WaitFor("the API", "window.hyperplane !== undefined", 60*time.Second)
	frame := Eval[*float64](p, "window.frameAtAPI ?? null")
	if frame == nil {
		t.Fatal("window.hyperplane was published before the first frame was painted")
	}
	if at := Eval[float64](p, "window.apiAt"); at < *frame {
		t.Errorf("the API at %.1f ms, before the first frame at %.1f ms", at, *frame)
	}
	p.WaitFor("the controls", Built, 60*time.Second)
	if Eval[string](p, `getComputedStyle(document.getElementById("panel")).display`) == "none" {
		t.Error("the panel is hidden after the page built its controls")
	}
	if n := Eval[int](p, `document.getElementById("algorithm").options.length`); n < 10 {
		t.Errorf("the panel is shown with %d algorithms in its picker", n)
	}
	// The download was asked for from the head, before the body was parsed.
	if !Eval[bool](p, "window.fetchedBeforeBody === true") {
		t.Errorf("main.wasm was not fetched before the page's body existed (%v)", Eval[any](p, "window.fetchedBeforeBody"))
	}
	// And before wasm_exec.js had run, so that the two downloads overlap.
	if !Eval[bool](p, "window.fetchedBeforeGo === true") {
		t.Errorf("main.wasm was fetched only after wasm_exec.js had loaded (%v)", Eval[any](p, "window.fetchedBeforeGo"))
	}
	// The page's modules (js/main.js and its imports) were asked for only
	// after the first frame.
	mods := Eval[[]float64](p, `performance.getEntriesByType("resource").filter(e => new URL(e.name).pathname.startsWith("/js/")).map(e => e.startTime)`)
	first := Eval[float64](p, "window.hyperplaneFirstFrame")
	if !Eval[bool](p, `performance.getEntriesByType("resource").some(e => e.name.endsWith("/js/main.js"))`) {
		t.Error("js/main.js was not loaded")
	}
	for _, at := range mods {
		if at < first {
			t.Errorf("a module was asked for at %.1f ms, before the first frame at %.1f ms", at, first)
		}
	}
}

// TestBrokenProgram: when main.wasm is not a program, the page says so in
// place of the plot, in words, instead of staying on "Loading".
func TestBrokenProgram(t *testing.T) {
	if env == nil {
		open(t, "") // skips, or fails with the setup error
	}
	root, _ := filepath.Abs("..")
	dir := t.TempDir()
	copyWeb(t, root, dir)
	if err := os.WriteFile(filepath.Join(dir, "main.wasm"), []byte("<html>not a program</html>"), 0o644); err != nil {
		t.Fatal(err)
	}
	srv, url, err := StartServer(env.ServeBin, dir, "/")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Process.Kill()
	p := env.OpenURL(t, url)
	p.AllowFaults()
	p.WaitFor("the message", `document.getElementById("loading").textContent.includes("could not load its program")`, 30*time.Second)
	if Eval[bool](p, `document.getElementById("loading").hidden`) {
		t.Error("the message is hidden")
	}
	msg := Eval[string](p, `document.getElementById("loading").textContent`)
	if !strings.Contains(msg, "WebAssembly") && !strings.Contains(msg, "magic") && !strings.Contains(msg, "wasm") {
		t.Errorf("the message does not say what failed: %q", msg)
	}
}

// TestPanelUpdates: while the model trains, the panel rewrites the numbers
// in its rows instead of building new rows, and the chart of the loss is
// drawn only while it is on screen: at the foot of the panel it is not,
// until it is scrolled into view, and then its lines are drawn.
func TestPanelUpdates(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.loadPreset("overlap")`)
	p.Do(`hyperplane.setAlgorithm("logistic")`)
	p.WaitFor("the rows of logistic regression", `document.getElementById("status").textContent.includes("cross-entropy") && document.querySelectorAll("#values tr").length > 0`, 10*time.Second)
	p.Do(`(function(){
		window.row = document.querySelector("#values tr");
		window.line = document.querySelector("#status div");
		window.lineText = window.line.textContent;
		window.chartBlank = true;
		return {ok: true};
	})()`)
	// A blank chart, checked at every notification while it is out of view.
	p.Do(`(function(){
		hyperplane.subscribe(() => {
			const c = document.getElementById("chart");
			const r = c.getBoundingClientRect(), q = document.getElementById("panel").getBoundingClientRect();
			if (r.top < q.bottom) return; // in view
			const px = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
			for (let i = 3; i < px.length; i += 4) if (px[i] !== 0) { window.chartBlank = false; break; }
		});
		return {ok: true};
	})()`)
	if Eval[bool](p, `(function(){ const r = document.getElementById("chart").getBoundingClientRect(); return r.top < document.getElementById("panel").getBoundingClientRect().bottom; })()`) {
		t.Fatal("the chart is on screen without scrolling: the test needs it below the fold")
	}
	p.Do(`hyperplane.setSpeed(60)`)
	p.Do(`hyperplane.play()`)
	p.WaitFor("training", `hyperplane.status().step >= 40`, 30*time.Second)
	// Two notifications later the rows are the same elements with new text.
	p.WaitFor("a newer status line", `document.querySelector("#status div").textContent !== window.lineText`, 10*time.Second)
	if !Eval[bool](p, `document.querySelector("#values tr") === window.row && document.querySelector("#status div") === window.line`) {
		t.Error("the panel rebuilt its rows while training instead of rewriting their numbers")
	}
	time.Sleep(600 * time.Millisecond) // a few more chances to draw the hidden chart
	if !Eval[bool](p, "window.chartBlank") {
		t.Error("the chart was drawn while it was out of view")
	}
	p.Do(`hyperplane.pause()`)
	p.Do(`(function(){ document.getElementById("chart").scrollIntoView(); return {ok: true}; })()`)
	// The loss is drawn in red (#b01818) and the accuracy in blue (#0b5cad),
	// as lines 1.5 px wide: most of their pixels are partly covered.
	p.WaitFor("the chart's lines", `(function(){
		const c = document.getElementById("chart");
		const px = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
		let red = 0, blue = 0;
		for (let i = 0; i < px.length; i += 4) {
			if (px[i+3] < 100) continue;
			if (px[i] > 150 && px[i+1] < 60 && px[i+2] < 60) red++;
			if (px[i] < 40 && px[i+1] > 60 && px[i+1] < 130 && px[i+2] > 140) blue++;
		}
		return red > 50 && blue > 50;
	})()`, 10*time.Second)
}

// TestPanelConditions: a parameter that matters only for some values of a
// choice (its condition, {key, values} in the table) has a control exactly
// then. For logistic regression (engine/logistic.go's table) the rate is
// there for the two gradient methods, the schedule, mini-batch, unit and
// seed for the stochastic one only; choosing the method in the panel's own
// control redraws the others.
func TestPanelConditions(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.setAlgorithm("logistic")`)
	p.WaitFor("the controls of logistic regression", `document.getElementById("param-method") !== null`, 10*time.Second)
	for _, c := range []struct{ method, want string }{
		{"gradient", "method eta alpha bias tol maxSteps strategy"},
		{"sgd", "method eta schedule alpha bias tol maxSteps batch unit seed strategy"},
		{"newton", "method alpha bias tol maxSteps strategy"},
		{"gradient", "method eta alpha bias tol maxSteps strategy"},
	} {
		p.Do(`(function(){
			const sel = document.getElementById("param-method");
			sel.value = "` + c.method + `";
			sel.dispatchEvent(new Event("change"));
			return {ok: true};
		})()`)
		p.WaitFor("the method "+c.method, `hyperplane.status().params.method === "`+c.method+`"`, 10*time.Second)
		shown := `Array.from(document.querySelectorAll("#params [id^=param-]")).map(e => e.id.slice(6)).join(" ")`
		p.WaitFor("the controls of "+c.method, shown+` === "`+c.want+`"`, 5*time.Second)
	}
}
