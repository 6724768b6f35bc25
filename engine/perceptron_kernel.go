package engine

import (
	"hyperplane/engine/internal/linalg"

	"hyperplane/engine/msg"
)

// product returns ⟨z_i, z_j⟩, or 1 + K(φ_i, φ_j) with a kernel other than
// linear: the inner product in the kernel's feature space augmented by the
// constant 1 that carries the bias. The kernel acts on the points (x, y),
// in place of the basis.
func (p *dualPerceptron) product(i, j int) float64 {
	if p.kern.IsLinear() {
		return linalg.Dot(p.z.Row(i), p.z.Row(j))
	}
	a, b := p.data.Points[i], p.data.Points[j]
	u, v := [2]float64{a.X, a.Y}, [2]float64{b.X, b.Y} // on the stack: Eval keeps neither
	return 1 + p.kern.Eval(u[:], v[:])
}

// kernelField returns the kernel perceptron's decision function
// f(x) = Σ_j α_j y_j (1 + K(φ_j, φ(x))): the bias Σ_j α_j y_j in the row,
// the rest as an expansion over the support.
func (p *dualPerceptron) kernelField() Field {
	row := make([]float64, 3)
	e := &Expansion{Kernel: p.kern, Coef: [][]float64{nil}}
	for _, j := range p.support {
		c := p.alpha[j] * p.y[j]
		row[0] += c
		pt := p.data.Points[j]
		e.Points = append(e.Points, Vec2{X: pt.X, Y: pt.Y})
		e.Coef[0] = append(e.Coef[0], c)
	}
	return Field{Basis: Basis{Kind: BasisLinear}, Rows: [][]float64{row}, Combine: CombineSign, Labels: identity(2), Expansion: e}
}

// kernelSnapshot is Snapshot for the kernel perceptron: the criterion and
// the mistakes from the dual margins y_i f(x_i), the field as an expansion.
func (p *dualPerceptron) kernelSnapshot() Snapshot {
	loss, mistakes := 0.0, 0
	for i := range p.z.Len() {
		m, _ := p.dualMargin(i)
		loss = addPerceptronTerm(loss, m, p.b)
		if m < 0 || (m == 0 && p.y[i] < 0) { // f ≥ 0 decides class 1
			mistakes++
		}
	}
	v := []Value{
		{Key: "epoch", Label: msg.T("value-epoch"), V: float64(p.epoch())},
		{Key: "support", Label: msg.T("value-support"), V: float64(len(p.support))},
	}
	s := p.snapCounted(mistakes, loss, msg.T("engine-criterion-perceptron-kernel"), v...)
	s.Field = p.kernelField()
	s.Notes = append(basisUnused(p.basis), s.Notes...)
	s.Before = nil
	s.Alpha = append([]float64(nil), p.alpha...)
	for i, a := range p.alpha {
		if a > 0 {
			s.Support = append(s.Support, i)
		}
	}
	return s
}

// Model implements Trainer: the expansion with a kernel other than
// linear, the primal equivalent otherwise.
func (p *dualPerceptron) Model() Model {
	if !p.kern.IsLinear() {
		return NewFieldModel(p.kernelField(), 2)
	}
	return p.binaryBase.Model()
}
