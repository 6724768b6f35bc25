// Command bench is Hyperplane's browser benchmark. In one headless Chromium
// session it runs the playground, a floor page (the same module drawing
// only a full-screen Kage shader every frame) and a blank page, measures
// each several times, and writes the medians with their ranges, the
// ratios to the floor page, and the Go benchmarks given with -go, to a
// Markdown file:
//
//	go run ./browsertest/cmd/bench -dist dist -go build/bench-go.txt -out BENCHMARKS.md
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"log"
	"math"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/chromedp/chromedp"

	"hyperplane/browsertest"
)

func main() {
	root := flag.String("root", ".", "the repository")
	dist := flag.String("dist", "dist", "the folder to serve as the playground (make dist)")
	goBench := flag.String("go", "", "output of go test -bench to include")
	out := flag.String("out", "BENCHMARKS.md", "the report to write")
	runs := flag.Int("runs", 5, "runs of each measurement")
	flag.Parse()
	if *runs < 1 {
		log.Fatal("bench: -runs must be at least 1")
	}
	r := &reporter{}
	// Errors during the measurements fail the bench once the report is
	// written and everything below is closed (deferred calls run last
	// first).
	defer func() {
		if len(r.errors) > 0 {
			log.Printf("bench: %d errors during the measurements (listed in %s)", len(r.errors), *out)
			os.Exit(1)
		}
	}()
	defer r.cleanup()

	absRoot, _ := filepath.Abs(*root)
	absDist, _ := filepath.Abs(*dist)
	floorDir, err := buildFloor(absRoot)
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(floorDir)

	env, err := browsertest.Setup(absRoot, absDist, "/")
	if err != nil {
		log.Fatal(err)
	}
	defer env.Close()
	// Every page loads as on a first visit. With the cache on, V8 may
	// reuse the compiled code of an earlier load of the same program, and
	// whether a load finds it varies from run to run and from page to page
	// (BENCHMARKS.md has the figures), which made the ratio of first frames
	// a lottery.
	env.Cold = true
	srv, floorURL, err := browsertest.StartServer(env.ServeBin, floorDir, "/")
	if err != nil {
		log.Fatal(err)
	}
	defer srv.Process.Kill()

	b := &bench{env: env, r: r, floor: floorURL, runs: *runs, results: map[string][]float64{}}
	b.run()
	report := keepHandSection(b.report(absDist, *goBench), *out)
	if err := os.WriteFile(*out, []byte(report), 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Print(report)
}

// buildFloor builds the floor page into a new folder with a blank page
// beside it.
func buildFloor(root string) (string, error) {
	dir, err := os.MkdirTemp("", "hyperplane-floor")
	if err != nil {
		return "", err
	}
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(dir, "floor.wasm"), "./browsertest/floor")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("building the floor page: %v\n%s", err, out)
	}
	copies := map[string]string{
		filepath.Join(root, "browsertest/floor/index.html"): "index.html",
		filepath.Join(root, "browsertest/floor/blank.html"): "blank.html",
		filepath.Join(root, "web/wasm_exec.js"):             "wasm_exec.js",
	}
	for src, dst := range copies {
		data, err := os.ReadFile(src)
		if err != nil {
			return "", err
		}
		if err := os.WriteFile(filepath.Join(dir, dst), data, 0o644); err != nil {
			return "", err
		}
	}
	// The floor is served as the playground is: with the .br and .gz
	// copies that make dist writes, which serve.go sends to a browser that
	// accepts them. Served raw, the floor skipped the decompression that
	// the playground pays for (measured in one session, over 7 loads: the
	// floor's first frame 1.80 s raw, 1.97 s with brotli).
	for _, f := range []string{"floor.wasm", "index.html", "wasm_exec.js"} {
		p := filepath.Join(dir, f)
		for _, c := range [][]string{{"gzip", "-9", "-k", p}, {"brotli", "-q", "11", "-k", p}} {
			if out, err := exec.Command(c[0], c[1:]...).CombinedOutput(); err != nil {
				return "", fmt.Errorf("compressing the floor page: %s: %v\n%s", c[0], err, out)
			}
		}
	}
	return dir, nil
}

// reporter lets the driver report to this program instead of a test.
// Its errors are kept: the report lists them and the bench then fails.
type reporter struct {
	fns    []func()
	errors []string
}

