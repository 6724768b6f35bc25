package engine

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// netData returns n seeded points of k classes in overlapping blobs.
func netData(seed uint64, n, k int) Dataset {
	r := rand.New(rand.NewPCG(seed, 5))
	d := Dataset{Classes: k}
	for i := range n {
		c := i % k
		d.Points = append(d.Points, Point{r.NormFloat64() + float64(c), r.NormFloat64() - 0.7*float64(c), c})
	}
	return d
}

// netSettings returns the network's defaults with the given changes.
func netSettings(t testing.TB, given map[string]any) networkSettings {
	t.Helper()
	spec, _ := Lookup("network")
	s, err := spec.Resolve(given)
	if err != nil {
		t.Fatal(err)
	}
	var ns networkSettings
	if err := s.decode(&ns); err != nil {
		t.Fatal(err)
	}
	return ns
}

// newNet starts the network trainer itself (not NewTrainer's wrapper), so
// that a test reads its weights and gradient.
func newNet(t testing.TB, d Dataset, b Basis, given map[string]any) *network {
	t.Helper()
	tr, err := newNetwork(d, b, netSettings(t, given))
	if err != nil {
		t.Fatal(err)
	}
	return tr.(*network)
}

// netGradientCases are the activations, losses, class counts and bases of
// TestNetworkGradient, each with a weight decay λ = 0.3 so that the decay's
// gradient is checked too.
var netGradientCases = []struct {
	act, loss, layer string
	k                int
	basis            Basis
}{
	{"tanh", "cross-entropy", "trained", 2, Basis{}},
	{"tanh", "cross-entropy", "trained", 3, Basis{}},
	{"tanh", "squared", "trained", 2, Basis{}},
	{"tanh", "squared", "trained", 4, Basis{}},
	{"logistic", "cross-entropy", "trained", 2, Basis{}},
	{"logistic", "squared", "trained", 3, Basis{}},
	{"relu", "cross-entropy", "trained", 2, Basis{}},
	{"relu", "squared", "trained", 3, Basis{}},
	{"tanh", "cross-entropy", "trained", 3, Basis{Kind: BasisPoly, Degree: 2}},
	{"logistic", "cross-entropy", "frozen", 3, Basis{}},
	{"tanh", "cross-entropy", "basis", 2, Basis{Kind: BasisRBF, Centres: []Vec2{{X: 0, Y: 0}, {X: 1, Y: -1}, {X: -1, Y: 1}}, Width: 0.8}},
	{"tanh", "squared", "basis", 3, Basis{Kind: BasisPoly, Degree: 2}},
}

// TestNetworkGradient: the gradient the trainer computes by
// backpropagation, ∇E with E = Σₙ Eₙ + ½λ‖W‖², matches central finite
// differences (E(θ + εeᵢ) − E(θ − εeᵢ))/2ε of the error it reports, for
// every weight, for each activation, error and output (logistic for two
// classes, softmax for more), at the seeded start. The central difference
// errs by O(ε²)·E”' ≈ 1e-12 here and by rounding ε⁻¹·1e-16·E ≈ 1e-9, so
// 1e-6 relative to the gradient's size leaves room for both. ReLU's kinks
// are met with probability zero by random points and weights.
func TestNetworkGradient(t *testing.T) {
	for _, c := range netGradientCases {
		name := fmt.Sprintf("%s/%s/%s/K=%d/%s", c.act, c.loss, c.layer, c.k, c.basis.Kind)
		d := netData(11, 15, c.k)
		tr := newNet(t, d, c.basis, map[string]any{"activation": c.act, "loss": c.loss, "layer": c.layer,
			"hidden": 3.0, "decay": 0.3})
		// A few steps first: the start puts each line through a point,
		// which for ReLU is its kink.
		for range 3 {
			tr.Step()
		}
		want := append([]float64(nil), tr.grad...)
		scale := 0.0
		for _, g := range want {
			scale = math.Max(scale, math.Abs(g))
		}
		const eps = 1e-6
		for q := tr.free; q < len(tr.theta); q++ {
			w := tr.theta[q]
			tr.theta[q] = w + eps
			tr.refresh()
			up := tr.e
			tr.theta[q] = w - eps
			tr.refresh()
			down := tr.e
			tr.theta[q] = w
			fd := (up - down) / (2 * eps)
			if math.Abs(fd-want[q]) > 1e-6*math.Max(scale, 1) {
				t.Errorf("%s: ∂E/∂θ[%d] = %.10g by backpropagation, %.10g by finite differences", name, q, want[q], fd)
			}
		}
		tr.refresh()
	}
}

