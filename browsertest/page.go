package browsertest

import (
	"context"
	"encoding/json"
	"fmt"
	neturl "net/url"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/storage"
	"github.com/chromedp/chromedp"
)

// Page is one tab.
type Page struct {
	t      T
	Ctx    context.Context
	cancel func()
	mu     sync.Mutex
	errs   []string
	// W and H are the viewport's size in CSS pixels.
	W, H float64
	// Rate is the CPU throttling of the page (Throttle): 1 is none.
	Rate float64
	// opened is when the tab was asked for (OpenStats).
	opened time.Time
}

// Viewport is an emulated screen: its size in CSS pixels, and whether it
// is a phone (mobile layout rules and touch events).
type Viewport struct {
	Name  string
	W, H  int64
	Phone bool
}

// The three classes of screen the page lays itself out for, at the sizes
// the issue names: a desktop, a course page's iframe and a phone.
var (
	Desktop = Viewport{"desktop", 1280, 800, false}
	Embed   = Viewport{"embed", 640, 420, false}
	Phone   = Viewport{"phone", 390, 844, true}
)

// OpenURL opens url in a new tab of e's browser. A JS exception or a panic
// of the Go program fails the test when the tab closes, unless the test
// calls AllowFaults.
func (e *Env) OpenURL(t T, url string) *Page {
	t.Helper()
	return e.OpenScaled(t, url, 1)
}

// OpenScaled opens url in a new tab with the given device pixel ratio.
func (e *Env) OpenScaled(t T, url string, scale float64) *Page {
	t.Helper()
	return e.open(t, url, scale, "", Viewport{"", ViewW, ViewH, false}, nil)
}

// OpenIn opens url in a new tab emulating the viewport v.
func (e *Env) OpenIn(t T, url string, v Viewport) *Page {
	t.Helper()
	return e.open(t, url, 1, "", v, nil)
}

// OpenWithScript opens url in a new tab that runs script before any of
// the page's own.
func (e *Env) OpenWithScript(t T, url, script string) *Page {
	t.Helper()
	return e.open(t, url, 1, script, Viewport{"", ViewW, ViewH, false}, nil)
}

// OpenListening opens url in a new tab whose events (of the network,
// among others, enabled before the page loads) go to listen, which must
// not block (see chromedp.Listen).
func (e *Env) OpenListening(t T, url string, listen func(ev any)) *Page {
	t.Helper()
	return e.open(t, url, 1, "", Viewport{"", ViewW, ViewH, false}, listen)
}

// noWorker keeps the page from registering its service worker.
const noWorker = `if (navigator.serviceWorker) navigator.serviceWorker.register = function () { return new Promise(function () {}); };`

