package scene_test

import (
	"os"
	"strings"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/datasets"
	"hyperplane/engine/scene"
)

// TestWideCSV reads the bundled iris file (five columns) as a user's
// import would: its columns are found with their names, the species column
// is guessed as the class, and petal length against petal width projected
// and parsed gives the same points as the datasets package's own reading.
func TestWideCSV(t *testing.T) {
	raw, err := os.ReadFile("../datasets/iris.csv")
	if err != nil {
		t.Fatal(err)
	}
	c, err := scene.CSVColumns(strings.NewReader(string(raw)))
	if err != nil {
		t.Fatal(err)
	}
	if !c.Wide || c.Rows != 150 || c.Class != 4 || c.Names[2] != "petal length (cm)" ||
		!c.Numeric[0] || !c.Numeric[3] || c.Numeric[4] {
		t.Fatalf("columns %+v", c)
	}
	text, dropped, err := scene.ProjectCSV(strings.NewReader(string(raw)), 2, 3, 4)
	if err != nil || dropped != 0 {
		t.Fatalf("project: %v, %d dropped", err, dropped)
	}
	pts, names, err := scene.ParseCSV(strings.NewReader(text), 0)
	if err != nil {
		t.Fatal(err)
	}
	tab, _ := datasets.Load("iris")
	want, _ := tab.Points(datasets.Choice{X: 2, Y: 3})
	if len(pts) != 150 || strings.Join(names, ",") != strings.Join(want.Classes, ",") {
		t.Fatalf("%d points, classes %v", len(pts), names)
	}
	for i, p := range pts {
		if p != want.Points[i] {
			t.Fatalf("point %d is %+v, the datasets package reads %+v", i, p, want.Points[i])
		}
	}
}

// TestWideCSVMissing: a semicolon file with decimal commas, a row without
// its y (left out and counted) and no header (the columns are numbered;
// the class is the last column, all numbers).
func TestWideCSVMissing(t *testing.T) {
	in := "1.5;2;3;1\n4;;6;2\n7;8;9,25;1\n" // the first row decides the separator, as in ParseCSV
	c, err := scene.CSVColumns(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	if !c.Wide || c.Rows != 3 || en(t, c.Labels[0]) != "column 1" || c.Class != 3 || !c.Numeric[2] {
		t.Fatalf("columns %+v", c)
	}
	text, dropped, err := scene.ProjectCSV(strings.NewReader(in), 0, 2, 3)
	if err != nil || dropped != 0 {
		t.Fatalf("%v, %d dropped", err, dropped)
	}
	pts, _, err := scene.ParseCSV(strings.NewReader(text), 0)
	if err != nil {
		t.Fatal(err)
	}
	want := []engine.Point{{X: 1.5, Y: 3, Class: 0}, {X: 4, Y: 6, Class: 1}, {X: 7, Y: 9.25, Class: 0}}
	for i := range want {
		if pts[i] != want[i] {
			t.Fatalf("points %+v, want %+v", pts, want)
		}
	}
	if _, dropped, _ = scene.ProjectCSV(strings.NewReader(in), 0, 1, 3); dropped != 1 {
		t.Fatalf("%d rows dropped for an empty y, want 1", dropped)
	}
	if _, _, err := scene.ProjectCSV(strings.NewReader(in), 0, 7, 3); err == nil {
		t.Fatal("a column out of range was accepted")
	}
}
