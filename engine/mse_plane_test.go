package engine

import (
	"testing"
)

// TestMSESnapshotSums: the squared error and the mistakes that mse counts
// in one pass, against J_s(a) = Σ (yₙaᵀzₙ − bₙ)² summed here from the
// points and the margin vector, and against Evaluator.Decide.
func TestMSESnapshotSums(t *testing.T) {
	d := gridBlobs(2000, 2, 16)
	for _, bvec := range []string{"ones", "fisher"} {
		tr, err := newMSE(d, Basis{}, typedFor[mseSettings](t, "mse", map[string]any{"bvec": bvec}))
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
