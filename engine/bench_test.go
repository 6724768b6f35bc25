package engine

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// benchData returns n points of two overlapping Gaussian blobs (seeded).
func benchData(n int) Dataset {
	r := rand.New(rand.NewPCG(1, 2))
	d := Dataset{Classes: 2, Points: make([]Point, n)}
	for i := range d.Points {
		c := i % 2
		m := 1.0
		if c == 1 {
			m = -1
		}
		d.Points[i] = Point{X: m + 1.4*r.NormFloat64(), Y: -m/2 + 1.4*r.NormFloat64(), Class: c}
	}
	return d
}

// BenchmarkStep times one Step of every trainer of the catalog at 1,000,
// 10,000 and 100,000 points. A trainer that stops is handed its data again,
// which sets it running from where it is (a closed form solves again).
func BenchmarkStep(b *testing.B) {
	for _, spec := range Catalog() {
		for _, n := range []int{1000, 10000, 100000} {
			d := benchData(n)
			b.Run(fmt.Sprintf("%s/n=%d", spec.ID, n), func(b *testing.B) {
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
	d := benchData(1000)
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
