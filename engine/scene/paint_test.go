package scene

import (
	"math"
	"math/rand/v2"
	"testing"
)

// windingNumber returns how many times the closed polygon poly winds
// around (x, y), by summing the signed angles its edges subtend at the
// point: a computation independent of InPolygon's ray casting.
func windingNumber(poly []float64, x, y float64) int {
	n := len(poly) / 2
	sum := 0.0
	for i := range n {
		j := (i + 1) % n
		a := math.Atan2(poly[2*i+1]-y, poly[2*i]-x)
		b := math.Atan2(poly[2*j+1]-y, poly[2*j]-x)
		d := b - a
		for d > math.Pi {
			d -= 2 * math.Pi
		}
		for d <= -math.Pi {
			d += 2 * math.Pi
		}
		sum += d
	}
	return int(math.Round(sum / (2 * math.Pi)))
}

// nearEdge reports whether (x, y) is within eps of an edge of poly, where
// the two rules may honestly disagree by rounding.
func nearEdge(poly []float64, x, y, eps float64) bool {
	n := len(poly) / 2
	for i := range n {
		j := (i + 1) % n
		if SegmentDistance(x, y, poly[2*i], poly[2*i+1], poly[2*j], poly[2*j+1]) < eps {
			return true
		}
	}
	return false
}

// TestInPolygonAgainstWinding compares the lasso's ray casting with the
// winding number on random star-shaped lassos (simple polygons, where a
// point is inside exactly when it winds once) and on figure-eight lassos
// (which cross themselves; each lobe winds once, with opposite signs, so
// the even-odd rule and a non-zero winding agree).
func TestInPolygonAgainstWinding(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	checked, inside := 0, 0
	for trial := range 200 {
		var poly []float64
		if trial%4 == 3 {
			// A figure eight: (sin 2s, sin s) traced once.
			for k := range 40 {
				s := 2 * math.Pi * float64(k) / 40
				poly = append(poly, 3*math.Sin(2*s), 3*math.Sin(s))
			}
		} else {
			m := 3 + r.IntN(30)
			for k := range m {
				a := 2 * math.Pi * (float64(k) + r.Float64()*0.9) / float64(m)
				rad := 0.5 + 3*r.Float64()
				poly = append(poly, rad*math.Cos(a), rad*math.Sin(a))
			}
		}
		for range 200 {
			x, y := 8*r.Float64()-4, 8*r.Float64()-4
			if nearEdge(poly, x, y, 1e-9) {
				continue
			}
			w := windingNumber(poly, x, y)
			if w < -1 || w > 1 {
				t.Fatalf("trial %d: winding %d: the test polygons wind at most once", trial, w)
			}
			if got := InPolygon(poly, x, y); got != (w != 0) {
				t.Fatalf("trial %d: (%g, %g): InPolygon %v, winding number %d", trial, x, y, got, w)
			}
			checked++
			if w != 0 {
				inside++
			}
		}
	}
	// Both answers must occur often, or the comparison says little.
	if inside < checked/10 || inside > checked*9/10 {
		t.Fatalf("%d of %d points inside: the test is lopsided", inside, checked)
	}
	// Fewer than three vertices enclose nothing.
	if InPolygon([]float64{0, 0, 1, 1}, 0.5, 0.5) {
		t.Fatal("a segment holds a point")
	}
}

// TestBlobOfDrag checks the gesture's closed form: a drag of length 2σ
// along the angle θ gives σ1 = σ, σ2 = aspect·σ and Σ = (σ1²−σ2²) u uᵀ +
// σ2² I with u = (cos θ, sin θ); a tap gives a round blob.
func TestBlobOfDrag(t *testing.T) {
	b := BlobOfDrag(1, 2, 1+6*math.Cos(0.4), 2+6*math.Sin(0.4), 0.25, 0.1)
	if math.Abs(b.Major-3) > 1e-12 || math.Abs(b.Minor-0.75) > 1e-12 || math.Abs(b.Theta-0.4) > 1e-12 || b.X != 1 || b.Y != 2 {
		t.Fatalf("blob %+v, want σ1 3, σ2 0.75, θ 0.4 at (1, 2)", b)
	}
	c, s := math.Cos(0.4), math.Sin(0.4)
	d := 9 - 0.5625
	want := [3]float64{d*c*c + 0.5625, d * c * s, d*s*s + 0.5625}
	for i, v := range b.Cov() {
		if math.Abs(v-want[i]) > 1e-12 {
			t.Fatalf("Σ %v, want %v", b.Cov(), want)
		}
	}
	if tap := BlobOfDrag(1, 2, 1.01, 2, 0.5, 0.3); tap.Major != 0.3 || tap.Minor != 0.3 {
		t.Fatalf("a tap gives %+v, want a round blob of σ 0.3", tap)
	}
}

// TestSegmentDistance checks the brush's distance against hand values.
func TestSegmentDistance(t *testing.T) {
	for _, c := range []struct{ x, y, want float64 }{
		{0.5, 1, 1},    // above the middle: the perpendicular
		{-3, 4, 5},     // beyond the start: the distance to (0, 0), a 3-4-5 triangle
		{1 + 3, -4, 5}, // beyond the end (1, 0)
		{0.25, 0, 0},   // on the segment
	} {
		if d := SegmentDistance(c.x, c.y, 0, 0, 1, 0); math.Abs(d-c.want) > 1e-12 {
			t.Fatalf("distance of (%g, %g): %g, want %g", c.x, c.y, d, c.want)
		}
	}
	if d := SegmentDistance(3, 4, 0, 0, 0, 0); d != 5 {
		t.Fatalf("distance to a point %g, want 5", d)
	}
}
