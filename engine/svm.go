package engine

import (
	"math"

	"hyperplane/engine/msg"
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
		ID:      "svm",
		Name:    msg.T("method-svm"),
		Family:  FamilyMargin,
		Summary: msg.T("method-svm-summary"),
		Help:    msg.T("method-svm-help"),
		Params: append(kernelParams(),
			choiceParam("margin", msg.T("method-svm-margin"), "soft",
				msg.T("method-svm-margin-help"),
				Choice{"soft", msg.T("method-svm-margin-soft")}, Choice{"hard", msg.T("method-svm-margin-hard")}),
			logParam("C", msg.T("method-svm-c"), 1e-3, 1e4, 1,
				msg.T("method-svm-c-help")),
			logParam("tol", msg.T("method-svm-tol"), 1e-12, 1e-1, 1e-3,
				msg.T("method-svm-tol-help")),
			logParam("eps", msg.T("method-svm-eps"), 1e-6, 1e-1, 1e-3,
				msg.T("method-svm-eps-help")),
			intParam("pairs", msg.T("method-svm-pairs"), 1, 1000, 1, msg.T("method-svm-pairs-help")),
			intParam("maxSteps", msg.T("method-svm-max-steps"), 1, 10_000_000, 100_000, msg.T("method-svm-max-steps-help")),
		),
		Binary:    true,
		Iterative: true,
		Short:     msg.T("method-svm-short"),
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
		Criterion: msg.T("engine-criterion-smo"),
		Mistakes:  m.st.mistakes,
		N:         m.z.Len(),
		Status:    orRunning(m.status),
		Reason:    m.reason,
		Notes:     append([]msg.Text(nil), m.notes...),
		Point:     m.point,
		Before:    append([]float64(nil), m.before...),
		Alpha:     append([]float64(nil), m.alpha...),
	}
	s.Support = m.support(make([]int, 0, m.st.sv))
	st := m.st
	v := []Value{
		{Key: "sv", Label: msg.T("value-sv"), V: float64(st.sv)},
		{Key: "dual", Label: msg.T("value-dual"), V: m.dual()},
		{Key: "kkt", Label: msg.T("value-kkt"), V: math.Max(st.m-st.mm, 0)},
		{Key: "slack", Label: msg.T("value-slack"), V: st.slack},
	}
	if note := m.zeroW(); !note.IsZero() {
		s.Notes = append(s.Notes, note)
	} else {
		v = append(v,
			Value{Key: "margin", Label: msg.T("value-margin"), V: 1 / st.normW},
			Value{Key: "gamma", Label: msg.T("value-set-margin"), V: st.minMargin / st.normW})
	}
	if m.hard {
		if b := m.marginBound(); !math.IsInf(b, 0) {
			v = append(v, Value{Key: "gammaMax", Label: msg.T("value-gamma-max"), V: b})
		}
	} else {
		v = append(v,
			Value{Key: "C", Label: msg.T("value-c"), V: m.c},
			Value{Key: "primal", Label: msg.T("value-primal"), V: st.normW*st.normW/2 + m.c*st.slack})
	}
	s.Values = v
	return s
}
