package browsertest

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// pixelsOf is a script that returns the number of non-white pixels of a
// canvas and a hash of its pixels, read back with getImageData.
func pixelsOf(id string) string {
	return `(() => {
  const c = document.getElementById("` + id + `");
  if (!c || c.hidden || c.width < 2 || c.height < 2) return {ink: 0, hash: 0, w: 0, h: 0};
  const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
  let ink = 0, hash = 0;
  for (let i = 0; i < d.length; i += 4) {
    if (d[i + 3] > 0 && (d[i] < 240 || d[i + 1] < 240 || d[i + 2] < 240)) ink++;
    hash = (hash * 31 + d[i] + 7 * d[i + 1] + 13 * d[i + 2] + 17 * d[i + 3]) | 0;
  }
  return {ink, hash, w: c.width, h: c.height};
})()`
}

type canvasPixels struct {
	Ink  int     `json:"ink"`
	Hash float64 `json:"hash"`
	W    int     `json:"w"`
	H    int     `json:"h"`
}

// waitDrawn waits until the picture on canvas id has been drawn (the page
// counts its drawings in data-drawn) with at least minInk non-white
// pixels, and returns its pixels. A picture is drawn only once it is open
// and on screen, so the caller scrolls it into view first.
func waitDrawn(p *Page, id string, minInk int) canvasPixels {
	p.t.Helper()
	p.WaitFor(id+" drawn with "+strconv.Itoa(minInk)+" inked pixels",
		fmt.Sprintf(`document.getElementById("%s").dataset.drawn > 0 && (%s).ink >= %d`, id, pixelsOf(id), minInk), 10*time.Second)
	return Eval[canvasPixels](p, pixelsOf(id))
}

// TestShatterExplorer: the explorer counts the separable labellings of the
// shattering presets as the notes do (three points in general position:
// all 8; the square: 14 of 16, the two XOR labellings fail), draws a tile
// for each, and marks the failures in red.
func TestShatterExplorer(t *testing.T) {
	for _, vp := range []Viewport{Desktop, Phone} {
		t.Run(vp.Name, func(t *testing.T) {
			p := open2(t, "", vp)
			p.Do(`document.getElementById("sec-pictures").scrollIntoView()`)
			for _, c := range []struct {
				preset string
				want   string
				tiles  int
				red    bool // some tile is marked as not separable
			}{
				{"shatter-3", "8 of 8 labellings separable: these 3 points are shattered", 8, false},
				{"shatter-4", "14 of 16 labellings separable", 16, true},
			} {
				p.Do(`hyperplane.loadPreset("` + c.preset + `")`)
				p.WaitFor(c.preset+" in the explorer", `document.getElementById("shatter-out").textContent.startsWith("`+c.want+`")`, 10*time.Second)
				text := Eval[string](p, `document.getElementById("shatter-out").textContent`)
				if c.preset == "shatter-4" && !strings.Contains(text, "VC dimension of lines in the plane is 3") {
					t.Errorf("%s: %q does not give the VC dimension", c.preset, text)
				}
				sh := Eval[struct {
					Separable  int `json:"separable"`
					Labellings []struct {
						Separable bool `json:"separable"`
					} `json:"labellings"`
				}](p, `hyperplane.shatter()`)
				if len(sh.Labellings) != c.tiles {
					t.Errorf("%s: %d labellings, want %d", c.preset, len(sh.Labellings), c.tiles)
				}
				// The canvas spans the section's width, with a row of
				// tiles for every 4 (8 labellings) or 8 (16) of them.
				size := Eval[[2]float64](p, `(() => { const c = document.getElementById("shatter-plot"); return [c.clientWidth, c.parentElement.clientWidth]; })()`)
				if size[0] < 200 || size[0] != size[1] {
					t.Errorf("%s: the canvas is %v CSS pixels wide in a section of %v", c.preset, size[0], size[1])
				}
				px := Eval[canvasPixels](p, pixelsOf("shatter-plot"))
				if px.Ink < 200 {
					t.Errorf("%s: the explorer inked %d pixels", c.preset, px.Ink)
				}
				red := Eval[int](p, `(() => {
  const c = document.getElementById("shatter-plot");
  const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
  let n = 0;
  for (let i = 0; i < d.length; i += 4) if (d[i] > 150 && d[i + 1] < 60 && d[i + 2] < 60) n++;
  return n;
})()`)
				// The crosses are drawn in #b01818; class 1's colour is not
				// that red, so count only strongly red pixels near it.
				if c.red && red == 0 {
					t.Errorf("%s: no tile is marked as not separable", c.preset)
				}
			}
			// More than six points: the explorer says so instead.
			p.Do(`hyperplane.loadPreset("blobs")`)
			p.WaitFor("the explorer's refusal", `document.getElementById("shatter-out").textContent.includes("at most six points")`, 10*time.Second)
		})
	}
}

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
	p.Do(`hyperplane.loadPreset("and")`)
	p.Do(`hyperplane.setAlgorithm("perceptron")`)
	p.Do(`hyperplane.reset()`)
	p.Do(`document.getElementById("weights-plot").scrollIntoView()`)
	p.WaitFor("the weight-space picture", `document.getElementById("weights-plot").height > 100`, 10*time.Second)
	before := waitDrawn(p, "weights-plot", 100)
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
	st := Eval[status](p, `hyperplane.train()`)
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

