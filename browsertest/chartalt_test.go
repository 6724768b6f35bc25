package browsertest

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestChartTables: the charts' "Data as a table" with 2,000 points. The
// lifted points' table lists the first 200 points, each at the x and y
// the test gave it (the page no longer hands over every point to make
// it, issue 51), and its picture's name counts all 2,000; the ROC curve's
// table has at most 200 rows (thinned before they are formatted), from
// (0, 0) to (1, 1), the false and true positive rates never falling; and
// the ROC table reads the same evaluation as the Decision section
// (state.js evaluation): its last threshold row is the evaluation's.
func TestChartTables(t *testing.T) {
	p := open(t, "")
	// 2,000 points on a known pattern: point i at ((i mod 40)/10 − 2,
	// ⌊i/40⌋/12.5 − 2), class 0 left of x = 0.05 and 1 right of it, but
	// every seventh point the other class, so that the curves have steps.
	const n = 2000
	var pts [][3]float64
	for i := range n {
		x, y := float64(i%40)/10-2, float64(i/40)/12.5-2
		c := 0.0
		if x > 0.05 {
			c = 1
		}
		if i%7 == 0 {
			c = 1 - c
		}
		pts = append(pts, [3]float64{x, y, c})
	}
	data, _ := json.Marshal(pts)
	p.Do(`hyperplane.setPoints(` + string(data) + `)`)
	p.Do(`hyperplane.setAlgorithm("logistic")`)
	p.Do(`hyperplane.train()`)
	p.Do(`(() => { const t = document.getElementById("controls-toggle");
		if (t && t.offsetParent !== null && t.getAttribute("aria-expanded") !== "true") t.click(); })()`)
	table := func(canvas string) [][]string {
		t.Helper()
		p.Do(`(() => { const c = document.getElementById("` + canvas + `"); c.scrollIntoView();
			const d = document.getElementById("` + canvas + `-data"); d.open = true; })()`)
		p.WaitFor(canvas+"'s table", `document.querySelectorAll("#`+canvas+`-data tbody tr").length > 0`, 20*time.Second)
		return Eval[[][]string](p, `[...document.querySelectorAll("#`+canvas+`-data tbody tr")].map((r) => [...r.cells].map((c) => c.textContent))`)
	}
	num := func(s string) float64 {
		s = strings.NewReplacer("−", "-", "∞", "Inf").Replace(s)
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("%q is not a number", s)
		}
		return v
	}
	// near: a table's number, written with 3 or 4 significant digits,
	// against the value it writes.
	near := func(s string, want float64) bool {
		v := num(s)
		return v == want || math.Abs(v-want) <= 5e-4*math.Max(1, math.Abs(want))
	}

	lift := table("lift-plot")
	if len(lift) != 200 {
		t.Errorf("the lifted points' table has %d rows, want the first 200", len(lift))
	}
	for i, r := range lift {
		if i >= len(pts) || len(r) < 5 {
			break
		}
		if r[0] != strconv.Itoa(i+1) || r[1] != "1" || !near(r[2], pts[i][0]) || !near(r[3], pts[i][1]) || r[4] != strconv.Itoa(int(pts[i][2])+1) {
			t.Errorf("lift row %d: %q, want point %d = %v", i, r, i+1, pts[i])
			break
		}
	}
	if label := Eval[string](p, `document.getElementById("lift-plot").getAttribute("aria-label")`); !strings.Contains(label, fmt.Sprint("2,000")) && !strings.Contains(label, "2000") {
		t.Errorf("the lifted picture's name does not count the 2,000 points: %q", label)
	}

	p.Do(`document.getElementById("sec-decision").scrollIntoView()`)
	roc := table("dec-roc")
	if len(roc) < 10 || len(roc) > 200 {
		t.Fatalf("the ROC table has %d rows, want 10 to 200 (2,000 points thinned to 200)", len(roc))
	}
	first, last := roc[0], roc[len(roc)-1]
	if num(first[0]) != 0 || num(first[1]) != 0 || num(last[0]) != 1 || num(last[1]) != 1 {
		t.Errorf("the ROC table runs from %q to %q, want (0, 0) to (1, 1)", first, last)
	}
	for i := 1; i < len(roc); i++ {
		if num(roc[i][0]) < num(roc[i-1][0]) || num(roc[i][1]) < num(roc[i-1][1]) {
			t.Errorf("the ROC table falls between rows %d and %d: %q, %q", i, i+1, roc[i-1], roc[i])
			break
		}
	}
	// The table's rows are the evaluation's curve, thinned: its first and
	// last points, to the table's four digits.
	curve := Eval[[][]float64](p, `(() => { const c = hyperplane.evaluation().curves[0].train.roc; return [c[0], c[c.length - 1]].map((q) => q.map((v) => Number.isFinite(v) ? v : (v > 0 ? 1e308 : -1e308))); })()`)
	for k, row := range [][]string{first, last} {
		for j, v := range curve[k] {
			if math.Abs(v) == 1e308 {
				v = math.Inf(int(v / 1e308))
			}
			if j < len(row) && !near(row[j], v) {
				t.Errorf("the ROC table's row %q, the evaluation's curve %v", row, curve[k])
				break
			}
		}
	}
}
