package render

import (
	"math"

	"hyperplane/engine"
	"hyperplane/engine/plane"
	"hyperplane/engine/scene"
)

// Affine is an optional map of the data into view coordinates,
// v = M(x − C): the whitening transform Σ^(−1/2)(x − μ) of the whitened
// view. Inv is the inverse of M.
type Affine struct {
	On     bool
	M, Inv [2][2]float64
	C      engine.Vec2
}

// Apply returns the view coordinates of the data point (x, y).
func (t Affine) Apply(x, y float64) (float64, float64) {
	if !t.On {
		return x, y
	}
	v := plane.Apply2(t.M, engine.Vec2{X: x - t.C.X, Y: y - t.C.Y})
	return v.X, v.Y
}

// Invert returns the data point of the view coordinates (u, v).
func (t Affine) Invert(u, v float64) (float64, float64) {
	if !t.On {
		return u, v
	}
	x := plane.Apply2(t.Inv, engine.Vec2{X: u, Y: v})
	return x.X + t.C.X, x.Y + t.C.Y
}

// Camera maps data coordinates to device pixels of the screen image: first
// through the view transform Tr, then the viewport box (in view
// coordinates) is fitted inside the screen with equal scales on both axes.
type Camera struct {
	W, H   float64 // screen size in device pixels
	DPR    float64 // device pixels per CSS pixel
	OX, OY float64 // view coordinates of the top-left pixel
	S      float64 // view units per device pixel
	Tr     Affine
}

// NewCamera returns the camera that fits the viewport vp inside a screen
// of w×h device pixels, dpr device pixels per CSS pixel.
func NewCamera(vp scene.Viewport, w, h, dpr float64) Camera {
	w, h = math.Max(w, 1), math.Max(h, 1)
	spanX, spanY := vp.MaxX-vp.MinX, vp.MaxY-vp.MinY
	s := math.Max(spanX/w, spanY/h)
	if !(s > 0) || math.IsInf(s, 0) {
		s = 10 / math.Min(w, h)
	}
	cx, cy := (vp.MinX+vp.MaxX)/2, (vp.MinY+vp.MaxY)/2
	return Camera{W: w, H: h, DPR: dpr, OX: cx - s*w/2, OY: cy + s*h/2, S: s}
}

// ToScreen returns the device pixel of a data point.
func (c Camera) ToScreen(x, y float64) (float64, float64) {
	u, v := c.Tr.Apply(x, y)
	return (u - c.OX) / c.S, (c.OY - v) / c.S
}

// ToData returns the data point of a device pixel.
func (c Camera) ToData(px, py float64) (float64, float64) {
	return c.Tr.Invert(c.OX+px*c.S, c.OY-py*c.S)
}

// Visible returns the box of view coordinates that the screen shows.
func (c Camera) Visible() scene.Viewport {
	return scene.Viewport{MinX: c.OX, MaxX: c.OX + c.W*c.S, MinY: c.OY - c.H*c.S, MaxY: c.OY}
}

// DataBox returns a box of data coordinates that covers the screen, for
// clipping lines drawn in data coordinates.
func (c Camera) DataBox() scene.Viewport {
	if !c.Tr.On {
		return c.Visible()
	}
	b := scene.Viewport{MinX: math.Inf(1), MaxX: math.Inf(-1), MinY: math.Inf(1), MaxY: math.Inf(-1)}
	for _, p := range [4][2]float64{{0, 0}, {c.W, 0}, {0, c.H}, {c.W, c.H}} {
		x, y := c.ToData(p[0], p[1])
		b.MinX, b.MaxX = math.Min(b.MinX, x), math.Max(b.MaxX, x)
		b.MinY, b.MaxY = math.Min(b.MinY, y), math.Max(b.MaxY, y)
	}
	return b
}

// PixelsPerUnit returns how many device pixels one data unit along the
// direction (ux, uy) spans on the screen.
func (c Camera) PixelsPerUnit(ux, uy float64) float64 {
	x0, y0 := c.ToScreen(0, 0)
	x1, y1 := c.ToScreen(ux, uy)
	return math.Hypot(x1-x0, y1-y0)
}

// GridStep returns a round spacing (1, 2 or 5 times a power of ten) whose
// lines are at least 56 CSS pixels apart.
func (c Camera) GridStep() float64 {
	min := 56 * c.DPR * c.S
	p := math.Pow(10, math.Floor(math.Log10(min)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= min {
			return m * p
		}
	}
	return 10 * p
}

// Whitening returns the view transform and viewport of the whitened view:
// x ↦ Σ^(−1/2)(x − μ) with the pooled within-class covariance, and a box
// around the whitened points. ok is false when the covariance is singular.
func Whitening(d engine.Dataset) (Affine, scene.Viewport, bool) {
	mean, cov, ok := engine.PooledCovariance(d)
	if !ok {
		return Affine{}, scene.Viewport{}, false
	}
	w, err := plane.Whitening(cov)
	if err != nil {
		return Affine{}, scene.Viewport{}, false
	}
	inv, ok := plane.Inverse2(w)
	if !ok {
		return Affine{}, scene.Viewport{}, false
	}
	t := Affine{On: true, M: w, Inv: inv, C: mean}
	lim := 3.0
	for _, p := range d.Points {
		u, v := t.Apply(p.X, p.Y)
		lim = math.Max(lim, math.Max(math.Abs(u), math.Abs(v))*1.15)
	}
	return t, scene.Viewport{MinX: -lim, MaxX: lim, MinY: -lim, MaxY: lim}, true
}
