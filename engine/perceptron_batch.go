package engine

import (
	"fmt"
	"math"

	"hyperplane/engine/internal/linalg"
)

// batchPerceptronSettings are the knobs of the batch perceptron.
type batchPerceptronSettings struct {
	Eta      float64 `param:"eta"`
	Schedule string  `param:"schedule"`
	Theta    float64 `param:"theta"`
	MaxSteps int     `param:"maxSteps"`
}

func batchPerceptronSpec() Spec {
	schedule := scheduleParam()
	schedule.Help = "Constant: η_k = η₁. Decreasing: η_k = η₁/k, where k counts the batch updates so far; " +
		"it satisfies the conditions Σ η_k = ∞ and Σ η_k² / (Σ η_k)² → 0 of the notes."
	return Spec{
		ID:      "perceptron-batch",
		Name:    "Perceptron (batch)",
		Family:  FamilyDiscriminant,
		Summary: "Gradient descent on the perceptron criterion: add η_k Σ y z over all the misclassified points at once.",
		Help: "Augmented vectors z = (1, x) and a = (w₀, w); y = +1 for class 1 and −1 for class 2. " +
			"One step is one batch update a ← a + η_k Σ y z, the sum over the points with y·aᵀz ≤ 0 " +
			"(the notes write < 0; counting y·aᵀz = 0 lets the zero start move). " +
			"It stops when no point is misclassified, when the update was shorter than θ, |η_k Σ y z| < θ (the notes' rule), " +
			"or at the step limit. The criterion shown is J(a) = −Σ y aᵀz over the misclassified points. " +
			"Updates counts the misclassified points summed over the batches; with a₀ = 0 and constant η it is at most " +
			"n(R/γ)² (Novikoff's argument applied to batches), R = max‖z‖ and γ the augmented margin.",
		Params: []Param{
			etaParam(1),
			schedule,
			logParam("theta", "Stopping threshold θ", 1e-9, 10, 1e-6,
				"Stop when the length of the last update |η_k Σ y z| falls below θ."),
			intParam("maxSteps", "Step limit (batch updates)", 1, 1_000_000, 10000, "Training stops after this many batch updates."),
		},
		Binary:    true,
		Iterative: true,
		Short:     "perceptron (batch)",
		new:       start(newBatchPerceptron),
	}
}

// batchPerceptron is the batch perceptron of Duda, Hart and Stork §5.5.1
// (Algorithm 3), the notes' "Perceptron algorithm (batch perceptron)":
//
//	a_{k+1} = a_k + η_k Σ_{n ∈ M_k} y_n z_n,   M_k = {n : y_n a_kᵀz_n ≤ 0},
//
// which is gradient descent on J_p(a) = −Σ_{n∈M} y_n aᵀz_n.
//
// With a₀ = 0 and a constant η the mistakes summed over the batches,
// M = Σ_k m_k with m_k = |M_k| and s_k = Σ_{M_k} y_n z_n, are at most n(R/γ)²,
// by Novikoff's argument applied to batches: for the unit vector u of
// margin γ, uᵀs_k ≥ m_k γ, while a_kᵀs_k ≤ 0 and ‖s_k‖ ≤ m_k R give
//
//	‖a_{k+1}‖² = ‖a_k‖² + 2η a_kᵀs_k + η²‖s_k‖² ≤ ‖a_k‖² + η² m_k² R²,
//
// so ηγM ≤ uᵀa ≤ ‖a‖ ≤ ηR (Σ m_k²)^½ ≤ ηR (nM)^½ since m_k ≤ n, and
// M ≤ n(R/γ)².
type batchPerceptron struct {
	binaryBase
	eta, theta float64
	inverse    bool
	maxSteps   int
	nov        NovikoffResult
	sum        []float64 // Σ y z over the current mistakes
	last       float64   // |η_k Σ y z| of the last update
}

func newBatchPerceptron(d Dataset, b Basis, s batchPerceptronSettings) (Trainer, error) {
	p := &batchPerceptron{
		binaryBase: newBinaryBase(d, b),
		eta:        s.Eta,
		theta:      s.Theta,
		inverse:    s.Schedule == "inverse",
		maxSteps:   s.MaxSteps,
		last:       math.NaN(),
	}
	p.sum = make([]float64, len(p.a))
	p.nov = novikoff(p.z, p.y, novikoffWork)
	return p, nil
}

func (p *batchPerceptron) SetData(d Dataset) error {
	p.setData(d)
	p.nov = novikoff(p.z, p.y, novikoffWork)
	return nil
}

// gather writes Σ y z over the points with y·aᵀz ≤ 0 into p.sum and
// returns their number.
func (p *batchPerceptron) gather() int {
	for j := range p.sum {
		p.sum[j] = 0
	}
	m := 0
	for i, z := range p.z {
		if p.margin(i) <= 0 {
			m++
			for j, v := range z {
				p.sum[j] += p.y[i] * v
			}
		}
	}
	return m
}

func (p *batchPerceptron) Step() (Snapshot, error) {
	if p.status.Stopped() || len(p.z) == 0 {
		return p.Snapshot(), nil
	}
	m := p.gather()
	if m == 0 {
		p.stop(StatusConverged, "no point is misclassified")
		return p.Snapshot(), nil
	}
	eta := p.eta
	if p.inverse {
		eta /= float64(p.step + 1)
	}
	p.before = append(p.before[:0], p.a...)
	for j := range p.a {
		p.a[j] += eta * p.sum[j]
	}
	p.last = eta * linalg.Norm(p.sum)
	p.upd += m
	p.step++
	switch {
	case p.overflowed():
		p.stop(StatusStepLimit, "the weights overflowed; the last update was undone")
	case p.gather() == 0:
		p.stop(StatusConverged, fmt.Sprintf("no point is misclassified after %d batch updates", p.step))
	case p.last < p.theta:
		p.stop(StatusConverged, fmt.Sprintf("the last update was shorter than θ: |η_k Σ y z| = %.3g < %g, "+
			"although some points are still misclassified", p.last, p.theta))
	case p.step >= p.maxSteps:
		p.stop(StatusStepLimit, fmt.Sprintf("no separating hyperplane after %d batch updates; the classes may not be linearly separable", p.step))
	}
	return p.Snapshot(), nil
}

// HeldOutLoss implements HeldOut: the criterion with no margin.
func (p *batchPerceptron) HeldOutLoss(f *Field, d Dataset) (float64, bool) {
	return heldOutCriterion(f, d, 0)
}

func (p *batchPerceptron) Snapshot() Snapshot {
	loss := p.criterion(0)
	v := []Value{{Key: "R", Label: "R = max‖z‖", V: p.nov.R}}
	if p.nov.Separable {
		v = append(v, Value{Key: "gamma", Label: "γ (augmented margin)", V: p.nov.Gamma})
		if !p.inverse {
			n := float64(len(p.z))
			v = append(v, Value{Key: "bound", Label: "bound on Σ mistakes n(R/γ)²", V: n * p.nov.R * p.nov.R / (p.nov.Gamma * p.nov.Gamma)})
		}
	}
	if !math.IsNaN(p.last) {
		v = append(v, Value{Key: "update", Label: "|η_k Σ y z|", V: p.last})
	}
	return p.snap(loss, "perceptron criterion J(a) = −Σ_mistakes y aᵀz", v...)
}
