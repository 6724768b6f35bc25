package plane

import (
	"math"
	"testing"
)

// TestInverse2: [[2, 1], [1, 1]] has determinant 1 and inverse
// [[1, −1], [−1, 2]] (by the adjugate); singular and non-finite matrices
// have none. The inverse of the whitening Σ^(−1/2) is Σ^(1/2), whose
// square is Σ.
func TestInverse2(t *testing.T) {
	inv, ok := Inverse2([2][2]float64{{2, 1}, {1, 1}})
	if !ok || inv != [2][2]float64{{1, -1}, {-1, 2}} {
		t.Errorf("inverse %v, %v", inv, ok)
	}
	for _, m := range [][2][2]float64{{{1, 2}, {2, 4}}, {{0, 0}, {0, 0}}, {{math.NaN(), 0}, {0, 1}}, {{math.Inf(1), 0}, {0, 1}}} {
		if inv, ok := Inverse2(m); ok {
			t.Errorf("%v inverted: %v", m, inv)
		}
	}
	sigma := [2][2]float64{{2, 1}, {1, 2}}
	w, err := Whitening(sigma)
	if err != nil {
		t.Fatal(err)
	}
	root, ok := Inverse2(w)
	if !ok {
		t.Fatal("Σ^(−1/2) not inverted")
	}
	for i := range 2 {
		for j := range 2 {
			sq := root[i][0]*root[0][j] + root[i][1]*root[1][j]
			assertNear(t, "(Σ^(1/2))²", sq, sigma[i][j], 1e-14)
		}
	}
	// Apply2 is the matrix product: [[1, 2], [3, 4]] (5, 6) = (17, 39).
	if v := Apply2([2][2]float64{{1, 2}, {3, 4}}, Vec2{5, 6}); v != (Vec2{17, 39}) {
		t.Errorf("Apply2 = %v", v)
	}
}
