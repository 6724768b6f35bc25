package browsertest

import (
	"encoding/json"
	"math"
	"testing"
	"time"
)

// TestScrubberReplays: after training, the scrubber returns the boundary
// to an earlier snapshot, and back to live.
func TestScrubberReplays(t *testing.T) {
	p := open(t, "")
	trainFourPoints(p)
	final := statusOf(p).Field.Rows[0]
	// Snapshot 1 is the state after the first visit: the first point
	// (1,1) of class 1 is a mistake at a = 0, so a = (1, 1, 1).
	p.Do(`hyperplane.scrub(1)`)
	st := statusOf(p)
	if r := st.Field.Rows[0]; r[0] != 1 || r[1] != 1 || r[2] != 1 || st.Step != 1 {
		t.Fatalf("scrubbed to 1: step %d, a = %v, want step 1, (1, 1, 1)", st.Step, r)
	}
	// The picture follows: the point (0.25, 0.25) has h = 1.5 > 0 at step 1
	// (class 1) but −2.75 < 0 at the end (class 2).
	p.Do(`hyperplane.setView({shading: "hard", grid: false})`)
	p.Do(`hyperplane.setViewport({minX: -1, maxX: 3, minY: -1, maxY: 3})`)
	p.Settle(3)
	x, y := p.ToPixel(0.25, 0.25)
	if k, _ := TintOf(RGB(p.Screenshot(), x, y), st.Colors[:2]); k != 0 {
		t.Errorf("at step 1 the point (0.25, 0.25) is drawn as class %d, want 1", k+1)
	}
	p.Do(`hyperplane.scrub(-1)`)
	p.WaitFor("live", `hyperplane.status().cursor === -1`, 5*time.Second)
	st = statusOf(p)
	if r := st.Field.Rows[0]; r[0] != final[0] || r[1] != final[1] || r[2] != final[2] {
		t.Fatalf("back to live: a = %v, want %v", r, final)
	}
	p.Settle(3)
	if k, _ := TintOf(RGB(p.Screenshot(), x, y), st.Colors[:2]); k != 1 {
		t.Errorf("live, the point (0.25, 0.25) is drawn as class %d, want 2", k+1)
	}
}

