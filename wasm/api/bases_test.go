package api

import (
	"encoding/json"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/evaluate"
)

// basisCalls are the good calls of the registry of bases, part of
// goodCalls (TestEveryHandlerAnswers).
var basisCalls = []goodCall{
	{name: "bases", check: func(t *testing.T, a *API, v any) {
		got := v.([]engine.NamedBasis)
		if len(got) == 0 || len(got) != len(engine.Bases()) || len(engine.ComparedBases()) != 4 {
			t.Errorf("bases %v", got)
		}
	}},
	// basisFor places a basis as compareModels places the same one: the
	// comparison's row of each compared basis has the basis that
	// basisFor(id) gives, centres and width to the bit.
	{name: "basisFor", args: []Value{str("rbf3x3")}, check: func(t *testing.T, a *API, v any) {
		b := v.(engine.Basis)
		if b.Kind != engine.BasisRBF || len(b.Centres) != 9 {
			t.Fatalf("basisFor(rbf3x3) = %+v", b)
		}
		rows := call(t, a, "compareModels").([]evaluate.ModelRow)
		for _, nb := range engine.ComparedBases() {
			want := call(t, a, "basisFor", str(nb.ID)).(engine.Basis)
			found := false
			for _, r := range rows {
				if en(t, r.Name) == "logistic, "+en(t, nb.Label) {
					found = true
					got, _ := json.Marshal(r.Basis)
					w, _ := json.Marshal(want)
					if string(got) != string(w) {
						t.Errorf("%s: compareModels' basis %s, basisFor's %s", nb.ID, got, w)
					}
				}
			}
			if !found {
				t.Errorf("no row of compareModels for %s", nb.Label)
			}
		}
	}},
}
