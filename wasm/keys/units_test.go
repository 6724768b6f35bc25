package keys

import (
	"math"
	"strings"
	"testing"
)

// TestUnitMode: u chooses the first hidden unit's line and says it; ↑
// moves it one grid step (1 on the test screen) along its arrow, which
// lowers its bias by ‖w‖; → turns it 5° clockwise about its middle,
// keeping ‖w‖; Shift+u goes back round to the last unit; each key is one
// step of undo; Escape leaves the mode; the perceptron has no units.
func TestUnitMode(t *testing.T) {
	r := newRig(t)
	if out := r.press("u"); r.m.Mode != Cursor || !strings.Contains(en(t, out.Say), "No hidden unit") {
		t.Errorf("u with the perceptron: mode %v, %q", r.m.Mode, out.Say)
	}
	if err := r.se.Training().SetAlgorithm("network"); err != nil {
		t.Fatal(err)
	}
	out := r.press("u")
	if r.m.Mode != Unit || r.m.Unit() != 0 || !strings.HasPrefix(en(t, out.Say), "unit 1, a line") {
		t.Fatalf("u: mode %v, unit %d, %q", r.m.Mode, r.m.Unit(), out.Say)
	}
	before, _ := r.se.Network().Weights()
	undo, _ := r.se.Doc().UndoDepth()
	r.press("ArrowUp")
	after, _ := r.se.Network().Weights()
	w0, w := before.Hidden[0], after.Hidden[0]
	norm := math.Hypot(w0[1], w0[2])
	// The line moved by 1 along n = w/‖w‖: its bias b' = b − ‖w‖·1 for
	// the same w, since w·(x + n) + b' = 0 where w·x + b = 0.
	if math.Abs(w[0]-(w0[0]-norm)) > 1e-9 || w[1] != w0[1] || w[2] != w0[2] {
		t.Errorf("↑: unit 1 is %v, was %v (‖w‖ %v)", w, w0, norm)
	}
	r.press("ArrowRight")
	turned, _ := r.se.Network().Weights()
	t1 := turned.Hidden[0]
	if math.Abs(math.Hypot(t1[1], t1[2])-norm) > 1e-9 {
		t.Errorf("→ changed ‖w‖: %v, was %v", t1, w)
	}
	// Clockwise: the normal's angle falls by 5°.
	a0, a1 := math.Atan2(w[2], w[1]), math.Atan2(t1[2], t1[1])
	if d := math.Remainder(a1-a0, 2*math.Pi); math.Abs(d+5*math.Pi/180) > 1e-9 {
		t.Errorf("→ turned the normal by %v°, want −5°", d*180/math.Pi)
	}
	if u, _ := r.se.Doc().UndoDepth(); u != undo+2 {
		t.Errorf("%d steps of undo after two keys, want %d", u, undo+2)
	}
	if r.press("S+u"); r.m.Unit() != 1 {
		t.Errorf("Shift+u from unit 1 chose unit %d, want 2 (the last of 2)", r.m.Unit()+1)
	}
	if out := r.press("Escape"); r.m.Mode != Cursor || !strings.HasPrefix(en(t, out.Say), "Cursor at") {
		t.Errorf("Escape: mode %v, %q", r.m.Mode, out.Say)
	}
	r.press("u")
	r.se.Training().SetAlgorithm("perceptron")
	r.m.Sync(r.env())
	if r.m.Mode != Cursor {
		t.Errorf("mode %v after the method stopped being a network", r.m.Mode)
	}
}
