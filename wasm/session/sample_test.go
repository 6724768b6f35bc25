package session

import (
	"math"
	"slices"
	"testing"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// manyPoints returns n points of three classes in the shares 3:1:1 (index
// i mod 5), spread around three centres by a deterministic sine pattern.
func manyPoints(n int) []engine.Point {
	pts := make([]engine.Point, n)
	for i := range pts {
		var c int
		switch i % 5 {
		case 0, 1, 2:
		case 3:
			c = 1
		default:
			c = 2
		}
		pts[i] = engine.Point{X: 3*float64(c) + math.Sin(float64(i)*1.7), Y: float64(c%2)*2 + math.Cos(float64(i)*0.9), Class: c}
	}
	return pts
}

// TestCompareSample checks the compared algorithms' sample on 30,001
// points: its size, its strata, that it is the points of smallest key of
// each class (by a full sort, not the cutoff the code uses), that the same
// points give the same sample and another seed another, and that a
// compared model is the engine's on that sample.
func TestCompareSample(t *testing.T) {
	const n = 30_001
	pts := manyPoints(n)
	d := engine.Dataset{Points: pts, Classes: 3}
	k := CompareSampleLimit
	idx := stratifiedSample(d, k, compareSeed)
	if len(idx) != k {
		t.Fatalf("sample of %d points, want %d", len(idx), k)
	}
	// Strata: the classes hold 18,001, 6,000 and 6,000 of 30,001 points
	// (i mod 5 in {0,1,2}, {3}, {4}), so their shares of 20,000 are
	// 20,000·18,001/30,001 = 12,000.27 and 20,000·6,000/30,001 = 3,999.87
	// twice: the floors add up to 19,998 and the two points left go to the
	// largest remainders, classes 1 and 2.
	want := []int{12_000, 4_000, 4_000}
	got := make([]int, 3)
	for _, i := range idx {
		got[pts[i].Class]++
	}
	if !slices.Equal(got, want) {
		t.Fatalf("classes in the sample %v, want %v", got, want)
	}
	// Independently: in each class, the want[c] points of smallest key.
	for c := range 3 {
		var all []int
		for i, p := range pts {
			if p.Class == c {
				all = append(all, i)
			}
		}
		slices.SortFunc(all, func(x, y int) int {
			kx, ky := sampleKey(compareSeed, x), sampleKey(compareSeed, y)
			if kx < ky {
				return -1
			} else if kx > ky {
				return 1
			}
			return 0
		})
		mine := []int{}
		for _, i := range idx {
			if pts[i].Class == c {
				mine = append(mine, i)
			}
		}
		ref := slices.Clone(all[:want[c]])
		slices.Sort(ref)
		if !slices.Equal(mine, ref) {
			t.Fatalf("class %d: the sample is not the points of smallest key", c)
		}
	}
	if again := stratifiedSample(d, k, compareSeed); !slices.Equal(again, idx) {
		t.Fatal("the same points gave another sample")
	}
	if other := stratifiedSample(d, k, compareSeed+1); slices.Equal(other, idx) {
		t.Fatal("another seed gave the same sample")
	}
	if small := stratifiedSample(engine.Dataset{Points: pts[:k], Classes: 3}, k, compareSeed); small != nil {
		t.Fatalf("%d points were sampled", k)
	}

	// A session with those points compares least squares (a closed form)
	// and the batch perceptron: their models, after the steps they took
	// in 20 frames of 5 ms, are the engine's on the sample after as many.
	s := scene.DefaultScene()
	s.Points = pts
	s.Classes = []scene.ClassInfo{{Name: "A"}, {Name: "B"}, {Name: "C"}}
	a := New(s)
	v := a.Plot().View()
	v.Compare = []string{"least-squares", "perceptron-batch"}
	if err := a.Plot().SetView(v); err != nil {
		t.Fatal(err)
	}
	if sn, of := a.Compared().Sample(); sn != k || of != n {
		t.Fatalf("CompareSample %d of %d, want %d of %d", sn, of, k, n)
	}
	sample := engine.Dataset{Classes: 3}
	for _, i := range idx {
		sample.Points = append(sample.Points, pts[i])
	}
	for range 20 {
		a.cmp.rest = time.Time{}
		a.Compared().Advance(5 * time.Millisecond)
	}
	for _, c := range a.Compared().List() {
		tr, err := engine.NewTrainer(c.ID(), sample, a.Scene().Basis, nil)
		if err != nil {
			t.Fatal(err)
		}
		ref := tr.Snapshot()
		for range c.steps {
			if ref, err = tr.Step(); err != nil {
				break
			}
		}
		got := c.Snapshot()
		if c.steps == 0 {
			t.Fatalf("%s took no step", c.ID())
		}
		if got.Step != ref.Step || got.N != k || !slices.EqualFunc(got.Field.Rows, ref.Field.Rows, slices.Equal) {
			t.Fatalf("%s: step %d on %d points, rows %v; the engine on the sample: step %d, rows %v",
				c.ID(), got.Step, got.N, got.Field.Rows, ref.Step, ref.Field.Rows)
		}
	}
	// An edit that keeps the count (a move) keeps the sample: the ranks
	// depend on the indices only.
	if err := a.Doc().MovePoint(idx[0], 0.5, 0.5); err != nil {
		t.Fatal(err)
	}
	if sn, of := a.Compared().Sample(); sn != k || of != n {
		t.Fatalf("after a move: CompareSample %d of %d", sn, of)
	}
	d.Points = a.Doc().Points()
	if moved := stratifiedSample(d, k, compareSeed); !slices.Equal(moved, idx) {
		t.Fatal("moving a point changed the sample")
	}
}
