package plane

import "math"

// Vec2 is a point or a vector of the plane.
type Vec2 struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// finite reports whether both coordinates of v are numbers, not NaN or
// ±Inf.
func (v Vec2) finite() bool { return finite(v.X) && finite(v.Y) }

func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

// Apply2 returns m v.
func Apply2(m [2][2]float64, v Vec2) Vec2 {
	return Vec2{m[0][0]*v.X + m[0][1]*v.Y, m[1][0]*v.X + m[1][1]*v.Y}
}

// Inverse2 returns m⁻¹ = [[d, −b], [−c, a]]/(ad − bc) for m = [[a, b],
// [c, d]]. ok is false when the determinant is zero or the inverse is not
// finite.
func Inverse2(m [2][2]float64) (inv [2][2]float64, ok bool) {
	det := m[0][0]*m[1][1] - m[0][1]*m[1][0]
	inv = [2][2]float64{{m[1][1] / det, -m[0][1] / det}, {-m[1][0] / det, m[0][0] / det}}
	for _, r := range inv {
		if !finite(r[0]) || !finite(r[1]) {
			return [2][2]float64{}, false
		}
	}
	return inv, true
}
