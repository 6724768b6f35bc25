package engine

import (
	"math"
	"reflect"
	"slices"
	"testing"
)

// qpSolution is the optimum of the SVM dual found by activeSetSVM.
type qpSolution struct {
	alpha []float64
	b     float64
	dual  float64
}

// activeSetSVM solves the soft-margin SVM dual on a few points by brute
// force, independently of SMO: for every split of the points into α = 0,
// 0 < α < C and α = C it solves the KKT equations of the free ones,
//
//	Σⱼ αⱼyⱼKᵢⱼ + b = yᵢ (i free),   Σⱼ αⱼyⱼ = 0,
//
// by Gaussian elimination, keeps the splits whose solution is feasible and
// satisfies the KKT conditions of the others (yf ≥ 1 at α = 0, yf ≤ 1 at
// α = C), and returns the one of largest W(α) (all agree on α when K is
// positive definite: the dual is then strictly concave).
func activeSetSVM(k [][]float64, y []float64, c float64) (qpSolution, bool) {
	n := len(y)
	best, found := qpSolution{dual: math.Inf(-1)}, false
	split := make([]int, n) // 0: α = 0, 1: free, 2: α = C
	var walk func(i int)
	walk = func(i int) {
		if i < n {
			for s := 0; s < 3; s++ {
				split[i] = s
				walk(i + 1)
			}
			return
		}
		var free []int
		alpha := make([]float64, n)
		for t, s := range split {
			switch s {
			case 1:
				free = append(free, t)
			case 2:
				alpha[t] = c
			}
		}
		// Unknowns α_F and b; rows: the free points, then Σαy = 0.
		m := len(free) + 1
		a := make([][]float64, m)
		for r := range a {
			a[r] = make([]float64, m+1)
		}
		for r, i := range free {
			for q, j := range free {
				a[r][q] = y[j] * k[i][j]
			}
			a[r][m-1] = 1
			rhs := y[i]
			for t := range y {
				rhs -= alpha[t] * y[t] * k[i][t]
			}
			a[r][m] = rhs
		}
		for q, j := range free {
			a[m-1][q] = y[j]
		}
		rhs := 0.0
		for t := range y {
			rhs -= alpha[t] * y[t]
		}
		a[m-1][m] = rhs
		x, ok := eliminate(a)
		if !ok {
			return
		}
		for q, j := range free {
			alpha[j] = x[q]
			if !(x[q] > 1e-12 && x[q] < c-1e-12) {
				return
			}
		}
		b := x[m-1]
		w := 0.0
		for i := range y {
			f := b
			for j := range y {
				f += alpha[j] * y[j] * k[i][j]
				w -= alpha[i] * alpha[j] * y[i] * y[j] * k[i][j] / 2
			}
			w += alpha[i]
			switch split[i] {
			case 0:
				if y[i]*f < 1-1e-9 {
					return
				}
			case 2:
				if y[i]*f > 1+1e-9 {
					return
				}
			}
		}
		if w > best.dual {
			best, found = qpSolution{alpha: alpha, b: b, dual: w}, true
		}
	}
	walk(0)
	return best, found
}

// eliminate solves the augmented system a = [A | r] by elimination with
// partial pivoting; it fails on a singular A.
func eliminate(a [][]float64) ([]float64, bool) {
	m := len(a)
	for c := 0; c < m; c++ {
		p := c
		for r := c + 1; r < m; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		if math.Abs(a[p][c]) < 1e-12 {
			return nil, false
		}
		a[c], a[p] = a[p], a[c]
		for r := c + 1; r < m; r++ {
			f := a[r][c] / a[c][c]
			for q := c; q <= m; q++ {
				a[r][q] -= f * a[c][q]
			}
		}
	}
	x := make([]float64, m)
	for r := m - 1; r >= 0; r-- {
		s := a[r][m]
		for q := r + 1; q < m; q++ {
			s -= a[r][q] * x[q]
		}
		x[r] = s / a[r][r]
	}
	return x, true
}

