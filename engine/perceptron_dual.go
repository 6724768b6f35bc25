package engine

import (
	"hyperplane/engine/msg"
)

// Limits of the dual perceptron's work.
const (
	// dualGramMax is the largest number of points for which the dual
	// perceptron stores the whole Gram matrix (8 MB of float64 at 1024);
	// beyond it the products ⟨z_j, z_i⟩ are computed when needed.
	dualGramMax = 1024
	// dualWork bounds the multiply-adds of one Step in epoch mode, so that
	// a step stays within a frame on a large set: an epoch may then take
	// several steps.
	dualWork = 1_000_000
)

func dualPerceptronSpec() Spec {
	return Spec{
		ID:      "perceptron-dual",
		Name:    msg.T("method-perceptron-dual"),
		Family:  FamilyDiscriminant,
		Summary: msg.T("method-perceptron-dual-summary"),
		Help:    msg.T("method-perceptron-dual-help"),
		Params: append([]Param{
			etaParam(1),
			scheduleParam(),
			floatParam("margin", msg.T("method-perceptron-dual-margin"), 0, 10, 0, msg.T("method-perceptron-dual-margin-help")),
			orderParam(),
			unitParam(),
			epochsParam(1000),
			seedParam(),
		}, kernelParams()...),
		Binary:    true,
		Iterative: true,
		Short:     msg.T("method-perceptron-dual-short"),
		Shuffled:  true,
		Kernel:    true,
		new:       start(newDualPerceptron),
	}
}

// dualPerceptron is the dual form of the online perceptron (notes 002,
// "Dual formulation of the perceptron algorithm"; Cristianini and
// Shawe-Taylor 2000, Table 2.2): with a = Σ_j α_j y_j z_j the test
// y_i aᵀz_i ≤ b reads
//
//	y_i Σ_j α_j y_j ⟨z_j, z_i⟩ ≤ b,
//
// and the update a ← a + η_k y_i z_i becomes α_i ← α_i + η_k. The sums run
// over the support S = {j : α_j > 0} only. binaryBase.a holds the primal
// equivalent, recomputed from α after every update, for the field.
type dualPerceptron struct {
	online
	eta, b  float64
	inverse bool
	alpha   []float64
	support []int     // indices with α > 0, in the order they entered
	gram    []float64 // n×n Gram matrix, or nil
	clean   int       // visits in a row without an update
	changed bool      // an update in the current epoch
	done    bool      // a whole pass without a mistake
	kern    Kernel    // the kernel; linear keeps the primal equivalent in a
}

// dualSettings are the dual perceptron's knobs: the perceptron's and the
// kernel's.
type dualSettings struct {
	Perceptron perceptronSettings
	Kernel     kernelSettings
}

func newDualPerceptron(d Dataset, b Basis, ds dualSettings) (Trainer, error) {
	s := ds.Perceptron
	if err := ds.Kernel.kernel().Validate(); err != nil {
		return nil, err
	}
	p := &dualPerceptron{
		kern:    ds.Kernel.kernel(),
		online:  newOnline(d, b, s.Visit),
		eta:     s.Eta,
		b:       s.Margin,
		inverse: s.Schedule == "inverse",
	}
	p.alpha = make([]float64, p.z.Len())
	p.reset()
	return p, nil
}

// reset rebuilds what depends on the points: the Gram matrix, the support,
// the primal equivalent and the visiting order.
func (p *dualPerceptron) reset() {
	n := p.z.Len()
	p.gram = nil
	if n <= dualGramMax {
		p.gram = make([]float64, n*n)
		for i := 0; i < n; i++ {
			for j := 0; j <= i; j++ {
				g := p.product(i, j)
				p.gram[i*n+j], p.gram[j*n+i] = g, g
			}
		}
	}
	p.support = p.support[:0]
	for i, a := range p.alpha {
		if a > 0 {
			p.support = append(p.support, i)
		}
	}
	p.primal()
	p.restart()
	p.clean, p.changed, p.done = 0, false, false
}