// TestAmbiguousRegions: one-versus-rest leaves regions that no classifier
// (or several) claims, shaded grey; the K-class argmax leaves none.
func TestAmbiguousRegions(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.loadLesson("one-versus-rest")`)
	p.Do(`hyperplane.train()`)
	p.Do(`hyperplane.setView({shading: "hard", grid: false, ambiguity: true})`)
	p.Settle(3)
	// Find a pixel the model leaves undecided, through the API.
	amb := Eval[[2]float64](p, `(function(){
		const v = hyperplane.status().visible;
		for (let i = 1; i < 40; i++) for (let j = 1; j < 40; j++) {
			const x = v.minX + (v.maxX - v.minX) * i / 40, y = v.minY + (v.maxY - v.minY) * j / 40;
			if (hyperplane.scores(x, y).class === -1) return [x, y];
		}
		return [NaN, NaN];
	})()`)
	if math.IsNaN(amb[0]) {
		t.Fatal("one-versus-rest left no ambiguous point")
	}
	img := p.Screenshot()
	px, py := p.ToPixel(amb[0], amb[1])
	c := RGB(img, px, py)
	// Ambiguous regions are grey: no class tint (all channels close).
	if math.Max(math.Abs(c[0]-c[1]), math.Abs(c[1]-c[2])) > 10 || c[0] > 250 {
		t.Errorf("the ambiguous point is painted %v, want grey", c)
	}
	// The K-class discriminant from the same functions leaves nothing
	// undecided.
	p.Do(`hyperplane.setParam("strategy", "ovr-argmax")`)
	p.Do(`hyperplane.train()`)
	left := Eval[int](p, `(function(){
		const v = hyperplane.status().visible; let n = 0;
		for (let i = 1; i < 40; i++) for (let j = 1; j < 40; j++) {
			const x = v.minX + (v.maxX - v.minX) * i / 40, y = v.minY + (v.maxY - v.minY) * j / 40;
			if (hyperplane.scores(x, y).class === -1) n++;
		}
		return n;
	})()`)
	if left != 0 {
		t.Errorf("argmax left %d ambiguous points", left)
	}
}

// TestHighDPI repeats the boundary check at a device pixel ratio of 2: the
// screen holds twice the pixels in each direction, and the boundary is
// still within 2 device pixels of the true line.
func TestHighDPI(t *testing.T) {
	open(t, "") // checks the setup
	// Waiting for the controls as well: a screenshot before them shows
	// the loading cover (a run of make test on a loaded machine read a
	// white plot).
	p := env.OpenAtScale(t, "", 2)
	if r := Eval[float64](p, `hyperplane.status().canvas[2]`); r != 2 {
		t.Fatalf("device pixel ratio %v, want 2", r)
	}
	trainFourPoints(p)
	p.Do(`hyperplane.setView({shading: "hard", grid: false, misclassified: false})`)
	p.Do(`hyperplane.setViewport({minX: -1, maxX: 3, minY: -1, maxY: 3})`)
	st := statusOf(p)
	row := st.Field.Rows[0]
	p.Settle(3)
	img := p.Screenshot()
	if w := img.Bounds().Dx(); w != 2*ViewW {
		t.Fatalf("screenshot %d px wide, want %d", w, 2*ViewW)
	}
	pts, n := lineScan(p, row, 0, 12)
	c1, c2 := hardTint(st.Colors[0]), hardTint(st.Colors[1])
	for _, pt := range pts {
		dev := [2]float64{2 * pt[0], 2 * pt[1]}
		off, v := darkest(img, dev, n, 8)
		if math.Abs(off) > 2 || v > 120 {
			t.Errorf("at %v the darkest pixel is %.0f device px off the line (brightness %.0f)", dev, off, v)
		}
		a := RGB(img, dev[0]+12*n[0], dev[1]+12*n[1])
		b := RGB(img, dev[0]-12*n[0], dev[1]-12*n[1])
		if dist3(a, c1) > 6 || dist3(b, c2) > 6 {
			t.Errorf("at %v: %v and %v beside the line", dev, a, b)
		}
	}
}

// TestShadingPixels: soft shading paints, at every pixel of the plot, the
// class colour of the side of the boundary over white with the weight
// 0.08 + 0.42·conf (wasm/shaders/field.go), where conf is |2σ(h) − 1| =
// tanh(|h|/2) for logistic regression and 1 − e^(−d/(0.12·m)) for the
// perceptron, d being the distance to the boundary in device pixels and m
// the smaller side of the canvas. The expected colour of each sampled
// pixel is computed here from the weights the page reports and the pixel's
// data point, so this checks the whole path from the model to the pixel
// (a linear field's shading comes from the vertices of a strip mesh, exact
// to a quarter of a colour level: wasm/render/strips.go, stripStep).
func TestShadingPixels(t *testing.T) {
	p := open(t, "")
	for _, tc := range []struct {
		algo, points string
		logistic     bool
	}{
		// Overlapping classes: the logistic weights are finite.
		{"logistic", `[[0,0,0],[1,0,0],[0,1,1],[1,1,1],[0.5,0.2,1],[0.5,0.8,0],[0.2,0.6,0]]`, true},
		// The AND gate: the perceptron's weights are (−4, 2, 3).
		{"perceptron", `[[1,1,0],[1,0,1],[0,1,1],[0,0,1]]`, false},
	} {
		p.Do(`hyperplane.setPoints(` + tc.points + `)`)
		p.Do(`hyperplane.setAlgorithm("` + tc.algo + `")`)
		p.Do(`hyperplane.train()`)
		p.Do(`hyperplane.setView({shading: "soft", boundary: false, grid: false, misclassified: false, margins: false, contours: false})`)
		p.Do(`hyperplane.setViewport({minX: -2, maxX: 3, minY: -2, maxY: 3})`)
		p.MouseAway()
		p.Settle(3)
		st := statusOf(p)
		if st.Field == nil || len(st.Field.Rows) != 1 || len(st.Field.Rows[0]) != 3 {
			t.Fatalf("%s: no linear two-class field: %+v", tc.algo, st.Field)
		}
		row := st.Field.Rows[0]
		img := p.Screenshot()
		// The page's map from data to CSS pixels (device pixels: the ratio
		// is 1), an axis-aligned scaling.
		x0, y0 := p.ToPixel(0, 0)
		x1, _ := p.ToPixel(1, 0)
		_, y1 := p.ToPixel(0, 1)
		sx, sy := x1-x0, y1-y0
		if math.Abs(sx+sy) > 1e-6*math.Abs(sx) {
			t.Fatalf("%s: the scales %v and %v differ", tc.algo, sx, -sy)
		}
		// The plot's canvas is at the page's top left (as for the other
		// tests), its CSS size in the status.
		rect := [4]float64{0, 0, st.Canvas[0], st.Canvas[1]}
		m := math.Min(st.Canvas[0], st.Canvas[1]) * st.Canvas[2]
		var data [][3]float64
		if err := json.Unmarshal([]byte(tc.points), &data); err != nil {
			t.Fatal(err)
		}
		var pts [][2]float64
		for _, q := range data {
			px, py := p.ToPixel(q[0], q[1])
			pts = append(pts, [2]float64{px, py})
		}
		// The drawing tools' bar covers the plot's lower left corner.
		tools := Eval[[4]float64](p, `(() => { const r = document.getElementById("tools").getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom] })()`)
		worst, n := 0.0, 0
		for py := rect[1] + 10; py < rect[3]-10; py += 17 {
		next:
			for px := rect[0] + 10; px < rect[2]-10; px += 17 {
				if px >= tools[0]-2 && px <= tools[2]+2 && py >= tools[1]-2 && py <= tools[3]+2 {
					continue
				}
				for _, q := range pts {
					if math.Hypot(q[0]-px, q[1]-py) < 20 {
						continue next
					}
				}
				// The data point at the pixel's centre.
				x, y := (px+0.5-x0)/sx, (py+0.5-y0)/sy
				h := row[0] + row[1]*x + row[2]*y
				d := math.Abs(h) / math.Hypot(row[1], row[2]) * sx // device pixels
				if d < 1.5 {
					continue // on the boundary: either side's colour
				}
				conf := 1 - math.Exp(-d/(0.12*m))
				if tc.logistic {
					conf = math.Tanh(math.Abs(h) / 2)
				}
				label := st.Field.Labels[1]
				if h >= 0 {
					label = st.Field.Labels[0]
				}
				c := HexRGB(st.Colors[label])
				var want [3]float64
				for i := range c {
					want[i] = 255 + (c[i]-255)*(0.08+0.42*conf)
				}
				got := RGB(img, px, py)
				e := dist3(got, want)
				worst = math.Max(worst, e)
				n++
				if e > 3 {
					t.Errorf("%s: pixel (%.0f, %.0f), h = %.3f: %v, want %v", tc.algo, px, py, h, got, want)
				}
			}
		}
		if n < 500 {
			t.Errorf("%s: only %d pixels were sampled", tc.algo, n)
		}
		t.Logf("%s: %d pixels, largest colour distance %.2f", tc.algo, n, worst)
	}
}
