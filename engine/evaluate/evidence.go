package evaluate

import (
	"math"

	"hyperplane/engine"
	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
	"hyperplane/engine/plane"
)

// Laplace is the Laplace approximation to the evidence of two-class
// logistic regression with the prior N(a | 0, α⁻¹I) on all M weights, bias
// included (Bishop §4.4.1, §4.5.1; notes 003):
//
//	ln p(D) ≈ ln p(D|a_MAP) + ln p(a_MAP) + (M/2) ln 2π − ½ ln|A|,
//
// with A = −∇∇ ln p(a|D) = Σₙ yₙ(1 − yₙ) zₙzₙᵀ + αI at the MAP weights.
// Occam is the last three terms, ln p(a_MAP) + (M/2) ln 2π − ½ ln|A|, the
// log of the Occam factor: how much of the prior's volume the data leave.
// Ridge is the λ of ln|A + λI| when A was too ill-conditioned to factorize
// alone (condition number 10¹² or more), and 0 otherwise.
type Laplace struct {
	A        []float64 `json:"a"` // a_MAP = (w₀, w)
	LogLik   float64   `json:"loglik"`
	LogPrior float64   `json:"logprior"`
	LogDetA  float64   `json:"logdetA"`
	Evidence float64   `json:"evidence"`
	Occam    float64   `json:"occam"`
	M        int       `json:"m"`
	Steps    int       `json:"steps"`
	Ridge    float64   `json:"ridge,omitempty"`
}

// LaplaceLogistic returns the Laplace evidence of logistic regression with
// the prior precision α > 0 on the rows z (each (1, φ(x))) and targets t
// (1 or 0). The fit is engine.LaplaceFit, the Bayesian trainer's Newton
// method (IRLS) run to a_MAP, which gives ln p(D|a_MAP) and ln|A| from the
// Cholesky factor of A; this adds the prior's terms (Bishop eq. 4.137):
//
//	ln p(a_MAP) = (M/2) ln(α/2π) − ½α‖a_MAP‖².
func LaplaceLogistic(z [][]float64, t []float64, alpha float64) (Laplace, error) {
	fit, err := engine.LaplaceFit(z, t, alpha)
	if err != nil {
		return Laplace{}, err
	}
	return laplaceOf(fit, alpha), nil
}

// laplaceOf adds the prior's terms to the fit.
func laplaceOf(fit engine.LaplacePosterior, alpha float64) Laplace {
	m := len(fit.A)
	fm := float64(m)
	out := Laplace{A: fit.A, LogLik: fit.LogLik, LogDetA: fit.LogDetA, M: m, Steps: fit.Steps, Ridge: fit.Ridge}
	out.LogPrior = 0.5*fm*math.Log(alpha/(2*math.Pi)) - 0.5*alpha*linalg.Dot(fit.A, fit.A)
	out.Occam = out.LogPrior + 0.5*fm*math.Log(2*math.Pi) - 0.5*out.LogDetA
	out.Evidence = out.LogLik + out.Occam
	return out
}

// ModelRow is one row of the model comparison: log-likelihood, number of
// parameters M, AIC = ln L − M and BIC = ln L − ½ M ln N (the notes'
// signs: larger is better), and the Laplace evidence where the model has
// a prior (null otherwise). Rows compare only within their Group: a
// generative model's likelihood is p(x, C), a discriminative one's p(C|x).
type ModelRow struct {
	Group    string       `json:"group"`
	ID       string       `json:"id"`
	Name     msg.Text     `json:"name"`
	Basis    engine.Basis `json:"basis"`
	LogLik   float64      `json:"loglik"`
	M        int          `json:"m"`
	AIC      float64      `json:"aic"`
	BIC      float64      `json:"bic"`
	Evidence *float64     `json:"evidence"`
	Occam    *float64     `json:"occam"`
	// Best names the criteria ("aic", "bic", "evidence") on which this row
	// is the best of its group.
	Best  []string `json:"best"`
	Notes msg.Text `json:"notes,omitzero"`
}

