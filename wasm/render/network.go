package render

import (
	"fmt"
	"strings"

	"hyperplane/engine"
)

// A network's field (engine.Network) is drawn exactly, as straight-line
// code like every other field: the program computes each hidden unit's
// aⱼ = Hidden[j]ᵀz and hⱼ = g(aⱼ), then adds each output unit's
// oᵣ = vᵣ₀ + Σⱼ vᵣⱼhⱼ to row r (the field's own rows are zeros, or the
// decision stage's offsets); the argmax, the softmax's confidence, the
// boundary and the contours then follow as for any argmax field. Its
// weights are packed in W after the rows: the H hidden rows of nz
// coefficients, then the output rows of H+1. The activation and H are in
// the key, so the program has no loop and no branch on a uniform.

// The activations of the programs.
const (
	netNone uint8 = iota
	netTanh
	netLogistic
	netReLU
	netStep
	netBasis
)

// netActivation returns the program's code of the activation a.
func netActivation(a engine.Activation) uint8 {
	switch a {
	case engine.ActivationTanh:
		return netTanh
	case engine.ActivationLogistic:
		return netLogistic
	case engine.ActivationReLU:
		return netReLU
	case engine.ActivationStep:
		return netStep
	}
	return netBasis
}

// netCoefs returns how many coefficients of W a network field needs: its
// rows, its hidden rows and its output rows.
func netCoefs(f *engine.Field) int {
	n, nz := f.Network, f.Basis.Dim()+1
	h := n.Units(f.Basis)
	return len(f.Rows)*nz + len(n.Hidden)*nz + len(n.Output)*(h+1)
}

// fitsNetwork reports whether the programs can draw the network of f: all
// its weights in W, at most engine.MaxHidden hidden units of their own (a
// hidden layer that is the basis has the basis's features) and one output
// unit per row, or one for two rows.
func fitsNetwork(f *engine.Field) bool {
	n := f.Network
	return len(n.Hidden) <= engine.MaxHidden && len(n.Output) <= len(f.Rows) && netCoefs(f) <= shaderCoefs &&
		f.Quad == nil && f.Expansion == nil
}

// netKey sets the network of k from f's.
func (k *Key) netKey(f *engine.Field) {
	n := f.Network
	k.net, k.hidden, k.outs = netActivation(n.Activation), n.Units(f.Basis), len(n.Output)
	k.flat = false
}

// networkRows adds the network's outputs to the rows h_r that rowsAt
// wrote, from the features z.
func (k Key) networkRows(w func(string, ...any), z []string) {
	at := k.rows * k.nz // the hidden rows follow the field's rows in W
	hs := make([]string, k.hidden)
	for j := range hs {
		if k.net == netBasis {
			hs[j] = z[j+1] // hⱼ = φⱼ(x)
			continue
		}
		terms := []string{coefAt(at + j*k.nz)}
		for i := 1; i < k.nz; i++ {
			terms = append(terms, coefAt(at+j*k.nz+i)+"*"+z[i])
		}
		w("a%d := %s", j, strings.Join(terms, " + "))
		switch k.net {
		case netTanh:
			// tanh a = sign(a)·(1 − e^(−2|a|))/(1 + e^(−2|a|)), without overflow.
			w("e%d := exp(-2 * abs(a%d))", j, j)
			w("n%d := sign(a%d) * (1 - e%d) / (1 + e%d)", j, j, j, j)
		case netLogistic:
			w("n%d := 1 / (1 + exp(-a%d))", j, j)
		case netReLU:
			w("n%d := max(a%d, 0)", j, j)
		case netStep:
			w("n%d := step(0.0, a%d)", j, j)
		}
		hs[j] = fmt.Sprintf("n%d", j)
	}
	if k.net != netBasis {
		at += k.hidden * k.nz
	}
	for r := 0; r < k.outs; r++ {
		o := at + r*(k.hidden+1)
		terms := []string{coefAt(o)}
		for j, h := range hs {
			terms = append(terms, coefAt(o+j+1)+"*"+h)
		}
		w("h%d += %s", r, strings.Join(terms, " + "))
	}
}

// netUniforms packs the network's weights of f into w after its rows.
func netUniforms(f *engine.Field, w []float32) {
	n, nz := f.Network, f.Basis.Dim()+1
	at := len(f.Rows) * nz
	for _, row := range n.Hidden {
		for i, v := range row {
			w[at+i] = float32(v)
		}
		at += nz
	}
	for _, row := range n.Output {
		for i, v := range row {
			w[at+i] = float32(v)
		}
		at += len(row)
	}
}

// netSamples returns one network field of each activation, hidden layer
// and number of classes for SampleKeys: H = 1, 2 and engine.MaxHidden
// units in the plane (the programs differ by H), two classes (one output
// unit) and three, and a hidden layer that is a Gaussian basis.
func netSamples() []engine.Field {
	var fs []engine.Field
	field := func(b engine.Basis, act engine.Activation, h, k int) engine.Field {
		nz := b.Dim() + 1
		n := &engine.Network{Activation: act, Loss: engine.LossCrossEntropy}
		units := h
		if act == engine.ActivationBasis {
			units = b.Dim()
		} else {
			for range h {
				n.Hidden = append(n.Hidden, make([]float64, nz))
			}
		}
		outs := k
		if k == 2 {
			outs = 1
		}
		for range outs {
			n.Output = append(n.Output, make([]float64, units+1))
		}
		rows := make([][]float64, k)
		labels := make([]int, k)
		for r := range rows {
			rows[r], labels[r] = make([]float64, nz), r
		}
		return engine.Field{Basis: b, Rows: rows, Labels: labels, Combine: engine.CombineArgmax, Link: engine.LinkSoftmax, Network: n}
	}
	for _, act := range []engine.Activation{engine.ActivationTanh, engine.ActivationLogistic, engine.ActivationReLU, engine.ActivationStep} {
		for _, h := range []int{1, 2, engine.MaxHidden} {
			for _, k := range []int{2, 3} {
				fs = append(fs, field(engine.Basis{Kind: engine.BasisLinear}, act, h, k))
			}
		}
	}
	rbf := engine.Basis{Kind: engine.BasisRBF, Centres: []engine.Vec2{{X: 0, Y: 0}, {X: 1, Y: 1}, {X: -1, Y: 2}, {X: 2, Y: -1}}, Width: 1}
	for _, k := range []int{2, 3} {
		fs = append(fs, field(rbf, engine.ActivationBasis, 0, k), field(rbf, engine.ActivationTanh, 3, k))
	}
	return fs
}
