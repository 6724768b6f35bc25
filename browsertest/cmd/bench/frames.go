package main

import (
	"fmt"
	"log"
	"sort"
	"strings"
	"time"

	"hyperplane/browsertest"
)

// The main thread, frame by frame: Chrome's trace of the page at 1280×800
// (the playground embedded, ?embed, whose plot takes the width), the
// floor page filling the same window, and the frame rates at a 320×200
// window, where the software renderer's raster is cheap and the program's
// own work on the main thread shows.
var (
	bigView   = browsertest.Viewport{Name: "1280x800", W: 1280, H: 800}
	smallView = browsertest.Viewport{Name: "320x200", W: 320, H: 200}
)

// traceSeconds is how long each trace records.
const traceSeconds = 3

// frameScenarios are the traced scenarios, in the report's order, with
// their labels.
var frameScenarios = []struct{ key, label string }{
	{"floor", "floor page (one full-screen shader)"},
	{"train-1000", "training logistic regression at full speed, 1,000 points"},
	{"paused-1000", "paused, 1,000 points"},
	{"train-10000", "training logistic regression at full speed, 10,000 points"},
	{"paused-10000", "paused, 10,000 points"},
	{"train-kernel", "the kernel scenario training (RBF SVM, 500+ support vectors, 45 SMO steps a second)"},
	{"paused-kernel", "the kernel scenario paused (the field refined to exact)"},
}

// trace records the main thread of p for traceSeconds and adds its
// figures under trace/key, with the program's own account of its phases
// (hyperplane.frameStats) over the same time when p is the playground.
func (b *bench) trace(p *browsertest.Page, key string) {
	play := browsertest.Eval[bool](p, "typeof hyperplane === 'object' && typeof hyperplane.frameStats === 'function'")
	if play {
		p.Do(`hyperplane.frameStats(true)`)
	}
	events, err := p.Trace(func() { time.Sleep(traceSeconds * time.Second) })
	if err != nil {
		b.r.Errorf("trace %s: %v", key, err)
		return
	}
	w, err := browsertest.MainThreadFrames(events)
	if err != nil {
		b.r.Errorf("trace %s: %v", key, err)
		return
	}
	k := "trace/" + key
	b.add(k+"/fps", float64(w.Frames)/w.Seconds)
	b.add(k+"/busy-med", w.Median)
	b.add(k+"/busy-p95", w.P95)
	b.add(k+"/busy-mean", w.Mean)
	b.add(k+"/cpu-med", w.MedianCPU)
	b.add(k+"/cpu-p95", w.P95CPU)
	for kind, v := range w.Kinds {
		b.results[k+"/kind/"+kind] = append(b.results[k+"/kind/"+kind], v)
	}
	for kind, v := range w.KindsCPU {
		b.results[k+"/kindcpu/"+kind] = append(b.results[k+"/kindcpu/"+kind], v)
	}
	if play {
		var fs struct {
			Work map[string]struct{ Mean float64 } `json:"work"`
		}
		fs = browsertest.Eval[struct {
			Work map[string]struct{ Mean float64 } `json:"work"`
		}](p, `hyperplane.frameStats()`)
		for name, v := range fs.Work {
			b.results[k+"/phase/"+name] = append(b.results[k+"/phase/"+name], v.Mean)
		}
	}
}

// logisticScenario sets p training logistic regression on n points as
// fast as the frames' slack allows (make bench's training scenario).
func logisticScenario(p *browsertest.Page, n int) {
	p.Do(fmt.Sprintf("hyperplane.setPoints(%s)", browsertest.Blobs(n)))
	p.Do(`hyperplane.setAlgorithm("logistic")`)
	p.Do(`hyperplane.setParams({tol: 1e-12, maxSteps: 1000000, eta: 0.002})`)
	p.Do(`hyperplane.setSpeed(1000000)`)
	p.Do(`hyperplane.play()`)
}

// openPlay opens the playground at query in the window v and waits for
// its controls.
func (b *bench) openPlay(query string, v browsertest.Viewport) *browsertest.Page {
	p := b.env.OpenIn(b.r, b.env.URL+query, v)
	b.firstFrame(p, "hyperplaneFirstFrame")
	p.WaitFor("the API", "window.hyperplane !== undefined", 60*time.Second)
	p.WaitFor("the controls", browsertest.Built, 60*time.Second)
	return p
}

