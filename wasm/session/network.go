package session

import (
	"hyperplane/engine/msg"
	"maps"
	"math"
	"reflect"

	"hyperplane/engine"
)

// The network's weights set by hand: setNetwork, a unit's line dragged or
// turned on the plot, two units swapped, a unit's sign flipped. Each is one
// step of undo, and each becomes the scene's Network, the weights the
// network starts from (a reset, a share link, a scene file), so that a
// network built by hand survives all of them. Training writes the scene's
// Network, with its algorithm and parameters.

// retrainSteps bounds the output layer's steps after a hand edit when the
// method's "retrain" is on (engine.RetrainOutput): the output is logistic
// or softmax regression on the hidden units, which gradient descent at the
// network's rate brings near its optimum in that many steps on the
// lessons' data sets, in well under a frame at their sizes.
const retrainSteps = 300

// ErrNotNetwork is the error of a network's edit while the method is
// another.
var ErrNotNetwork = msg.Err("engine-network-not")

// netState is what a network's edit changes, and its undo restores: the
// method's parameters (setNetwork may change the number of units and the
// activation), the scene's hand-set weights and the trainer's current ones.
type netState struct {
	params         map[string]any
	scene, weights *engine.Network
}

// Network is the part of a session that edits a network by hand: its
// weights set, its units swapped, flipped, and their lines dragged or
// turned, each one step of undo and the scene's start, and the point whose
// backpropagation is shown (probe.go). It works on the trainer of the
// Training part, and is an error (ErrNotNetwork) for any other method.
type Network struct {
	t *Training
	// drag is the drag of a unit's line under way.
	drag unitDrag
	// probe is the point whose backpropagation is shown, plus one (0 for
	// none): see probe.go.
	probe int
}

// unitDrag is a drag of a unit's line under way: one step of undo for all
// of it.
type unitDrag struct {
	open  bool
	unit  int
	saved netState
}

// startNetwork gives a network just built the scene's hand-set weights,
// and forgets them when they no longer fit it (another number of units or
// another activation): the network then starts from its seed.
func (t *Training) startNetwork(tr engine.Trainer) {
	if n := t.c.scene.Network; n != nil && tr != nil {
		if engine.SetNetwork(tr, *n) != nil {
			t.c.scene.Network = nil
		}
	}
}

// Weights returns the weights of the network being trained, and false when
// the method is not a network (or has no trainer).
func (n *Network) Weights() (engine.Network, bool) { return n.t.weights() }

// weights is Network.Weights.
func (t *Training) weights() (engine.Network, bool) {
	if t.trainer == nil {
		return engine.Network{}, false
	}
	return engine.NetworkWeights(t.trainer)
}

// state returns the network's state for undo.
func (t *Training) netState() netState {
	s := netState{params: maps.Clone(t.c.scene.Params), scene: t.c.scene.Network.Clone()}
	if n, ok := t.weights(); ok {
		s.weights = &n
	}
	return s
}

// restoreNetwork puts back a state that undo saved, and returns the state
// it replaced (for redo).
func (t *Training) restoreNetwork(s netState) netState {
	now := t.netState()
	t.c.scene.Network = s.scene.Clone()
	if !reflect.DeepEqual(s.params, t.c.scene.Params) {
		t.c.scene.Params = maps.Clone(s.params)
		t.settings, t.settingsErr = t.resolve(t.spec, t.c.scene.Params)
		t.rebuild() // from the scene's weights, which startNetwork gives it
		return now
	}
	if t.trainer != nil && s.weights != nil && engine.SetNetwork(t.trainer, *s.weights) == nil {
		t.afterEdit()
	} else {
		t.rebuild()
	}
	return now
}

// afterEdit records the snapshot of a network just edited by hand.
func (t *Training) afterEdit() {
	t.halt()
	t.cursor = -1
	t.snap = t.finish(t.trainer.Snapshot())
	t.record(t.snap)
	t.c.changed()
}

// apply gives the trainer the weights n, has the output retrain when the
// method asks it to, and makes the result the scene's start.
func (t *Training) applyNetwork(n engine.Network, retrain bool) error {
	if err := engine.SetNetwork(t.trainer, n); err != nil {
		return err
	}
	if on, _ := t.settings["retrain"].(bool); on && retrain {
		engine.RetrainOutput(t.trainer, retrainSteps)
	}
	w, _ := engine.NetworkWeights(t.trainer)
	t.c.scene.Network = &w
	t.afterEdit()
	return nil
}

// editNetwork saves the network's state for undo before a change.
func (t *Training) editNetwork() {
	t.c.edits.push(undoEntry{kind: undoNetwork, net: t.netState()})
}

// current returns the network's weights, or an error when the method is
// not a network.
func (t *Training) current() (engine.Network, error) {
	if t.spec.Kind != engine.KindNetwork {
		return engine.Network{}, ErrNotNetwork
	}
	n, ok := t.weights()
	if !ok {
		return engine.Network{}, msg.Err("session-network-no-data")
	}
	return n, nil
}

