package scene

import (
	"math"
	"sort"

	"hyperplane/engine"
	"hyperplane/engine/msg"
)

// MaxTestFraction bounds Split.Fraction, so that some points are left to
// train on.
const MaxTestFraction = 0.9

// Split holds a scene's points out of training to measure generalization:
// a fraction of them, chosen by a seed, are test points. The zero Split
// holds nothing out.
type Split struct {
	// Fraction is the share of the points held out, from 0 (off) to
	// MaxTestFraction; round(Fraction·n) points are test points.
	Fraction float64 `json:"fraction,omitempty"`
	// Seed chooses which points; a new seed resamples the split.
	Seed uint64 `json:"seed,omitempty"`
}

// On reports whether sp holds any points out.
func (sp Split) On() bool { return sp.Fraction > 0 }

// Validate reports whether the fraction is a number in [0, MaxTestFraction].
func (sp Split) Validate() error {
	if math.IsNaN(sp.Fraction) || sp.Fraction < 0 || sp.Fraction > MaxTestFraction {
		return msg.Err("scene-split-fraction", "max", engine.NumText(MaxTestFraction, -1), "value", engine.NumText(sp.Fraction, -1))
	}
	return nil
}

// splitKey is the rank of point i under seed: a SplitMix64 hash of both
// (Steele, Lea and Flood, "Fast splittable pseudorandom number
// generators", 2014), so that a point's key depends on its index and the
// seed only.
func splitKey(seed uint64, i int) uint64 {
	z := seed ^ (uint64(i)+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// TestMask returns which of n points are test points: the round(Fraction·n)
// points of smallest key under the seed. The ranking does not depend on the
// fraction, so a larger fraction keeps every test point of a smaller one
// (the test sets are nested), and the same seed and fraction always give
// the same points. It returns nil when the split is off.
func (sp Split) TestMask(n int) []bool {
	k := int(math.Round(sp.Fraction * float64(n)))
	if !sp.On() || k == 0 {
		return nil
	}
	idx := make([]int, n)
	keys := make([]uint64, n)
	for i := range idx {
		idx[i], keys[i] = i, splitKey(sp.Seed, i)
	}
	sort.Slice(idx, func(a, b int) bool {
		ka, kb := keys[idx[a]], keys[idx[b]]
		return ka < kb || (ka == kb && idx[a] < idx[b])
	})
	mask := make([]bool, n)
	for _, i := range idx[:k] {
		mask[i] = true
	}
	return mask
}

// Partition is a data set divided by a Split.
type Partition struct {
	Train, Test engine.Dataset
	// TrainIndex and TestIndex give each point's index in the whole set.
	TrainIndex, TestIndex []int
	// Mask marks the test points of the whole set; nil when none are.
	Mask []bool
}

// Divide splits d by sp. With the split off, Train is all of d.
func (sp Split) Divide(d engine.Dataset) Partition {
	p := Partition{Train: engine.Dataset{Classes: d.Classes}, Test: engine.Dataset{Classes: d.Classes}}
	p.Mask = sp.TestMask(len(d.Points))
	if p.Mask == nil {
		p.Train.Points = d.Points
		return p
	}
	for i, pt := range d.Points {
		if p.Mask[i] {
			p.Test.Points = append(p.Test.Points, pt)
			p.TestIndex = append(p.TestIndex, i)
		} else {
			p.Train.Points = append(p.Train.Points, pt)
			p.TrainIndex = append(p.TrainIndex, i)
		}
	}
	return p
}

// Lift maps the point indices of a snapshot of a trainer that saw
// p.Train back to the whole set of n points: Point and Support become
// indices of the whole set, and Alpha gets a zero for each test point.
func (p Partition) Lift(s engine.Snapshot, n int) engine.Snapshot {
	if p.Mask == nil {
		return s
	}
	if s.Point >= 0 && s.Point < len(p.TrainIndex) {
		s.Point = p.TrainIndex[s.Point]
	}
	s.Wrong = nil // the test points' mistakes are not in it
	if s.Support != nil {
		sup := make([]int, 0, len(s.Support))
		for _, i := range s.Support {
			if i >= 0 && i < len(p.TrainIndex) {
				sup = append(sup, p.TrainIndex[i])
			}
		}
		s.Support = sup
	}
	if len(s.Alpha) == len(p.TrainIndex) {
		al := make([]float64, n)
		for j, i := range p.TrainIndex {
			al[i] = s.Alpha[j]
		}
		s.Alpha = al
	}
	return s
}
