package engine

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"unicode/utf8"
)

// TestCatalogTable: the table of methods lists each ID once, each
// constructor builds the spec of its own ID, Catalog follows CatalogIDs,
// and Lookup finds nothing for an ID that the table does not hold.
func TestCatalogTable(t *testing.T) {
	ids := CatalogIDs()
	cat := Catalog()
	if len(ids) != len(cat) || len(ids) == 0 {
		t.Fatalf("%d IDs, %d specs", len(ids), len(cat))
	}
	seen := map[string]bool{}
	for i, id := range ids {
		if seen[id] {
			t.Errorf("%s is listed twice", id)
		}
		seen[id] = true
		s, ok := Lookup(id)
		if !ok || s.ID != id {
			t.Errorf("Lookup(%q) = %q, %v", id, s.ID, ok)
		}
		if cat[i].ID != id {
			t.Errorf("Catalog()[%d] is %s, CatalogIDs has %s", i, cat[i].ID, id)
		}
	}
	for _, id := range []string{"", "gauss-naive", "Perceptron", "svm "} {
		if _, ok := Lookup(id); ok {
			t.Errorf("Lookup(%q) finds a spec", id)
		}
	}
}

// TestSpecKindAndShort: every spec's family is one of the five, its Kind
// is that family's key, and its short label is set, at most 20
// characters (it heads a table column and a box plot) and no other
// method's.
func TestSpecKindAndShort(t *testing.T) {
	want := map[Family]MethodKind{FamilyDiscriminant: KindDiscriminant, FamilyGenerative: KindGenerative,
		FamilyDiscriminative: KindDiscriminative, FamilyMargin: KindMargin, FamilyNetwork: KindNetwork}
	shorts := map[string]string{}
	for _, s := range Catalog() {
		if k, ok := want[s.Family]; !ok || s.Kind != k {
			t.Errorf("%s: family %q, kind %q", s.ID, s.Family, s.Kind)
		}
		short := en(t, s.Short)
		if short == "" || utf8.RuneCountInString(short) > 20 {
			t.Errorf("%s: short label %q", s.ID, short)
		}
		if other, ok := shorts[short]; ok {
			t.Errorf("%s and %s share the short label %q", other, s.ID, short)
		}
		shorts[short] = s.ID
	}
}

// registryData returns n points of two (or three) overlapping Gaussian
// classes, seeded, that no line separates: the single-sample methods keep
// making updates whatever their order.
func registryData(n, k int) Dataset {
	r := rand.New(rand.NewPCG(3, 7))
	d := Dataset{Classes: k}
	for i := range n {
		c := i % k
		d.Points = append(d.Points, Point{r.NormFloat64() + 0.8*float64(c), r.NormFloat64() - 0.5*float64(c), c})
	}
	return d
}

// trajectory returns the field's rows after each of steps steps of the
// method id on d with the parameters given.
func trajectory(t *testing.T, id string, d Dataset, given map[string]any, steps int) [][][]float64 {
	t.Helper()
	tr := mustTrainer(t, id, d, Basis{}, given)
	var out [][][]float64
	for range steps {
		s, err := tr.Step()
		if err != nil {
			t.Fatalf("%s %v: %v", id, given, err)
		}
		rows := make([][]float64, len(s.Field.Rows))
		for i, r := range s.Field.Rows {
			rows[i] = slices.Clone(r)
		}
		out = append(out, rows)
	}
	return out
}

func sameTrajectory(a, b [][][]float64) bool {
	return slices.EqualFunc(a, b, func(x, y [][]float64) bool {
		return slices.EqualFunc(x, y, func(u, v []float64) bool { return slices.Equal(u, v) })
	})
}

// param returns the parameter key of spec's table.
func param(spec Spec, key string) (Param, bool) {
	i := slices.IndexFunc(spec.Params, func(p Param) bool { return p.Key == key })
	if i < 0 {
		return Param{}, false
	}
	return spec.Params[i], true
}

// showing sets given so that the parameter key of spec's table matters:
// the choice its When names takes the condition's first value.
func showing(spec Spec, key string, given map[string]any) {
	if p, ok := param(spec, key); ok && p.When != nil {
		given[p.When.Key] = p.When.Values[0]
	}
}

