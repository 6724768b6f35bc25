package browsertest

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// cvReport is the part of hyperplane.crossValidation() the test reads.
type cvReport struct {
	Done    bool `json:"done"`
	Results []struct {
		ID    string `json:"id"`
		Basis struct {
			Kind   string `json:"kind"`
			Degree int    `json:"degree"`
		} `json:"basis"`
		MeanAccuracy *float64 `json:"meanAccuracy"`
		Error        string   `json:"error"`
	} `json:"results"`
}

// TestDecisionCrossValidation runs every comparison that the Decision
// section's "Cross-validate" offers, through its own controls (the option
// chosen in the select, a real click on Run), and reads each run's rows
// from hyperplane.crossValidation() once it is done: "this method" is one
// row of the current method, "this method, each basis" four rows of it
// (none, poly 2, poly 3, RBF), and "the generative models" one row for
// each method of the catalog's generative family, in the catalog's order.
// Every row trains without an error and has a mean held-out accuracy in
// [0, 1], and the section's text names each row.
func TestDecisionCrossValidation(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.setPoints(` + decisionPoints + `)`)
	p.Do(`hyperplane.setAlgorithm("logistic")`)
	p.Do(`hyperplane.train()`)
	// The catalog's generative family, by the heading the page shows.
	generative := Eval[[]string](p, `hyperplane.algorithms().filter((s) => hyperplaneI18n.fmt(s.family) === "Probabilistic generative models").map((s) => s.id)`)
	if len(generative) != 3 {
		t.Fatalf("the catalog's generative models: %v", generative)
	}
	options := Eval[[]string](p, `[...document.getElementById("dec-cv-models").options].map((o) => o.value)`)
	if !slices.Equal(options, []string{"this", "bases", "generative"}) {
		t.Fatalf("the comparisons offered are %v; this test knows this, bases and generative", options)
	}
	for _, c := range []struct {
		option string
		ids    []string
		bases  []string // kind and degree of each row's basis
	}{
		{"this", []string{"logistic"}, []string{"linear 0"}},
		{"bases", []string{"logistic", "logistic", "logistic", "logistic"}, []string{"linear 0", "poly 2", "poly 3", "rbf 0"}},
		{"generative", generative, []string{"linear 0", "linear 0", "linear 0"}},
	} {
		if err := chromedp.Do(p.Ctx, chromedp.SetValue(chromedp.ID("dec-cv-models"), c.option)); err != nil {
			t.Fatal(err)
		}
		p.ClickElement("#dec-cv-run")
		// The rows of this run: a run of another size is an earlier one.
		deadline := time.Now().Add(Patience(60 * time.Second))
		var r cvReport
		for {
			r = Eval[cvReport](p, `hyperplane.crossValidation()`)
			if r.Done && len(r.Results) == len(c.ids) {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s: no run of %d rows within 60 s; the section says %q", c.option, len(c.ids),
					Eval[string](p, `document.getElementById("dec-cv-out").textContent`))
			}
			time.Sleep(50 * time.Millisecond)
		}
		var ids, bases []string
		for _, x := range r.Results {
			ids = append(ids, x.ID)
			kind := x.Basis.Kind
			if kind == "" {
				kind = "linear" // the zero Basis, as the scene keeps "none"
			}
			bases = append(bases, fmt.Sprintf("%s %d", kind, x.Basis.Degree))
			if x.Error != "" {
				t.Errorf("%s: %s on %s: %s", c.option, x.ID, x.Basis.Kind, x.Error)
			} else if m := x.MeanAccuracy; m == nil || *m < 0 || *m > 1 {
				t.Errorf("%s: %s on %s: mean accuracy %v", c.option, x.ID, x.Basis.Kind, m)
			}
		}
		if !slices.Equal(ids, c.ids) || !slices.Equal(bases, c.bases) {
			t.Errorf("%s: rows %v on %v, want %v on %v", c.option, ids, bases, c.ids, c.bases)
		}
		// The section names every row (by its label) with its accuracy.
		p.WaitFor("the section's summary", `!document.getElementById("dec-cv-out").textContent.startsWith("running")`, 10*time.Second)
		out := Eval[string](p, `document.getElementById("dec-cv-out").textContent`)
		if n := strings.Count(out, "% ± "); n != len(c.ids) {
			t.Errorf("%s: the section shows %d accuracies: %q", c.option, n, out)
		}
	}
}

// TestPanelModelsBox: the Compare models box follows the current method's
// group of the model comparison. A generative model shows the generative
// rows, each named by its method's short label from algorithms();
// Bayesian logistic regression shows the logistic rows, one per basis,
// scored with the scene's prior precision α (its parameter alpha, set to
// 4 here, which the rows' notes state); plain logistic regression shows
// the same rows at the comparison's default α = 1; the perceptron has no
// box.
func TestPanelModelsBox(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.setPoints(` + decisionPoints + `)`)
	shorts := Eval[[]string](p, `hyperplane.algorithms().filter((s) => hyperplaneI18n.fmt(s.family) === "Probabilistic generative models").map((s) => hyperplaneI18n.fmt(s.short))`)
	p.Do(`(() => { const t = document.getElementById("controls-toggle");
		if (t && t.offsetParent !== null && t.getAttribute("aria-expanded") !== "true") t.click(); })()`)
	p.Do(`document.getElementById("models-box").open = true`)
	type table struct {
		Hidden bool
		Rows   [][]string // the header, then each row's first two cells and its title
	}
	read := `(() => { const b = document.getElementById("models-box");
		return {hidden: b.hidden, rows: [...document.querySelectorAll("#models tr")].map((r) =>
			[...r.cells].slice(0, 2).map((c) => c.textContent).concat([r.title]))}; })()`
	for _, c := range []struct {
		id, params string
		hidden     bool
		lik        string   // the header of the likelihood's column
		names      []string // the first cell of each row
		alpha      string   // in every row's notes, or ""
	}{
		{"perceptron", "", true, "", nil, ""},
		{"gauss-separate", "", false, "ln p(D|θ)", shorts, ""},
		{"logistic-bayes", "{alpha: 4}", false, "ln p(D|a)", []string{"none", "poly 2", "poly 3", "RBF 3×3"}, "α = 4,"},
		{"logistic", "{alpha: 4}", false, "ln p(D|a)", []string{"none", "poly 2", "poly 3", "RBF 3×3"}, "α = 1,"},
	} {
		p.Do(`hyperplane.setAlgorithm("` + c.id + `")`)
		if c.params != "" {
			p.Do(`hyperplane.setParams(` + c.params + `)`)
		}
		p.Do(`hyperplane.train()`)
		want := len(c.names) + 1
		if c.hidden {
			want = 0
		}
		p.WaitFor(c.id+"'s table", `(() => { const b = document.getElementById("models-box");
			return b.hidden === `+fmt.Sprint(c.hidden)+` && (b.hidden || document.querySelectorAll("#models tr").length === `+fmt.Sprint(want)+`); })()`, 30*time.Second)
		// The table is drawn once per scene: wait for this scene's.
		p.Settle(3)
		tb := Eval[table](p, read)
		if tb.Hidden != c.hidden {
			t.Errorf("%s: the box is hidden: %v", c.id, tb.Hidden)
		}
		if c.hidden {
			continue
		}
		if len(tb.Rows) != want || tb.Rows[0][1] != c.lik {
			t.Errorf("%s: table %q", c.id, tb.Rows)
			continue
		}
		for i, r := range tb.Rows[1:] {
			if r[0] != c.names[i] || !strings.Contains(r[2], c.alpha) {
				t.Errorf("%s: row %d is %q, want %q with %q in its notes", c.id, i, r, c.names[i], c.alpha)
			}
		}
	}
}
