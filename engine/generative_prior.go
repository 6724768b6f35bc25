package engine

import (
	"fmt"
	"gonum.org/v1/gonum/blas"
	blasgonum "gonum.org/v1/gonum/blas/gonum"
	"math"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// mapEstimates replaces the maximum-likelihood means and covariances by
// the notes' MAP combination with the prior N(μ₀, Σ₀), Σ₀ = s₀²I:
//
//	Σ_MAP = Σ₀(Σ_ML + Σ₀)⁻¹Σ_ML,
//	μ_MAP = Σ₀(Σ_ML + Σ₀)⁻¹μ_ML + Σ_ML(Σ_ML + Σ₀)⁻¹μ₀,
//
// which equal Σ_MAP⁻¹ = Σ_ML⁻¹ + Σ₀⁻¹ and Σ_MAP⁻¹μ_MAP = Σ_ML⁻¹μ_ML + Σ₀⁻¹μ₀
// whenever Σ_ML is invertible, and need only the definite Σ_ML + Σ₀.
func mapEstimates(s gaussSettings, b Basis, means, covs [][]float64, dim int, fit *gaussFit) error {
	s0 := s.PriorS
	v0 := s0 * s0
	mu0 := b.Map(s.PriorX, s.PriorY, make([]float64, dim))
	var ch linalg.Cholesky
	x, u, w, sw := make([]float64, dim*dim), make([]float64, dim), make([]float64, dim), make([]float64, dim)
	for c := range means {
		// Σ_ML + Σ₀ = Σ_ML + s₀²I.
		if !ch.Factorize(covs[c], dim, v0) {
			return msg.Err("engine-map-not-definite", "class", c+1)
		}
		if !ch.WellConditioned() {
			return msg.Err("engine-map-singular", "class", c+1, "cond", fmt.Sprintf("%.4e", ch.Cond))
		}
		// X = (Σ_ML + Σ₀)⁻¹ Σ_ML, then Σ_MAP = Σ₀ X = s₀² X; u = (Σ_ML + Σ₀)⁻¹ μ_ML,
		// w = (Σ_ML + Σ₀)⁻¹ μ₀ and sw = Σ_ML w (BLAS's Dgemv).
		sml := covs[c]
		ch.Solve(sml, dim, x)
		ch.Solve(means[c], 1, u)
		ch.Solve(mu0, 1, w)
		blasgonum.Implementation{}.Dgemv(blas.NoTrans, dim, dim, 1, sml, dim, w, 1, 0, sw, 1)
		for a := 0; a < dim; a++ {
			means[c][a] = v0*u[a] + sw[a]
			for bb := 0; bb < dim; bb++ {
				// Symmetrize against rounding.
				covs[c][a*dim+bb] = v0 * 0.5 * (x[a*dim+bb] + x[bb*dim+a])
			}
		}
	}
	fit.notes = append(fit.notes, msg.T("engine-map-estimates", "s", NumText(s0, -1), "x", NumText(s.PriorX, -1), "y", NumText(s.PriorY, -1)))
	return nil
}

// floorVariances keeps only the diagonal of each covariance (naive Bayes)
// and raises variances below 1e-9 of the largest to that floor.
func floorVariances(covs [][]float64, dim int, fit *gaussFit) {
	top := 0.0
	for _, cv := range covs {
		for j := 0; j < dim; j++ {
			top = math.Max(top, cv[j*dim+j])
		}
	}
	floor := math.Max(1e-9*top, 1e-12)
	raised := 0
	for _, cv := range covs {
		for a := 0; a < dim; a++ {
			for bb := 0; bb < dim; bb++ {
				if a != bb {
					cv[a*dim+bb] = 0
				}
			}
			if cv[a*dim+a] < floor {
				cv[a*dim+a] = floor
				raised++
			}
		}
	}
	if raised > 0 {
		fit.notes = append(fit.notes, msg.T("engine-variances-raised", "n", raised, "floor", NumText(floor, 3)))
	}
}

// varianceMax returns max_j Var(φ_j), the largest variance of one feature
// over all the points of d, divided by N (numpy's var, which scikit-learn's
// GaussianNB uses for its ε). phi holds the features unless linear.
func varianceMax(d Dataset, b Basis, phi []float64, linear bool) float64 {
	dim, n := b.Dim(), float64(len(d.Points))
	feat := func(i, j int) float64 {
		if linear {
			if j == 0 {
				return d.Points[i].X
			}
			return d.Points[i].Y
		}
		return phi[i*dim+j]
	}
	top := 0.0
	for j := 0; j < dim; j++ {
		m := 0.0
		for i := range d.Points {
			m += feat(i, j)
		}
		m /= n
		v := 0.0
		for i := range d.Points {
			e := feat(i, j) - m
			v += e * e
		}
		top = math.Max(top, v/n)
	}
	return top
}

// smoothVariances keeps only the diagonal of each covariance (naive Bayes)
// and adds ε = smoothing·top to every variance, as scikit-learn's
// GaussianNB does with var_smoothing.
func smoothVariances(covs [][]float64, dim int, top, smoothing float64, fit *gaussFit) {
	eps := smoothing * top
	for _, cv := range covs {
		for a := 0; a < dim; a++ {
			for bb := 0; bb < dim; bb++ {
				if a != bb {
					cv[a*dim+bb] = 0
				}
			}
			cv[a*dim+a] += eps
		}
	}
	fit.notes = append(fit.notes, msg.T("engine-var-smoothing", "eps", NumText(eps, 3), "smoothing", NumText(smoothing, -1), "top", NumText(top, 3)))
}
