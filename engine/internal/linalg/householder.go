package linalg

import (
	"math"

	blasgonum "gonum.org/v1/gonum/blas/gonum"
)

// Bounds on a sum of squares Σxᵢ² for which householderQR's plain sums are
// accurate: no square overflows, and the squares that underflow are far
// below the rounding of the sum.
const (
	qrSumMin = 1e-280
	qrSumMax = 1e280
)

// householderQR copies the r×c matrix src (row-major with the given
// stride, r ≥ c) into a and factorizes it there as LAPACK's Geqrf does:
// Z = QR with Q = H₀H₁⋯H_{c−1}, Hₖ = I − τₖvₖvₖᵀ, vₖ = (0, …, 0, 1, vₖ,ₖ₊₁,
// …), R in the upper triangle of a, vₖ below the diagonal in column k and
// τₖ in tau[k]. Each Hₖ is the reflector of LAPACK's Dlarfg: with α = aₖₖ
// and σ² = Σ_{i>k} aᵢₖ², β = −sign(α)·hypot(α, σ), τ = (β − α)/β and
// vₖ = x/(α − β) below the diagonal. The stride of a is c, or c+1 when b is
// not nil: b is then copied into column c and every Hₖ is applied to it
// too, so that it ends as Qᵀb.
//
// The matrix is tall and narrow, so the work is arranged in passes over the
// rows, each reading a row once: for column k, one pass scales vₖ and forms
// w = Hₖ's products vₖᵀaⱼ with every later column j, and one applies
// aⱼ ← aⱼ − τₖ(vₖᵀaⱼ)vₖ and sums σ² of column k+1 for the next reflector.
// The sums of squares are plain sums; it returns false, leaving a and tau
// partly written, when one of them lies outside [qrSumMin, qrSumMax] (a
// column of tiny or huge numbers, an exactly zero column below the
// diagonal, or a number that is not finite), where scaled norms are
// needed (householderQRScaled).
func householderQR(src []float64, stride, r, c int, b, a, tau []float64) bool {
	ld := c
	if b != nil {
		ld = c + 1
	}
	// Pass 0: the copy, and σ² of column 0.
	ss := 0.0
	for i := 0; i < r; i++ {
		row, in := a[i*ld:(i+1)*ld:(i+1)*ld], src[i*stride:i*stride+c:i*stride+c]
		for j, v := range in {
			row[j] = v
		}
		if b != nil {
			row[c] = b[i]
		}
		if i > 0 {
			ss += row[0] * row[0]
		}
	}
	var wbuf [16]float64
	w := wbuf[:0]
	if ld > len(wbuf) {
		w = make([]float64, 0, ld)
	}
	w = w[:ld]
	for k := 0; k < c; k++ {
		if k == r-1 {
			// Nothing below the diagonal: Hₖ = I (Dlarfg with n = 1).
			tau[k] = 0
			continue
		}
		if !(ss >= qrSumMin && ss <= qrSumMax) {
			return false
		}
		alpha := a[k*ld+k]
		beta := -math.Copysign(math.Hypot(alpha, math.Sqrt(ss)), alpha)
		t := (beta - alpha) / beta
		scal := 1 / (alpha - beta)
		tau[k] = t
		a[k*ld+k] = beta
		// Pass 1: vₖ below the diagonal, and w_j = vₖᵀaⱼ (vₖ's entry in
		// row k is 1). The columns right of k, 1 to 3 of them, are written
		// out.
		rk := a[k*ld : (k+1)*ld : (k+1)*ld]
		for j := k + 1; j < ld; j++ {
			w[j] = rk[j]
		}
		switch ld - k {
		case 1:
			for i := k + 1; i < r; i++ {
				a[i*ld+k] *= scal
			}
		case 2:
			w1 := w[k+1]
			for i := k + 1; i < r; i++ {
				row := a[i*ld : (i+1)*ld : (i+1)*ld]
				v := row[k] * scal
				row[k] = v
				w1 += v * row[k+1]
			}
			w[k+1] = w1
		case 3:
			w1, w2 := w[k+1], w[k+2]
			for i := k + 1; i < r; i++ {
				row := a[i*ld : (i+1)*ld : (i+1)*ld]
				v := row[k] * scal
				row[k] = v
				w1 += v * row[k+1]
				w2 += v * row[k+2]
			}
			w[k+1], w[k+2] = w1, w2
		case 4:
			w1, w2, w3 := w[k+1], w[k+2], w[k+3]
			for i := k + 1; i < r; i++ {
				row := a[i*ld : (i+1)*ld : (i+1)*ld]
				v := row[k] * scal
				row[k] = v
				w1 += v * row[k+1]
				w2 += v * row[k+2]
				w3 += v * row[k+3]
			}
			w[k+1], w[k+2], w[k+3] = w1, w2, w3
		default:
			for i := k + 1; i < r; i++ {
				row := a[i*ld : (i+1)*ld : (i+1)*ld]
				v := row[k] * scal
				row[k] = v
				for j := k + 1; j < ld; j++ {
					w[j] += v * row[j]
				}
			}
		}
		// Pass 2: aⱼ ← aⱼ − vₖ(τw_j), and σ² of column k+1 below row k+1
		// (of b when column k+1 is b, which is not used).
		for j := k + 1; j < ld; j++ {
			w[j] *= t
			rk[j] -= w[j]
		}
		ss = 0
		switch ld - k {
		case 1:
		case 2:
			w1 := w[k+1]
			for i := k + 1; i < r; i++ {
				row := a[i*ld : (i+1)*ld : (i+1)*ld]
				x := row[k+1] - row[k]*w1
				row[k+1] = x
				if i > k+1 {
					ss += x * x
				}
			}
		case 3:
			w1, w2 := w[k+1], w[k+2]
			for i := k + 1; i < r; i++ {
				row := a[i*ld : (i+1)*ld : (i+1)*ld]
				v := row[k]
				x := row[k+1] - v*w1
				row[k+1] = x
				row[k+2] -= v * w2
				if i > k+1 {
					ss += x * x
				}
			}
		case 4:
			w1, w2, w3 := w[k+1], w[k+2], w[k+3]
			for i := k + 1; i < r; i++ {
				row := a[i*ld : (i+1)*ld : (i+1)*ld]
				v := row[k]
				x := row[k+1] - v*w1
				row[k+1] = x
				row[k+2] -= v * w2
				row[k+3] -= v * w3
				if i > k+1 {
					ss += x * x
				}
			}
		default:
			for i := k + 1; i < r; i++ {
				row := a[i*ld : (i+1)*ld : (i+1)*ld]
				v := row[k]
				for j := k + 1; j < ld; j++ {
					row[j] -= v * w[j]
				}
				if i > k+1 {
					ss += row[k+1] * row[k+1]
				}
			}
		}
	}
	return true
}

