package plane

import (
	"math"
	"testing"
)

// FuzzClip clips lines and polygons given by arbitrary numbers, NaN and
// ±Inf included, and checks that nothing panics and that what comes back
// lies where it should: t within [lo, hi] and the clipped points in the
// box, the polygon's vertices in the box and on the kept side of the line
// (to a tolerance relative to the numbers' size).
//
//	go test ./engine/plane -run '^$' -fuzz '^FuzzClip$' -fuzztime 10000x
func FuzzClip(f *testing.F) {
	f.Add(-1.0, 1.0, 6.0, 0.0, 0.0, 1.0, 0.0, 4.0, 0.0, 2.0)
	f.Add(2.0, 4.0, 4.0, -4.0, math.Inf(-1), math.Inf(1), 0.0, 4.0, 0.0, 2.0)
	f.Add(1.0, 1.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 0.0, 2.0)
	f.Add(math.NaN(), 1.0, 1.0, 1.0, 0.0, 1.0, 0.0, 1.0, 0.0, 1.0)
	f.Add(1e300, -1e300, 1e-300, 1e300, -1.0, math.Inf(1), -1e308, 1e308, -5.0, 5.0)
	f.Fuzz(func(t *testing.T, px, py, dx, dy, lo, hi, minX, maxX, minY, maxY float64) {
		p, d, b := Vec2{px, py}, Vec2{dx, dy}, Box{minX, maxX, minY, maxY}
		scale := 1.0
		for _, v := range []float64{px, py, minX, maxX, minY, maxY} {
			if finite(v) {
				scale = math.Max(scale, math.Abs(v))
			}
		}
		tol := 1e-9 * scale
		inBox := func(what string, v Vec2) {
			if !(v.X >= b.MinX-tol && v.X <= b.MaxX+tol && v.Y >= b.MinY-tol && v.Y <= b.MaxY+tol) {
				t.Fatalf("%s %v outside %v", what, v, b)
			}
		}
		if t0, t1, ok := Clip(p, d, lo, hi, b); ok {
			if !(lo <= t0 && t0 <= t1 && t1 <= hi) || math.IsInf(t0, 0) || math.IsInf(t1, 0) {
				t.Fatalf("t in [%v, %v] for [%v, %v]", t0, t1, lo, hi)
			}
			for _, tt := range []float64{t0, t1} {
				if e := (Vec2{p.X + tt*d.X, p.Y + tt*d.Y}); e.finite() && scale < 1e300 {
					inBox("end", e)
				}
			}
		}
		// The line through p with normal d, as a half-plane of the box.
		h := Line{-(d.X*p.X + d.Y*p.Y), d.X, d.Y}
		if s, ok := h.Level(0, b); ok && scale < 1e300 {
			inBox("level end A", s.A)
			inBox("level end B", s.B)
		}
		poly := ClipPolygon(BoxPolygon(b, -1), h, 0)
		if poly != nil && scale < 1e300 {
			nw := math.Hypot(h.W1, h.W2)
			for _, v := range poly {
				inBox("vertex", v.Vec2)
				if h.At(v.Vec2) < -tol*nw*4 {
					t.Fatalf("vertex %v on the wrong side of %v: %v", v, h, h.At(v.Vec2))
				}
			}
		}
	})
}
