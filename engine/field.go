package engine

import (
	"fmt"
	"math"
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
	// Band is Fausett's threshold θ for CombineSign (0 for none).
	Band float64 `json:"band,omitempty"`
	// Cov is the (D+1)×(D+1) posterior covariance of the weights of row 0,
	// row-major, for LinkProbit.
	Cov []float64 `json:"cov,omitempty"`
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
			return fmt.Errorf("row %d has %d coefficients, want %d", r, len(row), n)
		}
		for _, v := range row {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return fmt.Errorf("row %d has a coefficient that is not finite", r)
			}
		}
	}
	if f.Quad != nil {
		if len(f.Quad) != len(f.Rows) {
			return fmt.Errorf("a quadratic field needs one form per row")
		}
		for r, q := range f.Quad {
			if len(q) != n*n {
				return fmt.Errorf("quadratic form %d has %d entries, want %d", r, len(q), n*n)
			}
			for _, v := range q {
				if math.IsNaN(v) || math.IsInf(v, 0) {
					return fmt.Errorf("quadratic form %d has an entry that is not finite", r)
				}
			}
		}
	}
	k := len(f.Labels)
	switch f.Combine {
	case CombineSign:
		if len(f.Rows) != 1 || k != 2 {
			return fmt.Errorf("a sign field has one row and two classes")
		}
	case CombineArgmax, CombineOvR:
		if len(f.Rows) != k || k < 2 {
			return fmt.Errorf("a %s field has one row per class", f.Combine)
		}
	case CombineOvO:
		if len(f.Rows) != len(f.Pairs) || len(f.Rows) != k*(k-1)/2 {
			return fmt.Errorf("a one-versus-one field has one row per pair of classes")
		}
		for _, p := range f.Pairs {
			if p[0] < 0 || p[0] >= k || p[1] < 0 || p[1] >= k || p[0] == p[1] {
				return fmt.Errorf("bad class pair %v", p)
			}
		}
	default:
		return fmt.Errorf("unknown combine %q", f.Combine)
	}
	if f.Link == LinkProbit && len(f.Cov) != n*n {
		return fmt.Errorf("a probit field needs a %d×%d covariance", n, n)
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
	g.Pairs = append([][2]int(nil), f.Pairs...)
	g.Cov = append([]float64(nil), f.Cov...)
	g.Labels = append([]int(nil), f.Labels...)
	return g
}

// Evaluator evaluates a Field at points. It holds scratch space, so it is
// cheap to call in a loop but must not be shared between goroutines.
type Evaluator struct {
	f *Field
	z []float64 // augmented features (1, φ(x))
	h []float64 // row values
}

// NewEvaluator returns an Evaluator for f. f must not change while the
// Evaluator is in use.
func NewEvaluator(f *Field) *Evaluator {
	return &Evaluator{f: f, z: make([]float64, f.Basis.Dim()+1), h: make([]float64, len(f.Rows))}
}

// Rows returns the row values h_r(x, y). The slice is reused by the next
// call.
func (e *Evaluator) Rows(x, y float64) []float64 {
	e.f.Basis.Augment(x, y, e.z)
	for r, row := range e.f.Rows {
		e.h[r] = dot(row, e.z)
	}
	if e.f.Quad != nil {
		for r, q := range e.f.Quad {
			e.h[r] += quadForm(q, e.z)
		}
	}
	return e.h
}

