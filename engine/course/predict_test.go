package course

import (
	"math"
	"reflect"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// TestScoreBoundary checks the score against cases worked by hand in the
// viewport [-5, 5]², whose centre is (0, 0) and whose Scale is 5.
func TestScoreBoundary(t *testing.T) {
	vp := scene.Viewport{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5}
	xAxis := Line{0, 1, 0} // x = 0: B = (0, 0)
	cases := []struct {
		name          string
		p, q          [2]float64
		t             Line
		angle, offset float64
		score         float64
	}{
		// The trained line itself, clicked anywhere along it.
		{"same line", [2]float64{0, -4}, [2]float64{0, 3}, xAxis, 0, 0, 100},
		// Parallel, 1 away: 100·1·(1 − 1/5) = 80.
		{"parallel", [2]float64{1, -1}, [2]float64{1, 1}, xAxis, 0, 1, 80},
		// Through B at 45°: 100·(1 − 45/90)·1 = 50.
		{"45 degrees", [2]float64{0, 0}, [2]float64{1, 1}, xAxis, 45, 0, 50},
		// Perpendicular: 0 whatever the offset (here 2, from B to y = 2).
		{"perpendicular", [2]float64{-3, 2}, [2]float64{3, 2}, xAxis, 90, 2, 0},
		// Parallel but 6 > Scale away: 0.
		{"far", [2]float64{6, -1}, [2]float64{6, 1}, xAxis, 0, 6, 0},
		// −2 + x + y = 0: B is the foot of (0, 0), (1, 1); the clicks
		// (0, 2), (2, 0) are on it, in the other order.
		{"x+y=2", [2]float64{2, 0}, [2]float64{0, 2}, Line{-2, 1, 1}, 0, 0, 100},
		// The same trained line scaled by −3 is the same line; the clicks
		// (0, 0), (0, 1) give the line x = 0 at 45° to it, and B = (1, 1) is
		// 1 from it: 100·(1/2)·(4/5) = 40.
		{"scaled", [2]float64{0, 0}, [2]float64{0, 1}, Line{6, -3, -3}, 45, 1, 40},
	}
	for _, c := range cases {
		got, err := ScoreBoundary(c.p, c.q, c.t, vp)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if math.Abs(got.AngleDeg-c.angle) > 1e-9 || math.Abs(got.Offset-c.offset) > 1e-9 ||
			math.Abs(got.Score-c.score) > 1e-9 || got.Scale != 5 {
			t.Errorf("%s: got %+v, want angle %g offset %g score %g", c.name, got, c.angle, c.offset, c.score)
		}
	}
	if _, err := ScoreBoundary([2]float64{1, 1}, [2]float64{1, 1}, xAxis, vp); err == nil {
		t.Error("two equal clicks were scored")
	}
	if _, err := ScoreBoundary([2]float64{0, 0}, [2]float64{1, 1}, Line{1, 0, 0}, vp); err == nil {
		t.Error("a model without a line was scored")
	}
}

// TestScoreMistakes checks precision, recall and F1 against counts by hand.
func TestScoreMistakes(t *testing.T) {
	cases := []struct {
		marked, mistakes []int
		want             MistakeScore
	}{
		// 2 of 3 marked are mistakes, 2 of 4 mistakes found: P = 2/3,
		// R = 1/2, F1 = 2·(1/3)/(7/6) = 4/7.
		{[]int{1, 2, 5}, []int{1, 2, 3, 4}, MistakeScore{3, 4, 2, 2.0 / 3, 0.5, 400.0 / 7}},
		// Repeats count once: the same as marking {1, 2}: P = 1, R = 1.
		{[]int{2, 1, 2}, []int{1, 2}, MistakeScore{2, 2, 2, 1, 1, 100}},
		// Nothing marked and no mistakes: right.
		{nil, nil, MistakeScore{0, 0, 0, 1, 1, 100}},
		// Nothing marked, one mistake: P = 1, R = 0, F1 = 0.
		{nil, []int{7}, MistakeScore{0, 1, 0, 1, 0, 0}},
		// A point marked, no mistakes: P = 0, R = 1, F1 = 0.
		{[]int{7}, nil, MistakeScore{1, 0, 0, 0, 1, 0}},
	}
	for i, c := range cases {
		got := ScoreMistakes(c.marked, c.mistakes)
		if got.Marked != c.want.Marked || got.Mistakes != c.want.Mistakes || got.Hits != c.want.Hits ||
			math.Abs(got.Precision-c.want.Precision) > 1e-12 || math.Abs(got.Recall-c.want.Recall) > 1e-12 ||
			math.Abs(got.Score-c.want.Score) > 1e-9 {
			t.Errorf("case %d: got %+v, want %+v", i, got, c.want)
		}
	}
}

// TestBoundaryLineAndMistakes: the line of a sign field is its row, of an
// argmax field the difference of its rows; the misclassified points of a
// hand-made field are the ones on the wrong side of it.
func TestBoundaryLineAndMistakes(t *testing.T) {
	sign := engine.Field{Rows: [][]float64{{-1, 1, 0}}, Combine: engine.CombineSign, Labels: []int{0, 1}}
	l, err := BoundaryLine(sign)
	if err != nil || l != (Line{-1, 1, 0}) {
		t.Fatalf("sign: %v %+v", err, l)
	}
	// Rows (1, 2, 0) and (0, 0, 1): tie where 1 + 2x − y = 0.
	argmax := engine.Field{Rows: [][]float64{{1, 2, 0}, {0, 0, 1}}, Combine: engine.CombineArgmax, Labels: []int{0, 1}}
	if l, err := BoundaryLine(argmax); err != nil || l != (Line{1, 2, -1}) {
		t.Fatalf("argmax: %v %+v", err, l)
	}
	poly := engine.Field{Basis: engine.Basis{Kind: engine.BasisPoly, Degree: 2}, Rows: [][]float64{{0, 1, 0, 0, 0, 0}},
		Combine: engine.CombineSign, Labels: []int{0, 1}}
	if _, err := BoundaryLine(poly); err == nil {
		t.Error("a quadratic boundary was given as a line")
	}
	// The sign field gives the first class where h = x − 1 ≥ 0 and the
	// second where x < 1: (3, 0) of class 1 (h = 2) and (−4, 2) of class 0
	// (h = −5) are on the wrong side; (0, 0) of class 1 and (2, 5) of class
	// 0 are right.
	pts := []engine.Point{{X: 0, Y: 0, Class: 1}, {X: 3, Y: 0, Class: 1}, {X: -4, Y: 2, Class: 0}, {X: 2, Y: 5, Class: 0}}
	if got := Misclassified(sign, 2, pts); !reflect.DeepEqual(got, []int{1, 2}) {
		t.Errorf("misclassified %v, want [1 2]", got)
	}
}
