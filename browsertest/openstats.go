package browsertest

import (
	"fmt"
	"slices"
	"sync"
	"time"
)

// opens counts the playground's opens in this process: from the tab asked
// for to the controls built (WaitStarted). The suite prints it at its end,
// as the part of its time that page opens take.
var opens openStats

type openStats struct {
	mu    sync.Mutex
	times []time.Duration
}

func (o *openStats) add(d time.Duration) {
	o.mu.Lock()
	o.times = append(o.times, d)
	o.mu.Unlock()
}

// OpenStats says how many playgrounds this process opened and how long
// they took to start, in all and at the median and the longest.
func OpenStats() string {
	opens.mu.Lock()
	ts := slices.Clone(opens.times)
	opens.mu.Unlock()
	if len(ts) == 0 {
		return "no playground opened"
	}
	slices.Sort(ts)
	var sum time.Duration
	for _, d := range ts {
		sum += d
	}
	return fmt.Sprintf("%d playgrounds opened, %.1f s to their controls in all (median %.2f s, longest %.2f s)",
		len(ts), sum.Seconds(), ts[len(ts)/2].Seconds(), ts[len(ts)-1].Seconds())
}
