package browsertest

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"hyperplane/engine/export"
	"hyperplane/engine/msg/msgtest"
	"hyperplane/engine/scene"
)

// captureDownloads makes the page record, instead of saving, the files
// its buttons download (name and text), and what it copies.
const captureDownloads = `(() => {
  window.__saved = [];
  window.__copied = null;
  const make = URL.createObjectURL;
  URL.createObjectURL = (blob) => { const u = make(blob); window.__blob = blob; return u; };
  HTMLAnchorElement.prototype.click = function () {
    const name = this.download, blob = window.__blob;
    blob.text().then((t) => window.__saved.push({ name, text: t }));
  };
  if (!navigator.clipboard) Object.defineProperty(navigator, "clipboard", { value: {} });
  navigator.clipboard.writeText = (t) => { window.__copied = t; return Promise.resolve(); };
  return { ok: true };
})()`

type savedFile struct {
	Name string `json:"name"`
	Text string `json:"text"`
}

// TestExportCode: exportPython() gives the same script as the Go exporter
// for the page's scene (read back through exportScene), and on the
// desktop, compact and phone layouts the Python and Notebook buttons,
// clicked with the real mouse, download that script and a notebook
// (nbformat 4 JSON whose code is the script's), and Copy Python copies it.
func TestExportCode(t *testing.T) {
	for _, v := range []Viewport{Desktop, Embed, Phone} {
		t.Run(v.Name, func(t *testing.T) {
			p := open2(t, "", v)
			// Points at exact decimals, so that the scene's JSON, which
			// keeps the coordinates exactly, is the page's scene.
			p.Do(`hyperplane.setPoints([[1.5,2,0],[2.5,1.25,0],[2,3,0],[-0.5,0.5,0],[-2,-1.5,1],[-3,-2.5,1],[-1.5,-3,1],[0.75,-0.25,1]])`)
			p.Do(`hyperplane.setAlgorithm("logistic")`)
			p.Do(`hyperplane.setParams({method: "newton", alpha: 0.5, bias: "free"})`)
			p.Do(`hyperplane.setSplit({fraction: 0.25, seed: 4})`)
			py := Eval[string](p, "hyperplane.exportPython()")
			sc, err := scene.ParseScene([]byte(Eval[string](p, "hyperplane.exportScene()")))
			if err != nil {
				t.Fatal(err)
			}
			want, err := export.Python(sc, msgtest.Words(t))
			if err != nil {
				t.Fatal(err)
			}
			if py != want {
				t.Fatalf("the page's script differs from the Go exporter's:\npage:\n%s\nGo:\n%s", py, want)
			}
			for _, frag := range []string{`"bias": "free"`, `"method": "newton"`, "test = np.array([", "LogisticRegression"} {
				if !strings.Contains(py, frag) {
					t.Errorf("the script lacks %q", frag)
				}
			}
			p.Do(captureDownloads)
			if v == Embed {
				clickID(t, p, "controls-toggle")
				p.WaitFor("the drawer", `getComputedStyle(document.getElementById("panel")).display !== "none"`, 5*time.Second)
			}
			// Each click's effect is waited for before the next click.
			for i, id := range []string{"export-py", "export-ipynb", "copy-py"} {
				if !reachSoon(p, id) {
					t.Fatalf("%s cannot be reached", id)
				}
				clickID(t, p, id)
				done := fmt.Sprintf("window.__saved.length === %d", i+1)
				if id == "copy-py" {
					done = "window.__copied !== null"
				}
				p.WaitFor("the effect of "+id, done, 5*time.Second)
			}
			saved := Eval[[]savedFile](p, "window.__saved")
			if !strings.HasSuffix(saved[0].Name, ".py") || saved[0].Text != py {
				t.Errorf("the Python button saved %q (%d bytes), not the script (%d bytes)", saved[0].Name, len(saved[0].Text), len(py))
			}
			var nb struct {
				NBFormat int `json:"nbformat"`
				Cells    []struct {
					CellType string   `json:"cell_type"`
					Source   []string `json:"source"`
				} `json:"cells"`
			}
			if err := json.Unmarshal([]byte(saved[1].Text), &nb); err != nil || !strings.HasSuffix(saved[1].Name, ".ipynb") {
				t.Fatalf("the Notebook button saved %q: %v", saved[1].Name, err)
			}
			code := ""
			for _, c := range nb.Cells {
				if c.CellType == "code" {
					code += strings.Join(c.Source, "") + "\n"
				}
			}
			if nb.NBFormat != 4 || !strings.Contains(code, "def fit_binary(Z, t):") || !strings.Contains(code, "ax.contourf") {
				t.Errorf("the notebook (nbformat %d) lacks the fit or the plot", nb.NBFormat)
			}
			if got := Eval[string](p, "window.__copied"); got != py {
				t.Errorf("Copy Python copied %d bytes, not the script's %d", len(got), len(py))
			}
			if note := Eval[string](p, `document.getElementById("share-out").textContent`); note != "Python copied." {
				t.Errorf("the note says %q after the copy", note)
			}
			if v == Desktop {
				kernelExport(t, p)
			}
		})
	}
}

