package session

import (
	"math"
	"reflect"
	"testing"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// xorNetwork returns a session of the four points of XOR (class 1 where
// exactly one coordinate is 1) training the network with the parameters
// given.
func xorNetwork(t *testing.T, params map[string]any) *Session {
	t.Helper()
	a := twoPoints(t)
	ps := []engine.Point{{X: 0, Y: 0, Class: 1}, {X: 1, Y: 1, Class: 1}, {X: 1, Y: 0, Class: 0}, {X: 0, Y: 1, Class: 0}}
	if err := a.Doc().SetPoints(ps, 2); err != nil {
		t.Fatal(err)
	}
	if err := a.Training().SetAlgorithm("network"); err != nil {
		t.Fatal(err)
	}
	if params != nil {
		if err := a.Training().SetParams(params); err != nil {
			t.Fatal(err)
		}
	}
	return a
}

// orAnd is the hand-built XOR of engine's TestNetworkXORByHand: an OR unit
// and an AND unit of steps, and an output that fires for OR and not AND.
var orAnd = engine.Network{Activation: engine.ActivationStep,
	Hidden: [][]float64{{-0.5, 1, 1}, {-1.5, 1, 1}}, Output: [][]float64{{-0.5, 1, -1}}}

// TestSetNetwork: weights set by hand become the step activation's
// parameters (the defaults are tanh), classify XOR, are the scene's start
// (a reset starts from them, a saved scene holds them), and undo takes the
// whole edit back, parameters and weights; another seed drops them.
func TestSetNetwork(t *testing.T) {
	a := xorNetwork(t, map[string]any{"retrain": false})
	tr, nw := a.Training(), a.Network()
	before, _ := nw.Weights()
	if err := nw.Set(orAnd); err != nil {
		t.Fatal(err)
	}
	if got := tr.Settings()["activation"]; got != "step" {
		t.Errorf("activation %v after setting a network of steps", got)
	}
	if s := tr.Shown(); s.Mistakes != 0 {
		t.Errorf("%d mistakes on XOR by hand", s.Mistakes)
	}
	tr.Reset()
	if n, _ := nw.Weights(); !reflect.DeepEqual(n.Hidden, orAnd.Hidden) || !reflect.DeepEqual(n.Output, orAnd.Output) {
		t.Errorf("after a reset the network is %+v, want the weights set by hand", n)
	}
	sc := a.Scene()
	if sc.Network == nil || !reflect.DeepEqual(sc.Network.Hidden, orAnd.Hidden) {
		t.Errorf("the scene's network is %+v", sc.Network)
	}
	b := New(sc)
	if n, _ := b.Network().Weights(); !reflect.DeepEqual(n.Hidden, orAnd.Hidden) {
		t.Errorf("a session of the saved scene starts from %+v", n.Hidden)
	}
	if !a.Doc().Undo() {
		t.Fatal("nothing to undo")
	}
	if n, _ := nw.Weights(); !reflect.DeepEqual(n, before) || tr.Settings()["activation"] != "tanh" || a.Scene().Network != nil {
		t.Errorf("after undo: %+v, activation %v, scene network %v; want the seed's tanh network", n, tr.Settings()["activation"], a.Scene().Network)
	}
	if !a.Doc().Redo() {
		t.Fatal("nothing to redo")
	}
	if n, _ := nw.Weights(); !reflect.DeepEqual(n.Hidden, orAnd.Hidden) {
		t.Errorf("after redo: %+v", n.Hidden)
	}
	if err := tr.SetParams(map[string]any{"init": 7.0}); err != nil {
		t.Fatal(err)
	}
	if a.Scene().Network != nil {
		t.Error("another seed kept the weights set by hand")
	}
	bad := []engine.Network{
		{Activation: engine.ActivationTanh, Hidden: [][]float64{{0, 1, 1, 1}}, Output: [][]float64{{0, 1}}},
		{Activation: engine.ActivationTanh, Hidden: [][]float64{{0, 1, 1}}, Output: [][]float64{{0, 1}, {0, 1}, {0, 1}}},
		{Activation: engine.ActivationBasis, Output: [][]float64{{0, 1, 1}}},
	}
	kept, _ := nw.Weights()
	for i, n := range bad {
		if err := nw.Set(n); err == nil {
			t.Errorf("bad network %d was set", i)
		}
	}
	if n, _ := nw.Weights(); !reflect.DeepEqual(n, kept) {
		t.Errorf("a refused network changed the weights")
	}
	if err := tr.SetAlgorithm("perceptron"); err != nil {
		t.Fatal(err)
	}
	if err := nw.Set(orAnd); err != ErrNotNetwork {
		t.Errorf("setNetwork with the perceptron: %v", err)
	}
}

// TestDragUnit: moving a unit's line through a point and turning it about
// a point set its weights as the geometry says (the line passes through
// the point, at the angle asked for, with ‖w‖ kept), the output retrains
// when the method asks, and the whole drag is one step of undo.
func TestDragUnit(t *testing.T) {
	a := xorNetwork(t, nil)
	nw := a.Network()
	start, _ := nw.Weights()
	depth, _ := a.Doc().UndoDepth() // the points' edit
	if err := nw.BeginUnitDrag(1); err != nil {
		t.Fatal(err)
	}
	if err := nw.MoveUnit(0.3, 0.9); err != nil {
		t.Fatal(err)
	}
	n, _ := nw.Weights()
	w := n.Hidden[1]
	if h := w[0] + w[1]*0.3 + w[2]*0.9; math.Abs(h) > 1e-12 {
		t.Errorf("the moved line misses (0.3, 0.9) by h = %v", h)
	}
	if w[1] != start.Hidden[1][1] || w[2] != start.Hidden[1][2] {
		t.Errorf("moving turned the line: %v, was %v", w, start.Hidden[1])
	}
	if reflect.DeepEqual(n.Output, start.Output) {
		t.Error("the output did not retrain after the move")
	}
	theta := 0.7
	if err := nw.TurnUnit(0.5, 0.5, theta); err != nil {
		t.Fatal(err)
	}
	n, _ = nw.Weights()
	w = n.Hidden[1]
	norm := math.Hypot(start.Hidden[1][1], start.Hidden[1][2])
	if math.Abs(math.Hypot(w[1], w[2])-norm) > 1e-12 || math.Abs(w[0]+w[1]*0.5+w[2]*0.5) > 1e-12 {
		t.Errorf("turned: %v, want ‖w‖ = %v through (0.5, 0.5)", w, norm)
	}
	// The direction (cos θ, sin θ) is along the line: w is normal to it.
	if d := w[1]*math.Cos(theta) + w[2]*math.Sin(theta); math.Abs(d) > 1e-12 {
		t.Errorf("turned to %v: w·(cos θ, sin θ) = %v", theta, d)
	}
	if n.Hidden[0][0] != start.Hidden[0][0] {
		t.Error("the drag moved another unit")
	}
	nw.EndUnitDrag()
	if !a.Doc().Undo() {
		t.Fatal("nothing to undo")
	}
	if n, _ := nw.Weights(); !reflect.DeepEqual(n, start) {
		t.Errorf("after undo the network is %+v, want %+v", n, start)
	}
	if u, _ := a.Doc().UndoDepth(); u != depth {
		t.Errorf("%d steps of undo after undoing the drag, want %d", u, depth)
	}
	// A drag that moves nothing leaves no step.
	nw.BeginUnitDrag(0)
	nw.EndUnitDrag()
	if u, _ := a.Doc().UndoDepth(); u != depth {
		t.Errorf("%d steps of undo after an empty drag, want %d", u, depth)
	}
	if err := nw.MoveUnit(1, 1); err == nil {
		t.Error("a move without a drag")
	}
}

// TestSwapFlipUnits: swapping and flipping keep the network's function
// (its scores at the points) and are a step of undo each; ReLU's flip is
// refused.
func TestSwapFlipUnits(t *testing.T) {
	a := xorNetwork(t, map[string]any{"hidden": 3.0})
	tr, nw := a.Training(), a.Network()
	scores := func() []float64 {
		var out []float64
		for _, p := range a.Scene().Points {
			s, err := a.Assessment().Scores(p.X, p.Y)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, s.Scores...)
		}
		return out
	}
	was := scores()
	depth, _ := a.Doc().UndoDepth()
	if err := nw.SwapUnits(0, 2); err != nil {
		t.Fatal(err)
	}
	if err := nw.FlipUnit(1); err != nil {
		t.Fatal(err)
	}
	for i, s := range scores() {
		if math.Abs(s-was[i]) > 1e-12 {
			t.Errorf("score %d is %v after a swap and a flip, was %v", i, s, was[i])
		}
	}
	if u, _ := a.Doc().UndoDepth(); u != depth+2 {
		t.Errorf("%d steps of undo, want %d", u, depth+2)
	}
	if err := tr.SetParams(map[string]any{"activation": "relu"}); err != nil {
		t.Fatal(err)
	}
	if err := nw.FlipUnit(0); err == nil {
		t.Error("a ReLU unit was flipped")
	}
	if err := nw.SwapUnits(0, 5); err == nil {
		t.Error("a swap with unit 6 of 3")
	}
}

