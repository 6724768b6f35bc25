package engine

import (
	"fmt"
	"math"

	"hyperplane/engine/internal/linalg"
)

// Limits of the support vector machine.
const (
	// svmMinRadius is the smallest spread R of the feature vectors for
	// which the hard-margin machine runs: its multipliers grow like 1/γ²,
	// and γ ≤ R, so a smaller R could overflow them.
	svmMinRadius = 1e-100
	// svmTauRel sets τ = svmTauRel·R², the curvature used in place of
	// ‖φ_i − φ_j‖² when that is smaller (repeated points), as libsvm's TAU.
	svmTauRel = 1e-12
)

// svmSettings are the knobs of the support vector machine.
type svmSettings struct {
	Margin   string  `param:"margin"`
	C        float64 `param:"C"`
	Tol      float64 `param:"tol"`
	Eps      float64 `param:"eps"`
	Pairs    int     `param:"pairs"`
	MaxSteps int     `param:"maxSteps"`
	Kernel   kernelSettings
}

func svmSpec() Spec {
	return Spec{
		ID:     "svm",
		Name:   "Maximum-margin hyperplane (SVM)",
		Family: FamilyMargin,
		Summary: "The separating hyperplane of largest margin, found by sequential minimal optimization (SMO): " +
			"each step moves the dual coefficients α of one pair of points.",
		Help: "Targets y = +1 for class 1 and −1 for class 2; h(x) = wᵀφ(x) + w₀ with a = (w₀, w), and the bias w₀ is not part of ‖w‖. " +
			"The machine works in the feature space of the basis with the linear kernel K(x, x') = φ(x)ᵀφ(x'), so " +
			"w = Σ αₙ yₙ φ(xₙ) is always known and the boundary is drawn exactly. " +
			"It maximizes the dual W(α) = Σ αₙ − ½‖w‖² subject to Σ αₙ yₙ = 0 and 0 ≤ αₙ ≤ C (Bishop §7.1, eq. 7.10–7.12 and 7.32–7.34; " +
			"the hard margin is C = ∞ exactly, with no upper bound). " +
			"One pair update is SMO (Platt 1998) with the second-order choice of pair of Fan, Chen and Lin (2005): " +
			"i is the point that violates the optimality (KKT) conditions most, j the partner that raises W(α) most. " +
			"There is no step size: αᵢ and αⱼ move along Σ αₙ yₙ = 0 to the maximum of W on that line, clipped to [0, C]. " +
			"The bias is the average of yₙ − wᵀφ(xₙ) over the free support vectors (0 < αₙ < C), which is exact at the optimum, " +
			"and the midpoint of the feasible interval when there are none (Keerthi et al. 2001). " +
			"Training stops when the KKT violation m(α) − M(α) is at most the tolerance: then the points with αₙ = 0 have y h(x) ≥ 1 − tol, " +
			"the support vectors with 0 < αₙ < C lie on h = ±1 within tol, and those with αₙ = C have y h(x) ≤ 1 + tol. " +
			"Margin 1/‖w‖ is the distance, in feature space, between the boundary and the lines h = ±1. " +
			"Hard margin on a set that no hyperplane separates: W(α) then grows without bound while ‖w‖ stays bounded. " +
			"Any α of the run gives two points of the classes' convex hulls at distance 2‖w‖/Σα, so the best margin is at most ‖w‖/Σα; " +
			"the machine stops as not separable when that bound falls to ε·R (R the radius of the feature vectors about their mean) " +
			"and the current hyperplane does not separate the classes. " +
			"With a polynomial or Gaussian kernel K the same SMO runs on the kernel matrix Kᵢⱼ = K(φᵢ, φⱼ) (columns kept in a cache of 32 MB), " +
			"w is never formed, and the field is f(x) = Σ αₙ yₙ K(φₙ, φ(x)) + b over the support vectors; ‖w‖² = ΣΣ αᵢαⱼyᵢyⱼKᵢⱼ. " +
			"Cost: one pair update reads every point four times, O(N·D) for D features; with the linear basis a step of one pair takes " +
			"under 5 ms at N = 100,000 (about 2 ms measured), and a basis of D features about D/2 times that. A step of p pairs costs p times as much.",
		Params: append(kernelParams(),
			choiceParam("margin", "Margin", "soft",
				"Hard: every point must lie on or outside the margin (C = ∞); on a set that no hyperplane separates the machine says so. "+
					"Soft: points may enter the margin or cross the boundary with slack ξₙ = max(0, 1 − yₙh(xₙ)), at a price C per unit.",
				Choice{"soft", "soft (C)"}, Choice{"hard", "hard (C = ∞)"}),
			logParam("C", "Penalty C", 1e-3, 1e4, 1,
				"Soft margin: the bound on every αₙ, and the price of a unit of slack in ½‖w‖² + C Σ ξₙ. "+
					"Small C gives a wide margin with many points inside it; large C approaches the hard margin."),
			logParam("tol", "Tolerance", 1e-12, 1e-1, 1e-3,
				"Stop when the KKT violation m(α) − M(α) is at most this, in units of the functional margin (the lines h = ±1)."),
			logParam("eps", "Hard-margin give-up ε", 1e-6, 1e-1, 1e-3,
				"Hard margin only: stop as not separable once the best margin is proven to be at most ε·R and the current hyperplane "+
					"does not separate the classes. Smaller ε is stricter and takes more steps (about 1/ε)."),
			intParam("pairs", "Pair updates per step", 1, 1000, 1, "How many SMO pair updates one step of the animation performs."),
			intParam("maxSteps", "Step limit", 1, 10_000_000, 100_000, "Training stops after this many steps."),
		),
		Binary:    true,
		Iterative: true,
		Short:     "SVM",
		Kernel:    true,
		new:       start(newSVM),
	}
}