// kernelCases are small sets with the kernels written out here, apart from
// Kernel.Eval: the Gaussian exp(−γ‖u − v‖²) and (γuᵀv + c₀)^d.
var kernelCases = []struct {
	name   string
	params map[string]any
	k      func(u, v [2]float64) float64
	data   Dataset
}{
	{"rbf XOR and a centre", map[string]any{"kernel": "rbf", "gamma": 0.5, "C": 1.0},
		func(u, v [2]float64) float64 {
			return math.Exp(-0.5 * ((u[0]-v[0])*(u[0]-v[0]) + (u[1]-v[1])*(u[1]-v[1])))
		},
		Dataset{Classes: 2, Points: []Point{{0, 0, 0}, {1, 1, 0}, {1, 0, 1}, {0, 1, 1}, {0.5, 0.4, 0}}}},
	{"rbf wide, C = 10", map[string]any{"kernel": "rbf", "gamma": 2.0, "C": 10.0},
		func(u, v [2]float64) float64 {
			return math.Exp(-2 * ((u[0]-v[0])*(u[0]-v[0]) + (u[1]-v[1])*(u[1]-v[1])))
		},
		Dataset{Classes: 2, Points: []Point{{0, 0, 0}, {0.3, 0.9, 0}, {1, 0.2, 1}, {-0.4, 0.5, 1}, {0.6, 0.6, 1}, {-0.2, -0.7, 0}}}},
	{"poly 2, c₀ = 1", map[string]any{"kernel": "poly", "gamma": 1.0, "degree": 2.0, "coef0": 1.0, "C": 5.0},
		func(u, v [2]float64) float64 { s := u[0]*v[0] + u[1]*v[1] + 1; return s * s },
		Dataset{Classes: 2, Points: []Point{{0, 0, 0}, {0.2, -0.3, 0}, {1, 1, 1}, {-1, 1, 1}, {1, -1, 1}, {-1.1, -0.8, 1}}}},
	{"poly 3, γ = 0.5, c₀ = 0", map[string]any{"kernel": "poly", "gamma": 0.5, "degree": 3.0, "coef0": 0.0, "C": 2.0},
		func(u, v [2]float64) float64 { s := 0.5 * (u[0]*v[0] + u[1]*v[1]); return s * s * s },
		Dataset{Classes: 2, Points: []Point{{1, 0, 0}, {0.5, 0.5, 0}, {-1, 0.2, 1}, {-0.3, -1, 1}, {0.8, -0.6, 0}}}},
	{"linear kernel through the kernel code", map[string]any{"kernel": "linear", "C": 1.0},
		func(u, v [2]float64) float64 { return u[0]*v[0] + u[1]*v[1] },
		Dataset{Classes: 2, Points: []Point{{0, 0, 0}, {1, 0.5, 0}, {2, 2, 1}, {0.5, 1.5, 1}, {1.2, 1.1, 0}}}},
}

