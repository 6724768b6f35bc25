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
)

//go:embed *.csv
var files embed.FS

// Info describes a bundled data set.
type Info struct {
	ID       string   `json:"id"`
	Title    string   `json:"title"`
	Features []string `json:"features"`
	Classes  []string `json:"classes"`
	Rows     int      `json:"rows"`
	// Incomplete counts the rows with a missing measurement.
	Incomplete int    `json:"incomplete"`
	X          int    `json:"x"` // the features shown first
	Y          int    `json:"y"`
	Source     string `json:"source"`
	Licence    string `json:"licence"`
	Note       string `json:"note"`
	file       string
}

var infos = []Info{
	{ID: "iris", Title: "Iris flowers (Fisher 1936)", file: "iris.csv", X: 2, Y: 3,
		Source: "R. A. Fisher, “The use of multiple measurements in taxonomic problems”, Annals of Eugenics 7 (1936); " +
			"measured by E. Anderson. Copied from scikit-learn's iris.csv (Debian python3-sklearn), which follows Fisher's paper " +
			"(the UCI copy differs in two values).",
		Licence: "Public domain data (1936); the UCI Machine Learning Repository lists it under CC BY 4.0.",
		Note:    "150 flowers, 50 of each species, four measurements in centimetres, none missing."},
	{ID: "penguins", Title: "Palmer penguins (Gorman et al. 2014)", file: "penguins.csv", X: 0, Y: 1,
		Source: "K. B. Gorman, T. D. Williams, W. R. Fraser, PLoS ONE 9(3) e90081 (2014), Palmer Station Antarctica LTER; " +
			"the palmerpenguins package by A. Horst, A. Hill and K. Gorman. Copied from the npm package vega-datasets 3.2.1 (penguins.json).",
		Licence: "CC0 1.0 (as the palmerpenguins authors and vega-datasets' datapackage.json state).",
		Note: "344 penguins of three species; two (an Adélie and a Gentoo) have no measurements at all and are left out whatever the features, " +
			"so 342 are shown. (The sex, missing for 10 more, is not used.)"},
	{ID: "breast-cancer", Title: "Breast cancer Wisconsin (diagnostic)", file: "breast_cancer.csv", X: 0, Y: 1,
		Source: "W. H. Wolberg, W. N. Street, O. L. Mangasarian (1995), UCI Machine Learning Repository, data set 17. " +
			"Copied from scikit-learn's breast_cancer.csv (Debian python3-sklearn); the ten “mean” features of the thirty are kept.",
		Licence: "CC BY 4.0 (as the UCI Machine Learning Repository states for its data sets).",
		Note:    "569 tumours, 212 malignant and 357 benign, ten features of the cell nuclei, none missing."},
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
		return Table{}, fmt.Errorf("there is no data set %q", id)
	}
	t := Table{Info: infos[i]}
	raw, err := files.ReadFile(t.file)
	if err != nil {
		return Table{}, err
	}
	recs, err := csv.NewReader(bytes.NewReader(raw)).ReadAll()
	if err != nil || len(recs) < 2 {
		return Table{}, fmt.Errorf("the data set %q cannot be read: %v", id, err)
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
				return Table{}, fmt.Errorf("the data set %q has a bad number %q", id, r[j])
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
		return Points{}, fmt.Errorf("the features are numbered 0 to %d", nf-1)
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
			return Points{}, fmt.Errorf("%s has no class %q; its classes are %v", t.Title, n, t.Classes)
		}
	}
	if len(names) < 2 || len(names) > engine.MaxClasses {
		return Points{}, fmt.Errorf("keep between 2 and %d classes", engine.MaxClasses)
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
		return z, fmt.Errorf("standardizing needs at least two points")
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
		return z, fmt.Errorf("a coordinate is the same for every point: it cannot be standardized")
	}
	for i := range pts {
		pts[i].X = (pts[i].X - z[0]) / z[1]
		pts[i].Y = (pts[i].Y - z[2]) / z[3]
	}
	return z, nil
}
