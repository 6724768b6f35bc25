package engine

import (
	"math"
	"slices"
	"strings"
	"testing"
)

// TestLinearRowsWritten: augmentedInto's direct rows for the linear basis
// are z = (1, x, y) (the augmented vector of the notes), the same as the
// basis's general map writes, into the array it is given when it is large
// enough.
func TestLinearRowsWritten(t *testing.T) {
	d := Dataset{Points: []Point{{1.5, -2, 0}, {0, 3.25, 1}, {-7, 0.5, 1}}, Classes: 2}
	for _, b := range []Basis{{}, {Kind: BasisLinear}} {
		z := augmentedInto(d, b, rows{})
		if z.Len() != len(d.Points) {
			t.Fatalf("basis %q: %d rows for %d points", b.Kind, z.Len(), len(d.Points))
		}
		for i, p := range d.Points {
			want := []float64{1, p.X, p.Y}
			general := Basis{Kind: BasisPoly, Degree: 1}.Augment(p.X, p.Y, make([]float64, 3))
			for j := range want {
				if z.Row(i)[j] != want[j] || general[j] != want[j] {
					t.Fatalf("basis %q, point %d: row %v, the general map %v, want %v", b.Kind, i, z.Row(i), general, want)
				}
			}
		}
		z2 := augmentedInto(d, b, z)
		if &z2.flat[0] != &z.flat[0] {
			t.Errorf("basis %q: the array was not reused", b.Kind)
		}
	}
}

// TestValidateRefusesEachBadCoordinate: Validate's quick test of a
// point in range lets no bad coordinate through: NaN, ±Inf and values
// past MaxCoord in either coordinate are refused, naming the point.
func TestValidateRefusesEachBadCoordinate(t *testing.T) {
	for _, bad := range []float64{math.NaN(), math.Inf(1), math.Inf(-1), MaxCoord * 2, -MaxCoord * 2} {
		for _, which := range []int{0, 1} {
			p := Point{1, 1, 0}
			if which == 0 {
				p.X = bad
			} else {
				p.Y = bad
			}
			d := Dataset{Points: []Point{{0, 0, 0}, {2, 2, 1}, p}, Classes: 2}
			err := d.Validate()
			de, ok := err.(*DataError)
			if !ok || de.Point != 2 {
				t.Fatalf("%v in coordinate %d: %v, want a DataError at point 3", bad, which, err)
			}
			if !strings.Contains(de.Error(), "3") {
				t.Errorf("%v: %q does not name point 3", bad, de.Error())
			}
		}
	}
	if err := (Dataset{Points: []Point{{MaxCoord, -MaxCoord, 0}}, Classes: 1}).Validate(); err != nil {
		t.Errorf("a point at ±MaxCoord refused: %v", err)
	}
}

// TestTrainerRowsAreTheAugmentedPoints: the rows a two-class trainer keeps
// are its points' z = (1, φ(x, y)), the basis's Augment of each point into
// a slice of its own, in a feature space of six weights (a quadratic)
// and in the plane; after data with more points and then with fewer, which
// the trainer keeps in its first array, there are as many rows as points.
// A row ends where its vector does: appending to it leaves the next row
// as it was.
func TestTrainerRowsAreTheAugmentedPoints(t *testing.T) {
	d := Dataset{Classes: 2, Points: []Point{{1.5, -2, 0}, {0, 3.25, 1}, {-7, 0.5, 1}, {2, 2, 0}}}
	more := Dataset{Classes: 2, Points: append(append([]Point{}, d.Points...), Point{-0.5, 4, 0})}
	fewer := Dataset{Classes: 2, Points: d.Points[1:]}
	spec, _ := Lookup("perceptron")
	for _, b := range []Basis{{Kind: BasisPoly, Degree: 2}, {}} {
		tr, err := spec.new(d, b, settingsFor(t, "perceptron", nil)) // the two-class trainer itself
		if err != nil {
			t.Fatal(err)
		}
		bb := tr.(interface{ base() *binaryBase }).base()
		for _, next := range []Dataset{d, more, fewer} {
			if err := tr.SetData(next); err != nil {
				t.Fatal(err)
			}
			if bb.z.Len() != len(next.Points) {
				t.Fatalf("basis %q: %d rows for %d points", b.Kind, bb.z.Len(), len(next.Points))
			}
			for i, p := range next.Points {
				want := b.Augment(p.X, p.Y, make([]float64, b.Dim()+1))
				if got := bb.z.Row(i); !slices.Equal(got, want) {
					t.Errorf("basis %q, %d points, point %d: row %v, want %v", b.Kind, len(next.Points), i, got, want)
				}
			}
		}
		second := slices.Clone(bb.z.Row(1))
		_ = append(bb.z.Row(0), 99)
		if !slices.Equal(bb.z.Row(1), second) {
			t.Errorf("basis %q: appending to row 0 changed row 1 to %v", b.Kind, bb.z.Row(1))
		}
	}
	if n := (rows{flat: make([]float64, 4)}).Len(); n != 0 {
		t.Errorf("rows of no numbers: Len %d, want 0", n)
	}
}
