package engine

import (
	"math"

	"gonum.org/v1/gonum/floats"
	"hyperplane/engine/internal/linalg"
)

// eval returns E(W) and writes ∇E into grad and, when hess is not nil, the
// KM×KM Hessian into hess; it also counts the points the rows misclassify
// (as the argmax field decides, the first largest row winning) and those
// without a strict margin a_t > a_j. It works in three passes, the first
// two together on blocks of points that stay in the cache:
//
//  1. the activations a_nk = w̃_kᵀz_n, by columns, summed in the order of
//     dot (w₀ + w₁z₁ + w₂z₂ + …), which the field's evaluator uses too, so
//     that the decisions agree with the field's to the last bit;
//  2. per point: the largest activation, y_nk = exp(a_nk − a_max)/s with
//     s = Σ_j exp(a_nj − a_max), the cross-entropy a_max + ln s − a_nt, and
//     y_nk − t_nk; the logarithms ln s ∈ [0, ln K] are summed as the
//     logarithm of a product, one logarithm per 256 points (K²⁵⁶ < 10²⁰⁰);
//  3. the sums ∇_k E = Σ_n (y_nk − t_nk) z_n + λw̃_k and, for Newton, the
//     Hessian blocks Σ_n y_nk(δ_kj − y_nj) z_n z_nᵀ, as dot products over
//     the points (each block is symmetric, so only i ≤ j is summed).
func (r *softmaxReg) eval(w, grad, hess []float64) float64 {
	k, m, n := r.k, r.m, r.n
	km := k * m
	// Passes 1 and 2, in blocks of points: the activations, then blockK
	// (block3 for three classes, with the classes written out): (a) the
	// largest activation of each point and the counts; (b) the
	// exponentials exp(a_nk − a_max) of the K − 1 classes other than the
	// largest, which do not depend on each other, in a loop of their own
	// so that the processor overlaps their long computations; (c) per
	// point in order, the sum s, the cross-entropy and y − t.
	e := r.penalty(w)
	prod, count := 1.0, 0
	r.mistakes, r.unstrict = 0, 0
	const block = 256                  // blockK's and block3's limit
	var acs, ycs [MaxClasses][]float64 // the block's part of each column
	for start := 0; start < n; start += block {
		end := min(start+block, n)
		for c := 0; c < k; c++ {
			acs[c], ycs[c] = r.ac[c][start:end:end], r.yc[c][start:end:end]
			a, wc := acs[c], w[c*m:(c+1)*m]
			for i := range a {
				a[i] = wc[0]
			}
			for j := 1; j < m; j++ {
				floats.AddScaled(a, wc[j], r.zc[j][start:end])
			}
		}
		cls := r.cls[start:end:end]
		if k == 3 {
			e, prod, count = r.block3(acs[0], acs[1], acs[2], ycs[0], ycs[1], ycs[2], cls, e, prod, count)
		} else {
			e, prod, count = r.blockK(acs[:k], ycs[:k], cls, e, prod, count)
		}
	}
	e += math.Log(prod)
	// With the biases free of the penalty, they are fixed by Σ_k w_k0 = 0
	// through the term ½(Σ_k w_k0)², which adds Σ_k w_k0 to each bias's
	// gradient and a block of ones to H: zero at the optimum and along the
	// way (every step keeps the sum at 0), it makes H definite.
	gauge := 0.0
	if r.free() {
		for c := 0; c < k; c++ {
			gauge += w[c*m]
		}
		e += 0.5 * gauge * gauge
	}
	// Pass 3.
	for c := 0; c < k; c++ {
		d := r.ac[c]
		g := grad[c*m : (c+1)*m]
		g[0] = r.lambda0*w[c*m] + gauge + floats.Sum(d)
		for j := 1; j < m; j++ {
			g[j] = r.lambda*w[c*m+j] + floats.Dot(d, r.zc[j])
		}
	}
	if hess == nil {
		return e
	}
	penaltyHessian(hess, km, m, r.lambda, r.lambda0)
	wp, tmp := r.wp, r.tmp
	for c := 0; c < k; c++ {
		for c2 := c; c2 < k; c2++ {
			yc, yc2 := r.yc[c][:len(wp)], r.yc[c2][:len(wp)]
			if c == c2 {
				for i, y := range yc {
					wp[i] = y * (1 - y)
				}
			} else {
				for i, y := range yc {
					wp[i] = -y * yc2[i]
				}
			}
			// Entry (i, j) of the block, i ≤ j: Σ_n wp_n z_ni z_nj, with
			// z_n0 = 1.
			for i := 0; i < m; i++ {
				col := wp
				if i > 0 && r.zz == nil {
					zi, tm := r.zc[i][:len(wp)], tmp[:len(wp)]
					for q, v := range wp {
						tm[q] = v * zi[q]
					}
					col = tm
				}
				for j := i; j < m; j++ {
					var v float64
					switch {
					case j == 0:
						v = floats.Sum(wp)
					case i == 0:
						v = floats.Dot(wp, r.zc[j])
					case r.zz != nil:
						v = floats.Dot(wp, r.zz[i*m+j])
					default:
						v = floats.Dot(col, r.zc[j])
					}
					// (i, j) and (j, i) of H_{c,c2}, and of H_{c2,c} = H_{c,c2}ᵀ.
					hess[(c*m+i)*km+c2*m+j] += v
					if i != j {
						hess[(c*m+j)*km+c2*m+i] += v
					}
					if c != c2 {
						hess[(c2*m+j)*km+c*m+i] += v
						if i != j {
							hess[(c2*m+i)*km+c*m+j] += v
						}
					}
				}
			}
		}
	}
	if r.free() {
		for c := 0; c < k; c++ {
			for c2 := 0; c2 < k; c2++ {
				hess[c*m*km+c2*m]++
			}
		}
	}
	return e
}

