package pictures

import (
	"hyperplane/engine"
	"hyperplane/engine/msg"
)

// This file shows backpropagation (Bishop §5.3.1) in numbers: for one
// point, the forward values at each unit, the output error, each hidden
// unit's delta and the gradient of the point's error; and the step that
// gradient descent takes from it, for the arrows on the hidden lines. The
// numbers are the engine's own (engine.NetworkBackprop), so that the page
// shows what the trainer computes.

// Backprop is backpropagation shown for one point (Point ≥ 0), or the
// full-batch step of the training points (Point = −1, without a point's
// forward values).
type Backprop struct {
	Point int     `json:"point"`
	X     float64 `json:"x"`
	Y     float64 `json:"y"`
	// Class is the point's class (a scene class); Target the output
	// units' targets: t = 1 when it is the field's first class, with two
	// classes (one logistic output), 1-of-K with K.
	Class  int       `json:"class"`
	Target []float64 `json:"target,omitempty"`
	// The forward pass: the pre-activations aⱼ, the activations hⱼ, the
	// output units' oᵣ and the probabilities of the field's classes.
	A []float64 `json:"a,omitempty"`
	H []float64 `json:"h,omitempty"`
	O []float64 `json:"o,omitempty"`
	P []float64 `json:"p,omitempty"`
	// E is the point's error Eₙ (for the batch, the mean error of the
	// training points, decay included: E/N).
	E float64 `json:"e"`
	// Out holds the output errors δᵣ = ∂Eₙ/∂oᵣ, Delta the hidden deltas
	// δⱼ = g'(aⱼ) Σᵣ vᵣⱼ δᵣ (for the batch, both are left out).
	Out   []float64 `json:"out,omitempty"`
	Delta []float64 `json:"delta,omitempty"`
	// Grad[j] is the gradient of the error shown with respect to unit j's
	// row (bⱼ, wⱼ): δⱼ z for a point, (1/N)(Σₙ δⱼₙ zₙ + λ(0, wⱼ)) for the
	// batch. OutGrad[r] is the same for output row r.
	Grad    [][]float64 `json:"grad,omitempty"`
	OutGrad [][]float64 `json:"outGrad"`
	// Eta is the learning rate; Rows are the hidden rows now and Next
	// after the step −η Grad (the same rows when the hidden layer is
	// frozen or has no gradient). Momentum is left out: this is the plain
	// gradient step.
	Eta    float64     `json:"eta"`
	Frozen bool        `json:"frozen"`
	Rows   [][]float64 `json:"rows,omitempty"`
	Next   [][]float64 `json:"next,omitempty"`
}

// PointStep returns backpropagation of pts[i] through the network of f,
// with the step of learning rate eta, and the hidden layer left where it
// is when frozen. It returns a msg error when f has no network, i is not
// a point, or the point's class is not one the network decides.
func PointStep(f *engine.Field, pts []engine.Point, i int, eta float64, frozen bool) (Backprop, error) {
	if f.Network == nil {
		return Backprop{}, msg.Err("network-backprop-none")
	}
	if i < 0 || i >= len(pts) {
		return Backprop{}, msg.Err("network-backprop-point", "point", i+1, "n", len(pts))
	}
	p := pts[i]
	g, err := engine.NetworkBackprop(f, p)
	if err != nil {
		return Backprop{}, msg.Err("network-backprop-class", "class", p.Class+1)
	}
	b := Backprop{Point: i, X: p.X, Y: p.Y, Class: p.Class, Target: targets(len(g.O), g.Class),
		A: g.A, H: g.H, O: g.O, P: g.P, E: g.E, Out: g.Out, Delta: g.Delta,
		Grad: g.Hidden, OutGrad: g.Output, Eta: eta, Frozen: frozen}
	b.step(f.Network)
	return b, nil
}

