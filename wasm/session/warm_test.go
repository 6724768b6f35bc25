package session

import (
	"testing"
	"time"

	"hyperplane/engine"
)

// TestSetParamsWarmStart: after training the RBF SVM, a new γ starts from
// the old multipliers (the first snapshot already has support vectors),
// and training reaches the same W(α) as a machine started from zero.
func TestSetParamsWarmStart(t *testing.T) {
	a := twoPoints(t)
	pts := [][3]float64{{0, 0, 0}, {1, 1, 0}, {1, 0, 1}, {0, 1, 1}, {0.5, 0.4, 0}, {2, 2, 1}}
	var ps []engine.Point
	for _, p := range pts {
		ps = append(ps, engine.Point{X: p[0], Y: p[1], Class: int(p[2])})
	}
	if err := a.Doc().SetPoints(ps, 2); err != nil {
		t.Fatal(err)
	}
	if err := a.Training().SetAlgorithm("svm"); err != nil {
		t.Fatal(err)
	}
	if err := a.Training().SetParams(map[string]any{"kernel": "rbf", "gamma": 0.5, "C": 1.0, "tol": 1e-9}); err != nil {
		t.Fatal(err)
	}
	a.Training().Train(100000, 10*time.Second)
	if err := a.Training().SetParams(map[string]any{"gamma": 2.0}); err != nil {
		t.Fatal(err)
	}
	if s := a.Training().Shown(); len(s.Support) == 0 || s.Updates != 0 {
		t.Fatalf("after the new γ: %d support vectors, %d updates; want the old multipliers, no update yet", len(s.Support), s.Updates)
	}
	a.Training().Train(100000, 10*time.Second)
	shown := a.Training().Shown()
	warm, _ := shown.Value("dual")
	sc := a.Scene()
	tr, err := engine.NewTrainer("svm", sc.Dataset(), engine.Basis{}, sc.Params)
	if err != nil {
		t.Fatal(err)
	}
	s := tr.Snapshot()
	for !s.Status.Stopped() {
		s, _ = tr.Step()
	}
	cold, _ := s.Value("dual")
	if d := warm - cold; d > 1e-8 || d < -1e-8 {
		t.Errorf("W(α) warm %v, from zero %v", warm, cold)
	}
}
