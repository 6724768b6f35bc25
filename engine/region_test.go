package engine

import (
	"testing"
)

// ovrField is a hand-built one-versus-rest field: h₀ = x, h₁ = y,
// h₂ = −x − y − 1 (Bishop figure 4.2, left).
func ovrField(combine Combine) Field {
	return Field{Basis: Basis{}, Rows: [][]float64{{0, 1, 0}, {0, 0, 1}, {-1, -1, -1}}, Combine: combine, Labels: []int{0, 2, 3}}
}

// TestRegions classifies points of hand-built fields, with scene labels
// (0, 2, 3) for the field classes (0, 1, 2).
func TestRegions(t *testing.T) {
	f := ovrField(CombineOvR)
	for _, c := range []struct {
		x, y   float64
		kind   RegionKind
		class  int
		claims []int
	}{
		// h = (2, −1, −2): only class 0 claims it.
		{2, -1, RegionDecided, 0, []int{0}},
		// h = (−1, 2, −2): class 1, scene class 2.
		{-1, 2, RegionDecided, 2, []int{2}},
		// h = (−1, −1, 1): class 2, scene class 3.
		{-1, -1, RegionDecided, 3, []int{3}},
		// h = (1, 1, −3): classes 0 and 1 both claim it.
		{1, 1, RegionSeveral, -1, []int{0, 2}},
		// h = (1, −3, 1): classes 0 and 2.
		{1, -3, RegionSeveral, -1, []int{0, 3}},
		// h = (−¼, −¼, −½): nobody.
		{-0.25, -0.25, RegionNone, -1, nil},
		// h = (0, 0, −1): a zero row is not positive, so nobody.
		{0, 0, RegionNone, -1, nil},
	} {
		r := classifyRegion(&f, c.x, c.y)
		if r.Kind != c.kind || r.Class != c.class || !equalInts(r.Claims, c.claims) {
			t.Errorf("OvR (%v, %v): %+v, want %v %d %v", c.x, c.y, r, c.kind, c.class, c.claims)
		}
	}
	// The same rows with argmax leave nothing undecided: at (1, 1) the
	// largest is h₀ = h₁ = 1, and the first wins; at (−¼, −¼) h₀ = h₁ = −¼.
	a := ovrField(CombineArgmax)
	for _, c := range [][3]float64{{1, 1, 0}, {-0.25, -0.25, 0}, {1, -3, 0}, {-1, -1, 3}} {
		if r := classifyRegion(&a, c[0], c[1]); r.Kind != RegionDecided || r.Class != int(c[2]) {
			t.Errorf("argmax (%v, %v): %+v", c[0], c[1], r)
		}
	}
	// One-versus-one with rows x (0 vs 1), y (0 vs 2), x − y (1 vs 2)
	// (Bishop figure 4.2, right).
	o := Field{Basis: Basis{}, Rows: [][]float64{{0, 1, 0}, {0, 0, 1}, {0, 1, -1}},
		Combine: CombineOvO, Pairs: [][2]int{{0, 1}, {0, 2}, {1, 2}}, Labels: identity(3)}
	for _, c := range []struct {
		x, y   float64
		kind   RegionKind
		class  int
		claims []int
	}{
		// votes: 0 (x ≥ 0), 0 (y ≥ 0), 1 (x − y = 0 ≥ 0): class 0 with 2.
		{1, 1, RegionDecided, 0, []int{0}},
		// 1, 0, 2 (x − y = −2): one vote each, a tie.
		{-1, 1, RegionTie, -1, []int{0, 1, 2}},
		// 0, 2, 1: a tie again.
		{1, -1, RegionTie, -1, []int{0, 1, 2}},
		// 1, 2, 1 (x − y = 1): class 1 with 2.
		{-1, -2, RegionDecided, 1, []int{1}},
		// 1, 2, 2 (x − y = −1): class 2 with 2.
		{-2, -1, RegionDecided, 2, []int{2}},
	} {
		r := classifyRegion(&o, c.x, c.y)
		if r.Kind != c.kind || r.Class != c.class || !equalInts(r.Claims, c.claims) {
			t.Errorf("OvO (%v, %v): %+v, want %v %d %v", c.x, c.y, r, c.kind, c.class, c.claims)
		}
	}
	// Fausett's band θ = 0.5 around h = x: undecided for |x| ≤ ½.
	s := Field{Basis: Basis{}, Rows: [][]float64{{0, 1, 0}}, Combine: CombineSign, Band: 0.5, Labels: identity(2)}
	if r := classifyRegion(&s, 0.5, 3); r.Kind != RegionBand {
		t.Errorf("band: %+v", r)
	}
	if r := classifyRegion(&s, -0.6, 3); r.Kind != RegionDecided || r.Class != 1 {
		t.Errorf("outside the band: %+v", r)
	}
	// Decide and Region agree everywhere on a grid, for all four fields.
	for _, f := range []Field{f, a, o, s} {
		assertRegionsMatchPredict(t, &f, 3)
	}
}

// assertRegionsMatchPredict checks on a grid over [−r, r]² that the model
// predicts −1 exactly where Region says the point is ambiguous, and the
// region's class elsewhere.
func assertRegionsMatchPredict(t *testing.T, f *Field, r float64) {
	t.Helper()
	model := NewFieldModel(*f, 6)
	ev := NewEvaluator(f)
	for i := 0; i <= 60; i++ {
		for j := 0; j <= 60; j++ {
			x, y := -r+2*r*float64(i)/60, -r+2*r*float64(j)/60
			reg := ev.region(x, y)
			p := model.Predict(x, y)
			if reg.ambiguous() != (p == -1) || (!reg.ambiguous() && reg.Class != p) {
				t.Fatalf("%s field at (%v, %v): predict %d, region %+v", f.Combine, x, y, p, reg)
			}
		}
	}
}
