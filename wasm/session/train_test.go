package session

import (
	"strings"
	"testing"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// TestAlgorithmSettings checks algorithm, parameter, basis and speed
// changes, good and bad.
func TestAlgorithmSettings(t *testing.T) {
	a := twoPoints(t)
	bad := []struct {
		name string
		do   func() error
		want string
	}{
		{"algorithm", func() error { return a.Training().SetAlgorithm("no-such-method") }, `unknown algorithm "no-such-method"`},
		{"negative rate", func() error { return a.Training().SetParams(map[string]any{"eta": -5.0}) }, "outside 0.001..10"},
		{"word for a rate", func() error { return a.Training().SetParams(map[string]any{"eta": "fast"}) }, "not a number"},
		{"degree 9", func() error { return a.Training().SetBasis(engine.Basis{Kind: "poly", Degree: 9}) }, "degree"},
		// scene.MinSpeed and MaxSpeed are 0.1 and 1,000,000.
		{"speed", func() error { return a.Training().SetSpeed(0) }, "between 0.1 and 1e+06"},
	}
	for _, c := range bad {
		if err := c.do(); err == nil || !strings.Contains(enErr(t, err), c.want) {
			t.Errorf("%s: error %v, want one containing %q", c.name, err, c.want)
		}
	}
	if sc := a.Scene(); sc.Algorithm != "perceptron" || sc.Params != nil || !sc.Basis.IsLinear() || sc.Speed != 20 {
		t.Fatalf("refused settings changed the scene: %s %v %+v %v", sc.Algorithm, sc.Params, sc.Basis, sc.Speed)
	}
	if err := a.Training().SetParams(map[string]any{"eta": 0.5}); err != nil {
		t.Fatal(err)
	}
	if v := a.Scene().Params["eta"]; v != 0.5 {
		t.Fatalf("eta is %v, want 0.5", v)
	}
	// Least squares is a closed form: solved at once, with no play.
	if err := a.Training().SetAlgorithm("least-squares"); err != nil {
		t.Fatal(err)
	}
	if !a.Training().Trained() || !a.Training().Live().Status.Stopped() || a.Scene().Params != nil {
		t.Fatalf("least squares: trained %v, status %s, params %v", a.Training().Trained(), a.Training().Live().Status, a.Scene().Params)
	}
	a.Training().Play()
	if a.Training().Playing() {
		t.Fatal("a solved closed form plays")
	}
}

// TestPlayStepAdvance follows the perceptron on the default scene.
func TestPlayStepAdvance(t *testing.T) {
	a := New(scene.DefaultScene())
	if a.Training().Live().Step != 0 {
		t.Fatalf("a new trainer is at step %d", a.Training().Live().Step)
	}
	a.Training().Step(1, time.Minute)
	if a.Training().Live().Step != 1 || a.Training().Playing() {
		t.Fatalf("after one step: step %d, playing %v", a.Training().Live().Step, a.Training().Playing())
	}
	// Advance does nothing while paused.
	a.Training().Advance(1, time.Second)
	if a.Training().Live().Step != 1 {
		t.Fatalf("paused advance stepped to %d", a.Training().Live().Step)
	}
	a.Training().Play()
	// At 20 steps a second (the scene's speed), 0.05 s asks for one step.
	a.Training().Advance(0.05, time.Second)
	if s := a.Training().Live(); s.Step != 2 && !s.Status.Stopped() {
		t.Fatalf("0.05 s of play: step %d, want 2", s.Step)
	}
	// A budget of zero takes one step however many the time asks for
	// (10 s at 20 steps a second would be 200).
	a.Training().Step(1, time.Minute)
	a.Training().Play()
	before := a.Training().Live().Step
	if !a.Training().Live().Status.Stopped() {
		a.Training().Advance(10, 0)
		if s := a.Training().Live(); s.Step != before+1 && !s.Status.Stopped() {
			t.Fatalf("a zero budget stepped from %d to %d, want one step", before, s.Step)
		}
	}
	// Training to the end converges: the two blobs are separable.
	a.Training().Train(1_000_000, time.Minute)
	if s := a.Training().Live(); s.Status != engine.StatusConverged || s.Mistakes != 0 {
		t.Fatalf("train: status %s with %d mistakes, want converged with none", s.Status, s.Mistakes)
	}
	if m := a.Message(); m.Kind != "info" {
		t.Errorf("converged: message %+v, want information", m)
	}
	// The history holds every step from 0, so its length is the last
	// step plus one, and the series for the charts ends there too.
	h := a.Training().History()
	if len(h) != a.Training().Live().Step+1 || h[0].Step != 0 {
		t.Fatalf("history of %d snapshots from step %d, want %d from 0", len(h), h[0].Step, a.Training().Live().Step+1)
	}
	se := a.Training().HistorySeries(600)
	if se.Length != len(h) || se.Step[len(se.Step)-1] != a.Training().Live().Step || se.TestLoss != nil {
		t.Fatalf("series: length %d, last step %d, test loss %v", se.Length, se.Step[len(se.Step)-1], se.TestLoss)
	}
	// Scrubbing shows an old snapshot and pauses; out of range, the live one.
	a.Training().Scrub(0)
	if a.Training().Shown().Step != 0 || a.Training().Cursor() != 0 {
		t.Fatalf("scrub(0) shows step %d", a.Training().Shown().Step)
	}
	a.Training().Scrub(-1)
	if a.Training().Cursor() != -1 || a.Training().Shown().Step != a.Training().Live().Step {
		t.Fatal("scrub(-1) does not show the live snapshot")
	}
}

// TestSplit holds points out and refuses a bad fraction.
func TestSplit(t *testing.T) {
	a := New(scene.DefaultScene())
	if err := a.Training().SetSplit(scene.Split{Fraction: 1.5}); err == nil {
		t.Fatal("a fraction of 1.5 was accepted")
	}
	// The default scene has 12 points: round(0.25·12) = 3 are held out.
	if err := a.Training().SetSplit(scene.Split{Fraction: 0.25, Seed: 1}); err != nil {
		t.Fatal(err)
	}
	p := a.Training().Partition()
	if len(p.Test.Points) != 3 || len(p.Train.Points) != 9 {
		t.Fatalf("split: %d test and %d training points, want 3 and 9", len(p.Test.Points), len(p.Train.Points))
	}
	if s := a.Training().Live(); s.Test == nil || s.Test.N != 3 {
		t.Fatalf("the snapshot scores %v test points, want 3", s.Test)
	}
	if a.Training().HistorySeries(600).TestLoss == nil {
		t.Error("the series has no test curves with a split")
	}
}
