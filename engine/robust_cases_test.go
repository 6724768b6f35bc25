package engine

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// describe prints a data set compactly, for failure messages.
func describe(d Dataset) string {
	s := fmt.Sprintf("K=%d N=%d", d.Classes, len(d.Points))
	for i, p := range d.Points {
		if i == 12 {
			return s + " …"
		}
		s += fmt.Sprintf(" (%g,%g:%d)", p.X, p.Y, p.Class)
	}
	return s
}

// awkward returns a seeded random data set of one of several awkward
// kinds: 0..50 points of 1..6 classes, with duplicates (also across
// classes), collinear points, tiny (1e-12) and huge (1e6) coordinates, one
// point per class, empty classes, and all points in one place.
func awkward(r *rand.Rand, kind int) Dataset {
	k := 1 + r.IntN(MaxClasses)
	n := r.IntN(51)
	d := Dataset{Classes: k}
	coord := func(scale float64) float64 { return scale * (2*r.Float64() - 1) }
	class := func() int { return r.IntN(k) }
	switch kind % 8 {
	case 0: // uniform in a box
		for i := 0; i < n; i++ {
			d.Points = append(d.Points, Point{coord(5), coord(5), class()})
		}
	case 1: // duplicates, also of different classes
		m := 1 + r.IntN(4)
		base := make([]Point, m)
		for i := range base {
			base[i] = Point{coord(3), coord(3), 0}
		}
		for i := 0; i < n; i++ {
			p := base[r.IntN(m)]
			p.Class = class()
			d.Points = append(d.Points, p)
		}
	case 2: // on one line
		a, b, c := coord(1), coord(1), coord(2)
		for i := 0; i < n; i++ {
			t := coord(5)
			d.Points = append(d.Points, Point{c + a*t, c + b*t, class()})
		}
	case 3: // tiny
		for i := 0; i < n; i++ {
			d.Points = append(d.Points, Point{coord(1e-12), coord(1e-12), class()})
		}
	case 4: // huge
		for i := 0; i < n; i++ {
			d.Points = append(d.Points, Point{coord(MaxCoord), coord(MaxCoord), class()})
		}
	case 5: // one point per class
		for c := 0; c < k; c++ {
			d.Points = append(d.Points, Point{coord(5), coord(5), c})
		}
	case 6: // separable blobs, some classes empty
		for i := 0; i < n; i++ {
			c := class()
			if c%2 == 1 && k > 2 {
				continue
			}
			d.Points = append(d.Points, Point{3*float64(c) + coord(0.5), coord(0.5) - 2*float64(c), c})
		}
	case 7: // mixed scales around one huge offset
		for i := 0; i < n; i++ {
			d.Points = append(d.Points, Point{MaxCoord - math.Abs(coord(1e-3)), coord(1), class()})
		}
	}
	return d
}

// TestTrainersProperties runs every algorithm of the catalog on seeded
// awkward data sets in the plane and with the quadratic basis.
func TestTrainersProperties(t *testing.T) {
	sets := 48
	if testing.Short() {
		sets = 12
	}
	r := rand.New(rand.NewPCG(2026, 11))
	for i := 0; i < sets; i++ {
		d := awkward(r, i)
		steps := 25
		if i%4 == 3 {
			steps = 400 // long enough for most iterative methods to stop
		}
		for _, spec := range Catalog() {
			variants := []map[string]any{nil}
			if i%8 == 1 {
				variants = choiceVariants(spec)
			}
			for _, p := range variants {
				for _, b := range []Basis{{}, {Kind: BasisPoly, Degree: 2}} {
					checkTrainer(t, spec.ID, d, b, p, steps)
				}
			}
		}
		if t.Failed() {
			return // one data set's failures are enough to read
		}
	}
}

// choiceVariants returns the default settings (nil) and, for every choice
// parameter of spec, each of its other choices with the rest left at their
// defaults.
func choiceVariants(spec Spec) []map[string]any {
	v := []map[string]any{nil}
	for _, p := range spec.Params {
		if p.Kind != ParamChoice {
			continue
		}
		for _, c := range p.Choices {
			if c.Value != p.Default {
				v = append(v, map[string]any{p.Key: c.Value})
			}
		}
	}
	return v
}

// TestTrainersSetData: editing the data while training keeps every
// promise too, including when a class appears or disappears.
func TestTrainersSetData(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	for _, spec := range Catalog() {
		for i := 0; i < 24; i++ {
			d := awkward(r, i)
			tr, err := NewTrainer(spec.ID, d, Basis{}, nil)
			if err != nil {
				continue
			}
			for j := 0; j < 5; j++ {
				if _, err := tr.Step(); err != nil {
					break
				}
			}
			e := awkward(r, i+1)
			e.Classes = d.Classes
			for k := range e.Points {
				e.Points[k].Class %= d.Classes
			}
			if err := tr.SetData(e); err != nil {
				if !IsDataError(err) {
					t.Errorf("%s: SetData: %v is not a DataError", spec.ID, err)
				}
				continue
			}
			where := func() string { return spec.ID + " after SetData, data " + describe(e) }
			checkSnapshot(t, where, "SetData", tr.Snapshot(), e)
			for j := 0; j < 5; j++ {
				s, err := tr.Step()
				if err != nil {
					if !IsDataError(err) {
						t.Errorf("%s: %v is not a DataError", where(), err)
					}
					break
				}
				checkSnapshot(t, where, fmt.Sprintf("step %d", j), s, e)
			}
		}
	}
}
