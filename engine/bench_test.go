package engine

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
	"time"
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
// (where two-class methods run once per sub-problem), with their default
// settings; then every other method, unit and estimate, and every other
// multi-class strategy, at 100,000 points. The house rule is at most 5 ms
// per step at 100,000 points.
//
// A trainer that stops is replaced by a fresh one, so that every timed Step
// is a step of training from the start (a closed form solves again), not
// the empty step of a method already at its optimum. The metric ns/step
// times the Step calls alone; ns/op, B/op and allocs/op also count each
// op's share of making the fresh trainers. (Stopping the benchmark's timer
// instead reads the memory statistics twice per restart, which for quick
// trainers that stop often costs more than all that is measured.)
//
//	go test -run=NONE -bench=Step -benchmem ./engine/
func BenchmarkStep(b *testing.B) {
	type size struct{ n, k int }
	sizes := []size{{1000, 2}, {10000, 2}, {100000, 2}, {100000, 3}}
	data := map[size]Dataset{}
	for _, z := range sizes {
		data[z] = benchBlobs(z.n, z.k)
	}
	for _, spec := range Catalog() {
		for _, z := range sizes {
			benchSteps(b, fmt.Sprintf("%s/K=%d/n=%d", spec.ID, z.k, z.n), spec.ID, data[z], nil)
		}
		for _, p := range spec.Params {
			if p.Kind != ParamChoice {
				continue
			}
			var ks []int
			switch p.Key {
			case "method", "unit", "estimate":
				ks = []int{2, 3}
			case "strategy":
				ks = []int{3}
			}
			for _, c := range p.Choices {
				if c.Value == p.Default {
					continue
				}
				set := map[string]any{p.Key: c.Value}
				if w := p.When; w != nil {
					set[w.Key] = w.Values[0]
				}
				for _, k := range ks {
					name := fmt.Sprintf("%s/%s=%s/K=%d/n=100000", spec.ID, p.Key, c.Value, k)
					benchSteps(b, name, spec.ID, data[size{100000, k}], set)
				}
			}
		}
	}
}

// benchSteps runs one case of BenchmarkStep.
func benchSteps(b *testing.B, name, id string, d Dataset, set map[string]any) {
	b.Run(name, func(b *testing.B) {
		tr, err := NewTrainer(id, d, Basis{}, set)
		if err != nil {
			b.Skip(err)
		}
		b.ReportAllocs()
		var stepping time.Duration
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			t0 := time.Now()
			s, err := tr.Step()
			stepping += time.Since(t0)
			if err != nil {
				b.Fatal(err)
			}
			if s.Status.Stopped() {
				if tr, err = NewTrainer(id, d, Basis{}, set); err != nil {
					b.Fatal(err)
				}
			}
		}
		b.ReportMetric(float64(stepping.Nanoseconds())/float64(b.N), "ns/step")
	})
}

// BenchmarkScores times every model of the catalog scoring each point of
// its data set once, at 1,000, 10,000 and 100,000 points of two classes:
// the model is what 50 steps (or fewer, if it stops) made of those points,
// so that kernel and support-vector models are as large as training there
// makes them. The metric ns/point is the time per point.
//
//	go test -run=NONE -bench=Scores -benchmem ./engine/
func BenchmarkScores(b *testing.B) {
	for _, n := range []int{1000, 10000, 100000} {
		d := benchBlobs(n, 2)
		for _, spec := range Catalog() {
			tr, err := NewTrainer(spec.ID, d, Basis{}, nil)
			if err != nil {
				b.Fatalf("%s: %v", spec.ID, err)
			}
			for i := 0; i < 50; i++ {
				s, err := tr.Step()
				if err != nil {
					b.Fatalf("%s: %v", spec.ID, err)
				}
				if s.Status.Stopped() {
					break
				}
			}
			m := tr.Model()
			b.Run(fmt.Sprintf("%s/n=%d", spec.ID, n), func(b *testing.B) {
				dst := make([]float64, 2)
				sum := 0.0
				b.ReportAllocs()
				for b.Loop() {
					for _, p := range d.Points {
						dst = m.Scores(p.X, p.Y, dst)
						sum += dst[0]
					}
				}
				if math.IsNaN(sum) {
					b.Fatal("a score is NaN")
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/point")
			})
		}
	}
}
