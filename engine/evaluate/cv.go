package evaluate

import (
	"fmt"
	"math"
	"math/rand/v2"

	"hyperplane/engine"
	"hyperplane/engine/msg"
)

// MaxFolds is the largest k of k-fold cross-validation.
const MaxFolds = 20

// cvSeedMix is xored into the seed for the second word of the folds'
// generator (2⁶⁴/φ, as engine's shuffles use).
const cvSeedMix = 0x9e3779b97f4a7c15

// Folds deals the points of d into k folds, stratified: the points of each
// class are shuffled by a generator seeded with seed (PCG) and dealt in
// turn, each class starting where the last one stopped, so that every fold
// holds ⌊n_c/k⌋ or ⌈n_c/k⌉ points of each class c and the folds' sizes
// differ by at most one. The same seed gives the same folds. fold[i] is
// the fold of point i.
func Folds(d engine.Dataset, k int, seed uint64) ([]int, error) {
	if k < 2 || k > MaxFolds {
		return nil, msg.Err("evaluate-folds", "max", MaxFolds, "k", k)
	}
	if len(d.Points) < k {
		return nil, msg.Err("evaluate-folds-points", "k", k, "n", len(d.Points))
	}
	rng := rand.New(rand.NewPCG(seed, seed^cvSeedMix))
	fold := make([]int, len(d.Points))
	next := 0
	for c := 0; c < d.Classes; c++ {
		var idx []int
		for i, p := range d.Points {
			if p.Class == c {
				idx = append(idx, i)
			}
		}
		rng.Shuffle(len(idx), func(a, b int) { idx[a], idx[b] = idx[b], idx[a] })
		for _, i := range idx {
			fold[i] = next
			next = (next + 1) % k
		}
	}
	return fold, nil
}

// Split returns the points of d outside fold f (training) and inside it
// (held out).
func Split(d engine.Dataset, fold []int, f int) (train, test engine.Dataset) {
	train.Classes, test.Classes = d.Classes, d.Classes
	for i, p := range d.Points {
		if fold[i] == f {
			test.Points = append(test.Points, p)
		} else {
			train.Points = append(train.Points, p)
		}
	}
	return train, test
}

// Candidate is one method of a cross-validation: an algorithm, its feature
// space and its parameters (nil: the defaults).
type Candidate struct {
	ID     string         `json:"id"`
	Basis  engine.Basis   `json:"basis"`
	Params map[string]any `json:"params,omitempty"`
}

// Result is a candidate's cross-validation: per fold, the held-out accuracy
// and the method's held-out loss per point (NaN where the method states no
// such loss), and their means and sample standard deviations over folds.
type Result struct {
	Candidate
	Accuracy []float64 `json:"accuracy"`
	Loss     []float64 `json:"loss"`
	MeanAcc  float64   `json:"meanAccuracy"`
	SdAcc    float64   `json:"sdAccuracy"`
	MeanLoss float64   `json:"meanLoss"`
	SdLoss   float64   `json:"sdLoss"`
	Err      msg.Text  `json:"error,omitzero"`
}

// CV runs a k-fold cross-validation of several candidates on the same folds
// one training step at a time, so that a page can slice it across frames.
type CV struct {
	data     engine.Dataset
	fold     []int
	k        int
	maxSteps int
	results  []Result
	// The job under way: candidate c on fold f, its trainer and its steps.
	c, f    int
	trainer engine.Trainer
	steps   int
	test    engine.Dataset
	done    int // jobs finished
}

// NewCV prepares the cross-validation of the candidates on d in k folds
// dealt with seed; an iterative method stops after maxSteps steps on a
// fold (converged or not).
func NewCV(d engine.Dataset, k int, seed uint64, cands []Candidate, maxSteps int) (*CV, error) {
	if err := d.Validate(); err != nil {
		return nil, err
	}
	if len(cands) == 0 {
		return nil, msg.Err("evaluate-no-method")
	}
	fold, err := Folds(d, k, seed)
	if err != nil {
		return nil, err
	}
	cv := &CV{data: d, fold: fold, k: k, maxSteps: max(maxSteps, 1)}
	for _, c := range cands {
		if _, ok := engine.Lookup(c.ID); !ok {
			return nil, msg.Err("engine-unknown-method", "id", fmt.Sprintf("%q", c.ID))
		}
		cv.results = append(cv.results, Result{Candidate: c})
	}
	return cv, nil
}

// Fold returns the fold of each point.
func (cv *CV) Fold() []int { return cv.fold }

// Done reports whether every candidate has been run on every fold.
func (cv *CV) Done() bool { return cv.done == len(cv.results)*cv.k }

// Progress returns the fraction of (candidate, fold) jobs finished.
func (cv *CV) Progress() float64 { return float64(cv.done) / float64(len(cv.results)*cv.k) }

// Step performs one training step of the job under way (starting it if
// needed), and scores it on its held-out fold once the method stops.
func (cv *CV) Step() {
	if cv.Done() {
		return
	}
	r := &cv.results[cv.c]
	if !r.Err.IsZero() {
		cv.finish(math.NaN(), math.NaN())
		return
	}
	if cv.trainer == nil {
		train, test := Split(cv.data, cv.fold, cv.f)
		tr, err := engine.NewTrainer(r.ID, train, r.Basis, r.Params)
		if err != nil {
			r.Err = msg.Of(err)
			cv.finish(math.NaN(), math.NaN())
			return
		}
		cv.trainer, cv.test, cv.steps = tr, test, 0
	}
	s, err := cv.trainer.Step()
	cv.steps++
	if err != nil {
		r.Err = msg.Of(err)
		cv.finish(math.NaN(), math.NaN())
		return
	}
	if !s.Status.Stopped() && cv.steps < cv.maxSteps {
		return
	}
	sc := engine.Score(cv.trainer, &s.Field, cv.test)
	loss := math.NaN()
	if sc.N > 0 {
		loss = sc.Loss / float64(sc.N)
	}
	cv.finish(sc.Accuracy(), loss)
}

// finish records the job's scores and moves to the next job.
func (cv *CV) finish(acc, loss float64) {
	r := &cv.results[cv.c]
	r.Accuracy = append(r.Accuracy, acc)
	r.Loss = append(r.Loss, loss)
	cv.trainer = nil
	cv.done++
	cv.f++
	if cv.f == cv.k {
		r.MeanAcc, r.SdAcc = meanSD(r.Accuracy)
		r.MeanLoss, r.SdLoss = meanSD(r.Loss)
		cv.f = 0
		cv.c++
	}
}

// Results returns the candidates' results so far (those of a candidate
// under way hold its finished folds, and no means yet).
func (cv *CV) Results() []Result { return cv.results }

// Run steps cv to the end.
func (cv *CV) Run() []Result {
	for !cv.Done() {
		cv.Step()
	}
	return cv.results
}

// meanSD returns the mean and the sample standard deviation (n − 1) of v,
// or NaN when any is NaN; the sd of one value is 0.
func meanSD(v []float64) (float64, float64) {
	if len(v) == 0 {
		return math.NaN(), math.NaN()
	}
	m := 0.0
	for _, x := range v {
		m += x
	}
	m /= float64(len(v))
	if len(v) == 1 {
		return m, 0
	}
	s := 0.0
	for _, x := range v {
		s += (x - m) * (x - m)
	}
	return m, math.Sqrt(s / float64(len(v)-1))
}
