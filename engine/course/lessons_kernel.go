package course

import (
	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// kernelView is the look of the kernel lessons: hard regions, the
// boundary, the margin curves f = ±1 and the support vectors.
var kernelView = scene.View{Shading: scene.ShadingHard, Boundary: true, Margins: true, Grid: true}

func kernelTrickLesson() Lesson {
	s := mustPreset("circles", nil)
	s.Basis = engine.Basis{Kind: engine.BasisLinear}
	s.Algorithm = "svm"
	s.Params = map[string]any{"kernel": engine.KernelRBF, "gamma": 0.5, "C": 1.0}
	s.View = kernelView
	return Lesson{
		ID:    "kernel-trick",
		Texts: &Texts{Title: msg.T("lesson-kernel-trick-title"), Text: msg.T("lesson-kernel-trick-text")},
		Scene: s,
	}
}

// islandsScene is two overlapping blobs with half the points held out,
// for the RBF SVM with a very large γ.
func islandsScene() scene.Scene {
	s := mustPreset("overlap", map[string]any{"seed": 4, "n": 40, "noise": 1.2})
	s.Algorithm = "svm"
	s.Params = map[string]any{"kernel": engine.KernelRBF, "gamma": 30.0, "C": 100.0}
	s.Split = scene.Split{Fraction: 0.5, Seed: 1}
	s.View = scene.View{Shading: scene.ShadingHard, Boundary: true, Misclassified: true, Grid: true}
	s.Viewport = scene.FitViewport(s.Points)
	return s
}

func islandsLesson() Lesson {
	return Lesson{
		ID:    "kernel-gamma-islands",
		Texts: &Texts{Title: msg.T("lesson-kernel-gamma-islands-title"), Text: msg.T("lesson-kernel-gamma-islands-text")},
		Scene: islandsScene(),
	}
}

// slackScene is two overlapping blobs for the linear soft-margin SVM with
// a small C.
func slackScene() scene.Scene {
	s := mustPreset("overlap", map[string]any{"seed": 2, "n": 40, "noise": 1.0})
	s.Algorithm = "svm"
	s.Params = map[string]any{"C": 0.01}
	s.View = kernelView
	s.Viewport = scene.FitViewport(s.Points)
	return s
}

func slackLesson() Lesson {
	return Lesson{
		ID:    "svm-c-slack",
		Texts: &Texts{Title: msg.T("lesson-svm-c-slack-title"), Text: msg.T("lesson-svm-c-slack-text")},
		Scene: slackScene(),
	}
}
