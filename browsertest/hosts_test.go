package browsertest

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"os"
	"path"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// The helpers of the tests of pages that hold the playground: course
// pages on other origins (embed_test.go), an LMS (scorm_test.go), a host
// that serves the program with another type (loader_test.go).

// needBrowser skips a test without the browser, and fails it when the
// shared set-up failed.
func needBrowser(t *testing.T) {
	t.Helper()
	if os.Getenv("HYPERPLANE_BROWSER") == "" {
		t.Skip("HYPERPLANE_BROWSER is not set")
	}
	if setupErr != nil {
		t.Fatalf("browser setup: %v", setupErr)
	}
}

// serveFolders serves folders on a free port of 127.0.0.1, a site of its
// own (an origin other than the playground's), and returns its address
// without a trailing slash. mounts maps a path prefix ("/", "/x/") to a
// folder; files are sent with Cache-Control: no-cache, and .wasm files
// with the type wasmType (a host that does not know WebAssembly's sends
// application/octet-stream).
func serveFolders(t *testing.T, wasmType string, mounts map[string]string) string {
	t.Helper()
	mux := http.NewServeMux()
	for prefix, dir := range mounts {
		files := http.StripPrefix(strings.TrimSuffix(prefix, "/"), http.FileServer(http.Dir(dir)))
		mux.Handle(prefix, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Cache-Control", "no-cache")
			switch path.Ext(r.URL.Path) {
			case ".wasm":
				w.Header().Set("Content-Type", wasmType)
			case ".js":
				w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
			}
			files.ServeHTTP(w, r)
		}))
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return "http://" + ln.Addr().String()
}

// frameID returns the ID of the frame of p whose address begins with
// prefix, waiting for it for up to timeout.
func frameID(p *Page, prefix string, timeout time.Duration) cdp.FrameID {
	p.t.Helper()
	deadline := time.Now().Add(Patience(timeout))
	for {
		var id cdp.FrameID
		err := chromedp.Do(p.Ctx, chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
			tree, err := chromedp.Call(ctx, page.GetFrameTree, cdp.Empty{})
			if err != nil {
				return err
			}
			var walk func(f *page.FrameTree)
			walk = func(f *page.FrameTree) {
				if f.Frame != nil && strings.HasPrefix(f.Frame.URL, prefix) && id == "" {
					id = f.Frame.ID
				}
				for _, c := range f.ChildFrames {
					walk(c)
				}
			}
			walk(tree.FrameTree)
			return nil
		}))
		if err == nil && id != "" {
			return id
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("no frame at %s after %v (%v)", prefix, timeout, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// worlds holds the isolated world made in each frame (frameEval).
var worlds sync.Map // cdp.FrameID → runtime.ExecutionContextID

// frameEval evaluates expr in an isolated world of the frame of p at
// prefix: the frame's document, not its scripts' variables. It returns
// the value and whether the evaluation succeeded.
func frameEval[V any](p *Page, prefix, expr string) (V, bool) {
	p.t.Helper()
	var v V
	id := frameID(p, prefix, 60*time.Second)
	var raw []byte
	eval := func() error {
		return chromedp.Do(p.Ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			ctxID, ok := worlds.Load(id)
			if !ok {
				w, err := chromedp.Call(ctx, page.CreateIsolatedWorld, page.CreateIsolatedWorldParams{FrameID: id, WorldName: "hyperplane-test"})
				if err != nil {
					return err
				}
				ctxID = w.ExecutionContextID
				worlds.Store(id, ctxID)
			}
			var err error
			raw, err = chromedp.Run(ctx, chromedp.Evaluate[[]byte]("JSON.stringify("+expr+")",
				func(q *runtime.EvaluateParams) { q.ContextID = ctxID.(runtime.ExecutionContextID) }))
			return err
		}))
	}
	if err := eval(); err != nil {
		// The frame has a new document since its world was made.
		worlds.Delete(id)
		if eval() != nil {
			return v, false
		}
	}
	var s string
	if json.Unmarshal(raw, &s) != nil || json.Unmarshal([]byte(s), &v) != nil {
		return v, false
	}
	return v, true
}

// frameMain evaluates expr in the frame of p at prefix as its own scripts
// would (it can read window.hyperplane there), through a script element
// that writes the value into the frame's document.
func frameMain[V any](p *Page, prefix, expr string) V {
	p.t.Helper()
	code := "document.documentElement.dataset.testOut = JSON.stringify(" + expr + ");"
	v, ok := frameEval[V](p, prefix, `(() => { const s = document.createElement("script"); s.textContent = `+jsString(code)+`;
	  document.head.appendChild(s); s.remove(); const out = document.documentElement.dataset.testOut;
	  delete document.documentElement.dataset.testOut; return JSON.parse(out); })()`)
	if !ok {
		p.t.Fatalf("evaluating %s in the frame at %s failed", expr, prefix)
	}
	return v
}

// frameWait polls a condition in the frame at prefix (as frameMain reads
// it) every 50 ms until it holds.
func frameWait(p *Page, prefix, what, cond string, timeout time.Duration) {
	p.t.Helper()
	deadline := time.Now().Add(Patience(timeout))
	for {
		code := "document.documentElement.dataset.testOut = String(!!(" + cond + "));"
		ok, done := frameEval[bool](p, prefix, `(() => { try { const s = document.createElement("script"); s.textContent = `+jsString("try { "+code+" } catch (e) { document.documentElement.dataset.testOut = 'false'; }")+`;
		  document.head.appendChild(s); s.remove(); const out = document.documentElement.dataset.testOut === "true";
		  delete document.documentElement.dataset.testOut; return out; } catch (e) { return false; } })()`)
		if done && ok {
			return
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("timed out after %v waiting in the frame at %s for %s (%s)", timeout, prefix, what, cond)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// clickXY sends a real left click at a CSS pixel of the top page (which
// lands in whatever frame lies there).
func clickXY(p *Page, x, y float64) {
	p.t.Helper()
	if err := chromedp.Do(p.Ctx, chromedp.MouseClickXY(x, y)); err != nil {
		p.t.Fatalf("click: %v", err)
	}
}
