package describe

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/scene"
	"hyperplane/wasm/session"
)

var box10 = scene.Viewport{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5}

// TestNumbers: the formats of the numbers the descriptions say.
func TestNumbers(t *testing.T) {
	for _, c := range []struct {
		v    float64
		want string
	}{
		{3.14159, "3.14"}, {-2.5, "−2.5"}, {1234, "1230"}, {0.5, "0.5"}, {100, "100"},
		{1.999, "2"}, {-0.00012345, "−1.23e−4"}, {123456, "1.23e5"}, {0, "0"},
		{math.NaN(), "no value"}, {math.Inf(1), "infinity"},
	} {
		if got := Num(c.v); got != c.want {
			t.Errorf("Num(%v) = %q, want %q", c.v, got, c.want)
		}
	}
	// Coordinates read to a tenth of the grid's step.
	for _, c := range []struct {
		v, step float64
		want    string
	}{
		{2, 1, "2"}, {2.3, 1, "2.3"}, {2.25, 0.5, "2.25"}, {-0.0000001, 1, "0"}, {-3.1, 1, "−3.1"}, {1500, 500, "1500"},
		{0.123456, 0.01, "0.123"},
	} {
		if got := Coord(c.v, c.step); got != c.want {
			t.Errorf("Coord(%v, %v) = %q, want %q", c.v, c.step, got, c.want)
		}
	}
	if v, err := ParseNum("−3.1"); err != nil || v != -3.1 {
		t.Errorf("ParseNum(−3.1) = %v, %v", v, err)
	}
}

// TestLineWords: the issue's own example. The line through (−5, 3.1) and
// (4, −5) has slope (−5 − 3.1)/(4 + 5) = −0.9, so it is 0.9 x + y + 1.4 = 0;
// in the box [−5, 5]² it crosses the left edge at y = 3.1 and the bottom at
// x = 4, falling from the upper left to the lower right.
func TestLineWords(t *testing.T) {
	l := Line{W0: 1.4, W1: 0.9, W2: 1}
	want := "a line from the upper left to the lower right, crossing the left edge at y = 3.1 and the bottom at x = 4"
	if got := en(t, l.Words(box10, 1)); got != want {
		t.Errorf("words %q\nwant  %q", got, want)
	}
	if got, want := en(t, l.Equation()), "0.9 x + y + 1.4 = 0, that is y = −0.9 x − 1.4"; got != strings.ReplaceAll(want, "+ y", "+ 1 y") {
		t.Errorf("equation %q", got)
	}
	// Other shapes: rising, horizontal, vertical, and a line that misses
	// the view (x + y = 20 passes 20/√2 from the origin, to the upper
	// right).
	for _, c := range []struct {
		l    Line
		want string
	}{
		{Line{0, -1, 1}, "a line from the lower left to the upper right, crossing the left edge at y = −5 and the right edge at y = 5"},
		{Line{-2, 0, 1}, "a horizontal line, crossing the left edge at y = 2 and the right edge at y = 2"},
		{Line{3, 1, 0}, "a vertical line, crossing the bottom at x = −3 and the top at x = −3"},
		{Line{-20, 1, 1}, "a line from the upper left to the lower right outside the view, to the upper right"},
		{Line{-10, 1, 1}, "a line from the upper left to the lower right touching the view at the right edge at y = 5"},
	} {
		if got := en(t, c.l.Words(box10, 1)); got != c.want {
			t.Errorf("%+v: %q\nwant %q", c.l, got, c.want)
		}
	}
}