// TestNetworkBackpropSums: the exported NetworkBackprop of each point, read
// from the snapshot's field, sums with the decay's gradient λw to the
// trainer's ∇E, and its errors Eₙ with ½λ‖W‖² to the trainer's E: the
// helper a view calls and the trainer compute the same thing.
func TestNetworkBackpropSums(t *testing.T) {
	for _, c := range netGradientCases {
		d := netData(12, 14, c.k)
		tr := newNet(t, d, c.basis, map[string]any{"activation": c.act, "loss": c.loss, "layer": c.layer, "decay": 0.3})
		for range 3 {
			tr.Step()
		}
		f := tr.Snapshot().Field
		n := f.Network
		sum := make([]float64, len(tr.theta))
		e := 0.0
		for _, p := range d.Points {
			g, err := NetworkBackprop(&f, p)
			if err != nil {
				t.Fatal(err)
			}
			e += g.E
			q := 0
			for _, row := range g.Hidden {
				for _, v := range row {
					sum[q] += v
					q++
				}
			}
			for _, row := range g.Output {
				for _, v := range row {
					sum[q] += v
					q++
				}
			}
		}
		pen := 0.0
		q := 0
		for _, rows := range [][][]float64{n.Hidden, n.Output} {
			for _, row := range rows {
				for j, w := range row {
					if j > 0 {
						sum[q] += 0.3 * w
						pen += 0.5 * 0.3 * w * w
					}
					q++
				}
			}
		}
		name := c.act + "/" + c.loss + "/" + c.layer
		assertNear(t, name+": Σ Eₙ + ½λ‖W‖²", e+pen, tr.e, 1e-12)
		for q := tr.free; q < len(sum); q++ { // the trainer leaves a frozen layer's gradient out
			assertNear(t, fmt.Sprintf("%s: ∂E/∂θ[%d]", name, q), sum[q], tr.grad[q], 1e-10)
		}
	}
}

// TestNetworkForwardIsTheField: the forward pass's probabilities are the
// field's scores (the evaluator's softmax of (o, 0) for two classes is
// σ(o)), its pre-activations are Hidden[j]ᵀz, and the field's row values
// are o (and 0 for the second of two classes).
func TestNetworkForwardIsTheField(t *testing.T) {
	for _, k := range []int{2, 3} {
		d := netData(13, 12, k)
		tr := newNet(t, d, Basis{}, map[string]any{"hidden": 4.0})
		f := tr.Snapshot().Field
		ev := NewEvaluator(&f)
		r := rand.New(rand.NewPCG(1, 1))
		for range 20 {
			x, y := 4*r.Float64()-2, 4*r.Float64()-2
			p, err := NetworkForward(&f, x, y)
			if err != nil {
				t.Fatal(err)
			}
			for j, w := range f.Network.Hidden {
				assertNear(t, "a", p.A[j], w[0]+w[1]*x+w[2]*y, 1e-14)
				assertNear(t, "h", p.H[j], math.Tanh(p.A[j]), 1e-15)
			}
			rows := ev.Rows(x, y)
			assertNear(t, "row 0", rows[0], p.O[0], 1e-15)
			if k == 2 && rows[1] != 0 {
				t.Errorf("the second row of a two-class network is %v, want 0", rows[1])
			}
			sc := ev.Scores(x, y, make([]float64, k))
			for c := range k {
				assertNear(t, fmt.Sprintf("K=%d p(C%d)", k, c+1), p.P[c], sc[c], 1e-14)
			}
		}
	}
	if _, err := NetworkForward(&Field{}, 0, 0); err == nil {
		t.Error("NetworkForward of a field without a network: no error")
	}
}

