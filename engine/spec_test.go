package engine

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestParamConditions: every condition of a parameter table names another
// parameter of the same table that is a choice, and only values among its
// choices, so that the page can always decide whether to show the
// parameter.
func TestParamConditions(t *testing.T) {
	conditions := 0
	for _, spec := range Catalog() {
		for _, p := range spec.Params {
			w := p.When
			if w == nil {
				continue
			}
			conditions++
			i := slices.IndexFunc(spec.Params, func(q Param) bool { return q.Key == w.Key })
			if i < 0 || w.Key == p.Key || spec.Params[i].Kind != ParamChoice {
				t.Errorf("%s: %s is shown when %q, which is not another choice of the table", spec.ID, p.Key, w.Key)
				continue
			}
			if len(w.Values) == 0 {
				t.Errorf("%s: %s has a condition without values", spec.ID, p.Key)
			}
			for _, v := range w.Values {
				if !slices.ContainsFunc(spec.Params[i].Choices, func(c Choice) bool { return c.Value == v }) {
					t.Errorf("%s: %s is shown when %s = %q, which is not one of its choices", spec.ID, p.Key, w.Key, v)
				}
			}
		}
	}
	// lms (2), logistic (5), logistic-bayes (5), softmax (1), the MAP
	// knobs of gauss-shared and gauss-separate (4 each), naive Bayes (1),
	// the kernel's γ, degree and c₀ of svm and perceptron-dual (3 each).
	if conditions != 28 {
		t.Errorf("%d conditions in the catalog, counted 28 in the tables", conditions)
	}
}

// TestConditionJSON: the page reads a condition as {key, values}, the
// values a list even when there is one.
func TestConditionJSON(t *testing.T) {
	spec, _ := Lookup("logistic")
	got := map[string]string{}
	for _, p := range spec.Params {
		if p.When != nil {
			b, err := json.Marshal(p)
			if err != nil {
				t.Fatal(err)
			}
			var m map[string]json.RawMessage
			if err := json.Unmarshal(b, &m); err != nil {
				t.Fatal(err)
			}
			got[p.Key] = string(m["when"])
		}
	}
	// As written in logisticParams: η for both gradient methods, the rest
	// for the stochastic one.
	want := map[string]string{
		"eta":      `{"key":"method","values":["gradient","sgd"]}`,
		"schedule": `{"key":"method","values":["sgd"]}`,
		"batch":    `{"key":"method","values":["sgd"]}`,
		"unit":     `{"key":"method","values":["sgd"]}`,
		"seed":     `{"key":"method","values":["sgd"]}`,
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: when = %s, want %s", k, got[k], w)
		}
	}
	if len(got) != len(want) {
		t.Errorf("conditions %v, want %v", got, want)
	}
	b, _ := json.Marshal(Param{Key: "x"})
	var m map[string]any
	json.Unmarshal(b, &m)
	if _, ok := m["when"]; ok {
		t.Errorf("a parameter without a condition writes one: %s", b)
	}
}

// TestEveryTableDecodes: every method's constructor reads its whole table
// into its settings struct and nothing else (decode refuses a key that no
// field reads and a field whose key is missing), so starting each method
// from its defaults on two classes gives no error but the data's.
func TestEveryTableDecodes(t *testing.T) {
	d := Dataset{Classes: 2, Points: []Point{{0, 0, 0}, {1, 0, 0}, {0, 2, 1}, {2, 2, 1}}}
	for _, spec := range Catalog() {
		s, strategy, err := spec.settings(nil)
		if err != nil {
			t.Fatalf("%s: %v", spec.ID, err)
		}
		if spec.Binary != (strategy == StrategyOvR) {
			t.Errorf("%s: strategy %q (binary %v), want the default %q for a two-class method", spec.ID, strategy, spec.Binary, StrategyOvR)
		}
		if _, err := spec.new(d, Basis{}, s); err != nil && !IsDataError(err) {
			t.Errorf("%s: %v", spec.ID, err)
		}
	}
}

// TestDecodeSettings: decode fills tagged fields of every kind and the
// fields of an untagged struct field, leaves a missing optional field at
// zero, and refuses, with an error rather than a panic, a missing key, a
// key that no field reads and a value of another type.
func TestDecodeSettings(t *testing.T) {
	type group struct {
		Seed int `param:"seed"`
	}
	type settings struct {
		Eta   float64 `param:"eta"`
		Order string  `param:"order"`
		On    bool    `param:"on"`
		Xi    float64 `param:"xi,optional"`
		Visit group
	}
	var got settings
	err := Settings{"eta": 0.5, "order": "random", "on": true, "seed": 7.0}.decode(&got)
	if want := (settings{Eta: 0.5, Order: "random", On: true, Visit: group{Seed: 7}}); err != nil || got != want {
		t.Errorf("decode: %+v, %v; want %+v", got, err, want)
	}
	for _, c := range []struct {
		s    Settings
		want string
	}{
		{Settings{"eta": 0.5, "order": "random", "on": true}, `"seed"`},                             // missing
		{Settings{"eta": 0.5, "order": "random", "on": true, "seed": 7.0, "extra": 1.0}, `"extra"`}, // unread
		{Settings{"eta": "fast", "order": "random", "on": true, "seed": 7.0}, `"eta"`},              // wrong type
	} {
		var s settings
		if err := c.s.decode(&s); err == nil || !strings.Contains(enErr(t, err), c.want) {
			t.Errorf("decode %v: %v, want an error naming %s", c.s, err, c.want)
		}
	}
	if err := (Settings{}).decode(settings{}); err == nil {
		t.Errorf("decode into a struct value, not a pointer: no error")
	}
}

// TestUnknownParam: a key that the table does not have is refused, with a
// message that names the method and lists its parameters in the order of
// its table (engine/svm.go's, with the strategy the catalog adds), quoting
// the key cut to 40 characters; before ResolveSettings, nothing else is
// checked, so the message is the same for any value. A preset's knobs are
// refused the same way, without a method to name.
func TestUnknownParam(t *testing.T) {
	const svmKeys = "kernel, gamma, degree, coef0, margin, C, tol, eps, pairs, maxSteps, strategy"
	for _, c := range []struct {
		given map[string]any
		want  string
	}{
		{map[string]any{"kernal": "rbf"}, `svm has no parameter "kernal"; its parameters are ` + svmKeys},
		{map[string]any{"C": 2.0, "b": 1.0, "a": nil}, `svm has no parameter "a"; its parameters are ` + svmKeys},
		{map[string]any{strings.Repeat("é", 50): 1.0}, `svm has no parameter "` + strings.Repeat("é", 40) + `…"; its parameters are ` + svmKeys},
	} {
		_, err := NewTrainer("svm", Dataset{Classes: 2}, Basis{}, c.given)
		var u *UnknownParamError
		if err == nil || enErr(t, err) != c.want || !errors.As(err, &u) || u.Owner != "svm" {
			t.Errorf("NewTrainer(svm, %v): %v, want %s", c.given, err, c.want)
		}
	}
	spec, _ := Lookup("least-squares")
	if _, err := spec.Resolve(map[string]any{"eta": 1.0}); err == nil || enErr(t, err) != `least-squares has no parameter "eta"; it has no parameters` {
		t.Errorf("least squares: %v", err)
	}
}
