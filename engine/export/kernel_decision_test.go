package export

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/evaluate"
	"hyperplane/engine/scene"
)

// rings returns n points of class 0 inside radius r0 and n of class 1 on
// a ring of radius r1 (width w), interleaved: no line separates them, a
// polynomial or Gaussian kernel does.
func rings(seed uint64, n int, r0, r1, w float64) []engine.Point {
	r := rand.New(rand.NewPCG(seed, 11))
	var pts []engine.Point
	for i := range 2 * n {
		a := 2 * math.Pi * r.Float64()
		rad := r0 * math.Sqrt(r.Float64())
		if i%2 == 1 {
			rad = r1 + w*(r.Float64()-0.5)
		}
		pts = append(pts, engine.Point{X: rad * math.Cos(a), Y: rad * math.Sin(a), Class: i % 2})
	}
	return pts
}

// kernelCases are kernel machines: the SVM with the polynomial and the
// Gaussian kernel (soft and hard margin, at tol 1e-9 where SVC and the page
// agree to 1e-6), and the kernel perceptron, on two and three classes.
func kernelCases() []exportCase {
	ring := rings(5, 14, 1, 2.4, 0.6)
	over := blobs(2, 1.1, 15, [2]float64{1, 0.5}, [2]float64{-0.8, -0.6})
	three := blobs(3, 1.0, 10, [2]float64{2, 0}, [2]float64{-1.5, 1.5}, [2]float64{-0.5, -2})
	threeSep := blobs(4, 0.4, 8, [2]float64{3, 0}, [2]float64{-2, 2.5}, [2]float64{-1, -3})
	lin := engine.Basis{}
	poly2 := engine.Basis{Kind: engine.BasisPoly, Degree: 2}
	var cs []exportCase
	add := func(name string, pts []engine.Point, k int, id string, params map[string]any, b engine.Basis) {
		cs = append(cs, exportCase{name, sceneOf(pts, k, id, params, b)})
	}
	add("svm rbf", over, 2, "svm", map[string]any{"kernel": "rbf", "gamma": 0.5, "C": 1.0, "tol": 1e-9}, lin)
	add("svm poly", ring, 2, "svm", map[string]any{"kernel": "poly", "gamma": 0.5, "degree": 3.0, "coef0": 1.0, "C": 10.0, "tol": 1e-9}, lin)
	// The basis is not used by a kernel machine: the page ignores it, and so must the script.
	add("svm rbf hard, poly basis", ring, 2, "svm", map[string]any{"kernel": "rbf", "gamma": 1.0, "margin": "hard", "tol": 1e-9}, poly2)
	add("svm rbf ovr", three, 3, "svm", map[string]any{"kernel": "rbf", "gamma": 0.8, "C": 2.0, "tol": 1e-9}, lin)
	add("svm poly ovo", three, 3, "svm", map[string]any{"kernel": "poly", "gamma": 1.0, "degree": 2.0, "coef0": 0.5, "C": 1.0,
		"tol": 1e-9, "strategy": "ovo"}, lin)
	// No degree-2 boundary separates the overlapping blobs: the page stops as
	// not separable, and SVC with the hard margin (C = 1e10) would run for
	// minutes (462 million iterations, 54 s, measured): the script bounds it.
	add("not separable: svm poly hard", over, 2, "svm", map[string]any{"kernel": "poly", "degree": 2.0, "margin": "hard"}, lin)
	add("perceptron-dual rbf", ring, 2, "perceptron-dual", map[string]any{"kernel": "rbf", "gamma": 2.0}, lin)
	add("perceptron-dual poly random", ring, 2, "perceptron-dual", map[string]any{"kernel": "poly", "degree": 2.0, "gamma": 1.0,
		"coef0": 1.0, "order": "random", "seed": 9.0, "schedule": "inverse", "margin": 0.5}, lin)
	add("perceptron-dual rbf argmax", threeSep, 3, "perceptron-dual", map[string]any{"kernel": "rbf", "gamma": 0.5, "strategy": "ovr-argmax"}, lin)
	add("perceptron-dual linear", ring[:6], 2, "perceptron-dual", nil, lin) // the linear kernel's α too
	return cs
}