// TestSpecShuffled: a method is Shuffled exactly when its table has the
// seed of the visiting order, and the seed then does what Shuffled says.
// With the order random (the parameter "order" set to it, or the choice
// that shows the seed, such as stochastic gradient), seeds 1 and 2 train
// along different paths on the same points within three epochs; with the
// order cyclic they train along the same path, so the seed acts through
// the order alone. A method that is not Shuffled has neither a seed nor
// an order.
func TestSpecShuffled(t *testing.T) {
	d := registryData(12, 2)
	shuffled := 0
	for _, spec := range Catalog() {
		_, seed := param(spec, "seed")
		_, order := param(spec, "order")
		if !spec.Shuffled {
			if seed || order {
				t.Errorf("%s is not Shuffled but has a seed (%v) or an order (%v)", spec.ID, seed, order)
			}
			continue
		}
		shuffled++
		if !seed {
			t.Errorf("%s is Shuffled without a seed", spec.ID)
			continue
		}
		random := map[string]any{}
		showing(spec, "seed", random)
		if order {
			showing(spec, "order", random)
			random["order"] = "random"
		}
		steps := 3 * len(d.Points)
		one := trajectory(t, spec.ID, d, with(random, "seed", 1.0), steps)
		two := trajectory(t, spec.ID, d, with(random, "seed", 2.0), steps)
		if sameTrajectory(one, two) {
			t.Errorf("%s %v: seeds 1 and 2 train alike", spec.ID, random)
		}
		if order {
			cyclic := with(random, "order", "cyclic")
			if !sameTrajectory(trajectory(t, spec.ID, d, with(cyclic, "seed", 1.0), steps),
				trajectory(t, spec.ID, d, with(cyclic, "seed", 2.0), steps)) {
				t.Errorf("%s %v: in the cyclic order seeds 1 and 2 train differently", spec.ID, cyclic)
			}
		}
	}
	// perceptron, perceptron-fausett, perceptron-dual, relaxation-single,
	// lms, logistic and logistic-bayes: the methods of notes 002 and 003
	// that visit one point at a time, and stochastic gradient descent.
	if shuffled != 7 {
		t.Errorf("%d methods are Shuffled, counted 7 in the notes", shuffled)
	}
}

// with returns a copy of given with key set to v.
func with(given map[string]any, key string, v any) map[string]any {
	out := map[string]any{key: v}
	for k, x := range given {
		if k != key {
			out[k] = x
		}
	}
	return out
}

// TestSpecLinkAndKernel: a spec's Link is the Link of the field its trainer
// draws, on two classes and (for a K-class method) on three; a method
// with a Kernel has the kernel parameters, and with the Gaussian kernel
// draws a kernel expansion of that kernel, with the linear one none; the
// others have no kernel and draw no expansion. A generative method (Kind)
// reports its classes' densities with their fitted priors πₖ, which sum
// to 1; no other method does.
func TestSpecLinkAndKernel(t *testing.T) {
	links := []Link{LinkMargin, LinkLogistic, LinkProbit, LinkSoftmax}
	for _, spec := range Catalog() {
		if !slices.Contains(links, spec.Link) {
			t.Errorf("%s: link %q is not one of the links", spec.ID, spec.Link)
		}
		ks := []int{2}
		if !spec.Binary {
			ks = append(ks, 3)
		}
		for _, k := range ks {
			s, _ := run(t, mustTrainer(t, spec.ID, registryData(12, k), Basis{}, nil), 50)
			if s.Field.Link != spec.Link {
				t.Errorf("%s, %d classes: the field's link is %q, the spec says %q", spec.ID, k, s.Field.Link, spec.Link)
			}
			if s.Field.Expansion != nil {
				t.Errorf("%s, %d classes: a kernel expansion by default", spec.ID, k)
			}
			sum := 0.0
			for _, g := range s.Gaussians {
				sum += g.Prior
			}
			if gen := spec.Kind == KindGenerative; gen != (len(s.Gaussians) == k) || gen && math.Abs(sum-1) > 1e-12 {
				t.Errorf("%s, %d classes: kind %s, %d densities with priors summing to %v", spec.ID, k, spec.Kind, len(s.Gaussians), sum)
			}
		}
		_, kernel := param(spec, "kernel")
		if kernel != spec.Kernel {
			t.Errorf("%s: Kernel %v, kernel parameter %v", spec.ID, spec.Kernel, kernel)
		}
		if !kernel {
			continue
		}
		s, _ := run(t, mustTrainer(t, spec.ID, registryData(12, 2), Basis{}, map[string]any{"kernel": KernelRBF}), 50)
		if e := s.Field.Expansion; e == nil || e.Kernel.Kind != KernelRBF {
			t.Errorf("%s with the Gaussian kernel: expansion %+v", spec.ID, e)
		}
	}
}

