package engine

import (
	"gonum.org/v1/gonum/mat"
)

func mseSpec() Spec {
	return Spec{
		ID:      "mse",
		Name:    "Minimum squared error (margin vector b)",
		Family:  FamilyDiscriminant,
		Summary: "Solve Za = b in the least-squares sense, a = Z†b, for normalized vectors z = y·(1, x) and a fixed margin vector b.",
		Help: "Normalized vectors z = y·(1, x), y = +1 for class 1 and −1 for class 2, form the rows of Z; a = (w₀, w). " +
			"a minimizes J_s(a) = ‖Za − b‖² and is found by a QR factorization of Z (or its SVD when Z is rank-deficient, giving the " +
			"minimum-norm solution), never by inverting ZᵀZ. With b = 1 every point asks for the margin y·aᵀz = 1. " +
			"With b_n = n/n_k for the points of class k, w is parallel to Fisher's direction S_W⁻¹(m₁ − m₂) and w₀ = −mᵀw, " +
			"m the grand mean, so x goes to class 1 when wᵀ(x − m) ≥ 0 (notes 002; Duda, Hart and Stork §5.8.2). " +
			"The solution need not separate separable classes: points far on the right side still pull the line.",
		Params:    []Param{marginVectorParam()},
		Binary:    true,
		Iterative: false,
		new:       newMSE,
	}
}

// mse is the two-class minimum squared-error procedure of Duda, Hart and
// Stork §5.8.1 (notes 002, "Minimum squared-error procedures"): with the
// normalized vectors as the rows of Z,
//
//	a = argmin ‖Za − b‖² = Z†b,
//
// solved by lstsq. With b_n = n/n_k it is Fisher's discriminant (§5.8.2).
type mse struct {
	binaryBase
	bvec string
	zm   *mat.Dense // rows yₙzₙ, built when the data change
	fac  lsFactor
}

func newMSE(d Dataset, b Basis, s Settings) (Trainer, error) {
	m := &mse{binaryBase: newBinaryBase(d, b), bvec: s.Choice("bvec")}
	_, m.zm = normalize(m.z, m.y)
	return m, nil
}

// SetData keeps the weights and builds the normalized design matrix.
func (m *mse) SetData(d Dataset) error {
	m.setData(d)
	_, m.zm = normalize(m.z, m.y)
	return nil
}

func (m *mse) Step() (Snapshot, error) {
	if m.status.Stopped() || len(m.z) == 0 {
		return m.Snapshot(), nil
	}
	b := marginVector(m.data, m.bvec)
	note, err := m.fac.factorize(m.zm)
	if err == nil {
		_, err = m.fac.solve(b, m.a)
	}
	if err != nil {
		return m.Snapshot(), &DataError{-1, "the least-squares solution Z†b: " + err.Error()}
	}
	m.notes = nil
	if note != "" {
		m.notes = []string{note}
	}
	m.step++
	m.stop(StatusConverged, "closed form: a = Z†b by QR")
	return m.Snapshot(), nil
}

func (m *mse) Snapshot() Snapshot {
	b := marginVector(m.data, m.bvec)
	sse := 0.0
	for i, z := range m.z {
		e := m.y[i]*dot(m.a, z) - b[i]
		sse += e * e
	}
	return m.snap(sse, "squared error J_s(a) = ‖Za − b‖²")
}
