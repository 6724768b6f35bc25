package engine

import (
	"fmt"
	"testing"
)

// BenchmarkProbStep times one Step of each probabilistic model and method
// at n = 100,000 points of K = 2 and 3 classes (the target is 5 ms). Unlike
// BenchmarkStep, which hands a stopped trainer its data again (and a
// method at its optimum then stops at once), a stopped trainer is replaced
// by a fresh one with the timer stopped, so every timed Step does a full
// iteration or solves the closed form.
//
//	go test -run=NONE -bench=ProbStep ./engine/
func BenchmarkProbStep(b *testing.B) {
	cases := []struct {
		id string
		p  map[string]any
	}{
		{"gauss-shared", nil}, {"gauss-separate", nil}, {"naive-bayes", nil},
		{"gauss-separate", map[string]any{"estimate": "map"}},
		{"logistic", map[string]any{"method": "gradient"}},
		{"logistic", map[string]any{"method": "sgd", "unit": "update"}},
		{"logistic", map[string]any{"method": "sgd", "unit": "epoch"}},
		{"logistic", map[string]any{"method": "newton"}},
		{"logistic-bayes", map[string]any{"method": "newton"}},
		{"logistic-bayes", map[string]any{"method": "gradient"}},
		{"softmax", map[string]any{"method": "gradient"}},
		{"softmax", map[string]any{"method": "newton"}},
	}
	for _, c := range cases {
		for _, k := range []int{2, 3} {
			d := benchBlobs(100_000, k)
			b.Run(fmt.Sprintf("%s/%v/K=%d", c.id, c.p, k), func(b *testing.B) {
				tr, err := NewTrainer(c.id, d, Basis{}, c.p)
				if err != nil {
					b.Fatal(err)
				}
				b.ReportAllocs()
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					s, err := tr.Step()
					if err != nil {
						b.Fatal(err)
					}
					if s.Status.Stopped() {
						b.StopTimer()
						tr, _ = NewTrainer(c.id, d, Basis{}, c.p)
						b.StartTimer()
					}
				}
			})
		}
	}
}
