package main

import (
	"math"

	"hyperplane/engine"
)

// camera maps data coordinates to device pixels of the screen image. The
// viewport box is fitted inside the screen with equal scales on both axes.
type camera struct {
	w, h   float64 // screen size in device pixels
	dpr    float64 // device pixels per CSS pixel
	ox, oy float64 // data coordinates of the top-left pixel
	s      float64 // data units per device pixel
}

func newCamera(vp engine.Viewport, w, h, dpr float64) camera {
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
	return (x - c.ox) / c.s, (c.oy - y) / c.s
}

// toData returns the data point of a device pixel.
func (c camera) toData(px, py float64) (float64, float64) {
	return c.ox + px*c.s, c.oy - py*c.s
}

// visible returns the data box that the screen shows.
func (c camera) visible() engine.Viewport {
	return engine.Viewport{MinX: c.ox, MaxX: c.ox + c.w*c.s, MinY: c.oy - c.h*c.s, MaxY: c.oy}
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

// zoom returns the viewport scaled by f about the data point (x, y).
func zoomViewport(vp engine.Viewport, x, y, f float64) engine.Viewport {
	return engine.Viewport{
		MinX: x + (vp.MinX-x)*f, MaxX: x + (vp.MaxX-x)*f,
		MinY: y + (vp.MinY-y)*f, MaxY: y + (vp.MaxY-y)*f,
	}
}

// panViewport returns the viewport moved by (dx, dy) data units.
func panViewport(vp engine.Viewport, dx, dy float64) engine.Viewport {
	return engine.Viewport{MinX: vp.MinX + dx, MaxX: vp.MaxX + dx, MinY: vp.MinY + dy, MaxY: vp.MaxY + dy}
}
