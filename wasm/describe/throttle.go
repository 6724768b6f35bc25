package describe

import (
	"time"

	"hyperplane/engine/msg"
)

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

// LookEvery is the shortest time between two descriptions of the plot
// made to see whether its summary changed.
const LookEvery = 250 * time.Millisecond

// Watch decides when to describe the plot to see whether its summary
// changed: when its picture changed since the last look, no sooner than
// LookEvery after it, and only when the Throttle would say a new summary.
type Watch struct {
	Throttle
	seen uint64    // the picture's version at the last look
	at   time.Time // when
}

// Look reports whether to describe, at now, the plot whose picture is at
// version v, and if so takes note of the look.
func (w *Watch) Look(now time.Time, v uint64) bool {
	if v == w.seen || now.Sub(w.at) < LookEvery || !w.Due(now) {
		return false
	}
	w.seen, w.at = v, now
	return true
}

// Summary returns the summary of the plot p, whose picture is at version
// v, that the live region is to say at now, and false when there is
// nothing new to say: the plot is described (Quick) only when Look says
// so, and its summary is said only when the Throttle says it, so that the
// words are made only for a summary to say.
func (w *Watch) Summary(now time.Time, v uint64, p Plot) (msg.Text, bool) {
	if !w.Look(now, v) {
		return msg.Text{}, false
	}
	return w.Describe(now, p)
}

// Describe describes the plot p after a Look that said to, and returns
// the summary that the live region is to say at now, and false when there
// is nothing new to say. A caller can look in one task and describe in a
// later one: a kernel machine's field is 50,000 kernels to describe.
func (w *Watch) Describe(now time.Time, p Plot) (msg.Text, bool) {
	p.Quick = true
	d := Of(p)
	if w.Next(now, d.Key, d.Key) == "" {
		return msg.Text{}, false
	}
	return d.Summary, true
}

// Again returns s as a live region says it after last: the same words a
// second time end in a no-break space, so that a screen reader, which
// says a region's text only when it changes, says them again.
func Again(last, s string) string {
	if s == last {
		return s + "\u00a0"
	}
	return s
}