// Set sets the network's weights, as a course page or a lesson
// builds a network by hand: the activation and the number of hidden units
// become the method's parameters when they differ, and the output rows are
// in the order of the classes that have training points (one row, for two
// classes). One step of undo. It is an error, and changes nothing, for
// another method or weights of the wrong shape.
func (nw *Network) Set(n engine.Network) error {
	t := nw.t
	if _, err := t.current(); err != nil {
		return err
	}
	if n.Activation == engine.ActivationBasis {
		return msg.Err("session-network-basis-set")
	}
	p := map[string]any{}
	if h, _ := t.settings["hidden"].(float64); int(h) != len(n.Hidden) {
		p["hidden"] = float64(len(n.Hidden))
	}
	if a, _ := t.settings["activation"].(string); a != string(n.Activation) {
		p["activation"] = string(n.Activation)
	}
	if l, _ := t.settings["layer"].(string); l == "basis" {
		p["layer"] = "trained"
	}
	// The shape is checked before anything changes: the weights must fit
	// the basis, and have an output row per output unit of the classes
	// that train.
	cur, _ := t.weights()
	if err := n.Check(t.c.scene.Basis); err != nil {
		return err
	}
	if len(n.Output) != len(cur.Output) {
		return msg.Err("session-network-output-rows", "want", len(cur.Output), "n", len(n.Output))
	}
	saved := t.netState()
	if len(p) > 0 {
		merged := maps.Clone(t.c.scene.Params)
		if merged == nil {
			merged = map[string]any{}
		}
		maps.Copy(merged, p)
		if _, err := t.resolve(t.spec, merged); err != nil {
			return err
		}
		t.c.scene.Network = nil
		if err := t.SetParams(p); err != nil {
			return err
		}
	}
	if t.trainer == nil {
		return msg.Err("session-network-no-data")
	}
	if err := t.applyNetwork(n, true); err != nil {
		t.restoreNetwork(saved)
		return err
	}
	t.c.edits.push(undoEntry{kind: undoNetwork, net: saved})
	return nil
}

// SwapUnits exchanges hidden units i and j (from 0) with their output
// weights: the same network function, another point of weight space. One
// step of undo.
func (nw *Network) SwapUnits(i, j int) error {
	t := nw.t
	n, err := t.current()
	if err != nil {
		return err
	}
	s, err := n.Swap(i, j)
	if err != nil {
		return err
	}
	t.editNetwork()
	return t.applyNetwork(s, false)
}

// FlipUnit flips the sign of hidden unit j's weights, and its output
// weights so that the network computes the same function. One step of
// undo.
func (nw *Network) FlipUnit(j int) error {
	t := nw.t
	n, err := t.current()
	if err != nil {
		return err
	}
	f, err := n.Flip(j)
	if err != nil {
		return err
	}
	t.editNetwork()
	return t.applyNetwork(f, false)
}

// BeginUnitDrag starts a drag of unit j's line: the changes until
// EndUnitDrag are one step of undo.
func (nw *Network) BeginUnitDrag(j int) error {
	t := nw.t
	n, err := t.current()
	if err != nil {
		return err
	}
	if j < 0 || j >= len(n.Hidden) || len(n.Hidden[j]) != 3 {
		return msg.Err("session-network-no-line", "unit", j+1)
	}
	nw.drag = unitDrag{open: true, unit: j, saved: t.netState()}
	t.c.edits.push(undoEntry{kind: undoNetwork, net: nw.drag.saved})
	return nil
}

// MoveUnit moves the dragged unit's line, keeping its direction, so that
// it passes through (x, y).
func (nw *Network) MoveUnit(x, y float64) error {
	return nw.dragUnit(func(w []float64) { w[0] = -(w[1]*x + w[2]*y) })
}

// TurnUnit turns the dragged unit's line about (x, y), which it passes
// through, to the angle theta (radians, from the x axis), keeping ‖w‖ and
// the side its normal points to as the line turns.
func (nw *Network) TurnUnit(x, y, theta float64) error {
	return nw.dragUnit(func(w []float64) {
		n := math.Hypot(w[1], w[2])
		// The line's direction (cos θ, sin θ) and its normal w = ‖w‖(sin θ, −cos θ).
		w[1], w[2] = n*math.Sin(theta), -n*math.Cos(theta)
		w[0] = -(w[1]*x + w[2]*y)
	})
}

// dragUnit changes the dragged unit's row by edit.
func (nw *Network) dragUnit(edit func(w []float64)) error {
	t := nw.t
	if !nw.drag.open {
		return msg.Err("session-network-no-drag")
	}
	n, err := t.current()
	if err != nil {
		return err
	}
	j := nw.drag.unit
	if j >= len(n.Hidden) {
		return msg.Err("session-network-drag-gone")
	}
	edit(n.Hidden[j])
	if !finite(n.Hidden[j]) {
		return msg.Err("session-network-off-plane")
	}
	return t.applyNetwork(n, true)
}

// EndUnitDrag ends the drag; one that changed nothing leaves no step of
// undo.
func (nw *Network) EndUnitDrag() {
	if !nw.drag.open {
		return
	}
	nw.drag.open = false
	t := nw.t
	now := t.netState()
	if e, ok := t.c.edits.last(); ok && e.kind == undoNetwork && reflect.DeepEqual(now, nw.drag.saved) {
		t.c.edits.dropLast()
	}
}

// DraggedUnit returns the unit whose line is being dragged, or -1.
func (nw *Network) DraggedUnit() int {
	if !nw.drag.open {
		return -1
	}
	return nw.drag.unit
}

func finite(v []float64) bool {
	for _, x := range v {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return false
		}
	}
	return true
}
