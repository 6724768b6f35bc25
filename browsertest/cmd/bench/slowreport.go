package main

import (
	"fmt"
	"strings"
)

// slowReport writes the section of the slow machine: each scenario's long
// tasks at each rate, the Go heap's collections, and the inputs' latency,
// with the targets of issue 51.
func (b *bench) slowReport() string {
	var sb strings.Builder
	w := func(f string, a ...any) { fmt.Fprintf(&sb, f, a...) }
	runs := 0
	for _, sc := range slowScenarios {
		runs = max(runs, len(b.results[fmt.Sprintf("slow/%s/%gx/count", sc.key, slowRates[len(slowRates)-1])]))
	}
	if runs == 0 {
		return ""
	}
	w("### On a slow machine\n\n")
	w("Each scenario in a page of its own (1200×760, `?debug`), set up unthrottled, then run with the page's CPU throttled by Chrome (`Emulation.setCPUThrottlingRate`: 1x is none, 4x a CPU four times slower, with which Lighthouse measures Total Blocking Time), medians of %d runs [range] (`bench -only slow` runs this section alone). ", runs)
	w("A long task is a task of the page's main thread of 50 ms or more, as the Long Tasks API reports it (a PerformanceObserver of 'longtask' in the page; wall-clock, so a loaded machine lengthens it); TBT, the Total Blocking Time, sums what each passes 50 ms by. ")
	w("The Go collections are the Go heap's (`?debug`'s gc()): how many ran, and the most CPU one took; in a browser the runtime's idle worker marks the heap at the end of the task in which the collection began, so a collection's CPU is nearly all time that one task held the thread.\n\n")
	w("| Scenario |")
	for _, r := range slowRates {
		w(" %gx: long tasks | longest | TBT |", r)
	}
	w(" Go collections at %gx: count, the longest |\n|---|", slowRates[len(slowRates)-1])
	for range slowRates {
		w("---|---|---|")
	}
	w("---|\n")
	cell := func(key string, digits int, unit string) string {
		s := b.get(key)
		if len(b.results[key]) == 0 {
			return "–"
		}
		return fmt.Sprintf("%.*f%s [%.*f, %.*f]", digits, s.med, unit, digits, s.min, digits, s.max)
	}
	last := slowRates[len(slowRates)-1]
	for _, sc := range slowScenarios {
		w("| %s |", sc.what)
		for _, r := range slowRates {
			k := fmt.Sprintf("slow/%s/%gx/", sc.key, r)
			w(" %s | %s | %s |", cell(k+"count", 0, ""), cell(k+"longest", 0, " ms"), cell(k+"tbt", 0, " ms"))
		}
		k := fmt.Sprintf("slow/%s/%gx/", sc.key, last)
		w(" %s; %s |\n", cell(k+"gc-cycles", 0, ""), cell(k+"gc-most", 1, " ms"))
	}
	w("\nThe plot's inputs with 100,000 points, from the input's own event (a click's release, which adds the point; a move of the dragged point; a keydown) to the end of the frame drawn after the program applied it (`pace.Inputs`, INP's measure), the median and the worst of each run, medians of the runs [range]:\n\n")
	w("| Input |")
	for _, r := range slowRates {
		w(" %gx: median | worst |", r)
	}
	w("\n|---|")
	for range slowRates {
		w("---|---|")
	}
	w("\n")
	what := map[string]string{"click": "a click adds a point", "drag": "a dragged point moves", "key": "a key (an arrow moves the cursor, Enter adds a point)"}
	for _, in := range slowInputs {
		w("| %s |", what[in.kind])
		for _, r := range slowRates {
			k := fmt.Sprintf("slow/%s/%gx/%s-", in.key, r, in.kind)
			w(" %s | %s |", cell(k+"median", 0, " ms"), cell(k+"max", 0, " ms"))
		}
		w("\n")
	}
	return sb.String()
}

// slowInputs are the scenarios of the inputs and the kind of input each
// times.
var slowInputs = []struct{ key, kind string }{{"click-100k", "click"}, {"drag-100k", "drag"}, {"key-100k", "key"}}

// slowTargets returns the rows of the slow machine's targets for the
// report's table (issue 51), or "" without the section's figures: at the
// slowest rate, no task of 50 ms or more in any scenario, and every input
// painted within 200 ms.
func (b *bench) slowTargets() string {
	last := slowRates[len(slowRates)-1]
	worst, where := -1.0, ""
	for _, sc := range slowScenarios {
		k := fmt.Sprintf("slow/%s/%gx/longest", sc.key, last)
		if len(b.results[k]) > 0 && b.get(k).med > worst {
			worst, where = b.get(k).med, sc.key
		}
	}
	if worst < 0 {
		return ""
	}
	inp, kind := 0.0, ""
	for _, in := range slowInputs {
		if v := b.get(fmt.Sprintf("slow/%s/%gx/%s-max", in.key, last, in.kind)).med; v > inp {
			inp, kind = v, in.kind
		}
	}
	return fmt.Sprintf("| At %gx CPU throttling, every scenario's longest task < 50 ms | %.0f ms (%s) | %s |\n", last, worst, where, yes(worst < 50)) +
		fmt.Sprintf("| At %gx CPU throttling, a click, a drag and a key with 100,000 points painted ≤ 200 ms | %.0f ms (%s, the worst) | %s |\n", last, inp, kind, yes(inp <= 200))
}
