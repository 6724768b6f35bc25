package engine

import (
	"math/rand/v2"
	"testing"
)

// benchSet returns n points of two overlapping Gaussian classes (or three,
// for the K-class method), seeded.
func benchSet(n, k int) Dataset {
	r := rand.New(rand.NewPCG(1, 2))
	d := Dataset{Classes: k}
	for i := 0; i < n; i++ {
		c := i % k
		d.Points = append(d.Points, Point{r.NormFloat64() + 2*float64(c), r.NormFloat64() + float64(c%2), c})
	}
	return d
}

// BenchmarkDiscriminantStep times one Step of each new discriminant method
// at n = 100,000 points (the target is 5 ms), with the step limits raised
// so that the trainers keep running.
func BenchmarkDiscriminantStep(b *testing.B) {
	for _, id := range newDiscriminantIDs {
		for _, unit := range []string{"point", "epoch"} {
			spec, _ := Lookup(id)
			p := map[string]any{}
			hasUnit := false
			for _, q := range spec.Params {
				switch q.Key {
				case "unit":
					hasUnit = true
					p["unit"] = unit
				case "maxEpochs", "maxSteps":
					p[q.Key] = q.Max
				}
			}
			if unit == "epoch" && !hasUnit {
				continue
			}
			k := 2
			if id == "fisher-multi" {
				k = 3
			}
			d := benchSet(100_000, k)
			name := id
			if hasUnit {
				name += "/" + unit
			}
			if !spec.Iterative {
				// A closed form solves in its first step: time that one.
				b.Run(name+"/solve", func(b *testing.B) {
					for i := 0; i < b.N; i++ {
						b.StopTimer()
						tr, err := NewTrainer(id, d, Basis{}, p)
						if err != nil {
							b.Fatal(err)
						}
						b.StartTimer()
						if _, err := tr.Step(); err != nil {
							b.Fatal(err)
						}
					}
				})
			}
			b.Run(name, func(b *testing.B) {
				tr, err := NewTrainer(id, d, Basis{}, p)
				if err != nil {
					b.Fatal(err)
				}
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					if _, err := tr.Step(); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
