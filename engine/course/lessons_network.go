package course

import (
	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// The network's lessons, the notes' next chapter: from the perceptron's
// failure on XOR to a network whose hidden units are lines of the plane,
// XOR built by hand and trained, the circle that two units cannot enclose
// and three can, the two spirals, and fixed basis functions against learnt
// ones. Their words are in the catalog (go-lessons.ftl).

// networkView is the look of the network's lessons: the regions by
// confidence, the boundary and the mistakes (the units' lines are always
// drawn).
var networkView = scene.View{Shading: scene.ShadingSoft, Boundary: true, Misclassified: true, Grid: true}

// xorStart is where the XOR-by-hand lesson puts its two step units: unit 1
// the vertical line x = 1.4 and unit 2 the horizontal line y = 1.4, both
// beside the square, with the output of the OR-and-not-AND construction
// (o = h₁ − h₂ − ½), so that only the lines need moving.
func xorStart() *engine.Network {
	return &engine.Network{Activation: engine.ActivationStep, Loss: engine.LossCrossEntropy,
		Hidden: [][]float64{{-1.4, 1, 0}, {-1.4, 0, 1}}, Output: [][]float64{{-0.5, 1, -1}}}
}

func networkFromPerceptronLesson() Lesson {
	s := mustPreset("xor", nil)
	s.View = scene.View{Shading: scene.ShadingHard, Boundary: true, Misclassified: true, Update: true, Grid: true}
	s.Speed = 8
	return Lesson{
		ID: "network-from-perceptron",
		Texts: &Texts{Title: msg.T("lesson-network-from-perceptron-title"), Text: msg.T("lesson-network-from-perceptron-text"),
			Try: []msg.Text{msg.T("lesson-network-from-perceptron-try-1"), msg.T("lesson-network-from-perceptron-try-2"), msg.T("lesson-network-from-perceptron-try-3")},
			Questions: []QuestionTexts{{Prompt: msg.T("lesson-network-from-perceptron-q1-prompt"),
				Choices:  []msg.Text{msg.T("lesson-network-from-perceptron-q1-choice-1"), msg.T("lesson-network-from-perceptron-q1-choice-2"), msg.T("lesson-network-from-perceptron-q1-choice-3")},
				Feedback: []msg.Text{msg.T("lesson-network-from-perceptron-q1-feedback-1"), msg.T("lesson-network-from-perceptron-q1-feedback-2"), msg.T("lesson-network-from-perceptron-q1-feedback-3")}}}},
		Extras: Extras{Questions: []Question{{Kind: KindChoice, Answer: 0}}},
		Scene:  s,
	}
}

func networkXORHandLesson() Lesson {
	s := mustPreset("xor", nil)
	s.Algorithm = firstAvailable("network", "perceptron")
	s.Params = networkParams(map[string]any{"activation": string(engine.ActivationStep), "retrain": false})
	if s.Algorithm == "network" {
		s.Network = xorStart()
	}
	s.View = networkView
	s.Viewport = scene.Viewport{MinX: -1, MaxX: 2, MinY: -1, MaxY: 2}
	return Lesson{
		ID: "network-xor-by-hand",
		Texts: &Texts{Title: msg.T("lesson-network-xor-by-hand-title"), Text: msg.T("lesson-network-xor-by-hand-text"),
			Try: []msg.Text{msg.T("lesson-network-xor-by-hand-try-1"), msg.T("lesson-network-xor-by-hand-try-2"), msg.T("lesson-network-xor-by-hand-try-3")},
			Questions: []QuestionTexts{{Prompt: msg.T("lesson-network-xor-by-hand-q1-prompt"),
				Choices:  []msg.Text{msg.T("lesson-network-xor-by-hand-q1-choice-1"), msg.T("lesson-network-xor-by-hand-q1-choice-2"), msg.T("lesson-network-xor-by-hand-q1-choice-3")},
				Feedback: []msg.Text{msg.T("lesson-network-xor-by-hand-q1-feedback-1"), msg.T("lesson-network-xor-by-hand-q1-feedback-2"), msg.T("lesson-network-xor-by-hand-q1-feedback-3")}}}},
		Extras: Extras{Questions: []Question{{Kind: KindChoice, Answer: 0}}},
		Scene:  s,
	}
}

func networkXORTrainedLesson() Lesson {
	s := mustPreset("xor", nil)
	s.Algorithm = firstAvailable("network", "perceptron")
	s.Params = networkParams(map[string]any{"hidden": 2.0})
	s.View = networkView
	s.Viewport = scene.Viewport{MinX: -1, MaxX: 2, MinY: -1, MaxY: 2}
	s.Speed = 10
	return Lesson{
		ID: "network-xor-trained",
		Texts: &Texts{Title: msg.T("lesson-network-xor-trained-title"), Text: msg.T("lesson-network-xor-trained-text"),
			Try: []msg.Text{msg.T("lesson-network-xor-trained-try-1"), msg.T("lesson-network-xor-trained-try-2"), msg.T("lesson-network-xor-trained-try-3")}},
		Scene: s,
	}
}

func networkCircleLesson() Lesson {
	s := mustPreset("circles", nil)
	s.Basis = engine.Basis{}
	s.Algorithm = firstAvailable("network", "perceptron")
	s.Params = networkParams(map[string]any{"hidden": 2.0})
	s.View = networkView
	s.Speed = 20
	return Lesson{
		ID: "network-circle",
		Texts: &Texts{Title: msg.T("lesson-network-circle-title"), Text: msg.T("lesson-network-circle-text"),
			Try: []msg.Text{msg.T("lesson-network-circle-try-1"), msg.T("lesson-network-circle-try-2"), msg.T("lesson-network-circle-try-3")}},
		Scene: s,
	}
}

func networkSpiralsLesson() Lesson {
	s := mustPreset("spirals", nil)
	s.Speed = 200
	return Lesson{
		ID: "network-spirals",
		Texts: &Texts{Title: msg.T("lesson-network-spirals-title"), Text: msg.T("lesson-network-spirals-text"),
			Try: []msg.Text{msg.T("lesson-network-spirals-try-1"), msg.T("lesson-network-spirals-try-2")}},
		Scene: s,
	}
}

func networkFixedBasisLesson() Lesson {
	s := mustPreset("circles", nil)
	s.Basis = engine.Basis{}
	s.Algorithm = firstAvailable("network", "logistic")
	s.Params = networkParams(map[string]any{"hidden": 3.0, "layer": "frozen"})
	s.View = networkView
	s.Speed = 40
	return Lesson{
		ID: "network-fixed-basis",
		Texts: &Texts{Title: msg.T("lesson-network-fixed-basis-title"), Text: msg.T("lesson-network-fixed-basis-text"),
			Try: []msg.Text{msg.T("lesson-network-fixed-basis-try-1"), msg.T("lesson-network-fixed-basis-try-2"), msg.T("lesson-network-fixed-basis-try-3")}},
		Scene: s,
	}
}
