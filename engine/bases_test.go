package engine

import (
	"hyperplane/engine/plane"
	"math"
	"reflect"
	"strings"
	"testing"
)

// TestBasesRegistry: the registry's IDs and labels are unique, LookupBasis
// finds every entry as Bases lists it, ComparedBases is the entries marked
// Compared in order, and every entry gives a valid basis of its kind (with
// its degree, or its n×n centres by its rule) both for points and, without
// points, for a view; an unknown ID is refused.
func TestBasesRegistry(t *testing.T) {
	d := Dataset{Classes: 2, Points: []Point{{0, 0, 0}, {6, 3, 1}, {2, 1, 0}}}
	view := plane.Box{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5}
	ids, labels := map[string]bool{}, map[string]bool{}
	var compared []NamedBasis
	for _, nb := range Bases() {
		if ids[nb.ID] || labels[en(t, nb.Label)] {
			t.Errorf("%s (%s) is not unique", nb.ID, en(t, nb.Label))
		}
		ids[nb.ID], labels[en(t, nb.Label)] = true, true
		if got, ok := LookupBasis(nb.ID); !ok || !reflect.DeepEqual(got, nb) {
			t.Errorf("LookupBasis(%s) = %+v, %v", nb.ID, got, ok)
		}
		if nb.Compared {
			compared = append(compared, nb)
		}
		for _, data := range []Dataset{d, {Classes: 2}} {
			b, err := BasisFor(nb.ID, data, view)
			if err != nil {
				t.Fatalf("%s with %d points: %v", nb.ID, len(data.Points), err)
			}
			if err := b.Validate(); err != nil || !(b.Kind == nb.Kind || b.IsLinear() && nb.Kind == BasisLinear) {
				t.Errorf("%s: basis %+v (%v)", nb.ID, b, err)
			}
			if b.Degree != nb.Degree || len(b.Centres) != nb.Grid*nb.Grid || (nb.Grid > 0) != (nb.Rule == CentresOverPoints) {
				t.Errorf("%s: degree %d, %d centres for %+v", nb.ID, b.Degree, len(b.Centres), nb)
			}
		}
	}
	if !reflect.DeepEqual(compared, ComparedBases()) || len(compared) == 0 {
		t.Errorf("ComparedBases %v, the registry marks %v", ComparedBases(), compared)
	}
	if _, err := BasisFor("no-such-basis", d, view); err == nil || !strings.Contains(enErr(t, err), "unknown basis") {
		t.Errorf("an unknown basis: %v", err)
	}
	grid := Bases()[len(Bases())-1]
	if _, err := grid.Basis(Dataset{}, plane.Box{}); err == nil {
		t.Errorf("%s placed centres with neither points nor a view", grid.ID)
	}
}

// gridCases are the centres and widths of CentresOverPoints worked by hand:
// the middles of the cells of an n×n grid over the box, column by column
// (x outer, y inner), and the width the shorter side over n.
var gridCases = []struct {
	name   string
	points []Point
	view   plane.Box
	grid   int
	xs, ys []float64 // the centres' coordinates along each axis
	width  float64
}{
	// Box [0, 6] × [0, 3]: cells 2 × 1, middles x = 1, 3, 5 and y = 0.5,
	// 1.5, 2.5; width 3/3 = 1. The view is ignored.
	{"3×3 over the points", []Point{{0, 0, 0}, {6, 3, 1}, {2, 1, 0}}, plane.Box{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5}, 3,
		[]float64{1, 3, 5}, []float64{0.5, 1.5, 2.5}, 1},
	// Box [−1, 1] × [2, 10], 2×2: cells 1 × 4, middles x = −0.5, 0.5 and
	// y = 4, 8; width min(2, 8)/2 = 1.
	{"2×2 over the points", []Point{{-1, 10, 0}, {1, 2, 1}}, plane.Box{}, 2,
		[]float64{-0.5, 0.5}, []float64{4, 8}, 1},
	// Points on the line x = 2, y in [0, 6]: every centre at x = 2, y at
	// 1, 3, 5; the shorter side is 0, so the width is the longer over n,
	// 6/3 = 2.
	{"points on a vertical line", []Point{{2, 0, 0}, {2, 6, 1}, {2, 3, 0}}, plane.Box{}, 3,
		[]float64{2, 2, 2}, []float64{1, 3, 5}, 2},
	// No points: the view [−4, 4] × [−2, 2], 4×4: cells 2 × 1, middles
	// x = −3, −1, 1, 3 and y = −1.5, −0.5, 0.5, 1.5; width 4/4 = 1.
	{"4×4 over the view", nil, plane.Box{MinX: -4, MaxX: 4, MinY: -2, MaxY: 2}, 4,
		[]float64{-3, -1, 1, 3}, []float64{-1.5, -0.5, 0.5, 1.5}, 1},
	// One point: a box of no size, every centre on the point, the width
	// at its floor 10⁻³.
	{"one point", []Point{{7, -1, 0}}, plane.Box{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5}, 2,
		[]float64{7, 7}, []float64{-1, -1}, 1e-3},
}

// TestCentresOverPoints: the registry's grids against the cases worked by
// hand in gridCases.
func TestCentresOverPoints(t *testing.T) {
	for _, c := range gridCases {
		var nb NamedBasis
		for _, e := range Bases() {
			if e.Grid == c.grid {
				nb = e
			}
		}
		if nb.Rule != CentresOverPoints {
			t.Fatalf("%s: no %d×%d grid over the points in the registry", c.name, c.grid, c.grid)
		}
		b, err := nb.Basis(Dataset{Classes: 2, Points: c.points}, c.view)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		assertNear(t, c.name+": width", b.Width, c.width, 1e-12)
		for i, cx := range c.xs {
			for j, cy := range c.ys {
				got := b.Centres[i*c.grid+j]
				if math.Abs(got.X-cx) > 1e-12 || math.Abs(got.Y-cy) > 1e-12 {
					t.Errorf("%s: centre (%d, %d) = %v, want (%g, %g)", c.name, i, j, got, cx, cy)
				}
			}
		}
	}
}

// TestRegistryLookups: the catalog's properties that the registries give
// by name. DefaultMethod is a method of the catalog that trains step by
// step (a new scene's play moves at once). EvidenceModel names, for each
// group of the model comparison, the one method of the group that names a
// prior, counted here from the catalog, and nothing for a group with none
// such (the generative rows are each their own method's).
func TestRegistryLookups(t *testing.T) {
	if s, ok := Lookup(DefaultMethod); !ok || !s.Iterative {
		t.Errorf("the default method %q: in the catalog %v, iterative %v", DefaultMethod, ok, s.Iterative)
	}
	for _, group := range []string{EvidenceLogistic, EvidenceGenerative} {
		var withPrior []string
		for _, s := range Catalog() {
			if s.EvidenceGroup == group && s.EvidencePrior != "" {
				withPrior = append(withPrior, s.ID)
			}
		}
		id, ok := EvidenceModel(group)
		switch {
		case len(withPrior) == 1 && (!ok || id != withPrior[0]):
			t.Errorf("%s: EvidenceModel = %q, %v; the catalog's method with a prior is %s", group, id, ok, withPrior[0])
		case len(withPrior) == 0 && ok:
			t.Errorf("%s: EvidenceModel = %q, but no method of the group names a prior", group, id)
		case len(withPrior) > 1:
			t.Errorf("%s: %d methods name a prior: %v", group, len(withPrior), withPrior)
		}
	}
}
