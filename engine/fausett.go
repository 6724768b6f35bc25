package engine

import (
	"fmt"

	"hyperplane/engine/internal/linalg"
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
		Name:    "Perceptron (Fausett, threshold band θ)",
		Family:  FamilyDiscriminant,
		Summary: "Fausett's perceptron: output +1, 0 or −1 with an undecided band |y_in| ≤ θ; update a ← a + α t z whenever the output differs from the target.",
		Help: "The net input is y_in = b + Σ w_i x_i, so the bias b sits first: a = (b, w) and z = (1, x). Targets are bipolar: t = +1 for class 1 " +
			"and −1 for class 2. The output is 1 when y_in > θ, 0 when −θ ≤ y_in ≤ θ and −1 when y_in < −θ, so two lines bound the band: " +
			"H⁺: y_in = θ and H⁻: y_in = −θ; points in the band are undecided and count as mistakes. " +
			"An update happens exactly when the output differs from the target, that is when t·y_in ≤ θ. " +
			"Training stops after an epoch in which no weight changed (Step 6 of the notes), or at the step limit. " +
			"With a₀ = 0 the number of updates on separable data is at most (R² + 2θ/α)/γ² (Novikoff's argument with the band as a margin).",
		Params: []Param{
			floatParam("theta", "Threshold θ", 0, 10, 0.2, "Half-width of the undecided band: output 0 when |y_in| ≤ θ."),
			floatParam("alpha", "Learning rate α", 0.001, 1, 1, "The step a ← a + α t z, with 0 < α ≤ 1 as in the notes."),
			orderParam(),
			unitParam(),
			epochsParam(1000),
			seedParam(),
		},
		Binary:    true,
		Iterative: true,
		Short:     "perceptron (Fausett)",
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
	n := len(f.z)
	if f.status.Stopped() || n == 0 {
		return f.Snapshot(), nil
	}
	order := f.stepOrder()
	for _, i := range order {
		if t := f.y[i]; f.response(linalg.Dot(f.a, f.z[i])) != t {
			f.update(i, f.alpha*t, f.z[i])
			f.changed = true
		}
	}
	if f.visited(len(order)) {
		if !f.changed {
			f.step++
			f.stop(StatusConverged, fmt.Sprintf("no weight changed in epoch %d: converged after %d updates", f.epoch(), f.upd))
			return f.Snapshot(), nil
		}
		f.changed = false
	}
	f.step++
	switch {
	case f.overflowed():
		f.stop(StatusStepLimit, "the weights overflowed; the last update was undone")
	case f.epoch() >= f.maxEpochs && f.visit.pos == 0:
		f.stop(StatusStepLimit, fmt.Sprintf("weights still changed in epoch %d; the classes may not be separable with a band of θ = %g", f.epoch(), f.band))
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
	return f.snap(loss, "J(a) = Σ over updating points of (θ − t·y_in)",
		novikoffValues(f.nov, f.epoch(), f.alpha, f.band, true)...)
}
