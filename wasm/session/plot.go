package session

import (
	"math"

	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// Plot is the part of a session that says how the plane is shown: the
// view toggles (the overlays and the compared algorithms), the box of data
// coordinates on screen, and Fisher's trial direction. Of the scene it
// writes the view and the viewport. A new list of compared algorithms
// restarts them (the hook restartCompared); a new method drops the trial
// direction (the hook methodChanged).
type Plot struct {
	c *core
	// trial is the user's trial direction in Fisher's view, at angle
	// trialTheta.
	trial      bool
	trialTheta float64
}

// View returns the view toggles.
func (p *Plot) View() scene.View { return p.c.scene.View }

// SetView sets the view toggles, checked as a scene's are, with at most
// MaxCompare compared algorithms.
func (p *Plot) SetView(v scene.View) error {
	if len(v.Compare) > MaxCompare {
		return msg.Err("session-compare-max", "max", MaxCompare)
	}
	if err := p.c.check(func(s *scene.Scene) { s.View = v }); err != nil {
		return err
	}
	p.c.scene.View = v
	p.c.on.restartCompared()
	p.c.changed()
	return nil
}

// Trial returns the trial direction of Fisher's view, if there is one.
func (p *Plot) Trial() (on bool, theta float64) { return p.trial, p.trialTheta }

// SetTrial sets Fisher's trial direction to angle theta, or removes it.
func (p *Plot) SetTrial(on bool, theta float64) {
	p.trial = on
	if on {
		p.trialTheta = theta
	}
	p.c.changed()
}

// dropTrial removes the trial direction (the hook methodChanged).
func (p *Plot) dropTrial() { p.trial = false }

// SetViewport moves or zooms the view. A box that is not finite, or too
// small or too large to draw, changes nothing.
func (p *Plot) SetViewport(vp scene.Viewport) error {
	for _, v := range []float64{vp.MinX, vp.MaxX, vp.MinY, vp.MaxY} {
		if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) > scene.MaxViewCoord {
			return msg.Err("session-viewport-finite")
		}
	}
	sx, sy := vp.MaxX-vp.MinX, vp.MaxY-vp.MinY
	if !(sx > 1e-6 && sy > 1e-6) {
		return msg.Err("session-viewport-small")
	}
	p.c.scene.Viewport = vp
	p.c.changed()
	return nil
}

// FitView frames the points with a margin, or the default box when there
// are none.
func (p *Plot) FitView() error {
	minX, minY, maxX, maxY, ok := p.c.dataset().Bounds()
	if !ok {
		return p.SetViewport(scene.Viewport{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5})
	}
	cx, cy := (minX+maxX)/2, (minY+maxY)/2
	span := math.Max(math.Max(maxX-minX, maxY-minY)*1.3, 2)
	return p.SetViewport(scene.Viewport{MinX: cx - span/2, MaxX: cx + span/2, MinY: cy - span/2, MaxY: cy + span/2})
}

// Zoom by the wheel: a notch (Chromium and Firefox send a deltaY of 100
// CSS pixels; Ebiten's wheel value is its negative) scales the view by
// notchZoom, one frame's wheel by at most maxFrameZoom, and the view's
// width stays within zoomIn…zoomOut times the points' extent.
const (
	notchZoom    = 1.15
	maxFrameZoom = 1.6
	zoomIn       = 1.0 / 500
	zoomOut      = 50.0
)

// ZoomRange returns the narrowest and widest view the wheel may give:
// zoomIn and zoomOut times the points' extent (at least 1 and 10 units).
func (p *Plot) ZoomRange() (lo, hi float64) {
	span := 10.0
	if minX, minY, maxX, maxY, ok := p.c.dataset().Bounds(); ok {
		span = math.Max(math.Max(maxX-minX, maxY-minY), 1)
	}
	return span * zoomIn, math.Min(span*zoomOut, scene.MaxViewCoord)
}

// wheelFactor returns the factor that scales the width of vp for a wheel
// movement wy, bounded so that the new width lies in [lo, hi].
func wheelFactor(wy float64, vp scene.Viewport, lo, hi float64) float64 {
	f := math.Pow(notchZoom, -wy/100)
	f = math.Min(math.Max(f, 1/maxFrameZoom), maxFrameZoom)
	w := vp.MaxX - vp.MinX
	if !(w > 0) {
		return 1
	}
	if w*f < lo {
		f = math.Min(1, lo/w)
	}
	if w*f > hi {
		f = math.Max(1, hi/w)
	}
	return f
}

// zoomViewport returns the viewport scaled by f about the point (x, y).
func zoomViewport(vp scene.Viewport, x, y, f float64) scene.Viewport {
	return scene.Viewport{
		MinX: x + (vp.MinX-x)*f, MaxX: x + (vp.MaxX-x)*f,
		MinY: y + (vp.MinY-y)*f, MaxY: y + (vp.MaxY-y)*f,
	}
}
