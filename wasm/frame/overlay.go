package frame

import (
	"hyperplane/engine"
	"hyperplane/wasm/render"
)

// overlay collects the shapes that the view's toggles ask for over the
// snapshot's field (render.BuildOverlay), and a network's hidden units
// (render.UnitLines) of the field on screen, which glides between steps;
// it keeps their lines in f.Units for the pointer. fresh asks
// Input.NetStep again; otherwise (a glide's frames) its last answer is
// kept.
func (f *Frame) overlay(in *Input, fresh bool) render.Overlay {
	f.Units = nil
	if !in.Trained {
		return render.Overlay{}
	}
	v, s := in.View, &in.Snap
	o := render.OverlayInput{
		Snap: s, Points: in.Points, Cam: in.Cam,
		Densities: v.Densities, Novikoff: v.Novikoff, Margins: v.Margins, Update: v.Update, Weights: v.Weights,
		NovikoffOf: func() engine.NovikoffResult { return f.nov.get(in.Points, in.Versions.Points, &s.Field) },
	}
	if v.Fisher && in.Fisher != nil {
		fv := in.Fisher(s, in.Cam)
		o.Fisher = &fv
	}
	if fresh {
		f.netStep = nil
		if in.NetStep != nil {
			f.netStep = in.NetStep(in.Cam)
		}
	}
	o.NetStep = f.netStep
	ov := render.BuildOverlay(o)
	field := &s.Field
	if f.Tween.OK && f.Tween.Shown.Network != nil {
		field = &f.Tween.Shown
	}
	f.Units = render.UnitLines(field, in.Cam)
	under, over := render.UnitShapes(f.Units, in.Cam, in.DraggedUnit)
	ov.Under = append(ov.Under, under...)
	ov.Over = append(ov.Over, over...)
	return ov
}

// novikoffCache holds Novikoff's R and γ for the two classes of a sign
// field, computed again only when the points change.
type novikoffCache struct {
	points uint64
	labels [2]int
	res    engine.NovikoffResult
	ok     bool
}

// get returns Novikoff's R and γ for the classes of f's two labels among
// pts, whose version is ver.
func (c *novikoffCache) get(pts []engine.Point, ver uint64, f *engine.Field) engine.NovikoffResult {
	labels := [2]int{f.Labels[0], f.Labels[1]}
	if c.ok && c.points == ver && c.labels == labels {
		return c.res
	}
	d := engine.Dataset{Classes: 2}
	for _, p := range pts {
		for k, l := range labels {
			if p.Class == l {
				d.Points = append(d.Points, engine.Point{X: p.X, Y: p.Y, Class: k})
			}
		}
	}
	c.res, c.points, c.labels, c.ok = engine.Novikoff(d, engine.Basis{}), ver, labels, true
	return c.res
}
