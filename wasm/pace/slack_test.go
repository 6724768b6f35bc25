package pace

import (
	"testing"
	"time"
)

// TestFrames: frames every 16 ms from t = 1000 predict a 16 ms display
// once there are 8 intervals (1000/60 before); a slice at 1005 after the
// frame of 1000 + 16·9 = 1144 (begun 5 ms before) is Slack's: the next
// refresh at 1160, less 2 ms, from 1149, 9 ms, cut to 8. A frame that
// came 40 ms after the last among frames on time gives only the least
// when the next refresh is close (Least); among frames that come 40 ms
// apart as a rule (a software renderer), at least half of it (20 ms, cut
// to 8) however close the next refresh is.
func TestFrames(t *testing.T) {
	f := NewFrames()
	if f.Interval != 1000.0/60 {
		t.Fatalf("interval %v before any frame", f.Interval)
	}
	for k := range 10 {
		f.Begin(1000 + 16*float64(k))
		if k < 8 && f.Interval != 1000.0/60 {
			t.Fatalf("interval %v after %d intervals", f.Interval, k)
		}
	}
	if f.Interval != 16 || f.Last != 16 || f.At != 1144 {
		t.Fatalf("interval %v, last %v, at %v", f.Interval, f.Last, f.At)
	}
	if b := f.Budget(1149); b != 8*time.Millisecond {
		t.Errorf("budget %v at 1149, want 8 ms", b)
	}
	if b := f.Budget(1157); b != 2*time.Millisecond {
		t.Errorf("budget %v at 1157, want the least, 2 ms", b)
	}
	f.Begin(1184) // 40 ms after the last
	if b := f.Budget(1199); f.Last != 40 || b != 2*time.Millisecond {
		t.Errorf("after a late frame among frames on time: last %v, budget %v, want the least, 2 ms", f.Last, b)
	}
	g := NewFrames()
	at := 1000.0
	for k := range 13 { // 16, 16, 16, then ten of 40 ms: 16 the 10th percentile, 40 the median
		g.Begin(at)
		at += map[bool]float64{true: 16, false: 40}[k < 3]
	}
	if g.Interval != 16 || g.Typical != 40 || g.Last != 40 {
		t.Fatalf("interval %v, typical %v, last %v", g.Interval, g.Typical, g.Last)
	}
	if b := g.Budget(g.At + 15); b != 8*time.Millisecond {
		t.Errorf("after a late frame among late frames: budget %v, want 8 ms", b)
	}
	// A frame at the same time or earlier counts no interval.
	f.Begin(1184)
	if f.Last != 0 {
		t.Errorf("a repeated frame's interval %v", f.Last)
	}
	// 121 more frames: only the last 120 intervals count.
	for k := range 121 {
		f.Begin(2000 + 33*float64(k))
	}
	if len(f.deltas) != IntervalFrames || f.Interval != 33 {
		t.Errorf("%d intervals kept, interval %v", len(f.deltas), f.Interval)
	}
}

// TestAccrue: frames add their time while training waits, up to 0.25 s;
// a frame without training forgets it.
func TestAccrue(t *testing.T) {
	f := NewFrames()
	f.Accrue(0.1, true)
	f.Accrue(0.1, true)
	if f.Played != 0.2 {
		t.Errorf("played %v after two frames of 0.1 s", f.Played)
	}
	f.Accrue(0.1, true)
	if f.Played != 0.25 {
		t.Errorf("played %v, want the bound 0.25", f.Played)
	}
	f.Accrue(0.1, false)
	if f.Played != 0 {
		t.Errorf("played %v after a frame without training", f.Played)
	}
}

