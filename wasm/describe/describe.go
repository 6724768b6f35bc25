// Package describe puts what the plot shows into words for a screen
// reader: the method and its step, the boundary as an equation and as a
// line across the view, which side is which class, the misclassified
// points, the margin, and for curved and many-class boundaries the regions
// of the view; a place under the keyboard's cursor; a point. Its numbers
// come from the same snapshot and decided field the plot draws. It is plain
// Go (no syscall/js, no Ebiten), tested natively; the page contract
// (wasm/api) and the keyboard (wasm/keys) call it.
package describe

import (
	"fmt"
	"math"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
	"hyperplane/wasm/session"
)

// Plot is what a description reads: the session under its lock, the box of
// data coordinates that the plot shows, and its grid's spacing.
type Plot struct {
	S    *session.Session
	Box  scene.Viewport
	Step float64
	// Quick leaves out what costs a pass over many points, for the live
	// region's summary in a frame: the margin of the set, and above
	// QuickCounted points the mistakes class by class (the snapshot's
	// total is said); the regions are sampled on a coarser grid.
	Quick bool
}

// MaxCounted is the largest set whose mistakes are counted class by class
// (the plot rings them up to the same size), QuickCounted the largest in
// a quick description.
const (
	MaxCounted   = 20_000
	QuickCounted = 5_000
)

// Description is what the plot shows, in numbers and in words.
type Description struct {
	// Method is the method's name.
	Method  msg.Text `json:"method"`
	Step    int      `json:"step"`
	Status  string   `json:"status"`
	Trained bool     `json:"trained"`
	// Hidden: the boundary and the regions are hidden (a lesson's
	// question asks for a prediction first), and so is what gives them
	// away.
	Hidden bool `json:"hidden"`
	// Points counts the points of each class, Test the held-out ones.
	Points []int `json:"points"`
	Test   int   `json:"test"`
	// Kind is what the boundary is: "line" (two classes, straight),
	// "curve" (two classes, curved) or "regions" (more classes, or a
	// decision stage that no line describes); "" before training.
	Kind string    `json:"kind"`
	Line *LineInfo `json:"line,omitempty"`
	// Regions shares the view among the classes, for every kind but a
	// line.
	Regions []Region `json:"regions,omitempty"`
	// Mistakes counts the misclassified training points of each class
	// (nil above MaxCounted points), TestMistakes the held-out ones;
	// MistakesTotal is their sum (the snapshot's count above MaxCounted).
	Mistakes      []int `json:"mistakes"`
	MistakesTotal int   `json:"mistakesTotal"`
	TestMistakes  []int `json:"testMistakes,omitempty"`
	// Margin is a margin machine's 1/‖w‖, Nearest the smallest distance
	// of a training point from a straight boundary when every one is on
	// its side (the margin of the set); NaN when there is none.
	Margin  session.Num `json:"margin"`
	Nearest session.Num `json:"nearest"`
	// Units are a network's hidden units, each its line in words
	// (network.go); nil for another method.
	Units []Unit `json:"units,omitempty"`
	// Summary is the short text the live region says, Text the full one:
	// Texts of the catalog (go-describe.ftl), which the page says in its
	// reader's language.
	Summary msg.Text `json:"summary"`
	Text    msg.Text `json:"text"`
	// Key is the summary without the step: a change of it is worth
	// telling.
	Key string `json:"-"`
}

// LineInfo is a straight two-class boundary: its row (w₀, w₁, w₂), its
// equation and words, where it crosses the view, and the classes on its
// sides (Positive where h > 0, the field's first class).
type LineInfo struct {
	W         [3]float64 `json:"w"`
	Equation  msg.Text   `json:"equation"`
	Words     msg.Text   `json:"words"`
	Crossings []Crossing `json:"crossings"`
	Angle     float64    `json:"angle"`
	Positive  int        `json:"positive"`
	Negative  int        `json:"negative"`
	// PositiveSide names the side of the positive class ("above and to
	// the right"), NegativeSide the other.
	PositiveSide msg.Text `json:"positiveSide"`
	NegativeSide msg.Text `json:"negativeSide"`
	// Band is the half width of an undecided band |h| ≤ Band (Fausett's
	// θ, or a reject threshold), 0 for none.
	Band float64 `json:"band"`
}

// Of describes the plot.
func Of(p Plot) Description {
	se := p.S
	sc := se.Scene()
	snap := se.Training().Shown()
	d := Description{Method: se.Training().Spec().Name, Step: snap.Step, Trained: se.Training().Trained(),
		Points: se.Doc().Counts(), Margin: session.Num(math.NaN()), Nearest: session.Num(math.NaN())}
	if d.Trained {
		d.Status = string(snap.Status)
	}
	v := sc.View
	d.Hidden = !v.Boundary && v.Shading == scene.ShadingOff
	mask := se.Training().Partition().Mask
	if len(mask) != len(se.Doc().Points()) {
		mask = nil // the points changed since the split was drawn: all train
	}
	for _, m := range mask {
		if m {
			d.Test++
		}
	}
	if d.Trained && !d.Hidden {
		f := se.Assessment().Decided(&snap)
		d.describeField(p, &f, &snap, mask)
	}
	d.Summary, d.Key = d.summary(p)
	d.Text = d.text(p, &snap)
	return d
}

