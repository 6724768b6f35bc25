package session

import (
	"strconv"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// Message is a line for the page: an error, a warning or information.
type Message struct {
	Kind string   `json:"kind"` // "error", "warning", "info" or ""
	Text msg.Text `json:"text"`
}

// Session is the state of a session: its parts, wired together. The zero
// value is not usable; call New.
type Session struct {
	c     *core
	doc   *Document
	tools *Tools
	plot  *Plot
	tr    *Training
	net   *Network
	cmp   *Comparisons
	as    *Assessment
}

// StepTimes are the longest single steps of training, of a compared
// algorithm and of a cross-validation: what a slice of work can run past
// its time by.
type StepTimes struct {
	Train, Compare, CV time.Duration
}

// New returns a session on s, or on the default scene (with an error
// message) when s cannot be opened.
func New(s scene.Scene) *Session {
	c := &core{}
	a := &Session{
		c:    c,
		doc:  &Document{c: c, dragging: -1, hover: -1},
		plot: &Plot{c: c},
		tr:   newTraining(c),
		cmp:  &Comparisons{c: c},
		as:   &Assessment{c: c},
	}
	a.tools = &Tools{c: c, doc: a.doc, brush: DefaultBrush}
	a.net = &Network{t: a.tr}
	a.as.shown = a.tr.shownModel
	c.on = hooks{
		refit:           a.refit,
		restartCompared: a.cmp.restart,
		methodChanged:   a.plot.dropTrial,
		editTaken: func() {
			a.tools.drop()
			a.as.endDrag()
		},
		frame:   func() { a.plot.FitView() },
		network: a.tr.restoreNetwork,
	}
	if err := a.setScene(s); err != nil {
		a.setScene(scene.DefaultScene())
		a.c.say("error", msg.Sentence(msg.T("session-scene-not-opened", "why", msg.Of(err))))
	}
	return a
}

// Doc returns the document: the points, the classes, the edits and undo.
func (a *Session) Doc() *Document { return a.doc }

// Tools returns the tool bar: the tool, the brush, the stroke under way
// and the selection.
func (a *Session) Tools() *Tools { return a.tools }

// Plot returns how the plane is shown: the view toggles, the box and
// Fisher's trial direction.
func (a *Session) Plot() *Plot { return a.plot }

// Training returns the run: the method and its settings, the trainer, the
// snapshots and their history, play and the jobs of Train and Step.
func (a *Session) Training() *Training { return a.tr }

// Network returns the network's edits by hand: its weights set, its units
// swapped, flipped and dragged, and the point whose backpropagation is
// shown.
func (a *Session) Network() *Network { return a.net }

// Compared returns the compared algorithms.
func (a *Session) Compared() *Comparisons { return a.cmp }

// Assessment returns the decision stage, the evaluation and the
// cross-validation.
func (a *Session) Assessment() *Assessment { return a.as }

// Scene returns the scene (its slices shared).
func (a *Session) Scene() scene.Scene { return a.c.scene }

// Message returns the line the page shows.
func (a *Session) Message() Message { return a.c.msg }

// Versions counts the session's changes, one counter for each part of the
// picture that is redrawn on its own: a caller keeps the Versions it last
// drew and compares them with the session's to know what to draw again.
type Versions struct {
	// Picture counts every change that alters the picture or the status
	// (the model, the view, the message, the points too).
	Picture uint64
	// Points counts the changes of the points.
	Points uint64
	// Reshaped counts the changes of the points other than appends and
	// moves of the dragged point: when it has not changed, the points'
	// picture can be extended instead of redrawn.
	Reshaped uint64
	// Compare counts the changes of the compared algorithms.
	Compare uint64
}

// Versions returns the session's change counters.
func (a *Session) Versions() Versions {
	return Versions{Picture: a.c.version, Points: a.c.points, Reshaped: a.c.reshaped, Compare: a.cmp.ver}
}

// Longest returns the longest single steps since ResetLongest.
func (a *Session) Longest() StepTimes { return a.c.longest }

// ResetLongest starts counting the longest steps again.
func (a *Session) ResetLongest() { a.c.longest = StepTimes{} }

// Fail shows err in the page as an error.
func (a *Session) Fail(err error) { a.c.say("error", msg.Sentence(msg.Of(err))) }

// Fault pauses training and shows text as an error: the page's boundary
// calls it when it recovers a panic.
func (a *Session) Fault(text msg.Text) {
	a.tr.halt()
	a.c.say("error", text)
}

// SetWords gives the session the page's formatter of Texts, which writes
// the words it keeps in the scene (a data set's title) in the reader's
// language.
func (a *Session) SetWords(w func(msg.Text) string) { a.c.wordsOf = w }

// Note shows text in the page as information.
func (a *Session) Note(text msg.Text) { a.c.say("info", text) }

// Touch counts a change, so that the next frame paints and subscribers
// hear of it.
func (a *Session) Touch() { a.c.changed() }

// Load replaces the scene, as one edit of the points that can be undone.
// A refused scene changes nothing, the undo stack included.
func (a *Session) Load(s scene.Scene) error {
	e := undoEntry{points: a.c.scene.Points, classes: a.c.scene.Classes}
	s.Normalize()
	dropped := append([]msg.Text{}, s.Warnings...)
	if err := a.setScene(s); err != nil {
		return err
	}
	a.c.edits.push(e)
	a.doc.imported = ImportReport{Points: len(a.c.scene.Points), Classes: len(a.c.scene.Classes), Dropped: dropped}
	return nil
}

// setScene replaces the whole scene and starts its algorithm afresh. On
// error nothing changes. What Normalize dropped from the scene (the
// parameters that its algorithm no longer has, from a scene saved by
// another version) is said as a warning, unless starting the algorithm
// failed with an error.
func (a *Session) setScene(s scene.Scene) error {
	s.Normalize()
	if err := s.Validate(); err != nil {
		return err
	}
	warnings := s.Warnings
	s.Warnings = nil
	spec, ok := engine.Lookup(s.Algorithm)
	if !ok {
		return msg.Err("engine-unknown-method", "id", Quote(s.Algorithm))
	}
	for len(s.Classes) < 2 {
		s.Classes = append(s.Classes, scene.ClassInfo{Name: a.c.className(len(s.Classes) + 1)})
	}
	if s.Speed <= 0 {
		s.Speed = 20
	}
	a.c.scene = s
	a.doc.class = 0
	a.c.points++
	a.c.reshaped++
	a.tr.start(spec)
	a.cmp.restart()
	if len(warnings) > 0 && a.c.msg.Kind != "error" {
		a.c.say("warning", msg.Sentence(msg.Semicolon(warnings...)))
	}
	return nil
}

// Flush brings the trainer and the compared algorithms up to date with the
// points after the pointer's edits.
func (a *Session) Flush() {
	if a.c.stale {
		a.refit()
	}
}

// refit hands the points to the trainer and starts the compared algorithms
// again (the hook refit).
func (a *Session) refit() {
	a.tr.refit()
	a.cmp.restart()
}

// Waiting says what work waits for time to run in: training (playing, or
// the jobs of Train and Step), compared algorithms still training, a
// cross-validation under way.
func (a *Session) Waiting() (train, compare, cv bool) {
	return a.tr.waiting(), a.cmp.training(), a.as.cvRunning()
}

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

// Quote returns s quoted for a message, cut to at most 40 characters, so
// that a hostile id cannot make a message long.
func Quote(s string) string {
	if r := []rune(s); len(r) > 40 {
		s = string(r[:40]) + "…"
	}
	return strconv.Quote(s)
}
