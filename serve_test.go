package main

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

var filesLine = regexp.MustCompile(`(?m)^const FILES = (.*);$`)

// worker serves dir (live or not) and returns the sw.js it sends: its
// build and its files.
func worker(t *testing.T, dir string, live bool) (string, [][2]string) {
	t.Helper()
	rec := httptest.NewRecorder()
	handler(dir, live, 0).ServeHTTP(rec, httptest.NewRequest("GET", "/sw.js", nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("sw.js: %d %s", rec.Code, rec.Body)
	}
	if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/javascript") {
		t.Errorf("sw.js is served as %q", ct)
	}
	src, _ := io.ReadAll(rec.Body)
	b := workerBuild.FindSubmatch(src)
	f := filesLine.FindSubmatch(src)
	if b == nil || f == nil {
		t.Fatalf("sw.js names no build or files:\n%s", src)
	}
	var files [][2]string
	if err := json.Unmarshal(f[1], &files); err != nil {
		t.Fatal(err)
	}
	return string(b[1]), files
}

// TestWorkerBuild: serve.go fills in the service worker of a folder with
// the folder's files (not the worker, nor the precompressed or hidden
// ones), each with its SHA-256, and a build that changes with any file;
// -stamp writes the same into the folder, which is then served as it is;
// -live serves the worker empty.
func TestWorkerBuild(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("web", "sw.js"))
	if err != nil {
		t.Fatal(err)
	}
	if stamped(src) {
		t.Fatal("web/sw.js names a build: it would be served as it is, and go stale")
	}
	dir := t.TempDir()
	write := func(name, text string) {
		t.Helper()
		p := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("sw.js", string(src))
	write("index.html", "<!doctype html>")
	write("main.wasm", "\x00asm")
	write("main.wasm.br", "x")
	write("main.wasm.gz", "x")
	write("js/main.js", "abc")
	write(".hidden", "x")
	write(".git/config", "x")

	build, files := worker(t, dir, false)
	sum := func(s string) string {
		h := sha256.Sum256([]byte(s))
		return "sha256-" + base64.StdEncoding.EncodeToString(h[:])
	}
	want := [][2]string{{"index.html", sum("<!doctype html>")}, {"js/main.js", sum("abc")}, {"main.wasm", sum("\x00asm")}}
	if len(build) != 16 || !equal(files, want) {
		t.Errorf("build %q, files %q; want 16 hex digits and %q", build, files, want)
	}
	if again, _ := worker(t, dir, false); again != build {
		t.Errorf("the build changed from %s to %s with no file changed", build, again)
	}

	// A changed file is a new build. (Its size changes too: the hashes are
	// remembered by size and time, and two writes in a row may share a
	// time.)
	write("js/main.js", "abcd")
	changed, _ := worker(t, dir, false)
	if changed == build {
		t.Error("a changed file leaves the build")
	}

	// -stamp writes what would be served; the stamped worker is served as
	// it is, and stamping again changes nothing.
	served, _ := worker(t, dir, false)
	sw := filepath.Join(dir, "sw.js")
	out, err := stampWorker(dir, src)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(sw, out, 0o644)
	if b, _ := worker(t, dir, false); b != served {
		t.Errorf("the stamped worker names %s, the served one %s", b, served)
	}
	if again, err := stampWorker(dir, out); err != nil || string(again) != string(out) {
		t.Errorf("stamping a stamped worker changes it (%v)", err)
	}
	// Stamped, it is what the folder holds, even after a file changed.
	write("index.html", "<!doctype html><title>2</title>")
	if b, _ := worker(t, dir, false); b != served {
		t.Errorf("the stamped worker is served as %s, not as written (%s)", b, served)
	}

	// -live: an empty worker, that caches nothing.
	if b, _ := worker(t, dir, true); b != "" {
		t.Errorf("-live serves the build %q", b)
	}
}

func equal(a, b [][2]string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestWasmMaxAge: with -wasm-max-age the program (and its compressed
// copy) is served to be kept that long without asking again, and every
// other file still to be asked for at each load; without it the program
// is asked for too.
func TestWasmMaxAge(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{"main.wasm": "\x00asm", "main.wasm.br": "x", "index.html": "<p>", "js/a.js": "1"} {
		os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		age        time.Duration
		path, want string
		br         bool
	}{
		{time.Hour, "/main.wasm", "max-age=3600", false},
		{time.Hour, "/main.wasm", "max-age=3600", true},
		{time.Hour, "/", "no-cache", false},
		{time.Hour, "/js/a.js", "no-cache", false},
		{0, "/main.wasm", "no-cache", false},
	} {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest("GET", c.path, nil)
		if c.br {
			req.Header.Set("Accept-Encoding", "br")
		}
		handler(dir, true, c.age).ServeHTTP(rec, req)
		if got := rec.Header().Get("Cache-Control"); rec.Code != http.StatusOK || got != c.want {
			t.Errorf("%s (max age %v, br %v): %d, Cache-Control %q, want %q", c.path, c.age, c.br, rec.Code, got, c.want)
		}
	}
}
