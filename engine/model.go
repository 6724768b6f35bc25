package engine

// Model is a trained classifier of the plane.
type Model interface {
	// Classes returns K, the number of classes of the scene.
	Classes() int
	// Scores writes one score per class into dst (length Classes) and
	// returns it: posteriors p(Cₖ|x) for probabilistic models, discriminant
	// values otherwise (see Evaluator.Scores).
	Scores(x, y float64, dst []float64) []float64
	// Predict returns the class of (x, y), or -1 where the model leaves it
	// undecided or ambiguous.
	Predict(x, y float64) int
	// Field describes the decision function exactly, for drawing. The
	// caller must not modify it.
	Field() Field
}

// FieldModel is the Model of a Field: every method of the notes is one,
// since each is linear in a known feature map. It is not safe for concurrent
// use.
type FieldModel struct {
	field   Field
	classes int
	ev      *Evaluator
}

// NewFieldModel returns the model of f for a scene of k classes.
func NewFieldModel(f Field, k int) *FieldModel {
	m := &FieldModel{field: f, classes: k}
	m.ev = NewEvaluator(&m.field)
	return m
}

// Classes implements Model.
func (m *FieldModel) Classes() int { return m.classes }

// Scores implements Model.
func (m *FieldModel) Scores(x, y float64, dst []float64) []float64 {
	return m.ev.Scores(x, y, dst)
}

// Predict implements Model.
func (m *FieldModel) Predict(x, y float64) int { return m.ev.Decide(x, y) }

// Field implements Model.
func (m *FieldModel) Field() Field { return m.field }

// Mistakes returns the number of points of d that f does not assign to
// their own class; undecided and ambiguous points count as mistakes.
func Mistakes(f *Field, d Dataset) int {
	if inPlane(f) {
		return planeMistakes(f, d)
	}
	ev := NewEvaluator(f)
	n := 0
	for _, p := range d.Points {
		if ev.Decide(p.X, p.Y) != p.Class {
			n++
		}
	}
	return n
}
