package gcwatch

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"io"
	"math"
	"runtime"
	"testing"
	"time"
)

// observeCases are readings of the collections' count and their CPU in
// all (s), in order, with the most CPU one collection took. The expected
// values are the readings' differences worked by hand: the collections
// since the last reading share the CPU added since it.
var observeCases = []struct {
	name     string
	readings [][2]float64 // cycles, cpu
	most     float64
}{
	// No collection: nothing is counted.
	{"none", [][2]float64{{5, 0.5}, {5, 0.5}}, 0},
	// One collection of 4 ms.
	{"one", [][2]float64{{5, 0.5}, {6, 0.504}}, 0.004},
	// Two collections sharing 10 ms (5 ms each), then one of 2 ms: 5 ms.
	{"shared", [][2]float64{{0, 0}, {2, 0.010}, {3, 0.012}}, 0.005},
	// One of 1 ms, then three sharing 21 ms (7 ms each): 7 ms.
	{"grows", [][2]float64{{10, 1}, {11, 1.001}, {14, 1.022}}, 0.007},
}

// TestObserve: the most CPU one collection took, from the readings.
func TestObserve(t *testing.T) {
	for _, c := range observeCases {
		w := &Watch{}
		w.observe(uint64(c.readings[0][0]), c.readings[0][1])
		w.most = 0 // the first reading is where counting starts, as Reset does
		for _, r := range c.readings[1:] {
			w.observe(uint64(r[0]), r[1])
		}
		if math.Abs(w.most-c.most) > 1e-12 {
			t.Errorf("%s: most %g s, want %g s", c.name, w.most, c.most)
		}
	}
}

// TestLongest: the longest of the n most recent pauses, of at most those
// there are.
func TestLongest(t *testing.T) {
	ps := []time.Duration{3, 9, 4, 12} // most recent first
	for _, c := range []struct {
		n    int
		want time.Duration
	}{{0, 0}, {1, 3}, {2, 9}, {3, 9}, {4, 12}, {10, 12}} {
		if got := longest(ps, c.n); got != c.want {
			t.Errorf("longest of the %d most recent of %v: %v, want %v", c.n, ps, got, c.want)
		}
	}
}

// TestReportCountsCollections: collections forced after a reset are
// counted (others the runtime starts may add to them), their pauses are
// no less than the longest, and a reset counts from zero again.
func TestReportCountsCollections(t *testing.T) {
	w := New()
	const forced = 3
	for range forced {
		runtime.GC()
	}
	r := w.Report()
	if r.Cycles < forced {
		t.Errorf("cycles %d after %d runtime.GC(), want at least %d", r.Cycles, forced, forced)
	}
	if r.CPU < 0 || r.Most < 0 || r.Most > r.CPU+1e-9 {
		t.Errorf("cpu %g ms, most %g ms: want 0 ≤ most ≤ cpu", r.CPU, r.Most)
	}
	if r.LongestPause < 0 || r.LongestPause > r.Pauses+1e-9 {
		t.Errorf("longest pause %g ms of pauses %g ms in all: want 0 ≤ longest ≤ all", r.LongestPause, r.Pauses)
	}
	if r.Live == 0 || r.Objects == 0 || r.Goal < r.Live {
		t.Errorf("live %d B, objects %d, goal %d B: want a live heap and a goal above it (GOGC's)", r.Live, r.Objects, r.Goal)
	}
	w.Reset()
	if r := w.Report(); r.Cycles != 0 || r.Most != 0 {
		t.Errorf("right after Reset: %d cycles, most %g ms; want none", r.Cycles, r.Most)
	}
}

// TestReadMem: a collection asked for is counted, and the heap in use is
// part of what the heap holds, which is part of what the program holds.
func TestReadMem(t *testing.T) {
	before := ReadMem(false)
	after := ReadMem(true)
	if after.NumGC < before.NumGC+1 {
		t.Errorf("numGC %d after ReadMem(true), %d before: want one more at least", after.NumGC, before.NumGC)
	}
	if after.HeapAlloc == 0 || after.HeapAlloc > after.HeapSys || after.HeapSys > after.Sys {
		t.Errorf("heapAlloc %d, heapSys %d, sys %d: want 0 < heapAlloc ≤ heapSys ≤ sys", after.HeapAlloc, after.HeapSys, after.Sys)
	}
	if after.TotalAlloc < after.HeapAlloc {
		t.Errorf("totalAlloc %d below heapAlloc %d", after.TotalAlloc, after.HeapAlloc)
	}
}

// TestProfile: the profile is base64 of a gzipped protocol buffer, as
// pprof writes it (RFC 1952's magic bytes 1f 8b).
func TestProfile(t *testing.T) {
	s, err := Profile()
	if err != nil {
		t.Fatal(err)
	}
	data, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) < 2 || data[0] != 0x1f || data[1] != 0x8b {
		t.Fatalf("the profile starts % x, want gzip's 1f 8b", data[:min(2, len(data))])
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if pb, err := io.ReadAll(zr); err != nil || len(pb) == 0 {
		t.Errorf("the profile's protocol buffer: %d bytes, %v", len(pb), err)
	}
}
