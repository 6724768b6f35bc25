package engine

import (
	"math"
	"math/rand/v2"
	"reflect"
	"testing"
)

// The trainers have paths of their own for the plane (the linear basis,
// three weights) that write the general loops out. These tests compare each
// with an independent computation of the same numbers: the general code
// (the evaluator, dot and quadForm, Basis.Map, the loops for any number of
// weights), which sums in the same order, so that the numbers must agree
// to the last bit.

// gridBlobs returns n points of k classes on a grid of quarter units, so
// that lines and conics with small integer coefficients pass exactly
// through some of them, and a few far out.
func gridBlobs(n, k int, seed uint64) Dataset {
	r := rand.New(rand.NewPCG(seed, 9))
	d := Dataset{Classes: k}
	for i := 0; i < n; i++ {
		c := i % k
		x := math.Round((r.NormFloat64()+float64(c))*4) / 4
		y := math.Round((r.NormFloat64()-float64(c))*4) / 4
		if i%97 == 0 {
			x, y = x*40, y*40
		}
		d.Points = append(d.Points, Point{x, y, c})
	}
	return d
}

// TestBinaryMistakesPlane: binaryBase.mistakes against Evaluator.Decide on
// the sign field, for integer weights (points exactly on the line) and
// with and without Fausett's band.
func TestBinaryMistakesPlane(t *testing.T) {
	d := gridBlobs(2000, 2, 1)
	bb := newBinaryBase(d, Basis{})
	rng := rand.New(rand.NewPCG(2, 3))
	counted := 0
	for trial := 0; trial < 40; trial++ {
		for j := range bb.a {
			bb.a[j] = float64(rng.IntN(9) - 4)
		}
		bb.band = []float64{0, 0.5, 1}[trial%3]
		f := bb.field()
		ev := NewEvaluator(&f)
		want := 0
		for _, p := range d.Points {
			if ev.Decide(p.X, p.Y) != p.Class {
				want++
			}
		}
		if got := bb.mistakes(); got != want {
			t.Fatalf("a = %v, band %g: %d mistakes, the evaluator counts %d", bb.a, bb.band, got, want)
		}
		counted += want
	}
	if counted == 0 {
		t.Fatal("no mistakes at all: the test compares nothing")
	}
}

// TestFisherPlanePath: Fisher's direction in the plane against the
// polynomial basis of degree 1, whose features are (x, y) too but come
// through Basis.Map and the general loops.
func TestFisherPlanePath(t *testing.T) {
	d := gridBlobs(3000, 2, 4)
	got, err := FisherDirection(d, Basis{})
	if err != nil {
		t.Fatal(err)
	}
	want, err := FisherDirection(d, Basis{Kind: BasisPoly, Degree: 1})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("the plane gives W %v, J %v, means %v; the general loops W %v, J %v, means %v",
			got.W, got.J, got.Mean, want.W, want.J, want.Mean)
	}
}

// TestGaussPlanePath: the Gaussian models in the plane against the
// polynomial basis of degree 1 (the general loops, dot and quadForm): the
// same field, log-likelihood, mistakes and notes, for every covariance
// model, by maximum likelihood and MAP, with two and four classes.
func TestGaussPlanePath(t *testing.T) {
	for _, k := range []int{2, 4} {
		d := gridBlobs(3000, k, uint64(10+k))
		for _, kind := range []string{gaussShared, gaussSeparate, gaussNaive} {
			for _, est := range []string{"ml", "map"} {
				spec := gaussSpec(kind)
				s, err := ResolveSettings(spec.Params, map[string]any{"estimate": est})
				if kind == gaussNaive {
					s, err = ResolveSettings(spec.Params, nil)
				}
				if err != nil {
					t.Fatal(err)
				}
				got, err := fitGaussians(kind, d, Basis{}, s)
				if err != nil {
					t.Fatal(err)
				}
				want, err := fitGaussians(kind, d, Basis{Kind: BasisPoly, Degree: 1}, s)
				if err != nil {
					t.Fatal(err)
				}
				if got.logLik != want.logLik || got.mistakes != want.mistakes || got.m != want.m ||
					!reflect.DeepEqual(got.field.Rows, want.field.Rows) || !reflect.DeepEqual(got.field.Quad, want.field.Quad) ||
					!reflect.DeepEqual(got.notes, want.notes) {
					t.Errorf("%s %s K=%d: the plane gives ln p = %v with %d mistakes, the general loops %v with %d",
						kind, est, k, got.logLik, got.mistakes, want.logLik, want.mistakes)
				}
				if got.mistakes == 0 {
					t.Errorf("%s %s K=%d: no mistakes on overlapping classes", kind, est, k)
				}
			}
		}
	}
}

