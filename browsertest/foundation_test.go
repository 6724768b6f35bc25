package browsertest

import (
	"fmt"
	"image"
	"math"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestClickTrain is the newcomer's path: clear the default scene, click
// points of two classes onto the canvas with real mouse events, pick the
// perceptron in the picker, press play, and watch it separate the points.
func TestClickTrain(t *testing.T) {
	p := open(t, "")
	// The canvas's context is the one the program asked for before Ebiten
	// (wasm/main_js.go singleSampled): Ebiten's attributes, but neither
	// antialiased (WebGL's default, several samples a pixel resolved at each
	// frame, for a picture Ebiten copies pixel for pixel) nor with a depth
	// buffer, which nothing draws into.
	attrs := Eval[map[string]any](p, `document.querySelector("body > canvas").getContext("webgl2").getContextAttributes()`)
	for k, want := range map[string]bool{"antialias": false, "depth": false, "alpha": true, "premultipliedAlpha": true, "stencil": true} {
		if attrs[k] != want {
			t.Errorf("the canvas's WebGL context has %s = %v, want %v (%v)", k, attrs[k], want, attrs)
		}
	}
	st := statusOf(p)
	if st.Algorithm != "perceptron" || st.NPoints == 0 {
		t.Fatalf("default scene: algorithm %q with %d points, want the perceptron on two blobs", st.Algorithm, st.NPoints)
	}
	if err := chromedp.Do(p.Ctx, chromedp.Click(chromedp.ID("clear"))); err != nil {
		t.Fatal(err)
	}
	p.WaitFor("an empty scene", "hyperplane.status().npoints === 0", 10*time.Second)

	// Class 1 upper left, class 2 lower right, four points each, placed
	// with the mouse at the pixels of chosen data points.
	groups := [2][][2]float64{
		{{-3, 2}, {-2, 3}, {-3.5, 3.2}, {-1.5, 1.8}},
		{{2, -2}, {3, -1}, {2.5, -3}, {1.2, -1.5}},
	}
	for k, pts := range groups {
		// Choose the class in the panel, as a user would.
		if err := chromedp.Do(p.Ctx, chromedp.Click(chromedp.CSS(fmt.Sprintf("#classes label:nth-child(%d)", k+1)))); err != nil {
			t.Fatal(err)
		}
		p.WaitFor("the class", fmt.Sprintf("hyperplane.status().class === %d", k), 10*time.Second)
		for _, d := range pts {
			n := statusOf(p).NPoints
			x, y := p.ToPixel(d[0], d[1])
			p.Click(x, y)
			p.WaitFor("a new point", fmt.Sprintf("hyperplane.status().npoints === %d", n+1), 10*time.Second)
		}
	}
	s := stateOf(p)
	if len(s.Points) != 8 {
		t.Fatalf("%d points after 8 clicks", len(s.Points))
	}
	for i, pt := range s.Points {
		want := groups[i/4][i%4]
		// A click lands on a whole CSS pixel: the point is within one
		// pixel's worth of data units of where it was aimed.
		if math.Abs(pt[0]-want[0]) > 0.03 || math.Abs(pt[1]-want[1]) > 0.03 || int(pt[2]) != i/4 {
			t.Errorf("point %d = %v, want %v of class %d", i, pt, want, i/4)
		}
	}

	// Pick the perceptron in the algorithm picker and press play.
	if err := chromedp.Do(p.Ctx, chromedp.SetValue(chromedp.ID("algorithm"), "perceptron")); err != nil {
		t.Fatal(err)
	}
	p.Do(`document.getElementById("algorithm").dispatchEvent(new Event("change"))`)
	if err := chromedp.Do(p.Ctx, chromedp.Click(chromedp.ID("play"))); err != nil {
		t.Fatal(err)
	}
	p.WaitFor("convergence", `hyperplane.status().status === "converged"`, 60*time.Second)
	st = statusOf(p)
	if st.Accuracy == nil || *st.Accuracy != 1 || st.Mistakes != 0 {
		t.Fatalf("after convergence: accuracy %v, %d mistakes", st.Accuracy, st.Mistakes)
	}
	if st.Playing {
		t.Errorf("still playing after convergence")
	}

	// Read the picture back: a point on each side of the boundary, 40 px
	// away from it along the normal, is tinted with its class's colour.
	p.MouseAway()
	p.Settle(3)
	img := p.Screenshot()
	a := st.Field.Rows[0] // h(x) = a0 + a1 x + a2 y ≥ 0 is class 1
	for k, pts := range groups {
		for _, d := range pts {
			x, y := p.ToPixel(d[0], d[1])
			// Sample 18 px from the point, away from the boundary, so that
			// the marker itself is not sampled.
			nx, ny := a[1], -a[2] // the normal in screen coordinates (y down)
			n := math.Hypot(nx, ny)
			sgn := 1.0
			if k == 1 {
				sgn = -1
			}
			sx, sy := x+sgn*18*nx/n, y+sgn*18*ny/n
			got, cos := TintOf(RGB(img, sx, sy), st.Colors[:2])
			if got != k || cos < 0.95 {
				t.Errorf("pixel (%.0f, %.0f) near a class-%d point is tinted %d (cos %.3f), colour %v", sx, sy, k+1, got+1, cos, RGB(img, sx, sy))
			}
		}
	}
	p.SaveScreenshot("screenshot.png", image.Rectangle{})
}

// TestDragClosedForm drags one point across the boundary under least
// squares, a closed form, and checks that the fit followed it.
func TestDragClosedForm(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.setPoints([[-3,1,0],[-2,2,0],[-2.5,0.5,0],[-1,1.5,0],[2,-1,1],[3,-2,1],[2.5,0,1],[1,-1.5,1]])`)
	p.Do(`hyperplane.setAlgorithm("least-squares")`)
	p.WaitFor("a fit", `hyperplane.status().status === "converged"`, 10*time.Second)
	before := statusOf(p)
	w0 := before.Field.Rows
	// Drag point 3, (−1, 1.5) of class 1, to (2.5, −2.5), deep in class 2.
	x0, y0 := p.ToPixel(-1, 1.5)
	x1, y1 := p.ToPixel(2.5, -2.5)
	p.Drag(x0, y0, x1, y1, 12)
	s := stateOf(p)
	moved := s.Points[3]
	if math.Abs(moved[0]-2.5) > 0.05 || math.Abs(moved[1]+2.5) > 0.05 {
		t.Fatalf("point 3 is at %v, want (2.5, −2.5)", moved)
	}
	if s.NPoints != 8 {
		t.Fatalf("%d points after a drag, want 8 (a drag must not add or remove)", s.NPoints)
	}
	w1 := s.Field.Rows
	diff := 0.0
	for k := range w0 {
		for j := range w0[k] {
			diff = math.Max(diff, math.Abs(w1[k][j]-w0[k][j]))
		}
	}
	if diff < 0.05 {
		t.Fatalf("the least-squares weights did not follow the drag: %v → %v", w0, w1)
	}
	// The dragged point now sits among class 2, so least squares gets it
	// wrong: it is marked as a mistake.
	if s.Mistakes < 1 {
		t.Errorf("mistakes = %d after dragging a class-1 point into class 2", s.Mistakes)
	}
}

// tapJS dispatches a press and a release of the left button (pointer
// events, which the program reads with their times) at a CSS pixel
// of the canvas in one task, so that the game sees both in one frame, as it
// does a tap on a touchpad.
func tapJS(x, y float64) string {
	return fmt.Sprintf(`(function(){
		const c = document.querySelector("body > canvas"), r = c.getBoundingClientRect();
		const o = {clientX: r.left + %v, clientY: r.top + %v, button: 0, bubbles: true, cancelable: true,
			pointerId: 1, pointerType: "mouse", isPrimary: true};
		c.dispatchEvent(new PointerEvent("pointermove", o));
		c.dispatchEvent(new PointerEvent("pointerdown", o));
		c.dispatchEvent(new PointerEvent("pointerup", o));
		return {ok: true};
	})()`, x, y)
}

// TestTapInOneFrame: a press released within the same frame is a click
// that the game handles in that frame, not the next: the point is there
// after the first tick that saw the tap (the page samples the tick count
// and the points at every frame). It adds one point where it was made, and
// the mouse moving on afterwards neither drags nor pans; a tap on an
// existing point adds nothing and moves nothing.
func TestTapInOneFrame(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.clear()`)
	x, y := p.ToPixel(1.5, -2)
	t0 := p.Draws()
	// The tick count is read in the task that taps.
	p.Do(`(function(){
		window.tapTick = hyperplane.status().ticks;
		window.tapSamples = [];
		const sample = () => {
			const st = hyperplane.status();
			window.tapSamples.push([st.ticks, st.npoints]);
			if (window.tapSamples.length < 10) requestAnimationFrame(sample);
		};
		requestAnimationFrame(sample);
		return ` + tapJS(x, y) + `;
	})()`)
	p.waitFrames("the tap", t0, 3)
	p.WaitFor("the samples", "window.tapSamples.length >= 10", 10*time.Second)
	// The first sample after the tap's tick, tapTick+1, has the point.
	samples := Eval[[][2]float64](p, "window.tapSamples")
	tick := Eval[float64](p, "window.tapTick")
	seen := false
	for _, smp := range samples {
		if smp[0] == tick+1 {
			seen = true
			if smp[1] != 1 {
				t.Errorf("after the tick that saw the tap there are %v points, want 1 (samples of [tick, points] %v from tick %v)", smp[1], samples, tick)
			}
		}
	}
	if !seen {
		t.Logf("no frame sampled the tick after the tap (%v from tick %v): the timing is not checked", samples, tick)
	}
	s := stateOf(p)
	if len(s.Points) != 1 || math.Abs(s.Points[0][0]-1.5) > 0.03 || math.Abs(s.Points[0][1]+2) > 0.03 {
		t.Fatalf("after a tap at (1.5, −2): points %v", s.Points)
	}
	view := Eval[[4]float64](p, "(function(){ const v = hyperplane.status().visible; return [v.minX, v.maxX, v.minY, v.maxY]; })()")
	// The mouse moves on without a button: nothing is dragged or panned.
	t0 = p.Draws()
	if err := chromedp.Do(p.Ctx, chromedp.MouseEvent(chromedp.MouseMoved, x+60, y+40)); err != nil {
		t.Fatal(err)
	}
	p.waitFrames("the move", t0, 3)
	s = stateOf(p)
	if len(s.Points) != 1 || math.Abs(s.Points[0][0]-1.5) > 0.03 {
		t.Fatalf("after moving on: points %v", s.Points)
	}
	if v := Eval[[4]float64](p, "(function(){ const v = hyperplane.status().visible; return [v.minX, v.maxX, v.minY, v.maxY]; })()"); v != view {
		t.Fatalf("moving after a tap panned the view from %v to %v", view, v)
	}
	// A tap on the point grabs and lets go of it: nothing changes.
	t0 = p.Draws()
	p.Do(tapJS(x, y))
	p.waitFrames("the second tap", t0, 3)
	if s2 := stateOf(p); len(s2.Points) != 1 || s2.Points[0] != s.Points[0] {
		t.Fatalf("a tap on the point changed the points from %v to %v", s.Points, s2.Points)
	}
}
