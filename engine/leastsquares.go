package engine

import (
	"hyperplane/engine/internal/linalg"

	"hyperplane/engine/msg"
)

func leastSquaresSpec() Spec {
	return Spec{
		ID:      "least-squares",
		Name:    msg.T("method-least-squares"),
		Family:  FamilyDiscriminant,
		Summary: msg.T("method-least-squares-summary"),
		Help:    msg.T("method-least-squares-help"),
		Short:   msg.T("method-least-squares-short"),
		new:     start(newLeastSquares),
	}
}

// leastSquares is the K-class least-squares discriminant (Bishop §4.1.3).
// It builds the design matrix Z and the targets T when the data change; a
// step factorizes Z and solves.
type leastSquares struct {
	data  Dataset
	basis Basis
	z, t  *linalg.Dense
	fac   linalg.LSFactor
	x     linalg.Dense
	w     [][]float64 // row k = column k of W̃
	h     []float64   // scratch: the K values of a point
	sse   float64
	miss  int
	note  linalg.Note
	step  int
	done  bool
}

// leastSquaresSettings are the knobs of least squares: none.
type leastSquaresSettings struct{}

func newLeastSquares(d Dataset, b Basis, _ leastSquaresSettings) (Trainer, error) {
	ls := &leastSquares{basis: b}
	ls.SetData(d)
	return ls, nil
}

func (ls *leastSquares) SetData(d Dataset) error {
	ls.data = d
	ls.done = false
	if ls.w == nil {
		ls.w = make([][]float64, d.Classes)
		for k := range ls.w {
			ls.w[k] = make([]float64, ls.basis.Dim()+1)
		}
	}
	ls.z = design(d, ls.basis)
	ls.t = linalg.NewDense(ls.z.Rows, d.Classes)
	for i, p := range d.Points {
		ls.t.Data[i*d.Classes+p.Class] = 1
	}
	ls.score()
	return nil
}

func (ls *leastSquares) Step() (Snapshot, error) {
	if ls.done {
		return ls.Snapshot(), nil
	}
	note, err := ls.fac.Factorize(ls.z)
	if err != nil {
		return ls.Snapshot(), err
	}
	x, note, err := ls.fac.SolveDense(ls.z, ls.t, &ls.x, note)
	if err != nil {
		return ls.Snapshot(), err
	}
	ls.note = note
	for c := range ls.w {
		x.Col(ls.w[c], c)
	}
	ls.score()
	ls.step++
	ls.done = true
	return ls.Snapshot(), nil
}

// score computes the sum of squares ‖ZW̃ − T‖² and the training mistakes
// from the cached design matrix, in one pass. Before the first fit the
// weights are zero, every value h_k is 0, and they follow without the
// pass: each point adds (0 − 1)² = 1, and argmax picks row 0, so every
// point of another class is a mistake (the same numbers as the pass,
// TestLeastSquaresZeroScore; in V8's profile of opening a file of
// 200,000 points at 4x the two passes took 233 ms, and now the count
// and the pass after the fit 170 ms: issue 51).
func (ls *leastSquares) score() {
	if weightsZero(ls.w) {
		ls.sse, ls.miss = float64(len(ls.data.Points)), 0
		for _, p := range ls.data.Points {
			if p.Class != 0 {
				ls.miss++
			}
		}
		return
	}
	ls.scorePass()
}

// weightsZero reports whether every weight of w is 0.
func weightsZero(w [][]float64) bool {
	for _, r := range w {
		for _, v := range r {
			if v != 0 {
				return false
			}
		}
	}
	return true
}

// scorePass is score's pass over the points.
func (ls *leastSquares) scorePass() {
	if ls.z.Cols == 3 && len(ls.w) <= MaxClasses {
		ls.scorePlane()
		return
	}
	ls.scoreRows()
}

