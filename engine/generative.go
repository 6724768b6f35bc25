package engine

import (
	"fmt"
	"math"
	"strings"

	"hyperplane/engine/internal/linalg"
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
	s := Spec{Family: FamilyGenerative, Params: estimateParams(kind), new: start(func(d Dataset, b Basis, st gaussSettings) (Trainer, error) {
		return newGaussian(kind, d, b, st), nil
	}), Link: LinkSoftmax, EvidenceGroup: EvidenceGenerative}
	switch kind {
	case gaussShared:
		s.ID, s.Name = gaussShared, "Gaussian classes, shared covariance"
		s.Short = "shared Σ"
		s.Summary = "Gaussian class densities with one covariance Σ for all classes: the posteriors are a softmax of linear functions, so the boundaries are lines."
		s.Help = "Σ = Σ_k π_k Σ_k. The discriminants are a_k = w_kᵀx + w_k0 with w_k = Σ⁻¹μ_k and " +
			"w_k0 = −½μ_kᵀΣ⁻¹μ_k + ln π_k (notes), up to a term that all classes share. " + common
	case gaussSeparate:
		s.ID, s.Name = gaussSeparate, "Gaussian classes, separate covariances"
		s.Short = "own Σₖ"
		s.Summary = "Gaussian class densities each with its own covariance Σ_k: the discriminants are quadratic, so the boundaries are conics."
		s.Help = "a_k(x) = −½(x − μ_k)ᵀΣ_k⁻¹(x − μ_k) − ½ ln|Σ_k| − (D/2) ln 2π + ln π_k. " + common
	case gaussNaive:
		s.ID, s.Name = gaussNaive, "Gaussian naive Bayes"
		s.Short = "naive Bayes"
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

// gaussSettings are the knobs of the Gaussian models: the estimates of the
// MAP prior for shared and separate covariances, the small variances for
// naive Bayes.
type gaussSettings struct {
	Cov          string  `param:"cov"`
	Estimate     string  `param:"estimate,optional"`
	Pseudo       float64 `param:"pseudo,optional"`
	PriorX       float64 `param:"priorX,optional"`
	PriorY       float64 `param:"priorY,optional"`
	PriorS       float64 `param:"priorS,optional"`
	Varfix       string  `param:"varfix,optional"`
	VarSmoothing float64 `param:"varSmoothing,optional"`
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
	set   gaussSettings
	step  int
	done  bool
	fit   *gaussFit
	// miss caches the mistakes of the current field on the current data
	// (−1: not counted yet).
	miss int
}

func newGaussian(kind string, d Dataset, b Basis, s gaussSettings) *gaussian {
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

// HeldOutLoss implements HeldOut: the model's criterion
// −ln p(D|θ) = −Σₙ ln π_cₙ N(φₙ | μ_cₙ, Σ_cₙ) on the points of d, which it
// was not fitted to (the held-out likelihood), from the densities of the
// fit, of which the field is made (a closed form has one). It reports false
// before the fit, or for a class the model has no density for.
func (g *gaussian) HeldOutLoss(_ *Field, d Dataset) (float64, bool) {
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
			q += dev[a] * linalg.Dot(pc[a*dim:(a+1)*dim], dev)
		}
		ll += f.norm[c] - 0.5*q
	}
	return -ll, true
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
	// Evidence is ln p(X, t) with Σₖ plugged in and the means and priors
	// integrated out (gaussFit.evidence), nil when it could not be
	// computed; Occam is Evidence − LogLik.
	Evidence *float64 `json:"evidence"`
	Occam    *float64 `json:"occam"`
	Notes    string   `json:"notes,omitempty"`
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
		var s gaussSettings
		set, err := ResolveSettings(spec.Params, nil)
		if err == nil {
			err = set.decode(&s)
		}
		if err != nil {
			return nil, err
		}
		fit, err := fitGaussians(kind, cd, b, s)
		if err != nil {
			return nil, err
		}
		n := float64(len(cd.Points))
		ms := ModelScore{
			ID: kind, Name: spec.Name, LogLik: fit.logLik, M: fit.m,
			AIC: fit.logLik - float64(fit.m), BIC: fit.logLik - 0.5*float64(fit.m)*math.Log(n),
		}
		if s.PriorS == 0 || s.Pseudo == 0 { // naive Bayes has no prior knobs: the others' defaults
			s.PriorS, s.Pseudo = 3, 1
		}
		mu0 := b.Map(s.PriorX, s.PriorY, make([]float64, b.Dim()))
		if ev, err := fit.evidence(mu0, s.PriorS*s.PriorS, s.Pseudo); err == nil {
			oc := ev - fit.logLik
			ms.Evidence, ms.Occam = &ev, &oc
			fit.notes = append(fit.notes, fmt.Sprintf("ln p(D) with Σₖ plugged in at its estimate, not integrated; "+
				"μₖ ~ N(μ₀ = φ(%g, %g), %g²I) and π ~ Dirichlet(%g, …) integrated out", s.PriorX, s.PriorY, s.PriorS, s.Pseudo))
		} else {
			fit.notes = append(fit.notes, "no evidence: "+err.Error())
		}
		ms.Notes = strings.Join(fit.notes, "; ")
		out = append(out, ms)
	}
	return out, nil
}
