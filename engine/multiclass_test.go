package engine

import (
	"reflect"
	"sort"
	"testing"
)

// fourBlobs is a four-class set whose classes are each separable from the
// rest: class k sits in a small cluster around the k-th corner of a square.
var fourBlobs = Dataset{Classes: 4, Points: []Point{
	{0, 0, 0}, {0.5, 0.3, 0}, {0.2, 0.6, 0},
	{6, 0, 1}, {5.5, 0.4, 1}, {6.2, 0.5, 1},
	{6, 6, 2}, {5.6, 5.5, 2}, {6.3, 5.8, 2},
	{0, 6, 3}, {0.4, 5.6, 3}, {0.1, 5.2, 3},
}}

// TestMulticlassStrategies trains the perceptron, a two-class method, on
// three and four classes with each strategy of Bishop §4.1.2 and checks
// the shape of the combined field: K one-versus-rest rows, K rows for the
// K-class discriminant, K(K−1)/2 one-versus-one rows with their pairs.
func TestMulticlassStrategies(t *testing.T) {
	for _, d := range []Dataset{threeBlobs, fourBlobs} {
		k := d.Classes
		for _, c := range []struct {
			strategy string
			combine  Combine
			rows     int
		}{
			{StrategyOvR, CombineOvR, k},
			{StrategyOvRArgmax, CombineArgmax, k},
			{StrategyOvO, CombineOvO, k * (k - 1) / 2},
		} {
			s, _ := run(t, mustTrainer(t, "perceptron", d, Basis{}, map[string]any{"strategy": c.strategy}), 100000)
			f := s.Field
			if f.Combine != c.combine || len(f.Rows) != c.rows || len(f.Labels) != k {
				t.Errorf("K = %d, %s: combine %s with %d rows and %d labels", k, c.strategy, f.Combine, len(f.Rows), len(f.Labels))
			}
			if err := f.Validate(); err != nil {
				t.Errorf("K = %d, %s: %v", k, c.strategy, err)
			}
			if c.combine == CombineOvO {
				// The pairs in order (0,1), (0,2), …, (K−2, K−1).
				r := 0
				for a := 0; a < k; a++ {
					for b := a + 1; b < k; b++ {
						if f.Pairs[r] != [2]int{a, b} {
							t.Errorf("pair %d = %v, want (%d, %d)", r, f.Pairs[r], a, b)
						}
						r++
					}
				}
			}
			// Every sub-problem is separable, so the perceptron converges
			// and every training point is decided and right.
			if s.Status != StatusConverged || s.Mistakes != 0 {
				t.Errorf("K = %d, %s: status %s, %d mistakes", k, c.strategy, s.Status, s.Mistakes)
			}
		}
	}
}

// TestMulticlassAmbiguity: Predict returns −1 exactly where the geometry
// says that no class or several classes claim a point (one-versus-rest) or
// the vote ties (one-versus-one), and the K-class discriminant has no such
// region (Bishop figure 4.2 and §4.1.2).
func TestMulticlassAmbiguity(t *testing.T) {
	for _, strategy := range []string{StrategyOvR, StrategyOvO, StrategyOvRArgmax} {
		for _, id := range []string{"perceptron", "svm"} {
			tr := mustTrainer(t, id, threeBlobs, Basis{}, map[string]any{"strategy": strategy})
			run(t, tr, 100000)
			m := tr.Model()
			f := m.Field()
			ev := NewEvaluator(&f)
			ambiguous := 0
			for i := 0; i <= 100; i++ {
				for j := 0; j <= 100; j++ {
					x, y := -20+0.4*float64(i), -20+0.4*float64(j)
					reg := ev.region(x, y)
					p := m.Predict(x, y)
					if reg.ambiguous() != (p == -1) || (p >= 0 && reg.Class != p) {
						t.Fatalf("%s %s at (%v, %v): Predict %d, region %+v", id, strategy, x, y, p, reg)
					}
					if reg.ambiguous() {
						ambiguous++
						want := RegionSeveral
						if strategy == StrategyOvO {
							want = RegionTie
						}
						if reg.Kind != want && !(strategy == StrategyOvR && reg.Kind == RegionNone) {
							t.Fatalf("%s %s: region %v", id, strategy, reg.Kind)
						}
					}
				}
			}
			switch {
			case strategy == StrategyOvRArgmax && ambiguous > 0:
				t.Errorf("%s: the K-class discriminant left %d points ambiguous", id, ambiguous)
			case strategy == StrategyOvR && ambiguous == 0:
				// Two of three non-parallel positive half-planes always
				// meet, so some point is claimed twice.
				t.Errorf("%s: no ambiguous region for one-versus-rest", id)
			}
		}
	}
}

