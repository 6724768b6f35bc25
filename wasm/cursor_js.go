package main

import (
	"image/color"
	"math"

	"hyperplane/wasm/keys"
	"hyperplane/wasm/render"
)

// The keyboard's marks are drawn in two tones, a dark line on a white
// halo, so that each stands at more than 3:1 against any shading under it
// (WCAG 1.4.11): the shading is the class colours over white at most half
// strength, whose luminance is at least 0.36, against the dark's 0.006.
var (
	keyInk  = color.RGBA{0x11, 0x11, 0x11, 0xff}
	keyHalo = color.RGBA{0xff, 0xff, 0xff, 0xff}
)

// keyState is what the picture of the keyboard depends on.
type keyState struct {
	ver   uint64
	shows bool
}

// keyStateOf returns the keyboard's state for the tool layer's key. The
// caller holds the app's lock.
func (g *Game) keyStateOf() keyState {
	return keyState{ver: g.app.Keys.Version(), shows: g.kb.shows()}
}

// drawKeys adds the keyboard's cursor and its chosen point to the tool
// layer l, while the keyboard is in use on the focused plot. The caller
// holds the app's lock.
func (g *Game) drawKeys(l *render.Lines, cam render.Camera) {
	if !g.kb.shows() {
		return
	}
	k := &g.app.Keys
	k.Sync(keys.Env{S: g.app.S, Cam: cam})
	k.Ensure(keys.Env{S: g.app.S, Cam: cam})
	d := cam.DPR
	if i := k.Sel(); i >= 0 && (k.Mode == keys.Points || k.Mode == keys.Grabbed) {
		p := g.app.S.Doc().Points()[i]
		x, y := cam.ToScreen(p.X, p.Y)
		keyRing(l, x, y, 14*d, 5*d, keyHalo)
		keyRing(l, x, y, 14*d, 2.4*d, keyInk)
		if k.Mode == keys.Grabbed {
			keyRing(l, x, y, 19*d, 4.5*d, keyHalo)
			keyRing(l, x, y, 19*d, 2*d, keyInk)
		}
	}
	if k.Mode != keys.Cursor && k.Mode != keys.Stroke {
		return // the chosen point's rings show where the keys act
	}
	x, y := cam.ToScreen(k.Data(cam))
	// A cross with a gap at its centre, so that the point under it shows,
	// inside a ring.
	arms := [4][2]float64{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	for _, pass := range []struct {
		w float64
		c color.RGBA
	}{{5 * d, keyHalo}, {2.2 * d, keyInk}} {
		for _, a := range arms {
			l.Segment(x+a[0]*4*d, y+a[1]*4*d, x+a[0]*15*d, y+a[1]*15*d, pass.w, pass.c)
		}
		keyRing(l, x, y, 9*d, pass.w-0.4*d, pass.c)
	}
}

// keyRing adds a circle of radius r about (x, y) in 32 segments.
func keyRing(l *render.Lines, x, y, r, w float64, c color.RGBA) {
	const n = 32
	for k := range n {
		t0, t1 := 2*math.Pi*float64(k)/n, 2*math.Pi*float64(k+1)/n
		l.Segment(x+r*math.Cos(t0), y+r*math.Sin(t0), x+r*math.Cos(t1), y+r*math.Sin(t1), w, c)
	}
}