func (r *reporter) Helper()                   {}
func (r *reporter) Fatalf(f string, a ...any) { r.cleanup(); log.Fatalf(f, a...) }
func (r *reporter) Errorf(f string, a ...any) {
	log.Printf("error: "+f, a...)
	r.errors = append(r.errors, fmt.Sprintf(f, a...))
}
func (r *reporter) Logf(f string, a ...any) { log.Printf(f, a...) }
func (r *reporter) Cleanup(f func())        { r.fns = append(r.fns, f) }
func (r *reporter) Failed() bool            { return false }
func (r *reporter) cleanup() {
	for i := len(r.fns) - 1; i >= 0; i-- {
		r.fns[i]()
	}
	r.fns = nil
}

type bench struct {
	env     *browsertest.Env
	r       *reporter
	floor   string
	runs    int
	results map[string][]float64
}

func (b *bench) add(key string, v float64) {
	b.results[key] = append(b.results[key], v)
	log.Printf("%-40s %10.2f", key, v)
}

// fpsJS counts animation frames for three seconds.
const fpsJS = `new Promise((resolve) => {
	let n = 0;
	const t0 = performance.now();
	function f() {
		n++;
		const t = performance.now() - t0;
		if (t < 3000) requestAnimationFrame(f); else resolve(1000 * n / t);
	}
	requestAnimationFrame(f);
})`

func (b *bench) fps(p *browsertest.Page) float64 {
	v, err := chromedp.Run(p.Ctx, chromedp.Evaluate[float64](fpsJS, chromedp.EvalAwaitPromise))
	if err != nil {
		b.r.Fatalf("fps: %v", err)
	}
	return v
}

// firstFrame waits for a page's first frame and returns its time since
// navigation, in milliseconds.
func (b *bench) firstFrame(p *browsertest.Page, global string) float64 {
	p.WaitFor("the first frame", "window."+global+" !== undefined", 60*time.Second)
	return browsertest.Eval[float64](p, "window."+global)
}

// wasmEnd returns the time since navigation at which the page's wasm
// arrived whole (its resource timing's responseEnd): it is decompressed
// and compiled as it streams in, so this is when the download, the
// decompression and most of the compilation are over.
func (b *bench) wasmEnd(p *browsertest.Page) float64 {
	return browsertest.Eval[float64](p, `performance.getEntriesByType("resource").find((e) => e.name.endsWith(".wasm")).responseEnd`)
}