// crossingsByBisection finds where h = w₀ + w₁x + w₂y changes sign along
// each edge of b by bisection on the field's own evaluator: an
// independent way to the crossings of its boundary.
func crossingsByBisection(f *engine.Field, b scene.Viewport) [][2]float64 {
	ev := engine.NewEvaluator(f)
	h := func(x, y float64) float64 {
		r := ev.Rows(x, y)
		if len(r) == 2 {
			return r[0] - r[1] // two argmax rows: the boundary of h₁ − h₂
		}
		return r[0]
	}
	edges := [][4]float64{{b.MinX, b.MinY, b.MinX, b.MaxY}, {b.MaxX, b.MinY, b.MaxX, b.MaxY}, {b.MinX, b.MinY, b.MaxX, b.MinY}, {b.MinX, b.MaxY, b.MaxX, b.MaxY}}
	var out [][2]float64
	for _, e := range edges {
		at := func(t float64) (float64, float64) { return e[0] + t*(e[2]-e[0]), e[1] + t*(e[3]-e[1]) }
		lo, hi := 0.0, 1.0
		if math.Signbit(h(at(lo))) == math.Signbit(h(at(hi))) {
			continue
		}
		for range 200 {
			mid := (lo + hi) / 2
			if math.Signbit(h(at(mid))) == math.Signbit(h(at(lo))) {
				lo = mid
			} else {
				hi = mid
			}
		}
		x, y := at((lo + hi) / 2)
		out = append(out, [2]float64{x, y})
	}
	return out
}

// lineRow returns the row (w₀, w₁, w₂) of a two-class field's boundary:
// its sign row, or the difference of its two argmax rows.
func lineRow(f *engine.Field) [3]float64 {
	r := [3]float64{f.Rows[0][0], f.Rows[0][1], f.Rows[0][2]}
	if len(f.Rows) == 2 {
		for i := range r {
			r[i] -= f.Rows[1][i]
		}
	}
	return r
}

// equationTerms reads the left side of an equation written by
// Line.Equation back into its coefficients of x, y and 1.
func equationTerms(t *testing.T, eq string) map[string]float64 {
	t.Helper()
	lhs, _, _ := strings.Cut(eq, " =")
	out := map[string]float64{}
	sign := 1.0
	fs := strings.Fields(lhs)
	for i := 0; i < len(fs); i++ {
		switch f := fs[i]; {
		case f == "+":
			sign = 1
		case f == "−":
			sign = -1
		default:
			v, err := ParseNum(f)
			if err != nil {
				t.Fatalf("%q: %v", eq, err)
			}
			name := ""
			if i+1 < len(fs) && (fs[i+1] == "x" || fs[i+1] == "y") {
				name = fs[i+1]
				i++
			}
			out[name] = sign * v
			sign = 1
		}
	}
	return out
}

// trained returns a session on pts with the method id, trained to the end.
func trained(t *testing.T, id string, pts []engine.Point) *session.Session {
	t.Helper()
	sc := scene.DefaultScene()
	sc.Points = pts
	se := session.New(sc)
	if err := se.Training().SetAlgorithm(id); err != nil {
		t.Fatal(err)
	}
	se.Training().Train(1_000_000, 10*time.Second)
	if !se.Training().Trained() {
		t.Fatalf("%s did not train: %v", id, se.Message())
	}
	return se
}

// fourPoints: two of each class, with one class-2 point among class 1, so
// that a line must misclassify.
var overlapPoints = []engine.Point{
	{X: -2, Y: 0, Class: 0}, {X: -2, Y: 1, Class: 0}, {X: -2, Y: -1, Class: 0}, {X: -1.5, Y: 0.5, Class: 0},
	{X: 2, Y: 0, Class: 1}, {X: 2, Y: 1, Class: 1}, {X: 2, Y: -1, Class: 1}, {X: -2.5, Y: 0, Class: 1},
}

