package browsertest

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
)

// The service worker's tests each start a browser of their own, with a
// fresh profile: what a load leaves (the worker and its cache) is what the
// next load of the test finds, and no other test's.
func offlineEnv(t *testing.T) *Env {
	t.Helper()
	if os.Getenv("HYPERPLANE_BROWSER") == "" {
		t.Skip("HYPERPLANE_BROWSER is not set")
	}
	if setupErr != nil {
		t.Fatalf("browser setup: %v", setupErr)
	}
	bctx, stop, err := StartBrowser(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	return &Env{Browser: bctx, ServeBin: env.ServeBin}
}

// serveDir serves dir under base for e (e.URL is its address) and returns
// the function that stops the server.
func serveDir(t *testing.T, e *Env, dir, base string) func() {
	t.Helper()
	srv, url, err := StartServer(e.ServeBin, dir, base)
	if err != nil {
		t.Fatal(err)
	}
	e.URL, e.Web = url, dir
	var once sync.Once
	stop := func() { once.Do(func() { srv.Process.Kill(); srv.Wait() }) }
	t.Cleanup(stop)
	return stop
}

// makeDist makes a folder as make dist does: the page and the program,
// sw.js stamped with the build (serve -stamp), and compressed copies of
// the program (gzip, and brotli when it is installed).
func makeDist(t *testing.T) string {
	t.Helper()
	root, _ := filepath.Abs("..")
	dir := t.TempDir()
	copyWeb(t, root, dir)
	writeWasm(t, root, dir, "")
	stamp(t, dir)
	writeWasm(t, root, dir, ".gz", ".br")
	return dir
}

// stamp writes the build into dir/sw.js, as make dist does.
func stamp(t *testing.T, dir string) {
	t.Helper()
	if out, err := exec.Command(env.ServeBin, "-dir", dir, "-stamp").CombinedOutput(); err != nil {
		t.Fatalf("serve -stamp: %v %s", err, out)
	}
}

var (
	workerBuildRe = regexp.MustCompile(`(?m)^const BUILD = "([^"]*)";$`)
	workerFilesRe = regexp.MustCompile(`(?m)^const FILES = (.*);$`)
)

// servedWorker reads the service worker at url: the build it names and
// the files it lists.
func servedWorker(t *testing.T, url string) (string, []string) {
	t.Helper()
	r, err := http.Get(url + "sw.js")
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	body, err := io.ReadAll(r.Body)
	if err != nil || r.StatusCode != 200 {
		t.Fatalf("sw.js: %v %v", r.Status, err)
	}
	src := string(body)
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/javascript") {
		t.Errorf("sw.js is served as %q", ct)
	}
	b := workerBuildRe.FindStringSubmatch(src)
	f := workerFilesRe.FindStringSubmatch(src)
	if b == nil || f == nil || b[1] == "" {
		t.Fatalf("sw.js names no build or files:\n%.600s", src)
	}
	var files [][2]string
	if err := json.Unmarshal([]byte(f[1]), &files); err != nil {
		t.Fatalf("sw.js's files: %v", err)
	}
	var names []string
	for _, f := range files {
		names = append(names, f[0])
	}
	return b[1], names
}

// cacheName is the cache of build for the page at url.
func cacheName(url, build string) string { return "hyperplane " + url + " " + build }

