package engine

import (
	"fmt"
	"math"
)

// generativeSpecs returns the probabilistic generative models.
func generativeSpecs() []Spec {
	return []Spec{
		gaussSpec(gaussShared),
		gaussSpec(gaussSeparate),
		gaussSpec(gaussNaive),
	}
}

// generativeParams returns the knobs that every Gaussian model shares: the
// estimate and the prior of the MAP estimate.
func generativeParams() []Param {
	return []Param{
		choiceParam("estimate", "Estimate", "ml",
			"Maximum likelihood: π_k = N_k/N, μ_k the class mean, Σ_k the class covariance divided by N_k. "+
				"MAP: the notes' update with a prior of N_k0 pseudo-points per class and a Gaussian prior N(μ₀, s₀²I) on each "+
				"class, Σ_MAP⁻¹ = Σ_ML⁻¹ + Σ₀⁻¹ and Σ_MAP⁻¹μ_MAP = Σ_ML⁻¹μ_ML + Σ₀⁻¹μ₀.",
			Choice{"ml", "maximum likelihood (ML)"}, Choice{"map", "MAP (prior below)"}),
		floatParam("n0", "Prior pseudo-count N_k0", 0, 1000, 1,
			"MAP only: pseudo-points added to every class, so π_MAP = (N_k + N_k0)/(N + N_0) with N_0 = K·N_k0; "+
				"the prior class proportions are equal. Large values pull the priors towards 1/K."),
		floatParam("mu0x", "Prior mean x₀", -MaxCoord, MaxCoord, 0,
			"MAP only: the prior mean of every class is μ₀ = φ(x₀, y₀), the image of the point (x₀, y₀) in feature space."),
		floatParam("mu0y", "Prior mean y₀", -MaxCoord, MaxCoord, 0,
			"MAP only: the prior mean of every class is μ₀ = φ(x₀, y₀), the image of the point (x₀, y₀) in feature space."),
		logParam("s0", "Prior spread s₀", 1e-3, 1e3, 2,
			"MAP only: the prior covariance is Σ₀ = s₀² I in feature space. Small s₀ pulls the means to μ₀ and shrinks "+
				"the covariances towards s₀²I; large s₀ gives back maximum likelihood."),
	}
}

// generativeHelp is the part of the help that every Gaussian model shares.
const generativeHelp = "The model is fitted in the feature space of the basis (φ replaces x). " +
	"Covariances are maximum-likelihood estimates that divide by N_k; priors are π_k = N_k/N. " +
	"The MAP estimate is the notes' simplified update, applied to each class: Σ_MAP⁻¹ = Σ_ML⁻¹ + Σ₀⁻¹ and " +
	"Σ_MAP⁻¹μ_MAP = Σ_ML⁻¹μ_ML + Σ₀⁻¹μ₀ with Σ₀ = s₀²I (it does not weight Σ_ML by N_k as a full conjugate " +
	"prior would, and a class of one point, whose Σ_ML is 0, keeps its mean), computed as " +
	"Σ_MAP = s₀²Σ_ML(Σ_ML + s₀²I)⁻¹ and μ_MAP = (Σ_ML + s₀²I)⁻¹(s₀²μ_ML + Σ_MLμ₀) without inverting Σ_ML. " +
	"Posteriors are p(C_k|x) = exp(a_k)/Σ_j exp(a_j). " +
	"The log-likelihood is that of the joint, ln p(D|θ) = Σ_n ln π_k N(φ_n|μ_k, Σ_k) for the class k of each point, " +
	"and the page shows AIC = ln p(D|θ) − M and BIC = ln p(D|θ) − ½M ln N as in the notes (at the MAP estimate when " +
	"MAP is chosen). Class densities (means and covariance ellipses) are shown in the plane only for the linear basis."