// TestLiftView: the augmented view redraws as the plane aᵀz = 0 moves in
// training, and a drag across it turns it.
func TestLiftView(t *testing.T) {
	p := open(t, "")
	p.Do(`document.getElementById("pic-shatter").open = false`)
	p.Do(`document.getElementById("pic-weights").open = false`)
	p.Do(`hyperplane.loadPreset("and")`)
	p.Do(`hyperplane.setAlgorithm("perceptron")`)
	p.Do(`hyperplane.reset()`)
	p.Do(`document.getElementById("lift-plot").scrollIntoView()`)
	p.WaitFor("the augmented picture", `document.getElementById("lift-plot").height > 100`, 10*time.Second)
	before := waitDrawn(p, "lift-plot", 100)
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

// TestPicturesOnEveryScreen opens the weight-space and augmented pictures
// in a 640×420 iframe (in the drawer, opened with a real click) and on a
// phone (in the sheet): each is reachable, fits its column, inks its
// canvas and moves as the perceptron trains. With a quarter of the points
// held out, the solution region is cut by the training points only (one
// constraint each, none for a test point). On the phone, a finger drag
// turns the augmented view.
func TestPicturesOnEveryScreen(t *testing.T) {
	for _, v := range []Viewport{Embed, Phone} {
		p := open2(t, "?preset=blobs", v)
		p.Do(`hyperplane.setAlgorithm("perceptron")`)
		p.Do(`hyperplane.setSplit({fraction: 0.25, seed: 7})`)
		p.Do(`hyperplane.reset()`)
		if v.Name == "embed" {
			clickID(t, p, "controls-toggle")
			p.WaitFor("the drawer", `getComputedStyle(document.getElementById("panel")).display !== "none"`, 5*time.Second)
		}
		col := Eval[float64](p, `document.getElementById("panel").clientWidth`)
		for _, id := range []string{"weights-plot", "lift-plot"} {
			p.Do(`document.getElementById("` + id + `").scrollIntoView({block: "center"})`)
			p.WaitFor("the picture", `document.getElementById("`+id+`").getBoundingClientRect().height > 100`, 10*time.Second)
			if !onTop(p, id) {
				t.Errorf("%s: %s cannot be reached", v.Name, id)
			}
			if w := Eval[float64](p, `document.getElementById("`+id+`").getBoundingClientRect().width`); w > col || w < 0.6*col {
				t.Errorf("%s: %s is %v wide in a column of %v", v.Name, id, w, col)
			}
			before := waitDrawn(p, id, 100)
			if before.Ink < 100 {
				t.Errorf("%s: %s inked %d pixels", v.Name, id, before.Ink)
			}
			p.Do(`hyperplane.step(5)`)
			p.WaitFor("the picture to move", fmt.Sprintf(`(%s).hash !== %v`, pixelsOf(id), before.Hash), 10*time.Second)
		}
		type wsp struct {
			OK          bool `json:"ok"`
			Constraints []struct {
				Point int `json:"point"`
			} `json:"constraints"`
		}
		ws := Eval[wsp](p, `hyperplane.weightSpace()`)
		test := Eval[[]int](p, `hyperplane.state().testPoints || []`)
		n := statusOf(p).NPoints
		// round(0.25·n) points are held out (engine.Split.TestMask).
		if want := int(math.Round(0.25 * float64(n))); len(test) != want {
			t.Errorf("%s: %d test points of %d, want %d", v.Name, len(test), n, want)
		}
		if !ws.OK || len(ws.Constraints) != n-len(test) {
			t.Errorf("%s: %d constraints for %d training points", v.Name, len(ws.Constraints), n-len(test))
		}
		held := map[int]bool{}
		for _, i := range test {
			held[i] = true
		}
		for _, c := range ws.Constraints {
			if held[c.Point] {
				t.Errorf("%s: held-out point %d constrains a", v.Name, c.Point)
			}
		}
		// The explorer on the square (shatter-4): 14 of 16 labellings,
		// the two XOR labellings fail (notes on the VC dimension).
		p.Do(`hyperplane.loadPreset("shatter-4", {})`)
		// The explorer is drawn once it is on screen.
		p.Do(`document.getElementById("pic-shatter").scrollIntoView({block: "center"})`)
		p.WaitFor("the explorer", `document.getElementById("shatter-out").textContent.includes("14 of 16")`, 10*time.Second)
		p.Settle(2)
		p.Do(`document.getElementById("shatter-plot").scrollIntoView({block: "center"})`)
		if !onTop(p, "shatter-plot") {
			t.Errorf("%s: the explorer cannot be reached", v.Name)
		}
		if w := Eval[float64](p, `document.getElementById("shatter-plot").getBoundingClientRect().width`); w > col || w < 0.6*col {
			t.Errorf("%s: the explorer is %v wide in a column of %v", v.Name, w, col)
		}
		if v.Phone {
			p.Do(`document.getElementById("lift-plot").scrollIntoView({block: "center"})`)
			r := Eval[[4]float64](p, `(() => { const r = document.getElementById("lift-plot").getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()`)
			yaw := Eval[string](p, `document.getElementById("lift-plot").dataset.yaw`)
			touch := func(typ input.DispatchTouchEventType, x, y float64) {
				pts := []*input.TouchPoint{{X: x, Y: y}}
				if typ == input.DispatchTouchEventTypeTouchEnd {
					pts = []*input.TouchPoint{}
				}
				if _, err := chromedp.Call(p.Ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts}); err != nil {
					t.Fatal(err)
				}
				time.Sleep(30 * time.Millisecond)
			}
			x0, y0 := r[0]+r[2]*0.3, r[1]+r[3]*0.5
			touch(input.DispatchTouchEventTypeTouchStart, x0, y0)
			for i := 1; i <= 6; i++ {
				touch(input.DispatchTouchEventTypeTouchMove, x0+r[2]*0.4*float64(i)/6, y0)
			}
			touch(input.DispatchTouchEventTypeTouchEnd, x0+r[2]*0.4, y0)
			if got := Eval[string](p, `document.getElementById("lift-plot").dataset.yaw`); got == yaw {
				t.Errorf("phone: a finger drag left the yaw at %s", got)
			}
		}
		p.Close()
	}
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
