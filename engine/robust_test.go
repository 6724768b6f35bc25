package engine

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"runtime/debug"
	"testing"
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
		s, err := ResolveSettings(spec.Params, params)
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
	if !finite([]float64{s.Loss}) || !finite(s.Alpha) || !finite(s.Before) || !finite(s.Field.Cov) {
		fail("not finite: loss %v, α %v, before %v", s.Loss, s.Alpha, s.Before)
	}
	for _, v := range s.Values {
		if math.IsNaN(v.V) || math.IsInf(v.V, 0) {
			fail("value %s = %v", v.Key, v.V)
		}
	}
	for _, g := range s.Gaussians {
		if !finite([]float64{g.Mean.X, g.Mean.Y, g.Prior, g.Cov[0][0], g.Cov[0][1], g.Cov[1][0], g.Cov[1][1]}) {
			fail("density not finite: %+v", g)
		}
	}
	if p := s.Projection; p != nil && !finite([]float64{p.Direction.X, p.Direction.Y, p.Threshold, p.J}) {
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
		s.Field.Basis.Centres[i] = Vec2{12345, 12345}
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
		s.Notes[i] = "scribbled"
	}
	for i := range s.Gaussians {
		s.Gaussians[i].Prior = 12345
	}
	if s.Projection != nil {
		s.Projection.J = 12345
	}
}

// describe prints a data set compactly, for failure messages.
func describe(d Dataset) string {
	s := fmt.Sprintf("K=%d N=%d", d.Classes, len(d.Points))
	for i, p := range d.Points {
		if i == 12 {
			return s + " …"
		}
		s += fmt.Sprintf(" (%g,%g:%d)", p.X, p.Y, p.Class)
	}
	return s
}

// awkward returns a seeded random data set of one of several awkward
// kinds: 0..50 points of 1..6 classes, with duplicates (also across
// classes), collinear points, tiny (1e-12) and huge (1e6) coordinates, one
// point per class, empty classes, and all points in one place.
func awkward(r *rand.Rand, kind int) Dataset {
	k := 1 + r.IntN(MaxClasses)
	n := r.IntN(51)
	d := Dataset{Classes: k}
	coord := func(scale float64) float64 { return scale * (2*r.Float64() - 1) }
	class := func() int { return r.IntN(k) }
	switch kind % 8 {
	case 0: // uniform in a box
		for i := 0; i < n; i++ {
			d.Points = append(d.Points, Point{coord(5), coord(5), class()})
		}
	case 1: // duplicates, also of different classes
		m := 1 + r.IntN(4)
		base := make([]Point, m)
		for i := range base {
			base[i] = Point{coord(3), coord(3), 0}
		}
		for i := 0; i < n; i++ {
			p := base[r.IntN(m)]
			p.Class = class()
			d.Points = append(d.Points, p)
		}
	case 2: // on one line
		a, b, c := coord(1), coord(1), coord(2)
		for i := 0; i < n; i++ {
			t := coord(5)
			d.Points = append(d.Points, Point{c + a*t, c + b*t, class()})
		}
	case 3: // tiny
		for i := 0; i < n; i++ {
			d.Points = append(d.Points, Point{coord(1e-12), coord(1e-12), class()})
		}
	case 4: // huge
		for i := 0; i < n; i++ {
			d.Points = append(d.Points, Point{coord(MaxCoord), coord(MaxCoord), class()})
		}
	case 5: // one point per class
		for c := 0; c < k; c++ {
			d.Points = append(d.Points, Point{coord(5), coord(5), c})
		}
	case 6: // separable blobs, some classes empty
		for i := 0; i < n; i++ {
			c := class()
			if c%2 == 1 && k > 2 {
				continue
			}
			d.Points = append(d.Points, Point{3*float64(c) + coord(0.5), coord(0.5) - 2*float64(c), c})
		}
	case 7: // mixed scales around one huge offset
		for i := 0; i < n; i++ {
			d.Points = append(d.Points, Point{MaxCoord - math.Abs(coord(1e-3)), coord(1), class()})
		}
	}
	return d
}

