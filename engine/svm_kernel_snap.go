package engine

import (
	"math"

	"hyperplane/engine/msg"
)

// This file holds what the kernel SVM hands out: its field, model and
// snapshot, and the helpers of its notes.

// field returns the expansion f(x) = Σ αₙ yₙ K(φₙ, φ(x)) + b over the
// support vectors.
func (m *kernelSVM) field() Field {
	row := []float64{m.bias, 0, 0}
	e := &Expansion{Kernel: m.kern, Coef: [][]float64{nil}}
	for t, a := range m.alpha {
		if a > svSize*m.st.maxAlpha {
			p := m.data.Points[t]
			e.Points = append(e.Points, Vec2{X: p.X, Y: p.Y})
			e.Coef[0] = append(e.Coef[0], a*m.y[t])
		}
	}
	return Field{Basis: Basis{Kind: BasisLinear}, Rows: [][]float64{row}, Combine: CombineSign, Labels: identity(2), Expansion: e}
}

// Model implements Trainer.
func (m *kernelSVM) Model() Model { return NewFieldModel(m.field(), 2) }

func (m *kernelSVM) Snapshot() Snapshot {
	st := m.st
	s := Snapshot{
		Step: m.step, Updates: m.upd, Field: m.field(),
		Loss:      st.normW*st.normW/2 - st.sumAlpha,
		Criterion: msg.T("engine-criterion-smo-kernel"),
		Mistakes:  st.mistakes, N: m.z.Len(), Status: orRunning(m.status), Reason: m.reason,
		Notes: append(basisUnused(m.basis), m.notes...), Point: m.point,
		Alpha: append([]float64(nil), m.alpha...),
		Wrong: append([]int{}, m.wrong...),
	}
	s.Support = m.support(nil)
	s.Values = []Value{
		{Key: "sv", Label: msg.T("value-sv"), V: float64(st.sv)},
		{Key: "dual", Label: msg.T("value-dual-svm-kernel"), V: m.dual()},
		{Key: "kkt", Label: msg.T("value-kkt"), V: math.Max(st.m-st.mm, 0)},
		{Key: "slack", Label: msg.T("value-slack"), V: st.slack},
	}
	if note := m.zeroW(); !note.IsZero() {
		s.Notes = append(s.Notes, note)
	} else {
		s.Values = append(s.Values, Value{Key: "margin", Label: msg.T("value-margin-kernel"), V: 1 / st.normW})
	}
	if !m.hard {
		s.Values = append(s.Values,
			Value{Key: "C", Label: msg.T("value-c"), V: m.c},
			Value{Key: "primal", Label: msg.T("value-primal"), V: st.normW*st.normW/2 + m.c*st.slack})
	}
	return s
}

// exactNear bounds the rounding of the outputs f(xₜ) + b, kept by the pair
// updates, against the Evaluator's sum over the support vectors: both are
// sums of terms at most Σα·maxₛ|Kₛₜ| ≤ Σα·R² (Cauchy-Schwarz) in size, and
// each differs from the exact value by far less than 10⁻⁹ of that.
func (m *kernelSVM) exactNear() float64 {
	return 1e-9 * (m.st.sumAlpha*m.radius*m.radius + math.Abs(m.bias) + 1)
}

// basisUnused returns the note that a kernel machine does not use the
// basis b, or none when b is linear.
func basisUnused(b Basis) []msg.Text {
	if b.IsLinear() {
		return nil
	}
	return []msg.Text{msg.T("engine-kernel-basis-unused")}
}
