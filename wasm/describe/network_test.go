package describe

import (
	"strings"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/scene"
	"hyperplane/wasm/session"
)

// TestDescribeNetwork: a network's description says what its boundary is
// ("a curved boundary of a network of 2 step units"), and each unit's line
// in the words of a boundary line: the OR unit x + y = ½ crosses the view
// [−1, 2]² at the left edge at y = 1.5 and the bottom at x = 1.5 (x + y =
// ½ with x = −1, and with y = −1), its arrow (1, 1) to the upper right,
// and its outgoing weight |1| = 1; the AND unit x + y = 3/2 crosses the
// top at x = −0.5 and the right edge at y = −0.5.
func TestDescribeNetwork(t *testing.T) {
	sc := scene.DefaultScene()
	sc.Points = []engine.Point{{X: 0, Y: 0, Class: 1}, {X: 1, Y: 1, Class: 1}, {X: 1, Y: 0, Class: 0}, {X: 0, Y: 1, Class: 0}}
	sc.Algorithm = "network"
	sc.Params = map[string]any{"retrain": false}
	sc.Viewport = scene.Viewport{MinX: -1, MaxX: 2, MinY: -1, MaxY: 2}
	se := session.New(sc)
	n := engine.Network{Activation: engine.ActivationStep,
		Hidden: [][]float64{{-0.5, 1, 1}, {-1.5, 1, 1}}, Output: [][]float64{{-0.5, 1, -1}}}
	if err := se.Network().Set(n); err != nil {
		t.Fatal(err)
	}
	d := Of(Plot{S: se, Box: sc.Viewport, Step: 0.5})
	if !strings.Contains(en(t, d.Text), "A curved boundary of a network of 2 step units") {
		t.Errorf("the description does not say what the boundary is:\n%s", en(t, d.Text))
	}
	if len(d.Units) != 2 {
		t.Fatalf("%d units described", len(d.Units))
	}
	u := d.Units[0]
	if u.Line == nil || u.Outgoing != 1 || en(t, u.Toward) != en(t, Toward(1, 1)) {
		t.Errorf("unit 1: %+v", u)
	}
	// The words are those of the line x + y = ½ as a boundary would be
	// said: computed by Line.Words from the row itself.
	want := en(t, (Line{W0: -0.5, W1: 1, W2: 1}).Words(sc.Viewport, 0.5))
	if en(t, u.Words) != want || !strings.Contains(en(t, u.Words), "crossing the left edge at y = 1.5 and the bottom at x = 1.5") {
		t.Errorf("unit 1's words %q, want %q", en(t, u.Words), want)
	}
	for _, s := range []string{"Unit 1: " + want + ", its arrow " + en(t, Toward(1, 1)) + ", outgoing weights 1.",
		"Unit 2: a line from the upper left to the lower right, crossing the top at x = −0.5 and the right edge at y = −0.5"} {
		if !strings.Contains(en(t, d.Text), s) {
			t.Errorf("the full text lacks %q:\n%s", s, en(t, d.Text))
		}
	}
	if d.Mistakes[0]+d.Mistakes[1] != 0 {
		t.Errorf("mistakes %v on XOR by hand", d.Mistakes)
	}
}