// TestDescribeLine checks the numbers of a least-squares line against the
// field: the crossings against bisection on the field's own values, the
// sides against the sign of h, and the misclassified points against a
// count by the evaluator and the snapshot's own count.
func TestDescribeLine(t *testing.T) {
	se := trained(t, "least-squares", overlapPoints)
	p := Plot{S: se, Box: box10, Step: 1}
	d := Of(p)
	if d.Kind != "line" || d.Line == nil {
		t.Fatalf("kind %q, line %v", d.Kind, d.Line)
	}
	snap := se.Training().Shown()
	f := snap.Field
	row := lineRow(&f)
	if d.Line.W != row {
		t.Errorf("line %v, rows %v", d.Line.W, f.Rows)
	}
	want := crossingsByBisection(&f, box10)
	if len(d.Line.Crossings) != len(want) || len(want) != 2 {
		t.Fatalf("crossings %v, by bisection %v", d.Line.Crossings, want)
	}
	for _, c := range d.Line.Crossings {
		found := false
		for _, w := range want {
			if math.Abs(c.X-w[0]) < 1e-9 && math.Abs(c.Y-w[1]) < 1e-9 {
				found = true
			}
		}
		if !found {
			t.Errorf("crossing %+v is not among %v", c, want)
		}
	}
	// Each crossing is said in the words with its coordinate.
	for _, c := range d.Line.Crossings {
		v := c.Y
		if c.Edge == "top" || c.Edge == "bottom" {
			v = c.X
		}
		if !strings.Contains(en(t, d.Line.Words), c.Edge) || !strings.Contains(en(t, d.Line.Words), Coord(v, 1)) {
			t.Errorf("the words %q leave out %+v", en(t, d.Line.Words), c)
		}
	}
	// The positive side: a point a unit along the normal from a point of
	// the line has h > 0 and is of the field's first class.
	if d.Line.Positive != f.Labels[0] || d.Line.Negative != f.Labels[1] {
		t.Errorf("sides %d/%d, labels %v", d.Line.Positive, d.Line.Negative, f.Labels)
	}
	w1, w2 := row[1], row[2]
	if got := en(t, sideOf(w1, w2)); en(t, d.Line.PositiveSide) != got || got == en(t, d.Line.NegativeSide) {
		t.Errorf("positive side %q (normal %v, %v), negative %q", en(t, d.Line.PositiveSide), w1, w2, en(t, d.Line.NegativeSide))
	}
	// Mistakes per class, counted here by the sign of the row.
	var by [2]int
	for _, q := range overlapPoints {
		h := row[0] + w1*q.X + w2*q.Y
		if (h >= 0) != (q.Class == f.Labels[0]) {
			by[q.Class]++
		}
	}
	if len(d.Mistakes) != 2 || d.Mistakes[0] != by[0] || d.Mistakes[1] != by[1] || d.MistakesTotal != snap.Mistakes || snap.Mistakes != by[0]+by[1] {
		t.Errorf("mistakes %v (total %d), counted %v, snapshot %d", d.Mistakes, d.MistakesTotal, by, snap.Mistakes)
	}
	if by[1] != 1 || by[0] != 0 {
		t.Errorf("the one mistake should be the class-2 point among class 1: %v", by)
	}
	for _, s := range []string{en(t, d.Summary), en(t, d.Text)} {
		for _, part := range []string{"Least squares", "1 point misclassified (class 2: 1)", en(t, d.Line.Words)} {
			if !strings.Contains(strings.ToLower(s), strings.ToLower(part)) {
				t.Errorf("%q\nleaves out %q", s, part)
			}
		}
	}
	if !strings.Contains(en(t, d.Text), en(t, d.Line.Equation)) {
		t.Errorf("the text leaves out the equation: %q", en(t, d.Text))
	}
	// The equation's numbers read back as the row, to three digits.
	got := equationTerms(t, en(t, d.Line.Equation))
	for k, w := range map[string]float64{"x": w1, "y": w2, "": row[0]} {
		if math.Abs(got[k]-w) > 5e-3*math.Abs(w) {
			t.Errorf("the equation's %q coefficient %v, the row's %v", k, got[k], w)
		}
	}
}

