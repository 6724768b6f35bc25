package browsertest

import (
	"fmt"
	"sort"
	"strings"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// Profile records V8's sampling profile of the page's main thread (its
// JavaScript and its WebAssembly, by function) while run runs, sampled
// every interval µs. A build without -s keeps the Go functions' names in
// the module, and the profile shows them.
func (p *Page) Profile(interval int64, run func()) (*profiler.Profile, error) {
	if _, err := chromedp.Call(p.Ctx, profiler.Enable, cdp.Empty{}); err != nil {
		return nil, err
	}
	if _, err := chromedp.Call(p.Ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: interval}); err != nil {
		return nil, err
	}
	if _, err := chromedp.Call(p.Ctx, profiler.Start, cdp.Empty{}); err != nil {
		return nil, err
	}
	run()
	res, err := chromedp.Call(p.Ctx, profiler.Stop, cdp.Empty{})
	if err != nil {
		return nil, err
	}
	return res.Profile, nil
}

// ProfileMark runs a marker in the page, a function named zzProfileMark
// that spins for 5 ms, and returns its start on performance.now's clock:
// found in a profile taken meanwhile, it maps the profile's clock to the
// page's (TaskProfiles).
func (p *Page) ProfileMark() float64 {
	p.t.Helper()
	return Eval[float64](p, `(function zzProfileMark() { const t0 = performance.now(); while (performance.now() - t0 < 5) {} return t0; })()`)
}

// TaskProfiles returns, for each of the tasks (each [start, duration] in
// ms on performance.now's clock, as LongTasks has them), the n functions
// of the profile that took the most of it with their callees and by
// themselves. mark is ProfileMark's answer, run while the profile was
// taken.
func TaskProfiles(prof *profiler.Profile, mark float64, tasks [][2]float64, n int) string {
	// The profile's time (µs) of the first sample in the marker.
	at := prof.StartTime
	found := false
	for i, id := range prof.Samples {
		if i < len(prof.TimeDeltas) {
			at += float64(prof.TimeDeltas[i])
		}
		if !found && stackHas(prof, id, "zzProfileMark") {
			found = true
			offset := at/1000 - mark
			var b strings.Builder
			for _, t := range tasks {
				from, to := (t[0]+offset)*1000, (t[0]+t[1]+offset)*1000
				fmt.Fprintf(&b, "task at %.0f ms, %.0f ms long:\n%s", t[0], t[1], profileTop(prof, n, func(ts float64) bool { return ts >= from && ts < to }))
			}
			return b.String()
		}
	}
	return "the profile has no sample of the marker\n"
}

// stackHas reports whether the stack of node id holds a function named fn.
func stackHas(prof *profiler.Profile, id int64, fn string) bool {
	parent := map[int64]int64{}
	byID := map[int64]*profiler.ProfileNode{}
	for _, nd := range prof.Nodes {
		byID[nd.ID] = nd
		for _, c := range nd.Children {
			parent[c] = nd.ID
		}
	}
	for x, ok := id, true; ok; x, ok = parent[x] {
		if nd := byID[x]; nd != nil && nd.CallFrame != nil && nd.CallFrame.FunctionName == fn {
			return true
		}
	}
	return false
}

// ProfileTop returns the n functions of a profile that took the most time
// with their callees (inclusive) and by themselves (self), in ms.
func ProfileTop(prof *profiler.Profile, n int) string {
	return profileTop(prof, n, func(float64) bool { return true })
}

// profileTop is ProfileTop of the samples whose time (µs, the profile's
// clock) keep accepts.
func profileTop(prof *profiler.Profile, n int, keep func(ts float64) bool) string {
	parent := map[int64]int64{}
	byID := map[int64]*profiler.ProfileNode{}
	for _, nd := range prof.Nodes {
		byID[nd.ID] = nd
		for _, c := range nd.Children {
			parent[c] = nd.ID
		}
	}
	name := func(nd *profiler.ProfileNode) string {
		f := nd.CallFrame
		if f == nil {
			return "?"
		}
		s := f.FunctionName
		if s == "" {
			s = "(anonymous)"
		}
		if u := f.URL; u != "" && !strings.HasSuffix(u, ".wasm") {
			s += " " + u[strings.LastIndex(u, "/")+1:] + fmt.Sprintf(":%d", f.LineNumber+1)
		}
		return s
	}
	incl, self := map[string]float64{}, map[string]float64{}
	ts := prof.StartTime
	for i, id := range prof.Samples {
		if i+1 >= len(prof.TimeDeltas) {
			break
		}
		ts += float64(prof.TimeDeltas[i])
		d := float64(prof.TimeDeltas[i+1]) / 1000
		nd := byID[id]
		if nd == nil || !keep(ts) {
			continue
		}
		self[name(nd)] += d
		seen := map[string]bool{}
		for x, ok := id, true; ok; x, ok = parent[x] {
			if k := name(byID[x]); !seen[k] {
				seen[k] = true
				incl[k] += d
			}
		}
	}
	top := func(m map[string]float64) string {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool { return m[keys[i]] > m[keys[j]] })
		var b strings.Builder
		for i, k := range keys {
			if i >= n {
				break
			}
			fmt.Fprintf(&b, "  %8.1f ms  %s\n", m[k], k)
		}
		return b.String()
	}
	return "inclusive:\n" + top(incl) + "self:\n" + top(self)
}
