package scene_test

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// countTrue returns the number of true entries of m.
func countTrue(m []bool) int {
	n := 0
	for _, b := range m {
		if b {
			n++
		}
	}
	return n
}

// TestSplitMask: the test set has round(f·n) points; the same seed and
// fraction give the same set; a larger fraction keeps every test point of
// a smaller one; another seed gives another set.
func TestSplitMask(t *testing.T) {
	// n and f chosen so that f·n is whole (60·0.25 = 15), rounds down
	// (7·0.3 = 2.1 → 2), rounds up (7·0.5 = 3.5 → 4, math.Round), and
	// is 0 (3·0.1 = 0.3 → 0).
	for _, c := range []struct {
		n    int
		f    float64
		want int
	}{{60, 0.25, 15}, {7, 0.3, 2}, {7, 0.5, 4}, {3, 0.1, 0}, {100, 0.9, 90}, {100, 0, 0}} {
		m := scene.Split{Fraction: c.f, Seed: 9}.TestMask(c.n)
		if got := countTrue(m); got != c.want {
			t.Errorf("n=%d f=%g: %d test points, want %d", c.n, c.f, got, c.want)
		}
	}
	const n = 200
	a := scene.Split{Fraction: 0.3, Seed: 42}.TestMask(n)
	b := scene.Split{Fraction: 0.3, Seed: 42}.TestMask(n)
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("the same seed gave different test sets at point %d", i)
		}
	}
	prev := scene.Split{Fraction: 0.05, Seed: 42}.TestMask(n)
	for _, f := range []float64{0.1, 0.3, 0.5, 0.9} {
		cur := scene.Split{Fraction: f, Seed: 42}.TestMask(n)
		for i := range prev {
			if prev[i] && !cur[i] {
				t.Fatalf("f=%g dropped test point %d of a smaller fraction", f, i)
			}
		}
		prev = cur
	}
	c := scene.Split{Fraction: 0.3, Seed: 43}.TestMask(n)
	same := 0
	for i := range a {
		if a[i] && c[i] {
			same++
		}
	}
	// Independent sets of 60 out of 200 share 60·0.3 = 18 points on
	// average; all 60 would mean the seed is ignored.
	if same == 60 {
		t.Errorf("another seed gave the same test set")
	}
}

// TestSplitDivide: the two parts hold every point once, in order, and
// Lift maps a trainer's indices back to the whole set.
func TestSplitDivide(t *testing.T) {
	sc := mustPreset("overlap", map[string]any{"seed": 2, "n": 20})
	d := sc.Dataset()
	p := scene.Split{Fraction: 0.25, Seed: 3}.Divide(d)
	if len(p.Test.Points) != 10 || len(p.Train.Points) != 30 { // 40 points, round(0.25·40) = 10
		t.Fatalf("%d test and %d training points, want 10 and 30", len(p.Test.Points), len(p.Train.Points))
	}
	for j, i := range p.TestIndex {
		if d.Points[i] != p.Test.Points[j] || !p.Mask[i] {
			t.Fatalf("test point %d is not point %d", j, i)
		}
	}
	for j, i := range p.TrainIndex {
		if d.Points[i] != p.Train.Points[j] || p.Mask[i] {
			t.Fatalf("training point %d is not point %d", j, i)
		}
	}
	s := p.Lift(engine.Snapshot{Point: 2, Support: []int{0, 29}, Alpha: make([]float64, 30)}, 40)
	if s.Point != p.TrainIndex[2] || s.Support[1] != p.TrainIndex[29] || len(s.Alpha) != 40 {
		t.Errorf("Lift: %+v", s)
	}
	if off := (scene.Split{}).Divide(d); len(off.Train.Points) != 40 || off.Mask != nil {
		t.Errorf("the zero split held points out")
	}
}

// TestSceneSplit: a split survives the scene's JSON; a scene without one
// (an old scene) loads with the split off; a fraction out of range is
// refused.
func TestSceneSplit(t *testing.T) {
	s := scene.DefaultScene()
	s.Split = scene.Split{Fraction: 0.25, Seed: 12345678901234}
	got, err := scene.ParseScene(must(s.Encode()))
	if err != nil {
		t.Fatal(err)
	}
	if got.Split != s.Split {
		t.Errorf("split %+v after a round trip, want %+v", got.Split, s.Split)
	}
	old, err := scene.ParseScene([]byte(`{"version":1,"points":[[0,0,0],[1,1,1]]}`))
	if err != nil || old.Split.On() {
		t.Errorf("an old scene: %v, split %+v", err, old.Split)
	}
	b, _ := json.Marshal(scene.DefaultScene())
	if json.Valid(b) && string(b) != "" && strings.Contains(string(b), `"split"`) {
		t.Errorf("a scene without a split writes one: %s", b)
	}
	for _, f := range []float64{-0.1, 0.95, math.NaN()} {
		bad := scene.DefaultScene()
		bad.Split.Fraction = f
		if bad.Validate() == nil {
			t.Errorf("fraction %g accepted", f)
		}
	}
}
