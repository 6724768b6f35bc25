package render

import (
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine"
)

// Knots of the strip mesh: the shading is exact at each knot and linear
// between. Its confidence is tanh(t) in t = |h0|/2 (logistic) or 1 − e^−t
// in t = distance / (0.12 × the view's smaller side) (margin models): at
// most 0.0022 from the true value with knots 0.15 apart (the error of
// linear interpolation is at most Δ²/8 · max|f″|, and |f″| ≤ 0.77 for tanh,
// ≤ 1 for 1 − e^−t), which is 0.24 of a colour level after the shading's
// factor 0.42; past the last knot the confidence is within 10⁻³ of 1.
const (
	stripStep = 0.15
	stripTanh = 5.0 // 1 − tanh 5 = 9·10⁻⁵
	stripExp  = 7.0 // e^−7 = 9·10⁻⁴
)

// StripMesh appends to v and idx a mesh of strips along the boundary of
// the linear two-class field f that covers the screen and carries, in its
// vertex colours, what the field program (Key.Strips) would otherwise work
// out at every pixel: the class tint, hard or shaded by the confidence,
// exact at each knot and linear between (see stripStep), and the boundary
// line, exact. The sources are the vertex positions, for the scenery
// layer. Under software WebGL, where every operation of a program is paid
// at every pixel, this is the cheaper way.
func StripMesh(v []ebiten.Vertex, idx []uint32, f *engine.Field, cam Camera, lk Look) ([]ebiten.Vertex, []uint32) {
	r := FlatRowOf(f, cam)
	tint := func(side int) [3]float64 {
		var c [3]float64
		if side < len(f.Labels) {
			col := ClassColor(f.Labels[side])
			c = [3]float64{float64(col.R) / 255, float64(col.G) / 255, float64(col.B) / 255}
		}
		return c
	}
	// The confidence at distance d (device pixels) from the boundary, and
	// the scale of t.
	alpha, tMax := r.Per/2, stripTanh
	conf := math.Tanh
	if f.Link == engine.LinkMargin {
		alpha, tMax = 1/(confSpan*math.Min(cam.W, cam.H)), stripExp
		conf = func(t float64) float64 { return -math.Expm1(-t) }
	}
	// The boundary line's coverage, clamp(half + 0.5 − d, 0, 1) with half
	// its half width (as the program's line()), is linear in d between the
	// knots half ± 0.5, so the mesh draws it exactly.
	half := lineWidth / 2 * cam.DPR
	colour := func(side int, d float64) [3]float32 {
		shade := ShadeWeight(lk.Shading, conf(d*alpha))
		cov := 0.0
		if lk.Boundary {
			cov = math.Min(math.Max(half+0.5-d, 0), 1)
		}
		c := tint(side)
		var out [3]float32
		for i := range c {
			out[i] = float32((1+(c[i]-1)*shade)*(1-cov) + lineGrey*cov)
		}
		return out
	}
	cx, cy := cam.W/2, cam.H/2
	R := math.Hypot(cam.W, cam.H)/2 + 4
	put := func(px, py float64, c [3]float32) {
		v = append(v, ebiten.Vertex{DstX: float32(px), DstY: float32(py), SrcX: float32(px), SrcY: float32(py),
			ColorR: c[0], ColorG: c[1], ColorB: c[2], ColorA: 1})
	}
	quad := func() {
		b := uint32(len(v) - 4)
		idx = append(idx, b, b+1, b+2, b+1, b+3, b+2)
	}
	if r.DX == 0 && r.DY == 0 {
		// No boundary: one colour over the screen.
		side := 0
		if r.D0 < 0 {
			side = 1
		}
		c := colour(side, math.Abs(r.D0))
		put(0, 0, c)
		put(cam.W, 0, c)
		put(0, cam.H, c)
		put(cam.W, cam.H, c)
		quad()
		return v, idx
	}
	// The screen's centre is at distance dc; the line at distance d
	// crosses the normal through the centre at c + (d − dc)·n.
	dc := r.D0 + r.DX*cx + r.DY*cy
	tx, ty := -r.DY, r.DX
	edge := func(d float64, c [3]float32) {
		px, py := cx+(d-dc)*r.DX, cy+(d-dc)*r.DY
		put(px-R*tx, py-R*ty, c)
		put(px+R*tx, py+R*ty, c)
	}
	lo, hi := dc-R, dc+R
	step := stripStep / alpha
	var buf [64]float64 // enough knots for either confidence (stripStep)
	knots := buf[:0]
	for side, sign := range [2]float64{1, -1} {
		// The side's distances on the screen run from a (nearer the
		// boundary) to b.
		a, b := math.Max(lo, 0), hi
		if sign < 0 {
			a, b = math.Max(-hi, 0), -lo
		}
		if a >= b {
			continue
		}
		knots = append(knots[:0], a, b)
		for k := math.Floor(a/step) + 1; lk.Shading == ShadingSoft && k*step < math.Min(b, tMax/alpha); k++ {
			knots = append(knots, k*step) // only soft shading varies along a side
		}
		if lk.Boundary {
			for _, d := range [2]float64{half - 0.5, half + 0.5} {
				if d > a && d < b {
					knots = append(knots, d)
				}
			}
		}
		slices.Sort(knots)
		for i, d := range knots {
			c := colour(side, d)
			edge(sign*d, c)
			if i > 0 {
				quad()
				if i < len(knots)-1 {
					edge(sign*d, c) // the next strip's near edge
				}
			}
		}
	}
	return v, idx
}
