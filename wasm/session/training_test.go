package session

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// countResolutions makes the training of a count its resolutions of
// parameters, through the part's own hook (no package-level state), and
// returns the counter. edit, when not nil, changes what each resolution
// returns.
func countResolutions(a *Session, edit func(engine.Settings)) *int {
	n := new(int)
	a.tr.resolve = func(spec engine.Spec, given map[string]any) (engine.Settings, error) {
		*n++
		s, err := spec.Resolve(given)
		if err == nil && edit != nil {
			edit(s)
		}
		return s, err
	}
	return n
}

// TestSettingsResolvedOnce: a change of the parameters resolves them
// exactly once (the check of SetParams is the resolution the trainer is
// built with), a new method or scene once, and what changes neither the
// method nor its parameters (Reset, the basis, the split, an edit of the
// points, Play after the stop) not at all.
func TestSettingsResolvedOnce(t *testing.T) {
	a := twoPoints(t)
	n := countResolutions(a, nil)
	steps := []struct {
		name string
		do   func() error
		want int // resolutions
	}{
		{"setParams", func() error { return a.Training().SetParams(map[string]any{"eta": 0.5}) }, 1},
		{"setParams refused", func() error {
			if a.Training().SetParams(map[string]any{"eta": -1.0}) == nil {
				return fmt.Errorf("η = −1 was accepted")
			}
			return nil
		}, 1},
		{"setAlgorithm", func() error { return a.Training().SetAlgorithm("svm") }, 1},
		{"setParams of the svm", func() error { return a.Training().SetParams(map[string]any{"C": 2.0}) }, 1},
		{"reset", func() error { a.Training().Reset(); return nil }, 0},
		{"setBasis", func() error { return a.Training().SetBasis(engine.Basis{Kind: "poly", Degree: 2}) }, 0},
		{"setSplit", func() error { return a.Training().SetSplit(scene.Split{Fraction: 0.25, Seed: 1}) }, 0},
		{"addPoint", func() error { return a.Doc().AddPoint(2, 2, 0) }, 0},
		{"click and flush", func() error {
			err := a.Apply(Gesture{Kind: Click, X: -2, Y: -3})
			a.Flush()
			return err
		}, 0},
		{"train and play again", func() error { a.Training().Train(100_000, time.Minute); a.Training().Play(); return nil }, 0},
		{"load", func() error { return a.Load(scene.DefaultScene()) }, 1},
	}
	for _, st := range steps {
		before := *n
		if err := st.do(); err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		if got := *n - before; got != st.want {
			t.Errorf("%s resolved the settings %d times, want %d", st.name, got, st.want)
		}
	}
}

// TestTrainerUsesTheResolvedSettings: the trainer is built from the
// settings resolved, not from the scene's parameters resolved again. The
// resolution here turns every η into 0.25; the perceptron's first step on
// point (1, 1) of class 1 (y = +1, an update since the zero start has
// y·aᵀz = 0 ≤ b = 0) is then a = η·y·z = 0.25·(1, 1, 1), where the η of
// 2 that the scene holds would give (2, 2, 2).
func TestTrainerUsesTheResolvedSettings(t *testing.T) {
	a := twoPoints(t)
	countResolutions(a, func(s engine.Settings) { s["eta"] = 0.25 })
	if err := a.Training().SetParams(map[string]any{"eta": 2.0}); err != nil {
		t.Fatal(err)
	}
	if a.Scene().Params["eta"] != 2.0 || a.Training().Settings()["eta"] != 0.25 {
		t.Fatalf("scene η %v, settings η %v", a.Scene().Params["eta"], a.Training().Settings()["eta"])
	}
	a.Training().Step(1, time.Minute)
	if rows := a.Training().Live().Field.Rows; len(rows) != 1 || !slices.Equal(rows[0], []float64{0.25, 0.25, 0.25}) {
		t.Fatalf("after one step a = %v, want [0.25 0.25 0.25]", rows)
	}
}

