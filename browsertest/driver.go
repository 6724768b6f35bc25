// Package browsertest drives Hyperplane's page in headless Chromium: real
// mouse events on the real canvas, screenshots read back as pixels, and the
// page's JS API for state. Its tests run when HYPERPLANE_BROWSER is set
// (make test sets it) and need a built web/ folder (make build); the
// browser benchmark (cmd/bench) uses the same driver.
package browsertest

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// T is what the driver needs of a test: *testing.T and *testing.B have it,
// and so does the benchmark program's reporter.
type T interface {
	Helper()
	Fatalf(format string, args ...any)
	Errorf(format string, args ...any)
	Logf(format string, args ...any)
	Cleanup(func())
	Failed() bool
}

// Size of the emulated viewport in CSS pixels. The panel takes 340 on the
// right, so the canvas is 860×760.
const (
	ViewW = 1200
	ViewH = 760
)

// Env is a running server and browser.
type Env struct {
	Browser  context.Context
	URL      string // the page's address, ending in /
	Web      string // the folder served
	ServeBin string // the built serve.go
	// Cold makes every page load as on a first visit: with the browser's
	// cache off, V8 has no compiled code of the program from an earlier
	// page to reuse (it keeps such code beside the cached download, and
	// which loads find it varies from run to run).
	Cold bool
	tmp  string
	stop []func()
}

// Close stops the browser and the server.
func (e *Env) Close() {
	for i := len(e.stop) - 1; i >= 0; i-- {
		e.stop[i]()
	}
	os.RemoveAll(e.tmp)
}

// Setup builds serve.go, serves web on a free loopback port under base,
// and starts headless Chromium (HYPERPLANE_CHROMIUM, or /usr/bin/chromium)
// with software WebGL.
func Setup(root, web, base string) (*Env, error) {
	for _, f := range []string{"index.html", "main.wasm", "wasm_exec.js"} {
		if _, err := os.Stat(filepath.Join(web, f)); err != nil {
			return nil, fmt.Errorf("%s/%s is missing: run make build first", web, f)
		}
	}
	tmp, err := os.MkdirTemp("", "hyperplane-browser")
	if err != nil {
		return nil, err
	}
	e := &Env{Web: web, tmp: tmp}
	bin := filepath.Join(tmp, "serve")
	e.ServeBin = bin
	build := exec.Command("go", "build", "-o", bin, filepath.Join(root, "serve.go"))
	if out, err := build.CombinedOutput(); err != nil {
		e.Close()
		return nil, fmt.Errorf("building serve.go: %v\n%s", err, out)
	}
	srv, url, err := StartServer(bin, web, base)
	if err != nil {
		e.Close()
		return nil, err
	}
	e.URL = url
	e.stop = append(e.stop, func() { srv.Process.Kill(); srv.Wait() })

	chrome := os.Getenv("HYPERPLANE_CHROMIUM")
	if chrome == "" {
		chrome = "/usr/bin/chromium"
	}
	if _, err := os.Stat(chrome); err != nil {
		e.Close()
		return nil, fmt.Errorf("chromium is not installed at %s (make browser installs it)", chrome)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chrome),
		chromedp.NoSandbox,
		chromedp.UserDataDir(filepath.Join(tmp, "profile")),
		chromedp.WindowSize(ViewW, ViewH),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		// Exact heap sizes and window.gc() for the soak test.
		chromedp.Flag("enable-precise-memory-info", true),
		chromedp.Flag("js-flags", "--expose-gc"),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	bctx, cancelBrowser := chromedp.NewContext(actx)
	e.stop = append(e.stop, cancelAlloc, cancelBrowser)
	if err := chromedp.Do(bctx); err != nil {
		e.Close()
		return nil, fmt.Errorf("starting chromium: %v", err)
	}
	e.Browser = bctx
	return e, nil
}

// StartServer runs the serve binary on a free port and returns its address.
func StartServer(bin, dir, base string) (*exec.Cmd, string, error) {
	cmd := exec.Command(bin, "-addr", "127.0.0.1:0", "-dir", dir, "-base", base)
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, "", err
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return nil, "", err
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		cmd.Process.Kill()
		return nil, "", fmt.Errorf("serve printed no address: %v", err)
	}
	i := strings.Index(line, "http://")
	if i < 0 {
		cmd.Process.Kill()
		return nil, "", fmt.Errorf("serve printed %q", line)
	}
	return cmd, strings.TrimSpace(line[i:]), nil
}

