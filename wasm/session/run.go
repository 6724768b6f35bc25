package session

import (
	"fmt"
	"time"
)

// Why a call of Step or Train stopped (Run.Stopped).
const (
	StopCount = "count" // it took the steps it was asked for
	StopDone  = "done"  // training stopped: converged, or no model to train
	StopTime  = "time"  // its time ran out
	StopError = "error" // a step failed; the message says why
)

// Run says what a call of Step or Train did: the steps it took, why it
// stopped and how long it took.
type Run struct {
	Steps   int     `json:"steps"`
	Stopped string  `json:"stopped"`
	Millis  float64 `json:"ms"`
}

// ran completes r, and says so when the time ran out before the n steps
// asked for were taken.
func (a *Session) ran(r Run, start time.Time, n int, timeout time.Duration) Run {
	r.Millis = float64(time.Since(start).Microseconds()) / 1000
	if r.Stopped == StopTime {
		a.say("warning", fmt.Sprintf("Stopped after %d of %d steps: the time limit of %v ran out.", r.Steps, n, timeout))
	}
	return r
}
