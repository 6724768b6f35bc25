package keys

import (
	"encoding/json"
	"testing"
)

// TestLog: the log keeps the keys in order up to LogMax and no more,
// Keys is a copy, and a key is written as the replay reads it.
func TestLog(t *testing.T) {
	var l Log
	for i := range LogMax + 10 {
		l.Add(Key{Key: "ArrowLeft", Shift: i%2 == 1}, i%3 == 0)
	}
	got := l.Keys()
	if len(got) != LogMax {
		t.Fatalf("%d keys logged of %d, want the first %d", len(got), LogMax+10, LogMax)
	}
	for i, k := range got[:6] {
		if k.Shift != (i%2 == 1) || k.Handled != (i%3 == 0) {
			t.Errorf("key %d: %+v, want shift %v handled %v", i, k, i%2 == 1, i%3 == 0)
		}
	}
	got[0].Key.Key = "x"
	if l.Keys()[0].Key.Key != "ArrowLeft" {
		t.Error("changing what Keys returned changed the log")
	}
	b, err := json.Marshal(l.Keys()[1])
	if want := `{"key":"ArrowLeft","shift":true,"handled":false}`; err != nil || string(b) != want {
		t.Errorf("a logged key as JSON: %s (%v), want %s", b, err, want)
	}
}
