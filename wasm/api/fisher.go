package api

import (
	"math"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// FisherOf builds Fisher's view from a snapshot that has a projection; it
// is not OK without a trained model. The caller holds the app's lock.
func FisherOf(se *session.Session, s *engine.Snapshot, cam render.Camera) render.FisherView {
	if !se.Training().Trained() {
		return render.FisherView{}
	}
	on, th := se.Plot().Trial()
	return render.NewFisherView(s, se.Doc().Points(), on, th, cam)
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

// compareJSON is a legend entry for the page.
type compareJSON struct {
	ID       string   `json:"id"`
	Name     msg.Text `json:"name"`
	Color    string   `json:"color"`
	Dash     string   `json:"dash"`
	Status   string   `json:"status"`
	Accuracy num      `json:"accuracy"`
	Steps    int      `json:"steps"`           // the steps it has taken
	Error    any      `json:"error,omitempty"` // a Text, or left out
}

// compareLegend returns the legend of the compared algorithms cs.
func compareLegend(cs []*session.Comparison) []compareJSON {
	out := []compareJSON{}
	for i, c := range cs {
		st := render.CompareStyles[i]
		e := compareJSON{ID: c.ID(), Name: c.Name(), Color: render.HexColor(st.Color), Dash: st.Name, Error: textOrNil(c.Err()), Accuracy: num(c.Snapshot().Accuracy()), Steps: c.Steps()}
		switch {
		case c.Pending(): // it starts in the next slice: no accuracy yet
			e.Accuracy, e.Status = num(math.NaN()), string(engine.StatusRunning)
		case c.Running() || c.Err().IsZero():
			e.Status = string(c.Snapshot().Status)
		}
		out = append(out, e)
	}
	return out
}

// compareSampleJSON says that the compared algorithms train on N of Of
// training points.
type compareSampleJSON struct {
	N  int `json:"n"`
	Of int `json:"of"`
}

// compareSample returns the sample of the compared algorithms, or nil
// when they train on all the points.
func compareSample(s *session.Session) *compareSampleJSON {
	if n, of := s.Compared().Sample(); n < of {
		return &compareSampleJSON{n, of}
	}
	return nil
}
