package engine

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestShufflerMatchesRand: the shuffler's own generator and shuffle give
// the orders of math/rand/v2 (rand.New(rand.NewPCG(seed, seed^K)).Shuffle,
// the independent computation), epoch after epoch, whether an epoch's
// order is shuffled at its end or ahead (part of the swaps made during the
// epoch, the rest at its end), and after a reset in the middle of a shuffle
// ahead. The sizes include powers of two, where the draw is a mask.
func TestShufflerMatchesRand(t *testing.T) {
	for _, seed := range []int{0, 1, 7, 12345} {
		for _, n := range []int{1, 2, 3, 5, 8, 64, 100, 1000, 4096, 10007} {
			s := newShuffler(seed, true)
			u := uint64(seed)
			ref := rand.New(rand.NewPCG(u, u^shuffleSeedMix))
			want := identity(n)
			shuffle := func() {
				ref.Shuffle(n, func(i, j int) { want[i], want[j] = want[j], want[i] })
			}
			s.reset(n)
			shuffle()
			for epoch := 0; epoch < 6; epoch++ {
				if !slices.Equal(s.order, want) {
					t.Fatalf("seed %d, n = %d, epoch %d: order %v, math/rand/v2 %v", seed, n, epoch, s.order[:min(n, 8)], want[:min(n, 8)])
				}
				switch epoch % 3 {
				case 1: // ahead, some of the swaps during the epoch
					ahead := s.ahead()
					for k := 0; k < n/2 && s.at > 0; k++ {
						var j int
						s.nextRNG, j = s.nextRNG.swapIndex(s.at)
						ahead[s.at], ahead[j] = ahead[j], ahead[s.at]
						s.at--
					}
				case 2: // ahead, all of them
					ahead := s.ahead()
					for s.at > 0 {
						var j int
						s.nextRNG, j = s.nextRNG.swapIndex(s.at)
						ahead[s.at], ahead[j] = ahead[j], ahead[s.at]
						s.at--
					}
				}
				s.endEpoch()
				shuffle()
			}
			// A reset during a shuffle ahead drops it and draws from the
			// generator as if it had not started.
			s.ahead()
			s.nextRNG, _ = s.nextRNG.swapIndex(s.at)
			s.reset(n)
			want = identity(n)
			shuffle()
			if !slices.Equal(s.order, want) {
				t.Fatalf("seed %d, n = %d: after a reset, order %v, math/rand/v2 %v", seed, n, s.order[:min(n, 8)], want[:min(n, 8)])
			}
		}
	}
}

// script is a rand.Source that gives its numbers first, then a PCG's.
type script struct {
	first []uint64
	pcg   *rand.PCG
}

func (s *script) Uint64() uint64 {
	if len(s.first) > 0 {
		x := s.first[0]
		s.first = s.first[1:]
		return x
	}
	return s.pcg.Uint64()
}

// TestSwapIndexRejects: the rejection of Lemire's method, which random
// draws reach with a probability of about n/2⁶⁴, against rand.Rand's
// Uint64N fed the same numbers. x = 0 gives the product's low half 0,
// below 2⁶⁴ mod n for every n that is not a power of two, so the first
// draw is rejected and the next comes from the generator.
func TestSwapIndexRejects(t *testing.T) {
	for _, n := range []uint64{3, 5, 6, 7, 1000, 10007, 1<<40 + 1} {
		p := pcg{3, 4}
		r := rand.New(&script{first: []uint64{0}, pcg: rand.NewPCG(3, 4)})
		want := r.Uint64N(n)
		hi, lo := bits.Mul64(0, n)
		q, got := p.swapIndexSlow(0, n, hi, lo)
		if uint64(got) != want {
			t.Fatalf("n = %d: %d, math/rand/v2 %d", n, got, want)
		}
		// The generator has made exactly one step: its next number is the
		// reference's next.
		if _, x := q.step(); x != r.Uint64() {
			t.Fatalf("n = %d: the generator is not where math/rand/v2's is", n)
		}
	}
}
