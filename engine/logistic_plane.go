package engine

// The fast paths of logistic regression in the plane (three weights,
// z = (1, z₁, z₂)): the objective, and stochastic gradient descent with
// sgdChain for epochs of single points. logistic_eval.go has the reference
// loops, for any number of weights. TestLogisticPlanePaths,
// TestLogisticPackAhead and TestPlaneMatchesReference check these against
// them.

import (
	"math"
	"math/bits"
)

// evalPlane is eval for three weights, z = (1, z₁, z₂): the same sums in
// the same order, with the weights, the gradient and the Hessian's upper
// triangle in registers and aᵀz summed as dot does. It goes through the
// points in blocks: first the activations and their exponentials, which do
// not depend on each other, so that the processor overlaps the long
// computations of several exponentials; then the sums, point by point in
// order.
func (l *logistic) evalPlane(a, grad, hess []float64) float64 {
	const block = 128
	var sb, eb [block]float64 // s = aᵀz and e^−|s| of the block's points
	a0, a1, a2 := a[0], a[1], a[2]
	g0, g1, g2 := l.alpha0*a0, l.alpha*a1, l.alpha*a2
	h00, h01, h02, h11, h12, h22 := l.alpha0, 0.0, 0.0, l.alpha, 0.0, l.alpha
	withHess := hess != nil
	e := l.prior(a)
	prod, count := 1.0, 0
	mis, unsep := 0, 0
	zf := l.z.flat
	for start := 0; start < len(l.y); start += block {
		ys := l.y[start:min(start+block, len(l.y))]
		zs := zf[3*start : 3*(start+len(ys))]
		for i := range ys {
			z := zs[3*i : 3*i+3 : 3*i+3]
			s := dot3(a0, a1, a2, z)
			sb[i] = s
			// expNonPos(−|s|) with its inlined parts, as in sgdPlane.
			x := -math.Abs(s)
			if x >= -708 {
				r, k := expReduce(x)
				r2 := r * r
				r4 := r2 * r2
				eb[i] = expScale(1+(r+r2*expTail(r, r2, r4)), k)
			} else {
				eb[i] = math.Exp(x)
			}
		}
		for i, t := range ys {
			z := zs[3*i : 3*i+3 : 3*i+3]
			z0, z1, z2 := z[0], z[1], z[2]
			s, ex := sb[i], eb[i]
			// The counts and the selects below are written so that no
			// branch depends on which side of the line a point lies.
			pos := t > 0
			wrong, close := 0, 0
			if (s >= 0) != pos {
				wrong = 1
			}
			if !(t*s > 0) {
				close = 1
			}
			mis += wrong
			unsep += close
			y := sigmoidNum(s, ex) / (1 + ex)
			if ex < 1e-8 {
				e += ex - ex*ex/2
			} else {
				prod *= 1 + ex
				if count++; count == 512 {
					e += math.Log(prod)
					prod, count = 1, 0
				}
			}
			// max(−m, 0) for the margin m = ts: e − s for class 0 with
			// s < 0, e + s for class 1 with s > 0, and e + 0 = e (e ≥ 0)
			// otherwise.
			over := -(t * s)
			ob := math.Float64bits(over)
			if !(over > 0) {
				ob = 0
			}
			e += math.Float64frombits(ob)
			d := y - 0.5*(1+t) // y − 1 for class 0 (t = 1), y for class 1
			g0 += d * z0
			g1 += d * z1
			g2 += d * z2
			if withHess {
				r := ex / ((1 + ex) * (1 + ex))
				r0, r1, r2 := r*z0, r*z1, r*z2
				h00 += r0 * z0
				h01 += r0 * z1
				h02 += r0 * z2
				h11 += r1 * z1
				h12 += r1 * z2
				h22 += r2 * z2
			}
		}
	}
	e += math.Log(prod)
	l.mis, l.unsep = mis, unsep
	grad[0], grad[1], grad[2] = g0, g1, g2
	if withHess {
		copy(hess, []float64{
			h00, h01, h02,
			h01, h11, h12,
			h02, h12, h22,
		})
	}
	return e
}

