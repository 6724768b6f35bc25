package engine

import (
	"math"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
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
	schedule.Help = msg.T("param-schedule-batch-help")
	return Spec{
		ID:      "perceptron-batch",
		Name:    msg.T("method-perceptron-batch"),
		Family:  FamilyDiscriminant,
		Summary: msg.T("method-perceptron-batch-summary"),
		Help:    msg.T("method-perceptron-batch-help"),
		Params: []Param{
			etaParam(1),
			schedule,
			logParam("theta", msg.T("method-perceptron-batch-theta"), 1e-9, 10, 1e-6,
				msg.T("method-perceptron-batch-theta-help")),
			intParam("maxSteps", msg.T("method-perceptron-batch-max-steps"), 1, 1_000_000, 10000, msg.T("method-perceptron-batch-max-steps-help")),
		},
		Binary:    true,
		Iterative: true,
		Short:     msg.T("method-perceptron-batch-short"),
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
	p.nov = novikoff(p.z, p.y)
	return p, nil
}

func (p *batchPerceptron) SetData(d Dataset) error {
	p.setData(d)
	p.nov = novikoff(p.z, p.y)
	return nil
}

// gather writes Σ y z over the points with y·aᵀz ≤ 0 into p.sum and
// returns their number.
func (p *batchPerceptron) gather() int {
	for j := range p.sum {
		p.sum[j] = 0
	}
	m := 0
	for i := range p.z.Len() {
		z := p.z.Row(i)
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
	if p.status.Stopped() || p.z.Len() == 0 {
		return p.Snapshot(), nil
	}
	m := p.gather()
	if m == 0 {
		p.stop(StatusConverged, msg.T("engine-batch-none-misclassified"))
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
		p.stop(StatusStepLimit, msg.T("engine-fausett-overflow"))
	case p.gather() == 0:
		p.stop(StatusConverged, msg.T("engine-batch-converged", "n", p.step))
	case p.last < p.theta:
		p.stop(StatusConverged, msg.T("engine-batch-short-update", "update", NumText(p.last, 3), "theta", NumText(p.theta, -1)))
	case p.step >= p.maxSteps:
		p.stop(StatusStepLimit, msg.T("engine-batch-step-limit", "n", p.step))
	}
	return p.Snapshot(), nil
}

// HeldOutLoss implements HeldOut: the criterion with no margin.
func (p *batchPerceptron) HeldOutLoss(f *Field, d Dataset) (float64, bool) {
	return heldOutCriterion(f, d, 0)
}

func (p *batchPerceptron) Snapshot() Snapshot {
	loss := p.criterion(0)
	v := []Value{{Key: "R", Label: msg.T("value-r"), V: p.nov.R}}
	if p.nov.Separable {
		v = append(v, Value{Key: "gamma", Label: msg.T("value-gamma"), V: p.nov.Gamma})
		if !p.inverse {
			n := float64(p.z.Len())
			v = append(v, Value{Key: "bound", Label: msg.T("value-bound"), V: n * p.nov.R * p.nov.R / (p.nov.Gamma * p.nov.Gamma)})
		}
	}
	if !math.IsNaN(p.last) {
		v = append(v, Value{Key: "update", Label: msg.T("value-update"), V: p.last})
	}
	return p.snap(loss, msg.T("engine-criterion-perceptron-batch"), v...)
}
