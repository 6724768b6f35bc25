package engine

import (
	"fmt"
	"math"
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

// BenchmarkStep times one Step of every trainer of the catalog at 1,000,
// 10,000 and 100,000 points of two classes, and at 100,000 points of three
// (where two-class methods run once per sub-problem). The house rule is at
// most 5 ms per step at 100,000 points. A trainer that stops is handed its
// data again, which sets it running from where it is (a closed form solves
// again), so every timed Step does work.
//
//	go test -run=NONE -bench=Step -benchmem ./engine/
func BenchmarkStep(b *testing.B) {
	cases := []struct{ n, k int }{{1000, 2}, {10000, 2}, {100000, 2}, {100000, 3}}
	for _, spec := range Catalog() {
		for _, c := range cases {
			d := benchBlobs(c.n, c.k)
			b.Run(fmt.Sprintf("%s/K=%d/n=%d", spec.ID, c.k, c.n), func(b *testing.B) {
				tr, err := NewTrainer(spec.ID, d, Basis{}, nil)
				if err != nil {
					b.Skip(err)
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
						tr.SetData(d)
						b.StartTimer()
					}
				}
			})
		}
	}
}

// BenchmarkScores times a trained model's scores at one point.
func BenchmarkScores(b *testing.B) {
	d := benchBlobs(1000, 2)
	for _, spec := range Catalog() {
		b.Run(spec.ID, func(b *testing.B) {
			tr, err := NewTrainer(spec.ID, d, Basis{}, nil)
			if err != nil {
				b.Skip(err)
			}
			for i := 0; i < 50; i++ {
				if s, _ := tr.Step(); s.Status.Stopped() {
					break
				}
			}
			m := tr.Model()
			dst := make([]float64, 2)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				t := float64(i%1000) * 0.01
				m.Scores(math.Cos(t)*3, math.Sin(t)*3, dst)
			}
		})
	}
}
