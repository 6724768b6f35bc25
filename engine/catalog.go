package engine

import (
	"fmt"
	"maps"

	"hyperplane/engine/internal/wording"
	"hyperplane/engine/msg"
)

// methods yields the ID of every algorithm and the constructor of its
// spec, in the order of the notes: the one table that adding a method
// touches. It is a local array, so that walking it allocates nothing;
// walking it to a method costs Lookup about 500 instructions more than
// the switch it replaced, some 5% of building the spec (BENCHMARKS.md).
func methods(yield func(id string, spec func() Spec) bool) {
	table := [...]struct {
		id   string
		spec func() Spec
	}{
		// Discriminant functions without probabilities.
		{"least-squares", leastSquaresSpec},
		{"fisher", fisherSpec},
		{"perceptron", perceptronSpec},
		{"perceptron-batch", batchPerceptronSpec},
		{"perceptron-fausett", fausettSpec},
		{"perceptron-dual", dualPerceptronSpec},
		{"relaxation-batch", relaxationBatchSpec},
		{"relaxation-single", relaxationSingleSpec},
		{"lms", lmsSpec},
		{"ho-kashyap", hoKashyapSpec},
		{"mse", mseSpec},
		{"fisher-multi", fisherMultiSpec},
		// Probabilistic generative models.
		{gaussShared, func() Spec { return gaussSpec(gaussShared) }},
		{gaussSeparate, func() Spec { return gaussSpec(gaussSeparate) }},
		{gaussNaive, func() Spec { return gaussSpec(gaussNaive) }},
		// Probabilistic discriminative models.
		{"logistic", logisticSpec},
		{"logistic-bayes", logisticBayesSpec},
		{"softmax", softmaxSpec},
		// Maximum margin.
		{"svm", svmSpec},
		// Neural network.
		{"network", networkSpec},
	}
	for _, m := range table {
		if !yield(m.id, m.spec) {
			return
		}
	}
}

// DefaultMethod is the ID of the method a new scene starts with: the
// online perceptron, which moves at once when the page plays.
const DefaultMethod = "perceptron"

// CatalogIDs returns the ID of every algorithm, in the order of the notes,
// without building their specs as Catalog does.
func CatalogIDs() []string {
	n := 0
	for range methods {
		n++
	}
	ids := make([]string, 0, n)
	for id := range methods {
		ids = append(ids, id)
	}
	return ids
}

// Catalog returns the specification of every algorithm, in the order of
// the notes. Each call builds a fresh table.
func Catalog() []Spec {
	n := 0
	for range methods {
		n++
	}
	specs := make([]Spec, 0, n)
	for _, spec := range methods {
		specs = append(specs, spec())
		complete(&specs[len(specs)-1])
	}
	return specs
}

// Lookup returns the spec with the given ID. It builds that spec alone,
// since checking a scene and starting its trainer look specs up several
// times and building the whole catalog each time costs far more
// (BENCHMARKS.md). TestLookupMatchesCatalog checks it against Catalog.
func Lookup(id string) (Spec, bool) {
	var mk func() Spec
	for mid, spec := range methods {
		if mid == id {
			mk = spec
			break
		}
	}
	if mk == nil {
		return Spec{}, false
	}
	s := mk()
	complete(&s)
	return s, true
}

// complete adds to a spec as its file declares it what the catalog
// derives: the kind of its family, and the multi-class strategy of a
// two-class method.
func complete(s *Spec) {
	s.Kind, _ = kindOf(s.Family)
	if s.Binary {
		s.Params = append(s.Params, strategyParam())
	}
}

// PriorPrecision returns the prior precision α of the model comparison's
// model that the parameters params of method id set: the value of the
// parameter its spec names EvidencePrior. False when the method names
// none, or params hold no number under that key.
func PriorPrecision(id string, params map[string]any) (float64, bool) {
	spec, ok := Lookup(id)
	if !ok || spec.EvidencePrior == "" {
		return 0, false
	}
	v, ok := params[spec.EvidencePrior].(float64)
	return v, ok
}

// EvidenceModel returns the ID of the method whose model the rows of the
// model comparison's group are: the method of that EvidenceGroup that
// names a prior (EvidencePrior), the Bayesian one; false when the group
// has none (the generative rows are each their own method's).
func EvidenceModel(group string) (string, bool) {
	for _, spec := range methods {
		if s := spec(); s.EvidenceGroup == group && s.EvidencePrior != "" {
			return s.ID, true
		}
	}
	return "", false
}

// NewTrainer starts the algorithm id on d, in the feature space of b, with
// the given parameter values (missing ones take their defaults). It looks
// the spec up and resolves the parameters; a caller that keeps both calls
// NewTrainerFrom instead.
//
// Classes without points are left out: the model decides between the
// classes that have points, and its Field's Labels say which those are. A
// data set with fewer than two such classes is a DataError.
func NewTrainer(id string, d Dataset, b Basis, given map[string]any) (Trainer, error) {
	spec, ok := Lookup(id)
	if !ok {
		return nil, msg.Err("engine-unknown-method", "id", wording.Quote(id))
	}
	if err := d.Validate(); err != nil {
		return nil, err
	}
	if err := b.Validate(); err != nil {
		return nil, err
	}
	s, strategy, err := spec.settings(given)
	if err != nil {
		return nil, err
	}
	return spec.start(d, b, s, strategy)
}

