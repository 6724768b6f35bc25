package engine

import (
	"math"
	"strings"
	"testing"
)

// The helpers below compute Gaussian class models in the plane naively,
// with loops and the explicit 2×2 inverse [[d, −b], [−c, a]]/(ad − bc),
// independently of the engine's Cholesky code.

type mat2 [2][2]float64

func inv2(m mat2) mat2 {
	det := m[0][0]*m[1][1] - m[0][1]*m[1][0]
	return mat2{{m[1][1] / det, -m[0][1] / det}, {-m[1][0] / det, m[0][0] / det}}
}

func det2(m mat2) float64 { return m[0][0]*m[1][1] - m[0][1]*m[1][0] }

func mv2(m mat2, v [2]float64) [2]float64 {
	return [2]float64{m[0][0]*v[0] + m[0][1]*v[1], m[1][0]*v[0] + m[1][1]*v[1]}
}

func add2(a, b mat2) mat2 {
	return mat2{{a[0][0] + b[0][0], a[0][1] + b[0][1]}, {a[1][0] + b[1][0], a[1][1] + b[1][1]}}
}

// classStats returns N_k, the mean and the ML covariance (divided by N_k)
// of class c of d.
func classStats(d Dataset, c int) (int, [2]float64, mat2) {
	n := 0
	var m [2]float64
	for _, p := range d.Points {
		if p.Class == c {
			n++
			m[0] += p.X
			m[1] += p.Y
		}
	}
	m[0] /= float64(n)
	m[1] /= float64(n)
	var s mat2
	for _, p := range d.Points {
		if p.Class == c {
			dx, dy := p.X-m[0], p.Y-m[1]
			s[0][0] += dx * dx / float64(n)
			s[0][1] += dx * dy / float64(n)
			s[1][1] += dy * dy / float64(n)
		}
	}
	s[1][0] = s[0][1]
	return n, m, s
}

// gauss2 returns N(x | m, s) = exp(−½(x−m)ᵀs⁻¹(x−m)) / (2π √|s|).
func gauss2(x, m [2]float64, s mat2) float64 {
	d := [2]float64{x[0] - m[0], x[1] - m[1]}
	q := mv2(inv2(s), d)
	return math.Exp(-0.5*(d[0]*q[0]+d[1]*q[1])) / (2 * math.Pi * math.Sqrt(det2(s)))
}

// gauss1 returns N(x | m, v) for a variance v.
func gauss1(x, m, v float64) float64 {
	return math.Exp(-(x-m)*(x-m)/(2*v)) / math.Sqrt(2*math.Pi*v)
}

// unequal is a two-class set with unequal priors (4 and 2 points) and
// different class shapes.
var unequal = Dataset{Classes: 2, Points: []Point{
	{0, 0, 0}, {2, 0.5, 0}, {1, 2, 0}, {-0.5, 1, 0},
	{3, 3, 1}, {4, 2, 1},
	{3.5, 4, 1},
}}

