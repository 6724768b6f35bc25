package gcwatch

import (
	"runtime/debug"
	"runtime/metrics"
	"time"
)

// Watch follows the Go heap's collections: how many, their
// stop-the-world pauses, and the CPU each took. Sample it once a frame;
// Report says what happened since New or the last Reset.
type Watch struct {
	samples []metrics.Sample
	cycles  uint64  // at the last sample
	cpu     float64 // the collections' CPU at the last sample, s
	// most is the most CPU (s) one collection took since the last reset,
	// as the samples saw it.
	most float64
	from count
}

// count is where Report counts from.
type count struct {
	cycles uint64
	cpu    float64
	pause  time.Duration
}

// The runtime's metrics a Watch reads, in this order.
var names = []string{
	"/gc/cycles/total:gc-cycles",
	"/cpu/classes/gc/total:cpu-seconds",
	"/gc/heap/live:bytes",
	"/gc/scan/heap:bytes",
	"/gc/heap/objects:objects",
	"/gc/heap/goal:bytes",
}

// New returns a Watch that counts from now.
func New() *Watch {
	w := &Watch{samples: samplesOf(names)}
	w.Reset()
	return w
}

// samplesOf returns the samples of the metrics named, to be read.
func samplesOf(names []string) []metrics.Sample {
	s := make([]metrics.Sample, len(names))
	for i, name := range names {
		s[i].Name = name
	}
	return s
}

func (w *Watch) uint(i int) uint64 {
	if w.samples[i].Value.Kind() == metrics.KindUint64 {
		return w.samples[i].Value.Uint64()
	}
	return 0
}

func (w *Watch) float(i int) float64 {
	if w.samples[i].Value.Kind() == metrics.KindFloat64 {
		return w.samples[i].Value.Float64()
	}
	return 0
}

// Sample reads the runtime's metrics: a collection that ended since the
// last sample is counted with the CPU it took (the runtime adds a
// collection's CPU to its metrics when the collection ends).
func (w *Watch) Sample() {
	metrics.Read(w.samples)
	w.observe(w.uint(0), w.float(1))
}

// observe takes a reading of the collections' count and their CPU in all
// (s): the collections since the last reading share the CPU added since
// then, and the most one took is kept.
func (w *Watch) observe(cycles uint64, cpu float64) {
	if cycles > w.cycles {
		w.most = max(w.most, (cpu-w.cpu)/float64(cycles-w.cycles))
	}
	w.cycles, w.cpu = cycles, cpu
}

// Reset counts from now.
func (w *Watch) Reset() {
	w.Sample()
	w.most = 0
	var st debug.GCStats
	debug.ReadGCStats(&st)
	w.from = count{cycles: w.cycles, cpu: w.cpu, pause: st.PauseTotal}
}

// Report is what gc() answers: since the last reset, the collections,
// their CPU in all and the most one took, their stop-the-world pauses in
// all and the longest (of the last 256), in ms; and what the heap holds
// now (bytes, objects).
type Report struct {
	Cycles       int     `json:"cycles"`
	CPU          float64 `json:"cpu"`
	Most         float64 `json:"most"`
	Pauses       float64 `json:"pauses"`
	LongestPause float64 `json:"longestPause"`
	Live         uint64  `json:"live"`
	Scan         uint64  `json:"scan"`
	Objects      uint64  `json:"objects"`
	Goal         uint64  `json:"goal"`
}

// Report samples the metrics and returns what happened since the last
// reset.
func (w *Watch) Report() Report {
	w.Sample()
	var st debug.GCStats
	debug.ReadGCStats(&st)
	n := int(w.cycles - w.from.cycles)
	return Report{
		Cycles: n, CPU: w.cpu - w.from.cpu, Most: w.most,
		Pauses: ms(st.PauseTotal - w.from.pause), LongestPause: ms(longest(st.Pause, n)),
		Live: w.uint(2), Scan: w.uint(3), Objects: w.uint(4), Goal: w.uint(5),
	}.inMs()
}

// inMs turns the CPU times of r from seconds to milliseconds.
func (r Report) inMs() Report {
	r.CPU *= 1000
	r.Most *= 1000
	return r
}

// longest returns the longest of the n most recent pauses (pauses holds
// the most recent first, as debug.GCStats does, and may hold fewer).
func longest(pauses []time.Duration, n int) time.Duration {
	l := time.Duration(0)
	for i := 0; i < n && i < len(pauses); i++ {
		l = max(l, pauses[i])
	}
	return l
}

// ms returns d in milliseconds, to the microsecond.
func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
