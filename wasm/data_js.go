package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"syscall/js"

	"hyperplane/engine/datasets"
	"hyperplane/wasm/session"
)

// dataHandlers returns the functions of window.hyperplane for the bundled
// data sets and for standardizing.
func (b *bridge) dataHandlers() []handler {
	a := b.app
	return []handler{
		{"datasets", false, func([]js.Value) (any, error) { return datasets.List(), nil }},
		{"loadDataset", true, b.loadDataset},
		{"standardize", true, func([]js.Value) (any, error) { return nil, a.s.Standardize() }},
		{"axes", true, func([]js.Value) (any, error) {
			ax := a.s.Axes()
			return map[string]any{"x": ax.X, "y": ax.Y, "dataset": ax.Dataset,
				"xLabel": session.AxisLabel(ax.X), "yLabel": session.AxisLabel(ax.Y)}, nil
		}},
	}
}

// loadDataset is loadDataset(id, {x, y, classes, standardize}): x and y
// are features by index or by name (by default the data set's own pair),
// classes the names of the classes to keep (by default all).
func (b *bridge) loadDataset(args []js.Value) (any, error) {
	id, err := argString(args, 0, "the data set's id", 40)
	if err != nil {
		return nil, err
	}
	t, err := datasets.Load(id)
	if err != nil {
		return nil, err
	}
	var o struct {
		X, Y        json.RawMessage
		Classes     []string
		Standardize bool
	}
	if given(args, 1) {
		if err := argObject(args, 1, "the choice", &o); err != nil {
			return nil, err
		}
	}
	c := datasets.Choice{X: t.X, Y: t.Y, Classes: o.Classes, Standardize: o.Standardize}
	for _, f := range []struct {
		raw json.RawMessage
		dst *int
	}{{o.X, &c.X}, {o.Y, &c.Y}} {
		if len(f.raw) == 0 {
			continue
		}
		var name string
		if json.Unmarshal(f.raw, f.dst) == nil {
			continue
		}
		if json.Unmarshal(f.raw, &name) != nil {
			return nil, fmt.Errorf("x and y are features, by index or by name")
		}
		if *f.dst = slices.Index(t.Features, name); *f.dst < 0 {
			return nil, fmt.Errorf("%s has no feature %q; its features are %q", t.Title, name, t.Features)
		}
	}
	return nil, b.app.s.LoadDataset(id, c)
}
