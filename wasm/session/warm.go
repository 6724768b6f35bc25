package session

import "hyperplane/engine"

// warmStart starts a support vector machine just rebuilt for new settings
// from the multipliers of the one before it on the same points
// (engine.WarmStart), so that turning C or γ moves the boundary on from
// where it was; the history starts again from there.
func (a *Session) warmStart(old engine.Trainer) {
	if old == nil || a.trainer == nil || !engine.WarmStart(a.trainer, old) {
		return
	}
	a.history = a.history[:0]
	a.snap = a.finish(a.trainer.Snapshot())
	a.record(a.snap)
}
