package session

import (
	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// choose makes spec the method and resolves the scene's parameters against
// its table: the one resolution of a new method.
func (t *Training) choose(spec engine.Spec) {
	t.spec = spec
	t.settings, t.settingsErr = t.resolve(spec, t.c.scene.Params)
}

// start makes spec the method and starts it afresh, paused, on the scene
// the Session has just replaced.
func (t *Training) start(spec engine.Spec) {
	t.choose(spec)
	t.playing = false
	t.rebuild()
}

// SetAlgorithm chooses the algorithm, with its default parameters, and
// starts it afresh.
func (t *Training) SetAlgorithm(id string) error {
	spec, ok := engine.Lookup(id)
	if !ok {
		return msg.Err("engine-unknown-method", "id", Quote(id))
	}
	t.c.scene.Algorithm = id
	t.c.scene.Params = nil
	t.c.scene.Network = nil
	t.choose(spec)
	t.c.on.methodChanged()
	t.playing = false
	t.rebuild()
	return nil
}

// SetParams changes parameters of the current algorithm and restarts it,
// resolving them once. A value the table refuses, or a name it does not
// have (a typo in a script), is an error that changes nothing; the error of
// a name lists the method's parameters.
func (t *Training) SetParams(p map[string]any) error {
	merged := map[string]any{}
	for k, v := range t.c.scene.Params {
		merged[k] = v
	}
	for k, v := range p {
		merged[k] = v
	}
	s, err := t.resolve(t.spec, merged)
	if err != nil {
		return err
	}
	t.c.scene.Params = merged
	t.settings, t.settingsErr = s, nil
	if _, seed := p["init"]; seed && t.spec.Kind == engine.KindNetwork {
		t.c.scene.Network = nil // another seed: another start, not the weights set by hand
	}
	t.playing = false
	old := t.trainer
	t.rebuild()
	t.warmStart(old)
	return nil
}

// warmStart starts a support vector machine just rebuilt for new settings
// from the multipliers of the one before it on the same points
// (engine.WarmStart), so that turning C or γ moves the boundary on from
// where it was; the history starts again from there.
func (t *Training) warmStart(old engine.Trainer) {
	if old == nil || t.trainer == nil || !engine.WarmStart(t.trainer, old) {
		return
	}
	t.restartHistory()
	t.snap = t.finish(t.trainer.Snapshot())
	t.record(t.snap)
}

// SetBasis sets the basis functions and restarts training.
func (t *Training) SetBasis(b engine.Basis) error {
	if err := b.Validate(); err != nil {
		return err
	}
	t.c.scene.Basis = b
	t.playing = false
	t.rebuild()
	t.c.on.restartCompared()
	return nil
}

// SetSpeed sets the steps per second of play.
func (t *Training) SetSpeed(s float64) error {
	if !(s >= scene.MinSpeed && s <= scene.MaxSpeed) {
		return msg.Err("session-speed", "min", engine.NumText(float64(scene.MinSpeed), -1), "max", engine.NumText(float64(scene.MaxSpeed), -1))
	}
	t.c.scene.Speed = s
	t.c.changed()
	return nil
}

// SetSplit holds a fraction of the points out of training, chosen by the
// seed, and starts training afresh.
func (t *Training) SetSplit(sp scene.Split) error {
	if err := sp.Validate(); err != nil {
		return err
	}
	t.c.scene.Split = sp
	t.c.points++
	t.c.reshaped++
	t.rebuild()
	t.c.on.restartCompared()
	return nil
}
