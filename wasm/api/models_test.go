package api

import (
	"encoding/json"
	"strconv"
	"testing"
)

// TestCompareModelsRowByRow: the page's comparison table asks for one more
// row a call (compareModels({group, rows})); the rows so made are the
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
		for k := 1; ; k++ {
			decode(call(t, a, "compareModels", Object(`{"group": "`+group+`", "rows": `+strconv.Itoa(k)+`}`)), &got)
			if got.Total != len(want) {
				t.Fatalf("%s: total %d, the whole table has %d rows", group, got.Total, len(want))
			}
			// The generative models are one fit of all three; the
			// logistic rows come one basis a call.
			if wantN := min(k, len(want)); group == "logistic" && len(got.Rows) != wantN {
				t.Fatalf("%s, rows %d: got %d rows, want %d", group, k, len(got.Rows), wantN)
			}
			if len(got.Rows) == got.Total {
				break
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
	// An added point: the first logistic row is fitted again, and differs.
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