// svm is the two-class support vector machine trained by SMO in the
// feature space of a basis, with the linear kernel there (Platt 1998;
// Keerthi et al. 2001; Fan, Chen and Lin 2005). The dual is
//
//	max_α W(α) = Σₙ αₙ − ½‖w‖²,   w = Σₙ αₙ yₙ φₙ,
//	subject to Σₙ αₙ yₙ = 0 and 0 ≤ αₙ ≤ C
//
// (Bishop eq. 7.10–7.12, 7.32–7.34). In the notation of Fan et al. the
// minimized objective is f(α) = −W(α) with gradient
//
//	Gₜ = ∂f/∂αₜ = yₜ wᵀφₜ − 1,   and vₜ = −yₜGₜ = yₜ − wᵀφₜ.
//
// With I_up = {t : αₜ < C, yₜ = +1 or αₜ > 0, yₜ = −1} and I_low = {t :
// αₜ < C, yₜ = −1 or αₜ > 0, yₜ = +1}, α is optimal exactly when
//
//	m(α) = max_{I_up} vₜ ≤ M(α) = min_{I_low} vₜ,
//
// and then any w₀ in [m, M] is an optimal bias (Keerthi et al. 2001).
type svm struct {
	binaryBase
	hard     bool
	c        float64 // C, +Inf for the hard margin
	tol      float64
	eps      float64
	pairs    int
	maxSteps int

	alpha  []float64
	f      []float64 // wᵀφₜ, without the bias
	yh     []float64 // yₜ(w₀ + wᵀφₜ), summed as dot(a, zₜ), for the state
	iup    int       // the first point of I_up with the largest vₜ, as refresh found it, or -1
	radius float64   // R = maxₜ ‖φₜ − φ̄‖
	tau    float64
	st     svmState
	pi, pj int   // the last pair
	bad    error // a DataError about the data, returned by Step
}

// svmState holds the quantities of the current α that a Snapshot reports.
type svmState struct {
	m, mm     float64 // m(α) and M(α)
	sumAlpha  float64
	normW     float64
	slack     float64 // Σ max(0, 1 − yₙhₙ)
	minMargin float64 // minₙ yₙhₙ
	mistakes  int
	sv        int
	maxAlpha  float64
}