// Page is one tab.
type Page struct {
	t      T
	Ctx    context.Context
	cancel func()
	mu     sync.Mutex
	errs   []string
	// W and H are the viewport's size in CSS pixels.
	W, H float64
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
	return e.open(t, url, scale, "", Viewport{"", ViewW, ViewH, false})
}

// OpenIn opens url in a new tab emulating the viewport v.
func (e *Env) OpenIn(t T, url string, v Viewport) *Page {
	t.Helper()
	return e.open(t, url, 1, "", v)
}

// OpenWithScript opens url in a new tab that runs script before any of
// the page's own.
func (e *Env) OpenWithScript(t T, url, script string) *Page {
	t.Helper()
	return e.open(t, url, 1, script, Viewport{"", ViewW, ViewH, false})
}

func (e *Env) open(t T, url string, scale float64, script string, v Viewport) *Page {
	t.Helper()
	ctx, cancel := chromedp.NewContext(e.Browser)
	p := &Page{t: t, Ctx: ctx, cancel: cancel, W: float64(v.W), H: float64(v.H)}
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
	if err := chromedp.Do(ctx,
		chromedp.EmulateViewport(v.W, v.H, emu...),
		chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
			if !e.Cold {
				return nil
			}
			if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
				return err
			}
			_, err := chromedp.Call(ctx, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true})
			return err
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
	p.WaitFor("the first frame", "window.hyperplane && hyperplane.status().frame > 0", 60*time.Second)
	p.WaitFor("the controls", Built, 10*time.Second)
	return p
}

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

// Do runs a JS statement and fails the test if the API answered {ok: false}.
func (p *Page) Do(expr string) {
	p.t.Helper()
	r := Eval[map[string]any](p, "(function(){ const r = "+expr+"; return (r && typeof r === 'object') ? r : {ok: true}; })()")
	if ok, has := r["ok"]; has && ok == false {
		p.t.Fatalf("%s: %v", expr, r["error"])
	}
}

