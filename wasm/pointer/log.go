package pointer

import (
	"fmt"

	"hyperplane/wasm/session"
)

// LogLines is how many lines a Log keeps: the last ones.
const LogLines = 200

// Log is the gesture log of ?debug (Env.Log): the last LogLines pointer
// events the frames took and their long-press verdicts, for a test's
// failure message. A line is kept as its format and arguments and written
// only when Lines reads it, so that the log costs the frames little (the
// browser benchmark measures them with ?debug).
type Log struct {
	lines []logLine
}

// logLine is a line of the log, not yet written.
type logLine struct {
	format string
	args   []any
}

// Add keeps a line, forgetting the oldest beyond LogLines. Its signature
// is Env.Log's.
func (l *Log) Add(format string, args ...any) {
	l.lines = append(l.lines, logLine{format, args})
	if len(l.lines) > LogLines {
		l.lines = l.lines[1:]
	}
}

// Lines writes the lines kept, oldest first.
func (l *Log) Lines() []string {
	out := make([]string, len(l.lines))
	for i, x := range l.lines {
		out[i] = fmt.Sprintf(x.format, x.args...)
	}
	return out
}

// Dragged returns the time of the first move among events, the one that
// waited longest for the frame, when the frame's gestures moved a point
// (a session.Drag), for the inputs' latency (pace.Inputs). Without a move
// among the events it returns now().
func (o Out) Dragged(events []Event, now func() float64) (t float64, ok bool) {
	for _, g := range o.Gestures {
		if g.Kind != session.Drag {
			continue
		}
		for _, e := range events {
			if e.Kind == Move {
				return e.T, true
			}
		}
		return now(), true
	}
	return 0, false
}