// TestSpecEvidence: a method's evidence group is one of the comparison's
// groups (engine/evaluate checks them against its rows), and its
// EvidencePrior names a parameter of its table that is a positive
// precision, which PriorPrecision reads from a scene's parameters.
func TestSpecEvidence(t *testing.T) {
	priors := 0
	for _, spec := range Catalog() {
		if g := spec.EvidenceGroup; g != "" && g != EvidenceGenerative && g != EvidenceLogistic {
			t.Errorf("%s: evidence group %q", spec.ID, g)
		}
		if spec.EvidencePrior == "" {
			if v, ok := PriorPrecision(spec.ID, map[string]any{"alpha": 2.5, "lambda": 2.5}); ok {
				t.Errorf("%s names no prior, PriorPrecision gives %v", spec.ID, v)
			}
			continue
		}
		priors++
		p, ok := param(spec, spec.EvidencePrior)
		if !ok || p.Kind != ParamFloat || p.Min <= 0 || spec.EvidenceGroup == "" {
			t.Errorf("%s: the prior %q is %+v, in group %q", spec.ID, spec.EvidencePrior, p, spec.EvidenceGroup)
		}
		if v, ok := PriorPrecision(spec.ID, map[string]any{spec.EvidencePrior: 2.5}); !ok || v != 2.5 {
			t.Errorf("%s: PriorPrecision = %v, %v, want 2.5", spec.ID, v, ok)
		}
		if _, ok := PriorPrecision(spec.ID, nil); ok {
			t.Errorf("%s: PriorPrecision finds a value in no parameters", spec.ID)
		}
	}
	if priors == 0 {
		t.Error("no method names the prior of its evidence")
	}
	if _, ok := PriorPrecision("no-such-method", map[string]any{"alpha": 1.0}); ok {
		t.Error("PriorPrecision of an unknown method")
	}
}

// TestNewTrainerFrom: a trainer built from a looked-up spec and its
// resolved settings takes, step by step, the same path as NewTrainer's
// from the same parameters, for every method: the two constructors differ
// only in the work NewTrainerFrom skips. On three classes a two-class
// method runs one sub-problem per pair, by the strategy ("ovo") that the
// settings carry. The settings given are left as they were: the caller
// keeps them (the session shows them in its status).
func TestNewTrainerFrom(t *testing.T) {
	for _, k := range []int{2, 3} {
		d := registryData(18, k)
		for _, spec := range Catalog() {
			var given map[string]any
			if spec.Binary && k == 3 {
				given = map[string]any{"strategy": StrategyOvO}
			}
			s, err := spec.Resolve(given)
			if err != nil {
				t.Fatalf("%s: %v", spec.ID, err)
			}
			kept := fmt.Sprint(s)
			from, err := NewTrainerFrom(spec, d, Basis{}, s)
			if err != nil {
				t.Fatalf("%s on %d classes: %v", spec.ID, k, err)
			}
			ref := mustTrainer(t, spec.ID, d, Basis{}, given)
			for step := range 6 {
				a, errA := from.Step()
				b, errB := ref.Step()
				same := sameTrajectory([][][]float64{a.Field.Rows}, [][][]float64{b.Field.Rows})
				if (errA == nil) != (errB == nil) || !same || a.Status != b.Status || a.Step != b.Step {
					t.Fatalf("%s on %d classes, step %d: from the spec %v %v %v, NewTrainer %v %v %v",
						spec.ID, k, step+1, a.Status, a.Field.Rows, errA, b.Status, b.Field.Rows, errB)
				}
				if a.Status.Stopped() {
					break
				}
			}
			if got := fmt.Sprint(s); got != kept {
				t.Errorf("%s: the settings given became %s, were %s", spec.ID, got, kept)
			}
		}
	}
}

// TestNewTrainerFromRefuses: settings that do not fit the spec's table,
// and a spec that Lookup did not build, are errors, not panics.
func TestNewTrainerFromRefuses(t *testing.T) {
	spec, _ := Lookup("perceptron")
	d := registryData(8, 2)
	with := func(edit func(Settings)) Settings {
		s, err := spec.Resolve(nil)
		if err != nil {
			t.Fatal(err)
		}
		edit(s)
		return s
	}
	cases := []struct {
		name string
		spec Spec
		s    Settings
	}{
		{"a spec not looked up", Spec{ID: "perceptron", Params: spec.Params}, with(func(Settings) {})},
		{"a key missing", spec, with(func(s Settings) { delete(s, "eta") })},
		{"a key the table lacks", spec, with(func(s Settings) { s["gama"] = 1.0 })},
		{"a value of the wrong type", spec, with(func(s Settings) { s["eta"] = "fast" })},
	}
	for _, c := range cases {
		if tr, err := NewTrainerFrom(c.spec, d, Basis{}, c.s); err == nil || tr != nil {
			t.Errorf("%s: trainer %v, error %v; want an error", c.name, tr, err)
		}
	}
}
