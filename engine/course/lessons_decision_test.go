package course

import (
	"testing"

	"hyperplane/engine/evaluate"
)

// TestLessonOccam: on the lesson's points the cubic basis has the highest
// ln p(D|a_MAP) of the logistic rows, and the evidence marks the plain
// line best. Measured: ln L −62.38 (none), −61.04 (poly 2), −60.15
// (poly 3), −65.26 (RBF); Occam −6.34, −11.42, −16.60, −12.76; evidence
// −68.73, −72.46, −76.75, −78.03.
func TestLessonOccam(t *testing.T) {
	l := lesson(t, "occam-evidence")
	d := l.Scene.Dataset()
	rows, err := evaluate.CompareAll(d, l.Scene.Basis, evaluate.DefaultBases(d), 1)
	if err != nil {
		t.Fatal(err)
	}
	by := map[string]evaluate.ModelRow{}
	for _, r := range rows {
		by[en(t, r.Name)] = r
		if r.Group == "logistic" {
			t.Logf("%s: ln L %.3f, Occam %.3f, evidence %.3f, best %v", en(t, r.Name), r.LogLik, *r.Occam, *r.Evidence, r.Best)
		}
	}
	none, cubic := by["logistic, none"], by["logistic, poly 3"]
	if !(cubic.LogLik > none.LogLik) {
		t.Errorf("the cubic's ln L %v is not above the line's %v", cubic.LogLik, none.LogLik)
	}
	best := ""
	for _, r := range rows {
		for _, b := range r.Best {
			if b == "evidence" && r.Group == "logistic" {
				best = en(t, r.Name)
			}
		}
	}
	if best != "logistic, none" {
		t.Errorf("the evidence prefers %q, want the line", best)
	}
}
