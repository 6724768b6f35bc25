package session

import (
	"math"
	"strings"
	"testing"

	"hyperplane/engine/datasets"
	"hyperplane/engine/scene"
)

// TestLoadIris loads iris with petal length against petal width: 150
// points, 50 per species, the classes named after the species, the axes
// after the features; then standardizes it (mean 0, sample variance 1 on
// each axis) and undoes that, which brings back the centimetres and their
// axis names.
func TestLoadIris(t *testing.T) {
	a := emptySession(t)
	if err := a.Doc().LoadDataset("iris", datasets.Choice{X: 2, Y: 3}); err != nil {
		t.Fatal(err)
	}
	c := a.Doc().Counts()
	if len(a.Doc().Points()) != 150 || len(c) != 3 || c[0] != 50 || c[1] != 50 || c[2] != 50 {
		t.Fatalf("%d points, counts %v", len(a.Doc().Points()), c)
	}
	if a.Doc().Classes()[2].Name != "virginica" || a.Doc().Axes().X.Name != "petal length (cm)" || a.Doc().Axes().Y.Name != "petal width (cm)" {
		t.Fatalf("classes %v, axes %+v", a.Doc().Classes(), a.Doc().Axes())
	}
	before := a.Doc().Points()[0] // setosa's first flower: petal 1.4 × 0.2 (Fisher's Table I)
	if before.X != 1.4 || before.Y != 0.2 {
		t.Fatalf("first flower %+v", before)
	}
	if err := a.Doc().Standardize(); err != nil {
		t.Fatal(err)
	}
	var m, v float64
	for _, p := range a.Doc().Points() {
		m += p.X / 150
	}
	for _, p := range a.Doc().Points() {
		v += (p.X - m) * (p.X - m) / 149
	}
	// The mean petal length of all 150: (1.462 + 4.260 + 5.552) / 3.
	if math.Abs(m) > 1e-12 || math.Abs(v-1) > 1e-12 || math.Abs(a.Doc().Axes().X.Mean-3.758) > 5e-4 {
		t.Fatalf("standardized x: mean %g, variance %g, axis %+v", m, v, a.Doc().Axes().X)
	}
	if l := en(t, AxisLabel(a.Doc().Axes().X)); !strings.Contains(l, "petal length (cm), standardized: (value − 3.758)") {
		t.Fatalf("axis label %q", l)
	}
	if err := a.Doc().Standardize(); err == nil {
		t.Fatal("standardizing twice was accepted")
	}
	a.Doc().Undo()
	if a.Doc().Points()[0] != before || a.Doc().Axes().X.SD != 0 || a.Doc().Axes().X.Name != "petal length (cm)" {
		t.Fatalf("undo: first point %+v, axes %+v", a.Doc().Points()[0], a.Doc().Axes())
	}
	// The axes are part of the scene, and a scene loaded later brings its
	// own (none here).
	if a.Scene().Axes.Dataset != "iris" {
		t.Fatalf("the scene's axes %+v", a.Scene().Axes)
	}
	if err := a.Load(scene.DefaultScene()); err != nil || a.Doc().Axes().X.Name != "" {
		t.Fatalf("after loading another scene: axes %+v, %v", a.Doc().Axes(), err)
	}
	if err := a.Doc().LoadDataset("iris", datasets.Choice{X: 2, Y: 7}); err == nil {
		t.Fatal("a feature out of range was accepted")
	}
}