// TestGaussSharedFisher: with two classes the shared-covariance model's
// log-odds a₁ − a₂ = wᵀx + w₀ has w = Σ⁻¹(μ₁ − μ₂), Fisher's direction
// S_W⁻¹(m₁ − m₂) up to the factor N (Σ = S_W/N), and
// w₀ = −½μ₁ᵀΣ⁻¹μ₁ + ½μ₂ᵀΣ⁻¹μ₂ + ln(π₁/π₂) (notes 003, "A Simple
// Example"), here computed naively from the points.
func TestGaussSharedFisher(t *testing.T) {
	for name, d := range map[string]Dataset{"fisherExample": fisherExample, "unequal": unequal} {
		s, _ := run(t, mustTrainer(t, "gauss-shared", d, Basis{}, nil), 10)
		if s.Status != StatusConverged || len(s.Notes) != 0 {
			t.Fatalf("%s: status %s, notes %v", name, s.Status, s.Notes)
		}
		r0, r1 := s.Field.Rows[0], s.Field.Rows[1]
		w := []float64{r0[1] - r1[1], r0[2] - r1[2]}
		w0 := r0[0] - r1[0]
		// Same direction as FisherDirection (a unit vector from class 2
		// towards class 1): the cosine is 1.
		fr, err := FisherDirection(d, Basis{})
		if err != nil {
			t.Fatal(err)
		}
		assertNear(t, name+" cos(w, Fisher)", dot(w, fr.W)/norm(w), 1, 1e-12)
		// Naive: Σ = Σ_k (N_k/N) Σ_k, then the notes' formulas.
		n1, m1, s1 := classStats(d, 0)
		n2, m2, s2 := classStats(d, 1)
		n := float64(n1 + n2)
		var sig mat2
		for i := 0; i < 2; i++ {
			for j := 0; j < 2; j++ {
				sig[i][j] = float64(n1)/n*s1[i][j] + float64(n2)/n*s2[i][j]
			}
		}
		p := inv2(sig)
		wWant := mv2(p, [2]float64{m1[0] - m2[0], m1[1] - m2[1]})
		q1, q2 := mv2(p, m1), mv2(p, m2)
		w0Want := -0.5*(m1[0]*q1[0]+m1[1]*q1[1]) + 0.5*(m2[0]*q2[0]+m2[1]*q2[1]) + math.Log(float64(n1)/float64(n2))
		assertNear(t, name+" w₁", w[0], wWant[0], 1e-10)
		assertNear(t, name+" w₂", w[1], wWant[1], 1e-10)
		assertNear(t, name+" w₀", w0, w0Want, 1e-10)
		// The posterior is p(C₁|x) = σ(wᵀx + w₀).
		m := mustTrainer(t, "gauss-shared", d, Basis{}, nil)
		m.Step()
		x := [2]float64{1.3, 0.7}
		sc := m.Model().Scores(x[0], x[1], make([]float64, 2))
		assertNear(t, name+" p(C₁|x)", sc[0], Sigmoid(wWant[0]*x[0]+wWant[1]*x[1]+w0Want), 1e-10)
	}
	// fisherExample by hand (fisher_test.go): S_W⁻¹ = [[14, −3], [−3, 12]]/53
	// and N = 6, so w = 6·S_W⁻¹(m₁ − m₂) = 6·(34, 23)/53.
	s, _ := run(t, mustTrainer(t, "gauss-shared", fisherExample, Basis{}, nil), 10)
	assertNear(t, "w₁ by hand", s.Field.Rows[0][1]-s.Field.Rows[1][1], 6*34.0/53, 1e-12)
	assertNear(t, "w₂ by hand", s.Field.Rows[0][2]-s.Field.Rows[1][2], 6*23.0/53, 1e-12)
}

