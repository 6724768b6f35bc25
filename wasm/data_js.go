package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"syscall/js"

	"hyperplane/engine"
	"hyperplane/engine/datasets"
	"hyperplane/engine/scene"
	"hyperplane/wasm/session"
)

// dataHandlers returns the functions of window.hyperplane for the bundled
// data sets and for standardizing.
func (b *bridge) dataHandlers() []handler {
	a := b.app
	return append(b.tableHandlers(), []handler{
		{"datasets", false, func([]js.Value) (any, error) { return datasets.List(), nil }},
		{"loadDataset", true, b.loadDataset},
		{"standardize", true, func([]js.Value) (any, error) { return nil, a.s.Standardize() }},
		{"axes", true, func([]js.Value) (any, error) {
			ax := a.s.Axes()
			return map[string]any{"x": ax.X, "y": ax.Y, "dataset": ax.Dataset,
				"xLabel": session.AxisLabel(ax.X), "yLabel": session.AxisLabel(ax.Y)}, nil
		}},
	}...)
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

// tableHandlers returns csvColumns(text), which describes the columns of
// a CSV table, and importTable(text, {x, y, class}), which imports the
// chosen columns of one (by index) and names the axes after them.
func (b *bridge) tableHandlers() []handler {
	a := b.app
	return []handler{
		{"csvColumns", false, func(args []js.Value) (any, error) {
			text, err := argString(args, 0, "the CSV text", maxText)
			if err != nil {
				return nil, err
			}
			return scene.CSVColumns(strings.NewReader(text))
		}},
		{"importTable", true, func(args []js.Value) (any, error) {
			text, err := argString(args, 0, "the CSV text", maxText)
			if err != nil {
				return nil, err
			}
			var o struct{ X, Y, Class int }
			if err := argObject(args, 1, "the columns", &o); err != nil {
				return nil, err
			}
			cols, err := scene.CSVColumns(strings.NewReader(text))
			if err != nil {
				return nil, fmt.Errorf("the CSV was not imported: %v", err)
			}
			proj, dropped, err := scene.ProjectCSV(strings.NewReader(text), o.X, o.Y, o.Class)
			if err != nil {
				return nil, fmt.Errorf("the CSV was not imported: %v", err)
			}
			pts, names, err := scene.ParseCSV(strings.NewReader(proj), engine.MaxPoints)
			if err == nil {
				err = a.s.Import(pts, names)
			}
			if err != nil {
				return nil, fmt.Errorf("the CSV was not imported: %v", err)
			}
			a.s.SetAxisNames(cols.Names[o.X], cols.Names[o.Y])
			if dropped > 0 {
				a.s.Note(fmt.Sprintf("Imported %d points of %d classes, %s against %s; %d rows without x or y were left out.",
					len(pts), len(names), cols.Names[o.Y], cols.Names[o.X], dropped))
			}
			return nil, nil
		}},
	}
}