// xorByHand is the classic construction (Minsky and Papert; Bishop §5.1
// draws it): unit 1 is OR, x + y − ½ ≥ 0, unit 2 is AND, x + y − 3/2 ≥ 0,
// and the output fires for OR and not AND, o = h₁ − h₂ − ½ ≥ 0, which is
// XOR. With tanh the same lines scaled by 10 saturate to ±1, and
// o = 5(h₁ − h₂) − 5 is ≥ 0 only where h₁ ≈ 1 and h₂ ≈ −1.
var xorByHand = []struct {
	act string
	net Network
}{
	{"step", Network{Activation: ActivationStep, Hidden: [][]float64{{-0.5, 1, 1}, {-1.5, 1, 1}}, Output: [][]float64{{-0.5, 1, -1}}}},
	{"tanh", Network{Activation: ActivationTanh, Hidden: [][]float64{{-5, 10, 10}, {-15, 10, 10}}, Output: [][]float64{{-5, 5, -5}}}},
}

// TestNetworkXORByHand: two hidden units set by hand (SetNetwork) classify
// the four points of XOR, which no line does (TestPerceptronXOR), with the
// class of each point from the gate's truth table (helpers_test.go), and
// a step network trains nothing in its hidden layer.
func TestNetworkXORByHand(t *testing.T) {
	for _, c := range xorByHand {
		tr := mustTrainer(t, "network", xorGate, Basis{}, map[string]any{"activation": c.act})
		if err := SetNetwork(tr, c.net); err != nil {
			t.Fatalf("%s: %v", c.act, err)
		}
		s := tr.Snapshot()
		if s.Mistakes != 0 {
			t.Errorf("%s: %d mistakes on XOR by hand", c.act, s.Mistakes)
		}
		m := tr.Model()
		for _, p := range xorGate.Points {
			if got := m.Predict(p.X, p.Y); got != p.Class {
				t.Errorf("%s: (%g, %g) is class %d, XOR says %d", c.act, p.X, p.Y, got+1, p.Class+1)
			}
		}
		if c.act == "step" {
			for range 20 {
				s, _ = tr.Step()
			}
			for j, w := range s.Field.Network.Hidden {
				for i, v := range w {
					if v != c.net.Hidden[j][i] {
						t.Errorf("step: training moved hidden unit %d: %v, built %v", j+1, w, c.net.Hidden[j])
					}
				}
			}
			if len(s.Notes) == 0 {
				t.Error("step: the snapshot does not say that only the output learns")
			}
		}
	}
	tr := mustTrainer(t, "network", xorGate, Basis{}, nil)
	bad := []Network{
		{Activation: ActivationStep, Hidden: xorByHand[0].net.Hidden, Output: xorByHand[0].net.Output}, // another activation
		{Activation: ActivationTanh, Hidden: [][]float64{{0, 1}, {0, 1, 1}}, Output: [][]float64{{0, 1, 1}}},
		{Activation: ActivationTanh, Hidden: [][]float64{{0, 1, 1}}, Output: [][]float64{{0, 1}}},                        // H = 1, the trainer's is 2
		{Activation: ActivationTanh, Hidden: [][]float64{{0, 1, 1}, {0, 1, math.NaN()}}, Output: [][]float64{{0, 1, 1}}}, // not finite
		{Activation: ActivationTanh, Hidden: [][]float64{{0, 1, 1}, {0, 1, 1}}, Output: [][]float64{{0, 1, 1}, {0, 1, 1}}},
	}
	before := tr.Snapshot()
	for i, n := range bad {
		if err := SetNetwork(tr, n); err == nil {
			t.Errorf("bad network %d: set", i)
		}
	}
	if after := tr.Snapshot(); fmt.Sprint(after.Field.Network) != fmt.Sprint(before.Field.Network) {
		t.Error("a refused network changed the weights")
	}
}