// TestKernelSVMAgainstActiveSets: SMO on the kernel matrix reaches the
// optimum that the brute-force active-set solution finds: the same α (so
// the same support set), bias, dual W(α) and f(x) at points off the data.
func TestKernelSVMAgainstActiveSets(t *testing.T) {
	for _, c := range kernelCases {
		n := len(c.data.Points)
		k := make([][]float64, n)
		y := make([]float64, n)
		for i, p := range c.data.Points {
			y[i] = 1 - 2*float64(p.Class)
			k[i] = make([]float64, n)
			for j, q := range c.data.Points {
				k[i][j] = c.k([2]float64{p.X, p.Y}, [2]float64{q.X, q.Y})
			}
		}
		want, ok := activeSetSVM(k, y, c.params["C"].(float64))
		if !ok {
			t.Fatalf("%s: no split solves the KKT conditions", c.name)
		}
		p := map[string]any{"tol": 1e-10}
		for key, v := range c.params {
			p[key] = v
		}
		var tr Trainer
		if c.params["kernel"] == "linear" {
			// Through kernelSVM rather than the primal svm.
			s := svmSettings{Margin: "soft", C: p["C"].(float64), Tol: 1e-10, Eps: 1e-3, Pairs: 1, MaxSteps: 100000,
				Kernel: kernelSettings{Kind: KernelLinear}}
			ks, err := newKernelSVM(c.data, Basis{}, s)
			if err != nil {
				t.Fatal(err)
			}
			tr = ks
		} else {
			tr = mustTrainer(t, "svm", c.data, Basis{}, p)
		}
		s, _ := run(t, tr, 100000)
		if s.Status != StatusConverged {
			t.Fatalf("%s: status %s (%s)", c.name, s.Status, s.Reason)
		}
		for i := range want.alpha {
			assertNear(t, c.name+": α", s.Alpha[i], want.alpha[i], 1e-7)
			if (s.Alpha[i] > 1e-9) != (want.alpha[i] > 1e-9) {
				t.Errorf("%s: point %d: α = %g, the QP's %g: not the same support set", c.name, i, s.Alpha[i], want.alpha[i])
			}
		}
		t.Logf("%s: α = %.4g, b = %.4g", c.name, want.alpha, want.b)
		w, _ := s.Value("dual")
		assertNear(t, c.name+": W(α)", w, want.dual, 1e-8)
		ev := NewEvaluator(&s.Field)
		for _, x := range [][2]float64{{0.3, 0.7}, {-0.5, 0.1}, {2, -1}} {
			f := want.b
			for j, q := range c.data.Points {
				f += want.alpha[j] * y[j] * c.k([2]float64{q.X, q.Y}, x)
			}
			assertNear(t, c.name+": f(x)", ev.Rows(x[0], x[1])[0], f, 1e-6)
		}
	}
}

// TestKernelSVMLinearIsTodays: the kernel "linear" is the primal machine
// of before, snapshot for snapshot.
func TestKernelSVMLinearIsTodays(t *testing.T) {
	d := kernelCases[4].data
	a := mustTrainer(t, "svm", d, Basis{}, map[string]any{"C": 1.0})
	b := mustTrainer(t, "svm", d, Basis{}, map[string]any{"C": 1.0, "kernel": "linear", "gamma": 7.0})
	for i := 0; i < 50; i++ {
		sa, _ := a.Step()
		sb, _ := b.Step()
		if !reflect.DeepEqual(sa, sb) {
			t.Fatalf("step %d differs:\n%+v\n%+v", i, sa, sb)
		}
	}
}

// TestKernelSVMWrong: at every step the snapshot's Wrong lists exactly the
// points that an Evaluator of the snapshot's own field assigns to the
// other class (computed here point by point), and Mistakes counts them;
// on noisy moons the list is neither empty nor everything.
func TestKernelSVMWrong(t *testing.T) {
	d := moons(200, 0.35, 3)
	tr := mustTrainer(t, "svm", d, Basis{}, map[string]any{"kernel": "rbf", "gamma": 2.0, "C": 1.0, "pairs": 1})
	seen := 0
	for step := 0; step < 300; step++ {
		s, err := tr.Step()
		if err != nil {
			t.Fatal(err)
		}
		ev := NewEvaluator(&s.Field)
		var want []int
		for i, p := range d.Points {
			if ev.Decide(p.X, p.Y) != p.Class {
				want = append(want, i)
			}
		}
		if s.Wrong == nil || !slices.Equal(s.Wrong, want) || s.Mistakes != len(s.Wrong) {
			t.Fatalf("step %d: Wrong %v (Mistakes %d), the field misclassifies %v", step, s.Wrong, s.Mistakes, want)
		}
		if len(want) > 0 && len(want) < len(d.Points)/2 {
			seen++
		}
		if s.Status.Stopped() {
			break
		}
	}
	if seen == 0 {
		t.Errorf("no step had some but not most points wrong")
	}
}