// kernelExport: on the same page, a kernel SVM with a decision stage (a
// threshold t = 0.8, which moves the point of class 1 with f = 0.62 across)
// exports: the Python button saves the Go exporter's script of the page's
// scene, and that script, run with Debian's python3, decides the training
// points as the page's evaluation() does (the same accuracy and confusion
// counts, exactly).
func kernelExport(t *testing.T, p *Page) {
	t.Helper()
	p.Do(`hyperplane.setSplit({fraction: 0})`)
	p.Do(`hyperplane.setAlgorithm("svm")`)
	p.Do(`hyperplane.setParams({kernel: "rbf", gamma: 0.5, C: 1, tol: 1e-9})`)
	p.Do(`hyperplane.setDecision({threshold: 0.8})`)
	p.Do(`hyperplane.train()`)
	sc, err := scene.ParseScene([]byte(Eval[string](p, "hyperplane.exportScene()")))
	if err != nil {
		t.Fatal(err)
	}
	want, err := export.Python(sc, msgtest.Words(t))
	if err != nil {
		t.Fatal(err)
	}
	n := len(Eval[[]savedFile](p, "window.__saved"))
	clickID(t, p, "export-py")
	p.WaitFor("the kernel script", fmt.Sprintf("window.__saved.length === %d", n+1), 5*time.Second)
	py := Eval[[]savedFile](p, "window.__saved")[n].Text
	if py != want || !strings.Contains(py, "SVC(kernel=KERNEL") || !strings.Contains(py, "THRESHOLD = 0.8") {
		t.Fatalf("the page's kernel script differs from the Go exporter's, or lacks SVC or the threshold:\n%s", py)
	}
	path := filepath.Join(t.TempDir(), "kernel.py")
	if err := os.WriteFile(path, []byte(py), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("/usr/bin/python3", path).CombinedOutput()
	if err != nil {
		t.Fatalf("the kernel script: %v\n%s", err, out)
	}
	var ev struct {
		Train struct {
			Accuracy  float64 `json:"accuracy"`
			Confusion struct {
				Counts   [][]int `json:"counts"`
				Rejected []int   `json:"rejected"`
			} `json:"confusion"`
		} `json:"train"`
	}
	if err := json.Unmarshal([]byte(Eval[string](p, "JSON.stringify(hyperplane.evaluation())")), &ev); err != nil {
		t.Fatal(err)
	}
	if ev.Train.Accuracy == 1 {
		t.Errorf("the threshold moved no point: the check below would not see it")
	}
	_, acc, _ := strings.Cut(string(out), "decided train accuracy: ")
	if got, err := strconv.ParseFloat(strings.Fields(acc + " x")[0], 64); err != nil || got != ev.Train.Accuracy {
		t.Errorf("the script's decided accuracy is %q, the page's evaluation() has %v:\n%s", acc, ev.Train.Accuracy, out)
	}
	var lines []string
	for j, row := range ev.Train.Confusion.Counts {
		l := fmt.Sprintf("decided train %d:", j+1)
		for _, c := range row {
			l += fmt.Sprintf(" %d", c)
		}
		lines = append(lines, l+fmt.Sprintf(" %d\n", ev.Train.Confusion.Rejected[j]))
	}
	for _, l := range lines {
		if !strings.Contains(string(out), l) {
			t.Errorf("the script does not print %q as the page's evaluation() has it:\n%s", l, out)
		}
	}
}

// showExportRow opens the panel where it is a drawer and scrolls the
// export buttons into view, for the gallery.
func showExportRow(t *testing.T, p *Page, v Viewport) {
	t.Helper()
	if v == Embed {
		clickID(t, p, "controls-toggle")
		p.WaitFor("the drawer", `getComputedStyle(document.getElementById("panel")).display !== "none"`, 5*time.Second)
	}
	if !reachSoon(p, "export-py") {
		t.Errorf("the export row cannot be reached on %s", v.Name)
	}
}

// reachSoon is reach, tried again every 50 ms for up to 5 s: the pictures
// above the Share section grow when they are first drawn, which can move
// a button that was just scrolled into view.
func reachSoon(p *Page, id string) bool {
	for deadline := time.Now().Add(Patience(5 * time.Second)); ; time.Sleep(50 * time.Millisecond) {
		if reach(p, id) {
			p.Settle(1)
			if onTop(p, id) {
				return true
			}
		}
		if time.Now().After(deadline) {
			return false
		}
	}
}
