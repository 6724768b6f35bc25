package engine

import (
	"math/rand/v2"
	"testing"
)

// benchBlobs returns n points in k overlapping Gaussian blobs (seeded).
func benchBlobs(n, k int) Dataset {
	r := rand.New(rand.NewPCG(1, 2))
	d := Dataset{Classes: k, Points: make([]Point, n)}
	for i := range d.Points {
		c := i % k
		d.Points[i] = Point{r.NormFloat64() + 2*float64(c), r.NormFloat64() - float64(c), c}
	}
	return d
}

// BenchmarkStep times one Step of every algorithm of the catalog at
// N = 100,000 points in the plane. The house rule is at most 5 ms per step
// (kernel methods state their own limit in their help). Iterative methods
// are stepped again and again on one trainer; closed forms are timed on
// their first (solving) step.
//
//	go test -run=NONE -bench=Step ./engine/
func BenchmarkStep(b *testing.B) {
	for _, k := range []int{2, 3} {
		d := benchBlobs(100_000, k)
		for _, spec := range Catalog() {
			b.Run(spec.ID+"/K="+string(rune('0'+k)), func(b *testing.B) {
				tr, err := NewTrainer(spec.ID, d, Basis{}, nil)
				if err != nil {
					b.Skip(err)
				}
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					s, err := tr.Step()
					if err != nil {
						b.Fatal(err)
					}
					if s.Status.Stopped() {
						b.StopTimer()
						tr, _ = NewTrainer(spec.ID, d, Basis{}, nil)
						b.StartTimer()
					}
				}
			})
		}
	}
}
