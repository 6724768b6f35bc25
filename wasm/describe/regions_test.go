package describe

import (
	"math"
	"strings"
	"testing"
	"time"

	"hyperplane/engine"
)

// polyField returns a two-class field of the polynomial basis of degree
// 2, z = (1, x, y, x², xy, y²), with row r.
func polyField(r ...float64) *engine.Field {
	return &engine.Field{Basis: engine.Basis{Kind: engine.BasisPoly, Degree: 2}, Rows: [][]float64{r},
		Combine: engine.CombineSign, Labels: []int{0, 1}}
}

// TestRegions samples curved fields whose regions are known: a disc of
// radius 2 in [−5, 5]² takes π·4/100 of the view; the field x² − 4 gives
// class 1 the strip |x| < 2 (16 of 40 columns of cells: 0.4 exactly) and
// class 0 the two pieces either side.
func TestRegions(t *testing.T) {
	rs := regionsOf(polyField(4, 0, 0, -1, 0, -1), box10, 2, false)
	if len(rs) != 2 || rs[0].Class != 0 || math.Abs(rs[0].Share-math.Pi*4/100) > 0.01 || rs[0].Pieces != 1 || en(t, rs[0].Toward) != "about the centre" {
		t.Errorf("disc: %+v", rs)
	}
	rs = regionsOf(polyField(-4, 0, 0, 1, 0, 0), box10, 2, false)
	if len(rs) != 2 || rs[0].Pieces != 2 || rs[1].Pieces != 1 || rs[1].Share != 0.4 || rs[0].Share != 0.6 {
		t.Errorf("strip: %+v", rs)
	}
	// The half plane y > 3 (class 0): a fifth of the view, above; the
	// rest, whose centroid is a fifth of the half height below the
	// centre, is about the centre.
	rs = regionsOf(polyField(-3, 0, 1, 0, 0, 0), box10, 2, false)
	if en(t, rs[0].Toward) != "above" || rs[0].Share != 0.2 || rs[1].Share != 0.8 {
		t.Errorf("half plane: %+v", rs)
	}
}

// TestDescribeCurve: a quadratic model is described by its regions.
func TestDescribeCurve(t *testing.T) {
	var pts []engine.Point
	for i := range 12 {
		a := 2 * math.Pi * float64(i) / 12
		pts = append(pts, engine.Point{X: math.Cos(a), Y: math.Sin(a), Class: 0}, engine.Point{X: 3 * math.Cos(a), Y: 3 * math.Sin(a), Class: 1})
	}
	se := trained(t, "gauss-separate", pts)
	d := Of(Plot{S: se, Box: box10, Step: 1})
	if d.Kind != "curve" || len(d.Regions) < 2 || d.Line != nil {
		t.Fatalf("kind %q, regions %+v", d.Kind, d.Regions)
	}
	if d.Regions[0].Class != 0 || en(t, d.Regions[0].Toward) != "about the centre" || d.Regions[0].Pieces != 1 {
		t.Errorf("the inner class: %+v", d.Regions[0])
	}
	if !strings.Contains(en(t, d.Summary), "a curved boundary (quadratic)") || !strings.Contains(en(t, d.Text), "Class 1 takes") {
		t.Errorf("summary %q\ntext %q", en(t, d.Summary), en(t, d.Text))
	}
}

// TestDescribeAt: at a place, the distance from a straight boundary is
// |h|/‖w‖ of the row, and the nearest point is found.
func TestDescribeAt(t *testing.T) {
	se := trained(t, "least-squares", overlapPoints)
	p := Plot{S: se, Box: box10, Step: 1}
	f := se.Training().Shown().Field
	r := lineRow(&f)
	x, y := 0.5, 3.0
	h := r[0] + r[1]*x + r[2]*y
	s := en(t, At(p, x, y, ""))
	if !strings.Contains(s, Num(math.Abs(h)/math.Hypot(r[1], r[2]))+" from the boundary") || strings.Contains(s, "about") {
		t.Errorf("%q: want the distance %v", s, math.Abs(h)/math.Hypot(r[1], r[2]))
	}
	// (2, 1) is point 6, √(1.5² + 2²) = 2.5 from (0.5, 3); the next,
	// (2, 0) and (−1.5, 0.5), are √(1.5² + 3²) = 3.35 and √(2² + 2.5²) = 3.2
	// away.
	if !strings.Contains(s, "nearest point 6, class 2, at (2, 1), 2.5 away") {
		t.Errorf("%q", s)
	}
	side := "class 1 side"
	if h < 0 {
		side = "class 2 side"
	}
	if !strings.HasPrefix(s, "at (0.5, 3): "+side+", score h = "+Num(h)) {
		t.Errorf("%q", s)
	}
	// Point 8, the class-2 point among class 1, is the mistake.
	if got := en(t, PointLine(p, 7)); got != "point 8 of 8, class 2, at (−2.5, 0), misclassified" {
		t.Errorf("point line %q", got)
	}
	if got := en(t, PointLine(p, 0)); got != "point 1 of 8, class 1, at (−2, 0), correctly classified" {
		t.Errorf("point line %q", got)
	}
	// While a lesson hides the boundary, neither gives it away.
	v := se.Plot().View()
	v.Boundary, v.Shading = false, "off"
	se.Plot().SetView(v)
	if got := en(t, PointLine(p, 7)); strings.Contains(got, "classified") {
		t.Errorf("hidden: %q", got)
	}
	if d := Of(p); !d.Hidden || d.Line != nil || strings.Contains(en(t, d.Text), "misclassified") {
		t.Errorf("hidden: %+v", d)
	}
}

