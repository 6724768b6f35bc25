package engine

import (
	"fmt"
	"math"

	"hyperplane/engine/msg"
)

// Combine says how the rows of a Field decide a class.
type Combine string

// The ways of combining discriminant rows (Bishop §4.1.2; Duda, Hart and
// Stork §5.2.2).
const (
	// CombineSign has one row h: class 0 where h ≥ 0, class 1 elsewhere.
	// With a Band θ > 0 the points with |h| ≤ θ are undecided (Fausett).
	CombineSign Combine = "sign"
	// CombineArgmax has K rows: class k where h_k is the largest.
	CombineArgmax Combine = "argmax"
	// CombineOvR has K one-versus-rest rows: class k where h_k > 0 and no
	// other row is positive. Elsewhere the decision is ambiguous.
	CombineOvR Combine = "ovr"
	// CombineOvO has K(K-1)/2 one-versus-one rows. Row r votes for
	// Pairs[r][0] where it is ≥ 0 and for Pairs[r][1] elsewhere; the class
	// with most votes wins, and a tie is ambiguous.
	CombineOvO Combine = "ovo"
)

// Link says what the rows of a Field mean as probabilities.
type Link string

// The links.
const (
	// LinkMargin: rows are discriminant values, with no probability.
	LinkMargin Link = ""
	// LinkLogistic: each row is a log-odds a, with p = σ(a) = 1/(1+e⁻ᵃ).
	LinkLogistic Link = "logistic"
	// LinkSoftmax: the rows are aₖ with p(Cₖ|x) = exp(aₖ) / Σⱼ exp(aⱼ).
	LinkSoftmax Link = "softmax"
	// LinkProbit: one row, the mean μ = aᵀz of the Gaussian (Laplace)
	// posterior over the activation, whose variance is σ² = zᵀ Cov z; the
	// predictive probability is σ(κ(σ²) μ) with κ(σ²) = (1 + πσ²/8)^(-1/2)
	// (Bishop §4.5.2, eq. 4.153-4.155).
	LinkProbit Link = "probit"
)

// Field is the complete decision function of a model, in a form that a view
// can evaluate exactly at every pixel: row r is the discriminant
//
//	h_r(x) = Rows[r][0] + Σⱼ Rows[r][j+1] φⱼ(x),
//
// linear in the fixed feature map Basis. Quadratic boundaries (Gaussian
// classes with their own covariances, naive Bayes) are linear in the
// polynomial basis of degree 2.
type Field struct {
	Basis   Basis       `json:"basis"`
	Rows    [][]float64 `json:"rows"`
	Combine Combine     `json:"combine"`
	// Pairs belongs to CombineOvO: the two classes of each row.
	Pairs [][2]int `json:"pairs,omitempty"`
	Link  Link     `json:"link,omitempty"`
	// Quad, when set, adds a quadratic form to each row:
	// h_r(x) = Rows[r]ᵀz + zᵀ Quad[r] z, with Quad[r] a (D+1)×(D+1)
	// row-major matrix. Gaussian classes with their own covariances need it
	// in a feature space; in the plane, Lowered turns it into rows over the
	// polynomial basis of degree 2.
	Quad [][]float64 `json:"quad,omitempty"`
	// Expansion, when set, adds a kernel expansion Σᵢ cᵣᵢ K(φ(xᵢ), φ(x)) to
	// each row (the kernel machines with a kernel other than linear).
	Expansion *Expansion `json:"expansion,omitempty"`
	// Network, when set, adds the output of a network with one hidden
	// layer to each row (see Network); the Rows then hold zeros, or the
	// decision stage's offsets.
	Network *Network `json:"network,omitempty"`
	// Band is Fausett's threshold θ for CombineSign (0 for none).
	Band float64 `json:"band,omitempty"`
	// Cov is the (D+1)×(D+1) posterior covariance of the weights of row 0,
	// row-major, for LinkProbit.
	Cov []float64 `json:"cov,omitempty"`
	// Weights, Risk and Reject are the decision stage that no bias can hold
	// (Decision.Apply): the posteriors of a probabilistic field are
	// reweighted by Weights (one per field class) and normalized, a point
	// whose largest posterior is below Reject is undecided, and the class
	// is argminₖ Σⱼ Risk[k·K+j] pⱼ (the largest posterior for Risk nil).
	Weights []float64 `json:"weights,omitempty"`
	Risk    []float64 `json:"risk,omitempty"`
	Reject  float64   `json:"reject,omitempty"`
	// Labels maps the field's classes 0..len(Labels)-1 to the classes of the
	// scene, so that a model trained on the classes that have points can
	// answer for a scene in which some classes are empty.
	Labels []int `json:"labels"`
}

