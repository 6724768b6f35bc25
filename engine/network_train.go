package engine

import (
	"hyperplane/engine/msg"
	"math"

	"hyperplane/engine/internal/linalg"
)

// network trains a Network (Bishop §5.2-5.3): gradient descent with
// momentum on the error E = Σₙ Eₙ + ½λ‖W‖², its gradient by
// backpropagation, over all points (batch) or the next B points of a
// shuffled order (mini-batch, online).
//
// The weights live in one slice θ: the H hidden rows of M = D+1 weights,
// then the output rows of H+1; net.Hidden and net.Output are views of it.
// A frozen hidden layer trains θ[free:] only.
type network struct {
	data     Dataset
	basis    Basis
	k, m, h  int // classes, weights of a hidden row, hidden units
	net      Network
	theta    []float64
	free     int       // the first trainable weight
	decayed  []float64 // 1 for the weights the decay covers, 0 for the biases
	layer    string
	mode     string
	batch    int
	epochs   bool // a step is an epoch of updates
	eta, mu  float64
	lambda   float64
	tol      float64
	maxSteps int
	seed     int
	visit    shuffler

	zf  []float64 // z of every point, N×M
	cls []int

	// The state at θ: E, ∇E, the mistakes; the velocity.
	e        float64
	grad     []float64
	vel      []float64
	mistakes int

	step, upd int
	status    Status
	reason    msg.Text

	// Scratch: one point's pass, a mini-batch's gradient, the weights
	// before a step.
	a, hv, dg, o, p, dout, dh []float64
	gb, prev                  []float64
}

func newNetwork(d Dataset, b Basis, s networkSettings) (Trainer, error) {
	t := &network{
		basis:    b,
		k:        d.Classes,
		m:        b.Dim() + 1,
		layer:    s.Layer,
		mode:     s.Mode,
		batch:    s.Batch,
		epochs:   s.Unit == netUnitEpoch,
		eta:      s.Eta,
		mu:       s.Momentum,
		lambda:   s.Decay,
		tol:      s.Tol,
		maxSteps: s.MaxSteps,
		seed:     s.Init,
		visit:    newShuffler(s.Init, true),
	}
	if t.mode == netModeOnline {
		t.batch = 1
	}
	t.net.Activation = Activation(s.Activation)
	t.net.Loss = NetLoss(s.Loss)
	t.h = s.Hidden
	if t.layer == netLayerBasis {
		t.net.Activation = ActivationBasis
		t.h = b.Dim()
	}
	t.alloc()
	t.data = d
	t.augment()
	t.draw()
	t.visit.reset(len(d.Points))
	t.refresh()
	return t, nil
}

// alloc makes θ and its views, the gradient, the velocity and the scratch
// for the shape of t.
func (t *network) alloc() {
	hidden := 0
	if t.net.Activation != ActivationBasis {
		hidden = t.h * t.m
	}
	outs := netOutputs(t.k)
	n := hidden + outs*(t.h+1)
	t.theta = make([]float64, n)
	t.decayed = make([]float64, n)
	t.net.Hidden, t.net.Output = nil, make([][]float64, outs)
	for j := 0; j < hidden/t.m; j++ {
		t.net.Hidden = append(t.net.Hidden, t.theta[j*t.m:(j+1)*t.m:(j+1)*t.m])
		for i := 1; i < t.m; i++ {
			t.decayed[j*t.m+i] = 1
		}
	}
	for r := range outs {
		at := hidden + r*(t.h+1)
		t.net.Output[r] = t.theta[at : at+t.h+1 : at+t.h+1]
		for j := 1; j <= t.h; j++ {
			t.decayed[at+j] = 1
		}
	}
	t.free = 0
	if t.layer != netLayerTrained || t.net.Activation == ActivationStep {
		t.free = hidden
	}
	t.grad, t.vel, t.gb, t.prev = make([]float64, n), make([]float64, n), make([]float64, n), make([]float64, n)
	t.a, t.hv, t.dg, t.dh = make([]float64, t.h), make([]float64, t.h), make([]float64, t.h), make([]float64, t.h)
	t.o, t.dout, t.p = make([]float64, outs), make([]float64, outs), make([]float64, t.k)
}

