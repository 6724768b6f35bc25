package api

import (
	"encoding/json"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/course"
	"hyperplane/engine/msg/msgtest"
	"hyperplane/engine/scene"
)

// goodCall is a call with good arguments and what its answer and the state
// after it must be. The default scene has twelve points: six of class 0
// about (2.3, 2.6) and six of class 1 about (−2.3, −2.2), separable by a
// wide margin, and the online perceptron.
type goodCall struct {
	name  string
	prep  func(t *testing.T, a *API) // runs first, on a fresh contract
	args  []Value
	check func(t *testing.T, a *API, v any)
}

// pts returns the points of the state as [x, y, class] triples.
func pts(t *testing.T, a *API) [][3]float64 {
	t.Helper()
	return call(t, a, "state").(Status).Points
}

// train trains the current method to the end.
func train(t *testing.T, a *API) Status {
	t.Helper()
	r := call(t, a, "train").(Ran)
	if r.Stopped != "done" {
		t.Fatalf("training stopped by %q after %d steps", r.Stopped, r.Steps)
	}
	return r.Status
}

func str(s string) Value { return String(s) }
func n(f float64) Value  { return Number(f) }

// linePoints returns two points of the line w0 + w1 x + w2 y = 0, far
// apart across the viewport.
func linePoints(w0, w1, w2 float64) [2][2]float64 {
	if math.Abs(w2) > math.Abs(w1) {
		return [2][2]float64{{-4, -(w0 - 4*w1) / w2}, {4, -(w0 + 4*w1) / w2}}
	}
	return [2][2]float64{{-(w0 - 4*w2) / w1, -4}, {-(w0 + 4*w2) / w1, 4}}
}

