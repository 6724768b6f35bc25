package engine

import "testing"

// TestPooledCovariance checks the pooled covariance on a hand example:
// class 0 = {(0,0), (2,0)}: mean (1,0), deviations (±1, 0);
// class 1 = {(0,1), (0,3), (3,2)}: mean (1,2), deviations (−1,−1), (−1,1),
// (2,0). Summing the outer products over all five points: xx = 1+1+1+1+4
// = 8, xy = 0+0+1−1+0 = 0, yy = 0+0+1+1+0 = 2; divided by N = 5. The grand
// mean is (5/5, 6/5).
func TestPooledCovariance(t *testing.T) {
	d := Dataset{Classes: 2, Points: []Point{{0, 0, 0}, {2, 0, 0}, {0, 1, 1}, {0, 3, 1}, {3, 2, 1}}}
	m, c, ok := PooledCovariance(d)
	if !ok {
		t.Fatal("not ok")
	}
	assertNear(t, "mean x", m.X, 1, 1e-15)
	assertNear(t, "mean y", m.Y, 1.2, 1e-15)
	assertNear(t, "Σxx", c[0][0], 8.0/5, 1e-15)
	assertNear(t, "Σxy", c[0][1], 0, 1e-15)
	assertNear(t, "Σyx", c[1][0], 0, 1e-15)
	assertNear(t, "Σyy", c[1][1], 2.0/5, 1e-15)
	if _, _, ok := PooledCovariance(Dataset{Classes: 2}); ok {
		t.Error("no points: ok")
	}
}
