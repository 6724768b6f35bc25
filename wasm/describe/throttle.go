package describe

import "time"

// Every is the shortest time between two summaries the live region says:
// a screen reader is told of the model at most once a second, however fast
// it trains.
const Every = time.Second

// Throttle decides when the live region says a new summary: when its key
// (the summary without the step) changed, at most once every Every; a
// change that comes sooner waits, and is said, in its latest form, once
// Every has passed. So while training runs the region speaks at most once
// a second, and when it stops (the key then says "converged" or why it
// stopped) the last summary is always said, once.
type Throttle struct {
	said   string    // the key last said
	at     time.Time // when
	primed bool      // the first summary has been taken (it is not said)
}

// Next returns the summary to say at now for a plot whose summary is text
// with key key, or "" when nothing is to be said now. The first call only
// takes note of the plot as it opens, which the page says otherwise.
func (t *Throttle) Next(now time.Time, key, text string) string {
	if !t.primed {
		t.primed, t.said, t.at = true, key, now
		return ""
	}
	if key == t.said || now.Sub(t.at) < Every {
		return ""
	}
	t.said, t.at = key, now
	return text
}

// Due reports whether a summary with a key other than the one last said
// would be said at now: the caller can skip describing the plot until then.
func (t *Throttle) Due(now time.Time) bool { return !t.primed || now.Sub(t.at) >= Every }
