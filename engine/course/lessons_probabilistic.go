package course

import (
	"hyperplane/engine"
	"hyperplane/engine/msg"
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
	text := msg.T("lesson-generative-vs-discriminative-text")
	if s.Algorithm == "fisher" {
		text = msg.T("lesson-generative-vs-discriminative-text-fisher") // Fisher stands in for the Gaussian model
	}
	return Lesson{
		ID:    "generative-vs-discriminative",
		Texts: &Texts{Title: msg.T("lesson-generative-vs-discriminative-title"), Text: text},
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
		Texts: &Texts{Title: msg.T("lesson-shared-vs-separate-covariances-title"), Text: msg.T("lesson-shared-vs-separate-covariances-text")},
		Scene: s,
	}
}