// WaitFor polls a JS condition every 50 ms until it holds.
func (p *Page) WaitFor(what, cond string, timeout time.Duration) {
	p.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		ok, err := chromedp.Run(p.Ctx, chromedp.Evaluate[bool]("!!("+cond+")"))
		if err == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("timed out after %v waiting for %s (%s); last error %v", timeout, what, cond, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Ticks returns the number of updates the game has run.
func (p *Page) Ticks() float64 { return Eval[float64](p, "hyperplane.status().ticks") }

// Draws returns the number of browser frames the game has drawn. Input is
// read once a frame (several updates can run in one), so a test waits for
// frames between input events.
func (p *Page) Draws() float64 { return Eval[float64](p, "hyperplane.status().draws") }

// waitFrames waits until n more frames have been drawn after t0.
func (p *Page) waitFrames(what string, t0 float64, n int) {
	p.t.Helper()
	p.WaitFor(what, fmt.Sprintf("hyperplane.status().draws >= %v", t0+float64(n)), 20*time.Second)
}

// Settle waits until the game has run n more updates and painted any
// change, so a screenshot shows the current state.
func (p *Page) Settle(n int) {
	p.t.Helper()
	t0 := p.Draws()
	p.WaitFor("frames", fmt.Sprintf("hyperplane.status().draws >= %v && !hyperplane.status().animating", t0+float64(n)), 30*time.Second)
	p.waitFrames("a painted frame", p.Draws(), 2)
}

// ToPixel returns the CSS pixel of a data point.
func (p *Page) ToPixel(x, y float64) (float64, float64) {
	v := Eval[[2]float64](p, fmt.Sprintf("hyperplane.toPixel(%v, %v)", x, y))
	return v[0], v[1]
}

// Click sends a real left click at a CSS pixel and waits until the game
// has seen it (several clicks inside one frame would merge).
func (p *Page) Click(x, y float64, opts ...chromedp.MouseOption) {
	p.t.Helper()
	t0 := p.Draws()
	if err := chromedp.Do(p.Ctx, chromedp.MouseClickXY(x, y, opts...)); err != nil {
		p.t.Fatalf("click: %v", err)
	}
	p.waitFrames("the click to be seen", t0, 2)
}

// MouseAway moves the mouse over the panel, off the canvas, so that no
// point is hovered and no tooltip covers the plot.
func (p *Page) MouseAway() {
	p.t.Helper()
	t := p.Draws()
	if err := chromedp.Do(p.Ctx, chromedp.MouseEvent(chromedp.MouseMoved, p.W-5, p.H-5)); err != nil {
		p.t.Fatalf("mouse: %v", err)
	}
	p.waitFrames("the mouse to leave", t, 2)
}

// Drag presses at (x0, y0), moves in steps to (x1, y1) and releases.
func (p *Page) Drag(x0, y0, x1, y1 float64, steps int) {
	p.t.Helper()
	left := func(pr *input.DispatchMouseEventParams) {
		pr.Button = input.MouseButtonLeft
		pr.Buttons = 1
	}
	run := func(a chromedp.Action[chromedp.Void]) {
		if err := chromedp.Do(p.Ctx, a); err != nil {
			p.t.Fatalf("drag: %v", err)
		}
	}
	t := p.Draws()
	run(chromedp.MouseEvent(chromedp.MouseMoved, x0, y0))
	p.waitFrames("the hover", t, 2)
	t = p.Draws()
	run(chromedp.MouseEvent(chromedp.MousePressed, x0, y0, left, chromedp.ClickCount(1)))
	p.waitFrames("the press", t, 2)
	for i := 1; i <= steps; i++ {
		f := float64(i) / float64(steps)
		t = p.Draws()
		run(chromedp.MouseEvent(chromedp.MouseMoved, x0+(x1-x0)*f, y0+(y1-y0)*f, left))
		p.waitFrames("the move", t, 1)
	}
	t = p.Draws()
	run(chromedp.MouseEvent(chromedp.MouseReleased, x1, y1, left, chromedp.ClickCount(1)))
	p.waitFrames("the release", t, 2)
}

// Screenshot captures the page as an image, in CSS pixels (DPR 1).
func (p *Page) Screenshot() image.Image {
	p.t.Helper()
	buf, err := chromedp.Run(p.Ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.t.Fatalf("screenshot: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(buf))
	if err != nil {
		p.t.Fatalf("screenshot: %v", err)
	}
	return img
}

// SaveScreenshot writes the page (or the clip of it) to dir/name when
// HYPERPLANE_SCREENSHOTS names a folder (make screenshots), for the README.
func (p *Page) SaveScreenshot(name string, clip image.Rectangle) {
	if dir := os.Getenv("HYPERPLANE_SCREENSHOTS"); dir != "" {
		p.SaveTo(dir, name, clip)
	}
}

// RGB returns the colour of a pixel.
func RGB(img image.Image, x, y float64) [3]float64 {
	r, g, b, _ := img.At(int(math.Round(x)), int(math.Round(y))).RGBA()
	return [3]float64{float64(r >> 8), float64(g >> 8), float64(b >> 8)}
}

// HexRGB parses "#rrggbb".
func HexRGB(s string) [3]float64 {
	var r, g, b int
	fmt.Sscanf(s, "#%02x%02x%02x", &r, &g, &b)
	return [3]float64{float64(r), float64(g), float64(b)}
}

// TintOf reports which of the class colours a pixel is tinted with: the
// page mixes white with a class colour, so white − pixel points the way of
// white − colour. It returns the index of the best cosine and the cosine,
// or −1 for a white pixel.
func TintOf(px [3]float64, colors []string) (int, float64) {
	d := [3]float64{255 - px[0], 255 - px[1], 255 - px[2]}
	nd := math.Sqrt(d[0]*d[0] + d[1]*d[1] + d[2]*d[2])
	if nd < 8 {
		return -1, 0
	}
	best, bc := -1, -2.0
	for k, c := range colors {
		cc := HexRGB(c)
		e := [3]float64{255 - cc[0], 255 - cc[1], 255 - cc[2]}
		ne := math.Sqrt(e[0]*e[0] + e[1]*e[1] + e[2]*e[2])
		cos := (d[0]*e[0] + d[1]*e[1] + d[2]*e[2]) / (nd * ne)
		if cos > bc {
			best, bc = k, cos
		}
	}
	return best, bc
}

// SaveTo writes the page (or the clip of it) to dir/name.
func (p *Page) SaveTo(dir, name string, clip image.Rectangle) {
	img := p.Screenshot()
	if !clip.Empty() {
		if s, ok := img.(interface {
			SubImage(image.Rectangle) image.Image
		}); ok {
			img = s.SubImage(clip)
		}
	}
	os.MkdirAll(dir, 0o755)
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		p.t.Errorf("screenshot: %v", err)
		return
	}
	defer f.Close()
	png.Encode(f, img)
}

// Close closes the tab before the test ends (its errors are still
// reported when the test ends).
func (p *Page) Close() { p.cancel() }
