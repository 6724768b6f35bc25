package pictures

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/msg"
)

// byHand returns a point's forward pass and error through a network on
// the plane, written out from the definitions (not the engine's code):
// aⱼ = bⱼ + wⱼ·x, hⱼ = g(aⱼ), oᵣ = vᵣ₀ + vᵣ·h; two classes have one
// logistic output y = σ(o) with t = 1 for the first class, K have softmax
// p; the cross-entropy is −ln of the class's probability, the squared
// error ½Σ(y − t)² over the outputs' probabilities.
func byHand(act engine.Activation, loss engine.NetLoss, hidden, output [][]float64, x, y float64, c, k int) (a, h, o []float64, e float64) {
	for _, w := range hidden {
		s := w[0] + w[1]*x + w[2]*y
		a = append(a, s)
		switch act {
		case engine.ActivationTanh:
			h = append(h, math.Tanh(s))
		case engine.ActivationLogistic:
			h = append(h, 1/(1+math.Exp(-s)))
		case engine.ActivationReLU:
			h = append(h, math.Max(0, s))
		}
	}
	for _, v := range output {
		s := v[0]
		for j, hj := range h {
			s += v[j+1] * hj
		}
		o = append(o, s)
	}
	var p, t []float64
	if k == 2 {
		yy := 1 / (1 + math.Exp(-o[0]))
		p, t = []float64{yy, 1 - yy}, []float64{0}
		if c == 0 {
			t[0] = 1
		}
		if loss == engine.LossSquared {
			return a, h, o, 0.5 * (yy - t[0]) * (yy - t[0])
		}
		return a, h, o, -math.Log(p[c])
	}
	sum := 0.0
	for _, v := range o {
		sum += math.Exp(v)
	}
	for r, v := range o {
		p = append(p, math.Exp(v)/sum)
		t = append(t, 0)
		if r == c {
			t[r] = 1
		}
	}
	if loss == engine.LossSquared {
		for r := range p {
			e += 0.5 * (p[r] - t[r]) * (p[r] - t[r])
		}
		return a, h, o, e
	}
	return a, h, o, -math.Log(p[c])
}

// backpropCases: each activation that has a gradient, both errors, two
// and three classes.
var backpropCases = []struct {
	act  engine.Activation
	loss engine.NetLoss
	k    int
}{
	{engine.ActivationTanh, engine.LossCrossEntropy, 2},
	{engine.ActivationTanh, engine.LossSquared, 3},
	{engine.ActivationLogistic, engine.LossCrossEntropy, 3},
	{engine.ActivationLogistic, engine.LossSquared, 2},
	{engine.ActivationReLU, engine.LossCrossEntropy, 2},
	{engine.ActivationReLU, engine.LossSquared, 3},
}

// randomNet returns seeded hidden and output rows of a network of h units
// and k classes on the plane.
func randomNet(rng *rand.Rand, h, k int) (hidden, output [][]float64) {
	for range h {
		hidden = append(hidden, []float64{rng.NormFloat64(), rng.NormFloat64(), rng.NormFloat64()})
	}
	outs := k
	if k == 2 {
		outs = 1
	}
	for range outs {
		row := []float64{rng.NormFloat64()}
		for range h {
			row = append(row, rng.NormFloat64())
		}
		output = append(output, row)
	}
	return hidden, output
}

// central returns the central difference of e along the weight *w, step
// 1e-6, restoring it.
func central(w *float64, e func() float64) float64 {
	const step = 1e-6
	w0 := *w
	*w = w0 + step
	up := e()
	*w = w0 - step
	down := e()
	*w = w0
	return (up - down) / (2 * step)
}

