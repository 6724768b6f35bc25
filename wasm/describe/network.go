package describe

import (
	"fmt"
	"math"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// The network's hidden units in words: what the boundary is (a curved
// boundary of a network of H units), and in the full description each
// unit's line as a line of the plane is said (where it crosses the view,
// the side its arrow points to) with the size of its outgoing weights,
// the width its line is drawn with.

// Unit is one hidden unit of a network in the description.
type Unit struct {
	Unit int `json:"unit"` // from 1
	// Line is the unit's line aⱼ = 0 (nil for a unit of a basis: a curve
	// or a bump of φ(x), not a line of the plane).
	Line *Line `json:"line,omitempty"`
	// Words say where it is; Toward the side its arrow (wⱼ) points to.
	Words  string `json:"words"`
	Toward string `json:"toward,omitempty"`
	// Outgoing is ‖vⱼ‖, the size of its weights to the outputs.
	Outgoing float64 `json:"outgoing"`
}

// unitsOf describes the hidden units of the network of f, in the view b.
func unitsOf(f *engine.Field, b scene.Viewport, step float64) []Unit {
	n := f.Network
	if n == nil {
		return nil
	}
	var out []Unit
	for j, w := range n.Hidden {
		u := Unit{Unit: j + 1}
		s := 0.0
		for _, v := range n.Output {
			s += v[j+1] * v[j+1]
		}
		u.Outgoing = math.Sqrt(s)
		if len(w) == 3 && f.Basis.IsLinear() {
			l := clean(Line{W0: w[0], W1: w[1], W2: w[2]})
			u.Line = &l
			u.Words = l.Words(b, step)
			u.Toward = Toward(w[1], w[2])
		} else {
			u.Words = "a curve of the basis's features"
		}
		out = append(out, u)
	}
	return out
}

// networkKind says what a network's boundary is: "a curved boundary of a
// network of 2 tanh units".
func networkKind(f *engine.Field) string {
	n := f.Network
	h := n.Units(f.Basis)
	if n.Activation == engine.ActivationBasis {
		return fmt.Sprintf("a boundary of a network whose hidden layer is the basis (%s)", basisWords(f))
	}
	act := string(n.Activation)
	return "a curved boundary of a network of " + plural(h, act+" unit", act+" units")
}

// unitSentence says unit u: "unit 1: a line from …, its arrow to the
// upper right, outgoing weights 2.3".
func unitSentence(u Unit) string {
	s := fmt.Sprintf("unit %d: %s", u.Unit, u.Words)
	if u.Toward != "" {
		s += ", its arrow " + u.Toward
	}
	return s + ", outgoing weights " + Num(u.Outgoing)
}