// TestGaussSeparateBayes: the posterior of the separate-covariance model
// at a few points equals Bayes' theorem with the Gaussian densities and
// priors computed naively; each row a_k is ln π_k N(x|μ_k, Σ_k), constants
// included; and Lowered() gives rows of degree 2 with the same values.
func TestGaussSeparateBayes(t *testing.T) {
	d := Dataset{Classes: 3, Points: append(append([]Point(nil), unequal.Points...),
		Point{-3, 4, 2}, Point{-2, 5, 2}, Point{-4, 5.5, 2})}
	tr := mustTrainer(t, "gauss-separate", d, Basis{}, nil)
	s, _ := run(t, tr, 10)
	if s.Status != StatusConverged || len(s.Notes) != 0 {
		t.Fatalf("status %s, notes %v", s.Status, s.Notes)
	}
	m := tr.Model()
	f := m.Field()
	low := f.Lowered()
	if low.Quad != nil || low.Basis.Kind != BasisPoly || low.Basis.Degree != 2 {
		t.Fatalf("Lowered: %+v", low)
	}
	ev, evLow := NewEvaluator(&f), NewEvaluator(&low)
	for _, x := range [][2]float64{{0, 0}, {1.3, 0.7}, {3, 3}, {-2, 4}, {8, -5}, {0.5, 3.2}} {
		joint := make([]float64, 3)
		total := 0.0
		for c := 0; c < 3; c++ {
			n, mu, sig := classStats(d, c)
			joint[c] = float64(n) / float64(len(d.Points)) * gauss2(x, mu, sig)
			total += joint[c]
		}
		sc := m.Scores(x[0], x[1], make([]float64, 3))
		rows := append([]float64(nil), ev.Rows(x[0], x[1])...)
		lowRows := evLow.Rows(x[0], x[1])
		for c := 0; c < 3; c++ {
			assertNear(t, "p(C_k|x)", sc[c], joint[c]/total, 1e-9)
			assertNear(t, "a_k = ln π_k N(x|μ_k, Σ_k)", rows[c], math.Log(joint[c]), 1e-9)
			assertNear(t, "lowered a_k", lowRows[c], rows[c], 1e-9)
			for j := 0; j < c; j++ {
				assertNear(t, "lowered a_k − a_j", lowRows[c]-lowRows[j], rows[c]-rows[j], 1e-9)
			}
		}
	}
	// The densities shown are the class means and ML covariances.
	for c, g := range s.Gaussians {
		n, mu, sig := classStats(d, c)
		assertNear(t, "prior", g.Prior, float64(n)/float64(len(d.Points)), 1e-15)
		assertNear(t, "mean x", g.Mean.X, mu[0], 1e-12)
		assertNear(t, "cov xy", g.Cov[0][1], sig[0][1], 1e-12)
		assertNear(t, "cov yy", g.Cov[1][1], sig[1][1], 1e-12)
	}
}

// TestGaussMAP: the MAP estimate equals a direct evaluation of the notes'
// equations Σ_MAP = (Σ_ML⁻¹ + Σ₀⁻¹)⁻¹, μ_MAP = Σ_MAP(Σ_ML⁻¹μ_ML + Σ₀⁻¹μ₀),
// π_MAP = (N_k + N_k0)/(N + N_0), computed here with explicit 2×2
// inverses; with a tiny prior covariance and huge pseudo-counts it tends to
// the prior, and with no prior (N_k0 = 0, s₀ large) to maximum likelihood.
func TestGaussMAP(t *testing.T) {
	d := unequal
	mapOf := func(n0, s0, x0, y0 float64) Snapshot {
		s, _ := run(t, mustTrainer(t, "gauss-separate", d, Basis{},
			map[string]any{"estimate": "map", "n0": n0, "s0": s0, "mu0x": x0, "mu0y": y0}), 10)
		return s
	}
	s := mapOf(2, 1.5, 1, -1)
	for c, g := range s.Gaussians {
		n, mu, sig := classStats(d, c)
		p0 := inv2(mat2{{1.5 * 1.5, 0}, {0, 1.5 * 1.5}})
		pMAP := add2(inv2(sig), p0)
		sMAP := inv2(pMAP)
		r := mv2(inv2(sig), mu)
		r0 := mv2(p0, [2]float64{1, -1})
		muMAP := mv2(sMAP, [2]float64{r[0] + r0[0], r[1] + r0[1]})
		assertNear(t, "π_MAP", g.Prior, (float64(n)+2)/(float64(len(d.Points))+2*2), 1e-15)
		assertNear(t, "μ_MAP x", g.Mean.X, muMAP[0], 1e-10)
		assertNear(t, "μ_MAP y", g.Mean.Y, muMAP[1], 1e-10)
		for i := 0; i < 2; i++ {
			for j := 0; j < 2; j++ {
				assertNear(t, "Σ_MAP", g.Cov[i][j], sMAP[i][j], 1e-10)
			}
		}
	}
	// Tiny prior covariance (s₀ = 10⁻³), huge pseudo-counts (1000 per
	// class): the means go to μ₀ = (1, −1), Σ_MAP → s₀²I and π → 1/2.
	s = mapOf(1000, 1e-3, 1, -1)
	for c, g := range s.Gaussians {
		n, _, _ := classStats(d, c)
		assertNear(t, "π → 1/K", g.Prior, (float64(n)+1000)/(7+2000), 1e-15)
		if math.Abs(g.Prior-0.5) > 1e-3 {
			t.Errorf("prior %v not near 1/2", g.Prior)
		}
		if math.Hypot(g.Mean.X-1, g.Mean.Y+1) > 1e-4 {
			t.Errorf("mean %v not near the prior mean (1, −1)", g.Mean)
		}
		assertNear(t, "Σ_xx/s₀²", g.Cov[0][0]/1e-6, 1, 1e-4)
		assertNear(t, "Σ_yy/s₀²", g.Cov[1][1]/1e-6, 1, 1e-4)
	}
	// No prior: N_k0 = 0 and s₀ = 1000; Σ_MAP = Σ_ML(I + Σ_ML/s₀²)⁻¹
	// differs from Σ_ML by a relative O(‖Σ_ML‖/s₀²) ≈ 10⁻⁶.
	ml, _ := run(t, mustTrainer(t, "gauss-separate", d, Basis{}, nil), 10)
	s = mapOf(0, 1000, 1, -1)
	for c, g := range s.Gaussians {
		h := ml.Gaussians[c]
		assertNear(t, "π", g.Prior, h.Prior, 1e-15)
		assertNear(t, "μ x", g.Mean.X, h.Mean.X, 1e-5)
		assertNear(t, "μ y", g.Mean.Y, h.Mean.Y, 1e-5)
		for i := 0; i < 2; i++ {
			for j := 0; j < 2; j++ {
				assertNear(t, "Σ", g.Cov[i][j], h.Cov[i][j], 1e-5)
			}
		}
	}
	// The shared model pools the class MAP covariances with the MAP priors
	// (notes 003: Σ = πΣ₁ + (1 − π)Σ₂); the class estimates are those of
	// the separate model, checked against the notes' equations above.
	sh, _ := run(t, mustTrainer(t, "gauss-shared", d, Basis{},
		map[string]any{"estimate": "map", "n0": 2.0, "s0": 1.5, "mu0x": 1.0, "mu0y": -1.0}), 10)
	sp := mapOf(2, 1.5, 1, -1)
	for i := 0; i < 2; i++ {
		for j := 0; j < 2; j++ {
			want := sp.Gaussians[0].Prior*sp.Gaussians[0].Cov[i][j] + sp.Gaussians[1].Prior*sp.Gaussians[1].Cov[i][j]
			assertNear(t, "pooled Σ_MAP", sh.Gaussians[0].Cov[i][j], want, 1e-12)
		}
	}
}

