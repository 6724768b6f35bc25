package main

import (
	"fmt"
	"log"
	"time"

	"hyperplane/browsertest"

	"github.com/chromedp/chromedp"
)

// cvJS starts a 10-fold cross-validation of the scene's method and, in
// every animation frame until it is done, notes the frame; it resolves to
// [the page's time from the call to the frame that saw it done, the
// session's own time for it (ms), the longest gap between two frames while
// it ran (ms), the frames a second from the first frame after the call to
// the last, the call's own time (ms)]. The gap from the call to the first
// frame is the call's and the frame's in which it was made, not a frame
// of the run, so the rate and the longest gap start at the first frame.
const cvJS = `(opts) => new Promise((resolve, reject) => {
	const t0 = performance.now();
	const r0 = hyperplane.crossValidate(opts);
	const call = performance.now() - t0;
	if (r0 && r0.ok === false) { reject(r0.error); return; }
	const times = [];
	function f() {
		const now = performance.now();
		times.push(now);
		const r = hyperplane.crossValidation();
		if (!r.done) { requestAnimationFrame(f); return; }
		let worst = 0;
		for (let i = 1; i < times.length; i++) worst = Math.max(worst, times[i] - times[i - 1]);
		const span = times[times.length - 1] - times[0];
		const fps = times.length > 1 ? 1000 * (times.length - 1) / span : 0;
		resolve([now - t0, r.millis, worst, fps, call]);
	}
	requestAnimationFrame(f);
})`

// idleJS counts the page's animation frames over a second with nothing
// under way: the frame rate the runs are read against.
const idleJS = `new Promise((resolve) => {
	let n = 0;
	const t0 = performance.now();
	function f(now) { if (now - t0 < 1000) { n++; requestAnimationFrame(f); } else resolve(1000 * n / (now - t0)); }
	requestAnimationFrame(f);
})`

// cvBases are the four bases of the panel's "this method, each basis"
// (web/js/decision.js), the Gaussian bumps on a 3×3 grid over [−5, 5]².
const cvBases = `[{kind: "linear"}, {kind: "poly", degree: 2}, {kind: "poly", degree: 3},
	{kind: "rbf", width: 10 / 3, centres: [-10/3, 0, 10/3].flatMap((x) => [-10/3, 0, 10/3].map((y) => ({x, y})))}]
	.map((basis) => ({id: "logistic", basis, params: {method: "newton"}}))`

// cvMeasure runs one cross-validation with the options opts (a JS
// expression) and adds its figures under the prefix.
func (b *bench) cvMeasure(p *browsertest.Page, prefix, opts string) {
	v, err := chromedp.Run(p.Ctx, chromedp.Evaluate[[5]float64]("("+cvJS+")("+opts+")", chromedp.EvalAwaitPromise))
	if err != nil {
		b.r.Fatalf("cross-validation: %v", err)
	}
	b.add(prefix+"/page-ms", v[0])
	b.add(prefix+"/session-ms", v[1])
	b.add(prefix+"/worst-frame-ms", v[2])
	b.add(prefix+"/fps", v[3])
	b.add(prefix+"/call-ms", v[4])
}

// cvRun measures 10-fold cross-validation of logistic regression
// (Newton) on 1,000 points in the playground: how long it takes, and the
// frames the page draws meanwhile (it runs cvBudget a frame).
func (b *bench) cvRun() {
	p := b.env.OpenURL(b.r, b.env.URL)
	b.firstFrame(p, "hyperplaneFirstFrame")
	p.WaitFor("the API", "window.hyperplane !== undefined", 60*time.Second)
	p.Do(fmt.Sprintf("hyperplane.setPoints(%s)", browsertest.Blobs(1000)))
	p.Do(`hyperplane.setAlgorithm("logistic")`)
	p.Do(`hyperplane.setParams({method: "newton"})`)
	time.Sleep(500 * time.Millisecond)
	idle, err := chromedp.Run(p.Ctx, chromedp.Evaluate[float64](idleJS, chromedp.EvalAwaitPromise))
	if err != nil {
		b.r.Fatalf("idle frames: %v", err)
	}
	b.add("cv/idle-fps", idle)
	b.cvMeasure(p, "cv", `{k: 10, seed: 1}`)
	if res := browsertest.Eval[[]map[string]any](p, "hyperplane.crossValidation().results"); len(res) != 1 || res[0]["error"] != "" {
		b.r.Errorf("the cross-validation failed: %v", res)
	} else {
		b.add("cv/mean-accuracy", res[0]["meanAccuracy"].(float64))
	}
	// A longer run, over which a frame rate means something: the same
	// method on the four bases, 40 fits.
	b.cvMeasure(p, "cv4", `{k: 10, seed: 1, models: `+cvBases+`}`)
	if res := browsertest.Eval[[]map[string]any](p, "hyperplane.crossValidation().results"); len(res) != 4 {
		b.r.Errorf("the cross-validation of four bases gave %d results", len(res))
	}
}

// cvReport writes the cross-validation's figures and its targets.
func (b *bench) cvReport() string {
	s := func(k string) stat { return b.get(k) }
	t, w := s("cv/page-ms"), s("cv/worst-frame-ms")
	t4, w4, f4 := s("cv4/page-ms"), s("cv4/worst-frame-ms"), s("cv4/fps")
	return fmt.Sprintf("10-fold cross-validation of logistic regression (Newton) on 1,000 points (`crossValidate({k: 10})`, sliced 4 ms a frame), median of %d runs [range]: "+
		"%.0f ms from the call to the frame that saw it done [%.0f, %.0f] (the session's own count %.0f ms; the call itself %.1f ms), a run of a few frames only: %.1f frames a second [%.1f, %.1f], the longest frame %.0f ms [%.0f, %.0f], from the first frame after the call; mean held-out accuracy %.3f. "+
		"The same on the four bases of the panel's comparison (40 fits): %.0f ms [%.0f, %.0f], %.1f frames a second meanwhile [%.1f, %.1f], the longest frame %.0f ms [%.0f, %.0f]; the page idle, with the same points: %.1f frames a second [%.1f, %.1f]. "+
		"Targets: under 1 s (%s), at least 20 frames a second over the four-basis run (%s).\n",
		len(b.results["cv/page-ms"]), t.med, t.min, t.max, s("cv/session-ms").med, s("cv/call-ms").med, s("cv/fps").med, s("cv/fps").min, s("cv/fps").max,
		w.med, w.min, w.max, s("cv/mean-accuracy").med,
		t4.med, t4.min, t4.max, f4.med, f4.min, f4.max, w4.med, w4.min, w4.max, s("cv/idle-fps").med, s("cv/idle-fps").min, s("cv/idle-fps").max,
		yes(t.max < 1000), yes(f4.min >= 20))
}

// cvOnly runs only the cross-validation measurement, runs times, and
// prints its paragraph.
func (b *bench) cvOnly() {
	for i := 0; i < b.runs; i++ {
		log.Printf("cross-validation %d of %d", i+1, b.runs)
		b.cvRun()
		b.close()
	}
	fmt.Print(b.cvReport())
}