func gaussSpec(model gaussModel) Spec {
	s := Spec{
		Family: FamilyGenerative,
		Params: generativeParams(),
		new: func(d Dataset, b Basis, s Settings) (Trainer, error) {
			return newGenerative(model, d, b, s)
		},
	}
	switch model {
	case gaussShared:
		s.ID = "gauss-shared"
		s.Name = "Gaussian classes, shared covariance"
		s.Summary = "Fit a Gaussian to each class with one covariance Σ for all; the posteriors are a softmax of " +
			"linear functions a_k = w_kᵀx + w_k0, so the boundaries are lines."
		s.Help = "a_k(x) = w_kᵀφ + w_k0 with w_k = Σ⁻¹μ_k and w_k0 = −½μ_kᵀΣ⁻¹μ_k + ln π_k (notes 003), solved by " +
			"Cholesky; the terms common to all classes (−½φᵀΣ⁻¹φ, −½ln|Σ|, −(D/2)ln 2π) are dropped. " +
			"Σ = Σ_k π_k Σ_k pools the class covariances. With two classes w₁ − w₂ = Σ⁻¹(μ₁ − μ₂), Fisher's direction. " +
			"When Σ is singular the smallest ridge λI that makes it factorizable is added and the page says so. " +
			"M = (K−1) + K·D + D(D+1)/2 free parameters. " + generativeHelp
	case gaussSeparate:
		s.ID = "gauss-separate"
		s.Name = "Gaussian classes, separate covariances"
		s.Summary = "Fit a Gaussian with its own covariance Σ_k to each class; the boundaries are conics (quadratic in x)."
		s.Help = "a_k(x) = ln π_k + ln N(φ|μ_k, Σ_k) = −½(φ−μ_k)ᵀΣ_k⁻¹(φ−μ_k) − ½ln|Σ_k| − (D/2)ln 2π + ln π_k, " +
			"constant −(D/2)ln 2π included, so a_k is the log of the joint density p(x, C_k). " +
			"A class of one point, or of collinear or repeated points, has a singular Σ_k: the smallest ridge λI that makes it " +
			"factorizable is added and the page says so. " +
			"M = (K−1) + K·D + K·D(D+1)/2 free parameters. " + generativeHelp
	case gaussNaive:
		s.ID = "naive-bayes"
		s.Name = "Gaussian naive Bayes"
		s.Summary = "Assume the features independent given the class: a Gaussian per class with a diagonal covariance; " +
			"the boundaries are quadratic, with axis-aligned class densities."
		s.Help = "p(φ|C_k) = Π_j N(φ_j | μ_kj, σ²_kj), so a_k(x) = ln π_k + Σ_j ln N(φ_j|μ_kj, σ²_kj), constants included. " +
			"Variances are maximum-likelihood (divided by N_k) with a floor ε = 10⁻⁹ × the largest variance of a feature " +
			"over all the data, so that a class of one point, or with a constant feature, stays finite; the page says " +
			"when the floor was used. M = (K−1) + K·D + K·D free parameters. " + generativeHelp
	}
	return s
}

// generative fits Gaussian class-conditional densities in closed form, in
// one Step (Bishop §4.2.1-4.2.2; notes 003).
type generative struct {
	model  gaussModel
	basis  Basis
	prior  genPrior
	data   Dataset
	g      genData
	fit    *gaussFit // the last fit, possibly of earlier data
	step   int
	solved bool // fit belongs to the current data
	last   Snapshot
}

func newGenerative(model gaussModel, d Dataset, b Basis, s Settings) (Trainer, error) {
	t := &generative{
		model: model,
		basis: b,
		prior: genPrior{
			on:  s.Choice("estimate") == "map",
			n0:  s.Float("n0"),
			mu0: Vec2{s.Float("mu0x"), s.Float("mu0y")},
			s0:  s.Float("s0"),
		},
	}
	t.SetData(d)
	return t, nil
}

func (t *generative) SetData(d Dataset) error {
	t.data = d
	t.g = newGenData(d, t.basis)
	t.solved = false
	if t.fit != nil && t.fit.k != d.Classes {
		t.fit = nil
	}
	t.last = t.snapshot()
	return nil
}

func (t *generative) Step() (Snapshot, error) {
	if t.solved {
		return t.last.Clone(), nil
	}
	fit, err := fitGaussians(t.g, t.basis, t.model, t.prior)
	if err != nil {
		return t.last.Clone(), err
	}
	t.fit, t.solved = fit, true
	t.step++
	t.last = t.snapshot()
	return t.last.Clone(), nil
}

func (t *generative) Snapshot() Snapshot { return t.last.Clone() }

func (t *generative) field() Field {
	if t.fit != nil {
		return t.fit.field(t.basis)
	}
	rows := make([][]float64, t.data.Classes)
	for c := range rows {
		rows[c] = make([]float64, t.basis.Dim()+1)
	}
	return Field{Basis: t.basis.Clone(), Rows: rows, Combine: CombineArgmax, Link: LinkSoftmax, Labels: identity(t.data.Classes)}
}

func (t *generative) Model() Model { return NewFieldModel(t.last.Field.Clone(), t.data.Classes) }

// snapshot builds the state after a fit or a change of data.
func (t *generative) snapshot() Snapshot {
	f := t.field()
	s := Snapshot{
		Step: t.step, Field: f, N: len(t.data.Points), Point: -1,
		Criterion: "negative log-likelihood −ln p(D|θ) of the joint p(x, C)",
		Mistakes:  fieldMistakes(&f, t.g.z, t.g.class),
		Status:    StatusRunning,
	}
	if !t.solved {
		return s
	}
	fit := t.fit
	s.Status = StatusConverged
	s.Reason = "closed form: class priors, means and covariances"
	if t.prior.on {
		s.Reason += " (MAP)"
	}
	s.Loss = -fit.logL
	s.Notes = append([]string(nil), fit.notes...)
	s.Gaussians = fit.gaussians(t.basis)
	s.Values = []Value{
		{Key: "logL", Label: "ln p(D|θ)", V: fit.logL},
		{Key: "M", Label: "free parameters M", V: float64(fit.params)},
		{Key: "AIC", Label: "AIC = ln p(D|θ) − M", V: fit.aic()},
		{Key: "BIC", Label: "BIC = ln p(D|θ) − ½M ln N", V: fit.bic()},
	}
	return s
}

