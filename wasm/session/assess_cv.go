package session

import (
	"time"

	"hyperplane/engine/evaluate"
)

// cvState is a cross-validation under way, run a slice per frame.
type cvState struct {
	run    *evaluate.CV
	start  time.Time
	took   time.Duration
	points int
	// highlight holds the points ringed for a confusion cell.
	highlight []int
}

// cvMaxSteps is where a cross-validated iterative method stops on a fold.
const cvMaxSteps = 2000

// StartCV starts a k-fold cross-validation of the candidates on the
// training points (the current method with its parameters and basis when
// there are none), replacing any under way.
func (m *Assessment) StartCV(k int, seed uint64, cands []evaluate.Candidate) error {
	sc, train := &m.c.scene, m.c.part.Train
	if len(cands) == 0 {
		cands = []evaluate.Candidate{{ID: sc.Algorithm, Basis: sc.Basis, Params: sc.Params}}
	}
	cv, err := evaluate.NewCV(train, k, seed, cands, cvMaxSteps)
	if err != nil {
		return err
	}
	m.cv = cvState{run: cv, start: time.Now(), points: len(train.Points), highlight: m.cv.highlight}
	m.c.changed()
	return nil
}

// AdvanceCV runs the cross-validation within the budget. It tells the
// picture only when the run ends: a change of the picture sends the page a
// status, whose panel would redraw at every frame of the run (the page
// polls CV for the progress instead).
func (m *Assessment) AdvanceCV(budget time.Duration) {
	cv := m.cv.run
	if cv == nil || cv.Done() {
		return
	}
	t0 := time.Now()
	for !cv.Done() && time.Since(t0) < budget {
		ts := time.Now()
		cv.Step()
		m.c.longest.CV = max(m.c.longest.CV, time.Since(ts))
	}
	if cv.Done() {
		m.cv.took = time.Since(m.cv.start)
		m.c.changed()
	}
}

// cvRunning reports whether a cross-validation is under way.
func (m *Assessment) cvRunning() bool { return m.cv.run != nil && !m.cv.run.Done() }

// CVReport is the state of the cross-validation: its progress, how long
// it took once done, the training points it ran on, the number of folds,
// and each candidate's results so far (evaluate.Result: NaN where a fold
// has no number yet or a method states no loss).
type CVReport struct {
	Running  bool
	Progress float64
	Done     bool
	Took     time.Duration
	Points   int
	Folds    int
	Results  []evaluate.Result
}

// CV reports the cross-validation; the zero report when none was started.
func (m *Assessment) CV() CVReport {
	cv := m.cv.run
	if cv == nil {
		return CVReport{}
	}
	r := CVReport{Running: !cv.Done(), Progress: cv.Progress(), Done: cv.Done(),
		Took: m.cv.took, Points: m.cv.points, Results: cv.Results()}
	for _, f := range cv.Fold() {
		r.Folds = max(r.Folds, f+1)
	}
	return r
}
