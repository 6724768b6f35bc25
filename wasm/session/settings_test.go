package session

import (
	"fmt"
	"strings"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// TestUnknownParamRefused: a parameter name that the method does not have
// (a typo in a script, setParam("gama", …)) is an error that lists the
// method's parameters, in the order of its table, and changes nothing, not
// even the known names given with it. The lists are those of the tables
// in engine/svm.go and engine/leastsquares.go, with the strategy that the
// catalog adds to every two-class method.
func TestUnknownParamRefused(t *testing.T) {
	a := twoPoints(t)
	if err := a.Training().SetAlgorithm("svm"); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		p    map[string]any
		want string
	}{
		{map[string]any{"kernel": "rbf", "gama": 2.0},
			`svm has no parameter "gama"; its parameters are kernel, gamma, degree, coef0, margin, C, tol, eps, pairs, maxSteps, strategy`},
		{map[string]any{"C": 2.0, "kernal": 1.0},
			`svm has no parameter "kernal"; its parameters are kernel, gamma, degree, coef0, margin, C, tol, eps, pairs, maxSteps, strategy`},
		// The first unknown name in sorted order; a long one is cut to 40
		// characters.
		{map[string]any{"zeta": 1.0, strings.Repeat("x", 100): 1.0},
			`svm has no parameter "` + strings.Repeat("x", 40) + `…"; its parameters are kernel, gamma, degree, coef0, margin, C, tol, eps, pairs, maxSteps, strategy`},
	}
	for _, c := range cases {
		err := a.Training().SetParams(c.p)
		if err == nil || enErr(t, err) != c.want {
			t.Errorf("SetParams(%v): %v, want %s", c.p, err, c.want)
		}
	}
	if p := a.Scene().Params; p != nil {
		t.Errorf("refused parameters changed the scene's: %v", p)
	}
	if err := a.Training().SetAlgorithm("least-squares"); err != nil {
		t.Fatal(err)
	}
	want := `least-squares has no parameter "eta"; it has no parameters`
	if err := a.Training().SetParams(map[string]any{"eta": 0.5}); err == nil || enErr(t, err) != want {
		t.Errorf("least squares: %v, want %s", err, want)
	}
}

// TestOldSceneDropsUnknownParams: a scene saved by another version that
// carries a parameter its method does not have opens without it, keeps the
// others, and says what it dropped as a warning (before the advice to add
// points: it is said once).
func TestOldSceneDropsUnknownParams(t *testing.T) {
	s, err := scene.ParseScene([]byte(`{"version":1,"algorithm":"perceptron","params":{"eta":0.5,"kernal":3},` +
		`"classes":[{"name":"A"},{"name":"B"}],"points":[[0,0,0]]}`))
	if err != nil {
		t.Fatal(err)
	}
	a := twoPoints(t)
	if err := a.Load(s); err != nil {
		t.Fatal(err)
	}
	if p := a.Scene().Params; len(p) != 1 || p["eta"] != 0.5 {
		t.Errorf("params %v, want only eta = 0.5", p)
	}
	want := english{"warning", `Dropped the parameter "kernal", which perceptron does not have`}
	if m := enMessage(t, a.Message()); m != want {
		t.Errorf("message %+v, want %+v", m, want)
	}
	if w := a.Scene().Warnings; w != nil {
		t.Errorf("the session's scene keeps the warnings %v", w)
	}
}

// TestSettingsFollowTheScene: the resolved parameters the session keeps
// are those of the scene's method and parameters after every change that
// can move them, as engine.ResolveSettings gives them.
func TestSettingsFollowTheScene(t *testing.T) {
	a := New(scene.DefaultScene())
	check := func(what string) {
		t.Helper()
		want, err := engine.ResolveSettings(a.Training().Spec().Params, a.Scene().Params)
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(a.Training().Settings()) != fmt.Sprint(want) {
			t.Fatalf("%s: settings %v, want %v", what, a.Training().Settings(), want)
		}
	}
	check("new")
	if err := a.Training().SetParams(map[string]any{"eta": 0.5}); err != nil {
		t.Fatal(err)
	}
	check("setParams")
	if a.Training().Settings()["eta"] != 0.5 {
		t.Fatalf("eta %v", a.Training().Settings()["eta"])
	}
	if err := a.Training().SetAlgorithm("svm"); err != nil {
		t.Fatal(err)
	}
	check("setAlgorithm")
	s := scene.DefaultScene()
	s.Algorithm, s.Params = "logistic", map[string]any{"alpha": 2.0}
	if err := a.Load(s); err != nil {
		t.Fatal(err)
	}
	check("load")
	a.Doc().Undo()
	check("undo")
}