// BatchStep returns the full-batch gradient of the network of f over the
// training points pts, E = Σₙ Eₙ + ½λ(Σⱼ‖wⱼ‖² + Σ v²) without the
// biases, divided by N as the trainer divides it, and the step of
// learning rate eta. Points of a class the network does not decide are
// left out. It returns a msg error when f has no network or no point
// counts.
func BatchStep(f *engine.Field, pts []engine.Point, eta, decay float64, frozen bool) (Backprop, error) {
	n := f.Network
	if n == nil {
		return Backprop{}, msg.Err("network-backprop-none")
	}
	b := Backprop{Point: -1, Class: -1, Eta: eta, Frozen: frozen}
	count := 0
	for _, p := range pts {
		g, err := engine.NetworkBackprop(f, p)
		if err != nil {
			continue
		}
		if count == 0 {
			b.Grad = zeros(g.Hidden)
			b.OutGrad = zeros(g.Output)
		}
		count++
		b.E += g.E
		add(b.Grad, g.Hidden)
		add(b.OutGrad, g.Output)
	}
	if count == 0 {
		return Backprop{}, msg.Err("network-backprop-empty")
	}
	// The decay's gradient λw on every weight but the biases.
	for j, w := range n.Hidden {
		for i := 1; i < len(w) && j < len(b.Grad); i++ {
			b.Grad[j][i] += decay * w[i]
			b.E += 0.5 * decay * w[i] * w[i]
		}
	}
	for r, v := range n.Output {
		for i := 1; i < len(v); i++ {
			b.OutGrad[r][i] += decay * v[i]
			b.E += 0.5 * decay * v[i] * v[i]
		}
	}
	inv := 1 / float64(count)
	b.E *= inv
	scale(b.Grad, inv)
	scale(b.OutGrad, inv)
	b.step(n)
	return b, nil
}

// SlopeStep returns the full batch's step from the network trainer's own
// slope at the weights of f (engine.NetworkGradient), which is BatchStep's
// gradient without going over the points again. It returns a msg error
// when f has no network.
func SlopeStep(f *engine.Field, s engine.NetworkSlope, eta float64) (Backprop, error) {
	if f.Network == nil {
		return Backprop{}, msg.Err("network-backprop-none")
	}
	b := Backprop{Point: -1, Class: -1, E: s.E, Grad: s.Grad.Hidden, OutGrad: s.Grad.Output, Eta: eta, Frozen: s.Frozen}
	b.step(f.Network)
	return b, nil
}

// step sets Rows and Next: the hidden rows now and after −η Grad.
func (b *Backprop) step(n *engine.Network) {
	if n.Hidden == nil {
		return
	}
	b.Rows = make([][]float64, len(n.Hidden))
	b.Next = make([][]float64, len(n.Hidden))
	for j, w := range n.Hidden {
		b.Rows[j] = append([]float64(nil), w...)
		b.Next[j] = append([]float64(nil), w...)
		if b.Frozen || j >= len(b.Grad) {
			continue
		}
		for i := range w {
			b.Next[j][i] -= b.Eta * b.Grad[j][i]
		}
	}
}

// targets returns the output units' targets for a point of the field's
// class c: one logistic unit (t = 1 for the first class) or 1-of-K.
func targets(outputs, c int) []float64 {
	t := make([]float64, outputs)
	if outputs == 1 {
		if c == 0 {
			t[0] = 1
		}
		return t
	}
	t[c] = 1
	return t
}

func zeros(rows [][]float64) [][]float64 {
	if rows == nil {
		return nil
	}
	out := make([][]float64, len(rows))
	for i, r := range rows {
		out[i] = make([]float64, len(r))
	}
	return out
}

func add(dst, src [][]float64) {
	for i, r := range src {
		for j, v := range r {
			dst[i][j] += v
		}
	}
}

func scale(rows [][]float64, k float64) {
	for _, r := range rows {
		for j := range r {
			r[j] *= k
		}
	}
}
