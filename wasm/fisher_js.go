package main

import (
	"hyperplane/engine"
	"hyperplane/wasm/render"
)

// fisherOf builds Fisher's view from a snapshot that has a projection; it
// is not OK without a trained model. The caller holds the app's lock.
func fisherOf(a *app, s *engine.Snapshot, cam render.Camera) render.FisherView {
	if !a.s.Trained() {
		return render.FisherView{}
	}
	on, th := a.s.Trial()
	return render.NewFisherView(s, a.s.Points(), on, th, cam)
}

// fisherJSON is what the page's histogram inset shows.
type fisherJSON struct {
	Available bool         `json:"available"`
	Classes   [2]int       `json:"classes"`
	Theta     float64      `json:"theta"`
	J         num          `json:"j"`
	Threshold num          `json:"threshold"`
	Trial     bool         `json:"trial"`
	TrialTh   float64      `json:"trialTheta"`
	TrialJ    num          `json:"trialJ"`
	Proj      [2][]float64 `json:"proj"` // projections onto the shown direction
	Shown     float64      `json:"shown"`
}

// fisherJSONOf returns the inset's data: the projections of the points
// onto the shown direction, and Fisher's threshold when that is Fisher's
// direction.
func fisherJSONOf(fv *render.FisherView) fisherJSON {
	out := fisherJSON{Available: fv.OK}
	if !fv.OK {
		return out
	}
	out.Proj = fv.Projections()
	out.Classes, out.Theta, out.J, out.Threshold = fv.Classes, fv.Theta, num(fv.J), num(fv.T)
	out.Trial, out.TrialTh, out.TrialJ, out.Shown = fv.Trial, fv.TTheta, num(fv.TJ), fv.Direction()
	return out
}
