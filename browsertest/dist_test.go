package browsertest

import (
	"io/fs"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestDistSubpath serves make dist's folder from a subpath, as a static
// host would, and checks that the page loads and runs there.
func TestDistSubpath(t *testing.T) {
	if os.Getenv("HYPERPLANE_BROWSER") == "" {
		t.Skip("HYPERPLANE_BROWSER is not set")
	}
	if setupErr != nil {
		t.Fatalf("browser setup: %v", setupErr)
	}
	// Make the folder as make dist does, from the current build.
	root, _ := filepath.Abs("..")
	dist := t.TempDir()
	copyWeb(t, root, dist)
	data, err := os.ReadFile(filepath.Join(root, "web", "main.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dist, "main.wasm"), data, 0o644)
	for _, f := range []string{"main.wasm", "js/main.js"} {
		if out, err := exec.Command("gzip", "-6", "-k", filepath.Join(dist, f)).CombinedOutput(); err != nil {
			t.Fatalf("gzip: %v %s", err, out)
		}
	}
	export := exec.Command("go", "run", "./engine/internal/exportscenes", "-out", filepath.Join(dist, "scenes"))
	export.Dir = root
	if out, err := export.CombinedOutput(); err != nil {
		t.Fatalf("exportscenes: %v %s", err, out)
	}
	srv, url, err := StartServer(env.ServeBin, dist, "/courses/ml/hyperplane/")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Process.Kill()
	if !strings.HasSuffix(url, "/courses/ml/hyperplane/") {
		t.Fatalf("served at %s", url)
	}
	p := env.OpenURL(t, url+"?preset=xor")
	p.WaitStarted()
	p.WaitFor("the preset", `hyperplane.status().npoints === 4`, 10*time.Second)
	x, y := p.ToPixel(0.5, 0.5)
	p.Click(x, y)
	p.WaitFor("a point", `hyperplane.status().npoints === 5`, 10*time.Second)
	// The compressed wasm was what crossed the wire.
	enc := Eval[string](p, `performance.getEntriesByType("resource").filter(e => e.name.endsWith("main.wasm")).map(e => e.encodedBodySize < e.decodedBodySize ? "compressed" : "raw")[0] || ""`)
	if enc != "compressed" {
		t.Errorf("main.wasm came %q", enc)
	}
	// The modules are served as JavaScript, the precompressed copy too
	// (a module script of another type does not run). Asked of the server
	// itself: by now the page's service worker answers it from its cache.
	req, _ := http.NewRequest("GET", url+"js/main.js", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	if r, err := http.DefaultClient.Do(req); err != nil {
		t.Error(err)
	} else {
		r.Body.Close()
		if typ := r.Header.Get("Content-Type") + " " + r.Header.Get("Content-Encoding"); !strings.HasPrefix(typ, "text/javascript") || !strings.HasSuffix(typ, " gzip") {
			t.Errorf("js/main.js came as %q, want text/javascript, gzip", typ)
		}
	}
	if typ := Eval[string](p, `performance.getEntriesByType("resource").filter(e => e.name.endsWith("/js/panel.js")).length > 0 ? "loaded" : "missing"`); typ != "loaded" {
		t.Errorf("js/panel.js is %s", typ)
	}
	// A lesson file from the same site, by ?scene=.
	q := env.OpenURL(t, url+"?scene=scenes/lessons/xor-basis.json")
	q.WaitStarted()
	q.WaitFor("the lesson", `hyperplane.status().title === "XOR and basis functions"`, 10*time.Second)
	// The panel shows it at its next notification.
	q.WaitFor("the lesson's text", `document.getElementById("lesson-body").textContent.includes("XOR")`, 10*time.Second)
	// Another site's file is refused.
	r := env.OpenURL(t, url+"?scene=https://example.com/x.json")
	r.WaitStarted()
	r.WaitFor("the refusal", `document.getElementById("share-out").textContent.includes("only from this site")`, 10*time.Second)
}

// copyWeb copies the page from root's web/ folder to dir, as make dist
// does, without the program (main.wasm and its compressed copies), which
// a test adds or replaces.
func copyWeb(t *testing.T, root, dir string) {
	t.Helper()
	web := filepath.Join(root, "web")
	err := filepath.WalkDir(web, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(web, path)
		if err != nil {
			return err
		}
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dir, rel), 0o755)
		}
		if strings.HasPrefix(d.Name(), "main.wasm") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, rel), data, 0o644)
	})
	if err != nil {
		t.Fatalf("copying the page: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "js", "main.js")); err != nil {
		t.Fatalf("the page has no js/main.js: %v", err)
	}
}
