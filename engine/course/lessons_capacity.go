package course

import (
	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

func shatterLesson() Lesson {
	s := mustPreset("shatter-4", map[string]any{"labelling": 5})
	return Lesson{
		ID:    "vc-dimension",
		Texts: &Texts{Title: msg.T("lesson-vc-dimension-title"), Text: msg.T("lesson-vc-dimension-text")},
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
		Texts: &Texts{Title: msg.T("lesson-overfitting-rbf-title"), Text: msg.T("lesson-overfitting-rbf-text")},
		Scene: overfitScene(),
	}
}
