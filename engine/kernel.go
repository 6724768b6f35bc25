package engine

import (
	"fmt"
	"math"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// The kernels of the kernel machines (Bishop §6.2; Cristianini and
// Shawe-Taylor ch. 3). The machines apply them to the points (x, y) in
// place of a basis; an Expansion applies its kernel to the feature vectors
// φ(x) of its field's basis (without the constant 1), which are (x, y)
// with the linear basis the machines give it.
const (
	KernelLinear = "linear" // K(u, v) = uᵀv
	KernelPoly   = "poly"   // K(u, v) = (γ uᵀv + c₀)^d
	KernelRBF    = "rbf"    // K(u, v) = exp(−γ‖u − v‖²)
)

// Kernel is a positive semi-definite kernel K(u, v) on feature vectors.
type Kernel struct {
	Kind   string  `json:"kind"`
	Gamma  float64 `json:"gamma,omitempty"`
	Degree int     `json:"degree,omitempty"`
	Coef0  float64 `json:"coef0,omitempty"`
}

// IsLinear reports whether k is the linear kernel uᵀv, whose machine is
// kept in the primal form w = Σ αₙ yₙ φₙ.
func (k Kernel) IsLinear() bool { return k.Kind == "" || k.Kind == KernelLinear }

// Validate reports a kernel that is not one of the three or has parameters
// that are out of range.
func (k Kernel) Validate() error {
	switch k.Kind {
	case "", KernelLinear:
		return nil
	case KernelPoly:
		if k.Degree < 1 || k.Degree > 10 {
			return msg.Err("engine-kernel-degree", "degree", k.Degree)
		}
		if !(k.Coef0 >= 0) || math.IsInf(k.Coef0, 0) {
			return msg.Err("engine-kernel-coef0")
		}
	case KernelRBF:
	default:
		return msg.Err("engine-kernel-unknown", "kernel", fmt.Sprintf("%q", k.Kind))
	}
	if !(k.Gamma > 0) || math.IsInf(k.Gamma, 0) {
		return msg.Err("engine-kernel-gamma")
	}
	return nil
}

// Eval returns K(u, v).
func (k Kernel) Eval(u, v []float64) float64 {
	switch k.Kind {
	case KernelPoly:
		return ipow(k.Gamma*linalg.Dot(u, v)+k.Coef0, k.Degree)
	case KernelRBF:
		return math.Exp(-k.Gamma * sqDist(u, v))
	}
	return linalg.Dot(u, v)
}

// slope returns the factor s with ∇ᵥK(u, v) = s·u + r·v, as (s, r): for
// the linear kernel (1, 0), the polynomial dγ(γuᵀv + c₀)^(d−1) for s, and
// for the Gaussian s = 2γK, r = −2γK.
func (k Kernel) slope(u, v []float64) (s, r float64) {
	switch k.Kind {
	case KernelPoly:
		return float64(k.Degree) * k.Gamma * ipow(k.Gamma*linalg.Dot(u, v)+k.Coef0, k.Degree-1), 0
	case KernelRBF:
		e := 2 * k.Gamma * math.Exp(-k.Gamma*sqDist(u, v))
		return e, -e
	}
	return 1, 0
}

// Expansion is the kernel part of a Field: row r gains
//
//	Σᵢ Coef[r][i] K(φ(Points[i]), φ(x)),
//
// with Coef[r][i] = αᵢyᵢ of the machine behind row r (0 for a point that
// is not one of its support vectors). The field's Rows then hold the bias
// in their first coefficient and zeros after it.
type Expansion struct {
	Kernel Kernel      `json:"kernel"`
	Points []Vec2      `json:"points"`
	Coef   [][]float64 `json:"coef"`
}

// validate checks e against a field of rows rows.
func (e *Expansion) validate(rows int) error {
	if err := e.Kernel.Validate(); err != nil {
		return err
	}
	if len(e.Coef) != rows {
		return msg.Err("engine-expansion-rows", "n", len(e.Coef), "rows", rows)
	}
	for r, c := range e.Coef {
		if len(c) != len(e.Points) {
			return msg.Err("engine-expansion-row", "row", r, "n", len(c), "points", len(e.Points))
		}
		if !linalg.Finite(c) {
			return msg.Err("engine-expansion-finite", "row", r)
		}
	}
	for _, p := range e.Points {
		if math.IsNaN(p.X+p.Y) || math.IsInf(p.X+p.Y, 0) {
			return msg.Err("engine-expansion-point")
		}
	}
	return nil
}

// clone returns a deep copy of e (nil for nil).
func (e *Expansion) clone() *Expansion {
	if e == nil {
		return nil
	}
	g := &Expansion{Kernel: e.Kernel, Points: append([]Vec2(nil), e.Points...)}
	for _, c := range e.Coef {
		g.Coef = append(g.Coef, append([]float64(nil), c...))
	}
	return g
}

// kernelEval evaluates an expansion at points: it keeps φ of the expansion's
// points, so that a loop over pixels or points maps each only once.
type kernelEval struct {
	e   *Expansion
	phi rows
	buf []float64 // φ(x)
}

func newKernelEval(e *Expansion, b Basis) *kernelEval {
	k := &kernelEval{e: e, phi: newRows(len(e.Points), b.Dim()), buf: make([]float64, b.Dim())}
	for i, p := range e.Points {
		b.Map(p.X, p.Y, k.phi.Row(i))
	}
	return k
}

// add adds each row's expansion at the feature vector phi to h.
func (k *kernelEval) add(phi, h []float64) {
	for i := range k.phi.Len() {
		u := k.phi.Row(i)
		kv := k.e.Kernel.Eval(u, phi)
		for r, c := range k.e.Coef {
			if c[i] != 0 {
				h[r] += c[i] * kv
			}
		}
	}
}

// gradient returns ∇_φ of row r's expansion at phi, in feature space.
func (k *kernelEval) gradient(r int, phi []float64) []float64 {
	g := make([]float64, len(phi))
	for i := range k.phi.Len() {
		u := k.phi.Row(i)
		c := k.e.Coef[r][i]
		if c == 0 {
			continue
		}
		s, q := k.e.Kernel.slope(u, phi)
		for j := range g {
			g[j] += c * (s*u[j] + q*phi[j])
		}
	}
	return g
}

// mergeExpansions joins the expansions of the rows of a multi-class field
// (one row each, all with the same kernel): the points of all, one after
// the other, and each row's coefficients on its own points, zero on the
// others. It returns nil when no row has an expansion.
func mergeExpansions(parts []*Expansion) *Expansion {
	var first *Expansion
	n := 0
	for _, e := range parts {
		if e != nil {
			if first == nil {
				first = e
			}
			n += len(e.Points)
		}
	}
	if first == nil {
		return nil
	}
	m := &Expansion{Kernel: first.Kernel, Points: make([]Vec2, 0, n)}
	for _, e := range parts {
		if e != nil {
			m.Points = append(m.Points, e.Points...)
		}
	}
	off := 0
	for _, e := range parts {
		c := make([]float64, n)
		if e != nil {
			copy(c[off:], e.Coef[0])
			off += len(e.Points)
		}
		m.Coef = append(m.Coef, c)
	}
	return m
}

// kernelSettings are the kernel knobs that the SVM and the dual perceptron
// share.
type kernelSettings struct {
	Kind   string  `param:"kernel"`
	Gamma  float64 `param:"gamma"`
	Degree int     `param:"degree"`
	Coef0  float64 `param:"coef0"`
}

func (s kernelSettings) kernel() Kernel {
	return Kernel{Kind: s.Kind, Gamma: s.Gamma, Degree: s.Degree, Coef0: s.Coef0}
}

// kernelParams returns the table entries of kernelSettings.
func kernelParams() []Param {
	return []Param{
		choiceParam("kernel", msg.T("param-kernel"), KernelLinear,
			msg.T("param-kernel-help"),
			Choice{KernelLinear, msg.T("param-kernel-linear")}, Choice{KernelPoly, msg.T("param-kernel-poly")}, Choice{KernelRBF, msg.T("param-kernel-rbf")}),
		when(logParam("gamma", msg.T("param-kernel-gamma"), 1e-3, 1e3, 1,
			msg.T("param-kernel-gamma-help")), "kernel", KernelPoly, KernelRBF),
		when(intParam("degree", msg.T("param-kernel-degree"), 1, 10, 2, msg.T("param-kernel-degree-help")), "kernel", KernelPoly),
		when(floatParam("coef0", msg.T("param-kernel-coef0"), 0, 10, 1,
			msg.T("param-kernel-coef0-help")),
			"kernel", KernelPoly),
	}
}
