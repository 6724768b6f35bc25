package session

import (
	"math"

	"hyperplane/engine"
)

// historyGrown is the length from which the history's array, when full,
// is replaced by one of historyCap entries, which it never outgrows.
const historyGrown = 256

// record keeps s in the history, thinning the history when it is full.
func (t *Training) record(s engine.Snapshot) {
	if len(s.Alpha) > alphaHistoryLimit || len(s.Support) > alphaHistoryLimit/4 {
		s.Alpha, s.Support = nil, nil
	}
	s.Wrong = nil // the current snapshot keeps it; a scrubbed one is searched
	if len(s.B) > alphaHistoryLimit {
		s.B, s.E = nil, nil
	}
	if n := len(t.history); n > 0 && t.history[n-1].Step == s.Step {
		t.history[n-1] = s // an edit of the data, or a repeated stop
		return
	}
	if s.Step%t.stride != 0 && !s.Status.Stopped() {
		return
	}
	if len(t.history) >= historyCap {
		kept := t.history[:0]
		for i, h := range t.history {
			if i%2 == 0 || i == len(t.history)-1 {
				kept = append(kept, h)
			}
		}
		clear(t.history[len(kept):]) // the dropped snapshots' fields go to the collector
		t.history = kept
		t.stride *= 2
	}
	if n := len(t.history); n == cap(t.history) && n >= historyGrown {
		// One array for the rest of the history: appending would copy
		// it again at each growth (a copy of 2 MB of pointers at 3,000
		// entries, 14 ms at 2x CPU throttling in the page while the
		// collector's write barriers were on: issue 51).
		h := make([]engine.Snapshot, n, historyCap)
		copy(h, t.history)
		t.history = h
	}
	t.history = append(t.history, s)
}

// restartHistory empties the history and keeps its array, cleared, so
// that the old snapshots' fields go to the collector.
func (t *Training) restartHistory() {
	clear(t.history)
	t.history = t.history[:0]
}

// Series is the history thinned for the charts: the step, the criterion
// and the accuracy of each entry kept, and on the test points (NaN where a
// snapshot has none; nil without a split).
type Series struct {
	Length       int // of the whole history
	Step         []int
	Loss         []float64
	Accuracy     []float64
	TestLoss     []float64
	TestAccuracy []float64
}

// HistorySeries returns up to about n evenly spaced entries of the history
// (and always the last).
func (t *Training) HistorySeries(n int) Series {
	h := t.history
	out := Series{Step: []int{}, Loss: []float64{}, Accuracy: []float64{}, TestLoss: []float64{}, TestAccuracy: []float64{}, Length: len(h)}
	tested := false
	add := func(s *engine.Snapshot) {
		out.Step = append(out.Step, s.Step)
		out.Loss = append(out.Loss, s.Loss)
		out.Accuracy = append(out.Accuracy, s.Accuracy())
		tl, ta := math.NaN(), math.NaN()
		if s.Test != nil {
			tl, ta, tested = s.Test.Loss, s.Test.Accuracy(), true
		}
		out.TestLoss = append(out.TestLoss, tl)
		out.TestAccuracy = append(out.TestAccuracy, ta)
	}
	stride := max(1, (len(h)+n-1)/n)
	for i := 0; i < len(h); i += stride {
		add(&h[i])
	}
	if len(h) > 0 && (len(h)-1)%stride != 0 {
		add(&h[len(h)-1])
	}
	if !tested {
		out.TestLoss, out.TestAccuracy = nil, nil
	}
	return out
}
