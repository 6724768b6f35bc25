// Package browsertest drives Hyperplane's page in headless Chromium: real
// mouse events on the real canvas, screenshots read back as pixels, and the
// page's JS API for state. Its tests run when HYPERPLANE_BROWSER is set
// (make test sets it) and need a built web/ folder (make build); the
// browser benchmark (cmd/bench) uses the same driver.
package browsertest

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

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
	// NoWorker keeps every page from registering its service worker
	// (Setup sets it with KeepProgram).
	NoWorker bool
	// Throttle is the CPU throttling every page opens with (Chrome's
	// Emulation.setCPUThrottlingRate): 1, or 0, is none; 2 a CPU twice as
	// slow (HYPERPLANE_THROTTLE, make test-slow).
	Throttle float64
	tmp      string
	stop     []func()
}

// Close stops the browser and the server.
func (e *Env) Close() {
	for i := len(e.stop) - 1; i >= 0; i-- {
		e.stop[i]()
	}
	os.RemoveAll(e.tmp)
}

// KeepProgram makes Setup's server let the browser keep main.wasm without
// asking again (serve.go -wasm-max-age), and the Env's pages load without
// the service worker, whose copy Chrome compiles again at every load: so
// each page but the first loads the program's compiled code from Chrome's
// WebAssembly code cache. Compiled again, the program's optimizing
// compiler took 3.5-3.8 s of CPU on the two-core machine in each page's
// first seconds (0.5 s with the cache); the suite took 5% less time. The
// tests set it (TestMain); the bench, whose figures compare with earlier
// runs, does not. The offline tests run a browser and server of their own
// with the worker.
var KeepProgram bool

// Setup builds serve.go, serves web on a free loopback port under base,
// and starts headless Chromium (StartBrowser) with software WebGL.
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
	var args []string
	if KeepProgram {
		args = []string{"-wasm-max-age", "24h"}
		e.NoWorker = true
	}
	srv, url, err := StartServer(bin, web, base, args...)
	if err != nil {
		e.Close()
		return nil, err
	}
	e.URL = url
	e.stop = append(e.stop, func() { srv.Process.Kill(); srv.Wait() })

	bctx, stop, err := StartBrowser(filepath.Join(tmp, "profile"))
	if err != nil {
		e.Close()
		return nil, err
	}
	e.stop = append(e.stop, stop)
	e.Browser = bctx
	return e, nil
}

// Shell makes StartBrowser start Chromium's headless shell
// (/usr/bin/chromium-headless-shell, Debian's chromium-headless-shell: the
// same Chromium, without the windowed browser that --headless runs
// hidden) with its compositor drawing in software, where it is installed.
// The page runs the same Blink, V8 and SwiftShader WebGL in it; what it
// saves is the display compositor's GPU work, which under SwiftShader took
// about a third of every frame's CPU, and a page's open is quicker (2.0
// against 3.1 s). In the shell with GPU compositing a screenshot of a page
// that had just painted took 2-2.6 s (0.2-0.3 s in chromium); drawn in
// software, 0.07-0.1 s. On a two-core machine the whole suite took 1,318 s
// in the shell against 1,531 s in chromium (one run each, quiet; 55 s of
// the shell's run a test waiting out its limit, since mended). The tests
// set it (TestMain); the bench, whose figures are the page in the browser
// people use, does not.
var Shell bool

// shellPath is where Debian's chromium-headless-shell puts the shell.
const shellPath = "/usr/bin/chromium-headless-shell"

// Llvmpipe makes StartBrowser draw the pages' WebGL with Mesa's llvmpipe
// (ANGLE over Mesa's EGL, --use-angle=gl-egl) instead of SwiftShader where
// Mesa's EGL and its software driver are installed and give WebGL 2 (the
// browser is started again with SwiftShader where they do not). On this
// two-core machine a frame of training (the perceptron on the overlap
// preset at 1200×760) cost the GPU process about 42 ms of CPU against 71,
// 166-168 frames in 5 s against 106-115, and the whole suite took 956 s
// against 1,094-1,168 s. The tests set it (TestMain); the bench, whose
// figures are SwiftShader's, does not. HYPERPLANE_ANGLE names ANGLE's
// backend outright (swiftshader, gl-egl).
var Llvmpipe bool