// TestPointStepFiniteDifferences: for one point the forward values are
// the hand computation's, the output error of the cross-entropy is
// δ = y − t, and every entry of the gradient of the hidden rows (δⱼz) and
// of the output rows (δᵣ(1, h)) is the central difference of the hand
// error Eₙ, within 1e-6 (the difference's error is O(step²) = 1e-12 times
// third derivatives of order one, its rounding about 1e-16/1e-6 = 1e-10).
// The step's rows are the rows less η times the gradient; a frozen layer
// stays.
func TestPointStepFiniteDifferences(t *testing.T) {
	rng := rand.New(rand.NewPCG(49, 1))
	for _, c := range backpropCases {
		hidden, output := randomNet(rng, 3, c.k)
		f := netField(t, c.act, c.loss, hidden, output, c.k)
		var pts []engine.Point
		for range 5 {
			pts = append(pts, engine.Point{X: 1.5 * rng.NormFloat64(), Y: 1.5 * rng.NormFloat64(), Class: rng.IntN(c.k)})
		}
		for i, p := range pts {
			a0, h0, o0, e0 := byHand(c.act, c.loss, hidden, output, p.X, p.Y, p.Class, c.k)
			if c.act == engine.ActivationReLU && slicesNearZero(a0) {
				continue // at a hinge the difference straddles the kink
			}
			b, err := PointStep(f, pts, i, 0.25, false)
			if err != nil {
				t.Fatal(err)
			}
			for j := range a0 {
				if !close(b.A[j], a0[j]) || !close(b.H[j], h0[j]) {
					t.Errorf("%v: point %d, unit %d: a = %v, h = %v; by hand %v, %v", c, i, j, b.A[j], b.H[j], a0[j], h0[j])
				}
			}
			for r := range o0 {
				if !close(b.O[r], o0[r]) {
					t.Errorf("%v: point %d: o = %v, by hand %v", c, i, b.O, o0)
				}
			}
			if !close(b.E, e0) {
				t.Errorf("%v: point %d: E = %v, by hand %v", c, i, b.E, e0)
			}
			if c.loss == engine.LossCrossEntropy {
				for r := range b.Out {
					p := b.P[r]
					if c.k == 2 {
						p = b.P[0]
					}
					if !close(b.Out[r], p-b.Target[r]) {
						t.Errorf("%v: point %d: δ_%d = %v, y − t = %v", c, i, r, b.Out[r], p-b.Target[r])
					}
				}
			}
			e := func() float64 {
				_, _, _, v := byHand(c.act, c.loss, hidden, output, p.X, p.Y, p.Class, c.k)
				return v
			}
			for j := range hidden {
				for q := range hidden[j] {
					if fd := central(&hidden[j][q], e); math.Abs(fd-b.Grad[j][q]) > 1e-6 {
						t.Errorf("%v: point %d: ∂E/∂W[%d][%d] = %v, central difference %v", c, i, j, q, b.Grad[j][q], fd)
					}
				}
			}
			for r := range output {
				for q := range output[r] {
					if fd := central(&output[r][q], e); math.Abs(fd-b.OutGrad[r][q]) > 1e-6 {
						t.Errorf("%v: point %d: ∂E/∂V[%d][%d] = %v, central difference %v", c, i, r, q, b.OutGrad[r][q], fd)
					}
				}
			}
			for j := range hidden {
				for q := range hidden[j] {
					if want := hidden[j][q] - 0.25*b.Grad[j][q]; !close(b.Next[j][q], want) || b.Rows[j][q] != hidden[j][q] {
						t.Errorf("%v: the step's row %d is %v from %v, want %v at %d", c, j, b.Next[j], b.Rows[j], want, q)
					}
				}
			}
			frozen, _ := PointStep(f, pts, i, 0.25, true)
			for j := range hidden {
				for q := range hidden[j] {
					if frozen.Next[j][q] != hidden[j][q] {
						t.Errorf("%v: a frozen layer moved unit %d to %v", c, j, frozen.Next[j])
					}
				}
			}
		}
	}
}

func slicesNearZero(a []float64) bool {
	for _, v := range a {
		if math.Abs(v) < 1e-4 {
			return true
		}
	}
	return false
}

