package browsertest

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestLoaderOctetStream serves the page as a host that does not know
// WebAssembly does (many LMSs' file servers), with main.wasm as
// application/octet-stream: the page starts, its progress bar counts the
// whole program, and the program is downloaded once. Then again in a
// browser without ReadableStream, where the loader hands the server's
// response itself to streaming compilation, which refuses its type before
// reading it, and the loader compiles its bytes: still one download.
func TestLoaderOctetStream(t *testing.T) {
	needBrowser(t)
	root, _ := filepath.Abs("..")
	site := serveFolders(t, "application/octet-stream", map[string]string{"/": filepath.Join(root, "web")})
	st, err := os.Stat(filepath.Join(root, "web", "main.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, script string }{
		{"with the counting stream", ""},
		{"without ReadableStream", "window.ReadableStream = undefined;"},
	} {
		p := env.OpenWithScript(t, site+"/?preset=xor", c.script)
		p.WaitFor("the first frame", "window.hyperplane && hyperplane.status().frame > 0", 60*time.Second)
		p.WaitFor("the preset", "hyperplane.status().npoints === 4", 20*time.Second)
		got := Eval[struct {
			Downloads int     `json:"downloads"`
			Bytes     float64 `json:"bytes"`
		}](p, `({ downloads: performance.getEntriesByType("resource").filter(e => /main\.wasm$/.test(e.name)).length,
		  bytes: window.hyperplaneLoaded ? hyperplaneLoaded.bytes : -1 })`)
		typ := Await[string](p, `fetch("main.wasm", {method: "HEAD"}).then(r => r.headers.get("Content-Type"))`)
		if typ != "application/octet-stream" {
			t.Fatalf("%s: the server sent main.wasm as %q", c.name, typ)
		}
		if got.Downloads != 1 {
			t.Errorf("%s: main.wasm was downloaded %d times", c.name, got.Downloads)
		}
		// The progress bar counts the download where the page can stream it.
		if c.script == "" && got.Bytes != float64(st.Size()) {
			t.Errorf("%s: the progress counted %v bytes of %d", c.name, got.Bytes, st.Size())
		}
		t.Logf("%s: started, %d download, %v bytes counted", c.name, got.Downloads, got.Bytes)
		p.Close()
	}
}
