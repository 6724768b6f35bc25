package main

import (
	"time"

	"hyperplane/wasm/session"
)

// phase is a part of a frame's work on the page's main thread that the
// program times (hyperplane.frameStats).
type phase int

const (
	phUpdate  phase = iota // Update, whole
	phPrepare              // building the frame from the session
	phNotify               // the status for the page's subscribers, built and sent, and their work
	phDraw                 // Draw
	phSlack                // the task that runs in the frame's slack, whole
	phTrain                // training: playing, or the jobs of train() and step(n)
	phCompare              // the compared algorithms
	phCV                   // the cross-validation
	nPhases
)

var phaseNames = [nPhases]string{"update", "prepare", "notify", "draw", "slack", "train", "compare", "cv"}

// frameStats sums the program's work per frame: the frame's Update and
// Draw and the slack task that follows them. A frame's figures are closed
// when the next frame's Update begins.
type frameStats struct {
	since  time.Time
	frames uint64
	cur    [nPhases]time.Duration
	total  [nPhases]time.Duration
	max    [nPhases]time.Duration
	// over is the most a part of a slack task ran past its share of the
	// task's budget.
	over   [nPhases]time.Duration
	budget float64 // ms: the slack tasks' budgets, summed
	tasks  uint64
}

func newFrameStats() *frameStats { return &frameStats{since: time.Now()} }

// frame closes the figures of the frame that ends now.
func (s *frameStats) frame() {
	s.frames++
	for i, d := range s.cur {
		s.total[i] += d
		s.max[i] = max(s.max[i], d)
		s.cur[i] = 0
	}
}

// add counts d of work of phase p, which has just ended, to the frame.
func (s *frameStats) add(p phase, d time.Duration) {
	s.cur[p] += d
}

// part counts d of work of phase p that had a share of the slack task of
// share.
func (s *frameStats) part(p phase, d, share time.Duration) {
	s.add(p, d)
	s.over[p] = max(s.over[p], d-share)
}

// time runs f and counts its time under p.
func (s *frameStats) time(p phase, f func()) {
	t0 := time.Now()
	f()
	s.add(p, time.Since(t0))
}

// report is frameStats' answer: the frames counted and, per phase, its
// mean and longest time a frame, and the most a slack task's part ran
// past its share (ms); and the longest single steps of training, of a
// compared algorithm and of a cross-validation (ms).
func (s *frameStats) report(interval float64, longest session.StepTimes) map[string]any {
	work := map[string]any{}
	n := float64(max(s.frames, 1))
	for i, name := range phaseNames {
		work[name] = map[string]float64{
			"mean": float64(s.total[i].Microseconds()) / 1000 / n,
			"max":  float64(s.max[i].Microseconds()) / 1000,
			"over": float64(s.over[i].Microseconds()) / 1000,
		}
	}
	return map[string]any{
		"frames": s.frames, "seconds": time.Since(s.since).Seconds(), "interval": interval,
		"slackTasks": s.tasks, "meanBudget": s.budget / float64(max(s.tasks, 1)), "work": work,
		"longestStep": map[string]float64{"train": ms(longest.Train), "compare": ms(longest.Compare), "cv": ms(longest.CV)},
	}
}

// ms returns d in milliseconds.
func ms(d time.Duration) float64 {
	return float64(d.Microseconds()) / 1000
}

// reset starts the figures again.
func (s *frameStats) reset() {
	*s = frameStats{since: time.Now(), cur: s.cur}
}
