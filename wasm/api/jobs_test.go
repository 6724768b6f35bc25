package api

import (
	"math"
	"testing"

	"hyperplane/engine"
)

// TestTrainAnswersLater: train() on 10,000 points of logistic regression
// at its smallest tolerance does not end in the call's 4 ms (a step visits
// every point: thousands of steps would be needed), so the call answers a
// Pending; pause() then ends the run, and Settle hands its answer over
// once: the status (paused, at the step it reached) with the run's steps,
// stopped "interrupted", and its own time.
func TestTrainAnswersLater(t *testing.T) {
	a := newTestAPI(t)
	pts := make([]engine.Point, 10000)
	for i := range pts {
		// Two overlapping classes along a line: logistic regression has a
		// finite optimum and approaches it slowly.
		x := float64(i%100)/10 - 5
		pts[i] = engine.Point{X: x, Y: math.Sin(float64(i)), Class: i % 2}
	}
	a.App.S.Doc().SetPoints(pts, 2)
	call(t, a, "setAlgorithm", str("logistic"))
	call(t, a, "setParams", Object(`{"tol": 1e-12, "maxSteps": 1000000}`))
	ans := a.Call("train")
	p, ok := ans.Value.(*Pending)
	if !ok {
		t.Fatalf("train() answered %T at once, want a Pending", ans.Value)
	}
	if !a.Working() || !a.App.S.Training().Working() {
		t.Fatal("a run is under way, but the contract or the session says none is")
	}
	if got := a.Settle(); len(got) != 0 {
		t.Fatalf("Settle before the run ended gave %d answers", len(got))
	}
	call(t, a, "pause")
	got := a.Settle()
	if len(got) != 1 || got[0].Call != p {
		t.Fatalf("Settle after pause gave %d answers, want the one call", len(got))
	}
	r := got[0].Answer.Value.(Ran)
	if r.Stopped != "interrupted" || r.Steps < 1 || r.Status.Step != r.Steps || r.Status.Playing || r.Status.Training || r.Millis <= 0 {
		t.Fatalf("the answer: %d steps, stopped %q, at step %d, playing %v, training %v, %v ms",
			r.Steps, r.Stopped, r.Status.Step, r.Status.Playing, r.Status.Training, r.Millis)
	}
	if len(a.Settle()) != 0 || a.Working() {
		t.Fatal("the answer was handed over twice, or the call still waits")
	}
}
