package describe

import (
	"math"

	"hyperplane/engine"
	"hyperplane/engine/msg"
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
	Words  msg.Text `json:"words"`
	Toward msg.Text `json:"toward,omitempty"`
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
			u.Words = msg.T("describe-unit-curve")
		}
		out = append(out, u)
	}
	return out
}

// networkKind says what a network's boundary is: "a curved boundary of a
// network of 2 tanh units" (cs "start" for the start of a sentence).
func networkKind(f *engine.Field, cs string) msg.Text {
	n := f.Network
	if n.Activation == engine.ActivationBasis {
		return msg.T("describe-kind-network-basis", "case", caseOf(cs), "basis", basisWords(f))
	}
	return msg.T("describe-kind-network", "case", caseOf(cs), "n", n.Units(f.Basis), "activation", string(n.Activation))
}

// unitSentence says unit u: "Unit 1: a line from …, its arrow to the
// upper right, outgoing weights 2.3."
func unitSentence(u Unit) msg.Text {
	if u.Toward.IsZero() {
		return msg.T("describe-unit", "unit", u.Unit, "words", u.Words, "outgoing", NumText(u.Outgoing))
	}
	return msg.T("describe-unit-arrow", "unit", u.Unit, "words", u.Words, "toward", u.Toward, "outgoing", NumText(u.Outgoing))
}
