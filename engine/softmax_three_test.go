package engine

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// TestSoftmaxBlock3: block3 against blockK (the loops for any number of
// classes) on blocks of three classes with ties, both for the largest
// activation and for a class's own, and running sums that cross the
// 256-point logarithm.
func TestSoftmaxBlock3(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for trial := 0; trial < 20; trial++ {
		n := 1 + rng.IntN(256)
		cls := make([]int, n)
		var a, a2, y, y2 [3][]float64
		for c := range a {
			a[c], y[c] = make([]float64, n), make([]float64, n)
		}
		for i := range cls {
			cls[i] = rng.IntN(3)
			for c := range a {
				a[c][i] = float64(rng.IntN(7)-3) / 2 // small halves: many ties
				if trial%2 == 1 {
					a[c][i] = rng.NormFloat64() * 4
				}
			}
		}
		for c := range a {
			a2[c], y2[c] = append([]float64(nil), a[c]...), append([]float64(nil), y[c]...)
		}
		e0, prod0, count0 := 1.5, 1.25, rng.IntN(256)
		r1, r2 := &softmaxReg{}, &softmaxReg{}
		e1, p1, c1 := r1.block3(a[0], a[1], a[2], y[0], y[1], y[2], cls, e0, prod0, count0)
		e2, p2, c2 := r2.blockK(a2[:], y2[:], cls, e0, prod0, count0)
		if e1 != e2 || p1 != p2 || c1 != c2 || r1.mistakes != r2.mistakes || r1.unstrict != r2.unstrict ||
			!reflect.DeepEqual(a, a2) || !reflect.DeepEqual(y, y2) {
			t.Fatalf("trial %d: block3 gives e %v, %d mistakes, %d without a strict margin; blockK %v, %d, %d",
				trial, e1, r1.mistakes, r1.unstrict, e2, r2.mistakes, r2.unstrict)
		}
	}
}
