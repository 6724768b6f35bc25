package engine

import (
	"math"
	"testing"
)

// TestLabelEvidence checks ln p(t) under a Dirichlet prior against values
// worked by hand from the Beta and Dirichlet integrals and against a
// numerical integral over π.
func TestLabelEvidence(t *testing.T) {
	cases := []struct {
		counts, alpha []float64
		want          float64
	}{
		// ∫₀¹ π²(1 − π) dπ = 1/3 − 1/4 = 1/12 (uniform prior).
		{[]float64{2, 1}, []float64{1, 1}, 1.0 / 12},
		// Beta(2, 3) has density 12 π(1 − π)²; ∫ π⁴(1 − π)² · 12 π(1 − π)² dπ
		// = 12 B(6, 5) = 12 · 5!·4!/10! = 1/105.
		{[]float64{4, 2}, []float64{2, 3}, 1.0 / 105},
		// ∫ π₁π₂π₃ Dir(π|1, 1, 1) dπ = Γ(3)/Γ(6) = 2/120 = 1/60.
		{[]float64{1, 1, 1}, []float64{1, 1, 1}, 1.0 / 60},
	}
	for _, c := range cases {
		if got := labelEvidence(c.counts, c.alpha); math.Abs(got-math.Log(c.want)) > 1e-12 {
			t.Errorf("labelEvidence(%v, %v) = %v, want ln %v = %v", c.counts, c.alpha, got, c.want, math.Log(c.want))
		}
	}
	// Simpson's rule on ∫₀¹ π^N₁ (1 − π)^N₂ Beta(π|a, b) dπ, Beta's
	// normalizer from Lgamma, for counts (7, 3) and a = 1.5, b = 0.5
	// would be singular at 1; use a = 1.5, b = 2.5.
	n1, n2, a, b := 7.0, 3.0, 1.5, 2.5
	la, _ := math.Lgamma(a)
	lb, _ := math.Lgamma(b)
	lab, _ := math.Lgamma(a + b)
	f := func(p float64) float64 {
		return math.Exp((n1+a-1)*math.Log(p) + (n2+b-1)*math.Log1p(-p) + lab - la - lb)
	}
	const m = 20000
	h, s := 1.0/m, 0.0
	for i := 1; i < m; i++ {
		w := 2.0
		if i%2 == 1 {
			w = 4
		}
		s += w * f(float64(i)*h)
	}
	num := math.Log(s * h / 3)
	if got := labelEvidence([]float64{n1, n2}, []float64{a, b}); math.Abs(got-num) > 1e-8 {
		t.Errorf("labelEvidence = %v, Simpson's rule gives %v", got, num)
	}
}

// gridLogEvidence integrates Πₙ N(xₙ|μ, Σ) N(μ|μ₀, v₀I) over μ in the
// plane on a g×g grid of ±w around c, by the midpoint rule with
// log-sum-exp, and returns the log.
func gridLogEvidence(x [][2]float64, cov [4]float64, mu0 [2]float64, v0 float64, c [2]float64, w float64, g int) float64 {
	det := cov[0]*cov[3] - cov[1]*cov[2]
	p := [4]float64{cov[3] / det, -cov[1] / det, -cov[2] / det, cov[0] / det}
	logN := func(d0, d1 float64) float64 {
		return -math.Log(2*math.Pi) - 0.5*math.Log(det) - 0.5*(d0*(p[0]*d0+p[1]*d1)+d1*(p[2]*d0+p[3]*d1))
	}
	h := 2 * w / float64(g)
	vals := make([]float64, 0, g*g)
	top := math.Inf(-1)
	for i := 0; i < g; i++ {
		for j := 0; j < g; j++ {
			mu := [2]float64{c[0] - w + (float64(i)+0.5)*h, c[1] - w + (float64(j)+0.5)*h}
			v := -math.Log(2*math.Pi*v0) - ((mu[0]-mu0[0])*(mu[0]-mu0[0])+(mu[1]-mu0[1])*(mu[1]-mu0[1]))/(2*v0)
			for _, xn := range x {
				v += logN(xn[0]-mu[0], xn[1]-mu[1])
			}
			vals = append(vals, v)
			top = math.Max(top, v)
		}
	}
	s := 0.0
	for _, v := range vals {
		s += math.Exp(v - top)
	}
	return top + math.Log(s*h*h)
}

