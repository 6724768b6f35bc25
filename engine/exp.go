package engine

import "math"

// expNonPos returns eˣ for x ≤ 0 with an error below one unit in the last
// place, as math.Exp does, in about half of math.Exp's latency. Sigmoid,
// softmax and their trainers need only such exponentials (of −|s|, and of
// an activation minus the largest), once per point and class; stochastic
// gradient descent needs them one after the other: each update waits for
// the exponential of the one before, so an epoch takes as long as its
// chain of exponentials (see BenchmarkExpChain).
//
// x = k·ln2 + r with k = round(x/ln2) and |r| ≤ ln2/2, so eˣ = 2ᵏ·eʳ. The
// rounding adds 1.5·2⁵² and reads k from the low bits of the sum; ln2 is
// split in two (the constants of fdlibm's e_exp.c) so that k·ln2 is exact
// to 2⁻⁸⁰. eʳ is its Taylor series to r¹³ (the next term is below
// 0.35¹⁴/14! < 4·10⁻¹⁸), summed as 1 + (r + r²·tail) with the tail in
// Estrin's scheme, so that the rounding of the last sum dominates. 2ᵏ is
// added to the exponent bits, which stay normal for x ≥ −708; below that,
// and for NaN, math.Exp answers (subnormal results and 0).
//
// It is not for x > 0: the exponent bits would overflow.
func expNonPos(x float64) float64 {
	if !(x >= -708) {
		return math.Exp(x)
	}
	r, k := expReduce(x)
	r2 := r * r
	r4 := r2 * r2
	return expScale(1+(r+r2*expTail(r, r2, r4)), k)
}

// expReduce returns r and k with x = k·ln2 + r, |r| ≤ ln2/2; k is in the
// low bits of its result, in two's complement. expNonPos is written with
// expReduce, expTail and expScale, each small enough to be inlined, so
// that a loop that cannot afford a call (logistic.sgdPlane and sgdChain)
// writes it the same way.
func expReduce(x float64) (r float64, k uint64) {
	const (
		ln2Hi   = 6.93147180369123816490e-01
		ln2Lo   = 1.90821492927058770002e-10
		log2e   = 1.44269504088896338700e+00
		rounder = 0x1.8p52
	)
	t := x*log2e + rounder
	k = math.Float64bits(t)
	t -= rounder
	return x - t*ln2Hi - t*ln2Lo, k
}

// expTail returns 1/2! + r/3! + … + r¹¹/13! for r, r2 = r² and r4 = r⁴, so
// that eʳ = 1 + (r + r²·tail).
func expTail(r, r2, r4 float64) float64 {
	p23 := 1.0/2 + r*(1.0/6)
	p45 := 1.0/24 + r*(1.0/120)
	p67 := 1.0/720 + r*(1.0/5040)
	p89 := 1.0/40320 + r*(1.0/362880)
	p1011 := 1.0/3628800 + r*(1.0/39916800)
	p1213 := 1.0/479001600 + r*(1.0/6227020800)
	return (p23 + r2*p45) + r4*(p67+r2*p89) + r4*r4*(p1011+r2*p1213)
}

// expScale returns p·2ᵏ for k from expReduce, by adding k to p's exponent.
func expScale(p float64, k uint64) float64 {
	return math.Float64frombits(math.Float64bits(p) + k<<52)
}
