package engine

import (
	"fmt"
	"math"
	"reflect"
	"runtime/debug"
	"testing"

	"hyperplane/engine/internal/linalg"
	"hyperplane/engine/msg"
)

// The robustness tests run every algorithm of the catalog, including those
// added after these tests were written, on awkward data sets, and check the
// promises of the Trainer interface and of doc.go:
//
//   - no panic;
//   - either a DataError or a finite model: every snapshot has a valid field
//     with finite numbers, and finite loss, values, α, densities;
//   - the snapshot agrees with its field on the number of mistakes, and
//     the model's field is the snapshot's;
//   - a Step after a stopped status changes nothing;
//   - a snapshot owns its memory: scribbling over a returned snapshot does
//     not change the trainer's next one.

// checkTrainer runs the algorithm id on d in basis b for at most steps
// steps and reports every broken promise, both through NewTrainer and, since
// NewTrainer's wrapper copies every snapshot and so would hide a trainer
// that shares its memory, with the trainer itself on the compacted data.
func checkTrainer(tb testing.TB, id string, d Dataset, b Basis, params map[string]any, steps int) {
	tb.Helper()
	where := fmt.Sprintf("%s %v, basis %+v, data %s", id, params, b, describe(d))
	checkRun(tb, where, d, steps, func() (Trainer, error) { return NewTrainer(id, d, b, params) })
	spec, _ := Lookup(id)
	cd, _ := d.compact()
	if d.Validate() != nil || cd.Classes < 2 || (spec.Binary && cd.Classes > 2) {
		return
	}
	checkRun(tb, where+" (unwrapped)", cd, steps, func() (Trainer, error) {
		s, _, err := spec.settings(params)
		if err != nil {
			return nil, err
		}
		return spec.new(cd, b, s)
	})
}

// checkRun checks one run of the trainer that start returns, on data d.
func checkRun(tb testing.TB, name string, d Dataset, steps int, start func() (Trainer, error)) {
	tb.Helper()
	where := func() string { return name }
	defer func() {
		if r := recover(); r != nil {
			tb.Fatalf("%s: panic: %v\n%s", where(), r, debug.Stack())
		}
	}()
	tr, err := start()
	if err != nil {
		if !IsDataError(err) {
			tb.Errorf("%s: start: %v is not a DataError", where(), err)
		}
		return
	}
	checkSnapshot(tb, where, "start", tr.Snapshot(), d)
	for i := 0; i < steps; i++ {
		s, err := tr.Step()
		if err != nil {
			if !IsDataError(err) {
				tb.Errorf("%s: step %d: %v is not a DataError", where(), i, err)
			}
			// The model must stay usable after an error.
			checkSnapshot(tb, where, "after an error", tr.Snapshot(), d)
			return
		}
		checkSnapshot(tb, where, fmt.Sprintf("step %d", i), s, d)
		if f := tr.Model().Field(); !reflect.DeepEqual(f.Clone(), s.Field.Clone()) {
			tb.Errorf("%s: step %d: the model's field differs from the snapshot's:\n%+v\n%+v", where(), i, f, s.Field)
		}
		kept := s.Clone()
		scribble(&s)
		if now := tr.Snapshot().Clone(); !reflect.DeepEqual(now, kept) {
			tb.Errorf("%s: step %d: the snapshot changed when the returned copy was overwritten, "+
				"or Snapshot() differs from what Step returned:\n%+v\n%+v", where(), i, kept, now)
			return
		}
		if kept.Status.Stopped() {
			again, err := tr.Step()
			if err != nil || !reflect.DeepEqual(again.Clone(), kept) {
				tb.Errorf("%s: a Step after status %s changed the state (err %v):\n%+v\n%+v", where(), kept.Status, err, kept, again)
			}
			return
		}
	}
}

func knownStatus(s Status) bool {
	switch s {
	case StatusRunning, StatusConverged, StatusNotSeparable, StatusStepLimit, StatusNoOptimum:
		return true
	}
	return false
}

// checkSnapshot checks that s is a finite, valid state for data d.
func checkSnapshot(tb testing.TB, where func() string, when string, s Snapshot, d Dataset) {
	tb.Helper()
	fail := func(format string, a ...any) {
		tb.Helper()
		tb.Errorf("%s: %s: %s", where(), when, fmt.Sprintf(format, a...))
	}
	if err := s.Field.Validate(); err != nil {
		fail("invalid field: %v (%+v)", err, s.Field)
		return
	}
	for _, l := range s.Field.Labels {
		if l < 0 || l >= d.Classes {
			fail("label %d outside the scene's %d classes", l, d.Classes)
		}
	}
	if !linalg.Finite([]float64{s.Loss}) || !linalg.Finite(s.Alpha) || !linalg.Finite(s.Before) || !linalg.Finite(s.Field.Cov) {
		fail("not finite: loss %v, α %v, before %v", s.Loss, s.Alpha, s.Before)
	}
	for _, v := range s.Values {
		if math.IsNaN(v.V) || math.IsInf(v.V, 0) {
			fail("value %s = %v", v.Key, v.V)
		}
	}
	for _, g := range s.Gaussians {
		if !linalg.Finite([]float64{g.Mean.X, g.Mean.Y, g.Prior, g.Cov[0][0], g.Cov[0][1], g.Cov[1][0], g.Cov[1][1]}) {
			fail("density not finite: %+v", g)
		}
	}
	if p := s.Projection; p != nil && !linalg.Finite([]float64{p.Direction.X, p.Direction.Y, p.Threshold, p.J}) {
		fail("projection not finite: %+v", p)
	}
	if !knownStatus(s.Status) {
		fail("unknown status %q", s.Status)
	}
	if s.N != len(d.Points) {
		fail("N = %d for %d points", s.N, len(d.Points))
	}
	if s.Alpha != nil && len(s.Alpha) != len(d.Points) {
		fail("%d α for %d points", len(s.Alpha), len(d.Points))
	}
	for _, i := range s.Support {
		if i < 0 || i >= len(d.Points) {
			fail("support vector %d of %d points", i, len(d.Points))
		}
	}
	if s.Point < -1 || s.Point >= len(d.Points) {
		fail("point %d of %d", s.Point, len(d.Points))
	}
	if m := Mistakes(&s.Field, d); m != s.Mistakes {
		fail("%d mistakes reported, the field makes %d", s.Mistakes, m)
	}
}

// scribble overwrites everything a snapshot refers to.
func scribble(s *Snapshot) {
	for _, r := range s.Field.Rows {
		for j := range r {
			r[j] = 12345
		}
	}
	for _, q := range s.Field.Quad {
		for j := range q {
			q[j] = 12345
		}
	}
	for i := range s.Field.Labels {
		s.Field.Labels[i] = -7
	}
	for i := range s.Field.Pairs {
		s.Field.Pairs[i] = [2]int{-7, -7}
	}
	for i := range s.Field.Cov {
		s.Field.Cov[i] = 12345
	}
	for i := range s.Field.Basis.Centres {
		s.Field.Basis.Centres[i] = Vec2{X: 12345, Y: 12345}
	}
	for i := range s.Alpha {
		s.Alpha[i] = 12345
	}
	for i := range s.Support {
		s.Support[i] = -7
	}
	for i := range s.Before {
		s.Before[i] = 12345
	}
	for i := range s.Values {
		s.Values[i].V = 12345
	}
	for i := range s.Notes {
		s.Notes[i] = msg.T("scribbled")
	}
	for i := range s.Gaussians {
		s.Gaussians[i].Prior = 12345
	}
	if s.Projection != nil {
		s.Projection.J = 12345
	}
}
