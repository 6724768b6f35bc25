package engine

import "hyperplane/engine/msg"

// This file serves the views of a network's hidden space and of its
// backpropagation: the hidden layer of many points without allocating,
// and the gradient the trainer holds at its weights.

// NetworkHidden carries points through the hidden layer of a network
// field, reusing its memory: what a picture of the hidden space needs for
// thousands of points and the lines of a grid.
type NetworkHidden struct {
	n       *Network
	b       Basis
	z, a, h []float64
	o       []float64
}

// NewNetworkHidden returns a pass through the hidden layer of f's network,
// or an error when f has none. f must not change while it is in use.
func NewNetworkHidden(f *Field) (*NetworkHidden, error) {
	n := f.Network
	if n == nil {
		return nil, msg.Err("engine-network-none")
	}
	u := n.Units(f.Basis)
	return &NetworkHidden{n: n, b: f.Basis, z: make([]float64, f.Basis.Dim()+1), a: make([]float64, u), h: make([]float64, u),
		o: make([]float64, len(n.Output))}, nil
}

// At returns the pre-activations aⱼ and the activations hⱼ of the point
// (x, y), as NetworkForward's A and H; the slices are the pass's own and
// the next call overwrites them.
func (p *NetworkHidden) At(x, y float64) (a, h []float64) {
	p.b.Augment(x, y, p.z)
	p.n.forward(p.z, p.a, p.h, nil, p.o)
	return p.a, p.h
}

// NetworkSlope is what a network trainer holds at its current weights
// for a view of its next step.
type NetworkSlope struct {
	// Grad is the gradient of the error the trainer minimizes, divided
	// by its number of training points N, as a full batch step uses it:
	// ∇E/N with E = Σₙ Eₙ + ½λ‖W‖² (network_train.go), shaped as the
	// network: Hidden[j] is ∂(E/N)/∂(bⱼ, wⱼ) (nil for a hidden layer that
	// is the basis), Output[r] is ∂(E/N)/∂vᵣ.
	Grad Network
	// E is E/N.
	E float64
	// Frozen: the hidden layer does not learn (frozen, the basis, or step
	// units); its rows in Grad then hold only the decay's part, which the
	// step does not take.
	Frozen bool
}

// NetworkGradient returns the slope of the network trainer t at its
// current weights, and false for any other trainer or one without
// points. The trainer evaluates ∇E after every step and every change of
// its data or weights, so this costs a copy.
func NetworkGradient(t Trainer) (NetworkSlope, bool) {
	nt, isNet := networkOf(t)
	if !isNet || len(nt.cls) == 0 {
		return NetworkSlope{}, false
	}
	inv := 1 / float64(len(nt.cls))
	s := NetworkSlope{Grad: Network{Activation: nt.net.Activation, Loss: nt.net.Loss}, E: nt.e * inv,
		Frozen: nt.free > 0 || nt.net.Hidden == nil}
	at := 0
	if nt.net.Hidden != nil {
		s.Grad.Hidden = make([][]float64, len(nt.net.Hidden))
		for j := range s.Grad.Hidden {
			s.Grad.Hidden[j] = make([]float64, nt.m)
			for q := range s.Grad.Hidden[j] {
				s.Grad.Hidden[j][q] = nt.grad[at] * inv
				at++
			}
		}
	}
	s.Grad.Output = make([][]float64, len(nt.net.Output))
	for r := range s.Grad.Output {
		s.Grad.Output[r] = make([]float64, nt.h+1)
		for q := range s.Grad.Output[r] {
			s.Grad.Output[r][q] = nt.grad[at] * inv
			at++
		}
	}
	return s, true
}
