package browsertest

import (
	"fmt"
	"image"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// kernelSample is a point of the plot with the engine's f(x) there.
type kernelSample struct {
	X, Y, F float64
}

// kernelSamples returns f = scores(x, y).scores[0] on a 36×36 grid over
// the visible box.
func kernelSamples(p *Page) []kernelSample {
	return Eval[[]kernelSample](p, `(function(){
		const v = hyperplane.status().visible, out = [];
		for (let i = 1; i < 36; i++) for (let j = 1; j < 36; j++) {
			const x = v.minX + (v.maxX - v.minX) * i / 36, y = v.minY + (v.maxY - v.minY) * j / 36;
			out.push({X: x, Y: y, F: hyperplane.scores(x, y).scores[0]});
		}
		return out;
	})()`)
}

// kernelPixels returns, for each sample that is clear of the boundary, the
// margin curves and the points, the class its pixel is tinted with and the
// class the sign of f gives, and the number that disagree.
func kernelPixels(p *Page, st status, samples []kernelSample) (classes []int, checked, wrong int) {
	waitExact(p)
	img := p.Screenshot()
	cov := Covered(p)
	pts := p.PointPixels(st.Points)
	px := samplePixels(p, samples)
	classes = make([]int, len(samples))
	for i, s := range samples {
		classes[i] = -1
		if math.Abs(s.F) < 0.05 || math.Abs(math.Abs(s.F)-1) < 0.08 {
			continue
		}
		x, y := px[i][0], px[i][1]
		near := false
		for _, q := range pts {
			near = near || math.Hypot(q[0]-x, q[1]-y) < 16
		}
		if near || InBoxes(cov, x, y, 4) {
			continue
		}
		k, _ := TintOf(RGB(img, x, y), st.Colors[:2])
		classes[i] = k
		want := 1
		if s.F >= 0 {
			want = 0
		}
		checked++
		if k != want {
			wrong++
		}
	}
	return classes, checked, wrong
}

// samplePixels returns the CSS pixels of the samples.
func samplePixels(p *Page, samples []kernelSample) [][2]float64 {
	xy := make([][2]float64, len(samples))
	for i, s := range samples {
		xy[i] = [2]float64{s.X, s.Y}
	}
	return p.ToPixels(xy)
}

// waitExact waits until the kernel field on the screen is the exact field
// of the model at every pixel (wasm/frame's KernelPass paints it
// progressively).
func waitExact(p *Page) {
	p.t.Helper()
	p.WaitFor("the exact kernel field", `hyperplane.status().kernel && hyperplane.status().kernel.exact`, 60*time.Second)
}

// TestKernelSVMField: on the circles, the RBF SVM's field drawn by the GPU
// program agrees with the engine's f(x) (scores(x, y).scores[0]) at
// sampled pixels, once training has stopped; a larger γ changes the
// pixels; the margin curves f = ±1 and the rings of the support vectors
// appear with the margins view, and status().values.sv counts them.
func TestKernelSVMField(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.loadPreset("circles")`)
	p.Do(`hyperplane.setAlgorithm("svm")`)
	p.Do(`hyperplane.setParams({kernel: "rbf", gamma: 0.5, C: 1})`)
	p.Do(`hyperplane.train()`)
	p.Do(`hyperplane.setView({shading: "hard", grid: false, margins: false, misclassified: false})`)
	p.Settle(4)
	st := stateOf(p)
	sv := Eval[float64](p, `hyperplane.status().values.find(v => v.key === "sv").v`)
	if st.Status != "converged" || sv < 3 || st.Mistakes > st.NPoints/10 {
		t.Fatalf("status %s, %v support vectors, %d mistakes of %d", st.Status, sv, st.Mistakes, st.NPoints)
	}
	if gpu := Eval[bool](p, `hyperplane.status().kernel.gpu`); !gpu {
		t.Errorf("the kernel field is not drawn by the GPU program")
	}
	samples := kernelSamples(p)
	before, checked, wrong := kernelPixels(p, st, samples)
	if checked < 300 || wrong > 0 {
		t.Errorf("γ = 0.5: %d of %d sampled pixels disagree with the sign of f", wrong, checked)
	}

	// Margins on: the curves f = ±1 darken pixels next to them, and the
	// support vectors are ringed.
	off := p.Screenshot()
	p.Do(`hyperplane.setView({margins: true})`)
	p.Settle(4)
	on := p.Screenshot()
	curve, darker := 0, 0
	pts := p.PointPixels(st.Points)
	px := samplePixels(p, samples)
	for i, s := range samples {
		if math.Abs(math.Abs(s.F)-1) > 0.03 {
			continue
		}
		x, y := px[i][0], px[i][1]
		clear := true // of the points and the support vectors' rings
		for _, q := range pts {
			clear = clear && math.Hypot(q[0]-x, q[1]-y) > 24
		}
		if !clear {
			continue
		}
		curve++
		// The curve is dashed and 1.5 px wide; the sample is within a few
		// pixels of it: compare the darkest pixel about it.
		darkest := func(img image.Image) float64 {
			m := 765.0
			for dy := -4.0; dy <= 4; dy++ {
				for dx := -4.0; dx <= 4; dx++ {
					c := RGB(img, x+dx, y+dy)
					m = math.Min(m, c[0]+c[1]+c[2])
				}
			}
			return m
		}
		if darkest(off)-darkest(on) > 60 {
			darker++
		}
	}
	if curve == 0 || darker*3 < curve {
		t.Errorf("margin curves: %d of %d samples on f = ±1 darker with the margins shown", darker, curve)
	}
	supp := Eval[[]int](p, `hyperplane.status().support`)
	if len(supp) != int(sv) {
		t.Errorf("%d support vectors listed, values.sv = %v", len(supp), sv)
	}
	rings := 0
	for _, i := range supp[:min(len(supp), 5)] {
		x, y := p.ToPixel(st.Points[i][0], st.Points[i][1])
		dark := func(img [3]float64) bool { return img[0] < 70 && img[1] < 70 && img[2] < 70 }
		n0, n1 := 0, 0
		for a := 0.0; a < 2*math.Pi; a += math.Pi / 24 {
			for r := 9.0; r <= 16; r++ {
				if dark(RGB(off, x+r*math.Cos(a), y+r*math.Sin(a))) {
					n0++
				}
				if dark(RGB(on, x+r*math.Cos(a), y+r*math.Sin(a))) {
					n1++
				}
			}
		}
		if n1-n0 >= 20 {
			rings++
		}
	}
	if rings < min(len(supp), 5)-1 {
		t.Errorf("only %d of the first support vectors are ringed", rings)
	}

	// Hovering a support vector shows f, α and the slack, as the engine has
	// them: f = scores(x, y).scores[0], ξ = max(0, 1 − y f).
	q := st.Points[supp[0]]
	x, y := p.ToPixel(q[0], q[1])
	if err := chromedp.Do(p.Ctx, chromedp.MouseEvent(chromedp.MouseMoved, x, y)); err != nil {
		t.Fatal(err)
	}
	p.WaitFor("the hover", `!!(hyperplane.status().hover && hyperplane.status().hover.dual)`, 5*time.Second)
	type dual struct {
		F       float64 `json:"f"`
		Alpha   float64 `json:"alpha"`
		Slack   float64 `json:"slack"`
		Bounded bool    `json:"bounded"`
	}
	h := Eval[dual](p, `hyperplane.status().hover.dual`)
	f := Eval[float64](p, fmt.Sprintf(`hyperplane.scores(%v, %v).scores[0]`, q[0], q[1]))
	yq := 1.0
	if q[2] != 0 {
		yq = -1
	}
	if math.Abs(h.F-f) > 1e-9 || !(h.Alpha > 0) || math.Abs(h.Slack-math.Max(0, 1-yq*f)) > 1e-9 {
		t.Errorf("hover of support vector %d: %+v, want f = %v, α > 0, ξ = %v", supp[0], h, f, math.Max(0, 1-yq*f))
	}
	// The tooltip is the panel's, written when its subscriber hears of
	// the hover, in a task after the frame that found it: the test once
	// read it before then (empty).
	tip := `document.getElementById("hover").textContent`
	p.WaitFor("the tooltip", tip+`.includes("α =")`, 5*time.Second)
	if txt := Eval[string](p, tip); !strings.Contains(txt, "slack") {
		t.Errorf("the tooltip says %q", txt)
	}
	p.MouseAway()

	// A small C puts support vectors at their bound α = C: ringed in amber.
	amber := func() int {
		img, n := p.Screenshot(), 0
		b := img.Bounds()
		for j := b.Min.Y; j < b.Max.Y; j += 2 {
			for i := b.Min.X; i < b.Max.X; i += 2 {
				c := RGB(img, float64(i), float64(j))
				if c[0] > 180 && c[1] > 90 && c[1] < 150 && c[2] < 60 {
					n++
				}
			}
		}
		return n
	}
	before0 := amber()
	p.Do(`hyperplane.setParams({C: 0.05})`)
	p.Do(`hyperplane.train()`)
	p.Settle(4)
	if n := amber(); n < before0+40 {
		t.Errorf("C = 0.05: %d amber pixels (%d before), want the bounded support vectors ringed", n, before0)
	}
	p.Do(`hyperplane.setParams({C: 1})`)

	// γ = 20: every point an island; the field changes, and still agrees.
	p.Do(`hyperplane.setView({margins: false})`)
	p.Do(`hyperplane.setParams({gamma: 20})`)
	p.Do(`hyperplane.train()`)
	p.Settle(4)
	st = stateOf(p)
	samples = kernelSamples(p)
	after, checked, wrong := kernelPixels(p, st, samples)
	if checked < 300 || wrong > 0 {
		t.Errorf("γ = 20: %d of %d sampled pixels disagree with the sign of f", wrong, checked)
	}
	changed := 0
	for i := range after {
		if before[i] >= 0 && after[i] >= 0 && before[i] != after[i] {
			changed++
		}
	}
	if changed < 20 {
		t.Errorf("γ 0.5 → 20 changed the class of %d sampled pixels, want many", changed)
	}
	t.Logf("%v support vectors; %d pixels checked, %d changed class with γ", sv, checked, changed)
}

// TestKernelPerceptronField: the kernel perceptron separates XOR on the
// page, and its expansion (with the bias Σαy in the row) is drawn by the
// GPU program in agreement with the engine's f at sampled pixels.
func TestKernelPerceptronField(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.loadPreset("xor")`)
	p.Do(`hyperplane.setAlgorithm("perceptron-dual")`)
	p.Do(`hyperplane.setParams({kernel: "rbf", gamma: 1})`)
	p.Do(`hyperplane.train()`)
	p.Do(`hyperplane.setView({shading: "hard", grid: false, margins: false, misclassified: false})`)
	p.Do(`hyperplane.setViewport({minX: -1, maxX: 2, minY: -1, maxY: 2})`)
	p.Settle(4)
	st := stateOf(p)
	if st.Status != "converged" || st.Mistakes != 0 || !Eval[bool](p, `hyperplane.status().kernel.gpu`) {
		t.Fatalf("status %s, %d mistakes, drawn on the GPU: %v", st.Status, st.Mistakes, Eval[bool](p, `hyperplane.status().kernel.gpu`))
	}
	_, checked, wrong := kernelPixels(p, st, kernelSamples(p))
	if checked < 300 || wrong > 0 {
		t.Errorf("%d of %d sampled pixels disagree with the sign of f", wrong, checked)
	}
}