// TestThrottle: frames of 16 ms for ten seconds, with a key that changes
// at every frame while training runs for six seconds and then says it
// converged: the region speaks at most once a second, and says the
// converged summary, once.
func TestThrottle(t *testing.T) {
	var th Throttle
	t0 := time.Unix(1000, 0)
	var said []time.Time
	var last string
	for f := 0; f < 625; f++ {
		now := t0.Add(time.Duration(f) * 16 * time.Millisecond)
		key := "running " + string(rune('a'+f%26))
		if now.Sub(t0) > 6*time.Second {
			key = "converged"
		}
		if s := th.Next(now, key, key); s != "" {
			said = append(said, now)
			last = s
		}
	}
	for i := 1; i < len(said); i++ {
		if d := said[i].Sub(said[i-1]); d < Every {
			t.Errorf("two summaries %v apart", d)
		}
	}
	if last != "converged" || len(said) < 5 || len(said) > 7 {
		t.Errorf("%d summaries, the last %q", len(said), last)
	}
	n := 0
	for _, s := range said {
		if s.Sub(t0) > 6*time.Second {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d summaries after convergence, want one", n)
	}
}

// TestQuick: above QuickCounted points a quick description says the
// snapshot's count of mistakes and no margin of the set; the full one
// counts them class by class, to the same total.
func TestQuick(t *testing.T) {
	pts := make([]engine.Point, QuickCounted+1000)
	for i := range pts {
		a := float64(i) * 0.618
		pts[i] = engine.Point{X: 3 * math.Cos(a), Y: 3 * math.Sin(a) * float64(i%5) / 5, Class: i % 2}
	}
	se := trained(t, "least-squares", pts)
	quick := Of(Plot{S: se, Box: box10, Step: 1, Quick: true})
	full := Of(Plot{S: se, Box: box10, Step: 1})
	snap := se.Training().Shown()
	if quick.Mistakes != nil || quick.MistakesTotal != snap.Mistakes || !math.IsNaN(float64(quick.Nearest)) {
		t.Errorf("quick: mistakes %v, total %d (snapshot %d)", quick.Mistakes, quick.MistakesTotal, snap.Mistakes)
	}
	if full.Mistakes[0]+full.Mistakes[1] != snap.Mistakes || snap.Mistakes == 0 {
		t.Errorf("full: mistakes %v, snapshot %d", full.Mistakes, snap.Mistakes)
	}
	if !strings.Contains(en(t, quick.Summary), strings.TrimSuffix(strings.Split(en(t, full.Summary), " (class")[0], ".")) {
		t.Errorf("the summaries differ beyond the classes: %q and %q", en(t, quick.Summary), en(t, full.Summary))
	}
}

// TestWatch: at frames of 16 ms with the picture changing at every one,
// the plot is looked at only when the Throttle would say a new summary:
// at the first frame (16 ms), whose summary primes it, at the first frame
// a second later (1,024 ms), whose summary it says, and a second after
// that (2,032 ms). Two looks are at least 250 ms apart, and a picture
// that holds still is not looked at again.
func TestWatch(t *testing.T) {
	var w Watch
	t0 := time.Unix(1000, 0)
	var looks []time.Duration
	for f := 1; f <= 150; f++ {
		now := t0.Add(time.Duration(f) * 16 * time.Millisecond)
		if w.Look(now, uint64(f)) {
			looks = append(looks, now.Sub(t0))
			w.Next(now, "key "+string(rune('a'+f%26)), "text")
		}
	}
	want := []time.Duration{16 * time.Millisecond, 1024 * time.Millisecond, 2032 * time.Millisecond}
	if len(looks) != len(want) || looks[0] != want[0] || looks[1] != want[1] || looks[2] != want[2] {
		t.Fatalf("looks at %v, want %v", looks, want)
	}
	var fresh Watch // never primed: the throttle is due
	if !fresh.Look(t0, 1) || fresh.Look(t0.Add(249*time.Millisecond), 2) || !fresh.Look(t0.Add(250*time.Millisecond), 2) {
		t.Error("two looks less than 250 ms apart, or none at 250 ms")
	}
	if fresh.Look(t0.Add(5*time.Second), 2) || !fresh.Look(t0.Add(5*time.Second), 3) {
		t.Error("a picture that held still was looked at again, or a new one not")
	}
}

// TestAgain: the same words twice differ by a no-break space, and a third
// time are the words again.
func TestAgain(t *testing.T) {
	s := Again("", "Added point 1.")
	s2 := Again(s, "Added point 1.")
	if s != "Added point 1." || s2 != "Added point 1.\u00a0" || Again(s2, "Added point 1.") != s {
		t.Errorf("%q, %q", s, s2)
	}
}