// TestMulticlassCompaction: a scene of four classes whose class 2 (index
// 1) has no points. The model decides between the scene classes 0, 2 and
// 3, never 1, and maps every training point to its own scene class.
func TestMulticlassCompaction(t *testing.T) {
	d := Dataset{Classes: 4}
	for _, p := range threeBlobs.Points {
		c := p.Class
		if c >= 1 {
			c++ // 0, 1, 2 → 0, 2, 3
		}
		d.Points = append(d.Points, Point{p.X, p.Y, c})
	}
	for _, strategy := range []string{StrategyOvR, StrategyOvO, StrategyOvRArgmax} {
		tr := mustTrainer(t, "perceptron", d, Basis{}, map[string]any{"strategy": strategy})
		s, _ := run(t, tr, 100000)
		assertInts(t, strategy+" labels", s.Field.Labels, []int{0, 2, 3})
		if s.Mistakes != 0 {
			t.Errorf("%s: %d mistakes", strategy, s.Mistakes)
		}
		m := tr.Model()
		if m.Classes() != 4 {
			t.Errorf("%s: model of %d classes", strategy, m.Classes())
		}
		for _, p := range d.Points {
			if got := m.Predict(p.X, p.Y); got != p.Class {
				t.Errorf("%s: (%v, %v) predicted %d, want %d", strategy, p.X, p.Y, got, p.Class)
			}
		}
		for i := 0; i <= 40; i++ {
			for j := 0; j <= 40; j++ {
				if m.Predict(-10+0.5*float64(i), -10+0.5*float64(j)) == 1 {
					t.Fatalf("%s: the empty class 1 was predicted", strategy)
				}
			}
		}
	}
	// Two classes with an empty one between them: a plain two-class field.
	two := Dataset{Classes: 3, Points: []Point{{0, 0, 0}, {1, 0, 0}, {4, 4, 2}, {5, 4, 2}}}
	s, _ := run(t, mustTrainer(t, "svm", two, Basis{}, map[string]any{"margin": "hard"}), 1000)
	if s.Field.Combine != CombineSign || !equalInts(s.Field.Labels, []int{0, 2}) || s.Mistakes != 0 {
		t.Errorf("two of three classes: %s field, labels %v, %d mistakes", s.Field.Combine, s.Field.Labels, s.Mistakes)
	}
}

// TestMulticlassSupportAndAlpha: the combined snapshot of a K-class
// support vector machine lists each support vector of every sub-problem
// once, in the order of the points, and sums the sub-problems' α of each
// point; both are computed here from the sub-problems' own snapshots,
// through their maps to the points, with a set and a sort. The combined
// snapshot's slices are shared, so a second call hands out the same
// numbers.
func TestMulticlassSupportAndAlpha(t *testing.T) {
	d := gridBlobs(600, 3, 21)
	for _, strategy := range []string{StrategyOvR, StrategyOvO} {
		tr := mustTrainer(t, "svm", d, Basis{}, map[string]any{"strategy": strategy})
		for i := 0; i < 12; i++ {
			if _, err := tr.Step(); err != nil {
				t.Fatal(err)
			}
		}
		m := tr.(*relabel).inner.(*multiclass)
		got := m.Snapshot()
		set := map[int]bool{}
		alpha := make([]float64, len(d.Points))
		for _, p := range m.subs {
			for _, j := range p.last.Support {
				set[p.index[j]] = true
			}
			for j, a := range p.last.Alpha {
				alpha[p.index[j]] += a
			}
		}
		var want []int
		for i := range set {
			want = append(want, i)
		}
		sort.Ints(want)
		if len(want) == 0 {
			t.Fatalf("%s: no support vectors after 12 steps", strategy)
		}
		assertInts(t, strategy+" support", got.Support, want)
		if !reflect.DeepEqual(got.Alpha, alpha) {
			t.Errorf("%s: α = %v, the sub-problems sum to %v", strategy, got.Alpha, alpha)
		}
		again := m.Snapshot()
		if !reflect.DeepEqual(again.Alpha, got.Alpha) || !reflect.DeepEqual(again.Support, got.Support) {
			t.Errorf("%s: a second snapshot differs", strategy)
		}
	}
}
