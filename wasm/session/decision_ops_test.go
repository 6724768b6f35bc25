package session

import (
	"math"
	"reflect"
	"strings"
	"testing"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/course"
	"hyperplane/engine/scene"
)

// threeClassSession returns a session on the preset "three-classes" with
// noise σ = 1.4 (the classes overlap, so the ROC curves are not a corner)
// and algo trained to the end.
func threeClassSession(t *testing.T, algo string) *Session {
	t.Helper()
	sc, err := course.GeneratePreset(nil, "three-classes", map[string]any{"noise": 1.4})
	if err != nil {
		t.Fatal(err)
	}
	sc.Algorithm = algo
	sc.Params = nil
	a := New(sc)
	a.Training().Step(500, time.Minute)
	if !a.tr.model {
		t.Fatalf("%s trained no model", algo)
	}
	return a
}

// TestOperatingPointKClasses: for K = 3, moving class k's operating point
// to any point i of its training ROC curve makes the decided field's
// training confusion (counted by Evaluator.Decide over argmaxₖ (aₖ + δₖ),
// independently of the curve's sorting of the scores sₖ) call exactly that
// point's (FPR, TPR), while the curve of class k holds still. This is the
// identity "decided k ⟺ sₖ ≥ −δₖ" on every point of every curve, for a
// probabilistic field (shared-covariance Gaussians, whose activations are
// the log-posteriors) and a discriminant one (least squares' hₖ).
func TestOperatingPointKClasses(t *testing.T) {
	for _, algo := range []string{"gauss-shared", "least-squares"} {
		a := threeClassSession(t, algo)
		ev0, err := a.Assessment().Evaluation()
		if err != nil {
			t.Fatal(err)
		}
		if len(ev0.Curves) != 3 || !strings.Contains(en(t, ev0.Score), "δ_k") {
			t.Fatalf("%s: %d curves, score %q", algo, len(ev0.Curves), en(t, ev0.Score))
		}
		moved := false
		for c := 0; c < 3; c++ {
			roc := ev0.Curves[c].Train.ROC
			if !ev0.Curves[c].Draggable || len(roc) < 3 {
				t.Fatalf("%s: class %d's curve is not draggable (%q) or has %d points", algo, c, ev0.Curves[c].Why, len(roc))
			}
			before, _ := a.Assessment().Evaluation()
			for i := range roc {
				if err := a.Assessment().SetOperatingPoint(c, i); err != nil {
					t.Fatalf("%s: class %d point %d: %v", algo, c, i, err)
				}
				ev, _ := a.Assessment().Evaluation()
				cur := ev.Curves[c]
				if !reflect.DeepEqual(cur.Train.ROC, before.Curves[c].Train.ROC) {
					t.Fatalf("%s: class %d's curve moved while its point was dragged", algo, c)
				}
				if op := cur.Operating; op == nil || op[0] != roc[i][0] || op[1] != roc[i][1] {
					t.Fatalf("%s: class %d point %d: operating point %v, curve's (%v, %v)", algo, c, i, op, roc[i][0], roc[i][1])
				}
				if ev.Train.Accuracy != ev0.Train.Accuracy {
					moved = true
				}
			}
			// The other classes' offsets are kept: the last point of
			// class c (every point called c) stays in the decision.
			if d := a.Scene().Decision; len(d.Offsets) != 3 || d.Offsets[c] == 0 {
				t.Fatalf("%s: offsets %v after class %d", algo, d.Offsets, c)
			}
			if err := a.Assessment().SetDecision(engine.Decision{}); err != nil {
				t.Fatal(err)
			}
		}
		if !moved {
			t.Errorf("%s: no operating point changed the training accuracy", algo)
		}
		if err := a.Assessment().SetOperatingPoint(0, 999); err == nil {
			t.Errorf("%s: a point beyond the curve was accepted", algo)
		}
	}
}