// TestNetworkSceneRefused: a scene whose network weights do not fit its
// basis, or whose method is not a network, is refused by Validate.
func TestNetworkSceneRefused(t *testing.T) {
	sc := scene.DefaultScene()
	sc.Algorithm = "network"
	sc.Network = &engine.Network{Activation: engine.ActivationTanh, Hidden: [][]float64{{0, 1}}, Output: [][]float64{{0, 1}}}
	if err := sc.Validate(); err == nil {
		t.Error("a hidden row of two weights in the plane was accepted")
	}
	sc.Network = orAnd.Clone()
	sc.Algorithm = "perceptron"
	if err := sc.Validate(); err == nil {
		t.Error("network weights with the perceptron were accepted")
	}
	sc.Normalize()
	if sc.Network != nil {
		t.Error("Normalize kept network weights for the perceptron")
	}
}

// TestNetworkAssessed: the network goes through everything the other
// methods do: the decision stage's priors reweight its posteriors, the
// evaluation grades
// it (its confusion counts the four points), the cross-validation runs it
// on every fold, and a compared network trains beside the perceptron.
func TestNetworkAssessed(t *testing.T) {
	a := xorNetwork(t, nil)
	a.Training().Train(2000, 10*time.Second)
	ev, err := a.Assessment().Evaluation()
	if err != nil || ev.Train.N != 4 || ev.Train.Accuracy != 1 {
		t.Fatalf("evaluation: %+v, %v", ev.Train, err)
	}
	if err := a.Assessment().SetDecision(engine.Decision{Priors: []float64{0.99, 0.01}}); err != nil {
		t.Fatal(err)
	}
	ev, _ = a.Assessment().Evaluation()
	// Under priors π the posteriors are the model's p reweighted by π and
	// normalized (Bishop eq. 1.82): p'₁ = p₁π₁/(p₁π₁ + p₂π₂).
	for _, x := range [][2]float64{{0.5, 0.5}, {0.2, 0.9}, {-0.3, 0.1}, {0.6, 0.55}} {
		s, _ := a.Assessment().Scores(x[0], x[1])
		p1, p2 := s.Scores[0]*0.99, s.Scores[1]*0.01
		if want := p1 / (p1 + p2); s.Posteriors == nil || math.Abs(s.Posteriors[0]-want) > 1e-12 {
			t.Errorf("at %v: posteriors %v under the priors, the model's %v give %v", x, s.Posteriors, s.Scores, want)
		}
	}
	a.Assessment().SetDecision(engine.Decision{})
	if err := a.Assessment().StartCV(2, 1, nil); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 1000 && !a.Assessment().CV().Done; i++ {
		a.Assessment().AdvanceCV(50 * time.Millisecond)
	}
	if cv := a.Assessment().CV(); !cv.Done || len(cv.Results) != 1 {
		t.Errorf("cross-validation: %+v", cv)
	}
	v := a.Plot().View()
	v.Compare = []string{"perceptron"}
	if err := a.Plot().SetView(v); err != nil {
		t.Fatal(err)
	}
	if err := a.Training().SetAlgorithm("perceptron"); err != nil {
		t.Fatal(err)
	}
	v.Compare = []string{"network"}
	a.Plot().SetView(v)
	for i := 0; i < 200; i++ {
		a.Compared().Advance(20 * time.Millisecond)
	}
	c := a.Compared().List()
	if len(c) != 1 || !c[0].Err().IsZero() || c[0].Snapshot().Field.Network == nil {
		t.Errorf("the compared network: %d compared, %+v", len(c), c)
	}
}

