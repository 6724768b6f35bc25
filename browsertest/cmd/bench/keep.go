package main

import (
	"os"
	"strings"
)

// figuresHeading begins the hand-written last section of BENCHMARKS.md:
// figures measured once and quoted from the code, which no run of bench
// measures again.
const figuresHeading = "## Figures from the code"

// handSection returns the section of the report text old that begins
// with figuresHeading on a line of its own, to the end of the text, or ""
// when old has none.
func handSection(old string) string {
	if strings.HasPrefix(old, figuresHeading+"\n") || old == figuresHeading {
		return old
	}
	if i := strings.Index(old, "\n"+figuresHeading+"\n"); i >= 0 {
		return old[i+1:]
	}
	if strings.HasSuffix(old, "\n"+figuresHeading) {
		return figuresHeading
	}
	return ""
}

// withHandSection returns the new report followed by the hand-written
// section of old, verbatim, separated from it by one blank line.
func withHandSection(report, old string) string {
	hand := handSection(old)
	if hand == "" {
		return report
	}
	return strings.TrimRight(report, "\n") + "\n\n" + hand
}

// keepHandSection is withHandSection with the old report read from the
// file path, if there is one.
func keepHandSection(report, path string) string {
	old, err := os.ReadFile(path)
	if err != nil {
		return report
	}
	return withHandSection(report, string(old))
}
