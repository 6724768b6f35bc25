package engine

import "math/rand/v2"

// Helpers shared by the methods of the notes' "discriminant functions"
// family that work on the normalized vectors of Duda, Hart and Stork.

// normalize returns the "normalized" vectors z'_n = y_n z_n = y_n (1, φ(x_n))
// of the notes (002, "Generalized linear discriminants"), for which a
// separates the classes exactly when aᵀz'_n > 0 for every n. A solution a
// is the same vector (w₀, w) as for the unnormalized z, so the field's row is
// a itself.
func normalize(z [][]float64, y []float64) [][]float64 {
	if len(z) == 0 {
		return nil
	}
	m := len(z[0])
	buf := make([]float64, len(z)*m)
	out := make([][]float64, len(z))
	for i, zi := range z {
		out[i] = buf[i*m : (i+1)*m : (i+1)*m]
		for j, v := range zi {
			out[i][j] = y[i] * v
		}
	}
	return out
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
		s.pos = 0
		s.epoch++
		if s.random {
			s.rng.Shuffle(len(s.order), func(i, j int) { s.order[i], s.order[j] = s.order[j], s.order[i] })
		}
		return i, true
	}
	return i, false
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
