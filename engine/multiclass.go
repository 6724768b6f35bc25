package engine

import (
	"fmt"
	"slices"

	"hyperplane/engine/internal/wording"
	"hyperplane/engine/msg"
)

// multiclass runs a two-class method on the sub-problems of a K-class set:
// one per class (one-versus-rest) or one per pair (one-versus-one), as in
// Bishop §4.1.2. Each Step steps the next sub-problem that still runs, in
// turn, so that a step costs what one two-class step costs.
type multiclass struct {
	strategy string
	k        int
	names    []int // scene class of each class, for the labels of values
	subs     []subproblem
	data     Dataset
	step     int
	point    int
	last     *Snapshot // the combined snapshot, until the next change
	turn     int       // the sub-problem that steps next
	mark     []bool    // scratch of combine: the support vectors, by point
}

type subproblem struct {
	tr    Trainer
	last  Snapshot // tr's snapshot after its last change
	pair  [2]int   // the positive and the negative class; -1 is "the rest"
	index []int    // sub-problem point → point of the whole set
}

func newMulticlass(spec Spec, d Dataset, b Basis, s Settings, strategy string, names []int) (*multiclass, error) {
	m := &multiclass{strategy: strategy, k: d.Classes, names: names, point: -1}
	switch m.strategy {
	case StrategyOvR, StrategyOvRArgmax:
		for c := 0; c < d.Classes; c++ {
			m.subs = append(m.subs, subproblem{pair: [2]int{c, -1}})
		}
	case StrategyOvO:
		for a := 0; a < d.Classes; a++ {
			for c := a + 1; c < d.Classes; c++ {
				m.subs = append(m.subs, subproblem{pair: [2]int{a, c}})
			}
		}
	default:
		return nil, msg.Err("engine-unknown-strategy", "strategy", wording.Quote(m.strategy))
	}
	m.data = d
	for i := range m.subs {
		sd := m.split(&m.subs[i], d)
		tr, err := spec.new(sd, b, s)
		if err != nil {
			return nil, msg.Wrap(err, "engine-sub-problem", "sub", m.labelText(m.subs[i].pair), "why", msg.Of(err))
		}
		m.subs[i].tr = tr
		m.subs[i].last = tr.Snapshot()
	}
	return m, nil
}

// split returns the two-class data of sub-problem p and records its index.
func (m *multiclass) split(p *subproblem, d Dataset) Dataset {
	// The sizes first: grown by append, the copies of one-versus-rest's six
	// sub-problems of a compared method's sample of 20,000 points took
	// 128 ms of its start at 4x CPU throttling in the page (issue 51).
	n := 0
	for _, pt := range d.Points {
		if pt.Class == p.pair[0] || p.pair[1] < 0 || pt.Class == p.pair[1] {
			n++
		}
	}
	p.index = slices.Grow(p.index[:0], n)
	sd := Dataset{Classes: 2, Points: make([]Point, 0, n)}
	for i, pt := range d.Points {
		switch {
		case pt.Class == p.pair[0]:
			sd.Points = append(sd.Points, Point{pt.X, pt.Y, 0})
		case p.pair[1] < 0 || pt.Class == p.pair[1]:
			sd.Points = append(sd.Points, Point{pt.X, pt.Y, 1})
		default:
			continue
		}
		p.index = append(p.index, i)
	}
	return sd
}

// label is the key of a sub-problem in its values' keys ("1 vs rest",
// "1 vs 2"): a key for code, not words (labelText has those).
func (m *multiclass) label(pair [2]int) string {
	if pair[1] < 0 {
		return fmt.Sprintf("%d vs rest", m.names[pair[0]]+1)
	}
	return fmt.Sprintf("%d vs %d", m.names[pair[0]]+1, m.names[pair[1]]+1)
}

// labelText names a sub-problem: "1 vs rest", "1 vs 2".
func (m *multiclass) labelText(pair [2]int) msg.Text {
	if pair[1] < 0 {
		return msg.T("engine-sub-rest", "a", m.names[pair[0]]+1)
	}
	return msg.T("engine-sub-pair", "a", m.names[pair[0]]+1, "b", m.names[pair[1]]+1)
}

func (m *multiclass) Step() (Snapshot, error) {
	m.last = nil
	for tries := 0; tries < len(m.subs); tries++ {
		i := m.turn % len(m.subs)
		m.turn++
		p := &m.subs[i]
		before := p.last
		if before.Status.Stopped() {
			continue
		}
		s, err := p.tr.Step()
		p.last = s
		if err != nil {
			return m.Snapshot(), msg.Wrap(err, "engine-sub-problem", "sub", m.labelText(p.pair), "why", msg.Of(err))
		}
		if s.Step != before.Step || s.Updates != before.Updates {
			m.step++
		}
		if s.Point >= 0 && s.Updates != before.Updates {
			m.point = p.index[s.Point]
		}
		break
	}
	return m.Snapshot(), nil
}

func (m *multiclass) SetData(d Dataset) error {
	if d.Classes != m.k {
		return fmt.Errorf("engine: multiclass data changed its number of classes")
	}
	m.data = d
	m.point = -1
	m.last = nil
	for i := range m.subs {
		p := &m.subs[i]
		if err := p.tr.SetData(m.split(p, d)); err != nil {
			return msg.Wrap(err, "engine-sub-problem", "sub", m.labelText(p.pair), "why", msg.Of(err))
		}
		p.last = p.tr.Snapshot()
	}
	return nil
}

func (m *multiclass) Model() Model {
	s := m.Snapshot()
	return NewFieldModel(s.Field, m.k)
}

