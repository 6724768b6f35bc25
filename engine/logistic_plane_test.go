package engine

import (
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"hyperplane/engine/internal/linalg"
)

// TestLogisticPlanePaths: evalPlane against evalGeneral at random weights,
// and sgdPlane against sgdGeneral over several epochs (single points and
// mini-batches, the prior, both schedules, both units), step by step.
func TestLogisticPlanePaths(t *testing.T) {
	d := gridBlobs(1500, 2, 7)
	rng := rand.New(rand.NewPCG(8, 9))
	for _, alpha := range []float64{0, 0.3} {
		l, err := newLogisticTrainer(d, Basis{}, typedFor[logisticSettings](t, "logistic", map[string]any{"alpha": alpha, "method": "newton"}), false)
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
		s := typedFor[logisticSettings](t, "logistic", p)
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
				same = math.Abs(l1.a[0]-l2.a[0])+math.Abs(l1.a[1]-l2.a[1])+math.Abs(l1.a[2]-l2.a[2]) <= 1e-12*linalg.Norm(l2.a) &&
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

// TestLogisticPackAhead: Step packs the next epoch's points for sgdChain
// ahead of time (pkEpoch). A trainer that uses those copies must step
// exactly as one that packs afresh at every epoch, including after its
// data change to other points of the same number, when an old copy must
// not be used.
func TestLogisticPackAhead(t *testing.T) {
	d := gridBlobs(900, 2, 3)
	s := typedFor[logisticSettings](t, "logistic", map[string]any{"method": "sgd", "unit": "epoch", "eta": 0.05, "alpha": 0.1})
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
