package session

import (
	"time"

	"hyperplane/engine"
	"hyperplane/engine/msg"
)

// compareSteps is where a compared iterative method stops.
const compareSteps = 50_000

// Comparison is one compared algorithm, trained on the same points with
// its default parameters (or the scene's, for the current algorithm).
type Comparison struct {
	id      string
	name    msg.Text
	trainer engine.Trainer
	// start makes the trainer, in the first slice of the compared
	// algorithms after restart, not in the call that chose them: each
	// start is a pass over the points (four of them on 10,000 points
	// held the page 50 ms at 4x CPU throttling in one call, issue 51).
	start func() (engine.Trainer, error)
	snap  engine.Snapshot
	err   msg.Text
	steps int
}

// ID returns the algorithm's id.
func (c *Comparison) ID() string { return c.id }

// Name returns the algorithm's name.
func (c *Comparison) Name() msg.Text { return c.name }

// Snapshot returns its latest snapshot.
func (c *Comparison) Snapshot() *engine.Snapshot { return &c.snap }

// Err returns why it failed, or the zero Text.
func (c *Comparison) Err() msg.Text { return c.err }

// Steps returns the steps it has taken.
func (c *Comparison) Steps() int { return c.steps }

// Running reports whether it has a trainer, or is about to start one.
func (c *Comparison) Running() bool { return c.trainer != nil || c.start != nil }

func (c *Comparison) done() bool {
	return !c.Running() || c.snap.Status.Stopped() || c.steps >= compareSteps
}

// Pending reports whether it waits for its first slice to start.
func (c *Comparison) Pending() bool { return c.start != nil }

// advance does one unit of a slice: it starts the trainer, or takes a
// step.
func (c *Comparison) advance() {
	if c.start != nil {
		tr, err := c.start()
		c.start = nil
		if err != nil {
			c.err = msg.Sentence(msg.Of(err))
			return
		}
		c.trainer, c.snap = tr, tr.Snapshot()
		return
	}
	s, err := c.trainer.Step()
	c.steps++
	c.snap = s
	if err != nil {
		c.err = msg.Sentence(msg.Of(err))
		c.trainer = nil
	}
}

// MaxCompare is the most algorithms whose boundaries can be overlaid.
const MaxCompare = 4

// Comparisons is the part of a session that trains the compared
// algorithms (the view's list, Plot.SetView) on the training points, or a
// sample of them, beside the current one, a slice at a time. It writes
// nothing of the scene; it starts again, through the hook restartCompared
// or after an edit of the points (Session.refit), from what the scene and
// the core's partition hold then.
type Comparisons struct {
	c    *core
	list []*Comparison
	ver  uint64 // counts their changes (Versions.Compare)
	// turn is the compared algorithm that steps first in the next frame;
	// shown when their boundaries were last published.
	turn  int
	shown time.Time
	rest  time.Time // no compared step before then
	// n of of training points are the compared algorithms' (a sample when
	// n < of).
	n, of int
}

// List returns the compared algorithms.
func (m *Comparisons) List() []*Comparison { return m.list }

// Sample returns how many training points the compared algorithms train
// on and how many there are: n < of when they train on a sample.
func (m *Comparisons) Sample() (n, of int) { return m.n, m.of }

// training reports whether a compared algorithm is still training.
func (m *Comparisons) training() bool {
	for _, c := range m.list {
		if !c.done() {
			return true
		}
	}
	return false
}

// restart starts the compared algorithms anew: after an edit of the
// points or of the list. Above CompareSampleLimit training points they
// train on a stratified sample (see data). Each method is looked up and
// its parameters resolved once, here.
func (m *Comparisons) restart() {
	m.list = m.list[:0]
	m.ver++
	m.n, m.of = 0, 0
	sc := &m.c.scene
	if len(sc.View.Compare) == 0 {
		return
	}
	data := m.data()
	for _, id := range sc.View.Compare {
		if len(m.list) == MaxCompare {
			break
		}
		spec, ok := engine.Lookup(id)
		if !ok {
			continue
		}
		c := &Comparison{id: id, name: spec.Name}
		params := map[string]any(nil)
		if id == sc.Algorithm {
			params = sc.Params
		}
		if s, err := spec.Resolve(params); err != nil {
			c.err = msg.Sentence(msg.Of(err))
		} else {
			basis := sc.Basis
			c.start = func() (engine.Trainer, error) { return engine.NewTrainerFrom(spec, data, basis, s) }
		}
		m.list = append(m.list, c)
	}
}

// compareEvery is how often the boundaries of compared algorithms that
// are still training are published (to the picture and the legend):
// redrawing them, and the page's status, at every step made every frame
// of 200,000 points cost seconds under software WebGL (issue 32).
const compareEvery = 250 * time.Millisecond

// Advance trains the compared algorithms within the budget, taking
// turns: each frame starts with the next one, so that one whose steps
// take longer than the budget does not keep the others from training, and
// a frame pays for at most one step beyond the budget; when that step
// took longer than the budget, the next frames rest for three times as
// long, so that compared algorithms take at most a quarter of the time.
// The new boundaries are published at most every compareEvery, and when
// one finishes.
func (m *Comparisons) Advance(budget time.Duration) {
	start := time.Now()
	if m.c.stale || len(m.list) == 0 || start.Before(m.rest) {
		return
	}
	stepped, finished := false, false
	n := len(m.list)
	m.turn %= n
	for k := 0; k < n && time.Since(start) < budget; k++ {
		c := m.list[(m.turn+k)%n]
		for !c.done() && time.Since(start) < budget {
			ts := time.Now()
			c.advance()
			m.c.longest.Compare = max(m.c.longest.Compare, time.Since(ts))
			stepped = true
			finished = finished || c.done()
		}
	}
	m.turn++
	if took := time.Since(start); took > budget {
		m.rest = time.Now().Add(3 * took)
	}
	if stepped && (finished || time.Since(m.shown) >= compareEvery) {
		// Only the compared counter: the main picture (its marks and
		// overlay, over all the points) has not changed.
		m.shown = time.Now()
		m.ver++
	}
}
