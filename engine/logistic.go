package engine

import (
	"fmt"
	"math"

	"hyperplane/engine/internal/linalg"
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
	alpha := floatParam("alpha", "Prior precision α", 0, 100, 0,
		"Precision of the Gaussian prior N(a | 0, α⁻¹I) on all the weights, bias included; 0 gives maximum likelihood.")
	if bayes {
		method = methodNewton
		alpha = logParam("alpha", "Prior precision α", 1e-4, 100, 1,
			"Precision of the Gaussian prior N(a | 0, α⁻¹I) on all the weights, bias included. It must be positive: "+
				"the Laplace approximation needs a finite MAP estimate and an invertible H.")
	}
	return []Param{
		choiceParam("method", "Method", method,
			"Batch gradient: a ← a − (η/N)∇E over all points. Stochastic gradient: visit the points in an order shuffled "+
				"every epoch (seeded) and move a ← a − η_k[(y_n − t_n)z_n + (α/N)a] per point, or per mini-batch of B points "+
				"with the mean of their gradients. Newton (IRLS): "+
				"a ← a − H⁻¹∇E with H = ΦᵀRΦ + αI, R = diag(y_n(1 − y_n)), solved by Cholesky; this is iteratively "+
				"reweighted least squares (notes 003). The step is halved while it would increase E.",
			Choice{methodGradient, "batch gradient descent"}, Choice{methodSGD, "stochastic gradient descent"},
			Choice{methodNewton, "Newton (IRLS)"}),
		when(logParam("eta", "Learning rate η", 0.001, 100, 1,
			"Step size of the gradient methods: a ← a − (η/N)∇E for the batch method, a ← a − η_k ∇E_n per point "+
				"for the stochastic one. Newton's method takes no rate."), "method", methodGradient, methodSGD),
		when(choiceParam("schedule", "Rate schedule", "constant",
			"Stochastic gradient only. Constant: η_k = η, with which a keeps wandering near the optimum. "+
				"η/epoch: the rate is η/e during epoch e, so Σ η_k = ∞ and Σ η_k² < ∞ and a settles.",
			Choice{"constant", "constant η"}, Choice{"epoch", "η / epoch"}), "method", methodSGD),
		alpha,
		biasPriorParam("α"),
		logParam("tol", "Tolerance", 1e-12, 1e-1, 1e-6, "Stop when ‖∇E‖/N falls below this."),
		intParam("maxSteps", "Step limit (epochs)", 1, 1_000_000, 20000,
			"Training stops after this many passes over the data: steps of the batch and Newton methods, epochs of the "+
				"stochastic one."),
		when(intParam("batch", "Mini-batch size B", 1, 10000, 1,
			"Stochastic gradient only: each update uses the mean gradient of the next B points of the shuffled order, "+
				"a ← a − η_k[(1/B)Σ(y_n − t_n)z_n + (α/N)a]; B = 1 is the single-point rule of the notes."), "method", methodSGD),
		when(choiceParam("unit", "One step is", "update",
			"Stochastic gradient only: whether one step of the animation makes one update (one mini-batch) or a whole "+
				"epoch of updates. Every step also evaluates E and ∇E over all points, for the page and the stopping rule. "+
				"At N = 100,000 an update step costs under 2 ms and an epoch with B = 1 about 4 ms, since each update "+
				"waits for the one before; about 5 ms for a sub-problem of three classes (measured). "+
				"The page's frame spends at most 8 ms training.",
			Choice{"update", "one update (mini-batch)"}, Choice{"epoch", "one epoch"}), "method", methodSGD),
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
	return choiceParam("bias", "Prior on the bias w₀", biasPenalized,
		"Included: the Gaussian prior covers every weight, w₀ too, as in the notes and Bishop. Excluded: the bias is "+
			"unpenalized, ½"+precision+"‖w‖² leaves w₀ out, as scikit-learn does by default (LogisticRegression with "+
			"C = 1/"+precision+"); the optimum then does not depend on where the origin is. It matters only when "+precision+" > 0.",
		Choice{biasPenalized, "included (the notes)"}, Choice{biasFree, "excluded (scikit-learn's default)"})
}

// logisticHelp states the conventions that every logistic model shares.
const logisticHelp = "Targets t = 1 for class 1 and t = 0 for class 2; z = (1, φ(x)) and a = (w₀, w), so y = σ(aᵀz). " +
	"E(a) = −Σ [t ln y + (1−t) ln(1−y)] + ½ α ‖a‖² (the prior term, bias included, only when α > 0), " +
	"∇E = Σ (y_n − t_n) z_n + α a and H = ∇∇E = Σ y_n(1 − y_n) z_n z_nᵀ + αI. With the bias excluded from the prior " +
	"(scikit-learn's default) the prior term is ½ α ‖w‖², and a and I above lose their first component (w₀). "

func logisticSpec() Spec {
	return Spec{
		ID:      "logistic",
		Name:    "Logistic regression",
		Family:  FamilyDiscriminative,
		Summary: "Model p(C₁|x) = σ(wᵀx + w₀) and minimize the cross-entropy E(w) = −Σ [t ln y + (1−t) ln(1−y)] by gradient or Newton steps.",
		Help: logisticHelp +
			"A batch gradient step is a ← a − (η/N) ∇E, so η does not depend on the number of points; a stochastic step " +
			"spreads the prior over the points, (α/N) a each. Newton's step solves H δ = ∇E by Cholesky; when H is singular " +
			"(α = 0 with collinear points) the smallest ridge that makes it factorizable is added and the page says so. " +
			"Every method stops when ‖∇E‖/N < tol, or at the step limit. " +
			"On separable data and α = 0 the likelihood grows without bound as ‖w‖ → ∞: there is no finite optimum, and " +
			"the page says so as soon as the weights separate the classes.",
		Params:    logisticParams(false),
		Binary:    true,
		Iterative: true,
		new: start(func(d Dataset, b Basis, s logisticSettings) (Trainer, error) {
			return newLogisticTrainer(d, b, s, false)
		}),
		Short:         "logistic",
		Shuffled:      true,
		Link:          LinkLogistic,
		EvidenceGroup: EvidenceLogistic,
	}
}

func logisticBayesSpec() Spec {
	return Spec{
		ID:     "logistic-bayes",
		Name:   "Bayesian logistic regression (Laplace)",
		Family: FamilyDiscriminative,
		Summary: "Find the MAP weights under a Gaussian prior, approximate the posterior by q(w) = N(w_MAP, H⁻¹), and " +
			"predict with p(C₁|x) ≈ σ(κ(σ_a²) μ_a), which grows uncertain away from the data.",
		Help: logisticHelp +
			"Training is MAP logistic regression (α > 0). The Laplace approximation (notes 003; Bishop §4.4, §4.5) is " +
			"q(a) = N(a | a_MAP, H⁻¹), with H⁻¹ taken from a Cholesky factorization of H at the current weights. " +
			"The activation a = aᵀz is then Gaussian with mean μ_a = a_MAPᵀz and variance σ_a² = zᵀH⁻¹z, and the predictive " +
			"probability is approximated by the probit rule p(C₁|x) ≈ σ(κ(σ_a²) μ_a), κ(σ²) = (1 + πσ²/8)^(−1/2) " +
			"(Bishop eq. 4.153-4.155). The boundary p = ½ is the MAP boundary μ_a = 0; away from the data σ_a² grows and " +
			"the probabilities fall back towards ½. With more than two classes the combined view uses each sub-problem's " +
			"MAP rows only.",
		Params:    logisticParams(true),
		Binary:    true,
		Iterative: true,
		new: start(func(d Dataset, b Basis, s logisticSettings) (Trainer, error) {
			return newLogisticTrainer(d, b, s, true)
		}),
		Short:         "Bayesian logistic",
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
	stepNote, covNote string
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
		return nil, fmt.Errorf("Bayesian logistic regression needs a prior precision α > 0")
	}
	l.newtonSystem.alloc(m, l.needHessian())
	l.tlast = 1
	l.link = LinkLogistic
	if bayes {
		l.link = LinkProbit
	}
	l.visit.reset(len(l.z))
	l.pkEpoch = -1
	l.refresh()
	return l, nil
}

// needHessian reports whether the method keeps H: Newton's steps and the
// Laplace covariance.
func (l *logistic) needHessian() bool { return l.method == methodNewton || l.bayes }

func (l *logistic) SetData(d Dataset) error {
	l.setData(d)
	l.visit.reset(len(l.z))
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
	if l.status.Stopped() || len(l.z) == 0 {
		return l.Snapshot(), nil
	}
	n := float64(len(l.z))
	if l.converged(len(l.z), l.tol) {
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
		if stuck := l.newtonStep(); stuck != "" {
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
		l.stop(StatusStepLimit, "the weights overflowed, so the last step was undone: lower the learning rate η")
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
	case l.converged(len(l.z), l.tol):
		l.stop(StatusConverged, convergedReason(l.tol))
	case l.alpha == 0 && l.separates():
		l.stop(StatusNoOptimum, "the weights separate the classes, so E(w) keeps falling as ‖w‖ grows: "+
			"maximum likelihood has no finite optimum on separable data. Add a prior (α > 0) for a finite answer.")
	case l.epochs() >= l.maxSteps && (l.method != methodSGD || l.visit.pos == 0):
		l.stop(StatusStepLimit, fmt.Sprintf("stopped after %d passes over the data", l.epochs()))
	}
	return l.Snapshot(), nil
}

// separates reports whether every point lies strictly on its own side.
func (l *logistic) separates() bool { return len(l.z) > 0 && l.unsep == 0 }

func (l *logistic) Snapshot() Snapshot {
	n := math.Max(float64(len(l.z)), 1)
	v := []Value{{Key: "gradNorm", Label: "‖∇E‖/N", V: linalg.Norm(l.grad) / n}}
	switch l.method {
	case methodSGD:
		v = append(v, Value{Key: "epoch", Label: "epoch", V: float64(l.visit.epoch)},
			Value{Key: "eta", Label: "η_k", V: l.rate()})
	case methodNewton:
		v = append(v, Value{Key: "t", Label: "Newton step length t", V: l.tlast})
	}
	s := Snapshot{
		Step:      l.step,
		Updates:   l.upd,
		Field:     l.field(),
		Loss:      l.e,
		Criterion: "cross-entropy E(w)",
		Mistakes:  l.mis, // counted by eval with the arithmetic of the field
		N:         len(l.data.Points),
		Status:    orRunning(l.status),
		Reason:    l.reason,
		Point:     l.point,
		Before:    append([]float64(nil), l.before...),
		Values:    v,
	}
	for _, note := range []string{l.stepNote, l.covNote} {
		if note != "" {
			s.Notes = append(s.Notes, note)
		}
	}
	return s
}
