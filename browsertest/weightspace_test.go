package browsertest

import (
	"fmt"
	"math"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// weightSpace is the part of hyperplane.weightSpace() the tests read.
type weightSpace struct {
	OK          bool         `json:"ok"`
	Error       string       `json:"error"`
	W0          float64      `json:"w0"`
	Box         [4]float64   `json:"box"`
	Polygon     [][2]float64 `json:"polygon"`
	Path        [][3]float64 `json:"path"`
	Current     [3]float64   `json:"current"`
	Constraints []struct {
		Point int        `json:"point"`
		C     [2]float64 `json:"c"`
		D     float64    `json:"d"`
	} `json:"constraints"`
}

// TestWeightSpaceView: the weight-space picture changes as the perceptron
// trains; its path ends at the weights of the state; once the perceptron
// has converged its weights lie inside the shaded region (a converged
// perceptron has yᵢaᵀzᵢ > 0 for every point, which is what the region is);
// hovering a constraint's line rings its point on the plot, and hovering a
// point on the plot thickens its line.
func TestWeightSpaceView(t *testing.T) {
	p := open(t, "")
	p.Do(`document.getElementById("pic-shatter").open = false`)
	// The AND gate: the perceptron makes 18 updates from a = 0 (README).
	before := showOnAND(p, "weights-plot", "the weight-space picture")
	if before.Ink < 100 {
		t.Fatalf("the weight-space picture inked %d pixels", before.Ink)
	}
	// Every step that moves the weights moves the picture.
	hashes := map[float64]bool{before.Hash: true}
	moves := 0
	for i := 0; i < 40 && moves < 3; i++ {
		w := Eval[string](p, `JSON.stringify(hyperplane.status().field?.rows)`)
		p.Do(`hyperplane.step(1)`)
		if Eval[string](p, `JSON.stringify(hyperplane.status().field?.rows)`) == w {
			continue
		}
		moves++
		p.WaitFor("a new picture", fmt.Sprintf(`!%v.includes((%s).hash)`, keys(hashes), pixelsOf("weights-plot")), 10*time.Second)
		hashes[Eval[canvasPixels](p, pixelsOf("weights-plot")).Hash] = true
	}
	if moves < 3 {
		t.Fatalf("the weights moved %d times in 40 steps", moves)
	}
	st := Await[status](p, `hyperplane.train()`)
	if st.Status != "converged" {
		t.Fatalf("the perceptron on AND: %s", st.Status)
	}
	ws := Eval[weightSpace](p, `hyperplane.weightSpace()`)
	if !ws.OK {
		t.Fatalf("weightSpace(): %s", ws.Error)
	}
	row := stateOf(p).Field.Rows[0]
	if ws.Current != [3]float64{row[0], row[1], row[2]} || ws.Path[len(ws.Path)-1] != ws.Current || ws.W0 != row[0] {
		t.Errorf("current %v, path ends %v, slice at %v; the state's weights are %v", ws.Current, ws.Path[len(ws.Path)-1], ws.W0, row)
	}
	if len(ws.Path) < 4 {
		t.Errorf("the path has %d points after %d steps", len(ws.Path), st.Step)
	}
	if !inPolygon(ws.Polygon, ws.Current[1], ws.Current[2]) {
		t.Errorf("the converged weights %v are outside the region %v", ws.Current, ws.Polygon)
	}

	// Let the page draw the trained weights (it draws in the animation
	// frame after a status message).
	p.Settle(3)
	// Hover a constraint's line at the point of it nearest the box's
	// centre, mapped as web/js/pictures/weightspace.js maps (equal scales, centred, 4 px in).
	at := Eval[[3]float64](p, `(() => {
  const ws = hyperplane.weightSpace(), c = document.getElementById("weights-plot");
  const [a0, a1, b0, b1] = ws.box, W = c.clientWidth, H = c.clientHeight;
  const k = Math.min((W - 8) / (a1 - a0), (H - 8) / (b1 - b0));
  const ox = W / 2 - k * (a0 + a1) / 2, oy = H / 2 + k * (b0 + b1) / 2;
  const r = c.getBoundingClientRect();
  const mx = (a0 + a1) / 2, my = (b0 + b1) / 2;
  // The constraint whose line passes nearest the centre.
  let best = null, bd = Infinity;
  for (const h of ws.constraints) {
    const n = Math.hypot(h.c[0], h.c[1]);
    const d = Math.abs(h.c[0] * mx + h.c[1] * my - h.d) / n;
    if (d < bd) { bd = d; best = h; }
  }
  const n2 = best.c[0] ** 2 + best.c[1] ** 2, e = (best.c[0] * mx + best.c[1] * my - best.d) / n2;
  const u = mx - e * best.c[0], v = my - e * best.c[1];
  return [r.left + ox + k * u, r.top + oy - k * v, best.point];
})()`)
	if err := chromedp.Do(p.Ctx, chromedp.MouseEvent(chromedp.MouseMoved, at[0], at[1])); err != nil {
		t.Fatal(err)
	}
	p.WaitFor("the ring on the plot", `!document.getElementById("pic-ring").hidden`, 5*time.Second)
	strong := Eval[string](p, `document.getElementById("weights-plot").dataset.strong`)
	pt := stateOf(p).Points[mustAtoi(t, strong)]
	want := Eval[[2]float64](p, fmt.Sprintf(`hyperplane.toPixel(%v, %v)`, pt[0], pt[1]))
	got := Eval[[2]float64](p, `(() => { const r = document.getElementById("pic-ring").getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`)
	if math.Abs(got[0]-want[0]) > 2 || math.Abs(got[1]-want[1]) > 2 {
		t.Errorf("the ring is at %v, its point %d at %v", got, mustAtoi(t, strong), want)
	}

	// The reverse: hovering a point on the plot thickens its line.
	p.MouseAway()
	p.WaitFor("the ring to go", `document.getElementById("pic-ring").hidden`, 5*time.Second)
	px, py := p.ToPixel(stateOf(p).Points[3][0], stateOf(p).Points[3][1])
	if err := chromedp.Do(p.Ctx, chromedp.MouseEvent(chromedp.MouseMoved, px, py)); err != nil {
		t.Fatal(err)
	}
	p.WaitFor("point 4's line to thicken", `document.getElementById("weights-plot").dataset.strong === "3"`, 5*time.Second)
}

func keys(m map[float64]bool) string {
	s := "["
	for k := range m {
		s += fmt.Sprintf("%v,", k)
	}
	return s + "]"
}

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	i, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("%q is not an index", s)
	}
	return i
}

