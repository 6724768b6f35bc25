package pace

import (
	"testing"
	"time"
)

// TestInterval: the 10th percentile of the intervals (the sorted list's
// element len/10), bounded, and 1/60 s with fewer than 8.
func TestInterval(t *testing.T) {
	ms := func(v ...float64) []float64 { return v }
	for _, c := range []struct {
		d    []float64
		want float64
	}{
		{ms(33, 33, 33), 1000.0 / 60}, // too few
		// 20 intervals at 60 Hz with three dropped frames: element 2 of
		// the sorted list is 16.6.
		{ms(16.7, 16.6, 33.4, 16.7, 16.8, 16.6, 16.7, 50, 16.7, 16.7, 16.6, 16.7, 16.8, 16.7, 33.3, 16.7, 16.7, 16.7, 16.7, 16.7), 16.6},
		// Every frame late (a software renderer): 33.
		{ms(33, 34, 33, 35, 33, 33, 36, 33, 33, 34), 33},
		{ms(2, 2, 2, 2, 2, 2, 2, 2), 4},                   // bounded below
		{ms(250, 300, 250, 250, 250, 250, 250, 250), 100}, // and above
	} {
		if got := Interval(c.d); got != c.want {
			t.Errorf("Interval(%v) = %v, want %v", c.d, got, c.want)
		}
	}
}

// TestSlack: a frame at 1000 ms on a 16 ms display. At 1005 ms the next
// refresh is at 1016, less the 2 ms margin: 9 ms, cut to the most, 8. At
// 1012: 2 ms. At 1015: the margin leaves 0, raised to the least, 2. At
// 1020 the refresh at 1016 has passed and the next is at 1032: 10, cut
// to 8. At 1029.5: 0.5, raised to 2.
func TestSlack(t *testing.T) {
	ms := time.Millisecond
	for _, c := range []struct {
		now  float64
		want time.Duration
	}{
		{1005, 8 * ms}, {1012, 2 * ms}, {1015, 2 * ms}, {1020, 8 * ms}, {1029.5, 2 * ms}, {1026, 4 * ms},
	} {
		if got := Slack(1000, 16, c.now, 2*ms, 2*ms, 8*ms); got != c.want {
			t.Errorf("Slack at %v = %v, want %v", c.now, got, c.want)
		}
	}
}

// TestLeast: on a 16.7 ms display whose frames come 37 ms apart as a
// rule (a software renderer's 27 fps), a frame on time, or one that came
// 25 ms (1.5 intervals) after the last, keeps the least, 2 ms; one that
// came 37 ms after it gets half of it, 18.5, cut to the most, 8; one 10 ms
// late of a 4 ms display gets half, 5. Among frames on time as a rule
// (typical 16.7 ms, or 25), a frame 37 ms late keeps the least.
func TestLeast(t *testing.T) {
	ms := time.Millisecond
	for _, c := range []struct {
		last, typical, interval float64
		want                    time.Duration
	}{
		{16.7, 37, 16.7, 2 * ms}, {25, 37, 16.7, 2 * ms}, {37, 37, 16.7, 8 * ms}, {10, 10, 4, 5 * ms}, {3, 3, 1.5, 2 * ms},
		{37, 16.7, 16.7, 2 * ms}, {37, 25, 16.7, 2 * ms}, {37, 0, 16.7, 2 * ms},
	} {
		if got := Least(c.last, c.typical, c.interval, 2*ms, 8*ms); got != c.want {
			t.Errorf("Least(%v, %v, %v) = %v, want %v", c.last, c.typical, c.interval, got, c.want)
		}
	}
}

// TestTypical: the median of the intervals, none before there are 8.
func TestTypical(t *testing.T) {
	if got := Typical([]float64{16, 17, 33}); got != 0 {
		t.Errorf("Typical of 3 = %v, want 0", got)
	}
	// Six on time and four a refresh late: sorted, the value at index 5
	// (the upper median of ten) is the last of the six, 16.7.
	d := []float64{33.3, 16.7, 16.7, 33.3, 16.7, 16.7, 33.3, 16.7, 33.3, 16.7}
	if got := Typical(d); got != 16.7 {
		t.Errorf("Typical(%v) = %v, want 16.7", d, got)
	}
	// Seven a refresh late of ten: the median is late.
	d = []float64{33.3, 33.3, 16.7, 33.3, 33.3, 16.7, 33.3, 33.3, 16.7, 33.3}
	if got := Typical(d); got != 33.3 {
		t.Errorf("Typical(%v) = %v, want 33.3", d, got)
	}
}