// scoreRows is scorePass for any basis.
func (ls *leastSquares) scoreRows() {
	ls.sse, ls.miss = 0, 0
	ls.h = linalg.Grow(ls.h, len(ls.w))
	for i, p := range ls.data.Points {
		z := ls.z.Row(i)
		best, bv := 0, 0.0
		for k, w := range ls.w {
			v := linalg.Dot(w, z)
			ls.h[k] = v
			if k == 0 || v > bv {
				best, bv = k, v
			}
		}
		ls.sse = addSquaredResiduals(ls.sse, ls.h, p.Class)
		if best != p.Class {
			ls.miss++
		}
	}
}

// scorePlane is scorePass in the plane, three features z = (1, x, y):
// the K weights in a local array, each h_k = w_kᵀz summed unrolled in
// Dot's order from the flat rows (dot3), and the sums in locals. The
// pass over 200,000 points of six classes took 150 ms of loading them at
// 4x CPU throttling in the page (issue 51). TestLeastSquaresScorePlane
// checks it against scoreRows, to the bit.
func (ls *leastSquares) scorePlane() {
	var w [MaxClasses][3]float64
	var h [MaxClasses]float64
	k := len(ls.w)
	for c, r := range ls.w {
		w[c] = [3]float64{r[0], r[1], r[2]}
	}
	zf := ls.z.Data
	sse, miss := 0.0, 0
	for i, p := range ls.data.Points {
		z := zf[3*i : 3*i+3 : 3*i+3]
		best, bv := 0, 0.0
		for c := range k {
			v := dot3(w[c][0], w[c][1], w[c][2], z)
			h[c] = v
			if c == 0 || v > bv {
				best, bv = c, v
			}
		}
		sse = addSquaredResiduals(sse, h[:k], p.Class)
		if best != p.Class {
			miss++
		}
	}
	ls.sse, ls.miss = sse, miss
}

// addSquaredResiduals adds one point's terms of ‖ZW̃ − T‖² to sum, in order:
// (h_k − t_k)² for its values h_k, t the one-hot target of the class in
// row c. The criterion is half the sum.
func addSquaredResiduals(sum float64, h []float64, c int) float64 {
	for k, v := range h {
		t := 0.0
		if k == c {
			t = 1
		}
		sum += (v - t) * (v - t)
	}
	return sum
}

// HeldOutLoss implements HeldOut: ½‖ZW̃ − T‖² at the field f over the
// points of d.
func (ls *leastSquares) HeldOutLoss(f *Field, d Dataset) (float64, bool) {
	if f.Combine != CombineArgmax || f.Quad != nil {
		return 0, false
	}
	row := make(map[int]int, len(f.Labels)) // class → row of f
	for r, c := range f.Labels {
		row[c] = r
	}
	ev := NewEvaluator(f)
	sum := 0.0
	for _, p := range d.Points {
		c, ok := row[p.Class]
		if !ok {
			return 0, false
		}
		sum = addSquaredResiduals(sum, ev.Rows(p.X, p.Y), c)
	}
	return sum / 2, true
}

func (ls *leastSquares) field() Field {
	rows := make([][]float64, len(ls.w))
	for k, w := range ls.w {
		rows[k] = append([]float64(nil), w...)
	}
	return Field{Basis: ls.basis.Clone(), Rows: rows, Combine: CombineArgmax, Labels: identity(len(ls.w))}
}

func (ls *leastSquares) Model() Model { return NewFieldModel(ls.field(), len(ls.w)) }

func (ls *leastSquares) Snapshot() Snapshot {
	f := ls.field()
	s := Snapshot{
		Step: ls.step, Field: f, N: len(ls.data.Points), Point: -1,
		Loss: ls.sse / 2, Criterion: msg.T("engine-criterion-least-squares"),
		Mistakes: ls.miss, Status: StatusRunning,
	}
	if ls.done {
		s.Status, s.Reason = StatusConverged, msg.T("engine-least-squares-closed-form")
	}
	if ls.note.Kind != linalg.NoteNone {
		s.Notes = []msg.Text{noteText(ls.note)}
	}
	s.Values = []Value{{Key: "sse", Label: msg.T("value-sse"), V: ls.sse}}
	return s
}