// NamedBasis is a basis and its name in the table.
type NamedBasis struct {
	Name  msg.Text
	Basis engine.Basis
}

// DefaultBases returns the bases of the comparison for the points of d:
// the registry's compared bases (engine.ComparedBases: none, polynomials
// of degree 2 and 3, and 3×3 Gaussian bumps over the points' bounding box,
// engine.CentresOverPoints), each placed by engine's one function, so that
// the page's cross-validation of each basis, which asks for the same IDs
// by basisFor, compares the same models. Without points it leaves out the
// bases that need them.
func DefaultBases(d engine.Dataset) []NamedBasis {
	var out []NamedBasis
	for _, nb := range engine.ComparedBases() {
		if b, err := nb.Basis(d, plane.Box{}); err == nil {
			out = append(out, NamedBasis{nb.Label, b})
		}
	}
	return out
}

// CompareLogistic returns the rows of two-class Bayesian logistic
// regression with prior precision α on each basis, scored at a_MAP. The
// positive class (t = 1) is the first class that has points.
func CompareLogistic(d engine.Dataset, bases []NamedBasis, alpha float64) ([]ModelRow, error) {
	var rows []ModelRow
	for _, nb := range bases {
		r, err := LogisticRow(d, nb, alpha)
		if err != nil {
			return nil, err
		}
		rows = append(rows, r)
	}
	return rows, nil
}

// LogisticRow returns CompareLogistic's row of the one basis nb: one
// Newton fit to a_MAP (RowFit's steps run to the end).
func LogisticRow(d engine.Dataset, nb NamedBasis, alpha float64) (ModelRow, error) {
	f, err := NewRowFit(d, nb, alpha)
	if err != nil {
		return ModelRow{}, err
	}
	for {
		done, err := f.Step()
		if err != nil {
			return ModelRow{}, err
		}
		if done {
			return f.Row(), nil
		}
	}
}

// RowFit is LogisticRow one Newton step at a time (engine.LaplaceFitter):
// the page's comparison table fits its rows in steps, a few a task, so
// that no task holds the thread for a whole fit (issue 51).
type RowFit struct {
	fit   *engine.LaplaceFitter
	nb    NamedBasis
	alpha float64
	n     int
	id    string
	row   ModelRow
}

// NewRowFit checks the classes of d (two, the positive the first that
// has points) and the basis, maps the points, and returns the fit before
// its first step.
func NewRowFit(d engine.Dataset, nb NamedBasis, alpha float64) (*RowFit, error) {
	var cls []int
	seen := map[int]bool{}
	for _, p := range d.Points {
		if !seen[p.Class] {
			seen[p.Class] = true
			cls = append(cls, p.Class)
		}
	}
	if len(cls) != 2 {
		return nil, msg.Err("evaluate-logistic-two-classes", "n", len(cls))
	}
	first := min(cls[0], cls[1])
	id, ok := engine.EvidenceModel(engine.EvidenceLogistic)
	if !ok {
		return nil, msg.Err("evaluate-no-logistic-model")
	}
	if err := nb.Basis.Validate(); err != nil {
		return nil, err
	}
	z := make([][]float64, len(d.Points))
	t := make([]float64, len(d.Points))
	for n, p := range d.Points {
		z[n] = nb.Basis.Augment(p.X, p.Y, make([]float64, nb.Basis.Dim()+1))
		if p.Class == first {
			t[n] = 1
		}
	}
	fit, err := engine.NewLaplaceFitter(z, t, alpha)
	if err != nil {
		return nil, msg.Wrap(err, "evaluate-basis-problem", "basis", nb.Name, "why", msg.Of(err))
	}
	return &RowFit{fit: fit, nb: nb, alpha: alpha, n: len(d.Points), id: id}, nil
}

