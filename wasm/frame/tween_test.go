package frame

import (
	"math"
	"slices"
	"testing"

	"hyperplane/engine"
)

// line returns the two-class linear sign field with row (w0, w1, w2).
func line(w0, w1, w2 float64) engine.Field {
	return engine.Field{Basis: engine.Basis{Kind: engine.BasisLinear}, Rows: [][]float64{{w0, w1, w2}}, Labels: []int{0, 1},
		Combine: engine.CombineSign, Link: engine.LinkMargin}
}

// TestTweenGlides: a refit of the same shape glides: a frame of dt takes
// 1 − e^(−dt/0.06) of the way (dt = 0.06: 0.632), a frame of no time 0.3,
// and once every coefficient is within 10⁻⁴ of its target, relative to
// 1 + |target|, the rows are the target's and the glide stops.
func TestTweenGlides(t *testing.T) {
	var tw Tween
	tw.Set(line(0, 1, 0))
	if !tw.OK || tw.Moving || tw.Advance(0.016) {
		t.Fatalf("a first field glides: %+v", tw)
	}
	target := line(1, 1, 2)
	tw.Set(target)
	if !tw.Moving || !tw.Advance(0.06) {
		t.Fatal("a refit does not glide")
	}
	k := 1 - math.Exp(-1)
	want := []float64{k, 1, 2 * k}
	for j, v := range tw.Shown.Rows[0] {
		if math.Abs(v-want[j]) > 1e-12 {
			t.Fatalf("after 0.06 s: %v, want %v", tw.Shown.Rows[0], want)
		}
	}
	tw.Advance(0)
	if v := tw.Shown.Rows[0][0]; math.Abs(v-(k+0.3*(1-k))) > 1e-12 {
		t.Errorf("a frame of no time moved to %v, want %v", v, k+0.3*(1-k))
	}
	n := 0
	for tw.Moving && n < 1000 {
		tw.Advance(0.016)
		n++
	}
	if tw.Moving || !slices.Equal(tw.Shown.Rows[0], target.Rows[0]) {
		t.Fatalf("after %d frames: %v, moving %v", n, tw.Shown.Rows[0], tw.Moving)
	}
	// The gap of w₂ is 2·0.7·e⁻¹ = 0.515 after the two frames above and
	// shrinks by e^(−0.016/0.06) a frame; the glide stops at the frame
	// whose gap before it is under 10⁻⁴ of 1 + 2: 1 + ln(0.515/3·10⁻⁴) /
	// (0.016/0.06) = 28.9, the 29th.
	if n != 29 {
		t.Errorf("the glide took %d frames, want 29", n)
	}
	if target.Rows[0][0] != 1 {
		t.Error("the glide changed the target's rows")
	}
}

// TestTweenJumps: a field of another shape, a sign field that turned
// round (w·w′ ≤ 0), and a kernel expansion are shown at once; Clear
// leaves nothing to draw.
func TestTweenJumps(t *testing.T) {
	kernel := line(0, 1, 0)
	kernel.Expansion = &engine.Expansion{}
	three := engine.Field{Basis: engine.Basis{Kind: engine.BasisLinear}, Rows: [][]float64{{0, 1, 0}, {0, 0, 1}, {1, 0, 0}},
		Labels: []int{0, 1, 2}, Combine: engine.CombineArgmax, Link: engine.LinkSoftmax}
	for _, c := range []struct {
		name string
		f    engine.Field
	}{{"turned round", line(0, -1, 0.5)}, {"three classes", three}, {"kernel", kernel}} {
		var tw Tween
		tw.Set(line(0, 1, 0))
		tw.Set(c.f)
		if tw.Moving || !slices.Equal(tw.Shown.Rows[0], c.f.Rows[0]) {
			t.Errorf("%s: moving %v, shown %v", c.name, tw.Moving, tw.Shown.Rows)
		}
	}
	var tw Tween
	tw.Set(line(0, 1, 0))
	tw.Clear()
	if tw.OK || tw.Advance(0.016) {
		t.Error("a cleared tween draws or moves")
	}
}

// TestTweenStill: with Still (the reader's system asks for reduced
// motion), a refit of the same shape, which would glide (TestTweenGlides),
// is shown at once: the rows are the target's, a copy of them, and
// nothing moves; without it, the same refit glides again.
func TestTweenStill(t *testing.T) {
	tw := Tween{Still: true}
	tw.Set(line(0, 1, 0))
	target := line(1, 1, 2)
	tw.Set(target)
	if tw.Moving || tw.Advance(0.016) || !slices.Equal(tw.Shown.Rows[0], target.Rows[0]) {
		t.Fatalf("a refit with Still: moving %v, shown %v, want %v", tw.Moving, tw.Shown.Rows, target.Rows)
	}
	target.Rows[0][0] = 5
	if tw.Shown.Rows[0][0] != 1 {
		t.Error("the shown rows are the snapshot's own")
	}
	tw.Still = false
	tw.Set(line(2, 1, 2))
	if !tw.Moving || !tw.Advance(0.016) || tw.Shown.Rows[0][0] == 2 {
		t.Errorf("without Still the refit did not glide: %v", tw.Shown.Rows)
	}
}
