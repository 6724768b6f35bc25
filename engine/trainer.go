package engine

import "hyperplane/engine/msg"

// Status says whether a trainer is still running, and if not, why it stopped.
type Status string

// The statuses.
const (
	StatusRunning Status = "running"
	// StatusConverged: the stopping rule was met (no mistakes left, a
	// gradient below tolerance, a closed form solved).
	StatusConverged Status = "converged"
	// StatusNotSeparable: the method found evidence that no hyperplane
	// separates the classes (Ho-Kashyap), or a hard-margin machine met an
	// inseparable set.
	StatusNotSeparable Status = "not-separable"
	// StatusStepLimit: the step limit was reached first.
	StatusStepLimit Status = "step-limit"
	// StatusNoOptimum: the objective has no finite minimum, as maximum
	// likelihood logistic regression on separable data, whose weights grow
	// without bound.
	StatusNoOptimum Status = "no-finite-optimum"
)

// Stopped reports whether a trainer with status s will change no more.
func (s Status) Stopped() bool { return s != StatusRunning && s != "" }

// Value is a named number that a view shows beside the plot, in the
// notation of the notes.
type Value struct {
	Key   string   `json:"key"`
	Label msg.Text `json:"label"`
	V     float64  `json:"v"`
}

// Gaussian is one class-conditional density of a generative model, in input
// coordinates.
type Gaussian struct {
	Class int           `json:"class"`
	Mean  Vec2          `json:"mean"`
	Cov   [2][2]float64 `json:"cov"`
	Prior float64       `json:"prior"`
}

// Projection is Fisher's view of the data: the unit direction w/‖w‖ in input
// coordinates and the threshold t on y = wᵀx/‖w‖, with class 0 where y ≥ t.
type Projection struct {
	Direction Vec2    `json:"direction"`
	Threshold float64 `json:"threshold"`
	J         float64 `json:"j"`
}

// Snapshot is the state of a trainer after a step. It owns all its memory,
// so that a view may keep every snapshot of a run.
type Snapshot struct {
	// Step counts the calls of Step that changed something.
	Step int `json:"step"`
	// Updates counts weight updates so far (for the perceptron, the
	// mistakes it has made, to compare with Novikoff's bound).
	Updates int `json:"updates"`
	// Field is the decision function after the step.
	Field Field `json:"field"`
	// Loss is the value of the method's criterion, named by Criterion.
	Loss      float64  `json:"loss"`
	Criterion msg.Text `json:"criterion"`
	// Mistakes counts the training points that the field does not assign
	// to their own class (undecided points included).
	Mistakes int `json:"mistakes"`
	// N is the number of training points.
	N      int    `json:"n"`
	Status Status `json:"status"`
	// Reason explains the status in words, for the page (the zero Text
	// when there is none).
	Reason msg.Text `json:"reason,omitzero"`
	// Notes are warnings that do not stop training, such as a
	// regularization that was applied to a singular matrix.
	Notes []msg.Text `json:"notes,omitempty"`
	// Point is the index of the data point behind the last update, or -1.
	Point int `json:"point"`
	// Before is row 0 of the field before the last update, when the update
	// was driven by Point, so that a view can draw a → a + ηyz.
	Before []float64 `json:"before,omitempty"`
	// Alpha holds a dual coefficient per data point (dual perceptron,
	// support vector machines), or is nil.
	Alpha []float64 `json:"alpha,omitempty"`
	// Support lists the indices of the support vectors, if any.
	Support []int `json:"support,omitempty"`
	// Wrong lists the training points that Mistakes counts, when the
	// trainer has them at hand from outputs it keeps anyway (the kernel
	// SVM's), so that a view rings them without evaluating the field at
	// every point; otherwise nil. None wrong is an empty list.
	Wrong []int `json:"-"`
	// B and E are Ho-Kashyap's margin vector b and error e = Za − b, one
	// number per data point, for two classes; otherwise nil.
	B []float64 `json:"b,omitempty"`
	E []float64 `json:"e,omitempty"`
	// Values are the method's named quantities: J(w), (R/γ)², margins,
	// log-likelihood, AIC, BIC and so on.
	Values []Value `json:"values,omitempty"`
	// Gaussians are the class densities of a generative model.
	Gaussians []Gaussian `json:"gaussians,omitempty"`
	// Projection is Fisher's direction and threshold, if the method has one.
	Projection *Projection `json:"projection,omitempty"`
	// Test is how the field does on the held-out points of a split, or
	// nil; the trainer never sets it (see Score).
	Test *TestScore `json:"test,omitempty"`
}

// Accuracy returns the fraction of training points assigned to their own
// class, or 0 when there are none.
func (s *Snapshot) Accuracy() float64 {
	if s.N == 0 {
		return 0
	}
	return float64(s.N-s.Mistakes) / float64(s.N)
}

// Value returns the value with the given key.
func (s *Snapshot) Value(key string) (float64, bool) {
	for _, v := range s.Values {
		if v.Key == key {
			return v.V, true
		}
	}
	return 0, false
}

// Clone returns a deep copy of s.
func (s Snapshot) Clone() Snapshot {
	c := s
	c.Field = s.Field.Clone()
	c.Notes = append([]msg.Text(nil), s.Notes...)
	c.Before = append([]float64(nil), s.Before...)
	c.Alpha = append([]float64(nil), s.Alpha...)
	c.Support = append([]int(nil), s.Support...)
	c.B = append([]float64(nil), s.B...)
	c.E = append([]float64(nil), s.E...)
	c.Values = append([]Value(nil), s.Values...)
	c.Gaussians = append([]Gaussian(nil), s.Gaussians...)
	if s.Projection != nil {
		p := *s.Projection
		c.Projection = &p
	}
	if s.Test != nil {
		t := *s.Test
		c.Test = &t
	}
	return c
}

// Trainer fits a model one step at a time; the caller owns the loop.
type Trainer interface {
	// Step performs one update, one epoch or one stage of a closed form,
	// and returns the new state. Once the status is stopped, Step changes
	// nothing and returns the last snapshot.
	Step() (Snapshot, error)
	// Snapshot returns the current state without changing it.
	Snapshot() Snapshot
	// Model returns the current model.
	Model() Model
	// SetData replaces the training set and keeps the current weights, so
	// that editing points while a method trains lets it continue from
	// where it is. The status returns to running.
	SetData(d Dataset) error
}
