package main

import (
	"bufio"
	"fmt"
	"hyperplane/browsertest"
	"io"
	"math"
	"net/http"
	"os"
	"os/exec"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"
)

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

// firstReport says where the playground's first frame parts from the
// floor's: the module's size (the padded floor against the floor), the
// playground's page (the padded floor in the playground's page against
// the floor's page) and the playground's own start (the playground
// against the padded floor in its page); and in each, how much of it is
// before the wasm arrived whole and how much after.
func (b *bench) firstReport() string {
	var sb strings.Builder
	w := func(f string, a ...any) { fmt.Fprintf(&sb, f, a...) }
	fraw, _, fbr, ferr := wireSizes(b.floor, "floor.wasm")
	praw, _, pbr, perr := wireSizes(b.env.URL, "main.wasm")
	if ferr != nil || perr != nil {
		w("\nThe first frames' parts: the wasm's sizes could not be read (%v, %v).\n", ferr, perr)
		return sb.String()
	}
	first := func(k string) float64 { return b.get(k + "/first").med }
	arr := func(k string) float64 { return b.get(k + "/wasm-end").med }
	after := func(k string) float64 { return b.get(k + "/after-wasm").med }
	w("\nWhere the playground's first frame parts from the floor's (medians over the %d loads of each page, in turn). The floor page's wasm is %.2f MB raw (%.2f MB brotli), the playground's %.2f MB (%.2f MB). The padded floor is the playground's program built to run the floor's game instead (the tag benchfloor): the playground's module, with its size and its packages' initialization, and the floor's own start and frames.\n\n",
		len(b.results["floor/first"]), float64(fraw)/1e6, float64(fbr)/1e6, float64(praw)/1e6, float64(pbr)/1e6)
	w("| Page | First frame | The wasm arrived whole | From there to the first frame |\n|---|---|---|---|\n")
	for _, p := range []struct{ name, key string }{
		{"Floor page", "floor"},
		{"Padded floor, in the floor's page", "padded"},
		{"Padded floor, in the playground's page", "padpage"},
		{"Playground", "play"},
	} {
		w("| %s | %.0f ms | %.0f ms | %.0f ms |\n", p.name, first(p.key), arr(p.key), after(p.key))
	}
	part := func(name, from, to string) {
		w("- %s: %+.0f ms (%+.0f before the wasm arrived, %+.0f after)\n", name, first(to)-first(from), arr(to)-arr(from), after(to)-after(from))
	}
	w("\nThe playground's first frame against the floor's, %+.0f ms, in three parts:\n\n", first("play")-first("floor"))
	part("the module's size (the padded floor against the floor)", "floor", "padded")
	part("the playground's page (the padded floor in the playground's page against the floor's)", "padded", "padpage")
	part("the playground's own start (the playground against the padded floor in its page)", "padpage", "play")
	w("\nThe padded floor's first frame is %.2f of the floor's.\n", first("padded")/first("floor"))
	return sb.String()
}

func (b *bench) report(dist, goBench string) string {
	var sb strings.Builder
	w := func(f string, a ...any) { fmt.Fprintf(&sb, f, a...) }
	w("# Benchmarks\n\n")
	w("Written by `make bench` on %s. Every browser figure is the median of %d runs in one headless Chromium session (the first frames of the floor page, the padded floors and the playground: %d loads of each, in turn), with the smallest and largest in brackets. Every page loads as on a first visit, with the browser's cache off, so that no load reuses code that V8 compiled in an earlier one. The playground and the floor page are served alike, by serve.go from folders with brotli and gzip copies of every file.\n\n",
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
	row("Padded floor (the playground's module running the floor's game): navigation to first frame", "padded/first", "ms", 0)
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
	w("%s", b.embedReport())

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
	w("\n%s", b.cvReport())
	w("\n%s", b.kernelReport())
	w("\n%s", b.networkReport())
	w("\n%s", b.framesReport())
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
	small := b.get("small/floor").med
	ratio("At 320×200: FPS training 1,000 points / floor FPS", "small/train-1000", small, 0.9, true)
	ratio("At 320×200: FPS training 10,000 points / floor FPS", "small/train-10000", small, 0.9, true)
	ratio("At 320×200: FPS of the kernel scenario training / floor FPS", "small/kernel", small, 0.9, true)
	ratio("At 320×200: FPS training the network (H = 8), 1,000 points / floor FPS", "small/network", small, 0.9, true)
	cf := b.get("play/click-100k-frames").med
	w("| Click to visible point with 100,000 points ≤ 2 frames | %.2f frames | %s |\n", cf, yes(cf <= 2))
	eb := b.get("embed/burst-1000-ms").med
	w("| A burst of 1,000 embed commands answered ≤ 2,000 ms | %.0f ms | %s |\n", eb, yes(eb <= 2000))
	raw, gz, br, err := wireSizes(b.env.URL, "main.wasm")
	if err != nil {
		w("| wasm over the wire with brotli ≤ 3.4 MB | %v | no |\n", err)
	} else {
		w("| wasm over the wire with brotli ≤ 3.4 MB | %.2f MB | %s |\n", float64(br)/1e6, yes(float64(br) <= 3.4e6))
		w("\nThe wasm over the wire: %.2f MB raw, %.2f MB gzip, %.2f MB brotli.\n", float64(raw)/1e6, float64(gz)/1e6, float64(br)/1e6)
	}
	w("%s", b.firstReport())
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