// decisionCases are scenes with a decision stage: unequal priors, an
// asymmetric loss, a reject θ and a threshold, on probabilistic models
// (logistic, Bayesian logistic, softmax, the Gaussian models) and on
// discriminants (where only the threshold applies), with a split so that
// the test points are decided too.
func decisionCases() []exportCase {
	over := blobs(2, 1.1, 15, [2]float64{1, 0.5}, [2]float64{-0.8, -0.6})
	three := blobs(3, 1.0, 10, [2]float64{2, 0}, [2]float64{-1.5, 1.5}, [2]float64{-0.5, -2})
	sep := blobs(1, 0.6, 12, [2]float64{2, 1.5}, [2]float64{-1.5, -1})
	lin := engine.Basis{}
	var cs []exportCase
	add := func(name string, pts []engine.Point, k int, id string, params map[string]any, d engine.Decision, split float64) {
		sc := sceneOf(pts, k, id, params, lin)
		sc.Decision = d
		if split > 0 {
			sc.Split = scene.Split{Fraction: split, Seed: 3}
		}
		cs = append(cs, exportCase{name, sc})
	}
	newton := map[string]any{"method": "newton", "alpha": 0.5, "tol": 1e-10}
	add("decision logistic priors threshold", over, 2, "logistic", newton,
		engine.Decision{Priors: []float64{0.8, 0.2}, Threshold: 0.5}, 0.3)
	add("decision logistic loss reject", over, 2, "logistic", newton,
		engine.Decision{Loss: [][]float64{{0, 5}, {1, 0}}, Reject: 0.65}, 0)
	add("decision logistic reject band", over, 2, "logistic", newton, engine.Decision{Reject: 0.8}, 0)
	add("decision logistic-bayes priors loss", over, 2, "logistic-bayes", map[string]any{"tol": 1e-10},
		engine.Decision{Priors: []float64{1, 3}, Loss: [][]float64{{0, 1}, {4, 0}}}, 0)
	add("decision logistic-bayes reject", over[:12], 2, "logistic-bayes", map[string]any{"tol": 1e-10, "alpha": 0.05},
		engine.Decision{Priors: []float64{2, 1}, Reject: 0.75}, 0) // few points, a weak prior: κ(σ²) matters
	add("decision softmax priors loss reject", three, 3, "softmax", map[string]any{"lambda": 0.5, "tol": 1e-10},
		engine.Decision{Priors: []float64{0.2, 0.5, 0.3}, Loss: [][]float64{{0, 1, 4}, {2, 0, 1}, {1, 3, 0}}, Reject: 0.8}, 0.25)
	add("decision network priors loss reject", three, 3, "network", map[string]any{"maxSteps": 500.0},
		engine.Decision{Priors: []float64{0.2, 0.5, 0.3}, Loss: [][]float64{{0, 1, 4}, {2, 0, 1}, {1, 3, 0}}, Reject: 0.8}, 0.25)
	add("decision network two priors", over, 2, "network", map[string]any{"maxSteps": 500.0},
		engine.Decision{Priors: []float64{0.3, 0.7}}, 0)
	add("decision gauss-separate loss reject", three, 3, "gauss-separate", nil,
		engine.Decision{Loss: [][]float64{{0, 1, 1}, {5, 0, 1}, {1, 1, 0}}, Reject: 0.9}, 0)
	add("decision gauss-shared priors", over, 2, "gauss-shared", nil,
		engine.Decision{Priors: []float64{0.1, 0.9}, Threshold: 2}, 0) // argmax of two rows: no threshold
	add("decision svm rbf threshold", over, 2, "svm", map[string]any{"kernel": "rbf", "gamma": 0.5, "tol": 1e-9},
		engine.Decision{Threshold: 0.4, Priors: []float64{1, 2}}, 0.3) // a discriminant: no priors
	add("decision perceptron threshold", sep, 2, "perceptron", nil, engine.Decision{Threshold: -1.5}, 0)
	// Per-class offsets (the K-class ROC's operating points): on the scores
	// of least squares' argmax, and on softmax's posteriors under a loss.
	add("decision least-squares offsets", three, 3, "least-squares", nil,
		engine.Decision{Offsets: []float64{0, 0.6, -0.3}}, 0.25)
	add("decision softmax offsets loss", three, 3, "softmax", map[string]any{"lambda": 0.5, "tol": 1e-10},
		engine.Decision{Offsets: []float64{1.5, 0, -0.5}, Loss: [][]float64{{0, 1, 2}, {1, 0, 1}, {1, 1, 0}}}, 0)
	return cs
}

