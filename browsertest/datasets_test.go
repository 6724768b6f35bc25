package browsertest

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// axesJS reads hyperplane.axes(), its labels in the page's words (a
// standardized axis's label is a Text of the catalog).
const axesJS = `(() => { const a = hyperplane.axes(); return {...a, xLabel: hyperplaneI18n.fmt(a.xLabel), yLabel: hyperplaneI18n.fmt(a.yLabel)}; })()`

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
	ax := Eval[axesState](p, axesJS)
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
	ax = Eval[axesState](p, axesJS)
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
	if ax := Eval[axesState](p, axesJS); ax.X.Name != "sepal length (cm)" || ax.Y.Name != "petal width (cm)" {
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

// TestLoadDatasetPanel: hyperplane.loadDataset (as a course page calls it)
// brings the Real data section into step with what it loaded, option by
// option: the data set, the features on x and y (by name, by a beginning
// of the name in any case, or by index), the classes kept and whether it
// is standardized; the data set's title becomes the scene's title, which
// the Python export prints as its headline (issue 41's case: a lesson's
// title stayed).
func TestLoadDatasetPanel(t *testing.T) {
	p := open(t, "?lesson=generative-vs-discriminative")
	type panel struct {
		Pick, X, Y string
		Kept       []string
		Std        bool
		Title      string
		Headline   string
	}
	read := `(() => { const v = (id) => document.getElementById(id);
		const opt = (s) => s.options[s.selectedIndex] ? s.options[s.selectedIndex].textContent : "";
		return {Pick: v("ds-pick").value, X: opt(v("ds-x")), Y: opt(v("ds-y")),
			Kept: [...v("ds-classes").querySelectorAll("input:checked")].map(b => b.value), Std: v("ds-std").checked,
			Title: hyperplane.status().title, Headline: hyperplane.exportPython().split("\n")[1]}; })()`
	cases := []struct {
		call string
		want panel
	}{
		{`hyperplane.loadDataset("iris", {x: "petal length (cm)", y: "petal width (cm)", classes: ["versicolor", "virginica"], standardize: true})`,
			panel{"iris", "petal length (cm)", "petal width (cm)", []string{"versicolor", "virginica"}, true, "Iris flowers (Fisher 1936)", ""}},
		{`hyperplane.loadDataset("iris", {x: "SEPAL LEN", y: "petal w"})`,
			panel{"iris", "sepal length (cm)", "petal width (cm)", []string{"setosa", "versicolor", "virginica"}, false, "Iris flowers (Fisher 1936)", ""}},
		{`hyperplane.loadDataset("penguins", {x: 2, y: 3, classes: ["Chinstrap", "Gentoo"], standardize: false})`,
			panel{"penguins", "", "", []string{"Chinstrap", "Gentoo"}, false, "Palmer penguins (Gorman et al. 2014)", ""}},
		{`hyperplane.loadDataset("breast-cancer")`,
			panel{"breast-cancer", "", "", nil, false, "Breast cancer Wisconsin (diagnostic)", ""}},
	}
	for _, c := range cases {
		before := Eval[float64](p, `hyperplane.status().picture`)
		if r := Eval[map[string]any](p, c.call); r["ok"] != true {
			t.Fatalf("%s: %v", c.call, r)
		}
		p.WaitFor("the panel", fmt.Sprintf(`hyperplane.status().picture > %v && document.getElementById("ds-pick").value === %q`, before, c.want.Pick), 10*time.Second)
		p.Settle(1)
		got := Eval[panel](p, read)
		ds := Eval[[]struct {
			ID       string
			Features []string
			Classes  []string
			X, Y     int
		}](p, `hyperplane.datasets()`)
		for _, d := range ds {
			if d.ID != c.want.Pick {
				continue
			}
			// By index or left out: the features the data set lists there.
			if c.want.X == "" {
				c.want.X, c.want.Y = d.Features[d.X], d.Features[d.Y]
				if c.want.Pick == "penguins" {
					c.want.X, c.want.Y = d.Features[2], d.Features[3]
				}
			}
			if c.want.Kept == nil {
				c.want.Kept = d.Classes
			}
		}
		c.want.Headline = "# " + c.want.Title + ": " + Eval[string](p, `hyperplaneI18n.fmt(hyperplane.status().name)`) + ", exported from Hyperplane."
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%s:\n got  %+v\n want %+v", c.call, got, c.want)
		}
	}
}
