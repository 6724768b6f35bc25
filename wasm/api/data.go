package api

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"hyperplane/engine"
	"hyperplane/engine/datasets"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
	"hyperplane/wasm/session"
)

// dataHandlers returns the functions for the bundled data sets, CSV
// tables and standardizing.
func dataHandlers() []Handler {
	return []Handler{
		{Name: "csvColumns", Params: []Param{Str(msg.T("refuse-arg-the-csv-text"), MaxText)}, Do: func(c *Call) (any, error) {
			return scene.CSVColumns(strings.NewReader(c.Str(0)))
		}},
		{Name: "importTable", Locked: true, Changes: true, Params: []Param{Str(msg.T("refuse-arg-the-csv-text"), MaxText), Obj(msg.T("refuse-arg-the-columns"))}, Do: importTable},
		{Name: "datasets", Do: func(*Call) (any, error) { return datasets.List(), nil }},
		{Name: "loadDataset", Locked: true, Changes: true, Params: []Param{Str(msg.T("refuse-arg-the-data-sets-id"), 40), Obj(msg.T("refuse-arg-the-choice")).Opt()}, Do: loadDataset},
		{Name: "standardize", Locked: true, Changes: true, Do: func(c *Call) (any, error) { return nil, c.S().Doc().Standardize() }},
		{Name: "axes", Locked: true, Untrained: true, Do: func(c *Call) (any, error) {
			ax := c.S().Doc().Axes()
			return map[string]any{"x": ax.X, "y": ax.Y, "dataset": ax.Dataset,
				"xLabel": axisLabel(ax.X), "yLabel": axisLabel(ax.Y)}, nil
		}},
	}
}

// loadDataset is loadDataset(id, {x, y, classes, standardize}): x and y
// are features by index or by name (by default the data set's own pair),
// classes the names of the classes to keep (by default all).
func loadDataset(c *Call) (any, error) {
	t, err := datasets.Load(c.Str(0))
	if err != nil {
		return nil, err
	}
	var o struct {
		X, Y        json.RawMessage
		Classes     []string
		Standardize bool
	}
	if err := c.DecodeIf(1, &o); err != nil {
		return nil, err
	}
	ch := datasets.Choice{X: t.X, Y: t.Y, Classes: o.Classes, Standardize: o.Standardize}
	for _, f := range []struct {
		raw json.RawMessage
		dst *int
	}{{o.X, &ch.X}, {o.Y, &ch.Y}} {
		if len(f.raw) == 0 {
			continue
		}
		var name string
		if json.Unmarshal(f.raw, f.dst) == nil {
			continue
		}
		if json.Unmarshal(f.raw, &name) != nil {
			return nil, msg.Err("refuse-features")
		}
		i, err := featureIndex(t.Title, t.Features, name)
		if err != nil {
			return nil, err
		}
		*f.dst = i
	}
	return nil, c.S().Doc().LoadDataset(c.Str(0), ch)
}

// featureIndex returns the index of the feature called name: its whole
// name, or any case, or a beginning of it that only one feature has
// ("petal length" for "petal length (cm)").
func featureIndex(title msg.Text, features []string, name string) (int, error) {
	if i := slices.Index(features, name); i >= 0 {
		return i, nil
	}
	low := strings.ToLower(strings.TrimSpace(name))
	var hits []int
	for i, f := range features {
		if strings.ToLower(f) == low {
			return i, nil
		}
		if low != "" && strings.HasPrefix(strings.ToLower(f), low) {
			hits = append(hits, i)
		}
	}
	switch len(hits) {
	case 1:
		return hits[0], nil
	case 0:
		return 0, msg.Err("refuse-no-feature", "dataset", title, "name", fmt.Sprintf("%q", name), "features", fmt.Sprintf("%q", features))
	}
	names := make([]string, len(hits))
	for k, i := range hits {
		names[k] = features[i]
	}
	return 0, msg.Err("refuse-feature-ambiguous", "name", fmt.Sprintf("%q", name), "n", len(hits), "dataset", title, "features", fmt.Sprintf("%q", names))
}