// TestKernelAndDecisionMatchThePage runs the scripts of the kernel and
// decision scenes with Debian's python3 and compares them with the
// engine's snapshot at convergence, as TestPythonMatchesThePage does (rows,
// loss, accuracy), and further:
//   - α at the training points: exactly for the kernel perceptron (the same
//     updates in the same order, sums of the same rates); to 1e-6 of the
//     largest α for the SVM, where SVC (libsvm) and the page's SMO stop on the
//     same KKT gap, tol 1e-9, along their own paths;
//   - the support set: the same points;
//   - f at the training points against the page's Evaluator on its field, to
//     1e-6 of the largest |f| (the SVM) or 1e-9 (the perceptron);
//   - the SVM's f written out from the dual coefficients against SVC's own
//     decision_function, to 1e-9 of the largest |f| (rounding only);
//   - the decided model's confusion counts, rejections and accuracy on the
//     training and test points, exactly, against the engine's decision stage
//     (Decision.Apply) counted by the evaluate package, which is what the
//     page's evaluation() does (wasm/session/decision.go), and the parts of
//     the stage that apply (Decision.Applies);
//   - a hard margin on points that no boundary separates: the page stops as
//     not separable, and the script's SVC stops at its bound and says why.
func TestKernelAndDecisionMatchThePage(t *testing.T) {
	py := needPython(t, "numpy", "sklearn")
	cases := append(kernelCases(), decisionCases()...)
	scripts := map[string]string{}
	for _, c := range cases {
		src, err := Python(c.sc, nil)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		scripts[c.name] = src
	}
	outs := runScripts(t, py, scripts)
	for _, c := range cases {
		out, ok := outs[c.name]
		if !ok {
			continue
		}
		p := parseOutput(t, out)
		s := converge(t, c.sc)
		if strings.HasPrefix(c.name, "not separable") {
			if s.Status != engine.StatusNotSeparable || !strings.Contains(out, "no boundary separates these points") {
				t.Errorf("%s: the page's status is %s; the script says:\n%s", c.name, s.Status, out)
			}
			continue
		}
		compare(t, c.name, p, s)
		part := c.sc.Split.Divide(c.sc.Dataset())
		if strings.HasPrefix(c.name, "svm") || strings.HasPrefix(c.name, "perceptron-dual") {
			compareDual(t, c.name, c.sc.Algorithm == "svm", p, s, part.Train)
		}
		if !c.sc.Decision.IsZero() {
			compareDecision(t, c.name, c.sc, p, s, part)
		}
	}
}

