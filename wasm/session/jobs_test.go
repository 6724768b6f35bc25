package session

import (
	"testing"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// xorSession is the perceptron on XOR, which visits one point a step and
// stops at its limit of 1000 epochs, 4000 steps, without converging (as in
// TestStepReports).
func xorSession() *Session {
	s := scene.DefaultScene()
	s.Algorithm, s.Params = "perceptron", nil
	s.Points = []engine.Point{{X: 0, Y: 0, Class: 0}, {X: 1, Y: 1, Class: 0}, {X: 1, Y: 0, Class: 1}, {X: 0, Y: 1, Class: 1}}
	return New(s)
}

// TestJobSlices: a run of Train sliced as finely as it goes (a budget of
// zero: one step a slice) takes the steps that stepping the same trainer
// directly takes to its stop, and leaves the same weights; each slice took
// exactly one step.
func TestJobSlices(t *testing.T) {
	a := xorSession()
	// The reference: the engine's trainer on the same points, stepped
	// until it stops.
	tr, err := engine.NewTrainer("perceptron", a.Doc().Dataset(), engine.Basis{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var ref engine.Snapshot
	steps := 0
	for !ref.Status.Stopped() {
		if ref, err = tr.Step(); err != nil {
			t.Fatal(err)
		}
		steps++
	}
	j := a.Training().StartTrain(1_000_000, time.Minute)
	slices := 0
	for !j.Done() {
		before := a.Training().Live().Step
		a.Training().AdvanceJobs(0)
		slices++
		if !j.Done() && a.Training().Live().Step != before+1 {
			t.Fatalf("slice %d took %d steps, want 1", slices, a.Training().Live().Step-before)
		}
	}
	r := j.Result()
	if r.Steps != steps || r.Stopped != StopDone || a.Training().Live().Step != steps {
		t.Fatalf("the sliced run: %+v at step %d; the trainer alone stopped after %d steps", r, a.Training().Live().Step, steps)
	}
	got, want := a.Training().Live().Field.Rows[0], ref.Field.Rows[0]
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("weights %v, the trainer alone %v", got, want)
		}
	}
}

// TestJobQueueAndInterrupt: jobs run in the order they were started, each
// answering for its own steps; Pause ends the job under way and the ones
// waiting as interrupted, once, without the messages of a run's end.
func TestJobQueueAndInterrupt(t *testing.T) {
	a := xorSession()
	j1, j2 := a.Training().StartStep(3, time.Minute), a.Training().StartStep(2, time.Minute)
	if train, _, _ := a.Waiting(); !train || !a.Training().Working() {
		t.Fatal("two jobs waiting, but Waiting and Working say no training")
	}
	a.Training().AdvanceJobs(time.Hour)
	if !j1.Done() || !j2.Done() || j1.Result().Steps != 3 || j2.Result().Steps != 2 || a.Training().Live().Step != 5 {
		t.Fatalf("after both: %+v, %+v, at step %d; want 3 and 2 steps, at step 5", j1.Result(), j2.Result(), a.Training().Live().Step)
	}
	if a.Training().Working() {
		t.Fatal("no job is left, but Working says one is")
	}
	j3, j4 := a.Training().StartTrain(1_000_000, time.Minute), a.Training().StartStep(10, time.Minute)
	a.Training().AdvanceJobs(0) // one step of j3
	a.Training().Pause()
	for _, j := range []*Job{j3, j4} {
		if !j.Done() || j.Result().Stopped != StopInterrupted {
			t.Fatalf("after Pause: %+v, want interrupted", j.Result())
		}
	}
	if j3.Result().Steps != 1 || j4.Result().Steps != 0 {
		t.Fatalf("interrupted after %d and %d steps, want 1 and 0", j3.Result().Steps, j4.Result().Steps)
	}
	if got := a.Training().Interrupted(); len(got) != 2 || got[0] != j3 || got[1] != j4 {
		t.Fatalf("Interrupted gave %d jobs, want the two", len(got))
	}
	if len(a.Training().Interrupted()) != 0 || a.Training().Working() || a.Message().Kind != "" {
		t.Fatalf("after the interruption: jobs told again, still working, or a message %+v", a.Message())
	}
}
