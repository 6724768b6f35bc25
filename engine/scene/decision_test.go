package scene

import (
	"strings"
	"testing"

	"hyperplane/engine"
)

// TestSceneKeepsDecision: a scene's decision stage survives its JSON, and
// one that does not fit the classes is dropped with a warning.
func TestSceneKeepsDecision(t *testing.T) {
	s := DefaultScene()
	s.Decision = engine.Decision{Priors: []float64{1, 3}, Loss: [][]float64{{0, 2}, {1, 0}}, Reject: 0.7, Threshold: -0.5}
	data, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseScene(data)
	if err != nil {
		t.Fatal(err)
	}
	d := back.Decision
	if len(d.Priors) != 2 || d.Priors[1] != 3 || d.Loss[0][1] != 2 || d.Reject != 0.7 || d.Threshold != -0.5 {
		t.Fatalf("the decision came back as %+v", d)
	}
	bad := strings.Replace(string(data), `"priors":[1,3]`, `"priors":[1,3,5]`, 1)
	back, err = ParseScene([]byte(bad))
	if err != nil {
		t.Fatal(err)
	}
	if !back.Decision.IsZero() || len(back.Warnings) == 0 {
		t.Fatalf("a decision with three priors for two classes: %+v, warnings %v", back.Decision, back.Warnings)
	}
	// The zero decision is left out of the document.
	plain, _ := DefaultScene().Encode()
	if strings.Contains(string(plain), "decision") {
		t.Errorf("the default scene's JSON names a decision: %s", plain)
	}
}