// SetData keeps the coefficient α of every point that is still there
// (same coordinates and class); new points start at α = 0.
func (p *dualPerceptron) SetData(d Dataset) error {
	kept := make(map[Point][]float64)
	for i, pt := range p.data.Points {
		if p.alpha[i] > 0 {
			kept[pt] = append(kept[pt], p.alpha[i])
		}
	}
	p.setData(d)
	p.alpha = make([]float64, p.z.Len())
	for i, pt := range d.Points {
		if a := kept[pt]; len(a) > 0 {
			p.alpha[i] = a[len(a)-1]
			kept[pt] = a[:len(a)-1]
		}
	}
	p.reset()
	return nil
}

// primal sets binaryBase.a to the primal equivalent Σ_j α_j y_j z_j (with
// a kernel other than linear, a stays 0: the field is the expansion).
func (p *dualPerceptron) primal() {
	if !p.kern.IsLinear() {
		return
	}
	for k := range p.a {
		p.a[k] = 0
	}
	for _, j := range p.support {
		c := p.alpha[j] * p.y[j]
		for k, v := range p.z.Row(j) {
			p.a[k] += c * v
		}
	}
}

// dualMargin returns y_i Σ_{j∈S} α_j y_j ⟨z_j, z_i⟩ and the multiply-adds
// it took.
func (p *dualPerceptron) dualMargin(i int) (float64, int) {
	s := 0.0
	if p.gram != nil {
		n := p.z.Len()
		row := p.gram[i*n : (i+1)*n]
		for _, j := range p.support {
			s += p.alpha[j] * p.y[j] * row[j]
		}
		return p.y[i] * s, len(p.support)
	}
	zi := p.z.Row(i)
	for _, j := range p.support {
		s += p.alpha[j] * p.y[j] * p.product(j, i)
	}
	return p.y[i] * s, len(p.support) * (len(zi) + 1)
}

func (p *dualPerceptron) Step() (Snapshot, error) {
	n := p.z.Len()
	if p.status.Stopped() || n == 0 {
		return p.Snapshot(), nil
	}
	work := 0
	order := p.stepOrder()
	k := 0 // the points visited
	for k < len(order) && work < dualWork {
		i := order[k]
		k++
		end := p.visit.pos+k == n
		m, w := p.dualMargin(i)
		work += w + 1
		if m <= p.b {
			eta := p.eta
			if p.inverse {
				eta /= float64(p.upd + 1)
			}
			if p.kern.IsLinear() {
				p.before = append(p.before[:0], p.a...)
			}
			if p.alpha[i] == 0 {
				p.support = append(p.support, i)
			}
			p.alpha[i] += eta
			p.primal()
			work += len(p.support) * len(p.a)
			p.point = i
			p.upd++
			p.clean = 0
			p.changed = true
		} else {
			p.clean++
		}
		// Every point has passed the test since the last update: in the
		// cyclic order after n clean visits, in a shuffled order after a
		// whole epoch without an update.
		if (!p.visit.random && p.clean >= n) || (end && !p.changed) {
			p.done = true
			break
		}
		if end {
			p.changed = false
		}
	}
	p.visited(k)
	p.step++
	switch {
	case p.done:
		p.stop(StatusConverged, msg.T("engine-dual-converged", "b", NumText(p.b, -1), "updates", p.upd))
	case p.overflowed():
		p.stop(StatusStepLimit, msg.T("engine-dual-overflow"))
	case p.epoch() >= p.maxEpochs:
		p.stop(StatusStepLimit, msg.T("engine-perceptron-step-limit", "n", p.epoch()))
	}
	return p.Snapshot(), nil
}

// HeldOutLoss implements HeldOut: the criterion with the margin b, of the
// primal equivalent a that the field holds.
func (p *dualPerceptron) HeldOutLoss(f *Field, d Dataset) (float64, bool) {
	return heldOutCriterion(f, d, p.b)
}

func (p *dualPerceptron) Snapshot() Snapshot {
	if !p.kern.IsLinear() {
		return p.kernelSnapshot()
	}
	loss := p.criterion(p.b)
	v := novikoffValues(p.nov, p.epoch(), p.eta, p.b, !p.inverse)
	v = append(v, Value{Key: "support", Label: msg.T("value-support"), V: float64(len(p.support))})
	s := p.snap(loss, msg.T("engine-criterion-perceptron"), v...)
	s.Alpha = append([]float64(nil), p.alpha...)
	for i, a := range p.alpha {
		if a > 0 {
			s.Support = append(s.Support, i)
		}
	}
	return s
}
