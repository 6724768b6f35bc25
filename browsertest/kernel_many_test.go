package browsertest

import (
	"image"
	"math"
	"testing"
	"time"
)

// manyMoonsJS makes 700 noisy moons (noise 0.5) from a seeded generator:
// overlapping classes, so that the RBF SVM keeps several hundred support
// vectors.
const manyMoonsJS = `(function(){
	let s = 7;
	const u = () => { s = (s * 1103515245 + 12345) % 2147483648; return (s + 0.5) / 2147483648; };
	const g = () => Math.sqrt(-2 * Math.log(u())) * Math.cos(2 * Math.PI * u());
	const pts = [];
	for (let i = 0; i < 700; i++) {
		const t = Math.PI * u(), c = i % 2;
		const x = c ? 1 - Math.cos(t) : Math.cos(t), y = c ? 0.5 - Math.sin(t) : Math.sin(t);
		pts.push([x + 0.5 * g(), y + 0.5 * g(), c]);
	}
	return pts;
})()`

// TestKernelManySupportVectors: with more than 256 support vectors (the
// most the shader held in uniforms before, above which the CPU grid drew
// the field), the GPU program draws the field from its image of support
// vectors; a new model is painted progressively (not exact at first), and
// once training has stopped the picture becomes the exact field, which
// agrees in sign with the engine's f (scores(x, y).scores[0]) at sampled
// pixels.
func TestKernelManySupportVectors(t *testing.T) {
	p := open(t, "")
	p.Do("hyperplane.setPoints(" + manyMoonsJS + ")")
	p.Do(`hyperplane.setAlgorithm("svm")`)
	p.Do(`hyperplane.setParams({kernel: "rbf", gamma: 0.5, C: 0.5, pairs: 1000})`)
	p.Do(`hyperplane.train()`)
	p.Do(`hyperplane.setView({shading: "hard", grid: false, margins: false, misclassified: false})`)
	st := stateOf(p)
	sv := Eval[float64](p, `hyperplane.status().values.find(v => v.key === "sv").v`)
	if st.Status != "converged" || sv <= 256 {
		t.Fatalf("status %s with %v support vectors, want converged with more than 256", st.Status, sv)
	}
	// The change of view above is a new picture: right after it, the
	// field is not yet exact at every pixel (the finest level alone is
	// 860×760 pixels × sv kernels, far over a frame's budget).
	p.waitFrames("a frame of the new view", p.Draws(), 1)
	if k := Eval[map[string]any](p, `hyperplane.status().kernel`); k["gpu"] != true || k["exact"] != false {
		t.Errorf("right after a change, the kernel field's drawing is %v, want gpu and not yet exact", k)
	}
	start := time.Now()
	waitExact(p)
	if lv := Eval[float64](p, `hyperplane.status().kernel.level`); lv != 1 {
		t.Errorf("exact, but the finest level painted is 1/%v", lv)
	}
	_, checked, wrong := kernelPixels(p, st, kernelSamples(p))
	if checked < 300 || wrong > 0 {
		t.Errorf("%v support vectors: %d of %d sampled pixels disagree with the sign of f", sv, wrong, checked)
	}
	t.Logf("%v support vectors; exact %.1f s after the change; %d pixels checked", sv, time.Since(start).Seconds(), checked)
}

