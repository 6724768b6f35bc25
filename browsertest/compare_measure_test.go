package browsertest

import (
	"fmt"
	"image"
	"os"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestCompareFrames measures (it asserts nothing) the frame rate of the
// page with 200,000 points and four compared algorithms, for the figures
// of BENCHMARKS.md (issue 32); it runs only with HYPERPLANE_MEASURE set:
//
//	HYPERPLANE_BROWSER=1 HYPERPLANE_MEASURE=1 go test -count=1 -v -run TestCompareFrames ./browsertest/
func TestCompareFrames(t *testing.T) {
	if os.Getenv("HYPERPLANE_MEASURE") == "" {
		t.Skip("HYPERPLANE_MEASURE is not set")
	}
	p := open2(t, "?preset=blobs&debug"+os.Getenv("HYPERPLANE_QUERY"), Desktop)
	// 199,999 points (one short of the limit, for the edit): two Gaussian blobs from a fixed linear congruential
	// sequence (Box–Muller), so every run draws the same points.
	p.Do(`(() => { let s = 12345; const u = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648 + 1e-12;
		const pts = []; for (let i = 0; i < 199999; i++) { const c = i % 2, r = Math.sqrt(-2 * Math.log(u())), a = 2 * Math.PI * u();
		pts.push([r * Math.cos(a) + (c ? 1.5 : -1.5), r * Math.sin(a) + (c ? 1 : -1), c]); }
		return hyperplane.setPoints(pts); })()`)
	p.Do(`hyperplane.setAlgorithm("perceptron")`)
	// The rate of animation frames over 3 s, and the longest gap between
	// two (how long a click or an API call may wait).
	measure := func(what string) {
		type res struct{ FPS, Gap float64 }
		r, err := chromedp.Run(p.Ctx, chromedp.Evaluate[res](`new Promise((resolve) => {
			let n = 0, t0 = 0, prev = 0, gap = 0;
			function f(t) { if (!t0) { t0 = prev = t; } gap = Math.max(gap, t - prev); prev = t; n++;
				if (t - t0 < 3000) requestAnimationFrame(f); else resolve({FPS: 1000 * (n - 1) / (t - t0), Gap: gap}); }
			requestAnimationFrame(f); })`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		m := Eval[map[string]float64](p, `hyperplane.debug.mem()`)
		t.Logf("%s: %.1f frames/s, longest frame gap %.0f ms; Go heap %.0f MB, %.0f collections, %.0f MB allocated so far",
			what, r.FPS, r.Gap, m["heapAlloc"]/1e6, m["numGC"], m["totalAlloc"]/1e6)
	}
	// The points' frame animates in; on a loaded machine that may take
	// longer than Settle waits.
	// The page may take long after taking 200,000 points on a loaded
	// machine: wait for ten frames after the view settles.
	p.WaitFor("the view to settle", "!hyperplane.status().animating", 120*time.Second)
	p.WaitFor("ten frames", fmt.Sprintf("hyperplane.status().draws >= %v", p.Draws()+10), 120*time.Second)
	measure("199,999 points, no comparison")
	p.Do(`hyperplane.setView({compare: ["perceptron-batch", "logistic", "svm", "least-squares"]})`)
	measure("four compared, first 3 s")
	measure("four compared, next 3 s")
	p.Do(`hyperplane.addPoint(0.1, 0.2, 0)`)
	measure("four compared, after an edit")
	t.Logf("legend: %q", Eval[string](p, `document.getElementById("legend").innerText`))
	p.SaveScreenshot("compare-sample.png", image.Rectangle{})
}