// TestOperatingPointWithLoss: with a loss matrix that is not 0-1 the
// minimum-risk rule decides, so the K-class point is not draggable (the
// evaluation says why) and SetOperatingPoint refuses; offsets set by hand
// still apply, as a reweighting of the posteriors by e^δₖ.
func TestOperatingPointWithLoss(t *testing.T) {
	a := threeClassSession(t, "gauss-shared")
	loss := [][]float64{{0, 1, 5}, {1, 0, 1}, {1, 1, 0}}
	if err := a.Assessment().SetDecision(engine.Decision{Loss: loss}); err != nil {
		t.Fatal(err)
	}
	ev, _ := a.Assessment().Evaluation()
	if ev.Curves[0].Draggable || !strings.Contains(en(t, ev.Curves[0].Why), "loss") {
		t.Fatalf("draggable %v, why %q under a loss", ev.Curves[0].Draggable, en(t, ev.Curves[0].Why))
	}
	if err := a.Assessment().SetOperatingPoint(0, 1); err == nil {
		t.Fatal("an operating point was set under a loss that is not 0-1")
	}
	// Offsets δ under the loss decide as the priors πₖ ∝ π̂ₖ e^δₖ do (π̂ the
	// fitted priors): both add δₖ, up to a constant all classes share, to
	// the activations before the minimum-risk rule.
	delta := []float64{0, -10, 25}
	if err := a.Assessment().SetDecision(engine.Decision{Loss: loss, Offsets: delta}); err != nil {
		t.Fatal(err)
	}
	byOffsets, _ := a.Assessment().Evaluation()
	s := a.Training().Shown()
	pri := make([]float64, 3)
	for _, g := range s.Gaussians {
		pri[g.Class] = g.Prior * math.Exp(delta[g.Class])
	}
	if err := a.Assessment().SetDecision(engine.Decision{Loss: loss, Priors: pri}); err != nil {
		t.Fatal(err)
	}
	byPriors, _ := a.Assessment().Evaluation()
	if !reflect.DeepEqual(byOffsets.Train.Confusion.Counts, byPriors.Train.Confusion.Counts) {
		t.Errorf("offsets %v under the loss decide %v, the priors %v decide %v", delta,
			byOffsets.Train.Confusion.Counts, pri, byPriors.Train.Confusion.Counts)
	}
	if reflect.DeepEqual(byOffsets.Train.Confusion.Counts, ev.Train.Confusion.Counts) {
		t.Errorf("the offsets %v changed nothing under the loss: %v", delta, ev.Train.Confusion.Counts)
	}
	if err := a.Assessment().SetDecision(engine.Decision{Offsets: []float64{0, 1}}); err == nil {
		t.Error("two offsets for three classes were accepted")
	}
	two := New(scene.DefaultScene())
	if err := two.Assessment().SetDecision(engine.Decision{Offsets: []float64{0, 1}}); err == nil {
		t.Error("offsets for two classes were accepted (they have the threshold)")
	}
}

// TestDecisionUndo: setDecision is one step of undo among the edits of
// the points; a drag of the operating point, however many moves, is one
// step; a drag that changes nothing leaves none.
func TestDecisionUndo(t *testing.T) {
	a := threeClassSession(t, "gauss-shared")
	u0, _ := a.Doc().UndoDepth()
	pri := engine.Decision{Priors: []float64{1, 2, 3}}
	if err := a.Assessment().SetDecision(pri); err != nil {
		t.Fatal(err)
	}
	if err := a.Doc().AddPoint(0.5, 0.5, 1); err != nil {
		t.Fatal(err)
	}
	n := len(a.Doc().Points())
	if u, _ := a.Doc().UndoDepth(); u != u0+2 {
		t.Fatalf("undo depth %d after a decision and a point, want %d", u, u0+2)
	}
	a.Doc().Undo() // the point
	if len(a.Doc().Points()) != n-1 || !reflect.DeepEqual(a.Scene().Decision, pri) {
		t.Fatalf("first undo: %d points, decision %+v", len(a.Doc().Points()), a.Scene().Decision)
	}
	a.Doc().Undo() // the decision
	if !a.Scene().Decision.IsZero() {
		t.Fatalf("undo left the decision %+v", a.Scene().Decision)
	}
	a.Doc().Redo()
	if !reflect.DeepEqual(a.Scene().Decision, pri) {
		t.Fatalf("redo gave the decision %+v", a.Scene().Decision)
	}
	a.Training().Step(10, time.Minute)
	// A drag: three moves, one step of undo.
	u1, _ := a.Doc().UndoDepth()
	a.Assessment().BeginDecisionDrag()
	for _, i := range []int{1, 3, 5} {
		if err := a.Assessment().SetOperatingPoint(1, i); err != nil {
			t.Fatal(err)
		}
	}
	a.Assessment().EndDecisionDrag()
	if u, _ := a.Doc().UndoDepth(); u != u1+1 || a.Scene().Decision.Offsets == nil {
		t.Fatalf("after a drag: undo depth %d (want %d), offsets %v", u, u1+1, a.Scene().Decision.Offsets)
	}
	a.Doc().Undo()
	if !reflect.DeepEqual(a.Scene().Decision, pri) {
		t.Fatalf("undoing the drag gave %+v, want the priors alone", a.Scene().Decision)
	}
	a.Assessment().BeginDecisionDrag()
	a.Assessment().EndDecisionDrag()
	if u, _ := a.Doc().UndoDepth(); u != u1 {
		t.Errorf("a drag that changed nothing left undo depth %d, want %d", u, u1)
	}
	// An undo inside a drag that never ended closes it: the next decision
	// is a step of its own again.
	a.Assessment().BeginDecisionDrag()
	if err := a.Assessment().SetOperatingPoint(1, 2); err != nil {
		t.Fatal(err)
	}
	a.Doc().Undo()
	u2, _ := a.Doc().UndoDepth()
	if err := a.Assessment().SetDecision(engine.Decision{Reject: 0.5}); err != nil {
		t.Fatal(err)
	}
	if u, _ := a.Doc().UndoDepth(); u != u2+1 {
		t.Errorf("after an undo inside a drag, a decision made undo depth %d, want %d", u, u2+1)
	}
}