var goodCalls = append([]goodCall{
	{name: "state", check: func(t *testing.T, a *API, v any) {
		st := v.(Status)
		if len(st.Points) != 12 || st.Points[0] != [3]float64{1.5, 2, 0} || st.Points[6] != [3]float64{-2, -1.5, 1} {
			t.Errorf("points %v", st.Points)
		}
	}},
	{name: "status", check: func(t *testing.T, a *API, v any) {
		st := v.(Status)
		// The test screen: 800×600 device pixels at a ratio of 2 are
		// 400×300 CSS pixels.
		if st.Version != Version || st.NPoints != 12 || !slices.Equal(st.Counts, []int{6, 6}) || st.Points != nil ||
			st.Canvas != [3]float64{400, 300, 2} || st.Frame != 7 || st.Ticks != 9 || st.Draws != 11 {
			t.Errorf("status %+v", st)
		}
	}},
	{name: "algorithms", check: func(t *testing.T, a *API, v any) {
		if got, want := len(v.([]engine.Spec)), len(engine.CatalogIDs()); got != want {
			t.Errorf("%d algorithms, the catalog has %d", got, want)
		}
	}},
	{name: "views", check: func(t *testing.T, a *API, v any) {
		// One switch for every true/false field of the scene's View.
		if got := v.([]scene.ViewToggle); len(got) < 10 || got[0].Key != "boundary" {
			t.Errorf("views %v", got)
		}
	}},
	{name: "commands", check: func(t *testing.T, a *API, v any) {
		if len(v.([]command)) != len(a.Handlers()) {
			t.Errorf("%d commands", len(v.([]command)))
		}
	}},
	{name: "addPoint", args: []Value{n(1), n(-2), n(1)}, check: func(t *testing.T, a *API, v any) {
		p := pts(t, a)
		if len(p) != 13 || p[12] != [3]float64{1, -2, 1} {
			t.Errorf("points %v", p)
		}
	}},
	{name: "movePoint", args: []Value{n(0), n(4), n(-4)}, check: func(t *testing.T, a *API, v any) {
		if p := pts(t, a); p[0] != [3]float64{4, -4, 0} {
			t.Errorf("point 0 at %v", p[0])
		}
	}},
	{name: "removePoint", args: []Value{n(0)}, check: func(t *testing.T, a *API, v any) {
		if p := pts(t, a); len(p) != 11 || p[0] != [3]float64{2.5, 1.2, 0} {
			t.Errorf("points %v", p)
		}
	}},
	{name: "clear", check: func(t *testing.T, a *API, v any) {
		if p := pts(t, a); len(p) != 0 {
			t.Errorf("%d points left", len(p))
		}
	}},
	{name: "setPoints", args: []Value{Object(`[[0,0,0],[1,1,2]]`), n(4)}, check: func(t *testing.T, a *API, v any) {
		st := call(t, a, "state").(Status)
		if len(st.Points) != 2 || st.Points[1] != [3]float64{1, 1, 2} || len(st.Classes) != 4 {
			t.Errorf("points %v, classes %v", st.Points, st.Classes)
		}
	}},
	{name: "undo", prep: func(t *testing.T, a *API) { call(t, a, "clear") }, check: func(t *testing.T, a *API, v any) {
		if p := pts(t, a); len(p) != 12 {
			t.Errorf("%d points after undoing the clear", len(p))
		}
	}},
	{name: "redo", prep: func(t *testing.T, a *API) { call(t, a, "clear"); call(t, a, "undo") }, check: func(t *testing.T, a *API, v any) {
		if p := pts(t, a); len(p) != 0 {
			t.Errorf("%d points after redoing the clear", len(p))
		}
	}},
	{name: "setClass", args: []Value{n(1)}, check: func(t *testing.T, a *API, v any) {
		call(t, a, "addPoint", n(0), n(0)) // the class left out: the current one
		if st := call(t, a, "state").(Status); st.Class != 1 || st.Points[12][2] != 1 {
			t.Errorf("class %d, new point %v", st.Class, st.Points[12])
		}
	}},
	{name: "setClassCount", args: []Value{n(4)}, check: func(t *testing.T, a *API, v any) {
		if st := call(t, a, "status").(Status); len(st.Classes) != 4 {
			t.Errorf("%d classes", len(st.Classes))
		}
	}},
	{name: "setClassName", args: []Value{n(1), str("Versicolor")}, check: func(t *testing.T, a *API, v any) {
		if st := call(t, a, "status").(Status); st.Classes[1].Name != "Versicolor" {
			t.Errorf("classes %v", st.Classes)
		}
	}},
	{name: "setAlgorithm", args: []Value{str("logistic")}, check: func(t *testing.T, a *API, v any) {
		spec, _ := engine.Lookup("logistic")
		if st := call(t, a, "status").(Status); st.Algorithm != "logistic" || en(t, st.Name) != en(t, spec.Name) {
			t.Errorf("algorithm %q named %q", st.Algorithm, en(t, st.Name))
		}
	}},
	{name: "setParams", args: []Value{Object(`{"eta": 0.25, "margin": 1}`)}, check: func(t *testing.T, a *API, v any) {
		if p := call(t, a, "status").(Status).Params; p["eta"] != 0.25 || p["margin"] != 1.0 {
			t.Errorf("params %v", p)
		}
	}},
	{name: "setParam", args: []Value{str("eta"), n(2)}, check: func(t *testing.T, a *API, v any) {
		if p := call(t, a, "status").(Status).Params; p["eta"] != 2.0 {
			t.Errorf("params %v", p)
		}
	}},
	{name: "setBasis", args: []Value{Object(`{"kind": "poly", "degree": 3}`)}, check: func(t *testing.T, a *API, v any) {
		if b := call(t, a, "status").(Status).Basis; b.Kind != engine.BasisPoly || b.Degree != 3 {
			t.Errorf("basis %+v", b)
		}
	}},
	{name: "play", check: func(t *testing.T, a *API, v any) {
		if !call(t, a, "status").(Status).Playing {
			t.Error("not playing")
		}
	}},
	{name: "pause", prep: func(t *testing.T, a *API) { call(t, a, "play") }, check: func(t *testing.T, a *API, v any) {
		if call(t, a, "status").(Status).Playing {
			t.Error("still playing")
		}
	}},
	{name: "toggle", check: func(t *testing.T, a *API, v any) {
		if !call(t, a, "status").(Status).Playing {
			t.Error("the toggle did not play")
		}
	}},
	{name: "step", prep: lms, args: []Value{n(3)}, check: func(t *testing.T, a *API, v any) {
		// Widrow–Hoff takes one point a step and stops only when an epoch
		// changes little: three steps do not end it.
		r := v.(Ran)
		if r.Steps != 3 || r.Stopped != "count" || r.Status.Step != 3 {
			t.Errorf("step(3): %d steps, stopped %q, at step %d", r.Steps, r.Stopped, r.Status.Step)
		}
	}},
	{name: "reset", prep: func(t *testing.T, a *API) { lms(t, a); call(t, a, "step", n(3)) }, check: func(t *testing.T, a *API, v any) {
		if st := call(t, a, "status").(Status); st.Step != 0 {
			t.Errorf("at step %d after reset", st.Step)
		}
	}},
	{name: "setSplit", args: []Value{Object(`{"fraction": 0.25, "seed": 3}`)}, check: func(t *testing.T, a *API, v any) {
		sp := call(t, a, "scene").(scene.Scene).Split
		st := call(t, a, "state").(Status)
		// A quarter of each class of six, rounded: the split is
		// stratified (engine/scene/split.go), so 3 of the 12 in all or
		// 2 of each class; what matters here is that some are held out
		// and that the state lists as many as the status counts.
		if sp.Fraction != 0.25 || sp.Seed != 3 || len(st.TestPoints) == 0 || len(st.TestPoints) >= 12 {
			t.Errorf("split %+v, test points %v", sp, st.TestPoints)
		}
	}},
	{name: "setSpeed", args: []Value{n(5)}, check: func(t *testing.T, a *API, v any) {
		if sp := call(t, a, "scene").(scene.Scene).Speed; sp != 5 {
			t.Errorf("speed %v", sp)
		}
	}},
	{name: "train", check: func(t *testing.T, a *API, v any) {
		// The perceptron converges on separable data (Novikoff 1962): no
		// mistake is left when it stops.
		r := v.(Ran)
		if r.Stopped != "done" || !r.Status.Trained || r.Status.Mistakes != 0 || float64(r.Status.Accuracy) != 1 {
			t.Errorf("train: stopped %q, mistakes %d, accuracy %v", r.Stopped, r.Status.Mistakes, r.Status.Accuracy)
		}
	}},
	{name: "scores", prep: func(t *testing.T, a *API) { train(t, a) }, args: []Value{n(1), n(-0.5)}, check: func(t *testing.T, a *API, v any) {
		// The class from the weights: h = w₀ + w·x ≥ 0 decides the first
		// class (the positive one) of a two-class field.
		w := call(t, a, "status").(Status).Weights
		h := float64(w.W0[0]) + float64(w.W[0][0])*1 + float64(w.W[0][1])*-0.5
		want := 1
		if h >= 0 {
			want = 0
		}
		m := v.(map[string]any)
		if m["class"] != want || m["modelClass"] != want || m["posteriors"] != nil {
			t.Errorf("answer %v, the weights say class %d (h = %g); a perceptron has no posteriors", m, want, h)
		}
	}},
	{name: "toPixel", args: []Value{n(0), n(0)}, check: func(t *testing.T, a *API, v any) {
		// The viewport [−5, 5]² is centred on the plot of 400×300 CSS
		// pixels.
		if p := v.([]float64); math.Abs(p[0]-200) > 1e-9 || math.Abs(p[1]-150) > 1e-9 {
			t.Errorf("the origin at %v", p)
		}
	}},
	{name: "toData", args: []Value{n(200), n(150)}, check: func(t *testing.T, a *API, v any) {
		if p := v.([]float64); math.Abs(p[0]) > 1e-9 || math.Abs(p[1]) > 1e-9 {
			t.Errorf("the centre is %v", p)
		}
		// And back: toPixel inverts toData anywhere.
		d := call(t, a, "toData", n(37), n(211)).([]float64)
		if p := call(t, a, "toPixel", n(d[0]), n(d[1])).([]float64); math.Abs(p[0]-37) > 1e-9 || math.Abs(p[1]-211) > 1e-9 {
			t.Errorf("toPixel(toData(37, 211)) = %v", p)
		}
	}},
	{name: "setView", args: []Value{Object(`{"grid": false, "margins": true}`)}, check: func(t *testing.T, a *API, v any) {
		vw := call(t, a, "status").(Status).View
		if vw.Grid || !vw.Margins || !vw.Boundary { // boundary kept from the default view
			t.Errorf("view %+v", vw)
		}
	}},
	{name: "setViewport", args: []Value{Object(`{"minX": -1, "maxX": 1, "minY": -2, "maxY": 2}`)}, check: func(t *testing.T, a *API, v any) {
		if vp := call(t, a, "status").(Status).Viewport; vp != (scene.Viewport{MinX: -1, MaxX: 1, MinY: -2, MaxY: 2}) {
			t.Errorf("viewport %+v", vp)
		}
	}},
	{name: "fitView", prep: func(t *testing.T, a *API) {
		call(t, a, "setViewport", Object(`{"minX": 100, "maxX": 101, "minY": 100, "maxY": 101}`))
	}, check: func(t *testing.T, a *API, v any) {
		vp := call(t, a, "status").(Status).Viewport
		for _, p := range pts(t, a) {
			if p[0] < vp.MinX || p[0] > vp.MaxX || p[1] < vp.MinY || p[1] > vp.MaxY {
				t.Errorf("point %v outside the fitted view %+v", p, vp)
			}
		}
	}},
	{name: "fisher", prep: func(t *testing.T, a *API) { call(t, a, "setAlgorithm", str("fisher")); train(t, a) },
		check: func(t *testing.T, a *API, v any) {
			f := v.(fisherJSON)
			if !f.Available || len(f.Proj[0]) != 6 || len(f.Proj[1]) != 6 || !(float64(f.J) > 0) {
				t.Errorf("fisher %+v", f)
			}
		}},
	{name: "setTrialDirection", prep: func(t *testing.T, a *API) { call(t, a, "setAlgorithm", str("fisher")); train(t, a) },
		args: []Value{n(0.5)}, check: func(t *testing.T, a *API, v any) {
			if f := call(t, a, "fisher").(fisherJSON); !f.Trial || f.TrialTh != 0.5 || f.Shown != 0.5 {
				t.Errorf("trial %v at %v, shown %v", f.Trial, f.TrialTh, f.Shown)
			}
			call(t, a, "setTrialDirection")
			if f := call(t, a, "fisher").(fisherJSON); f.Trial {
				t.Error("the trial direction stayed")
			}
		}},
	{name: "scene", check: func(t *testing.T, a *API, v any) {
		if s := v.(scene.Scene); s.Algorithm != "perceptron" || s.Title != "Two blobs" || len(s.Points) != 12 {
			t.Errorf("scene %q %q with %d points", s.Algorithm, s.Title, len(s.Points))
		}
	}},
	{name: "loadScene", args: []Value{Object(`{"version": 1, "points": [[0, 0, 0], [1, 0, 1], [0, 1, 1]], "algorithm": "lms", "title": "Three"}`)},
		check: func(t *testing.T, a *API, v any) {
			r := v.(importJSON)
			st := call(t, a, "status").(Status)
			if !r.OK || r.Points != 3 || r.Classes != 2 || st.Algorithm != "lms" || st.Title != "Three" {
				t.Errorf("answer %+v, status %q %q", r, st.Algorithm, st.Title)
			}
		}},
	{name: "setTitle", args: []Value{str("Margins"), str("Drag a point.")}, check: func(t *testing.T, a *API, v any) {
		if st := call(t, a, "status").(Status); st.Title != "Margins" || st.Text != "Drag a point." {
			t.Errorf("title %q, text %q", st.Title, st.Text)
		}
	}},
	{name: "link", check: func(t *testing.T, a *API, v any) {
		l := v.(string)
		call(t, a, "clear")
		call(t, a, "loadLink", str("#"+l))
		if !strings.HasPrefix(l, "v2.") || len(pts(t, a)) != 12 {
			t.Errorf("link %.20q brought back %d points", l, len(pts(t, a)))
		}
	}},
	{name: "loadLink", prep: func(t *testing.T, a *API) {}, args: []Value{str(mustLink(scene.Scene{Points: []engine.Point{{X: 0, Y: 0, Class: 0}, {X: 1, Y: 1, Class: 1}}}))},
		check: func(t *testing.T, a *API, v any) {
			if p := pts(t, a); len(p) != 2 || p[1] != [3]float64{1, 1, 1} {
				t.Errorf("points %v", p)
			}
		}},
	{name: "presets", check: func(t *testing.T, a *API, v any) {
		if len(v.([]course.Preset)) != len(course.Presets()) || !slices.ContainsFunc(v.([]course.Preset), func(p course.Preset) bool { return p.ID == "xor" }) {
			t.Errorf("presets %v", v)
		}
	}},
	{name: "loadPreset", args: []Value{str("blobs"), Object(`{"seed": 7}`)}, check: func(t *testing.T, a *API, v any) {
		want, err := course.GeneratePreset(nil, "blobs", map[string]any{"seed": 7.0})
		if err != nil {
			t.Fatal(err)
		}
		if p := pts(t, a); len(p) != len(want.Points) || p[0][0] != want.Points[0].X {
			t.Errorf("%d points, the preset makes %d", len(p), len(want.Points))
		}
	}},
	{name: "lessons", check: func(t *testing.T, a *API, v any) {
		data, _ := json.Marshal(v)
		if !strings.Contains(string(data), `"id":"`+course.Lessons(nil)[0].ID+`"`) {
			t.Errorf("lessons %.100s", data)
		}
	}},
	{name: "loadLesson", args: []Value{str(course.Lessons(nil)[0].ID)}, check: func(t *testing.T, a *API, v any) {
		if st := call(t, a, "status").(Status); st.Title != course.Lessons(msgtest.Words(t))[0].Title {
			t.Errorf("title %q", st.Title)
		}
	}},
	{name: "loadLessonFile", prep: func(t *testing.T, a *API) { call(t, a, "setTitle", str("Saved"), str("A lesson.")) },
		args: nil, check: nil}, // filled in by TestEveryHandlerAnswers: its argument is the exported lesson
	{name: "importCSV", args: []Value{str("x,y,class\n0,0,1\n1,1,2\n2,0,1\n")}, check: func(t *testing.T, a *API, v any) {
		r := v.(importJSON)
		if !r.OK || r.Points != 3 || r.Classes != 2 || pts(t, a)[1] != [3]float64{1, 1, 1} {
			t.Errorf("answer %+v, points %v", r, pts(t, a))
		}
	}},
	{name: "exportCSV", check: func(t *testing.T, a *API, v any) {
		var rows []string
		for _, l := range strings.Split(strings.TrimSpace(v.(string)), "\n") {
			if !strings.HasPrefix(l, "#") {
				rows = append(rows, l)
			}
		}
		if len(rows) != 13 || rows[0] != "x,y,class" || rows[1] != "1.5,2,Class 1" || rows[12] != "-3.3,-3.4,Class 2" {
			t.Errorf("CSV %q", rows)
		}
	}},
	{name: "exportScene", check: func(t *testing.T, a *API, v any) {
		s, err := scene.ParseScene([]byte(v.(string)))
		if err != nil || s.Algorithm != "perceptron" || len(s.Points) != 12 {
			t.Errorf("scene %q with %d points: %v", s.Algorithm, len(s.Points), err)
		}
	}},
	{name: "weights", prep: func(t *testing.T, a *API) { train(t, a) }, check: func(t *testing.T, a *API, v any) {
		m := v.(map[string]any)
		w := m["weights"].(*weightsJSON)
		st := call(t, a, "status").(Status)
		if m["algorithm"] != "perceptron" || len(w.W) != 1 || w.W0[0] != st.Weights.W0[0] {
			t.Errorf("weights %v", m)
		}
	}},
	{name: "compareModels", args: []Value{Object(`{"alpha": 2}`)}, check: func(t *testing.T, a *API, v any) {
		data, _ := json.Marshal(v)
		var rows []struct{ Group, ID string }
		json.Unmarshal(data, &rows)
		groups := map[string]int{}
		for _, r := range rows {
			groups[r.Group]++
		}
		// The three generative models, and logistic regression on the four
		// default bases (two classes).
		if groups["generative"] != 3 || groups["logistic"] != 4 {
			t.Errorf("rows by group %v", groups)
		}
	}},
	{name: "setLock", args: []Value{Bool(true)}, check: func(t *testing.T, a *API, v any) {
		if !call(t, a, "status").(Status).LockEdit {
			t.Error("not locked")
		}
	}},
	{name: "history", prep: func(t *testing.T, a *API) { lms(t, a); call(t, a, "step", n(4)) }, check: func(t *testing.T, a *API, v any) {
		data, _ := json.Marshal(v)
		var h struct {
			Length int
			Step   []int
		}
		json.Unmarshal(data, &h)
		if h.Length != call(t, a, "status").(Status).History || h.Step[len(h.Step)-1] != 4 {
			t.Errorf("history %s", data)
		}
	}},
	{name: "scrub", prep: func(t *testing.T, a *API) { lms(t, a); call(t, a, "step", n(4)) }, args: []Value{n(1)}, check: func(t *testing.T, a *API, v any) {
		if st := call(t, a, "status").(Status); st.Cursor != 1 || st.Step != 1 {
			t.Errorf("cursor %d at step %d", st.Cursor, st.Step)
		}
	}},
	{name: "lastFault", check: func(t *testing.T, a *API, v any) {
		if v.(*Fault) != nil {
			t.Errorf("a fault %v", v)
		}
	}},
	{name: "setDecision", args: []Value{Object(`{"priors": [0.3, 0.7]}`)}, check: func(t *testing.T, a *API, v any) {
		if d := call(t, a, "decision").(engine.Decision); !slices.Equal(d.Priors, []float64{0.3, 0.7}) {
			t.Errorf("decision %+v", d)
		}
	}},
	{name: "decision", check: func(t *testing.T, a *API, v any) {
		if !v.(engine.Decision).IsZero() {
			t.Errorf("decision %+v", v)
		}
	}},
	{name: "evaluation", prep: func(t *testing.T, a *API) { train(t, a) }, check: func(t *testing.T, a *API, v any) {
		data, _ := json.Marshal(v)
		if !strings.Contains(string(data), `"counts":[[6,0],[0,6]]`) || !strings.Contains(string(data), `"accuracy":1`) {
			t.Errorf("evaluation %.200s", data)
		}
	}},
	{name: "confusionCell", prep: func(t *testing.T, a *API) { train(t, a) }, args: []Value{str("train"), n(1), n(1), Bool(true)},
		check: func(t *testing.T, a *API, v any) {
			if !slices.Equal(v.([]int), []int{6, 7, 8, 9, 10, 11}) || !slices.Equal(call(t, a, "highlight", Null()).([]int), []int{}) {
				t.Errorf("cell %v", v)
			}
		}},
	{name: "highlight", args: []Value{Object(`[2, 5]`)}, check: func(t *testing.T, a *API, v any) {
		if !slices.Equal(v.([]int), []int{2, 5}) {
			t.Errorf("highlight %v", v)
		}
	}},
	{name: "crossValidate", args: []Value{Object(`{"k": 3, "models": [{"id": "least-squares"}]}`)}, check: func(t *testing.T, a *API, v any) {
		for i := 0; i < 1000 && !a.App.S.Assessment().CV().Done; i++ {
			a.App.S.Assessment().AdvanceCV(10 * time.Millisecond)
		}
		data, _ := json.Marshal(call(t, a, "crossValidation"))
		// Least squares separates the two blobs in every fold: each
		// held-out third lies on its own side of a line between blobs
		// 4.5 units apart.
		if !strings.Contains(string(data), `"meanAccuracy":1`) || !strings.Contains(string(data), `"folds":3`) {
			t.Errorf("cross-validation %s", data)
		}
	}},
	{name: "crossValidation", check: func(t *testing.T, a *API, v any) {
		data, _ := json.Marshal(v)
		if string(data) != `{"running":false,"progress":0,"done":false,"millis":0,"points":0,"folds":0,"results":[]}` {
			t.Errorf("before any run: %s", data)
		}
	}},
	{name: "setOperatingPoint", prep: func(t *testing.T, a *API) { call(t, a, "setAlgorithm", str("logistic")); train(t, a) },
		args: []Value{n(0), n(1)}, check: func(t *testing.T, a *API, v any) {
			// The decision moves to point 1 of the training ROC curve
			// (engine/evaluate: [fpr, tpr, threshold]): its operating
			// point is that point's rates.
			data, _ := json.Marshal(call(t, a, "evaluation"))
			var e struct {
				Curves []struct {
					Train     struct{ ROC [][3]float64 }
					Operating []float64
				}
			}
			json.Unmarshal(data, &e)
			d := v.(engine.Decision)
			if len(e.Curves) != 1 || d.Threshold == 0 || len(e.Curves[0].Operating) != 2 ||
				e.Curves[0].Operating[0] != e.Curves[0].Train.ROC[1][0] || e.Curves[0].Operating[1] != e.Curves[0].Train.ROC[1][1] {
				t.Errorf("decision %+v, curves %+v", d, e.Curves)
			}
		}},
	{name: "decisionDrag", args: []Value{str("begin")}, check: func(t *testing.T, a *API, v any) {
		call(t, a, "decisionDrag", str("end"))
	}},
	{name: "exportPython", check: func(t *testing.T, a *API, v any) {
		if s := v.(string); !strings.HasPrefix(s, "#!/usr/bin/env python3") || !strings.Contains(s, "import numpy as np") {
			t.Errorf("script %.80q", s)
		}
	}},
	{name: "exportNotebook", check: func(t *testing.T, a *API, v any) {
		var nb struct{ NBFormat int }
		if err := json.Unmarshal([]byte(v.(string)), &nb); err != nil || nb.NBFormat != 4 {
			t.Errorf("notebook: %v, nbformat %d", err, nb.NBFormat)
		}
	}},
	{name: "setTool", args: []Value{str("select"), Object(`{"shape": "box"}`)}, check: func(t *testing.T, a *API, v any) {
		data, _ := json.Marshal(call(t, a, "tool"))
		if !strings.Contains(string(data), `"tool":"select"`) || !strings.Contains(string(data), `"box":true`) {
			t.Errorf("tool %s", data)
		}
	}},
	{name: "tool", check: func(t *testing.T, a *API, v any) {
		if m := v.(map[string]any); m["tool"] != "point" || m["selected"] != 0 {
			t.Errorf("tool %v", m)
		}
	}},
	{name: "setBrush", args: []Value{Object(`{"count": 7}`)}, check: func(t *testing.T, a *API, v any) {
		data, _ := json.Marshal(call(t, a, "tool"))
		if !strings.Contains(string(data), `"count":7`) {
			t.Errorf("tool %s", data)
		}
	}},
	{name: "selection", prep: func(t *testing.T, a *API) { call(t, a, "select", Object(`[4, 1]`)) }, check: func(t *testing.T, a *API, v any) {
		if s := v.([]int); len(s) != 2 || !slices.Contains(s, 1) || !slices.Contains(s, 4) {
			t.Errorf("selection %v", s)
		}
	}},
	{name: "select", args: []Value{Object(`[0, 3]`)}, check: func(t *testing.T, a *API, v any) {
		if s := call(t, a, "selection").([]int); len(s) != 2 {
			t.Errorf("selection %v", s)
		}
	}},
	{name: "deleteSelection", prep: func(t *testing.T, a *API) { call(t, a, "select", Object(`[0, 1]`)) }, check: func(t *testing.T, a *API, v any) {
		if p := pts(t, a); len(p) != 10 || p[0] != [3]float64{2, 3, 0} {
			t.Errorf("points %v", p)
		}
	}},
	{name: "relabelSelection", prep: func(t *testing.T, a *API) { call(t, a, "select", Object(`[0]`)) }, args: []Value{n(1)},
		check: func(t *testing.T, a *API, v any) {
			if p := pts(t, a); p[0] != [3]float64{1.5, 2, 1} {
				t.Errorf("point 0 %v", p[0])
			}
		}},
	{name: "csvColumns", args: []Value{str("a,b,c,kind\n1,2,3,x\n4,5,6,y\n")}, check: func(t *testing.T, a *API, v any) {
		data, _ := json.Marshal(v)
		if !strings.Contains(string(data), `["a","b","c","kind"]`) {
			t.Errorf("columns %s", data)
		}
	}},
	{name: "importTable", args: []Value{str("a,b,c,kind\n1,2,3,x\n4,5,6,y\n7,8,9,x\n"), Object(`{"x": 2, "y": 0, "class": 3}`)},
		check: func(t *testing.T, a *API, v any) {
			ax := call(t, a, "axes").(map[string]any)
			if p := pts(t, a); len(p) != 3 || p[1] != [3]float64{6, 4, 1} || ax["xLabel"] != "c" || ax["yLabel"] != "a" {
				t.Errorf("points %v, axes %v", p, ax)
			}
		}},
	{name: "datasets", check: func(t *testing.T, a *API, v any) {
		data, _ := json.Marshal(v)
		for _, id := range []string{`"iris"`, `"penguins"`} {
			if !strings.Contains(string(data), id) {
				t.Errorf("no %s in %.100s", id, data)
			}
		}
	}},
	{name: "loadDataset", args: []Value{str("iris"), Object(`{"x": "petal length (cm)", "y": 3, "classes": ["versicolor", "virginica"]}`)},
		check: func(t *testing.T, a *API, v any) {
			// Fisher's iris: 50 versicolor and 50 virginica; the first
			// versicolor has petal length 4.7 cm and width 1.4 cm.
			if p := pts(t, a); len(p) != 100 || p[0] != [3]float64{4.7, 1.4, 0} {
				t.Errorf("%d points, the first %v", len(p), p[0])
			}
		}},
	{name: "standardize", check: func(t *testing.T, a *API, v any) {
		var sx, sy float64
		p := pts(t, a)
		for _, q := range p {
			sx, sy = sx+q[0], sy+q[1]
		}
		if math.Abs(sx/12) > 1e-12 || math.Abs(sy/12) > 1e-12 {
			t.Errorf("means %g, %g after standardizing", sx/12, sy/12)
		}
	}},
	{name: "axes", check: func(t *testing.T, a *API, v any) {
		if m := v.(map[string]any); m["dataset"] != "" || m["xLabel"] != "" || m["yLabel"] != "" {
			t.Errorf("axes %v", m)
		}
	}},
	{name: "lessonControls", check: func(t *testing.T, a *API, v any) {
		if !slices.Equal(v.([]string), course.Controls) {
			t.Errorf("controls %v", v)
		}
	}},
	{name: "lesson", check: func(t *testing.T, a *API, v any) {
		if l := v.(lessonJSON); l.Title != "Two blobs" {
			t.Errorf("lesson %+v", l)
		}
	}},
	{name: "setLesson", args: []Value{Object(`{"title": "Q", "text": "Which?", "questions": [{"kind": "choice", "prompt": "2+2?", "choices": ["3", "4"], "answer": 1}]}`)},
		check: func(t *testing.T, a *API, v any) {
			l := call(t, a, "lesson").(lessonJSON)
			if l.Title != "Q" || len(l.Questions) != 1 || l.Questions[0].Answer != 1 {
				t.Errorf("lesson %+v", l)
			}
		}},
	{name: "exportLesson", prep: func(t *testing.T, a *API) { call(t, a, "setTitle", str("Two blobs"), str("Train.")) }, check: func(t *testing.T, a *API, v any) {
		l, err := course.ParseLesson([]byte(v.(string)))
		if err != nil || l.Title != "Two blobs" || len(l.Scene.Points) != 12 {
			t.Errorf("lesson %q with %d points: %v", l.Title, len(l.Scene.Points), err)
		}
	}},
	{name: "scorePrediction", prep: func(t *testing.T, a *API) { train(t, a) }, args: nil, check: nil}, // TestEveryHandlerAnswers
	{name: "shatter", prep: func(t *testing.T, a *API) { call(t, a, "setPoints", Object(`[[0,0,0],[1,0,1],[0,1,0]]`)) },
		check: func(t *testing.T, a *API, v any) {
			// Three points in general position are shattered by lines: all
			// 2³ = 8 labellings are separable (Vapnik–Chervonenkis).
			data, _ := json.Marshal(v)
			if !strings.Contains(string(data), `"ok":true`) || !strings.Contains(string(data), `"separable":8`) {
				t.Errorf("shatter %.200s", data)
			}
		}},
	{name: "weightSpace", prep: func(t *testing.T, a *API) { train(t, a) }, check: func(t *testing.T, a *API, v any) {
		data, _ := json.Marshal(v)
		if !strings.Contains(string(data), `"ok":true`) {
			t.Errorf("weight space %.200s", data)
		}
	}},
	// The plot in words and its keyboard (access_test.go checks them).
	{name: "describe", prep: func(t *testing.T, a *API) { train(t, a) }, check: checkDescribe},
	{name: "describeAt", prep: func(t *testing.T, a *API) { train(t, a) }, args: []Value{n(0), n(0)}, check: checkDescribeAt},
	{name: "keyboard", check: checkKeyboard},
	{name: "keyboardKeys", check: checkKeyboardKeys},
	{name: "setPick", args: []Value{str("mistakes")}, check: checkSetPick},
	{name: "points", prep: func(t *testing.T, a *API) { train(t, a) }, args: []Value{n(10), n(5)}, check: checkPoints},
	{name: "setPoint", args: []Value{n(0), n(4), n(-4), n(1)}, check: checkSetPoint},
}, basisCalls...)

