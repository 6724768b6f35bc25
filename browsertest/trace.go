package browsertest

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// TraceEvent is one event of Chrome's trace (the Trace Event Format).
type TraceEvent struct {
	Name string          `json:"name"`
	Cat  string          `json:"cat"`
	Ph   string          `json:"ph"`
	Ts   float64         `json:"ts"`   // µs
	Dur  float64         `json:"dur"`  // µs, for complete events (ph X)
	Tdur float64         `json:"tdur"` // µs of the thread's own CPU time, where recorded
	Pid  int             `json:"pid"`
	Tid  int             `json:"tid"`
	ID   json.RawMessage `json:"id"`
	ID2  json.RawMessage `json:"id2"`
	Args json.RawMessage `json:"args"`
}

// traceCategories are what a trace of the main thread records: its tasks
// (toplevel), what Blink does in them (devtools.timeline: animation
// frames, style, layout, paint, script, GC), V8's entries and collections,
// and the page's user timing marks (a test's mark to align its clock).
var traceCategories = []string{
	"toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "v8", "blink.user_timing",
	"disabled-by-default-devtools.timeline.frame", "blink", "disabled-by-default-v8.gc",
}

// Trace records Chrome's trace of the page while run runs, and returns
// its events.
func (p *Page) Trace(run func()) ([]TraceEvent, error) {
	var (
		mu     sync.Mutex
		events []TraceEvent
		bad    error
	)
	done := make(chan struct{})
	ctx, cancel := context.WithCancel(p.Ctx)
	defer cancel()
	chromedp.Listen(ctx, func(ev any) {
		switch e := ev.(type) {
		case *tracing.EventDataCollected:
			mu.Lock()
			for _, raw := range e.Value {
				var te TraceEvent
				if err := json.Unmarshal(raw, &te); err != nil {
					bad = err
					continue
				}
				events = append(events, te)
			}
			mu.Unlock()
		case *tracing.EventTracingComplete:
			close(done)
		}
	})
	if _, err := chromedp.Call(p.Ctx, tracing.Start, tracing.StartParams{
		TransferMode: "ReportEvents",
		TraceConfig:  &tracing.TraceConfig{RecordMode: "recordAsMuchAsPossible", IncludedCategories: traceCategories, ExcludedCategories: []string{"*"}},
	}); err != nil {
		return nil, fmt.Errorf("starting the trace: %v", err)
	}
	run()
	if _, err := chromedp.Call(p.Ctx, tracing.End, cdp.Empty{}); err != nil {
		return nil, fmt.Errorf("ending the trace: %v", err)
	}
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		return nil, fmt.Errorf("the trace did not complete in 60 s")
	}
	mu.Lock()
	defer mu.Unlock()
	return events, bad
}

// FrameWork is what a trace says of the renderer's main thread, frame by
// frame: the busy time of each frame (the tasks that began between one
// BeginMainThreadFrame and the next), and what it was spent on.
type FrameWork struct {
	Frames  int       // frames between the first and the last BeginMainThreadFrame
	Seconds float64   // their span
	Busy    []float64 // ms of tasks per frame, in order
	// Median, P95 and Mean of Busy, ms.
	Median, P95, Mean float64
	// CPU is the thread's own CPU time of the same tasks (the trace's
	// tdur), which a loaded machine does not inflate: a task that waits
	// for another process (the GPU's) or that the machine takes the
	// core from is busy for the page but not for the CPU. Its median,
	// 95th percentile and mean, ms.
	CPU                        []float64
	MedianCPU, P95CPU, MeanCPU float64
	// Kinds is the main thread's time per frame (ms, the mean over the
	// frames) by kind: each event's own time (less its children's) counted
	// under the nearest of itself and its ancestors that has a kind
	// (traceKind); KindsCPU the same in CPU time.
	Kinds, KindsCPU map[string]float64
}

// Kinds of the main thread's time that traceKind does not name.
const (
	scriptKind = "script outside animation frames (timers, events, the Go scheduler)"
	otherKind  = "other (tasks, microtasks, the rest)"
)

