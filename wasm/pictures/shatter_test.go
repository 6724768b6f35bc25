package pictures

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/msg/msgtest"
)

// shatterCases are point sets whose counts of separable labellings are
// known by hand (the notes' capacity slides: lines shatter 3 points but
// not 4).
var shatterCases = []struct {
	name string
	pts  []engine.Point
	want int // separable labellings, counted by hand
}{
	// Every labelling of one point: 2 (both are "all on one side").
	{"one point", []engine.Point{{X: 0, Y: 0}}, 2},
	// Two distinct points: all 4 (a perpendicular bisector splits them).
	{"two points", []engine.Point{{X: 0, Y: 0}, {X: 1, Y: 2}}, 4},
	// Three points in general position: all 8 (the notes' figure).
	{"triangle", []engine.Point{{X: 0, Y: 0}, {X: 1, Y: 0}, {X: 0, Y: 1}}, 8},
	// Three collinear points: the middle one cannot differ from both ends,
	// which rules out 2 of the 8 (+−+ and −+−).
	{"collinear", []engine.Point{{X: 0, Y: 0}, {X: 1, Y: 1}, {X: 2, Y: 2}}, 6},
	// The square: the two XOR labellings of the diagonals fail, 14 of 16.
	{"square", []engine.Point{{X: 0, Y: 0}, {X: 1, Y: 0}, {X: 0, Y: 1}, {X: 1, Y: 1}}, 14},
	// A point inside a triangle: it cannot differ from all three corners,
	// so the 2 labellings "centre against the corners" fail: 14 of 16.
	{"inside", []engine.Point{{X: 0, Y: 0}, {X: 4, Y: 0}, {X: 0, Y: 4}, {X: 1, Y: 1}}, 14},
	// Two equal points can never take different labels: of the 8
	// labellings of three points, the 4 that split the pair fail.
	{"duplicate", []engine.Point{{X: 0, Y: 0}, {X: 0, Y: 0}, {X: 3, Y: 1}}, 4},
	// Five points in convex position: a line cuts a convex polygon into
	// two runs of consecutive vertices, 2 + 5·4 = 22 labellings (the
	// empty split twice, and n(n−1) contiguous arcs of 1..n−1 points).
	{"pentagon", []engine.Point{{X: 0, Y: 3}, {X: 3, Y: 1}, {X: 2, Y: -3}, {X: -2, Y: -3}, {X: -3, Y: 1}}, 22},
	// Six points in convex position: 2 + 6·5 = 32 of 64.
	{"hexagon", []engine.Point{{X: 2, Y: 0}, {X: 1, Y: 2}, {X: -1, Y: 2}, {X: -2, Y: 0}, {X: -1, Y: -2}, {X: 1, Y: -2}}, 32},
}

func TestShatterCounts(t *testing.T) {
	for _, c := range shatterCases {
		sh, err := Shatter(c.pts)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if sh.Separable != c.want || len(sh.Labellings) != 1<<len(c.pts) {
			t.Errorf("%s: %d of %d separable, want %d of %d", c.name, sh.Separable, len(sh.Labellings), c.want, 1<<len(c.pts))
		}
		if sh.Shattered != (c.want == 1<<len(c.pts)) {
			t.Errorf("%s: shattered = %v", c.name, sh.Shattered)
		}
		checkLabellings(t, c.name, c.pts, sh)
		if _, err := json.Marshal(sh); err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}

func TestShatterConclusion(t *testing.T) {
	sh, _ := Shatter(shatterCases[2].pts)
	if got, want := msgtest.En(t, sh.Conclusion), "8 of 8 labellings separable: these 3 points are shattered"; !strings.HasPrefix(got, want) {
		t.Errorf("triangle: %q, want it to start %q", got, want)
	}
	sh, _ = Shatter(shatterCases[4].pts)
	if got, want := msgtest.En(t, sh.Conclusion), "14 of 16 labellings separable"; !strings.HasPrefix(got, want) || !strings.Contains(got, "VC dimension of lines in the plane is 3") {
		t.Errorf("square: %q", got)
	}
}

// TestShatterRandom compares Shatter with the independent test of
// convexHullsMeet on random integer point sets, where the orientation
// predicates are exact in float64.
func TestShatterRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 6))
	for trial := 0; trial < 300; trial++ {
		n := 1 + rng.IntN(MaxShatterPoints)
		pts := make([]engine.Point, n)
		for i := range pts {
			// A small grid, so that collinear and repeated points occur.
			pts[i] = engine.Point{X: float64(rng.IntN(5)), Y: float64(rng.IntN(5))}
		}
		sh, err := Shatter(pts)
		if err != nil {
			t.Fatal(err)
		}
		checkLabellings(t, "random", pts, sh)
	}
}