// fieldMistakes counts the points whose augmented features z_n the field f
// does not assign to class cls[n]. It uses the arithmetic of
// Evaluator.Rows, so it agrees with Mistakes(f, d) when z_n = (1, φ(x_n))
// and f's labels are the identity, without mapping every point again.
func fieldMistakes(f *Field, z [][]float64, cls []int) int {
	h := make([]float64, len(f.Rows))
	tail := make([]bool, len(f.Quad))
	for r, q := range f.Quad {
		tail[r] = borderZero(q, f.Basis.Dim()+1)
	}
	if f.Combine == CombineArgmax && (f.Quad == nil || allTrue(tail)) {
		return planeMistakes(f, z, cls, h)
	}
	n := 0
	for i, zi := range z {
		for r, row := range f.Rows {
			h[r] = dot(row, zi)
		}
		for r, q := range f.Quad {
			if tail[r] {
				h[r] += quadFormTail(q, zi)
			} else {
				h[r] += quadForm(q, zi)
			}
		}
		if f.decide(h) != cls[i] {
			n++
		}
	}
	return n
}

// planeMistakes is fieldMistakes for an argmax field whose quadratic
// forms, if any, have a zero first row and column. It computes the rows
// with dot and quadFormTail, whose operations are those of dot and
// quadForm in the same order and the same statements (so that a compiler
// that fuses multiply-adds fuses them alike), and it decides as
// Field.decide does for argmax: the first largest row wins.
func planeMistakes(f *Field, z [][]float64, cls []int, h []float64) int {
	n := 0
	for i, zi := range z {
		best := 0
		for r, row := range f.Rows {
			v := dot(row, zi)
			if f.Quad != nil {
				v += quadFormTail(f.Quad[r], zi)
			}
			h[r] = v
			if v > h[best] {
				best = r
			}
		}
		if best != cls[i] {
			n++
		}
	}
	return n
}

func allTrue(b []bool) bool {
	for _, v := range b {
		if !v {
			return false
		}
	}
	return true
}

// borderZero reports whether the first row and column of the n×n matrix q
// are zero, as in the quadratic forms of the generative models.
func borderZero(q []float64, n int) bool {
	for i := 0; i < n; i++ {
		if q[i] != 0 || q[i*n] != 0 {
			return false
		}
	}
	return true
}

// quadFormTail returns zᵀQz for a q whose first row and column are zero,
// with z₀ = 1. It gives exactly the value of quadForm(q, z): the terms it
// leaves out are the products 0·zⱼ = 0 and z₀·0 = 0, and adding an exact
// zero to a sum that starts at 0 changes nothing (up to the sign of zero);
// the terms it keeps are summed in the same order, by the same statements.
func quadFormTail(q, z []float64) float64 {
	n := len(z)
	s := 0.0
	for i := 1; i < n; i++ {
		s += z[i] * dot(q[i*n+1:(i+1)*n], z[1:])
	}
	return s
}

// ModelScore is the fit and the size of one generative model, for the
// page's table that compares them.
type ModelScore struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	// LogL is the log-likelihood ln p(D|θ_ML) of the joint p(x, C).
	LogL float64 `json:"logL"`
	// M is the number of free parameters.
	M int `json:"m"`
	// AIC = LogL − M and BIC = LogL − ½ M ln N (notes 003): larger is
	// better.
	AIC   float64  `json:"aic"`
	BIC   float64  `json:"bic"`
	Notes []string `json:"notes,omitempty"`
}

// CompareGenerative fits the Gaussian models with a shared covariance,
// with separate covariances and with naive Bayes by maximum likelihood on
// the classes of d that have points, in the feature space of b, and returns
// their log-likelihoods, parameter counts, AIC and BIC side by side, in
// that order. A data set with fewer than two classes that have points is a
// DataError.
func CompareGenerative(d Dataset, b Basis) ([]ModelScore, error) {
	if err := d.Validate(); err != nil {
		return nil, err
	}
	if err := b.Validate(); err != nil {
		return nil, err
	}
	cd, _ := d.compact()
	if cd.Classes < 2 {
		return nil, &DataError{-1, "add points of at least two classes to compare the models"}
	}
	g := newGenData(cd, b)
	var out []ModelScore
	for _, m := range []gaussModel{gaussShared, gaussSeparate, gaussNaive} {
		spec := gaussSpec(m)
		fit, err := fitGaussians(g, b, m, genPrior{})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", spec.Name, err)
		}
		out = append(out, ModelScore{
			ID: spec.ID, Name: spec.Name, LogL: fit.logL, M: fit.params,
			AIC: fit.aic(), BIC: fit.bic(), Notes: append([]string(nil), fit.notes...),
		})
	}
	return out, nil
}

// logSumExp returns ln Σ exp(a_k), shifted by the largest a_k.
func logSumExp(a []float64) float64 {
	m := math.Inf(-1)
	for _, v := range a {
		m = math.Max(m, v)
	}
	if math.IsInf(m, 0) {
		return m
	}
	s := 0.0
	for _, v := range a {
		s += math.Exp(v - m)
	}
	return m + math.Log(s)
}