// Classes returns the number of classes that the field decides between.
func (f *Field) Classes() int { return len(f.Labels) }

// Validate reports whether f is well formed and all its numbers are finite.
func (f *Field) Validate() error {
	if err := f.Basis.Validate(); err != nil {
		return err
	}
	n := f.Basis.Dim() + 1
	for r, row := range f.Rows {
		if len(row) != n {
			return msg.Err("engine-field-row-length", "row", r, "n", len(row), "want", n)
		}
		for _, v := range row {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return msg.Err("engine-field-row-finite", "row", r)
			}
		}
	}
	if f.Quad != nil {
		if len(f.Quad) != len(f.Rows) {
			return msg.Err("engine-field-quad-rows")
		}
		for r, q := range f.Quad {
			if len(q) != n*n {
				return msg.Err("engine-field-quad-length", "form", r, "n", len(q), "want", n*n)
			}
			for _, v := range q {
				if math.IsNaN(v) || math.IsInf(v, 0) {
					return msg.Err("engine-field-quad-finite", "form", r)
				}
			}
		}
	}
	if f.Expansion != nil {
		if err := f.Expansion.validate(len(f.Rows)); err != nil {
			return err
		}
	}
	if f.Network != nil {
		if f.Combine != CombineArgmax || f.Quad != nil || f.Expansion != nil {
			return msg.Err("engine-network-field-form")
		}
		if err := f.Network.validate(f.Basis, len(f.Rows)); err != nil {
			return err
		}
	}
	k := len(f.Labels)
	switch f.Combine {
	case CombineSign:
		if len(f.Rows) != 1 || k != 2 {
			return msg.Err("engine-field-sign")
		}
	case CombineArgmax, CombineOvR:
		if len(f.Rows) != k || k < 2 {
			return msg.Err("engine-field-per-class", "combine", string(f.Combine))
		}
	case CombineOvO:
		if len(f.Rows) != len(f.Pairs) || len(f.Rows) != k*(k-1)/2 {
			return msg.Err("engine-field-ovo")
		}
		for _, p := range f.Pairs {
			if p[0] < 0 || p[0] >= k || p[1] < 0 || p[1] >= k || p[0] == p[1] {
				return msg.Err("engine-field-pair", "pair", fmt.Sprint(p))
			}
		}
	default:
		return msg.Err("engine-field-combine", "combine", fmt.Sprintf("%q", f.Combine))
	}
	if err := f.validateDecision(); err != nil {
		return err
	}
	if f.Link == LinkProbit && len(f.Cov) != n*n {
		return msg.Err("engine-field-probit", "n", n)
	}
	return nil
}

// Clone returns a deep copy of f.
func (f Field) Clone() Field {
	g := f
	g.Basis = f.Basis.Clone()
	g.Rows = make([][]float64, len(f.Rows))
	for i, r := range f.Rows {
		g.Rows[i] = append([]float64(nil), r...)
	}
	if f.Quad != nil {
		g.Quad = make([][]float64, len(f.Quad))
		for i, q := range f.Quad {
			g.Quad[i] = append([]float64(nil), q...)
		}
	}
	g.Expansion = f.Expansion.clone()
	g.Network = f.Network.Clone()
	g.Pairs = append([][2]int(nil), f.Pairs...)
	g.Cov = append([]float64(nil), f.Cov...)
	g.Weights = append([]float64(nil), f.Weights...)
	g.Risk = append([]float64(nil), f.Risk...)
	g.Labels = append([]int(nil), f.Labels...)
	return g
}

// Lowered returns a field without quadratic forms that has the same rows
// everywhere, when f lives in the plane (linear basis): zᵀQz with
// z = (1, x, y) is a polynomial of degree 2 in x and y. Any other field is
// returned as it is.
func (f Field) Lowered() Field {
	if f.Quad == nil || !f.Basis.IsLinear() {
		return f
	}
	g := f.Clone()
	g.Basis = Basis{Kind: BasisPoly, Degree: 2}
	g.Quad = nil
	for r, a := range f.Rows {
		q := f.Quad[r] // 3×3 over (1, x, y)
		s := func(i, j int) float64 { return q[i*3+j] + q[j*3+i] }
		// Poly2 order: 1, x, y, x², xy, y².
		g.Rows[r] = []float64{
			a[0] + q[0],
			a[1] + s(0, 1),
			a[2] + s(0, 2),
			q[4],
			s(1, 2),
			q[8],
		}
	}
	return g
}