// TestNaiveBayes: the posterior of Gaussian naive Bayes equals Bayes'
// theorem with a product of one-dimensional Gaussians per class, with ML
// variances, computed naively.
func TestNaiveBayes(t *testing.T) {
	d := threeBlobs
	tr := mustTrainer(t, "naive-bayes", d, Basis{}, nil)
	s, _ := run(t, tr, 10)
	if s.Status != StatusConverged || len(s.Notes) != 0 {
		t.Fatalf("status %s, notes %v", s.Status, s.Notes)
	}
	m := tr.Model()
	for _, x := range [][2]float64{{0, 0}, {2, 2}, {4, 1}, {2.5, 4.5}, {-3, 7}} {
		joint := make([]float64, 3)
		total := 0.0
		for c := 0; c < 3; c++ {
			n, mu, sig := classStats(d, c)
			joint[c] = float64(n) / float64(len(d.Points)) * gauss1(x[0], mu[0], sig[0][0]) * gauss1(x[1], mu[1], sig[1][1])
			total += joint[c]
		}
		sc := m.Scores(x[0], x[1], make([]float64, 3))
		for c := range joint {
			assertNear(t, "p(C_k|x)", sc[c], joint[c]/total, 1e-9)
		}
	}
	for c, g := range s.Gaussians {
		_, _, sig := classStats(d, c)
		if g.Cov[0][1] != 0 || g.Cov[1][0] != 0 {
			t.Errorf("naive Bayes covariance %v is not diagonal", g.Cov)
		}
		assertNear(t, "σ²_x", g.Cov[0][0], sig[0][0], 1e-12)
	}
}

