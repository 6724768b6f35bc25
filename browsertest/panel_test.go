package browsertest

import (
	"testing"
	"time"
)

// loadWatch records whether the page asked for the program before its body
// existed, and, when the program sets window.hyperplane, the time and
// whether the first frame had been painted by then.
const loadWatch = `const fetch0 = window.fetch;
window.fetch = function (u, ...rest) {
	if (String(u).endsWith("main.wasm") && window.fetchedBeforeBody === undefined) window.fetchedBeforeBody = document.body === null;
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

// TestLoadOrder: the page starts the program's download from its head, the
// plot paints its first frame before the program publishes its API, and the
// panel is shown only once the page has built its controls from that API.
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
	p.WaitFor("the controls", Built, 10*time.Second)
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
}
