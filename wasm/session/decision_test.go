package session

import (
	"math"
	"testing"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// TestDecisionSession: a decision that does not fit the scene is refused;
// a threshold moves the evaluation's confusion; a confusion cell lists the
// points of the whole set; a cross-validation runs in slices to the end.
func TestDecisionSession(t *testing.T) {
	a := New(scene.DefaultScene())
	if err := a.Assessment().SetDecision(engine.Decision{Priors: []float64{1, 2, 3}}); err == nil {
		t.Fatal("three priors for two classes were accepted")
	}
	if err := a.Training().SetAlgorithm("logistic"); err != nil {
		t.Fatal(err)
	}
	a.Training().Step(200, time.Minute)
	ev, err := a.Assessment().Evaluation()
	if err != nil {
		t.Fatal(err)
	}
	if ev.Train.N != 12 || len(ev.Curves) != 1 {
		t.Fatalf("evaluation of %d points with %d curves, want 12 and 1", ev.Train.N, len(ev.Curves))
	}
	// A threshold above every training score calls every point the second
	// class: the first class's row of the confusion is all in column 1.
	roc := ev.Curves[0].Train.ROC
	if err := a.Assessment().SetDecision(engine.Decision{Threshold: roc[0][2]}); err != nil {
		t.Fatal(err)
	}
	ev, _ = a.Assessment().Evaluation()
	c := ev.Train.Confusion
	if c.Counts[0][0] != 0 || c.Counts[0][1] == 0 {
		t.Fatalf("with the threshold above every score the confusion is %v", c.Counts)
	}
	// With a split, a cell's indices are those of the whole set.
	if err := a.Training().SetSplit(scene.Split{Fraction: 0.25, Seed: 1}); err != nil {
		t.Fatal(err)
	}
	a.Training().Step(200, time.Minute)
	cell, err := a.Assessment().ConfusionCell("test", 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	mask := a.Training().Partition().Mask
	for _, i := range cell {
		if !mask[i] || a.Doc().Points()[i].Class != 0 {
			t.Errorf("point %d of the cell is not a test point of class 0", i)
		}
	}
	if err := a.Assessment().SetHighlight([]int{99}); err == nil {
		t.Error("a highlight of a point that does not exist was accepted")
	}
	if err := a.Assessment().StartCV(3, 7, nil); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 1000 && a.Assessment().CV().Running; i++ {
		a.Assessment().AdvanceCV(time.Millisecond)
	}
	r := a.Assessment().CV()
	if !r.Done || len(r.Results) != 1 || r.Folds != 3 {
		t.Fatalf("cross-validation: %+v", r)
	}
	if m := r.Results[0].MeanAcc; m < 0 || m > 1 || math.IsNaN(m) {
		t.Errorf("mean accuracy %v", m)
	}
}

// TestDecisionThreeClasses: softmax regression on three classes with a
// general loss and a reject option decides point by point (the CPU's
// field): the evaluation has one curve per class, and rejecting below
// θ = 0.999 leaves points undecided.
func TestDecisionThreeClasses(t *testing.T) {
	var pts []engine.Point
	for i := 0; i < 30; i++ {
		c := i % 3
		pts = append(pts, engine.Point{X: float64(c) + 0.3*float64(i%5), Y: float64(c*c) - 0.2*float64(i%4), Class: c})
	}
	sc := scene.DefaultScene()
	sc.Points = pts
	sc.Classes = []scene.ClassInfo{{Name: "a"}, {Name: "b"}, {Name: "c"}}
	sc.Algorithm = "softmax"
	a := New(sc)
	a.Training().Step(300, time.Minute)
	d := engine.Decision{Loss: [][]float64{{0, 1, 5}, {1, 0, 1}, {1, 1, 0}}, Reject: 0.999}
	if err := a.Assessment().SetDecision(d); err != nil {
		t.Fatal(err)
	}
	s := a.Training().Shown()
	if f := a.Assessment().Decided(&s); f.Risk == nil || f.Reject != 0.999 {
		t.Fatalf("the decided field has risk %v and reject %v", f.Risk, f.Reject)
	}
	ev, err := a.Assessment().Evaluation()
	if err != nil {
		t.Fatal(err)
	}
	rejected := 0
	for _, r := range ev.Train.Confusion.Rejected {
		rejected += r
	}
	if len(ev.Curves) != 3 || rejected == 0 {
		t.Fatalf("%d curves, %d rejected; want 3 and some", len(ev.Curves), rejected)
	}
}
