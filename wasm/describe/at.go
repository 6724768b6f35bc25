package describe

import (
	"math"
	"slices"

	"hyperplane/engine"
	"hyperplane/engine/msg"
)

// Misclassified reports whether the decided field on screen gives point i
// a class other than its own; false before training and while a lesson's
// question hides the boundary.
func Misclassified(p Plot, i int) bool {
	se := p.S
	pts := se.Doc().Points()
	if !se.Training().Trained() || i < 0 || i >= len(pts) || hidden(p) {
		return false
	}
	snap := se.Training().Shown()
	f := se.Assessment().Decided(&snap)
	return engine.NewEvaluator(&f).Decide(pts[i].X, pts[i].Y) != pts[i].Class
}

func hidden(p Plot) bool {
	v := p.S.Plot().View()
	return !v.Boundary && v.Shading == "off"
}

// PointLine says which point i is: "point 4 of 12, class 2, at (2, 1),
// misclassified", with "held out for testing" and "support vector" where
// they apply. Points are numbered from 1, as in the points table.
func PointLine(p Plot, i int) msg.Text {
	se := p.S
	pts := se.Doc().Points()
	if i < 0 || i >= len(pts) {
		return msg.T("describe-point-none")
	}
	q := pts[i]
	s := msg.T("describe-point", "n", i+1, "total", len(pts), "class", ClassName(se, q.Class), "at", PairText(q.X, q.Y, p.Step))
	if m := se.Training().Partition().Mask; len(m) == len(pts) && m[i] {
		s = msg.T("describe-point-held-out", "point", s)
	}
	if se.Training().Trained() && !hidden(p) {
		if Misclassified(p, i) {
			s = msg.T("describe-point-misclassified", "point", s)
		} else {
			s = msg.T("describe-point-correct", "point", s)
		}
		snap := se.Training().Shown()
		if se.Plot().View().Margins && slices.Contains(snap.Support, i) {
			s = msg.T("describe-point-support", "point", s)
		}
	}
	return s
}

// Nearest returns the point nearest (x, y) and its distance, or −1 when
// there are none.
func Nearest(p Plot, x, y float64) (int, float64) {
	best, bi := math.Inf(1), -1
	for i, q := range p.S.Doc().Points() {
		if d := math.Hypot(q.X-x, q.Y-y); d < best {
			best, bi = d, i
		}
	}
	return bi, best
}

// At describes the place (x, y) under the cursor: the class the plot
// gives it, its score (the posterior where the model has one), its
// distance from the boundary, and the nearest point. cs is "start" when
// the words begin a sentence.
func At(p Plot, x, y float64, cs string) msg.Text {
	se := p.S
	s := msg.T("describe-at", "case", caseOf(cs), "at", PairText(x, y, p.Step))
	if se.Training().Trained() && !hidden(p) {
		s = msg.T("describe-at-model", "place", s, "model", atModel(p, x, y))
	} else if !se.Training().Trained() {
		s = msg.T("describe-at-no-model", "place", s)
	}
	if i, d := Nearest(p, x, y); i >= 0 {
		q := se.Doc().Points()[i]
		s = msg.T("describe-at-nearest", "place", s, "n", i+1, "class", ClassName(se, q.Class), "at", PairText(q.X, q.Y, p.Step), "distance", NumText(d))
	} else {
		s = msg.T("describe-at-no-points", "place", s)
	}
	return s
}

// Side names the side of the boundary (x, y) is on, "class 2 side" or
// "undecided", or is the zero Text before training and while a lesson
// hides the boundary.
func Side(p Plot, x, y float64) msg.Text {
	se := p.S
	if !se.Training().Trained() || hidden(p) {
		return msg.Text{}
	}
	snap := se.Training().Shown()
	f := se.Assessment().Decided(&snap)
	if k := engine.NewEvaluator(&f).Decide(x, y); k >= 0 {
		return msg.T("describe-side-of-class", "class", ClassName(se, k))
	}
	return msg.T("describe-side-undecided")
}

// atModel describes what the decided field makes of (x, y).
func atModel(p Plot, x, y float64) msg.Text {
	se := p.S
	snap := se.Training().Shown()
	f := se.Assessment().Decided(&snap)
	ev := engine.NewEvaluator(&f)
	k := ev.Decide(x, y)
	var s msg.Text
	if k < 0 {
		s = msg.T("describe-side-undecided")
	} else {
		s = msg.T("describe-side-of-class", "class", ClassName(se, k))
	}
	h := ev.Rows(x, y)
	if sc, err := se.Assessment().Scores(x, y); err == nil && sc.Posteriors != nil && k >= 0 && k < len(sc.Posteriors) {
		s = msg.T("describe-at-probability", "side", s, "p", NumText(sc.Posteriors[k]))
	} else if twoClass(&f) {
		v := h[0]
		if len(h) == 2 {
			v -= h[1]
		}
		s = msg.T("describe-at-score", "side", s, "h", NumText(v))
	}
	if dist, exact, ok := boundaryDistance(&f, ev, x, y); ok {
		if exact {
			s = msg.T("describe-at-distance", "what", s, "distance", NumText(dist))
		} else {
			s = msg.T("describe-at-about", "what", s, "distance", NumText(dist))
		}
	}
	return s
}

// boundaryDistance returns the distance of (x, y) from the boundary of
// the field f: |h|/‖w‖ for a straight two-class boundary (exact), and the
// first-order estimate |Δ|/‖∇Δ‖ otherwise, with Δ = h for two classes or
// the difference of the winning row and the runner-up's for an argmax or
// one-versus-rest field (Duda, Hart and Stork §5.2). ok is false where no
// such estimate exists (one-versus-one votes, a decision stage that
// decides by risk, a flat field).
func boundaryDistance(f *engine.Field, ev *engine.Evaluator, x, y float64) (d float64, exact, ok bool) {
	if f.Weights != nil || f.Risk != nil || f.Reject > 0 {
		return 0, false, false
	}
	h := ev.Rows(x, y)
	if l, ok := lineOf(f); ok {
		return math.Abs(l.Distance(x, y)), true, true
	}
	switch f.Combine {
	case engine.CombineSign:
		if len(h) != 1 {
			return 0, false, false
		}
		g := engine.FieldGradient(f, 0, x, y)
		if n := math.Hypot(g.X, g.Y); n > 0 {
			return math.Abs(h[0]) / n, false, true
		}
	case engine.CombineArgmax, engine.CombineOvR:
		if len(h) < 2 {
			return 0, false, false
		}
		a, b := 0, 1
		if h[b] > h[a] {
			a, b = b, a
		}
		for r := 2; r < len(h); r++ {
			switch {
			case h[r] > h[a]:
				a, b = r, a
			case h[r] > h[b]:
				b = r
			}
		}
		ga, gb := engine.FieldGradient(f, a, x, y), engine.FieldGradient(f, b, x, y)
		if n := math.Hypot(ga.X-gb.X, ga.Y-gb.Y); n > 0 {
			_, affine := engine.PlaneRow(f, 0)
			return (h[a] - h[b]) / n, affine && f.Combine == engine.CombineArgmax && len(h) == 2, true
		}
	}
	return 0, false, false
}