// TestGenerativeAICBIC: the log-likelihood of the joint, M, AIC and BIC of
// the three models against a naive sum over the points. With K = 2 classes
// and D = 2 features, M counted by hand:
//
//	shared:   (K−1) + K·D + D(D+1)/2   = 1 + 4 + 3 = 8
//	separate: (K−1) + K·D + K·D(D+1)/2 = 1 + 4 + 6 = 11
//	naive:    (K−1) + K·D + K·D        = 1 + 4 + 4 = 9
func TestGenerativeAICBIC(t *testing.T) {
	d := unequal
	n := float64(len(d.Points))
	var stats [2]struct {
		n   int
		mu  [2]float64
		sig mat2
	}
	var pooled mat2
	for c := range stats {
		stats[c].n, stats[c].mu, stats[c].sig = classStats(d, c)
		for i := 0; i < 2; i++ {
			for j := 0; j < 2; j++ {
				pooled[i][j] += float64(stats[c].n) / n * stats[c].sig[i][j]
			}
		}
	}
	want := map[string]struct {
		m    int
		logL float64
	}{}
	for _, id := range []string{"gauss-shared", "gauss-separate", "naive-bayes"} {
		l := 0.0
		for _, p := range d.Points {
			st := stats[p.Class]
			x := [2]float64{p.X, p.Y}
			prior := float64(st.n) / n
			switch id {
			case "gauss-shared":
				l += math.Log(prior * gauss2(x, st.mu, pooled))
			case "gauss-separate":
				l += math.Log(prior * gauss2(x, st.mu, st.sig))
			case "naive-bayes":
				l += math.Log(prior * gauss1(x[0], st.mu[0], st.sig[0][0]) * gauss1(x[1], st.mu[1], st.sig[1][1]))
			}
		}
		want[id] = struct {
			m    int
			logL float64
		}{map[string]int{"gauss-shared": 8, "gauss-separate": 11, "naive-bayes": 9}[id], l}
		s, _ := run(t, mustTrainer(t, id, d, Basis{}, nil), 10)
		logL, _ := s.Value("logL")
		m, _ := s.Value("M")
		aic, _ := s.Value("AIC")
		bic, _ := s.Value("BIC")
		assertNear(t, id+" ln p(D|θ)", logL, l, 1e-10)
		assertNear(t, id+" M", m, float64(want[id].m), 0)
		assertNear(t, id+" AIC", aic, l-float64(want[id].m), 1e-10)
		assertNear(t, id+" BIC", bic, l-0.5*float64(want[id].m)*math.Log(n), 1e-10)
		assertNear(t, id+" loss", s.Loss, -l, 1e-10)
	}
	scores, err := CompareGenerative(d, Basis{})
	if err != nil {
		t.Fatal(err)
	}
	if len(scores) != 3 {
		t.Fatalf("%d scores", len(scores))
	}
	for _, sc := range scores {
		w := want[sc.ID]
		if sc.M != w.m {
			t.Errorf("%s: M = %d, want %d", sc.ID, sc.M, w.m)
		}
		assertNear(t, sc.ID+" compared ln p(D|θ)", sc.LogL, w.logL, 1e-10)
		assertNear(t, sc.ID+" compared AIC", sc.AIC, w.logL-float64(w.m), 1e-10)
		assertNear(t, sc.ID+" compared BIC", sc.BIC, w.logL-0.5*float64(w.m)*math.Log(n), 1e-10)
	}
	if _, err := CompareGenerative(Dataset{Classes: 2, Points: []Point{{0, 0, 0}}}, Basis{}); !IsDataError(err) {
		t.Errorf("one class: err = %v, want a DataError", err)
	}
}

