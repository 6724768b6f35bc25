package render

import "time"

// Budget adapts the work of a frame to the machine: it starts at Min and
// grows by half at every frame that took at most Quick (the machine has
// room to spare), halves at every frame that took more than Slow, and
// stays within [Min, Max]. The kernel field's refinement of a still model
// uses it, so that a real GPU paints the exact field in a few frames
// where a fixed budget sized for the software renderer took hundreds.
type Budget struct {
	Min, Max    int
	Quick, Slow time.Duration
	// Hold is how many frames after a halving the budget does not grow:
	// growing back at once made it halve again a few frames later, a
	// slow frame each time.
	Hold int
	v    int
	held int
}

// Next returns the budget of a frame whose previous frame took dt; a dt
// of 0 or less, or over a second (the first frame, a pause), changes
// nothing, and for Hold frames after a halving it does not grow.
func (b *Budget) Next(dt time.Duration) int {
	b.v = max(b.v, b.Min)
	switch {
	case dt <= 0 || dt > time.Second:
	case dt > b.Slow:
		b.v = max(b.v/2, b.Min)
		b.held = b.Hold
	case b.held > 0:
		b.held--
	case dt <= b.Quick:
		b.v = min(b.v+b.v/2, b.Max)
	}
	return b.v
}

// Current returns the budget Next last gave (Min before any).
func (b *Budget) Current() int { return max(b.v, b.Min) }