// Step takes one Newton step of the fit; once the fit is done, it makes
// the row (Row) and reports done.
func (f *RowFit) Step() (done bool, err error) {
	done, err = f.fit.Step()
	if err != nil {
		return true, msg.Wrap(err, "evaluate-basis-problem", "basis", f.nb.Name, "why", msg.Of(err))
	}
	if !done {
		return false, nil
	}
	l := laplaceOf(f.fit.Result(), f.alpha)
	ev, oc := l.Evidence, l.Occam
	notes := msg.T("evaluate-logistic-notes", "alpha", f.alpha)
	if l.Ridge > 0 {
		notes = msg.T("evaluate-logistic-notes-ridge", "alpha", f.alpha, "lambda", l.Ridge)
	}
	f.row = ModelRow{Group: engine.EvidenceLogistic, ID: f.id, Name: msg.T("evaluate-logistic-row", "basis", f.nb.Name), Basis: f.nb.Basis,
		LogLik: l.LogLik, M: l.M, AIC: l.LogLik - float64(l.M), BIC: l.LogLik - 0.5*float64(l.M)*math.Log(float64(f.n)),
		Evidence: &ev, Occam: &oc, Notes: notes}
	return true, nil
}

// Row is the row, once Step has reported done without an error.
func (f *RowFit) Row() ModelRow { return f.row }

// GenerativeRows returns CompareAll's rows of the generative models
// (CompareGenerative in basis b), not yet marked.
func GenerativeRows(d engine.Dataset, b engine.Basis) ([]ModelRow, error) {
	gen, err := engine.CompareGenerative(d, b)
	if err != nil {
		return nil, err
	}
	var rows []ModelRow
	for _, g := range gen {
		rows = append(rows, ModelRow{Group: engine.EvidenceGenerative, ID: g.ID, Name: g.Name, Basis: b, LogLik: g.LogLik, M: g.M,
			AIC: g.AIC, BIC: g.BIC, Evidence: g.Evidence, Occam: g.Occam, Notes: g.Notes})
	}
	return rows, nil
}

// CompareAll returns the rows of the generative models (fitted by maximum
// likelihood in basis b, with the evidence ln p(X, t) of Σₖ plugged in and
// the means and priors integrated out under the default prior) and, for
// two classes, of Bayesian logistic regression on bases (the evidence
// ln p(t|X)), with each group's best rows marked: rows are comparable
// within a group only, the same points and labels under the same kind of
// evidence.
func CompareAll(d engine.Dataset, b engine.Basis, bases []NamedBasis, alpha float64) ([]ModelRow, error) {
	rows, err := GenerativeRows(d, b)
	if err != nil {
		return nil, err
	}
	if lr, err := CompareLogistic(d, bases, alpha); err == nil {
		rows = append(rows, lr...)
	}
	MarkBest(rows)
	return rows, nil
}

// MarkBest marks, in each group, the rows with the largest AIC, BIC and
// evidence.
func MarkBest(rows []ModelRow) {
	for i := range rows {
		rows[i].Best = []string{}
	}
	crit := map[string]func(r *ModelRow) (float64, bool){
		"aic":      func(r *ModelRow) (float64, bool) { return r.AIC, true },
		"bic":      func(r *ModelRow) (float64, bool) { return r.BIC, true },
		"evidence": func(r *ModelRow) (float64, bool) { return deref(r.Evidence) },
	}
	for _, name := range []string{"aic", "bic", "evidence"} {
		best := map[string]int{}
		for i := range rows {
			v, ok := crit[name](&rows[i])
			if !ok || math.IsNaN(v) {
				continue
			}
			j, seen := best[rows[i].Group]
			if !seen {
				best[rows[i].Group] = i
				continue
			}
			if w, _ := crit[name](&rows[j]); v > w {
				best[rows[i].Group] = i
			}
		}
		for _, i := range best {
			rows[i].Best = append(rows[i].Best, name)
		}
	}
}

func deref(p *float64) (float64, bool) {
	if p == nil {
		return 0, false
	}
	return *p, true
}
