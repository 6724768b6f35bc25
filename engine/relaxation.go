package engine

import (
	"math"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// relaxationSettings are the knobs that both relaxation rules have.
type relaxationSettings struct {
	Eta   float64 `param:"eta"`
	Xi    float64 `param:"xi"`
	Theta float64 `param:"theta"`
}

// relaxationBatchSettings are the knobs of the batch rule.
type relaxationBatchSettings struct {
	Rule     relaxationSettings
	MaxSteps int `param:"maxSteps"`
}

// relaxationSingleSettings are the knobs of the single-sample rule.
type relaxationSingleSettings struct {
	Rule  relaxationSettings
	Visit visitSettings
}

func relaxationParams(batch bool) []Param {
	eta := floatParam("eta", msg.T("param-relaxation-eta"), 0.01, 1.99, 1.5,
		msg.T("param-relaxation-eta-help"))
	if batch {
		eta = logParam("eta", msg.T("param-relaxation-eta"), 0.001, 1.99, 0.1,
			msg.T("param-relaxation-eta-batch-help"))
	}
	theta := logParam("theta", msg.T("param-relaxation-theta"), 1e-12, 1, 1e-6,
		msg.T("param-relaxation-theta-help"))
	if !batch {
		theta.Help = msg.T("param-relaxation-theta-single-help")
	}
	return []Param{
		eta,
		floatParam("xi", msg.T("param-relaxation-xi"), 0.01, 10, 1, msg.T("param-relaxation-xi-help")),
		theta,
	}
}

func relaxationBatchSpec() Spec {
	return Spec{
		ID:      "relaxation-batch",
		Name:    msg.T("method-relaxation-batch"),
		Family:  FamilyDiscriminant,
		Summary: msg.T("method-relaxation-batch-summary"),
		Help:    msg.T("method-relaxation-batch-help"),
		Params: append(relaxationParams(true),
			intParam("maxSteps", msg.T("method-relaxation-batch-max-steps"), 1, 1_000_000, 10000, msg.T("method-relaxation-batch-max-steps-help"))),
		Binary:    true,
		Iterative: true,
		Short:     msg.T("method-relaxation-batch-short"),
		new: start(func(d Dataset, b Basis, s relaxationBatchSettings) (Trainer, error) {
			return newRelaxation(d, b, s.Rule, s.MaxSteps, nil)
		}),
	}
}

func relaxationSingleSpec() Spec {
	return Spec{
		ID:      "relaxation-single",
		Name:    msg.T("method-relaxation-single"),
		Family:  FamilyDiscriminant,
		Summary: msg.T("method-relaxation-single-summary"),
		Help:    msg.T("method-relaxation-single-help"),
		Params: append(relaxationParams(false),
			orderParam(),
			unitParam(),
			epochsParam(1000),
			seedParam()),
		Binary:    true,
		Iterative: true,
		Short:     msg.T("method-relaxation-single-short"),
		Shuffled:  true,
		new: start(func(d Dataset, b Basis, s relaxationSingleSettings) (Trainer, error) {
			return newRelaxation(d, b, s.Rule, s.Visit.MaxEpochs, &s.Visit)
		}),
	}
}

// relaxation is the relaxation procedure with margin of Duda, Hart and
// Stork §5.6 (Algorithms 8 and 9), from the notes (002, "Relaxation
// procedures"): with normalized vectors z'_n = y_n z_n and
//
//	J_r(a) = ½ Σ_{n∈I} (aᵀz'_n − ξ)² / ‖z'_n‖²,   I = {n : aᵀz'_n ≤ ξ},
//
// the batch rule is a ← a + η Σ_{n∈I} (ξ − aᵀz'_n)/‖z'_n‖² z'_n and the
// single-sample rule applies one term at a time.
type relaxation struct {
	binaryBase
	batch     bool
	eta, xi   float64
	theta     float64
	last      float64   // the length of the last batch update
	maxCorr   float64   // the longest correction of the current epoch
	zn        rows      // normalized z'_n
	sq        []float64 // ‖z'_n‖²
	corr      []float64 // the batch correction
	epochMode bool
	maxSteps  int // batch updates, or epochs for the single-sample rule
	visit     shuffler
}

// newRelaxation starts the batch rule when visit is nil, and the
// single-sample rule visiting the points as it says otherwise; maxSteps
// counts batch updates or epochs.
func newRelaxation(d Dataset, b Basis, s relaxationSettings, maxSteps int, visit *visitSettings) (Trainer, error) {
	r := &relaxation{
		binaryBase: newBinaryBase(d, b),
		batch:      visit == nil,
		eta:        s.Eta,
		xi:         s.Xi,
		theta:      s.Theta,
		maxSteps:   maxSteps,
	}
	if visit != nil {
		r.epochMode = visit.Unit == "epoch"
		r.visit = newShuffler(visit.Seed, visit.Order == "random")
	}
	r.corr = make([]float64, len(r.a))
	r.reset()
	return r, nil
}

func (r *relaxation) reset() {
	r.zn, _ = normalize(r.z, r.y)
	r.sq = make([]float64, r.zn.Len())
	for i := range r.zn.Len() {
		z := r.zn.Row(i)
		r.sq[i] = linalg.Dot(z, z)
	}
	if !r.batch {
		r.visit.reset(r.z.Len())
	}
	r.maxCorr = 0
}

func (r *relaxation) SetData(d Dataset) error {
	r.setData(d)
	r.reset()
	return nil
}

// violations returns the number of points with aᵀz' ≤ ξ and J_r(a).
func (r *relaxation) violations() (int, float64) {
	m, j := 0, 0.0
	for i := range r.zn.Len() {
		z := r.zn.Row(i)
		if g := linalg.Dot(r.a, z); g <= r.xi {
			m++
			j += relaxationTerm(g, r.xi, r.sq[i])
		}
	}
	return m, j / 2
}

// relaxationTerm is twice one point's term of J_r = ½ Σ_{g ≤ ξ} (g − ξ)²/‖z‖²,
// for a point that counts (its margin g = aᵀz' is at most ξ): the callers
// test g ≤ ξ themselves, so that no division is made for the points that
// do not count, and halve the sum once, as the training loop always has.
func relaxationTerm(g, xi, sq float64) float64 {
	return (g - xi) * (g - xi) / sq
}

// HeldOutLoss implements HeldOut: J_r at the field f over the points of
// d, ‖z‖² of their augmented vectors.
func (r *relaxation) HeldOutLoss(f *Field, d Dataset) (float64, bool) {
	m, ok := signMargins(f, d)
	if !ok {
		return 0, false
	}
	z := make([]float64, f.Basis.Dim()+1)
	loss := 0.0
	for i, p := range d.Points {
		if m[i] <= r.xi {
			f.Basis.Augment(p.X, p.Y, z)
			loss += relaxationTerm(m[i], r.xi, linalg.Dot(z, z))
		}
	}
	return loss / 2, true
}

func (r *relaxation) Step() (Snapshot, error) {
	n := r.z.Len()
	if r.status.Stopped() || n == 0 {
		return r.Snapshot(), nil
	}
	if r.batch {
		for j := range r.corr {
			r.corr[j] = 0
		}
		m := 0
		for i := range r.zn.Len() {
			z := r.zn.Row(i)
			if g := linalg.Dot(r.a, z); g <= r.xi {
				m++
				c := (r.xi - g) / r.sq[i]
				for j, v := range z {
					r.corr[j] += c * v
				}
			}
		}
		if m == 0 {
			r.stop(StatusConverged, msg.T("engine-relaxation-converged", "xi", NumText(r.xi, -1)))
			return r.Snapshot(), nil
		}
		r.before = append(r.before[:0], r.a...)
		for j := range r.a {
			r.a[j] += r.eta * r.corr[j]
		}
		r.point = -1
		r.upd += m
		r.last = r.eta * linalg.Norm(r.corr)
	} else {
		visits := 1
		if r.epochMode {
			visits = n - r.visit.pos
		}
		short := false
		for ; visits > 0; visits-- {
			i, end := r.visit.nextPoint()
			if g := linalg.Dot(r.a, r.zn.Row(i)); g <= r.xi {
				c := r.eta * (r.xi - g) / r.sq[i]
				r.update(i, c, r.zn.Row(i))
				r.maxCorr = math.Max(r.maxCorr, c*math.Sqrt(r.sq[i]))
			}
			if end {
				short = r.maxCorr < r.theta
				r.maxCorr = 0
			}
		}
		r.last = math.Inf(1)
		if short {
			r.last = 0
		}
	}
	r.step++
	m, jr := r.violations()
	limit := r.step >= r.maxSteps
	if !r.batch {
		limit = r.visit.epoch >= r.maxSteps
	}
	switch {
	case r.overflowed():
		r.stop(StatusStepLimit, msg.T("engine-relaxation-overflow"))
	case m == 0:
		r.stop(StatusConverged, msg.T("engine-relaxation-converged-after", "xi", NumText(r.xi, -1), "n", r.upd))
	case r.last < r.theta:
		what := "update"
		if !r.batch {
			what = "epoch"
		}
		r.stop(StatusConverged, msg.T("engine-relaxation-short", "what", what, "theta", NumText(r.theta, -1), "n", m, "jr", NumText(jr, 3)))
	case limit:
		reason := msg.T("engine-relaxation-step-limit", "n", m)
		if jr < 1e-12*r.xi*r.xi {
			reason = msg.T("engine-relaxation-rounding", "n", m, "jr", NumText(jr, 3))
		}
		r.stop(StatusStepLimit, reason)
	}
	return r.Snapshot(), nil
}

func (r *relaxation) Snapshot() Snapshot {
	m, jr := r.violations()
	v := []Value{{Key: "violations", Label: msg.T("value-violations"), V: float64(m)}}
	if !r.batch {
		v = append(v, Value{Key: "epoch", Label: msg.T("value-epoch"), V: float64(r.visit.epoch)})
	}
	return r.snap(jr, msg.T("engine-criterion-relaxation"), v...)
}