// TestShatterMargin: for two points at distance d the hard-margin line is
// their perpendicular bisector with margin d/2 (here d = 5, a 3-4-5
// triangle).
func TestShatterMargin(t *testing.T) {
	sh, err := Shatter([]engine.Point{{X: 0, Y: 0}, {X: 3, Y: 4}})
	if err != nil {
		t.Fatal(err)
	}
	l := sh.Labellings[1] // point 0 positive
	if math.Abs(l.Margin-2.5) > 1e-12 {
		t.Errorf("margin %v, want 2.5", l.Margin)
	}
	// The bisector passes through the midpoint (1.5, 2).
	if v := l.A[0] + 1.5*l.A[1] + 2*l.A[2]; math.Abs(v) > 1e-12 {
		t.Errorf("a = %v does not pass through the midpoint (%v)", l.A, v)
	}
}

func TestShatterRefuses(t *testing.T) {
	if _, err := Shatter(make([]engine.Point, MaxShatterPoints+1)); err == nil {
		t.Error("7 points were accepted")
	}
	if _, err := Shatter(nil); err == nil {
		t.Error("no points were accepted")
	}
	if _, err := Shatter([]engine.Point{{X: math.NaN()}}); err == nil {
		t.Error("NaN was accepted")
	}
}

// checkLabellings checks every labelling of sh against the convex-hull
// test, and that each returned line separates its labelling with
// yᵢ aᵀzᵢ ≥ 1.
func checkLabellings(t *testing.T, name string, pts []engine.Point, sh Shattering) {
	t.Helper()
	for mask, l := range sh.Labellings {
		var a, b []engine.Point
		for i, p := range pts {
			if l.Positive[i] != (mask&(1<<i) != 0) {
				t.Fatalf("%s: labelling %d has the wrong labels", name, mask)
			}
			if l.Positive[i] {
				a = append(a, p)
			} else {
				b = append(b, p)
			}
		}
		want := !convexHullsMeet(a, b)
		if l.Separable != want {
			t.Errorf("%s %v: labelling %b separable = %v, the convex hulls say %v", name, pts, mask, l.Separable, want)
			continue
		}
		if !l.Separable {
			continue
		}
		for i, p := range pts {
			y := -1.0
			if l.Positive[i] {
				y = 1
			}
			if m := y * (l.A[0] + l.A[1]*p.X + l.A[2]*p.Y); m < 1-1e-9 {
				t.Errorf("%s: labelling %b: a = %v gives point %d the margin %v < 1", name, mask, l.A, i, m)
			}
		}
	}
}

// convexHullsMeet reports whether the convex hulls of a and b intersect
// (closed), by brute force: two finite sets of the plane are strictly
// separable by a line exactly when their convex hulls are disjoint (the
// separating hyperplane theorem), and two convex polygons meet exactly
// when a vertex of one lies in the other or two of their edges cross. By
// Carathéodory's theorem a point is in the hull of b when it is in a
// triangle (possibly degenerate) of three points of b. An empty set's hull
// meets nothing.
func convexHullsMeet(a, b []engine.Point) bool {
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	for _, p := range a {
		if inHull(p, b) {
			return true
		}
	}
	for _, p := range b {
		if inHull(p, a) {
			return true
		}
	}
	for _, p := range a {
		for _, q := range a {
			for _, r := range b {
				for _, s := range b {
					if segmentsMeet(p, q, r, s) {
						return true
					}
				}
			}
		}
	}
	return false
}

func orient(p, q, r engine.Point) float64 { return (q.X-p.X)*(r.Y-p.Y) - (q.Y-p.Y)*(r.X-p.X) }

// onSegment reports whether r, collinear with p and q, lies between them.
func onSegment(p, q, r engine.Point) bool {
	return math.Min(p.X, q.X) <= r.X && r.X <= math.Max(p.X, q.X) &&
		math.Min(p.Y, q.Y) <= r.Y && r.Y <= math.Max(p.Y, q.Y)
}

func segmentsMeet(p, q, r, s engine.Point) bool {
	d1, d2 := orient(r, s, p), orient(r, s, q)
	d3, d4 := orient(p, q, r), orient(p, q, s)
	if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) {
		return true
	}
	return (d1 == 0 && onSegment(r, s, p)) || (d2 == 0 && onSegment(r, s, q)) ||
		(d3 == 0 && onSegment(p, q, r)) || (d4 == 0 && onSegment(p, q, s))
}

func inHull(p engine.Point, set []engine.Point) bool {
	for _, a := range set {
		for _, b := range set {
			if orient(a, b, p) == 0 && onSegment(a, b, p) {
				return true // on a segment, or equal to a point (a = b)
			}
			for _, c := range set {
				o1, o2, o3 := orient(a, b, p), orient(b, c, p), orient(c, a, p)
				if orient(a, b, c) != 0 && ((o1 >= 0 && o2 >= 0 && o3 >= 0) || (o1 <= 0 && o2 <= 0 && o3 <= 0)) {
					return true
				}
			}
		}
	}
	return false
}
