package course

import (
	"math"
	"slices"

	"hyperplane/engine"
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
		Title: "The perceptron and Novikoff's bound",
		Text: "Press play and watch the perceptron: each time it meets a point on the wrong side (y·aᵀz ≤ 0) it adds that point's " +
			"augmented vector z = (1, x) to its weights, and the line jumps.\n" +
			"The circle has radius R, the largest ‖z‖, and the band has half-width γ, the best margin any line through the " +
			"origin of z-space achieves. Novikoff's theorem says that on separable data the perceptron makes at most (R/γ)² " +
			"updates, however it visits the points. Compare the count of updates with the bound.\n" +
			"Try: drag a point towards the other class. γ shrinks, the bound grows, and the perceptron needs more updates. " +
			"Drag one across and the data stop being separable: the perceptron never settles.",
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
		Title: "XOR and basis functions",
		Text: "No line separates the XOR gate: the corners (1,0) and (0,1) have output 1, the corners (0,0) and (1,1) output 0. " +
			"Switch the basis to linear and the perceptron runs for ever.\n" +
			"Here each point x is first mapped to φ(x) = (φ₁(x), φ₂(x)), two Gaussian bumps centred on (0,0) and (1,1). " +
			"In that feature space the four points are separable, so the perceptron converges, and its line in feature " +
			"space is the curved boundary you see in the plane.\n" +
			"Try: the polynomial basis of degree 2 works too, because x + y − 2xy is exactly XOR on the corners.",
		Scene: s,
	}
}

func outliersLesson() Lesson {
	s := mustPreset("outliers", map[string]any{"seed": 3})
	s.View.Compare = available("logistic")
	return Lesson{
		ID:    "least-squares-outliers",
		Title: "Least squares versus logistic regression with outliers",
		Text: "Least squares fits the targets of every point, so a point far on the correct side of the boundary is an error " +
			"too: its value is much larger than its target. The group of class-2 points at the lower right pulls the least " +
			"squares boundary towards it, and points near the blobs end up misclassified.\n" +
			"The overlaid boundary is logistic regression. Its error for a point that is far on the correct side is almost " +
			"zero, so the far group hardly moves it.\n" +
			"Try: delete the far points one by one, and watch the least squares boundary come back.",
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
		Title: "Fisher's direction versus the difference of the means",
		Text: "Project the points on a direction w and look at the two histograms. The obvious choice is w ∝ m₁ − m₂, the " +
			"difference of the class means; but these classes are long and thin, and along that direction their projections " +
			"overlap badly.\n" +
			"Fisher's criterion J(w) = (m₁ − m₂)² / (s₁² + s₂²) also asks for a small spread within each class. Its maximum, " +
			"w ∝ S_W⁻¹(m₁ − m₂), turns away from the long axis of the classes, and their projections separate.\n" +
			"Try: compare J for Fisher's direction with J for the direction of m₁ − m₂, then make the classes round and see " +
			"the two directions agree.",
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
		Title: "One-versus-rest leaves regions undecided",
		Text: "With three classes, one-versus-rest trains three perceptrons: class 1 against the others, class 2 against the " +
			"others, class 3 against the others. A point is given to class k when classifier k says yes and the others say no.\n" +
			"In the regions marked as ambiguous that rule gives no answer: either no classifier says yes (the middle) or more than one does. " +
			"The notes call this the ambiguity of one-versus-rest.\n" +
			"Try: switch the strategy to the K-class discriminant, which assigns x to the class whose function yₖ(x) is largest. " +
			"Its regions cover the plane with no gaps and no overlaps.",
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
		Title: "Least squares masks a class",
		Text: "Three classes lie along a line, class 2 in the middle. Least squares fits a linear function y_k(x) to the " +
			"1-of-K targets of each class and assigns x to the largest. Along the line, y₁ falls and y₃ rises, but the best " +
			"linear fit to class 2's targets (1 in the middle, 0 at both ends) is almost flat, near 1/3, and it is never the " +
			"largest for long: class 2 gets almost no region, and most of its points are misclassified (Bishop, figure 4.5).\n" +
			"The overlaid boundaries are softmax regression, whose posteriors are not asked to fit targets linearly; it gives " +
			"class 2 the middle of the line.\n" +
			"Try: drag class 2 off the line, away from the other two, and watch least squares give it a region again.",
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
		Title: "Ho-Kashyap detects non-separability",
		Text: "The perceptron never stops on data that no line separates, and never tells you why. Ho-Kashyap minimizes " +
			"‖Za − b‖² over the weights a and the margins b > 0: each step raises b_n where the error e = Za − b is positive " +
			"and solves a = Z†b again.\n" +
			"Since a is the least-squares solution, Zᵀe = 0. So if e ≤ 0 with e ≠ 0, no a can make every margin aᵀz positive: " +
			"the procedure stops with a proof that the classes are not linearly separable. Here one point of each class lies " +
			"among the other class; press play and read the status.\n" +
			"Try: drag the two stray points back to their own side (class 1 to the left, class 2 to the right) and run again: " +
			"e shrinks to 0 and Ho-Kashyap converges to a separating line.",
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
		Title: "Widrow-Hoff approaches least squares",
		Text: "The Widrow-Hoff (LMS) rule visits the points one at a time and corrects a ← a + η_k (b_k − aᵀz_k) z_k, even " +
			"for points already on the right side. It is sequential gradient descent on J_s(a) = ‖Za − b‖², so it does not " +
			"look for a separating line but for the least-squares solution Z†b, whose boundary is overlaid.\n" +
			"Each step here is a whole pass over the points, with the rate η₁/e in pass e. As the rate decreases the " +
			"corrections shrink, and a settles on Z†b: the status shows the distance ‖a − Z†b‖ falling, by about a factor " +
			"of 5 to 8 for every tenfold number of passes.\n" +
			"Try: switch the rate schedule to constant and see a keep wandering around Z†b; or to η₁/k, where k counts " +
			"single corrections: the rate then falls so fast that a crawls towards Z†b.",
		Scene: s,
	}
}