// describeField fills in the boundary, the regions, the mistakes and the
// margins of the decided field f of snapshot s.
func (d *Description) describeField(p Plot, f *engine.Field, s *engine.Snapshot, mask []bool) {
	se := p.S
	k := len(se.Doc().Classes())
	if l, ok := lineOf(f); ok {
		d.Kind = "line"
		li := &LineInfo{W: [3]float64{l.W0, l.W1, l.W2}, Equation: l.Equation(), Words: l.Words(p.Box, p.Step),
			Crossings: l.Crossings(p.Box), Angle: l.Angle(), Positive: f.Labels[0], Negative: f.Labels[1],
			PositiveSide: sideOf(l.W1, l.W2), NegativeSide: sideOf(-l.W1, -l.W2), Band: f.Band}
		d.Line = li
	} else {
		d.Kind = "regions"
		if twoClass(f) && f.Weights == nil && f.Risk == nil && f.Reject == 0 {
			d.Kind = "curve"
		}
		d.Regions = regionsOf(f, p.Box, k, p.Quick)
	}
	d.Units = unitsOf(f, p.Box, p.Step)
	pts := se.Doc().Points()
	counted := MaxCounted
	if p.Quick {
		counted = QuickCounted
	}
	if len(pts) <= counted {
		d.Mistakes = make([]int, k)
		if mask != nil {
			d.TestMistakes = make([]int, k)
		}
		ev := engine.NewEvaluator(f)
		for i, q := range pts {
			if q.Class >= k || ev.Decide(q.X, q.Y) == q.Class {
				continue
			}
			if mask != nil && mask[i] {
				d.TestMistakes[q.Class]++
			} else {
				d.Mistakes[q.Class]++
				d.MistakesTotal++
			}
		}
	} else {
		d.MistakesTotal = s.Mistakes
	}
	if m, ok := s.Value("margin"); ok {
		d.Margin = session.Num(m)
	}
	if d.Line != nil && len(pts) <= MaxCounted && !p.Quick {
		train := engine.Dataset{Points: pts, Classes: k}
		if mask != nil {
			train = se.Training().Partition().Train
		}
		if m, err := engine.SetMargin(f, train); err == nil && m.Geometric > 0 {
			d.Nearest = session.Num(m.Geometric)
		}
	}
}

// lineOf returns the straight boundary of f: a two-class field, one sign
// row or two argmax rows (the boundary of h₁ − h₂), affine in the plane,
// that the decision stage left a line. Its positive side is the field's
// first class.
func lineOf(f *engine.Field) (Line, bool) {
	if len(f.Labels) != 2 || f.Weights != nil || f.Risk != nil || f.Reject > 0 {
		return Line{}, false
	}
	row, ok := engine.PlaneRow(f, 0)
	switch {
	case !ok:
		return Line{}, false
	case f.Combine == engine.CombineSign && len(f.Rows) == 1:
	case f.Combine == engine.CombineArgmax && len(f.Rows) == 2:
		other, _ := engine.PlaneRow(f, 1)
		for i := range row {
			row[i] -= other[i]
		}
	default:
		return Line{}, false
	}
	l := clean(Line{row[0], row[1], row[2]})
	return l, l.ok()
}

// clean returns l with the coefficients that are rounding noise next to
// the largest (under 10⁻¹² of it) set to zero, so that a line the data
// make vertical is said to be vertical; ok is false when no line is left.
func clean(l Line) Line {
	top := math.Max(math.Abs(l.W0), math.Max(math.Abs(l.W1), math.Abs(l.W2)))
	for _, w := range []*float64{&l.W0, &l.W1, &l.W2} {
		if math.Abs(*w) < 1e-12*top {
			*w = 0
		}
	}
	return l
}

// twoClass reports whether f decides between two classes by one function:
// a sign row, or the difference of two argmax rows.
func twoClass(f *engine.Field) bool {
	return len(f.Labels) == 2 && ((f.Combine == engine.CombineSign && len(f.Rows) == 1) || (f.Combine == engine.CombineArgmax && len(f.Rows) == 2))
}

// ClassName names class k as the page does: "class 2", or "class 2
// (Setosa)" when it has a name of its own (an argument, which the page
// isolates for bidi).
func ClassName(se *session.Session, k int) msg.Text { return classNameCase(se, k, "") }

// ClassNameStart is ClassName at the beginning of a sentence: "Class 2".
func ClassNameStart(se *session.Session, k int) msg.Text { return classNameCase(se, k, "start") }

func classNameCase(se *session.Session, k int, cs string) msg.Text {
	cls := se.Doc().Classes()
	if k >= 0 && k < len(cls) && cls[k].Name != "" && cls[k].Name != fmt.Sprintf("Class %d", k+1) {
		return msg.T("describe-class-named", "case", caseOf(cs), "n", k+1, "name", cls[k].Name)
	}
	return msg.T("describe-class", "case", caseOf(cs), "n", k+1)
}
