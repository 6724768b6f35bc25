package engine

import (
	"math"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// binaryBase is the state that every two-class method of the form
// h(x) = aᵀz shares: the augmented data, the weights, and the bookkeeping
// of a Snapshot. A method embeds it and adds its own rule.
type binaryBase struct {
	data   Dataset
	basis  Basis
	z      rows      // z_n = (1, φ(x_n)), at z.flat[n·m : (n+1)·m], m = len(a)
	y      []float64 // +1 for class 0, -1 for class 1
	a      []float64 // (w₀, w)
	step   int
	upd    int
	status Status
	reason msg.Text
	notes  []msg.Text
	point  int
	before []float64
	band   float64 // Fausett's θ
	link   Link
	// reference makes the trainer take its reference loops even in the
	// plane; only the equivalence tests set it (see plane).
	reference bool
}

// plane reports whether the trainer takes its fast paths for three
// weights, z = (1, x, y) (the *_plane.go files).
func (bb *binaryBase) plane() bool { return len(bb.a) == 3 && !bb.reference }

// base returns bb, so that the equivalence tests reach the embedded
// binaryBase of any two-class trainer.
func (bb *binaryBase) base() *binaryBase { return bb }

func newBinaryBase(d Dataset, b Basis) binaryBase {
	bb := binaryBase{basis: b, a: make([]float64, b.Dim()+1)}
	bb.setData(d)
	return bb
}

// setData replaces the data and keeps the weights.
func (bb *binaryBase) setData(d Dataset) {
	bb.data = d
	// The arrays of the last data are reused: nothing outside the trainer
	// holds them.
	bb.z = augmentedInto(d, bb.basis, bb.z)
	bb.y = signsInto(d, bb.y)
	bb.status = StatusRunning
	bb.reason = msg.Text{}
	bb.point = -1
	bb.before = nil
}

// SetData implements Trainer for methods that cache nothing else.
func (bb *binaryBase) SetData(d Dataset) error {
	bb.setData(d)
	return nil
}

// field returns the current decision function.
func (bb *binaryBase) field() Field {
	return Field{
		Basis:   bb.basis.Clone(),
		Rows:    [][]float64{append([]float64(nil), bb.a...)},
		Combine: CombineSign,
		Link:    bb.link,
		Band:    bb.band,
		Labels:  identity(2),
	}
}

// Model implements Trainer.
func (bb *binaryBase) Model() Model { return NewFieldModel(bb.field(), 2) }

// criterion returns the perceptron criterion with margin b,
//
//	J(a) = Σ_{n : yₙaᵀzₙ ≤ b} (b − yₙaᵀzₙ),
//
// which is the notes' J_p(a) = −Σ_mistakes yₙaᵀzₙ for b = 0.
func (bb *binaryBase) criterion(b float64) float64 {
	if bb.plane() {
		return bb.criterionPlane(b)
	}
	loss := 0.0
	for i := range bb.z.Len() {
		loss = addPerceptronTerm(loss, bb.margin(i), b)
	}
	return loss
}

// heldOutCriterion is criterion(b) at the sign field f over the points of
// d (see HeldOut).
func heldOutCriterion(f *Field, d Dataset, b float64) (float64, bool) {
	m, ok := signMargins(f, d)
	if !ok {
		return 0, false
	}
	loss := 0.0
	for _, v := range m {
		loss = addPerceptronTerm(loss, v, b)
	}
	return loss, true
}

// addPerceptronTerm adds to loss one point's term of the perceptron
// criterion with margin b: b − m when its margin m = yₙaᵀzₙ is at most b.
// (Only the points that count are added, so that the sum does not wait on
// an addition per point.)
func addPerceptronTerm(loss, m, b float64) float64 {
	if m <= b {
		loss += b - m
	}
	return loss
}

// margin returns the functional margin y_n aᵀz_n of point n.
func (bb *binaryBase) margin(n int) float64 { return bb.y[n] * linalg.Dot(bb.a, bb.z.Row(n)) }

// snap builds the Snapshot of the current state.
func (bb *binaryBase) snap(loss float64, criterion msg.Text, values ...Value) Snapshot {
	return bb.snapCounted(bb.mistakes(), loss, criterion, values...)
}

// snapCounted is snap for a method that has counted the mistakes of the
// current field itself (with missed, on the values aᵀz_n that dot gives).
func (bb *binaryBase) snapCounted(mistakes int, loss float64, criterion msg.Text, values ...Value) Snapshot {
	f := bb.field()
	return Snapshot{
		Step:      bb.step,
		Updates:   bb.upd,
		Field:     f,
		Loss:      loss,
		Criterion: criterion,
		Mistakes:  mistakes,
		N:         len(bb.data.Points),
		Status:    orRunning(bb.status),
		Reason:    bb.reason,
		Notes:     append([]msg.Text(nil), bb.notes...),
		Point:     bb.point,
		Before:    append([]float64(nil), bb.before...),
		Values:    append([]Value(nil), values...), // the caller may pass its own slice
	}
}

// mistakes counts the points that the current sign field (with its band)
// does not assign to their own class. It gives the same count as Mistakes
// on bb.field(), from the cached z_n (the same numbers the Evaluator
// computes), without mapping every point again. In the plane it is
// mistakesPlane.
func (bb *binaryBase) mistakes() int {
	if bb.plane() {
		return bb.mistakesPlane()
	}
	n := 0
	for i := range bb.z.Len() {
		if bb.missed(linalg.Dot(bb.a, bb.z.Row(i)), i) {
			n++
		}
	}
	return n
}

// missed reports whether the sign field with Fausett's band leaves point i,
// where h = aᵀz_i, undecided or assigns it to the other class (class 0
// where h ≥ 0), as Field.decide does.
func (bb *binaryBase) missed(h float64, i int) bool {
	return (bb.band > 0 && math.Abs(h) <= bb.band) || (h >= 0) != (bb.y[i] > 0)
}

// stop records why the method stopped.
func (bb *binaryBase) stop(s Status, reason msg.Text) {
	bb.status, bb.reason = s, reason
}

// update adds eta·v to the weights on behalf of point n, keeping the old
// weights for the view.
func (bb *binaryBase) update(n int, eta float64, v []float64) {
	bb.before = append(bb.before[:0], bb.a...)
	for j := range bb.a {
		bb.a[j] += eta * v[j]
	}
	bb.point = n
	bb.upd++
}

func orRunning(s Status) Status {
	if s == "" {
		return StatusRunning
	}
	return s
}
