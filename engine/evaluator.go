package engine

import (
	"math"

	"hyperplane/engine/internal/linalg"
)

// Evaluator evaluates a Field at points. It holds scratch space, so it is
// cheap to call in a loop but must not be shared between goroutines.
type Evaluator struct {
	f *Field
	z []float64 // augmented features (1, φ(x))
	h []float64 // row values
	k *kernelEval
	n *netEval
}

// netEval is an Evaluator's scratch for a network's forward pass.
type netEval struct{ a, h, o []float64 }

// NewEvaluator returns an Evaluator for f. f must not change while the
// Evaluator is in use.
func NewEvaluator(f *Field) *Evaluator {
	e := &Evaluator{f: f, z: make([]float64, f.Basis.Dim()+1), h: make([]float64, len(f.Rows))}
	if f.Expansion != nil {
		e.k = newKernelEval(f.Expansion, f.Basis)
	}
	if n := f.Network; n != nil {
		h := n.Units(f.Basis)
		e.n = &netEval{a: make([]float64, h), h: make([]float64, h), o: make([]float64, len(n.Output))}
	}
	return e
}

// Rows returns the row values h_r(x, y). The slice is reused by the next
// call.
func (e *Evaluator) Rows(x, y float64) []float64 {
	e.f.Basis.Augment(x, y, e.z)
	for r, row := range e.f.Rows {
		e.h[r] = linalg.Dot(row, e.z)
	}
	if e.f.Quad != nil {
		for r, q := range e.f.Quad {
			e.h[r] += quadForm(q, e.z)
		}
	}
	if e.k != nil {
		e.k.add(e.z[1:], e.h)
	}
	if n := e.n; n != nil {
		e.f.Network.forward(e.z, n.a, n.h, nil, n.o)
		for r, v := range n.o {
			e.h[r] += v
		}
	}
	return e.h
}

// quadForm returns zᵀQz for the row-major square matrix q.
func quadForm(q, z []float64) float64 {
	n := len(z)
	s := 0.0
	for i := 0; i < n; i++ {
		s += z[i] * linalg.Dot(q[i*n:(i+1)*n], z)
	}
	return s
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
	var k int
	if e.f.decidesByRisk() {
		h := e.Rows(x, y)
		var buf [MaxClasses]float64
		k = minRisk(e.posteriors(h, buf[:len(e.f.Labels)]), e.f.Risk, e.f.Reject)
	} else {
		k = e.f.decide(e.Rows(x, y))
	}
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
			p := Sigmoid(kappa(e.variance()) * h[0])
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

// kappa returns κ(σ²) = (1 + πσ²/8)^(-1/2), the factor of the probit
// approximation to the logistic-Gaussian integral (Bishop eq. 4.154).
func kappa(s2 float64) float64 { return 1 / math.Sqrt(1+math.Pi*s2/8) }

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