// quadForm returns zᵀQz for the row-major square matrix q.
func quadForm(q, z []float64) float64 {
	n := len(z)
	s := 0.0
	for i := 0; i < n; i++ {
		s += z[i] * dot(q[i*n:(i+1)*n], z)
	}
	return s
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

// Variance returns σ² = zᵀ Cov z at (x, y) for a probit field, and 0 for any
// other. It must follow a call of Rows at the same point.
func (e *Evaluator) variance() float64 {
	if e.f.Link != LinkProbit {
		return 0
	}
	return math.Max(quadForm(e.f.Cov, e.z), 0)
}

// Decide returns the scene class of (x, y), or -1 where the field leaves it
// undecided (inside Fausett's band, or in an ambiguous region of a
// one-versus-rest or one-versus-one field).
func (e *Evaluator) Decide(x, y float64) int {
	k := e.f.decide(e.Rows(x, y))
	if k < 0 {
		return -1
	}
	return e.f.Labels[k]
}

// decide returns the field class for row values h, or -1.
func (f *Field) decide(h []float64) int {
	switch f.Combine {
	case CombineSign:
		if f.Band > 0 && math.Abs(h[0]) <= f.Band {
			return -1
		}
		if h[0] >= 0 {
			return 0
		}
		return 1
	case CombineArgmax:
		best := 0
		for k := 1; k < len(h); k++ {
			if h[k] > h[best] {
				best = k
			}
		}
		return best
	case CombineOvR:
		won := -1
		for k, v := range h {
			if v > 0 {
				if won >= 0 {
					return -1
				}
				won = k
			}
		}
		return won
	case CombineOvO:
		var votes [MaxClasses]int
		for r, v := range h {
			if v >= 0 {
				votes[f.Pairs[r][0]]++
			} else {
				votes[f.Pairs[r][1]]++
			}
		}
		best, tie := 0, false
		for k := 1; k < len(f.Labels); k++ {
			switch {
			case votes[k] > votes[best]:
				best, tie = k, false
			case votes[k] == votes[best]:
				tie = true
			}
		}
		if tie {
			return -1
		}
		return best
	}
	return -1
}

// Scores writes one score per scene class into dst (length scene) and
// returns it. What a score is depends on the field:
//
//   - probabilistic fields (logistic, softmax, probit) give p(Cₖ|x), and 0 for
//     the classes the field does not know;
//   - a sign field gives (h, -h);
//   - argmax and one-versus-rest fields give hₖ;
//   - one-versus-one fields give the number of votes;
//
// and classes the field does not know score -Inf.
func (e *Evaluator) Scores(x, y float64, dst []float64) []float64 {
	f := e.f
	h := e.Rows(x, y)
	prob := f.Link != LinkMargin
	for i := range dst {
		if prob {
			dst[i] = 0
		} else {
			dst[i] = math.Inf(-1)
		}
	}
	put := func(k int, v float64) { dst[f.Labels[k]] = v }
	switch f.Combine {
	case CombineSign:
		switch f.Link {
		case LinkLogistic:
			p := Sigmoid(h[0])
			put(0, p)
			put(1, 1-p)
		case LinkProbit:
			p := Sigmoid(Kappa(e.variance()) * h[0])
			put(0, p)
			put(1, 1-p)
		default:
			put(0, h[0])
			put(1, -h[0])
		}
	case CombineArgmax, CombineOvR:
		switch f.Link {
		case LinkSoftmax:
			p := softmax(h, make([]float64, len(h)))
			for k := range p {
				put(k, p[k])
			}
		case LinkLogistic:
			for k, v := range h {
				put(k, Sigmoid(v))
			}
		default:
			for k, v := range h {
				put(k, v)
			}
		}
	case CombineOvO:
		for k := range f.Labels {
			put(k, 0)
		}
		for r, v := range h {
			c := f.Pairs[r][1]
			if v >= 0 {
				c = f.Pairs[r][0]
			}
			dst[f.Labels[c]]++
		}
	}
	return dst
}

// Sigmoid returns the logistic sigmoid σ(a) = 1/(1+e⁻ᵃ), computed without
// overflow for large |a| (the exponential is always of −|a|, by expNonPos).
func Sigmoid(a float64) float64 {
	if a >= 0 {
		return 1 / (1 + expNonPos(-a))
	}
	e := expNonPos(a)
	return e / (1 + e)
}

// Kappa returns κ(σ²) = (1 + πσ²/8)^(-1/2), the factor of the probit
// approximation to the logistic-Gaussian integral (Bishop eq. 4.154).
func Kappa(s2 float64) float64 { return 1 / math.Sqrt(1+math.Pi*s2/8) }

// softmax writes exp(aₖ)/Σⱼexp(aⱼ) into dst, shifting by the largest aₖ so
// that nothing overflows.
func softmax(a, dst []float64) []float64 {
	m := math.Inf(-1)
	for _, v := range a {
		m = math.Max(m, v)
	}
	s := 0.0
	for k, v := range a {
		dst[k] = expNonPos(v - m) // v − m ≤ 0
		s += dst[k]
	}
	for k := range dst {
		dst[k] /= s
	}
	return dst
}

func dot(a, b []float64) float64 {
	s := 0.0
	for i, v := range a {
		s += v * b[i]
	}
	return s
}

// dotPlane is dot(w, (1, x, y)) for w = (w0, w1, w2), in dot's order, so
// that a loop in the plane with the weights in registers gets the numbers
// that dot gives.
func dotPlane(w0, w1, w2, x, y float64) float64 {
	s := 0.0
	s += w0 * 1
	s += w1 * x
	s += w2 * y
	return s
}

// dot3 is dot((a0, a1, a2), z) for a z of length 3, in dot's order.
func dot3(a0, a1, a2 float64, z []float64) float64 {
	s := 0.0
	s += a0 * z[0]
	s += a1 * z[1]
	s += a2 * z[2]
	return s
}

// identity returns the labels 0..k-1.
func identity(k int) []int {
	l := make([]int, k)
	for i := range l {
		l[i] = i
	}
	return l
}
