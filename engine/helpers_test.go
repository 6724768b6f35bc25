package engine

import (
	"math"
	"testing"
)

// Gate data sets on {0,1}², in the visiting order (1,1), (1,0), (0,1), (0,0).
// Class 0 (y = +1) holds the inputs for which the gate is true.
func gate(truth [4]bool) Dataset {
	in := [4][2]float64{{1, 1}, {1, 0}, {0, 1}, {0, 0}}
	d := Dataset{Classes: 2}
	for i, p := range in {
		c := 1
		if truth[i] {
			c = 0
		}
		d.Points = append(d.Points, Point{p[0], p[1], c})
	}
	return d
}

var (
	andGate = gate([4]bool{true, false, false, false})
	orGate  = gate([4]bool{true, true, true, false})
	xorGate = gate([4]bool{false, true, true, false})
)

// rowSlices returns the rows of r as slices, for the tests' own
// computations and the exported functions that take a slice a row.
func rowSlices(r rows) [][]float64 {
	s := make([][]float64, r.Len())
	for i := range s {
		s[i] = r.Row(i)
	}
	return s
}

func near(a, b, tol float64) bool {
	return math.Abs(a-b) <= tol*math.Max(1, math.Max(math.Abs(a), math.Abs(b)))
}

func assertNear(t *testing.T, what string, got, want, tol float64) {
	t.Helper()
	if !near(got, want, tol) {
		t.Errorf("%s = %.12g, want %.12g (tol %g)", what, got, want, tol)
	}
}

// run steps tr until it stops or max steps pass, and returns the last
// snapshot and the number of steps taken.
func run(t *testing.T, tr Trainer, max int) (Snapshot, int) {
	t.Helper()
	s := tr.Snapshot()
	i := 0
	for ; i < max && !s.Status.Stopped(); i++ {
		var err error
		s, err = tr.Step()
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
	}
	return s, i
}

// knownParams returns the entries of p that the table of the algorithm id
// has, so that one set of limits serves methods with different tables
// (NewTrainer refuses a key that the table does not have).
func knownParams(id string, p map[string]any) map[string]any {
	spec, _ := Lookup(id)
	out := map[string]any{}
	for _, q := range spec.Params {
		if v, ok := p[q.Key]; ok {
			out[q.Key] = v
		}
	}
	return out
}

func mustTrainer(t *testing.T, id string, d Dataset, b Basis, p map[string]any) Trainer {
	t.Helper()
	tr, err := NewTrainer(id, d, b, p)
	if err != nil {
		t.Fatalf("NewTrainer(%s): %v", id, err)
	}
	return tr
}