// framesRun traces the floor page and the playground's scenarios at
// 1280×800, each page closed before the next opens.
func (b *bench) framesRun() {
	p := b.env.OpenIn(b.r, b.floor+"?full", bigView)
	b.firstFrame(p, "benchFirstFrame")
	time.Sleep(time.Second)
	b.trace(p, "floor")
	b.close()

	p = b.openPlay("?embed", bigView)
	for _, n := range []int{1000, 10000} {
		logisticScenario(p, n)
		time.Sleep(time.Second)
		b.trace(p, fmt.Sprintf("train-%d", n))
		p.Do(`hyperplane.pause()`)
		time.Sleep(500 * time.Millisecond)
		b.trace(p, fmt.Sprintf("paused-%d", n))
	}
	b.close()

	p = b.openPlay("?embed", bigView)
	kernelScenario(p)
	b.trace(p, "train-kernel")
	p.Do(`hyperplane.pause()`)
	time.Sleep(500 * time.Millisecond)
	b.trace(p, "paused-kernel")
	b.close()
}

// smallRun measures the frame rates at 320×200: the floor page filling
// the window, then the playground training 1,000 and 10,000 points, in
// the kernel scenario and training the network.
func (b *bench) smallRun() { b.smallRunAt(1) }

// smallKey is the key of a 320×200 figure measured with the CPU
// throttled rate times: "small/" at 1x, as make bench has always written
// it, and "small@2/" and so on otherwise.
func smallKey(rate float64, name string) string {
	if rate == 1 {
		return "small/" + name
	}
	return fmt.Sprintf("small@%g/%s", rate, name)
}

// smallRunAt is smallRun with the page's CPU throttled rate times
// (Emulation.setCPUThrottlingRate) while each figure is measured, the
// floor page's too. Each scenario is set up at full speed and throttled
// a second before its frames are counted.
func (b *bench) smallRunAt(rate float64) {
	b.smallFloor(rate)
	p := b.openPlay("", smallView)
	for _, n := range []int{1000, 10000} {
		logisticScenario(p, n)
		slowFor(p, rate)
		b.add(smallKey(rate, fmt.Sprintf("train-%d", n)), b.fps(p))
		p.Do(`hyperplane.pause()`)
		if rate != 1 {
			p.Throttle(1) // the next scenario is set up at full speed
		}
	}
	b.close()

	p = b.openPlay("", smallView)
	kernelScenario(p)
	slowFor(p, rate)
	b.add(smallKey(rate, "kernel"), b.fps(p))
	b.close()

	b.smallNetwork(rate)
}

// slowFor throttles p's CPU rate times (unless rate is 1) and lets a
// second pass before the frames are counted.
func slowFor(p *browsertest.Page, rate float64) {
	if rate != 1 {
		p.Throttle(rate)
	}
	time.Sleep(time.Second)
}

// smallFloor measures the floor page's frame rate at 320×200, its CPU
// throttled rate times.
func (b *bench) smallFloor(rate float64) {
	p := b.env.OpenIn(b.r, b.floor+"?full", smallView)
	b.firstFrame(p, "benchFirstFrame")
	slowFor(p, rate)
	b.add(smallKey(rate, "floor"), b.fps(p))
	b.close()
}

// smallNetwork measures the frame rate at 320×200 while the network of 8
// units trains on 1,000 points at full speed, the CPU throttled rate
// times.
func (b *bench) smallNetwork(rate float64) {
	p := b.openPlay("", smallView)
	networkScenario(p, 1000)
	slowFor(p, rate)
	b.add(smallKey(rate, "network"), b.fps(p))
	b.close()
}

// smallOnly runs the 320×200 measurements at each rate, runs times, and
// prints their tables (-only small).
func (b *bench) smallOnly(rates []float64) {
	for i := 0; i < b.runs; i++ {
		for _, rate := range rates {
			log.Printf("320×200 at %gx, %d of %d", rate, i+1, b.runs)
			b.smallRunAt(rate)
		}
	}
	for _, rate := range rates {
		fmt.Print(b.smallTable(rate))
	}
}

// framesOnly runs the traces and the small window runs times, and prints
// their part of the report.
func (b *bench) framesOnly() {
	for i := 0; i < b.runs; i++ {
		log.Printf("frames %d of %d", i+1, b.runs)
		b.framesRun()
		b.smallRun()
	}
	fmt.Print(b.framesReport())
}

