package engine

import "math"

// RegionKind says how a multi-class field treats a point.
type RegionKind string

// The kinds of region (Bishop §4.1.2, figure 4.2).
const (
	// RegionDecided: the field assigns the point to one class.
	RegionDecided RegionKind = "decided"
	// RegionNone: one-versus-rest, and no row is positive: no class claims
	// the point.
	RegionNone RegionKind = "none"
	// RegionSeveral: one-versus-rest, and two or more rows are positive.
	RegionSeveral RegionKind = "several"
	// RegionTie: one-versus-one, and the vote is tied.
	RegionTie RegionKind = "tie"
	// RegionBand: a sign field with Fausett's band, and |h| ≤ θ.
	RegionBand RegionKind = "band"
)

// Region is the verdict of a field at a point.
type Region struct {
	Kind RegionKind
	// Class is the scene class when Kind is RegionDecided, and -1 otherwise.
	Class int
	// Claims lists the scene classes that claim the point: those with a
	// positive row (one-versus-rest), or those with the most votes
	// (one-versus-one); nil for other fields.
	Claims []int
}

// ambiguous reports whether the field leaves the point undecided.
func (r Region) ambiguous() bool { return r.Kind != RegionDecided }

// region classifies (x, y) for the evaluator's field. It follows the same
// rules as Decide, and Decide returns -1 exactly where the kind is not
// RegionDecided.
func (e *Evaluator) region(x, y float64) Region {
	f := e.f
	if f.decidesByRisk() {
		// The decision stage point by point: rejected points are in the
		// band of undecided ones.
		if c := e.Decide(x, y); c >= 0 {
			return Region{Kind: RegionDecided, Class: c}
		}
		return Region{Kind: RegionBand, Class: -1}
	}
	h := e.Rows(x, y)
	out := Region{Kind: RegionDecided, Class: -1}
	switch f.Combine {
	case CombineSign:
		if f.Band > 0 && math.Abs(h[0]) <= f.Band {
			out.Kind = RegionBand
		}
	case CombineOvR:
		for k, v := range h {
			if v > 0 {
				out.Claims = append(out.Claims, f.Labels[k])
			}
		}
		switch len(out.Claims) {
		case 0:
			out.Kind = RegionNone
		case 1:
		default:
			out.Kind = RegionSeveral
		}
	case CombineOvO:
		votes := make([]int, len(f.Labels))
		for r, v := range h {
			if v >= 0 {
				votes[f.Pairs[r][0]]++
			} else {
				votes[f.Pairs[r][1]]++
			}
		}
		most := 0
		for _, v := range votes {
			most = max(most, v)
		}
		for k, v := range votes {
			if v == most {
				out.Claims = append(out.Claims, f.Labels[k])
			}
		}
		if len(out.Claims) > 1 {
			out.Kind = RegionTie
		}
	}
	if out.Kind == RegionDecided {
		out.Class = f.Labels[f.decide(h)]
	}
	return out
}

// classifyRegion returns the region of (x, y) for f; see Evaluator.region.
func classifyRegion(f *Field, x, y float64) Region { return NewEvaluator(f).region(x, y) }