// StartBrowser starts headless Chromium (HYPERPLANE_CHROMIUM; or, with
// Shell, the headless shell where it is installed; or /usr/bin/chromium)
// with software WebGL (SwiftShader, or with Llvmpipe Mesa's llvmpipe) and
// its profile in the folder profile, and returns its context and the
// function that stops it.
func StartBrowser(profile string) (context.Context, func(), error) {
	if named := os.Getenv("HYPERPLANE_ANGLE"); named != "" {
		return startBrowser(profile, named)
	}
	if !Llvmpipe || !mesaInstalled() {
		return startBrowser(profile, "swiftshader")
	}
	ctx, stop, err := startBrowser(profile, "gl-egl")
	if err != nil {
		return ctx, stop, err
	}
	if r, err := webglRenderer(ctx); err != nil || !strings.Contains(r, "llvmpipe") {
		stop()
		fmt.Fprintf(os.Stderr, "browsertest: Mesa's llvmpipe gave no WebGL 2 (%q, %v); the browser draws with SwiftShader\n", r, err)
		return startBrowser(profile, "swiftshader")
	}
	return ctx, stop, nil
}

// mesaInstalled reports whether Mesa's EGL (Debian's libegl-mesa0) is
// installed; whether its software driver gives WebGL 2 is what
// StartBrowser asks the browser.
func mesaInstalled() bool {
	egl, _ := filepath.Glob("/usr/lib/*/libEGL_mesa.so.0")
	return len(egl) > 0
}

// webglRenderer returns the renderer that WebGL 2 reports in a blank tab
// of the browser at ctx, or "" without WebGL 2.
func webglRenderer(ctx context.Context) (string, error) {
	tab, cancel := chromedp.NewContext(ctx)
	defer cancel()
	if err := chromedp.Do(tab, chromedp.Navigate("about:blank")); err != nil {
		return "", err
	}
	return chromedp.Run(tab, chromedp.Evaluate[string](`(() => {
	  const gl = document.createElement("canvas").getContext("webgl2");
	  if (!gl) return "";
	  const e = gl.getExtension("WEBGL_debug_renderer_info");
	  return String(gl.getParameter(e ? e.UNMASKED_RENDERER_WEBGL : gl.RENDERER)); })()`))
}

// startBrowser starts the browser with WebGL drawn by ANGLE's backend.
func startBrowser(profile, backend string) (context.Context, func(), error) {
	chrome := os.Getenv("HYPERPLANE_CHROMIUM")
	if chrome == "" {
		chrome = "/usr/bin/chromium"
		if _, err := os.Stat(shellPath); err == nil && Shell {
			chrome = shellPath
		}
	}
	if _, err := os.Stat(chrome); err != nil {
		return nil, nil, fmt.Errorf("chromium is not installed at %s (make browser installs it)", chrome)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chrome),
		chromedp.NoSandbox,
		chromedp.UserDataDir(profile),
		chromedp.WindowSize(ViewW, ViewH),
		chromedp.Flag("use-angle", backend),
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
	if backend != "swiftshader" {
		// Chromium keeps WebGL 2 from Mesa's software driver unless told.
		opts = append(opts, chromedp.Flag("ignore-gpu-blocklist", true))
	}
	if filepath.Base(chrome) == filepath.Base(shellPath) {
		opts = append(opts, chromedp.Flag("disable-gpu-compositing", true))
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	bctx, cancelBrowser := chromedp.NewContext(actx)
	stop := func() { cancelBrowser(); cancelAlloc() }
	if err := chromedp.Do(bctx); err != nil {
		stop()
		return nil, nil, fmt.Errorf("starting chromium: %v", err)
	}
	return bctx, stop, nil
}

// StartServer runs the serve binary on a free port and returns its address.
func StartServer(bin, dir, base string, args ...string) (*exec.Cmd, string, error) {
	cmd := exec.Command(bin, append([]string{"-addr", "127.0.0.1:0", "-dir", dir, "-base", base}, args...)...)
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
