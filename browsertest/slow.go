package browsertest

import (
	"context"
	"fmt"
	"os"
	"sort"
	"strconv"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// What a slow machine sees of the page (issue 51): Chrome's CPU
// throttling, which slows the page's renderer as a CPU some times slower
// would; the page's long tasks (the Long Tasks API: a task of its main
// thread of LongTask or more, and the Total Blocking Time, the sum of
// what each passes LongTask by, as Lighthouse counts them); the time
// from an input's event to the frame that shows it (the program's own
// marks, pace.Inputs, read with ?debug); and the Go heap's collections
// (?debug's gc()).

// LongTask is the length from which the browser calls a task long, ms.
const LongTask = 50

// ThrottleEnv names the environment variable that throttles the CPU of
// every page the tests open (make test-slow sets it to 2).
const ThrottleEnv = "HYPERPLANE_THROTTLE"

// ThrottleFromEnv returns the rate HYPERPLANE_THROTTLE asks for: 1 (no
// throttling) when it is not set.
func ThrottleFromEnv() (float64, error) {
	s := os.Getenv(ThrottleEnv)
	if s == "" {
		return 1, nil
	}
	r, err := strconv.ParseFloat(s, 64)
	if err != nil || r < 1 || r > 20 {
		return 0, fmt.Errorf("%s=%q: want a rate from 1 to 20", ThrottleEnv, s)
	}
	return r, nil
}

// throttle sets Chrome's CPU throttling of the tab of ctx: rate 1 is
// none, 4 a CPU four times slower.
func throttle(ctx context.Context, rate float64) error {
	_, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: rate})
	return err
}

// stillness emulates a system that asks for reduced motion
// (prefers-reduced-motion: reduce), or, with still false, one that asks
// for nothing.
func stillness(ctx context.Context, still bool) error {
	v := ""
	if still {
		v = "reduce"
	}
	_, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: v}}})
	return err
}

// Moving lets the page's plot glide again, as on a system that does not
// ask for reduced motion.
func (p *Page) Moving() {
	p.t.Helper()
	if err := stillness(p.Ctx, false); err != nil {
		p.t.Fatalf("motion: %v", err)
	}
}

// Still makes the page's system ask for reduced motion: the plot shows
// each model at once. (A change and a settled frame take 175 ms then and
// 490 ms with the glide, but the whole browser suite took 1,103 s with
// every page still against 1,100-1,177 s without: its pages move, as a
// user's do.)
func (p *Page) Still() {
	p.t.Helper()
	if err := stillness(p.Ctx, true); err != nil {
		p.t.Fatalf("reduced motion: %v", err)
	}
}

// Throttle sets Chrome's CPU throttling of the page: rate 1 is none, 4 a
// CPU four times slower.
func (p *Page) Throttle(rate float64) {
	p.t.Helper()
	if err := throttle(p.Ctx, rate); err != nil {
		p.t.Fatalf("throttling the CPU %gx: %v", rate, err)
	}
	p.Rate = rate
}

// watchLongTasks starts (again) to keep the page's long tasks, each as
// [start, duration] in ms on performance.now's clock.
const watchLongTasks = `(() => {
	window.zLong = [];
	if (!window.zLongObserver) {
		window.zLongObserver = new PerformanceObserver((l) => { for (const e of l.getEntries()) window.zLong.push([e.startTime, e.duration]); });
		window.zLongObserver.observe({type: "longtask"});
	}
	return {ok: true};
})()`

// WatchLongTasks starts to count the page's long tasks (again, forgetting
// those counted before).
func (p *Page) WatchLongTasks() {
	p.t.Helper()
	p.Do(watchLongTasks)
}

// LongTasks is what the Long Tasks API saw of the page.
type LongTasks struct {
	Count   int
	Longest float64      // ms
	TBT     float64      // ms: the sum of what each task passed LongTask by
	Tasks   [][2]float64 // [start, duration] in ms, in order
}

// LongTasks returns the long tasks since WatchLongTasks, after the
// observer has been given the last entries (they come a task after the
// long task ends).
func (p *Page) LongTasks() LongTasks {
	p.t.Helper()
	raw := Await[[][2]float64](p, `new Promise((r) => setTimeout(() => r(window.zLong || []), 0))`)
	return LongTasksOf(raw)
}

// LongTasksOf sums long tasks given as [start, duration] (ms).
func LongTasksOf(raw [][2]float64) LongTasks {
	l := LongTasks{Tasks: append([][2]float64{}, raw...)}
	sort.Slice(l.Tasks, func(i, j int) bool { return l.Tasks[i][0] < l.Tasks[j][0] })
	for _, t := range l.Tasks {
		if t[1] < LongTask {
			continue
		}
		l.Count++
		l.Longest = max(l.Longest, t[1])
		l.TBT += t[1] - LongTask
	}
	return l
}

// Input is one input of the plot and its times (pace.Input), ms on
// performance.now's clock.
type Input struct {
	Kind    string  `json:"kind"` // click, drag or key
	At      float64 `json:"at"`
	Applied float64 `json:"applied"`
	Shown   float64 `json:"shown"`
}

// Latency is the time from the input's event to the frame that showed
// it, ms.
func (in Input) Latency() float64 { return in.Shown - in.At }

// Inputs returns the plot's inputs shown since the last call (the page
// must have ?debug).
func (p *Page) Inputs() []Input {
	p.t.Helper()
	return Eval[[]Input](p, `hyperplane.debug.inputs()`)
}

// GC is what ?debug's gc() says of the Go heap's collections: since the
// page loaded or the last gc(true), how many, their CPU in all and the
// most one took, their stop-the-world pauses in all and the longest (ms);
// and the heap now, in bytes: what is live, how much of it the collector
// scans (the rest holds no pointers), its objects, and the heap's goal.
type GC struct {
	Cycles       int     `json:"cycles"`
	CPU          float64 `json:"cpu"`
	Most         float64 `json:"most"`
	Pauses       float64 `json:"pauses"`
	LongestPause float64 `json:"longestPause"`
	Live         float64 `json:"live"`
	Scan         float64 `json:"scan"`
	Objects      float64 `json:"objects"`
	Goal         float64 `json:"goal"`
}

// GC returns the collections since the last call with reset (or the
// page's load), and starts counting again if reset.
func (p *Page) GC(reset bool) GC {
	p.t.Helper()
	return Eval[GC](p, fmt.Sprintf(`hyperplane.debug.gc(%v)`, reset))
}