// points returns a JS expression that makes n points of two overlapping
// Gaussian blobs, from a seeded generator so every run trains the same.
func points(n int) string {
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

func (b *bench) run() {
	for i := 0; i < b.runs; i++ {
		log.Printf("run %d of %d", i+1, b.runs)
		// Each page is closed before the next opens: a page left open
		// goes on drawing and takes its share of the software renderer.
		b.blankRun()
		b.close()
		b.floorRun()
		b.close()
		b.playgroundRun()
		b.close()
	}
	b.firstFrames()
}

// firstFrames measures the first frames: the floor page and the
// playground load in turn, each after the other, firstLoads times as often
// as the frame-rate runs (a load is over in a second, and the first frame
// varies more from load to load than the other figures: in one run of five
// the floor's ranged over 350–490 ms and the playground's over 470–660).
// In the frame-rate runs the floor follows the blank page and the
// playground the floor, which is not the same start for both. In turn,
// neither page ever loads right after itself: in one probe a load right
// after the same page drew its first frame 50–60 ms sooner (medians of 7
// loads each way; another probe, of 6, saw no difference), and V8 can
// reuse a module compiled from the same bytes. For each load it also
// records when the wasm arrived whole and the time from there to the
// first frame.
func (b *bench) firstFrames() {
	for i := 0; i < firstLoads*b.runs; i++ {
		log.Printf("first frames %d of %d", i+1, firstLoads*b.runs)
		for _, pg := range []struct{ key, url, global string }{
			{"floor", b.floor, "benchFirstFrame"},
			{"play", b.env.URL, "hyperplaneFirstFrame"},
		} {
			p := b.env.OpenURL(b.r, pg.url)
			first := b.firstFrame(p, pg.global)
			end := b.wasmEnd(p)
			b.add(pg.key+"/first", first)
			b.add(pg.key+"/wasm-end", end)
			b.add(pg.key+"/after-wasm", first-end)
			b.close()
		}
	}
}

// firstLoads is how many loads of the floor page and of the playground
// measure the first frame, per run. With 25 loads of each, the ratio of
// the medians moved by ±0.04 from one make bench to the next (1.15 to
// 1.22 on the same build); 40 narrow that by a fifth.
const firstLoads = 8

// close closes the page and lets the browser settle for 2 s before the
// next one opens, so that every page starts on an idle browser: a page's
// teardown (its memory, its GL context) goes on after its tab closes, and
// the pages follow each other in a fixed order (the floor after the blank
// page, the playground after the floor).
func (b *bench) close() {
	b.r.cleanup()
	time.Sleep(2 * time.Second)
}

func (b *bench) blankRun() {
	p := b.env.OpenURL(b.r, b.floor+"blank.html")
	b.add("blank/first", b.firstFrame(p, "benchFirstFrame"))
	b.add("blank/fps", b.fps(p))
}

func (b *bench) floorRun() {
	p := b.env.OpenURL(b.r, b.floor)
	b.firstFrame(p, "benchFirstFrame")
	// The floor draws for as long before its measurement as the
	// playground trains before its own (1 s): the first seconds of a new
	// code path are slower while V8 compiles it, and the floor should not
	// be measured at that disadvantage.
	time.Sleep(time.Second)
	b.add("floor/fps", b.fps(p))
}

func (b *bench) playgroundRun() {
	p := b.env.OpenURL(b.r, b.env.URL)
	b.firstFrame(p, "hyperplaneFirstFrame")
	p.WaitFor("the API", "window.hyperplane !== undefined", 60*time.Second)
	time.Sleep(500 * time.Millisecond)
	b.add("play/idle-fps", b.fps(p))

	for _, n := range []int{1000, 10000} {
		p.Do(fmt.Sprintf("hyperplane.setPoints(%s)", points(n)))
		p.Do(`hyperplane.setAlgorithm("logistic")`)
		// The smallest tolerance and a small step keep it training through
		// the measurement (1 s and 3 s at 240 steps a second, then 3.5 s as
		// fast as it goes): the engine's logistic regression on the 1,000
		// points meets the tolerance after 13,744 steps at η = 0.01, which
		// it did before the end of every run's measurement, undercounting
		// its steps a second, and after 68,767 at η = 0.002 (counted by
		// stepping a trainer natively on the same points). 240 steps a
		// second is a step in every frame, so every frame has a new field.
		p.Do(`hyperplane.setParams({tol: 1e-12, maxSteps: 1000000, eta: 0.002})`)
		p.Do(`hyperplane.setSpeed(240)`)
		p.Do(`hyperplane.play()`)
		time.Sleep(time.Second)
		b.add(fmt.Sprintf("play/train-%d-fps", n), b.fps(p))
		// As fast as the time budget allows, with the view updating.
		p.Do(`hyperplane.setSpeed(1000000)`)
		time.Sleep(500 * time.Millisecond)
		s0 := browsertest.Eval[float64](p, "hyperplane.status().step")
		t0 := time.Now()
		time.Sleep(3 * time.Second)
		s1 := browsertest.Eval[float64](p, "hyperplane.status().step")
		b.add(fmt.Sprintf("play/train-%d-steps", n), (s1-s0)/time.Since(t0).Seconds())
		// What the view drew: the rings of the misclassified points are
		// left out when they would cover the plot (wasm ringsLegible).
		b.add(fmt.Sprintf("play/train-%d-mistakes", n), browsertest.Eval[float64](p, "hyperplane.status().mistakes"))
		b.add(fmt.Sprintf("play/train-%d-rings-hidden", n), browsertest.Eval[float64](p, "hyperplane.status().ringsHidden ? 1 : 0"))
		if st := browsertest.Eval[string](p, "hyperplane.status().status"); st != "running" {
			b.r.Errorf("training %d points stopped during the measurement: %s", n, st)
		}
		p.Do(`hyperplane.pause()`)
	}

	// Click to visible point with 100,000 points loaded.
	p.Do(fmt.Sprintf("hyperplane.setPoints(%s)", points(100000)))
	p.Do(`hyperplane.setAlgorithm("perceptron")`)
	time.Sleep(time.Second)
	fps := b.fps(p)
	x, y := p.ToPixel(4.2, 4.2)
	n0 := browsertest.Eval[float64](p, "hyperplane.status().npoints")
	p.Click(x, y)
	p.WaitFor("the point", fmt.Sprintf("hyperplane.status().npoints > %v && hyperplane.status().latency[3] > hyperplane.status().latency[2]", n0), 30*time.Second)
	// latency is [press, release, added, painted]: a click adds its point
	// on release (a press may start a pan), so the click's latency runs
	// from the release; the press is reported as well.
	lat := browsertest.Eval[[4]float64](p, "hyperplane.status().latency")
	ms := lat[3] - lat[1]
	b.add("play/click-100k-ms", ms)
	b.add("play/click-100k-frames", ms/(1000/fps))
	b.add("play/press-100k-ms", lat[3]-lat[0])
}

// stat is a median with its range.
type stat struct{ med, min, max float64 }

func summarize(v []float64) stat {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	if len(s) == 0 {
		return stat{math.NaN(), math.NaN(), math.NaN()}
	}
	med := s[len(s)/2]
	if len(s)%2 == 0 {
		med = (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	return stat{med, s[0], s[len(s)-1]}
}

func (b *bench) get(key string) stat { return summarize(b.results[key]) }

// wireSizes fetches a page's wasm (url is the page's folder, name the
// file) with each encoding and counts the bytes that cross the wire.
func wireSizes(url, name string) (raw, gz, br int64, err error) {
	size := func(enc string) (int64, error) {
		req, _ := http.NewRequest("GET", url+name, nil)
		req.Header.Set("Accept-Encoding", enc)
		tr := &http.Transport{DisableCompression: true}
		resp, err := (&http.Client{Transport: tr}).Do(req)
		if err != nil {
			return 0, err
		}
		defer resp.Body.Close()
		n, err := io.Copy(io.Discard, resp.Body)
		if got := resp.Header.Get("Content-Encoding"); enc != "identity" && got != enc {
			return n, fmt.Errorf("asked for %s, got %q (run make dist)", enc, got)
		}
		return n, err
	}
	if raw, err = size("identity"); err != nil {
		return
	}
	if gz, err = size("gzip"); err != nil {
		return
	}
	br, err = size("br")
	return
}

func (b *bench) report(dist, goBench string) string {
	var sb strings.Builder
	w := func(f string, a ...any) { fmt.Fprintf(&sb, f, a...) }
	w("# Benchmarks\n\n")
	w("Written by `make bench` on %s. Every browser figure is the median of %d runs in one headless Chromium session (the first frames of the floor page and the playground: %d loads of each, in turn), with the smallest and largest in brackets. Every page loads as on a first visit, with the browser's cache off, so that no load reuses code that V8 compiled in an earlier one. The playground and the floor page are served alike, by serve.go from folders with brotli and gzip copies of every file.\n\n",
		time.Now().UTC().Format("2006-01-02"), b.runs, firstLoads*b.runs)
	w("## The machine\n\n%s\n", machine())

	row := func(name, key, unit string, digits int) {
		s := b.get(key)
		w("| %s | %.*f %s | [%.*f, %.*f] |\n", name, digits, s.med, unit, digits, s.min, digits, s.max)
	}
	w("## In the browser\n\nThe canvas is %d×%d CSS pixels at a device pixel ratio of 1, drawn by SwiftShader (software WebGL2).\n\n",
		browsertest.ViewW-340, browsertest.ViewH)
	w("| Measure | Median | Range |\n|---|---|---|\n")
	row("Blank page: navigation to first frame", "blank/first", "ms", 0)
	row("Floor page: navigation to first frame", "floor/first", "ms", 0)
	row("Playground: navigation to first frame", "play/first", "ms", 0)
	row("Floor page: navigation to its wasm arrived (streamed, decompressed, compiled)", "floor/wasm-end", "ms", 0)
	row("Playground: navigation to its wasm arrived (streamed, decompressed, compiled)", "play/wasm-end", "ms", 0)
	row("Blank page: frames per second", "blank/fps", "fps", 1)
	row("Floor page: frames per second (full-screen shader)", "floor/fps", "fps", 1)
	row("Playground idle: frames per second", "play/idle-fps", "fps", 1)
	row("Playground training logistic regression, 1,000 points", "play/train-1000-fps", "fps", 1)
	row("Playground training logistic regression, 10,000 points", "play/train-10000-fps", "fps", 1)
	row("Training steps per second, 1,000 points, view updating", "play/train-1000-steps", "steps/s", 0)
	row("Training steps per second, 10,000 points, view updating", "play/train-10000-steps", "steps/s", 0)
	row("Click to visible point, 100,000 points", "play/click-100k-ms", "ms", 1)
	row("Click to visible point, 100,000 points", "play/click-100k-frames", "frames", 2)
	row("Press to visible point (the click adds on release), 100,000 points", "play/press-100k-ms", "ms", 1)

	for _, c := range []struct {
		n     int
		label string
	}{{1000, "1,000"}, {10000, "10,000"}} {
		n, label := c.n, c.label
		m := b.get(fmt.Sprintf("play/train-%d-mistakes", n))
		hidden := b.get(fmt.Sprintf("play/train-%d-rings-hidden", n))
		drawn := "ringed"
		switch {
		case hidden.min == 1:
			drawn = "not ringed: their rings would ink more than a quarter of the plot, and the page says so beside the toggle"
		case hidden.max == 1:
			drawn = "ringed in some runs and not in others"
		}
		w("\nTraining %s points, the view showed the field, the boundary, the grid and the points; the %.0f or so misclassified points (median at the end of the training runs) were %s.\n", label, m.med, drawn)
	}
	w("\n## Against the targets\n\n| Target | Measured | Met |\n|---|---|---|\n")
	floorFPS := b.get("floor/fps").med
	ratio := func(name, key string, base, target float64, above bool) {
		v := b.get(key).med / base
		met := v >= target
		if !above {
			met = v <= target
		}
		cmp := "≥"
		if !above {
			cmp = "≤"
		}
		w("| %s %s %.2f | %.2f | %s |\n", name, cmp, target, v, yes(met))
	}
	ratio("FPS training 1,000 points / floor FPS", "play/train-1000-fps", floorFPS, 0.9, true)
	ratio("FPS training 10,000 points / floor FPS", "play/train-10000-fps", floorFPS, 0.75, true)
	ratio("First frame / floor first frame", "play/first", b.get("floor/first").med, 1.2, false)
	cf := b.get("play/click-100k-frames").med
	w("| Click to visible point with 100,000 points ≤ 2 frames | %.2f frames | %s |\n", cf, yes(cf <= 2))
	raw, gz, br, err := wireSizes(b.env.URL, "main.wasm")
	if err != nil {
		w("| wasm over the wire with brotli ≤ 3.4 MB | %v | no |\n", err)
	} else {
		w("| wasm over the wire with brotli ≤ 3.4 MB | %.2f MB | %s |\n", float64(br)/1e6, yes(float64(br) <= 3.4e6))
		w("\nThe wasm over the wire: %.2f MB raw, %.2f MB gzip, %.2f MB brotli.\n", float64(raw)/1e6, float64(gz)/1e6, float64(br)/1e6)
	}
	// Where the first frames part: the wasm's arrival, which grows with
	// its size, and the program's run from there to its first frame.
	if fraw, _, fbr, ferr := wireSizes(b.floor, "floor.wasm"); ferr == nil && err == nil {
		fe, pe := b.get("floor/wasm-end").med, b.get("play/wasm-end").med
		fa, pa := b.get("floor/after-wasm").med, b.get("play/after-wasm").med
		w("\nThe first frames, in two parts (medians over the loads). The floor page's wasm is %.2f MB raw (%.2f MB brotli), the playground's %.2f MB (%.2f MB): the playground's arrives whole %.0f ms after navigation, %+.0f ms from the floor's %.0f ms, as it streams in, is decompressed and compiled. From there to the first frame (Go's start, Ebiten's and the program's own, to the first frame drawn) takes the playground %.0f ms and the floor %.0f ms (%+.0f ms).\n",
			float64(fraw)/1e6, float64(fbr)/1e6, float64(raw)/1e6, float64(br)/1e6, pe, pe-fe, fe, pa, fa, pa-fa)
	}
	if goBench != "" {
		w("\n## In Go\n\n`go test -bench . -benchmem ./engine/`: one `Step` of every trainer, with its defaults at n points and with each other method, unit, estimate and multi-class strategy at n = 100,000; then the other benchmarks of the engine. A trainer that stops is replaced by a fresh one, so every step is a real one; ms/step times the `Step` calls alone, while ns/op, B/op and allocs/op include each step's share of making those fresh trainers. The target is a step of at most 5 ms at n = 100,000 for every trainer that is not a kernel method.\n\n")
		steps, scores := goTable(goBench)
		w("%s", steps)
		w("\nEvery model of the catalog, as 50 steps (or fewer, if it stopped) left it on n points of two classes, scoring each of those points once: the time per point and for all n.\n\n%s", scores)
	}
	w("%s", b.problems())
	return sb.String()
}

// problems lists the errors of the run, which make its figures suspect;
// it ends the report.
func (b *bench) problems() string {
	if len(b.r.errors) == 0 {
		return ""
	}
	var sb strings.Builder
	sb.WriteString("\n## Errors during the run\n\nThe figures above are suspect where these touch them.\n\n")
	for _, e := range b.r.errors {
		fmt.Fprintf(&sb, "- %s\n", e)
	}
	return sb.String()
}

func yes(b bool) string {
	if b {
		return "yes"
	}
	return "**no**"
}

// goTable turns go test -bench output into two Markdown tables: the
// steps and other benchmarks, and the scoring benchmarks (those that
// report ns/point).
func goTable(path string) (string, string) {
	f, err := os.Open(path)
	if err != nil {
		msg := fmt.Sprintf("(could not read %s: %v)\n", path, err)
		return msg, msg
	}
	defer f.Close()
	var sb, sc strings.Builder
	sb.WriteString("| Benchmark | ms/step | ns/op | B/op | allocs/op | ≤ 5 ms |\n|---|---|---|---|---|---|\n")
	sc.WriteString("| Benchmark | ns/point | ms for all n | B/op | allocs/op |\n|---|---|---|---|---|\n")
	lines := bufio.NewScanner(f)
	for lines.Scan() {
		fs := strings.Fields(lines.Text())
		if len(fs) < 4 || !strings.HasPrefix(fs[0], "Benchmark") {
			continue
		}
		name := fs[0]
		if i := strings.LastIndex(name, "-"); i > 0 {
			name = name[:i] // the GOMAXPROCS suffix
		}
		var ns, step, point, bytes, allocs string
		for i := 2; i+1 < len(fs); i += 2 {
			switch fs[i+1] {
			case "ns/op":
				ns = fs[i]
			case "ns/point":
				point = fs[i]
			case "ns/step":
				step = fs[i]
			case "B/op":
				bytes = fs[i]
			case "allocs/op":
				allocs = fs[i]
			}
		}
		if point != "" {
			v, _ := strconv.ParseFloat(ns, 64)
			fmt.Fprintf(&sc, "| %s | %s | %.3f | %s | %s |\n", strings.TrimPrefix(name, "Benchmark"), point, v/1e6, bytes, allocs)
			continue
		}
		ms, target := "", ""
		if step != "" {
			v, _ := strconv.ParseFloat(step, 64)
			ms = fmt.Sprintf("%.3f", v/1e6)
			if strings.Contains(name, "n=100000") {
				target = yes(v <= 5e6)
			}
		}
		fmt.Fprintf(&sb, "| %s | %s | %s | %s | %s | %s |\n", strings.TrimPrefix(name, "Benchmark"), ms, ns, bytes, allocs, target)
	}
	return sb.String(), sc.String()
}

// machine describes the machine, the browser and Go.
func machine() string {
	model := "unknown"
	if data, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, l := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(l, "model name") {
				model = strings.TrimSpace(strings.SplitN(l, ":", 2)[1])
				break
			}
		}
	}
	mem := ""
	if data, err := os.ReadFile("/proc/meminfo"); err == nil {
		fs := strings.Fields(strings.SplitN(string(data), "\n", 2)[0])
		if len(fs) >= 2 {
			kb, _ := strconv.ParseFloat(fs[1], 64)
			mem = fmt.Sprintf("%.0f GiB", kb/1024/1024)
		}
	}
	chrome := "unknown"
	path := os.Getenv("HYPERPLANE_CHROMIUM")
	if path == "" {
		path = "/usr/bin/chromium"
	}
	if out, err := exec.Command(path, "--version").Output(); err == nil {
		chrome = strings.TrimSpace(string(out))
	}
	gover := "unknown"
	if out, err := exec.Command("go", "version").Output(); err == nil {
		gover = strings.TrimSpace(string(out))
	}
	return fmt.Sprintf("- CPU: %s, %d cores; memory %s; no GPU\n- %s, headless, WebGL2 through SwiftShader\n- %s (%s/%s)\n",
		model, runtime.NumCPU(), mem, chrome, gover, runtime.GOOS, runtime.GOARCH)
}
