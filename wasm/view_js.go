package main

import (
	"math"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// affine is an optional map of the data into view coordinates,
// v = M(x − c): the whitening transform Σ^(−1/2)(x − μ) of the whitened view.
type affine struct {
	on     bool
	m, inv [2][2]float64
	c      engine.Vec2
}

func (t affine) apply(x, y float64) (float64, float64) {
	if !t.on {
		return x, y
	}
	v := engine.Apply2(t.m, engine.Vec2{X: x - t.c.X, Y: y - t.c.Y})
	return v.X, v.Y
}

func (t affine) invert(u, v float64) (float64, float64) {
	if !t.on {
		return u, v
	}
	x := engine.Apply2(t.inv, engine.Vec2{X: u, Y: v})
	return x.X + t.c.X, x.Y + t.c.Y
}

// camera maps data coordinates to device pixels of the screen image: first
// through the view transform, then the viewport box (in view coordinates)
// is fitted inside the screen with equal scales on both axes.
type camera struct {
	w, h   float64 // screen size in device pixels
	dpr    float64 // device pixels per CSS pixel
	ox, oy float64 // view coordinates of the top-left pixel
	s      float64 // view units per device pixel
	tr     affine
}

func newCamera(vp scene.Viewport, w, h, dpr float64) camera {
	w, h = math.Max(w, 1), math.Max(h, 1)
	spanX, spanY := vp.MaxX-vp.MinX, vp.MaxY-vp.MinY
	s := math.Max(spanX/w, spanY/h)
	if !(s > 0) || math.IsInf(s, 0) {
		s = 10 / math.Min(w, h)
	}
	cx, cy := (vp.MinX+vp.MaxX)/2, (vp.MinY+vp.MaxY)/2
	return camera{w: w, h: h, dpr: dpr, ox: cx - s*w/2, oy: cy + s*h/2, s: s}
}

// toScreen returns the device pixel of a data point.
func (c camera) toScreen(x, y float64) (float64, float64) {
	u, v := c.tr.apply(x, y)
	return (u - c.ox) / c.s, (c.oy - v) / c.s
}

// toData returns the data point of a device pixel.
func (c camera) toData(px, py float64) (float64, float64) {
	return c.tr.invert(c.ox+px*c.s, c.oy-py*c.s)
}

// visible returns the box of view coordinates that the screen shows.
func (c camera) visible() scene.Viewport {
	return scene.Viewport{MinX: c.ox, MaxX: c.ox + c.w*c.s, MinY: c.oy - c.h*c.s, MaxY: c.oy}
}

// dataBox returns a box of data coordinates that covers the screen, for
// clipping lines drawn in data coordinates.
func (c camera) dataBox() scene.Viewport {
	if !c.tr.on {
		return c.visible()
	}
	b := scene.Viewport{MinX: math.Inf(1), MaxX: math.Inf(-1), MinY: math.Inf(1), MaxY: math.Inf(-1)}
	for _, p := range [4][2]float64{{0, 0}, {c.w, 0}, {0, c.h}, {c.w, c.h}} {
		x, y := c.toData(p[0], p[1])
		b.MinX, b.MaxX = math.Min(b.MinX, x), math.Max(b.MaxX, x)
		b.MinY, b.MaxY = math.Min(b.MinY, y), math.Max(b.MaxY, y)
	}
	return b
}

// pixelsPerUnit returns how many device pixels one data unit along the
// direction (ux, uy) spans on the screen.
func (c camera) pixelsPerUnit(ux, uy float64) float64 {
	x0, y0 := c.toScreen(0, 0)
	x1, y1 := c.toScreen(ux, uy)
	return math.Hypot(x1-x0, y1-y0)
}

// gridStep returns a round spacing (1, 2 or 5 times a power of ten) whose
// lines are at least 56 CSS pixels apart.
func (c camera) gridStep() float64 {
	min := 56 * c.dpr * c.s
	p := math.Pow(10, math.Floor(math.Log10(min)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= min {
			return m * p
		}
	}
	return 10 * p
}

// whitening returns the view transform and viewport of the whitened view:
// x ↦ Σ^(−1/2)(x − μ) with the pooled within-class covariance, and a box
// around the whitened points. ok is false when the covariance is singular.
func whitening(d engine.Dataset) (affine, scene.Viewport, bool) {
	mean, cov, ok := engine.PooledCovariance(d)
	if !ok {
		return affine{}, scene.Viewport{}, false
	}
	w, err := engine.Whitening(cov)
	if err != nil {
		return affine{}, scene.Viewport{}, false
	}
	det := w[0][0]*w[1][1] - w[0][1]*w[1][0]
	inv := [2][2]float64{{w[1][1] / det, -w[0][1] / det}, {-w[1][0] / det, w[0][0] / det}}
	t := affine{on: true, m: w, inv: inv, c: mean}
	lim := 3.0
	for _, p := range d.Points {
		u, v := t.apply(p.X, p.Y)
		lim = math.Max(lim, math.Max(math.Abs(u), math.Abs(v))*1.15)
	}
	return t, scene.Viewport{MinX: -lim, MaxX: lim, MinY: -lim, MaxY: lim}, true
}
