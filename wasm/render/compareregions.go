package render

import (
	"image/color"
	"math"

	"hyperplane/engine"
)

// CompareRegions adds to l the boundaries of a compared K-class linear
// argmax field f (class k where h_k is largest, each h_k affine in the
// plane: least squares, softmax, K-class Fisher, one-versus-rest argmax),
// as seen through cam, in the dash pattern dash and colour c, and reports
// true; it adds nothing and reports false for any other field (the
// lines-only field program draws those). The region of class k is the
// convex polygon {h_k ≥ h_j for every j}: the screen's box, widened by
// 4 pixels, cut by each of those half-planes. The boundary between the
// regions of k and j is drawn once, from k's polygon when k < j. A few
// segments instead of a program run at every pixel: under software WebGL
// four compared fields of six classes took seconds to compile and a full
// screen pass each at every change (issue 41).
func CompareRegions(l *Lines, f *engine.Field, cam Camera, dash int, c color.RGBA) bool {
	if f.Combine != engine.CombineArgmax || len(f.Rows) < 2 || f.Quad != nil || f.Expansion != nil ||
		f.Basis.Dim() != 2 || !f.Basis.IsLinear() || f.Weights != nil || f.Risk != nil || f.Reject != 0 {
		return false
	}
	// Each row as an affine function of the device pixel: h = a + b·px + c·py.
	aff := make([][3]float64, len(f.Rows))
	at := func(r []float64, px, py float64) float64 {
		x, y := cam.ToData(px, py)
		return r[0] + r[1]*x + r[2]*y
	}
	for i, r := range f.Rows {
		h0 := at(r, 0, 0)
		aff[i] = [3]float64{h0, at(r, 1, 0) - h0, at(r, 0, 1) - h0}
	}
	const pad = 4
	w := compareWidth * cam.DPR
	for k := range aff {
		poly := []regionVertex{{-pad, -pad, -1}, {cam.W + pad, -pad, -1}, {cam.W + pad, cam.H + pad, -1}, {-pad, cam.H + pad, -1}}
		for j := range aff {
			if j == k || len(poly) == 0 {
				continue
			}
			d := [3]float64{aff[k][0] - aff[j][0], aff[k][1] - aff[j][1], aff[k][2] - aff[j][2]}
			poly = clipHalfPlane(poly, d, j)
		}
		for i, v := range poly {
			u := poly[(i+1)%len(poly)]
			// The edge from v to u lies on the cut of plane v.by.
			if v.by > k {
				dashed(l, v.x, v.y, u.x, u.y, w, cam.DPR, dash, c)
			}
		}
	}
	return true
}

// regionVertex is a vertex of a clipped polygon; by is the row whose cut
// made the edge from it to the next vertex, or −1 for the box's.
type regionVertex struct {
	x, y float64
	by   int
}

// clipHalfPlane cuts the convex polygon p to d[0] + d[1]·x + d[2]·y ≥ 0
// (Sutherland–Hodgman), marking the new edge as made by row j.
func clipHalfPlane(p []regionVertex, d [3]float64, j int) []regionVertex {
	val := func(v regionVertex) float64 { return d[0] + d[1]*v.x + d[2]*v.y }
	var out []regionVertex
	for i, v := range p {
		u := p[(i+1)%len(p)]
		fv, fu := val(v), val(u)
		if fv >= 0 {
			out = append(out, v)
		}
		if (fv >= 0) != (fu >= 0) {
			t := fv / (fv - fu)
			x := regionVertex{v.x + t*(u.x-v.x), v.y + t*(u.y-v.y), v.by}
			if fv >= 0 {
				// Leaving: the edge from the crossing to the next
				// crossing lies on the cut.
				x.by = j
			}
			out = append(out, x)
		}
	}
	return out
}

// dashed adds the segment from (x0, y0) to (x1, y1) to l in the dash
// pattern dash, at dpr device pixels per CSS pixel.
func dashed(l *Lines, x0, y0, x1, y1, w, dpr float64, dash int, c color.RGBA) {
	p := compareDashes[min(max(dash, 0), 3)]
	n := math.Hypot(x1-x0, y1-y0)
	if n < 1e-9 {
		return
	}
	if p.period == 0 {
		l.Segment(x0, y0, x1, y1, w, c)
		return
	}
	ux, uy := (x1-x0)/n, (y1-y0)/n
	period := p.period * dpr
	for t := 0.0; t < n; t += period {
		for _, s := range p.on {
			a, b := t+s[0]*dpr, math.Min(t+s[1]*dpr, n)
			if a < b {
				l.Segment(x0+ux*a, y0+uy*a, x0+ux*b, y0+uy*b, w, c)
			}
		}
	}
}