// TestDescribeMargin: the SVM's margin is 1/‖w‖ of its row, and on
// separable points every point is on its side, the nearest at the set's
// geometric margin min yᵢhᵢ/‖w‖ computed here.
func TestDescribeMargin(t *testing.T) {
	pts := []engine.Point{{X: 1.5, Y: 2, Class: 0}, {X: 2.5, Y: 1.2, Class: 0}, {X: 2, Y: 3, Class: 0},
		{X: -2, Y: -1.5, Class: 1}, {X: -3, Y: -2.5, Class: 1}, {X: -1, Y: -2, Class: 1}}
	se := trained(t, "svm", pts)
	d := Of(Plot{S: se, Box: box10, Step: 1})
	f := se.Training().Shown().Field
	r := lineRow(&f)
	nw := math.Hypot(r[1], r[2])
	if math.Abs(float64(d.Margin)-1/nw) > 1e-9 {
		t.Errorf("margin %v, 1/‖w‖ = %v", d.Margin, 1/nw)
	}
	near := math.Inf(1)
	for _, q := range pts {
		y := 1.0
		if q.Class == 1 {
			y = -1
		}
		near = math.Min(near, y*(r[0]+r[1]*q.X+r[2]*q.Y)/nw)
	}
	if math.Abs(float64(d.Nearest)-near) > 1e-9 || !(near > 0) {
		t.Errorf("nearest %v, computed %v", d.Nearest, near)
	}
	if !strings.Contains(en(t, d.Text), "The margin 1/‖w‖ is "+Num(1/nw)) || !strings.Contains(en(t, d.Text), "the nearest is "+Num(near)) {
		t.Errorf("text %q", en(t, d.Text))
	}
}

// BenchmarkOf describes a straight boundary over 20,000 points
// (MaxCounted), in full (the API's describe(), the key i) and quick (the
// live region's summary, at most once a second while training runs).
func BenchmarkOf(b *testing.B) {
	pts := make([]engine.Point, 20_000)
	for i := range pts {
		a := float64(i) * 0.618
		pts[i] = engine.Point{X: 3 * math.Cos(a) * float64(i%7) / 7, Y: 3 * math.Sin(a) * float64(i%5) / 5, Class: i % 2}
	}
	sc := scene.DefaultScene()
	sc.Points = pts
	se := session.New(sc)
	se.Training().SetAlgorithm("least-squares")
	se.Training().Train(10, time.Second)
	for _, quick := range []bool{false, true} {
		p := Plot{S: se, Box: box10, Step: 1, Quick: quick}
		b.Run(map[bool]string{false: "full", true: "quick"}[quick], func(b *testing.B) {
			for range b.N {
				Of(p)
			}
		})
	}
}

// TestDescribeKernelMistakes: for a kernel machine, whose snapshot lists
// its misclassified points (engine.Snapshot.Wrong), the description counts
// them class by class from that list; the counts are those of evaluating
// the machine's field at every point here, both in a full and in a quick
// description: 200 noisy points of two overlapping rings (seeded), the
// RBF SVM with a small C so that some stay wrong.
func TestDescribeKernelMistakes(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 5))
	var pts []engine.Point
	for i := range 200 {
		c := i % 2
		a, rad := 2*math.Pi*r.Float64(), 1+float64(c)+0.6*r.NormFloat64()
		pts = append(pts, engine.Point{X: rad * math.Cos(a), Y: rad * math.Sin(a), Class: c})
	}
	sc := scene.DefaultScene()
	sc.Points = pts
	se := session.New(sc)
	if err := se.Training().SetAlgorithm("svm"); err != nil {
		t.Fatal(err)
	}
	if err := se.Training().SetParams(map[string]any{"kernel": "rbf", "gamma": 1.0, "C": 0.3}); err != nil {
		t.Fatal(err)
	}
	se.Training().Train(1_000_000, 10*time.Second)
	snap := se.Training().Shown()
	if snap.Wrong == nil || len(snap.Wrong) == 0 {
		t.Fatalf("the kernel machine lists no wrong points (%v): the test says little", snap.Wrong)
	}
	want, total := make([]int, 2), 0
	ev := engine.NewEvaluator(&snap.Field)
	for _, q := range pts {
		if ev.Decide(q.X, q.Y) != q.Class {
			want[q.Class]++
			total++
		}
	}
	for _, quick := range []bool{false, true} {
		d := Of(Plot{S: se, Box: box10, Step: 1, Quick: quick})
		if !slices.Equal(d.Mistakes, want) || d.MistakesTotal != total {
			t.Errorf("quick %v: mistakes %v (%d), want %v (%d) by evaluating the field", quick, d.Mistakes, d.MistakesTotal, want, total)
		}
	}
}
