package course

import (
	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// generativeData returns two overlapping blobs; with far set, one more
// point of class 1 far away on its own side.
func generativeData(far bool) []engine.Point {
	r := presetRand(engine.Settings{"seed": 5.0})
	pts := blob(r, nil, 25, 0, 1.2, 0, 0.8)
	pts = blob(r, pts, 25, 1, -1.2, 0, 0.8)
	pts = interleave(pts, 2)
	if far {
		pts = append(pts, generativeFarPoint())
	}
	return pts
}

// generativeFarPoint is the point that the lesson adds.
func generativeFarPoint() engine.Point { return engine.Point{X: 6, Y: -5, Class: 0} }

func generativeLesson() Lesson {
	s := scene.Scene{
		Classes:   twoClasses(),
		Points:    generativeData(true),
		Algorithm: firstAvailable("gauss-shared", "fisher"),
		View: scene.View{Shading: scene.ShadingSoft, Boundary: true, Misclassified: true, Densities: true, Grid: true,
			Compare: available("logistic")},
	}
	s.Viewport = scene.FitViewport(s.Points)
	text := "What happens to the decision boundary if we add a new point of class 1 far out on its own side? The point at " +
		"the lower right is such a point; drag it, or delete it and add it back.\n" +
		"The generative model fits a Gaussian to each class. The far point drags the mean of its class towards it and " +
		"stretches the shared covariance, and the boundary, which depends only on those, moves and turns, even though the " +
		"point was never in doubt.\n" +
		"Logistic regression (the overlaid boundary) fits p(C₁|x) directly. A point classified with confidence adds almost " +
		"nothing to its gradient Σ (yₙ − tₙ) zₙ, so its boundary barely moves."
	if s.Algorithm == "fisher" {
		text += "\nHere Fisher's discriminant stands in for the Gaussian model: its direction S_W⁻¹(m₁ − m₂) is the one " +
			"that Gaussians with a shared covariance give, and it too is moved by the far point."
	}
	return Lesson{
		ID:    "generative-vs-discriminative",
		Title: "Generative or discriminative: add a far point",
		Text:  text,
		Scene: s,
	}
}

// covariancesData returns a tight round class inside a wide, elongated
// one: Gaussians with clearly different covariances.
func covariancesData() []engine.Point {
	r := presetRand(engine.Settings{"seed": 6.0})
	var pts []engine.Point
	for i := 0; i < 40; i++ {
		pts = append(pts, engine.Point{X: 0.5 * r.NormFloat64(), Y: 0.5 * r.NormFloat64(), Class: 0})
		pts = append(pts, engine.Point{X: 1 + 2.5*r.NormFloat64(), Y: 1.2 * r.NormFloat64(), Class: 1})
	}
	return pts
}

func covariancesLesson() Lesson {
	s := scene.Scene{
		Classes:   twoClasses(),
		Points:    covariancesData(),
		Algorithm: "gauss-separate",
		View: scene.View{Shading: scene.ShadingSoft, Boundary: true, Misclassified: true, Densities: true, Grid: true,
			Compare: available("gauss-shared")},
	}
	s.Viewport = scene.FitViewport(s.Points)
	return Lesson{
		ID:    "shared-vs-separate-covariances",
		Title: "Shared versus separate covariances",
		Text: "Class 1 is a tight round cloud; class 2 is wide and stretched along x. The generative model fits a Gaussian " +
			"N(x|μ_k, Σ_k) to each class and compares π_k N(x|μ_k, Σ_k).\n" +
			"With one covariance Σ shared by both classes, the quadratic terms −½xᵀΣ⁻¹x are the same on both sides and cancel: " +
			"the boundary is a line (the overlaid one), which cannot wrap around class 1. With a covariance for each class " +
			"they do not cancel, and the boundary is quadratic, here a closed curve around the tight class. The notes: the " +
			"decision surface is planar when the covariance matrices are the same, and quadratic when they are not.\n" +
			"Try: compare the log-likelihood ln p(D|θ) and the mistakes of the two models (switch the algorithm to Gaussian " +
			"classes, shared covariance), then make the two classes equally spread and see the curve open into a line.",
		Scene: s,
	}
}