// traceKind sorts the main thread's events into what a frame spends its
// time on; "" leaves an event to its parent's kind.
func traceKind(name string) string {
	switch {
	case name == "FireAnimationFrame":
		return "animation frame callbacks (the program)"
	case strings.Contains(name, "GC") || name == "MinorGC" || name == "MajorGC":
		return "garbage collection"
	case name == "FunctionCall" || name == "TimerFire" || name == "EventDispatch" || name == "v8.run" ||
		name == "EvaluateScript" || name == "v8.compile" || name == "v8.compileModule" || name == "ParseHTML":
		return scriptKind
	case name == "UpdateLayoutTree" || name == "Layout" || name == "Document::UpdateStyleAndLayout" ||
		name == "LocalFrameView::RunStyleAndLayoutLifecyclePhases" || name == "ScheduleStyleRecalculation" ||
		name == "ParseAuthorStyleSheet" || name == "UpdateStyle":
		return "style and layout"
	case name == "PrePaint" || name == "Paint" || name == "LocalFrameView::RunPaintLifecyclePhase" ||
		name == "Layerize" || name == "Commit" || name == "UpdateLayer" || name == "UpdateLayerTree" ||
		name == "LocalFrameView::RunCompositingInputsLifecyclePhase" || name == "PaintImage" ||
		name == "LocalFrameView::pushPaintArtifactToCompositor":
		return "paint and commit"
	}
	return ""
}

// MainThreadFrames analyses a trace of one page: the busy time of its
// renderer's main thread (the CrRendererMain thread with the most
// animation frames) in each frame.
func MainThreadFrames(events []TraceEvent) (FrameWork, error) {
	main, best := mainThread(events, "BeginMainThreadFrame")
	if best < 2 {
		return FrameWork{}, fmt.Errorf("the trace has %d frames of a renderer's main thread", best)
	}
	var begins []float64
	var xs []TraceEvent
	w := FrameWork{Kinds: map[string]float64{}, KindsCPU: map[string]float64{}}
	for _, e := range events {
		if e.Pid != main.pid {
			continue
		}
		if e.Tid != main.tid {
			continue
		}
		switch {
		case e.Name == "BeginMainThreadFrame":
			begins = append(begins, e.Ts)
		case e.Ph == "X":
			xs = append(xs, e)
		}
	}
	sort.Float64s(begins)
	first, last := begins[0], begins[len(begins)-1]
	w.Frames = len(begins) - 1
	w.Seconds = (last - first) / 1e6
	w.Busy = make([]float64, w.Frames)
	w.CPU = make([]float64, w.Frames)
	// Outer events before inner ones: by start, the longer first.
	sort.SliceStable(xs, func(i, j int) bool {
		if xs[i].Ts != xs[j].Ts {
			return xs[i].Ts < xs[j].Ts
		}
		return xs[i].Dur > xs[j].Dur
	})
	type open struct {
		end       float64
		kind      string
		self, cpu *float64
	}
	var stack []open
	selfs := make([]float64, len(xs))
	cpus := make([]float64, len(xs))
	kinds := make([]string, len(xs))
	for i, e := range xs {
		for len(stack) > 0 && e.Ts >= stack[len(stack)-1].end {
			stack = stack[:len(stack)-1]
		}
		kind := traceKind(e.Name)
		if len(stack) > 0 && (kind == "" || kind == scriptKind) {
			// Script inside a frame's callbacks is the frame's.
			if up := stack[len(stack)-1].kind; up != "" && up != otherKind {
				kind = up
			}
		}
		if len(stack) == 0 {
			if e.Ts >= first && e.Ts < last {
				f := sort.SearchFloat64s(begins, e.Ts+1e-9) - 1
				w.Busy[f] += e.Dur / 1000
				w.CPU[f] += e.Tdur / 1000
			}
		} else {
			*stack[len(stack)-1].self -= e.Dur
			*stack[len(stack)-1].cpu -= e.Tdur
		}
		if kind == "" {
			kind = otherKind
		}
		selfs[i], cpus[i], kinds[i] = e.Dur, e.Tdur, kind
		stack = append(stack, open{e.Ts + e.Dur, kind, &selfs[i], &cpus[i]})
	}
	for i, e := range xs {
		if e.Ts >= first && e.Ts < last {
			w.Kinds[kinds[i]] += selfs[i] / 1000 / float64(w.Frames)
			w.KindsCPU[kinds[i]] += cpus[i] / 1000 / float64(w.Frames)
		}
	}
	w.Median, w.P95, w.Mean = spread(w.Busy)
	w.MedianCPU, w.P95CPU, w.MeanCPU = spread(w.CPU)
	return w, nil
}

// spread returns the median, the 95th percentile and the mean of v.
func spread(v []float64) (med, p95, mean float64) {
	sorted := append([]float64(nil), v...)
	sort.Float64s(sorted)
	for _, b := range sorted {
		mean += b / float64(len(sorted))
	}
	return Quantile(sorted, 0.5), Quantile(sorted, 0.95), mean
}

