package pace

import (
	"slices"
	"testing"
)

// TestInputs: inputs applied before a frame are shown by it, each with its
// latency from its own event (the times are made up, in ms); of two drags
// that wait for the same frame only the earlier counts (it waited
// longer: 1016 − 1000 = 16 ms, not 1016 − 1008); an input applied after
// the frame waits for the next one; Take empties what was shown.
func TestInputs(t *testing.T) {
	var s Inputs
	s.Applied("click", 1000, 1004)
	s.Applied("drag", 1000, 1005)
	s.Applied("drag", 1008, 1009)
	s.Drawn(1016)
	s.Applied("key", 1020, 1021)
	got := s.Take()
	want := []Input{{"click", 1000, 1004, 1016}, {"drag", 1000, 1005, 1016}}
	if !slices.Equal(got, want) {
		t.Fatalf("shown %v, want %v", got, want)
	}
	if got[0].Latency() != 16 {
		t.Errorf("latency %v, want 16", got[0].Latency())
	}
	if len(s.Take()) != 0 {
		t.Errorf("Take returned the same inputs twice")
	}
	s.Drawn(1033)
	if got := s.Take(); !slices.Equal(got, []Input{{"key", 1020, 1021, 1033}}) || got[0].Latency() != 13 {
		t.Errorf("the key: %v, want shown at 1033, 13 ms after its event", got)
	}
}

// TestInputsKeepsTheLast: with nobody taking them, only the last MaxInputs
// shown inputs are kept, the oldest dropped first.
func TestInputsKeepsTheLast(t *testing.T) {
	var s Inputs
	for i := range MaxInputs + 10 {
		s.Applied("key", float64(i), float64(i))
		s.Drawn(float64(i) + 1)
	}
	got := s.Take()
	if len(got) != MaxInputs || got[0].At != 10 || got[len(got)-1].At != MaxInputs+9 {
		t.Errorf("kept %d, from %v to %v; want %d, from 10 to %d", len(got), got[0].At, got[len(got)-1].At, MaxInputs, MaxInputs+9)
	}
}
