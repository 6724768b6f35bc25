package export

import (
	"testing"

	"hyperplane/engine"
)

// TestEveryMethodHasAWriter: the catalog and the writers agree.
func TestEveryMethodHasAWriter(t *testing.T) {
	for _, id := range engine.CatalogIDs() {
		if _, ok := methods[id]; !ok {
			t.Errorf("no Python writer for %s", id)
		}
	}
	if len(methods) != len(engine.CatalogIDs()) {
		t.Errorf("%d writers for %d methods", len(methods), len(engine.CatalogIDs()))
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
		src, err := Python(c.sc)
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
		compare(t, c.name, parseOutput(t, out), converge(t, c.sc))
	}
}
