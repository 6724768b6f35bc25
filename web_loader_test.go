package main

// The first script of web/index.html starts the program's download and
// keeps the loading cover up to date. Four things happen in an order the
// network and the parser decide: the download's answer arrives, the parser
// reaches the cover, the program is compiled, and DOMContentLoaded fires.
// A CI run caught one order on a busy machine (the compilation ended
// between the cover's parsing and DOMContentLoaded) in which the cover
// went back to "16.2 MB" and an empty bar after it had shown the whole
// download. Node runs the script against a stub of the few browser
// objects it touches, in every order the browser allows.

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// loaderScript runs the script (its path is the first argument) once for
// every order of the four events in which the parser reaches the cover
// before DOMContentLoaded and the answer comes before the compilation,
// both on a fast link (the compiler reads the download) and on a slow one
// (the script counts the bytes). It prints, for each run, the bar's value
// (null when indeterminate), the cover's text and window.hyperplaneLoaded
// after the last event, and the same in the middle, after the answer and
// DOMContentLoaded when the compilation has not yet happened.
const loaderScript = `
const fs = require("fs"), vm = require("vm");
const src = fs.readFileSync(process.argv[1], "utf8");
const N = 3 * 1048576; // the program's size here: the cover says "3.0 of 3.0 MB"
const events = ["answer", "parsed", "compiled", "loaded"];
function* orders(done) {
  if (done.length === events.length) { yield done; return; }
  for (const e of events) {
    if (done.includes(e)) continue;
    if (e === "loaded" && !done.includes("parsed")) continue;
    if (e === "compiled" && !done.includes("answer")) continue;
    yield* orders(done.concat(e));
  }
}
function body() {
  let sent = 0;
  return new ReadableStream({ pull(ctl) {
    if (sent >= N) { ctl.close(); return; }
    const n = Math.min(65536, N - sent); sent += n; ctl.enqueue(new Uint8Array(n));
  } });
}
async function run(order, slow) {
  let parsed = false, answer;
  const listeners = [];
  const bar = { v: null, get value() { return this.v === null ? 0 : this.v; }, set value(x) { this.v = x; },
    removeAttribute(n) { if (n === "value") this.v = null; } };
  const txt = { textContent: "" };
  const ctx = {
    document: {
      getElementById: (id) => !parsed ? null : id === "loading-bar" ? bar : id === "loading-bytes" ? txt : null,
      addEventListener: (type, f) => { if (type === "DOMContentLoaded") listeners.push(f); },
    },
    fetch: () => new Promise((r) => { answer = r; }),
    performance: { getEntriesByType: () => [{ name: "http://localhost/main.wasm", decodedBodySize: N }] },
    navigator: slow ? { connection: { effectiveType: "2g" } } : {},
    ReadableStream, Response, Uint8Array, Math, Number,
  };
  ctx.window = ctx;
  vm.createContext(ctx);
  vm.runInContext(src, ctx);
  const state = () => ({ bar: bar.v, text: txt.textContent, loaded: ctx.hyperplaneLoaded || null });
  let middle = null;
  for (const e of order) {
    if (e === "answer") { answer(new Response(body(), { headers: { "Content-Length": String(N) } })); await ctx.hyperplaneWasm; }
    if (e === "parsed") parsed = true;
    if (e === "compiled") { await (await ctx.hyperplaneWasm).arrayBuffer(); ctx.hyperplaneDownloaded(); }
    if (e === "loaded") listeners.splice(0).forEach((f) => f());
    const seen = order.slice(0, order.indexOf(e) + 1);
    if (!middle && seen.includes("answer") && seen.includes("loaded") && !seen.includes("compiled")) middle = state();
  }
  return { order: order.join(" "), slow, middle, end: state() };
}
(async () => {
  const out = [];
  for (const slow of [false, true]) for (const o of orders([])) out.push(await run(o, slow));
  console.log(JSON.stringify(out));
})();
`

type coverState struct {
	Bar    *float64           `json:"bar"`
	Text   string             `json:"text"`
	Loaded map[string]float64 `json:"loaded"`
}

func TestLoadingCoverInAnyOrder(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed (make test installs it: .ci/ensure-npm)")
	}
	page, err := os.ReadFile(filepath.Join("web", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	first := regexp.MustCompile(`(?s)<script>(.*?)</script>`).FindSubmatch(page)
	if first == nil {
		t.Fatal("web/index.html has no inline script")
	}
	script := filepath.Join(t.TempDir(), "loader.js")
	if err := os.WriteFile(script, first[1], 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, "-e", loaderScript, script)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, stderr.String())
	}
	var runs []struct {
		Order  string      `json:"order"`
		Slow   bool        `json:"slow"`
		Middle *coverState `json:"middle"`
		End    coverState  `json:"end"`
	}
	if err := json.Unmarshal(out, &runs); err != nil {
		t.Fatalf("node's report %q: %v", out, err)
	}
	// Four events with two "before" constraints: 4!/(2·2) = 6 orders, on
	// each of the two links.
	if len(runs) != 12 {
		t.Fatalf("%d runs, want 12", len(runs))
	}
	const n = 3 * 1048576 // the size loaderScript serves
	middles := 0
	for _, r := range runs {
		where := r.Order
		if r.Slow {
			where += " (slow link)"
		}
		// At the end: the whole download, counted and shown.
		if r.End.Bar == nil || *r.End.Bar != 1 {
			t.Errorf("%s: the bar ends at %v, want 1", where, r.End.Bar)
		}
		if r.End.Text != "3.0 of 3.0 MB" {
			t.Errorf("%s: the cover ends with %q, want %q", where, r.End.Text, "3.0 of 3.0 MB")
		}
		if r.End.Loaded["bytes"] != n || r.End.Loaded["total"] != n {
			t.Errorf("%s: hyperplaneLoaded %v, want %d of %d bytes", where, r.End.Loaded, n, n)
		}
		// Before the compilation, on a fast link: a bar that moves and the
		// size from Content-Length. (On a slow link the count depends on
		// how far the stream was read, which no event here drives.)
		if r.Slow || r.Middle == nil {
			continue
		}
		middles++
		if r.Middle.Bar != nil || r.Middle.Text != "3.0 MB" {
			t.Errorf("%s: before the compilation the cover shows bar %v and %q, want an indeterminate bar and %q",
				where, r.Middle.Bar, r.Middle.Text, "3.0 MB")
		}
	}
	// Three orders put the answer and DOMContentLoaded before the
	// compilation: answer-parsed-loaded, parsed-answer-loaded and
	// parsed-loaded-answer.
	if middles != 3 {
		t.Errorf("%d fast runs showed the cover before the compilation, want 3", middles)
	}
}