func (e *Env) open(t T, url string, scale float64, script string, v Viewport, listen func(ev any)) *Page {
	t.Helper()
	ctx, cancel := chromedp.NewContext(e.Browser)
	p := &Page{t: t, Ctx: ctx, cancel: cancel, W: float64(v.W), H: float64(v.H), Rate: max(e.Throttle, 1), opened: time.Now()}
	emu := []chromedp.EmulateViewportOption{chromedp.EmulateScale(scale)}
	if v.Phone {
		emu = append(emu, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)
	}
	console := chromedp.Console(ctx)
	go func() {
		for m, err := range console {
			if err != nil {
				return
			}
			// An exception, a panic the program recovered and reported,
			// or a crash of the Go runtime (printed through console.log).
			crash := strings.HasPrefix(m.Text, "panic: ") || strings.HasPrefix(m.Text, "fatal error: ")
			if m.IsException() || crash || (m.Type == "error" && strings.Contains(m.Text, "hyperplane")) {
				p.mu.Lock()
				p.errs = append(p.errs, m.Text)
				p.mu.Unlock()
			}
		}
	}()
	if listen != nil {
		if err := chromedp.Listen(ctx, listen); err != nil {
			cancel()
			t.Fatalf("listen: %v", err)
		}
	}
	if e.Cold || e.NoWorker {
		// Nor does a service worker, which would answer the next load
		// from its cache, and download the program again as it installs.
		script = noWorker + "\n" + script
	}
	if err := chromedp.Do(ctx,
		chromedp.EmulateViewport(v.W, v.H, emu...),
		chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
			if !e.Cold && listen == nil {
				return nil
			}
			if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
				return err
			}
			if !e.Cold {
				return nil
			}
			_, err := chromedp.Call(ctx, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true})
			return err
		}),
		chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
			// A page of another server than e's (a test's own, on a port
			// an earlier test's server may have had) starts without the
			// service worker and caches of an earlier test's page.
			if e.URL == "" || sameOrigin(url, e.URL) {
				return nil
			}
			_, err := chromedp.Call(ctx, storage.ClearDataForOrigin, storage.ClearDataForOriginParams{
				Origin: origin(url), StorageTypes: "service_workers,cache_storage"})
			return err
		}),
		chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
			if e.Throttle <= 1 {
				return nil
			}
			return throttle(ctx, e.Throttle)
		}),
		chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
			if script == "" {
				return nil
			}
			_, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: script})
			return err
		}),
		chromedp.Navigate(url),
	); err != nil {
		cancel()
		t.Fatalf("navigate: %v", err)
	}
	t.Cleanup(func() {
		p.mu.Lock()
		errs := p.errs
		p.mu.Unlock()
		if len(errs) > 0 {
			t.Errorf("the page reported errors:\n%s", strings.Join(errs, "\n"))
		}
		cancel()
	})
	return p
}

// Open opens the playground at the given query (e.g. "?debug") and waits
// for its first frame and for the page to build its controls.
func (e *Env) Open(t T, query string) *Page {
	t.Helper()
	return e.OpenAt(t, query, Viewport{"", ViewW, ViewH, false})
}

// OpenAt is Open in the viewport v.
func (e *Env) OpenAt(t T, query string, v Viewport) *Page {
	t.Helper()
	p := e.OpenIn(t, e.URL+query, v)
	p.WaitStarted()
	return p
}

// OpenAtScale is Open at the device pixel ratio scale.
func (e *Env) OpenAtScale(t T, query string, scale float64) *Page {
	t.Helper()
	p := e.OpenScaled(t, e.URL+query, scale)
	p.WaitStarted()
	return p
}

// WaitStarted waits for the first frame and then for the controls. The
// page builds them in one task after the first frame and, in the same
// task, hides the white loading cover that lies over the plot until then
// (web/js/main.js, start): a screenshot taken between the two shows the
// cover, not the plot.
func (p *Page) WaitStarted() {
	p.t.Helper()
	p.WaitFor("the first frame", "window.hyperplane && hyperplane.status().frame > 0", 60*time.Second)
	// On a loaded two-core machine that task has waited over 10 s for
	// the page.
	p.WaitFor("the controls", Built+" || "+loadFailed, 60*time.Second)
	if msg := Eval[string](p, loadFailed+` || ""`); msg != "" {
		// The page will never build its controls: say why now rather than
		// let every test wait its limit out.
		p.t.Fatalf("the page failed to start: %s", msg)
	}
	opens.add(p.t, time.Since(p.opened))
}

// loadFailed is the loading cover's message when the page or its program
// could not load or stopped (web/index.html, web/js/main.js), or null.
const loadFailed = `(((document.getElementById("loading") || {}).textContent || "").match(/could not load|stopped\. Reload/) ? document.getElementById("loading").textContent.trim() : null)`

// Built holds once the page has built its controls and shows its panel.
const Built = `!document.documentElement.classList.contains("building")`

// AllowFaults stops reported panics from failing the test.
func (p *Page) AllowFaults() {
	p.mu.Lock()
	p.errs = nil
	p.mu.Unlock()
	p.t.Cleanup(func() {
		p.mu.Lock()
		p.errs = nil
		p.mu.Unlock()
	})
}

// Eval evaluates expr in the page and decodes its JSON value into V.
func Eval[V any](p *Page, expr string) V {
	p.t.Helper()
	raw, err := chromedp.Run(p.Ctx, chromedp.Evaluate[[]byte]("JSON.stringify("+expr+")"))
	return decode[V](p, expr, raw, err)
}

