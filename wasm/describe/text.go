package describe

// The words of a description: its short summary for the live region and
// its full text, in sentences.

import (
	"fmt"
	"math"
	"strings"

	"hyperplane/engine"
	"hyperplane/wasm/session"
)

// statusWords says where training stands, or "" while it runs.
func (d *Description) statusWords() string {
	switch engine.Status(d.Status) {
	case engine.StatusConverged:
		return "converged"
	case engine.StatusNotSeparable:
		return "stopped: the classes are not linearly separable"
	case engine.StatusStepLimit:
		return "stopped at the step limit"
	case engine.StatusNoOptimum:
		return "no finite optimum"
	}
	return ""
}

// summary returns the live region's short text and its key (the text
// without the step).
func (d *Description) summary(p Plot) (text, key string) {
	se := p.S
	head := d.Method
	if !d.Trained {
		return head + ": not trained yet; " + d.pointsWords(se) + ".", head + " untrained " + d.pointsWords(se)
	}
	status := ""
	if w := d.statusWords(); w != "" {
		status = ", " + w
	}
	var body []string
	switch {
	case d.Hidden:
		body = append(body, "the boundary is hidden until you answer the question")
	case d.Line != nil:
		l := d.Line
		body = append(body, l.Words, ClassName(se, l.Positive)+" "+l.PositiveSide+", "+ClassName(se, l.Negative)+" "+l.NegativeSide)
	default:
		body = append(body, d.kindWords(se), regionsShort(se, d.Regions))
	}
	if !d.Hidden {
		body = append(body, d.mistakesShort(se))
	}
	rest := strings.Join(body, "; ") + "."
	return head + ", step " + fmt.Sprint(d.Step) + status + ": " + rest, head + status + ": " + rest
}

// kindWords says what a boundary other than a line is.
func (d *Description) kindWords(se *session.Session) string {
	snap := se.Training().Shown()
	f := &snap.Field
	switch {
	case f.Network != nil:
		return networkKind(f)
	case f.Expansion != nil:
		return fmt.Sprintf("a curved boundary of a kernel expansion over %s", plural(len(f.Expansion.Points), "support vector", "support vectors"))
	case d.Kind == "curve":
		return "a curved boundary (" + basisWords(f) + ")"
	case len(f.Labels) > 2:
		return fmt.Sprintf("%d classes (%s)", len(f.Labels), basisWords(f))
	}
	return "the decision stage's boundary"
}

// basisWords names the field's basis.
func basisWords(f *engine.Field) string {
	switch {
	case f.Quad != nil:
		return "quadratic"
	case f.Basis.Kind == engine.BasisPoly:
		return fmt.Sprintf("polynomial basis of degree %d", f.Basis.Degree)
	case f.Basis.Kind == engine.BasisRBF:
		return fmt.Sprintf("%s basis", plural(len(f.Basis.Centres), "Gaussian bump", "Gaussian bumps"))
	}
	return "linear"
}

// pointsWords counts the points by class: "12 points, 6 of class 1 and 6
// of class 2".
func (d *Description) pointsWords(se *session.Session) string {
	n := 0
	var parts []string
	for k, c := range d.Points {
		n += c
		if c > 0 {
			parts = append(parts, fmt.Sprintf("%d of %s", c, ClassName(se, k)))
		}
	}
	if n == 0 {
		return "no points"
	}
	return plural(n, "point", "points") + ", " + joinAnd(parts)
}

// mistakesShort says how many points are misclassified, in the summary.
func (d *Description) mistakesShort(se *session.Session) string {
	s := perClass(se, d.MistakesTotal, d.Mistakes, "misclassified")
	if d.TestMistakes != nil {
		n := 0
		for _, c := range d.TestMistakes {
			n += c
		}
		s += fmt.Sprintf(", %d of the %d test points", n, d.Test)
	}
	return s
}

// perClass writes "no point misclassified" or "3 points misclassified
// (class 1: 1, class 2: 2)".
func perClass(se *session.Session, total int, by []int, what string) string {
	if total == 0 {
		return "no point " + what
	}
	s := plural(total, "point", "points") + " " + what
	var parts []string
	for k, c := range by {
		if c > 0 {
			parts = append(parts, fmt.Sprintf("%s: %d", ClassName(se, k), c))
		}
	}
	if len(parts) > 0 {
		s += " (" + strings.Join(parts, ", ") + ")"
	}
	return s
}

// joinAnd joins "a", "b" and "c" as "a, b and c".
func joinAnd(parts []string) string {
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// text returns the full description, in sentences.
func (d *Description) text(p Plot, s *engine.Snapshot) string {
	se := p.S
	var b strings.Builder
	say := func(f string, a ...any) {
		if b.Len() > 0 {
			b.WriteString(" ")
		}
		fmt.Fprintf(&b, f, a...)
	}
	say("%s.", d.Method)
	if !d.Trained {
		say("Not trained yet.")
	} else {
		w := d.statusWords()
		if w == "" && se.Training().Playing() {
			w = "training"
		}
		if w != "" {
			w = ", " + w
		}
		say("Step %d%s.", d.Step, w)
	}
	say("%s.", capitalize(d.pointsWords(se)))
	if d.Test > 0 {
		say("%s held out for testing, drawn hollow.", plural(d.Test, "point is", "points are"))
	}
	switch {
	case !d.Trained:
	case d.Hidden:
		say("The boundary is hidden until you answer the lesson's question.")
	case d.Line != nil:
		l := d.Line
		say("The boundary is the line %s: %s.", l.Equation, l.Words)
		say("%s lies %s of it, %s %s.", capitalize(ClassName(se, l.Positive)), l.PositiveSide, ClassName(se, l.Negative), l.NegativeSide)
		if l.Band > 0 {
			say("Points where |h| ≤ %s, a band about the line, are left undecided.", Num(l.Band))
		}
	default:
		say("%s.", capitalize(d.kindWords(se)))
		say("%s.", capitalize(regionsLong(se, d.Regions)))
	}
	if d.Trained && !d.Hidden {
		for _, u := range d.Units {
			say("%s.", capitalize(unitSentence(u)))
		}
	}
	if d.Trained && !d.Hidden {
		what := "misclassified"
		if d.Test > 0 {
			what += " among the training points"
		}
		say("%s.", capitalize(perClass(se, d.MistakesTotal, d.Mistakes, what)))
		if d.TestMistakes != nil {
			n := 0
			for _, c := range d.TestMistakes {
				n += c
			}
			say("Of the %d test points, %d misclassified.", d.Test, n)
		}
		if m := float64(d.Margin); !math.IsNaN(m) {
			say("The margin 1/‖w‖ is %s.", Num(m))
		}
		if n := float64(d.Nearest); !math.IsNaN(n) {
			say("Every training point is on its side; the nearest is %s from the line.", Num(n))
		}
		if !se.Scene().Decision.IsZero() {
			say("A decision stage is set (the Decision section): the boundary is the decided one.")
		}
	}
	if r := strings.TrimSpace(s.Reason); r != "" && d.Trained {
		if !strings.HasSuffix(r, ".") {
			r += "."
		}
		say("%s", capitalize(r))
	}
	return b.String()
}

func capitalize(s string) string { return session.Capitalize(s) }
