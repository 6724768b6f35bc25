package engine

import (
	"math"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// marginVectorParam chooses the margin vector b of the minimum squared-error
// procedures.
func marginVectorParam() Param {
	return choiceParam("bvec", msg.T("param-bvec"), "ones",
		msg.T("param-bvec-help"),
		Choice{"ones", msg.T("param-bvec-ones")}, Choice{"fisher", msg.T("param-bvec-fisher")})
}

// marginVector returns b for the data d, as marginVectorParam describes.
func marginVector(d Dataset, choice string) []float64 {
	n := len(d.Points)
	b := make([]float64, n)
	counts := d.Counts()
	for i, p := range d.Points {
		b[i] = 1
		if choice == "fisher" {
			b[i] = float64(n) / float64(counts[p.Class])
		}
	}
	return b
}

// lmsSettings are the knobs of the Widrow-Hoff rule.
type lmsSettings struct {
	Rule     string  `param:"rule"`
	Eta      float64 `param:"eta"`
	Schedule string  `param:"schedule"`
	Bvec     string  `param:"bvec"`
	Theta    float64 `param:"theta"`
	Visit    visitSettings
}

// squaredError is one point's term of J_s(a) = ‖Za − b‖²: (m − bₙ)² for
// its margin m = yₙaᵀzₙ.
func squaredError(m, b float64) float64 {
	e := m - b
	return e * e
}

// heldOutSquaredError is J_s at the sign field f over the points of d,
// with the margin vector that choice gives for d (see HeldOut).
func heldOutSquaredError(f *Field, d Dataset, choice string) (float64, bool) {
	m, ok := signMargins(f, d)
	if !ok {
		return 0, false
	}
	b := marginVector(d, choice)
	loss := 0.0
	for i, v := range m {
		loss += squaredError(v, b[i])
	}
	return loss, true
}

func lmsSpec() Spec {
	schedule := choiceParam("schedule", msg.T("method-lms-schedule"), "inverse",
		msg.T("method-lms-schedule-help"),
		Choice{"inverse", msg.T("method-lms-schedule-inverse")}, Choice{"epoch", msg.T("method-lms-schedule-epoch")}, Choice{"constant", msg.T("method-lms-schedule-constant")})
	return Spec{
		ID:      "lms",
		Name:    msg.T("method-lms"),
		Family:  FamilyDiscriminant,
		Summary: msg.T("method-lms-summary"),
		Help:    msg.T("method-lms-help"),
		Params: []Param{
			choiceParam("rule", msg.T("method-lms-rule"), "single",
				msg.T("method-lms-rule-help"),
				Choice{"single", msg.T("method-lms-rule-single")}, Choice{"batch", msg.T("method-lms-rule-batch")}),
			logParam("eta", msg.T("method-lms-eta"), 1e-4, 10, 0.02, msg.T("method-lms-eta-help")),
			schedule,
			marginVectorParam(),
			logParam("theta", msg.T("method-lms-theta"), 1e-12, 1, 1e-5, msg.T("method-lms-theta-help")),
			when(orderParam(), "rule", "single"),
			when(unitParam(), "rule", "single"),
			epochsParam(10000),
			seedParam(),
		},
		Binary:    true,
		Iterative: true,
		Short:     msg.T("method-lms-short"),
		Shuffled:  true,
		new:       start(newLMS),
	}
}

// lms is the Widrow-Hoff or least-mean-squares rule (Duda, Hart and Stork
// §5.8.4, Algorithm 10; notes 002, "The Widrow-Hoff procedure"):
//
//	a ← a + η_k (b_k − aᵀz'_k) z'_k,   η_k = η₁/k,
//
// a sequential gradient descent on J_s(a) = ‖Za − b‖², whose minimum is the
// least-squares (pseudo-inverse) solution Z†b.
type lms struct {
	binaryBase
	eta, theta float64
	schedule   string
	bvec       string
	b          []float64
	zn         rows
	ls         []float64 // Z†b
	jmin       float64   // J_s(Z†b)
	epochMode  bool
	batch      bool // a ← a + η_k Zᵀ(b − Za), one step a pass
	corr       []float64
	maxEpochs  int
	visit      shuffler
	maxCorr    float64 // longest correction in the current epoch
	limit      float64 // a norm of a beyond which the rule is diverging
	err        error
}

func newLMS(d Dataset, b Basis, s lmsSettings) (Trainer, error) {
	l := &lms{
		binaryBase: newBinaryBase(d, b),
		eta:        s.Eta,
		theta:      s.Theta,
		schedule:   s.Schedule,
		bvec:       s.Bvec,
		epochMode:  s.Visit.Unit == "epoch",
		batch:      s.Rule == "batch",
		maxEpochs:  s.Visit.MaxEpochs,
		visit:      newShuffler(s.Visit.Seed, s.Visit.Order == "random"),
	}
	l.reset()
	return l, l.err
}

// reset rebuilds the normalized vectors and the least-squares solution.
func (l *lms) reset() {
	var zm *linalg.Dense
	l.zn, zm = normalize(l.z, l.y)
	l.b = marginVector(l.data, l.bvec)
	l.visit.reset(l.z.Len())
	l.maxCorr = 0
	l.notes, l.ls, l.err = nil, nil, nil
	if l.zn.Len() == 0 {
		return
	}
	x, note, err := linalg.Lstsq(zm, &linalg.Dense{Rows: len(l.b), Cols: 1, Data: l.b})
	if err != nil {
		l.err = &DataError{-1, msg.T("engine-ls-solution-problem", "why", lsWords(err))}
		return
	}
	if note.Kind != linalg.NoteNone {
		l.notes = []msg.Text{msg.T("engine-lms-note", "note", noteText(note))}
	}
	l.ls = x.Col(nil, 0)
	l.jmin = l.sse(l.ls)
	l.limit = 1e6 * (1 + linalg.Norm(l.ls) + linalg.Norm(l.a))
}

func (l *lms) SetData(d Dataset) error {
	l.setData(d)
	l.reset()
	return l.err
}

// sse returns J_s(a) = ‖Za − b‖².
func (l *lms) sse(a []float64) float64 {
	s := 0.0
	for i := range l.zn.Len() {
		z := l.zn.Row(i)
		s += squaredError(linalg.Dot(a, z), l.b[i])
	}
	return s
}

// HeldOutLoss implements HeldOut.
func (l *lms) HeldOutLoss(f *Field, d Dataset) (float64, bool) {
	return heldOutSquaredError(f, d, l.bvec)
}

// rate returns η_k for the next correction.
func (l *lms) rate() float64 {
	switch l.schedule {
	case "inverse":
		return l.eta / float64(l.upd+1)
	case "epoch":
		return l.eta / float64(l.visit.epoch+1)
	}
	return l.eta
}

func (l *lms) Step() (Snapshot, error) {
	n := l.z.Len()
	if l.status.Stopped() || n == 0 || l.err != nil {
		return l.Snapshot(), l.err
	}
	if l.batch {
		return l.batchStep()
	}
	visits := 1
	if l.epochMode {
		visits = n - l.visit.pos
	}
	for ; visits > 0; visits-- {
		eta := l.rate()
		i, end := l.visit.nextPoint()
		z := l.zn.Row(i)
		c := eta * (l.b[i] - linalg.Dot(l.a, z))
		l.update(i, c, z)
		if l.overflowed() || (l.limit > 0 && linalg.Norm(l.a) > l.limit) {
			copy(l.a, l.before)
			l.step++
			l.stop(StatusStepLimit, msg.T("engine-lms-diverging-single"))
			return l.Snapshot(), nil
		}
		l.maxCorr = math.Max(l.maxCorr, math.Abs(c)*linalg.Norm(z))
		if end {
			if l.maxCorr < l.theta {
				l.step++
				l.stop(StatusConverged, msg.T("engine-lms-converged-single", "epoch", l.visit.epoch, "theta", NumText(l.theta, -1)))
				return l.Snapshot(), nil
			}
			l.maxCorr = 0
		}
	}
	l.step++
	switch {
	case l.visit.epoch >= l.maxEpochs && l.visit.pos == 0:
		l.stop(StatusStepLimit, msg.T("engine-stopped-epochs", "n", l.visit.epoch))
	}
	return l.Snapshot(), nil
}

// batchStep makes one step of the batch rule,
//
//	a ← a + η_k Zᵀ(b − Za),
//
// the gradient descent a ← a − ½η_k∇J_s of notes 002, and counts it as an
// epoch.
func (l *lms) batchStep() (Snapshot, error) {
	eta := l.rate()
	if len(l.corr) != len(l.a) {
		l.corr = make([]float64, len(l.a))
	}
	c := l.corr
	for j := range c {
		c[j] = 0
	}
	for i := range l.zn.Len() {
		z := l.zn.Row(i)
		r := l.b[i] - linalg.Dot(l.a, z)
		for j, v := range z {
			c[j] += r * v
		}
	}
	l.before = append(l.before[:0], l.a...)
	for j := range l.a {
		l.a[j] += eta * c[j]
	}
	l.point = -1
	l.upd++
	l.step++
	l.visit.epoch++
	if l.overflowed() || (l.limit > 0 && linalg.Norm(l.a) > l.limit) {
		copy(l.a, l.before)
		l.stop(StatusStepLimit, msg.T("engine-lms-diverging-batch"))
		return l.Snapshot(), nil
	}
	l.before = l.before[:0]
	switch step := eta * linalg.Norm(c); {
	case step < l.theta:
		l.stop(StatusConverged, msg.T("engine-lms-converged-batch", "step", NumText(step, 3), "theta", NumText(l.theta, -1)))
	case l.visit.epoch >= l.maxEpochs:
		l.stop(StatusStepLimit, msg.T("engine-stopped-steps", "n", l.visit.epoch))
	}
	return l.Snapshot(), nil
}

func (l *lms) Snapshot() Snapshot {
	v := []Value{{Key: "epoch", Label: msg.T("value-epoch"), V: float64(l.visit.epoch)}}
	if l.ls != nil {
		d := 0.0
		for j, x := range l.ls {
			d += (l.a[j] - x) * (l.a[j] - x)
		}
		v = append(v,
			Value{Key: "dist", Label: msg.T("value-dist"), V: math.Sqrt(d)},
			Value{Key: "jmin", Label: msg.T("value-jmin"), V: l.jmin})
	}
	if l.z.Len() > 0 {
		v = append(v, Value{Key: "eta", Label: msg.T("value-eta"), V: l.rate()})
	}
	return l.snap(l.sse(l.a), msg.T("engine-criterion-squared-error"), v...)
}
