package main

import (
	"runtime/debug"
	"runtime/metrics"
	"time"
)

// gcWatch follows the Go heap's collections for ?debug's gc(): how many,
// their stop-the-world pauses, and the CPU each took. In a browser the Go
// program has one thread, and a collection's marking runs mostly as the
// runtime's idle worker, at the end of the page's task in which it
// started, before the task returns: so the CPU of a collection is, nearly
// all of it, time that one task of the page's main thread held the thread.
type gcWatch struct {
	samples []metrics.Sample
	cycles  uint64  // at the last sample
	cpu     float64 // the collections' CPU at the last sample, s
	// most is the most CPU (s) one collection took since the last reset,
	// as the frames sampled it.
	most float64
	from gcCount
}

// gcCount is where gc() counts from.
type gcCount struct {
	cycles uint64
	cpu    float64
	pause  time.Duration
}

// The runtime's metrics gcWatch reads, in this order.
var gcMetrics = []string{
	"/gc/cycles/total:gc-cycles",
	"/cpu/classes/gc/total:cpu-seconds",
	"/gc/heap/live:bytes",
	"/gc/scan/heap:bytes",
	"/gc/heap/objects:objects",
	"/gc/heap/goal:bytes",
}

func newGCWatch() *gcWatch {
	w := &gcWatch{samples: make([]metrics.Sample, len(gcMetrics))}
	for i, name := range gcMetrics {
		w.samples[i].Name = name
	}
	w.reset()
	return w
}

// read reads the metrics.
func (w *gcWatch) read() (cycles uint64, cpu float64) {
	metrics.Read(w.samples)
	return w.uint(0), w.float(1)
}

func (w *gcWatch) uint(i int) uint64 {
	if w.samples[i].Value.Kind() == metrics.KindUint64 {
		return w.samples[i].Value.Uint64()
	}
	return 0
}

func (w *gcWatch) float(i int) float64 {
	if w.samples[i].Value.Kind() == metrics.KindFloat64 {
		return w.samples[i].Value.Float64()
	}
	return 0
}

// sample runs once a frame: a collection that ended since the last
// sample is counted with the CPU it took (the runtime adds a
// collection's CPU to its metrics when the collection ends).
func (w *gcWatch) sample() {
	cycles, cpu := w.read()
	if cycles > w.cycles {
		w.most = max(w.most, (cpu-w.cpu)/float64(cycles-w.cycles))
	}
	w.cycles, w.cpu = cycles, cpu
}

// reset counts from now.
func (w *gcWatch) reset() {
	w.sample()
	w.most = 0
	var st debug.GCStats
	debug.ReadGCStats(&st)
	w.from = gcCount{cycles: w.cycles, cpu: w.cpu, pause: st.PauseTotal}
}

// report returns what gc() answers: since the last reset, the collections,
// their CPU in all and the most one took, their stop-the-world pauses in
// all and the longest (of the last 256), ms; and what the heap holds now.
func (w *gcWatch) report() map[string]any {
	w.sample()
	var st debug.GCStats
	debug.ReadGCStats(&st)
	n := int(w.cycles - w.from.cycles)
	longest := time.Duration(0)
	for i := 0; i < n && i < len(st.Pause); i++ {
		longest = max(longest, st.Pause[i]) // most recent first
	}
	ms := func(s float64) float64 { return s * 1000 }
	return map[string]any{
		"cycles": n, "cpu": ms(w.cpu - w.from.cpu), "most": ms(w.most),
		"pauses": float64((st.PauseTotal - w.from.pause).Microseconds()) / 1000, "longestPause": float64(longest.Microseconds()) / 1000,
		"live": w.uint(2), "scan": w.uint(3), "objects": w.uint(4), "goal": w.uint(5),
	}
}
