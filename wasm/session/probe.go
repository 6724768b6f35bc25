package session

import (
	"hyperplane/engine"
	"hyperplane/engine/msg"
)

// The chosen point of a network's backpropagation (the page's
// setBackpropPoint): the plot rings it and, with the view's backprop
// switch, draws on each hidden line how a step on that point moves it. It
// is not part of the scene, and a point that is gone is no longer chosen.

// Probe returns the point whose backpropagation is shown, or −1.
func (n *Network) Probe() int {
	i := n.probe - 1
	if i >= len(n.t.c.scene.Points) {
		return -1
	}
	return i
}

// SetProbe chooses point i (−1 for none). It returns a msg error when i
// is not a point.
func (n *Network) SetProbe(i int) error {
	c := n.t.c
	if i < -1 || i >= len(c.scene.Points) {
		return msg.Err("network-backprop-point", "point", i+1, "n", len(c.scene.Points))
	}
	if n.probe != i+1 {
		n.probe = i + 1
		c.changed()
	}
	return nil
}

// Slope returns the slope of the network trainer at its weights
// (engine.NetworkGradient), whether the snapshot on screen is the
// trainer's own, not a step of the history, and false when the method is
// not a network.
func (n *Network) Slope() (s engine.NetworkSlope, live, ok bool) {
	t := n.t
	if t.trainer == nil {
		return engine.NetworkSlope{}, false, false
	}
	s, ok = engine.NetworkGradient(t.trainer)
	return s, ok && t.cursor < 0, ok
}
