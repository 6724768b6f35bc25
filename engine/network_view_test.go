package engine

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestNetworkHiddenAt: the reusable pass gives NetworkForward's
// pre-activations and activations exactly (the same forward pass), for
// every activation and with a basis, and allocates nothing per point.
func TestNetworkHiddenAt(t *testing.T) {
	rng := rand.New(rand.NewPCG(49, 21))
	for _, c := range []struct {
		act   string
		basis Basis
	}{{"tanh", Basis{}}, {"logistic", Basis{}}, {"relu", Basis{Kind: BasisPoly, Degree: 2}}, {"step", Basis{}}} {
		d := netData(3, 30, 3)
		tr, err := NewTrainer("network", d, c.basis, map[string]any{"hidden": 3, "activation": c.act})
		if err != nil {
			t.Fatal(err)
		}
		tr.Step()
		f := tr.Snapshot().Field
		pass, err := NewNetworkHidden(&f)
		if err != nil {
			t.Fatal(err)
		}
		for range 20 {
			x, y := 3*rng.NormFloat64(), 3*rng.NormFloat64()
			want, _ := NetworkForward(&f, x, y)
			a, h := pass.At(x, y)
			for j := range want.A {
				if a[j] != want.A[j] || h[j] != want.H[j] {
					t.Errorf("%s: unit %d at (%v, %v): a %v, h %v; NetworkForward %v, %v", c.act, j, x, y, a[j], h[j], want.A[j], want.H[j])
				}
			}
		}
		if n := testing.AllocsPerRun(100, func() { pass.At(0.5, -1) }); n != 0 {
			t.Errorf("%s: %v allocations a point", c.act, n)
		}
	}
	if _, err := NewNetworkHidden(&Field{}); err == nil {
		t.Error("a field without a network has a hidden layer")
	}
}

// TestNetworkGradientIsTheBatch: the trainer's slope is (1/N) times the
// sum over its points of NetworkBackprop's gradient plus the decay's λw
// (biases out), and E/N the snapshot's loss over N, after a few steps of
// each mode, for two and three classes, with decay; a frozen layer, a
// layer of step units and the basis say Frozen; other trainers have none.
func TestNetworkGradientIsTheBatch(t *testing.T) {
	for _, c := range []struct {
		given  map[string]any
		k      int
		frozen bool
	}{
		{map[string]any{"decay": 0.3, "mode": "batch"}, 2, false},
		{map[string]any{"decay": 0.3, "mode": "minibatch", "hidden": 3}, 3, false},
		{map[string]any{"decay": 0.1, "mode": "online", "activation": "logistic", "loss": "squared"}, 2, false},
		{map[string]any{"decay": 0.2, "layer": "frozen"}, 3, true},
		{map[string]any{"activation": "step", "decay": 0.05}, 2, true},
	} {
		d := netData(7, 24, c.k)
		tr, err := NewTrainer("network", d, Basis{}, c.given)
		if err != nil {
			t.Fatal(err)
		}
		for range 3 {
			tr.Step()
		}
		s, ok := NetworkGradient(tr)
		if !ok || s.Frozen != c.frozen {
			t.Fatalf("%v: ok %v, frozen %v", c.given, ok, s.Frozen)
		}
		snap := tr.Snapshot()
		f := snap.Field
		n := float64(len(d.Points))
		lambda, _ := c.given["decay"].(float64)
		want := Network{Hidden: make([][]float64, len(f.Network.Hidden)), Output: make([][]float64, len(f.Network.Output))}
		for j, w := range f.Network.Hidden {
			want.Hidden[j] = make([]float64, len(w))
			for q := 1; q < len(w); q++ {
				want.Hidden[j][q] = lambda * w[q]
			}
		}
		for r, v := range f.Network.Output {
			want.Output[r] = make([]float64, len(v))
			for q := 1; q < len(v); q++ {
				want.Output[r][q] = lambda * v[q]
			}
		}
		for _, p := range d.Points {
			g, err := NetworkBackprop(&f, p)
			if err != nil {
				t.Fatal(err)
			}
			for j := range g.Hidden {
				for q, v := range g.Hidden[j] {
					if !c.frozen {
						want.Hidden[j][q] += v
					}
				}
			}
			for r := range g.Output {
				for q, v := range g.Output[r] {
					want.Output[r][q] += v
				}
			}
		}
		near := func(a, b float64) bool { return math.Abs(a-b) <= 1e-12*(1+math.Abs(b)) }
		for j := range want.Hidden {
			for q := range want.Hidden[j] {
				if !near(s.Grad.Hidden[j][q], want.Hidden[j][q]/n) {
					t.Errorf("%v: ∂/∂W[%d][%d] = %v, the points' sum %v", c.given, j, q, s.Grad.Hidden[j][q], want.Hidden[j][q]/n)
				}
			}
		}
		for r := range want.Output {
			for q := range want.Output[r] {
				if !near(s.Grad.Output[r][q], want.Output[r][q]/n) {
					t.Errorf("%v: ∂/∂V[%d][%d] = %v, the points' sum %v", c.given, r, q, s.Grad.Output[r][q], want.Output[r][q]/n)
				}
			}
		}
		if !near(s.E, snap.Loss/n) {
			t.Errorf("%v: E/N = %v, the snapshot's %v/%v", c.given, s.E, snap.Loss, n)
		}
	}
	perceptron, _ := NewTrainer("perceptron", netData(1, 10, 2), Basis{}, nil)
	if _, ok := NetworkGradient(perceptron); ok {
		t.Error("the perceptron has a network's slope")
	}
}
