package api

import (
	"errors"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/plane"
	"hyperplane/wasm/pictures"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// The network's pictures beside the plot (web/js/pictures/hidden.js and
// backprop.js): its hidden space, backpropagation of a chosen point, and
// the arrows of that point's step on the hidden lines (NetStepOf, for the
// frame).

// netPictureHandlers returns hiddenSpace, backprop and setBackpropPoint.
func (a *API) netPictureHandlers() []Handler {
	return []Handler{
		// hiddenSpace({t, axes}) returns the network's hidden space
		// (pictures.NetworkSpace) at the slider's stage t (1 when left out)
		// with the units axes (from 0; the first two, or all of up to three,
		// when left out), the plot's grid carried there, or {ok: false,
		// error} when the method on screen is not a network or the scene
		// has too many points to draw.
		{Name: "hiddenSpace", Locked: true, Params: []Param{Obj(msg.T("refuse-arg-the-view")).Opt()}, Do: a.hiddenSpace},
		// backprop(index) returns backpropagation of point index through
		// the network on screen (pictures.PointStep); without index, of the
		// chosen point (setBackpropPoint), or the full batch's step when
		// none is chosen (pictures.BatchStep); with magnified, the factor
		// of the plot's arrows. {ok: false, error} when the method is not a
		// network.
		{Name: "backprop", Locked: true, Params: []Param{Int(msg.T("refuse-arg-index"), 0, MaxWhole).Opt()}, Do: func(c *Call) (any, error) {
			i := c.IntOr(0, -1)
			if c.Given(0) && i >= len(c.S().Doc().Points()) {
				return nil, msg.Err("network-backprop-point", "point", i+1, "n", len(c.S().Doc().Points()))
			}
			b, err := BackpropOf(c.S(), i)
			if err != nil {
				var m *msg.Error
				if errors.As(err, &m) && m.Text.ID == "network-backprop-class" {
					return nil, err
				}
				return unavailable(err), nil
			}
			_, k := stepShapes(&b, a.Screen.Camera())
			return backpropJSON{OK: true, Backprop: b, Magnified: k, Activation: c.S().Training().Shown().Field.Network.Activation}, nil
		}},
		// setBackpropPoint(index) chooses the point whose backpropagation
		// is shown and whose step the plot draws; −1 for none.
		{Name: "setBackpropPoint", Locked: true, Changes: true, Params: []Param{Int(msg.T("refuse-arg-index"), -1, MaxWhole)},
			Do: func(c *Call) (any, error) { return nil, c.S().Network().SetProbe(c.Int(0)) }},
	}
}

// hiddenSpaceJSON is hiddenSpace()'s answer.
type hiddenSpaceJSON struct {
	OK bool `json:"ok"`
	pictures.HiddenSpace
}

// backpropJSON is backprop()'s answer.
type backpropJSON struct {
	OK bool `json:"ok"`
	pictures.Backprop
	// Magnified is how many times the plot magnifies the step's arrows (0
	// when no line moves).
	Magnified  float64           `json:"magnified"`
	Activation engine.Activation `json:"activation"`
}

// unavailable is the answer of a picture that the scene cannot show:
// {ok: false, error}, the error a catalog Text.
func unavailable(err error) map[string]any {
	if t, ok := msg.TextOf(err); ok {
		return map[string]any{"ok": false, "error": t}
	}
	return map[string]any{"ok": false, "error": err.Error()}
}

// hiddenSpace answers hiddenSpace(view).
func (a *API) hiddenSpace(c *Call) (any, error) {
	v := struct {
		T    *float64 `json:"t"`
		Axes []int    `json:"axes"`
	}{}
	if err := c.DecodeIf(0, &v); err != nil {
		return nil, err
	}
	t := 1.0
	if v.T != nil {
		t = *v.T
	}
	if !(t >= 0 && t <= 1) {
		return nil, msg.Err("network-space-stage-refused")
	}
	s := c.S()
	snap := s.Training().Shown()
	if !s.Training().Trained() || snap.Field.Network == nil {
		return unavailable(msg.Err("network-space-none")), nil
	}
	f := s.Assessment().Decided(&snap)
	cam := a.Screen.Camera()
	hs, err := pictures.NetworkSpace(&f, s.Doc().Points(), plane.Box(cam.DataBox()), cam.GridStep(), v.Axes, t)
	if err != nil {
		if m, ok := msg.TextOf(err); ok && m.ID == "network-space-axes" {
			return nil, err
		}
		return unavailable(err), nil
	}
	return hiddenSpaceJSON{true, hs}, nil
}

// BackpropOf returns backpropagation of point i (i < 0: the chosen point,
// or the full batch of training points when none is chosen) through the
// network on screen, with the step of its learning rate. The caller holds
// the app's lock.
func BackpropOf(s *session.Session, i int) (pictures.Backprop, error) {
	snap := s.Training().Shown()
	if !s.Training().Trained() || snap.Field.Network == nil {
		return pictures.Backprop{}, msg.Err("network-backprop-none")
	}
	set := s.Training().Settings()
	eta, _ := set["eta"].(float64)
	slope, live, _ := s.Network().Slope()
	if i < 0 {
		i = s.Network().Probe()
	}
	switch {
	case i >= 0:
		return pictures.PointStep(&snap.Field, s.Doc().Points(), i, eta, slope.Frozen)
	case live:
		// The trainer holds the batch's gradient at the weights on screen.
		return pictures.SlopeStep(&snap.Field, slope, eta)
	case len(s.Training().Partition().Train.Points) <= maxBatchHistory:
		decay, _ := set["decay"].(float64)
		return pictures.BatchStep(&snap.Field, s.Training().Partition().Train.Points, eta, decay, slope.Frozen)
	}
	return pictures.Backprop{}, msg.Err("network-backprop-history", "max", maxBatchHistory)
}

// maxBatchHistory is the most training points whose batch gradient is
// worked out again for a step of the history (the scrubber): the live
// model's comes from its trainer.
const maxBatchHistory = 2000

// NetStepOf returns what the plot draws of a network's backpropagation:
// the chosen point, ringed, and with the view's backprop switch the
// arrows of the step on each hidden line (for the chosen point, or the
// batch). It is nil when the method on screen is not a network. The
// caller holds the app's lock.
func NetStepOf(s *session.Session, cam render.Camera) *render.NetStepView {
	snap := s.Training().Shown()
	if !s.Training().Trained() || snap.Field.Network == nil {
		return nil
	}
	out := &render.NetStepView{}
	if i := s.Network().Probe(); i >= 0 {
		p := s.Doc().Points()[i]
		out.Chosen = &engine.Vec2{X: p.X, Y: p.Y}
	}
	if s.Plot().View().Backprop {
		if b, err := BackpropOf(s, -1); err == nil {
			out.Rows, out.Next = b.Rows, b.Next
		}
	}
	if out.Chosen == nil && out.Rows == nil {
		return nil
	}
	return out
}

// stepShapes returns the arrows the plot draws for b and their
// magnification.
func stepShapes(b *pictures.Backprop, cam render.Camera) ([]render.Shape, float64) {
	var anchor *engine.Vec2
	if b.Point >= 0 {
		anchor = &engine.Vec2{X: b.X, Y: b.Y}
	}
	return render.StepArrows(b.Rows, b.Next, anchor, cam, render.UnitColor)
}
