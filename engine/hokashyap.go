package engine

import (
	"math"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// hoKashyapSettings are the knobs of the Ho-Kashyap procedure.
type hoKashyapSettings struct {
	B0       float64 `param:"b0"`
	Eta      float64 `param:"eta"`
	Bmin     float64 `param:"bmin"`
	MaxSteps int     `param:"maxSteps"`
}

func hoKashyapSpec() Spec {
	return Spec{
		ID:      "ho-kashyap",
		Name:    msg.T("method-ho-kashyap"),
		Family:  FamilyDiscriminant,
		Summary: msg.T("method-ho-kashyap-summary"),
		Help:    msg.T("method-ho-kashyap-help"),
		Params: []Param{
			floatParam("b0", msg.T("method-ho-kashyap-b0"), 0.01, 100, 1, msg.T("method-ho-kashyap-b0-help")),
			floatParam("eta", msg.T("method-ho-kashyap-eta"), 0.01, 0.99, 0.5, msg.T("method-ho-kashyap-eta-help")),
			logParam("bmin", msg.T("method-ho-kashyap-bmin"), 1e-12, 1e-3, 1e-6, msg.T("method-ho-kashyap-bmin-help")),
			intParam("maxSteps", msg.T("method-ho-kashyap-max-steps"), 1, 1_000_000, 10000, msg.T("method-ho-kashyap-max-steps-help")),
		},
		Binary:    true,
		Iterative: true,
		Short:     msg.T("method-ho-kashyap-short"),
		new:       start(newHoKashyap),
	}
}

// hoKashyap is the Ho-Kashyap procedure (Ho and Kashyap 1965; Duda, Hart
// and Stork §5.9, Algorithm 11; notes 002, "Ho-Kashyap procedures"). It
// descends on J_s(a, b) = ‖Za − b‖² in b with b > 0 and solves for a:
//
//	e = Za − b,   e⁺ = ½(e + |e|),   b ← b + 2η e⁺,   a = Z†b.
//
// Since a = Z†b is the least-squares solution, Zᵀe = 0. If e ≤ 0 and
// e ≠ 0, then for any a' with Za' > 0 we would have 0 = a'ᵀZᵀe = (Za')ᵀe < 0,
// a contradiction: the classes are not linearly separable (§5.9.1).
type hoKashyap struct {
	binaryBase
	b0, eta, bmin float64
	maxSteps      int
	zn            rows
	b, e          []float64
	fac           *linalg.LSFactor
	solved        bool // a = Z†b for the current b
	fresh         bool // e, hi, lo and sq belong to the current a and b
	hi, lo, sq    float64
	err           error
}

func newHoKashyap(d Dataset, b Basis, s hoKashyapSettings) (Trainer, error) {
	h := &hoKashyap{
		binaryBase: newBinaryBase(d, b),
		b0:         s.B0,
		eta:        s.Eta,
		bmin:       s.Bmin,
		maxSteps:   s.MaxSteps,
	}
	h.reset()
	return h, h.err
}

// reset factorizes the new Z once and starts again from b = b₀·1; the
// weights stay until the next step solves a = Z†b.
func (h *hoKashyap) reset() {
	var zm *linalg.Dense
	h.zn, zm = normalize(h.z, h.y)
	h.b = make([]float64, h.zn.Len())
	for i := range h.b {
		h.b[i] = h.b0
	}
	h.e = make([]float64, h.zn.Len())
	h.solved, h.fresh, h.fac, h.err, h.notes = false, false, nil, nil, nil
	if h.zn.Len() == 0 {
		return
	}
	fac, note, err := linalg.NewLSFactor(zm)
	if err != nil {
		h.err = &DataError{-1, msg.T("engine-ho-kashyap-cannot-solve", "why", lsWords(err))}
		return
	}
	h.fac = fac
	if note.Kind != linalg.NoteNone {
		h.notes = []msg.Text{noteText(note)}
	}
}

func (h *hoKashyap) SetData(d Dataset) error {
	h.setData(d)
	h.reset()
	return h.err
}

// errors writes e = Za − b into h.e and returns max e_n, min e_n and ‖e‖²,
// computing them only when a or b changed since the last call.
func (h *hoKashyap) errors() (hi, lo, sq float64) {
	if h.fresh {
		return h.hi, h.lo, h.sq
	}
	hi, lo = math.Inf(-1), math.Inf(1)
	for i := range h.zn.Len() {
		z := h.zn.Row(i)
		e := linalg.Dot(h.a, z) - h.b[i]
		h.e[i] = e
		if e > hi {
			hi = e
		}
		if e < lo {
			lo = e
		}
		sq += e * e
	}
	h.hi, h.lo, h.sq, h.fresh = hi, lo, sq, true
	return hi, lo, sq
}

func (h *hoKashyap) Step() (Snapshot, error) {
	if h.status.Stopped() || h.zn.Len() == 0 || h.err != nil {
		return h.Snapshot(), h.err
	}
	if h.solved {
		h.errors()
		for i, e := range h.e {
			if e > 0 {
				h.b[i] += 2 * h.eta * e // 2η e⁺ with e⁺ = e here
			}
		}
		h.upd++
	}
	h.before = append(h.before[:0], h.a...)
	h.fresh = false
	if _, err := h.fac.Solve(h.b, h.a); err != nil {
		copy(h.a, h.before)
		return h.Snapshot(), &DataError{-1, msg.T("engine-ho-kashyap-problem", "why", lsWords(err))}
	}
	h.solved = true
	h.step++
	hi, lo, _ := h.errors()
	bmax := 0.0
	for _, b := range h.b {
		bmax = math.Max(bmax, b)
	}
	// Components of e that are positive only by rounding count as zero.
	eps := 1e-12 * (1 + bmax)
	switch {
	case hi <= h.bmin && lo >= -h.bmin:
		h.stop(StatusConverged, msg.T("engine-ho-kashyap-separable", "bmin", NumText(h.bmin, -1)))
	case hi <= eps:
		h.stop(StatusNotSeparable, msg.T("engine-ho-kashyap-not-separable", "emin", NumText(lo, 3)))
	case !linalg.Finite(h.a) || math.IsInf(bmax, 0):
		h.stop(StatusStepLimit, msg.T("engine-ho-kashyap-overflow"))
	case h.step >= h.maxSteps:
		h.stop(StatusStepLimit, msg.T("engine-ho-kashyap-step-limit", "steps", h.step, "emax", NumText(hi, 3)))
	}
	return h.Snapshot(), nil
}

func (h *hoKashyap) Snapshot() Snapshot {
	if h.zn.Len() == 0 {
		return h.snap(0, msg.T("engine-criterion-ho-kashyap"))
	}
	hi, lo, sq := h.errors()
	bl := math.Inf(1)
	for _, b := range h.b {
		bl = math.Min(bl, b)
	}
	s := h.snap(sq, msg.T("engine-criterion-ho-kashyap"),
		Value{Key: "emax", Label: msg.T("value-emax"), V: hi},
		Value{Key: "emin", Label: msg.T("value-emin"), V: lo},
		Value{Key: "bmin", Label: msg.T("value-bmin"), V: bl})
	s.B = append([]float64(nil), h.b...)
	s.E = append([]float64(nil), h.e...)
	return s
}
