package engine

import (
	"math/rand/v2"

	"gonum.org/v1/gonum/mat"
)

// Helpers shared by the methods of the notes' "discriminant functions"
// family that work on the normalized vectors of Duda, Hart and Stork.

// normalize returns the "normalized" vectors z'_n = y_n z_n = y_n (1, φ(x_n))
// of the notes (002, "Generalized linear discriminants"), for which a
// separates the classes exactly when aᵀz'_n > 0 for every n. A solution a
// is the same vector (w₀, w) as for the unnormalized z, so the field's row is
// a itself.
//
// The rows are views into the matrix Z whose rows they are, which is
// returned too (nil when there are no points), so that a least-squares
// method needs no second copy.
func normalize(z [][]float64, y []float64) ([][]float64, *mat.Dense) {
	if len(z) == 0 {
		return nil, nil
	}
	m := len(z[0])
	zm := mat.NewDense(len(z), m, nil)
	out := make([][]float64, len(z))
	for i, zi := range z {
		out[i] = zm.RawRowView(i)[:m:m]
		for j, v := range zi {
			out[i][j] = y[i] * v
		}
	}
	return out, zm
}

// shuffler holds a visiting order over n points, cyclic or reshuffled at
// every epoch by a seeded generator, and the position in the current epoch.
type shuffler struct {
	order  []int
	pos    int
	epoch  int
	random bool
	rng    *rand.Rand
}

// newShuffler returns a visiting order seeded as the online perceptron's,
// so that two methods with the same seed visit the points in the same order.
func newShuffler(seed int, random bool) shuffler {
	s := uint64(seed)
	return shuffler{random: random, rng: rand.New(rand.NewPCG(s, s^0x9e3779b97f4a7c15))}
}

// reset starts a new first epoch over n points.
func (s *shuffler) reset(n int) {
	s.order = identity(n)
	if s.random {
		s.rng.Shuffle(n, func(i, j int) { s.order[i], s.order[j] = s.order[j], s.order[i] })
	}
	s.pos, s.epoch = 0, 0
}

// next returns the next point to visit and whether it ended an epoch.
func (s *shuffler) next() (i int, epochEnd bool) {
	i = s.order[s.pos]
	s.pos++
	if s.pos == len(s.order) {
		s.endEpoch()
		return i, true
	}
	return i, false
}

// endEpoch starts the next epoch: a method that reads the order itself
// (s.order from s.pos on) calls it when it has visited the last point.
func (s *shuffler) endEpoch() {
	s.pos = 0
	s.epoch++
	if s.random {
		s.rng.Shuffle(len(s.order), func(i, j int) { s.order[i], s.order[j] = s.order[j], s.order[i] })
	}
}

// overflowed reports whether the weights are no longer finite, and if so
// puts back the weights from before the last update, so that no snapshot
// ever holds an infinity or a NaN.
func (bb *binaryBase) overflowed() bool {
	if finite(bb.a) {
		return false
	}
	if len(bb.before) == len(bb.a) {
		copy(bb.a, bb.before)
	} else {
		for j := range bb.a {
			bb.a[j] = 0
		}
	}
	return true
}
