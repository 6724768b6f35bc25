package engine

import "math"

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
// feature space of a basis, with the linear kernel there: the SMO core
// (smo, which states the dual and its optimality conditions) with
// w = Σ αₙ yₙ φₙ kept in a = (w₀, w), so that the outputs are fₜ = wᵀφₜ
// and the boundary is drawn exactly. Its smoSpace methods are in
// svm_linear.go, their fast paths in the plane in svm_plane.go.
type svm struct {
	smo
}

func newSVM(d Dataset, b Basis, s svmSettings) (Trainer, error) {
	if k := s.Kernel.kernel(); !k.IsLinear() {
		return newKernelSVM(d, b, s)
	}
	m := &svm{smo: newSMO(d, b, s)}
	m.space, m.recompute = m, true
	if err := m.prepare(nil); err != nil {
		return nil, err
	}
	return m, nil
}

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
	s.Support = m.support(make([]int, 0, m.st.sv))
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
