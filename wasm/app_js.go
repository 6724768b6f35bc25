package main

import (
	"sync"

	"hyperplane/engine/scene"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// app is the session under the lock that the game's Update and the page's
// calls both take, with the cache of the whitened view.
type app struct {
	mu sync.Mutex
	s  *session.Session

	// white caches the whitened view for the points version whiteAt.
	white   render.Affine
	whiteVp scene.Viewport
	whiteOK bool
	whiteAt uint64
}

func newApp(s scene.Scene) *app { return &app{s: session.New(s)} }

// camera returns the camera for a screen of w×h device pixels: the scene's
// viewport, or in the whitened view the whitened points, when their pooled
// covariance can be whitened. The caller holds mu.
func (a *app) camera(w, h, dpr float64) render.Camera {
	sc := a.s.Scene()
	if sc.View.Whitened {
		if v := a.s.Versions().Points; a.whiteAt != v || a.whiteAt == 0 {
			a.white, a.whiteVp, a.whiteOK = render.Whitening(a.s.Dataset())
			a.whiteAt = v
		}
		if a.whiteOK {
			c := render.NewCamera(a.whiteVp, w, h, dpr)
			c.Tr = a.white
			return c
		}
	}
	return render.NewCamera(sc.Viewport, w, h, dpr)
}

// nearest returns the index of the point nearest the device pixel
// (px, py) within radius device pixels, or -1.
func (a *app) nearest(cam render.Camera, px, py, radius float64) int {
	best, bi := radius*radius, -1
	for i, p := range a.s.Points() {
		x, y := cam.ToScreen(p.X, p.Y)
		if d := (x-px)*(x-px) + (y-py)*(y-py); d <= best {
			best, bi = d, i
		}
	}
	return bi
}

// num is a float written in JSON as null when it is not finite.
type num = session.Num

var capitalize = session.Capitalize
