package engine

import (
	"math"
	"strings"
	"testing"
)

// TestLinearRowsWritten: augmentedInto's direct rows for the linear basis
// are z = (1, x, y) (the augmented vector of the notes), the same as the
// basis's general map writes, into the arrays it is given when they are
// large enough.
func TestLinearRowsWritten(t *testing.T) {
	d := Dataset{Points: []Point{{1.5, -2, 0}, {0, 3.25, 1}, {-7, 0.5, 1}}, Classes: 2}
	for _, b := range []Basis{{}, {Kind: BasisLinear}} {
		z, buf := augmentedInto(d, b, nil, nil)
		for i, p := range d.Points {
			want := []float64{1, p.X, p.Y}
			general := Basis{Kind: BasisPoly, Degree: 1}.Augment(p.X, p.Y, make([]float64, 3))
			for j := range want {
				if z[i][j] != want[j] || general[j] != want[j] {
					t.Fatalf("basis %q, point %d: row %v, the general map %v, want %v", b.Kind, i, z[i], general, want)
				}
			}
		}
		z2, buf2 := augmentedInto(d, b, z, buf)
		if &z2[0] != &z[0] || &buf2[0] != &buf[0] {
			t.Errorf("basis %q: the arrays were not reused", b.Kind)
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
