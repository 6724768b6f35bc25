package session

import (
	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// The readers below return the session's state. Slices are shared: the
// caller must not change them.

// Scene returns the scene (its slices shared).
func (a *Session) Scene() scene.Scene { return a.scene }

// Points returns the scene's points.
func (a *Session) Points() []engine.Point { return a.scene.Points }

// Classes returns the scene's classes.
func (a *Session) Classes() []scene.ClassInfo { return a.scene.Classes }

// View returns the view toggles.
func (a *Session) View() scene.View { return a.scene.View }

// Spec returns the current algorithm's catalogue entry.
func (a *Session) Spec() engine.Spec { return a.spec }

// Settings returns the method's parameters with its defaults filled in
// (nil when the scene's do not fit its table); shared, not to be changed.
func (a *Session) Settings() engine.Settings { return a.settings }

// Trained reports whether there is a trained model.
func (a *Session) Trained() bool { return a.model }

// Live returns the latest snapshot.
func (a *Session) Live() engine.Snapshot { return a.snap }

// Shown returns the snapshot on screen: the live one, or the one the
// scrubber points at.
func (a *Session) Shown() engine.Snapshot {
	if a.cursor >= 0 && a.cursor < len(a.history) {
		return a.history[a.cursor]
	}
	return a.snap
}

// History returns the recorded snapshots.
func (a *Session) History() []engine.Snapshot { return a.history }

// Cursor returns the scrubber's index into the history, or -1 (live).
func (a *Session) Cursor() int { return a.cursor }

// Stride returns how many steps apart the history's snapshots are.
func (a *Session) Stride() int { return a.stride }

// Playing reports whether training runs.
func (a *Session) Playing() bool { return a.playing }

// Class returns the class of new points.
func (a *Session) Class() int { return a.class }

// Message returns the line the page shows.
func (a *Session) Message() Message { return a.msg }

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
	return Versions{Picture: a.version, Points: a.points, Reshaped: a.reshaped, Compare: a.compareVer}
}

// Dragging returns the point being dragged, or -1.
func (a *Session) Dragging() int { return a.dragging }

// Hover returns the point under the mouse, or -1.
func (a *Session) Hover() int { return a.hover }

// Stale reports whether the trainer has yet to see the latest points.
func (a *Session) Stale() bool { return a.stale }

// UndoDepth returns the number of edits that can be undone and redone.
func (a *Session) UndoDepth() (undo, redo int) { return len(a.undo), len(a.redo) }

// Locked reports whether pointer edits of the points are locked.
func (a *Session) Locked() bool { return a.lockEdit }

// Trial returns the trial direction of Fisher's view, if there is one.
func (a *Session) Trial() (on bool, theta float64) { return a.trial, a.trialTheta }

// Partition returns the split of the points into training and test.
func (a *Session) Partition() scene.Partition { return a.part }

// Compared returns the compared algorithms.
func (a *Session) Compared() []*Comparison { return a.compare }

// Counts returns the number of points of each class.
func (a *Session) Counts() []int {
	n := make([]int, len(a.scene.Classes))
	for _, p := range a.scene.Points {
		if p.Class < len(n) {
			n[p.Class]++
		}
	}
	return n
}

// Dataset returns the scene's points as a data set.
func (a *Session) Dataset() engine.Dataset { return a.scene.Dataset() }