// framesReport writes the traces' table and the small window's.
func (b *bench) framesReport() string {
	var sb strings.Builder
	w := func(f string, a ...any) { fmt.Fprintf(&sb, f, a...) }
	w("### The main thread, frame by frame\n\n")
	w("Chrome's trace of the page's main thread over %d s of each scenario, at a window of 1280×800 (the playground with `?embed`, whose plot takes the whole width above its toolbar; the floor page filling the window), medians of %d runs [range]. "+
		"A frame's busy time is the time of the main thread's tasks that began between one frame (BeginMainThreadFrame) and the next, wall-clock; its CPU time is the thread's own CPU in them (the trace's thread time), which a task waiting for the GPU process or for the machine does not count. "+
		"Spent on: the main thread's time per frame (mean) by what it did, each event's own time counted under the nearest of it and its ancestors that has a kind: the animation frame callbacks are the program's Update and Draw (and Ebiten's flush of its commands); training and the rest run after the frame, in a task of their own (script outside animation frames).\n\n",
		traceSeconds, b.runs)
	w("| Scenario | frames/s | busy per frame: median | 95th percentile | CPU: median | 95th percentile | spent on (ms per frame, mean) |\n|---|---|---|---|---|---|---|\n")
	for _, sc := range frameScenarios {
		k := "trace/" + sc.key
		if len(b.results[k+"/fps"]) == 0 {
			continue
		}
		f := func(name string) string {
			s := b.get(k + "/" + name)
			return fmt.Sprintf("%.1f ms [%.1f, %.1f]", s.med, s.min, s.max)
		}
		fps := b.get(k + "/fps")
		w("| %s | %.1f [%.1f, %.1f] | %s | %s | %s | %s | %s |\n", sc.label, fps.med, fps.min, fps.max,
			f("busy-med"), f("busy-p95"), f("cpu-med"), f("cpu-p95"), b.spentOn(k))
	}
	sb.WriteString(b.smallTable(1))
	if len(b.results[smallKey(2, "floor")]) > 0 {
		sb.WriteString(b.smallTable(2))
	}
	return sb.String()
}

// smallTable writes the table of the frame rates at 320×200 measured
// with the CPU throttled rate times.
func (b *bench) smallTable(rate float64) string {
	var sb strings.Builder
	w := func(f string, a ...any) { fmt.Fprintf(&sb, f, a...) }
	if rate == 1 {
		w("\n### At 320×200\n\n")
		w("The same browser session, a window of 320×200 (the playground's compact layout: a plot of 320×152 above its toolbar; the floor page filling the window), where the software renderer's raster costs little, so that the program's own work on the main thread decides the frame rate; medians of %d runs [range].\n\n", b.runs)
	} else {
		w("\n### At 320×200, the CPU throttled %gx\n\n", rate)
		w("As at 320×200, with the page's CPU slowed %g times (Chrome's Emulation.setCPUThrottlingRate) while the frames are counted, the floor page's too; medians of %d runs [range].\n\n", rate, b.runs)
	}
	w("| Page | frames/s | / floor |\n|---|---|---|\n")
	fl := b.get(smallKey(rate, "floor"))
	w("| floor page | %.1f [%.1f, %.1f] | 1 |\n", fl.med, fl.min, fl.max)
	for _, r := range smallRows {
		key := smallKey(rate, strings.TrimPrefix(r.key, "small/"))
		if len(b.results[key]) == 0 {
			continue
		}
		s := b.get(key)
		w("| %s | %.1f [%.1f, %.1f] | %.2f |\n", r.label, s.med, s.min, s.max, s.med/fl.med)
	}
	return sb.String()
}

// smallRows are the rows of the 320×200 table.
var smallRows = []struct{ key, label string }{
	{"small/train-1000", "training logistic regression at full speed, 1,000 points"},
	{"small/train-10000", "the same, 10,000 points"},
	{"small/kernel", "the kernel scenario training (from its 500th support vector)"},
	{"small/network", "training the network (H = 8) at full speed, 1,000 points"},
}

// spentOn lists what the main thread's frames of the trace k were spent
// on, the largest first, with the program's own count of its phases
// (frameStats: Update, of which building the frame and the status for
// the page's subscribers with their work; Draw; the slack task, of which
// training, the compared algorithms and the cross-validation).
func (b *bench) spentOn(k string) string {
	type part struct {
		name string
		ms   float64
	}
	var parts []part
	for key, v := range b.results {
		if name, ok := strings.CutPrefix(key, k+"/kind/"); ok {
			parts = append(parts, part{name, summarize(v).med})
		}
	}
	sort.Slice(parts, func(i, j int) bool { return parts[i].ms > parts[j].ms })
	var out []string
	for _, p := range parts {
		if p.ms < 0.05 {
			continue
		}
		out = append(out, fmt.Sprintf("%s %.2f", p.name, p.ms))
	}
	var phases []string
	for _, m := range []string{"update", "prepare", "notify", "draw", "slack", "train", "compare", "cv"} {
		if v, ok := b.results[k+"/phase/"+m]; ok && summarize(v).med >= 0.01 {
			phases = append(phases, fmt.Sprintf("%s %.2f", m, summarize(v).med))
		}
	}
	s := strings.Join(out, "; ")
	if len(phases) > 0 {
		s += " (the program's own count, frameStats: " + strings.Join(phases, ", ") + ")"
	}
	return s
}