// compareDual checks α, the support and f at the training points.
func compareDual(t *testing.T, name string, svm bool, p printed, s engine.Snapshot, train engine.Dataset) {
	t.Helper()
	if len(p.alpha) != len(s.Alpha) {
		t.Errorf("%s: %d α printed, the page has %d\n%s", name, len(p.alpha), len(s.Alpha), p.out)
		return
	}
	top := 0.0
	for _, a := range s.Alpha {
		top = math.Max(top, a)
	}
	for i, a := range s.Alpha {
		if (!svm && p.alpha[i] != a) || (svm && math.Abs(p.alpha[i]-a) > 1e-6*top) {
			t.Errorf("%s: α_%d: Python %v, page %v", name, i, p.alpha[i], a)
		}
	}
	var support []float64
	for _, i := range s.Support {
		support = append(support, float64(i))
	}
	if !slices.Equal(p.support, support) {
		t.Errorf("%s: support: Python %v, page %v", name, p.support, support)
	}
	if s.Field.Expansion == nil {
		if p.f != nil {
			t.Errorf("%s: f printed for a machine without a kernel", name)
		}
		return
	}
	ev := engine.NewEvaluator(&s.Field)
	want := make([][]float64, len(s.Field.Rows))
	scale := 0.0
	for _, pt := range train.Points {
		for r, h := range ev.Rows(pt.X, pt.Y) {
			want[r] = append(want[r], h)
			scale = math.Max(scale, math.Abs(h))
		}
	}
	tol := 1e-9
	if svm {
		tol = 1e-6
		if d, ok := p.checks["scikit-learn SVC decision_function"]; !ok || !(d <= 1e-9*scale) {
			t.Errorf("%s: f from the dual coefficients differs from SVC's decision_function by %v (printed: %v)", name, d, ok)
		}
	}
	if len(p.f) != len(want) {
		t.Errorf("%s: f of %d rows printed, the page has %d", name, len(p.f), len(want))
		return
	}
	for r := range want {
		for i := range want[r] {
			if i >= len(p.f[r]) || math.Abs(p.f[r][i]-want[r][i]) > tol*scale {
				t.Errorf("%s: f row %d at point %d: Python %v, page %v", name, r, i, p.f[r], want[r])
				break
			}
		}
	}
}

// compareDecision checks the decided model's confusion and accuracy, and
// the parts of the decision that apply.
func compareDecision(t *testing.T, name string, sc scene.Scene, p printed, s engine.Snapshot, part scene.Partition) {
	t.Helper()
	// The priors the model learnt, by scene class, as the page's session
	// takes them (wasm/session/decision.go, learntPriors): a generative
	// model's fitted πₖ, the training set's fractions otherwise.
	k := len(sc.Classes)
	learnt := make([]float64, k)
	if len(s.Gaussians) > 0 {
		for _, g := range s.Gaussians {
			learnt[g.Class] = g.Prior
		}
	} else {
		for _, q := range part.Train.Points {
			learnt[q.Class] += 1 / float64(len(part.Train.Points))
		}
	}
	f := sc.Decision.Apply(s.Field, learnt)
	if want := strings.Join(sc.Decision.Applies(&s.Field), ", "); p.applies != want && !(want == "" && p.applies == "nothing") {
		t.Errorf("%s: the script applies %q, the page %q", name, p.applies, want)
	}
	sets := []struct {
		label string
		d     engine.Dataset
	}{{"train", part.Train}, {"test", part.Test}}
	for _, set := range sets {
		if len(set.d.Points) == 0 {
			continue
		}
		c := evaluate.NewConfusion(set.d, evaluate.Decide(&f, set.d))
		acc := p.decided["decided "+set.label+" accuracy"]
		if len(acc) != 1 || acc[0] != c.Accuracy {
			t.Errorf("%s: decided %s accuracy: Python %v, page %v\n%s", name, set.label, acc, c.Accuracy, p.out)
		}
		for j := range k {
			want := make([]float64, 0, k+1)
			for _, n := range c.Counts[j] {
				want = append(want, float64(n))
			}
			want = append(want, float64(c.Rejected[j]))
			head := "decided " + set.label + " " + string(rune('1'+j))
			if got := p.decided[head]; !slices.Equal(got, want) {
				t.Errorf("%s: %s: Python %v, page %v (counts by decided class, then rejected)", name, head, got, want)
			}
		}
	}
}
