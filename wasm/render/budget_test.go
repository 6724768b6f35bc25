package render

import (
	"testing"
	"time"
)

// TestBudget follows the rule by hand: from Min = 1,000,000, quick frames
// multiply by 3/2 in integers (1,500,000, 2,250,000, 3,375,000), Max
// caps, a slow frame halves, Min floors, and frames between Quick and
// Slow, or with no measured time, change nothing.
func TestBudget(t *testing.T) {
	b := Budget{Min: 1_000_000, Max: 5_000_000, Quick: 20 * time.Millisecond, Slow: 34 * time.Millisecond}
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	if b.Current() != 1_000_000 {
		t.Fatalf("before any frame, Current is %d, want Min", b.Current())
	}
	for i, c := range []struct {
		dt   time.Duration
		want int
	}{
		{0, 1_000_000},               // the first frame: Min
		{ms(16), 1_500_000},          // quick
		{ms(17), 2_250_000},          // quick
		{ms(20), 3_375_000},          // quick (at the bound)
		{ms(25), 3_375_000},          // neither
		{ms(16), 5_000_000},          // 5,062,500 capped at Max
		{ms(16), 5_000_000},          // stays at Max
		{ms(60), 2_500_000},          // slow: halved
		{2 * time.Second, 2_500_000}, // a pause: unchanged
		{ms(60), 1_250_000},          // halved
		{ms(60), 1_000_000},          // 625,000 floored at Min
	} {
		if got := b.Next(c.dt); got != c.want || b.Current() != got {
			t.Fatalf("frame %d (dt %v): budget %d (Current %d), want %d", i, c.dt, got, b.Current(), c.want)
		}
	}
}

// TestBudgetHold: with Hold = 2, a slow frame halves and the next two
// quick frames leave the budget alone (each counts down the hold); the
// third grows it by half again. A slow frame during the hold halves again
// and starts the hold anew.
func TestBudgetHold(t *testing.T) {
	b := Budget{Min: 1000, Max: 1 << 20, Quick: 20 * time.Millisecond, Slow: 34 * time.Millisecond, Hold: 2}
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	for i, c := range []struct {
		dt   time.Duration
		want int
	}{
		{ms(16), 1500}, {ms(16), 2250}, {ms(16), 3375}, // quick: ×3/2 (integers)
		{ms(40), 1687}, // slow: halved, hold 2
		{ms(16), 1687}, // held
		{ms(16), 1687}, // held
		{ms(16), 2530}, // grows: 1687 + 843
		{ms(40), 1265}, // slow: halved, hold 2
		{ms(16), 1265}, // held
		{ms(40), 1000}, // slow during the hold: 632 floored at Min, hold again
		{ms(16), 1000}, // held
		{ms(16), 1000}, // held
		{ms(16), 1500}, // grows
	} {
		if got := b.Next(c.dt); got != c.want {
			t.Fatalf("frame %d (dt %v): budget %d, want %d", i, c.dt, got, c.want)
		}
	}
}