// TestLogisticPlanePaths: evalPlane against evalGeneral at random weights,
// and sgdPlane against sgdGeneral over several epochs (single points and
// mini-batches, the prior, both schedules, both units), step by step.
func TestLogisticPlanePaths(t *testing.T) {
	d := gridBlobs(1500, 2, 7)
	rng := rand.New(rand.NewPCG(8, 9))
	for _, alpha := range []float64{0, 0.3} {
		l, err := newLogisticTrainer(d, Basis{}, settingsFor(t, "logistic", map[string]any{"alpha": alpha, "method": "newton"}), false)
		if err != nil {
			t.Fatal(err)
		}
		for trial := 0; trial < 10; trial++ {
			a := []float64{rng.NormFloat64(), rng.NormFloat64() * 3, rng.NormFloat64() * 3}
			if trial == 0 {
				a = []float64{0, 1, -1} // points exactly on the line
			}
			g1, h1, g2, h2 := make([]float64, 3), make([]float64, 9), make([]float64, 3), make([]float64, 9)
			e1 := l.evalPlane(a, g1, h1)
			mis1, unsep1 := l.mis, l.unsep
			e2 := l.evalGeneral(a, g2, h2)
			if e1 != e2 || !reflect.DeepEqual(g1, g2) || !reflect.DeepEqual(h1, h2) || mis1 != l.mis || unsep1 != l.unsep {
				t.Fatalf("a = %v: the plane gives E %v, ∇E %v, %d mistakes, %d unseparated; the general loop %v, %v, %d, %d",
					a, e1, g1, mis1, unsep1, e2, g2, l.mis, l.unsep)
			}
		}
	}
	for _, p := range []map[string]any{
		{"method": "sgd"},
		{"method": "sgd", "unit": "epoch", "alpha": 0.3, "schedule": "epoch"},
		{"method": "sgd", "unit": "epoch", "eta": 0.05},
		{"method": "sgd", "unit": "epoch", "batch": 7.0, "eta": 0.5},
		{"method": "sgd", "batch": 7.0, "alpha": 0.1},
	} {
		s := settingsFor(t, "logistic", p)
		l1, err := newLogisticTrainer(d, Basis{}, s, false)
		if err != nil {
			t.Fatal(err)
		}
		l2, _ := newLogisticTrainer(d, Basis{}, s, false)
		steps := 5
		if !l1.epochUnit {
			steps = 2*len(d.Points)/l1.batch + 3 // past two epochs' ends
		}
		// sgdChain (epochs of single-point updates) differs from the
		// general loop by rounding: it updates the weights as ρa − ηd·z,
		// carries each next activation forward as ρu − ηd·zᵀz' instead of
		// a'ᵀz', and shuffles the next epoch ahead. Its weights are
		// compared within 10⁻¹² of their size (measured: at most
		// 9.2·10⁻¹⁵ here), its visiting order exactly; every other path
		// is the general loop's bit for bit.
		chain := l1.epochUnit && l1.batch == 1
		if chain {
			// Start inside an epoch, so that the first chain is the rest
			// of an epoch and not a whole one.
			l1.epochUnit, l2.epochUnit = false, false
			for i := 0; i < 3; i++ {
				l1.sgdPlane()
				l2.sgdGeneral()
			}
			l1.epochUnit, l2.epochUnit = true, true
		}
		for i := 0; i < steps; i++ {
			l1.sgdPlane()
			l2.sgdGeneral()
			same := reflect.DeepEqual(l1.a, l2.a) && reflect.DeepEqual(l1.visit.order, l2.visit.order)
			if chain {
				same = math.Abs(l1.a[0]-l2.a[0])+math.Abs(l1.a[1]-l2.a[1])+math.Abs(l1.a[2]-l2.a[2]) <= 1e-12*norm(l2.a) &&
					reflect.DeepEqual(l1.visit.order, l2.visit.order)
			}
			if !same || l1.upd != l2.upd || l1.point != l2.point ||
				!reflect.DeepEqual(l1.before, l2.before) || l1.visit.pos != l2.visit.pos || l1.visit.epoch != l2.visit.epoch {
				t.Fatalf("%v, step %d: the plane gives a = %v after %d updates, the general loop %v after %d",
					p, i, l1.a, l1.upd, l2.a, l2.upd)
			}
		}
		if l1.visit.epoch < 2 {
			t.Fatalf("%v: %d epochs, the test should cross two epochs' ends", p, l1.visit.epoch)
		}
	}
}

