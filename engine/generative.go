package engine

import (
	"fmt"
	"math"
	"strings"

	"gonum.org/v1/gonum/blas"
	blasgonum "gonum.org/v1/gonum/blas/gonum"
)

// The covariance models of the Gaussian class-conditionals.
const (
	gaussShared   = "gauss-shared"
	gaussSeparate = "gauss-separate"
	gaussNaive    = "naive-bayes"
)

func gaussSpec(kind string) Spec {
	common := "Each class k has a prior π_k and a Gaussian density N(φ | μ_k, Σ_k) of its features; the posterior " +
		"p(C_k|x) = π_k N(φ|μ_k, Σ_k) / Σ_j π_j N(φ|μ_j, Σ_j) is a softmax of a_k = ln π_k + ln N(φ|μ_k, Σ_k). " +
		"Maximum likelihood: π_k = N_k/N, μ_k the class mean, Σ_k = (1/N_k) Σ (φ − μ_k)(φ − μ_k)ᵀ (divided by N_k, not N_k − 1); " +
		"the knob Covariance divides by N_k − 1 instead (pooled: N − K), as the unbiased estimate and scikit-learn's QDA do. " +
		"MAP, as in the notes: π = (N_k + N_k0)/(N + N_0) with N_k0 pseudo-counts per class, and the precision-weighted " +
		"combination Σ_MAP⁻¹ = Σ_ML⁻¹ + Σ₀⁻¹, Σ_MAP⁻¹μ_MAP = Σ_ML⁻¹μ_ML + Σ₀⁻¹μ₀ with Σ₀ = s₀²I and μ₀ = φ(prior mean); " +
		"it is computed in the equivalent form Σ_MAP = Σ₀(Σ_ML + Σ₀)⁻¹Σ_ML, which also holds when Σ_ML is singular. " +
		"A singular covariance gets the smallest ridge λI that makes it definite, and the page says so. " +
		"AIC = ln p(D|θ) − M and BIC = ln p(D|θ) − ½ M ln N, with ln p the log-likelihood of the points and their classes " +
		"and M the number of free parameters: larger is better."
	s := Spec{Family: FamilyGenerative, Params: estimateParams(kind), new: func(d Dataset, b Basis, st Settings) (Trainer, error) {
		return newGaussian(kind, d, b, st), nil
	}}
	switch kind {
	case gaussShared:
		s.ID, s.Name = gaussShared, "Gaussian classes, shared covariance"
		s.Summary = "Gaussian class densities with one covariance Σ for all classes: the posteriors are a softmax of linear functions, so the boundaries are lines."
		s.Help = "Σ = Σ_k π_k Σ_k. The discriminants are a_k = w_kᵀx + w_k0 with w_k = Σ⁻¹μ_k and " +
			"w_k0 = −½μ_kᵀΣ⁻¹μ_k + ln π_k (notes), up to a term that all classes share. " + common
	case gaussSeparate:
		s.ID, s.Name = gaussSeparate, "Gaussian classes, separate covariances"
		s.Summary = "Gaussian class densities each with its own covariance Σ_k: the discriminants are quadratic, so the boundaries are conics."
		s.Help = "a_k(x) = −½(x − μ_k)ᵀΣ_k⁻¹(x − μ_k) − ½ ln|Σ_k| − (D/2) ln 2π + ln π_k. " + common
	case gaussNaive:
		s.ID, s.Name = gaussNaive, "Gaussian naive Bayes"
		s.Summary = "Gaussian class densities whose features are independent given the class: each Σ_k is diagonal."
		s.Help = "Σ_k = diag(σ²_k1, …, σ²_kD), each σ² the class's variance of one feature. By default a variance below " +
			"1e-9 of the largest class variance is raised to that floor (stated when it acts); scikit-learn's GaussianNB " +
			"instead adds ε = var_smoothing · max_j Var(φ_j) to every variance, the maximum over the features of the " +
			"variance of all the points (divided by N). " + common
		s.Params = []Param{covParam(kind), varfixParam(), when(logParam("varSmoothing", "var_smoothing", 1e-15, 1, 1e-9,
			"scikit-learn's var_smoothing: ε = var_smoothing · max_j Var(φ_j) is added to every variance (its default 1e-9)."),
			"varfix", "additive")}
	}
	return s
}

// Covariance estimates: maximum likelihood divides by N_k, unbiased by
// N_k − 1 (pooled, N − K).
const (
	covML       = "ml"
	covUnbiased = "unbiased"
)

