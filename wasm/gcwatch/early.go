package gcwatch

import (
	"runtime"
	"runtime/metrics"
)

// Runway is how much of its runway the heap may use before Early.Due
// says to collect: the runway is the bytes between what the last
// collection found live and the goal of the next. The runtime starts a
// collection of its own at 70% of the runway at the earliest (its
// pacer's smallest trigger), so at 60% the early collection comes first
// unless one task allocates a tenth of the runway.
const Runway = 0.6

// Early runs the Go heap's collections before the runtime would, in a
// task that does nothing else. In a browser the program has one thread:
// a collection the runtime starts in the middle of a task marks the heap
// at the end of that task, sweeps it and runs the finalizers of the
// syscall/js values it freed, all in the same task, on top of the task's
// own work. With 10,000 points training, a collection took 20-30 ms of
// CPU with the page's CPU throttled 2x, and the task that held it 50-66
// ms (issue 51); in a task of its own it is the collection alone.
type Early struct {
	samples []metrics.Sample
	runs    uint64
	tasks   int // the tasks counted since the last collection (Task)
}

// Tasks is how many of the frames' slack tasks may run between two
// collections when the heap's runway alone would wait longer. Every frame
// leaves JavaScript values behind (Go reads each callback's event, this
// and arguments, Ebiten its frame's functions, the page's status its
// copies: about ten a frame while the page works), each with a finalizer
// that the next collection must queue: 2-3 µs apiece with the page's CPU
// throttled 2x, so that 8,000 of them, a training's 12 s between
// collections, made the collection 15-20 ms longer (issue 51). 300 tasks
// (5 s of work at 60 frames a second) bound that to about 3,000 values.
// Only working tasks count: an idle page, which runs none, is not made to
// collect, nor does the first task after an idle time find one due.
const Tasks = 300

// The metrics Early reads, in this order.
var earlyNames = []string{
	"/gc/heap/live:bytes",
	"/gc/heap/goal:bytes",
	"/memory/classes/heap/objects:bytes",
}

// NewEarly returns an Early that has run no collection.
func NewEarly() *Early {
	return &Early{samples: samplesOf(earlyNames)}
}

// Due reports whether the heap has used Runway of its runway, or Tasks
// tasks have run since the last collection, so that a collection should
// run now.
func (e *Early) Due() bool {
	metrics.Read(e.samples)
	var v [3]uint64
	for i, s := range e.samples {
		if s.Value.Kind() != metrics.KindUint64 {
			return false
		}
		v[i] = s.Value.Uint64()
	}
	return e.tasks >= Tasks || due(v[0], v[1], v[2])
}

// Task counts a task of the frames' slack.
func (e *Early) Task() { e.tasks++ }

// due reports whether a heap whose last collection found live bytes
// live, whose next goal is goal, and whose objects (live, and dead not
// yet swept) take heap bytes, has used Runway of its runway.
func due(live, goal, heap uint64) bool {
	if goal <= live {
		return heap >= goal
	}
	return float64(heap) >= float64(live)+Runway*float64(goal-live)
}

// Collect runs a collection now and counts it.
func (e *Early) Collect() {
	runtime.GC()
	e.runs++
	e.tasks = 0
}

// Runs is how many collections Collect has run.
func (e *Early) Runs() uint64 { return e.runs }
