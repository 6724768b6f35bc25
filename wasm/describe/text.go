package describe

// The words of a description: its short summary for the live region and
// its full text, in sentences, as Texts of the catalog (go-describe.ftl)
// that the page says in its reader's language.

import (
	"math"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/wasm/session"
)

// statusWords says where training stands, or the zero Text while it
// runs.
func (d *Description) statusWords() msg.Text { return StatusText(engine.Status(d.Status)) }

// StatusText says a trainer's status s in the catalog's words
// (describe-status-*), or the zero Text while it runs.
func StatusText(s engine.Status) msg.Text {
	switch s {
	case engine.StatusConverged:
		return msg.T("describe-status-converged")
	case engine.StatusNotSeparable:
		return msg.T("describe-status-not-separable")
	case engine.StatusStepLimit:
		return msg.T("describe-status-step-limit")
	case engine.StatusNoOptimum:
		return msg.T("describe-status-no-optimum")
	}
	return msg.Text{}
}

// summary returns the live region's short text and its key: the text
// without the step, which the throttle compares (never shown).
func (d *Description) summary(p Plot) (text msg.Text, key string) {
	se := p.S
	head := d.Method
	if !d.Trained {
		t := msg.T("describe-summary-untrained", "method", head, "points", d.pointsWords(se))
		return t, t.String()
	}
	status := d.statusWords()
	var body []msg.Text
	switch {
	case d.Hidden:
		body = append(body, msg.T("describe-summary-hidden"))
	case d.Line != nil:
		l := d.Line
		body = append(body, l.Words, msg.T("describe-summary-sides", "positive", ClassName(se, l.Positive), "positiveSide", l.PositiveSide,
			"negative", ClassName(se, l.Negative), "negativeSide", l.NegativeSide))
	default:
		body = append(body, d.kindWords(se, ""), regionsShort(se, d.Regions))
	}
	if !d.Hidden {
		body = append(body, d.mistakesShort(se))
	}
	rest := msg.Semicolon(body...)
	key = head.String() + "|" + status.String() + "|" + rest.String()
	if status.IsZero() {
		return msg.T("describe-summary", "method", head, "step", d.Step, "body", rest), key
	}
	return msg.T("describe-summary-status", "method", head, "step", d.Step, "status", status, "body", rest), key
}

// kindWords says what a boundary other than a line is; cs is "start" at
// the beginning of a sentence.
func (d *Description) kindWords(se *session.Session, cs string) msg.Text {
	snap := se.Training().Shown()
	f := &snap.Field
	switch {
	case f.Network != nil:
		return networkKind(f, cs)
	case f.Expansion != nil:
		return msg.T("describe-kind-kernel", "case", caseOf(cs), "n", len(f.Expansion.Points))
	case d.Kind == "curve":
		return msg.T("describe-kind-curve", "case", caseOf(cs), "basis", basisWords(f))
	case len(f.Labels) > 2:
		return msg.T("describe-kind-classes", "n", len(f.Labels), "basis", basisWords(f))
	}
	return msg.T("describe-kind-decision", "case", caseOf(cs))
}

// caseOf is the $case of a message: "start" at the beginning of a
// sentence, "other" elsewhere.
func caseOf(cs string) string {
	if cs == "start" {
		return cs
	}
	return "other"
}

// basisWords names the field's basis.
func basisWords(f *engine.Field) msg.Text {
	switch {
	case f.Quad != nil:
		return msg.T("describe-basis-quadratic")
	case f.Basis.Kind == engine.BasisPoly:
		return msg.T("describe-basis-poly", "degree", f.Basis.Degree)
	case f.Basis.Kind == engine.BasisRBF:
		return msg.T("describe-basis-rbf", "n", len(f.Basis.Centres))
	}
	return msg.T("describe-basis-linear")
}

// pointsWords counts the points by class: "12 points, 6 of class 1 and 6
// of class 2".
func (d *Description) pointsWords(se *session.Session) msg.Text {
	n := 0
	var parts []msg.Text
	for k, c := range d.Points {
		n += c
		if c > 0 {
			parts = append(parts, msg.T("describe-points-of-class", "n", c, "class", ClassName(se, k)))
		}
	}
	if n == 0 {
		return msg.T("describe-points-none")
	}
	return msg.T("describe-points", "n", n, "classes", msg.And(parts...))
}

