package export

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// debianPython is Debian's interpreter, with python3-numpy, -sklearn,
// -matplotlib and -nbformat (installed by .ci/ensure-chromium). The python3
// on PATH may be another build without them.
const debianPython = "/usr/bin/python3"

// needPython returns the interpreter, or skips the test when it lacks the
// modules, except in CI (CI=true), where .ci/run installs them and their
// absence is a failure.
func needPython(t *testing.T, modules ...string) string {
	t.Helper()
	args := []string{"-c", "import " + strings.Join(modules, ", ")}
	if out, err := exec.Command(debianPython, args...).CombinedOutput(); err != nil {
		msg := fmt.Sprintf("%s cannot import %s (%v: %s); run .ci/ensure-chromium (make browser) to install "+
			"python3-numpy python3-sklearn python3-matplotlib python3-nbformat", debianPython,
			strings.Join(modules, ", "), err, strings.TrimSpace(string(out)))
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	return debianPython
}

// printed is what an exported script prints.
type printed struct {
	rows, quads [][]float64
	// A network's hidden and output rows.
	hidden, output [][]float64
	accuracy       float64
	loss           float64
	checks         map[string]float64 // scikit-learn's differences, by name
	out            string
	// A dual machine's α and support, a kernel machine's f at the training
	// points (one slice per row), and the decision stage's lines by head
	// ("decided train accuracy", "decided train 1", ...).
	alpha   []float64
	support []float64
	f       [][]float64
	decided map[string][]float64
	applies string
}

func parseFloats(t *testing.T, s string) []float64 {
	t.Helper()
	var v []float64
	for _, f := range strings.Fields(s) {
		x, err := strconv.ParseFloat(f, 64)
		if err != nil {
			t.Fatalf("not a number %q in %q", f, s)
		}
		v = append(v, x)
	}
	return v
}

func parseOutput(t *testing.T, out string) printed {
	t.Helper()
	p := printed{checks: map[string]float64{}, out: out, accuracy: math.NaN(), loss: math.NaN(), decided: map[string][]float64{}}
	for _, line := range strings.Split(out, "\n") {
		head, rest, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		first := strings.Fields(rest + " x")[0]
		switch {
		case strings.HasPrefix(head, "row "):
			p.rows = append(p.rows, parseFloats(t, rest))
		case strings.HasPrefix(head, "quad "):
			p.quads = append(p.quads, parseFloats(t, rest))
		case strings.HasPrefix(head, "hidden "):
			p.hidden = append(p.hidden, parseFloats(t, rest))
		case strings.HasPrefix(head, "output "):
			p.output = append(p.output, parseFloats(t, rest))
		case head == "accuracy":
			p.accuracy = parseFloats(t, first)[0]
		case head == "loss":
			p.loss = parseFloats(t, first)[0]
		case head == "alpha":
			p.alpha = parseFloats(t, rest)
		case head == "support":
			p.support = parseFloats(t, rest)
		case strings.HasPrefix(head, "f "):
			p.f = append(p.f, parseFloats(t, rest))
		case strings.HasSuffix(head, " accuracy") && strings.HasPrefix(head, "decided "):
			p.decided[head] = parseFloats(t, first)
		case strings.HasPrefix(head, "decided "):
			p.decided[head] = parseFloats(t, rest)
		case head == "the decision stage applies to this model":
			p.applies = strings.TrimSpace(rest)
		case strings.HasPrefix(head, "scikit-learn"):
			_, d, _ := strings.Cut(rest, "=")
			p.checks[head] = parseFloats(t, d)[0]
		}
	}
	return p
}

// converge runs the scene's trainer on its training points until it stops,
// as the page does, and returns the last snapshot.
func converge(t *testing.T, sc scene.Scene) engine.Snapshot {
	t.Helper()
	part := sc.Split.Divide(sc.Dataset())
	tr, err := engine.NewTrainer(sc.Algorithm, part.Train, sc.Basis, sc.Params)
	if err != nil {
		t.Fatalf("%s: %v", sc.Algorithm, err)
	}
	s := tr.Snapshot()
	for i := 0; !s.Status.Stopped(); i++ {
		if i > 2_000_000 {
			t.Fatalf("%s: did not stop", sc.Algorithm)
		}
		if s, err = tr.Step(); err != nil {
			t.Fatalf("%s: %v", sc.Algorithm, err)
		}
	}
	return s
}

// close reports whether got matches want to 1e-6 relative, with the scale
// of the whole vector for entries near zero (a weight of 1e-17 next to
// weights of 1 is zero to rounding in both).
func closeTo(got, want, scale float64) bool {
	return math.Abs(got-want) <= 1e-6*math.Max(math.Max(math.Abs(got), math.Abs(want)), scale)
}

func maxAbs(rows [][]float64) float64 {
	m := 0.0
	for _, r := range rows {
		for _, v := range r {
			m = math.Max(m, math.Abs(v))
		}
	}
	return m
}

// compare checks the script's numbers against the engine's snapshot.
func compare(t *testing.T, name string, p printed, s engine.Snapshot) {
	t.Helper()
	f := s.Field
	if len(p.rows) != len(f.Rows) {
		t.Errorf("%s: %d rows printed, the page has %d\n%s", name, len(p.rows), len(f.Rows), p.out)
		return
	}
	scale := maxAbs(f.Rows)
	for r := range f.Rows {
		for j := range f.Rows[r] {
			if j >= len(p.rows[r]) || !closeTo(p.rows[r][j], f.Rows[r][j], scale) {
				t.Errorf("%s: row %d: Python %v, page %v", name, r, p.rows[r], f.Rows[r])
				break
			}
		}
	}
	if len(p.quads) != len(f.Quad) {
		t.Errorf("%s: %d quadratic forms printed, the page has %d", name, len(p.quads), len(f.Quad))
	}
	qs := maxAbs(f.Quad)
	for r := range min(len(p.quads), len(f.Quad)) {
		for j := range f.Quad[r] {
			if !closeTo(p.quads[r][j], f.Quad[r][j], qs) {
				t.Errorf("%s: quad %d: Python %v, page %v", name, r, p.quads[r], f.Quad[r])
				break
			}
		}
	}
	compareNetwork(t, name, p, f.Network)
	if acc := s.Accuracy(); math.Abs(p.accuracy-acc) > 1e-12 {
		t.Errorf("%s: accuracy: Python %v, page %v (%d mistakes of %d)", name, p.accuracy, acc, s.Mistakes, s.N)
	}
	if !closeTo(p.loss, s.Loss, 1e-9) {
		t.Errorf("%s: loss: Python %v, page %v (%s)", name, p.loss, s.Loss, s.Criterion)
	}
	// scikit-learn's solvers stop on rules of their own (lbfgs on a relative
	// decrease of the objective), so its fits are checked to 1e-4.
	for k, d := range p.checks {
		if !(d <= 1e-4*math.Max(scale, 1)) {
			t.Errorf("%s: %s differs by %v", name, k, d)
		}
	}
}

// runner runs the scripts named on its command line in one interpreter,
// each in a fresh namespace (so NumPy and scikit-learn are imported once),
// and prints one JSON line per script: its name, output and any error.
const runner = `import contextlib, io, json, sys, traceback
for path in sys.argv[1:]:
    buf, err = io.StringIO(), None
    try:
        with contextlib.redirect_stdout(buf):
            with open(path, encoding="utf-8") as f:
                exec(compile(f.read(), path, "exec"), {"__name__": "__main__"})
    except BaseException:
        err = traceback.format_exc()
    print(json.dumps({"path": path, "out": buf.getvalue(), "error": err}), flush=True)
`

// runScripts runs the scripts in two interpreters (the machine has two
// cores) and returns their outputs by name.
func runScripts(t *testing.T, py string, scripts map[string]string) map[string]string {
	t.Helper()
	dir := t.TempDir()
	names := map[string]string{} // path → name
	var paths []string
	for name, src := range scripts {
		path := filepath.Join(dir, strings.NewReplacer("/", "_", " ", "_").Replace(name)+".py")
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		names[path] = name
		paths = append(paths, path)
	}
	sort.Strings(paths)
	var mu sync.Mutex
	outs := map[string]string{}
	var wg sync.WaitGroup
	for half := range 2 {
		var mine []string
		for i, p := range paths {
			if i%2 == half {
				mine = append(mine, p)
			}
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			cmd := exec.Command(py, append([]string{"-c", runner}, mine...)...)
			cmd.Env = append(os.Environ(), "MPLBACKEND=Agg", "PYTHONDONTWRITEBYTECODE=1")
			out, err := cmd.Output()
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				t.Errorf("the runner: %v\n%s", err, out)
			}
			for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
				var r struct {
					Path, Out string
					Error     *string
				}
				if err := json.Unmarshal([]byte(line), &r); err != nil {
					t.Errorf("the runner printed %q: %v", line, err)
					continue
				}
				if r.Error != nil {
					t.Errorf("%s: %s\n%s", names[r.Path], *r.Error, r.Out)
					continue
				}
				outs[names[r.Path]] = r.Out
			}
		}()
	}
	wg.Wait()
	return outs
}