// TestKernelKeptScreen: while the RBF SVM trains with hundreds of support
// vectors, the page repaints only the tiles of its screen where the
// picture changed (status().kernel: kept, repainted of tiles), and what it
// keeps on the screen is what a whole repaint gives: after those frames of
// training and a pause, the canvas (read back from screenshots) is the
// same, pixel for pixel, before and after the page paints the kept screen
// whole (debug.repaint), rings, points and all, wherever no element of the
// page lies over the canvas. A stale ring, a band or a point's new size
// left out, would differ there.
func TestKernelKeptScreen(t *testing.T) {
	p := open(t, "?debug")
	p.Do("hyperplane.setPoints(" + manyMoonsJS + ")")
	p.Do(`hyperplane.setAlgorithm("svm")`)
	p.Do(`hyperplane.setParams({kernel: "rbf", gamma: 0.5, C: 0.5, tol: 1e-6, pairs: 1, maxSteps: 1000000})`)
	p.Do(`hyperplane.setView({margins: true, misclassified: true, grid: true})`)
	p.Do(`hyperplane.setSpeed(40)`)
	p.Do(`hyperplane.play()`)
	p.WaitFor("150 support vectors", `hyperplane.status().values.find(v => v.key === "sv").v >= 150`, 60*time.Second)
	// Sample the drawing over 20 frames of training.
	partial, kept := 0, 0
	for i := 0; i < 20; i++ {
		p.waitFrames("a frame", p.Draws(), 1)
		k := Eval[map[string]any](p, `hyperplane.status().kernel`)
		if k["kept"] == true {
			kept++
			if r, n := k["repainted"].(float64), k["tiles"].(float64); r > 0 && r < n/2 {
				partial++
			}
		}
	}
	p.Do(`hyperplane.pause()`)
	if kept < 18 || partial < 10 {
		t.Errorf("over 20 frames of training, the screen was kept in %d and repainted less than half of it in %d, want at least 18 and 10", kept, partial)
	}
	waitExact(p)
	p.Settle(3)
	if k := Eval[map[string]any](p, `hyperplane.status().kernel`); k["kept"] != true {
		t.Fatalf("after the pause the screen is not kept: %v", k)
	}
	canvas, free := canvasFree(p)
	before := p.Screenshot()
	p.Do(`hyperplane.debug.repaint()`)
	p.Settle(2)
	if k := Eval[map[string]any](p, `hyperplane.status().kernel`); k["repainted"] != k["tiles"] {
		t.Fatalf("the repaint asked for painted %v of %v tiles", k["repainted"], k["tiles"])
	}
	after := p.Screenshot()
	checked, differ := comparePictures(canvas, free, func(x, y int) [3]float64 { return RGB(before, canvas.X+float64(x), canvas.Y+float64(y)) }, after, 0)
	if checked < canvas.W*canvas.H/2 || differ > 0 {
		t.Errorf("the kept screen and the same repainted whole differ at %d of %d pixels compared", differ, checked)
	}

	// Paused, the kept screen shows the exact field of the last model:
	// exportImage paints that field whole in one pass (paintKernel's
	// exact branch), over the same points layer. Left out: the axis labels
	// and the legend, which the picture draws but the page lays over the
	// canvas as elements; and the disc of every point's marks, which the
	// kept screen draws in pieces cut at tiles (render.Damage.Clip) and
	// the picture whole, so that where a piece's sampling position lands
	// within float32 rounding of a sprite texel's edge the two can take
	// neighbouring texels (on this test about 0.3% of the rings' pixels).
	// The field's colours agree to within one unit of 255: the two passes
	// paint different rectangles, and under Mesa's llvmpipe their
	// arithmetic rounded to neighbouring bytes in one channel at 0.4-0.6%
	// of the pixels (SwiftShader gave the same bytes); a stale ring, a band
	// or a point left out differs by far more.
	type picture struct {
		W   int    `json:"w"`
		H   int    `json:"h"`
		Pix []byte `json:"pix"`
	}
	ex := Await[picture](p, `new Promise(r => hyperplane.exportImage(i => r({w: i.width, h: i.height, pix: Array.from(i.pixels)})))`)
	if ex.W != canvas.W || ex.H != canvas.H || len(ex.Pix) != 4*ex.W*ex.H {
		t.Fatalf("the picture is %d×%d (%d bytes), the canvas %d×%d", ex.W, ex.H, len(ex.Pix), canvas.W, canvas.H)
	}
	under := overlaid(p, canvas)
	exported := func(x, y int) [3]float64 {
		o := 4 * (y*ex.W + x)
		return [3]float64{float64(ex.Pix[o]), float64(ex.Pix[o+1]), float64(ex.Pix[o+2])}
	}
	marks := markDiscs(p, canvas, 16)
	n, d := comparePictures(canvas, func(x, y int) bool { return free(x, y) && !under(x, y) && !marks[y*canvas.W+x] }, exported, after, 1)
	if n < canvas.W*canvas.H/2 || d > 0 {
		t.Errorf("paused, the screen and the exact picture differ by more than one unit at %d of %d pixels compared", d, n)
	}
	t.Logf("%d of 20 frames of training repainted less than half the screen; %d pixels compared with a whole repaint, %d with the exact picture", partial, checked, n)
}

