package evaluate

import (
	"math"
	"math/rand/v2"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/msg"
)

// twoBlobs returns n points of two overlapping Gaussian classes, seeded.
func twoBlobs(n int) engine.Dataset {
	r := rand.New(rand.NewPCG(11, 5))
	d := engine.Dataset{Classes: 2}
	for i := range n {
		c := i % 2
		d.Points = append(d.Points, engine.Point{X: r.NormFloat64() + float64(c), Y: r.NormFloat64() - 0.7*float64(c), Class: c})
	}
	return d
}

// TestEvidenceGroupsMatchTheCatalog: the model comparison's rows belong
// to the groups that the catalog gives their methods (Spec.EvidenceGroup,
// which the page reads to choose the rows it shows for the current
// method), and every group that a method of the catalog names has rows.
func TestEvidenceGroupsMatchTheCatalog(t *testing.T) {
	d := twoBlobs(30)
	rows, err := CompareAll(d, engine.Basis{}, DefaultBases(d), 1)
	if err != nil {
		t.Fatal(err)
	}
	groups := map[string]int{}
	for _, r := range rows {
		spec, ok := engine.Lookup(r.ID)
		if !ok || spec.EvidenceGroup != r.Group {
			t.Errorf("row %s (%s) is in group %q; its method's group is %q", r.Name, r.ID, r.Group, spec.EvidenceGroup)
		}
		groups[r.Group]++
	}
	for _, spec := range engine.Catalog() {
		if g := spec.EvidenceGroup; g != "" && groups[g] == 0 {
			t.Errorf("%s is in group %q, which has no rows", spec.ID, g)
		}
	}
}

// TestEvidencePriorIsTheComparisonsPrior: the parameter that a spec names
// EvidencePrior is the prior precision α of its group's model: the method
// trained with that parameter at α = 2.5 converges to the weights whose
// log-likelihood the comparison's row at α = 2.5 reports (the same MAP
// fit, reached by the trainer and by LaplaceLogistic independently).
func TestEvidencePriorIsTheComparisonsPrior(t *testing.T) {
	d := twoBlobs(30)
	const alpha = 2.5
	checked := 0
	for _, spec := range engine.Catalog() {
		if spec.EvidencePrior == "" {
			continue
		}
		checked++
		tr, err := engine.NewTrainer(spec.ID, d, engine.Basis{}, map[string]any{spec.EvidencePrior: alpha})
		if err != nil {
			t.Fatal(err)
		}
		s := tr.Snapshot()
		for i := 0; i < 1000 && !s.Status.Stopped(); i++ {
			if s, err = tr.Step(); err != nil {
				t.Fatal(err)
			}
		}
		// ln p(D|a) of the trained rows at a_MAP: class 0 is t = 1,
		// h = aᵀz its log-odds (the engine's convention and
		// CompareLogistic's, whose positive class is the first present).
		a := s.Field.Rows[0]
		ll := 0.0
		for _, p := range d.Points {
			h := a[0] + a[1]*p.X + a[2]*p.Y
			if p.Class == 0 {
				ll -= softplus(-h)
			} else {
				ll -= softplus(h)
			}
		}
		rows, err := CompareLogistic(d, []NamedBasis{{msg.T("basis-none"), engine.Basis{}}}, alpha)
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) != 1 || rows[0].Group != spec.EvidenceGroup {
			t.Fatalf("%s: rows %+v", spec.ID, rows)
		}
		// Both stop at ‖∇E‖/N ≤ 1e-6 or tighter: the log-likelihoods agree
		// far below 1e-6 relative.
		if got := rows[0].LogLik; math.Abs(got-ll) > 1e-6*math.Abs(ll) {
			t.Errorf("%s: trained with %s = %g, ln p(D|a) = %.9g; the comparison's row at α = %g has %.9g",
				spec.ID, spec.EvidencePrior, alpha, ll, alpha, got)
		}
	}
	if checked == 0 {
		t.Error("no method names the prior of its evidence")
	}
}
