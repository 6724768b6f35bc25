package engine

import (
	"fmt"
	"math"
	"math/bits"
)

// The methods of logistic and softmax regression.
const (
	methodGradient = "gradient"
	methodSGD      = "sgd"
	methodNewton   = "newton"
)

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
				"for the stochastic one. Newton's method takes no rate."), "method", methodGradient+"|"+methodSGD),
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
		new: func(d Dataset, b Basis, s Settings) (Trainer, error) {
			return newLogisticTrainer(d, b, s, false)
		},
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
		new: func(d Dataset, b Basis, s Settings) (Trainer, error) {
			return newLogisticTrainer(d, b, s, true)
		},
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
	grad       []float64
	hess       []float64 // ∇∇E, m×m row-major (Newton and Bayes)
	cov        []float64 // H⁻¹ (Bayes)
	// Scratch.
	trial, gradT, hessT, delta, g []float64
	prev                          []float64 // the weights before the step, to undo an overflow
	pk                            []float64 // sgdChain's points, (z₁, z₂, t) in its order
	pkEpoch                       int       // the epoch whose order pk holds, or -1
	chol                          cholesky  // of H (+ a ridge)
	tlast                         float64   // the length of the last Newton step, 1 for a full step
	stepNote, covNote             string
}

// newLogistic starts plain logistic regression; the tests use it.
func newLogistic(d Dataset, b Basis, s Settings) (Trainer, error) {
	return newLogisticTrainer(d, b, s, false)
}

