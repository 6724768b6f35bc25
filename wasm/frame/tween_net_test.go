package frame

import (
	"math"
	"slices"
	"testing"

	"hyperplane/engine"
)

// net returns a network's field of one tanh unit with the row hidden and
// the output row (0, 1), as the trainer makes it.
func net(hidden ...float64) engine.Field {
	return engine.Field{Basis: engine.Basis{Kind: engine.BasisLinear}, Rows: [][]float64{{0, 0, 0}, {0, 0, 0}}, Labels: []int{0, 1},
		Combine: engine.CombineArgmax, Link: engine.LinkSoftmax,
		Network: &engine.Network{Activation: engine.ActivationTanh, Loss: engine.LossCrossEntropy,
			Hidden: [][]float64{hidden}, Output: [][]float64{{0, 1}}}}
}

// TestTweenNetwork: a network's step glides like a row: after a frame of
// 0.06 s its hidden row is 1 − e⁻¹ of the way from (0, 1, 0) to (1, 1, 2)
// (TestTweenGlides's numbers), and at the end it is the target's; the
// snapshot's network is not touched. A unit whose row turned by more than
// a right angle (a flipped sign) is shown at once.
func TestTweenNetwork(t *testing.T) {
	var tw Tween
	tw.Set(net(0, 1, 0))
	target := net(1, 1, 2)
	tw.Set(target)
	if !tw.Moving || !tw.Advance(0.06) {
		t.Fatal("a network's step does not glide")
	}
	k := 1 - math.Exp(-1)
	want := []float64{k, 1, 2 * k}
	for j, v := range tw.Shown.Network.Hidden[0] {
		if math.Abs(v-want[j]) > 1e-12 {
			t.Fatalf("after 0.06 s: %v, want %v", tw.Shown.Network.Hidden[0], want)
		}
	}
	for n := 0; tw.Moving && n < 1000; n++ {
		tw.Advance(0.016)
	}
	if tw.Moving || !slices.Equal(tw.Shown.Network.Hidden[0], target.Network.Hidden[0]) {
		t.Fatalf("the glide ended at %v, moving %v", tw.Shown.Network.Hidden[0], tw.Moving)
	}
	if tw.Shown.Network == target.Network {
		t.Error("the shown network is the snapshot's own")
	}
	tw.Set(net(-1, -1, -2))
	if tw.Moving || tw.Shown.Network.Hidden[0][1] != -1 {
		t.Errorf("a flipped unit glides: %v", tw.Shown.Network.Hidden[0])
	}
	other := net(-1, -1, -2)
	other.Network.Activation = engine.ActivationReLU
	tw.Set(other)
	if tw.Moving || tw.Shown.Network.Activation != engine.ActivationReLU {
		t.Error("a network of another activation glides")
	}
}
