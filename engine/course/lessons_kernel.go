package course

import (
	"hyperplane/engine"
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
		Title: "The kernel trick: circles and XOR with no basis",
		Text: "The basis here is linear, and no line separates a disc from the ring around it. The support vector machine " +
			"never needs the features themselves, only their inner products φ(x)ᵀφ(x'): replace them by a kernel K(x, x') " +
			"and it works in the kernel's feature space without ever building it. The Gaussian kernel exp(−γ‖x − x'‖²) has a " +
			"feature space of infinite dimension, yet the machine stores only one α per point, and the boundary " +
			"f(x) = Σ αₙ yₙ K(xₙ, x) + b = 0 is a closed curve round the disc: every training point is on its side.\n" +
			"Only the support vectors (ringed, sized by α) have α > 0; the dashed curves are f = ±1, the margin in feature space.\n" +
			"Try: set the kernel to linear: the best line leaves about a third of the points on the wrong side. Set it to " +
			"polynomial of degree 2: (γ xᵀx' + c₀)² holds x², xy and y², and separates the circles too. Load the XOR gate and pick the SVM " +
			"again: the Gaussian kernel and the polynomial of degree 2 separate it (with a large C), the linear kernel cannot.",
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
		Title: "γ too large: every point its own island, seen on the test split",
		Text: "Half the points (the hollow rings) are held out. The Gaussian kernel exp(−γ‖x − x'‖²) with γ = 30 is a bump of " +
			"width 1/√(2γ) ≈ 0.13 about each training point: the machine draws a small island round every point of the " +
			"other class and gets every training point right, noise included.\n" +
			"Compare the training and the test accuracy in the status: the test points fall between the islands, where the " +
			"bias alone decides, and the test accuracy is far lower. That is overfitting, with as many free bumps as points.\n" +
			"Try: lower γ to 0.3: the islands merge into one smooth boundary, the training accuracy drops a little and the " +
			"test accuracy rises.",
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
		Title: "C trades margin for slack",
		Text: "No line separates these blobs, so the soft margin lets points inside the margin or across the boundary, each " +
			"with slack ξₙ = max(0, 1 − yₙh(xₙ)), and minimizes ½‖w‖² + C Σ ξₙ. C is the price of a unit of slack.\n" +
			"At C = 0.01 slack is cheap: the margin 1/‖w‖ (the dashed lines are h = ±1) is wide, and most points are support " +
			"vectors, most of them at the bound αₙ = C (ringed in amber).\n" +
			"Try: raise C to 1 and then 100, and train again: the margin narrows, the total slack Σξ in the values falls and " +
			"fewer points are support vectors. A larger C fits the training points harder; the boundary itself moves little here.",
		Scene: slackScene(),
	}
}
