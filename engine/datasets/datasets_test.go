package datasets

import (
	"math"
	"testing"

	"hyperplane/engine"
)

// TestIrisMeans checks the bundled iris against the per-species means of
// Fisher's data (Fisher 1936, Table I; the same as R's datasets::iris,
// e.g. aggregate(. ~ Species, iris, mean)): sepal length, sepal width,
// petal length, petal width in cm. The UCI copy has two errors in setosa
// (rows 35 and 38), which would give a sepal width of 3.418 and a petal
// width of 0.244 instead.
func TestIrisMeans(t *testing.T) {
	tab, err := Load("iris")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][4]float64{
		"setosa":     {5.006, 3.428, 1.462, 0.246},
		"versicolor": {5.936, 2.770, 4.260, 1.326},
		"virginica":  {6.588, 2.974, 5.552, 2.026},
	}
	if tab.Rows != 150 || len(tab.Classes) != 3 || len(tab.Features) != 4 || tab.Incomplete != 0 {
		t.Fatalf("iris: %d rows, classes %v, features %v, %d incomplete", tab.Rows, tab.Classes, tab.Features, tab.Incomplete)
	}
	for k, name := range tab.Classes {
		var sum [4]float64
		n := 0
		for i, row := range tab.Values {
			if tab.Class[i] == k {
				n++
				for j := range 4 {
					sum[j] += row[j]
				}
			}
		}
		if n != 50 {
			t.Fatalf("%s: %d flowers, want 50", name, n)
		}
		for j := range 4 {
			if m := sum[j] / 50; math.Abs(m-want[name][j]) > 5e-4 {
				t.Errorf("%s %s: mean %.4f, published %.3f", name, tab.Features[j], m, want[name][j])
			}
		}
	}
	// Petal length against petal width, all three species.
	pts, err := tab.Points(Choice{X: 2, Y: 3})
	if err != nil || len(pts.Points) != 150 || pts.X.Name != "petal length (cm)" || pts.Y.Name != "petal width (cm)" {
		t.Fatalf("points %d, axes %q %q, %v", len(pts.Points), pts.X.Name, pts.Y.Name, err)
	}
}

// TestPenguinsMissing: of the 344 penguins (Gorman et al. 2014, as in
// palmerpenguins), two have no measurements; every choice of features
// drops those two and keeps 342: palmerpenguins' counts, 152 Adélie, 124
// Gentoo and 68 Chinstrap, less the two (its rows 4, an Adélie, and 272, a
// Gentoo, are all NA).
func TestPenguinsMissing(t *testing.T) {
	tab, err := Load("penguins")
	if err != nil {
		t.Fatal(err)
	}
	if tab.Rows != 344 || tab.Incomplete != 2 {
		t.Fatalf("%d rows, %d incomplete; want 344 and 2", tab.Rows, tab.Incomplete)
	}
	pts, err := tab.Points(Choice{X: 0, Y: 2})
	if err != nil {
		t.Fatal(err)
	}
	count := map[string]int{}
	for _, p := range pts.Points {
		count[pts.Classes[p.Class]]++
	}
	if pts.Dropped != 2 || count["Adelie"] != 151 || count["Gentoo"] != 123 || count["Chinstrap"] != 68 {
		t.Fatalf("dropped %d, counts %v", pts.Dropped, count)
	}
	// Two classes kept: numbered in the table's order (Adelie, Chinstrap, Gentoo in the file).
	two, err := tab.Points(Choice{X: 0, Y: 1, Classes: []string{"Gentoo", "Chinstrap"}})
	if err != nil || len(two.Points) != 123+68 || two.Classes[0] != "Chinstrap" {
		t.Fatalf("two classes: %d points, %v, %v", len(two.Points), two.Classes, err)
	}
	if _, err := tab.Points(Choice{X: 0, Y: 1, Classes: []string{"Emperor", "Gentoo"}}); err == nil {
		t.Fatal("an unknown class was accepted")
	}
}

// TestBreastCancer: 569 tumours, 212 malignant and 357 benign (the UCI
// description, quoted in scikit-learn's breast_cancer.rst), and the range
// of mean radius 6.981 to 28.11 (the same description's table).
func TestBreastCancer(t *testing.T) {
	tab, err := Load("breast-cancer")
	if err != nil {
		t.Fatal(err)
	}
	pts, err := tab.Points(Choice{X: 0, Y: 1})
	if err != nil {
		t.Fatal(err)
	}
	n := [2]int{}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, p := range pts.Points {
		n[p.Class]++
		lo, hi = math.Min(lo, p.X), math.Max(hi, p.X)
	}
	if pts.Classes[0] != "malignant" || n != [2]int{212, 357} || lo != 6.981 || hi != 28.11 {
		t.Fatalf("classes %v counts %v, radius %g..%g", pts.Classes, n, lo, hi)
	}
	if len(List()) != 3 {
		t.Fatalf("List gives %d data sets, want 3", len(List()))
	}
}

// TestStandardize: z-scores have mean 0 and sample standard deviation 1,
// and for the points 1, 2, 3, 4 on x the mean is 2.5 and the standard
// deviation √(5/3) (the squares of the deviations sum to 5, over n − 1 = 3).
func TestStandardize(t *testing.T) {
	pts := []engine.Point{{X: 1, Y: 10}, {X: 2, Y: 10}, {X: 3, Y: 20}, {X: 4, Y: 20}}
	z, err := Standardize(pts)
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(z[0]-2.5) > 1e-15 || math.Abs(z[1]-math.Sqrt(5.0/3)) > 1e-15 || z[2] != 15 {
		t.Fatalf("transformation %v", z)
	}
	if want := (1 - 2.5) / math.Sqrt(5.0/3); math.Abs(pts[0].X-want) > 1e-15 {
		t.Fatalf("z of 1 is %g, want %g", pts[0].X, want)
	}
	tab, _ := Load("iris")
	s, err := tab.Points(Choice{X: 0, Y: 2, Standardize: true})
	if err != nil {
		t.Fatal(err)
	}
	var m, v float64
	for _, p := range s.Points {
		m += p.Y / 150
	}
	for _, p := range s.Points {
		v += (p.Y - m) * (p.Y - m) / 149
	}
	// The mean of petal length over all 150 flowers: (1.462+4.260+5.552)/3.
	if math.Abs(m) > 1e-12 || math.Abs(v-1) > 1e-12 || math.Abs(s.Y.Mean-3.758) > 5e-4 || s.Y.Units != "standard units" {
		t.Fatalf("standardized: mean %g, variance %g, axis %+v", m, v, s.Y)
	}
	if _, err := Standardize([]engine.Point{{X: 1, Y: 1}, {X: 1, Y: 2}}); err == nil {
		t.Fatal("a constant coordinate was standardized")
	}
}
