package gcwatch

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"testing"
)

// dueCases are heaps worked by hand: the runway is goal − live, and a
// collection is due at live + 0.6 of it.
var dueCases = []struct {
	name             string
	live, goal, heap uint64
	want             bool
}{
	// 10 MB live, goal 20 MB: due from 16 MB.
	{"below", 10 << 20, 20 << 20, 16<<20 - 1, false},
	{"at", 10 << 20, 20 << 20, 16 << 20, true},
	{"beyond the goal", 10 << 20, 20 << 20, 25 << 20, true},
	// A goal at the live heap (a memory limit): due at the goal.
	{"no runway", 8 << 20, 8 << 20, 7 << 20, false},
	{"no runway, reached", 8 << 20, 8 << 20, 8 << 20, true},
}

// TestDue: when a collection is due, from the heap's figures.
func TestDue(t *testing.T) {
	for _, c := range dueCases {
		if got := due(c.live, c.goal, c.heap); got != c.want {
			t.Errorf("%s: due(%d, %d, %d) = %v, want %v", c.name, c.live, c.goal, c.heap, got, c.want)
		}
	}
}

var sink []byte

// TestEarlyComesFirst: allocating 64 KB at a time from a collected heap,
// Early says a collection is due before the runtime has started one of
// its own (it starts one at 70% of the runway at the earliest); Collect
// then runs one, and nothing is due after it.
func TestEarlyComesFirst(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	keep := make([][]byte, 0, 256)
	for range 256 { // 16 MB kept live, so that the runway is 16 MB or more
		keep = append(keep, make([]byte, 64<<10))
	}
	runtime.GC()
	cycles := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}}
	metrics.Read(cycles)
	before := cycles[0].Value.Uint64()
	e := NewEarly()
	if e.Due() {
		t.Fatal("a collection is due right after one")
	}
	n := 0
	for !e.Due() {
		sink = make([]byte, 64<<10)
		n++
		if n > 10000 {
			t.Fatal("no collection due after 640 MB")
		}
	}
	metrics.Read(cycles)
	if got := cycles[0].Value.Uint64(); got != before {
		t.Errorf("the runtime ran %d collections of its own before one was due (after %d allocations of 64 KB)", got-before, n)
	}
	e.Collect()
	metrics.Read(cycles)
	if got := cycles[0].Value.Uint64(); got != before+1 || e.Runs() != 1 {
		t.Errorf("Collect: %d collections, %d runs; want 1, 1", got-before, e.Runs())
	}
	if e.Due() {
		t.Error("a collection is still due after Collect")
	}
	runtime.KeepAlive(keep)
}

// TestEarlyAfterTasks: right after a collection nothing is due; after
// Tasks−1 tasks (and no allocation to speak of) still nothing; the
// Tasks-th makes one due whatever the heap, and Collect starts the count
// again.
func TestEarlyAfterTasks(t *testing.T) {
	e := NewEarly()
	e.Collect()
	for i := 1; i < Tasks; i++ {
		e.Task()
		if e.Due() {
			t.Fatalf("a collection is due after %d tasks; want one after %d", i, Tasks)
		}
	}
	e.Task()
	if !e.Due() {
		t.Fatalf("no collection due after %d tasks", Tasks)
	}
	e.Collect()
	if e.Due() {
		t.Error("a collection is still due after Collect")
	}
	e.Task()
	if e.Due() {
		t.Error("a collection is due one task after Collect")
	}
}
