package engine

import (
	"fmt"
	"math"

	"hyperplane/engine/internal/linalg"
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
		Name:    "Ho-Kashyap",
		Family:  FamilyDiscriminant,
		Summary: "Minimize ‖Za − b‖² over both a and the margins b > 0: raise b where the error is positive, then a = Z†b.",
		Help: "Normalized vectors z = y·(1, x), y = +1 for class 1 and −1 for class 2, form the rows of Z; a = (w₀, w). " +
			"It starts from b = b₀·1 and a = Z†b. Each step computes the error e = Za − b and its positive part e⁺ = ½(e + |e|), " +
			"raises b ← b + 2η e⁺ (so b only grows and stays positive) and solves a = Z†b again by QR (SVD when Z is rank-deficient), " +
			"never by inverting ZᵀZ. It stops as separable when every |e_n| ≤ b_min, since then Za ≥ b − b_min > 0; " +
			"and as not separable when e ≤ 0 with some e_n < −b_min: because Zᵀe = 0 at the least-squares solution, " +
			"no a can make every component of Za positive. With 0 < η < 1 it converges on separable data. " +
			"Stopping threshold: the tolerance b_min (10⁻⁶ by default) on every |e_n|; components of e within 10⁻¹²(1 + max b_n) " +
			"of 0 count as 0 in the test e ≤ 0. Each point's b_n and e_n show when hovering over it, and the margins view " +
			"draws e_n at each point: a segment along w from the point to where its margin y·aᵀz would equal b_n " +
			"(length |e_n|/‖w‖), green where e_n > 0 (b_n grows) and red where e_n < 0.",
		Params: []Param{
			floatParam("b0", "Initial margin b₀", 0.01, 100, 1, "The starting margin vector b = b₀·1 (b₀ > 0)."),
			floatParam("eta", "Learning rate η", 0.01, 0.99, 0.5, "b ← b + 2η e⁺; 0 < η < 1 for convergence."),
			logParam("bmin", "Tolerance b_min", 1e-12, 1e-3, 1e-6, "Separable when every |e_n| ≤ b_min; not separable when e ≤ 0 has a component below −b_min."),
			intParam("maxSteps", "Step limit", 1, 1_000_000, 10000, "Training stops after this many steps."),
		},
		Binary:    true,
		Iterative: true,
		Short:     "Ho-Kashyap",
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
	zn            [][]float64
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
	h.b = make([]float64, len(h.zn))
	for i := range h.b {
		h.b[i] = h.b0
	}
	h.e = make([]float64, len(h.zn))
	h.solved, h.fresh, h.fac, h.err, h.notes = false, false, nil, nil, nil
	if len(h.zn) == 0 {
		return
	}
	fac, note, err := linalg.NewLSFactor(zm)
	if err != nil {
		h.err = &DataError{-1, "Ho-Kashyap cannot solve a = Z†b: " + err.Error()}
		return
	}
	h.fac = fac
	if note != "" {
		h.notes = []string{note}
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
	for i, z := range h.zn {
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
	if h.status.Stopped() || len(h.zn) == 0 || h.err != nil {
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
		return h.Snapshot(), &DataError{-1, "Ho-Kashyap: " + err.Error()}
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
		h.stop(StatusConverged, fmt.Sprintf("separable: every |e_n| ≤ %g, so Za ≥ b − b_min > 0", h.bmin))
	case hi <= eps:
		h.stop(StatusNotSeparable, fmt.Sprintf("not separable: e = Za − b ≤ 0 with min e_n = %.3g < 0, while Zᵀe = 0, "+
			"so no a makes every y·aᵀz positive", lo))
	case !linalg.Finite(h.a) || math.IsInf(bmax, 0):
		h.stop(StatusStepLimit, "the margins overflowed")
	case h.step >= h.maxSteps:
		h.stop(StatusStepLimit, fmt.Sprintf("stopped after %d steps with max e_n = %.3g", h.step, hi))
	}
	return h.Snapshot(), nil
}

func (h *hoKashyap) Snapshot() Snapshot {
	if len(h.zn) == 0 {
		return h.snap(0, "squared error J_s(a, b) = ‖Za − b‖²")
	}
	hi, lo, sq := h.errors()
	bl := math.Inf(1)
	for _, b := range h.b {
		bl = math.Min(bl, b)
	}
	s := h.snap(sq, "squared error J_s(a, b) = ‖Za − b‖²",
		Value{Key: "emax", Label: "max e_n", V: hi},
		Value{Key: "emin", Label: "min e_n", V: lo},
		Value{Key: "bmin", Label: "min b_n", V: bl})
	s.B = append([]float64(nil), h.b...)
	s.E = append([]float64(nil), h.e...)
	return s
}
