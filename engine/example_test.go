package engine_test

import (
	"fmt"
	"os"

	"hyperplane/engine"
	"hyperplane/engine/msg/fluent"
	"hyperplane/engine/plane"
)

// The trainer loop: the caller owns it, a Step at a time, and each
// Snapshot says where training stands. The perceptron on the AND gate of
// README's API example (class 1 at (1, 1), numbered 0 in code, and class 2
// elsewhere) stops when a pass makes no mistake, at README's weights
// w = (2, 3), w₀ = −4 (h(1, 1) = 1 ≥ 0 and h < 0 at the other three)
// after 18 updates a ← a + yz, as the rule run over the four points in
// order, from a = 0, counts them.
func ExampleNewTrainer() {
	and := engine.Dataset{Classes: 2, Points: []engine.Point{
		{X: 0, Y: 0, Class: 1}, {X: 1, Y: 0, Class: 1}, {X: 0, Y: 1, Class: 1}, {X: 1, Y: 1, Class: 0},
	}}
	tr, err := engine.NewTrainer("perceptron", and, engine.Basis{}, nil)
	if err != nil {
		panic(err)
	}
	for !tr.Snapshot().Status.Stopped() {
		if _, err := tr.Step(); err != nil {
			panic(err)
		}
	}
	s := tr.Snapshot()
	fmt.Printf("%s after %d updates, %d mistakes\n", s.Status, s.Updates, s.Mistakes)
	fmt.Printf("a = (w₀, w₁, w₂) = %v\n", s.Field.Rows[0])
	m := tr.Model()
	fmt.Println("class of (1, 1):", m.Predict(1, 1), "· of (0.2, 0.3):", m.Predict(0.2, 0.3))
	// Output:
	// converged after 18 updates, 0 mistakes
	// a = (w₀, w₁, w₂) = [-4 2 3]
	// class of (1, 1): 0 · of (0.2, 0.3): 1
}

// The catalog says what each method is; code branches on these
// properties, never on its ID. Its words are Texts of the message catalog,
// here in English.
func ExampleLookup() {
	en, err := fluent.Load(os.DirFS("../web/locales"), "en")
	if err != nil {
		panic(err)
	}
	s, ok := engine.Lookup("logistic-bayes")
	fmt.Println(ok, en.MustFormat(s.Name))
	fmt.Println("kind:", s.Kind, "· link:", s.Link, "· iterative:", s.Iterative, "· prior:", s.EvidencePrior)
	// Output:
	// true Bayesian logistic regression (Laplace)
	// kind: discriminative · link: probit · iterative: true · prior: alpha
}

// The registry of bases places a grid's centres over the points' bounding
// box, here [0, 6] × [0, 3]: 2×2 centres at the middles of its cells, and
// the width the shorter side over 2.
func ExampleBasisFor() {
	d := engine.Dataset{Classes: 2, Points: []engine.Point{{X: 0, Y: 0, Class: 0}, {X: 6, Y: 3, Class: 1}}}
	b, err := engine.BasisFor("rbf2x2", d, plane.Box{})
	if err != nil {
		panic(err)
	}
	fmt.Println(b.Kind, b.Centres, b.Width)
	en, err := fluent.Load(os.DirFS("../web/locales"), "en")
	if err != nil {
		panic(err)
	}
	for _, nb := range engine.ComparedBases() {
		fmt.Printf("%s ", en.MustFormat(nb.Label))
	}
	fmt.Println()
	// Output:
	// rbf [{1.5 0.75} {1.5 2.25} {4.5 0.75} {4.5 2.25}] 1.5
	// none poly 2 poly 3 RBF 3×3
}