func newLogisticTrainer(d Dataset, b Basis, s Settings, bayes bool) (*logistic, error) {
	m := b.Dim() + 1
	l := &logistic{
		binaryBase: newBinaryBase(d, b),
		method:     s.Choice("method"),
		eta:        s.Float("eta"),
		alpha:      s.Float("alpha"),
		alpha0:     s.Float("alpha"),
		tol:        s.Float("tol"),
		epochRate:  s.Choice("schedule") == "epoch",
		epochUnit:  s.Choice("unit") == "epoch",
		batch:      s.Int("batch"),
		maxSteps:   s.Int("maxSteps"),
		visit:      newShuffler(s.Int("seed"), true),
		bayes:      bayes,
		grad:       make([]float64, m),
		trial:      make([]float64, m),
		gradT:      make([]float64, m),
		delta:      make([]float64, m),
		g:          make([]float64, m),
		prev:       make([]float64, m),
		tlast:      1,
	}
	if s.Choice("bias") == biasFree {
		l.alpha0 = 0
	}
	if bayes && !(l.alpha > 0) {
		return nil, fmt.Errorf("Bayesian logistic regression needs a prior precision α > 0")
	}
	if l.needHessian() {
		l.hess = make([]float64, m*m)
		l.hessT = make([]float64, m*m)
	}
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

// eval returns E(a) and writes ∇E into grad and, when hess is not nil,
// ∇∇E into hess, in one pass over the points, in which it also counts the
// points that a misclassifies (l.mis, as the sign field decides: class 1
// where aᵀz ≥ 0) and those without a positive margin (l.unsep). For the
// activation s = aᵀz it uses e = exp(−|s|) once: σ(s) = 1/(1+e) or
// e/(1+e), the cross-entropy of a point with margin m = ±s is
// ln(1+e) + max(−m, 0) (stable for large |s|), and y(1−y) = e/(1+e)².
// The logarithms are summed as the logarithm of a product, ln Π(1+e), one
// logarithm per few hundred points (each factor is in [1, 2]); factors
// below 1 + 10⁻⁸ are added as e − e²/2 instead, which keeps their digits.
// With three weights it is evalPlane, and otherwise evalGeneral.
func (l *logistic) eval(a, grad, hess []float64) float64 {
	if len(a) == 3 {
		return l.evalPlane(a, grad, hess)
	}
	return l.evalGeneral(a, grad, hess)
}

// evalGeneral is eval for any number of weights.
func (l *logistic) evalGeneral(a, grad, hess []float64) float64 {
	m := len(a)
	for j := range grad {
		grad[j] = l.alpha * a[j]
	}
	grad[0] = l.alpha0 * a[0]
	if hess != nil {
		for j := range hess {
			hess[j] = 0
		}
		for j := 0; j < m; j++ {
			hess[j*m+j] = l.alpha
		}
		hess[0] = l.alpha0
	}
	e := l.prior(a)
	prod, count := 1.0, 0
	l.mis, l.unsep = 0, 0
	for n, z := range l.z {
		s := dot(a, z)
		pos := l.y[n] > 0
		if (s >= 0) != pos {
			l.mis++
		}
		if !(l.y[n]*s > 0) {
			l.unsep++
		}
		ex := expNonPos(-math.Abs(s))
		y := 1 / (1 + ex)
		if s < 0 {
			y = ex / (1 + ex)
		}
		if ex < 1e-8 {
			e += ex - ex*ex/2
		} else {
			prod *= 1 + ex
			if count++; count == 512 {
				e += math.Log(prod)
				prod, count = 1, 0
			}
		}
		if pos && s < 0 {
			e -= s
		} else if !pos && s > 0 {
			e += s
		}
		d := y
		if pos {
			d--
		}
		for j, v := range z {
			grad[j] += d * v
		}
		if hess != nil {
			r := ex / ((1 + ex) * (1 + ex))
			for i := 0; i < m; i++ {
				ri := r * z[i]
				row := hess[i*m : (i+1)*m]
				for j := i; j < m; j++ {
					row[j] += ri * z[j]
				}
			}
		}
	}
	e += math.Log(prod)
	if hess != nil {
		for i := 0; i < m; i++ {
			for j := 0; j < i; j++ {
				hess[i*m+j] = hess[j*m+i]
			}
		}
	}
	return e
}

// evalPlane is eval for three weights, z = (1, z₁, z₂): the same sums in
// the same order, with the weights, the gradient and the Hessian's upper
// triangle in registers and aᵀz summed as dot does. It goes through the
// points in blocks: first the activations and their exponentials, which do
// not depend on each other, so that the processor overlaps the long
// computations of several exponentials; then the sums, point by point in
// order.
func (l *logistic) evalPlane(a, grad, hess []float64) float64 {
	const block = 128
	var sb, eb [block]float64 // s = aᵀz and e^−|s| of the block's points
	a0, a1, a2 := a[0], a[1], a[2]
	g0, g1, g2 := l.alpha0*a0, l.alpha*a1, l.alpha*a2
	h00, h01, h02, h11, h12, h22 := l.alpha0, 0.0, 0.0, l.alpha, 0.0, l.alpha
	withHess := hess != nil
	e := l.prior(a)
	prod, count := 1.0, 0
	mis, unsep := 0, 0
	zf := l.zf
	for start := 0; start < len(l.y); start += block {
		ys := l.y[start:min(start+block, len(l.y))]
		zs := zf[3*start : 3*(start+len(ys))]
		for i := range ys {
			z := zs[3*i : 3*i+3 : 3*i+3]
			s := dot3(a0, a1, a2, z)
			sb[i] = s
			// expNonPos(−|s|) with its inlined parts, as in sgdPlane
			// (the gradient step at 100,000 points, 1.10 → 1.05 ms).
			x := -math.Abs(s)
			if x >= -708 {
				r, k := expReduce(x)
				r2 := r * r
				r4 := r2 * r2
				eb[i] = expScale(1+(r+r2*expTail(r, r2, r4)), k)
			} else {
				eb[i] = math.Exp(x)
			}
		}
		for i, t := range ys {
			z := zs[3*i : 3*i+3 : 3*i+3]
			z0, z1, z2 := z[0], z[1], z[2]
			s, ex := sb[i], eb[i]
			// The counts and the selects below are written so that no
			// branch depends on which side of the line a point lies.
			pos := t > 0
			wrong, close := 0, 0
			if (s >= 0) != pos {
				wrong = 1
			}
			if !(t*s > 0) {
				close = 1
			}
			mis += wrong
			unsep += close
			y := sigmoidNum(s, ex) / (1 + ex)
			if ex < 1e-8 {
				e += ex - ex*ex/2
			} else {
				prod *= 1 + ex
				if count++; count == 512 {
					e += math.Log(prod)
					prod, count = 1, 0
				}
			}
			// max(−m, 0) for the margin m = ts: e − s for class 0 with
			// s < 0, e + s for class 1 with s > 0, and e + 0 = e (e ≥ 0)
			// otherwise.
			over := -(t * s)
			ob := math.Float64bits(over)
			if !(over > 0) {
				ob = 0
			}
			e += math.Float64frombits(ob)
			d := y - 0.5*(1+t) // y − 1 for class 0 (t = 1), y for class 1
			g0 += d * z0
			g1 += d * z1
			g2 += d * z2
			if withHess {
				r := ex / ((1 + ex) * (1 + ex))
				r0, r1, r2 := r*z0, r*z1, r*z2
				h00 += r0 * z0
				h01 += r0 * z1
				h02 += r0 * z2
				h11 += r1 * z1
				h12 += r1 * z2
				h22 += r2 * z2
			}
		}
	}
	e += math.Log(prod)
	l.mis, l.unsep = mis, unsep
	grad[0], grad[1], grad[2] = g0, g1, g2
	if withHess {
		copy(hess, []float64{
			h00, h01, h02,
			h01, h11, h12,
			h02, h12, h22,
		})
	}
	return e
}

// prior returns the prior's term of E: ½α‖a‖², or ½α‖w‖² when the bias is
// excluded.
func (l *logistic) prior(a []float64) float64 {
	if l.alpha0 == l.alpha {
		return 0.5 * l.alpha * dot(a, a)
	}
	return 0.5 * (l.alpha*dot(a[1:], a[1:]) + l.alpha0*a[0]*a[0])
}

// sigmoidNum returns the numerator of Sigmoid(s) = num/(1+e) for
// e = exp(−|s|): 1 for s ≥ 0 and e for s < 0, chosen by the sign bit of s
// rather than by a branch, since the sign is data. For s = −0 both are 1,
// and for a NaN s the quotient is NaN either way, so it gives Sigmoid's
// numbers.
func sigmoidNum(s, e float64) float64 {
	neg := uint64(int64(math.Float64bits(s)) >> 63) // all ones when s < 0
	return math.Float64frombits(math.Float64bits(1)&^neg | math.Float64bits(e)&neg)
}

// objective returns E at the current weights and updates the cached
// gradient (and Hessian); the tests use it.
func (l *logistic) objective() float64 {
	l.e = l.eval(l.a, l.grad, l.hess)
	return l.e
}

// refresh recomputes E, ∇E, H and the Laplace covariance at the current
// weights.
func (l *logistic) refresh() {
	l.objective()
	l.laplace()
}

// laplace computes Cov = H⁻¹ for the probit field from a Cholesky
// factorization of H.
func (l *logistic) laplace() {
	if !l.bayes {
		return
	}
	m := len(l.a)
	ridge, err := factorRidge(l.hess, m, &l.chol)
	l.covNote = ""
	if len(l.cov) != m*m {
		l.cov = make([]float64, m*m)
	}
	// An inverse that Dpotri or the condition number flags is still used
	// when it is finite.
	if err != nil || (!l.chol.inverse(l.cov) && !finite(l.cov)) {
		// Unreachable with α > 0 in exact arithmetic; keep a finite field.
		l.cov = make([]float64, m*m)
		l.covNote = "H could not be factorized: the predictive variance is shown as 0"
		return
	}
	if ridge > 0 {
		l.covNote = fmt.Sprintf("H is ill-conditioned; H + λI with λ = %.3g was inverted for the Laplace covariance", ridge)
	}
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
	if norm(l.grad)/n < l.tol {
		// Already at the optimum (after an edit that changed nothing, say).
		l.stop(StatusConverged, fmt.Sprintf("‖∇E‖/N < %g", l.tol))
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
	if !finite(l.a) {
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
	case norm(l.grad)/n < l.tol:
		l.stop(StatusConverged, fmt.Sprintf("‖∇E‖/N < %g", l.tol))
	case l.alpha == 0 && l.separates():
		l.stop(StatusNoOptimum, "the weights separate the classes, so E(w) keeps falling as ‖w‖ grows: "+
			"maximum likelihood has no finite optimum on separable data. Add a prior (α > 0) for a finite answer.")
	case l.epochs() >= l.maxSteps && (l.method != methodSGD || l.visit.pos == 0):
		l.stop(StatusStepLimit, fmt.Sprintf("stopped after %d passes over the data", l.epochs()))
	}
	return l.Snapshot(), nil
}

// sgdStep makes one mini-batch update, or the updates of the rest of the
// epoch when a step is an epoch. An update with the next B points of the
// shuffled order (fewer at the end of an epoch) is
//
//	a ← a − η_k [(1/B) Σ_batch (y_n − t_n) z_n + (α/N) a],
//
// which for B = 1 is the single-point rule and for B = N the batch rule.
// With three weights it is sgdPlane, and otherwise sgdGeneral.
func (l *logistic) sgdStep() {
	if len(l.a) == 3 {
		l.sgdPlane()
		return
	}
	l.sgdGeneral()
}

// sgdGeneral is sgdStep for any number of weights.
func (l *logistic) sgdGeneral() {
	n := len(l.z)
	for {
		eta := l.rate()
		for j := range l.g {
			l.g[j] = 0
		}
		b, first, end := 0, -1, false
		for b < l.batch && !end {
			var i int
			i, end = l.visit.nextPoint()
			if first < 0 {
				first = i
			}
			z := l.z[i]
			d := Sigmoid(dot(l.a, z))
			if l.y[i] > 0 {
				d--
			}
			for j, v := range z {
				l.g[j] += d * v
			}
			b++
		}
		if !l.epochUnit && b == 1 {
			// The view draws a single point's update a → a − η∇E_n.
			l.before = append(l.before[:0], l.a...)
			l.point = first
		}
		for j := range l.a {
			shrink := l.alpha / float64(n)
			if j == 0 {
				shrink = l.alpha0 / float64(n)
			}
			l.a[j] -= eta * (l.g[j]/float64(b) + shrink*l.a[j])
		}
		l.upd++
		if !l.epochUnit || end {
			return
		}
	}
}

// sgdPlane is sgdStep for three weights, z = (1, z₁, z₂): the same
// updates in the same order and arithmetic, with the weights and the
// mini-batch gradient in registers, the visiting order read from the
// shuffler's slice, aᵀz summed as dot does, σ(s) as Sigmoid computes it
// (one exponential; 1/(1+e) or e/(1+e) chosen without a branch on the sign
// of s), and d = σ − 1 for class 0 as σ − (1+yₙ)/2, which is exact and
// needs no branch on the class. η_k is the same for all the updates of a
// step: the epoch ends after its last. Each update waits for the one
// before, through an exponential, so that an epoch of 100,000 points with
// B = 1 takes 100,000 exponentials one after the other: expNonPos, whose
// latency is about half of math.Exp's. Such an epoch is sgdChain, which
// differs from this loop by rounding only.
func (l *logistic) sgdPlane() {
	n := len(l.z)
	order, pos := l.visit.order, l.visit.pos
	count := n - pos // the rest of the epoch…
	if !l.epochUnit {
		count = min(count, l.batch) // …or one mini-batch
	}
	visit := order[pos : pos+count]
	zf, ys := l.zf, l.y
	a0, a1, a2 := l.a[0], l.a[1], l.a[2]
	shrink, shrink0 := l.alpha/float64(n), l.alpha0/float64(n)
	eta := l.rate()
	chain := l.chained()
	if chain && count > 0 {
		a0, a1, a2 = l.sgdChain(visit, a0, a1, a2, eta, 1-eta*shrink)
	}
	for p := 0; p < count && !chain; {
		b := min(l.batch, count-p)
		g0, g1, g2 := 0.0, 0.0, 0.0
		for _, i := range visit[p : p+b] {
			z1, z2, c := zf[3*i+1], zf[3*i+2], 0.5*(1+ys[i])
			s := dotPlane(a0, a1, a2, z1, z2)
			// ex = expNonPos(x), written with its inlined parts: Go does
			// not inline expNonPos, and a call in this chain costs a tenth
			// of the epoch, since every register is saved around it
			// (BenchmarkStep, unit=epoch, n=100,000: 6.0 ms with the call,
			// 5.5 ms without). TestLogisticPlanePaths checks it against
			// Sigmoid's expNonPos bit for bit.
			x := -math.Abs(s)
			var ex float64
			if x >= -708 {
				r, k := expReduce(x)
				r2 := r * r
				r4 := r2 * r2
				ex = expScale(1+(r+r2*expTail(r, r2, r4)), k)
			} else {
				ex = math.Exp(x)
			}
			d := sigmoidNum(s, ex)/(1+ex) - c
			g0 += d * 1
			g1 += d * z1
			g2 += d * z2
		}
		if !l.epochUnit && b == 1 {
			// The view draws a single point's update a → a − η∇E_n.
			l.before = append(l.before[:0], a0, a1, a2)
			l.point = visit[p]
		}
		if b == 1 { // g/1 = g exactly
			a0 -= eta * (g0 + shrink0*a0)
			a1 -= eta * (g1 + shrink*a1)
			a2 -= eta * (g2 + shrink*a2)
		} else {
			fb := float64(b)
			a0 -= eta * (g0/fb + shrink0*a0)
			a1 -= eta * (g1/fb + shrink*a1)
			a2 -= eta * (g2/fb + shrink*a2)
		}
		l.upd++
		p += b
	}
	l.a[0], l.a[1], l.a[2] = a0, a1, a2
	l.visit.pos = pos + count
	if l.visit.pos == n {
		l.visit.endEpoch()
	}
}

// chained reports whether an SGD step is an epoch of single-point updates
// in the plane, which sgdChain makes; its shrinking factor ρ is the same
// for every weight, so the prior must cover the bias.
func (l *logistic) chained() bool {
	return l.method == methodSGD && len(l.a) == 3 && l.epochUnit && l.batch == 1 && l.alpha0 == l.alpha
}

// sgdChain makes the single-point updates (B = 1) of sgdPlane for the
// points of visit, in order, from the weights a0, a1, a2, with ρ = 1 − ηα/N,
// and returns the weights after them. Each update is
//
//	a' = a − η(d·z + (α/N)·a) = ρa − ηd·z,  d = σ(s) − c,
//
// and needs the activation of the next point at the new weights,
// s' = a'ᵀz' = ρu − ηd·(zᵀz') with u = aᵀz' at the old weights. u and zᵀz'
// do not wait for d, so the processor works them out while the exponential
// of s is under way, and after d only a product and a difference are left
// before the next exponential, instead of the update of the weights and a
// dot product. The same idle time takes the next epoch's shuffle, one swap
// per update (shuffler.ahead). The loop has no call in it, not even on a
// path that is rarely taken: values live across a call are kept on the
// stack, and the loop has more values than the processor has registers.
//
// The results differ from sgdGeneral's by rounding only: the weights are
// ρa − ηd·z rather than a − η(d·z + (α/N)·a), s' is not recomputed from a',
// and an exponential below e⁻⁷⁰⁸ is taken as e⁻⁷⁰⁸ ≈ 3.3·10⁻³⁰⁸, which moves
// σ by less than that (TestLogisticPlanePaths).
func (l *logistic) sgdChain(visit []int, a0, a1, a2, eta, rho float64) (float64, float64, float64) {
	pk := l.pk
	if l.pkEpoch != l.visit.epoch || l.visit.pos != 0 {
		pk = l.pack(visit)
	}
	l.pkEpoch = -1
	z1, z2 := pk[0], pk[1]
	s := dotPlane(a0, a1, a2, z1, z2)
	last := len(visit) - 1
	// The next epoch's order is shuffled ahead, one swap per update.
	ahead := l.visit.ahead()
	at, rng := l.visit.at, l.visit.nextRNG
	for p := 0; p <= last; p++ {
		if at > 0 {
			// rng.swapIndex(at), written out with its rare cases: it does
			// not inline.
			var x uint64
			rng, x = rng.step()
			m := uint64(at + 1)
			hi, lo := bits.Mul64(x, m)
			j := int(hi)
			if m&(m-1) == 0 {
				j = int(x & (m - 1))
			} else if lo < m {
				for thresh := -m % m; lo < thresh; {
					rng, x = rng.step()
					hi, lo = bits.Mul64(x, m)
				}
				j = int(hi)
			}
			ahead[at], ahead[j] = ahead[j], ahead[at]
			at--
		}
		c := 0.5 * (1 + pk[3*p+2])
		// The next point (the first again after the last: its activation is
		// not used).
		q := 3 * min(p+1, last)
		n1, n2 := pk[q], pk[q+1]
		u := dotPlane(a0, a1, a2, n1, n2)
		zz := dotPlane(1, z1, z2, n1, n2)
		// ex = expNonPos(max(−|s|, −708)), written with its inlined parts
		// (expNonPos calls math.Exp below −708).
		x := -math.Abs(s)
		if x < -708 {
			x = -708
		}
		r, kk := expReduce(x)
		r2 := r * r
		r4 := r2 * r2
		ex := expScale(1+(r+r2*expTail(r, r2, r4)), kk)
		ed := eta * (sigmoidNum(s, ex)/(1+ex) - c)
		a0 = rho*a0 - ed
		a1 = rho*a1 - ed*z1
		a2 = rho*a2 - ed*z2
		s = rho*u - ed*zz
		z1, z2 = n1, n2
	}
	l.visit.at, l.visit.nextRNG = at, rng
	l.upd += len(visit)
	return a0, a1, a2
}

// pack copies (z₁, z₂, t) of the points of visit, in its order, into l.pk
// and returns it, so that sgdChain reads its points one after the other.
// Read in the visiting order from where they lie, the points are cache
// misses whenever the data do not stay in the cache, as with three classes
// of 100,000 points, whose three sub-problems take turns: the chain waited
// for each of them, where the loads of this loop overlap. The epoch of a
// sub-problem took 4.5–6.0 ms from one run to the next with the misses in
// the chain, and 4.7–5.1 ms with this copy (BenchmarkStep, unit=epoch,
// K=3, n=100,000, both methods, 5 runs of each interleaved). Step packs the
// next epoch's points as soon as its order is known, right after the
// refresh has read every point, so that they come from the cache rather
// than from memory: 4.7–5.1 ms → 4.2–4.5 (the same benchmark).
func (l *logistic) pack(visit []int) []float64 {
	n := 3 * len(visit)
	if cap(l.pk) < n {
		l.pk = make([]float64, n)
	}
	pk := l.pk[:n]
	zf, ys := l.zf, l.y
	for p, i := range visit {
		pk[3*p], pk[3*p+1], pk[3*p+2] = zf[3*i+1], zf[3*i+2], ys[i]
	}
	return pk
}

// newtonStep moves a to a − tH⁻¹∇E, with t = 1 or halved until E does not
// increase, and leaves E, ∇E and H (and the Laplace covariance) at the new
// weights. When no step can be taken it leaves a where it was and returns
// the reason: even a tiny step does not decrease E (the gradient is at the
// level of rounding), or H cannot be factorized.
func (l *logistic) newtonStep() (stuck string) {
	ridge, err := factorRidge(l.hess, len(l.a), &l.chol)
	l.stepNote = ""
	if err != nil {
		return "H could not be factorized even with a ridge, so Newton's method cannot go on"
	}
	if ridge > 0 {
		l.stepNote = fmt.Sprintf("H = ΦᵀRΦ + αI is singular (collinear points, or α = 0 with saturated points); "+
			"Newton's step solved (H + λI)δ = ∇E with λ = %.3g", ridge)
	}
	if !l.chol.solve(l.grad, 1, l.delta) && !finite(l.delta) {
		return "Newton's step H⁻¹∇E is not finite"
	}
	e0, mis, unsep := l.e, l.mis, l.unsep
	if t, et, ok := backtrack(l.a, l.delta, l.trial, e0, func(w []float64) float64 { return l.eval(w, l.gradT, l.hessT) }); ok {
		copy(l.a, l.trial)
		l.e = et
		l.grad, l.gradT = l.gradT, l.grad
		l.hess, l.hessT = l.hessT, l.hess
		l.tlast = t
		l.laplace()
		return ""
	}
	l.mis, l.unsep = mis, unsep
	return fmt.Sprintf("E no longer decreases along Newton's direction (rounding): ‖∇E‖/N = %.3g", norm(l.grad)/float64(len(l.z)))
}

// separates reports whether every point lies strictly on its own side.
func (l *logistic) separates() bool { return len(l.z) > 0 && l.unsep == 0 }

// field returns the decision function, with the Laplace covariance for the
// probit link.
func (l *logistic) field() Field {
	f := l.binaryBase.field()
	if l.bayes {
		f.Cov = append([]float64(nil), l.cov...)
	}
	return f
}

// Model implements Trainer.
func (l *logistic) Model() Model { return NewFieldModel(l.field(), 2) }

func (l *logistic) Snapshot() Snapshot {
	n := math.Max(float64(len(l.z)), 1)
	v := []Value{{Key: "gradNorm", Label: "‖∇E‖/N", V: norm(l.grad) / n}}
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

// backtrack halves a step t from 1 until w − t·δ, written into trial, does
// not raise the objective eval above e0 (up to rounding) and is finite. It
// returns t and the objective there, or false when no step down is left.
func backtrack(w, delta, trial []float64, e0 float64, eval func([]float64) float64) (float64, float64, bool) {
	for t := 1.0; t > 1e-10; t /= 2 {
		for j := range w {
			trial[j] = w[j] - t*delta[j]
		}
		if et := eval(trial); et <= e0+1e-13*math.Abs(e0) && finite(trial) && !math.IsNaN(et) {
			return t, et, true
		}
	}
	return 0, 0, false
}
