package browsertest

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

type axesState struct {
	X      struct{ Name, Units string }
	Y      struct{ Name, Units string }
	XLabel string `json:"xLabel"`
	YLabel string `json:"yLabel"`
}

// TestDatasets: on the desktop layout the Real data section's picker loads
// iris with petal length on x and petal width on y by a real click on
// Load: 150 points, 50 per species, the classes named after the species,
// the first flower at (1.4, 0.2) (Fisher's Table I), and the axes named
// over the plot. Then the API loads two penguin species by feature names,
// standardized (axes in standard units, 151 Adélie and 123 Gentoo: the
// 152 and 124 of palmerpenguins less one each without measurements), and
// on the embed layout iris loads too and the tool bar is on screen.
func TestDatasets(t *testing.T) {
	p := open(t, "")
	if ids := Eval[string](p, `hyperplane.datasets().map(d => d.id).join(",")`); ids != "iris,penguins,breast-cancer" {
		t.Fatalf("datasets() lists %q", ids)
	}
	p.Do(`(() => { const s = document.getElementById("ds-pick"); s.value = "iris"; s.dispatchEvent(new Event("change")); })()`)
	p.Do(`document.getElementById("ds-x").value = "2"; document.getElementById("ds-y").value = "3"`)
	p.Do(`document.getElementById("ds-load").scrollIntoView({block: "center"})`)
	r := Eval[[4]float64](p, `(() => { const r = document.getElementById("ds-load").getBoundingClientRect(); return [r.x, r.y, r.width, r.height] })()`)
	p.Click(r[0]+r[2]/2, r[1]+r[3]/2)
	p.WaitFor("iris", `hyperplane.status().npoints === 150`, 10*time.Second)
	st := Eval[struct {
		Counts  []int
		Classes []struct{ Name string }
		Points  [][3]float64
	}](p, `hyperplane.state()`)
	if len(st.Counts) != 3 || st.Counts[0] != 50 || st.Counts[1] != 50 || st.Counts[2] != 50 || st.Classes[1].Name != "versicolor" {
		t.Fatalf("counts %v, classes %v", st.Counts, st.Classes)
	}
	if st.Points[0] != [3]float64{1.4, 0.2, 0} {
		t.Fatalf("first flower %v, want petal length 1.4 and width 0.2", st.Points[0])
	}
	ax := Eval[axesState](p, `hyperplane.axes()`)
	if ax.X.Name != "petal length (cm)" || ax.Y.Name != "petal width (cm)" {
		t.Fatalf("axes %+v", ax)
	}
	p.WaitFor("the axis names", `document.getElementById("axis-x").textContent === "x: petal length (cm)" &&
		document.getElementById("axis-y").textContent === "y: petal width (cm)" && !document.getElementById("axis-names").hidden`, 5*time.Second)
	// The data fill the view: every point is on the plot.
	for _, q := range []int{0, 149} {
		x, y := p.ToPixel(st.Points[q][0], st.Points[q][1])
		if w := Eval[[2]float64](p, `hyperplane.status().canvas`); x < 0 || y < 0 || x > w[0] || y > w[1] {
			t.Fatalf("point %d at pixel (%g, %g), outside the plot %v", q, x, y, w)
		}
	}
	p.Do(`hyperplane.loadDataset("penguins", {x: "bill length (mm)", y: "flipper length (mm)", classes: ["Adelie", "Gentoo"], standardize: true})`)
	p.WaitFor("penguins", `hyperplane.status().npoints === 274`, 10*time.Second)
	ax = Eval[axesState](p, `hyperplane.axes()`)
	if ax.X.Units != "standard units" || !strings.HasPrefix(ax.XLabel, "bill length (mm), standardized: (value − ") {
		t.Fatalf("standardized axes %+v", ax)
	}
	if c := Eval[[]int](p, `hyperplane.status().counts`); len(c) != 2 || c[0] != 151 || c[1] != 123 {
		t.Fatalf("penguin counts %v", c)
	}
	if e := Eval[string](p, `hyperplane.loadDataset("iris", {x: "beak"}).error`); !strings.Contains(e, `no feature "beak"`) {
		t.Fatalf("a bad feature gave %q", e)
	}
	// A CSV of five columns (the bundled iris file) opened through the
	// file input asks for its columns; petal width against sepal length
	// is imported, and the axes take the columns' names.
	file, err := filepath.Abs("../engine/datasets/iris.csv")
	if err != nil {
		t.Fatal(err)
	}
	p.Do(`hyperplane.clear()`)
	if err := chromedp.Do(p.Ctx, chromedp.SetUploadFiles(chromedp.ID("import"), []string{file})); err != nil {
		t.Fatal(err)
	}
	p.WaitFor("the column picker", `document.getElementById("csv-pick") && !document.getElementById("csv-pick").hidden`, 10*time.Second)
	p.Do(`document.getElementById("csv-x").value = "0"; document.getElementById("csv-y").value = "3"`)
	r = Eval[[4]float64](p, `(() => { const r = document.getElementById("csv-import").getBoundingClientRect(); return [r.x, r.y, r.width, r.height] })()`)
	p.Click(r[0]+r[2]/2, r[1]+r[3]/2)
	p.WaitFor("the import", `hyperplane.status().npoints === 150`, 10*time.Second)
	if first := Eval[[3]float64](p, `hyperplane.state().points[0]`); first != [3]float64{5.1, 0.2, 0} {
		t.Fatalf("first imported flower %v, want sepal length 5.1, petal width 0.2 (Fisher's Table I)", first)
	}
	if ax := Eval[axesState](p, `hyperplane.axes()`); ax.X.Name != "sepal length (cm)" || ax.Y.Name != "petal width (cm)" {
		t.Fatalf("imported axes %+v", ax)
	}
	p.Close()

	q := env.OpenAt(t, "?embed", Embed)
	defer q.Close()
	q.Do(`hyperplane.loadDataset("iris", {x: 2, y: 3})`)
	q.WaitFor("iris in the embed", `hyperplane.status().npoints === 150`, 10*time.Second)
	if vis := Eval[bool](q, `(() => { const r = document.getElementById("tools").getBoundingClientRect(),
		b = document.getElementById("toolbar").getBoundingClientRect(); return r.width > 0 && r.bottom <= b.top })()`); !vis {
		t.Fatal("the tool bar is not over the embed's plot")
	}
}
