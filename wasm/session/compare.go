package session

import (
	"time"

	"hyperplane/engine"
)

// compareSteps is where a compared iterative method stops.
const compareSteps = 50_000

// Comparison is one compared algorithm, trained on the same points with
// its default parameters (or the scene's, for the current algorithm).
type Comparison struct {
	id      string
	name    string
	trainer engine.Trainer
	snap    engine.Snapshot
	err     string
	steps   int
}

// ID returns the algorithm's id.
func (c *Comparison) ID() string { return c.id }

// Name returns the algorithm's name.
func (c *Comparison) Name() string { return c.name }

// Snapshot returns its latest snapshot.
func (c *Comparison) Snapshot() *engine.Snapshot { return &c.snap }

// Err returns why it failed, or "".
func (c *Comparison) Err() string { return c.err }

// Steps returns the steps it has taken.
func (c *Comparison) Steps() int { return c.steps }

// Running reports whether it has a trainer.
func (c *Comparison) Running() bool { return c.trainer != nil }

func (c *Comparison) done() bool {
	return c.trainer == nil || c.snap.Status.Stopped() || c.steps >= compareSteps
}

// syncCompare starts the compared algorithms anew: after an edit of the
// points or of the list. Above CompareSampleLimit training points they
// train on a stratified sample (see compareData).
func (a *Session) syncCompare() {
	a.compare = a.compare[:0]
	a.compareVer++
	a.compareN, a.compareOf = 0, 0
	if len(a.scene.View.Compare) == 0 {
		return
	}
	data := a.compareData()
	for _, id := range a.scene.View.Compare {
		if len(a.compare) == MaxCompare {
			break
		}
		spec, ok := engine.Lookup(id)
		if !ok {
			continue
		}
		c := &Comparison{id: id, name: spec.Name}
		params := map[string]any(nil)
		if id == a.scene.Algorithm {
			params = a.scene.Params
		}
		tr, err := engine.NewTrainer(id, data, a.scene.Basis, params)
		if err != nil {
			c.err = Capitalize(err.Error())
		} else {
			c.trainer = tr
			c.snap = tr.Snapshot()
		}
		a.compare = append(a.compare, c)
	}
}

// compareEvery is how often the boundaries of compared algorithms that
// are still training are published (to the picture and the legend):
// redrawing them, and the page's status, at every step made every frame
// of 200,000 points cost seconds under software WebGL (issue 32).
const compareEvery = 250 * time.Millisecond

// AdvanceCompare trains the compared algorithms within the budget, taking
// turns: each frame starts with the next one, so that one whose steps
// take longer than the budget does not keep the others from training, and
// a frame pays for at most one step beyond the budget; when that step
// took longer than the budget, the next frames rest for three times as
// long, so that compared algorithms take at most a quarter of the time.
// The new boundaries are published at most every compareEvery, and when
// one finishes.
func (a *Session) AdvanceCompare(budget time.Duration) {
	start := time.Now()
	if a.stale || len(a.compare) == 0 || start.Before(a.compareRest) {
		return
	}
	stepped, finished := false, false
	n := len(a.compare)
	a.compareTurn %= n
	for k := 0; k < n && time.Since(start) < budget; k++ {
		c := a.compare[(a.compareTurn+k)%n]
		for !c.done() && time.Since(start) < budget {
			ts := time.Now()
			s, err := c.trainer.Step()
			a.longest.Compare = max(a.longest.Compare, time.Since(ts))
			stepped = true
			c.steps++
			c.snap = s
			if err != nil {
				c.err = Capitalize(err.Error())
				c.trainer = nil
			}
			if c.done() {
				finished = true
			}
		}
	}
	a.compareTurn++
	if took := time.Since(start); took > budget {
		a.compareRest = time.Now().Add(3 * took)
	}
	if stepped && (finished || time.Since(a.compareShown) >= compareEvery) {
		// Only the compared counter: the main picture (its marks and
		// overlay, over all the points) has not changed.
		a.compareShown = time.Now()
		a.compareVer++
	}
}
