package engine

import (
	"hyperplane/engine/msg"
	"math"
)

// This file computes a network (Network) at one point: the forward pass,
// the error and backpropagation, in one place that the evaluator, the
// trainer and the exported NetworkForward and NetworkBackprop share, so
// that all of them get the same numbers.

// netAct returns g(a) and g'(a) for the activation act.
func netAct(act Activation, a float64) (g, d float64) {
	switch act {
	case ActivationTanh:
		g = tanh(a)
		return g, 1 - g*g
	case ActivationLogistic:
		g = Sigmoid(a)
		return g, g * (1 - g)
	case ActivationReLU:
		if a > 0 {
			return a, 1
		}
		return 0, 0
	case ActivationStep:
		if a >= 0 {
			return 1, 0
		}
		return 0, 0
	}
	return a, 1 // ActivationBasis: h = φ(x)
}

// tanh is math.Tanh below |a| = 0.625, where math.Tanh is a rational
// function, and (1 − e)/(1 + e) with e = e^(−2|a|) by expNonPos above,
// where math.Tanh calls math.Exp: both within a few units in the last
// place, in about half the time (the network's step spends most of its
// time here).
func tanh(a float64) float64 {
	x := math.Abs(a)
	if x < 0.625 {
		return math.Tanh(a)
	}
	e := expNonPos(-2 * x)
	return math.Copysign((1-e)/(1+e), a)
}

// forward writes unit j's aⱼ, hⱼ and, when dg is not nil, g'(aⱼ) into a,
// h and dg, and the output units' oᵣ into o, for the augmented vector z.
func (n *Network) forward(z, a, h, dg, o []float64) {
	if n.Activation == ActivationBasis {
		copy(a, z[1:])
		copy(h, z[1:])
		for j := range dg {
			dg[j] = 1
		}
	} else {
		for j, w := range n.Hidden {
			s := 0.0
			for i, v := range w {
				s += v * z[i]
			}
			a[j] = s
			var d float64
			h[j], d = netAct(n.Activation, s)
			if dg != nil {
				dg[j] = d
			}
		}
	}
	for r, v := range n.Output {
		s := v[0]
		for j, hj := range h {
			s += v[j+1] * hj
		}
		o[r] = s
	}
}

// netError returns the error Eₙ of the output units' values o for a point
// of field class c among k, and writes the output errors δᵣ = ∂Eₙ/∂oᵣ into
// delta (one per output unit) and the probabilities p(C|x) of the k
// classes into p.
func netError(loss NetLoss, o []float64, c, k int, delta, p []float64) float64 {
	if k == 2 {
		y := Sigmoid(o[0])
		p[0], p[1] = y, 1-y
		t := 0.0
		if c == 0 {
			t = 1
		}
		if loss == LossSquared {
			delta[0] = (y - t) * y * (1 - y)
			return 0.5 * (y - t) * (y - t)
		}
		delta[0] = y - t
		// −[t ln σ(o) + (1−t) ln(1−σ(o))] = ln(1 + eᵒ) − t·o, without overflow.
		return softplus(o[0]) - t*o[0]
	}
	m := math.Inf(-1)
	for _, v := range o {
		m = math.Max(m, v)
	}
	sum := 0.0
	for r, v := range o {
		p[r] = expNonPos(v - m)
		sum += p[r]
	}
	for r := range p[:k] {
		p[r] /= sum
	}
	if loss == LossSquared {
		e, s := 0.0, 0.0
		for r := range k {
			d := p[r]
			if r == c {
				d--
			}
			e += 0.5 * d * d
			s += d * p[r]
			delta[r] = d
		}
		for r := range k {
			delta[r] = p[r] * (delta[r] - s)
		}
		return e
	}
	for r := range k {
		delta[r] = p[r]
	}
	delta[c]--
	// −ln yₙ,c = ln Σ eᵒ − o_c, with the largest o taken out.
	return m + math.Log(sum) - o[c]
}

// backward writes the hidden deltas δⱼ = g'(aⱼ) Σᵣ vᵣⱼ δᵣ into dh, for
// the derivatives dg = g'(aⱼ) and the output errors delta.
func (n *Network) backward(dg, delta, dh []float64) {
	for j := range dh {
		s := 0.0
		for r, v := range n.Output {
			s += v[j+1] * delta[r]
		}
		dh[j] = dg[j] * s
	}
}

