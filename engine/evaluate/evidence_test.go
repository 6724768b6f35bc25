package evaluate

import (
	"math"
	"math/rand/v2"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/msg"
)

// oneD returns points on a line with overlapping classes: x ~ N(±1, 1).
func oneD(n int, seed uint64) (z [][]float64, t []float64) {
	rng := rand.New(rand.NewPCG(seed, 3))
	for i := 0; i < n; i++ {
		c := float64(i % 2)
		x := 2*c - 1 + rng.NormFloat64()
		z = append(z, []float64{1, x})
		t = append(t, c)
	}
	return z, t
}

// logLik1 returns ln p(t|a) for one point of activation a: ln σ(a) for
// t = 1 and ln(1 − σ(a)) = ln σ(−a) for t = 0, without overflow; the
// tests' own likelihood, apart from the engine's.
func logLik1(a, t float64) float64 {
	return -t*softplus(-a) - (1-t)*softplus(a)
}

// softplus returns ln(1 + eˣ) without overflow.
func softplus(x float64) float64 {
	if x > 0 {
		return x + math.Log1p(math.Exp(-x))
	}
	return math.Log1p(math.Exp(x))
}

// gridEvidence integrates p(D|a)p(a) over a = (a₀, a₁) by the midpoint
// rule on a g×g grid of half-width r about c, in logs (log-sum-exp).
func gridEvidence(z [][]float64, t []float64, alpha float64, c [2]float64, r float64, g int) float64 {
	h := 2 * r / float64(g)
	top := math.Inf(-1)
	vals := make([]float64, 0, g*g)
	for i := 0; i < g; i++ {
		for j := 0; j < g; j++ {
			a := [2]float64{c[0] - r + (float64(i)+0.5)*h, c[1] - r + (float64(j)+0.5)*h}
			v := math.Log(alpha/(2*math.Pi)) - 0.5*alpha*(a[0]*a[0]+a[1]*a[1])
			for n, zn := range z {
				v += logLik1(a[0]*zn[0]+a[1]*zn[1], t[n])
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

// TestLaplaceAgainstGrid: for two parameters (a bias and a slope on a
// line), the Laplace evidence against the integral of p(D|a)p(a) on a
// fine grid. The Laplace approximation's error in ln p(D) falls as O(1/N)
// (Tierney and Kadane 1986). Measured (the log): Laplace is 0.021 nats
// below the grid at N = 40 and 0.010 at N = 200, the grid converged (600
// and 240 points a side agree to 1e-5); the test allows 0.05 and 0.02.
func TestLaplaceAgainstGrid(t *testing.T) {
	for _, c := range []struct {
		n   int
		tol float64
	}{{40, 0.05}, {200, 0.02}} {
		z, tt := oneD(c.n, 5)
		l, err := LaplaceLogistic(z, tt, 1)
		if err != nil {
			t.Fatal(err)
		}
		// The grid spans ±9 of the larger posterior sd about a_MAP, read
		// from A⁻¹ = adj(A)/|A| of A = Σ y(1−y) zzᵀ + I.
		var a00, a01, a11 float64 = 1, 0, 1
		for _, zn := range z {
			y := engine.Sigmoid(l.A[0] + l.A[1]*zn[1])
			a00 += y * (1 - y)
			a01 += y * (1 - y) * zn[1]
			a11 += y * (1 - y) * zn[1] * zn[1]
		}
		det := a00*a11 - a01*a01
		sd := math.Sqrt(math.Max(a11, a00) / det)
		grid := gridEvidence(z, tt, 1, [2]float64{l.A[0], l.A[1]}, 9*sd, 240)
		gap := l.Evidence - grid
		t.Logf("N = %d: Laplace %.5f, grid %.5f, gap %.5f", c.n, l.Evidence, grid, gap)
		if math.Abs(gap) > c.tol {
			t.Errorf("N = %d: Laplace %v, grid %v, gap %v over %v", c.n, l.Evidence, grid, gap, c.tol)
		}
	}
}

// TestLaplaceEvidenceByHand: the evidence through the shared fit
// (engine.LaplaceFit and the formula here) against a computation written
// out for one feature, z = (1, x), on six points (x = −2, −1, −0.5, 0.5,
// 1, 2; t = 1 at −1, 0.5 and 2) with α = 0.3: a_MAP by full Newton steps
// with the 2×2 inverse by Cramer's rule, A = Σ y(1 − y) zzᵀ + αI with
// |A| = A₀₀A₁₁ − A₀₁², and Bishop's eq. 4.137 term by term,
//
//	ln p(D) ≈ Σ ln p(tₙ|a_MAP) + [ln(α/2π) − ½α‖a_MAP‖²] + ln 2π − ½ ln|A|.
//
// It must agree to rounding. The exact evidence ∫p(D|a)p(a) da, by
// gridEvidence on 600 points a side over ±10 posterior sd (300 a side, or
// ±16 sd on 1,200, agree to 1e-9), lies above it: measured, Laplace is
// 0.130 nats low on these six points (0.021 at N = 40 and 0.010 at
// N = 200 in TestLaplaceAgainstGrid); the test allows a gap in (0, 0.2).
func TestLaplaceEvidenceByHand(t *testing.T) {
	xs := []float64{-2, -1, -0.5, 0.5, 1, 2}
	ts := []float64{0, 1, 0, 1, 0, 1}
	const alpha = 0.3
	z := make([][]float64, len(xs))
	for n, x := range xs {
		z[n] = []float64{1, x}
	}
	l, err := LaplaceLogistic(z, ts, alpha)
	if err != nil {
		t.Fatal(err)
	}
	var a [2]float64
	hessian := func(a [2]float64) (g [2]float64, h [3]float64) {
		g = [2]float64{alpha * a[0], alpha * a[1]}
		h = [3]float64{alpha, 0, alpha} // A₀₀, A₀₁, A₁₁
		for n, x := range xs {
			y := 1 / (1 + math.Exp(-(a[0] + a[1]*x)))
			g[0] += y - ts[n]
			g[1] += (y - ts[n]) * x
			h[0] += y * (1 - y)
			h[1] += y * (1 - y) * x
			h[2] += y * (1 - y) * x * x
		}
		return g, h
	}
	for i := 0; i < 50; i++ {
		g, h := hessian(a)
		det := h[0]*h[2] - h[1]*h[1]
		a[0] -= (h[2]*g[0] - h[1]*g[1]) / det
		a[1] -= (h[0]*g[1] - h[1]*g[0]) / det
	}
	g, h := hessian(a)
	if math.Hypot(g[0], g[1]) > 1e-14 {
		t.Fatalf("the hand Newton did not converge: ∇E = %v", g)
	}
	det := h[0]*h[2] - h[1]*h[1]
	logLik := 0.0
	for n, x := range xs {
		logLik += logLik1(a[0]+a[1]*x, ts[n])
	}
	logPrior := math.Log(alpha/(2*math.Pi)) - 0.5*alpha*(a[0]*a[0]+a[1]*a[1])
	occam := logPrior + math.Log(2*math.Pi) - 0.5*math.Log(det)
	for _, c := range []struct {
		what      string
		got, want float64
	}{
		{"a₀", l.A[0], a[0]}, {"a₁", l.A[1], a[1]}, {"ln p(D|a_MAP)", l.LogLik, logLik},
		{"ln p(a_MAP)", l.LogPrior, logPrior}, {"ln|A|", l.LogDetA, math.Log(det)},
		{"Occam", l.Occam, occam}, {"evidence", l.Evidence, logLik + occam},
	} {
		if math.Abs(c.got-c.want) > 1e-12 {
			t.Errorf("%s: shared fit %.15g, by hand %.15g", c.what, c.got, c.want)
		}
	}
	sd := math.Sqrt(math.Max(h[0], h[2]) / det)
	grid := gridEvidence(z, ts, alpha, a, 10*sd, 600)
	t.Logf("Laplace %.6f, grid %.6f, gap %.6f", l.Evidence, grid, l.Evidence-grid)
	if gap := grid - l.Evidence; !(gap > 0 && gap < 0.2) {
		t.Errorf("the exact evidence %v less Laplace's %v is %v, not in (0, 0.2)", grid, l.Evidence, gap)
	}
}

// TestLaplaceMAPIsTheTrainer: the a_MAP of the evidence is the weights
// that the page's Bayesian logistic regression learns (Newton, α = 1, bias
// in the prior) on a 2-D set.
func TestLaplaceMAPIsTheTrainer(t *testing.T) {
	d := blobs(15, 8)
	rows, err := CompareLogistic(d, []NamedBasis{{msg.T("basis-none"), engine.Basis{}}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := engine.NewTrainer("logistic-bayes", d, engine.Basis{}, map[string]any{"alpha": 1.0, "tol": 1e-12})
	if err != nil {
		t.Fatal(err)
	}
	var s engine.Snapshot
	for i := 0; i < 200; i++ {
		if s, _ = tr.Step(); s.Status.Stopped() {
			break
		}
	}
	z, tt := make([][]float64, len(d.Points)), make([]float64, len(d.Points))
	for n, p := range d.Points {
		z[n] = []float64{1, p.X, p.Y}
		if p.Class == 0 {
			tt[n] = 1
		}
	}
	l, _ := LaplaceLogistic(z, tt, 1)
	for i, v := range s.Field.Rows[0] {
		if math.Abs(v-l.A[i]) > 1e-6 {
			t.Errorf("weight %d: trainer %v, Laplace's MAP %v", i, v, l.A[i])
		}
	}
	if math.Abs((*rows[0].Evidence)-l.Evidence) > 1e-12 {
		t.Errorf("the table's evidence %v, direct %v", *rows[0].Evidence, l.Evidence)
	}
}

// TestOccamChoosesSimpler: on two Gaussian blobs (a linear truth), the
// cubic basis fits the training points better (higher ln L at a_MAP) but
// the evidence prefers no basis: the Occam factor of the cubic's 10
// weights costs more than its gain in fit (Bishop §3.4).
func TestOccamChoosesSimpler(t *testing.T) {
	d := blobsAt(100, 11, 1.2)
	bs := DefaultBases(d)
	rows, err := CompareAll(d, engine.Basis{}, bs, 1)
	if err != nil {
		t.Fatal(err)
	}
	var none, cubic *ModelRow
	for i := range rows {
		switch en(t, rows[i].Name) {
		case "logistic, none":
			none = &rows[i]
		case "logistic, poly 3":
			cubic = &rows[i]
		}
	}
	if none == nil || cubic == nil {
		t.Fatalf("rows %+v", rows)
	}
	t.Logf("none: ln L %.3f, Occam %.3f, evidence %.3f; poly 3: ln L %.3f, Occam %.3f, evidence %.3f",
		none.LogLik, *none.Occam, *none.Evidence, cubic.LogLik, *cubic.Occam, *cubic.Evidence)
	if !(cubic.LogLik > none.LogLik) {
		t.Errorf("the cubic fits no better: ln L %v vs %v", cubic.LogLik, none.LogLik)
	}
	if !(*none.Evidence > *cubic.Evidence) {
		t.Errorf("the evidence prefers the cubic: %v vs %v", *cubic.Evidence, *none.Evidence)
	}
	best := false
	for _, b := range none.Best {
		best = best || b == "evidence"
	}
	if !best {
		t.Errorf("the linear model is not marked best by evidence: %+v", rows)
	}
}

// blobsAt returns n points per class around (±sep, 0), unit spread.
func blobsAt(n int, seed uint64, sep float64) engine.Dataset {
	rng := rand.New(rand.NewPCG(seed, 7))
	d := engine.Dataset{Classes: 2}
	for c := 0; c < 2; c++ {
		for i := 0; i < n; i++ {
			d.Points = append(d.Points, engine.Point{X: sep*float64(1-2*c) + rng.NormFloat64(), Y: rng.NormFloat64(), Class: c})
		}
	}
	return d
}
