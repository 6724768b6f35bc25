package pointer

import (
	"math"
	"slices"
	"testing"

	"hyperplane/wasm/gesture"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// TestClick: a mouse click on empty space adds one point where it was
// pressed, though released 3 pixels away (within the slop of 4), and
// gives the press's and the release's times for the latency. The press at
// (420, 480) is (0.25, −1) in data: 20 and 80 pixels of 0.0125 units.
func TestClick(t *testing.T) {
	w := newWorld(t)
	w.frame(1000, mouseDown(420, 480, 990))
	out := w.frame(1016, mouseUp(423, 480, 1005))
	var clicks []session.Gesture
	for _, g := range out.Gestures {
		if g.Kind == session.Click {
			clicks = append(clicks, g)
		}
	}
	if len(clicks) != 1 || !near(clicks[0].X, 0.25) || !near(clicks[0].Y, -1) {
		t.Fatalf("gestures %+v, want one click at (0.25, −1)", out.Gestures)
	}
	if len(w.pts) != len(start)+1 {
		t.Errorf("%d points after the click", len(w.pts))
	}
	if out.Added == nil || *out.Added != (Times{Down: 990, Up: 1005}) {
		t.Errorf("times %+v, want 990 and 1005", out.Added)
	}
}

// TestDragPans: a press on empty space moved past the slop pans (by the
// data under the press: 5 pixels right moves the view 0.0625 left) and
// adds no point; within the slop it pans nothing.
func TestDragPans(t *testing.T) {
	w := newWorld(t)
	w.frame(1000, mouseDown(420, 480, 990), mouseMove(423, 480, 995))
	out := w.frame(1016, mouseMove(425, 480, 1000), mouseUp(425, 480, 1010))
	if ks := kinds(out.Gestures); !slices.Equal(ks, []session.Kind{session.Pan}) {
		t.Fatalf("gestures %v, want one pan", ks)
	}
	if g := out.Gestures[0]; !near(g.X, -0.0625) || !near(g.Y, 0) || g.View.MinX != -5 {
		t.Errorf("pan %+v, want (−0.0625, 0) from the view [−5, 5]", g)
	}
	if len(w.pts) != len(start) {
		t.Errorf("%d points after a drag", len(w.pts))
	}
}

// TestDragPoint: a press within 11 pixels of a point grabs it, a move
// drags it to the data under the pointer, the release drops it; no point
// is added.
func TestDragPoint(t *testing.T) {
	w := newWorld(t)
	w.frame(1000, mouseDown(405, 400, 990))                           // 5 pixels from (0, 0)
	w.frame(1016, mouseMove(480, 400, 1000), mouseUp(480, 400, 1010)) // (1, 0)
	if w.pts[0].X != 1 || w.pts[0].Y != 0 || len(w.pts) != len(start) || w.dragging != -1 {
		t.Fatalf("points %v, dragging %d", w.pts, w.dragging)
	}
}

// TestRemove: a right-click or a shift-click removes the nearest point
// within 30 pixels; one 50 pixels from every point removes nothing.
func TestRemove(t *testing.T) {
	for _, c := range []struct {
		name string
		down Event
		left int
	}{
		{"right-click 20 px from (0, 0)", mouseButton(gesture.ButtonRight, 420, 400, 990), len(start) - 1},
		{"shift-click 20 px from (0, 0)", Event{Kind: Down, ID: 1, Shift: true, X: 400, Y: 420, T: 990}, len(start) - 1},
		{"right-click 50 px away", mouseButton(gesture.ButtonRight, 450, 400, 990), len(start)},
	} {
		w := newWorld(t)
		w.frame(1000, c.down)
		w.frame(1016, Event{Kind: Up, ID: 1, Button: c.down.Button, X: c.down.X, Y: c.down.Y, T: 1000})
		if len(w.pts) != c.left || (c.left < len(start) && w.pts[0] == start[0]) {
			t.Errorf("%s: points %v", c.name, w.pts)
		}
	}
}

// TestKeySelAfterRemove: the hover that ends a frame falls back to the
// keyboard's chosen point, which the frame's removals move as the
// session's points move. Chosen: point 3 of start, (2, 2); a right-click
// 20 pixels from (0, 0) in the same frame removes point 0, so the chosen
// point is then point 2. Chosen: point 0 itself, which the click removes:
// no hover.
func TestKeySelAfterRemove(t *testing.T) {
	for _, c := range []struct{ chosen, hover int }{{3, 2}, {0, -1}, {-1, -1}} {
		w := newWorld(t)
		w.keySel = c.chosen
		out := w.frame(1000, mouseButton(gesture.ButtonRight, 420, 400, 990), Event{Kind: Up, ID: 1, Button: gesture.ButtonRight, X: 420, Y: 400, T: 995})
		if len(w.pts) != len(start)-1 || w.pts[0] == start[0] {
			t.Fatalf("chosen %d: the click left the points %v", c.chosen, w.pts)
		}
		last := out.Gestures[len(out.Gestures)-1]
		if last.Kind != session.Hover || last.Index != c.hover {
			t.Errorf("chosen %d: the frame ended with %+v, want the hover of point %d", c.chosen, last, c.hover)
		}
	}
}

// TestLongPress: a finger resting on a point removes it once the delay
// (550 ms) has passed at the frame's time less two frame intervals, at the
// second frame in a row that finds it due (gesture.DueInFrame): with
// frames every 16 ms from t = 1000 and no lag, 1592 − 32 ≥ 1550 first,
// so the point goes at the frame of 1608; its lift then adds nothing. A
// mouse held as long removes nothing.
func TestLongPress(t *testing.T) {
	w := newWorld(t)
	w.frame(1000, finger(Down, 7, 400, 400, 1000))
	removedAt := 0.0
	for now := 1016.0; now <= 1700; now += 16 {
		for _, g := range w.frame(now).Gestures {
			if g.Kind == session.Remove {
				if removedAt != 0 || g.Index != 0 {
					t.Fatalf("a second remove, or of point %d, at %v", g.Index, now)
				}
				removedAt = now
			}
		}
	}
	if removedAt != 1608 {
		t.Fatalf("the long press removed at %v, want 1608", removedAt)
	}
	if ks := kinds(w.frame(1716, finger(Up, 7, 400, 400, 1710)).Gestures); len(ks) != 0 || len(w.pts) != len(start)-1 {
		t.Errorf("the lift after a long press: %v, %d points", ks, len(w.pts))
	}

	w = newWorld(t)
	w.frame(1000, mouseDown(400, 400, 1000))
	for now := 1016.0; now <= 2000; now += 16 {
		w.frame(now)
	}
	w.frame(2016, mouseUp(400, 400, 2010))
	if len(w.pts) != len(start) || w.pts[0] != start[0] {
		t.Errorf("a mouse held still changed the points: %v", w.pts)
	}
}

// TestSecondPointerIgnored: while a finger is down, a second finger's
// press, moves and lift do nothing; the first finger's tap then adds one
// point where it went down.
func TestSecondPointerIgnored(t *testing.T) {
	w := newWorld(t)
	w.frame(1000, finger(Down, 1, 420, 480, 990))
	out := w.frame(1016, finger(Down, 2, 100, 100, 1000), finger(Move, 2, 300, 100, 1005), finger(Up, 2, 300, 100, 1010))
	if len(out.Gestures) != 0 {
		t.Fatalf("the second finger made %+v", out.Gestures)
	}
	out = w.frame(1032, finger(Up, 1, 420, 480, 1020))
	if ks := kinds(out.Gestures); !slices.Equal(ks, []session.Kind{session.Click}) || !near(out.Gestures[0].X, 0.25) || !near(out.Gestures[0].Y, -1) {
		t.Fatalf("the first finger's tap made %+v", out.Gestures)
	}
}

// TestCancelNeverClicks: a press the browser cancels adds no point.
func TestCancelNeverClicks(t *testing.T) {
	w := newWorld(t)
	w.frame(1000, finger(Down, 3, 420, 480, 990))
	out := w.frame(1016, finger(Cancel, 3, 420, 480, 1000))
	if ks := kinds(out.Gestures); len(ks) != 0 || len(w.pts) != len(start) {
		t.Fatalf("a cancelled press made %v", ks)
	}
}

// TestWheel: the wheel's events of a frame zoom once, by the sum of their
// deltas (Ebiten's sign: minus deltaY), about the data under the last of
// them, (1, 0) at (480, 400); in the whitened view the wheel does nothing.
func TestWheel(t *testing.T) {
	w := newWorld(t)
	out := w.frame(1000, Event{Kind: Wheel, X: 470, Y: 400, DY: -100, T: 990}, Event{Kind: Wheel, X: 480, Y: 400, DY: -200, T: 995})
	var zooms []session.Gesture
	for _, g := range out.Gestures {
		if g.Kind == session.Zoom {
			zooms = append(zooms, g)
		}
	}
	if len(zooms) != 1 || zooms[0].Wheel != 300 || !near(zooms[0].X, 1) || !near(zooms[0].Y, 0) || zooms[0].View.MaxX != 5 {
		t.Fatalf("zooms %+v, want one of 300 about (1, 0) from [−5, 5]", zooms)
	}
	// 1.15³ narrower about x = 1: −5 → 1 − 6/1.15³.
	if want := 1 - 6/math.Pow(1.15, 3); !near(w.vp.MinX, want) {
		t.Errorf("the view starts at %v, want %v", w.vp.MinX, want)
	}
	w = newWorld(t)
	w.whitened = true
	if ks := kinds(w.frame(1000, Event{Kind: Wheel, X: 480, Y: 400, DY: -100}).Gestures); len(ks) != 0 {
		t.Errorf("the whitened view zoomed: %v", ks)
	}
}

// TestHover: the mouse over a point hovers it; moving off the plot, or
// leaving it, hovers none; a finger places no hover; the keyboard's chosen
// point is hovered when the mouse hovers none.
func TestHover(t *testing.T) {
	hover := func(out Out) int {
		t.Helper()
		n := len(out.Gestures)
		if n == 0 || out.Gestures[n-1].Kind != session.Hover {
			t.Fatalf("no hover last in %+v", out.Gestures)
		}
		return out.Gestures[n-1].Index
	}
	w := newWorld(t)
	if h := hover(w.frame(1000, mouseMove(562, 401, 990))); h != 1 {
		t.Errorf("over (2, 0): hover %d", h)
	}
	if h := hover(w.frame(1016, Event{Kind: Move, ID: 1, X: 562, Y: 900, T: 1000})); h != -1 {
		t.Errorf("off the plot: hover %d", h)
	}
	w.frame(1032, mouseMove(400, 400, 1020))
	if h := hover(w.frame(1048, Event{Kind: Leave, ID: 1, T: 1040})); h != -1 {
		t.Errorf("after leaving: hover %d", h)
	}
	w = newWorld(t)
	if h := hover(w.frame(1000, finger(Move, 4, 400, 400, 990))); h != -1 {
		t.Errorf("a finger's move hovered %d", h)
	}
	w.keySel = 3
	if h := hover(w.frame(1016)); h != 3 {
		t.Errorf("with the keyboard's point 3 chosen: hover %d", h)
	}
}

// TestLocked: a locked plot pans and zooms, but a click, a right-click, a
// long press and a grab edit nothing.
func TestLocked(t *testing.T) {
	w := newWorld(t)
	w.locked = true
	w.frame(1000, mouseDown(420, 480, 990))
	w.frame(1016, mouseUp(420, 480, 1000))
	w.frame(1032, mouseButton(gesture.ButtonRight, 400, 400, 1020))
	w.frame(1048, finger(Down, 5, 400, 400, 1040))
	for now := 1064.0; now < 2000; now += 16 {
		w.frame(now)
	}
	w.frame(2016, finger(Up, 5, 400, 400, 2010))
	if !slices.Equal(w.pts, start) {
		t.Fatalf("a locked plot's points became %v", w.pts)
	}
	w.frame(2032, mouseDown(420, 480, 2020))
	out := w.frame(2048, mouseMove(440, 480, 2030), mouseUp(440, 480, 2040))
	if ks := kinds(out.Gestures); !slices.Equal(ks, []session.Kind{session.Pan}) {
		t.Errorf("a drag on a locked plot made %v, want a pan", ks)
	}
}

// TestStroke: with the spray, a press begins a stroke with the brush's
// radius in data units (24 CSS pixels of 0.0125 units: 0.3), moves carry
// it and the release ends it where the pointer last was; the middle
// button pans in every tool.
func TestStroke(t *testing.T) {
	w := newWorld(t)
	w.tool = session.ToolSpray
	out := w.frame(1000, mouseDown(400, 400, 990), mouseMove(480, 400, 995), mouseUp(480, 400, 998))
	want := []session.Gesture{
		{Kind: session.StrokeStart, X: 0, Y: 0, R: 0.3},
		{Kind: session.StrokeMove, X: 1, Y: 0},
		{Kind: session.StrokeEnd, X: 1, Y: 0},
	}
	got := out.Gestures[:len(out.Gestures)-1] // the hover
	if len(got) != len(want) {
		t.Fatalf("gestures %+v", out.Gestures)
	}
	for i := range want {
		g := got[i]
		if g.Kind != want[i].Kind || !near(g.X, want[i].X) || !near(g.Y, want[i].Y) || !near(g.R, want[i].R) {
			t.Errorf("gesture %d: %+v, want %+v", i, g, want[i])
		}
	}
	w.frame(1016, mouseButton(gesture.ButtonMiddle, 400, 400, 1010))
	out = w.frame(1032, Event{Kind: Move, ID: 1, X: 420, Y: 400, T: 1020, Over: true})
	if ks := kinds(out.Gestures); !slices.Equal(ks, []session.Kind{session.Pan}) {
		t.Errorf("the middle button's drag with the spray made %v", ks)
	}
}

// TestFisherHandle: a press within 11 pixels of the handle of Fisher's
// direction (at distance 1 from the mean (0, 0) along θ = 0: the data
// point (1, 0), at (480, 400)) turns the direction to the pointer: at
// (0, −1), θ = atan2(−1, 0) = −π/2.
func TestFisherHandle(t *testing.T) {
	w := newWorld(t)
	w.fisher = &render.FisherView{OK: true, HandleR: 1}
	w.frame(1000, mouseDown(485, 400, 990))
	out := w.frame(1016, mouseMove(400, 480, 1000), mouseUp(400, 480, 1010))
	if ks := kinds(out.Gestures); !slices.Equal(ks, []session.Kind{session.Rotate}) || !near(out.Gestures[0].Theta, -math.Pi/2) {
		t.Fatalf("gestures %+v, want one turn to −π/2", out.Gestures)
	}
}

// TestRefusalsTold: a stroke the session refuses is told to the user, and
// the press stays a click.
func TestRefusalsTold(t *testing.T) {
	w := newWorld(t)
	w.tool = session.ToolEraser
	w.stroke = true // the session refuses nothing here; a failing Apply does
	env := w.env()
	apply := env.Apply
	env.Apply = func(g session.Gesture) error {
		if g.Kind == session.StrokeStart {
			return errNoStroke
		}
		return apply(g)
	}
	out := w.m.Frame(env, []Event{mouseDown(420, 480, 990), mouseUp(420, 480, 995)}, 1000)
	if len(out.Errors) != 1 || out.Errors[0] != errNoStroke {
		t.Fatalf("errors %v", out.Errors)
	}
	if ks := kinds(out.Gestures); !slices.Equal(ks, []session.Kind{session.StrokeStart, session.Click}) {
		t.Errorf("gestures %v", ks)
	}
}
