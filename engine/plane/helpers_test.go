package plane

import (
	"math"
	"testing"
)

// near reports whether a and b agree to tol, relative to the larger of
// them when that exceeds 1 (the engine's tests use the same rule).
func near(a, b, tol float64) bool {
	return math.Abs(a-b) <= tol*math.Max(1, math.Max(math.Abs(a), math.Abs(b)))
}

func assertNear(t *testing.T, what string, got, want, tol float64) {
	t.Helper()
	if !near(got, want, tol) {
		t.Errorf("%s = %.12g, want %.12g (tol %g)", what, got, want, tol)
	}
}

func assertVec(t *testing.T, what string, got, want Vec2, tol float64) {
	t.Helper()
	if !near(got.X, want.X, tol) || !near(got.Y, want.Y, tol) {
		t.Errorf("%s = %v, want %v", what, got, want)
	}
}