// TestSoftmaxBlock3: block3 against blockK (the loops for any number of
// classes) on blocks of three classes with ties, both for the largest
// activation and for a class's own, and running sums that cross the
// 256-point logarithm.
func TestSoftmaxBlock3(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for trial := 0; trial < 20; trial++ {
		n := 1 + rng.IntN(256)
		cls := make([]int, n)
		var a, a2, y, y2 [3][]float64
		for c := range a {
			a[c], y[c] = make([]float64, n), make([]float64, n)
		}
		for i := range cls {
			cls[i] = rng.IntN(3)
			for c := range a {
				a[c][i] = float64(rng.IntN(7)-3) / 2 // small halves: many ties
				if trial%2 == 1 {
					a[c][i] = rng.NormFloat64() * 4
				}
			}
		}
		for c := range a {
			a2[c], y2[c] = append([]float64(nil), a[c]...), append([]float64(nil), y[c]...)
		}
		e0, prod0, count0 := 1.5, 1.25, rng.IntN(256)
		r1, r2 := &softmaxReg{}, &softmaxReg{}
		e1, p1, c1 := r1.block3(a[0], a[1], a[2], y[0], y[1], y[2], cls, e0, prod0, count0)
		e2, p2, c2 := r2.blockK(a2[:], y2[:], cls, e0, prod0, count0)
		if e1 != e2 || p1 != p2 || c1 != c2 || r1.mistakes != r2.mistakes || r1.unstrict != r2.unstrict ||
			!reflect.DeepEqual(a, a2) || !reflect.DeepEqual(y, y2) {
			t.Fatalf("trial %d: block3 gives e %v, %d mistakes, %d without a strict margin; blockK %v, %d, %d",
				trial, e1, r1.mistakes, r1.unstrict, e2, r2.mistakes, r2.unstrict)
		}
	}
}

// TestSVMPlaneOutputs: the outputs wᵀφₜ and the margins yₜ·aᵀzₜ that svm
// writes out in the plane, against dot over the points' vectors.
func TestSVMPlaneOutputs(t *testing.T) {
	d := gridBlobs(1000, 2, 13)
	tr, err := newSVM(d, Basis{}, settingsFor(t, "svm", nil))
	if err != nil {
		t.Fatal(err)
	}
	m := tr.(*svm)
	rng := rand.New(rand.NewPCG(14, 15))
	for trial := 0; trial < 5; trial++ {
		for j := range m.a {
			m.a[j] = rng.NormFloat64()
		}
		m.outputs()
		m.margins()
		for i, z := range m.z {
			if f := dot(m.a[1:], z[1:]); m.f[i] != f {
				t.Fatalf("point %d: output %v, dot gives %v", i, m.f[i], f)
			}
			if yh := m.y[i] * dot(m.a, z); m.yh[i] != yh {
				t.Fatalf("point %d: margin %v, dot gives %v", i, m.yh[i], yh)
			}
		}
	}
}

