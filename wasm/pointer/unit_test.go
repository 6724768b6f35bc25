package pointer

import (
	"math"
	"slices"
	"testing"

	"hyperplane/engine"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// unitLines returns the lines of a network of two units on the test plot:
// unit 1 the vertical line x = −3 (w = (1, 0), b = 3), at device x = 160,
// and unit 2 the horizontal line y = 4 (w = (0, 1), b = −4), at device
// y = 80, far from the four start points.
func unitLines(w *world) []render.UnitLine {
	f := engine.Field{Rows: [][]float64{{0, 0, 0}, {0, 0, 0}}, Labels: []int{0, 1}, Combine: engine.CombineArgmax,
		Link: engine.LinkSoftmax, Network: &engine.Network{Activation: engine.ActivationTanh,
			Hidden: [][]float64{{3, 1, 0}, {-4, 0, 1}}, Output: [][]float64{{0, 1, 1}}}}
	return render.UnitLines(&f, w.cam())
}

// TestUnitDrag: a press on a unit's line (away from its handle and from
// the points) grabs it, and dragging moves it by the pointer's move: from
// (160, 600) to (200, 560), 40 pixels right and up, half a unit each, so
// the line passes through its middle (−3, 0) moved to (−2.5, 0.5). A press
// on the handle turns the line about its middle to point at the pointer.
// Each drag ends with a drop; a locked plot still drags the lines.
func TestUnitDrag(t *testing.T) {
	w := newWorld(t)
	w.locked = true
	env := w.env()
	env.Units = unitLines(w)
	var got []session.Gesture
	env.Apply = func(g session.Gesture) error { got = append(got, g); return nil }
	w.m.Frame(env, []Event{mouseDown(160, 600, 990)}, 1000)
	w.m.Frame(env, []Event{mouseMove(200, 560, 1000), mouseUp(200, 560, 1010)}, 1016)
	ks := kinds(got)
	if !slices.Equal(ks, []session.Kind{session.UnitGrab, session.UnitMove, session.UnitDrop}) || got[0].Index != 0 {
		t.Fatalf("gestures %+v", got)
	}
	mid := env.Units[0].Mid
	if m := got[1]; !near(m.X, mid.X+0.5) || !near(m.Y, mid.Y+0.5) {
		t.Errorf("moved through (%v, %v), want (%v, %v)", m.X, m.Y, mid.X+0.5, mid.Y+0.5)
	}
	// Unit 2's handle, and a turn to the pointer straight below the
	// middle of the line: the line's direction points down (θ = −π/2) or
	// up (π/2), whichever keeps the handle's side.
	got = nil
	h := env.Units[1]
	hx, hy := w.cam().ToScreen(h.Handle.X, h.Handle.Y)
	mx, my := w.cam().ToScreen(h.Mid.X, h.Mid.Y)
	w.m.Frame(env, []Event{mouseDown(hx, hy+2, 2000)}, 2010)
	w.m.Frame(env, []Event{mouseMove(mx, my+200, 2010), mouseUp(mx, my+200, 2020)}, 2030)
	ks = kinds(got)
	if !slices.Equal(ks, []session.Kind{session.UnitGrab, session.UnitTurn, session.UnitDrop}) || got[0].Index != 1 {
		t.Fatalf("gestures %+v", got)
	}
	turn := got[1]
	if !near(turn.X, h.Mid.X) || !near(turn.Y, h.Mid.Y) || !near(math.Abs(turn.Theta), math.Pi/2) {
		t.Errorf("turned about (%v, %v) to %v, want about %v to ±π/2", turn.X, turn.Y, turn.Theta, h.Mid)
	}
	// The handle's side: it was along the line's direction θ of unit 2
	// (θ = 0 or π for a horizontal line); the pointer below says θ = −π/2
	// when the handle went with θ.
	along := (h.Handle.X-h.Mid.X)*math.Cos(h.Theta)+(h.Handle.Y-h.Mid.Y)*math.Sin(h.Theta) > 0
	if want := -math.Pi / 2; along && !near(turn.Theta, want) || !along && !near(turn.Theta, want+math.Pi) {
		t.Errorf("θ = %v with the handle along θ: %v", turn.Theta, along)
	}
	// A press far from every line and handle grabs none.
	got = nil
	w.m.Frame(env, []Event{mouseDown(600, 600, 3000), mouseUp(600, 600, 3005)}, 3010)
	for _, g := range got {
		if g.Kind == session.UnitGrab {
			t.Errorf("a press far from the lines grabbed unit %d", g.Index+1)
		}
	}
}

// TestUnitDragFinger: a finger grabs a unit's line as the mouse does, from
// twice as far (touchScale: 22 pixels here, against the mouse's 11), and
// its drag moves the line by the finger's move: pressed 16 pixels beside
// unit 1's line x = −3 (device x = 160) at (176, 600) and moved 40 pixels
// right, the line passes through its middle moved by half a unit.
func TestUnitDragFinger(t *testing.T) {
	w := newWorld(t)
	env := w.env()
	env.Units = unitLines(w)
	var got []session.Gesture
	env.Apply = func(g session.Gesture) error { got = append(got, g); return nil }
	w.m.Frame(env, []Event{finger(Down, 7, 176, 600, 990)}, 1000)
	w.m.Frame(env, []Event{finger(Move, 7, 216, 600, 1000), finger(Up, 7, 216, 600, 1010)}, 1016)
	ks := kinds(got)
	if !slices.Equal(ks, []session.Kind{session.UnitGrab, session.UnitMove, session.UnitDrop}) || got[0].Index != 0 {
		t.Fatalf("gestures %+v", got)
	}
	mid := env.Units[0].Mid
	if m := got[1]; !near(m.X, mid.X+0.5) || !near(m.Y, mid.Y) {
		t.Errorf("moved through (%v, %v), want (%v, %v)", m.X, m.Y, mid.X+0.5, mid.Y)
	}
	// The mouse, pressed as far from the line, grabs nothing.
	got = nil
	w.m.Frame(env, []Event{mouseDown(176, 600, 2000), mouseUp(176, 600, 2005)}, 2010)
	for _, g := range got {
		if g.Kind == session.UnitGrab {
			t.Errorf("the mouse 16 pixels from the line grabbed unit %d", g.Index+1)
		}
	}
}
