package engine

import (
	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// fausettSettings are the knobs of Fausett's perceptron.
type fausettSettings struct {
	Theta float64 `param:"theta"`
	Alpha float64 `param:"alpha"`
	Visit visitSettings
}

func fausettSpec() Spec {
	return Spec{
		ID:      "perceptron-fausett",
		Name:    msg.T("method-perceptron-fausett"),
		Family:  FamilyDiscriminant,
		Summary: msg.T("method-perceptron-fausett-summary"),
		Help:    msg.T("method-perceptron-fausett-help"),
		Params: []Param{
			floatParam("theta", msg.T("method-perceptron-fausett-theta"), 0, 10, 0.2, msg.T("method-perceptron-fausett-theta-help")),
			floatParam("alpha", msg.T("method-perceptron-fausett-alpha"), 0.001, 1, 1, msg.T("method-perceptron-fausett-alpha-help")),
			orderParam(),
			unitParam(),
			epochsParam(1000),
			seedParam(),
		},
		Binary:    true,
		Iterative: true,
		Short:     msg.T("method-perceptron-fausett-short"),
		Shuffled:  true,
		new:       start(newFausett),
	}
}

// fausett is the perceptron of Fausett (1994, §2.3), the notes' "Step 0..6"
// (001): with the net input y_in = aᵀz and the response
//
//	y = 1 if y_in > θ,  0 if −θ ≤ y_in ≤ θ,  −1 if y_in < −θ,
//
// it updates a ← a + α t z when y ≠ t, and stops after an epoch in which
// no weight changed.
type fausett struct {
	online
	alpha   float64
	changed bool // a weight changed in the current epoch
}

func newFausett(d Dataset, b Basis, s fausettSettings) (Trainer, error) {
	f := &fausett{online: newOnline(d, b, s.Visit), alpha: s.Alpha}
	f.band = s.Theta
	f.reset()
	return f, nil
}

func (f *fausett) reset() {
	f.restart()
	f.changed = false
}

func (f *fausett) SetData(d Dataset) error {
	f.setData(d)
	f.reset()
	return nil
}

// response returns Fausett's output for the net input yin.
func (f *fausett) response(yin float64) float64 {
	switch {
	case yin > f.band:
		return 1
	case yin < -f.band:
		return -1
	}
	return 0
}

func (f *fausett) Step() (Snapshot, error) {
	n := f.z.Len()
	if f.status.Stopped() || n == 0 {
		return f.Snapshot(), nil
	}
	order := f.stepOrder()
	for _, i := range order {
		if t := f.y[i]; f.response(linalg.Dot(f.a, f.z.Row(i))) != t {
			f.update(i, f.alpha*t, f.z.Row(i))
			f.changed = true
		}
	}
	if f.visited(len(order)) {
		if !f.changed {
			f.step++
			f.stop(StatusConverged, msg.T("engine-fausett-converged", "epoch", f.epoch(), "updates", f.upd))
			return f.Snapshot(), nil
		}
		f.changed = false
	}
	f.step++
	switch {
	case f.overflowed():
		f.stop(StatusStepLimit, msg.T("engine-fausett-overflow"))
	case f.epoch() >= f.maxEpochs && f.visit.pos == 0:
		f.stop(StatusStepLimit, msg.T("engine-fausett-step-limit", "epoch", f.epoch(), "theta", NumText(f.band, -1)))
	}
	return f.Snapshot(), nil
}

// HeldOutLoss implements HeldOut: the criterion with the band θ as its
// margin.
func (f *fausett) HeldOutLoss(fl *Field, d Dataset) (float64, bool) {
	return heldOutCriterion(fl, d, f.band)
}

func (f *fausett) Snapshot() Snapshot {
	// The loss is the perceptron criterion with the band as a margin.
	loss := f.criterion(f.band)
	// Fausett's rule updates exactly when t·aᵀz ≤ θ, so the bound on the
	// updates is novikoffBound with η = α and b = θ.
	return f.snap(loss, msg.T("engine-criterion-fausett"),
		novikoffValues(f.nov, f.epoch(), f.alpha, f.band, true)...)
}