// augment keeps z = (1, φ(x)) and the class of every point.
func (t *network) augment() {
	n := len(t.data.Points)
	t.zf = make([]float64, n*t.m)
	t.cls = make([]int, n)
	for i, p := range t.data.Points {
		t.basis.Augment(p.X, p.Y, t.zf[i*t.m:(i+1)*t.m])
		t.cls[i] = p.Class
	}
}

// SetData keeps the weights: the classes are the same (NewTrainer's
// wrapper starts again when they are not).
func (t *network) SetData(d Dataset) error {
	if d.Classes != t.k {
		return &DataError{-1, msg.T("engine-network-classes-changed")}
	}
	t.data = d
	t.augment()
	t.visit.reset(len(d.Points))
	clear(t.vel)
	t.status, t.reason = StatusRunning, msg.Text{}
	t.refresh()
	return nil
}

// refresh computes E, ∇E and the mistakes at θ over every point.
func (t *network) refresh() {
	clear(t.grad)
	t.e, t.mistakes = 0, 0
	for i := range t.cls {
		t.e += t.point(i, t.grad, 1)
	}
	t.e += t.penalty(t.grad, 1)
}

// point adds scale·∇Eₙ of point i to g and returns Eₙ, counting the point
// in t.mistakes when the network does not give it its class.
func (t *network) point(i int, g []float64, scale float64) float64 {
	z := t.zf[i*t.m : (i+1)*t.m]
	c := t.cls[i]
	t.net.forward(z, t.a, t.hv, t.dg, t.o)
	if netDecide(t.o, t.k) != c {
		t.mistakes++
	}
	e := netError(t.net.Loss, t.o, c, t.k, t.dout, t.p)
	hidden := len(t.net.Hidden) * t.m
	if t.free < hidden {
		t.net.backward(t.dg, t.dout, t.dh)
		for j, d := range t.dh {
			if d == 0 {
				continue
			}
			gj := g[j*t.m : (j+1)*t.m]
			d *= scale
			for q, v := range z {
				gj[q] += d * v
			}
		}
	}
	for r, d := range t.dout {
		at := hidden + r*(t.h+1)
		d *= scale
		g[at] += d
		for j, v := range t.hv {
			g[at+j+1] += d * v
		}
	}
	return e
}

// netDecide returns the class the network's outputs o give among k, as the
// field's argmax over its rows decides: (o, 0) for two classes, ties to
// the first.
func netDecide(o []float64, k int) int {
	if k == 2 {
		if 0 > o[0] {
			return 1
		}
		return 0
	}
	best := 0
	for r := 1; r < len(o); r++ {
		if o[r] > o[best] {
			best = r
		}
	}
	return best
}

// penalty adds scale·λθ (the decay's gradient, biases left out) to g and
// returns ½λ‖W‖².
func (t *network) penalty(g []float64, scale float64) float64 {
	if t.lambda == 0 {
		return 0
	}
	s := 0.0
	for q, w := range t.theta {
		w *= t.decayed[q]
		s += w * w
		g[q] += scale * t.lambda * w
	}
	return 0.5 * t.lambda * s
}

// move takes θ ← θ + u with u ← μu − ηg, for the trainable weights.
func (t *network) move(g []float64) {
	for q := t.free; q < len(t.theta); q++ {
		t.vel[q] = t.mu*t.vel[q] - t.eta*g[q]
		t.theta[q] += t.vel[q]
	}
}

// update makes one mini-batch update, g = (1/B)Σ ∇Eₙ + (λ/N)θ over the
// next B points, and reports whether it ended an epoch.
func (t *network) update() bool {
	clear(t.gb)
	b := min(t.batch, len(t.cls))
	ended := false
	mis := t.mistakes
	for range b {
		i, end := t.visit.nextPoint()
		t.point(i, t.gb, 1/float64(b))
		ended = ended || end
	}
	t.mistakes = mis
	t.penalty(t.gb, 1/float64(len(t.cls)))
	t.move(t.gb)
	return ended
}

