package course

import (
	"hyperplane/engine/scene"

	"hyperplane/engine/msg"
)

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
		Texts: &Texts{Title: msg.T("lesson-occam-evidence-title"), Text: msg.T("lesson-occam-evidence-text")},
		Scene: occamScene(),
	}
}
