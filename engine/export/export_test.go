package export

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"hyperplane/engine"
)

// TestEveryMethodHasAWriter: the writers are keyed by exactly the
// catalog's IDs, both ways; a method that takes a kernel has a writer for
// a kernel other than the linear one or works on the Gram matrix (and
// only such a method has either); a kernel writer is complete.
func TestEveryMethodHasAWriter(t *testing.T) {
	ids := engine.CatalogIDs()
	for _, id := range ids {
		m, ok := methods[id]
		if !ok {
			t.Errorf("no Python writer for %s", id)
			continue
		}
		spec, _ := engine.Lookup(id)
		if m.fit == "" {
			t.Errorf("%s: the writer has no fit", id)
		}
		if (m.kernel != nil || m.gram) != spec.Kernel {
			t.Errorf("%s: Kernel %v, kernel writer %v, Gram matrix %v", id, spec.Kernel, m.kernel != nil, m.gram)
		}
		if m.kernel != nil && (m.kernel.fit == "" || m.kernel.kernel != nil || m.kernel.gram) {
			t.Errorf("%s: kernel writer %+v", id, *m.kernel)
		}
	}
	for id := range methods {
		if !slices.Contains(ids, id) {
			t.Errorf("a Python writer for %s, which the catalog does not have", id)
		}
	}
}

// TestPythonMatchesThePage runs the exported script of every case with
// Debian's python3 and compares what it prints with the engine's snapshot
// at convergence (an independent implementation, in Go): the weights and
// the loss to 1e-6 relative, the accuracy exactly, and the differences
// from scikit-learn's fits that the scripts print to 1e-6.
func TestPythonMatchesThePage(t *testing.T) {
	py := needPython(t, "numpy", "sklearn")
	cases := exportCases()
	scripts := map[string]string{}
	for _, c := range cases {
		src, err := Python(c.sc, nil)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		scripts[c.name] = src
	}
	outs := runScripts(t, py, scripts)
	for _, c := range cases {
		out, ok := outs[c.name]
		if !ok {
			continue
		}
		p, s := parseOutput(t, out), converge(t, c.sc)
		compare(t, c.name, p, s)
		if p.alpha != nil { // the dual perceptron's α (kernel_decision_test.go)
			compareDual(t, c.name, false, p, s, c.sc.Split.Divide(c.sc.Dataset()).Train)
		}
	}
}

// TestNotebookIsValidAndRuns validates exported notebooks with nbformat
// and runs their code cells in order, with matplotlib drawing off screen:
// the numbers they print are the page's, as for the scripts, and the plot
// cell draws.
func TestNotebookIsValidAndRuns(t *testing.T) {
	py := needPython(t, "numpy", "sklearn", "matplotlib", "nbformat")
	var picked []exportCase
	all := append(append(exportCases(), kernelCases()...), decisionCases()...)
	for _, c := range all {
		switch c.name {
		case "gauss-separate", "logistic split", "perceptron-fausett", "mse ovo fisher", "logistic rbf free",
			"svm rbf ovr", "decision softmax priors loss reject", "network relu minibatch":
			picked = append(picked, c)
		}
	}
	scripts := map[string]string{}
	for _, c := range picked {
		nb, err := Notebook(c.sc, nil)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		// The runner validates the notebook, then executes its code
		// cells in order in one namespace, and says how many ran.
		scripts[c.name] = "import json, nbformat\nnb = nbformat.reads(" + strconv.Quote(nb) + ", as_version=4)\n" +
			"nbformat.validate(nb)\nimport matplotlib.pyplot as plt\nplt.close('all')\ng = {}\nran = 0\nfor cell in nb.cells:\n    if cell.cell_type == 'code':\n" +
			"        exec(compile(cell.source, 'cell', 'exec'), g)\n        ran += 1\n" +
			"import matplotlib.pyplot as plt\nprint('cells ran:', ran, 'figures:', len(plt.get_fignums()))\n"
	}
	outs := runScripts(t, py, scripts)
	for _, c := range picked {
		out, ok := outs[c.name]
		if !ok {
			continue
		}
		compare(t, c.name, parseOutput(t, out), converge(t, c.sc))
		if !strings.Contains(out, "figures: 1") {
			t.Errorf("%s: the plot cell drew no figure:\n%s", c.name, out)
		}
	}
}
