package course

import "hyperplane/engine/scene"

// occamScene is two overlapping blobs (a linear truth) for Bayesian
// logistic regression with the prior α = 1.
func occamScene() scene.Scene {
	s := mustPreset("overlap", map[string]any{"seed": 3, "n": 100, "noise": 1.2})
	s.Algorithm = "logistic-bayes"
	s.Params = map[string]any{"alpha": 1.0}
	s.View = scene.View{Shading: scene.ShadingSoft, Boundary: true, Misclassified: true, Grid: true}
	s.Viewport = scene.FitViewport(s.Points)
	return s
}

func occamLesson() Lesson {
	return Lesson{
		ID:    "occam-evidence",
		Title: "The evidence chooses the simpler model",
		Text: "Two overlapping clouds: the best boundary is a line. Open Training › Compare models: Bayesian logistic regression " +
			"(prior N(0, α⁻¹I), α = 1) is fitted on four bases, none, polynomials of degree 2 and 3, and 3×3 Gaussian bumps.\n" +
			"The cubic fits the training points better: its ln p(D|a_MAP) is the highest. But the Laplace evidence " +
			"ln p(D) ≈ ln p(D|a_MAP) + ln p(a_MAP) + (M/2) ln 2π − ½ ln|A| adds the Occam factor, the log of how much of the " +
			"prior's volume the data leave: negative, and more so for more weights. Its best row (bold) is the plain line.\n" +
			"Try: the Decision section's cross-validation on each basis, which tells the same story from held-out points; " +
			"or set priors and unequal losses and watch the line slide.",
		Scene: occamScene(),
	}
}
