package course

import (
	"hyperplane/engine"
	"hyperplane/engine/scene"
)

func shatterLesson() Lesson {
	s := mustPreset("shatter-4", map[string]any{"labelling": 5})
	return Lesson{
		ID:    "vc-dimension",
		Title: "How many points can a line shatter?",
		Text: "A classifier shatters a set of points when it can separate every one of their labellings. Lines in the plane " +
			"shatter three points in general position: try the preset with three points and all eight labellings.\n" +
			"These are four points with the XOR labelling, and no line separates them: the perceptron never converges. " +
			"No set of four points can be shattered by lines, so their capacity, the Vapnik–Chervonenkis dimension, is 3.\n" +
			"Try: change one label. Every labelling of the square except the two XOR ones is separable.",
		Scene: s,
	}
}

// overfitScene is two overlapping blobs with half the points held out, and
// a narrow Gaussian bump on each of the first MaxCentres training points:
// with as many features as training points, least squares can fit the
// training targets almost exactly, noise included.
func overfitScene() scene.Scene {
	s := mustPreset("overlap", map[string]any{"seed": 4, "n": 30, "noise": 1.2})
	s.Algorithm = "least-squares"
	s.Split = scene.Split{Fraction: 0.5, Seed: 1}
	var centres []engine.Vec2
	for _, p := range s.Split.Divide(s.Dataset()).Train.Points {
		if len(centres) < engine.MaxCentres {
			centres = append(centres, engine.Vec2{X: p.X, Y: p.Y})
		}
	}
	s.Basis = engine.Basis{Kind: engine.BasisRBF, Centres: centres, Width: 0.25}
	s.View = scene.View{Shading: scene.ShadingHard, Boundary: true, Misclassified: true, Grid: true}
	s.Viewport = scene.FitViewport(s.Points)
	return s
}

func overfitLesson() Lesson {
	return Lesson{
		ID:    "overfitting-rbf",
		Title: "Overfitting with RBF bumps, seen on test points",
		Text: "Half the points (the hollow rings) are held out as test points: the model never trains on them. " +
			"Least squares here works in the feature space of narrow Gaussian bumps, one on each of 30 training points. " +
			"With almost as many features as training points it can fit every training point, noise included, and the " +
			"boundary curls around single points.\n" +
			"The status shows the training accuracy and the test accuracy side by side: the first is high, the second much " +
			"lower. That gap is overfitting: too much freedom decreases the generalization of the classifier.\n" +
			"Try: widen the bumps, or switch the basis to linear, and watch the test accuracy rise towards the training " +
			"accuracy. Resample the split to see how much the test accuracy depends on which points were held out.",
		Scene: overfitScene(),
	}
}
