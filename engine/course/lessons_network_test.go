package course

import (
	"testing"

	"hyperplane/engine"
)

// mistakesAfter trains the method of scene s (with params changed by kv)
// for at most steps steps, or until no point is wrong, and returns the
// snapshot and the steps taken.
func mistakesAfter(t *testing.T, l Lesson, steps int, kv ...any) (engine.Snapshot, int) {
	t.Helper()
	s := l.Scene
	tr := mustTrainer(t, s.Algorithm, s.Dataset(), s.Basis, withParams(s.Params, kv...))
	if s.Network != nil {
		if err := engine.SetNetwork(tr, *s.Network); err != nil {
			t.Fatal(err)
		}
	}
	snap := tr.Snapshot()
	i := 0
	for ; i < steps && snap.Mistakes > 0 && !snap.Status.Stopped(); i++ {
		snap, _ = tr.Step()
	}
	return snap, i
}

// TestLessonNetworkFromPerceptron: the perceptron never separates XOR (it
// still makes mistakes after 1,000 epochs), and the network of the Try
// step, at its defaults (seed 1), classifies every corner.
func TestLessonNetworkFromPerceptron(t *testing.T) {
	l := lesson(t, "network-from-perceptron")
	if s, _ := mistakesAfter(t, l, 1000); s.Mistakes == 0 {
		t.Errorf("the perceptron separated XOR")
	}
	l.Scene.Algorithm, l.Scene.Params = "network", nil
	if s, n := mistakesAfter(t, l, 2000); s.Mistakes != 0 {
		t.Errorf("the network leaves %d corners wrong after %d steps", s.Mistakes, n)
	}
}

// TestLessonNetworkXORHand: the lesson's start gets some corner wrong, the
// construction its feedback gives (OR and AND) gets none, and the start's
// output is the construction's, so that only the lines need moving.
func TestLessonNetworkXORHand(t *testing.T) {
	l := lesson(t, "network-xor-by-hand")
	if s, _ := mistakesAfter(t, l, 0); s.Mistakes == 0 {
		t.Errorf("the start already classifies XOR")
	}
	or := *l.Scene.Network.Clone()
	or.Hidden = [][]float64{{-0.5, 1, 1}, {-1.5, 1, 1}}
	l.Scene.Network = &or
	if s, _ := mistakesAfter(t, l, 0); s.Mistakes != 0 {
		t.Errorf("OR and AND leave %d corners wrong", s.Mistakes)
	}
}

// TestLessonNetworkXORTrained: as the lesson says, seed 1 finds XOR in
// about fifty steps (51 measured: engine's netXORSteps) and seed 7 stalls
// with a corner wrong after 2,000.
func TestLessonNetworkXORTrained(t *testing.T) {
	l := lesson(t, "network-xor-trained")
	if s, n := mistakesAfter(t, l, 2000); s.Mistakes != 0 || n < 30 || n > 70 {
		t.Errorf("seed 1: %d mistakes after %d steps, the lesson says none in about fifty", s.Mistakes, n)
	}
	if s, _ := mistakesAfter(t, l, 2000, "init", 7.0); s.Mistakes == 0 {
		t.Errorf("seed 7 found XOR; the lesson says it stalls")
	}
}

// TestLessonNetworkCircle: with two units some point stays wrong after
// 3,000 steps; with three, and with eight, every point is right within
// 3,000.
func TestLessonNetworkCircle(t *testing.T) {
	l := lesson(t, "network-circle")
	if s, _ := mistakesAfter(t, l, 3000); s.Mistakes == 0 {
		t.Errorf("two units enclosed the disc")
	}
	for _, h := range []float64{3, 8} {
		if s, n := mistakesAfter(t, l, 3000, "hidden", h); s.Mistakes != 0 {
			t.Errorf("%v units: %d mistakes after %d steps", h, s.Mistakes, n)
		}
	}
}

// TestLessonNetworkSpirals: eight units leave between a tenth and a third
// of the points wrong after 20,000 steps (about a quarter, the lesson
// says: 48 of 194 measured), and the Gaussian kernel's SVM of the Try step
// separates the spirals.
func TestLessonNetworkSpirals(t *testing.T) {
	if testing.Short() {
		t.Skip("20,000 steps")
	}
	l := lesson(t, "network-spirals")
	s, _ := mistakesAfter(t, l, 20000)
	f := float64(s.Mistakes) / float64(s.N)
	t.Logf("spirals, 8 units, 20,000 steps: %d of %d wrong", s.Mistakes, s.N)
	if f < 0.1 || f > 1.0/3 {
		t.Errorf("%d of %d wrong (%.2f), the lesson says about a quarter", s.Mistakes, s.N, f)
	}
	svm, _ := run(t, mustTrainer(t, "svm", l.Scene.Dataset(), engine.Basis{}, map[string]any{"kernel": "rbf", "gamma": 5.0, "C": 100.0}), 1_000_000)
	if svm.Mistakes != 0 {
		t.Errorf("the RBF SVM leaves %d wrong", svm.Mistakes)
	}
}

// TestLessonNetworkFixedBasis: with the three random units of seed 1
// frozen, the output stops (converged) with at least a tenth of the
// points wrong (31 of 80 measured); unfrozen from there, training goes on
// from those weights and gets every point right within 3,000 steps.
func TestLessonNetworkFixedBasis(t *testing.T) {
	l := lesson(t, "network-fixed-basis")
	s := l.Scene
	tr := mustTrainer(t, s.Algorithm, s.Dataset(), s.Basis, s.Params)
	fixed, _ := run(t, tr, 100000)
	t.Logf("three fixed units: %d of %d wrong (%s after %d steps)", fixed.Mistakes, fixed.N, fixed.Status, fixed.Step)
	if fixed.Status != engine.StatusConverged || float64(fixed.Mistakes) < 0.1*float64(fixed.N) {
		t.Errorf("frozen: %s with %d of %d wrong; the lesson says it stops with many wrong", fixed.Status, fixed.Mistakes, fixed.N)
	}
	w, _ := engine.NetworkWeights(tr)
	free := mustTrainer(t, s.Algorithm, s.Dataset(), s.Basis, withParams(s.Params, "layer", "trained"))
	if !engine.WarmStart(free, tr) {
		t.Fatal("unfreezing did not go on from the frozen network's weights")
	}
	if got, _ := engine.NetworkWeights(free); got.Hidden[0][0] != w.Hidden[0][0] || got.Output[0][0] != w.Output[0][0] {
		t.Fatalf("unfrozen from %v, want %v", got, w)
	}
	snap := free.Snapshot()
	n := 0
	for ; n < 3000 && snap.Mistakes > 0; n++ {
		snap, _ = free.Step()
	}
	if snap.Mistakes != 0 {
		t.Errorf("unfrozen: %d wrong after %d steps", snap.Mistakes, n)
	}
	t.Logf("unfrozen: every point right after %d steps", n)
}
