package session

import (
	"fmt"

	"hyperplane/engine"
	"hyperplane/engine/msg"
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

// core is what the parts of a session share, through a pointer that New
// hands to each: the scene the user makes (each part writes only its own
// fields of it, see the package doc), the partition of its points, the undo
// stack, the counters of Versions, the message, the longest steps, and the
// hooks by which a change in one part reaches the others.
type core struct {
	scene scene.Scene
	// part divides the points by the scene's split: trainers see
	// part.Train, and part.Test scores them. Training writes it (divide);
	// the comparisons and the assessment read it.
	part scene.Partition
	// stale says that the points changed and neither the trainer nor the
	// compared methods have seen them yet: a click shows its point at once
	// and the models follow at the next Session.Flush.
	stale bool
	// edits is the undo stack: edits of the points (Document, Tools) and of
	// the decision stage (Assessment), in the order they were made.
	edits undoStack

	// version counts changes that alter the picture; points counts
	// changes of the points; reshaped counts the changes of the points
	// that are not appends or moves of the dragged point, so that the
	// points' picture can be extended instead of redrawn.
	version  uint64
	points   uint64
	reshaped uint64

	msg Message
	// wordsOf writes a Text in the page's language (SetWords), for what
	// the scene keeps as words of its own: a data set's title.
	wordsOf func(msg.Text) string
	longest StepTimes // the longest single steps since ResetLongest

	on hooks
}

// hooks carry a change made in one part to the others. New sets each to a
// method of Session that calls the parts concerned: a part fires a hook
// and does not know who answers it.
type hooks struct {
	// refit: Document or Tools changed the points. The trainer takes them
	// (keeping its weights) and the compared methods start again.
	refit func()
	// restartCompared: what the compared methods train on changed without
	// an edit of the points: their list (Plot.SetView), the basis or the
	// split (Training).
	restartCompared func()
	// methodChanged: Training chose another method; Plot drops Fisher's
	// trial direction.
	methodChanged func()
	// editTaken: Document is about to carry out an undo or a redo; Tools
	// ends the stroke under way (its undo step may be the one taken back)
	// and Assessment the drag of the operating point.
	editTaken func()
	// frame: Document replaced the points (an import, a data set,
	// standardizing); Plot frames them.
	frame func()
	// network: Document takes back or carries out again an edit of the
	// network's weights; Training restores the state saved and returns the
	// one it replaced.
	network func(netState) netState
}

// changed counts a change of the picture.
func (c *core) changed() { c.version++ }

// words returns t in the page's words (Session.SetWords), or its id and
// arguments when the page gave none.
func (c *core) words(t msg.Text) string {
	if c.wordsOf != nil {
		return c.wordsOf(t)
	}
	return t.String()
}

// say shows a message and counts the change.
func (c *core) say(kind string, text msg.Text) {
	c.msg = Message{kind, text}
	c.changed()
}

// pointsChanged counts an edit of the points and has the models take them
// now.
func (c *core) pointsChanged() {
	c.points++
	c.changed()
	c.on.refit()
}

// pointsChangedSoon is pointsChanged for the pointer's edits: the picture
// of the points changes now and the models follow at the next Flush.
func (c *core) pointsChangedSoon() {
	c.points++
	c.changed()
	c.stale = true
}

// ensureClass makes class k part of the scene.
func (c *core) ensureClass(k int) {
	for len(c.scene.Classes) <= k {
		c.scene.Classes = append(c.scene.Classes, scene.ClassInfo{Name: c.className(len(c.scene.Classes) + 1)})
	}
}

// className is the default name of class k (from 1) in the page's words
// (scene-class-default), or in English without them (scene files keep
// what the page wrote).
func (c *core) className(k int) string {
	if c.wordsOf == nil {
		return fmt.Sprintf("Class %d", k)
	}
	return c.wordsOf(msg.T("scene-class-default", "n", k))
}

// counts returns the number of points of each class.
func (c *core) counts() []int {
	n := make([]int, len(c.scene.Classes))
	for _, p := range c.scene.Points {
		if p.Class < len(n) {
			n[p.Class]++
		}
	}
	return n
}

// check reports whether the scene's classes and view, changed by edit,
// obey the rules for a scene (scene.Scene.Validate). The other settings
// have their own checks and are left out, as are the points, so that a
// rename need not check every point.
func (c *core) check(edit func(*scene.Scene)) error {
	p := scene.Scene{
		Version:   scene.SceneVersion,
		Classes:   append([]scene.ClassInfo(nil), c.scene.Classes...),
		Algorithm: c.scene.Algorithm,
		Basis:     c.scene.Basis,
		View:      c.scene.View,
		Viewport:  scene.Viewport{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5},
		Speed:     scene.MinSpeed,
	}
	edit(&p)
	return p.Validate()
}

// checkClasses reports whether cls are valid class names for the scene:
// each named, and no two alike.
func (c *core) checkClasses(cls []scene.ClassInfo) error {
	return c.check(func(p *scene.Scene) { p.Classes = cls })
}

// dataset returns the scene's points as a data set.
func (c *core) dataset() engine.Dataset { return c.scene.Dataset() }
