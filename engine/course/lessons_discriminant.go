package course

import (
	"math"
	"slices"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

func novikoffLesson() Lesson {
	s := mustPreset("blobs", map[string]any{"seed": 7, "n": 15, "noise": 0.6})
	// Move the blobs away from the origin: the bias w₀ must now be learnt,
	// R = max‖z‖ grows, and so does the bound.
	for i := range s.Points {
		s.Points[i].X += 3
		s.Points[i].Y += 2
	}
	// The view frames R's circle ‖x‖ ≤ √(R² − 1) = max‖x‖ as well as the
	// points, so that the whole of the bound's picture is on screen.
	r := 0.0
	for _, p := range s.Points {
		r = math.Max(r, math.Hypot(p.X, p.Y))
	}
	s.Viewport = scene.FitViewport(append(slices.Clone(s.Points), engine.Point{X: -r, Y: 0, Class: 0}, engine.Point{X: r, Y: 0, Class: 0}, engine.Point{X: 0, Y: -r, Class: 0}, engine.Point{X: 0, Y: r, Class: 0}))
	s.View = scene.View{Shading: scene.ShadingSoft, Boundary: true, Misclassified: true, Weights: true, Update: true, Novikoff: true, Grid: true}
	s.Speed = 5
	return Lesson{
		ID:    "perceptron-novikoff",
		Texts: &Texts{Title: msg.T("lesson-perceptron-novikoff-title"), Text: msg.T("lesson-perceptron-novikoff-text")},
		Scene: s,
	}
}

func xorLesson() Lesson {
	s := mustPreset("xor", nil)
	// Gaussian bumps on the two corners of class 2: the corners of class 1
	// have both features small, those of class 2 one feature near 1, so a
	// line in feature space separates them (Bishop, figure 4.12).
	s.Basis = engine.Basis{Kind: engine.BasisRBF, Centres: []engine.Vec2{{X: 0, Y: 0}, {X: 1, Y: 1}}, Width: 0.5}
	s.View = scene.View{Shading: scene.ShadingSoft, Boundary: true, Misclassified: true, Update: true, Grid: true}
	return Lesson{
		ID:    "xor-basis",
		Texts: &Texts{Title: msg.T("lesson-xor-basis-title"), Text: msg.T("lesson-xor-basis-text")},
		Scene: s,
	}
}

func outliersLesson() Lesson {
	s := mustPreset("outliers", map[string]any{"seed": 3})
	s.View.Compare = available("logistic")
	return Lesson{
		ID:    "least-squares-outliers",
		Texts: &Texts{Title: msg.T("lesson-least-squares-outliers-title"), Text: msg.T("lesson-least-squares-outliers-text")},
		Scene: s,
	}
}

// fisherData returns two long, thin, parallel classes along the diagonal,
// offset across it: projected on the difference of the means they
// overlap, projected on Fisher's direction they do not.
func fisherData() []engine.Point {
	r := presetRand(engine.Settings{"seed": 11.0})
	u := engine.Vec2{X: math.Sqrt2 / 2, Y: math.Sqrt2 / 2}  // along the classes
	v := engine.Vec2{X: math.Sqrt2 / 2, Y: -math.Sqrt2 / 2} // across them
	means := [2]engine.Vec2{{X: -0.3, Y: 0.75}, {X: 0.3, Y: -0.75}}
	var pts []engine.Point
	for i := 0; i < 40; i++ {
		for c, m := range means {
			a, b := 2*r.NormFloat64(), 0.15*r.NormFloat64()
			pts = append(pts, engine.Point{X: m.X + a*u.X + b*v.X, Y: m.Y + a*u.Y + b*v.Y, Class: c})
		}
	}
	return pts
}

func fisherLesson() Lesson {
	s := scene.Scene{
		Classes:   twoClasses(),
		Points:    fisherData(),
		Algorithm: "fisher",
		View:      scene.View{Shading: scene.ShadingHard, Boundary: true, Misclassified: true, Fisher: true, Grid: true},
	}
	s.Viewport = scene.FitViewport(s.Points)
	return Lesson{
		ID:    "fisher-vs-means",
		Texts: &Texts{Title: msg.T("lesson-fisher-vs-means-title"), Text: msg.T("lesson-fisher-vs-means-text")},
		Scene: s,
	}
}

// ambiguityData returns three blobs at the corners of a triangle, with a
// hole in the middle where no one-versus-rest classifier claims a point.
func ambiguityData() []engine.Point {
	return mustPreset("three-classes", map[string]any{"seed": 2, "n": 12, "noise": 0.5}).Points
}

func ambiguityLesson() Lesson {
	s := scene.Scene{
		Classes:   []scene.ClassInfo{{Name: "Class 1"}, {Name: "Class 2"}, {Name: "Class 3"}},
		Points:    ambiguityData(),
		Algorithm: "perceptron",
		Params:    map[string]any{"strategy": engine.StrategyOvR},
		View:      scene.View{Shading: scene.ShadingHard, Boundary: true, Misclassified: true, Ambiguity: true, Grid: true},
	}
	s.Viewport = scene.FitViewport(s.Points)
	return Lesson{
		ID:    "one-versus-rest",
		Texts: &Texts{Title: msg.T("lesson-one-versus-rest-title"), Text: msg.T("lesson-one-versus-rest-text")},
		Scene: s,
	}
}

// maskingData returns three blobs along the diagonal, the middle one
// between the other two (Bishop, figure 4.5).
func maskingData() []engine.Point {
	r := presetRand(engine.Settings{"seed": 9.0})
	var pts []engine.Point
	for c, m := range []float64{-2.5, 0, 2.5} {
		pts = blob(r, pts, 20, c, m, m, 0.6)
	}
	return interleave(pts, 3)
}

func maskingLesson() Lesson {
	s := scene.Scene{
		Classes:   []scene.ClassInfo{{Name: "Class 1"}, {Name: "Class 2"}, {Name: "Class 3"}},
		Points:    maskingData(),
		Algorithm: "least-squares",
		View: scene.View{Shading: scene.ShadingHard, Boundary: true, Misclassified: true, Grid: true,
			Compare: available("softmax")},
	}
	s.Viewport = scene.FitViewport(s.Points)
	return Lesson{
		ID:    "least-squares-masking",
		Texts: &Texts{Title: msg.T("lesson-least-squares-masking-title"), Text: msg.T("lesson-least-squares-masking-text")},
		Scene: s,
	}
}

// hoKashyapData returns two small groups of points; with swap set, one
// point of each class lies among the other class, and no line separates
// them.
func hoKashyapData(swap bool) []engine.Point {
	pts := []engine.Point{
		{X: -2, Y: 0.5, Class: 0}, {X: -1.5, Y: -1, Class: 0}, {X: -1, Y: 1.5, Class: 0}, {X: -2.5, Y: -0.5, Class: 0}, {X: -0.8, Y: 0.2, Class: 0},
		{X: 2, Y: -0.5, Class: 1}, {X: 1.5, Y: 1, Class: 1}, {X: 1, Y: -1.5, Class: 1}, {X: 2.5, Y: 0.5, Class: 1}, {X: 0.8, Y: -0.2, Class: 1},
	}
	if swap {
		pts[4].X, pts[9].X = 1.8, -1.8 // the inner points cross over
	}
	return pts
}

func hoKashyapLesson() Lesson {
	s := scene.Scene{
		Classes:   twoClasses(),
		Points:    hoKashyapData(true),
		Algorithm: "ho-kashyap",
		View:      scene.View{Shading: scene.ShadingHard, Boundary: true, Misclassified: true, Margins: true, Grid: true},
		Speed:     4,
	}
	s.Viewport = scene.FitViewport(append(slices.Clone(s.Points), hoKashyapData(false)...))
	return Lesson{
		ID:    "ho-kashyap-separability",
		Texts: &Texts{Title: msg.T("lesson-ho-kashyap-separability-title"), Text: msg.T("lesson-ho-kashyap-separability-text")},
		Scene: s,
	}
}

func widrowHoffLesson() Lesson {
	s := mustPreset("overlap", map[string]any{"seed": 2, "n": 20, "noise": 1})
	s.Algorithm = "lms"
	// The rate η₁/e in epoch e, one epoch a step. The schedule η₁/k, k
	// counting corrections, also tends to Z†b but far too slowly to watch
	// (measured on these points: ‖a − Z†b‖ 0.56 to 0.37 in 1000 epochs).
	s.Params = map[string]any{"eta": 0.05, "schedule": "epoch", "unit": "epoch", "theta": 1e-12, "maxEpochs": 1000}
	s.View = scene.View{Shading: scene.ShadingSoft, Boundary: true, Misclassified: true, Grid: true,
		Compare: available("least-squares")}
	s.Speed = 20
	return Lesson{
		ID:    "widrow-hoff",
		Texts: &Texts{Title: msg.T("lesson-widrow-hoff-title"), Text: msg.T("lesson-widrow-hoff-text")},
		Scene: s,
	}
}
