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
	"flag"
	"fmt"
	"hyperplane/browsertest"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

func main() {
	root := flag.String("root", ".", "the repository")
	dist := flag.String("dist", "dist", "the folder to serve as the playground (make dist)")
	goBench := flag.String("go", "", "output of go test -bench to include")
	out := flag.String("out", "BENCHMARKS.md", "the report to write")
	runs := flag.Int("runs", 5, "runs of each measurement")
	only := flag.String("only", "", `"cv", "kernel", "frames", "steps", "embed", "neural" (the network's figures), "idle" (the CPU an idle page costs), "small" (the frame rates at 320×200, at each of -rates) or "first": run only that measurement and print it`)
	before := flag.String("before", "", `with -only steps: another build of the playground (a folder like dist) to measure in turn`)
	profile := flag.String("profile", "", `with -only slow: a folder to write V8's profile of each scenario into (build the wasm without -s to see Go's names)`)
	rates := flag.String("rates", "", `with -only slow or small: the CPU throttling rates to measure at (slow: 1,4 unless given; small: 1,2)`)
	scenarios := flag.String("scenarios", "", `with -only slow: a regular expression of the scenarios to run (slow.go's keys)`)
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
	if *only == "idle" {
		// The browser's processes alone: no floor page. The pages load the
		// program's compiled code from the browser's cache, as a returning
		// reader's do, rather than compile it again (whose optimizing
		// compiler works for seconds in the background of each new page).
		browsertest.KeepProgram = true
		env, err := browsertest.Setup(absRoot, absDist, "/")
		if err != nil {
			log.Fatal(err)
		}
		defer env.Close()
		b := &bench{env: env, r: r, runs: *runs, results: map[string][]float64{}}
		b.idleOnly()
		return
	}
	if *only == "slow" {
		// No floor page: the section measures the playground alone.
		var filter *regexp.Regexp
		if *scenarios != "" {
			filter = regexp.MustCompile(*scenarios)
		}
		env, err := browsertest.Setup(absRoot, absDist, "/")
		if err != nil {
			log.Fatal(err)
		}
		defer env.Close()
		env.Cold = true
		b := &bench{env: env, r: r, runs: *runs, results: map[string][]float64{}, profile: *profile}
		if *rates != "" {
			slowRates = parseRates(*rates)
		}
		b.slowOnly(filter)
		return
	}
	floorDir, err := buildFloor(absRoot)
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(floorDir)
	if err := paddedPage(absDist, floorDir); err != nil {
		log.Fatal(err)
	}

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
	if *only == "cv" {
		b.cvOnly()
		return
	}
	if *only == "kernel" {
		b.kernelOnly()
		return
	}
	if *only == "steps" {
		bsrv, beforeURL := (*exec.Cmd)(nil), ""
		if *before != "" {
			abs, _ := filepath.Abs(*before)
			if bsrv, beforeURL, err = browsertest.StartServer(env.ServeBin, abs, "/"); err != nil {
				log.Fatal(err)
			}
			defer bsrv.Process.Kill()
		}
		b.stepsOnly(beforeURL)
		return
	}
	if *only == "embed" {
		b.embedOnly()
		return
	}
	if *only == "frames" {
		b.framesOnly()
		return
	}
	if *only == "neural" {
		b.networkOnly()
		return
	}
	if *only == "small" {
		list := []float64{1, 2}
		if *rates != "" {
			list = parseRates(*rates)
		}
		b.smallOnly(list)
		return
	}
	if *only == "first" {
		b.firstFrames()
		fmt.Print(b.firstReport())
		return
	}
	b.run()
	report := keepHandSection(b.report(absDist, *goBench), *out)
	if err := os.WriteFile(*out, []byte(report), 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Print(report)
}

// parseRates reads -rates: CPU throttling rates, each at least 1,
// separated by commas.
func parseRates(list string) []float64 {
	var out []float64
	for _, f := range strings.Split(list, ",") {
		r, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
		if err != nil || r < 1 {
			log.Fatalf("bench: -rates %q: %v", list, err)
		}
		out = append(out, r)
	}
	return out
}

// buildFloor builds the floor page into a new folder with a blank page
// beside it.
func buildFloor(root string) (string, error) {
	dir, err := os.MkdirTemp("", "hyperplane-floor")
	if err != nil {
		return "", err
	}
	if err := buildWasm(root, filepath.Join(dir, "floor.wasm"), "./browsertest/floor"); err != nil {
		return "", fmt.Errorf("building the floor page: %v", err)
	}
	for src, dst := range map[string]string{
		"browsertest/floor/index.html": "index.html",
		"browsertest/floor/blank.html": "blank.html",
		"web/wasm_exec.js":             "wasm_exec.js",
	} {
		if err := copyFile(filepath.Join(root, src), filepath.Join(dir, dst), nil); err != nil {
			return "", err
		}
	}
	// The floor is served as the playground is: with the .br and .gz
	// copies that make dist writes, which serve.go sends to a browser that
	// accepts them. Served raw, the floor skipped the decompression that
	// the playground pays for (measured in one session, over 7 loads: the
	// floor's first frame 1.80 s raw, 1.97 s with brotli).
	if err := compress(dir, "floor.wasm", "index.html", "wasm_exec.js"); err != nil {
		return "", err
	}
	if err := buildPadded(root, dir); err != nil {
		return "", err
	}
	return dir, nil
}

// buildPadded builds the padded floor into dir/padded: the playground's
// program built with the tag benchfloor (wasm/benchfloor_js.go), which
// runs the floor's game when its page sets window.benchPadded. Its module
// is the playground's in all but a few functions, so its first frame
// against the floor's is what the module's size costs (its download,
// decompression, compilation and Go's package initialization), and the
// playground's against it what the playground's own start costs. The
// playground's page, with that module, is made from the dist by
// paddedPage.
func buildPadded(root, dir string) error {
	pd := filepath.Join(dir, "padded")
	if err := os.MkdirAll(pd, 0o755); err != nil {
		return err
	}
	if err := buildWasm(root, filepath.Join(pd, "floor.wasm"), "./wasm", "benchfloor"); err != nil {
		return fmt.Errorf("building the padded floor: %v", err)
	}
	if err := copyFile(filepath.Join(root, "browsertest/floor/index.html"), filepath.Join(pd, "index.html"), markPadded); err != nil {
		return err
	}
	if err := copyFile(filepath.Join(root, "web/wasm_exec.js"), filepath.Join(pd, "wasm_exec.js"), nil); err != nil {
		return err
	}
	return compress(pd, "floor.wasm", "index.html", "wasm_exec.js")
}

// paddedPage makes dir/padpage: a copy of the dist (the playground's
// page, its style and scripts) whose main.wasm is the padded floor's
// module and whose page sets window.benchPadded, so that it runs the
// floor's game in the playground's page.
func paddedPage(dist, dir string) error {
	pp := filepath.Join(dir, "padpage")
	if err := os.CopyFS(pp, os.DirFS(dist)); err != nil {
		return fmt.Errorf("copying the dist for the padded page: %v", err)
	}
	// copyFile and compress overwrite the dist's main.wasm and
	// index.html and their compressed copies.
	if err := copyFile(filepath.Join(dir, "padded", "floor.wasm"), filepath.Join(pp, "main.wasm"), nil); err != nil {
		return err
	}
	if err := copyFile(filepath.Join(dist, "index.html"), filepath.Join(pp, "index.html"), markPadded); err != nil {
		return err
	}
	return compress(pp, "main.wasm", "index.html")
}

// buildWasm builds the Go package pkg of the module at root for the
// browser, as make build does, with the given build tags, into out.
func buildWasm(root, out, pkg string, tags ...string) error {
	args := []string{"build", "-trimpath", "-ldflags=-s -w", "-o", out}
	if len(tags) > 0 {
		args = append(args, "-tags", strings.Join(tags, ","))
	}
	cmd := exec.Command("go", append(args, pkg)...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if b, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%v\n%s", err, b)
	}
	return nil
}

// copyFile copies src to dst, through edit when it is not nil.
func copyFile(src, dst string, edit func([]byte) ([]byte, error)) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	if edit != nil {
		if data, err = edit(data); err != nil {
			return fmt.Errorf("%s: %v", src, err)
		}
	}
	return os.WriteFile(dst, data, 0o644)
}

// markPadded sets window.benchPadded before the page's first script.
func markPadded(page []byte) ([]byte, error) {
	const tag = "<script>"
	i := strings.Index(string(page), tag)
	if i < 0 {
		return nil, fmt.Errorf("the page has no <script> to put window.benchPadded before")
	}
	return []byte(string(page[:i]) + "<script>window.benchPadded = true;</script>\n" + string(page[i:])), nil
}

// compress writes the .gz and .br copies of the files in dir, as make
// dist does.
func compress(dir string, files ...string) error {
	for _, f := range files {
		p := filepath.Join(dir, f)
		for _, c := range [][]string{{"gzip", "-9", "-k", "-f", p}, {"brotli", "-q", "11", "-k", "-f", p}} {
			if out, err := exec.Command(c[0], c[1:]...).CombinedOutput(); err != nil {
				return fmt.Errorf("compressing %s: %s: %v\n%s", p, c[0], err, out)
			}
		}
	}
	return nil
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
