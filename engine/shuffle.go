package engine

import "math/bits"

// shuffler holds a visiting order over n points, cyclic or reshuffled at
// every epoch by a seeded generator, and the position in the current epoch.
//
// The next epoch's order can be shuffled ahead, a swap at a time, while the
// current epoch runs (see ahead): a method whose updates wait on each other
// (logistic.sgdChain) leaves the processor idle for most of each update,
// and the swaps fill that time. The order that comes out is the same as
// shuffling at the epoch's end: the same swaps of the same order, drawn
// from a copy of the generator that replaces it when the epoch ends.
type shuffler struct {
	order  []int
	pos    int
	epoch  int
	random bool
	rng    pcg
	// The next epoch's order while it is shuffled ahead: next[at+1:] are
	// final, and at < 0 when no shuffle is under way.
	next    []int
	nextRNG pcg
	at      int
}

// shuffleSeedMix is xored into the seed for the second word of the
// generator's state (2⁶⁴/φ, the golden ratio's bits).
const shuffleSeedMix = 0x9e3779b97f4a7c15

// newShuffler returns a visiting order seeded with seed: the generator of
// rand.NewPCG(seed, seed ^ shuffleSeedMix), the same for every method, so
// that two methods with the same seed visit the points in the same order.
func newShuffler(seed int, random bool) shuffler {
	s := uint64(seed)
	return shuffler{random: random, rng: pcg{s, s ^ shuffleSeedMix}, at: -1}
}

// reset starts a new first epoch over n points.
func (s *shuffler) reset(n int) {
	if cap(s.order) < n {
		s.order = make([]int, n, n+n/8)
	}
	s.order = s.order[:n]
	for i := range s.order {
		s.order[i] = i
	}
	if s.random {
		s.rng.shuffle(s.order, len(s.order)-1)
	}
	s.pos, s.epoch, s.at = 0, 0, -1
}

// next returns the next point to visit and whether it ended an epoch.
func (s *shuffler) nextPoint() (i int, epochEnd bool) {
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
	if !s.random {
		return
	}
	if s.at < 0 {
		s.rng.shuffle(s.order, len(s.order)-1)
		return
	}
	s.nextRNG.shuffle(s.next, s.at)
	s.order, s.next = s.next, s.order
	s.rng, s.at = s.nextRNG, -1
}

// ahead starts shuffling the next epoch's order, if it is random and has
// not started, and returns it: the method makes the swaps of Fisher–Yates
// for next[at] down to next[1] as it goes (pcg.swapIndex) and stores at
// and nextRNG back; endEpoch makes the rest.
func (s *shuffler) ahead() []int {
	if s.random && s.at < 0 {
		s.next = append(s.next[:0], s.order...)
		s.nextRNG, s.at = s.rng, len(s.order)-1
	}
	return s.next
}

// pcg is the generator of math/rand/v2's PCG, written out so that a loop
// can step it in registers, without a call: a 128-bit linear congruential
// state with the multiplier and increment of O'Neill's pcg-cpp, and the
// DXSM output ("double xorshift multiply"). Seeded with (hi, lo) it gives
// the numbers of rand.NewPCG(hi, lo), and its shuffles are rand.Shuffle's
// (TestShufflerMatchesRand).
type pcg struct{ hi, lo uint64 }

// step returns the generator after one step and the number it outputs.
func (p pcg) step() (pcg, uint64) {
	const (
		mulHi    = 2549297995355413924
		mulLo    = 4865540595714422341
		incHi    = 6364136223846793005
		incLo    = 1442695040888963407
		cheapMul = 0xda942042e4dd58b5
	)
	hi, lo := bits.Mul64(p.lo, mulLo)
	hi += p.hi*mulLo + p.lo*mulHi
	lo, c := bits.Add64(lo, incLo, 0)
	hi, _ = bits.Add64(hi, incHi, c)
	x := hi ^ hi>>32
	x *= cheapMul
	x ^= x >> 48
	x *= lo | 1
	return pcg{hi, lo}, x
}

// swapIndex returns the generator after drawing the partner j ∈ [0, i] of
// index i in a Fisher–Yates shuffle, and j: a uniform integer below
// n = i+1 by Lemire's multiply-and-reject, as rand.Rand draws it. The
// common case (no rejection, n not a power of two) is a multiplication;
// the rest is in swapIndexSlow, so that this inlines.
func (p pcg) swapIndex(i int) (pcg, int) {
	p, x := p.step()
	n := uint64(i + 1)
	hi, lo := bits.Mul64(x, n)
	if lo < n || n&(n-1) == 0 {
		return p.swapIndexSlow(x, n, hi, lo)
	}
	return p, int(hi)
}

// swapIndexSlow is swapIndex when n is a power of two (the low bits of x)
// or the product's low half is below n (reject while it is below 2⁶⁴ mod n).
func (p pcg) swapIndexSlow(x, n, hi, lo uint64) (pcg, int) {
	if n&(n-1) == 0 {
		return p, int(x & (n - 1))
	}
	thresh := -n % n
	for lo < thresh {
		p, x = p.step()
		hi, lo = bits.Mul64(x, n)
	}
	return p, int(hi)
}

// shuffle makes the Fisher–Yates swaps of order for the indices from
// down to 1.
func (p *pcg) shuffle(order []int, from int) {
	r := *p
	for i := from; i > 0; i-- {
		var j int
		r, j = r.swapIndex(i)
		order[i], order[j] = order[j], order[i]
	}
	*p = r
}