// TestMSESnapshotSums: the squared error and the mistakes that mse counts
// in one pass, against J_s(a) = Σ (yₙaᵀzₙ − bₙ)² summed here from the
// points and the margin vector, and against Evaluator.Decide.
func TestMSESnapshotSums(t *testing.T) {
	d := gridBlobs(2000, 2, 16)
	for _, bvec := range []string{"ones", "fisher"} {
		tr, err := newMSE(d, Basis{}, settingsFor(t, "mse", map[string]any{"bvec": bvec}))
		if err != nil {
			t.Fatal(err)
		}
		s, err := tr.Step()
		if err != nil {
			t.Fatal(err)
		}
		a := s.Field.Rows[0]
		b := marginVector(d, bvec)
		sse, wrong := 0.0, 0
		ev := NewEvaluator(&s.Field)
		for i, p := range d.Points {
			y := 1.0
			if p.Class != 0 {
				y = -1
			}
			e := y*(a[0]+a[1]*p.X+a[2]*p.Y) - b[i]
			sse += e * e
			if ev.Decide(p.X, p.Y) != p.Class {
				wrong++
			}
		}
		assertNear(t, "J_s", s.Loss, sse, 1e-12)
		if s.Mistakes != wrong {
			t.Errorf("%s: %d mistakes, the evaluator counts %d", bvec, s.Mistakes, wrong)
		}
	}
}

// TestLogisticPackAhead: Step packs the next epoch's points for sgdChain
// ahead of time (pkEpoch). A trainer that uses those copies must step
// exactly as one that packs afresh at every epoch, including after its
// data change to other points of the same number, when an old copy must
// not be used.
func TestLogisticPackAhead(t *testing.T) {
	d := gridBlobs(900, 2, 3)
	s := settingsFor(t, "logistic", map[string]any{"method": "sgd", "unit": "epoch", "eta": 0.05, "alpha": 0.1})
	l1, err := newLogisticTrainer(d, Basis{}, s, true)
	if err != nil {
		t.Fatal(err)
	}
	l2, _ := newLogisticTrainer(d, Basis{}, s, true)
	step := func(i int) {
		t.Helper()
		l2.pkEpoch = -1 // l2 packs in the chain, every time
		s1, err1 := l1.Step()
		s2, err2 := l2.Step()
		if err1 != nil || err2 != nil {
			t.Fatalf("step %d: %v, %v", i, err1, err2)
		}
		if !reflect.DeepEqual(l1.a, l2.a) || s1.Loss != s2.Loss || s1.Mistakes != s2.Mistakes || !reflect.DeepEqual(l1.cov, l2.cov) {
			t.Fatalf("step %d: packed ahead a = %v, E = %v; packed afresh a = %v, E = %v", i, l1.a, s1.Loss, l2.a, s2.Loss)
		}
		if s1.Status.Stopped() {
			t.Fatalf("step %d: the trainer stopped (%s): the test needs it running", i, s1.Reason)
		}
		if l1.pkEpoch != l1.visit.epoch {
			t.Fatalf("step %d: no epoch packed ahead (pkEpoch %d, epoch %d)", i, l1.pkEpoch, l1.visit.epoch)
		}
	}
	for i := 0; i < 4; i++ {
		step(i)
	}
	// Other points, as many: the copy packed ahead belongs to the old ones.
	moved := Dataset{Classes: d.Classes}
	for _, p := range d.Points {
		moved.Points = append(moved.Points, Point{p.X + 0.5, -p.Y, p.Class})
	}
	if err := l1.SetData(moved); err != nil {
		t.Fatal(err)
	}
	if err := l2.SetData(moved); err != nil {
		t.Fatal(err)
	}
	for i := 4; i < 8; i++ {
		step(i)
	}
}