// lms picks Widrow–Hoff, which takes many steps on the default scene.
func lms(t *testing.T, a *API) { call(t, a, "setAlgorithm", str("lms")) }

func mustLink(s scene.Scene) string {
	s.Normalize()
	l, err := scene.EncodeLink(s)
	if err != nil {
		panic(err)
	}
	return l
}

// TestEveryHandlerAnswers calls every handler of the contract with good
// arguments, on a fresh contract each, and checks its answer and the state
// after it; every handler has a case.
func TestEveryHandlerAnswers(t *testing.T) {
	cases := map[string]goodCall{}
	for _, c := range goodCalls {
		if _, dup := cases[c.name]; dup {
			t.Fatalf("two cases for %s", c.name)
		}
		cases[c.name] = c
	}
	for _, h := range newTestAPI(t).Handlers() {
		c, ok := cases[h.Name]
		if !ok {
			t.Errorf("no good call of %s", h.Name)
			continue
		}
		t.Run(h.Name, func(t *testing.T) {
			a := newTestAPI(t)
			if c.prep != nil {
				c.prep(t, a)
			}
			args, check := c.args, c.check
			switch h.Name {
			case "loadLessonFile":
				text := call(t, a, "exportLesson").(string)
				call(t, a, "clear")
				args = []Value{str(text)}
				check = func(t *testing.T, a *API, v any) {
					if st := call(t, a, "status").(Status); st.Title != "Saved" || st.NPoints != 12 {
						t.Errorf("title %q, %d points", st.Title, st.NPoints)
					}
				}
			case "scorePrediction":
				w := call(t, a, "status").(Status).Weights
				l := linePoints(float64(w.W0[0]), float64(w.W[0][0]), float64(w.W[0][1]))
				data, _ := json.Marshal(map[string]any{"target": "boundary", "points": l})
				args = []Value{Object(string(data))}
				check = func(t *testing.T, a *API, v any) {
					// Two points of the trained boundary itself: no angle, no
					// offset, the full 100 (README: 100·(1 − θ/90°)·max(0, 1 − d/L)).
					if s := float64(v.(map[string]any)["score"].(num)); math.Abs(s-100) > 1e-9 {
						t.Errorf("score %v for the exact boundary", s)
					}
				}
			}
			hh, _ := a.Lookup(h.Name) // the handler of this contract, not of the one listed
			ans := a.Dispatch(hh, args)
			if p, ok := ans.Value.(*Pending); ok {
				ans = a.Finish(p) // train and step go on across frames in the page
			}
			if ans.Refused() {
				t.Fatalf("refused: %s", en(t, ans.Refusal))
			}
			check(t, a, ans.Value)
		})
	}
}

