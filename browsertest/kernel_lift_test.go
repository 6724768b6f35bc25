package browsertest

import (
	"math"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestKernelLift: the augmented view lifts the polynomial kernel of degree
// 2 to the paraboloid, with the field rewritten as one row over
// (1, x, y, x², xy, y²): the w₁₂ its note quotes is 2γ² Σ cᵢuᵢ₁uᵢ₂ over the
// expansion the status holds. The Gaussian kernel has no explicit lift,
// and the view says so.
func TestKernelLift(t *testing.T) {
	p := open(t, "")
	p.Do(`document.getElementById("pic-shatter").open = false`)
	p.Do(`document.getElementById("pic-weights").open = false`)
	p.Do(`hyperplane.loadPreset("circles")`)
	p.Do(`hyperplane.setBasis({kind: "linear"})`)
	p.Do(`hyperplane.setAlgorithm("svm")`)
	p.Do(`hyperplane.setParams({kernel: "poly", degree: 2, gamma: 0.7, coef0: 1, C: 10})`)
	p.Do(`hyperplane.train()`)
	p.Do(`document.getElementById("lift-plot").scrollIntoView()`)
	p.WaitFor("the paraboloid", `document.getElementById("lift-plot").dataset.lift === "paraboloid"`, 10*time.Second)
	// The note of the status the test reads: the picture is drawn from
	// the latest status, a task or more after it comes (TestKernelLift
	// once read the note of a status before the last).
	p.WaitFor("the picture of the last status", `Number(document.getElementById("pic-lift").dataset.picture) >= hyperplane.status().picture`, 10*time.Second)
	waitDrawn(p, "lift-plot", 100)
	note := Eval[string](p, `document.getElementById("lift-out").textContent`)
	type expansion struct {
		Points []struct{ X, Y float64 } `json:"points"`
		Coef   [][]float64              `json:"coef"`
	}
	e := Eval[expansion](p, `hyperplane.status().field.expansion`)
	w12 := 0.0
	for i, u := range e.Points {
		w12 += e.Coef[0][i] * 2 * 0.7 * 0.7 * u.X * u.Y
	}
	quoted := math.NaN()
	if _, rest, ok := strings.Cut(note, "w₁₂ = "); ok {
		num, _, _ := strings.Cut(rest, " ")
		quoted, _ = strconv.ParseFloat(num, 64)
	}
	exact := strings.Contains(note, "exactly that cut")
	if !strings.Contains(note, "explicit lift") || !(exact && math.Abs(w12) < 1e-6 || math.Abs(quoted-w12) <= 0.005*math.Abs(w12)+1e-9) {
		t.Errorf("w₁₂ = %v from the expansion, but the note says %q", w12, note)
	}
	p.Do(`hyperplane.setParams({kernel: "rbf"})`)
	p.Do(`hyperplane.train()`)
	p.WaitFor("the plane view", `document.getElementById("lift-plot").dataset.lift === "plane"`, 10*time.Second)
	p.WaitFor("the note", `document.getElementById("lift-out").textContent.includes("infinite dimension")`, 10*time.Second)
}
