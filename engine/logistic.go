package engine

import (
	"math"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// The methods of logistic and softmax regression.
const (
	methodGradient = "gradient"
	methodSGD      = "sgd"
	methodNewton   = "newton"
)

// logisticSettings are the knobs of logistic regression, plain or
// Bayesian.
type logisticSettings struct {
	Method   string  `param:"method"`
	Eta      float64 `param:"eta"`
	Schedule string  `param:"schedule"`
	Alpha    float64 `param:"alpha"`
	Bias     string  `param:"bias"`
	Tol      float64 `param:"tol"`
	MaxSteps int     `param:"maxSteps"`
	Batch    int     `param:"batch"`
	Unit     string  `param:"unit"`
	Seed     int     `param:"seed"`
}

// logisticParams returns the knobs of logistic regression; the Bayesian
// version needs a prior (α > 0) and defaults to Newton's method.
func logisticParams(bayes bool) []Param {
	method := methodGradient
	alpha := floatParam("alpha", msg.T("param-logistic-alpha"), 0, 100, 0,
		msg.T("param-logistic-alpha-help"))
	if bayes {
		method = methodNewton
		alpha = logParam("alpha", msg.T("param-logistic-alpha"), 1e-4, 100, 1,
			msg.T("param-logistic-alpha-bayes-help"))
	}
	return []Param{
		choiceParam("method", msg.T("param-logistic-method"), method,
			msg.T("param-logistic-method-help"),
			Choice{methodGradient, msg.T("param-logistic-method-gradient")}, Choice{methodSGD, msg.T("param-logistic-method-sgd")},
			Choice{methodNewton, msg.T("param-logistic-method-newton")}),
		when(logParam("eta", msg.T("param-logistic-eta"), 0.001, 100, 1,
			msg.T("param-logistic-eta-help")), "method", methodGradient, methodSGD),
		when(choiceParam("schedule", msg.T("param-logistic-schedule"), "constant",
			msg.T("param-logistic-schedule-help"),
			Choice{"constant", msg.T("param-logistic-schedule-constant")}, Choice{"epoch", msg.T("param-logistic-schedule-epoch")}), "method", methodSGD),
		alpha,
		biasPriorParam("α"),
		logParam("tol", msg.T("param-logistic-tol"), 1e-12, 1e-1, 1e-6, msg.T("param-logistic-tol-help")),
		intParam("maxSteps", msg.T("param-logistic-max-steps"), 1, 1_000_000, 20000,
			msg.T("param-logistic-max-steps-help")),
		when(intParam("batch", msg.T("param-logistic-batch"), 1, 10000, 1,
			msg.T("param-logistic-batch-help")), "method", methodSGD),
		when(choiceParam("unit", msg.T("param-logistic-unit"), "update",
			msg.T("param-logistic-unit-help"),
			Choice{"update", msg.T("param-logistic-unit-update")}, Choice{"epoch", msg.T("param-logistic-unit-epoch")}), "method", methodSGD),
		when(seedParam(), "method", methodSGD),
	}
}

// The two conventions for the bias under a Gaussian prior.
const (
	biasPenalized = "penalized"
	biasFree      = "free"
)

// biasPriorParam chooses whether the prior (weight decay) named by
// precision covers the bias.
func biasPriorParam(precision string) Param {
	return choiceParam("bias", msg.T("param-bias"), biasPenalized, msg.T("param-bias-help", "precision", precision),
		Choice{biasPenalized, msg.T("param-bias-penalized")}, Choice{biasFree, msg.T("param-bias-free")})
}

func logisticSpec() Spec {
	return Spec{
		ID:        "logistic",
		Name:      msg.T("method-logistic"),
		Family:    FamilyDiscriminative,
		Summary:   msg.T("method-logistic-summary"),
		Help:      msg.T("method-logistic-help"),
		Params:    logisticParams(false),
		Binary:    true,
		Iterative: true,
		new: start(func(d Dataset, b Basis, s logisticSettings) (Trainer, error) {
			return newLogisticTrainer(d, b, s, false)
		}),
		Short:         msg.T("method-logistic-short"),
		Shuffled:      true,
		Link:          LinkLogistic,
		EvidenceGroup: EvidenceLogistic,
	}
}

func logisticBayesSpec() Spec {
	return Spec{
		ID:        "logistic-bayes",
		Name:      msg.T("method-logistic-bayes"),
		Family:    FamilyDiscriminative,
		Summary:   msg.T("method-logistic-bayes-summary"),
		Help:      msg.T("method-logistic-bayes-help"),
		Params:    logisticParams(true),
		Binary:    true,
		Iterative: true,
		new: start(func(d Dataset, b Basis, s logisticSettings) (Trainer, error) {
			return newLogisticTrainer(d, b, s, true)
		}),
		Short:         msg.T("method-logistic-bayes-short"),
		Shuffled:      true,
		Link:          LinkProbit,
		EvidenceGroup: EvidenceLogistic,
		EvidencePrior: "alpha",
	}
}

// logistic is two-class logistic regression (Bishop §4.3.2-4.3.3; notes
// 003), fitted by batch or stochastic gradient descent or by Newton's
// method (IRLS), and optionally with the Laplace approximation of the
// posterior for the Bayesian predictive distribution (Bishop §4.5).
type logistic struct {
	binaryBase
	method          string
	eta, alpha, tol float64
	alpha0          float64 // the prior's precision on the bias: α, or 0 when it is excluded
	epochRate       bool    // η_k = η/epoch
	epochUnit       bool
	batch           int // points per stochastic update
	maxSteps        int
	visit           shuffler
	bayes           bool
	// The objective at the current weights, and the points it misclassifies
	// or does not separate.
	e          float64
	mis, unsep int
	// ∇E, and H = ∇∇E (m×m, for Newton and Bayes), their scratch and the
	// last Newton step.
	newtonSystem
	cov []float64 // H⁻¹ (Bayes)
	// Scratch.
	g                 []float64
	prev              []float64 // the weights before the step, to undo an overflow
	pk                []float64 // sgdChain's points, (z₁, z₂, t) in its order
	pkEpoch           int       // the epoch whose order pk holds, or -1
	stepNote, covNote msg.Text
}

// newLogistic starts plain logistic regression; the tests use it.
func newLogistic(d Dataset, b Basis, s logisticSettings) (Trainer, error) {
	return newLogisticTrainer(d, b, s, false)
}

func newLogisticTrainer(d Dataset, b Basis, s logisticSettings, bayes bool) (*logistic, error) {
	return newLogisticOn(newBinaryBase(d, b), s, bayes)
}

// newLogisticOn starts logistic regression on the augmented points and
// targets of bb: a trainer's, or LaplaceFit's rows.
func newLogisticOn(bb binaryBase, s logisticSettings, bayes bool) (*logistic, error) {
	m := len(bb.a)
	l := &logistic{
		binaryBase: bb,
		method:     s.Method,
		eta:        s.Eta,
		alpha:      s.Alpha,
		alpha0:     s.Alpha,
		tol:        s.Tol,
		epochRate:  s.Schedule == "epoch",
		epochUnit:  s.Unit == "epoch",
		batch:      s.Batch,
		maxSteps:   s.MaxSteps,
		visit:      newShuffler(s.Seed, true),
		bayes:      bayes,
		g:          make([]float64, m),
		prev:       make([]float64, m),
	}
	if s.Bias == biasFree {
		l.alpha0 = 0
	}
	if bayes && !(l.alpha > 0) {
		return nil, msg.Err("engine-logistic-bayes-alpha")
	}
	l.newtonSystem.alloc(m, l.needHessian())
	l.tlast = 1
	l.link = LinkLogistic
	if bayes {
		l.link = LinkProbit
	}
	l.visit.reset(l.z.Len())
	l.pkEpoch = -1
	l.refresh()
	return l, nil
}

// needHessian reports whether the method keeps H: Newton's steps and the
// Laplace covariance.
func (l *logistic) needHessian() bool { return l.method == methodNewton || l.bayes }

func (l *logistic) SetData(d Dataset) error {
	l.setData(d)
	l.visit.reset(l.z.Len())
	l.pkEpoch = -1
	l.refresh()
	return nil
}

// rate returns η_k for the next stochastic step.
func (l *logistic) rate() float64 {
	if l.epochRate {
		return l.eta / float64(l.visit.epoch+1)
	}
	return l.eta
}

// epochs returns the number of passes over the data so far.
func (l *logistic) epochs() int {
	if l.method == methodSGD {
		return l.visit.epoch
	}
	return l.step
}

func (l *logistic) Step() (Snapshot, error) {
	if l.status.Stopped() || l.z.Len() == 0 {
		return l.Snapshot(), nil
	}
	n := float64(l.z.Len())
	if l.converged(l.z.Len(), l.tol) {
		// Already at the optimum (after an edit that changed nothing, say).
		l.stop(StatusConverged, convergedReason(l.tol))
		return l.Snapshot(), nil
	}
	l.point = -1
	l.before = l.before[:0]
	copy(l.prev, l.a)
	switch l.method {
	case methodSGD:
		l.sgdStep()
	case methodNewton:
		if stuck := l.newtonStep(); !stuck.IsZero() {
			l.step++
			l.stop(StatusConverged, stuck)
			return l.Snapshot(), nil
		}
		l.upd++
	default:
		for j := range l.a {
			l.a[j] -= l.eta / n * l.grad[j]
		}
		l.upd++
	}
	l.step++
	if !linalg.Finite(l.a) {
		copy(l.a, l.prev)
		l.before, l.point = l.before[:0], -1
		l.refresh()
		l.stop(StatusStepLimit, msg.T("engine-weights-overflow"))
		return l.Snapshot(), nil
	}
	if l.method != methodNewton {
		l.refresh()
	}
	if l.chained() && l.visit.pos == 0 {
		// The next epoch's points, packed while the refresh has just read
		// them into the cache.
		l.pack(l.visit.order)
		l.pkEpoch = l.visit.epoch
	}
	switch {
	case l.converged(l.z.Len(), l.tol):
		l.stop(StatusConverged, convergedReason(l.tol))
	case l.alpha == 0 && l.separates():
		l.stop(StatusNoOptimum, msg.T("engine-logistic-no-optimum"))
	case l.epochs() >= l.maxSteps && (l.method != methodSGD || l.visit.pos == 0):
		l.stop(StatusStepLimit, msg.T("engine-stopped-passes", "n", l.epochs()))
	}
	return l.Snapshot(), nil
}

// separates reports whether every point lies strictly on its own side.
func (l *logistic) separates() bool { return l.z.Len() > 0 && l.unsep == 0 }

func (l *logistic) Snapshot() Snapshot {
	n := math.Max(float64(l.z.Len()), 1)
	v := []Value{{Key: "gradNorm", Label: msg.T("value-grad-norm"), V: linalg.Norm(l.grad) / n}}
	switch l.method {
	case methodSGD:
		v = append(v, Value{Key: "epoch", Label: msg.T("value-epoch"), V: float64(l.visit.epoch)},
			Value{Key: "eta", Label: msg.T("value-eta"), V: l.rate()})
	case methodNewton:
		v = append(v, Value{Key: "t", Label: msg.T("value-t"), V: l.tlast})
	}
	s := Snapshot{
		Step:      l.step,
		Updates:   l.upd,
		Field:     l.field(),
		Loss:      l.e,
		Criterion: msg.T("engine-criterion-cross-entropy"),
		Mistakes:  l.mis, // counted by eval with the arithmetic of the field
		N:         len(l.data.Points),
		Status:    orRunning(l.status),
		Reason:    l.reason,
		Point:     l.point,
		Before:    append([]float64(nil), l.before...),
		Values:    v,
	}
	for _, note := range []msg.Text{l.stepNote, l.covNote} {
		if !note.IsZero() {
			s.Notes = append(s.Notes, note)
		}
	}
	return s
}