// importTable imports the chosen columns of a CSV table (by index) and
// names the axes after them.
func importTable(c *Call) (any, error) {
	text := c.Str(0)
	var o struct{ X, Y, Class int }
	if err := c.Decode(1, &o); err != nil {
		return nil, err
	}
	cols, err := scene.CSVColumns(strings.NewReader(text))
	if err != nil {
		return nil, msg.Wrap(err, "refuse-csv-not-imported", "why", msg.Of(err))
	}
	proj, dropped, err := scene.ProjectCSV(strings.NewReader(text), o.X, o.Y, o.Class)
	if err != nil {
		return nil, msg.Wrap(err, "refuse-csv-not-imported", "why", msg.Of(err))
	}
	pts, names, err := scene.ParseCSV(strings.NewReader(proj), engine.MaxPoints)
	if err == nil {
		err = c.S().Doc().Import(pts, names)
	}
	if err != nil {
		return nil, msg.Wrap(err, "refuse-csv-not-imported", "why", msg.Of(err))
	}
	c.S().Doc().SetAxisNames(cols.Name(o.X), cols.Name(o.Y))
	if dropped > 0 {
		c.S().Note(msg.T("refuse-imported-table", "n", len(pts), "classes", len(names), "y", column(cols, o.Y), "x", column(cols, o.X), "dropped", dropped))
	}
	return nil, nil
}

// toolHandlers returns the functions of the drawing tools.
func toolHandlers() []Handler {
	return []Handler{
		{Name: "setTool", Locked: true, Changes: true, Params: []Param{Str(msg.T("refuse-arg-the-tool"), 20), Obj(msg.T("refuse-arg-the-tools-options")).Opt()},
			Do: func(c *Call) (any, error) {
				name := c.Str(0)
				var o struct {
					Shape string `json:"shape"` // select: "lasso" (the default) or "box"
				}
				if err := c.DecodeIf(1, &o); err != nil {
					return nil, err // read before the tool changes, so a refusal changes nothing
				}
				if err := c.S().Tools().SetTool(name); err != nil {
					return nil, err
				}
				br := c.S().Tools().Brush()
				br.Box = name == "select" && o.Shape == "box"
				return nil, c.S().Tools().SetBrush(br)
			}},
		{Name: "tool", Locked: true, Untrained: true, Do: func(c *Call) (any, error) {
			return map[string]any{"tool": c.S().Tools().Tool().String(), "brush": c.S().Tools().Brush(), "selected": len(c.S().Tools().Selection())}, nil
		}},
		{Name: "setBrush", Locked: true, Changes: true, Params: []Param{Obj(msg.T("refuse-arg-the-brush"))}, Do: func(c *Call) (any, error) {
			br := c.S().Tools().Brush()
			if err := c.Decode(0, &br); err != nil {
				return nil, err
			}
			return nil, c.S().Tools().SetBrush(br)
		}},
		{Name: "selection", Locked: true, Untrained: true, Do: func(c *Call) (any, error) { return append([]int{}, c.S().Tools().Selection()...), nil }},
		{Name: "select", Locked: true, Changes: true, Params: []Param{Obj(msg.T("refuse-arg-the-indices"))}, Do: func(c *Call) (any, error) {
			var idx []int
			if err := c.Decode(0, &idx); err != nil {
				return nil, err
			}
			return nil, c.S().Tools().Select(idx)
		}},
		{Name: "deleteSelection", Locked: true, Changes: true, Do: func(c *Call) (any, error) { return nil, c.S().Tools().DeleteSelection() }},
		{Name: "relabelSelection", Locked: true, Changes: true, Params: []Param{Int(msg.T("refuse-arg-class"), 0, engine.MaxClasses-1)},
			Do: func(c *Call) (any, error) { return nil, c.S().Tools().RelabelSelection(c.Int(0)) }},
	}
}

// axisLabel is an axis's label: its name, the user's or the data set's
// own words, or in standard units a Text that says how it was scaled.
func axisLabel(x scene.Axis) any {
	if x.SD == 0 {
		return x.Name
	}
	return session.AxisLabel(x)
}

// column names column i of a table: its name, or "column i".
func column(c scene.Columns, i int) msg.Text {
	if i >= 0 && i < len(c.Labels) {
		return c.Labels[i]
	}
	return msg.T("scene-csv-column", "n", i+1)
}
