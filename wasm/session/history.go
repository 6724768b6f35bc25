package session

import (
	"encoding/json"
	"math"

	"hyperplane/engine"
)

// record keeps s in the history, thinning the history when it is full.
func (a *Session) record(s engine.Snapshot) {
	if len(s.Alpha) > alphaHistoryLimit || len(s.Support) > alphaHistoryLimit/4 {
		s.Alpha, s.Support = nil, nil
	}
	s.Wrong = nil // the current snapshot keeps it; a scrubbed one is searched
	if len(s.B) > alphaHistoryLimit {
		s.B, s.E = nil, nil
	}
	if n := len(a.history); n > 0 && a.history[n-1].Step == s.Step {
		a.history[n-1] = s // an edit of the data, or a repeated stop
		return
	}
	if s.Step%a.stride != 0 && !s.Status.Stopped() {
		return
	}
	if len(a.history) >= historyCap {
		kept := a.history[:0]
		for i, h := range a.history {
			if i%2 == 0 || i == len(a.history)-1 {
				kept = append(kept, h)
			}
		}
		a.history = kept
		a.stride *= 2
	}
	a.history = append(a.history, s)
}

// Scrub shows snapshot i of the history, or the live one when i is out of
// range.
func (a *Session) Scrub(i int) {
	if i < 0 || i >= len(a.history) {
		a.cursor = -1
	} else {
		a.playing = false
		a.cursor = i
	}
	a.changed()
}

// Num is a float that is written in JSON as null when it is not finite.
type Num float64

// MarshalJSON implements json.Marshaler.
func (n Num) MarshalJSON() ([]byte, error) {
	f := float64(n)
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return []byte("null"), nil
	}
	return json.Marshal(f)
}

// Series is the history thinned for the charts.
// Its fields are in the order of the map it replaced.
type Series struct {
	Accuracy     []Num `json:"accuracy"`
	Length       int   `json:"length"`
	Loss         []Num `json:"loss"`
	Step         []int `json:"step"`
	TestAccuracy []Num `json:"testAccuracy"` // null without a split
	TestLoss     []Num `json:"testLoss"`     // null without a split
}

// HistorySeries returns up to about n evenly spaced entries of the history
// (and always the last).
func (a *Session) HistorySeries(n int) Series {
	h := a.history
	out := Series{Step: []int{}, Loss: []Num{}, Accuracy: []Num{}, TestLoss: []Num{}, TestAccuracy: []Num{}, Length: len(h)}
	tested := false
	add := func(s *engine.Snapshot) {
		out.Step = append(out.Step, s.Step)
		out.Loss = append(out.Loss, Num(s.Loss))
		out.Accuracy = append(out.Accuracy, Num(s.Accuracy()))
		tl, ta := math.NaN(), math.NaN()
		if s.Test != nil {
			tl, ta, tested = s.Test.Loss, s.Test.Accuracy(), true
		}
		out.TestLoss = append(out.TestLoss, Num(tl))
		out.TestAccuracy = append(out.TestAccuracy, Num(ta))
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
