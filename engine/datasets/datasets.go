// Package datasets holds the real data sets bundled with Hyperplane, small
// tables of measurements with a class, and turns one into points: two of
// its features as x and y, some of its classes, and optionally each axis
// standardized.
//
// The tables are CSV files embedded here: a header of feature names and
// the class's name last, one row per specimen, an empty cell where a
// measurement is missing. Each one's source and licence are in List.
package datasets

import (
	"bytes"
	"embed"
	"encoding/csv"
	"fmt"
	"math"
	"slices"
	"strconv"

	"hyperplane/engine"
	"hyperplane/engine/msg"
)

//go:embed *.csv
var files embed.FS

// Info describes a bundled data set.
type Info struct {
	ID       string   `json:"id"`
	Title    msg.Text `json:"title"`
	Features []string `json:"features"`
	Classes  []string `json:"classes"`
	Rows     int      `json:"rows"`
	// Incomplete counts the rows with a missing measurement.
	Incomplete int      `json:"incomplete"`
	X          int      `json:"x"` // the features shown first
	Y          int      `json:"y"`
	Source     msg.Text `json:"source"`
	Licence    msg.Text `json:"licence"`
	Note       msg.Text `json:"note"`
	file       string
}

var infos = []Info{
	{ID: "iris", Title: msg.T("dataset-iris"), file: "iris.csv", X: 2, Y: 3,
		Source:  msg.T("dataset-iris-source"),
		Licence: msg.T("dataset-iris-licence"),
		Note:    msg.T("dataset-iris-note")},
	{ID: "penguins", Title: msg.T("dataset-penguins"), file: "penguins.csv", X: 0, Y: 1,
		Source:  msg.T("dataset-penguins-source"),
		Licence: msg.T("dataset-penguins-licence"),
		Note:    msg.T("dataset-penguins-note")},
	{ID: "breast-cancer", Title: msg.T("dataset-breast-cancer"), file: "breast_cancer.csv", X: 0, Y: 1,
		Source:  msg.T("dataset-breast-cancer-source"),
		Licence: msg.T("dataset-breast-cancer-licence"),
		Note:    msg.T("dataset-breast-cancer-note")},
}

// Table is a loaded data set: its rows' features (NaN where missing) and
// classes (indices into Info.Classes).
type Table struct {
	Info
	Values [][]float64
	Class  []int
}

// List returns the bundled data sets, their tables read to count them.
func List() []Info {
	out := make([]Info, 0, len(infos))
	for _, in := range infos {
		t, err := Load(in.ID)
		if err != nil {
			continue
		}
		out = append(out, t.Info)
	}
	return out
}

// Load reads the data set id.
func Load(id string) (Table, error) {
	i := slices.IndexFunc(infos, func(in Info) bool { return in.ID == id })
	if i < 0 {
		return Table{}, msg.Err("dataset-unknown", "id", fmt.Sprintf("%q", id))
	}
	t := Table{Info: infos[i]}
	raw, err := files.ReadFile(t.file)
	if err != nil {
		return Table{}, err
	}
	recs, err := csv.NewReader(bytes.NewReader(raw)).ReadAll()
	if err != nil || len(recs) < 2 {
		return Table{}, fmt.Errorf("datasets: %q cannot be read: %v", id, err) // an embedded file: a build's mistake
	}
	nf := len(recs[0]) - 1
	t.Features = recs[0][:nf]
	t.Classes = nil
	for _, r := range recs[1:] {
		row := make([]float64, nf)
		missing := false
		for j := range nf {
			if r[j] == "" {
				row[j], missing = math.NaN(), true
				continue
			}
			if row[j], err = strconv.ParseFloat(r[j], 64); err != nil {
				return Table{}, fmt.Errorf("datasets: %q has a bad number %q", id, r[j]) // an embedded file: a build's mistake
			}
		}
		c := slices.Index(t.Classes, r[nf])
		if c < 0 {
			c = len(t.Classes)
			t.Classes = append(t.Classes, r[nf])
		}
		if missing {
			t.Incomplete++
		}
		t.Values = append(t.Values, row)
		t.Class = append(t.Class, c)
	}
	t.Rows = len(t.Values)
	return t, nil
}

