package api

import (
	"encoding/json"
	"math"
	"reflect"
	"testing"
)

// orAndJSON is XOR by hand in setNetwork's form (engine's
// TestNetworkXORByHand): unit 1 OR, x + y − ½ ≥ 0, unit 2 AND,
// x + y − 3/2 ≥ 0, and the output OR and not AND.
const orAndJSON = `{"activation": "step", "hidden": [{"w": [1, 1], "b": -0.5}, {"w": [1, 1], "b": -1.5}], "output": [{"w": [1, -1], "b": -0.5}]}`

// useNetwork makes the network the method of the default scene (twelve
// points of two classes).
func useNetwork(t *testing.T, a *API) { call(t, a, "setAlgorithm", str("network")) }

func init() {
	goodCalls = append(goodCalls,
		goodCall{name: "setNetwork", prep: useNetwork, args: []Value{Object(orAndJSON)},
			check: func(t *testing.T, a *API, v any) {
				st := call(t, a, "status").(Status)
				n := st.Network
				if n == nil || n.Activation != "step" || len(n.Hidden) != 2 || len(n.Output) != 1 {
					t.Fatalf("status().network = %+v", n)
				}
				// The page's JSON, exactly the form setNetwork took.
				var got, want any
				data, _ := json.Marshal(n)
				json.Unmarshal(data, &got)
				json.Unmarshal([]byte(orAndJSON), &want)
				if st.Params["retrain"] == true {
					// The output retrained for the twelve points: only
					// the hidden layer is as set.
					got.(map[string]any)["output"], want.(map[string]any)["output"] = nil, nil
				}
				if c := got.(map[string]any)["colors"].([]any); len(c) != 2 || c[0] == c[1] {
					t.Errorf("the units' colours %v", c)
				}
				delete(got.(map[string]any), "colors")
				if !reflect.DeepEqual(got, want) {
					t.Errorf("status().network = %s, set %s", data, orAndJSON)
				}
				if st.Params["activation"] != "step" || st.Params["hidden"] != 2.0 {
					t.Errorf("the parameters after setNetwork: %v", st.Params)
				}
			}},
		goodCall{name: "swapUnits", prep: useNetwork, args: []Value{n(0), n(1)},
			check: func(t *testing.T, a *API, v any) {
				st := call(t, a, "status").(Status)
				if st.Undo == 0 || st.Network == nil {
					t.Errorf("after swapUnits: undo %d, network %+v", st.Undo, st.Network)
				}
			}},
		goodCall{name: "flipUnit", prep: useNetwork, args: []Value{n(1)},
			check: func(t *testing.T, a *API, v any) {
				before := call(t, a, "status").(Status).Network
				call(t, a, "undo")
				after := call(t, a, "status").(Status).Network
				// Undo flips unit 2 back: its weights change sign.
				for i, w := range before.Hidden[1].W {
					if math.Abs(float64(w)+float64(after.Hidden[1].W[i])) > 1e-12 {
						t.Errorf("unit 2 flipped %v, undone %v", before.Hidden[1], after.Hidden[1])
					}
				}
			}},
	)
	badCalls["setNetwork"] = [][]Value{
		{Object(`{"activation": "sine", "hidden": [{"w": [1, 1], "b": 0}], "output": [{"w": [1], "b": 0}]}`)},
		{Object(`{"activation": "tanh", "hidden": [], "output": [{"w": [], "b": 0}]}`)},
		{Object(`{"activation": "tanh", "hidden": [{"w": [1, 1]}], "output": [{"w": [1], "b": 0}]}`)},
		{Object(`{"activation": "tanh", "hidden": [{"w": [1, 1], "b": 0}], "output": [{"w": [1], "b": 0}], "extra": 1}`)},
		{Object(`{"activation": "tanh", "hidden": [{"w": ["a", 1], "b": 0}], "output": [{"w": [1], "b": 0}]}`)},
		{Object(`[1, 2]`)},
		// The default method is the perceptron: not a network.
		{Object(orAndJSON)},
	}
	badCalls["swapUnits"] = [][]Value{{n(0), n(1)}}
	badCalls["flipUnit"] = [][]Value{{n(0)}}
}

// TestSetNetworkShapes: on the network, weights of the wrong shape for the
// plane or for two classes, and more hidden units than the network may
// have, are refused and change nothing; the status carries the network
// only while the method is one.
func TestSetNetworkShapes(t *testing.T) {
	a := newTestAPI(t)
	if st := call(t, a, "status").(Status); st.Network != nil {
		t.Errorf("the perceptron's status has a network: %+v", st.Network)
	}
	useNetwork(t, a)
	before := fingerprint(t, a)
	for _, bad := range []string{
		`{"activation": "tanh", "hidden": [{"w": [1, 1, 1], "b": 0}], "output": [{"w": [1], "b": 0}]}`,
		`{"activation": "tanh", "hidden": [{"w": [1, 1], "b": 0}], "output": [{"w": [1], "b": 0}, {"w": [1], "b": 0}, {"w": [1], "b": 0}]}`,
		`{"activation": "tanh", "hidden": [{"w": [1, 1], "b": 0}], "output": [{"w": [1, 2], "b": 0}]}`,
		`{"activation": "tanh", "hidden": [{"w": [1, 1], "b": 0}, {"w": [1, 1], "b": 0}, {"w": [1, 1], "b": 0}, {"w": [1, 1], "b": 0}, {"w": [1, 1], "b": 0}, {"w": [1, 1], "b": 0}, {"w": [1, 1], "b": 0}, {"w": [1, 1], "b": 0}, {"w": [1, 1], "b": 0}], "output": [{"w": [1, 1, 1, 1, 1, 1, 1, 1, 1], "b": 0}]}`,
	} {
		if ans := a.Call("setNetwork", Object(bad)); ans.Refusal.IsZero() {
			t.Errorf("setNetwork(%s) was accepted", bad)
		}
		if after := fingerprint(t, a); after != before {
			t.Errorf("setNetwork(%s) was refused but changed the state", bad)
		}
	}
	if st := call(t, a, "status").(Status); st.Network == nil || len(st.Network.Hidden) != 2 || len(st.Network.Hidden[0].W) != 2 {
		t.Errorf("the network's status: %+v", st.Network)
	}
}
