package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"hyperplane/engine/internal/wording"
	"hyperplane/engine/msg"
)

// This file holds what an algorithm's own file needs to describe itself:
// its Spec, family, parameter tables and their constructors, and the
// resolved Settings it reads. It uses no other part of the engine except
// the types in the signature of a Spec's constructor (Dataset, Basis,
// Trainer); catalog.go assembles the specs into the catalog.

// Spec describes one algorithm: its name, its knobs, and how to start it.
// Its JSON form is what the page builds its controls from.
//
// Its words (Name, Summary, Help, Short, and the parameters' labels and
// help) are Texts of the catalog (web/locales/en/go-methods.ftl), which
// the page shows in its reader's language.
type Spec struct {
	ID      string   `json:"id"`
	Name    msg.Text `json:"name"`
	Family  Family   `json:"family"`
	Summary msg.Text `json:"summary"`
	// Help states the conventions that change the numbers (where the bias
	// sits, what a covariance divides by, the update test).
	Help   msg.Text `json:"help"`
	Params []Param  `json:"params"`
	// Binary marks a two-class method. With more classes it runs once per
	// sub-problem, as the parameter "strategy" chooses.
	Binary bool `json:"binary"`
	// Iterative marks a method that takes many steps; a closed form is
	// solved in one step (or a few stages).
	Iterative bool `json:"iterative"`

	// The properties below are what code outside the engine branches on
	// (the page, the exported Python, the comparisons), instead of lists
	// of IDs: each method's file declares them in its Spec function, and
	// TestSpecPropertiesMatchTrainers checks them against its trainer.

	// Kind is the family as a key for code: KindDiscriminant,
	// KindGenerative, KindDiscriminative or KindMargin. Lookup sets it
	// from Family. A generative method's learnt priors are its fitted πₖ;
	// the others learn the training set's class fractions.
	Kind MethodKind `json:"kind"`
	// Short names the method in a narrow column, a legend or a box plot
	// ("shared Σ" beside the other Gaussian class models); Name is the
	// full name.
	Short msg.Text `json:"short"`
	// Shuffled marks a method that can visit the points in an order
	// shuffled at every epoch by its seeded generator (its parameter
	// "seed", which the same generator serves for every method,
	// shuffle.go): the single-sample perceptrons and relaxation,
	// Widrow–Hoff and stochastic gradient descent.
	Shuffled bool `json:"shuffled"`
	// Link is how the scores of the method's field become posteriors
	// p(C_k|x) on two classes, or on K for a K-class method (its Field's
	// Link): LinkLogistic, LinkProbit or LinkSoftmax; LinkMargin ("") for a
	// discriminant function, which has no posteriors.
	Link Link `json:"link"`
	// Kernel marks a method with the kernel parameters (kernelParams):
	// with a kernel other than the linear one it works on the points
	// (x, y), the kernel takes the place of the basis, and its field is a
	// kernel expansion.
	Kernel bool `json:"kernel"`
	// EvidenceGroup names the group of rows of the model comparison
	// (evaluate.CompareAll's ModelRow.Group) that compares the method with
	// its rivals by AIC, BIC and evidence: EvidenceGenerative for the
	// Gaussian class models, EvidenceLogistic for logistic regression on
	// the bases; "" where none does.
	EvidenceGroup string `json:"evidenceGroup,omitempty"`
	// EvidencePrior is the key of the parameter that is the prior
	// precision α of that comparison's model while this method is the
	// current one (PriorPrecision), or "" when the comparison takes its
	// default.
	EvidencePrior string `json:"evidencePrior,omitempty"`

	new func(d Dataset, b Basis, s Settings) (Trainer, error)
}

// Family is a heading of the notes that gathers methods: the id of its
// name in the catalog, which its JSON writes as a Text.
type Family string

// The families, in the order of the notes.
const (
	FamilyDiscriminant   Family = "family-discriminant"
	FamilyGenerative     Family = "family-generative"
	FamilyDiscriminative Family = "family-discriminative"
	FamilyMargin         Family = "family-margin"
)

// Text returns the family's name.
func (f Family) Text() msg.Text { return msg.T(string(f)) }

// MarshalJSON writes the family's name as a Text.
func (f Family) MarshalJSON() ([]byte, error) { return json.Marshal(f.Text()) }

// MethodKind is a family of methods as a key for code (Spec.Kind).
type MethodKind string

