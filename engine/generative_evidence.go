package engine

import (
	"math"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// labelEvidence returns the log evidence of the class labels under a
// Dirichlet(α) prior on the priors π, with counts[k] points of class k:
//
//	ln p(t) = ln ∫ Πₙ π_{tₙ} Dir(π|α) dπ
//	        = ln Γ(A) − ln Γ(A + N) + Σₖ [ln Γ(αₖ + Nₖ) − ln Γ(αₖ)],
//
// A = Σₖ αₖ, N = Σₖ Nₖ (for two classes, ln B(α₁ + N₁, α₂ + N₂) − ln B(α₁, α₂)).
// The notes' pseudo-count estimate πₖ = (Nₖ + Nₖ₀)/(N + N₀) is the posterior
// mean of π under Dirichlet(Nₖ₀).
func labelEvidence(counts, alpha []float64) float64 {
	lg := func(x float64) float64 { v, _ := math.Lgamma(x); return v }
	a, n, s := 0.0, 0.0, 0.0
	for k, c := range counts {
		a += alpha[k]
		n += c
		s += lg(alpha[k]+c) - lg(alpha[k])
	}
	return lg(a) - lg(a+n) + s
}

// meanEvidence returns, for n points φₙ of mean m in D = dim dimensions
// and a Gaussian N(φ|μ, Σ) with Σ fixed (row-major cov, ln|Σ| = logDet),
// the log of the mean's Occam factor under the prior N(μ|μ₀, v₀I):
//
//	ln ∫ Πₙ N(φₙ|μ, Σ) N(μ|μ₀, v₀I) dμ − Σₙ ln N(φₙ|m, Σ)
//	  = ½ ln|Σ/n| − ½ ln|S| − ½ (m − μ₀)ᵀ S⁻¹ (m − μ₀),  S = Σ/n + v₀I,
//
// from Σₙ (φₙ − μ)ᵀΣ⁻¹(φₙ − μ) = Σₙ (φₙ − m)ᵀΣ⁻¹(φₙ − m) + n (μ − m)ᵀΣ⁻¹(μ − m):
// the integrand is Gaussian in μ, so this is the Laplace approximation
// and exact.
func meanEvidence(n float64, m, cov []float64, logDet float64, dim int, mu0 []float64, v0 float64) (float64, error) {
	if !(n > 0) || !(v0 > 0) {
		return 0, msg.Err("engine-evidence-mean")
	}
	s := make([]float64, dim*dim)
	for i := range s {
		s[i] = cov[i] / n
	}
	var ch linalg.Cholesky
	if !ch.Factorize(s, dim, v0) {
		return 0, msg.Err("engine-evidence-not-definite")
	}
	r, x := make([]float64, dim), make([]float64, dim)
	for j := range r {
		r[j] = m[j] - mu0[j]
	}
	ch.Solve(r, 1, x)
	return 0.5*(logDet-float64(dim)*math.Log(n)) - 0.5*ch.LogDet() - 0.5*linalg.Dot(r, x), nil
}

// evidence returns the log evidence ln p(X, t) of the fitted model with
// each Σₖ held at its estimate (plugged in, not integrated), the means
// under the prior N(μ₀, v₀I) and the priors π under Dirichlet(α, …, α),
// both integrated out:
//
//	ln p(X, t) = ln p(t) + Σₖ ln ∫ Π_{n∈k} N(φₙ|μₖ, Σₖ) N(μₖ|μ₀, v₀I) dμₖ.
//
// fit.logLik = Σₖ [Nₖ ln π̂ₖ + Σ_{n∈k} ln N(φₙ|μ̂ₖ, Σₖ)] holds the fitted
// means' part, so the means must be the class means (maximum likelihood).
func (fit *gaussFit) evidence(mu0 []float64, v0, alpha float64) (float64, error) {
	k := len(fit.counts)
	al := make([]float64, k)
	ev := fit.logLik
	dim := fit.basis.Dim()
	for c := 0; c < k; c++ {
		al[c] = alpha
		ev -= fit.counts[c] * math.Log(fit.priors[c])
		me, err := meanEvidence(fit.counts[c], fit.means[c], fit.covs[c], fit.logDets[c], dim, mu0, v0)
		if err != nil {
			return 0, msg.Wrap(err, "engine-class-problem", "class", c+1, "why", msg.Of(err))
		}
		ev += me
	}
	return ev + labelEvidence(fit.counts, al), nil
}
