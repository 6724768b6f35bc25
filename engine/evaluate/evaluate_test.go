package evaluate

import (
	"math"
	"math/rand/v2"
	"testing"

	"hyperplane/engine"
)

// mannWhitney returns U/(P·N), counting every positive-negative pair:
// 1 where the positive scores higher, ½ for a tie (Mann and Whitney 1947;
// Hanley and McNeil 1982 show it equals the area under the ROC curve).
func mannWhitney(score []float64, pos []bool) float64 {
	u, p, n := 0.0, 0, 0
	for i := range score {
		if !pos[i] {
			n++
			continue
		}
		p++
		for j := range score {
			if pos[j] {
				continue
			}
			switch {
			case score[i] > score[j]:
				u++
			case score[i] == score[j]:
				u += 0.5
			}
		}
	}
	return u / float64(p*n)
}

// TestAUCIsMannWhitney compares the trapezoid area of the ROC curve with
// the Mann-Whitney statistic on random scores with many ties.
func TestAUCIsMannWhitney(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 50; trial++ {
		n := 2 + rng.IntN(200)
		score := make([]float64, n)
		pos := make([]bool, n)
		for i := range score {
			pos[i] = rng.IntN(3) == 0
			// Positives score a little higher; rounding makes ties.
			v := rng.NormFloat64()
			if pos[i] {
				v += 0.8
			}
			score[i] = math.Round(v*4) / 4
		}
		pos[0], pos[1] = true, false
		c := NewCurve(score, pos)
		want := mannWhitney(score, pos)
		if math.Abs(c.AUC-want) > 1e-12 {
			t.Fatalf("trial %d: AUC %v, Mann-Whitney %v", trial, c.AUC, want)
		}
		last := c.ROC[len(c.ROC)-1]
		if last[0] != 1 || last[1] != 1 {
			t.Fatalf("the ROC curve ends at %v", last)
		}
	}
}

// TestAveragePrecision: without ties, AP is the mean over the positives of
// the precision at each positive's rank (Manning, Raghavan and Schütze,
// Introduction to Information Retrieval, §8.4), computed here by ranking.
func TestAveragePrecision(t *testing.T) {
	// Ranked by score: + − + + − −: precision at the positives' ranks
	// 1/1, 2/3, 3/4, so AP = (1 + 2/3 + 3/4)/3 = 29/36.
	score := []float64{0.9, 0.8, 0.7, 0.6, 0.5, 0.4}
	pos := []bool{true, false, true, true, false, false}
	c := NewCurve(score, pos)
	if math.Abs(c.AP-29.0/36) > 1e-15 {
		t.Errorf("AP = %v, want 29/36", c.AP)
	}
	// AUC: of the 9 pairs, the negative at rank 2 beats two positives: 7/9.
	if math.Abs(c.AUC-7.0/9) > 1e-15 {
		t.Errorf("AUC = %v, want 7/9", c.AUC)
	}
}

// TestConfusion counts a small case by hand.
func TestConfusion(t *testing.T) {
	d := engine.Dataset{Classes: 3, Points: []engine.Point{
		{Class: 0}, {Class: 0}, {Class: 0}, {Class: 1}, {Class: 1}, {Class: 2},
	}}
	dec := []int{0, 1, -1, 1, 1, 0}
	c := NewConfusion(d, dec)
	// Class 0: one right, one taken for 1, one rejected; class 1: both
	// right; class 2: taken for 0.
	wantCounts := [][]int{{1, 1, 0}, {0, 2, 0}, {1, 0, 0}}
	for j := range wantCounts {
		for k := range wantCounts[j] {
			if c.Counts[j][k] != wantCounts[j][k] {
				t.Fatalf("counts %v, want %v", c.Counts, wantCounts)
			}
		}
	}
	if c.Rejected[0] != 1 || c.Accuracy != 0.5 {
		t.Errorf("rejected %v accuracy %v", c.Rejected, c.Accuracy)
	}
	// Precision of 0: 1 of the 2 decided 0; of 1: 2 of 3; recall of 0: 1/3.
	if c.Precision[0] != 0.5 || c.Precision[1] != 2.0/3 || c.Recall[0] != 1.0/3 || c.Recall[2] != 0 {
		t.Errorf("precision %v recall %v", c.Precision, c.Recall)
	}
	if got := Cell(d, dec, 0, -1); len(got) != 1 || got[0] != 2 {
		t.Errorf("the rejected cell of class 0 is %v, want [2]", got)
	}
	if got := Cell(d, dec, 1, 1); len(got) != 2 || got[0] != 3 || got[1] != 4 {
		t.Errorf("cell (1, 1) is %v, want [3 4]", got)
	}
}