func (t *network) Step() (Snapshot, error) {
	n := len(t.cls)
	if t.status.Stopped() || n == 0 {
		return t.Snapshot(), nil
	}
	if t.free == len(t.theta) {
		t.stop(StatusConverged, msg.T("engine-network-nothing-to-train"))
		return t.Snapshot(), nil
	}
	if t.converged() {
		t.stop(StatusConverged, convergedReason(t.tol))
		return t.Snapshot(), nil
	}
	copy(t.prev, t.theta)
	if t.mode == netModeBatch {
		for q := range t.grad {
			t.grad[q] /= float64(n)
		}
		t.move(t.grad)
		t.upd++
	} else {
		for {
			ended := t.update()
			t.upd++
			if !t.epochs || ended {
				break
			}
		}
	}
	t.step++
	if linalg.Finite(t.theta) {
		t.refresh()
	}
	if !linalg.Finite(t.theta) || math.IsNaN(t.e) || math.IsInf(t.e, 0) {
		copy(t.theta, t.prev)
		clear(t.vel)
		t.refresh()
		t.stop(StatusStepLimit, msg.T("engine-weights-overflow"))
		return t.Snapshot(), nil
	}
	switch {
	case t.converged():
		t.stop(StatusConverged, convergedReason(t.tol))
	case t.step >= t.maxSteps:
		t.stop(StatusStepLimit, msg.T("engine-stopped-steps", "n", t.step))
	}
	return t.Snapshot(), nil
}

// converged reports whether ‖∇E‖/N is below the tolerance, over the
// trainable weights.
func (t *network) converged() bool {
	return linalg.Norm(t.grad[t.free:])/math.Max(float64(len(t.cls)), 1) < t.tol
}

func (t *network) stop(s Status, reason msg.Text) { t.status, t.reason = s, reason }

func (t *network) field() Field {
	rows := make([][]float64, t.k)
	for r := range rows {
		rows[r] = make([]float64, t.m)
	}
	return Field{Basis: t.basis.Clone(), Rows: rows, Combine: CombineArgmax, Link: LinkSoftmax,
		Labels: identity(t.k), Network: t.net.Clone()}
}

func (t *network) Model() Model { return NewFieldModel(t.field(), t.k) }

func (t *network) Snapshot() Snapshot {
	n := math.Max(float64(len(t.cls)), 1)
	s := Snapshot{
		Step: t.step, Updates: t.upd, Field: t.field(), N: len(t.data.Points), Point: -1,
		Loss: t.e, Criterion: msg.T("engine-criterion-network"), Mistakes: t.mistakes,
		Status: orRunning(t.status), Reason: t.reason,
		Values: []Value{{Key: "gradNorm", Label: msg.T("value-grad-norm"), V: linalg.Norm(t.grad[t.free:]) / n}},
	}
	if t.mode != netModeBatch {
		s.Values = append(s.Values, Value{Key: "epoch", Label: msg.T("value-epoch"), V: float64(t.visit.epoch)})
	}
	if t.net.Activation == ActivationStep && t.layer == netLayerTrained {
		s.Notes = append(s.Notes, msg.T("engine-network-step-note"))
	}
	return s
}

// HeldOutLoss is E = Σₙ Eₙ + ½λ‖W‖² of the network of f, one of this
// trainer's fields, over the points of d.
func (t *network) HeldOutLoss(f *Field, d Dataset) (float64, bool) {
	n := f.Network
	if n == nil || len(f.Labels) != t.k || n.validate(f.Basis, t.k) != nil {
		return 0, false
	}
	h := n.Units(f.Basis)
	z := make([]float64, f.Basis.Dim()+1)
	a, hv, o := make([]float64, h), make([]float64, h), make([]float64, len(n.Output))
	dout, p := make([]float64, len(n.Output)), make([]float64, t.k)
	e := 0.0
	for _, pt := range d.Points {
		c := -1
		for i, l := range f.Labels {
			if l == pt.Class {
				c = i
			}
		}
		if c < 0 {
			return 0, false
		}
		f.Basis.Augment(pt.X, pt.Y, z)
		n.forward(z, a, hv, nil, o)
		e += netError(n.Loss, o, c, t.k, dout, p)
	}
	s := 0.0
	for _, w := range n.Hidden {
		s += linalg.Dot(w[1:], w[1:])
	}
	for _, v := range n.Output {
		s += linalg.Dot(v[1:], v[1:])
	}
	return e + 0.5*t.lambda*s, true
}
