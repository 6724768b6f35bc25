package browsertest

import (
	"math"
	"testing"
)

// kEval is the part of hyperplane.evaluation() the K-class test reads.
type kEval struct {
	Train struct {
		Accuracy  float64
		Confusion struct{ Counts [][]int }
	}
	Curves []struct {
		Class     int
		Operating []float64
		Draggable bool
		Train     struct{ ROC [][3]float64 }
	}
	Score any // a Text of the catalog
}

// argmaxShifted returns argmaxₖ (rowsₖ·(1, x, y) + δₖ).
func argmaxShifted(rows [][]float64, delta []float64, x, y float64) int {
	best, bv := 0, math.Inf(-1)
	for k, r := range rows {
		v := r[0] + r[1]*x + r[2]*y
		if delta != nil {
			v += delta[k]
		}
		if v > bv {
			best, bv = k, v
		}
	}
	return best
}

// TestDecisionKClasses, on one page with three classes (shared-covariance
// Gaussians, drawn exactly on the GPU): dragging class 3's operating point
// on the ROC canvas with real pointer events sets its offset δ₃; the
// evaluation's operating point is then a point of the training curve and
// the confusion changes; the plane's pixels follow argmaxₖ (aₖ + δₖ),
// computed here from the field's rows, where the class changed; and one
// undo restores the decision, the confusion and the pixels.
func TestDecisionKClasses(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.loadPreset("three-classes", {noise: 1.4})`) // overlapping classes: curves with many steps
	p.Do(`hyperplane.setAlgorithm("gauss-shared")`)
	p.Do(`hyperplane.train()`)
	p.Do(`hyperplane.setView({shading: "hard", grid: false, misclassified: false})`)
	p.WaitFor("three curves", `document.getElementById("dec-class").options.length === 3`, 20e9)
	p.Do(`(() => { const s = document.getElementById("dec-class"); s.value = "2"; s.dispatchEvent(new Event("change")); })()`)
	p.Do(`document.getElementById("dec-roc").scrollIntoView({block: "center"})`)
	p.Settle(3)
	st := statusOf(p)
	if st.Field == nil || st.Field.Combine != "argmax" || len(st.Field.Rows) != 3 || len(st.Field.Rows[0]) != 3 {
		t.Fatalf("the field: %+v", st.Field)
	}
	rows := st.Field.Rows
	ev0 := Eval[kEval](p, `hyperplane.evaluation()`)
	c0 := ev0.Curves[2]
	if !c0.Draggable || c0.Operating == nil {
		t.Fatalf("class 3's curve: draggable %v, operating %v", c0.Draggable, c0.Operating)
	}
	before := p.Screenshot()

	// Drag from the operating point to (FPR 0.6, TPR 1): class 3 takes
	// more than half of the other classes' points.
	r := rect(p, "dec-roc")
	side := math.Min(r[2]-28, r[3]-28) // curves.js: frame()
	at := func(u, v float64) (float64, float64) { return r[0] + 22 + u*side, r[1] + 6 + side - v*side }
	x0, y0 := at(c0.Operating[0], c0.Operating[1])
	x1, y1 := at(0.6, 1)
	p.Drag(x0, y0, x1, y1, 6)
	p.MouseAway()
	p.WaitFor("an offset", `!!hyperplane.decision().offsets`, 10e9)
	p.Settle(3)
	delta := Eval[[]float64](p, `hyperplane.decision().offsets`)
	ev := Eval[kEval](p, `hyperplane.evaluation()`)
	op := ev.Curves[2].Operating
	onCurve := false
	for _, q := range c0.Train.ROC {
		onCurve = onCurve || (op != nil && q[0] == op[0] && q[1] == op[1])
	}
	if len(delta) != 3 || !(delta[2] > 0) || delta[0] != 0 || delta[1] != 0 || !onCurve || op[0] < 0.3 {
		t.Fatalf("after the drag: offsets %v, operating point %v (on the curve: %v)", delta, op, onCurve)
	}
	if ev.Train.Accuracy >= ev0.Train.Accuracy {
		t.Errorf("the accuracy went from %v to %v; calling more points class 3 should cost some", ev0.Train.Accuracy, ev.Train.Accuracy)
	}
	after := p.Screenshot()

	// The plane: sample a grid of pixels away from boundaries, points and
	// controls, and compare each pixel's tint with the class computed here.
	cov := Covered(p)
	o := Eval[[2]float64](p, `hyperplane.toPixel(0, 0)`)
	u := Eval[[2]float64](p, `hyperplane.toPixel(1, 1)`)
	sx, sy := u[0]-o[0], u[1]-o[1]
	toData := func(px, py float64) (float64, float64) { return (px - o[0]) / sx, (py - o[1]) / sy }
	var dots [][2]float64
	for _, q := range stateOf(p).Points {
		x, y := p.ToPixel(q[0], q[1])
		dots = append(dots, [2]float64{x, y})
	}
	clean := func(px, py float64, d []float64) (int, bool) {
		x, y := toData(px, py)
		c := argmaxShifted(rows, d, x, y)
		for _, e := range [][2]float64{{8, 0}, {-8, 0}, {0, 8}, {0, -8}} {
			if argmaxShifted(rows, d, x+e[0]/sx, y+e[1]/sy) != c {
				return c, false
			}
		}
		return c, true
	}
	changed, wrong := 0, 0
	for py := 30.0; py < float64(ViewH)-30; py += 17 {
		for px := 30.0; px < float64(ViewW)-340-30; px += 17 {
			if InBoxes(cov, px, py, 10) {
				continue
			}
			near := false
			for _, dt := range dots {
				near = near || math.Hypot(dt[0]-px, dt[1]-py) < 16
			}
			if near {
				continue
			}
			cb, okb := clean(px, py, nil)
			ca, oka := clean(px, py, delta)
			if !okb || !oka {
				continue
			}
			kb, _ := TintOf(RGB(before, px, py), st.Colors)
			ka, _ := TintOf(RGB(after, px, py), st.Colors)
			if kb != cb || ka != ca {
				wrong++
				if wrong < 5 {
					t.Errorf("at pixel (%.0f, %.0f) the tints are %d before and %d after; want %d and %d", px, py, kb, ka, cb, ca)
				}
			}
			if cb != ca {
				changed++
			}
		}
	}
	t.Logf("δ = %v; training accuracy %.3f → %.3f; operating point %v → %v; %d sampled pixels changed class, %d disagree",
		delta, ev0.Train.Accuracy, ev.Train.Accuracy, c0.Operating, op, changed, wrong)
	if changed < 20 || wrong > 0 {
		t.Errorf("%d sampled pixels changed class under δ = %v, %d disagree with argmax(a + δ)", changed, delta, wrong)
	}

	// One undo takes back the whole drag.
	p.Do(`hyperplane.undo()`)
	p.WaitFor("the decision back", `!hyperplane.decision().offsets`, 10e9)
	p.Settle(3)
	back := Eval[kEval](p, `hyperplane.evaluation()`)
	if back.Train.Accuracy != ev0.Train.Accuracy || back.Curves[2].Operating[0] != c0.Operating[0] {
		t.Errorf("after undo: accuracy %v (was %v), operating point %v (was %v)", back.Train.Accuracy, ev0.Train.Accuracy, back.Curves[2].Operating, c0.Operating)
	}
	if txt := Eval[string](p, `document.getElementById("dec-score").textContent`); len(txt) < 20 {
		t.Errorf("the panel does not say what the curve scores: %q", txt)
	}
}

// decisionKShot sets up the gallery's view of the K-class ROC curve: three
// classes, class 3's operating point moved along its curve, the curve's
// score said under it (in the drawer of the compact layout).
func decisionKShot(q *Page) {
	q.Do(`hyperplane.loadPreset("three-classes", {noise: 1.4})`)
	q.Do(`hyperplane.setAlgorithm("gauss-shared")`)
	q.Do(`hyperplane.train()`)
	q.Do(`hyperplane.setOperatingPoint(2, Math.floor(hyperplane.evaluation().curves[2].train.roc.length / 2))`)
	q.Do(`(() => { const t = document.getElementById("controls-toggle");
		if (t && t.offsetParent !== null && t.getAttribute("aria-expanded") !== "true") t.click(); })()`)
	q.WaitFor("three curves", `document.getElementById("dec-class").options.length === 3`, 20e9)
	q.Do(`(() => { const s = document.getElementById("dec-class"); s.value = "2"; s.dispatchEvent(new Event("change")); })()`)
	// The offsets and the curves; in the short drawer of the embed, the curves.
	q.Do(`innerHeight < 500 ? document.getElementById("dec-roc").scrollIntoView({block: "center"}) : document.getElementById("dec-offsets").scrollIntoView({block: "start"})`)
}

// modelsGenShot opens the Compare models box for the generative models,
// whose rows now carry the evidence.
func modelsGenShot(q *Page) {
	q.Do(`hyperplane.setAlgorithm("gauss-shared")`)
	q.Do(`hyperplane.train()`)
	q.Do(`(() => { const t = document.getElementById("controls-toggle");
		if (t && t.offsetParent !== null && t.getAttribute("aria-expanded") !== "true") t.click(); })()`)
	q.Do(`document.getElementById("models-box").open = true`)
	q.WaitFor("the table", `document.querySelectorAll("#models tr").length === 4`, 30e9)
	q.Do(`document.getElementById("models-box").scrollIntoView({block: "start"})`)
}
