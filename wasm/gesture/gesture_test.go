package gesture

import "testing"

// finger is a press at (100, 100) at t = 1000 ms with a slop of 8 device
// pixels (4 CSS pixels, doubled for a finger, at a device pixel ratio of 1).
func finger() Press { return Start(Event{Kind: Down, Touch: true, X: 100, Y: 100, T: 1000}, 8) }

// TestLongPressByEventTime: the long press is judged by the events' own
// times. Each case feeds moves (x, y, t) and then asks at the frame's time.
func TestLongPressByEventTime(t *testing.T) {
	type move struct{ x, y, t float64 }
	cases := []struct {
		name  string
		moves []move
		frame float64 // the frame's time, after the moves
		long  bool
	}{
		// A finger that moved 20 ms after it went down is a drag, even if
		// the first frame that sees the move comes 800 ms later (the issue's
		// failure under a slow software renderer).
		{"moved at once, seen late", []move{{110, 100, 1020}, {130, 100, 1040}}, 1800, false},
		// A finger that stays still for the delay is a long press, whether a
		// frame sees it at the delay or much later.
		{"still, seen at the delay", nil, 1550, true},
		{"still, seen late", nil, 2600, true},
		{"still, not yet", nil, 1549, false},
		// Moves within the slop do not end the stillness.
		{"trembling", []move{{103, 102, 1100}, {97, 104, 1300}}, 1600, true},
		// A move past the slop that comes after the delay finds the long
		// press already due.
		{"moved after the delay", []move{{140, 100, 1700}}, 1700, true},
	}
	for _, c := range cases {
		p := finger()
		long := false
		for _, m := range c.moves {
			if p.LongBy(m.t) {
				long, p.Long = true, true
				break
			}
			p.Track(Event{Kind: Move, Touch: true, X: m.x, Y: m.y, T: m.t})
		}
		if !long && p.DueAt(c.frame) {
			long = true
		}
		if long != c.long {
			t.Errorf("%s: long press %v, want %v", c.name, long, c.long)
		}
	}
}

// TestLongPressOnce: a long press is due once, and never for a mouse.
func TestLongPressOnce(t *testing.T) {
	p := finger()
	if !p.LongBy(2000) {
		t.Fatal("not due after 1 s")
	}
	p.Long = true
	if p.LongBy(3000) {
		t.Error("due again after it was acted on")
	}
	m := Start(Event{Kind: Down, X: 100, Y: 100, T: 1000}, 4)
	if m.LongBy(5000) {
		t.Error("a mouse held still made a long press")
	}
}

// TestSlop: the slop is a distance from where the press began, so that a
// drag that comes back to its start has still moved.
func TestSlop(t *testing.T) {
	p := finger()
	at := func(x, y float64) Event { return Event{Kind: Move, Touch: true, X: x, Y: y, T: 1010} }
	if p.Track(at(105, 106)) { // √61 ≈ 7.8 < 8
		t.Error("moved within the slop")
	}
	if !p.Track(at(108, 101)) { // √65 ≈ 8.06 > 8
		t.Error("not moved past the slop")
	}
	if !p.Track(at(100, 100)) {
		t.Error("a drag back to the start is no longer moved")
	}
}

// TestLateEvents: on a page whose events arrive late, a resting finger is
// judged at the frame's time less the lag its events showed. The case is
// one a loaded machine gave: the finger went down at 2229 ms and its event
// arrived at 2758 (529 ms late); it lifted at 2500, and that event arrived
// at 2989, after frames at 2800 and later, where the page's clock alone
// would have found the finger held for over 550 ms.
func TestLateEvents(t *testing.T) {
	p := Start(Event{Kind: Down, Touch: true, X: 100, Y: 100, T: 2229, Lag: 529}, 8)
	for _, frame := range []float64{2800, 2900, 2980} {
		if p.DueAt(frame) {
			t.Fatalf("a long press at the frame of %v ms, before the lift (at 2500) arrived", frame)
		}
	}
	if p.LongBy(2500) {
		t.Fatal("the lift after 271 ms found a long press")
	}
	// A finger that really rests is a long press once the lag has passed.
	if !p.DueAt(2229 + 550 + 529) {
		t.Fatal("no long press after the delay and the lag")
	}
}

// TestDueInFrame: a resting finger is taken for a long press at the second
// frame in a row that finds it due, at the frame's time less the press's lag
// and the hold, with no event of its own; so a move stamped in time but
// handed to the page frames late still makes a drag.
func TestDueInFrame(t *testing.T) {
	// Frames 800 ms apart (debug.slowFrames(800)), no hold; the finger went
	// down at 1000 ms and its first move, stamped 1020, reaches the page
	// only with the frame at 2600. At 1800 it is due (800 ≥ 550) but not
	// yet taken.
	p := finger()
	if p.DueInFrame(1800, 0, false) {
		t.Fatal("a long press at the first frame that found the press due")
	}
	p.Track(Event{Kind: Move, Touch: true, X: 140, Y: 100, T: 1020})
	if p.DueInFrame(2600, 0, true) || p.DueInFrame(3400, 0, false) {
		t.Fatal("a long press after the finger had moved (the late move made it a drag)")
	}
	// A finger that really rests: due at 1600 (600 ms), taken at the next
	// frame, 1617; a frame with an event of its own (within the slop) puts
	// the count back.
	q := finger()
	if q.DueInFrame(1600, 0, false) || !q.DueInFrame(1617, 0, false) {
		t.Fatal("a resting finger was not taken at the second due frame")
	}
	r := finger()
	r.Track(Event{Kind: Move, Touch: true, X: 102, Y: 101, T: 1590})
	if r.DueInFrame(1600, 0, false) || r.DueInFrame(1617, 0, true) || r.DueInFrame(1634, 0, false) || !r.DueInFrame(1651, 0, false) {
		t.Fatal("a frame with the finger's own event within the slop did not start the count again")
	}
}

// TestDueInFrameHold: the case TestSlowFrames logged in a page of 800 ms
// frames: the touch start, stamped 2121 ms, reached the page at the frame
// of 3778 (1,657 ms late). Had its moves waited two frames more (to 5378),
// the frames at 4578 and 5378 found the press due without a hold (4578 −
// 1657 − 2121 = 800 ≥ 550) and deleted the point. With the hold of two
// frame intervals (1,600 ms) the first due frame is the first at or after
// 2121 + 1657 + 1600 + 550 = 5928, that is 6178, so moves that come by the
// frame of 6178 still make a drag; a finger that really rests is taken at
// the frame after it.
func TestDueInFrameHold(t *testing.T) {
	start := func() Press {
		return Start(Event{Kind: Down, Touch: true, X: 500, Y: 300, T: 2121, Lag: 1657}, 8)
	}
	p := start()
	for _, frame := range []float64{4578, 5378} {
		if p.DueInFrame(frame, 1600, false) {
			t.Fatalf("a long press at the frame of %v ms", frame)
		}
	}
	p.Track(Event{Kind: Move, Touch: true, X: 580, Y: 530, T: 2281, Lag: 3097})
	if p.DueInFrame(6178, 1600, true) || p.DueInFrame(6978, 1600, false) || !p.Moved {
		t.Fatal("the late moves did not make a drag")
	}
	q := start()
	for _, frame := range []float64{4578, 5378, 6178} {
		if q.DueInFrame(frame, 1600, false) {
			t.Fatalf("a long press at the frame of %v ms, before the second due frame", frame)
		}
	}
	if !q.DueInFrame(6978, 1600, false) {
		t.Fatal("a finger resting past the lag and the hold was not taken at the second due frame")
	}
}
