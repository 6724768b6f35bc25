package engine

import (
	"hyperplane/engine/msg"
	"math"
	"math/rand/v2"

	"hyperplane/engine/internal/linalg"
)

// This file builds and changes a network's weights: the seeded start, the
// weights set by hand, the symmetries (swapping two units, flipping one)
// and the warm start after a change of settings.

// netInitMix is xored into the seed for the generator of the start, so
// that it is not the visiting order's (shuffle.go).
const netInitMix = 0x6a09e667f3bcc908

// draw sets the start's weights from the seed: Glorot's uniform range
// ±√(factor/(fan_in + fan_out)) for every weight (netBound), and each
// hidden line through a training point drawn by the same generator,
// bⱼ = −wⱼᵀφ(xₙ), so that every unit starts where the data are.
func (t *network) draw() {
	s := uint64(t.seed)
	r := rand.New(rand.NewPCG(s^netInitMix, s))
	uniform := func(bound float64) float64 { return bound * (2*r.Float64() - 1) }
	outs := len(t.net.Output)
	bh := netBound(t.net.Activation, t.m-1, t.h)
	for _, w := range t.net.Hidden {
		for i := 1; i < len(w); i++ {
			w[i] = uniform(bh)
		}
		w[0] = uniform(bh)
		if n := len(t.cls); n > 0 {
			z := t.zf[r.IntN(n)*t.m:]
			s := 0.0
			for i := 1; i < len(w); i++ {
				s += w[i] * z[i]
			}
			w[0] = -s
		}
	}
	bo := netBound(t.net.Activation, t.h, outs)
	for _, v := range t.net.Output {
		for j := range v {
			v[j] = uniform(bo)
		}
	}
}

// networkOf returns the network trainer inside t, NewTrainer's or its own.
func networkOf(t Trainer) (*network, bool) {
	if r, ok := t.(*relabel); ok {
		t = r.inner
	}
	n, ok := t.(*network)
	return n, ok
}

// SetNetwork gives the network that t trains the weights of n, whose
// output rows are in the order of the classes that have training points
// (the Labels of its fields), and carries on from there: the velocity is
// zeroed and the status is running again. n must have t's shape (its
// activation, number of hidden units, basis and classes); the loss is t's
// own. It is an error for any other trainer or shape, and changes nothing
// then.
func SetNetwork(t Trainer, n Network) error {
	nt, ok := networkOf(t)
	if !ok {
		return msg.Err("engine-network-not")
	}
	if n.Activation != nt.net.Activation {
		return msg.Err("engine-network-activation-is", "is", string(nt.net.Activation), "not", string(n.Activation))
	}
	n.Loss = nt.net.Loss
	if err := n.validate(nt.basis, nt.k); err != nil {
		return err
	}
	if n.Units(nt.basis) != nt.h {
		return msg.Err("engine-network-units-is", "is", nt.h, "not", n.Units(nt.basis))
	}
	for j, w := range n.Hidden {
		copy(nt.net.Hidden[j], w)
	}
	for r, v := range n.Output {
		copy(nt.net.Output[r], v)
	}
	clear(nt.vel)
	nt.status, nt.reason = StatusRunning, msg.Text{}
	nt.refresh()
	return nil
}

// NetworkWeights returns a copy of the weights of the network that t
// trains, and false for any other trainer.
func NetworkWeights(t Trainer) (Network, bool) {
	nt, ok := networkOf(t)
	if !ok {
		return Network{}, false
	}
	return *nt.net.Clone(), true
}

// Swap returns n with hidden units i and j exchanged, with their output
// weights: the same function of x, another point of weight space (Bishop
// §5.1.1: H! such orderings).
func (n Network) Swap(i, j int) (Network, error) {
	if n.Activation == ActivationBasis {
		return n, msg.Err("engine-network-basis-order")
	}
	if i < 0 || j < 0 || i >= len(n.Hidden) || j >= len(n.Hidden) {
		return n, msg.Err("engine-network-no-units", "i", i+1, "j", j+1, "n", len(n.Hidden))
	}
	c := *n.Clone()
	c.Hidden[i], c.Hidden[j] = c.Hidden[j], c.Hidden[i]
	for _, v := range c.Output {
		v[i+1], v[j+1] = v[j+1], v[i+1]
	}
	return c, nil
}

// Flip returns n with unit j's sign flipped, wⱼ, bⱼ → −wⱼ, −bⱼ, and the
// output weights changed so that the network computes the same function
// (Bishop §5.1.1): tanh is odd, so vᵣⱼ → −vᵣⱼ; σ(−a) = 1 − σ(a), so a
// logistic unit (or a step, off its line) also adds vᵣⱼ to the output's
// bias. ReLU has no such symmetry, max(0, −a) is no function of
// max(0, a), and is refused.
func (n Network) Flip(j int) (Network, error) {
	switch n.Activation {
	case ActivationBasis:
		return n, msg.Err("engine-network-basis-flip")
	case ActivationReLU:
		return n, msg.Err("engine-network-relu-flip")
	}
	if j < 0 || j >= len(n.Hidden) {
		return n, msg.Err("engine-network-no-unit", "unit", j+1, "n", len(n.Hidden))
	}
	c := *n.Clone()
	for i := range c.Hidden[j] {
		c.Hidden[j][i] = -c.Hidden[j][i]
	}
	for _, v := range c.Output {
		if n.Activation != ActivationTanh {
			v[0] += v[j+1]
		}
		v[j+1] = -v[j+1]
	}
	return c, nil
}

// warmNetwork starts next, a network just made for other settings on the
// same points as prev, from prev's weights, when the settings that shape
// and start the weights (the hidden layer's units and activation, whether
// it is the basis, the seed) are the same: a new rate, momentum, decay,
// loss or mode, or freezing the hidden layer and unfreezing it, goes on
// from where training is. It reports whether it did.
func warmNetwork(next, prev Trainer) bool {
	n, ok1 := networkOf(next)
	p, ok2 := networkOf(prev)
	if !ok1 || !ok2 || n.seed != p.seed || (n.layer == netLayerBasis) != (p.layer == netLayerBasis) || n.h != p.h || n.m != p.m || n.k != p.k ||
		n.net.Activation != p.net.Activation || !samePoints(n.data.Points, p.data.Points) || next.Snapshot().Updates != 0 {
		return false
	}
	copy(n.theta, p.theta)
	n.refresh()
	return true
}

// RetrainOutput takes up to steps full-batch steps of the output layer
// alone, the hidden layer held where it is, from the weights of the
// network that t trains (after a unit's line was moved by hand, say), and
// returns the steps taken: fewer when ‖∇E‖/N over the output falls below
// the tolerance. The velocity starts and ends at zero. It is 0 for any
// other trainer.
func RetrainOutput(t Trainer, steps int) int {
	nt, ok := networkOf(t)
	if !ok || len(nt.cls) == 0 {
		return 0
	}
	free := nt.free
	nt.free = len(nt.net.Hidden) * nt.m
	defer func() { nt.free = free }()
	clear(nt.vel)
	n := float64(len(nt.cls))
	taken := 0
	for ; taken < steps && !nt.converged(); taken++ {
		copy(nt.prev, nt.theta)
		for q := range nt.grad {
			nt.grad[q] /= n
		}
		nt.move(nt.grad)
		nt.refresh()
		if !linalg.Finite(nt.theta) || math.IsNaN(nt.e) || math.IsInf(nt.e, 0) {
			copy(nt.theta, nt.prev)
			nt.refresh()
			break
		}
	}
	clear(nt.vel)
	nt.status, nt.reason = StatusRunning, msg.Text{}
	return taken
}
