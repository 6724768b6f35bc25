package engine

import (
	"math"
	"math/bits"
)

// maxPlaneRows is the most rows of a field in the plane: one-versus-one
// over MaxClasses classes.
const maxPlaneRows = MaxClasses * (MaxClasses - 1) / 2

// inPlane reports whether planeMistakes can count f's mistakes: rows of
// three coefficients over z = (1, x, y), with or without 3×3 forms.
func inPlane(f *Field) bool {
	if !f.Basis.IsLinear() || len(f.Rows) > maxPlaneRows || f.decidesByRisk() || f.Expansion != nil || f.Network != nil {
		return false
	}
	if f.Quad != nil && len(f.Quad) != len(f.Rows) {
		return false
	}
	for r, row := range f.Rows {
		if len(row) != 3 || (f.Quad != nil && len(f.Quad[r]) != 9) {
			return false
		}
	}
	return true
}

// planeMistakes is Mistakes for a field in the plane (see inPlane): a
// multi-class trainer counts the mistakes of its combined field at every
// step, and there the general evaluator's feature map and slices cost a
// large share of the step (BENCHMARKS.md). It goes through the points in
// blocks, with planeField.
func planeMistakes(f *Field, d Dataset) int {
	if len(f.Rows) == 3 && f.Quad == nil && (f.Combine == CombineOvR || f.Combine == CombineArgmax) {
		return planeMistakes3(f, d)
	}
	pf := newPlaneField(f)
	n := 0
	pf.each(d.Points, func(pts []Point, _ *planeValues, cl []int) {
		m := 0
		for i, c := range cl {
			wrong := 0
			if pf.labels[c+1] != pts[i].Class {
				wrong = 1
			}
			m += wrong
		}
		n += m
	})
	return n
}

// planeMistakes3 is planeMistakes for the commonest field of a multi-class
// trainer, three rows without forms combined by one-versus-rest or argmax,
// with the three row values of a point in registers: the same sums, in the
// order of dot, and the same decisions as Field.decide (for
// one-versus-rest, through a table of which rows are positive).
func planeMistakes3(f *Field, d Dataset) int {
	r0, r1, r2 := f.Rows[0], f.Rows[1], f.Rows[2]
	a0, a1, a2 := r0[0], r0[1], r0[2]
	b0, b1, b2 := r1[0], r1[1], r1[2]
	c0, c1, c2 := r2[0], r2[1], r2[2]
	// labels[c+1] is the scene class of field class c, and -1 that of -1.
	var labels [4]int
	labels[0] = -1
	copy(labels[1:], f.Labels)
	// The one-versus-rest class by the positive rows (bit r for row r):
	// the row that is positive alone, or -1.
	ovrClass := [8]int{-1, 0, 1, -1, 2, -1, -1, -1}
	ovr := f.Combine == CombineOvR
	n := 0
	for _, p := range d.Points {
		x, y := p.X, p.Y
		h0 := dotPlane(a0, a1, a2, x, y)
		h1 := dotPlane(b0, b1, b2, x, y)
		h2 := dotPlane(c0, c1, c2, x, y)
		// The decisions are computed without a branch on the data: on
		// points scattered about the lines the branches mispredicted half
		// the time (BENCHMARKS.md).
		var c int
		if ovr {
			c = ovrClass[bit(h0 > 0)|bit(h1 > 0)<<1|bit(h2 > 0)<<2]
		} else {
			// The first largest row: 1 if h1 > h0, then 2 if h2 beats the
			// larger of the two (h0 and h1 are finite, so max is theirs).
			c = bit(h1 > h0)
			t := bit(h2 > max(h0, h1))
			c += t * (2 - c)
		}
		n += bit(labels[c+1] != p.Class)
	}
	return n
}

// bit is 1 for true and 0 for false. The compiler makes it a flag set, not
// a branch.
func bit(b bool) int {
	var i int
	if b {
		i = 1
	}
	return i
}

// planeBlock is the number of points that planeField evaluates at once.
const planeBlock = 128

// planeValues holds the row values of a block of points: [r][i] is row r
// at point i of the block.
type planeValues [maxPlaneRows][planeBlock]float64

// planeField evaluates and decides a field in the plane (see inPlane): rows
// w₀ + w₁x + w₂y, plus zᵀQz for z = (1, x, y) when the field has quadratic
// forms, with the coefficients in arrays. It works on blocks of points:
// each row's values over the block (coefficients in registers), then the
// decisions over the block, written with selects rather than branches where
// they can be, since which way a point goes is data and mispredicted
// branches cost more than the sums. It sums in the order of dot and
// quadForm, and decides as Field.decide does (sign, argmax and
// one-versus-rest written out here, one-versus-one through decide), so it
// decides every point as Evaluator.Decide does.
type planeField struct {
	f          *Field
	m          int // rows
	w0, w1, w2 [maxPlaneRows]float64
	quad       bool
	q          [maxPlaneRows][9]float64
	// labels[c+1] is the scene class of field class c, and labels[0] = -1
	// that of an undecided point.
	labels [maxPlaneRows + 1]int
	// The row values and field classes of the block in hand.
	hb  planeValues
	cls [planeBlock]int
}