// TestTrainersProperties runs every algorithm of the catalog on seeded
// awkward data sets in the plane and with the quadratic basis.
func TestTrainersProperties(t *testing.T) {
	sets := 48
	if testing.Short() {
		sets = 12
	}
	r := rand.New(rand.NewPCG(2026, 11))
	for i := 0; i < sets; i++ {
		d := awkward(r, i)
		steps := 25
		if i%4 == 3 {
			steps = 400 // long enough for most iterative methods to stop
		}
		for _, spec := range Catalog() {
			variants := []map[string]any{nil}
			if i%8 == 1 {
				variants = choiceVariants(spec)
			}
			for _, p := range variants {
				for _, b := range []Basis{{}, {Kind: BasisPoly, Degree: 2}} {
					checkTrainer(t, spec.ID, d, b, p, steps)
				}
			}
		}
		if t.Failed() {
			return // one data set's failures are enough to read
		}
	}
}

// choiceVariants returns the default settings (nil) and, for every choice
// parameter of spec, each of its other choices with the rest left at their
// defaults.
func choiceVariants(spec Spec) []map[string]any {
	v := []map[string]any{nil}
	for _, p := range spec.Params {
		if p.Kind != ParamChoice {
			continue
		}
		for _, c := range p.Choices {
			if c.Value != p.Default {
				v = append(v, map[string]any{p.Key: c.Value})
			}
		}
	}
	return v
}

// TestTrainersSetData: editing the data while training keeps every
// promise too, including when a class appears or disappears.
func TestTrainersSetData(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	for _, spec := range Catalog() {
		for i := 0; i < 24; i++ {
			d := awkward(r, i)
			tr, err := NewTrainer(spec.ID, d, Basis{}, nil)
			if err != nil {
				continue
			}
			for j := 0; j < 5; j++ {
				if _, err := tr.Step(); err != nil {
					break
				}
			}
			e := awkward(r, i+1)
			e.Classes = d.Classes
			for k := range e.Points {
				e.Points[k].Class %= d.Classes
			}
			if err := tr.SetData(e); err != nil {
				if !IsDataError(err) {
					t.Errorf("%s: SetData: %v is not a DataError", spec.ID, err)
				}
				continue
			}
			where := func() string { return spec.ID + " after SetData, data " + describe(e) }
			checkSnapshot(t, where, "SetData", tr.Snapshot(), e)
			for j := 0; j < 5; j++ {
				s, err := tr.Step()
				if err != nil {
					if !IsDataError(err) {
						t.Errorf("%s: %v is not a DataError", where(), err)
					}
					break
				}
				checkSnapshot(t, where, fmt.Sprintf("step %d", j), s, e)
			}
		}
	}
}

// fuzzData decodes fuzz bytes into a small data set and a basis:
// byte 0 the number of classes, byte 1 the basis, byte 2 the scale, then
// (x, y, class) triples of signed bytes, at most 24 points.
func fuzzData(data []byte) (Dataset, Basis) {
	at := func(i int) byte {
		if i < len(data) {
			return data[i]
		}
		return 0
	}
	d := Dataset{Classes: 1 + int(at(0))%MaxClasses}
	var b Basis
	switch at(1) % 5 {
	case 1:
		b = Basis{Kind: BasisPoly, Degree: 2}
	case 2:
		b = Basis{Kind: BasisPoly, Degree: 3}
	case 3:
		b = Basis{Kind: BasisRBF, Centres: []Vec2{{0, 0}, {1, 1}, {-2, 1}}, Width: 1}
	case 4:
		b = Basis{Kind: BasisRBF, Centres: []Vec2{{0, 0}, {3, -1}}, Width: 0.3, Linear: true}
	}
	scale := [...]float64{1.0 / 16, 1, 1e-12, MaxCoord / 128, 1e-300}[int(at(2))%5]
	for i := 3; i+2 < len(data) && len(d.Points) < 24; i += 3 {
		d.Points = append(d.Points, Point{
			X:     float64(int8(data[i])) * scale,
			Y:     float64(int8(data[i+1])) * scale,
			Class: int(data[i+2]) % d.Classes,
		})
	}
	return d, b
}

// FuzzTrainers runs every algorithm of the catalog for a few steps on data
// decoded from the fuzz input. The seed corpus is in
// testdata/fuzz/FuzzTrainers.
//
//	go test -run=NONE -fuzz=FuzzTrainers -fuzztime=20s ./engine/
func FuzzTrainers(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		d, b := fuzzData(data)
		for _, spec := range Catalog() {
			checkTrainer(t, spec.ID, d, b, nil, 10)
		}
	})
}