func covParam(kind string) Param {
	pooled := ""
	if kind == gaussShared {
		pooled = " The shared Σ is then the pooled Σ_k S_k/(N − K), S_k the class's scatter matrix, instead of Σ_k (N_k/N) S_k/N_k = Σ_k S_k/N."
	}
	return choiceParam("cov", "Covariance", covML,
		"Maximum likelihood divides each class's scatter S_k = Σ (φ − μ_k)(φ − μ_k)ᵀ by N_k (the notes, Bishop). "+
			"Unbiased divides by N_k − 1, as numpy's cov and scikit-learn's QDA do; a class of one point then has no "+
			"estimate (0/0), which the page says, and its scatter 0 is used."+pooled,
		Choice{covML, "maximum likelihood (÷ N_k)"}, Choice{covUnbiased, "unbiased (÷ N_k − 1)"})
}

func varfixParam() Param {
	return choiceParam("varfix", "Small variances", "floor",
		"Floor: a variance below 1e-9 of the largest class variance is raised to it. Additive: scikit-learn's "+
			"GaussianNB, which adds ε = var_smoothing · max_j Var(φ_j) to every variance (Var over all points, divided by N).",
		Choice{"floor", "floor at 1e-9 of the largest"}, Choice{"additive", "add ε (scikit-learn's var_smoothing)"})
}

func estimateParams(kind string) []Param {
	return []Param{
		covParam(kind),
		choiceParam("estimate", "Estimate", "ml",
			"Maximum likelihood, or MAP with the conjugate prior of the notes (pseudo-counts for the priors, a Gaussian prior for the means and covariances).",
			Choice{"ml", "maximum likelihood"}, Choice{"map", "MAP with a prior"}),
		when(floatParam("pseudo", "Prior pseudo-counts N_k0", 0, 1000, 1, "MAP: the prior counts added to each class's count."), "estimate", "map"),
		when(floatParam("priorX", "Prior mean μ₀: x", -1e3, 1e3, 0, "MAP: the x coordinate of the prior mean of every class."), "estimate", "map"),
		when(floatParam("priorY", "Prior mean μ₀: y", -1e3, 1e3, 0, "MAP: the y coordinate of the prior mean of every class."), "estimate", "map"),
		when(logParam("priorS", "Prior spread s₀", 1e-3, 1e3, 3, "MAP: Σ₀ = s₀²I, the prior covariance; a small s₀ pulls the estimates towards the prior."), "estimate", "map"),
	}
}

// gaussian fits Gaussian class-conditional densities in closed form, in one
// step (Bishop §4.2.2).
type gaussian struct {
	kind  string
	data  Dataset
	basis Basis
	set   Settings
	step  int
	done  bool
	fit   *gaussFit
	// miss caches the mistakes of the current field on the current data
	// (−1: not counted yet).
	miss int
}

func newGaussian(kind string, d Dataset, b Basis, s Settings) *gaussian {
	return &gaussian{kind: kind, data: d, basis: b, set: s, miss: -1}
}

func (g *gaussian) SetData(d Dataset) error {
	g.data = d
	g.done = false
	g.miss = -1
	return nil
}

func (g *gaussian) Step() (Snapshot, error) {
	if g.done {
		return g.Snapshot(), nil
	}
	fit, err := fitGaussians(g.kind, g.data, g.basis, g.set)
	if err != nil {
		return g.Snapshot(), err
	}
	g.fit = fit
	g.miss = fit.mistakes
	g.step++
	g.done = true
	return g.Snapshot(), nil
}

func (g *gaussian) field() Field {
	if g.fit != nil {
		return g.fit.field.Clone()
	}
	// Before the fit: no preference.
	rows := make([][]float64, g.data.Classes)
	for k := range rows {
		rows[k] = make([]float64, g.basis.Dim()+1)
	}
	return Field{Basis: g.basis.Clone(), Rows: rows, Combine: CombineArgmax, Link: LinkSoftmax, Labels: identity(g.data.Classes)}
}

func (g *gaussian) Model() Model { return NewFieldModel(g.field(), g.data.Classes) }

func (g *gaussian) Snapshot() Snapshot {
	s := Snapshot{Step: g.step, Field: g.field(), N: len(g.data.Points), Point: -1, Status: StatusRunning,
		Criterion: "negative log-likelihood −ln p(D|θ)"}
	if g.miss < 0 {
		g.miss = Mistakes(&s.Field, g.data)
	}
	s.Mistakes = g.miss
	if g.fit == nil {
		return s
	}
	f := g.fit
	s.Loss = -f.logLik
	if g.done {
		s.Status, s.Reason = StatusConverged, "closed form: class means, covariances and priors"
	}
	s.Notes = append([]string(nil), f.notes...)
	s.Gaussians = append([]Gaussian(nil), f.gaussians...)
	s.Values = []Value{
		{Key: "loglik", Label: "ln p(D|θ)", V: f.logLik},
		{Key: "M", Label: "parameters M", V: float64(f.m)},
		{Key: "AIC", Label: "AIC = ln p(D|θ) − M", V: f.logLik - float64(f.m)},
		{Key: "BIC", Label: "BIC = ln p(D|θ) − ½M ln N", V: f.logLik - 0.5*float64(f.m)*math.Log(float64(max(len(g.data.Points), 1)))},
	}
	return s
}

