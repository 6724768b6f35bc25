package main

// The page's JavaScript is a tree of ES modules: one that does not parse,
// or that imports a name another module does not export, stops the whole
// panel from building, and every browser test then waits its limit out for
// controls that never come (a merge that declared `record` twice in
// quiz.js cost a CI run 25 minutes that way). Node parses and links the
// same modules in a second; make test installs it (.ci/ensure-npm) before
// the Go tests run.

import (
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// linkScript imports every module given and reports, for each, the error
// that stopped it before its code ran: a SyntaxError (a file that does not
// parse, an import of a name that is not exported, a module that is not
// there). Errors thrown while a module runs (no window, no document in
// Node) mean it parsed and linked, and are not reported.
const linkScript = `
const out = {};
for (const f of process.argv.slice(1)) {
  try {
    await import("file://" + f);
  } catch (e) {
    if (e instanceof SyntaxError || (e && e.code === "ERR_MODULE_NOT_FOUND")) out[f] = String(e && e.message || e);
  }
}
console.log(JSON.stringify(out));
`

func TestPageModulesParseAndLink(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed (make test installs it: .ci/ensure-npm)")
	}
	// A copy of web/ marked as ES modules, as the browser loads them.
	dir := t.TempDir()
	var mods []string
	err = filepath.WalkDir("web", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".js") {
			return err
		}
		if filepath.Base(path) == "wasm_exec.js" || filepath.Base(path) == "sw.js" {
			return nil // classic scripts, not modules
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		dst := filepath.Join(dir, path)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		mods = append(mods, dst)
		return os.WriteFile(dst, b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(mods) < 20 {
		t.Fatalf("found %d modules under web/; the page has over 40", len(mods))
	}
	if err := os.WriteFile(filepath.Join(dir, "web", "package.json"), []byte(`{"type": "module"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, append([]string{"--input-type=module", "-e", linkScript}, mods...)...)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
	var bad map[string]string
	if err := json.Unmarshal(out, &bad); err != nil {
		t.Fatalf("node's report %q: %v", out, err)
	}
	for f, msg := range bad {
		t.Errorf("%s: %s", strings.TrimPrefix(f, dir+string(filepath.Separator)), msg)
	}
}
