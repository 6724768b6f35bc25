package api

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"testing"

	"hyperplane/wasm/session"
)

// burstPoints returns n points of two overlapping Gaussian blobs (means
// (−1, 0) and (1, 0), σ = 1.2), seeded: not separable, so that the
// perceptron's Novikoff γ is worked for in full at every refit.
func burstPoints(n int) [][3]float64 {
	r := rand.New(rand.NewPCG(48, 1))
	out := make([][3]float64, n)
	for i := range out {
		c := float64(i % 2)
		out[i] = [3]float64{2*c - 1 + 1.2*r.NormFloat64(), 1.2 * r.NormFloat64(), c}
	}
	return out
}

// statusNums returns a status's weights and its values by key, as the page
// reads them.
func statusNums(t *testing.T, a *API) (weights []float64, values map[string]float64, step float64) {
	t.Helper()
	st := statusOf(t, a)
	w := st["weights"].(map[string]any)
	for _, v := range w["w0"].([]any) {
		weights = append(weights, v.(float64))
	}
	for _, row := range w["w"].([]any) {
		for _, v := range row.([]any) {
			weights = append(weights, v.(float64))
		}
	}
	values = map[string]float64{}
	for _, v := range st["values"].([]any) {
		m := v.(map[string]any)
		if f, ok := m["v"].(float64); ok {
			values[m["key"].(string)] = f
		}
	}
	return weights, values, st["step"].(float64)
}

// TestAddPointBurstRefitsOnce: addPoint leaves the trainer to follow the
// points at the next call that reads it, so that a burst of additions (an
// embedding page's commands) refits once. For a closed form (least
// squares) and an iterative method (the perceptron, whose Novikoff γ is
// computed at every refit), 180 additions after 20 points leave the
// trainer stale and the history as it was; the next status brings it up to
// date in one refit (least squares counts a step per fit: one more, not
// 180), and its weights and values are those of the same 200 points given
// at once to a fresh session by setPoints (the independent computation).
// Each addition stays one undo step.
func TestAddPointBurstRefitsOnce(t *testing.T) {
	all := burstPoints(200)
	js := func(p [][3]float64) Value {
		data, _ := json.Marshal(p)
		return Object(string(data))
	}
	for _, method := range []string{"least-squares", "perceptron"} {
		t.Run(method, func(t *testing.T) {
			a := newTestAPI(t)
			call(t, a, "setAlgorithm", str(method))
			call(t, a, "setPoints", js(all[:20]))
			_, _, step0 := statusNums(t, a)
			hist0 := len(a.App.S.Training().History())
			undo0, _ := a.App.S.Doc().UndoDepth()
			for _, p := range all[20:] {
				call(t, a, "addPoint", n(p[0]), n(p[1]), n(p[2]))
			}
			if !a.App.S.Training().Stale() || len(a.App.S.Training().History()) != hist0 {
				t.Errorf("after the burst: stale %v, history %d (was %d): the trainer refitted during the burst",
					a.App.S.Training().Stale(), len(a.App.S.Training().History()), hist0)
			}
			if u, _ := a.App.S.Doc().UndoDepth(); u != undo0+180 {
				t.Errorf("undo depth %d after 180 additions, want %d", u, undo0+180)
			}
			w, vals, step := statusNums(t, a)
			if a.App.S.Training().Stale() {
				t.Error("the status left the trainer stale")
			}
			if method == "least-squares" && step != step0+1 {
				t.Errorf("least squares at step %v after the burst, want %v: one fit", step, step0+1)
			}

			b := newTestAPI(t)
			call(t, b, "setAlgorithm", str(method))
			call(t, b, "setPoints", js(all))
			wantW, wantVals, _ := statusNums(t, b)
			if len(w) != len(wantW) {
				t.Fatalf("weights %v, want %v", w, wantW)
			}
			for i := range w {
				if math.Abs(w[i]-wantW[i]) > 1e-12*math.Max(1, math.Abs(wantW[i])) {
					t.Errorf("weight %d: %v after the burst, %v from setPoints", i, w[i], wantW[i])
				}
			}
			for k, v := range wantVals {
				if k == "step" || k == "epoch" {
					continue
				}
				if got, ok := vals[k]; !ok || math.Abs(got-v) > 1e-9*math.Max(1, math.Abs(v)) {
					t.Errorf("value %s: %v after the burst, %v from setPoints", k, got, v)
				}
			}
			if method == "perceptron" {
				if _, ok := vals["R"]; !ok {
					t.Errorf("the perceptron's values %v have no R", vals)
				}
			}
			call(t, a, "undo")
			if got := len(pts(t, a)); got != 199 {
				t.Errorf("undo after the burst leaves %d points, want 199", got)
			}
		})
	}
}

// TestAddPointOfANewClassRefitsAtOnce: a point of a class the scene does
// not have changes the classes, and the trainer follows at once.
func TestAddPointOfANewClassRefitsAtOnce(t *testing.T) {
	a := newTestAPI(t) // two classes
	call(t, a, "addPoint", n(0.5), n(0.5), n(2))
	if a.App.S.Training().Stale() || len(a.App.S.Doc().Classes()) != 3 {
		t.Errorf("stale %v, %d classes after a point of class 3", a.App.S.Training().Stale(), len(a.App.S.Doc().Classes()))
	}
}

// TestUntrainedReadsLeaveThePointsWaiting: after a click adds a point
// (the trainer follows later: session.Click), the reads that the panel's
// subscribers make at every status and that do not involve the trainer
// (tool, selection, axes, decision, crossValidation) leave the trainer
// waiting for it, while status brings it up to date first, as every other
// locked call does: the trainer's snapshot then counts the thirteenth
// point (the default scene has twelve).
func TestUntrainedReadsLeaveThePointsWaiting(t *testing.T) {
	a := newTestAPI(t)
	s := a.App.S
	if err := s.Apply(session.Gesture{Kind: session.Click, X: 0.5, Y: 0.5}); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"tool", "selection", "axes", "decision", "crossValidation"} {
		call(t, a, name)
		if !s.Training().Stale() {
			t.Fatalf("%s brought the trainer up to date", name)
		}
	}
	call(t, a, "status")
	if s.Training().Stale() {
		t.Fatal("status left the trainer waiting for the clicked point")
	}
	if n := s.Training().Shown().N; n != 13 {
		t.Errorf("the trainer has %d points, want 13", n)
	}
}
