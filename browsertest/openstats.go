package browsertest

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"
)

// opens counts the playground's opens in this process: from the tab asked
// for to the controls built (WaitStarted). The suite prints it at its end,
// as the part of its time that page opens take.
var opens openStats

type openStats struct {
	mu     sync.Mutex
	times  []time.Duration
	byTest map[string]testOpens
}

// testOpens is one test's opens: how many, and how long in all.
type testOpens struct {
	n int
	d time.Duration
}

func (o *openStats) add(t T, d time.Duration) {
	name := "?"
	if n, ok := t.(interface{ Name() string }); ok {
		name, _, _ = strings.Cut(n.Name(), "/")
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	o.times = append(o.times, d)
	if o.byTest == nil {
		o.byTest = map[string]testOpens{}
	}
	r := o.byTest[name]
	o.byTest[name] = testOpens{r.n + 1, r.d + d}
}

// OpenStats says how many playgrounds this process opened and how long
// they took to start, in all and at the median and the longest, and the
// tests whose opens took longest.
func OpenStats() string {
	opens.mu.Lock()
	ts := slices.Clone(opens.times)
	type row struct {
		name string
		testOpens
	}
	rows := make([]row, 0, len(opens.byTest))
	for name, r := range opens.byTest {
		rows = append(rows, row{name, r})
	}
	opens.mu.Unlock()
	if len(ts) == 0 {
		return "no playground opened"
	}
	slices.Sort(ts)
	var sum time.Duration
	for _, d := range ts {
		sum += d
	}
	slices.SortFunc(rows, func(a, b row) int { return cmp.Compare(b.d, a.d) })
	var most []string
	for _, r := range rows[:min(len(rows), 8)] {
		most = append(most, fmt.Sprintf("%s %d (%.1f s)", r.name, r.n, r.d.Seconds()))
	}
	return fmt.Sprintf("%d playgrounds opened, %.1f s to their controls in all (median %.2f s, longest %.2f s); the most: %s",
		len(ts), sum.Seconds(), ts[len(ts)/2].Seconds(), ts[len(ts)-1].Seconds(), strings.Join(most, ", "))
}
