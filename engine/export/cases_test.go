package export

import (
	"math/rand/v2"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// blobs returns n points per class around the centres, with spread s,
// drawn from a fixed generator.
func blobs(seed uint64, s float64, n int, centres ...[2]float64) []engine.Point {
	r := rand.New(rand.NewPCG(seed, 7))
	var pts []engine.Point
	for k, c := range centres {
		for range n {
			pts = append(pts, engine.Point{X: c[0] + s*r.NormFloat64(), Y: c[1] + s*r.NormFloat64(), Class: k})
		}
	}
	// Interleave the classes, as a user clicks them.
	r.Shuffle(len(pts), func(i, j int) { pts[i], pts[j] = pts[j], pts[i] })
	return pts
}

// sceneOf makes a scene of the points with the method, its parameters and
// basis.
func sceneOf(pts []engine.Point, k int, id string, params map[string]any, b engine.Basis) scene.Scene {
	sc := scene.DefaultScene()
	sc.Points = pts
	sc.Classes = nil
	for i := range k {
		sc.Classes = append(sc.Classes, scene.ClassInfo{Name: "Class " + string(rune('1'+i))})
	}
	sc.Algorithm, sc.Params, sc.Basis = id, params, b
	sc.Viewport = scene.FitViewport(pts)
	return sc
}

// exportCase is one scene to export and compare.
type exportCase struct {
	name string
	sc   scene.Scene
}

// exportCases covers every method of the catalog at its defaults, on data
// where it converges (separable for the perceptrons, relaxation and
// Ho-Kashyap; overlapping for the rest; three classes for the K-class
// methods), and the settings that change the code's path: both bias
// conventions, the solvers, the margin vectors, the thresholds, the
// estimates, the strategies for more classes, a shuffled order, a split,
// and the polynomial and Gaussian bases.
func exportCases() []exportCase {
	sep := blobs(1, 0.6, 12, [2]float64{2, 1.5}, [2]float64{-1.5, -1})
	over := blobs(2, 1.1, 15, [2]float64{1, 0.5}, [2]float64{-0.8, -0.6})
	three := blobs(3, 1.0, 10, [2]float64{2, 0}, [2]float64{-1.5, 1.5}, [2]float64{-0.5, -2})
	threeSep := blobs(4, 0.4, 8, [2]float64{3, 0}, [2]float64{-2, 2.5}, [2]float64{-1, -3})
	lin := engine.Basis{}
	poly2 := engine.Basis{Kind: engine.BasisPoly, Degree: 2}
	rbf := engine.Basis{Kind: engine.BasisRBF, Centres: []engine.Vec2{{X: 1, Y: 1}, {X: -1, Y: -1}, {X: 0, Y: 1.5}}, Width: 1.2, Linear: true}
	separable := map[string]bool{"perceptron": true, "perceptron-batch": true, "perceptron-fausett": true,
		"perceptron-dual": true, "relaxation-batch": true, "relaxation-single": true, "ho-kashyap": true}
	var cs []exportCase
	add := func(name string, pts []engine.Point, k int, id string, params map[string]any, b engine.Basis) {
		cs = append(cs, exportCase{name, sceneOf(pts, k, id, params, b)})
	}
	for _, id := range engine.CatalogIDs() {
		spec, _ := engine.Lookup(id)
		var params map[string]any
		if id == "svm" {
			params = map[string]any{"tol": 1e-9} // converged: the KKT gap at 1e-9, not 1e-3
		}
		switch {
		case !spec.Binary:
			add(id, three, 3, id, params, lin)
		case separable[id]:
			add(id, sep, 2, id, params, lin)
		default:
			add(id, over, 2, id, params, lin)
		}
	}
	// The methods with a tolerance, at converged settings.
	for _, bias := range []string{"penalized", "free"} {
		add("logistic newton "+bias, over, 2, "logistic", map[string]any{"method": "newton", "alpha": 0.5, "bias": bias, "tol": 1e-10}, lin)
		add("logistic gradient "+bias, over, 2, "logistic", map[string]any{"alpha": 2.0, "bias": bias}, lin)
		add("logistic rbf "+bias, over, 2, "logistic", map[string]any{"method": "newton", "alpha": 0.1, "bias": bias, "tol": 1e-10}, rbf)
		add("logistic-bayes "+bias, over, 2, "logistic-bayes", map[string]any{"bias": bias, "tol": 1e-10}, lin)
		add("softmax "+bias, three, 3, "softmax", map[string]any{"bias": bias, "lambda": 0.5, "tol": 1e-10}, lin)
		add("softmax gradient "+bias, three, 3, "softmax", map[string]any{"method": "gradient", "bias": bias, "lambda": 1.0, "maxSteps": 3000.0}, lin)
	}
	add("logistic sgd", over, 2, "logistic", map[string]any{"method": "sgd", "alpha": 1.0, "batch": 4.0, "maxSteps": 200.0, "seed": 7.0}, lin)
	add("svm ovo", three, 3, "svm", map[string]any{"tol": 1e-9, "strategy": "ovo", "C": 10.0}, lin)
	add("svm hard", sep, 2, "svm", map[string]any{"margin": "hard", "tol": 1e-9}, lin)
	add("perceptron random", sep, 2, "perceptron", map[string]any{"order": "random", "seed": 3.0, "schedule": "inverse"}, lin)
	add("perceptron-dual random", sep, 2, "perceptron-dual", map[string]any{"order": "random", "seed": 5.0, "margin": 0.5}, lin)
	add("perceptron ovr", threeSep, 3, "perceptron", nil, lin)
	add("mse ovo fisher", three, 3, "mse", map[string]any{"strategy": "ovo", "bvec": "fisher"}, lin)
	add("ho-kashyap argmax", threeSep, 3, "ho-kashyap", map[string]any{"strategy": "ovr-argmax"}, lin)
	add("lms batch", over, 2, "lms", map[string]any{"rule": "batch", "eta": 0.005, "schedule": "constant"}, lin)
	add("lms random fisher", over, 2, "lms", map[string]any{"order": "random", "bvec": "fisher", "schedule": "epoch", "maxEpochs": 300.0}, lin)
	add("fisher bayes", over, 2, "fisher", map[string]any{"threshold": "bayes"}, lin)
	add("fisher best", over, 2, "fisher", map[string]any{"threshold": "best"}, lin)
	add("fisher-multi priors", three, 3, "fisher-multi", map[string]any{"rule": "priors"}, lin)
	add("gauss-shared unbiased", three, 3, "gauss-shared", map[string]any{"cov": "unbiased"}, lin)
	add("gauss-separate unbiased", three, 3, "gauss-separate", map[string]any{"cov": "unbiased"}, lin)
	add("gauss-separate map", three, 3, "gauss-separate", map[string]any{"estimate": "map"}, lin)
	add("gauss-separate poly", three, 3, "gauss-separate", nil, poly2)
	add("naive-bayes additive", three, 3, "naive-bayes", map[string]any{"varfix": "additive"}, lin)
	add("relaxation-single poly", sep, 2, "relaxation-single", nil, poly2)
	// The network: its errors, activations, modes and hidden layers, two and
	// three classes, each within a step limit that keeps the runs short.
	add("network two", over, 2, "network", map[string]any{"maxSteps": 1500.0}, lin)
	add("network logistic squared", over, 2, "network", map[string]any{"activation": "logistic", "loss": "squared", "hidden": 3.0, "maxSteps": 800.0}, lin)
	add("network relu minibatch", three, 3, "network", map[string]any{"activation": "relu", "mode": "minibatch", "batch": 7.0, "eta": 0.1, "maxSteps": 600.0, "init": 4.0}, lin)
	add("network online epoch", over, 2, "network", map[string]any{"mode": "online", "unit": "epoch", "eta": 0.05, "momentum": 0.0, "maxSteps": 100.0}, lin)
	add("network frozen", three, 3, "network", map[string]any{"layer": "frozen", "hidden": 4.0, "maxSteps": 800.0}, lin)
	add("network basis rbf", over, 2, "network", map[string]any{"layer": "basis", "decay": 0.1, "maxSteps": 800.0}, rbf)
	add("network poly2 squared three", three, 3, "network", map[string]any{"loss": "squared", "eta": 0.3, "maxSteps": 600.0}, poly2)
	split := sceneOf(over, 2, "logistic", map[string]any{"method": "newton", "alpha": 1.0, "tol": 1e-10}, lin)
	split.Split = scene.Split{Fraction: 0.3, Seed: 11}
	cs = append(cs, exportCase{"logistic split", split})
	return cs
}
