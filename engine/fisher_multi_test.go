package engine

import (
	"math"
	"sort"
	"testing"

	"hyperplane/engine/internal/linalg"
)

// naiveScatter computes S_W = Σ_k Σ_{n∈C_k} (x_n − m_k)(x_n − m_k)ᵀ and
// S_B = Σ_k N_k (m_k − m)(m_k − m)ᵀ in the plane by plain loops, and the
// class means, independently of the engine.
func naiveScatter(d Dataset) (sw, sb [2][2]float64, means [][2]float64, counts []float64) {
	means = make([][2]float64, d.Classes)
	counts = make([]float64, d.Classes)
	var grand [2]float64
	for _, p := range d.Points {
		means[p.Class][0] += p.X
		means[p.Class][1] += p.Y
		counts[p.Class]++
		grand[0] += p.X / float64(len(d.Points))
		grand[1] += p.Y / float64(len(d.Points))
	}
	for k := range means {
		means[k][0] /= counts[k]
		means[k][1] /= counts[k]
	}
	for _, p := range d.Points {
		c := [2]float64{p.X - means[p.Class][0], p.Y - means[p.Class][1]}
		for i := 0; i < 2; i++ {
			for j := 0; j < 2; j++ {
				sw[i][j] += c[i] * c[j]
			}
		}
	}
	for k, m := range means {
		c := [2]float64{m[0] - grand[0], m[1] - grand[1]}
		for i := 0; i < 2; i++ {
			for j := 0; j < 2; j++ {
				sb[i][j] += counts[k] * c[i] * c[j]
			}
		}
	}
	return sw, sb, means, counts
}

func mulVec2(a [2][2]float64, v []float64) [2]float64 {
	return [2]float64{a[0][0]*v[0] + a[0][1]*v[1], a[1][0]*v[0] + a[1][1]*v[1]}
}

