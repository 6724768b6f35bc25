package render

import "hyperplane/engine"

// Combine is how the rows of a field make a class, as the field programs
// tell them apart.
type Combine uint8

// The combine rules (engine.Combine).
const (
	CombineSign   Combine = iota // one row: class 0 where h ≥ 0
	CombineArgmax                // the largest row
	CombineOvR                   // one row per class against the rest
	CombineOvO                   // one row per pair of classes, voting
)

// CombineOf returns the rule of c.
func CombineOf(c engine.Combine) Combine {
	switch c {
	case engine.CombineArgmax:
		return CombineArgmax
	case engine.CombineOvR:
		return CombineOvR
	case engine.CombineOvO:
		return CombineOvO
	}
	return CombineSign
}

// perRow reports whether each row is a classifier of its own, with its own
// line (one-versus-rest and one-versus-one).
func (c Combine) perRow() bool { return c == CombineOvR || c == CombineOvO }

// Link is how a field's rows give probabilities.
type Link uint8

// The links (engine.Link).
const (
	LinkMargin   Link = iota // no probabilities
	LinkLogistic             // σ(h)
	LinkSoftmax              // softmax of the rows
	LinkProbit               // σ(κh), κ from the covariance of row 0
)

// LinkOf returns the link of l.
func LinkOf(l engine.Link) Link {
	switch l {
	case engine.LinkLogistic:
		return LinkLogistic
	case engine.LinkSoftmax:
		return LinkSoftmax
	case engine.LinkProbit:
		return LinkProbit
	}
	return LinkMargin
}

// probabilities reports whether the link gives probabilities.
func (l Link) probabilities() bool { return l != LinkMargin }

// BasisKind is the feature map of a field.
type BasisKind uint8

// The bases (engine.BasisKind).
const (
	BasisLinear BasisKind = iota // z = (1, x, y)
	BasisPoly                    // the monomials up to a degree
	BasisRBF                     // Gaussian bumps at centres, and x, y if linear
)

// BasisKindOf returns the kind of k.
func BasisKindOf(k engine.BasisKind) BasisKind {
	switch k {
	case engine.BasisPoly:
		return BasisPoly
	case engine.BasisRBF:
		return BasisRBF
	}
	return BasisLinear
}

// Shading is how the class regions are painted.
type Shading uint8

// The shadings, as the view's "off", "hard" and "soft".
const (
	ShadingOff  Shading = iota // not painted
	ShadingHard                // the class colour at one weight
	ShadingSoft                // the class colour weighted by the confidence
)