// each evaluates and decides the points in blocks of planeBlock, and hands
// visit each block's points, row values and field classes.
func (pf *planeField) each(points []Point, visit func(pts []Point, hb *planeValues, cl []int)) {
	for start := 0; start < len(points); start += planeBlock {
		pts := points[start:min(start+planeBlock, len(points))]
		pf.rows(pts, &pf.hb)
		cl := pf.cls[:len(pts)]
		pf.decide(&pf.hb, cl)
		visit(pts, &pf.hb, cl)
	}
}

// newPlaneField copies the coefficients of f, for which inPlane holds.
func newPlaneField(f *Field) *planeField {
	pf := &planeField{f: f, m: len(f.Rows), quad: f.Quad != nil}
	for r, row := range f.Rows {
		pf.w0[r], pf.w1[r], pf.w2[r] = row[0], row[1], row[2]
	}
	if pf.quad {
		for r := range f.Quad {
			copy(pf.q[r][:], f.Quad[r])
		}
	}
	pf.labels[0] = -1
	copy(pf.labels[1:], f.Labels)
	return pf
}

// rows writes the row values at the points pts (at most planeBlock) into
// hb, as Evaluator.Rows computes them.
func (pf *planeField) rows(pts []Point, hb *planeValues) {
	k := len(pts)
	for r := 0; r < pf.m; r++ {
		hr := hb[r][:k]
		a0, a1, a2 := pf.w0[r], pf.w1[r], pf.w2[r]
		for i := range hr {
			hr[i] = dotPlane(a0, a1, a2, pts[i].X, pts[i].Y)
		}
		if pf.quad {
			// quadForm(q, (1, x, y)) = Σᵢ zᵢ·(Σⱼ qᵢⱼzⱼ), each sum from 0
			// in quadForm's order, with the form in registers.
			q := &pf.q[r]
			q0, q1, q2, q3, q4, q5, q6, q7, q8 := q[0], q[1], q[2], q[3], q[4], q[5], q[6], q[7], q[8]
			for i := range hr {
				x, y := pts[i].X, pts[i].Y
				d0 := dotPlane(q0, q1, q2, x, y)
				d1 := dotPlane(q3, q4, q5, x, y)
				d2 := dotPlane(q6, q7, q8, x, y)
				hr[i] += dotPlane(d0, d1, d2, x, y)
			}
		}
	}
}

// decide writes the field class of each point of the block into cl (its
// length is the block's), or -1 where the field leaves it undecided.
func (pf *planeField) decide(hb *planeValues, cl []int) {
	k, m := len(cl), pf.m
	switch pf.f.Combine {
	case CombineSign:
		for i, v := range hb[0][:k] {
			c := 1
			if v >= 0 {
				c = 0
			}
			cl[i] = c
		}
		if band := pf.f.Band; band > 0 {
			// Fausett's band: undecided where |h| ≤ θ.
			for i, v := range hb[0][:k] {
				c := cl[i]
				if math.Abs(v) <= band {
					c = -1
				}
				cl[i] = c
			}
		}
	case CombineArgmax:
		// The first largest row: a later row wins only when it is larger.
		// The running maximum is replaced through a mask on its bits, so
		// that no branch depends on the data.
		var top [planeBlock]float64
		copy(top[:k], hb[0][:k])
		for i := range cl {
			cl[i] = 0
		}
		for r := 1; r < m; r++ {
			for i, v := range hb[r][:k] {
				var gt int
				if v > top[i] {
					gt = 1
				}
				mask := -gt // all ones where row r is larger
				t := math.Float64bits(top[i])
				t ^= (t ^ math.Float64bits(v)) & uint64(mask)
				top[i] = math.Float64frombits(t)
				cl[i] ^= (cl[i] ^ r) & mask
			}
		}
	case CombineOvR:
		// The positive rows as bits; a class wins when exactly one is.
		var pos [planeBlock]uint
		for r := 0; r < m; r++ {
			for i, v := range hb[r][:k] {
				var b uint
				if v > 0 {
					b = 1
				}
				pos[i] |= b << r
			}
		}
		for i, p := range pos[:k] {
			c := bits.TrailingZeros(p)
			if bits.OnesCount(p) != 1 {
				c = -1
			}
			cl[i] = c
		}
	default:
		var h [maxPlaneRows]float64
		for i := range cl {
			for r := 0; r < m; r++ {
				h[r] = hb[r][i]
			}
			cl[i] = pf.f.decide(h[:m])
		}
	}
}
