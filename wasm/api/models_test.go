package api

import (
	"encoding/json"
	"strconv"
	"time"

	"hyperplane/engine/evaluate"
	"testing"
)

// TestCompareModelsRowByRow: the page's comparison table asks for its rows
// a call at a time (compareModels({group, rows})), each call fitting for a
// budget of time (here none: one Newton step); the rows so made are the
// whole table's rows of that group (compareModels() without a group, which
// fits every model in one call: the independent computation), number for
// number, with the same best rows marked once all are made; an edit of the
// points starts the group again.
func TestCompareModelsRowByRow(t *testing.T) {
	a := newTestAPI(t)
	type row struct {
		Group, ID        string
		LogLik, AIC, BIC float64
		Evidence         *float64
		M                int
		Best             []string
	}
	decode := func(v any, into any) {
		data, _ := json.Marshal(v)
		if err := json.Unmarshal(data, into); err != nil {
			t.Fatal(err)
		}
	}
	var whole []row
	decode(call(t, a, "compareModels"), &whole)
	for _, group := range []string{"generative", "logistic"} {
		var want []row
		for _, r := range whole {
			if r.Group == group {
				want = append(want, r)
			}
		}
		var got struct {
			Rows  []row
			Total int
		}
		// Every call fits one Newton step (no budget), so the calls the
		// logistic rows take are the steps of each row's fit and one more
		// that makes the row: counted here by evaluate.RowFit itself.
		a.modelBudget = 0
		calls := 0
		for k := 1; ; k++ {
			decode(call(t, a, "compareModels", Object(`{"group": "`+group+`", "rows": `+strconv.Itoa(k)+`}`)), &got)
			calls++
			if got.Total != len(want) {
				t.Fatalf("%s: total %d, the whole table has %d rows", group, got.Total, len(want))
			}
			if len(got.Rows) > k {
				t.Fatalf("%s, rows %d: got %d rows", group, k, len(got.Rows))
			}
			if len(got.Rows) == got.Total {
				break
			}
		}
		if group == "logistic" {
			d := a.App.S.Doc().Dataset()
			steps := 0
			for _, nb := range evaluate.DefaultBases(d) {
				f, err := evaluate.NewRowFit(d, nb, 1)
				if err != nil {
					t.Fatal(err)
				}
				for done := false; !done; steps++ {
					if done, err = f.Step(); err != nil {
						t.Fatal(err)
					}
				}
			}
			if calls != steps || calls <= len(want) {
				t.Errorf("the logistic rows took %d calls, want the fits' %d steps (more than the %d rows)", calls, steps, len(want))
			}
		}
		for i, r := range got.Rows {
			w := want[i]
			if r.ID != w.ID || r.M != w.M || r.LogLik != w.LogLik || r.AIC != w.AIC || r.BIC != w.BIC || (r.Evidence == nil) != (w.Evidence == nil) ||
				(r.Evidence != nil && *r.Evidence != *w.Evidence) || len(r.Best) != len(w.Best) {
				t.Errorf("%s row %d: %+v, the whole table's %+v", group, i, r, w)
			}
			for j := range r.Best {
				if j < len(w.Best) && r.Best[j] != w.Best[j] {
					t.Errorf("%s row %d: best %v, the whole table's %v", group, i, r.Best, w.Best)
				}
			}
		}
	}
	// An added point: the first logistic row is fitted again, and differs
	// (a budget long enough for a whole fit a call).
	a.modelBudget = time.Hour
	var first struct{ Rows []row }
	decode(call(t, a, "compareModels", Object(`{"group": "logistic", "rows": 1}`)), &first)
	call(t, a, "addPoint", n(0.3), n(-0.4), n(1))
	var again struct{ Rows []row }
	decode(call(t, a, "compareModels", Object(`{"group": "logistic", "rows": 1}`)), &again)
	if len(again.Rows) != 1 || again.Rows[0].LogLik == first.Rows[0].LogLik {
		t.Errorf("after a new point: %+v, before it %+v", again.Rows, first.Rows)
	}
	if ans := a.Call("compareModels", Object(`{"group": "bayes"}`)); !ans.Refused() {
		t.Errorf("an unknown group answered %v", ans.Value)
	}
}
