package frame

import (
	"testing"

	"hyperplane/engine"
	"hyperplane/wasm/render"
)

// TestPrepareNetStep: what Input.NetStep returns is drawn over the points
// (render.BuildOverlay's NetStep): the chosen point's two rings and the
// step's arrows add segments to the overlay above the points, and a frame
// without it draws none of them.
func TestPrepareNetStep(t *testing.T) {
	var plain, with Frame
	in := trained(line(0, 1, 0), cross)
	plain.Prepare(in)
	chosen := engine.Vec2{X: 1, Y: 0}
	in2 := trained(line(0, 1, 0), cross)
	in2.NetStep = func(cam render.Camera) *render.NetStepView {
		return &render.NetStepView{Chosen: &chosen, Rows: [][]float64{{0, 1, 0}}, Next: [][]float64{{-0.01, 1, 0}}}
	}
	with.Prepare(in2)
	// Two rings of 96 sides, a dashed line and two arrows (each a shaft
	// and two strokes of its head).
	if got, base := len(with.Over.Idx), len(plain.Over.Idx); got < base+6*(2*96+2*3) {
		t.Errorf("%d indices over the points with the step, %d without", got, base)
	}
}
