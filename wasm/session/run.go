package session

// Why a call of Step or Train stopped (Run.Stopped).
const (
	StopCount = "count" // it took the steps it was asked for
	StopDone  = "done"  // training stopped: converged, or no model to train
	StopTime  = "time"  // its time ran out
	StopError = "error" // a step failed; the message says why
	// StopInterrupted: a job ended before its steps or its time were used
	// up, because something else took over the trainer: Play, Pause,
	// Reset, a new algorithm, parameters, basis or scene (jobs.go).
	StopInterrupted = "interrupted"
)

// Run says what a call of Step or Train did: the steps it took, why it
// stopped and how long it took: its own time, the slices that ran it
// (a job runs a slice per frame), not the time between them.
type Run struct {
	Steps   int     `json:"steps"`
	Stopped string  `json:"stopped"`
	Millis  float64 `json:"ms"`
}
