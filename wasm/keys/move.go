package keys

import (
	"math"

	"hyperplane/engine/scene"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// Distances on the screen, in CSS pixels, as the mouse's (wasm/pointer
// and web/js/quiz.js): the cursor is on a point within hoverRadius of it,
// Delete removes the nearest point within removeRadius, and a prediction
// of the mistakes marks the nearest within markRadius.
const (
	hoverRadius  = 8
	removeRadius = 30
	markRadius   = 18
)

// direction returns the unit step of an arrow key on the screen, up being
// +y.
func direction(key string) (float64, float64) {
	switch key {
	case "ArrowLeft":
		return -1, 0
	case "ArrowRight":
		return 1, 0
	case "ArrowUp":
		return 0, 1
	case "ArrowDown":
		return 0, -1
	}
	return 0, 0
}

// stepOf returns the cursor's step: the grid's spacing, or a tenth of it
// with Shift.
func stepOf(k Key, e Env) float64 {
	s := e.Cam.GridStep()
	if k.Shift {
		s /= 10
	}
	return s
}

// snap moves u one step s in the direction d (−1, 0 or 1) to the next
// multiple of s: a cursor off the grid (after a zoom) lands on it.
func snap(u, d, s float64) float64 {
	switch {
	case d > 0:
		return (math.Floor(u/s+1e-9) + 1) * s
	case d < 0:
		return (math.Ceil(u/s-1e-9) - 1) * s
	}
	return u
}

// follow keeps the cursor in view: when it leaves the box on screen the
// view pans after it, a grid step beyond; the whitened view, which does
// not pan, holds the cursor at its edge.
func (m *Model) follow(e Env) {
	b, s := e.Cam.Visible(), e.Cam.GridStep()
	var dx, dy float64
	switch {
	case m.U < b.MinX:
		dx = m.U - b.MinX - s
	case m.U > b.MaxX:
		dx = m.U - b.MaxX + s
	}
	switch {
	case m.V < b.MinY:
		dy = m.V - b.MinY - s
	case m.V > b.MaxY:
		dy = m.V - b.MaxY + s
	}
	if dx == 0 && dy == 0 {
		return
	}
	if e.Cam.Tr.On {
		m.U, m.V = math.Min(math.Max(m.U, b.MinX), b.MaxX), math.Min(math.Max(m.V, b.MinY), b.MaxY)
		return
	}
	e.S.Apply(session.Gesture{Kind: session.Pan, View: b, X: dx, Y: dy})
}

// near returns the point nearest (u, v) within r CSS pixels on the
// screen, or −1.
func (m *Model) near(e Env, u, v, r float64) int {
	lim := r * e.Cam.DPR * e.Cam.S // CSS pixels to view units
	best, bi := lim*lim, -1
	for i, q := range e.S.Doc().Points() {
		pu, pv := e.Cam.Tr.Apply(q.X, q.Y)
		if d := (pu-u)*(pu-u) + (pv-v)*(pv-v); d <= best {
			best, bi = d, i
		}
	}
	return bi
}

// toward returns the point nearest point i in the direction (dx, dy) on
// the screen, or −1: of the points within 63° of the direction (at most
// twice as far across it as along it), the one of least distance along it
// plus twice its distance across, as spatial navigation scores its
// candidates.
func (m *Model) toward(e Env, i int, dx, dy float64) int {
	pts := e.S.Doc().Points()
	if i < 0 || i >= len(pts) {
		return -1
	}
	u0, v0 := e.Cam.Tr.Apply(pts[i].X, pts[i].Y)
	best, bi := math.Inf(1), -1
	for j, q := range pts {
		if j == i {
			continue
		}
		u, v := e.Cam.Tr.Apply(q.X, q.Y)
		along := (u-u0)*dx + (v-v0)*dy
		across := math.Abs((u-u0)*dy - (v-v0)*dx)
		if along <= 0 || across > 2*along {
			continue
		}
		if sc := along + 2*across; sc < best {
			best, bi = sc, j
		}
	}
	return bi
}

// renderBox returns the box a camera shows for the viewport vp on a
// screen of w×h device pixels.
func renderBox(vp scene.Viewport, w, h, dpr float64) scene.Viewport {
	return render.NewCamera(vp, w, h, dpr).Visible()
}

// gridOf returns the grid's spacing of the camera c once it shows box b.
func gridOf(b scene.Viewport, c render.Camera) float64 {
	return render.NewCamera(b, c.W, c.H, c.DPR).GridStep()
}