// TestLoadDatasetFeatureNames: a feature is named whole, in any case, or
// by a beginning only one feature has; an ambiguous beginning is refused
// with the features it could be. The data set's title becomes the scene's.
func TestLoadDatasetFeatureNames(t *testing.T) {
	whole := newTestAPI(t)
	call(t, whole, "loadDataset", str("iris"), Object(`{"x": "petal length (cm)", "y": "petal width (cm)"}`))
	want := pts(t, whole)
	for _, o := range []string{`{"x": "petal length", "y": "petal width"}`, `{"x": "PETAL LENGTH (CM)", "y": "Petal W"}`, `{"x": 2, "y": 3}`} {
		a := newTestAPI(t)
		call(t, a, "setTitle", str("Generative or discriminative: add a far point"), str(""))
		call(t, a, "loadDataset", str("iris"), Object(o))
		if got := pts(t, a); !slices.Equal(got, want) {
			t.Errorf("%s: %d points, first %v, want %v", o, len(got), got[0], want[0])
		}
		if st := call(t, a, "status").(Status); !strings.Contains(strings.ToLower(st.Title), "iris") {
			t.Errorf("%s: the title stayed %q", o, st.Title)
		}
	}
	ans := newTestAPI(t).Call("loadDataset", str("iris"), Object(`{"x": "petal"}`))
	if !strings.Contains(en(t, ans.Refusal), "petal length (cm)") || !strings.Contains(en(t, ans.Refusal), "petal width (cm)") {
		t.Errorf("an ambiguous beginning: %q", en(t, ans.Refusal))
	}
}
