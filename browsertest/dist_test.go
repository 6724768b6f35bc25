package browsertest

import (
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
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
	writeWasm(t, root, dist, "", ".gz")
	if out, err := exec.Command("gzip", "-6", "-k", filepath.Join(dist, "js", "main.js")).CombinedOutput(); err != nil {
		t.Fatalf("gzip: %v %s", err, out)
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

// wasmCopies holds web/main.wasm and its compressed copies, made once for
// every test that builds a folder as make dist does: gzip and brotli took
// 2.8 s of CPU a folder on the two-core machine, and three tests build
// four folders.
var wasmCopies struct {
	once  sync.Once
	files map[string][]byte // by suffix: "", ".gz", and ".br" where brotli is installed
	err   error
}

// writeWasm writes into dir the copies of root's web/main.wasm that the
// suffixes name: "" the program itself, ".gz" gzip -6's copy, ".br"
// brotli -q 5's (left out where brotli is not installed).
func writeWasm(t *testing.T, root, dir string, suffixes ...string) {
	t.Helper()
	w := &wasmCopies
	w.once.Do(func() {
		work, err := os.MkdirTemp("", "hyperplane-wasm")
		if err != nil {
			w.err = err
			return
		}
		defer os.RemoveAll(work)
		data, err := os.ReadFile(filepath.Join(root, "web", "main.wasm"))
		if err != nil {
			w.err = err
			return
		}
		src := filepath.Join(work, "main.wasm")
		if w.err = os.WriteFile(src, data, 0o644); w.err != nil {
			return
		}
		w.files = map[string][]byte{"": data}
		zip := map[string][]string{".gz": {"gzip", "-6", "-k"}}
		if _, err := exec.LookPath("brotli"); err == nil {
			zip[".br"] = []string{"brotli", "-q", "5", "-k"}
		}
		for suffix, z := range zip {
			if out, err := exec.Command(z[0], append(z[1:], src)...).CombinedOutput(); err != nil {
				w.err = fmt.Errorf("%s: %v %s", z[0], err, out)
				return
			}
			if w.files[suffix], err = os.ReadFile(src + suffix); err != nil {
				w.err = err
				return
			}
		}
	})
	if w.err != nil {
		t.Fatal(w.err)
	}
	for _, suffix := range suffixes {
		if data, ok := w.files[suffix]; ok {
			if err := os.WriteFile(filepath.Join(dir, "main.wasm"+suffix), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}