// applyQT overwrites the r×m row-major b (stride m) by Qᵀb =
// H_{c−1}⋯H₁H₀b for the reflectors that factorize stored: Hₖb =
// b − τₖvₖ(vₖᵀb), as LAPACK's Ormqr applies them. One pass over the rows
// applies Hₖ and sums vₖ₊₁ᵀb for the next, so that it reads the rows c
// times in all. More than three columns go three at a time (each
// column's numbers are those of all at once: a column's sums and updates
// do not read the others), so that their sums stay in registers: with
// all six of six classes at once, the sums in memory, Qᵀt of 200,000
// points took 96 ms of loading them at 4x CPU throttling in the page
// (issue 51).
func (f *LSFactor) applyQT(b []float64, m int) {
	if m <= 3 {
		f.applyQTCols(b, m, 0, m)
		return
	}
	for o := 0; o < m; o += 3 {
		f.applyQTCols(b, m, o, min(3, m-o))
	}
}

// applyQTCols is applyQT for the m columns of b from column o, b's rows
// being s long.
func (f *LSFactor) applyQTCols(b []float64, s, o, m int) {
	r, c, ld, a := f.rows, f.cols, f.ld, f.a
	if c == 0 {
		return // no reflectors: Q = I (and b may be empty)
	}
	var wbuf, nbuf [16]float64
	w, nw := wbuf[:0], nbuf[:0]
	if m > len(wbuf) {
		w, nw = make([]float64, 0, m), make([]float64, 0, m)
	}
	w, nw = w[:m], nw[:m]
	// v₀ᵀb, with the sums in registers for one to three columns.
	copy(w, b[o:o+m])
	switch m {
	case 1:
		w0 := w[0]
		for i := 1; i < r; i++ {
			w0 += a[i*ld] * b[i*s+o]
		}
		w[0] = w0
	case 2:
		w0, w1 := w[0], w[1]
		for i := 1; i < r; i++ {
			v, bi := a[i*ld], b[i*s+o:i*s+o+2:i*s+o+2]
			w0 += v * bi[0]
			w1 += v * bi[1]
		}
		w[0], w[1] = w0, w1
	case 3:
		w0, w1, w2 := w[0], w[1], w[2]
		for i := 1; i < r; i++ {
			v, bi := a[i*ld], b[i*s+o:i*s+o+3:i*s+o+3]
			w0 += v * bi[0]
			w1 += v * bi[1]
			w2 += v * bi[2]
		}
		w[0], w[1], w[2] = w0, w1, w2
	default:
		for i := 1; i < r; i++ {
			v := a[i*ld]
			for j, x := range b[i*s+o : i*s+o+m] {
				w[j] += v * x
			}
		}
	}
	for k := 0; k < c; k++ {
		t := f.tau[k]
		for j := range w {
			w[j] *= t
		}
		bk := b[k*s+o : k*s+o+m]
		for j := range bk {
			bk[j] -= w[j]
		}
		if k+1 == r {
			break // no rows below (then k is the last reflector)
		}
		// Row k+1, where vₖ₊₁ has its 1, starts vₖ₊₁ᵀb; the rows below
		// add to it, unless Hₖ is the last reflector.
		next := k+1 < c
		bn := b[(k+1)*s+o : (k+1)*s+o+m]
		v := a[(k+1)*ld+k]
		for j := range bn {
			bn[j] -= v * w[j]
		}
		copy(nw, bn)
		switch {
		case m == 1 && next:
			w0, n0 := w[0], nw[0]
			for i := k + 2; i < r; i++ {
				x := b[i*s+o] - a[i*ld+k]*w0
				b[i*s+o] = x
				n0 += a[i*ld+k+1] * x
			}
			nw[0] = n0
		case m == 1:
			w0 := w[0]
			for i := k + 2; i < r; i++ {
				b[i*s+o] -= a[i*ld+k] * w0
			}
		case m == 2 && next:
			// The sums in registers: a sum in memory would wait for its
			// own store at every row.
			w0, w1, n0, n1 := w[0], w[1], nw[0], nw[1]
			for i := k + 2; i < r; i++ {
				v, u := a[i*ld+k], a[i*ld+k+1]
				bi := b[i*s+o : i*s+o+2 : i*s+o+2]
				x0, x1 := bi[0]-v*w0, bi[1]-v*w1
				bi[0], bi[1] = x0, x1
				n0 += u * x0
				n1 += u * x1
			}
			nw[0], nw[1] = n0, n1
		case m == 3 && next:
			w0, w1, w2, n0, n1, n2 := w[0], w[1], w[2], nw[0], nw[1], nw[2]
			for i := k + 2; i < r; i++ {
				v, u := a[i*ld+k], a[i*ld+k+1]
				bi := b[i*s+o : i*s+o+3 : i*s+o+3]
				x0, x1, x2 := bi[0]-v*w0, bi[1]-v*w1, bi[2]-v*w2
				bi[0], bi[1], bi[2] = x0, x1, x2
				n0 += u * x0
				n1 += u * x1
				n2 += u * x2
			}
			nw[0], nw[1], nw[2] = n0, n1, n2
		case next:
			for i := k + 2; i < r; i++ {
				v, u := a[i*ld+k], a[i*ld+k+1]
				bi := b[i*s+o : i*s+o+m : i*s+o+m]
				for j, wj := range w {
					x := bi[j] - v*wj
					bi[j] = x
					nw[j] += u * x
				}
			}
		default:
			for i := k + 2; i < r; i++ {
				v := a[i*ld+k]
				bi := b[i*s+o : i*s+o+m : i*s+o+m]
				for j, wj := range w {
					bi[j] -= v * wj
				}
			}
		}
		w, nw = nw, w
	}
}

