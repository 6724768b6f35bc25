package engine

// This file holds the pooled covariance of a data set, which the whitened
// view whitens; the whitening itself, like the ellipses of a covariance,
// is plane geometry (hyperplane/engine/plane).

// PooledCovariance returns the grand mean of the points of d and the
// pooled within-class covariance Σ = Σₖ (Nₖ/N) Σₖ, with each Σₖ the
// maximum-likelihood covariance of class k (Bishop eq. 4.78-4.80: the
// shared covariance of the Gaussian generative model). ok is false when d
// has no points.
func PooledCovariance(d Dataset) (mean Vec2, cov [2][2]float64, ok bool) {
	n := float64(len(d.Points))
	if n == 0 || d.Classes < 1 {
		return Vec2{}, cov, false
	}
	sum := make([]Vec2, d.Classes)
	count := make([]float64, d.Classes)
	for _, p := range d.Points {
		sum[p.Class].X += p.X
		sum[p.Class].Y += p.Y
		count[p.Class]++
		mean.X += p.X
		mean.Y += p.Y
	}
	mean.X /= n
	mean.Y /= n
	for k := range sum {
		if count[k] > 0 {
			sum[k].X /= count[k]
			sum[k].Y /= count[k]
		}
	}
	// Σₖ (Nₖ/N) Σₖ = (1/N) Σₙ (xₙ − μ_{k(n)})(xₙ − μ_{k(n)})ᵀ.
	for _, p := range d.Points {
		dx, dy := p.X-sum[p.Class].X, p.Y-sum[p.Class].Y
		cov[0][0] += dx * dx / n
		cov[0][1] += dx * dy / n
		cov[1][1] += dy * dy / n
	}
	cov[1][0] = cov[0][1]
	return mean, cov, true
}