// TestPlan: a slice after a frame on time shares its budget equally
// between what waits, each part an equal share of what is left when it
// starts (8 ms among three: 8/3, then what is left after the first, in
// two); 250 ms after the last frame the slice is idle, 20 ms long, and
// runs only what a caller waits for (training when working, never the
// compared algorithms; the cross-validation always).
func TestPlan(t *testing.T) {
	f := NewFrames()
	for k := range 10 {
		f.Begin(1000 + 16*float64(k))
	}
	t0 := time.Unix(0, 0)
	s := f.Plan(1145, t0, true, true, true, false)
	if s.Idle || s.Budget != 8*time.Millisecond || !s.Train || !s.Compare || !s.CV {
		t.Fatalf("slice %+v", s)
	}
	if d := s.Share(t0); d != 8*time.Millisecond/3 {
		t.Errorf("first share %v, want 8/3 ms", d)
	}
	// The first part ran 4 ms: 4 left for two.
	if d := s.Share(t0.Add(4 * time.Millisecond)); d != 2*time.Millisecond {
		t.Errorf("second share %v, want 2 ms", d)
	}
	// The second ran past the end: the last gets a millisecond.
	if d := s.Share(t0.Add(9 * time.Millisecond)); d != time.Millisecond {
		t.Errorf("last share %v, want 1 ms", d)
	}

	for _, c := range []struct {
		working, train, compare bool
	}{{false, false, false}, {true, true, false}} {
		s := f.Plan(1144+251, t0, true, true, true, c.working)
		if !s.Idle || s.Budget != IdleSlice || s.Train != c.train || s.Compare != c.compare || !s.CV {
			t.Errorf("idle slice, working %v: %+v", c.working, s)
		}
	}
	if f.Stale(1144+250) || !f.Stale(1144+251) {
		t.Error("stale before 250 ms, or not after")
	}
}

// TestAfter: work left after a task arms the watchdog, or, in a hidden
// page without frames, posts the next task at once; none left, nothing.
func TestAfter(t *testing.T) {
	for _, c := range []struct {
		more, idle, hidden bool
		want               Next
	}{
		{false, false, false, Rest}, {false, true, true, Rest},
		{true, false, false, Watch}, {true, true, false, Watch}, {true, false, true, Watch},
		{true, true, true, Post},
	} {
		if got := After(c.more, c.idle, c.hidden); got != c.want {
			t.Errorf("After(%v, %v, %v) = %v, want %v", c.more, c.idle, c.hidden, got, c.want)
		}
	}
}

// TestStats: two frames, the first with 3 ms of Update and 1 ms of Draw,
// the second with 5 ms of Update: Update's mean is 4 ms and its longest
// 5; Draw's mean 0.5. Two slack tasks of 8 and 4 ms budgets give a mean
// budget of 6; a training part of 3 ms on a 2 ms share ran 1 ms over.
// Reset keeps the frame under way and forgets the rest.
func TestStats(t *testing.T) {
	ms := time.Millisecond
	s := NewStats()
	s.Add(PhUpdate, 3*ms)
	s.Add(PhDraw, ms)
	s.Task(2*ms, 8*ms)
	s.Part(PhTrain, 3*ms, 2*ms)
	s.Frame()
	s.Add(PhUpdate, 5*ms)
	s.Task(ms, 4*ms)
	s.Frame()
	r := s.Report(16, 7*ms, 0, 1500*time.Microsecond)
	work := r["work"].(map[string]any)
	up, draw, train := work["update"].(map[string]float64), work["draw"].(map[string]float64), work["train"].(map[string]float64)
	if r["frames"] != uint64(2) || up["mean"] != 4 || up["max"] != 5 || draw["mean"] != 0.5 || train["over"] != 1 {
		t.Errorf("report %v", r)
	}
	if r["slackTasks"] != uint64(2) || r["meanBudget"] != 6.0 || r["interval"] != 16.0 {
		t.Errorf("tasks %v, mean budget %v, interval %v", r["slackTasks"], r["meanBudget"], r["interval"])
	}
	if l := r["longestStep"].(map[string]float64); l["train"] != 7 || l["cv"] != 1.5 {
		t.Errorf("longest steps %v", l)
	}
	if sl := work["slack"].(map[string]float64); sl["mean"] != 1.5 || sl["max"] != 2 {
		t.Errorf("slack %v", sl)
	}
	s.Add(PhUpdate, 2*ms)
	s.Reset()
	s.Frame()
	if up := s.Report(16, 0, 0, 0)["work"].(map[string]any)["update"].(map[string]float64); up["mean"] != 2 || up["max"] != 2 {
		t.Errorf("after Reset, the frame under way: %v", up)
	}
}