// Quantile returns the q-quantile of sorted values, interpolated between
// the two nearest ranks.
func Quantile(sorted []float64, q float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	r := q * float64(len(sorted)-1)
	i := int(r)
	if i+1 >= len(sorted) {
		return sorted[len(sorted)-1]
	}
	return sorted[i] + (r-float64(i))*(sorted[i+1]-sorted[i])
}

// thread is a thread of the trace: its process and its own id.
type thread struct{ pid, tid int }

// mainThread returns the page's main thread in a trace, the CrRendererMain
// thread with the most events named one of frameEvents, and that count.
func mainThread(events []TraceEvent, frameEvents ...string) (thread, int) {
	names := map[thread]string{}
	frames := map[thread]int{}
	for _, e := range events {
		th := thread{e.Pid, e.Tid}
		if e.Ph == "M" && e.Name == "thread_name" {
			var a struct{ Name string }
			json.Unmarshal(e.Args, &a)
			names[th] = a.Name
		}
		if slices.Contains(frameEvents, e.Name) {
			frames[th]++
		}
	}
	var main thread
	best := 0
	for th, n := range frames {
		if names[th] == "CrRendererMain" && n > best {
			main, best = th, n
		}
	}
	return main, best
}

// Task is one task of the renderer's main thread: when it began (ms on
// the trace's clock), how long it ran (ms) and the CPU it used (ms), and
// the function of the browser's that posted it where the trace names it
// (the src_func of a ThreadControllerImpl::RunTask inside it).
type Task struct {
	Start, Wall, CPU float64
	Source           string
}

// CodeCaching is the Source of the task in which V8 writes the
// program's compiled WebAssembly, once enough of its functions have been
// optimized, into the browser's code cache (Blink's
// v8_wasm_response_extensions.cc, for a module compiled from a fetch
// with WebAssembly.instantiateStreaming): the browser's work, not the
// page's, once for each build of the program in a browser's cache (each
// test's browser starts with an empty one). It took 44-52 ms of CPU at
// 2x throttling, 6-12 s into TestTrainingKeepsFrames's run (issue 51).
const CodeCaching = "OnMoreFunctionsCanBeSerialized"

// MainThreadTasks returns the top-level tasks of the main thread of the
// trace's page (the CrRendererMain thread with the most animation
// frames), in order, and the trace time (ms) of the user timing mark
// named sync, or NaN without one: performance.now() at the mark, taken
// from it, maps the page's times to the trace's.
func MainThreadTasks(events []TraceEvent, sync string) ([]Task, float64) {
	main, _ := mainThread(events, "BeginMainThreadFrame", "FireAnimationFrame")
	at := math.NaN()
	var xs []TraceEvent
	for _, e := range events {
		if e.Pid != main.pid {
			continue
		}
		if e.Name == sync && e.Cat == "blink.user_timing" {
			at = e.Ts / 1000
		}
		if e.Tid == main.tid && e.Ph == "X" {
			xs = append(xs, e)
		}
	}
	sort.SliceStable(xs, func(i, j int) bool {
		if xs[i].Ts != xs[j].Ts {
			return xs[i].Ts < xs[j].Ts
		}
		return xs[i].Dur > xs[j].Dur
	})
	var out []Task
	end := math.Inf(-1)
	for _, e := range xs {
		if e.Ts < end {
			// Inside the task before: the first that names its poster
			// names the task's.
			if k := &out[len(out)-1]; k.Source == "" && e.Name == "ThreadControllerImpl::RunTask" {
				var a struct {
					Func string `json:"src_func"`
				}
				if json.Unmarshal(e.Args, &a) == nil {
					k.Source = a.Func
				}
			}
			continue
		}
		out = append(out, Task{Start: e.Ts / 1000, Wall: e.Dur / 1000, CPU: e.Tdur / 1000})
		end = e.Ts + e.Dur
	}
	return out, at
}

// CPUBetween returns the main thread's CPU time (ms) in the tasks that
// overlap [t0, t1] (trace ms), each counted in the proportion of its time
// that falls inside.
func CPUBetween(tasks []Task, t0, t1 float64) float64 {
	sum := 0.0
	for _, k := range tasks {
		lo, hi := max(k.Start, t0), min(k.Start+k.Wall, t1)
		if hi <= lo || k.Wall <= 0 {
			continue
		}
		sum += k.CPU * (hi - lo) / k.Wall
	}
	return sum
}