// netXORSteps is the number of full-batch steps within which the network's
// defaults (tanh, H = 2, η = 1, μ = 0.5, λ = 0.001) reach 100% training
// accuracy on XOR from seed 1: measured 51 (TestNetworkXORTrained prints
// it with -v); the bound leaves room for a change of the arithmetic's last
// bits, not for another path.
const netXORSteps = 60

// TestNetworkXORTrained: from the seed 1, trained by full-batch gradient
// descent with the defaults, two tanh units find XOR within netXORSteps
// steps; and the four points are classified by the lines they found. The
// seeds 1..12 are tried as well: the test reports how many reach 100%
// within 2,000 steps (some stall in a local minimum, which the page's
// "another seed" shows), and needs at least half of them to.
func TestNetworkXORTrained(t *testing.T) {
	tr := mustTrainer(t, "network", xorGate, Basis{}, nil)
	s := tr.Snapshot()
	steps := 0
	for ; s.Mistakes > 0 && steps < 2000; steps++ {
		s, _ = tr.Step()
	}
	t.Logf("seed 1: 100%% training accuracy after %d steps", steps)
	if s.Mistakes != 0 || steps > netXORSteps {
		t.Errorf("seed 1: %d mistakes after %d steps, want 0 within %d", s.Mistakes, steps, netXORSteps)
	}
	solved := 0
	for seed := 1; seed <= 12; seed++ {
		tr := mustTrainer(t, "network", xorGate, Basis{}, map[string]any{"init": float64(seed)})
		s := tr.Snapshot()
		for i := 0; i < 2000 && s.Mistakes > 0; i++ {
			s, _ = tr.Step()
		}
		if s.Mistakes == 0 {
			solved++
		}
	}
	t.Logf("%d of 12 seeds solve XOR within 2,000 steps", solved)
	if solved < 6 {
		t.Errorf("%d of 12 seeds solve XOR", solved)
	}
}

// TestNetworkSymmetries: swapping two units, and flipping the sign of a
// tanh, logistic or step unit, give other weights with the same scores at
// every point (Bishop §5.1.1); flipping a ReLU unit is refused, as are
// units that do not exist.
func TestNetworkSymmetries(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	for _, act := range []string{"tanh", "logistic", "step", "relu"} {
		for _, k := range []int{2, 3} {
			tr := newNet(t, netData(3, 12, k), Basis{}, map[string]any{"activation": act, "hidden": 3.0})
			f := tr.Snapshot().Field
			swapped, err := f.Network.Swap(0, 2)
			if err != nil {
				t.Fatal(err)
			}
			variants := []Network{swapped}
			flipped, err := f.Network.Flip(1)
			if act == "relu" {
				if err == nil {
					t.Error("relu: a flip was not refused")
				}
			} else if err != nil {
				t.Errorf("%s: flip: %v", act, err)
			} else {
				variants = append(variants, flipped)
				if flipped.Hidden[1][2] != -f.Network.Hidden[1][2] {
					t.Errorf("%s: the flipped unit's weights are %v, were %v", act, flipped.Hidden[1], f.Network.Hidden[1])
				}
			}
			for _, v := range variants {
				g := f.Clone()
				g.Network = &v
				a, b := NewEvaluator(&f), NewEvaluator(&g)
				for range 30 {
					x, y := 6*r.Float64()-3, 6*r.Float64()-3
					sa, sb := a.Scores(x, y, make([]float64, k)), b.Scores(x, y, make([]float64, k))
					for c := range sa {
						assertNear(t, fmt.Sprintf("%s K=%d p(C%d) at (%.3g, %.3g)", act, k, c+1, x, y), sb[c], sa[c], 1e-12)
					}
				}
			}
			if _, err := f.Network.Swap(0, 3); err == nil {
				t.Errorf("%s: a swap with unit 4 of 3", act)
			}
			if _, err := f.Network.Flip(-1); err == nil && act != "relu" {
				t.Errorf("%s: a flip of unit 0", act)
			}
		}
	}
}

