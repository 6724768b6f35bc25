// Package pace predicts the display's refresh from the frames' own times
// and says how long the work after a frame may take without holding the
// next frame up, how that time is shared between what waits, and what
// follows a slice (wasm/slack_js.go runs training, the compared
// algorithms and cross-validation so, in a task after each frame); and it
// sums the program's work per frame by phase (Stats). Plain Go, tested
// natively.
package pace

import (
	"math"
	"slices"
	"time"
)

// Interval predicts the display's refresh interval (ms) from the last
// frame intervals (ms): their 10th percentile, so that slow frames do not
// stretch it, between 4 and 100 ms; 1000/60 until there are 8.
func Interval(deltas []float64) float64 {
	interval, _, _ := intervals(deltas, nil)
	return interval
}

// intervals returns Interval and Typical of deltas from one sort of a copy
// of them in buf (grown as needed, and returned for the next call).
func intervals(deltas, buf []float64) (interval, typical float64, sorted []float64) {
	if len(deltas) < 8 {
		return 1000.0 / 60, 0, buf
	}
	d := append(buf[:0], deltas...)
	slices.Sort(d)
	return min(100, max(4, d[len(d)/10])), d[len(d)/2], d
}

// Slack returns how long work may run from now (ms) after the frame that
// began at frameAt (ms, the same clock) on a display refreshing every
// interval ms: until margin before the next refresh still ahead (the first
// multiple of interval after frameAt that is later than now), within
// [least, most].
func Slack(frameAt, interval, now float64, margin, least, most time.Duration) time.Duration {
	next := frameAt + interval*max(1, math.Ceil((now-frameAt)/interval))
	left := time.Duration((next - now) * float64(time.Millisecond))
	return min(most, max(least, left-margin))
}

// Least is the least time a slice gets after a frame that came last ms
// after the one before, on a display predicted to refresh every interval
// ms, where the frames have lately come typical ms apart (their median):
// least, or, when both the frame and the frames as a rule came later than
// one and a half intervals (a renderer holding the page's frames back, as
// a software renderer does at 27 frames a second), half of last, within
// [least, most]. The next frame of such a page is about last away, not
// the interval, and the refresh that Slack predicts from the interval
// leaves the slice a few milliseconds of a 37 ms wait (steps a second fell
// to 0.55 of what they were when training ran in the frame, with half the
// frame's time). A frame late now and then, among frames on time, is not
// such a page: on a CPU too slow for the frame's own work and a full
// slice (the network at 320×200 with the CPU throttled 2x, 44 frames a
// second), half of a late frame's interval, 8 ms, made the next frame
// late too (issue 51).
func Least(last, typical, interval float64, least, most time.Duration) time.Duration {
	if last <= 1.5*interval || typical <= 1.5*interval {
		return least
	}
	return min(most, max(least, time.Duration(last/2*float64(time.Millisecond))))
}

// Typical returns the median of the last frame intervals (ms), 0 until
// there are 8.
func Typical(deltas []float64) float64 {
	_, typical, _ := intervals(deltas, nil)
	return typical
}