// TestGenerativeDegenerate: one point in a class, collinear points and
// duplicates give finite models that say what regularization they used.
func TestGenerativeDegenerate(t *testing.T) {
	sets := map[string]Dataset{
		"one point":  {Classes: 2, Points: []Point{{0, 0, 0}, {1, 0.5, 0}, {0.5, 1, 0}, {3, 3, 1}}},
		"collinear":  {Classes: 2, Points: []Point{{0, 0, 0}, {1, 1, 0}, {2, 2, 0}, {3, 3, 1}, {4, 4, 1}, {5, 5, 1}}},
		"duplicates": {Classes: 2, Points: []Point{{1, 1, 0}, {1, 1, 0}, {1, 1, 0}, {2, 2, 1}, {2, 2, 1}}},
	}
	for name, d := range sets {
		for _, id := range []string{"gauss-shared", "gauss-separate", "naive-bayes"} {
			for _, est := range []string{"ml", "map"} {
				s, _ := run(t, mustTrainer(t, id, d, Basis{}, map[string]any{"estimate": est}), 10)
				where := name + " " + id + " " + est
				if s.Status != StatusConverged {
					t.Errorf("%s: status %s", where, s.Status)
				}
				for _, r := range s.Field.Rows {
					if !finite(r) {
						t.Errorf("%s: row %v", where, r)
					}
				}
				for _, q := range s.Field.Quad {
					if !finite(q) {
						t.Errorf("%s: quadratic form %v", where, q)
					}
				}
				for _, v := range s.Values {
					if !finite([]float64{v.V}) {
						t.Errorf("%s: %s = %v", where, v.Key, v.V)
					}
				}
				// The shared model's Σ is singular only for collinear points
				// and duplicates (pooling with a full class makes it regular),
				// and naive Bayes's diagonal variances are positive on a slanted
				// line; every other case has a zero or singular covariance (MAP
				// with the notes' update keeps the one-point class's Σ = 0).
				needsNote := !(id == "gauss-shared" && name == "one point") && !(id == "naive-bayes" && name == "collinear")
				if needsNote && len(s.Notes) == 0 {
					t.Errorf("%s: no note about the regularization", where)
				}
				if s.Mistakes != 0 && name != "collinear" {
					t.Errorf("%s: %d mistakes", where, s.Mistakes)
				}
			}
		}
	}
	// The one-point class's separate covariance is the ridge alone.
	s, _ := run(t, mustTrainer(t, "gauss-separate", sets["one point"], Basis{}, nil), 10)
	if !strings.Contains(strings.Join(s.Notes, " "), "2nd class (N_k = 1)") {
		t.Errorf("notes %v do not name the class of one point", s.Notes)
	}
}

// TestGenerativeSmoke runs each generative model, ML and MAP, in the plane
// and with quadratic and Gaussian bases, on threeBlobs to a stopped status.
func TestGenerativeSmoke(t *testing.T) {
	for _, id := range []string{"gauss-shared", "gauss-separate", "naive-bayes"} {
		spec, ok := Lookup(id)
		if !ok || spec.Family != FamilyGenerative || spec.Binary || spec.Help == "" {
			t.Fatalf("%s: spec %+v", id, spec.ID)
		}
		for _, p := range spec.Params {
			if p.Help == "" || p.Label == "" {
				t.Errorf("%s: parameter %s has no label or help", id, p.Key)
			}
		}
		for _, b := range []Basis{{}, {Kind: BasisPoly, Degree: 2}, {Kind: BasisRBF, Centres: []Vec2{{0, 0}, {4, 0}, {2, 4}}, Width: 1.5}} {
			for _, est := range []string{"ml", "map"} {
				s, steps := run(t, mustTrainer(t, id, threeBlobs, b, map[string]any{"estimate": est}), 10)
				if s.Status != StatusConverged || steps != 1 {
					t.Errorf("%s %s %+v: %s after %d steps", id, est, b, s.Status, steps)
				}
				if err := s.Field.Validate(); err != nil || len(s.Field.Rows) != 3 || s.Field.Link != LinkSoftmax {
					t.Errorf("%s: field %v", id, err)
				}
				if b.IsLinear() && (len(s.Gaussians) != 3 || s.Mistakes != 0) {
					t.Errorf("%s %s: %d densities, %d mistakes", id, est, len(s.Gaussians), s.Mistakes)
				}
				if !b.IsLinear() && s.Gaussians != nil {
					t.Errorf("%s: densities in the plane for a feature space", id)
				}
			}
		}
	}
}