// inPolygon reports whether (x, y) is strictly inside the convex polygon p.
func inPolygon(p [][2]float64, x, y float64) bool {
	if len(p) < 3 {
		return false
	}
	pos, neg := 0, 0
	for i := range p {
		q := p[(i+1)%len(p)]
		cr := (q[0]-p[i][0])*(y-p[i][1]) - (q[1]-p[i][1])*(x-p[i][0])
		if cr > 0 {
			pos++
		} else if cr < 0 {
			neg++
		}
	}
	return pos == 0 || neg == 0
}

// TestWeightPaths: relaxation, Widrow-Hoff and Ho-Kashyap walk in weight
// space too: on the AND gate each step of theirs adds to the path that
// weightSpace() returns, ending at the weights the status reports, and
// the picture moves.
func TestWeightPaths(t *testing.T) {
	p := open(t, "?preset=and")
	p.Do(`document.getElementById("pic-shatter").open = false`)
	for _, id := range []string{"relaxation-batch", "relaxation-single", "lms", "ho-kashyap"} {
		p.Do(`hyperplane.setAlgorithm("` + id + `")`)
		p.Do(`hyperplane.reset()`)
		p.Do(`document.getElementById("weights-plot").scrollIntoView({block: "center"})`)
		p.WaitFor("the picture", `document.getElementById("weights-plot").height > 100`, 10*time.Second)
		before := waitDrawn(p, "weights-plot", 100)
		n0 := Eval[int](p, `(hyperplane.weightSpace().path || []).length`)
		p.Do(`hyperplane.step(4)`)
		p.WaitFor("the picture to move", fmt.Sprintf(`(%s).hash !== %v`, pixelsOf("weights-plot"), before.Hash), 10*time.Second)
		type ws struct {
			OK      bool         `json:"ok"`
			Path    [][3]float64 `json:"path"`
			Current [3]float64   `json:"current"`
		}
		w := Eval[ws](p, `hyperplane.weightSpace()`)
		rows := Eval[[][]float64](p, `hyperplane.status().field.rows`)
		if !w.OK || len(w.Path) <= n0 {
			t.Errorf("%s: the path has %d points after 4 steps, %d before", id, len(w.Path), n0)
			continue
		}
		last := w.Path[len(w.Path)-1]
		for j := 0; j < 3; j++ {
			if math.Abs(last[j]-rows[0][j]) > 1e-12*(1+math.Abs(rows[0][j])) {
				t.Errorf("%s: the path ends at %v, the weights are %v", id, last, rows[0])
				break
			}
		}
	}
}
