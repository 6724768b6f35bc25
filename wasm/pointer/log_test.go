package pointer

import (
	"strconv"
	"testing"

	"hyperplane/wasm/session"
)

// TestLogKeepsTheLast: of 250 lines the log keeps the last LogLines (200),
// oldest first, and writes a line when Lines reads it, not when Add keeps
// it: a slice changed after Add shows its new contents.
func TestLogKeepsTheLast(t *testing.T) {
	var l Log
	for i := range 250 {
		l.Add("line %d", i)
	}
	got := l.Lines()
	if len(got) != LogLines || got[0] != "line 50" || got[len(got)-1] != "line 249" {
		t.Fatalf("%d lines from %q to %q, want 200 from \"line 50\" to \"line 249\"", len(got), got[0], got[len(got)-1])
	}
	for i, s := range got {
		if want := "line " + strconv.Itoa(50+i); s != want {
			t.Fatalf("line %d is %q, want %q", i, s, want)
		}
	}
	v := []int{1}
	l.Add("v %v", v)
	v[0] = 2
	if got := l.Lines(); got[len(got)-1] != "v [2]" {
		t.Errorf("a line written at Add: %q, want it written at Lines, \"v [2]\"", got[len(got)-1])
	}
}

// TestDragged: a frame whose gestures moved a point is timed from its
// first move, the one that waited longest, or from now without a move;
// a frame without a drag is not timed.
func TestDragged(t *testing.T) {
	drag := Out{Gestures: []session.Gesture{{Kind: session.Hover}, {Kind: session.Drag}}}
	click := Out{Gestures: []session.Gesture{{Kind: session.Click}}}
	moves := []Event{{Kind: Down, T: 5}, {Kind: Move, T: 7}, {Kind: Move, T: 9}}
	now := func() float64 { return 100 }
	for _, c := range []struct {
		name   string
		out    Out
		events []Event
		t      float64
		ok     bool
	}{
		{"drag with moves", drag, moves, 7, true},
		{"drag without a move", drag, moves[:1], 100, true},
		{"no drag", click, moves, 0, false},
		{"nothing", Out{}, nil, 0, false},
	} {
		if got, ok := c.out.Dragged(c.events, now); got != c.t || ok != c.ok {
			t.Errorf("%s: %g, %v; want %g, %v", c.name, got, ok, c.t, c.ok)
		}
	}
}