// TestMeanEvidenceGrid checks meanEvidence plus the fitted mean's
// log-likelihood against the integral over μ on a grid, for five points
// with a correlated Σ and a prior away from the data.
func TestMeanEvidenceGrid(t *testing.T) {
	x := [][2]float64{{0.3, 0.1}, {1.2, 0.4}, {0.8, -0.3}, {0.1, 0.5}, {0.9, 0.2}}
	cov := [4]float64{0.5, 0.2, 0.2, 0.3}
	mu0, v0 := [2]float64{-0.5, 1}, 0.64
	m := [2]float64{}
	for _, p := range x {
		m[0] += p[0] / 5
		m[1] += p[1] / 5
	}
	det := cov[0]*cov[3] - cov[1]*cov[2]
	me, err := meanEvidence(5, m[:], cov[:], math.Log(det), 2, mu0[:], v0)
	if err != nil {
		t.Fatal(err)
	}
	// Σₙ ln N(xₙ|m, Σ), by hand.
	ll := 0.0
	for _, p := range x {
		d0, d1 := p[0]-m[0], p[1]-m[1]
		ll += -math.Log(2*math.Pi) - 0.5*math.Log(det) - 0.5*(d0*(cov[3]*d0-cov[1]*d1)+d1*(-cov[2]*d0+cov[0]*d1))/det
	}
	// The posterior of μ has sd ≤ √(0.5/5) ≈ 0.32: ±3 around m holds it.
	grid := gridLogEvidence(x, cov, mu0, v0, m, 3, 600)
	if got := ll + me; math.Abs(got-grid) > 1e-6 {
		t.Errorf("closed form %v, grid %v", got, grid)
	}
}

// TestGenerativeEvidence checks CompareGenerative's evidence for the three
// models on two small classes in the plane against an independent sum: the
// label term of the uniform Dirichlet, ln(N₁! N₂!/(N + 1)!), plus, per
// class, the grid integral over μₖ with Σₖ as each model estimates it
// (computed here: maximum likelihood, ÷ Nₖ; shared Σ = Σₖ (Nₖ/N) Σₖ; naive
// Bayes its diagonal) and the default prior μ₀ = 0, Σ₀ = 3²I.
func TestGenerativeEvidence(t *testing.T) {
	cls := [][][2]float64{
		{{0.2, 0.4}, {1.1, 0.9}, {0.7, 0.1}, {0.4, 1.3}, {1.5, 0.6}},
		{{2.3, 1.8}, {3.1, 2.9}, {2.6, 2.2}, {3.4, 2.1}, {2.0, 3.0}, {2.8, 2.6}},
	}
	var d Dataset
	d.Classes = 2
	covs := make([][4]float64, 2)
	means := make([][2]float64, 2)
	for c, pts := range cls {
		n := float64(len(pts))
		for _, p := range pts {
			d.Points = append(d.Points, Point{X: p[0], Y: p[1], Class: c})
			means[c][0] += p[0] / n
			means[c][1] += p[1] / n
		}
		for _, p := range pts {
			e0, e1 := p[0]-means[c][0], p[1]-means[c][1]
			covs[c][0] += e0 * e0 / n
			covs[c][1] += e0 * e1 / n
			covs[c][3] += e1 * e1 / n
		}
		covs[c][2] = covs[c][1]
	}
	n1, n2 := float64(len(cls[0])), float64(len(cls[1]))
	var shared [4]float64
	for j := range shared {
		shared[j] = (n1*covs[0][j] + n2*covs[1][j]) / (n1 + n2)
	}
	l1, _ := math.Lgamma(n1 + 1)
	l2, _ := math.Lgamma(n2 + 1)
	l3, _ := math.Lgamma(n1 + n2 + 2)
	labels := l1 + l2 - l3
	want := map[string]float64{}
	for _, kind := range []string{gaussShared, gaussSeparate, gaussNaive} {
		ev := labels
		for c, pts := range cls {
			cv := covs[c]
			switch kind {
			case gaussShared:
				cv = shared
			case gaussNaive:
				cv[1], cv[2] = 0, 0
			}
			ev += gridLogEvidence(pts, cv, [2]float64{}, 9, means[c], 3, 600)
		}
		want[kind] = ev
	}
	rows, err := CompareGenerative(d, Basis{})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if r.Evidence == nil {
			t.Fatalf("%s has no evidence: %s", r.ID, r.Notes)
		}
		if math.Abs(*r.Evidence-want[r.ID]) > 1e-6 {
			t.Errorf("%s: evidence %v, independent sum %v", r.ID, *r.Evidence, want[r.ID])
		}
		if math.Abs(*r.Occam-(*r.Evidence-r.LogLik)) > 1e-12 {
			t.Errorf("%s: Occam %v is not evidence − ln L", r.ID, *r.Occam)
		}
	}
}