// waitCached waits until the page is in the hands of the worker and the
// cache of build holds every file of it, and no cache of another build of
// this page is left.
func waitCached(t *testing.T, p *Page, url, build string, files []string) {
	t.Helper()
	p.WaitFor("the service worker", "navigator.serviceWorker.controller !== null", 60*time.Second)
	want := cacheName(url, build)
	var have struct {
		Caches []string
		Files  []string
	}
	deadline := time.Now().Add(Patience(60 * time.Second))
	for {
		have = Await[struct {
			Caches []string
			Files  []string
		}](p, `(async () => {
		  const names = (await caches.keys()).filter(n => n.startsWith("hyperplane `+url+` "));
		  const files = names.includes(`+jsString(want)+`) ? (await (await caches.open(`+jsString(want)+`)).keys()).map(r => r.url.slice(`+jsString(url)+`.length)) : [];
		  return {Caches: names, Files: files};
		})()`)
		slices.Sort(have.Files)
		if slices.Equal(have.Caches, []string{want}) && slices.Equal(have.Files, files) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the caches are %q holding %q; want %q holding %q", have.Caches, have.Files, want, files)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// TestOffline: a first visit leaves the page and the program in the
// service worker's cache; with the server gone, the next visit opens the
// page, runs the program and adds a point where the mouse clicks. For
// serve.go's web/ at the root of a site, and for make dist's folder (its
// worker stamped, the program precompressed) under a subpath. The first
// visit asks for nothing that is missing (the icons, the manifest), and
// the loading bar counts the program from the cache as from the network.
func TestOffline(t *testing.T) {
	for _, c := range []struct{ name, base string }{{"web", "/"}, {"dist", "/courses/ml/hyperplane/"}} {
		t.Run(c.name, func(t *testing.T) {
			e := offlineEnv(t)
			dir := env.Web
			if c.name == "dist" {
				dir = makeDist(t)
			}
			stop := serveDir(t, e, dir, c.base)
			url := e.URL
			if !strings.HasSuffix(url, c.base) {
				t.Fatalf("served at %s", url)
			}
			build, files := servedWorker(t, url)
			for _, f := range []string{"index.html", "main.wasm", "wasm_exec.js", "style.css", "js/main.js", "js/panel.js", "manifest.webmanifest", "icon.svg", "icon-192.png", "icon-512.png", "favicon.ico"} {
				if !slices.Contains(files, f) {
					t.Errorf("the worker does not keep %s (it keeps %q)", f, files)
				}
			}
			for _, f := range files {
				if f == "sw.js" || strings.HasSuffix(f, ".gz") || strings.HasSuffix(f, ".br") {
					t.Errorf("the worker keeps %s", f)
				}
			}

			// The first visit: every request answered.
			var mu sync.Mutex
			var bad []string
			seen := 0
			first := e.OpenListening(t, url, func(ev any) {
				mu.Lock()
				defer mu.Unlock()
				switch ev := ev.(type) {
				case *network.EventResponseReceived:
					seen++
					if ev.Response.Status >= 400 {
						bad = append(bad, ev.Response.URL+": "+ev.Response.StatusText)
					}
				case *network.EventLoadingFailed:
					if !ev.Canceled {
						bad = append(bad, string(ev.RequestID)+": "+ev.ErrorText)
					}
				}
			})
			first.WaitFor("the first frame", "window.hyperplane && hyperplane.status().frame > 0", 60*time.Second)
			first.WaitFor("the controls", Built, 60*time.Second)
			checkIcons(t, first, url)
			waitCached(t, first, url, build, files)
			mu.Lock()
			if seen < 10 {
				t.Errorf("the first visit heard of %d responses", seen)
			}
			if len(bad) > 0 {
				t.Errorf("the first visit's requests that failed:\n%s", strings.Join(bad, "\n"))
			}
			mu.Unlock()
			// The cache keeps the program decoded, as WebAssembly.
			wasm, err := os.Stat(filepath.Join(dir, "main.wasm"))
			if err != nil {
				t.Fatal(err)
			}
			got := Await[[]string](first, `caches.open(`+jsString(cacheName(url, build))+`).then(c => c.match(`+jsString(url+"main.wasm")+`)).then(async r => [r.headers.get("Content-Type"), String((await r.arrayBuffer()).byteLength), r.headers.get("Content-Encoding") || ""])`)
			if want := []string{"application/wasm", fmt.Sprint(wasm.Size()), ""}; !slices.Equal(got, want) {
				t.Errorf("the cached main.wasm is %q, want %q", got, want)
			}
			first.Close()

			// The server is gone: the page opens from the cache.
			stop()
			if r, err := http.Get(url); err == nil {
				r.Body.Close()
				t.Fatal("the server still answers")
			}
			p := e.OpenURL(t, url+"?preset=xor")
			p.WaitFor("the first frame", "window.hyperplane && hyperplane.status().frame > 0", 60*time.Second)
			p.WaitFor("the controls", Built, 60*time.Second)
			p.WaitFor("the preset", `hyperplane.status().npoints === 4`, 10*time.Second)
			if !Eval[bool](p, "navigator.serviceWorker.controller !== null") {
				t.Error("the page is not in the worker's hands")
			}
			x, y := p.ToPixel(0.5, 0.5)
			p.Click(x, y)
			p.WaitFor("a point", `hyperplane.status().npoints === 5`, 10*time.Second)
			if pts := stateOf(p).Points; len(pts) != 5 || pts[4][0] < 0.3 || pts[4][0] > 0.7 || pts[4][1] < 0.3 || pts[4][1] > 0.7 {
				t.Errorf("after a click at (0.5, 0.5) the points are %v", pts)
			}
			loaded := Eval[map[string]float64](p, `window.hyperplaneLoaded`)
			if loaded["bytes"] != float64(wasm.Size()) || loaded["total"] != float64(wasm.Size()) {
				t.Errorf("from the cache the loading bar counted %v of %v bytes, main.wasm has %d", loaded["bytes"], loaded["total"], wasm.Size())
			}
		})
	}
}

// checkIcons fetches what the page links to (its icons and its manifest)
// and what the manifest names (its icons, start and scope).
func checkIcons(t *testing.T, p *Page, url string) {
	t.Helper()
	type answer struct {
		URL, Type string
		Status    int
	}
	got := Await[struct {
		Links    []answer
		Icons    []answer
		Manifest map[string]any
	}](p, `(async () => {
	  const get = async (u) => { const r = await fetch(u); await r.arrayBuffer(); return {URL: u, Type: r.headers.get("Content-Type") || "", Status: r.status}; };
	  const links = Array.from(document.querySelectorAll("link[rel~=icon], link[rel=apple-touch-icon], link[rel=manifest]")).map(l => l.href);
	  const href = document.querySelector("link[rel=manifest]").href;
	  const m = await (await fetch(href)).json();
	  const icons = (m.icons || []).map(i => new URL(i.src, href).href);
	  m.start_url = new URL(m.start_url, href).href;
	  m.scope = new URL(m.scope, href).href;
	  return {Links: await Promise.all(links.map(get)), Icons: await Promise.all(icons.map(get)), Manifest: m};
	})()`)
	if len(got.Links) < 4 {
		t.Errorf("the page links %d icons and manifests, want 4", len(got.Links))
	}
	if len(got.Icons) < 3 {
		t.Errorf("the manifest names %d icons, want 3", len(got.Icons))
	}
	types := map[string]string{".ico": "image/x-icon", ".svg": "image/svg+xml", ".png": "image/png", ".webmanifest": "application/manifest+json"}
	for _, a := range append(got.Links, got.Icons...) {
		if a.Status != 200 || !strings.HasPrefix(a.Type, types[filepath.Ext(a.URL)]) {
			t.Errorf("%s: %d, %q", a.URL, a.Status, a.Type)
		}
	}
	m := got.Manifest
	if m["start_url"] != url || m["scope"] != url || m["display"] != "standalone" || m["theme_color"] != "#0b5cad" || m["name"] == nil {
		t.Errorf("the manifest says %v", m)
	}
}

// TestOfflineNewDeploy: a new deploy (a changed file, so a new build)
// replaces the cache. The load that finds it is still answered from the
// old cache (cache first); its worker fetches the new build, takes over
// and deletes the old cache, and the next load shows the new page. For
// make dist's folder, whose sw.js is stamped again, and for serve.go,
// which stamps it as it serves it.
func TestOfflineNewDeploy(t *testing.T) {
	for _, name := range []string{"dist", "serve"} {
		t.Run(name, func(t *testing.T) {
			e := offlineEnv(t)
			dir := makeDist(t)
			if name == "serve" {
				// The worker as in web/, filled in by serve.go.
				root, _ := filepath.Abs("..")
				src, err := os.ReadFile(filepath.Join(root, "web", "sw.js"))
				if err != nil {
					t.Fatal(err)
				}
				os.WriteFile(filepath.Join(dir, "sw.js"), src, 0o644)
			}
			serveDir(t, e, dir, "/deploy/")
			url := e.URL
			build, files := servedWorker(t, url)
			first := e.OpenURL(t, url)
			first.WaitFor("the controls", Built, 60*time.Second)
			waitCached(t, first, url, build, files)
			first.Close()

			// Deploy a page that says so.
			index := filepath.Join(dir, "index.html")
			page, err := os.ReadFile(index)
			if err != nil {
				t.Fatal(err)
			}
			page = []byte(strings.Replace(string(page), "<head>", `<head><meta name="deploy" content="2">`, 1))
			if err := os.WriteFile(index, page, 0o644); err != nil {
				t.Fatal(err)
			}
			if name == "dist" {
				stamp(t, dir)
			}
			build2, files2 := servedWorker(t, url)
			if build2 == build {
				t.Fatalf("a changed index.html leaves the build %s", build)
			}
			const deployed = `document.querySelector("meta[name=deploy]") !== null`
			second := e.OpenURL(t, url)
			second.WaitFor("the controls", Built, 60*time.Second)
			if Eval[bool](second, deployed) {
				t.Error("the load that found the new deploy shows it: not from the cache")
			}
			waitCached(t, second, url, build2, files2)
			second.Close()

			third := e.OpenURL(t, url)
			third.WaitFor("the first frame", "window.hyperplane && hyperplane.status().frame > 0", 60*time.Second)
			if !Eval[bool](third, deployed) {
				t.Error("the load after the new deploy's worker took over shows the old page")
			}
		})
	}
}