func newSVM(d Dataset, b Basis, s svmSettings) (Trainer, error) {
	if k := s.Kernel.kernel(); !k.IsLinear() {
		return newKernelSVM(d, b, s)
	}
	m := &svm{
		binaryBase: newBinaryBase(d, b),
		hard:       s.Margin == "hard",
		c:          s.C,
		tol:        s.Tol,
		eps:        s.Eps,
		pairs:      s.Pairs,
		maxSteps:   s.MaxSteps,
		pi:         -1,
		pj:         -1,
	}
	if m.hard {
		m.c = math.Inf(1)
	}
	if err := m.prepare(nil); err != nil {
		return nil, err
	}
	return m, nil
}

// prepare caches what depends on the data, starting from the multipliers
// alpha (nil for zero), and computes the state. It returns (and keeps for
// Step) a DataError when the machine cannot train on the data; the state is
// consistent either way.
func (m *svm) prepare(alpha []float64) error {
	n := len(m.z)
	m.alpha = make([]float64, n)
	if alpha != nil {
		copy(m.alpha, alpha)
	}
	m.f = make([]float64, n)
	m.yh = make([]float64, n)
	m.bad = m.measure()
	m.refresh()
	return m.bad
}

// measure computes R and τ, and reports data the machine cannot use.
func (m *svm) measure() error {
	n := len(m.z)
	m.radius, m.tau = 0, 1
	var count [2]int
	for _, y := range m.y {
		if y > 0 {
			count[0]++
		} else {
			count[1]++
		}
	}
	if count[0] == 0 || count[1] == 0 {
		return &DataError{-1, "the support vector machine needs points of both classes"}
	}
	dim := m.basis.Dim()
	mean := make([]float64, dim)
	for _, z := range m.z {
		for j, v := range z[1:] {
			mean[j] += v / float64(n)
		}
	}
	m.radius = 0
	for _, z := range m.z {
		s := 0.0
		for j, v := range z[1:] {
			s += (v - mean[j]) * (v - mean[j])
		}
		m.radius = math.Max(m.radius, math.Sqrt(s))
	}
	if !(m.radius < math.Inf(1)) {
		return &DataError{-1, "the feature vectors are too large for the support vector machine"}
	}
	if m.hard && m.radius > 0 && m.radius < svmMinRadius {
		return &DataError{-1, fmt.Sprintf("the points lie within %g of each other in feature space, too close for the hard margin; use the soft margin", svmMinRadius)}
	}
	m.tau = svmTauRel * m.radius * m.radius
	if !(m.tau > 0) {
		m.tau = 1 // every ‖φ_i − φ_j‖² is 0 or underflows
	}
	return nil
}

// SetData replaces the data. The multipliers of points that are still
// there (same position and class) are kept; then those of the class with
// the larger Σα are scaled down so that Σ αₙ yₙ = 0 again, which keeps
// 0 ≤ α ≤ C. W(α) stays a valid starting point and training continues.
func (m *svm) SetData(d Dataset) error {
	alpha := keptAlpha(m.data, m.alpha, d)
	m.setData(d)
	m.pi, m.pj = -1, -1
	return m.prepare(alpha)
}

// marginBound returns ‖w‖/Σα, an upper bound on the largest margin of any
// separating hyperplane: with λₙ = 2αₙ/Σα the points p± = Σ_{yₙ=±1} λₙφₙ
// lie in the convex hulls of the two classes and p₊ − p₋ = 2w/Σα, while
// the best margin is half the distance between the hulls (Bennett and
// Bredensteiner 2000). It returns +Inf when α = 0.
func (m *svm) marginBound() float64 {
	if m.st.sumAlpha <= 0 {
		return math.Inf(1)
	}
	return m.st.normW / m.st.sumAlpha
}

