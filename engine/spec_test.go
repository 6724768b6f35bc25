package engine

import (
	"encoding/json"
	"slices"
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
	// knobs of gauss-shared and gauss-separate (4 each), naive Bayes (1).
	if conditions != 22 {
		t.Errorf("%d conditions in the catalog, counted 22 in the tables", conditions)
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
