package engine

import (
	"math"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// mseSettings are the knobs of the minimum squared-error procedure.
type mseSettings struct {
	Bvec string `param:"bvec"`
}

func mseSpec() Spec {
	return Spec{
		ID:        "mse",
		Name:      msg.T("method-mse"),
		Family:    FamilyDiscriminant,
		Summary:   msg.T("method-mse-summary"),
		Help:      msg.T("method-mse-help"),
		Params:    []Param{marginVectorParam()},
		Binary:    true,
		Iterative: false,
		Short:     msg.T("method-mse-short"),
		new:       start(newMSE),
	}
}

// mse is the two-class minimum squared-error procedure of Duda, Hart and
// Stork §5.8.1 (notes 002, "Minimum squared-error procedures"): with the
// normalized vectors as the rows of Z,
//
//	a = argmin ‖Za − b‖² = Z†b,
//
// solved by lsFactor, by lstsq's rule. With b_n = n/n_k it is Fisher's
// discriminant (§5.8.2).
type mse struct {
	binaryBase
	bvec string
	zm   *linalg.Dense // rows yₙzₙ, built when the data change
	b    []float64     // the margin vector of the data
	fac  linalg.LSFactor
}

func newMSE(d Dataset, b Basis, s mseSettings) (Trainer, error) {
	m := &mse{binaryBase: newBinaryBase(d, b), bvec: s.Bvec}
	m.prepare()
	return m, nil
}

// SetData keeps the weights and builds the normalized design matrix.
func (m *mse) SetData(d Dataset) error {
	m.setData(d)
	m.prepare()
	return nil
}

// prepare builds what depends on the data alone: Z, b and the storage of
// the factorization.
func (m *mse) prepare() {
	_, m.zm = normalize(m.z, m.y)
	m.b = marginVector(m.data, m.bvec)
	if m.z.Len() > 0 {
		m.fac.Reserve(m.z.Len(), len(m.a), 1)
	}
}

func (m *mse) Step() (Snapshot, error) {
	if m.status.Stopped() || m.z.Len() == 0 {
		return m.Snapshot(), nil
	}
	note, err := m.fac.FactorizeSolve(m.zm, m.b, m.a)
	if err != nil {
		return m.Snapshot(), &DataError{-1, msg.T("engine-ls-solution-problem", "why", lsWords(err))}
	}
	m.notes = nil
	if note.Kind != linalg.NoteNone {
		m.notes = []msg.Text{noteText(note)}
	}
	if m.bvec == "fisher" && m.meansCoincide() {
		// Fisher's direction S_W⁻¹(m₁ − m₂) is 0, and so is a = Z†b (its
		// w₀ = −mᵀw): what QR leaves is rounding, not a boundary.
		for j := range m.a {
			m.a[j] = 0
		}
		m.notes = append(m.notes, msg.T("engine-mse-means-coincide"))
	}
	m.step++
	m.stop(StatusConverged, msg.T("engine-mse-closed-form"))
	return m.Snapshot(), nil
}

// Snapshot sums J_s(a) = Σ (yₙaᵀzₙ − bₙ)² and counts the mistakes in one
// pass over the points, with aᵀzₙ summed as dot does (sumsPlane in the
// plane), so that the count is the field's.
func (m *mse) Snapshot() Snapshot {
	var sse float64
	var miss int
	if m.plane() {
		sse, miss = m.sumsPlane()
	} else {
		for i := range m.z.Len() {
			z := m.z.Row(i)
			h := linalg.Dot(m.a, z)
			sse += squaredError(m.y[i]*h, m.b[i])
			if m.missed(h, i) {
				miss++
			}
		}
	}
	return m.snapCounted(miss, sse, msg.T("engine-criterion-squared-error"))
}

// HeldOutLoss implements HeldOut.
func (m *mse) HeldOutLoss(f *Field, d Dataset) (float64, bool) {
	return heldOutSquaredError(f, d, m.bvec)
}

// meansCoincide reports whether the class means of the features agree to
// rounding (within 10⁻¹² of their size).
func (m *mse) meansCoincide() bool {
	dim := len(m.a)
	var sum [2][]float64
	var cnt [2]float64
	for c := range sum {
		sum[c] = make([]float64, dim)
	}
	for i := range m.z.Len() {
		z := m.z.Row(i)
		c := 0
		if m.y[i] < 0 {
			c = 1
		}
		cnt[c]++
		for j, v := range z {
			sum[c][j] += v
		}
	}
	if cnt[0] == 0 || cnt[1] == 0 {
		return false
	}
	diff, size := 0.0, 0.0
	for j := 1; j < dim; j++ {
		m0, m1 := sum[0][j]/cnt[0], sum[1][j]/cnt[1]
		diff = math.Max(diff, math.Abs(m0-m1))
		size = math.Max(size, math.Max(math.Abs(m0), math.Abs(m1)))
	}
	return diff <= 1e-12*(1+size)
}
