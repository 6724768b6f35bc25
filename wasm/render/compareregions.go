package render

import (
	"image/color"
	"math"

	"hyperplane/engine"
	"hyperplane/engine/plane"
)

// CompareRegions adds to l the boundaries of a compared K-class linear
// argmax field f (class k where h_k is largest, each h_k affine in the
// plane: least squares, softmax, K-class Fisher, one-versus-rest argmax),
// as seen through cam, in the dash pattern dash and colour c, and reports
// true; it adds nothing and reports false for any other field (the
// lines-only field program draws those). The region of class k is the
// convex polygon {h_k ≥ h_j for every j}: the screen's box, widened by
// 4 pixels, cut by each of those half-planes (plane.ClipPolygon). The
// boundary between the regions of k and j is drawn once, from k's polygon
// when k < j. A few
// segments instead of a program run at every pixel: under software WebGL
// four compared fields of six classes took seconds to compile and a full
// screen pass each at every change (issue 41).
func CompareRegions(l *Lines, f *engine.Field, cam Camera, dash int, c color.RGBA) bool {
	if f.Combine != engine.CombineArgmax || len(f.Rows) < 2 || f.Quad != nil || f.Expansion != nil || f.Network != nil ||
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
		// Sides made by the box are tagged −1, those made by the cut
		// against row j are tagged j.
		poly := plane.BoxPolygon(plane.Box{MinX: -pad, MaxX: cam.W + pad, MinY: -pad, MaxY: cam.H + pad}, -1)
		for j := range aff {
			if j == k || len(poly) == 0 {
				continue
			}
			d := plane.Line{W0: aff[k][0] - aff[j][0], W1: aff[k][1] - aff[j][1], W2: aff[k][2] - aff[j][2]}
			poly = plane.ClipPolygon(poly, d, j)
		}
		for i, v := range poly {
			u := poly[(i+1)%len(poly)]
			// The side from v to u lies on the cut against row v.Edge.
			if v.Edge > k {
				dashed(l, v.X, v.Y, u.X, u.Y, w, cam.DPR, dash, c)
			}
		}
	}
	return true
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
