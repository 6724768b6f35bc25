package evaluate

import (
	"math"
	"math/rand/v2"
	"testing"

	"hyperplane/engine"
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

// TestLaplaceMAPIsTheTrainer: the a_MAP of the evidence is the weights
// that the page's Bayesian logistic regression learns (Newton, α = 1, bias
// in the prior) on a 2-D set.
func TestLaplaceMAPIsTheTrainer(t *testing.T) {
	d := blobs(15, 8)
	rows, err := CompareLogistic(d, []NamedBasis{{"none", engine.Basis{}}}, 1)
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
		switch rows[i].Name {
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
