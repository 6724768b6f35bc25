package browsertest

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestLiftView: the augmented view redraws as the plane aᵀz = 0 moves in
// training, and a drag across it turns it.
func TestLiftView(t *testing.T) {
	p := open(t, "")
	p.Do(`document.getElementById("pic-shatter").open = false`)
	p.Do(`document.getElementById("pic-weights").open = false`)
	before := showOnAND(p, "lift-plot", "the augmented picture")
	if before.Ink < 100 {
		t.Fatalf("the augmented picture inked %d pixels", before.Ink)
	}
	p.Do(`hyperplane.train()`)
	p.WaitFor("the trained plane", fmt.Sprintf(`(%s).hash !== %v`, pixelsOf("lift-plot"), before.Hash), 10*time.Second)
	trained := Eval[canvasPixels](p, pixelsOf("lift-plot"))
	p.Settle(2)
	r := Eval[[4]float64](p, `(() => { const r = document.getElementById("lift-plot").getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()`)
	yaw := Eval[string](p, `document.getElementById("lift-plot").dataset.yaw`)
	p.Drag(r[0]+r[2]*0.3, r[1]+r[3]*0.5, r[0]+r[2]*0.7, r[1]+r[3]*0.6, 6)
	if got := Eval[string](p, `document.getElementById("lift-plot").dataset.yaw`); got == yaw {
		t.Errorf("the drag left the yaw at %s", got)
	}
	if after := Eval[canvasPixels](p, pixelsOf("lift-plot")); after.Hash == trained.Hash {
		t.Error("the drag did not change the picture")
	}
}

// TestLiftParaboloid: with the polynomial basis of degree 2 (the circles
// preset) the augmented view lifts the points to (x, y, x² + y²) and,
// once trained, says whether the boundary is the plane's cut, quoting the
// field's own w₁₂ when it is not; back on the linear basis it draws
// z = (1, x, y) again, and the picture changes.
func TestLiftParaboloid(t *testing.T) {
	p := open(t, "")
	p.Do(`document.getElementById("pic-shatter").open = false`)
	p.Do(`document.getElementById("pic-weights").open = false`)
	p.Do(`hyperplane.loadPreset("circles")`)
	p.Do(`hyperplane.reset()`)
	p.Do(`document.getElementById("lift-plot").scrollIntoView()`)
	p.WaitFor("the paraboloid", `document.getElementById("lift-plot").dataset.lift === "paraboloid"`, 10*time.Second)
	waitDrawn(p, "lift-plot", 100)
	if h := Eval[string](p, `document.querySelector("#pic-lift summary").textContent`); !strings.Contains(h, "x² + y²") {
		t.Errorf("the lifted picture is titled %q", h)
	}
	before := Eval[canvasPixels](p, pixelsOf("lift-plot"))
	if before.Ink < 100 {
		t.Fatalf("the paraboloid picture inked %d pixels", before.Ink)
	}
	p.Do(`hyperplane.train()`)
	p.WaitFor("the trained paraboloid", fmt.Sprintf(`(%s).hash !== %v`, pixelsOf("lift-plot"), before.Hash), 10*time.Second)
	p.Settle(2)
	note := Eval[string](p, `document.getElementById("lift-out").textContent`)
	row := Eval[[]float64](p, `hyperplane.status().field.rows[0]`)
	if len(row) != 6 || !strings.Contains(note, "(x, y, x² + y²)") {
		t.Fatalf("row %v, note %q", row, note)
	}
	exact := math.Abs(row[4])+math.Abs(row[3]-row[5]) <= 1e-6*(math.Abs(row[3]+row[5])/2+math.Abs(row[4])+math.Abs(row[3]-row[5]))
	// The note quotes w₁₂ with three significant digits.
	quoted := math.NaN()
	if _, rest, ok := strings.Cut(note, "w₁₂ = "); ok {
		num, _, _ := strings.Cut(rest, " ")
		quoted, _ = strconv.ParseFloat(num, 64)
	}
	if exact && !strings.Contains(note, "exactly that cut") ||
		!exact && !(math.Abs(quoted-row[4]) <= 0.005*math.Abs(row[4])) {
		t.Errorf("w = %v, but the note says %q", row, note)
	}
	trained := Eval[canvasPixels](p, pixelsOf("lift-plot"))
	p.Do(`hyperplane.setBasis({kind: "linear"})`)
	p.WaitFor("the plane view", `document.getElementById("lift-plot").dataset.lift === "plane"`, 10*time.Second)
	p.Settle(2)
	if after := Eval[canvasPixels](p, pixelsOf("lift-plot")); after.Hash == trained.Hash || after.Ink < 100 {
		t.Errorf("the linear basis left the picture (hash %v, ink %d)", after.Hash, after.Ink)
	}
}
