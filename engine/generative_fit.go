package engine

import (
	"fmt"
	"math"
	"strings"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// gaussFit is a fitted generative model.
type gaussFit struct {
	field     Field
	gaussians []Gaussian
	logLik    float64
	m         int // free parameters
	mistakes  int
	notes     []msg.Text
	// The densities, for the likelihood of other points (HeldOutLoss):
	// per class μ_k, P_k = Σ_k⁻¹ (row-major) and ln π_k − ½ ln|Σ_k| − (D/2) ln 2π.
	basis      Basis
	means      [][]float64
	precisions [][]float64
	norm       []float64
	// For the evidence (generative_evidence.go): per class N_k, π_k, the
	// covariance Σ_k used (after any ridge) and ln|Σ_k|.
	counts, priors, logDets []float64
	covs                    [][]float64
}

// fitGaussians fits the model kind to d in the feature space of b.
func fitGaussians(kind string, d Dataset, b Basis, s gaussSettings) (*gaussFit, error) {
	k, dim, n := d.Classes, b.Dim(), len(d.Points)
	if n == 0 {
		return nil, &DataError{-1, msg.T("engine-no-points")}
	}
	// Features, counts and class means. In the plane (linear basis) the
	// sums are those of generative_plane.go.
	linear := b.IsLinear() && k <= MaxClasses
	var phi []float64
	if !linear {
		phi = make([]float64, n*dim)
	}
	counts := make([]float64, k)
	means := make([][]float64, k)
	for c := range means {
		means[c] = make([]float64, dim)
	}
	if linear {
		classSumsPlane(d, means, counts)
	} else {
		for i, p := range d.Points {
			m := means[p.Class]
			for j, v := range b.Map(p.X, p.Y, phi[i*dim:(i+1)*dim]) {
				m[j] += v
			}
			counts[p.Class]++
		}
	}
	for c := range means {
		if counts[c] == 0 {
			return nil, &DataError{-1, msg.T("engine-class-no-points", "class", c+1)}
		}
		for j := range means[c] {
			means[c][j] /= counts[c]
		}
	}
	// Maximum-likelihood covariances, divided by N_k.
	covs := make([][]float64, k) // row-major dim×dim
	for c := range covs {
		covs[c] = make([]float64, dim*dim)
	}
	dev := make([]float64, dim)
	if linear {
		scattersPlane(d, means, covs)
	} else {
		for i, p := range d.Points {
			cv, m := covs[p.Class], means[p.Class]
			for j := range dev {
				dev[j] = phi[i*dim+j] - m[j]
			}
			for a := 0; a < dim; a++ {
				for bb := a; bb < dim; bb++ {
					cv[a*dim+bb] += dev[a] * dev[bb]
				}
			}
		}
	}
	// The divisor of each class's scatter: N_k, or N_k − 1 when unbiased;
	// a shared unbiased Σ is the pooled Σ_k S_k/(N − K), which the priors'
	// weights π_k = N_k/N turn into, from (N/(N − K))·S_k/N_k.
	div := append([]float64(nil), counts...)
	fit := &gaussFit{}
	if s.Cov == covUnbiased {
		var one []string
		for c := range div {
			switch {
			case kind == gaussShared:
				if n > k {
					div[c] = counts[c] * float64(n-k) / float64(n)
				} else {
					one = append(one, "all")
				}
			case counts[c] > 1:
				div[c] = counts[c] - 1
			default:
				one = append(one, fmt.Sprint(c+1))
			}
		}
		if len(one) > 0 {
			if kind == gaussShared {
				fit.notes = append(fit.notes, msg.T("engine-pooled-undefined"))
			} else {
				fit.notes = append(fit.notes, msg.T("engine-one-point-class", "classes", strings.Join(one, ", ")))
			}
		}
	}
	for c := range covs {
		for a := 0; a < dim; a++ {
			for bb := a; bb < dim; bb++ {
				v := covs[c][a*dim+bb] / div[c]
				covs[c][a*dim+bb], covs[c][bb*dim+a] = v, v
			}
		}
	}
	// Priors.
	priors := make([]float64, k)
	mapEst := kind != gaussNaive && s.Estimate == "map"
	pseudo := 0.0
	if mapEst {
		pseudo = s.Pseudo
	}
	for c := range priors {
		priors[c] = (counts[c] + pseudo) / (float64(n) + float64(k)*pseudo)
	}
	if mapEst {
		if err := mapEstimates(s, b, means, covs, dim, fit); err != nil {
			return nil, err
		}
	}
	if kind == gaussNaive {
		if s.Varfix == "additive" {
			smoothVariances(covs, dim, varianceMax(d, b, phi, linear), s.VarSmoothing, fit)
		} else {
			floorVariances(covs, dim, fit)
		}
	}
	if kind == gaussShared {
		shared := make([]float64, dim*dim)
		for c := range covs {
			for j := range shared {
				shared[j] += priors[c] * covs[c][j]
			}
		}
		for c := range covs {
			covs[c] = shared
		}
	}
	// Factorize each distinct covariance, with a ridge when singular.
	precisions := make([][]float64, k)
	logDets := make([]float64, k)
	for c := 0; c < k; c++ {
		if c > 0 && kind == gaussShared {
			precisions[c], logDets[c] = precisions[0], logDets[0]
			continue
		}
		f, err := regularizedCholesky(covs[c], dim)
		if err != nil {
			return nil, msg.Wrap(err, "engine-class-problem", "class", c+1, "why", msg.Of(err))
		}
		if f.ridge > 0 {
			who := msg.T("engine-sigma-of-class", "class", c+1)
			if kind == gaussShared {
				who = msg.T("engine-sigma-shared")
			}
			fit.notes = append(fit.notes, msg.T("engine-sigma-singular", "sigma", who, "ridge", NumText(f.ridge, 3)))
			for j := 0; j < dim; j++ {
				covs[c][j*dim+j] += f.ridge
			}
		}
		p := f.inverse()
		if p == nil {
			return nil, msg.Err("engine-covariance-not-inverted", "class", c+1)
		}
		precisions[c], logDets[c] = p, f.logDet()
	}
	// The discriminants a_k = ln π_k + ln N(φ | μ_k, Σ_k): constant and
	// linear parts in the rows, the quadratic part −½φᵀPφ in Quad (left out
	// for a shared Σ, where it is the same for all classes).
	const ln2pi = 1.8378770664093453
	fl := Field{Basis: b.Clone(), Combine: CombineArgmax, Link: LinkSoftmax, Labels: identity(k)}
	for c := 0; c < k; c++ {
		p, mu := precisions[c], means[c]
		v := make([]float64, dim) // P μ
		for a := 0; a < dim; a++ {
			v[a] = linalg.Dot(p[a*dim:(a+1)*dim], mu)
		}
		row := append([]float64{math.Log(priors[c]) - 0.5*linalg.Dot(mu, v) - 0.5*logDets[c] - 0.5*float64(dim)*ln2pi}, v...)
		fl.Rows = append(fl.Rows, row)
		if kind != gaussShared {
			q := make([]float64, (dim+1)*(dim+1))
			for a := 0; a < dim; a++ {
				for bb := 0; bb < dim; bb++ {
					q[(a+1)*(dim+1)+bb+1] = -0.5 * p[a*dim+bb]
				}
			}
			fl.Quad = append(fl.Quad, q)
		}
	}
	if err := fl.Validate(); err != nil {
		return nil, msg.Wrap(err, "engine-fit-not-finite", "why", msg.Of(err))
	}
	fit.field = fl
	// Log-likelihood of the points and their classes, and the mistakes of
	// the field, counted with the arithmetic of Evaluator (the same
	// z = (1, φ), dot and quadForm), so that they agree with it exactly.
	norm := make([]float64, k) // ln π_k − ½ ln|Σ_k| − (D/2) ln 2π
	for c := range norm {
		norm[c] = math.Log(priors[c]) - 0.5*logDets[c] - 0.5*float64(dim)*ln2pi
	}
	fit.basis, fit.means, fit.precisions, fit.norm = b.Clone(), means, precisions, norm
	fit.counts, fit.priors, fit.logDets, fit.covs = counts, priors, logDets, covs
	if linear { // fl has rows of 3 and forms of 3×3: inPlane holds
		fit.planeScore(&fl, d, means, precisions, norm)
	} else {
		z := make([]float64, dim+1)
		z[0] = 1
		h := make([]float64, k)
		for i, p := range d.Points {
			f, c := phi[i*dim:(i+1)*dim], p.Class
			copy(z[1:], f)
			for r, row := range fl.Rows {
				h[r] = linalg.Dot(row, z)
			}
			for r, q := range fl.Quad {
				h[r] += quadForm(q, z)
			}
			if fl.decide(h) != c {
				fit.mistakes++
			}
			if len(fl.Quad) > 0 {
				// h_c is ln π_c + ln N(φ | μ_c, Σ_c) itself.
				fit.logLik += h[c]
				continue
			}
			for j := range dev {
				dev[j] = f[j] - means[c][j]
			}
			q := 0.0
			for a := 0; a < dim; a++ {
				q += dev[a] * linalg.Dot(precisions[c][a*dim:(a+1)*dim], dev)
			}
			fit.logLik += norm[c] - 0.5*q
		}
	}
	// Free parameters: K − 1 priors, K·D means, and the covariances.
	fit.m = k - 1 + k*dim
	switch kind {
	case gaussShared:
		fit.m += dim * (dim + 1) / 2
	case gaussSeparate:
		fit.m += k * dim * (dim + 1) / 2
	case gaussNaive:
		fit.m += k * dim
	}
	if b.IsLinear() {
		for c := 0; c < k; c++ {
			cv := covs[c]
			fit.gaussians = append(fit.gaussians, Gaussian{Class: c, Mean: Vec2{X: means[c][0], Y: means[c][1]},
				Cov: [2][2]float64{{cv[0], cv[1]}, {cv[2], cv[3]}}, Prior: priors[c]})
		}
	}
	return fit, nil
}