// sgdPlane is sgdStep for three weights, z = (1, z₁, z₂): the same
// updates in the same order and arithmetic, with the weights and the
// mini-batch gradient in registers, the visiting order read from the
// shuffler's slice, aᵀz summed as dot does, σ(s) as Sigmoid computes it
// (one exponential; 1/(1+e) or e/(1+e) chosen without a branch on the sign
// of s), and d = σ − 1 for class 0 as σ − (1+yₙ)/2, which is exact and
// needs no branch on the class. η_k is the same for all the updates of a
// step: the epoch ends after its last. Each update waits for the one
// before, through an exponential, so that an epoch of 100,000 points with
// B = 1 takes 100,000 exponentials one after the other: expNonPos, whose
// latency is lower than math.Exp's. Such an epoch is sgdChain, which
// differs from this loop by rounding only.
func (l *logistic) sgdPlane() {
	n := l.z.Len()
	order, pos := l.visit.order, l.visit.pos
	count := n - pos // the rest of the epoch…
	if !l.epochUnit {
		count = min(count, l.batch) // …or one mini-batch
	}
	visit := order[pos : pos+count]
	zf, ys := l.z.flat, l.y
	a0, a1, a2 := l.a[0], l.a[1], l.a[2]
	shrink, shrink0 := l.alpha/float64(n), l.alpha0/float64(n)
	eta := l.rate()
	chain := l.chained()
	if chain && count > 0 {
		a0, a1, a2 = l.sgdChain(visit, a0, a1, a2, eta, 1-eta*shrink)
	}
	for p := 0; p < count && !chain; {
		b := min(l.batch, count-p)
		g0, g1, g2 := 0.0, 0.0, 0.0
		for _, i := range visit[p : p+b] {
			z1, z2, c := zf[3*i+1], zf[3*i+2], 0.5*(1+ys[i])
			s := dotPlane(a0, a1, a2, z1, z2)
			// ex = expNonPos(x), written with its inlined parts: Go does
			// not inline expNonPos, and a call in this chain is costly,
			// since every register is saved around it (BENCHMARKS.md).
			// TestLogisticPlanePaths checks it against Sigmoid's expNonPos
			// bit for bit.
			x := -math.Abs(s)
			var ex float64
			if x >= -708 {
				r, k := expReduce(x)
				r2 := r * r
				r4 := r2 * r2
				ex = expScale(1+(r+r2*expTail(r, r2, r4)), k)
			} else {
				ex = math.Exp(x)
			}
			d := sigmoidNum(s, ex)/(1+ex) - c
			g0 += d * 1
			g1 += d * z1
			g2 += d * z2
		}
		if !l.epochUnit && b == 1 {
			// The view draws a single point's update a → a − η∇E_n.
			l.before = append(l.before[:0], a0, a1, a2)
			l.point = visit[p]
		}
		if b == 1 { // g/1 = g exactly
			a0 -= eta * (g0 + shrink0*a0)
			a1 -= eta * (g1 + shrink*a1)
			a2 -= eta * (g2 + shrink*a2)
		} else {
			fb := float64(b)
			a0 -= eta * (g0/fb + shrink0*a0)
			a1 -= eta * (g1/fb + shrink*a1)
			a2 -= eta * (g2/fb + shrink*a2)
		}
		l.upd++
		p += b
	}
	l.a[0], l.a[1], l.a[2] = a0, a1, a2
	l.visit.pos = pos + count
	if l.visit.pos == n {
		l.visit.endEpoch()
	}
}

// chained reports whether an SGD step is an epoch of single-point updates
// in the plane, which sgdChain makes; its shrinking factor ρ is the same
// for every weight, so the prior must cover the bias.
func (l *logistic) chained() bool {
	return l.method == methodSGD && l.plane() && l.epochUnit && l.batch == 1 && l.alpha0 == l.alpha
}