// NetPass is the forward pass of one point through a network field.
type NetPass struct {
	Z []float64 // the augmented vector z = (1, φ(x))
	A []float64 // the pre-activations aⱼ = Hidden[j]ᵀz
	H []float64 // the activations hⱼ = g(aⱼ)
	O []float64 // the output units' oᵣ
	// P holds p(C|x) for each of the field's classes (its Labels' order),
	// from the network alone: σ(o) and 1 − σ(o) for two classes,
	// softmax(o) for more. A decision stage's offsets (the field's Rows)
	// are not in it.
	P []float64
}

// NetworkForward returns the forward pass of the point (x, y) through the
// network of f, or an error when f has none.
func NetworkForward(f *Field, x, y float64) (NetPass, error) {
	n := f.Network
	if n == nil {
		return NetPass{}, msg.Err("engine-network-none")
	}
	h, k := n.Units(f.Basis), len(f.Labels)
	p := NetPass{Z: make([]float64, f.Basis.Dim()+1), A: make([]float64, h), H: make([]float64, h),
		O: make([]float64, len(n.Output)), P: make([]float64, k)}
	f.Basis.Augment(x, y, p.Z)
	n.forward(p.Z, p.A, p.H, nil, p.O)
	netError(n.Loss, p.O, 0, k, make([]float64, len(n.Output)), p.P)
	return p, nil
}

// NetGrad is backpropagation of one point through a network field
// (Bishop §5.3.1): its forward pass, its error and the gradient of that
// error. The weight decay is a term of the whole error, not of a point's,
// and is not in it.
type NetGrad struct {
	NetPass
	Class int     // the point's class among the field's (an index of Labels)
	E     float64 // the point's error Eₙ, by the network's Loss
	// Out holds the output units' errors δᵣ = ∂Eₙ/∂oᵣ: yᵣ − tᵣ for the
	// cross-entropy.
	Out []float64
	// Delta holds the hidden deltas δⱼ = ∂Eₙ/∂aⱼ = g'(aⱼ) Σᵣ vᵣⱼ δᵣ.
	Delta []float64
	// Hidden[j] = ∂Eₙ/∂Hidden[j] = δⱼ z: how the next step turns and moves
	// unit j's line (it moves by −η times it). Nil for a hidden layer that
	// is the basis.
	Hidden [][]float64
	// Output[r] = ∂Eₙ/∂Output[r] = δᵣ (1, h).
	Output [][]float64
}

// NetworkBackprop returns backpropagation of the point p, whose Class is a
// scene class, through the network of f, or an error when f has none or p
// is of a class that f does not decide.
func NetworkBackprop(f *Field, p Point) (NetGrad, error) {
	pass, err := NetworkForward(f, p.X, p.Y)
	if err != nil {
		return NetGrad{}, err
	}
	c := -1
	for i, l := range f.Labels {
		if l == p.Class {
			c = i
		}
	}
	if c < 0 {
		return NetGrad{}, msg.Err("engine-network-class", "class", p.Class+1)
	}
	n := f.Network
	g := NetGrad{NetPass: pass, Class: c, Out: make([]float64, len(n.Output)), Delta: make([]float64, len(pass.A))}
	g.E = netError(n.Loss, pass.O, c, len(f.Labels), g.Out, g.P)
	dg := make([]float64, len(pass.A))
	for j, a := range pass.A {
		_, dg[j] = netAct(n.Activation, a)
	}
	n.backward(dg, g.Out, g.Delta)
	if n.Activation != ActivationBasis {
		g.Hidden = make([][]float64, len(n.Hidden))
		for j := range g.Hidden {
			g.Hidden[j] = make([]float64, len(pass.Z))
			for i, z := range pass.Z {
				g.Hidden[j][i] = g.Delta[j] * z
			}
		}
	}
	g.Output = make([][]float64, len(n.Output))
	for r := range g.Output {
		row := make([]float64, len(pass.H)+1)
		row[0] = g.Out[r]
		for j, h := range pass.H {
			row[j+1] = g.Out[r] * h
		}
		g.Output[r] = row
	}
	return g, nil
}
