package browsertest

import (
	"encoding/json"
	"math"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"hyperplane/engine/msg"
)

// basisJSON is a basis as the page's API writes it.
type basisJSON struct {
	Kind    string `json:"kind"`
	Centres []struct {
		X float64 `json:"x"`
		Y float64 `json:"y"`
	} `json:"centres"`
	Width float64 `json:"width"`
}

// TestCrossValidationBasesMatchComparison: "RBF 3×3" is one model
// wherever the page names it. With the view panned and zoomed away from
// the points (the rule places a grid over the points, not the view), the
// Decision section's cross-validation of "this method, each basis", run
// by its own controls, trains its RBF row on the basis of
// compareModels()' RBF row, centre for centre and the width, and so does
// the basis picker's entry of that basis. Both are the grid worked here
// from the points: decisionPoints span x ∈ [−2, 2] and y ∈ [−1.8, 1.6],
// so the 3×3 centres sit at the middles of cells 4/3 by 3.4/3, with the
// width the shorter side over 3, 3.4/3.
func TestCrossValidationBasesMatchComparison(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.setPoints(` + decisionPoints + `)`)
	p.Do(`hyperplane.setAlgorithm("logistic")`)
	p.Do(`hyperplane.setViewport({minX: -10, maxX: 30, minY: -5, maxY: 25})`)
	p.Do(`hyperplane.train()`)

	// The comparison's RBF row.
	var rows []struct {
		Name  msg.Text  `json:"name"`
		Basis basisJSON `json:"basis"`
	}
	raw := Eval[json.RawMessage](p, `hyperplane.compareModels()`)
	if err := json.Unmarshal(raw, &rows); err != nil {
		t.Fatal(err)
	}
	var compared *basisJSON
	for i := range rows {
		if rows[i].Basis.Kind == "rbf" {
			if compared != nil {
				t.Fatalf("two RBF rows in the comparison: %s", raw)
			}
			compared = &rows[i].Basis
		}
	}
	if compared == nil {
		t.Fatalf("no RBF row in the comparison: %s", raw)
	}

	// The grid by hand, from the points.
	lo, hi := [2]float64{-2, -1.8}, [2]float64{2, 1.6}
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			c := compared.Centres[3*i+j]
			wx, wy := lo[0]+(hi[0]-lo[0])*(float64(i)+0.5)/3, lo[1]+(hi[1]-lo[1])*(float64(j)+0.5)/3
			if math.Abs(c.X-wx) > 1e-12 || math.Abs(c.Y-wy) > 1e-12 {
				t.Errorf("the comparison's centre %d is (%g, %g), want (%g, %g) over the points", 3*i+j, c.X, c.Y, wx, wy)
			}
		}
	}
	if math.Abs(compared.Width-3.4/3) > 1e-12 {
		t.Errorf("the comparison's width %g, want 3.4/3", compared.Width)
	}

	// The cross-validation of each basis, through the section's controls.
	if err := chromedp.Do(p.Ctx, chromedp.SetValue(chromedp.ID("dec-cv-models"), "bases")); err != nil {
		t.Fatal(err)
	}
	p.ClickElement("#dec-cv-run")
	nCompared := Eval[int](p, `hyperplane.bases().filter((b) => b.compared).length`)
	deadline := time.Now().Add(Patience(60 * time.Second))
	var cv struct {
		Done    bool `json:"done"`
		Results []struct {
			Basis basisJSON `json:"basis"`
			Error string    `json:"error"`
		} `json:"results"`
	}
	for {
		raw := Eval[json.RawMessage](p, `hyperplane.crossValidation()`)
		if err := json.Unmarshal(raw, &cv); err != nil {
			t.Fatal(err)
		}
		if cv.Done && len(cv.Results) == nCompared {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no cross-validation of each basis within 60 s: %s", raw)
		}
		time.Sleep(50 * time.Millisecond)
	}
	n := 0
	for _, r := range cv.Results {
		if r.Basis.Kind != "rbf" {
			continue
		}
		n++
		if r.Error != "" || !sameBasis(r.Basis, *compared) {
			t.Errorf("the cross-validation's RBF basis %+v (%s), the comparison's %+v", r.Basis, r.Error, *compared)
		}
	}
	if n != 1 {
		t.Errorf("%d RBF rows in the cross-validation", n)
	}

	// The picker's entry of the same basis.
	p.Do(`(() => { const s = document.getElementById("basis");
		s.value = hyperplane.bases().find((b) => b.compared && b.kind === "rbf").id;
		s.dispatchEvent(new Event("change")); })()`)
	p.WaitFor("the picked basis", `hyperplane.scene().basis.kind === "rbf"`, 10*time.Second)
	picked := Eval[basisJSON](p, `hyperplane.scene().basis`)
	if !sameBasis(picked, *compared) {
		t.Errorf("the picker's basis %+v, the comparison's %+v", picked, *compared)
	}
}

// sameBasis reports whether two bases have the same kind, centres and
// width, to the bit.
func sameBasis(a, b basisJSON) bool {
	if a.Kind != b.Kind || a.Width != b.Width || len(a.Centres) != len(b.Centres) {
		return false
	}
	for i := range a.Centres {
		if a.Centres[i] != b.Centres[i] {
			return false
		}
	}
	return true
}
