package pace

import (
	"testing"
	"time"
)

// TestRefits: outside a drag a refit is always due; during one, after a
// refit of 40 ms that ended at t, the next is due from t + 3·40 ms =
// t + 120 ms, not before; a refit of 0.2 ms (few points) leaves the next
// due 0.6 ms later, in the next frame.
func TestRefits(t *testing.T) {
	var r Refits
	t0 := time.Unix(1000, 0)
	if !r.Due(t0, true) {
		t.Fatal("the first refit of a drag is not due")
	}
	r.Done(t0, t0.Add(40*time.Millisecond))
	end := t0.Add(40 * time.Millisecond)
	for _, c := range []struct {
		after    time.Duration
		dragging bool
		due      bool
	}{
		{0, false, true},
		{10 * time.Millisecond, false, true},
		{10 * time.Millisecond, true, false},
		{119 * time.Millisecond, true, false},
		{120 * time.Millisecond, true, true},
		{500 * time.Millisecond, true, true},
	} {
		if got := r.Due(end.Add(c.after), c.dragging); got != c.due {
			t.Errorf("%v after a 40 ms refit, dragging %v: due %v, want %v", c.after, c.dragging, got, c.due)
		}
	}
	r.Done(end, end.Add(200*time.Microsecond))
	if r.Due(end.Add(200*time.Microsecond+500*time.Microsecond), true) || !r.Due(end.Add(200*time.Microsecond+16*time.Millisecond), true) {
		t.Errorf("after a 0.2 ms refit the next should be due from 0.6 ms on, in the next frame")
	}
}