// TestKernelMulticlassField: with three classes the RBF SVM's one-versus-
// one field (three expansions, one per pair) is drawn by the GPU program,
// in the class the engine decides at sampled pixels away from the
// boundaries.
func TestKernelMulticlassField(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.loadPreset("three-classes")`)
	p.Do(`hyperplane.setAlgorithm("svm")`)
	p.Do(`hyperplane.setParams({kernel: "rbf", gamma: 0.5, C: 1, strategy: "ovo"})`)
	p.Do(`hyperplane.train()`)
	p.Do(`hyperplane.setView({shading: "hard", grid: false, margins: false, misclassified: false, ambiguity: false})`)
	p.Settle(4)
	st := stateOf(p)
	if !Eval[bool](p, `hyperplane.status().kernel.gpu`) {
		t.Fatalf("the three-class kernel field is not drawn by the GPU program (%d support vectors)", Eval[int](p, `hyperplane.status().kernel.svs`))
	}
	type sample struct {
		X, Y  float64
		Class int
		Near  bool
	}
	samples := Eval[[]sample](p, `(function(){
		const v = hyperplane.status().visible, f = hyperplane.status().field, out = [];
		for (let i = 1; i < 30; i++) for (let j = 1; j < 30; j++) {
			const x = v.minX + (v.maxX - v.minX) * i / 30, y = v.minY + (v.maxY - v.minY) * j / 30;
			const s = hyperplane.scores(x, y);
			// Near a boundary when a step of 2% of the view changes the class.
			const d = 0.02 * (v.maxX - v.minX);
			const near = [[d, 0], [-d, 0], [0, d], [0, -d]].some(([a, b]) => hyperplane.scores(x + a, y + b).class !== s.class);
			out.push({X: x, Y: y, Class: s.class, Near: near});
		}
		return out;
	})()`)
	waitExact(p)
	img := p.Screenshot()
	cov := Covered(p)
	checked, wrong := 0, 0
	pts := p.PointPixels(st.Points)
	xy := make([][2]float64, len(samples))
	for i, s := range samples {
		xy[i] = [2]float64{s.X, s.Y}
	}
	px := p.ToPixels(xy)
	for i, s := range samples {
		if s.Near || s.Class < 0 {
			continue
		}
		x, y := px[i][0], px[i][1]
		clear := !InBoxes(cov, x, y, 4)
		for _, q := range pts {
			clear = clear && math.Hypot(q[0]-x, q[1]-y) > 16
		}
		if !clear {
			continue
		}
		checked++
		if k, _ := TintOf(RGB(img, x, y), st.Colors[:3]); k != s.Class {
			wrong++
		}
	}
	if checked < 200 || wrong > 0 {
		t.Errorf("%d of %d sampled pixels are not in the engine's class", wrong, checked)
	}
}