// TestNetworkFrozen: with the hidden layer frozen, training leaves it where
// the start drew it and moves the output; with the hidden layer the basis,
// the network is logistic regression on the basis, so that with the bias
// out of the decay (as the network's) it converges to the weights of
// "logistic" by Newton's method with α = λ and the bias free (an
// independent solver of the same convex problem), to 1e-5.
func TestNetworkFrozen(t *testing.T) {
	d := netData(7, 30, 2)
	tr := mustTrainer(t, "network", d, Basis{}, map[string]any{"layer": "frozen", "hidden": 3.0})
	start := tr.Snapshot().Field.Network
	s, _ := run(t, tr, 200)
	if fmt.Sprint(s.Field.Network.Hidden) != fmt.Sprint(start.Hidden) {
		t.Errorf("the frozen layer moved: %v, started %v", s.Field.Network.Hidden, start.Hidden)
	}
	if fmt.Sprint(s.Field.Network.Output) == fmt.Sprint(start.Output) {
		t.Error("the output did not learn with the hidden layer frozen")
	}
	b := Basis{Kind: BasisRBF, Centres: []Vec2{{X: 0, Y: 0}, {X: 1, Y: -1}, {X: 2, Y: 0}, {X: -1, Y: 1}}, Width: 1}
	net := mustTrainer(t, "network", d, b, map[string]any{"layer": "basis", "decay": 0.5, "tol": 1e-10,
		"maxSteps": 200000.0, "eta": 1.0})
	ns, steps := run(t, net, 200000)
	if ns.Status != StatusConverged {
		t.Fatalf("the network on the basis did not converge: %s after %d steps", ns.Reason, steps)
	}
	lr := mustTrainer(t, "logistic", d, b, map[string]any{"method": "newton", "alpha": 0.5, "bias": "free", "tol": 1e-12})
	ls, _ := run(t, lr, 100)
	v := ns.Field.Network.Output[0]
	for j, want := range ls.Field.Rows[0] {
		assertNear(t, fmt.Sprintf("output weight %d", j), v[j], want, 1e-5)
	}
	assertNear(t, "E", ns.Loss, ls.Loss, 1e-8)
}

// TestNetworkWarmStart: a network made for a new learning rate goes on
// from the weights of the one before; one made for another seed, or
// another number of units, starts afresh.
func TestNetworkWarmStart(t *testing.T) {
	d := netData(8, 20, 2)
	old := mustTrainer(t, "network", d, Basis{}, nil)
	for range 30 {
		old.Step()
	}
	trained := old.Snapshot().Field.Network
	next := mustTrainer(t, "network", d, Basis{}, map[string]any{"eta": 0.1})
	if !WarmStart(next, old) || fmt.Sprint(next.Snapshot().Field.Network) != fmt.Sprint(trained) {
		t.Errorf("a new rate did not go on from the trained weights")
	}
	frozen := mustTrainer(t, "network", d, Basis{}, map[string]any{"layer": "frozen"})
	if !WarmStart(frozen, old) {
		t.Errorf("freezing the hidden layer did not go on from the trained weights")
	}
	for _, p := range []map[string]any{{"init": 2.0}, {"hidden": 3.0}, {"layer": "basis"}} {
		if other := mustTrainer(t, "network", d, Basis{}, p); WarmStart(other, old) {
			t.Errorf("%v: warm started", p)
		}
	}
}

// TestNetworkOverflow: a learning rate far too large for points at 10⁵
// ends in an undone step and a stop, never in weights that are not finite.
func TestNetworkOverflow(t *testing.T) {
	d := netData(9, 10, 2)
	for i := range d.Points {
		d.Points[i].X *= 1e5
		d.Points[i].Y *= 1e5
	}
	tr := mustTrainer(t, "network", d, Basis{}, map[string]any{"activation": "relu", "eta": 10.0, "decay": 0.0})
	s, _ := run(t, tr, 5000)
	if err := s.Field.Validate(); err != nil {
		t.Fatalf("the field after an overflow: %v", err)
	}
	if !s.Status.Stopped() {
		t.Errorf("status %s after 5,000 steps", s.Status)
	}
}
