package pictures

import (
	"math"
	"math/rand/v2"
	"testing"

	"hyperplane/engine"
)

// TestSolutionSliceHand: two points on the x-axis, (1, 0) of class 1 and
// (−1, 0) of class 2. At w₀ = 0 with b = 0 both constraints read w₁ ≥ 0,
// so the slice of the box [−2, 2]² is its right half, of area 8. With
// w₀ = 1 and b = 0 they read 1 + w₁ ≥ 0 and −(1 − w₁) ≥ 0: w₁ ≥ 1, a
// strip of area 1·4 = 4.
func TestSolutionSliceHand(t *testing.T) {
	pts := []engine.Point{{X: 1, Y: 0, Class: 0}, {X: -1, Y: 0, Class: 1}}
	box := [4]float64{-2, 2, -2, 2}
	for _, c := range []struct {
		w0, area float64
	}{{0, 8}, {1, 4}} {
		ws, err := SolutionSlice(pts, c.w0, 0, box)
		if err != nil {
			t.Fatal(err)
		}
		if a := polygonArea(ws.Polygon); math.Abs(a-c.area) > 1e-12 {
			t.Errorf("w₀ = %v: area %v, want %v (%v)", c.w0, a, c.area, ws.Polygon)
		}
	}
	// XOR is not separable: no slice has any area.
	xor := []engine.Point{{X: 0, Y: 0, Class: 1}, {X: 1, Y: 0, Class: 0}, {X: 0, Y: 1, Class: 0}, {X: 1, Y: 1, Class: 1}}
	for _, w0 := range []float64{-3, -0.5, 0, 0.5, 3} {
		ws, _ := SolutionSlice(xor, w0, 0, [4]float64{-50, 50, -50, 50})
		if len(ws.Polygon) != 0 {
			t.Errorf("XOR at w₀ = %v has a region %v", w0, ws.Polygon)
		}
	}
}

// TestSolutionSliceGrid checks the clipped polygon against a brute-force
// grid of a = (w₀, w₁, w₂): a grid point is inside the polygon exactly when
// yᵢaᵀzᵢ ≥ b holds for every point, computed from the data directly.
// Grid points within 1e-7 of a constraint's line or of the polygon's edge
// are skipped, where rounding may decide either way.
func TestSolutionSliceGrid(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 2))
	for trial := 0; trial < 200; trial++ {
		n := 1 + rng.IntN(8)
		pts := make([]engine.Point, n)
		for i := range pts {
			pts[i] = engine.Point{X: rng.NormFloat64() * 2, Y: rng.NormFloat64() * 2, Class: rng.IntN(2)}
			if rng.IntN(4) == 0 { // separable data often
				pts[i].Class = 0
				if pts[i].X < 0 {
					pts[i].Class = 1
				}
			}
		}
		w0 := rng.NormFloat64() * 2
		b := 0.0
		if rng.IntN(2) == 0 {
			b = rng.Float64() * 2
		}
		half := 1 + rng.Float64()*5
		box := [4]float64{-half, half, -half + rng.NormFloat64(), half}
		ws, err := SolutionSlice(pts, w0, b, box)
		if err != nil {
			t.Fatal(err)
		}
		const g = 60
		inside := 0
		for i := 0; i <= g; i++ {
			for j := 0; j <= g; j++ {
				w1 := box[0] + (box[1]-box[0])*float64(i)/g
				w2 := box[2] + (box[3]-box[2])*float64(j)/g
				feasible, near := true, false
				for _, p := range pts {
					y := 1.0
					if p.Class == 1 {
						y = -1
					}
					m := y*(w0+w1*p.X+w2*p.Y) - b
					if math.Abs(m) < 1e-7*(1+math.Hypot(p.X, p.Y)) {
						near = true
					}
					if m < 0 {
						feasible = false
					}
				}
				in, edge := inConvex(ws.Polygon, [2]float64{w1, w2})
				if near || edge {
					continue
				}
				if in != feasible {
					t.Fatalf("trial %d: (w₁, w₂) = (%v, %v) feasible %v, in the polygon %v\npoints %v w₀ %v b %v box %v\npolygon %v",
						trial, w1, w2, feasible, in, pts, w0, b, box, ws.Polygon)
				}
				if feasible != ws.satisfies([2]float64{w1, w2}) {
					t.Fatalf("trial %d: satisfies disagrees at (%v, %v)", trial, w1, w2)
				}
				if in {
					inside++
				}
			}
		}
		// The polygon's area and the share of the grid in it agree to
		// within the grid's resolution: each cell is (box area)/g².
		cell := (box[1] - box[0]) * (box[3] - box[2]) / (g * g)
		if a, grid := polygonArea(ws.Polygon), float64(inside)*cell; math.Abs(a-grid) > 4*g*cell+1e-9 {
			t.Errorf("trial %d: area %v, grid %v", trial, a, grid)
		}
	}
}

func TestSolutionSliceRefuses(t *testing.T) {
	box := [4]float64{-1, 1, -1, 1}
	if _, err := SolutionSlice([]engine.Point{{Class: 2}}, 0, 0, box); err == nil {
		t.Error("a third class was accepted")
	}
	if _, err := SolutionSlice(nil, math.NaN(), 0, box); err == nil {
		t.Error("NaN was accepted")
	}
	if _, err := SolutionSlice(nil, 0, 0, [4]float64{1, 1, 0, 1}); err == nil {
		t.Error("an empty box was accepted")
	}
}

// polygonArea is the shoelace formula.
func polygonArea(p [][2]float64) float64 {
	a := 0.0
	for i := range p {
		q := p[(i+1)%len(p)]
		a += p[i][0]*q[1] - q[0]*p[i][1]
	}
	return math.Abs(a) / 2
}

// inConvex reports whether w is inside the convex polygon p (either
// orientation) and whether it lies within 1e-7 of an edge.
func inConvex(p [][2]float64, w [2]float64) (in, edge bool) {
	if len(p) < 3 {
		return false, false
	}
	pos, neg := 0, 0
	for i := range p {
		q := p[(i+1)%len(p)]
		ex, ey := q[0]-p[i][0], q[1]-p[i][1]
		cr := ex*(w[1]-p[i][1]) - ey*(w[0]-p[i][0])
		l := math.Hypot(ex, ey)
		if l > 0 && math.Abs(cr)/l < 1e-7 {
			edge = true
		}
		if cr > 0 {
			pos++
		} else if cr < 0 {
			neg++
		}
	}
	return pos == 0 || neg == 0, edge
}
