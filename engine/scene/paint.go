package scene

import (
	"math"
	"math/rand/v2"

	"hyperplane/engine"
)

// Blob is a Gaussian blob of points that a spray stroke asks for: its
// centre, the standard deviations along its major and minor axes, and the
// angle of its major axis from the x axis, in radians.
//
// Its covariance is
//
//	Σ = R(θ) diag(σ1², σ2²) R(θ)ᵀ,
//
// and a sample is μ + σ1 z1 u + σ2 z2 v with z1, z2 standard normal and
// u = (cos θ, sin θ), v = (−sin θ, cos θ) (so L = [σ1 u, σ2 v] is a square
// root of Σ: L Lᵀ = Σ).
type Blob struct {
	X, Y         float64
	Major, Minor float64 // σ1 ≥ 0 and σ2 ≥ 0
	Theta        float64
}

// BlobOfDrag returns the blob of a drag from the centre (cx, cy) to (x, y):
// the drag reaches two standard deviations along the major axis (so about
// 95% of the points fall within the ellipse the drag draws), the minor
// axis is aspect times the major one, and a drag shorter than minSigma
// gives a round blob of standard deviation minSigma.
func BlobOfDrag(cx, cy, x, y, aspect, minSigma float64) Blob {
	dx, dy := x-cx, y-cy
	r := math.Hypot(dx, dy) / 2
	if !(r > minSigma) {
		return Blob{X: cx, Y: cy, Major: minSigma, Minor: minSigma}
	}
	aspect = math.Min(math.Max(aspect, 0), 1)
	return Blob{X: cx, Y: cy, Major: r, Minor: aspect * r, Theta: math.Atan2(dy, dx)}
}

// Cov returns the blob's covariance [Σxx, Σxy, Σyy].
func (b Blob) Cov() [3]float64 {
	c, s := math.Cos(b.Theta), math.Sin(b.Theta)
	a, d := b.Major*b.Major, b.Minor*b.Minor
	return [3]float64{a*c*c + d*s*s, (a - d) * c * s, a*s*s + d*c*c}
}

// Sample appends n points of class c drawn from the blob with r.
func (b Blob) Sample(dst []engine.Point, r *rand.Rand, n, c int) []engine.Point {
	ux, uy := math.Cos(b.Theta), math.Sin(b.Theta)
	for range n {
		z1, z2 := r.NormFloat64()*b.Major, r.NormFloat64()*b.Minor
		dst = append(dst, engine.Point{X: b.X + z1*ux - z2*uy, Y: b.Y + z1*uy + z2*ux, Class: c})
	}
	return dst
}

// InPolygon reports whether (x, y) lies inside the closed polygon poly
// (x0, y0, x1, y1, …), by the even-odd rule: a ray from the point to the
// right crosses the polygon's edges an odd number of times. A lasso that
// crosses itself thus leaves the doubly wound parts out.
func InPolygon(poly []float64, x, y float64) bool {
	n := len(poly) / 2
	if n < 3 {
		return false
	}
	in := false
	for i, j := 0, n-1; i < n; j, i = i, i+1 {
		xi, yi, xj, yj := poly[2*i], poly[2*i+1], poly[2*j], poly[2*j+1]
		if (yi > y) != (yj > y) && x < xi+(y-yi)*(xj-xi)/(yj-yi) {
			in = !in
		}
	}
	return in
}

// SegmentDistance returns the distance from (x, y) to the segment from
// (x0, y0) to (x1, y1).
func SegmentDistance(x, y, x0, y0, x1, y1 float64) float64 {
	dx, dy := x1-x0, y1-y0
	t := 0.0
	if l := dx*dx + dy*dy; l > 0 {
		t = math.Min(math.Max(((x-x0)*dx+(y-y0)*dy)/l, 0), 1)
	}
	return math.Hypot(x-x0-t*dx, y-y0-t*dy)
}
