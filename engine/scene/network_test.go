package scene

import (
	"reflect"
	"strings"
	"testing"

	"hyperplane/engine"
)

// netScene is a scene of the network with its settings and weights set by
// hand (XOR by OR and AND units).
func netScene() Scene {
	s := DefaultScene()
	s.Algorithm = "network"
	s.Params = map[string]any{"activation": "step", "hidden": 2.0, "retrain": false, "init": 7.0}
	s.Network = &engine.Network{Activation: engine.ActivationStep, Loss: engine.LossCrossEntropy,
		Hidden: [][]float64{{-0.5, 1, 1}, {-1.5, 1, 1}}, Output: [][]float64{{-0.5, 1, -1}}}
	return s
}

// TestNetworkSurvivesLinkAndFile: the network's settings and its weights
// set by hand come back exactly from a share link and from a scene file.
func TestNetworkSurvivesLinkAndFile(t *testing.T) {
	s := netScene()
	link, err := EncodeLink(s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeLink(link)
	if err != nil {
		t.Fatal(err)
	}
	data, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	file, err := ParseScene(data)
	if err != nil {
		t.Fatal(err)
	}
	for name, got := range map[string]Scene{"link": back, "file": file} {
		if !reflect.DeepEqual(got.Network, s.Network) || !reflect.DeepEqual(got.Params, s.Params) {
			t.Errorf("%s: network %+v, params %v; want %+v, %v", name, got.Network, got.Params, s.Network, s.Params)
		}
	}
}

// TestNetworkSceneChecked: a scene file whose weights do not fit the plane
// (a hidden row of four weights), or that gives weights to a method that
// is not a network, is refused with a message that says so.
func TestNetworkSceneChecked(t *testing.T) {
	for _, c := range []struct{ doc, want string }{
		{`{"version": 1, "algorithm": "network", "network": {"activation": "tanh", "loss": "cross-entropy", "hidden": [[0, 1, 1, 1]], "output": [[0, 1]]}}`, "hidden unit 1 has 4 weights"},
		{`{"version": 1, "algorithm": "network", "network": {"activation": "sine", "hidden": [[0, 1, 1]], "output": [[0, 1]]}}`, "unknown activation"},
	} {
		if _, err := ParseScene([]byte(c.doc)); err == nil || !strings.Contains(enErr(t, err), c.want) {
			t.Errorf("%s: %v, want an error saying %q", c.doc, enErr(t, err), c.want)
		}
	}
	s := netScene()
	s.Algorithm = "perceptron"
	if err := s.Validate(); err == nil {
		t.Error("weights of a network with the perceptron were accepted")
	}
}
