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

// TestPrepareUnitsGlide: the hidden lines on the plot glide with the
// field: the unit line x = 0 (row (0, 1, 0)) stepped to x = 1 (row
// (−1, 1, 0)) is drawn at x = 1 − e⁻¹ after a frame of 0.06 s (the glide
// of TestTweenNetwork), nearer 1 a frame later, and at 1 at the end.
func TestPrepareUnitsGlide(t *testing.T) {
	var f Frame
	in := trained(net(0, 1, 0), cross)
	in.DraggedUnit = -1
	f.Prepare(in)
	if len(f.Units) != 1 || math.Abs(f.Units[0].A.X) > 1e-12 {
		t.Fatalf("the first frame's lines: %+v", f.Units)
	}
	in.Snap.Field = net(-1, 1, 0)
	in.Versions.Picture++
	in.DT = 0.06
	f.Prepare(in)
	k := 1 - math.Exp(-1)
	if x := f.Units[0].A.X; math.Abs(x-k) > 1e-9 {
		t.Fatalf("after 0.06 s the line is at x = %v, want %v", x, k)
	}
	f.Prepare(in) // the same versions: the glide's next frame
	if x := f.Units[0].A.X; !(x > k+0.1 && x < 1) {
		t.Fatalf("a frame later the line is at x = %v", x)
	}
	for n := 0; f.Animating() && n < 1000; n++ {
		f.Prepare(in)
	}
	if x := f.Units[0].A.X; math.Abs(x-1) > 1e-12 {
		t.Errorf("the glide ended with the line at x = %v", x)
	}
}
