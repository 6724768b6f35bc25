package engine

import (
	"math"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// Parameters shared by the perceptron family.

func etaParam(def float64) Param {
	return logParam("eta", msg.T("param-eta"), 0.001, 10, def, msg.T("param-eta-help"))
}

func scheduleParam() Param {
	return choiceParam("schedule", msg.T("param-schedule"), "constant",
		msg.T("param-schedule-help"),
		Choice{"constant", msg.T("param-schedule-constant")}, Choice{"inverse", msg.T("param-schedule-inverse")})
}

func orderParam() Param {
	return choiceParam("order", msg.T("param-order"), "cyclic",
		msg.T("param-order-help"),
		Choice{"cyclic", msg.T("param-order-cyclic")}, Choice{"random", msg.T("param-order-random")})
}

func unitParam() Param {
	return choiceParam("unit", msg.T("param-unit"), "point",
		msg.T("param-unit-help"),
		Choice{"point", msg.T("param-unit-point")}, Choice{"epoch", msg.T("param-unit-epoch")})
}

func epochsParam(def int) Param {
	return intParam("maxEpochs", msg.T("param-max-epochs"), 1, 1_000_000, def, msg.T("param-max-epochs-help"))
}

func seedParam() Param {
	return intParam("seed", msg.T("param-seed"), 0, 1_000_000, 1, msg.T("param-seed-help"))
}

// visitSettings are the knobs of a single-sample method's visits: the
// order, what one step is, the step limit in epochs and the seed.
type visitSettings struct {
	Order     string `param:"order"`
	Unit      string `param:"unit"`
	MaxEpochs int    `param:"maxEpochs"`
	Seed      int    `param:"seed"`
}

// perceptronSettings are the knobs of the online and the dual perceptron.
type perceptronSettings struct {
	Eta      float64 `param:"eta"`
	Schedule string  `param:"schedule"`
	Margin   float64 `param:"margin"`
	Visit    visitSettings
}

func perceptronSpec() Spec {
	return Spec{
		ID:      "perceptron",
		Name:    msg.T("method-perceptron"),
		Family:  FamilyDiscriminant,
		Summary: msg.T("method-perceptron-summary"),
		Help:    msg.T("method-perceptron-help"),
		Params: []Param{
			etaParam(1),
			scheduleParam(),
			floatParam("margin", msg.T("method-perceptron-margin"), 0, 10, 0, msg.T("method-perceptron-margin-help")),
			orderParam(),
			unitParam(),
			epochsParam(1000),
			seedParam(),
		},
		Binary:    true,
		Iterative: true,
		Short:     msg.T("method-perceptron-short"),
		Shuffled:  true,
		new:       start(newPerceptron),
	}
}

// online is what the single-sample perceptrons share (the online, the
// dual and Fausett's): binaryBase, the visits of the points (in the order
// they were added, or shuffled at every epoch by the generator that
// newShuffler seeds; the position in the current epoch and the epochs
// done), what one step is, the step limit, and Novikoff's quantities of
// the points.
type online struct {
	binaryBase
	visit     shuffler
	epochMode bool // a step visits the rest of the epoch, not one point
	maxEpochs int
	nov       NovikoffResult
}

// newOnline returns the base of a single-sample perceptron on d, visiting
// the points as s says; restart starts the visits.
func newOnline(d Dataset, b Basis, s visitSettings) online {
	return online{
		binaryBase: newBinaryBase(d, b),
		visit:      newShuffler(s.Seed, s.Order == "random"),
		epochMode:  s.Unit == "epoch",
		maxEpochs:  s.MaxEpochs,
	}
}

// restart starts the visits afresh on the current points, keeping the
// weights and the generator, and measures the points for Novikoff's bound.
func (o *online) restart() {
	o.visit.reset(o.z.Len())
	o.nov = novikoff(o.z, o.y)
}

// stepOrder returns the points that the next step visits, in their
// order: the next one, or the rest of the current epoch. A step never
// crosses the end of an epoch, so they are a run of the visiting order; a
// method goes through them in a loop of its own and then calls visited.
func (o *online) stepOrder() []int {
	v := &o.visit
	end := v.pos + 1
	if o.epochMode {
		end = len(v.order)
	}
	return v.order[v.pos:end:end]
}

// visited moves past the first k points of stepOrder and reports whether
// they ended the epoch; the next epoch then starts, in an order shuffled
// afresh when the order is random.
func (o *online) visited(k int) bool {
	o.visit.pos += k
	if o.visit.pos < len(o.visit.order) {
		return false
	}
	o.visit.endEpoch()
	return true
}

// epoch returns the number of epochs done.
func (o *online) epoch() int { return o.visit.epoch }

// perceptron is the online (single-sample) perceptron with a margin and a
// rate schedule (Duda, Hart and Stork §5.5; Bishop §4.1.7).
type perceptron struct {
	online
	eta, b  float64
	inverse bool
}

func newPerceptron(d Dataset, b Basis, s perceptronSettings) (Trainer, error) {
	p := &perceptron{
		online:  newOnline(d, b, s.Visit),
		eta:     s.Eta,
		b:       s.Margin,
		inverse: s.Schedule == "inverse",
	}
	p.restart()
	return p, nil
}

func (p *perceptron) SetData(d Dataset) error {
	p.setData(d)
	p.restart()
	return nil
}

// rate returns η_k for the next update.
func (p *perceptron) rate() float64 {
	if p.inverse {
		return p.eta / float64(p.upd+1)
	}
	return p.eta
}

func (p *perceptron) Step() (Snapshot, error) {
	n := p.z.Len()
	if p.status.Stopped() || n == 0 {
		return p.Snapshot(), nil
	}
	order := p.stepOrder()
	for _, i := range order {
		if p.margin(i) <= p.b {
			p.before = append(p.before[:0], p.a...)
			eta, z := p.rate(), p.z.Row(i)
			for j := range p.a {
				p.a[j] += eta * p.y[i] * z[j]
			}
			p.point = i
			p.upd++
		}
	}
	p.visited(len(order))
	p.step++
	if p.allClear() {
		p.stop(StatusConverged, msg.T("engine-perceptron-converged", "b", NumText(p.b, -1), "updates", p.upd))
	} else if p.epoch() >= p.maxEpochs {
		p.stop(StatusStepLimit, msg.T("engine-perceptron-step-limit", "n", p.epoch()))
	} else if !linalg.Finite(p.a) {
		p.stop(StatusStepLimit, msg.T("engine-perceptron-overflow"))
	}
	return p.Snapshot(), nil
}

// allClear reports whether no point would trigger an update.
func (p *perceptron) allClear() bool {
	for i := range p.z.Len() {
		if p.margin(i) <= p.b {
			return false
		}
	}
	return true
}

// HeldOutLoss implements HeldOut: the criterion with the margin b.
func (p *perceptron) HeldOutLoss(f *Field, d Dataset) (float64, bool) {
	return heldOutCriterion(f, d, p.b)
}

func (p *perceptron) Snapshot() Snapshot {
	loss := p.criterion(p.b)
	s := p.snap(loss, msg.T("engine-criterion-perceptron"), p.novikoffValues()...)
	return s
}

// novikoffValues reports R, γ and the bound on the number of updates next
// to the updates.
func (p *perceptron) novikoffValues() []Value {
	return novikoffValues(p.nov, p.epoch(), p.eta, p.b, !p.inverse)
}

// novikoffValues reports the epoch, R = max‖z‖, the augmented margin γ when
// the data are separable, and, for a constant rate η, the bound on the
// number of updates of a perceptron that updates when y·aᵀz ≤ b (see
// novikoffBound).
func novikoffValues(nov NovikoffResult, epoch int, eta, b float64, constant bool) []Value {
	v := []Value{
		{Key: "epoch", Label: msg.T("value-epoch"), V: float64(epoch)},
		{Key: "R", Label: msg.T("value-r"), V: nov.R},
	}
	if nov.Separable {
		v = append(v, Value{Key: "gamma", Label: msg.T("value-gamma"), V: nov.Gamma})
		if constant {
			// Unrounded, as the notes write it; the most updates are its floor.
			label := msg.T("value-bound-novikoff")
			if b != 0 {
				label = msg.T("value-bound-novikoff-margin")
			}
			v = append(v, Value{Key: "bound", Label: label, V: novikoffBound(nov, eta, b)})
		}
	}
	return v
}

// novikoffBound returns the largest number of updates that a perceptron
// started at a = 0 with a constant rate η can make when it updates on
// y·aᵀz ≤ b, for separable data with margin γ and radius R. Novikoff's
// argument (Duda, Hart and Stork §5.5.2) with the margin carried along:
// for the unit vector u of margin γ, each update adds at least ηγ to uᵀa,
// and
//
//	‖a + ηyz‖² = ‖a‖² + 2η y aᵀz + η²‖z‖² ≤ ‖a‖² + 2ηb + η²R²,
//
// so after k updates kηγ ≤ uᵀa ≤ ‖a‖ ≤ √(k(2ηb + η²R²)), that is
//
//	k ≤ (R² + 2b/η) / γ²,
//
// which is (R/γ)² for b = 0.
func novikoffBound(nov NovikoffResult, eta, b float64) float64 {
	if !nov.Separable || eta <= 0 {
		return math.Inf(1)
	}
	return (nov.R*nov.R + 2*b/eta) / (nov.Gamma * nov.Gamma)
}
