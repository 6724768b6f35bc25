package keys

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"hyperplane/engine"
)

// fuzzKeys are the keys the fuzzers press: every key of a binding, with
// and without Shift, and keys the plot leaves to the page.
var fuzzKeys = func() []Key {
	var ks []Key
	for _, b := range bindings {
		for _, k := range b.keys {
			ks = append(ks, Key{Key: k}, Key{Key: k, Shift: true})
		}
	}
	return append(ks, Key{Key: "Tab"}, Key{Key: "s"}, Key{Key: "x", Ctrl: true})
}()

// tools are the tools the fuzzers switch between, as the page's keys p,
// a, e, l, b and j choose them.
var tools = []struct {
	name string
	box  bool
}{{"point", false}, {"spray", false}, {"eraser", false}, {"select", false}, {"select", true}, {"jitter", false}}

// step presses key number b of fuzzKeys, or, for the values past them,
// does what the page's keys do (undo, redo, a tool), and checks the
// keyboard's invariants.
func (r *rig) step(t *testing.T, b int) {
	t.Helper()
	switch n := len(fuzzKeys); {
	case b < n:
		r.m.Press(fuzzKeys[b], r.env())
	case b == n:
		r.se.Doc().Undo()
	case b == n+1:
		r.se.Doc().Redo()
	default:
		tl := tools[(b-n-2)%len(tools)]
		r.se.Tools().SetTool(tl.name)
		br := r.se.Tools().Brush()
		br.Box, br.Count = tl.box, 20
		r.se.Tools().SetBrush(br)
	}
	r.se.Flush()
	r.m.Sync(r.env())
	r.check(t)
}

// check states the invariants: the chosen point exists in point mode and
// is the one dragged while grabbed, a stroke is under way in the stroke
// mode, the cursor is finite, and every point is finite, within the
// limits and of a class the scene has.
func (r *rig) check(t *testing.T) {
	t.Helper()
	pts := r.se.Doc().Points()
	switch r.m.Mode {
	case Points, Grabbed:
		if r.m.Sel() < 0 || r.m.Sel() >= len(pts) {
			t.Fatalf("mode %v with point %d of %d", r.m.Mode, r.m.Sel(), len(pts))
		}
	}
	if r.m.Mode == Grabbed && r.se.Doc().Dragging() != r.m.Sel() {
		t.Fatalf("grabbed point %d, the session drags %d", r.m.Sel(), r.se.Doc().Dragging())
	}
	if _, on := r.se.Tools().CurrentStroke(); (r.m.Mode == Stroke) != on {
		t.Fatalf("mode %v, stroke under way %v", r.m.Mode, on)
	}
	if math.IsNaN(r.m.U+r.m.V) || math.IsInf(r.m.U+r.m.V, 0) {
		t.Fatalf("the cursor is at (%v, %v)", r.m.U, r.m.V)
	}
	for _, p := range pts {
		if math.IsNaN(p.X+p.Y) || math.Abs(p.X) > engine.MaxCoord || math.Abs(p.Y) > engine.MaxCoord || p.Class < 0 || p.Class >= len(r.se.Doc().Classes()) {
			t.Fatalf("a point %+v of %d classes", p, len(r.se.Doc().Classes()))
		}
	}
}

// fuzzRig is a rig on the star with least squares, whose refit at every
// edit is cheap (the perceptron's Novikoff bound is quadratic in the
// points).
func fuzzRig(t *testing.T) *rig {
	r := newRig(t, star...)
	if err := r.se.Training().SetAlgorithm("least-squares"); err != nil {
		t.Fatal(err)
	}
	return r
}

// TestKeysReplay presses 3,000 random keys (seeded) on two sessions of
// the same scene: the invariants hold after every key, and both end with
// the same points, bit for bit. The browser's fuzzer relies on this to
// replay the keys the plot took.
func TestKeysReplay(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 39))
	seq := make([]int, 3000)
	for i := range seq {
		seq[i] = rng.IntN(len(fuzzKeys) + 2 + len(tools))
	}
	var got [2][]engine.Point
	for k := range got {
		r := fuzzRig(t)
		for _, b := range seq {
			r.step(t, b)
		}
		got[k] = slices.Clone(r.se.Doc().Points())
	}
	if !slices.Equal(got[0], got[1]) {
		t.Fatalf("two runs of the same keys differ: %d and %d points", len(got[0]), len(got[1]))
	}
	if len(got[0]) == len(star) {
		t.Fatalf("3,000 keys changed nothing: %v", got[0])
	}
}

// FuzzKeys presses the keys the bytes name on the star and checks the
// invariants after each.
func FuzzKeys(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5})
	f.Add([]byte("mnopqrstuvwxyz\x00\x01\x02"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 400 {
			data = data[:400]
		}
		r := fuzzRig(t)
		for _, b := range data {
			r.step(t, int(b)%(len(fuzzKeys)+2+len(tools)))
		}
	})
}