// The kinds of method, one for each family.
const (
	KindDiscriminant   MethodKind = "discriminant"   // FamilyDiscriminant: no posteriors
	KindGenerative     MethodKind = "generative"     // FamilyGenerative: class densities and fitted priors
	KindDiscriminative MethodKind = "discriminative" // FamilyDiscriminative: posteriors modelled directly
	KindMargin         MethodKind = "margin"         // FamilyMargin: the largest margin
)

// kindOf returns the kind of the family heading f, and false for a
// heading that is not one of the families.
func kindOf(f Family) (MethodKind, bool) {
	switch f {
	case FamilyDiscriminant:
		return KindDiscriminant, true
	case FamilyGenerative:
		return KindGenerative, true
	case FamilyDiscriminative:
		return KindDiscriminative, true
	case FamilyMargin:
		return KindMargin, true
	case FamilyNetwork:
		return KindNetwork, true
	}
	return "", false
}

// The groups of the model comparison (Spec.EvidenceGroup).
const (
	EvidenceGenerative = "generative" // the Gaussian class models, by ln p(x, t)
	EvidenceLogistic   = "logistic"   // Bayesian logistic regression on the bases, by ln p(t|x)
)

// ParamKind is the type of a parameter's value.
type ParamKind string

// The parameter kinds.
const (
	ParamFloat  ParamKind = "float"
	ParamInt    ParamKind = "int"
	ParamChoice ParamKind = "choice"
	ParamBool   ParamKind = "bool"
)

// Choice is one option of a choice parameter.
type Choice struct {
	Value string   `json:"value"`
	Label msg.Text `json:"label"`
}

// Param describes one knob of an algorithm. The page builds its controls
// from these tables, so adding an algorithm needs no page code.
type Param struct {
	Key   string    `json:"key"`
	Label msg.Text  `json:"label"`
	Kind  ParamKind `json:"kind"`
	// Min, Max and Step bound numeric parameters; Log asks for a slider on
	// a logarithmic scale.
	Min  float64 `json:"min"`
	Max  float64 `json:"max"`
	Step float64 `json:"step,omitempty"`
	Log  bool    `json:"log,omitempty"`
	// Default is a float64, a string (choice) or a bool.
	Default any      `json:"default"`
	Choices []Choice `json:"choices,omitempty"`
	Help    msg.Text `json:"help"`
	// When, if set, says that the parameter matters only while another
	// choice parameter of the table has one of some values; the page hides
	// it otherwise.
	When *Condition `json:"when,omitempty"`
}

// Condition names a choice parameter of the same table and the values for
// which a dependent parameter matters.
type Condition struct {
	Key    string   `json:"key"`
	Values []string `json:"values"`
}

// Settings holds resolved parameter values: float64 for numbers, string for
// choices, bool for switches.
type Settings map[string]any

// Float returns the numeric parameter key, for a preset's knobs, which
// Preset.Generate resolves from the preset's own table, so that every key
// its scene asks for is there whatever the data: a missing key is a
// mistake in the preset's code, and panics. Methods decode their settings
// instead (see start).
func (s Settings) Float(key string) float64 {
	v, ok := s[key].(float64)
	if !ok {
		panic("engine: no numeric parameter " + key)
	}
	return v
}

// Int returns the integer parameter key; see Float.
func (s Settings) Int(key string) int { return int(s.Float(key)) }

// ResolveSettings checks given against the table params and fills in the
// defaults. A key that the table does not have is an error (an
// *UnknownParamError, which lists the table's keys), so that a typo in a
// script is not taken for a working setting; Scene.Normalize drops such keys
// from scenes saved by other versions before they come here. A value of the
// wrong type or out of range is an error that names the parameter.
func ResolveSettings(params []Param, given map[string]any) (Settings, error) {
	if k, ok := unknownKey(params, given); ok {
		e := &UnknownParamError{Key: k}
		for _, p := range params {
			e.Known = append(e.Known, p.Key)
		}
		return nil, e
	}
	s := make(Settings, len(params))
	for _, p := range params {
		v, ok := given[p.Key]
		if !ok || v == nil {
			s[p.Key] = p.Default
			continue
		}
		r, err := p.Check(v)
		if err != nil {
			return nil, msg.Wrap(err, "engine-param-refused", "param", p.Label, "why", msg.Of(err))
		}
		s[p.Key] = r
	}
	return s, nil
}

// Resolve is ResolveSettings for the table of spec; an unknown key's error
// names the method.
func (spec Spec) Resolve(given map[string]any) (Settings, error) {
	s, err := ResolveSettings(spec.Params, given)
	var u *UnknownParamError
	if errors.As(err, &u) {
		u.Owner = spec.ID
	}
	return s, err
}