// Choice says which features are x and y, which classes are kept (by
// name; none means all) and whether each axis is standardized.
type Choice struct {
	X, Y        int
	Classes     []string
	Standardize bool
}

// Axis says what an axis of the points shows: a feature, and, when it is
// standardized, the mean and the standard deviation it was scaled by.
type Axis struct {
	Name  string  `json:"name"`
	Mean  float64 `json:"mean"`
	SD    float64 `json:"sd"` // 0 when not standardized
	Units string  `json:"units"`
}

// Points is a table made into points.
type Points struct {
	Points  []engine.Point
	Classes []string // the kept classes' names, in the points' class order
	X, Y    Axis
	Dropped int // rows left out for a missing x or y
}

// Points makes the points of the choice c. The kept classes are numbered
// in the table's order. Standardizing replaces each coordinate v by
//
//	z = (v − m) / s,
//
// with m the mean and s the sample standard deviation (divisor n − 1) of
// that feature over the points kept.
func (t Table) Points(c Choice) (Points, error) {
	nf := len(t.Features)
	if c.X < 0 || c.X >= nf || c.Y < 0 || c.Y >= nf {
		return Points{}, msg.Err("dataset-features", "max", nf-1)
	}
	keep := make([]int, len(t.Classes)) // table class → point class, or −1
	var names []string
	for k, n := range t.Classes {
		keep[k] = -1
		if len(c.Classes) == 0 || slices.Contains(c.Classes, n) {
			keep[k] = len(names)
			names = append(names, n)
		}
	}
	for _, n := range c.Classes {
		if !slices.Contains(t.Classes, n) {
			return Points{}, msg.Err("dataset-no-class", "dataset", t.Title, "class", fmt.Sprintf("%q", n), "classes", fmt.Sprint(t.Classes))
		}
	}
	if len(names) < 2 || len(names) > engine.MaxClasses {
		return Points{}, msg.Err("dataset-keep-classes", "max", engine.MaxClasses)
	}
	out := Points{Classes: names, X: Axis{Name: t.Features[c.X]}, Y: Axis{Name: t.Features[c.Y]}}
	for i, row := range t.Values {
		k := keep[t.Class[i]]
		if k < 0 {
			continue
		}
		x, y := row[c.X], row[c.Y]
		if math.IsNaN(x) || math.IsNaN(y) {
			out.Dropped++
			continue
		}
		out.Points = append(out.Points, engine.Point{X: x, Y: y, Class: k})
	}
	if c.Standardize {
		z, err := Standardize(out.Points)
		if err != nil {
			return Points{}, err
		}
		out.X.Mean, out.X.SD, out.Y.Mean, out.Y.SD = z[0], z[1], z[2], z[3]
		out.X.Units, out.Y.Units = "standard units", "standard units"
	}
	return out, nil
}

// Standardize replaces the points' coordinates by z-scores in place,
// z = (v − m) / s with m the mean and s the sample standard deviation
// (divisor n − 1) of each coordinate, and returns [mx, sx, my, sy].
func Standardize(pts []engine.Point) ([4]float64, error) {
	var z [4]float64
	n := float64(len(pts))
	if n < 2 {
		return z, msg.Err("dataset-standardize-two")
	}
	for _, p := range pts {
		z[0] += p.X / n
		z[2] += p.Y / n
	}
	var sx, sy float64
	for _, p := range pts {
		sx += (p.X - z[0]) * (p.X - z[0])
		sy += (p.Y - z[2]) * (p.Y - z[2])
	}
	z[1], z[3] = math.Sqrt(sx/(n-1)), math.Sqrt(sy/(n-1))
	if !(z[1] > 0) || !(z[3] > 0) {
		return z, msg.Err("dataset-standardize-constant")
	}
	for i := range pts {
		pts[i].X = (pts[i].X - z[0]) / z[1]
		pts[i].Y = (pts[i].Y - z[2]) / z[3]
	}
	return z, nil
}
