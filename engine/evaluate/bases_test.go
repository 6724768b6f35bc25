package evaluate

import (
	"hyperplane/engine/plane"
	"reflect"
	"testing"

	"hyperplane/engine"
)

// TestDefaultBasesAreTheRegistry: the comparison's bases are the
// registry's compared bases, in its order, named by their labels and
// placed by engine.BasisFor, whatever view that is given (the points
// decide); without points the grids, which need them, are left out.
func TestDefaultBasesAreTheRegistry(t *testing.T) {
	d := engine.Dataset{Classes: 2, Points: []engine.Point{{X: -3, Y: -1}, {X: 3, Y: 1, Class: 1}, {X: 0, Y: 0.5}}}
	got := DefaultBases(d)
	compared := engine.ComparedBases()
	if len(got) != len(compared) {
		t.Fatalf("%d bases, the registry compares %d", len(got), len(compared))
	}
	for i, nb := range compared {
		for _, view := range []plane.Box{{}, {MinX: -100, MaxX: 100, MinY: -1, MaxY: 1}} {
			want, err := engine.BasisFor(nb.ID, d, view)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got[i].Name, nb.Label) || !reflect.DeepEqual(got[i].Basis, want) {
				t.Errorf("basis %d: %s %+v, the registry's %s %+v", i, got[i].Name, got[i].Basis, nb.Label, want)
			}
		}
	}
	for _, nb := range DefaultBases(engine.Dataset{Classes: 2}) {
		if len(nb.Basis.Centres) > 0 {
			t.Errorf("without points: %s", nb.Name)
		}
	}
}