// free reports whether the biases are left out of a positive penalty.
func (r *softmaxReg) free() bool { return r.lambda0 != r.lambda }

// blockK is pass 2 of eval on one block of points (at most 256), with the
// columns a (activations, then y − t) and y of the block, one per class;
// e, prod and count are the running sums of the cross-entropy, which it
// returns. It counts the mistakes and the points without a strict margin
// into r.
func (r *softmaxReg) blockK(acs, ycs [][]float64, cls []int, e, prod float64, count int) (float64, float64, int) {
	const block = 256
	var bestB [block]int
	var mxB [block]float64
	k := len(acs)
	for i, t := range cls {
		best, top := 0, acs[0][i]
		for c := 1; c < k; c++ {
			if v := acs[c][i]; v > top {
				best, top = c, v
			}
		}
		if best != t {
			r.mistakes++
		}
		at := acs[t][i]
		for c := 0; c < k; c++ {
			if c != t && acs[c][i] >= at {
				r.unstrict++
				break
			}
		}
		bestB[i], mxB[i] = best, top
	}
	for j := 0; j < k-1; j++ {
		// The j-th class other than the largest: j, or j + 1 from the
		// largest on.
		for i := range cls {
			c := j
			if j >= bestB[i] {
				c = j + 1
			}
			ycs[c][i] = expNonPos(acs[c][i] - mxB[i])
		}
	}
	for i, t := range cls {
		ycs[bestB[i]][i] = 1
		sum := 0.0
		for c := 0; c < k; c++ {
			sum += ycs[c][i]
		}
		inv := 1 / sum
		prod *= sum
		if count++; count == 256 {
			e += math.Log(prod)
			prod, count = 1, 0
		}
		e += mxB[i] - acs[t][i]
		for c := 0; c < k; c++ {
			y := ycs[c][i] * inv
			ycs[c][i] = y
			if c == t {
				y--
			}
			acs[c][i] = y // y − t from here on
		}
	}
	return e, prod, count
}

// penalty returns ½λ‖W‖², or ½λ Σ_k ‖w_k‖² when the biases are excluded.
func (r *softmaxReg) penalty(w []float64) float64 {
	if r.lambda0 == r.lambda {
		return 0.5 * r.lambda * linalg.Dot(w, w)
	}
	e := 0.0
	for c := 0; c < r.k; c++ {
		row := w[c*r.m : (c+1)*r.m]
		e += r.lambda*linalg.Dot(row[1:], row[1:]) + r.lambda0*row[0]*row[0]
	}
	return 0.5 * e
}

// HeldOutLoss implements HeldOut: E at the field f over the points of d,
// the penalty of its rows (penalty, as eval adds it) and the cross-entropy
// −ln y_c = ln Σ_k e^(h_k) − h_c of each point, which eval sums by blocks
// of points.
func (r *softmaxReg) HeldOutLoss(f *Field, d Dataset) (float64, bool) {
	if f.Link != LinkSoftmax || len(f.Rows) != r.k {
		return 0, false
	}
	w := make([]float64, 0, r.k*r.m)
	for _, row := range f.Rows {
		if len(row) != r.m {
			return 0, false
		}
		w = append(w, row...)
	}
	row := make(map[int]int, len(f.Labels)) // class → row of f
	for i, c := range f.Labels {
		row[c] = i
	}
	ev := NewEvaluator(f)
	loss := r.penalty(w)
	for _, p := range d.Points {
		c, ok := row[p.Class]
		if !ok {
			return 0, false // a class the model never saw
		}
		h := ev.Rows(p.X, p.Y)
		mx := math.Inf(-1)
		for _, v := range h {
			mx = math.Max(mx, v)
		}
		sum := 0.0
		for _, v := range h {
			sum += math.Exp(v - mx)
		}
		loss += mx + math.Log(sum) - h[c]
	}
	return loss, true
}
