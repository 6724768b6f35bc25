package engine

import (
	"math"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// smo is the SMO core that both support vector machines run: the dual
// state α, the working-set selection, the pair update, the bias and the
// stopping rule (Platt 1998; Keerthi et al. 2001; Fan, Chen and Lin 2005).
// In a feature space with inner products Kᵢⱼ = φᵢᵀφⱼ the dual is
//
//	max_α W(α) = Σₙ αₙ − ½‖w‖²,   w = Σₙ αₙ yₙ φₙ,   ‖w‖² = ΣΣ αᵢαⱼyᵢyⱼKᵢⱼ,
//	subject to Σₙ αₙ yₙ = 0 and 0 ≤ αₙ ≤ C
//
// (Bishop eq. 7.10–7.12, 7.32–7.34). In the notation of Fan et al. the
// minimized objective is f(α) = −W(α) with gradient
//
//	Gₜ = ∂f/∂αₜ = yₜ fₜ − 1,   fₜ = wᵀφₜ = Σₛ αₛ yₛ Kₛₜ,   and vₜ = −yₜGₜ = yₜ − fₜ.
//
// With I_up = {t : αₜ < C, yₜ = +1 or αₜ > 0, yₜ = −1} and I_low = {t :
// αₜ < C, yₜ = −1 or αₜ > 0, yₜ = +1}, α is optimal exactly when
//
//	m(α) = max_{I_up} vₜ ≤ M(α) = min_{I_low} vₜ,
//
// and then any w₀ in [m, M] is an optimal bias (Keerthi et al. 2001).
//
// The core keeps the outputs fₜ (without the bias); how they are computed
// and moved, and how far apart two points are in the feature space, is the
// machine's: its smoSpace.
type smo struct {
	binaryBase
	space    smoSpace // the machine that embeds this core
	hard     bool
	c        float64 // C, +Inf for the hard margin
	tol      float64
	eps      float64
	pairs    int
	maxSteps int
	// recompute says that the outputs are recomputed from α at the end of
	// every step (the linear machine, from w in O(N·D)); otherwise they are
	// moved by the pair updates and recomputed only before the machine says
	// that it converged (the kernel machine, O(N) per support vector).
	recompute bool
	// listWrong says that refresh lists the points it counts as mistakes
	// in wrong (the kernel machine's Snapshot reports them).
	listWrong bool

	alpha  []float64
	f      []float64 // fₜ, without the bias
	yh     []float64 // yₜhₜ as the field's Evaluator computes hₜ (smoSpace.decisions)
	wrong  []int     // the points st.mistakes counts, when listWrong
	bias   float64   // w₀
	iup    int       // the first point of I_up with the largest vₜ, as refresh found it, or -1
	radius float64   // R: maxₜ ‖φₜ − φ̄‖ (linear), maxₜ √Kₜₜ (kernel), from measure
	tau    float64   // τ, the curvature used in place of a smaller aᵢⱼ (measure)
	st     svmState
	pi, pj int   // the last pair
	bad    error // a DataError about the data, returned by Step
}

// smoSpace is what a machine adds to the SMO core: the feature space it
// works in. The linear machine keeps w = Σ αₙ yₙ φₙ and computes
// fₜ = wᵀφₜ; the kernel machine never forms w and moves the outputs by
// columns of the kernel matrix.
type smoSpace interface {
	// measure caches what depends on the data (R, τ and the machine's own
	// tables) and returns a DataError when the machine cannot train on it.
	measure() error
	// outputsFromAlpha recomputes every fₜ from α.
	outputsFromAlpha()
	// track brings the outputs up to date after an update, between two
	// pairs of one step, and reports whether the step should end there.
	track() (stop bool)
	// row returns what selectPair needs to compute aᵢₜ for one i.
	row(i int) smoRow
	// curvature returns aᵢⱼ = ‖φᵢ − φⱼ‖² = Kᵢᵢ + Kⱼⱼ − 2Kᵢⱼ, before the floor τ.
	curvature(i, j int) float64
	// moved follows the update αᵢ += yᵢt, αⱼ −= yⱼt in what the machine
	// keeps (w, or the outputs).
	moved(i, j int, t float64)
	// decisions writes yₜhₜ into yh, with hₜ as the field's Evaluator
	// computes it from the bias, and returns ‖w‖.
	decisions() (normW float64)
	// finite reports whether the machine's own state is finite.
	finite() bool
	// notSeparable says why the hard margin gave up.
	notSeparable() msg.Text
	Snapshot() Snapshot
}

// newSMO returns the core for the settings s; the machine sets space,
// recompute and listWrong, and calls prepare.
func newSMO(d Dataset, b Basis, s svmSettings) smo {
	m := smo{
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
	return m
}

// prepare caches what depends on the data, starting from the multipliers
// alpha (nil for zero), and computes the state. It returns (and keeps for
// Step) a DataError when the machine cannot train on the data; the state is
// consistent either way.
func (m *smo) prepare(alpha []float64) error {
	n := m.z.Len()
	m.alpha = make([]float64, n)
	if alpha != nil {
		copy(m.alpha, alpha)
	}
	m.f = make([]float64, n)
	m.yh = make([]float64, n)
	m.bad = m.space.measure()
	m.space.outputsFromAlpha()
	m.refresh()
	return m.bad
}

// bothClasses reports data of one class.
func (m *smo) bothClasses() error {
	var count [2]int
	for _, y := range m.y {
		if y > 0 {
			count[0]++
		} else {
			count[1]++
		}
	}
	if count[0] == 0 || count[1] == 0 {
		return &DataError{-1, msg.T("engine-svm-two-classes")}
	}
	return nil
}

// SetData replaces the data. The multipliers of points that are still
// there (same position and class) are kept; then those of the class with
// the larger Σα are scaled down so that Σ αₙ yₙ = 0 again, which keeps
// 0 ≤ α ≤ C. W(α) stays a valid starting point and training continues.
func (m *smo) SetData(d Dataset) error {
	alpha := keptAlpha(m.data, m.alpha, d)
	m.setData(d)
	m.pi, m.pj = -1, -1
	return m.prepare(alpha)
}

// Step performs up to `pairs` pair updates and then applies the stopping
// rule: converged when m(α) − M(α) ≤ tol, not separable (hard margin) when
// the current boundary makes a mistake and the best margin is proven to be
// at most ε·R, and the step limit.
func (m *smo) Step() (Snapshot, error) {
	if m.status.Stopped() {
		return m.space.Snapshot(), nil
	}
	if m.bad != nil {
		return m.space.Snapshot(), m.bad
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
			break // the state is computed below
		}
		if m.space.track() {
			break
		}
	}
	if m.recompute {
		m.space.outputsFromAlpha()
	}
	m.refresh()
	if !m.recompute && m.st.m-m.st.mm <= m.tol {
		// Before saying so, check the test on outputs recomputed from α.
		m.space.outputsFromAlpha()
		m.refresh()
	}
	if updated {
		m.step++
		m.before, m.point = before, m.pi
	}
	gap := m.st.m - m.st.mm
	switch {
	case !m.space.finite() || !linalg.Finite(m.alpha):
		// Cannot happen with the limits of the machines; never hand out NaN.
		m.a = make([]float64, len(m.a))
		m.alpha = make([]float64, len(m.alpha))
		m.space.outputsFromAlpha()
		m.refresh()
		m.stop(StatusStepLimit, msg.T("engine-svm-overflow"))
		return m.space.Snapshot(), &DataError{-1, msg.T("engine-svm-overflow-rescale")}
	case gap <= m.tol:
		m.stop(StatusConverged, msg.T("engine-svm-converged", "gap", NumText(math.Max(gap, 0), 3), "tol", NumText(m.tol, -1), "n", m.upd))
	case m.hard && m.st.minMargin <= 0 && m.marginBound() <= m.eps*m.radius:
		m.stop(StatusNotSeparable, m.space.notSeparable())
	case m.step >= m.maxSteps:
		m.stop(StatusStepLimit, msg.T("engine-svm-step-limit", "n", m.step, "gap", NumText(gap, 3)))
	}
	return m.space.Snapshot(), nil
}

// keptAlpha returns the multipliers for the points of d: those of the points
// of old that are still there (same position and class), with those of the
// class of larger Σα scaled down so that Σ αₙ yₙ = 0.
func keptAlpha(old Dataset, alpha []float64, d Dataset) []float64 {
	kept := map[Point][]float64{}
	for i, p := range old.Points {
		if alpha[i] > 0 {
			kept[p] = append(kept[p], alpha[i])
		}
	}
	out := make([]float64, len(d.Points))
	var sum [2]float64
	for i, p := range d.Points {
		if a := kept[p]; len(a) > 0 {
			out[i], kept[p] = a[0], a[1:]
			sum[min(p.Class, 1)] += out[i]
		}
	}
	if sum[0] != sum[1] {
		big := 0
		if sum[1] > sum[0] {
			big = 1
		}
		scale := sum[1-big] / sum[big]
		for i, p := range d.Points {
			if min(p.Class, 1) == big {
				out[i] *= scale
			}
		}
	}
	return out
}
