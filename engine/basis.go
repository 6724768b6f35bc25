package engine

import (
	"fmt"
	"math"

	"hyperplane/engine/internal/wording"
	"hyperplane/engine/msg"
	"hyperplane/engine/plane"
)

// BasisKind names a family of fixed basis functions.
type BasisKind string

// The basis families. The zero value is the identity map.
const (
	BasisLinear BasisKind = "linear" // φ(x) = (x, y)
	BasisPoly   BasisKind = "poly"   // all monomials of degree 1..Degree
	BasisRBF    BasisKind = "rbf"    // Gaussian bumps at Centres
)

// MaxCentres is the largest number of Gaussian RBF centres a basis may have.
const MaxCentres = 32

// Vec2 is a point or a vector of the plane. It is plane.Vec2 under the
// name the models have always used for it (centres, means, directions):
// an alias, so the two are one type and convert nowhere.
type Vec2 = plane.Vec2

// Basis is a fixed feature map φ: ℝ² → ℝᴰ. A model linear in φ is
//
//	h(x) = w₀ + Σⱼ wⱼ φⱼ(x),
//
// so every method of the notes can run on φ(x) in place of x (Bishop §4.3.1;
// Duda, Hart and Stork §5.3). The constant feature is not part of φ: it is
// the first entry of the augmented vector z = (1, φ(x)).
//
// The polynomial basis of degree p holds the monomials xⁱyʲ with
// 1 ≤ i+j ≤ p in the order x, y, x², xy, y², x³, x²y, xy², y³. The Gaussian
// basis holds φⱼ(x) = exp(-‖x - cⱼ‖² / (2s²)) for the centres cⱼ and the width
// s, followed by x and y when Linear is set.
type Basis struct {
	Kind    BasisKind `json:"kind,omitempty"`
	Degree  int       `json:"degree,omitempty"`
	Centres []Vec2    `json:"centres,omitempty"`
	Width   float64   `json:"width,omitempty"`
	Linear  bool      `json:"linear,omitempty"`
}

// IsLinear reports whether b is the identity map.
func (b Basis) IsLinear() bool { return b.Kind == "" || b.Kind == BasisLinear }

// Validate reports whether b is a usable basis.
func (b Basis) Validate() error {
	switch b.Kind {
	case "", BasisLinear:
		return nil
	case BasisPoly:
		if b.Degree < 1 || b.Degree > 3 {
			return msg.Err("engine-poly-degree", "degree", b.Degree)
		}
		return nil
	case BasisRBF:
		if len(b.Centres) == 0 {
			return msg.Err("engine-rbf-no-centre")
		}
		if len(b.Centres) > MaxCentres {
			return msg.Err("engine-rbf-too-many", "n", len(b.Centres), "max", MaxCentres)
		}
		if !(b.Width > 0) || math.IsInf(b.Width, 0) {
			return msg.Err("engine-rbf-width", "width", fmt.Sprint(b.Width))
		}
		for _, c := range b.Centres {
			if err := checkCoord(c.X, c.Y); err != nil {
				return msg.Wrap(err, "engine-rbf-centre", "why", msg.Of(err))
			}
		}
		return nil
	}
	return msg.Err("engine-unknown-basis", "id", wording.Quote(string(b.Kind)))
}

// Dim returns D, the number of features (without the constant).
func (b Basis) Dim() int {
	switch b.Kind {
	case BasisPoly:
		return b.Degree * (b.Degree + 3) / 2
	case BasisRBF:
		n := len(b.Centres)
		if b.Linear {
			n += 2
		}
		return n
	}
	return 2
}

// Map writes φ(x, y) into dst, which must have length Dim, and returns it.
func (b Basis) Map(x, y float64, dst []float64) []float64 {
	if len(dst) != b.Dim() {
		panic("engine: basis destination has the wrong length")
	}
	switch b.Kind {
	case BasisPoly:
		i := 0
		for p := 1; p <= b.Degree; p++ {
			for j := 0; j <= p; j++ { // x^(p-j) y^j
				dst[i] = ipow(x, p-j) * ipow(y, j)
				i++
			}
		}
	case BasisRBF:
		s2 := 2 * b.Width * b.Width
		for j, c := range b.Centres {
			dx, dy := x-c.X, y-c.Y
			dst[j] = math.Exp(-(dx*dx + dy*dy) / s2)
		}
		if b.Linear {
			dst[len(b.Centres)] = x
			dst[len(b.Centres)+1] = y
		}
	default:
		dst[0], dst[1] = x, y
	}
	return dst
}

// Augment writes z = (1, φ(x, y)) into dst, which must have length Dim+1.
func (b Basis) Augment(x, y float64, dst []float64) []float64 {
	dst[0] = 1
	b.Map(x, y, dst[1:])
	return dst
}

// Terms returns the names of the features, for the page's formulas.
func (b Basis) Terms() []string {
	switch b.Kind {
	case BasisPoly:
		var t []string
		for p := 1; p <= b.Degree; p++ {
			for j := 0; j <= p; j++ {
				t = append(t, monomial(p-j, j))
			}
		}
		return t
	case BasisRBF:
		t := make([]string, 0, b.Dim())
		for j := range b.Centres {
			t = append(t, fmt.Sprintf("φ%d", j+1))
		}
		if b.Linear {
			t = append(t, "x", "y")
		}
		return t
	}
	return []string{"x", "y"}
}

// Clone returns a copy of b that shares no memory with it.
func (b Basis) Clone() Basis {
	b.Centres = append([]Vec2(nil), b.Centres...)
	return b
}

func monomial(i, j int) string {
	sup := []string{"", "", "²", "³"}
	s := ""
	if i > 0 {
		s += "x" + sup[i]
	}
	if j > 0 {
		s += "y" + sup[j]
	}
	return s
}

func ipow(x float64, n int) float64 {
	r := 1.0
	for ; n > 0; n-- {
		r *= x
	}
	return r
}