// Await evaluates expr, a promise, in the page and decodes its value.
func Await[V any](p *Page, expr string) V {
	p.t.Helper()
	raw, err := chromedp.Run(p.Ctx, chromedp.Evaluate[[]byte]("(async () => JSON.stringify(await ("+expr+")))()", chromedp.EvalAwaitPromise))
	return decode[V](p, expr, raw, err)
}

func decode[V any](p *Page, expr string, raw []byte, err error) V {
	p.t.Helper()
	if err != nil {
		p.t.Fatalf("eval %s: %v", expr, err)
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		p.t.Fatalf("eval %s: %v (%s)", expr, err, raw)
	}
	var v V
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		p.t.Fatalf("eval %s: decoding %q: %v", expr, s, err)
	}
	return v
}

// Do runs a JS statement, waits for its value when it is a Promise
// (train() and step(n) answer one), and fails the test if the API
// answered {ok: false}.
func (p *Page) Do(expr string) {
	p.t.Helper()
	// As before the Promises, expr may be several statements: its first
	// one's value is the answer.
	r := Await[map[string]any](p, "(async function(){ const r0 = "+expr+"; const r = await r0; return (r && typeof r === 'object') ? r : {ok: true}; })()")
	if ok, has := r["ok"]; has && ok == false {
		p.t.Fatalf("%s: %v", expr, r["error"])
	}
}

// WaitFor polls a JS condition every 20 ms until it holds, or fails the
// test after the timeout. The timeout only stops a test that hangs: a
// condition is a state of the page, so a longer limit costs a passing test
// nothing, and the limits a test gives (what the page takes on a quiet
// machine, with a margin) are stretched to stayWithin times theirs, and to
// at least minWait, for a machine whose cores are busy with other work,
// where frames come several times slower (issue 41).
func (p *Page) WaitFor(what, cond string, timeout time.Duration) {
	p.t.Helper()
	timeout = Patience(timeout)
	deadline := time.Now().Add(timeout)
	for {
		ok, err := chromedp.Run(p.Ctx, chromedp.Evaluate[bool]("!!("+cond+")"))
		if err == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("timed out after %v waiting for %s (%s); last error %v", timeout, what, cond, err)
		}
		// 20 ms: most waits are for a frame or two (66 ms apiece under
		// SwiftShader here), and a check costs the page about 0.5 ms
		// (4 ms with 3,000 points).
		time.Sleep(20 * time.Millisecond)
	}
}

// stayWithin and minWait stretch the limits of WaitFor and Patience.
const (
	stayWithin = 3
	minWait    = 60 * time.Second
)

// Patience stretches a limit d on waiting for a state of the page, as
// WaitFor does with its own, for the tests' loops that wait by hand.
func Patience(d time.Duration) time.Duration { return max(stayWithin*d, minWait) }

// Close closes the tab before the test ends (its errors are still
// reported when the test ends).
func (p *Page) Close() { p.cancel() }

// origin is the scheme, host and port of an address.
func origin(address string) string {
	u, err := neturl.Parse(address)
	if err != nil {
		return address
	}
	return u.Scheme + "://" + u.Host
}

func sameOrigin(a, b string) bool { return origin(a) == origin(b) }

// Blobs returns a JS expression that makes n points of two overlapping
// Gaussian blobs (means (−1, 0.5) and (1, −0.5), σ = 1.4), from a seeded
// generator so that every run trains on the same points.
func Blobs(n int) string {
	return fmt.Sprintf(`(function(){
		let s = 12345;
		const u = () => { s = (s * 1103515245 + 12345) %% 2147483648; return (s + 0.5) / 2147483648; };
		const g = () => Math.sqrt(-2 * Math.log(u())) * Math.cos(2 * Math.PI * u());
		const pts = [];
		for (let i = 0; i < %d; i++) {
			const c = i %% 2;
			pts.push([(c ? 1 : -1) + 1.4 * g(), (c ? -0.5 : 0.5) + 1.4 * g(), c]);
		}
		return pts;
	})()`, n)
}
