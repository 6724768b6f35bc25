package main

import (
	"hyperplane/engine"
	"hyperplane/wasm/api"
	"hyperplane/wasm/render"
)

// buildOverlay collects the shapes that the view toggles ask for
// (render.BuildOverlay). The caller holds the app's lock.
func buildOverlay(a *app, s *engine.Snapshot, cam render.Camera, nov *novikoffCache) render.Overlay {
	if !a.S.Training().Trained() {
		return render.Overlay{}
	}
	v := a.S.Plot().View()
	in := render.OverlayInput{
		Snap: s, Points: a.S.Doc().Points(), Cam: cam,
		Densities: v.Densities, Novikoff: v.Novikoff, Margins: v.Margins, Update: v.Update, Weights: v.Weights,
		NovikoffOf: func() engine.NovikoffResult { return nov.get(a, &s.Field) },
	}
	if v.Fisher {
		fv := api.FisherOf(a.S, s, cam)
		in.Fisher = &fv
	}
	return render.BuildOverlay(in)
}

// novikoffCache holds Novikoff's R and γ for the two classes of a sign
// field, computed again only when the points change.
type novikoffCache struct {
	points uint64
	labels [2]int
	res    engine.NovikoffResult
	ok     bool
}

func (c *novikoffCache) get(a *app, f *engine.Field) engine.NovikoffResult {
	labels := [2]int{f.Labels[0], f.Labels[1]}
	if c.ok && c.points == a.S.Versions().Points && c.labels == labels {
		return c.res
	}
	d := engine.Dataset{Classes: 2}
	for _, p := range a.S.Doc().Points() {
		for k, l := range labels {
			if p.Class == l {
				d.Points = append(d.Points, engine.Point{X: p.X, Y: p.Y, Class: k})
			}
		}
	}
	c.res, c.points, c.labels, c.ok = engine.Novikoff(d, engine.Basis{}), a.S.Versions().Points, labels, true
	return c.res
}
