// Package browsertest drives Hyperplane's page in headless Chromium: real
// mouse events on the real canvas, screenshots read back as pixels, and the
// page's JS API for state. The tests run when HYPERPLANE_BROWSER is set
// (make test sets it) and need a built web/ folder (make build).
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
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

var (
	browser   context.Context // the shared browser; each test opens a tab
	serverURL string
	setupErr  error
)

// Size of the emulated viewport in CSS pixels. The panel takes 340 on the
// right, so the canvas is 860×760.
const (
	viewW = 1200
	viewH = 760
)

func TestMain(m *testing.M) {
	if os.Getenv("HYPERPLANE_BROWSER") == "" {
		fmt.Println("browsertest: HYPERPLANE_BROWSER is not set; the browser tests are skipped (make test runs them)")
		os.Exit(m.Run())
	}
	stop, err := setup()
	if err != nil {
		setupErr = err
	}
	code := m.Run()
	if stop != nil {
		stop()
	}
	os.Exit(code)
}

// setup builds and starts serve.go on a free loopback port and starts
// Chromium.
func setup() (func(), error) {
	web, err := filepath.Abs("../web")
	if err != nil {
		return nil, err
	}
	for _, f := range []string{"index.html", "main.wasm", "wasm_exec.js"} {
		if _, err := os.Stat(filepath.Join(web, f)); err != nil {
			return nil, fmt.Errorf("web/%s is missing: run make build first", f)
		}
	}
	tmp, err := os.MkdirTemp("", "hyperplane-browsertest")
	if err != nil {
		return nil, err
	}
	bin := filepath.Join(tmp, "serve")
	build := exec.Command("go", "build", "-o", bin, "../serve.go")
	if out, err := build.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("building serve.go: %v\n%s", err, out)
	}
	srv, url, err := startServer(bin, web, "/")
	if err != nil {
		return nil, err
	}
	serverURL = url

	chrome := os.Getenv("HYPERPLANE_CHROMIUM")
	if chrome == "" {
		chrome = "/usr/bin/chromium"
	}
	if _, err := os.Stat(chrome); err != nil {
		srv.Process.Kill()
		return nil, fmt.Errorf("chromium is not installed at %s (make browser installs it)", chrome)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chrome),
		chromedp.NoSandbox,
		chromedp.UserDataDir(filepath.Join(tmp, "profile")),
		chromedp.WindowSize(viewW, viewH),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	bctx, cancelBrowser := chromedp.NewContext(actx)
	if err := chromedp.Do(bctx); err != nil {
		cancelBrowser()
		cancelAlloc()
		srv.Process.Kill()
		return nil, fmt.Errorf("starting chromium: %v", err)
	}
	browser = bctx
	return func() {
		cancelBrowser()
		cancelAlloc()
		srv.Process.Kill()
		srv.Wait()
		os.RemoveAll(tmp)
	}, nil
}

// startServer runs the serve binary on a free port and returns its address.
func startServer(bin, dir, base string) (*exec.Cmd, string, error) {
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

// page is one tab with the playground open.
type page struct {
	t      *testing.T
	ctx    context.Context
	cancel func()
	mu     sync.Mutex
	errs   []string
}

// open opens the playground at the given query (e.g. "?debug=1") in a new
// tab and waits for its first frame. A JS exception or a reported Go panic
// fails the test, unless the test expects faults.
func open(t *testing.T, query string) *page {
	t.Helper()
	if os.Getenv("HYPERPLANE_BROWSER") == "" {
		t.Skip("HYPERPLANE_BROWSER is not set")
	}
	if setupErr != nil {
		t.Fatalf("browser setup: %v", setupErr)
	}
	ctx, cancel := chromedp.NewContext(browser)
	p := &page{t: t, ctx: ctx, cancel: cancel}
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
		chromedp.EmulateViewport(viewW, viewH),
		chromedp.Navigate(serverURL+query),
	); err != nil {
		cancel()
		t.Fatalf("navigate: %v", err)
	}
	t.Cleanup(func() {
		p.mu.Lock()
		errs := p.errs
		p.mu.Unlock()
		if len(errs) > 0 && !t.Failed() {
			t.Errorf("the page reported errors:\n%s", strings.Join(errs, "\n"))
		}
		cancel()
	})
	p.waitFor("the first frame", "window.hyperplane && hyperplane.status().frame > 0", 60*time.Second)
	return p
}