// sgdChain makes the single-point updates (B = 1) of sgdPlane for the
// points of visit, in order, from the weights a0, a1, a2, with ρ = 1 − ηα/N,
// and returns the weights after them. Each update is
//
//	a' = a − η(d·z + (α/N)·a) = ρa − ηd·z,  d = σ(s) − c,
//
// and needs the activation of the next point at the new weights,
// s' = a'ᵀz' = ρu − ηd·(zᵀz') with u = aᵀz' at the old weights. u and zᵀz'
// do not wait for d, so the processor works them out while the exponential
// of s is under way, and after d only a product and a difference are left
// before the next exponential, instead of the update of the weights and a
// dot product. The same idle time takes the next epoch's shuffle, one swap
// per update (shuffler.ahead). The loop has no call in it, not even on a
// path that is rarely taken: values live across a call are kept on the
// stack, and the loop has more values than the processor has registers.
//
// The results differ from sgdGeneral's by rounding only: the weights are
// ρa − ηd·z rather than a − η(d·z + (α/N)·a), s' is not recomputed from a',
// and an exponential below e⁻⁷⁰⁸ is taken as e⁻⁷⁰⁸ ≈ 3.3·10⁻³⁰⁸, which moves
// σ by less than that (TestLogisticPlanePaths).
func (l *logistic) sgdChain(visit []int, a0, a1, a2, eta, rho float64) (float64, float64, float64) {
	pk := l.pk
	if l.pkEpoch != l.visit.epoch || l.visit.pos != 0 {
		pk = l.pack(visit)
	}
	l.pkEpoch = -1
	z1, z2 := pk[0], pk[1]
	s := dotPlane(a0, a1, a2, z1, z2)
	last := len(visit) - 1
	// The next epoch's order is shuffled ahead, one swap per update.
	ahead := l.visit.ahead()
	at, rng := l.visit.at, l.visit.nextRNG
	for p := 0; p <= last; p++ {
		if at > 0 {
			// rng.swapIndex(at), written out with its rare cases: it does
			// not inline.
			var x uint64
			rng, x = rng.step()
			m := uint64(at + 1)
			hi, lo := bits.Mul64(x, m)
			j := int(hi)
			if m&(m-1) == 0 {
				j = int(x & (m - 1))
			} else if lo < m {
				for thresh := -m % m; lo < thresh; {
					rng, x = rng.step()
					hi, lo = bits.Mul64(x, m)
				}
				j = int(hi)
			}
			ahead[at], ahead[j] = ahead[j], ahead[at]
			at--
		}
		c := 0.5 * (1 + pk[3*p+2])
		// The next point (the first again after the last: its activation is
		// not used).
		q := 3 * min(p+1, last)
		n1, n2 := pk[q], pk[q+1]
		u := dotPlane(a0, a1, a2, n1, n2)
		zz := dotPlane(1, z1, z2, n1, n2)
		// ex = expNonPos(max(−|s|, −708)), written with its inlined parts
		// (expNonPos calls math.Exp below −708).
		x := -math.Abs(s)
		if x < -708 {
			x = -708
		}
		r, kk := expReduce(x)
		r2 := r * r
		r4 := r2 * r2
		ex := expScale(1+(r+r2*expTail(r, r2, r4)), kk)
		ed := eta * (sigmoidNum(s, ex)/(1+ex) - c)
		a0 = rho*a0 - ed
		a1 = rho*a1 - ed*z1
		a2 = rho*a2 - ed*z2
		s = rho*u - ed*zz
		z1, z2 = n1, n2
	}
	l.visit.at, l.visit.nextRNG = at, rng
	l.upd += len(visit)
	return a0, a1, a2
}

// pack copies (z₁, z₂, t) of the points of visit, in its order, into l.pk
// and returns it, so that sgdChain reads its points one after the other.
// Read in the visiting order from where they lie, the points are cache
// misses whenever the data do not stay in the cache, as with three classes
// of 100,000 points, whose three sub-problems take turns: the chain waited
// for each of them, where the loads of this loop overlap. Step packs the
// next epoch's points as soon as its order is known, right after the
// refresh has read every point, so that they come from the cache rather
// than from memory (BENCHMARKS.md has the timings).
func (l *logistic) pack(visit []int) []float64 {
	n := 3 * len(visit)
	if cap(l.pk) < n {
		l.pk = make([]float64, n)
	}
	pk := l.pk[:n]
	zf, ys := l.z.flat, l.y
	for p, i := range visit {
		pk[3*p], pk[3*p+1], pk[3*p+2] = zf[3*i+1], zf[3*i+2], ys[i]
	}
	return pk
}
