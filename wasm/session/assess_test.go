package session

import (
	"math"
	"slices"
	"testing"
	"time"

	"hyperplane/engine/scene"
)

// TestAssessmentGradesTheShownModel: the assessment reads the snapshot
// that the run shows. The perceptron's step 0 has a = 0, so h = 0 ≥ t = 0
// decides class 1 everywhere: on the default scene's six points of each
// class the accuracy is 6/12 = 0.5; trained to convergence it is 1; with
// the scrubber back at step 0, 0.5 again, and its scores at any point are
// (0, −0) (h and −h).
func TestAssessmentGradesTheShownModel(t *testing.T) {
	a := New(scene.DefaultScene())
	as := a.Assessment()
	accuracy := func(what string) float64 {
		t.Helper()
		ev, err := as.Evaluation()
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		return ev.Train.Accuracy
	}
	if acc := accuracy("step 0"); acc != 0.5 {
		t.Fatalf("at step 0 the accuracy is %g, want 0.5", acc)
	}
	a.Training().Train(100_000, time.Minute)
	if acc := accuracy("trained"); acc != 1 {
		t.Fatalf("trained, the accuracy is %g, want 1", acc)
	}
	a.Training().Scrub(0)
	if acc := accuracy("scrubbed"); acc != 0.5 {
		t.Fatalf("scrubbed to step 0, the accuracy is %g, want 0.5", acc)
	}
	sc, err := as.Scores(1.5, -2)
	if err != nil || !slices.Equal(sc.Scores, []float64{0, 0}) || sc.ModelClass != 0 || sc.Class != 0 {
		t.Fatalf("scores at step 0: %+v, %v", sc, err)
	}
}

// TestAssessmentWithoutModel: with points of one class there is no model,
// and everything that grades one says so instead of answering.
func TestAssessmentWithoutModel(t *testing.T) {
	s := scene.DefaultScene()
	s.Points = s.Points[:1]
	a := New(s)
	as := a.Assessment()
	_, e1 := as.Scores(0, 0)
	_, e2 := as.Evaluation()
	_, e3 := as.ConfusionCell("train", 0, 0)
	e4 := as.SetOperatingPoint(0, 0)
	for i, err := range []error{e1, e2, e3, e4} {
		if err != errNoModel {
			t.Errorf("call %d: %v, want %v", i+1, err, errNoModel)
		}
	}
}

// TestCrossValidationOfTheTrainingPoints: the cross-validation runs on the
// training points of the split (round(0.25·12) = 3 held out: 9), in k = 3
// folds, its progress rising to 1; it says how long it took only once
// done; a highlight survives a new run, and edits that remove points drop
// the indices they put out of range.
func TestCrossValidationOfTheTrainingPoints(t *testing.T) {
	a := New(scene.DefaultScene())
	if err := a.Training().SetSplit(scene.Split{Fraction: 0.25, Seed: 1}); err != nil {
		t.Fatal(err)
	}
	as := a.Assessment()
	if r := as.CV(); r.Running || r.Done || r.Results != nil {
		t.Fatalf("before any run: %+v", r)
	}
	if err := as.SetHighlight([]int{1, 11}); err != nil {
		t.Fatal(err)
	}
	if err := as.StartCV(3, 5, nil); err != nil {
		t.Fatal(err)
	}
	last := -1.0
	for i := 0; i < 10_000 && as.CV().Running; i++ {
		r := as.CV()
		if r.Progress < last || r.Took != 0 {
			t.Fatalf("progress %g after %g, took %v while running", r.Progress, last, r.Took)
		}
		last = r.Progress
		as.AdvanceCV(50 * time.Microsecond)
	}
	r := as.CV()
	if !r.Done || r.Progress != 1 || r.Points != 9 || r.Folds != 3 || len(r.Results) != 1 || r.Results[0].ID != "perceptron" {
		t.Fatalf("cross-validation: %+v", r)
	}
	if len(r.Results[0].Accuracy) != 3 || math.IsNaN(r.Results[0].MeanAcc) || r.Took <= 0 {
		t.Fatalf("results %+v, took %v", r.Results[0], r.Took)
	}
	if h := as.Highlight(); !slices.Equal(h, []int{1, 11}) {
		t.Fatalf("highlight %v after the run", h)
	}
	if err := a.Doc().RemovePoint(11); err != nil {
		t.Fatal(err)
	}
	if h := as.Highlight(); !slices.Equal(h, []int{1}) {
		t.Fatalf("highlight %v after removing point 11", h)
	}
}