// TestBatchStepFiniteDifferences: the batch's gradient is the central
// difference of the trainer's E/N = (1/N)(Σₙ Eₙ + ½λ(Σ‖wⱼ‖² + Σ v²)), the
// biases out of the decay (engine.Network's doc), from the hand errors,
// within 1e-6; its E is that value.
func TestBatchStepFiniteDifferences(t *testing.T) {
	rng := rand.New(rand.NewPCG(49, 7))
	const lambda = 0.3
	for _, c := range backpropCases {
		hidden, output := randomNet(rng, 2, c.k)
		f := netField(t, c.act, c.loss, hidden, output, c.k)
		var pts []engine.Point
		for range 12 {
			pts = append(pts, engine.Point{X: 1.5 * rng.NormFloat64(), Y: 1.5 * rng.NormFloat64(), Class: rng.IntN(c.k)})
		}
		e := func() float64 {
			s := 0.0
			for _, p := range pts {
				_, _, _, v := byHand(c.act, c.loss, hidden, output, p.X, p.Y, p.Class, c.k)
				s += v
			}
			for _, rows := range [][][]float64{hidden, output} {
				for _, r := range rows {
					for _, w := range r[1:] {
						s += 0.5 * lambda * w * w
					}
				}
			}
			return s / float64(len(pts))
		}
		b, err := BatchStep(f, pts, 0.5, lambda, false)
		if err != nil {
			t.Fatal(err)
		}
		if b.Point != -1 || !close(b.E, e()) {
			t.Errorf("%v: point %d, E/N = %v, by hand %v", c, b.Point, b.E, e())
		}
		for j := range hidden {
			for q := range hidden[j] {
				if fd := central(&hidden[j][q], e); math.Abs(fd-b.Grad[j][q]) > 1e-6 {
					t.Errorf("%v: ∂(E/N)/∂W[%d][%d] = %v, central difference %v", c, j, q, b.Grad[j][q], fd)
				}
			}
		}
		for r := range output {
			for q := range output[r] {
				if fd := central(&output[r][q], e); math.Abs(fd-b.OutGrad[r][q]) > 1e-6 {
					t.Errorf("%v: ∂(E/N)/∂V[%d][%d] = %v, central difference %v", c, r, q, b.OutGrad[r][q], fd)
				}
			}
		}
	}
}

// TestBackpropRefusals: a field without a network, a point that is not
// one, a class the network does not decide, and a batch with no point of
// its classes are refused with the catalog's messages.
func TestBackpropRefusals(t *testing.T) {
	f := netField(t, engine.ActivationTanh, engine.LossCrossEntropy, hand2Hidden, hand2Output, 2)
	pts := []engine.Point{{X: 1, Y: 1, Class: 2}}
	for _, c := range []struct {
		err error
		id  string
	}{
		{func() error { _, err := PointStep(&engine.Field{}, pts, 0, 1, false); return err }(), "network-backprop-none"},
		{func() error { _, err := PointStep(f, pts, 1, 1, false); return err }(), "network-backprop-point"},
		{func() error { _, err := PointStep(f, pts, -1, 1, false); return err }(), "network-backprop-point"},
		{func() error { _, err := PointStep(f, pts, 0, 1, false); return err }(), "network-backprop-class"},
		{func() error { _, err := BatchStep(&engine.Field{}, pts, 1, 0, false); return err }(), "network-backprop-none"},
		{func() error { _, err := BatchStep(f, pts, 1, 0, false); return err }(), "network-backprop-empty"},
	} {
		var m *msg.Error
		if !errors.As(c.err, &m) || m.Text.ID != c.id {
			t.Errorf("%v, want %s", c.err, c.id)
		}
	}
}

// BenchmarkBatchStep: the full batch's gradient worked out again over
// 10,000 points and eight tanh units (46 ms on the two-core machine, one
// NetworkBackprop a point): why the live model's comes from its trainer
// (SlopeStep) and a step of the history's only up to 2,000 points.
func BenchmarkBatchStep(b *testing.B) {
	rng := rand.New(rand.NewPCG(49, 9))
	var hidden, output [][]float64
	for range 8 {
		hidden = append(hidden, []float64{rng.NormFloat64(), rng.NormFloat64(), rng.NormFloat64()})
	}
	row := []float64{rng.NormFloat64()}
	for range 8 {
		row = append(row, rng.NormFloat64())
	}
	output = append(output, row)
	f := &engine.Field{Basis: engine.Basis{Kind: engine.BasisLinear}, Combine: engine.CombineArgmax, Link: engine.LinkSoftmax,
		Rows: [][]float64{{0, 0, 0}, {0, 0, 0}}, Labels: []int{0, 1},
		Network: &engine.Network{Activation: engine.ActivationTanh, Loss: engine.LossCrossEntropy, Hidden: hidden, Output: output}}
	pts := make([]engine.Point, 10000)
	for i := range pts {
		pts[i] = engine.Point{X: rng.NormFloat64(), Y: rng.NormFloat64(), Class: rng.IntN(2)}
	}
	for b.Loop() {
		if _, err := BatchStep(f, pts, 0.5, 0.001, false); err != nil {
			b.Fatal(err)
		}
	}
}
