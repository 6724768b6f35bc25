package engine

import (
	"math"
)

// block3 is pass 2 of eval on one block of points for three classes, with
// the columns a (activations, then y − t) and y of the block: the same
// operations in the same order as the general loops, written out for
// three classes.
func (r *softmaxReg) block3(a0, a1, a2, y0, y1, y2 []float64, cls []int, e, prod float64, count int) (float64, float64, int) {
	const block = 256
	var bestB [block]int
	var mxB, ep, eq [block]float64 // the largest activation; the two exponentials
	n := len(cls)
	a0, a1, a2 = a0[:n], a1[:n], a2[:n]
	y0, y1, y2 = y0[:n], y1[:n], y2[:n]
	mistakes, unstrict := 0, 0
	for i, t := range cls {
		v := [3]float64{a0[i], a1[i], a2[i]}
		best, top := 0, v[0]
		if v[1] > top {
			best, top = 1, v[1]
		}
		if v[2] > top {
			best, top = 2, v[2]
		}
		if best != t {
			mistakes++
		}
		at := v[t]
		for c := 0; c < 3; c++ {
			if c != t && v[c] >= at {
				unstrict++
				break
			}
		}
		bestB[i], mxB[i] = best, top
	}
	r.mistakes += mistakes
	r.unstrict += unstrict
	// The classes other than the largest, p < q: (1, 2), (0, 2) or (0, 1).
	for i := range cls {
		v := [3]float64{a0[i], a1[i], a2[i]}
		p, q := 0, 2
		switch bestB[i] {
		case 0:
			p = 1
		case 2:
			q = 1
		}
		ep[i] = expNonPos(v[p] - mxB[i])
		eq[i] = expNonPos(v[q] - mxB[i])
	}
	for i, t := range cls {
		var y [3]float64
		best := bestB[i]
		p, q := 0, 2
		switch best {
		case 0:
			p = 1
		case 2:
			q = 1
		}
		y[p], y[q], y[best] = ep[i], eq[i], 1
		sum := 0.0
		sum += y[0]
		sum += y[1]
		sum += y[2]
		inv := 1 / sum
		prod *= sum
		if count++; count == 256 {
			e += math.Log(prod)
			prod, count = 1, 0
		}
		at := [3]float64{a0[i], a1[i], a2[i]}[t]
		e += mxB[i] - at
		var tt [3]float64 // t_nk
		tt[t] = 1
		u0, u1, u2 := y[0]*inv, y[1]*inv, y[2]*inv
		y0[i], y1[i], y2[i] = u0, u1, u2
		a0[i], a1[i], a2[i] = u0-tt[0], u1-tt[1], u2-tt[2] // y − t from here on
	}
	return e, prod, count
}
