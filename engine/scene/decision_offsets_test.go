package scene

import (
	"reflect"
	"strings"
	"testing"

	"hyperplane/engine"
)

// TestSceneKeepsOffsets: a three-class scene's per-class offsets survive
// its JSON and its share link; offsets in a two-class scene (or of the
// wrong count) are dropped with a warning and the scene still opens; a
// two-class document of before the offsets reads as it did.
func TestSceneKeepsOffsets(t *testing.T) {
	s := DefaultScene()
	s.Classes = append(s.Classes, ClassInfo{Name: "third"})
	s.Points = append(s.Points, engine.Point{X: 1, Y: 1, Class: 2})
	s.Decision = engine.Decision{Offsets: []float64{0, -0.75, 2.5}, Priors: []float64{1, 1, 2}}
	data, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseScene(data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Decision, s.Decision) {
		t.Fatalf("the decision came back as %+v", back.Decision)
	}
	link, err := EncodeLink(s)
	if err != nil {
		t.Fatal(err)
	}
	viaLink, err := DecodeLink(link)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(viaLink.Decision, s.Decision) {
		t.Fatalf("through the link the decision came back as %+v", viaLink.Decision)
	}
	short := strings.Replace(string(data), `"offsets":[0,-0.75,2.5]`, `"offsets":[0,1]`, 1)
	back, err = ParseScene([]byte(short))
	if err != nil {
		t.Fatal(err)
	}
	if !back.Decision.IsZero() || len(back.Warnings) == 0 || len(back.Points) != len(s.Points) {
		t.Fatalf("two offsets for three classes: %+v, warnings %v", back.Decision, back.Warnings)
	}
	old := DefaultScene()
	old.Decision = engine.Decision{Threshold: 0.25}
	data, _ = old.Encode()
	if strings.Contains(string(data), "offsets") {
		t.Errorf("a two-class decision is written with offsets: %s", data)
	}
	if back, err := ParseScene(data); err != nil || back.Decision.Threshold != 0.25 || back.Decision.Offsets != nil {
		t.Errorf("a two-class threshold came back as %+v (%v)", back.Decision, err)
	}
}
