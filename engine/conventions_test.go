package engine

import (
	"strings"
	"testing"
)

// The scatter matrices of fisherExample by hand: class 1 has mean (2, 5/3)
// and S₁ = [[2, 0], [0, 8/3]], class 2 mean (−1, −1) and S₂ = [[2, 1], [1, 2]]
// (fisher_test.go works the same sums), so S_W = [[4, 1], [1, 14/3]], N = 6, K = 2.
var covConventionCases = []struct {
	id, cov string
	want    [2][2][2]float64 // Σ of class 1 and class 2
}{
	// ML: S_k/N_k, N_k = 3.
	{gaussSeparate, covML, [2][2][2]float64{{{2.0 / 3, 0}, {0, 8.0 / 9}}, {{2.0 / 3, 1.0 / 3}, {1.0 / 3, 2.0 / 3}}}},
	// Unbiased: S_k/(N_k − 1) = S_k/2, the ML value times N_k/(N_k − 1) = 3/2.
	{gaussSeparate, covUnbiased, [2][2][2]float64{{{1, 0}, {0, 4.0 / 3}}, {{1, 0.5}, {0.5, 1}}}},
	// Shared ML: Σ_k (N_k/N) S_k/N_k = S_W/6.
	{gaussShared, covML, [2][2][2]float64{{{4.0 / 6, 1.0 / 6}, {1.0 / 6, 14.0 / 18}}, {{4.0 / 6, 1.0 / 6}, {1.0 / 6, 14.0 / 18}}}},
	// Shared unbiased (pooled): S_W/(N − K) = S_W/4.
	{gaussShared, covUnbiased, [2][2][2]float64{{{1, 0.25}, {0.25, 14.0 / 12}}, {{1, 0.25}, {0.25, 14.0 / 12}}}},
	// Naive Bayes: the diagonals of the separate ones.
	{gaussNaive, covML, [2][2][2]float64{{{2.0 / 3, 0}, {0, 8.0 / 9}}, {{2.0 / 3, 0}, {0, 2.0 / 3}}}},
	{gaussNaive, covUnbiased, [2][2][2]float64{{{1, 0}, {0, 4.0 / 3}}, {{1, 0}, {0, 1}}}},
}

func TestCovarianceConvention(t *testing.T) {
	for _, c := range covConventionCases {
		s, _ := run(t, mustTrainer(t, c.id, fisherExample, Basis{}, map[string]any{"cov": c.cov}), 10)
		for k, g := range s.Gaussians {
			for i := 0; i < 2; i++ {
				for j := 0; j < 2; j++ {
					assertNear(t, c.id+" "+c.cov+" Σ", g.Cov[i][j], c.want[k][i][j], 1e-12)
				}
			}
		}
		// Independently of the hand numbers: unbiased = ML × N_k/(N_k − 1)
		// (separate) or × N/(N − K) (shared), from naiveStats.
		if c.cov == covUnbiased && c.id == gaussSeparate {
			for k, g := range s.Gaussians {
				_, ml, n := naiveStats(fisherExample, k)
				for i := 0; i < 2; i++ {
					for j := 0; j < 2; j++ {
						assertNear(t, "unbiased vs ML·N/(N−1)", g.Cov[i][j], ml[i][j]*n/(n-1), 1e-12)
					}
				}
			}
		}
	}
}

// TestCovarianceUnbiasedOnePoint: a class of one point has no unbiased
// covariance (0/0), and the page is told so.
func TestCovarianceUnbiasedOnePoint(t *testing.T) {
	d := Dataset{Classes: 2, Points: []Point{{0, 0, 0}, {1, 1, 1}, {2, 0, 1}, {1, -1, 1}}}
	s, _ := run(t, mustTrainer(t, gaussSeparate, d, Basis{}, map[string]any{"cov": covUnbiased}), 10)
	if !hasNote(s, "class 1 has one point") {
		t.Errorf("no note of the undefined covariance: %q", s.Notes)
	}
	s, _ = run(t, mustTrainer(t, gaussSeparate, d, Basis{}, nil), 10)
	if hasNote(s, "one point") {
		t.Errorf("ML needs no such note: %q", s.Notes)
	}
}

// TestNaiveBayesVarSmoothing: scikit-learn's GaussianNB adds
// ε = var_smoothing · max_j Var(x_j) to every class variance, Var over all
// points divided by N. For fisherExample by hand: x = (1, 3, 2, −1, 0, −2)
// has Var = 19/6 − (1/2)² = 35/12 and y = (1, 1, 3, 0, −1, −2) has
// Var = 16/6 − (1/3)² = 23/9, so ε = 0.1 · 35/12 = 7/24 for var_smoothing
// 0.1; the ML class variances are those of covConventionCases.
func TestNaiveBayesVarSmoothing(t *testing.T) {
	s, _ := run(t, mustTrainer(t, gaussNaive, fisherExample, Basis{},
		map[string]any{"varfix": "additive", "varSmoothing": 0.1}), 10)
	eps := 7.0 / 24
	want := [2][2]float64{{2.0 / 3, 8.0 / 9}, {2.0 / 3, 2.0 / 3}}
	if len(s.Gaussians) != 2 {
		t.Fatalf("%d Gaussians", len(s.Gaussians))
	}
	for k, g := range s.Gaussians {
		assertNear(t, "σ²_x", g.Cov[0][0], want[k][0]+eps, 1e-12)
		assertNear(t, "σ²_y", g.Cov[1][1], want[k][1]+eps, 1e-12)
		if g.Cov[0][1] != 0 || g.Cov[1][0] != 0 {
			t.Errorf("class %d: off-diagonal %v", k+1, g.Cov)
		}
	}
	if !hasNote(s, "added to every variance") {
		t.Errorf("no note of ε: %q", s.Notes)
	}
	// The default keeps the floor, which does not act here: the ML variances.
	s, _ = run(t, mustTrainer(t, gaussNaive, fisherExample, Basis{}, nil), 10)
	for k, g := range s.Gaussians {
		assertNear(t, "default σ²_x", g.Cov[0][0], want[k][0], 1e-15)
	}
}

func hasNote(s Snapshot, part string) bool {
	for _, n := range s.Notes {
		if strings.Contains(n, part) {
			return true
		}
	}
	return false
}