// Snapshot returns the combined state. It is built once per change, since
// building it evaluates the combined field at every point, and handed out
// as copies, except for Alpha and Support: the slices are shared and
// read-only. combine makes them afresh at every change and nothing writes
// into them afterwards, so that every snapshot handed out keeps its own
// values without a copy of N numbers per call; the trainer that NewTrainer
// returns (relabel) copies them once for its caller.
func (m *multiclass) Snapshot() Snapshot {
	if m.last == nil {
		s := m.combine()
		m.last = &s
	}
	c := *m.last
	c.Alpha, c.Support = nil, nil
	c = c.Clone()
	c.Alpha, c.Support = m.last.Alpha, m.last.Support
	return c
}

func (m *multiclass) combine() Snapshot {
	subs := make([]Snapshot, len(m.subs))
	for i := range m.subs {
		subs[i] = m.subs[i].last
	}
	f := Field{Basis: subs[0].Field.Basis.Clone(), Labels: identity(m.k), Link: subs[0].Field.Link}
	switch m.strategy {
	case StrategyOvR:
		f.Combine = CombineOvR
	case StrategyOvRArgmax:
		f.Combine = CombineArgmax
	case StrategyOvO:
		f.Combine = CombineOvO
	}
	if f.Link == LinkProbit {
		// Each row has its own posterior covariance, which one field cannot
		// hold: the combined field uses the rows' means.
		f.Link = LinkLogistic
	}
	s := Snapshot{Step: m.step, Point: m.point, N: len(m.data.Points), Status: StatusConverged}
	var reasons, notes []msg.Text
	var alpha []float64 // allocated only when a sub-problem has dual coefficients
	nsv := 0            // support vectors marked in m.mark, with repeats

	var parts []*Expansion // each row's kernel expansion, or nil
	for i, ss := range subs {
		p := m.subs[i]
		f.Rows = append(f.Rows, append([]float64(nil), ss.Field.Rows[0]...))
		if ss.Field.Quad != nil {
			f.Quad = append(f.Quad, append([]float64(nil), ss.Field.Quad[0]...))
		}
		parts = append(parts, ss.Field.Expansion)
		if m.strategy == StrategyOvO {
			f.Pairs = append(f.Pairs, p.pair)
		}
		s.Loss += ss.Loss
		s.Criterion = ss.Criterion
		s.Updates += ss.Updates
		name, words := m.label(p.pair), m.labelText(p.pair)
		if !ss.Reason.IsZero() {
			reasons = append(reasons, msg.T("engine-sub-problem", "sub", words, "why", ss.Reason))
		}
		for _, n := range ss.Notes {
			notes = append(notes, msg.T("engine-sub-problem", "sub", words, "why", n))
		}
		for _, v := range ss.Values {
			s.Values = append(s.Values, Value{Key: v.Key + "/" + name, Label: msg.T("engine-sub-value", "value", v.Label, "sub", words), V: v.V})
		}
		if ss.Alpha != nil {
			if alpha == nil {
				alpha = make([]float64, len(m.data.Points))
			}
			for j, a := range ss.Alpha {
				if a != 0 { // a zero adds nothing: every point outside the support has one
					alpha[p.index[j]] += a
				}
			}
		}
		if len(ss.Support) > 0 && len(m.mark) != len(m.data.Points) {
			m.mark = make([]bool, len(m.data.Points))
		}
		for _, j := range ss.Support {
			m.mark[p.index[j]] = true
		}
		nsv += len(ss.Support)
		s.Status = worse(s.Status, ss.Status)
	}
	if f.Quad != nil && len(f.Quad) != len(f.Rows) {
		f.Quad = nil // not every row had a form; cannot happen with one method
	}
	f.Expansion = mergeExpansions(parts)
	s.Criterion = msg.T("engine-criterion-summed", "criterion", s.Criterion)
	s.Field = f
	s.Mistakes = Mistakes(&f, m.data)
	s.Reason = msg.Semicolon(reasons...)
	s.Notes = notes
	s.Alpha = alpha
	// The support vectors of all sub-problems, each once, in the order of
	// the points, gathered from their marks (which are cleared again).
	if nsv > 0 {
		support := make([]int, 0, nsv)
		for i, on := range m.mark {
			if on {
				support = append(support, i)
				m.mark[i] = false
			}
		}
		s.Support = support
	}
	return s
}

// worse returns the status that describes two sub-problems together: running
// while any runs, and otherwise the least happy reason to have stopped.
func worse(a, b Status) Status {
	rank := map[Status]int{StatusConverged: 0, StatusStepLimit: 1, StatusNoOptimum: 2, StatusNotSeparable: 3, StatusRunning: 4}
	if rank[b] > rank[a] {
		return b
	}
	return a
}

// Multi-class strategies for two-class methods (Bishop §4.1.2).
const (
	StrategyOvR       = "ovr"
	StrategyOvRArgmax = "ovr-argmax"
	StrategyOvO       = "ovo"
)

// strategyKey is the key of the strategy, which Lookup adds to the table of
// every two-class method.
const strategyKey = "strategy"

func strategyParam() Param {
	return choiceParam(strategyKey, msg.T("param-strategy"), StrategyOvR,
		msg.T("param-strategy-help"),
		Choice{StrategyOvR, msg.T("param-strategy-ovr")},
		Choice{StrategyOvRArgmax, msg.T("param-strategy-ovr-argmax")},
		Choice{StrategyOvO, msg.T("param-strategy-ovo")})
}