// householderQRScaled factorizes the r×c row-major a (r ≥ c) in place as
// householderQR does, column by column as LAPACK's Dgeqr2 does, with the
// norms below the diagonal taken by BLAS's Dnrm2, which scales its sums,
// and a column that is already zero below the diagonal left as it is
// (τ = 0). It is the path for what householderQR refuses: columns of tiny
// or huge numbers, and exact zeros below the diagonal.
func householderQRScaled(a []float64, r, c int, tau []float64) {
	impl := blasgonum.Implementation{}
	for k := 0; k < c; k++ {
		tau[k] = 0
		if k >= r-1 {
			continue
		}
		alpha := a[k*c+k]
		xnorm := impl.Dnrm2(r-k-1, a[(k+1)*c+k:], c)
		if xnorm == 0 {
			continue
		}
		beta := -math.Copysign(math.Hypot(alpha, xnorm), alpha)
		t := (beta - alpha) / beta
		scal := 1 / (alpha - beta)
		tau[k] = t
		a[k*c+k] = beta
		for i := k + 1; i < r; i++ {
			a[i*c+k] *= scal
		}
		// aⱼ ← aⱼ − τ(vᵀaⱼ)v for the columns right of k, v = (1, a[k+1:, k]).
		for j := k + 1; j < c; j++ {
			w := a[k*c+j]
			for i := k + 1; i < r; i++ {
				w += a[i*c+k] * a[i*c+j]
			}
			w *= t
			a[k*c+j] -= w
			for i := k + 1; i < r; i++ {
				a[i*c+j] -= a[i*c+k] * w
			}
		}
	}
}