// allowFaults stops reported panics from failing the test.
func (p *page) allowFaults() {
	p.mu.Lock()
	p.errs = nil
	p.mu.Unlock()
	p.t.Cleanup(func() {
		p.mu.Lock()
		p.errs = nil
		p.mu.Unlock()
	})
}

// eval evaluates expr in the page and decodes its JSON value into T.
func eval[T any](p *page, expr string) T {
	p.t.Helper()
	raw, err := chromedp.Run(p.ctx, chromedp.Evaluate[[]byte]("JSON.stringify("+expr+")"))
	if err != nil {
		p.t.Fatalf("eval %s: %v", expr, err)
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		p.t.Fatalf("eval %s: %v (%s)", expr, err, raw)
	}
	var v T
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		p.t.Fatalf("eval %s: decoding %q: %v", expr, s, err)
	}
	return v
}

// do runs a JS statement and fails the test if the API answered {ok: false}.
func (p *page) do(expr string) {
	p.t.Helper()
	r := eval[map[string]any](p, "(function(){ const r = "+expr+"; return (r && typeof r === 'object') ? r : {ok: true}; })()")
	if ok, has := r["ok"]; has && ok == false {
		p.t.Fatalf("%s: %v", expr, r["error"])
	}
}

// waitFor polls a JS condition every 50 ms until it holds.
func (p *page) waitFor(what, cond string, timeout time.Duration) {
	p.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		ok, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool]("!!("+cond+")"))
		if err == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("timed out after %v waiting for %s (%s); last error %v", timeout, what, cond, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// ticks returns the number of updates the game has run.
func (p *page) ticks() float64 { return eval[float64](p, "hyperplane.status().ticks") }

// settle waits until the game has run n more updates and painted any
// change, so a screenshot shows the current state.
func (p *page) settle(n int) {
	p.t.Helper()
	t0 := p.ticks()
	p.waitFor("updates", fmt.Sprintf("hyperplane.status().ticks >= %v && !hyperplane.status().animating", t0+float64(n)), 30*time.Second)
	t1 := p.ticks()
	p.waitFor("a painted frame", fmt.Sprintf("hyperplane.status().ticks >= %v", t1+2), 30*time.Second)
}

// status is the part of hyperplane.status() the tests read.
type status struct {
	Algorithm string `json:"algorithm"`
	NPoints   int    `json:"npoints"`
	Class     int    `json:"class"`
	Playing   bool   `json:"playing"`
	Trained   bool   `json:"trained"`
	Step      int    `json:"step"`
	Updates   int    `json:"updates"`
	Mistakes  int    `json:"mistakes"`
	Accuracy  *float64
	Status    string     `json:"status"`
	Reason    string     `json:"reason"`
	Canvas    [3]float64 `json:"canvas"`
	Field     *struct {
		Rows    [][]float64 `json:"rows"`
		Combine string      `json:"combine"`
		Labels  []int       `json:"labels"`
		Link    string      `json:"link"`
	} `json:"field"`
	Message struct {
		Kind string `json:"kind"`
		Text string `json:"text"`
	} `json:"message"`
	Colors []string     `json:"colors"`
	Points [][3]float64 `json:"points"`
	Values []struct {
		Key string   `json:"key"`
		V   *float64 `json:"v"`
	} `json:"values"`
	Frame float64 `json:"frame"`
	Ticks float64 `json:"ticks"`
}

func (p *page) status() status { return eval[status](p, "hyperplane.status()") }
func (p *page) state() status  { return eval[status](p, "hyperplane.state()") }

// toPixel returns the CSS pixel of a data point.
func (p *page) toPixel(x, y float64) (float64, float64) {
	v := eval[[2]float64](p, fmt.Sprintf("hyperplane.toPixel(%v, %v)", x, y))
	return v[0], v[1]
}

// click sends a real left click at a CSS pixel and waits until the game
// has seen it (several clicks inside one frame would merge).
func (p *page) click(x, y float64, opts ...chromedp.MouseOption) {
	p.t.Helper()
	t0 := p.ticks()
	if err := chromedp.Do(p.ctx, chromedp.MouseClickXY(x, y, opts...)); err != nil {
		p.t.Fatalf("click: %v", err)
	}
	p.waitFor("the click to be seen", fmt.Sprintf("hyperplane.status().ticks >= %v", t0+2), 10*time.Second)
}

// drag presses at (x0, y0), moves in steps to (x1, y1) and releases.
func (p *page) drag(x0, y0, x1, y1 float64, steps int) {
	p.t.Helper()
	left := func(pr *input.DispatchMouseEventParams) {
		pr.Button = input.MouseButtonLeft
		pr.Buttons = 1
	}
	run := func(a chromedp.Action[chromedp.Void]) {
		if err := chromedp.Do(p.ctx, a); err != nil {
			p.t.Fatalf("drag: %v", err)
		}
	}
	run(chromedp.MouseEvent(chromedp.MouseMoved, x0, y0))
	t0 := p.ticks()
	run(chromedp.MouseEvent(chromedp.MousePressed, x0, y0, left, chromedp.ClickCount(1)))
	p.waitFor("the press", fmt.Sprintf("hyperplane.status().ticks >= %v", t0+2), 10*time.Second)
	for i := 1; i <= steps; i++ {
		f := float64(i) / float64(steps)
		t := p.ticks()
		run(chromedp.MouseEvent(chromedp.MouseMoved, x0+(x1-x0)*f, y0+(y1-y0)*f, left))
		p.waitFor("the move", fmt.Sprintf("hyperplane.status().ticks >= %v", t+1), 10*time.Second)
	}
	t1 := p.ticks()
	run(chromedp.MouseEvent(chromedp.MouseReleased, x1, y1, left, chromedp.ClickCount(1)))
	p.waitFor("the release", fmt.Sprintf("hyperplane.status().ticks >= %v", t1+2), 10*time.Second)
}

// screenshot captures the page as an image, in CSS pixels (DPR 1).
func (p *page) screenshot() image.Image {
	p.t.Helper()
	buf, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.t.Fatalf("screenshot: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(buf))
	if err != nil {
		p.t.Fatalf("screenshot: %v", err)
	}
	return img
}

// saveScreenshot writes the page to dir/name when HYPERPLANE_SCREENSHOTS
// names a folder (make screenshots), for the README.
func (p *page) saveScreenshot(name string, clip image.Rectangle) {
	dir := os.Getenv("HYPERPLANE_SCREENSHOTS")
	if dir == "" {
		return
	}
	img := p.screenshot()
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

// rgb returns the colour of a pixel.
func rgb(img image.Image, x, y float64) [3]float64 {
	r, g, b, _ := img.At(int(math.Round(x)), int(math.Round(y))).RGBA()
	return [3]float64{float64(r >> 8), float64(g >> 8), float64(b >> 8)}
}

// hexRGB parses "#rrggbb".
func hexRGB(s string) [3]float64 {
	var r, g, b int
	fmt.Sscanf(s, "#%02x%02x%02x", &r, &g, &b)
	return [3]float64{float64(r), float64(g), float64(b)}
}

// tintOf reports which of the class colours a pixel is tinted with: the
// page mixes white with a class colour, so white − pixel points the way of
// white − colour. It returns the index of the best cosine and the cosine.
func tintOf(px [3]float64, colors []string) (int, float64) {
	d := [3]float64{255 - px[0], 255 - px[1], 255 - px[2]}
	nd := math.Sqrt(d[0]*d[0] + d[1]*d[1] + d[2]*d[2])
	if nd < 8 {
		return -1, 0 // white: no tint
	}
	best, bc := -1, -2.0
	for k, c := range colors {
		cc := hexRGB(c)
		e := [3]float64{255 - cc[0], 255 - cc[1], 255 - cc[2]}
		ne := math.Sqrt(e[0]*e[0] + e[1]*e[1] + e[2]*e[2])
		cos := (d[0]*e[0] + d[1]*e[1] + d[2]*e[2]) / (nd * ne)
		if cos > bc {
			best, bc = k, cos
		}
	}
	return best, bc
}
