package engine

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// TestPlaneMistakesMatchesEvaluator checks the fast count of mistakes of a
// field in the plane against an independent count: Evaluator.Decide, the
// general evaluator through the feature map, dot and quadForm, at every
// point. The fields cover every combine rule, Fausett's band, labels in
// another order and quadratic forms (3×3, as Gaussian classes with their
// own covariances have); the points include ones exactly on the lines and
// conics h_r = 0 and on the band's edges, where the two must agree to the
// last bit.
func TestPlaneMistakesMatchesEvaluator(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	row := func() []float64 {
		// Small integers, so that points on a line are exactly on it.
		return []float64{float64(rng.IntN(5) - 2), float64(rng.IntN(5) - 2), float64(rng.IntN(5) - 2)}
	}
	var pts []Point
	for i := 0; i < 4000; i++ {
		// Half-integer grid points land on the lines of integer rows.
		x, y := float64(rng.IntN(17)-8)/2, float64(rng.IntN(17)-8)/2
		if i%2 == 1 {
			x, y = rng.NormFloat64()*3, rng.NormFloat64()*3
		}
		pts = append(pts, Point{X: x, Y: y, Class: rng.IntN(4)})
	}
	d := Dataset{Points: pts, Classes: 4}
	quad := func() []float64 {
		q := make([]float64, 9)
		for i := range q {
			q[i] = float64(rng.IntN(5)-2) / 2
		}
		return q
	}
	counted := 0
	for trial := 0; trial < 320; trial++ {
		var f Field
		switch trial % 8 {
		case 0:
			f = Field{Rows: [][]float64{row()}, Combine: CombineSign, Labels: []int{2, 0}}
		case 1:
			f = Field{Rows: [][]float64{row()}, Combine: CombineSign, Labels: []int{0, 1}, Band: 0.5 * float64(rng.IntN(3))}
		case 2:
			f = Field{Rows: [][]float64{row(), row(), row(), row()}, Combine: CombineArgmax, Labels: []int{3, 1, 0, 2}}
		case 3:
			f = Field{Rows: [][]float64{row(), row(), row()}, Combine: CombineOvR, Labels: []int{0, 1, 2}}
		case 4:
			f = Field{Rows: [][]float64{row(), row(), row()}, Combine: CombineOvO, Labels: []int{0, 1, 2},
				Pairs: [][2]int{{0, 1}, {0, 2}, {1, 2}}}
		case 5:
			f = Field{Rows: [][]float64{row(), row(), row()}, Quad: [][]float64{quad(), quad(), quad()},
				Combine: CombineArgmax, Labels: []int{2, 0, 3}}
		case 6:
			f = Field{Rows: [][]float64{row()}, Quad: [][]float64{quad()}, Combine: CombineSign, Labels: []int{1, 3}}
		case 7:
			f = Field{Rows: [][]float64{row(), row(), row()}, Combine: CombineArgmax, Labels: []int{2, 0, 1}}
		}
		if !inPlane(&f) {
			t.Fatalf("trial %d: the field %+v should take the fast path", trial, f)
		}
		want := 0
		ev := NewEvaluator(&f)
		for _, p := range pts {
			if ev.Decide(p.X, p.Y) != p.Class {
				want++
			}
		}
		if got := Mistakes(&f, d); got != want {
			t.Fatalf("trial %d (%+v): Mistakes = %d, the evaluator counts %d", trial, f, got, want)
		}
		counted += want
	}
	if counted == 0 {
		t.Fatal("no field made a mistake: the test compares nothing")
	}
	// A field of another basis takes the general path.
	poly := Field{Basis: Basis{Kind: BasisPoly, Degree: 2}, Rows: [][]float64{{1, 0, 0, 0, 0, 0}}, Labels: []int{0, 1}}
	if inPlane(&poly) {
		t.Error("a polynomial field took the fast path")
	}
	// So does a field whose forms are not 3×3.
	odd := Field{Rows: [][]float64{{1, 0, 0}}, Quad: [][]float64{make([]float64, 4)}, Labels: []int{0, 1}}
	if inPlane(&odd) {
		t.Error("a field with a 2×2 form took the fast path")
	}
}

// TestLookupMatchesCatalog: Lookup builds one spec by its ID; it must give
// the spec that Catalog lists under that ID, all of it (compared through
// its JSON, which the page reads, and by starting a trainer with it), and
// nothing for an ID that Catalog does not list.
func TestLookupMatchesCatalog(t *testing.T) {
	d := Dataset{Classes: 3, Points: []Point{{0, 0, 0}, {1, 0, 0}, {0, 2, 1}, {2, 2, 1}, {-1, 3, 2}, {-2, 1, 2}}}
	seen := map[string]bool{}
	for _, want := range Catalog() {
		if seen[want.ID] {
			t.Fatalf("Catalog lists %q twice", want.ID)
		}
		seen[want.ID] = true
		got, ok := Lookup(want.ID)
		if !ok {
			t.Fatalf("Lookup(%q) finds nothing", want.ID)
		}
		gj, _ := json.Marshal(got)
		wj, _ := json.Marshal(want)
		if string(gj) != string(wj) {
			t.Fatalf("Lookup(%q) = %s, Catalog has %s", want.ID, gj, wj)
		}
		if got.new == nil {
			t.Fatalf("Lookup(%q) has no trainer", want.ID)
		}
		st, err := ResolveSettings(got.Params, nil)
		if err != nil {
			t.Fatalf("Lookup(%q): %v", want.ID, err)
		}
		if got.Binary {
			continue // three classes go through the strategy: NewTrainer's job
		}
		if _, err := got.new(d, Basis{}, st); err != nil && !IsDataError(err) {
			t.Fatalf("Lookup(%q): %v", want.ID, err)
		}
	}
	for _, id := range []string{"", "Perceptron", "gauss", "svm "} {
		if _, ok := Lookup(id); ok {
			t.Errorf("Lookup(%q) finds a spec", id)
		}
	}
}
