package engine

// The fast paths of the Gaussian models in the plane (the linear basis,
// φ(x) = (x, y), at most MaxClasses classes): the sums of fitGaussians'
// general loops, in the same order, with the points read where they are
// and the sums kept per class in arrays. TestGaussPlanePath checks them
// against the polynomial basis of degree 1 (the general loops).

// classSumsPlane adds each class's points into means and counts them.
func classSumsPlane(d Dataset, means [][]float64, counts []float64) {
	var sx, sy [MaxClasses]float64
	for _, p := range d.Points {
		sx[p.Class] += p.X
		sy[p.Class] += p.Y
		counts[p.Class]++
	}
	for c := range means {
		means[c][0], means[c][1] = sx[c], sy[c]
	}
}

// scattersPlane writes the upper triangle of each class's scatter
// Σ (x − μ_k)(x − μ_k)ᵀ into the 2×2 row-major covs.
func scattersPlane(d Dataset, means, covs [][]float64) {
	var mx, my, s00, s01, s11 [MaxClasses]float64
	for c := range means {
		mx[c], my[c] = means[c][0], means[c][1]
	}
	for _, p := range d.Points {
		c := p.Class
		d0, d1 := p.X-mx[c], p.Y-my[c]
		s00[c] += d0 * d0
		s01[c] += d0 * d1
		s11[c] += d1 * d1
	}
	for c := range covs {
		covs[c][0], covs[c][1], covs[c][3] = s00[c], s01[c], s11[c]
	}
}

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
