package api

import (
	"encoding/json"
	"math"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/wasm/pictures"
	"hyperplane/wasm/render"
)

// The network's pictures: their good calls join goodCalls and their bad
// ones badCalls, so that the contract's walks of every handler reach them.
func init() {
	goodCalls = append(goodCalls, networkCalls...)
	badCalls["hiddenSpace"] = [][]Value{{Object(`{"t": 2}`)}, {Object(`{"t": -0.5}`)}, {Object(`{"t": "half"}`)}, {Object(`{"axes": "x"}`)}}
	badCalls["backprop"] = [][]Value{{n(12)}}
	badCalls["setBackpropPoint"] = [][]Value{{n(12)}}
}

// toNetwork picks the network and takes 20 steps.
func toNetwork(t *testing.T, a *API) {
	t.Helper()
	call(t, a, "setAlgorithm", str("network"))
	call(t, a, "step", n(20))
}

// shownNet returns the field on screen, decided.
func shownNet(a *API) engine.Field {
	s := a.App.S.Training().Shown()
	return a.App.S.Assessment().Decided(&s)
}

// decodeAs returns v's JSON decoded into T.
func decodeAs[T any](t *testing.T, v any) T {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out T
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatalf("%v: %.200s", err, data)
	}
	return out
}

type hiddenAnswer struct {
	OK     bool        `json:"ok"`
	Units  int         `json:"units"`
	T      float64     `json:"t"`
	Points [][]float64 `json:"points"`
	Grid   [][][]float64
	Line   []float64 `json:"line"`
}

type backpropAnswer struct {
	OK        bool        `json:"ok"`
	Point     int         `json:"point"`
	H         []float64   `json:"h"`
	Delta     []float64   `json:"delta"`
	Grad      [][]float64 `json:"grad"`
	Rows      [][]float64 `json:"rows"`
	Next      [][]float64 `json:"next"`
	Eta       float64     `json:"eta"`
	Magnified float64     `json:"magnified"`
}

var networkCalls = []goodCall{
	// The default network (two tanh units) after 20 steps: each of the
	// twelve points at the image h = g(Wz) of the engine's forward pass,
	// the grid of the test screen carried there, the output's boundary
	// the output row (the second row of two classes being 0).
	{name: "hiddenSpace", prep: toNetwork, args: []Value{Object(`{"t": 1}`)}, check: func(t *testing.T, a *API, v any) {
		h := decodeAs[hiddenAnswer](t, v)
		f := shownNet(a)
		if !h.OK || h.Units != 2 || len(h.Points) != 12 || len(h.Grid) == 0 {
			t.Fatalf("hiddenSpace: ok %v, %d units, %d points, %d grid lines", h.OK, h.Units, len(h.Points), len(h.Grid))
		}
		for i, p := range a.App.S.Doc().Points() {
			pass, _ := engine.NetworkForward(&f, p.X, p.Y)
			if math.Abs(h.Points[i][0]-pass.H[0]) > 1e-12 || math.Abs(h.Points[i][1]-pass.H[1]) > 1e-12 {
				t.Errorf("point %d at %v, its image %v", i, h.Points[i], pass.H)
			}
		}
		v0 := f.Network.Output[0]
		for i := range v0 {
			if math.Abs(h.Line[i]-v0[i]) > 1e-12 {
				t.Errorf("the boundary %v, the output row %v", h.Line, v0)
			}
		}
	}},
	// backprop(3): point 3's hidden deltas and the step −η δⱼ z of each
	// hidden row, η the setting's.
	{name: "backprop", prep: toNetwork, args: []Value{n(3)}, check: func(t *testing.T, a *API, v any) {
		b := decodeAs[backpropAnswer](t, v)
		eta := a.App.S.Training().Settings()["eta"].(float64)
		if !b.OK || b.Point != 3 || len(b.Delta) != 2 || b.Eta != eta {
			t.Fatalf("backprop(3): %+v", b)
		}
		p := a.App.S.Doc().Points()[3]
		z := []float64{1, p.X, p.Y}
		for j := range b.Rows {
			for q := range z {
				if want := b.Rows[j][q] - eta*b.Delta[j]*z[q]; math.Abs(b.Next[j][q]-want) > 1e-12 {
					t.Errorf("unit %d's row after the step: %v, want %v at %d", j, b.Next[j], want, q)
				}
			}
		}
	}},
	// setBackpropPoint(4) chooses point 4: backprop() answers for it, and
	// the plot rings it.
	{name: "setBackpropPoint", prep: toNetwork, args: []Value{n(4)}, check: func(t *testing.T, a *API, v any) {
		if got := a.App.S.Network().Probe(); got != 4 {
			t.Fatalf("the chosen point is %d", got)
		}
		b := decodeAs[backpropAnswer](t, call(t, a, "backprop"))
		if b.Point != 4 {
			t.Errorf("backprop() answers for point %d", b.Point)
		}
		ns := NetStepOf(a.App.S, a.Screen.Camera())
		p := a.App.S.Doc().Points()[4]
		if ns == nil || ns.Chosen == nil || *ns.Chosen != (engine.Vec2{X: p.X, Y: p.Y}) || ns.Rows != nil {
			t.Errorf("the plot draws %+v; the point is %v, and the view's backprop switch is off", ns, p)
		}
	}},
}