// UnknownParamError reports a parameter name that a table does not have.
type UnknownParamError struct {
	Owner string   // the method whose table it is, or ""
	Key   string   // the name given
	Known []string // the table's keys, in its order
}

// Error says which name is unknown and lists the table's, as a Text's
// id and arguments (Text has the words).
func (e *UnknownParamError) Error() string { return e.Text().String() }

// Text says which name is unknown and lists the table's keys (the names
// a script writes, not words).
func (e *UnknownParamError) Text() msg.Text {
	known := strings.Join(e.Known, ", ")
	key := wording.Quote(e.Key)
	switch {
	case e.Owner == "" && len(e.Known) == 0:
		return msg.T("engine-no-param-none", "key", key)
	case e.Owner == "":
		return msg.T("engine-no-param", "key", key, "known", known)
	case len(e.Known) == 0:
		return msg.T("engine-method-no-param-none", "method", e.Owner, "key", key)
	}
	return msg.T("engine-method-no-param", "method", e.Owner, "key", key, "known", known)
}

// Unwrap gives msg.TextOf the error's words.
func (e *UnknownParamError) Unwrap() error { return &msg.Error{Text: e.Text()} }

// unknownKey returns the first key of given, in sorted order, that the
// table params does not have.
func unknownKey(params []Param, given map[string]any) (string, bool) {
	var unknown []string
	for k := range given {
		if !slices.ContainsFunc(params, func(p Param) bool { return p.Key == k }) {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) == 0 {
		return "", false
	}
	slices.Sort(unknown)
	return unknown[0], true
}

// Check converts v to the parameter's type and checks its range, as
// ResolveSettings does with each value it is given.
func (p Param) Check(v any) (any, error) {
	switch p.Kind {
	case ParamFloat, ParamInt:
		var f float64
		switch x := v.(type) {
		case float64:
			f = x
		case float32:
			f = float64(x)
		case int:
			f = float64(x)
		default:
			return nil, msg.Err("engine-value-not-number", "value", fmt.Sprint(v))
		}
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return nil, msg.Err("engine-value-not-finite", "value", fmt.Sprint(f))
		}
		if p.Kind == ParamInt && f != math.Trunc(f) {
			return nil, msg.Err("engine-value-not-whole", "value", fmt.Sprint(f))
		}
		if f < p.Min || f > p.Max {
			return nil, msg.Err("engine-value-outside", "value", fmt.Sprint(f), "min", fmt.Sprint(p.Min), "max", fmt.Sprint(p.Max))
		}
		return f, nil
	case ParamChoice:
		c, ok := v.(string)
		if !ok {
			return nil, msg.Err("engine-value-not-choice", "value", wording.Clip(fmt.Sprint(v), 40))
		}
		for _, ch := range p.Choices {
			if ch.Value == c {
				return c, nil
			}
		}
		return nil, msg.Err("engine-value-not-choice", "value", wording.Quote(c))
	case ParamBool:
		b, ok := v.(bool)
		if !ok {
			return nil, msg.Err("engine-value-not-bool", "value", fmt.Sprint(v))
		}
		return b, nil
	}
	panic(fmt.Sprintf("engine: unknown parameter kind %q", p.Kind)) // a table's mistake
}

// Keys returns the keys of s in order, for stable output.
func (s Settings) Keys() []string {
	k := make([]string, 0, len(s))
	for key := range s {
		k = append(k, key)
	}
	sort.Strings(k)
	return k
}

// Parameter constructors keep the tables short.

func floatParam(key string, label msg.Text, min, max, def float64, help msg.Text) Param {
	return Param{Key: key, Label: label, Kind: ParamFloat, Min: min, Max: max, Default: def, Help: help}
}

func logParam(key string, label msg.Text, min, max, def float64, help msg.Text) Param {
	p := floatParam(key, label, min, max, def, help)
	p.Log = true
	return p
}

func intParam(key string, label msg.Text, min, max, def int, help msg.Text) Param {
	return Param{Key: key, Label: label, Kind: ParamInt, Min: float64(min), Max: float64(max), Step: 1, Default: float64(def), Help: help}
}

func choiceParam(key string, label msg.Text, def string, help msg.Text, choices ...Choice) Param {
	return Param{Key: key, Label: label, Kind: ParamChoice, Default: def, Choices: choices, Help: help}
}

// when returns p shown only while the choice key has one of the values.
func when(p Param, key string, values ...string) Param {
	p.When = &Condition{Key: key, Values: values}
	return p
}

func boolParam(key string, label msg.Text, def bool, help msg.Text) Param {
	return Param{Key: key, Label: label, Kind: ParamBool, Default: def, Help: help}
}
