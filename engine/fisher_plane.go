package engine

// The fast paths of Fisher's discriminant in the plane (the linear basis,
// φ(x) = (x, y)): the sums of the general loops of fisher.go, in the same
// order, with the points read where they are and the sums in registers.
// TestFisherPlanePath checks them against the polynomial basis of degree
// 1, whose features come through Basis.Map and the general loops.

// sumsPlane writes the sums of each class's points into st.means and
// returns the counts.
func (st *fisherStats) sumsPlane(d Dataset) (count [2]int) {
	var sx, sy [2]float64
	for _, p := range d.Points {
		sx[p.Class] += p.X
		sy[p.Class] += p.Y
		count[p.Class]++
	}
	for k := range st.means {
		st.means[k][0], st.means[k][1] = sx[k], sy[k]
	}
	return count
}

// scatterPlane writes the upper triangle of S_W = Σₙ cₙcₙᵀ, cₙ = xₙ − m_k(n),
// into the 2×2 row-major acc.
func (st *fisherStats) scatterPlane(d Dataset, acc []float64) {
	var s00, s01, s11 float64
	mx := [2]float64{st.means[0][0], st.means[1][0]}
	my := [2]float64{st.means[0][1], st.means[1][1]}
	for _, p := range d.Points {
		c0, c1 := p.X-mx[p.Class], p.Y-my[p.Class]
		s00 += c0 * c0
		s01 += c0 * c1
		s11 += c1 * c1
	}
	acc[0], acc[1], acc[3] = s00, s01, s11
}

// projectPlane writes wᵀxₙ, summed as dot(w, (x, y)), into proj.
func projectPlane(w []float64, d Dataset, proj []float64) {
	w0, w1 := w[0], w[1]
	for i, p := range d.Points {
		s := 0.0
		s += w0 * p.X
		s += w1 * p.Y
		proj[i] = s
	}
}
