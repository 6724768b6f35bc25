package session

import (
	"math"
	"slices"

	"hyperplane/engine"
)

// CompareSampleLimit is the number of training points above which the
// compared algorithms train on a sample of that many: at 200,000 points
// one step of a compared SVM took 15–70 ms and the page ran at 1–3 frames
// a second (issue 32, BENCHMARKS.md).
const CompareSampleLimit = 20_000

// compareSeed fixes the compared algorithms' sample.
const compareSeed = 0x68797065_72706c6e // "hyperpln"

// sampleKey is the rank of point i in the sample: a SplitMix64 hash of the
// index and the seed (Steele, Lea and Flood, 2014), so that a point's rank
// depends on its index only, and an edit that appends or moves points
// leaves the others' ranks alone.
func sampleKey(seed uint64, i int) uint64 {
	z := seed ^ (uint64(i)+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// stratifiedSample returns the indices (in increasing order) of a sample
// of k of d's points, or nil when d holds no more than k: each class gives
// its share of k (largest remainders, so the shares add up to k), and
// within a class the points of smallest sampleKey are taken. The same
// points and seed always give the same sample.
func stratifiedSample(d engine.Dataset, k int, seed uint64) []int {
	n := len(d.Points)
	if n <= k || k <= 0 {
		return nil
	}
	// Classes are small numbers (checked: 0..MaxClasses−1); slices indexed
	// by class, not maps, keep this pass over 200,000 points short.
	top := 0
	for _, p := range d.Points {
		if p.Class < 0 {
			return nil // not a scene's point: no sample
		}
		top = max(top, p.Class)
	}
	counts := make([]int, top+1)
	for _, p := range d.Points {
		counts[p.Class]++
	}
	var classes []int
	for c, k := range counts {
		if k > 0 {
			classes = append(classes, c)
		}
	}
	slices.Sort(classes)
	// Shares by largest remainder (Hamilton's method), ties to the
	// smaller class index.
	share := make([]int, top+1)
	rest := make([]float64, len(classes))
	given := 0
	for j, c := range classes {
		q := float64(k) * float64(counts[c]) / float64(n)
		share[c] = int(math.Floor(q))
		rest[j] = q - math.Floor(q)
		given += share[c]
	}
	order := make([]int, len(classes))
	for j := range order {
		order[j] = j
	}
	slices.SortStableFunc(order, func(x, y int) int {
		switch {
		case rest[x] > rest[y]:
			return -1
		case rest[x] < rest[y]:
			return 1
		}
		return 0
	})
	for _, j := range order[:k-given] {
		share[classes[j]]++
	}
	// Only keys below a cutoff somewhat above each class's share of the
	// key range are sorted; when too few fall below it (rare), all are.
	type ranked struct {
		key uint64
		i   int
	}
	byClass := make([][]ranked, top+1)
	cut := make([]uint64, top+1)
	for _, c := range classes {
		f := math.Min(1, 1.2*float64(share[c])/float64(counts[c])+0.01)
		cut[c] = uint64(f * math.MaxUint64)
		if f >= 1 {
			cut[c] = math.MaxUint64
		}
	}
	pick := func(c int) []ranked {
		var out []ranked
		for i, p := range d.Points {
			if p.Class == c {
				out = append(out, ranked{sampleKey(seed, i), i})
			}
		}
		return out
	}
	for i, p := range d.Points {
		if key := sampleKey(seed, i); key <= cut[p.Class] {
			byClass[p.Class] = append(byClass[p.Class], ranked{key, i})
		}
	}
	idx := make([]int, 0, k)
	for _, c := range classes {
		r := byClass[c]
		if len(r) < share[c] {
			r = pick(c)
		}
		slices.SortFunc(r, func(x, y ranked) int {
			if x.key != y.key {
				if x.key < y.key {
					return -1
				}
				return 1
			}
			return x.i - y.i
		})
		for _, e := range r[:share[c]] {
			idx = append(idx, e.i)
		}
	}
	slices.Sort(idx)
	return idx
}

// data returns the points the compared algorithms train on: the training
// points, or a stratified sample of CompareSampleLimit of them.
func (m *Comparisons) data() engine.Dataset {
	d := m.c.part.Train
	idx := stratifiedSample(d, CompareSampleLimit, compareSeed)
	m.of = len(d.Points)
	if idx == nil {
		m.n = len(d.Points)
		return d
	}
	s := engine.Dataset{Classes: d.Classes, Points: make([]engine.Point, len(idx))}
	for j, i := range idx {
		s.Points[j] = d.Points[i]
	}
	m.n = len(idx)
	return s
}