// TestHistoryThinning: the perceptron on XOR stops after 4000 steps
// (1000 epochs of 4 points) and records 4001 snapshots, one more than
// historyCap. When the 4001st (step 4000) arrives, the history keeps its
// even entries and its last (steps 0, 2, …, 3998 and 3999: 2001) and
// doubles the stride; step 4000 is even and joins them: 2002 entries.
// Throughout, steps increase, the scrubber's cursor stays in range, and
// Reset leaves the one snapshot of step 0.
func TestHistoryThinning(t *testing.T) {
	a := xorSession()
	tr := a.Training()
	tr.Train(1_000_000, time.Minute)
	h := tr.History()
	if tr.Live().Step != 4000 || len(h) != 2002 || tr.Stride() != 2 {
		t.Fatalf("stopped at step %d with %d snapshots, stride %d; want 4000, 2002, 2", tr.Live().Step, len(h), tr.Stride())
	}
	for i := range h {
		want := 2 * i
		switch i {
		case 2000:
			want = 3999
		case 2001:
			want = 4000
		}
		if h[i].Step != want {
			t.Fatalf("snapshot %d is of step %d, want %d", i, h[i].Step, want)
		}
	}
	tr.Scrub(2001)
	if tr.Cursor() != 2001 || tr.Shown().Step != 4000 {
		t.Fatalf("scrub to the last: cursor %d, step %d", tr.Cursor(), tr.Shown().Step)
	}
	tr.Scrub(2002)
	if tr.Cursor() != -1 {
		t.Fatalf("a scrub past the end left the cursor at %d", tr.Cursor())
	}
	tr.Reset()
	if h := tr.History(); len(h) != 1 || h[0].Step != 0 || tr.Stride() != 1 || tr.Cursor() != -1 {
		t.Fatalf("after Reset: %d snapshots, stride %d, cursor %d", len(h), tr.Stride(), tr.Cursor())
	}
}

// TestHistoryArray: the history's array is replaced once, the first time
// it is full with historyGrown entries or more (appending's growth put
// that at 307 here; in any case before 512), by one of historyCap that
// the run never outgrows (the perceptron on XOR, 4,000 steps, as in
// TestHistoryThinning: its 2,002 snapshots stay in the array the 600th
// step found); the snapshots thinning drops leave no copy in the array
// beyond the history's length, nor does Reset, so that their fields go
// to the collector.
func TestHistoryArray(t *testing.T) {
	a := xorSession()
	tr := a.Training()
	tr.Step(600, time.Minute)
	first := tr.History()
	if len(first) != 601 || cap(first) != historyCap {
		t.Fatalf("after 600 steps: %d snapshots in an array of %d; want 601 in one of %d", len(first), cap(first), historyCap)
	}
	tr.Train(1_000_000, time.Minute)
	h := tr.History()
	if len(h) != 2002 || &h[0] != &first[0] {
		t.Fatalf("after the run: %d snapshots, same array %v; want 2002 in the same array", len(h), &h[0] == &first[0])
	}
	empty := func(when string, rest []engine.Snapshot) {
		for i, s := range rest {
			if s.Step != 0 || s.N != 0 || s.Field.Rows != nil {
				t.Fatalf("%s: the array holds the snapshot of step %d (%d rows) %d entries past the history's end", when, s.Step, len(s.Field.Rows), i)
			}
		}
	}
	empty("after thinning", h[len(h):cap(h)])
	tr.Reset()
	h = tr.History()
	if len(h) != 1 || h[0].Step != 0 {
		t.Fatalf("after Reset: %d snapshots, the first of step %d; want 1 of step 0", len(h), h[0].Step)
	}
	empty("after Reset", h[1:cap(h)])
}

// TestFaultPausesAndInterrupts: the page's recovery of a panic pauses
// play, ends the jobs as interrupted and shows its text as an error.
func TestFaultPausesAndInterrupts(t *testing.T) {
	a := xorSession()
	tr := a.Training()
	j := tr.StartTrain(1_000_000, time.Minute)
	tr.AdvanceJobs(0)
	a.Fault(msg.T("common-error", "text", "Something went wrong"))
	if j.Result().Stopped != StopInterrupted || tr.Working() || tr.Playing() {
		t.Fatalf("after the fault: %+v, working %v, playing %v", j.Result(), tr.Working(), tr.Playing())
	}
	if m := enMessage(t, a.Message()); m != (english{"error", "Something went wrong"}) {
		t.Fatalf("message %+v", m)
	}
	if train, _, _ := a.Waiting(); train {
		t.Fatal("training still waits for time after the fault")
	}
}