// TestFisherMultiTwoClasses: for K = 2 the one direction is Fisher's,
// (34, 23)/53 on fisherExample (fisher_test.go), and since
// S_B = (N₁N₂/N)(m₁ − m₂)(m₁ − m₂)ᵀ its eigenvalue is
// λ = (N₁N₂/N)(m₁ − m₂)ᵀS_W⁻¹(m₁ − m₂) = (9/6)(490/159) = 245/53. Nearest
// projected mean puts the threshold at the midpoint of the projected means,
// ŵᵀ(m₁ + m₂)/2 = (17 + 23/3)/√1685, so it decides like the two-class
// Fisher trainer with its midpoint threshold.
func TestFisherMultiTwoClasses(t *testing.T) {
	res, err := fisherMultiSolve(fisherExample, Basis{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.W) != 1 {
		t.Fatalf("%d directions for K = 2", len(res.W))
	}
	w := res.W[0]
	n := math.Hypot(34, 23)
	assertNear(t, "ŵ₁", w[0]/math.Hypot(w[0], w[1]), 34/n, 1e-12)
	assertNear(t, "ŵ₂", w[1]/math.Hypot(w[0], w[1]), 23/n, 1e-12)
	assertNear(t, "λ", res.Lambda[0], 245.0/53, 1e-12)
	// wᵀS_W w = 1 with S_W = [[4, 1], [1, 14/3]].
	assertNear(t, "wᵀS_W w", 4*w[0]*w[0]+2*w[0]*w[1]+14.0/3*w[1]*w[1], 1, 1e-12)

	s, _ := run(t, mustTrainer(t, "fisher-multi", fisherExample, Basis{}, nil), 10)
	if s.Projection == nil {
		t.Fatal("no projection for K = 2")
	}
	assertNear(t, "threshold", s.Projection.Threshold, (17+23.0/3)/n, 1e-12)
	assertNear(t, "J", mustValue(t, s, "J"), 245.0/53, 1e-12)
	two := mustTrainer(t, "fisher", fisherExample, Basis{}, nil)
	two.Step()
	multi := mustTrainer(t, "fisher-multi", fisherExample, Basis{}, nil)
	multi.Step()
	for x := -4.0; x <= 5; x += 0.37 {
		for y := -4.0; y <= 5; y += 0.41 {
			if a, b := two.Model().Predict(x, y), multi.Model().Predict(x, y); a != b {
				t.Fatalf("at (%g, %g): two-class Fisher says %d, K-class says %d", x, y, a, b)
			}
		}
	}
}

// TestFisherMultiThreeClasses checks the directions on threeBlobs against
// S_W and S_B computed here: the generalized eigenvalues of a 2×2 pencil
// are the roots of det(S_B − λS_W) = 0,
//
//	λ² det S_W − λ (b₁₁w₂₂ + b₂₂w₁₁ − 2b₁₂w₁₂) + det S_B = 0,
//
// every direction must satisfy S_B w = λ S_W w, the directions must be
// S_W-orthonormal, and the field must decide by the nearest projected mean.
func TestFisherMultiThreeClasses(t *testing.T) {
	sw, sb, means, counts := naiveScatter(threeBlobs)
	detW := sw[0][0]*sw[1][1] - sw[0][1]*sw[1][0]
	detB := sb[0][0]*sb[1][1] - sb[0][1]*sb[1][0]
	mid := sb[0][0]*sw[1][1] + sb[1][1]*sw[0][0] - 2*sb[0][1]*sw[0][1]
	disc := math.Sqrt(mid*mid - 4*detW*detB)
	roots := []float64{(mid + disc) / (2 * detW), (mid - disc) / (2 * detW)}

	res, err := fisherMultiSolve(threeBlobs, Basis{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.W) != 2 || res.Ridge != 0 {
		t.Fatalf("%d directions, ridge %g", len(res.W), res.Ridge)
	}
	if !sort.IsSorted(sort.Reverse(sort.Float64Slice(res.Lambda))) {
		t.Errorf("eigenvalues %v not in decreasing order", res.Lambda)
	}
	for i, w := range res.W {
		assertNear(t, "λ", res.Lambda[i], roots[i], 1e-10)
		bw, ww := mulVec2(sb, w), mulVec2(sw, w)
		for j := 0; j < 2; j++ {
			if r := bw[j] - res.Lambda[i]*ww[j]; math.Abs(r) > 1e-9*(1+math.Abs(bw[j])) {
				t.Errorf("direction %d: S_B w − λ S_W w has component %g", i, r)
			}
		}
		for k, v := range res.W {
			sv := mulVec2(sw, v)
			want := 0.0
			if k == i {
				want = 1
			}
			assertNear(t, "w_iᵀS_W w_k", w[0]*sv[0]+w[1]*sv[1], want, 1e-10)
		}
	}
	tr := mustTrainer(t, "fisher-multi", threeBlobs, Basis{}, nil)
	s, _ := tr.Step()
	assertNear(t, "J = λ₁ + λ₂", mustValue(t, s, "J"), roots[0]+roots[1], 1e-10)
	if s.Mistakes != 0 {
		t.Errorf("%d mistakes on separated blobs", s.Mistakes)
	}
	// Nearest projected mean, computed from the directions and the means
	// of the test.
	m := tr.Model()
	project := func(x, y float64) [2]float64 {
		return [2]float64{res.W[0][0]*x + res.W[0][1]*y, res.W[1][0]*x + res.W[1][1]*y}
	}
	for x := -3.0; x <= 8; x += 0.29 {
		for y := -3.0; y <= 8; y += 0.31 {
			p := project(x, y)
			best, bestD := -1, math.Inf(1)
			for k, mk := range means {
				q := project(mk[0], mk[1])
				if d := math.Hypot(p[0]-q[0], p[1]-q[1]); d < bestD {
					best, bestD = k, d
				}
			}
			if got := m.Predict(x, y); got != best {
				t.Fatalf("at (%g, %g): field says %d, nearest projected mean %d", x, y, got, best)
			}
		}
	}
	// With priors each row gains ln(N_k/N)/N: N = 11, N_k = 4, 3, 4.
	sp, _ := mustTrainer(t, "fisher-multi", threeBlobs, Basis{}, map[string]any{"rule": "priors"}).Step()
	for k := range counts {
		assertNear(t, "prior offset", sp.Field.Rows[k][0]-s.Field.Rows[k][0], math.Log(counts[k]/11)/11, 1e-12)
	}
}

// TestFisherMultiDegenerate: coinciding means are a DataError; points on a
// line make S_W singular, which a ridge fixes and the snapshot reports.
func TestFisherMultiDegenerate(t *testing.T) {
	d := Dataset{Classes: 3, Points: []Point{{1, 0, 0}, {-1, 0, 0}, {0, 1, 1}, {0, -1, 1}, {1, 1, 2}, {-1, -1, 2}}}
	if _, err := mustTrainer(t, "fisher-multi", d, Basis{}, nil).Step(); err == nil || !IsDataError(err) {
		t.Errorf("equal means: err = %v, want a DataError", err)
	}
	c := Dataset{Classes: 3, Points: []Point{{0, 0, 0}, {1, 1, 0}, {3, 3, 1}, {4, 4, 1}, {6, 6, 2}, {7, 7, 2}}}
	s, _ := run(t, mustTrainer(t, "fisher-multi", c, Basis{}, nil), 10)
	if len(s.Notes) == 0 || s.Mistakes != 0 {
		t.Errorf("collinear: notes %v, %d mistakes", s.Notes, s.Mistakes)
	}
	for _, r := range s.Field.Rows {
		if !linalg.Finite(r) {
			t.Fatalf("row %v", r)
		}
	}
	// One point in a class is fine: its scatter is zero.
	one := threeBlobs.Clone()
	one.Points = append(one.Points[:4:4], Point{4, 0, 1}, Point{2, 4, 2}, Point{3, 5, 2})
	if _, err := mustTrainer(t, "fisher-multi", one, Basis{}, nil).Step(); err != nil {
		t.Errorf("one point in a class: %v", err)
	}
}
