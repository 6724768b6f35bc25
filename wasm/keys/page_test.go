package keys

import "testing"

// TestPasses: Tab and the keys with a modifier other than Shift, and an
// unidentified key, go to the page; the plot's own keys, with or without
// Shift, and the page's single letters (which the plot may not bind) are
// the model's to decide.
func TestPasses(t *testing.T) {
	for _, c := range []struct {
		k    Key
		pass bool
	}{
		{Key{Key: "Tab"}, true}, {Key{Key: "Tab", Shift: true}, true}, {Key{Key: "z", Ctrl: true}, true},
		{Key{Key: "ArrowLeft", Alt: true}, true}, {Key{Key: "c", Meta: true}, true}, {Key{Key: "Unidentified"}, true},
		{Key{Key: "ArrowLeft"}, false}, {Key{Key: "ArrowUp", Shift: true}, false}, {Key{Key: "Enter"}, false}, {Key{Key: "s"}, false},
	} {
		if got := Passes(c.k); got != c.pass {
			t.Errorf("Passes(%+v) = %v, want %v", c.k, got, c.pass)
		}
		if c.pass && c.k.Key != "Tab" && c.k.Key != "Unidentified" && Bound(c.k) {
			t.Errorf("%+v passes to the page but is bound", c.k)
		}
	}
}
