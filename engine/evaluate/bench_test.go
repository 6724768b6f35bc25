package evaluate

import (
	"math/rand/v2"
	"testing"

	"hyperplane/engine"
)

// BenchmarkCVLogisticNewton: 10-fold cross-validation of logistic
// regression (Newton) on 1,000 points of two overlapping blobs, the whole
// run per op, as the page's crossValidate does it step by step.
func BenchmarkCVLogisticNewton(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	d := engine.Dataset{Classes: 2}
	for i := 0; i < 1000; i++ {
		c := i % 2
		d.Points = append(d.Points, engine.Point{X: float64(2*c-1) + 1.4*rng.NormFloat64(), Y: 1.4 * rng.NormFloat64(), Class: c})
	}
	cands := []Candidate{{ID: "logistic", Params: map[string]any{"method": "newton"}}}
	for b.Loop() {
		cv, err := NewCV(d, 10, 1, cands, 2000)
		if err != nil {
			b.Fatal(err)
		}
		cv.Run()
	}
}