// gaussFit is a fitted generative model.
type gaussFit struct {
	field     Field
	gaussians []Gaussian
	logLik    float64
	m         int // free parameters
	mistakes  int
	notes     []string
	// The densities, for the likelihood of other points (HeldOutLoss):
	// per class μ_k, P_k = Σ_k⁻¹ (row-major) and ln π_k − ½ ln|Σ_k| − (D/2) ln 2π.
	basis      Basis
	means      [][]float64
	precisions [][]float64
	norm       []float64
}

// HeldOutLoss returns the model's criterion −ln p(D|θ) = −Σₙ ln π_cₙ N(φₙ | μ_cₙ, Σ_cₙ)
// on the points of d, which it was not fitted to (the held-out likelihood).
// It reports false before the fit, or for a class the model has no density for.
func (g *gaussian) HeldOutLoss(d Dataset) (float64, bool) {
	f := g.fit
	if f == nil || f.norm == nil {
		return 0, false
	}
	dim := f.basis.Dim()
	phi, dev := make([]float64, dim), make([]float64, dim)
	ll := 0.0
	for _, p := range d.Points {
		c := p.Class
		if c < 0 || c >= len(f.means) {
			return 0, false
		}
		f.basis.Map(p.X, p.Y, phi)
		for j := range dev {
			dev[j] = phi[j] - f.means[c][j]
		}
		q, pc := 0.0, f.precisions[c]
		for a := 0; a < dim; a++ {
			q += dev[a] * dot(pc[a*dim:(a+1)*dim], dev)
		}
		ll += f.norm[c] - 0.5*q
	}
	return -ll, true
}

