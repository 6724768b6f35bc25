package engine

import (
	"math"
	"math/big"
	"testing"
)

// expRef returns eˣ correctly rounded from 320-bit arithmetic: the Taylor
// series of e^(x/2²⁰), whose terms fall below 2⁻³²⁰ well before the 40th,
// squared 20 times (each squaring loses at most one of the 320 bits).
func expRef(x float64) float64 {
	const prec = 320
	y := new(big.Float).SetPrec(prec).SetFloat64(x)
	y.SetMantExp(y, -20)
	sum := new(big.Float).SetPrec(prec).SetInt64(1)
	term := new(big.Float).SetPrec(prec).SetInt64(1)
	for k := int64(1); k < 40; k++ {
		term.Mul(term, y)
		term.Quo(term, new(big.Float).SetPrec(prec).SetInt64(k))
		sum.Add(sum, term)
	}
	for range 20 {
		sum.Mul(sum, sum)
	}
	f, _ := sum.Float64()
	return f
}

// TestExpNonPos checks expNonPos against the 320-bit reference: within one
// unit in the last place of the true value everywhere on [−745, 0], the
// bound math.Exp documents for itself, and exact where eˣ is exact or
// special.
func TestExpNonPos(t *testing.T) {
	ulp := func(v float64) float64 { return math.Nextafter(v, math.Inf(1)) - v }
	check := func(x float64) {
		t.Helper()
		got, want := expNonPos(x), expRef(x)
		if math.Abs(got-want) > ulp(want) {
			t.Fatalf("expNonPos(%v) = %v, want %v (%.2f units in the last place away)", x, got, want, math.Abs(got-want)/ulp(want))
		}
	}
	// A sweep of [−745, 0] at an irrational pace, so that r takes every
	// value of its range, and the ends of the reduction's intervals.
	for x := 0.0; x > -745; x -= 0.0377 * math.Sqrt2 {
		check(x)
	}
	for k := -1021.0; k <= 0; k++ {
		for _, d := range []float64{-1e-9, 0, 1e-9} {
			if x := (k+0.5)*math.Ln2 + d; x <= 0 {
				check(x)
			}
			check(math.Min(0, k*math.Ln2+d))
		}
	}
	// Small arguments, where eˣ ≈ 1 + x.
	for x := -1e-300; x > -1e-3; x *= 7.3 {
		check(x)
	}
	check(-708)
	// Exact and special values.
	for _, c := range []struct{ x, want float64 }{
		{0, 1}, {math.Copysign(0, -1), 1}, {math.Inf(-1), 0}, {-746, 0},
		{-709, math.Exp(-709)}, {-740, math.Exp(-740)}, // below −708, math.Exp's own answer
	} {
		if got := expNonPos(c.x); got != c.want {
			t.Errorf("expNonPos(%v) = %v, want %v", c.x, got, c.want)
		}
	}
	if got := expNonPos(math.NaN()); !math.IsNaN(got) {
		t.Errorf("expNonPos(NaN) = %v, want NaN", got)
	}
}

// BenchmarkExpChain measures the latency of one exponential when each
// waits for the one before, as in an epoch of stochastic gradient descent.
func BenchmarkExpChain(b *testing.B) {
	b.Run("math.Exp", func(b *testing.B) {
		x := -0.3
		for b.Loop() {
			x = -0.9 * math.Exp(x)
		}
		expSink = x
	})
	b.Run("expNonPos", func(b *testing.B) {
		x := -0.3
		for b.Loop() {
			x = -0.9 * expNonPos(x)
		}
		expSink = x
	})
}

// expSink keeps the benchmarks' results alive.
var expSink float64
