package pace

import "time"

// Phase is a part of a frame's work on the page's main thread that the
// program times (hyperplane.frameStats).
type Phase int

// The phases.
const (
	PhUpdate  Phase = iota // Update, whole
	PhPrepare              // building the frame from the session
	PhNotify               // the status for the page's subscribers, built and sent, and their work
	PhDraw                 // Draw
	PhSlack                // the task that runs in the frame's slack, whole
	PhTrain                // training: playing, or the jobs of train() and step(n)
	PhCompare              // the compared algorithms
	PhCV                   // the cross-validation
	PhRefit                // the points the pointer edited handed to the trainer, in the slack task
	PhCollect              // a collection of the Go heap run early, in a slack task of its own (gcwatch.Early)
	nPhases
)

var phaseNames = [nPhases]string{"update", "prepare", "notify", "draw", "slack", "train", "compare", "cv", "refit", "collect"}

// Stats sums the program's work per frame: the frame's Update and Draw
// and the slack task that follows them. A frame's figures are closed when
// the next frame's Update begins.
type Stats struct {
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

// NewStats returns the figures of no frame, counted from now.
func NewStats() *Stats { return &Stats{since: time.Now()} }

// Frame closes the figures of the frame that ends now.
func (s *Stats) Frame() {
	s.frames++
	for i, d := range s.cur {
		s.total[i] += d
		s.max[i] = max(s.max[i], d)
		s.cur[i] = 0
	}
}

// Add counts d of work of phase p, which has just ended, to the frame.
func (s *Stats) Add(p Phase, d time.Duration) { s.cur[p] += d }

// Part counts d of work of phase p that had a share of the slack task of
// share.
func (s *Stats) Part(p Phase, d, share time.Duration) {
	s.Add(p, d)
	s.over[p] = max(s.over[p], d-share)
}

// Task counts a slack task that ran for d with the budget given.
func (s *Stats) Task(d, budget time.Duration) {
	s.Add(PhSlack, d)
	s.tasks++
	s.budget += float64(budget.Microseconds()) / 1000
}

// Time runs f and counts its time under p.
func (s *Stats) Time(p Phase, f func()) {
	t0 := time.Now()
	f()
	s.Add(p, time.Since(t0))
}

// Report is frameStats' answer: the frames counted and, per phase, its
// mean and longest time a frame, and the most a slack task's part ran
// past its share (ms); the display's interval as predicted (ms); and the
// longest single steps of training, of a compared algorithm and of a
// cross-validation.
func (s *Stats) Report(interval float64, train, compare, cv time.Duration) map[string]any {
	work := map[string]any{}
	n := float64(max(s.frames, 1))
	for i, name := range phaseNames {
		work[name] = map[string]float64{
			"mean": float64(s.total[i].Microseconds()) / 1000 / n,
			"max":  ms(s.max[i]),
			"over": ms(s.over[i]),
		}
	}
	return map[string]any{
		"frames": s.frames, "seconds": time.Since(s.since).Seconds(), "interval": interval,
		"slackTasks": s.tasks, "meanBudget": s.budget / float64(max(s.tasks, 1)), "work": work,
		"longestStep": map[string]float64{"train": ms(train), "compare": ms(compare), "cv": ms(cv)},
	}
}

// ms returns d in milliseconds, to the microsecond.
func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// Reset starts the figures again; the frame under way keeps its own.
func (s *Stats) Reset() { *s = Stats{since: time.Now(), cur: s.cur} }
