package browsertest

import (
	"fmt"
	"math"
	"testing"

	"hyperplane/engine/msg"
)

// decisionPoints are two classes left and right of x = 0 with one point of
// each on the other side, spaced so that rings never overlap; no point
// lies near the row y = 0.
const decisionPoints = `[[-2,-1,0],[-2,1,0],[-1.5,0.5,0],[-1,-0.5,0],[-0.8,1.2,0],[0.6,-1.2,0],
	[2,1,1],[2,-1,1],[1.5,-0.5,1],[1,0.5,1],[0.9,-1.8,1],[-0.6,1.6,1]]`

// rect returns the CSS box of an element as x, y, width, height.
func rect(p *Page, id string) [4]float64 {
	return Eval[[4]float64](p, fmt.Sprintf(`(() => { const r = document.getElementById(%q).getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()`, id))
}

// TestDecisionStage, on one page: dragging the ROC curve's operating point
// with the mouse sets the threshold t and moves the boundary on the plane
// to h = t; a reject θ draws the undecided band |h| < ln(θ/(1−θ)); and
// clicking a confusion cell rings exactly its points.
func TestDecisionStage(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.setPoints(` + decisionPoints + `)`)
	p.Do(`hyperplane.setAlgorithm("logistic")`)
	p.Do(`hyperplane.train()`)
	p.Do(`hyperplane.setView({shading: "hard", grid: false, misclassified: false})`)
	p.Do(`hyperplane.setViewport({minX: -3, maxX: 3, minY: -2.5, maxY: 2.5})`)
	p.Do(`document.getElementById("dec-roc").scrollIntoView({block: "center"})`)
	p.Settle(3)
	st := statusOf(p)
	if st.Field == nil || st.Field.Combine != "sign" {
		t.Fatalf("logistic regression's field: %+v", st.Field)
	}
	row := st.Field.Rows[0]

	// Drag from the operating point to the curve's top right (every point
	// called the first class): the threshold goes to the lowest score.
	r := rect(p, "dec-roc")
	side := math.Min(r[2]-28, r[3]-28) // curves.js: frame()
	at := func(u, v float64) (float64, float64) { return r[0] + 22 + u*side, r[1] + 6 + side - v*side }
	before := p.Screenshot()
	x0, y0 := at(0, 0.8)
	x1, y1 := at(0.55, 1)
	p.Drag(x0, y0, x1, y1, 6)
	p.MouseAway()
	p.WaitFor("a threshold", `(hyperplane.decision().threshold || 0) < 0`, 10e9)
	p.Settle(3)
	th := Eval[float64](p, `hyperplane.decision().threshold`)
	// The curve's point nearest (0.55, 1) has a threshold at one of the
	// training scores h(xₙ): t is halfway between it and the next lower
	// score (setOperatingPoint), or below the lowest.
	ev := Eval[struct {
		Curves []struct {
			Train struct{ ROC [][3]float64 }
		}
	}](p, `hyperplane.evaluation()`)
	found := false
	roc := ev.Curves[0].Train.ROC
	for i, q := range roc {
		found = found || (q[2] > th && (i == len(roc)-1 || th > roc[i+1][2]) && i > 0)
	}
	if !found {
		t.Fatalf("the threshold %v is not between points of the ROC curve", th)
	}
	after := p.Screenshot()
	pts, n := lineScan(p, row, th, 12)
	if len(pts) < 5 {
		t.Fatalf("only %d samples of h = t on the screen", len(pts))
	}
	for _, pt := range pts {
		off, v := darkest(after, pt, n, 6)
		if math.Abs(off) > 2 || v > 120 {
			t.Errorf("after the drag, at %v the darkest pixel across h = %.3f is %.0f px off (brightness %.0f)", pt, th, off, v)
		}
		// Before the drag no boundary was there.
		if _, v := darkest(before, pt, n, 1); v < 150 {
			t.Errorf("before the drag the plane was already dark (%.0f) at %v", v, pt)
		}
	}

	// compareModels: the logistic rows across the bases carry the
	// evidence, and exactly one of them is marked best by it.
	cmp := Eval[[]struct {
		Group    string
		Name     msg.Text
		Evidence *float64
		Best     []string
	}](p, `hyperplane.compareModels()`)
	bestEv, logistic := 0, 0
	for _, r := range cmp {
		if r.Group != "logistic" {
			continue
		}
		logistic++
		if r.Evidence == nil {
			t.Errorf("%s has no evidence", r.Name)
		}
		for _, b := range r.Best {
			if b == "evidence" {
				bestEv++
			}
		}
	}
	if logistic != 4 || bestEv != 1 {
		t.Errorf("compareModels: %d logistic rows with %d best by evidence, want 4 and 1", logistic, bestEv)
	}

	// Reject below θ = 0.9 with t = 0: grey band |h| < ln 9 between the
	// class colours, on the lines h = ±ln 9 the boundary.
	p.Do(`hyperplane.setDecision({reject: 0.9})`)
	p.Settle(3)
	if b := statusOf(p); b.Field == nil {
		t.Fatal("no field")
	}
	img := p.Screenshot()
	cov := Covered(p)
	if msg := Eval[string](p, `document.querySelector("#toast.on") ? document.getElementById("toast-text").textContent : ""`); msg != "" {
		t.Logf("the toast says %q", msg)
	}
	c1, c2 := hardTint(st.Colors[0]), hardTint(st.Colors[1])
	mid, _ := lineScan(p, row, 0, 9)
	for _, pt := range mid {
		c := RGB(img, pt[0], pt[1])
		if dist3(c, c1) < 12 || dist3(c, c2) < 12 {
			t.Errorf("at %v on h = 0 inside the reject band the colour %v is a class's", pt, c)
		}
	}
	// Outside the band's edges h = ±ln 9 the class colours, inside them
	// neither (n points towards larger h).
	for _, e := range []struct {
		h    float64
		side float64
		out  [3]float64
	}{{math.Log(9), 1, c1}, {-math.Log(9), -1, c2}} {
		edge, n := lineScan(p, row, e.h, 9)
		for _, pt := range edge {
			if InBoxes(cov, pt[0], pt[1], 8) {
				continue // a control over the plot (the tools' bar, a message)
			}
			o := RGB(img, pt[0]+5*e.side*n[0], pt[1]+5*e.side*n[1])
			i := RGB(img, pt[0]-5*e.side*n[0], pt[1]-5*e.side*n[1])
			if dist3(o, e.out) > 8 || dist3(i, c1) < 12 || dist3(i, c2) < 12 {
				t.Errorf("across the band's edge h = %.3f at %v: %v outside, %v inside; want %v outside and no class inside", e.h, pt, o, i, e.out)
			}
		}
	}

	// A cell of the confusion matrix rings exactly its points.
	p.Do(`hyperplane.setDecision({})`)
	p.Settle(2)
	// The cell of class 1's points decided 1: those the field puts on h ≥ 0.
	cell := Eval[[]int](p, `hyperplane.confusionCell("train", 0, 0)`)
	want := 0
	for _, q := range Eval[[][3]float64](p, `hyperplane.state().points`) {
		if q[2] == 0 && row[0]+row[1]*q[0]+row[2]*q[1] >= 0 {
			want++
		}
	}
	if len(cell) != want || want == 0 {
		t.Fatalf("the cell holds %d points, want the %d of class 1 on h ≥ 0", len(cell), want)
	}
	p.Do(`document.getElementById("dec-confusion").scrollIntoView({block: "center"})`)
	p.WaitFor("the confusion table", `!!document.querySelector('#dec-confusion button[data-truth="0"][data-decided="0"]')`, 10e9)
	b := Eval[[4]float64](p, `(() => { const r = document.querySelector('#dec-confusion button[data-truth="0"][data-decided="0"]').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()`)
	p.Click(b[0]+b[2]/2, b[1]+b[3]/2)
	p.MouseAway()
	p.Settle(3)
	in := map[int]bool{}
	for _, i := range cell {
		in[i] = true
	}
	all := Eval[[][3]float64](p, `hyperplane.state().points`)
	img = p.Screenshot()
	for i, q := range all {
		x, y := p.ToPixel(q[0], q[1])
		red := 0
		for dy := -13.0; dy <= 13; dy++ {
			for dx := -13.0; dx <= 13; dx++ {
				if ringRed(RGB(img, x+dx, y+dy)) {
					red++
				}
			}
		}
		if in[i] && red < 20 {
			t.Errorf("point %d of the cell has %d ring-red pixels, want a ring", i, red)
		}
		if !in[i] && red != 0 {
			t.Errorf("point %d outside the cell has %d ring-red pixels, want none", i, red)
		}
	}
}

// decisionShot sets up the gallery's view of the Decision section:
// logistic regression with unequal losses and a reject band, a
// cross-validation across the bases, and the section in view (in the
// drawer of the compact layout).
func decisionShot(q *Page) {
	q.Do(`hyperplane.setAlgorithm("logistic")`)
	q.Do(`hyperplane.train()`)
	q.Do(`hyperplane.setDecision({loss: [[0, 4], [1, 0]], reject: 0.8})`)
	q.Do(`(() => { const t = document.getElementById("controls-toggle");
		if (t && t.offsetParent !== null && t.getAttribute("aria-expanded") !== "true") t.click(); })()`)
	q.Do(`document.getElementById("dec-cv-models").value = "bases"`)
	q.Do(`document.getElementById("dec-cv-run").click()`)
	q.WaitFor("the cross-validation", `hyperplane.crossValidation().done === true`, 60e9)
	q.Do(`document.getElementById("sec-decision").scrollIntoView({block: "start"})`)
}

// modelsShot opens the Compare models box of the Occam lesson and brings
// it into view (in the drawer of the compact layout).
func modelsShot(q *Page) {
	q.Do(`hyperplane.train()`)
	q.Do(`(() => { const t = document.getElementById("controls-toggle");
		if (t && t.offsetParent !== null && t.getAttribute("aria-expanded") !== "true") t.click(); })()`)
	q.Do(`document.getElementById("models-box").open = true`)
	q.WaitFor("the table", `document.querySelectorAll("#models tr").length === 5`, 30e9)
	q.Do(`document.getElementById("models-box").scrollIntoView({block: "start"})`)
}
