package engine

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
)

// TestSetDataReusesItsArrays: a trainer handed its data again and again
// (a click, a drag, a stroke) fills the arrays of its last data again
// instead of new ones (relabel's compacted points, the augmented vectors,
// the targets, the visiting order); what it then does is what a trainer
// handed only the last data does. Two trainers of each method take the
// same 7 steps on 300 seeded points; one is then handed a point more, a
// moved point and a point less, the other only the last; both take 20
// more steps, and every snapshot of the two is the same, to the bit.
// (A shuffled order is left out: each SetData draws a new order from the
// trainer's generator, so the two differ by design.)
func TestSetDataReusesItsArrays(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 9))
	for _, c := range []struct {
		id      string
		classes int
		set     map[string]any
	}{
		{"perceptron", 2, nil},
		{"perceptron-batch", 2, nil},
		{"logistic", 2, nil},
		{"lms", 2, nil},
		{"perceptron", 3, nil}, // one-versus-rest: relabel over a multiclass trainer
	} {
		d := Dataset{Classes: c.classes}
		for i := range 300 {
			d.Points = append(d.Points, Point{X: r.NormFloat64() + float64(i%c.classes), Y: r.NormFloat64(), Class: i % c.classes})
		}
		more := Dataset{Classes: c.classes, Points: append(append([]Point{}, d.Points...), Point{X: 0.5, Y: 0.5, Class: 1})}
		moved := Dataset{Classes: c.classes, Points: append([]Point{}, more.Points...)}
		moved.Points[10].X += 0.7
		less := Dataset{Classes: c.classes, Points: append(append([]Point{}, moved.Points[:5]...), moved.Points[6:]...)}
		a, err := NewTrainer(c.id, d, Basis{}, c.set)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := NewTrainer(c.id, d, Basis{}, c.set)
		for range 7 {
			a.Step()
			b.Step()
		}
		for _, next := range []Dataset{more, moved, less} {
			if err := a.SetData(next); err != nil {
				t.Fatal(err)
			}
		}
		if err := b.SetData(less); err != nil {
			t.Fatal(err)
		}
		for k := 0; k <= 20; k++ {
			sa, sb := a.Snapshot(), b.Snapshot()
			if !reflect.DeepEqual(sa, sb) {
				t.Fatalf("%s, %d classes, %v: step %d after the new data: %+v, want %+v", c.id, c.classes, c.set, k, sa, sb)
			}
			a.Step()
			b.Step()
		}
	}
}

// BenchmarkSetData hands a trainer of 10,000 points its data again with one
// point moved, as each step of a drag does: what it allocates is the
// garbage a drag leaves to the collector.
//
//	go test -run=NONE -bench=SetData -benchmem ./engine/
func BenchmarkSetData(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, c := range []struct {
		id      string
		classes int
	}{{"logistic", 2}, {"perceptron", 2}, {"perceptron", 3}} {
		d := Dataset{Classes: c.classes}
		for i := range 10000 {
			d.Points = append(d.Points, Point{X: r.NormFloat64(), Y: r.NormFloat64(), Class: i % c.classes})
		}
		moved := Dataset{Classes: c.classes, Points: append([]Point{}, d.Points...)}
		moved.Points[0].X += 0.5
		b.Run(fmt.Sprintf("%s-%d", c.id, c.classes), func(b *testing.B) {
			tr, err := NewTrainer(c.id, d, Basis{}, nil)
			if err != nil {
				b.Fatal(err)
			}
			for i := 0; b.Loop(); i++ {
				next := d
				if i%2 == 1 {
					next = moved
				}
				if err := tr.SetData(next); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
