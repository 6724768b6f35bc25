package course

import (
	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// The network's lessons, the notes' next chapter: from the perceptron's
// failure on XOR to a network whose hidden units are lines of the plane,
// XOR built by hand and trained, the circle that two units cannot enclose
// and three can, the two spirals, and fixed basis functions against learnt
// ones. Their words are all in this file.

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
		ID:    "network-from-perceptron",
		Title: "From the perceptron's failure on XOR to a network",
		Text: "Press play. The perceptron visits the four corners for ever: (1,0) and (0,1) are class 1, (0,0) and (1,1) class 2, " +
			"and no line puts each pair on its own side, so every line it tries gets one corner wrong and the next update undoes " +
			"the last.\n" +
			"A network with one hidden layer puts lines before the line: each hidden unit j is a line aⱼ = wⱼᵀx + bⱼ = 0 of the " +
			"plane (drawn in its own colour, its arrow on the side where aⱼ > 0), its output hⱼ = tanh(aⱼ) says on which side a " +
			"point lies, and the output unit is logistic regression on (h₁, h₂): a line in the space of the hidden units, which " +
			"the lines of the plane have bent. Two lines cut the square into a band that holds (1,0) and (0,1) and leaves the " +
			"other corners outside.\n" +
			"Backpropagation trains both layers at once: the output's error y − t goes back through the output weights to each " +
			"unit, δⱼ = (1 − hⱼ²) Σ vⱼ(y − t), and each line moves by −η δⱼ (1, x).",
		Extras: Extras{
			Try: []string{
				"Choose Neural network in the method menu, and play: the two lines move until the band holds class 1.",
				"Press Another seed and play again: another pair of lines, or a pair stuck in a local minimum with a corner wrong.",
				"Swap the units, or flip one's sign: other weights, the same boundary.",
			},
			Questions: []Question{{Kind: KindChoice,
				Prompt:  "Why do two hidden units solve XOR when one line cannot?",
				Choices: []string{"Each unit is a line; together they cut out a band, and the output separates the band from the rest", "The network has more weights, so it can memorize four points", "tanh is curved, so one unit's line can bend round the corners"},
				Answer:  0,
				Feedback: []string{"Yes: in the units' space (h₁, h₂) the four corners are separable by the output's line.",
					"Not quite: a line has enough weights too; what it lacks is a second cut of the plane.",
					"No: a unit's level set aⱼ = 0 is straight whatever g is; the bend comes from combining units."}}},
		},
		Scene: s,
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
		ID:    "network-xor-by-hand",
		Title: "XOR by hand with two units",
		Text: "Two hidden units of steps, h = 1 on the side of its arrow and 0 on the other, and an output that fires when unit 1 " +
			"is on and unit 2 is off: o = h₁ − h₂ − ½ ≥ 0 is class 1. Only the two lines are yours to place.\n" +
			"Drag a line to move it and its disc to turn it (or press u on the plot and use the arrows) until every corner has " +
			"its class: (1,0) and (0,1) class 1, (0,0) and (1,1) class 2. The output stays as it is while you work.",
		Extras: Extras{
			Try: []string{
				"Put unit 1's line where its arrow covers every corner but (0,0).",
				"Put unit 2's line where its arrow covers (1,1) alone.",
				"Then answer the question to see the classic construction.",
			},
			Questions: []Question{{Kind: KindChoice,
				Prompt:  "What did your two units compute?",
				Choices: []string{"OR and AND", "x and y", "NOT x and NOT y"},
				Answer:  0,
				Feedback: []string{"Yes, the classic construction: unit 1 is OR, x + y − ½ ≥ 0, unit 2 is AND, x + y − 3/2 ≥ 0, two " +
					"parallel lines of weights (1, 1), and XOR = OR and not AND. Set them exactly with " +
					"setNetwork({activation: \"step\", hidden: [{w: [1, 1], b: -0.5}, {w: [1, 1], b: -1.5}], output: [{w: [1, -1], b: -0.5}]}).",
					"Lines x = ½ and y = ½ cut the square in four, but OR-and-not-AND of them leaves (1,1) wrong: try OR and AND, " +
						"x + y − ½ ≥ 0 and x + y − 3/2 ≥ 0.",
					"Not these: the output needs unit 1 on for both class-1 corners. OR (x + y − ½ ≥ 0) and AND (x + y − 3/2 ≥ 0) do it."}}},
		},
		Scene: s,
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
		ID:    "network-xor-trained",
		Title: "XOR trained: two lines find the answer",
		Text: "Two tanh units, started from seed 1 (each line through a corner, Glorot's random weights) and trained by gradient " +
			"descent with momentum on the cross-entropy. Press play: in about fifty steps the two lines settle into a band " +
			"round the class-1 corners, and the output separates the band from the rest.\n" +
			"Not every start gets there. From seed 7 the lines settle with a corner still wrong: a local minimum, where the " +
			"gradient is near zero and no step helps. Gradient descent finds a minimum near its start, not the best one.",
		Extras: Extras{
			Try: []string{
				"Press Another seed a few times: each start finds its own pair of lines, and some stall.",
				"Set the seed to 7 and play: a local minimum.",
				"Switch the error to the squared error and play from seed 1 again: compare the steps it takes.",
			},
		},
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
		ID:    "network-circle",
		Title: "The circle: two units cannot enclose it, three can",
		Text: "A disc inside a ring. Each hidden unit is a line, and the network's boundary is made of where the lines' " +
			"steps add up: two lines make a band, or a wedge, but no closed region, so with two units some of the ring always " +
			"lies with the disc. Play, and watch the mistakes stop falling.\n" +
			"Set the hidden units to 3 and play again: three lines make a triangle round the disc, and every point is right.",
		Extras: Extras{
			Try: []string{
				"With 2 units: play until the mistakes stop falling.",
				"Set Hidden units H to 3 and play: a triangle.",
				"Try 8 units: the polygon rounds off towards the circle.",
			},
		},
		Scene: s,
	}
}