// blobs returns n points per class around (±2, 0), drawn with seed.
func blobs(n int, seed uint64) engine.Dataset {
	rng := rand.New(rand.NewPCG(seed, 7))
	d := engine.Dataset{Classes: 2}
	for c := 0; c < 2; c++ {
		for i := 0; i < n+c*7; i++ {
			d.Points = append(d.Points, engine.Point{X: float64(2-4*c) + rng.NormFloat64(), Y: rng.NormFloat64(), Class: c})
		}
	}
	return d
}

// TestFoldsStratified: every point in one fold, each class spread evenly
// (⌊n_c/k⌋ or ⌈n_c/k⌉ per fold), the same folds for the same seed and
// others for another seed.
func TestFoldsStratified(t *testing.T) {
	d := blobs(23, 1) // 23 and 30 points
	const k = 5
	a, err := Folds(d, k, 42)
	if err != nil {
		t.Fatal(err)
	}
	per := make([][2]int, k)
	for i, f := range a {
		per[f][d.Points[i].Class]++
	}
	for f := range per {
		for c, n := range []int{23, 30} {
			if per[f][c] != n/k && per[f][c] != (n+k-1)/k {
				t.Errorf("fold %d holds %d points of class %d, want %d or %d", f, per[f][c], c, n/k, (n+k-1)/k)
			}
		}
	}
	b, _ := Folds(d, k, 42)
	o, _ := Folds(d, k, 43)
	same, other := true, true
	for i := range a {
		same = same && a[i] == b[i]
		other = other && a[i] == o[i]
	}
	if !same {
		t.Error("the same seed dealt other folds")
	}
	if other {
		t.Error("another seed dealt the same folds")
	}
	if _, err := Folds(d, 1, 0); err == nil {
		t.Error("one fold was accepted")
	}
}

// TestCrossValidate runs two methods on the same folds and checks each
// fold's score against training and scoring that fold independently.
func TestCrossValidate(t *testing.T) {
	d := blobs(20, 3)
	cands := []Candidate{{ID: "logistic"}, {ID: "gauss-shared"}}
	cv, err := NewCV(d, 4, 9, cands, 500)
	if err != nil {
		t.Fatal(err)
	}
	steps := 0
	for !cv.Done() {
		cv.Step()
		steps++
		if p := cv.Progress(); p < 0 || p > 1 {
			t.Fatalf("progress %v", p)
		}
	}
	res := cv.Results()
	for ci, c := range cands {
		r := res[ci]
		if !r.Err.IsZero() || len(r.Accuracy) != 4 {
			t.Fatalf("%s: %+v", c.ID, r)
		}
		for f := 0; f < 4; f++ {
			train, test := Split(d, cv.Fold(), f)
			tr, err := engine.NewTrainer(c.ID, train, engine.Basis{}, nil)
			if err != nil {
				t.Fatal(err)
			}
			var s engine.Snapshot
			for i := 0; i < 500; i++ {
				if s, _ = tr.Step(); s.Status.Stopped() {
					break
				}
			}
			want := float64(len(test.Points)-engine.Mistakes(&s.Field, test)) / float64(len(test.Points))
			if r.Accuracy[f] != want {
				t.Errorf("%s fold %d: accuracy %v, want %v", c.ID, f, r.Accuracy[f], want)
			}
			if math.IsNaN(r.Loss[f]) {
				t.Errorf("%s fold %d: no held-out loss", c.ID, f)
			}
		}
		m, _ := meanSD(r.Accuracy)
		if r.MeanAcc != m || r.MeanAcc < 0.9 {
			t.Errorf("%s: mean accuracy %v (blobs 4σ apart should be above 0.9)", c.ID, r.MeanAcc)
		}
	}
	// Sample sd of (1, 2, 3, 4) is √(5/3).
	if _, sd := meanSD([]float64{1, 2, 3, 4}); math.Abs(sd-math.Sqrt(5.0/3)) > 1e-15 {
		t.Errorf("sd %v", sd)
	}
}
