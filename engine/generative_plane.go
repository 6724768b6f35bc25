package engine

// planeScore is the last loop of fitGaussians for a field in the plane:
// it adds the mistakes of fl (whose labels are the identity) and the
// log-likelihood of the points to fit, going through the points in blocks
// with planeField, with the same sums in the same order as the general
// loop (so the same numbers).
func (fit *gaussFit) planeScore(fl *Field, d Dataset, means, precisions [][]float64, norm []float64) {
	quad := fl.Quad != nil
	newPlaneField(fl).each(d.Points, func(pts []Point, hb *planeValues, cl []int) {
		for i, p := range pts {
			c := p.Class
			if cl[i] != c {
				fit.mistakes++
			}
			if quad {
				// h_c is ln π_c + ln N(φ | μ_c, Σ_c) itself.
				fit.logLik += hb[c][i]
				continue
			}
			// −½ devᵀPdev, as dev[a]·dot(P[a], dev) summed over a.
			pc := precisions[c]
			d0, d1 := p.X-means[c][0], p.Y-means[c][1]
			t0 := 0.0
			t0 += pc[0] * d0
			t0 += pc[1] * d1
			t1 := 0.0
			t1 += pc[2] * d0
			t1 += pc[3] * d1
			q := 0.0
			q += d0 * t0
			q += d1 * t1
			fit.logLik += norm[c] - 0.5*q
		}
	})
}
