package course

import "testing"

// TestPresetRefusesUnknownKnob: a preset's knob table refuses a name it
// does not have and lists its knobs, as a method's parameter table does
// (the overlap preset's knobs are seed, n and noise, in presets.go).
func TestPresetRefusesUnknownKnob(t *testing.T) {
	_, err := GeneratePreset(english(t), "overlap", map[string]any{"sed": 3.0})
	if want := `preset Overlapping blobs: no parameter "sed"; the parameters are seed, n, noise`; err == nil || enErr(t, err) != want {
		t.Errorf("preset: %v, want %s", err, want)
	}
}