// fitGaussians fits the model kind to d in the feature space of b.
func fitGaussians(kind string, d Dataset, b Basis, s Settings) (*gaussFit, error) {
	k, dim, n := d.Classes, b.Dim(), len(d.Points)
	if n == 0 {
		return nil, &DataError{-1, "there are no points"}
	}
	// Features, counts and class means. In the plane (linear basis) the
	// features are the points' coordinates, read where they are, and the
	// sums are kept per class in arrays; they are the same sums, in the
	// same order, as those of the general loops.
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
		var sx, sy [MaxClasses]float64
		for _, p := range d.Points {
			sx[p.Class] += p.X
			sy[p.Class] += p.Y
			counts[p.Class]++
		}
		for c := range means {
			means[c][0], means[c][1] = sx[c], sy[c]
		}
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
			return nil, &DataError{-1, fmt.Sprintf("class %d has no points", c+1)}
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
	if s["cov"] == covUnbiased {
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
				fit.notes = append(fit.notes, "N = K: the pooled unbiased covariance S_W/(N − K) is undefined (0/0); S_W = 0 was used")
			} else {
				fit.notes = append(fit.notes, fmt.Sprintf("class %s has one point: its unbiased covariance S_k/(N_k − 1) is undefined (0/0); "+
					"S_k = 0 was used", strings.Join(one, ", ")))
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
	mapEst := kind != gaussNaive && s["estimate"] == "map"
	pseudo := 0.0
	if mapEst {
		pseudo = s.Float("pseudo")
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
		if s["varfix"] == "additive" {
			smoothVariances(covs, dim, varianceMax(d, b, phi, linear), s.Float("varSmoothing"), fit)
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
			return nil, fmt.Errorf("class %d: %v", c+1, err)
		}
		if f.ridge > 0 {
			who := fmt.Sprintf("Σ of class %d", c+1)
			if kind == gaussShared {
				who = "the shared Σ"
			}
			fit.notes = append(fit.notes, fmt.Sprintf("%s is singular: added %.3g·I", who, f.ridge))
			for j := 0; j < dim; j++ {
				covs[c][j*dim+j] += f.ridge
			}
		}
		p := f.inverse()
		if p == nil {
			return nil, fmt.Errorf("class %d: the covariance could not be inverted", c+1)
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
			v[a] = dot(p[a*dim:(a+1)*dim], mu)
		}
		row := append([]float64{math.Log(priors[c]) - 0.5*dot(mu, v) - 0.5*logDets[c] - 0.5*float64(dim)*ln2pi}, v...)
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
		return nil, fmt.Errorf("the fitted model is not finite: %v", err)
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
				h[r] = dot(row, z)
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
				q += dev[a] * dot(precisions[c][a*dim:(a+1)*dim], dev)
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
			fit.gaussians = append(fit.gaussians, Gaussian{Class: c, Mean: Vec2{means[c][0], means[c][1]},
				Cov: [2][2]float64{{cv[0], cv[1]}, {cv[2], cv[3]}}, Prior: priors[c]})
		}
	}
	return fit, nil
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

// mapEstimates replaces the maximum-likelihood means and covariances by
// the notes' MAP combination with the prior N(μ₀, Σ₀), Σ₀ = s₀²I:
//
//	Σ_MAP = Σ₀(Σ_ML + Σ₀)⁻¹Σ_ML,
//	μ_MAP = Σ₀(Σ_ML + Σ₀)⁻¹μ_ML + Σ_ML(Σ_ML + Σ₀)⁻¹μ₀,
//
// which equal Σ_MAP⁻¹ = Σ_ML⁻¹ + Σ₀⁻¹ and Σ_MAP⁻¹μ_MAP = Σ_ML⁻¹μ_ML + Σ₀⁻¹μ₀
// whenever Σ_ML is invertible, and need only the definite Σ_ML + Σ₀.
func mapEstimates(s Settings, b Basis, means, covs [][]float64, dim int, fit *gaussFit) error {
	s0 := s.Float("priorS")
	v0 := s0 * s0
	mu0 := b.Map(s.Float("priorX"), s.Float("priorY"), make([]float64, dim))
	var ch cholesky
	x, u, w, sw := make([]float64, dim*dim), make([]float64, dim), make([]float64, dim), make([]float64, dim)
	for c := range means {
		// Σ_ML + Σ₀ = Σ_ML + s₀²I.
		if !ch.factorize(covs[c], dim, v0) {
			return fmt.Errorf("class %d: Σ_ML + Σ₀ is not positive definite", c+1)
		}
		if !ch.wellConditioned() {
			return fmt.Errorf("class %d: matrix singular or near-singular with condition number %.4e", c+1, ch.cond)
		}
		// X = (Σ_ML + Σ₀)⁻¹ Σ_ML, then Σ_MAP = Σ₀ X = s₀² X; u = (Σ_ML + Σ₀)⁻¹ μ_ML,
		// w = (Σ_ML + Σ₀)⁻¹ μ₀ and sw = Σ_ML w (BLAS's Dgemv).
		sml := covs[c]
		ch.solve(sml, dim, x)
		ch.solve(means[c], 1, u)
		ch.solve(mu0, 1, w)
		blasgonum.Implementation{}.Dgemv(blas.NoTrans, dim, dim, 1, sml, dim, w, 1, 0, sw, 1)
		for a := 0; a < dim; a++ {
			means[c][a] = v0*u[a] + sw[a]
			for bb := 0; bb < dim; bb++ {
				// Symmetrize against rounding.
				covs[c][a*dim+bb] = v0 * 0.5 * (x[a*dim+bb] + x[bb*dim+a])
			}
		}
	}
	fit.notes = append(fit.notes, fmt.Sprintf("MAP estimates with Σ₀ = %g²·I and μ₀ = (%g, %g)", s0, s.Float("priorX"), s.Float("priorY")))
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
		fit.notes = append(fit.notes, fmt.Sprintf("%d variances were raised to the floor %.3g", raised, floor))
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
	fit.notes = append(fit.notes, fmt.Sprintf("ε = %.3g (var_smoothing %g × max variance %.3g) added to every variance", eps, smoothing, top))
}

// ModelScore compares fitted generative models: the log-likelihood, the
// number of free parameters and the information criteria of the notes
// (larger is better).
type ModelScore struct {
	ID     string  `json:"id"`
	Name   string  `json:"name"`
	LogLik float64 `json:"loglik"`
	M      int     `json:"m"`
	AIC    float64 `json:"aic"`
	BIC    float64 `json:"bic"`
	Notes  string  `json:"notes,omitempty"`
}

// CompareGenerative fits the three generative models by maximum likelihood
// to the classes of d that have points, and returns their scores side by
// side: shared against separate covariances against naive Bayes.
func CompareGenerative(d Dataset, b Basis) ([]ModelScore, error) {
	if err := d.Validate(); err != nil {
		return nil, err
	}
	if err := b.Validate(); err != nil {
		return nil, err
	}
	cd, _ := d.compact()
	if cd.Classes < 1 || len(cd.Points) == 0 {
		return nil, &DataError{-1, "there are no points"}
	}
	var out []ModelScore
	for _, kind := range []string{gaussShared, gaussSeparate, gaussNaive} {
		spec := gaussSpec(kind)
		s, _ := ResolveSettings(spec.Params, nil)
		fit, err := fitGaussians(kind, cd, b, s)
		if err != nil {
			return nil, err
		}
		n := float64(len(cd.Points))
		out = append(out, ModelScore{
			ID: kind, Name: spec.Name, LogLik: fit.logLik, M: fit.m,
			AIC: fit.logLik - float64(fit.m), BIC: fit.logLik - 0.5*float64(fit.m)*math.Log(n),
			Notes: strings.Join(fit.notes, "; "),
		})
	}
	return out, nil
}
