package scene

import (
	"math"
	"testing"

	"hyperplane/engine"
)

// TestAxesSurviveLinks: a scene's axes go through a share link and a
// scene file unchanged, and bad axes are refused.
func TestAxesSurviveLinks(t *testing.T) {
	s := DefaultScene()
	s.Points = []engine.Point{{X: 1, Y: 2, Class: 0}, {X: 3, Y: 4, Class: 1}}
	s.Axes = Axes{X: Axis{Name: "petal length (cm)", Mean: 3.758, SD: 1.7653, Units: "standard units"},
		Y: Axis{Name: "petal width (cm)"}, Dataset: "iris"}
	l, err := EncodeLink(s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeLink(l)
	if err != nil {
		t.Fatal(err)
	}
	if back.Axes != s.Axes {
		t.Fatalf("axes through a link: %+v, want %+v", back.Axes, s.Axes)
	}
	data, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if file, err := ParseScene(data); err != nil || file.Axes != s.Axes {
		t.Fatalf("axes through a file: %+v, %v", file.Axes, err)
	}
	for _, bad := range []Axes{{X: Axis{SD: -1}}, {Y: Axis{Mean: math.Inf(1)}}} {
		c := s.Clone()
		c.Axes = bad
		if _, err := EncodeLink(c); err == nil {
			t.Fatalf("axes %+v were accepted", bad)
		}
	}
	// A scene without axes writes none.
	plain, _ := DefaultScene().Encode()
	if contains(plain, `"axes"`) {
		t.Fatalf("a scene without axes wrote them: %s", plain)
	}
}

func contains(b []byte, s string) bool {
	for i := 0; i+len(s) <= len(b); i++ {
		if string(b[i:i+len(s)]) == s {
			return true
		}
	}
	return false
}
