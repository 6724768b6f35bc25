package engine

import (
	"math"
	"testing"

	"gonum.org/v1/gonum/floats/scalar"
)

// TestHeldOutRelabels: the trainer that NewTrainer returns works on the
// classes that have points and maps a field's labels and the points'
// classes to them: with class 2 of three empty, the test loss of classes
// 1 and 3 is the perceptron criterion (b = 0) written out with y = +1 for
// class 1 and −1 for class 3; a test point of class 2, which the trainer
// never saw, leaves the loss undefined (NaN) but is still counted.
func TestHeldOutRelabels(t *testing.T) {
	train := Dataset{Classes: 3, Points: []Point{{0, 0, 0}, {1, 0.5, 0}, {3, 3, 2}, {4, 2, 2}}}
	test := Dataset{Classes: 3, Points: []Point{{0.5, 1, 0}, {3.5, 2.5, 2}, {2, 2, 0}}}
	tr := mustTrainer(t, "perceptron", train, Basis{}, nil)
	s, _ := run(t, tr, 4)
	f := s.Field
	if f.Labels[0] != 0 || f.Labels[1] != 2 {
		t.Fatalf("labels %v, want [0 2]", f.Labels)
	}
	a := f.Rows[0]
	want := 0.0
	for _, q := range test.Points {
		y := 1.0
		if q.Class == 2 {
			y = -1
		}
		if m := y * (a[0] + a[1]*q.X + a[2]*q.Y); m <= 0 {
			want -= m
		}
	}
	// By hand: the four visits update at (0, 0) (a = 0 gives margin 0) and
	// at (3, 3), so a = (1, 0, 0) − (1, 3, 3) = (0, −3, −3); the test
	// points' margins are −4.5, 18 and −12, and the loss 4.5 + 12 = 16.5.
	if a[0] != 0 || a[1] != -3 || a[2] != -3 || want != 16.5 {
		t.Fatalf("a = %v and the loss %v, by hand (0, −3, −3) and 16.5", a, want)
	}
	if got := Score(tr, &f, test); got.N != 3 || !scalar.EqualWithinAbsOrRel(got.Loss, want, 1e-12, 1e-12) {
		t.Errorf("test score %+v, want the loss %v", *got, want)
	}
	test.Points = append(test.Points, Point{1, 1, 1})
	if got := Score(tr, &f, test); got.N != 4 || !math.IsNaN(got.Loss) || got.Mistakes < 1 {
		t.Errorf("with a point of the empty class: %+v, want 4 points, a mistake and no loss", *got)
	}
}
