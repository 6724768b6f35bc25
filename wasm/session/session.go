// Package session is the state of a Hyperplane session in the browser: the
// scene the user is making, the trainer working on it, the history of its
// snapshots, the undo stack and the view. Its methods are the only way to
// change that state, and they check every value first. It needs neither
// syscall/js nor Ebiten, so it is tested natively; the caller serialises
// calls (the wasm program holds a lock).
package session

import (
	"fmt"
	"strconv"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// Limits of the session, stated in the page's help.
const (
	// historyCap is the number of snapshots kept for the scrubber. When it
	// fills, every other snapshot is dropped and from then on only every
	// stride-th step is kept, so a long run keeps its whole shape.
	historyCap = 4000
	// alphaHistoryLimit: snapshots of data sets larger than this keep their
	// dual coefficients and support vectors (and Ho-Kashyap's b and e) only
	// while they are current.
	alphaHistoryLimit = 2000
	// undoCap is the number of edits that can be undone, and undoBudget
	// the number of saved points the undo and redo stacks hold together.
	// The latest edit can always be undone.
	undoCap    = 200
	undoBudget = 600_000
	// maxStepsPerFrame bounds the steps of one frame, whatever the speed.
	maxStepsPerFrame = 100_000
)

// Message is a line for the page: an error, a warning or information.
type Message struct {
	Kind string `json:"kind"` // "error", "warning", "info" or ""
	Text string `json:"text"`
}

// Session is the state of a session. The zero value is not usable; call New.
type Session struct {
	scene scene.Scene
	spec  engine.Spec
	// settings are the scene's parameters resolved against spec's table
	// (defaults filled in), as the trainer was built with them.
	settings engine.Settings
	trainer  engine.Trainer
	snap     engine.Snapshot
	model    bool // snap holds a trained model

	history []engine.Snapshot
	stride  int // history keeps every stride-th step
	cursor  int // index into history shown by the scrubber, or -1 (live)

	playing bool
	acc     float64 // fractional steps carried between frames
	class   int     // class of new points
	msg     Message

	// version counts changes that alter the picture; points counts
	// changes of the points; reshaped counts the changes of the points
	// that are not appends or moves of the dragged point, so that the
	// points' picture can be extended instead of redrawn.
	version  uint64
	points   uint64
	reshaped uint64
	dragging int // the point being dragged, or -1
	hover    int // the point under the mouse, or -1
	// stale says that the points changed and the trainer has not seen
	// them yet: a click shows its point at once and the model follows in
	// the next frame (see Flush).
	stale bool

	undo, redo []undoEntry

	// lockEdit stops the mouse and touch from editing points (embeds).
	lockEdit bool

	// trial is the user's trial direction in Fisher's view, at angle
	// trialTheta.
	trial      bool
	trialTheta float64

	// compare holds the algorithms whose boundaries are overlaid;
	// compareVer counts their changes.
	compare    []*Comparison
	compareVer uint64
	// compareTurn is the compared algorithm that steps first in the next
	// frame; compareShown when their boundaries were last published.
	compareTurn  int
	compareShown time.Time
	compareRest  time.Time // no compared step before then
	// compareN of compareOf training points are the compared
	// algorithms' (a sample when compareN < compareOf).
	compareN, compareOf int

	imported ImportReport // what the last import brought in

	// part divides the points by the scene's split: trainers see
	// part.Train, and part.Test scores them (see divide and finish).
	part scene.Partition

	// cv is the cross-validation under way or done (decision.go).
	cv    cvState
	tools toolState // the tool bar's tool, brush, stroke and selection

	// decDrag is a drag of a ROC operating point under way (decision_undo.go).
	decDrag decisionDrag
	// keyEdit is a grab or a stroke of the keyboard under way (keyboard.go).
	keyEdit keyEdit

	// jobs are the runs of Train and Step under way and waiting, in
	// order; ended holds those interrupted since Interrupted was last
	// called (jobs.go).
	jobs, ended []*Job
	// longest holds the longest single steps since ResetLongest.
	longest StepTimes
}

// StepTimes are the longest single steps of training, of a compared
// algorithm and of a cross-validation: what a slice of work can run past
// its time by.
type StepTimes struct {
	Train, Compare, CV time.Duration
}

// Longest returns the longest single steps since ResetLongest.
func (a *Session) Longest() StepTimes { return a.longest }

// ResetLongest starts counting the longest steps again.
func (a *Session) ResetLongest() { a.longest = StepTimes{} }

// New returns a session on s, or on the default scene (with an error
// message) when s cannot be opened.
func New(s scene.Scene) *Session {
	a := &Session{cursor: -1, stride: 1, dragging: -1, hover: -1, tools: toolState{brush: DefaultBrush}}
	if err := a.setScene(s); err != nil {
		a.setScene(scene.DefaultScene())
		a.say("error", "the scene could not be opened: "+err.Error())
	}
	return a
}

func (a *Session) changed() { a.version++ }

func (a *Session) say(kind, text string) {
	a.msg = Message{kind, text}
	a.changed()
}

// Fail shows err in the page as an error.
func (a *Session) Fail(err error) { a.say("error", Capitalize(err.Error())) }

// Fault pauses training and shows text as an error: the page's boundary
// calls it when it recovers a panic.
func (a *Session) Fault(text string) {
	a.playing = false
	a.interruptJobs()
	a.say("error", text)
}

// Touch counts a change, so that the next frame paints and subscribers
// hear of it.
func (a *Session) Touch() { a.changed() }

// Capitalize returns s with its first letter in upper case.
func Capitalize(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	if r[0] >= 'a' && r[0] <= 'z' {
		r[0] -= 'a' - 'A'
	}
	return string(r)
}

// ensureClass makes class c part of the scene.
func (a *Session) ensureClass(c int) {
	for len(a.scene.Classes) <= c {
		a.scene.Classes = append(a.scene.Classes, scene.ClassInfo{Name: fmt.Sprintf("Class %d", len(a.scene.Classes)+1)})
	}
}

// Quote returns s quoted for a message, cut to at most 40 characters, so
// that a hostile id cannot make a message long.
func Quote(s string) string {
	if r := []rune(s); len(r) > 40 {
		s = string(r[:40]) + "…"
	}
	return strconv.Quote(s)
}