// NewTrainerFrom is NewTrainer for a spec that Lookup (or Catalog) returned
// and settings that its Resolve returned: it neither looks the spec up nor
// resolves the parameters again, so that a caller that keeps both (the
// page's session, which resolves them once for each change of the
// parameters) builds its trainers without repeating that work. It does not
// change s, which the caller may go on reading; values are not checked
// against their ranges again. A spec that Lookup did not return, or
// settings that lack one of its keys or hold one it does not have, are an
// error, not a panic.
func NewTrainerFrom(spec Spec, d Dataset, b Basis, s Settings) (Trainer, error) {
	if spec.new == nil {
		return nil, fmt.Errorf("engine: the spec of %s was not built by Lookup", wording.Quote(spec.ID))
	}
	if err := d.Validate(); err != nil {
		return nil, err
	}
	if err := b.Validate(); err != nil {
		return nil, err
	}
	own, strategy := spec.strategyOf(maps.Clone(s))
	return spec.start(d, b, own, strategy)
}

// settings resolves the parameters given for the method of spec, and
// returns apart the multi-class strategy (strategyOf).
func (spec Spec) settings(given map[string]any) (s Settings, strategy string, err error) {
	if s, err = spec.Resolve(given); err != nil {
		return nil, "", err
	}
	s, strategy = spec.strategyOf(s)
	return s, strategy, nil
}

// strategyOf takes the multi-class strategy, which Lookup adds to the
// table of a two-class method for the catalog to read, out of resolved
// settings s, and returns the rest, which the method's constructor gets.
func (spec Spec) strategyOf(s Settings) (Settings, string) {
	strategy := ""
	if spec.Binary {
		strategy, _ = s[strategyKey].(string)
		delete(s, strategyKey)
	}
	return s, strategy
}

// start builds the trainer of spec from the method's own settings s, which
// it keeps, and the multi-class strategy.
func (spec Spec) start(d Dataset, b Basis, s Settings, strategy string) (Trainer, error) {
	r := &relabel{spec: spec, basis: b.Clone(), settings: s, strategy: strategy}
	if err := r.start(d); err != nil {
		return nil, err
	}
	return r, nil
}

// relabel runs a trainer on the classes that have points and maps its
// answers back to the classes of the scene.
type relabel struct {
	spec     Spec
	basis    Basis
	settings Settings // the method's own, without the strategy
	strategy string   // how a two-class method meets more classes
	classes  int      // K of the scene
	labels   []int    // compacted class → scene class
	inner    Trainer
}

func (r *relabel) start(d Dataset) error {
	cd, labels := d.compact()
	if cd.Classes < 2 {
		return &DataError{-1, msg.T("engine-two-classes")}
	}
	var (
		t   Trainer
		err error
	)
	if r.spec.Binary && cd.Classes > 2 {
		t, err = newMulticlass(r.spec, cd, r.basis, r.settings, r.strategy, labels)
	} else {
		t, err = r.spec.new(cd, r.basis, r.settings)
	}
	if err != nil {
		return err
	}
	r.classes, r.labels, r.inner = d.Classes, labels, t
	return nil
}

func (r *relabel) Step() (Snapshot, error) {
	s, err := r.inner.Step()
	return r.outer(s), err
}

func (r *relabel) Snapshot() Snapshot { return r.outer(r.inner.Snapshot()) }

func (r *relabel) Model() Model {
	f := r.inner.Model().Field()
	return NewFieldModel(r.outerField(f), r.classes)
}

// SetData keeps the weights when the same classes have points; when the set
// of classes changes, the method starts again.
func (r *relabel) SetData(d Dataset) error {
	if err := d.Validate(); err != nil {
		return err
	}
	cd, labels := d.compact()
	if d.Classes == r.classes && equalInts(labels, r.labels) {
		return r.inner.SetData(cd)
	}
	return r.start(d)
}

func (r *relabel) outerField(f Field) Field {
	g := f.Clone()
	for i, l := range g.Labels {
		g.Labels[i] = r.labels[l]
	}
	return g
}

func (r *relabel) outer(s Snapshot) Snapshot {
	s = s.Clone()
	s.Field = r.outerField(s.Field)
	for i := range s.Gaussians {
		s.Gaussians[i].Class = r.labels[s.Gaussians[i].Class]
	}
	return s
}

// HeldOutLoss passes f and d, in the inner trainer's classes, to an inner
// trainer that evaluates its criterion on other points; false for any
// other, or for a point or a row of a class the trainer has not seen.
func (r *relabel) HeldOutLoss(f *Field, d Dataset) (float64, bool) {
	h, ok := r.inner.(HeldOut)
	if !ok {
		return 0, false
	}
	inner := make(map[int]int, len(r.labels))
	for i, l := range r.labels {
		inner[l] = i
	}
	cd := Dataset{Classes: len(r.labels), Points: make([]Point, 0, len(d.Points))}
	for _, p := range d.Points {
		c, ok := inner[p.Class]
		if !ok {
			return 0, false
		}
		cd.Points = append(cd.Points, Point{p.X, p.Y, c})
	}
	cf := *f // the inner trainer only reads it
	cf.Labels = make([]int, len(f.Labels))
	for i, l := range f.Labels {
		c, ok := inner[l]
		if !ok {
			return 0, false
		}
		cf.Labels[i] = c
	}
	return h.HeldOutLoss(&cf, cd)
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