// markDiscs marks the canvas's pixels within r pixels of a data point
// (where its marker and the marks about it lie).
func markDiscs(p *Page, c canvasBox, r int) []bool {
	px := Eval[[][2]float64](p, `hyperplane.state().points.map(q => hyperplane.toPixel(q[0], q[1]))`)
	m := make([]bool, c.W*c.H)
	for _, q := range px {
		cx, cy := int(math.Round(q[0]-c.X)), int(math.Round(q[1]-c.Y))
		for y := max(cy-r, 0); y <= min(cy+r, c.H-1); y++ {
			for x := max(cx-r, 0); x <= min(cx+r, c.W-1); x++ {
				if (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r {
					m[y*c.W+x] = true
				}
			}
		}
	}
	return m
}

// overlaid reports, for each pixel of the canvas, whether a visible
// element of the page other than the canvas lies over it or within 2
// pixels, even one that lets the pointer through (the axis labels).
func overlaid(p *Page, c canvasBox) func(x, y int) bool {
	type rect struct {
		L float64 `json:"l"`
		T float64 `json:"t"`
		R float64 `json:"r"`
		B float64 `json:"b"`
	}
	rs := Eval[[]rect](p, `(function(){
		const c = `+playCanvasJS+`;
		const cr = c.getBoundingClientRect(), out = [];
		for (const e of document.body.querySelectorAll("*")) {
			if (e === c || e.contains(c) || getComputedStyle(e).visibility === "hidden") continue;
			for (const r of e.getClientRects()) if (r.width > 0 && r.height > 0 && r.right > cr.left && r.left < cr.right && r.bottom > cr.top && r.top < cr.bottom) out.push({l: r.left, t: r.top, r: r.right, b: r.bottom});
		}
		return out;
	})()`)
	return func(x, y int) bool {
		px, py := c.X+float64(x)+0.5, c.Y+float64(y)+0.5
		for _, r := range rs {
			if px >= r.L-2 && px <= r.R+2 && py >= r.T-2 && py <= r.B+2 {
				return true
			}
		}
		return false
	}
}

// playCanvasJS is the playground's canvas in the page: the largest.
const playCanvasJS = `[...document.querySelectorAll("canvas")].sort((a, b) => b.width * b.height - a.width * a.height)[0]`

// canvasBox is where the playground's canvas lies in the page, in CSS
// pixels (DPR 1: one pixel of the screen each).
type canvasBox struct {
	X float64 `json:"X"`
	Y float64 `json:"Y"`
	W int     `json:"W"`
	H int     `json:"H"`
}

// canvasFree returns the canvas's box and, for each of its pixels,
// whether no element of the page lies over it or within 4 pixels (for
// borders and shadows), tested at the centre of every 4×4 block.
func canvasFree(p *Page) (canvasBox, func(x, y int) bool) {
	type layout struct {
		Box  canvasBox `json:"box"`
		W    int       `json:"w"`
		H    int       `json:"h"`
		Free []bool    `json:"free"`
	}
	lay := Eval[layout](p, `(function(){
		const c = `+playCanvasJS+`;
		const r = c.getBoundingClientRect(), W = Math.ceil(r.width / 4), H = Math.ceil(r.height / 4), free = [];
		for (let j = 0; j < H; j++) for (let i = 0; i < W; i++) free.push(document.elementFromPoint(r.left + 4 * i + 2, r.top + 4 * j + 2) === c);
		return {box: {X: r.left, Y: r.top, W: Math.round(r.width), H: Math.round(r.height)}, w: W, h: H, free: free};
	})()`)
	return lay.Box, func(x, y int) bool {
		bi, bj := x/4, y/4
		for dj := -1; dj <= 1; dj++ {
			for di := -1; di <= 1; di++ {
				i, j := bi+di, bj+dj
				if i >= 0 && j >= 0 && i < lay.W && j < lay.H && !lay.Free[j*lay.W+i] {
					return false
				}
			}
		}
		return true
	}
}

// comparePictures compares want (a colour per pixel of the canvas) with
// the canvas in a screenshot, where free, and returns the pixels compared
// and those that differ by more than tol in a channel.
func comparePictures(c canvasBox, free func(x, y int) bool, want func(x, y int) [3]float64, img image.Image, tol float64) (checked, differ int) {
	for y := 0; y < c.H; y++ {
		for x := 0; x < c.W; x++ {
			if !free(x, y) {
				continue
			}
			checked++
			a, b := want(x, y), RGB(img, c.X+float64(x), c.Y+float64(y))
			for k := 0; k < 3; k++ {
				if math.Abs(a[k]-b[k]) > tol {
					differ++
					break
				}
			}
		}
	}
	return checked, differ
}
