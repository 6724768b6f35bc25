package engine

import (
	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
	"math"
)

// The covariance models of the Gaussian class-conditionals.
const (
	gaussShared   = "gauss-shared"
	gaussSeparate = "gauss-separate"
	gaussNaive    = "naive-bayes"
)

func gaussSpec(kind string) Spec {
	s := Spec{Family: FamilyGenerative, Params: estimateParams(kind), new: start(func(d Dataset, b Basis, st gaussSettings) (Trainer, error) {
		return newGaussian(kind, d, b, st), nil
	}), Link: LinkSoftmax, EvidenceGroup: EvidenceGenerative}
	s.ID = kind
	s.Name, s.Short, s.Summary, s.Help = methodTexts(kind)
	if kind == gaussNaive {
		s.Params = []Param{covParam(kind), varfixParam(), when(logParam("varSmoothing", msg.T("method-gauss-var-smoothing"), 1e-15, 1, 1e-9,
			msg.T("method-gauss-var-smoothing-help")),
			"varfix", "additive")}
	}
	return s
}

// methodTexts returns the name, short name, summary and help of the
// Gaussian model kind.
func methodTexts(kind string) (name, short, summary, help msg.Text) {
	switch kind {
	case gaussShared:
		return msg.T("method-gauss-shared"), msg.T("method-gauss-shared-short"), msg.T("method-gauss-shared-summary"), msg.T("method-gauss-shared-help")
	case gaussSeparate:
		return msg.T("method-gauss-separate"), msg.T("method-gauss-separate-short"), msg.T("method-gauss-separate-summary"), msg.T("method-gauss-separate-help")
	}
	return msg.T("method-naive-bayes"), msg.T("method-naive-bayes-short"), msg.T("method-naive-bayes-summary"), msg.T("method-naive-bayes-help")
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
	help := msg.T("param-cov-help")
	if kind == gaussShared {
		help = msg.T("param-cov-pooled-help") // the pooled Σ too
	}
	return choiceParam("cov", msg.T("param-cov"), covML, help,
		Choice{covML, msg.T("param-cov-ml")}, Choice{covUnbiased, msg.T("param-cov-unbiased")})
}

func varfixParam() Param {
	return choiceParam("varfix", msg.T("param-varfix"), "floor",
		msg.T("param-varfix-help"),
		Choice{"floor", msg.T("param-varfix-floor")}, Choice{"additive", msg.T("param-varfix-additive")})
}

func estimateParams(kind string) []Param {
	return []Param{
		covParam(kind),
		choiceParam("estimate", msg.T("param-estimate"), "ml",
			msg.T("param-estimate-help"),
			Choice{"ml", msg.T("param-estimate-ml")}, Choice{"map", msg.T("param-estimate-map")}),
		when(floatParam("pseudo", msg.T("param-estimate-pseudo"), 0, 1000, 1, msg.T("param-estimate-pseudo-help")), "estimate", "map"),
		when(floatParam("priorX", msg.T("param-estimate-prior-x"), -1e3, 1e3, 0, msg.T("param-estimate-prior-x-help")), "estimate", "map"),
		when(floatParam("priorY", msg.T("param-estimate-prior-y"), -1e3, 1e3, 0, msg.T("param-estimate-prior-y-help")), "estimate", "map"),
		when(logParam("priorS", msg.T("param-estimate-prior-s"), 1e-3, 1e3, 3, msg.T("param-estimate-prior-s-help")), "estimate", "map"),
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
		Criterion: msg.T("engine-criterion-generative")}
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
		s.Status, s.Reason = StatusConverged, msg.T("engine-generative-closed-form")
	}
	s.Notes = append([]msg.Text(nil), f.notes...)
	s.Gaussians = append([]Gaussian(nil), f.gaussians...)
	s.Values = []Value{
		{Key: "loglik", Label: msg.T("value-loglik"), V: f.logLik},
		{Key: "M", Label: msg.T("value-m"), V: float64(f.m)},
		{Key: "AIC", Label: msg.T("value-aic"), V: f.logLik - float64(f.m)},
		{Key: "BIC", Label: msg.T("value-bic"), V: f.logLik - 0.5*float64(f.m)*math.Log(float64(max(len(g.data.Points), 1)))},
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
	ID     string   `json:"id"`
	Name   msg.Text `json:"name"`
	LogLik float64  `json:"loglik"`
	M      int      `json:"m"`
	AIC    float64  `json:"aic"`
	BIC    float64  `json:"bic"`
	// Evidence is ln p(X, t) with Σₖ plugged in and the means and priors
	// integrated out (gaussFit.evidence), nil when it could not be
	// computed; Occam is Evidence − LogLik.
	Evidence *float64 `json:"evidence"`
	Occam    *float64 `json:"occam"`
	Notes    msg.Text `json:"notes,omitzero"`
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
		return nil, &DataError{-1, msg.T("engine-no-points")}
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
			fit.notes = append(fit.notes, msg.T("engine-generative-evidence", "x", NumText(s.PriorX, -1), "y", NumText(s.PriorY, -1), "s", NumText(s.PriorS, -1), "pseudo", NumText(s.Pseudo, -1)))
		} else {
			fit.notes = append(fit.notes, msg.T("engine-no-evidence", "why", msg.Of(err)))
		}
		ms.Notes = msg.Semicolon(fit.notes...)
		out = append(out, ms)
	}
	return out, nil
}