func (m *svm) Step() (Snapshot, error) {
	if m.status.Stopped() {
		return m.Snapshot(), nil
	}
	if m.bad != nil {
		return m.Snapshot(), m.bad
	}
	before := append([]float64(nil), m.a...)
	updated := false
	for k := 0; k < m.pairs; k++ {
		// The first pair's i is the one refresh found at the end of the
		// last step; after an update, the outputs have changed.
		first := m.iup
		if k > 0 {
			first = m.firstUp()
		}
		i, j, gap := m.selectPair(first)
		if i < 0 || j < 0 || gap <= m.tol {
			break
		}
		m.update(i, j)
		updated = true
		if k+1 == m.pairs {
			break // refresh below recomputes the outputs
		}
		m.outputs()
		if m.hard {
			// Between the pairs of one step, watch for an unbounded dual.
			sum := 0.0
			for _, a := range m.alpha {
				sum += a
			}
			if linalg.Norm(m.a[1:]) <= m.eps*m.radius*sum {
				break
			}
		}
	}
	m.refresh()
	if updated {
		m.step++
		m.before, m.point = before, m.pi
	}
	gap := m.st.m - m.st.mm
	switch {
	case !linalg.Finite(m.a) || !linalg.Finite(m.alpha):
		// Cannot happen with the limits above; never hand out NaN.
		m.a = make([]float64, len(m.a))
		m.alpha = make([]float64, len(m.alpha))
		m.refresh()
		m.stop(StatusStepLimit, "the multipliers overflowed")
		return m.Snapshot(), &DataError{-1, "the support vector machine's multipliers overflowed; rescale the data"}
	case gap <= m.tol:
		m.stop(StatusConverged, fmt.Sprintf("the KKT conditions hold: m(α) − M(α) = %.3g ≤ %g after %d pair updates", math.Max(gap, 0), m.tol, m.upd))
	case m.hard && m.st.minMargin <= 0 && m.marginBound() <= m.eps*m.radius:
		m.stop(StatusNotSeparable, fmt.Sprintf("no hyperplane separates the classes with a margin wider than %.3g "+
			"(ε·R with R = %.3g): the margin is at most ‖w‖/Σα = %.3g while Σα = %.3g keeps growing. Use the soft margin.",
			m.eps*m.radius, m.radius, m.marginBound(), m.st.sumAlpha))
	case m.step >= m.maxSteps:
		m.stop(StatusStepLimit, fmt.Sprintf("stopped after %d steps with m(α) − M(α) = %.3g", m.step, gap))
	}
	return m.Snapshot(), nil
}

// dual returns W(α) = Σα − ½‖w‖².
func (m *svm) dual() float64 { return m.st.sumAlpha - m.st.normW*m.st.normW/2 }

func (m *svm) Snapshot() Snapshot {
	f := m.field()
	s := Snapshot{
		Step:      m.step,
		Updates:   m.upd,
		Field:     f,
		Loss:      -m.dual(),
		Criterion: "SMO objective f(α) = ½‖w‖² − Σα = −W(α) (minimized)",
		Mistakes:  m.st.mistakes,
		N:         len(m.z),
		Status:    orRunning(m.status),
		Reason:    m.reason,
		Notes:     append([]string(nil), m.notes...),
		Point:     m.point,
		Before:    append([]float64(nil), m.before...),
		Alpha:     append([]float64(nil), m.alpha...),
	}
	s.Support = make([]int, 0, m.st.sv)
	for t, a := range m.alpha {
		if a > svSize*m.st.maxAlpha {
			s.Support = append(s.Support, t)
		}
	}
	st := m.st
	v := []Value{
		{Key: "sv", Label: "support vectors", V: float64(st.sv)},
		{Key: "dual", Label: "dual W(α) = Σα − ½‖w‖²", V: m.dual()},
		{Key: "kkt", Label: "KKT violation m(α) − M(α)", V: math.Max(st.m-st.mm, 0)},
		{Key: "slack", Label: "total slack Σξ", V: st.slack},
	}
	if note := m.zeroW(); note != "" {
		s.Notes = append(s.Notes, note)
	} else {
		v = append(v,
			Value{Key: "margin", Label: "margin 1/‖w‖ (boundary to h = ±1)", V: 1 / st.normW},
			Value{Key: "gamma", Label: "margin of the set min y h/‖w‖", V: st.minMargin / st.normW})
	}
	if m.hard {
		if b := m.marginBound(); !math.IsInf(b, 0) {
			v = append(v, Value{Key: "gammaMax", Label: "best margin ≤ ‖w‖/Σα", V: b})
		}
	} else {
		v = append(v,
			Value{Key: "C", Label: "C", V: m.c},
			Value{Key: "primal", Label: "primal ½‖w‖² + C Σξ", V: st.normW*st.normW/2 + m.c*st.slack})
	}
	s.Values = v
	return s
}