// mistakesShort says how many points are misclassified, in the summary.
func (d *Description) mistakesShort(se *session.Session) msg.Text {
	var s msg.Text
	byClass := classCounts(se, d.Mistakes)
	switch {
	case d.MistakesTotal == 0:
		s = msg.T("describe-mistakes-none")
	case byClass.IsZero():
		s = msg.T("describe-mistakes", "n", d.MistakesTotal)
	default:
		s = msg.T("describe-mistakes-by-class", "n", d.MistakesTotal, "classes", byClass)
	}
	if d.TestMistakes != nil {
		s = msg.T("describe-mistakes-test", "mistakes", s, "n", sum(d.TestMistakes), "test", d.Test)
	}
	return s
}

// mistakesLong is the sentence of the misclassified points: of all the
// points, or of the training points when some are held out.
func (d *Description) mistakesLong(se *session.Session) msg.Text {
	byClass := classCounts(se, d.Mistakes)
	n := d.MistakesTotal
	if d.Test > 0 {
		switch {
		case n == 0:
			return msg.T("describe-text-train-mistakes-none")
		case byClass.IsZero():
			return msg.T("describe-text-train-mistakes", "n", n)
		}
		return msg.T("describe-text-train-mistakes-by-class", "n", n, "classes", byClass)
	}
	switch {
	case n == 0:
		return msg.T("describe-text-mistakes-none")
	case byClass.IsZero():
		return msg.T("describe-text-mistakes", "n", n)
	}
	return msg.T("describe-text-mistakes-by-class", "n", n, "classes", byClass)
}

// classCounts lists the classes with a count, "class 1: 1, class 2: 2",
// or is the zero Text when none has one.
func classCounts(se *session.Session, by []int) msg.Text {
	var parts []msg.Text
	for k, c := range by {
		if c > 0 {
			parts = append(parts, msg.T("describe-class-count", "class", ClassName(se, k), "n", c))
		}
	}
	return msg.Comma(parts...)
}

func sum(v []int) int {
	n := 0
	for _, c := range v {
		n += c
	}
	return n
}

// text returns the full description, in sentences.
func (d *Description) text(p Plot, s *engine.Snapshot) msg.Text {
	se := p.S
	var out []msg.Text
	say := func(t msg.Text) { out = append(out, t) }
	say(msg.T("describe-text-method", "method", d.Method))
	if !d.Trained {
		say(msg.T("describe-text-untrained"))
	} else {
		w := d.statusWords()
		if w.IsZero() && se.Training().Playing() {
			w = msg.T("describe-status-training")
		}
		if w.IsZero() {
			say(msg.T("describe-text-step", "step", d.Step))
		} else {
			say(msg.T("describe-text-step-status", "step", d.Step, "status", w))
		}
	}
	if sum(d.Points) == 0 {
		say(msg.T("describe-text-no-points"))
	} else {
		say(msg.T("describe-text-points", "points", d.pointsWords(se)))
	}
	if d.Test > 0 {
		say(msg.T("describe-text-test", "n", d.Test))
	}
	switch {
	case !d.Trained:
	case d.Hidden:
		say(msg.T("describe-text-hidden"))
	case d.Line != nil:
		l := d.Line
		say(msg.T("describe-text-line", "equation", l.Equation, "words", l.Words))
		say(msg.T("describe-text-sides", "positive", classNameCase(se, l.Positive, "start"), "positiveSide", l.PositiveSide,
			"negative", ClassName(se, l.Negative), "negativeSide", l.NegativeSide))
		if l.Band > 0 {
			say(msg.T("describe-text-band", "band", NumText(l.Band)))
		}
	default:
		say(msg.T("describe-text-kind", "kind", d.kindWords(se, "start")))
		if len(d.Regions) == 0 {
			say(msg.T("describe-text-no-regions"))
		} else {
			say(msg.T("describe-text-regions", "regions", regionsLong(se, d.Regions)))
		}
	}
	if d.Trained && !d.Hidden {
		for _, u := range d.Units {
			say(unitSentence(u))
		}
		say(d.mistakesLong(se))
		if d.TestMistakes != nil {
			say(msg.T("describe-text-test-mistakes", "test", d.Test, "n", sum(d.TestMistakes)))
		}
		if m := float64(d.Margin); !math.IsNaN(m) {
			say(msg.T("describe-text-margin", "margin", NumText(m)))
		}
		if n := float64(d.Nearest); !math.IsNaN(n) {
			say(msg.T("describe-text-nearest", "distance", NumText(n)))
		}
		if !se.Scene().Decision.IsZero() {
			say(msg.T("describe-text-decision"))
		}
	}
	if r := s.Reason; !r.IsZero() && d.Trained {
		say(msg.T("describe-text-reason", "reason", msg.Sentence(r)))
	}
	return msg.Sentences(out...)
}