func networkSpiralsLesson() Lesson {
	s := mustPreset("spirals", nil)
	s.Speed = 200
	return Lesson{
		ID:    "network-spirals",
		Title: "Two spirals: one hidden layer struggles",
		Text: "Two spirals wound round each other twice: every line of the plane crosses both spirals several times, so a " +
			"hidden unit's line agrees with the classes only in patches. Eight units trained for 20,000 steps still leave " +
			"about a quarter of the points wrong. The two-spirals problem (Lang and Witbrock 1988) is the classic case for more " +
			"layers.\n" +
			"The kernel machines do better with a Gaussian kernel: every point is its own bump.",
		Extras: Extras{
			Try: []string{
				"Play, and watch the lines: each settles where it helps a few turns of the spirals.",
				"Choose the support vector machine with the Gaussian kernel (γ = 5, C = 100): the spirals separate.",
			},
		},
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
		ID:    "network-fixed-basis",
		Title: "Fixed basis functions against learnt ones",
		Text: "Three hidden units, drawn at random from seed 1 and frozen: only the output learns. That is logistic regression " +
			"on three fixed basis functions, the linear model of the notes, with basis functions chosen before seeing the " +
			"data. Play: it stops at its best with many points still wrong, since the three lines are not where the classes " +
			"meet.\n" +
			"Now unfreeze them (Hidden layer: trained) and play on from there: the same three units move to where the data " +
			"need them, round the disc, and every point is right. That is what the network adds: it learns its basis.",
		Extras: Extras{
			Try: []string{
				"Play with the layer frozen, until it stops.",
				"Set Hidden layer to trained and play on: the lines move.",
				"Set the basis to Gaussian bumps and Hidden layer to \"the basis functions, fixed\": the output on the menu's bumps.",
			},
		},
		Scene: s,
	}
}
