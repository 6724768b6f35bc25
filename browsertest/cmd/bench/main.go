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
)

func main() {
	root := flag.String("root", ".", "the repository")
	dist := flag.String("dist", "dist", "the folder to serve as the playground (make dist)")
	goBench := flag.String("go", "", "output of go test -bench to include")
	out := flag.String("out", "BENCHMARKS.md", "the report to write")
	runs := flag.Int("runs", 5, "runs of each measurement")
	only := flag.String("only", "", `"cv", "kernel", "frames" or "steps": run only that measurement and print it`)
	before := flag.String("before", "", `with -only steps: another build of the playground (a folder like dist) to measure in turn`)
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
	if *only == "frames" {
		b.framesOnly()
		return
	}
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