// TestNetworkProbe: the point whose backpropagation is shown is one of the
// points or none (−1): a point that is not one is refused and changes
// nothing, choosing the same point again is not a change of the picture,
// and a point that is gone is no longer chosen. The slope is the trainer's
// for a network, live only while the snapshot on screen is the trainer's
// own (not a step of the history), and absent for another method.
func TestNetworkProbe(t *testing.T) {
	a := xorNetwork(t, nil)
	nw := a.Network()
	a.Training().Step(3, time.Second)
	if _, live, ok := nw.Slope(); !ok || !live {
		t.Errorf("the network's slope after 3 steps: ok %v live %v, want both", ok, live)
	}
	a.Training().Scrub(0)
	if _, live, ok := nw.Slope(); !ok || live {
		t.Errorf("the slope with the history's step 0 on screen: ok %v live %v, want ok and not live", ok, live)
	}
	if got := nw.Probe(); got != -1 {
		t.Fatalf("a new session's probe %d, want -1", got)
	}
	// The four points of XOR are 0..3: −2 and 4 are not points.
	for _, i := range []int{-2, 4} {
		if err := nw.SetProbe(i); err == nil {
			t.Errorf("SetProbe(%d) of 4 points: no error", i)
		}
		if got := nw.Probe(); got != -1 {
			t.Errorf("after SetProbe(%d) refused: probe %d, want -1", i, got)
		}
	}
	if err := nw.SetProbe(2); err != nil {
		t.Fatal(err)
	}
	v := a.Versions().Picture
	if err := nw.SetProbe(2); err != nil || nw.Probe() != 2 || a.Versions().Picture != v {
		t.Errorf("SetProbe(2) again: err %v, probe %d, picture version %d → %d; want 2, unchanged", err, nw.Probe(), v, a.Versions().Picture)
	}
	// Two points removed leave points 0 and 1: point 2 is gone.
	for range 2 {
		if err := a.Doc().RemovePoint(0); err != nil {
			t.Fatal(err)
		}
	}
	if got := nw.Probe(); got != -1 {
		t.Errorf("probe %d with 2 points left, want -1 (point 2 is gone)", got)
	}

	if err := a.Training().SetAlgorithm("perceptron"); err != nil {
		t.Fatal(err)
	}
	if _, _, ok := nw.Slope(); ok {
		t.Error("a perceptron has a network's slope")
	}
}