// TestNetworkPicturesUnavailable: on the perceptron the hidden space and
// backpropagation answer {ok: false} with the catalog's reason, and the
// plot draws nothing of them.
func TestNetworkPicturesUnavailable(t *testing.T) {
	a := newTestAPI(t)
	for name, id := range map[string]string{"hiddenSpace": "network-space-none", "backprop": "network-backprop-none"} {
		v := call(t, a, name).(map[string]any)
		if tx, ok := v["error"].(msg.Text); v["ok"] != false || !ok || tx.ID != id {
			t.Errorf("%s on the perceptron: %v", name, v)
		}
	}
	if ns := NetStepOf(a.App.S, a.Screen.Camera()); ns != nil {
		t.Errorf("the perceptron's plot draws %+v", ns)
	}
}

// TestBackpropBatchArrows: with the view's backprop switch on and no
// point chosen, the plot draws the full batch's step: backprop() is the
// batch (point −1), its rows after the step are the rows less η times
// the batch gradient, and the overlay's arrows are render.StepArrows of
// them, magnified as backprop() says.
func TestBackpropBatchArrows(t *testing.T) {
	a := newTestAPI(t)
	toNetwork(t, a)
	call(t, a, "setView", Object(`{"backprop": true, "boundary": true}`))
	b := decodeAs[backpropAnswer](t, call(t, a, "backprop"))
	if b.Point != -1 || len(b.Grad) != 2 {
		t.Fatalf("backprop() with no point chosen: %+v", b)
	}
	for j := range b.Rows {
		for q := range b.Rows[j] {
			if want := b.Rows[j][q] - b.Eta*b.Grad[j][q]; math.Abs(b.Next[j][q]-want) > 1e-12 {
				t.Errorf("unit %d after the batch step: %v, want %v at %d", j, b.Next[j], want, q)
			}
		}
	}
	ns := NetStepOf(a.App.S, a.Screen.Camera())
	if ns == nil || ns.Chosen != nil || len(ns.Rows) != 2 {
		t.Fatalf("the plot draws %+v", ns)
	}
	shapes, k := render.StepArrows(ns.Rows, ns.Next, nil, a.Screen.Camera(), render.UnitColor)
	if k != b.Magnified || len(shapes) == 0 {
		t.Errorf("%d shapes magnified %v times; backprop() says %v", len(shapes), k, b.Magnified)
	}
}

// TestBackpropBatchLiveAndHistory: the batch's step of the live model
// (the trainer's own slope) is pictures.BatchStep's over the training
// points, to 1e-12; scrubbed back to step 5 it is BatchStep's over the
// weights of that step, with the same learning rate and decay.
func TestBackpropBatchLiveAndHistory(t *testing.T) {
	a := newTestAPI(t)
	toNetwork(t, a)
	set := a.App.S.Training().Settings()
	eta, decay := set["eta"].(float64), set["decay"].(float64)
	check := func(when string) {
		t.Helper()
		b := decodeAs[backpropAnswer](t, call(t, a, "backprop"))
		snap := a.App.S.Training().Shown()
		want, err := pictures.BatchStep(&snap.Field, a.App.S.Training().Partition().Train.Points, eta, decay, false)
		if err != nil {
			t.Fatal(err)
		}
		for j := range want.Grad {
			for q := range want.Grad[j] {
				if math.Abs(b.Grad[j][q]-want.Grad[j][q]) > 1e-12*(1+math.Abs(want.Grad[j][q])) {
					t.Errorf("%s: unit %d's gradient %v, the points' %v", when, j, b.Grad[j], want.Grad[j])
				}
			}
		}
	}
	check("live")
	call(t, a, "scrub", n(5))
	if a.App.S.Training().Cursor() < 0 {
		t.Fatal("scrub(5) left the live model on screen")
	}
	check("step 5")
}
