package api

import (
	"hyperplane/engine"
	"hyperplane/engine/msg"
	desc "hyperplane/wasm/describe"
	"hyperplane/wasm/keys"
	"hyperplane/wasm/session"
)

// MaxRows bounds the rows of one call of points().
const MaxRows = 1000

// plot returns what a description reads: the session and the plot's box
// and grid as the screen shows them now. The caller holds the app's lock.
func (a *API) plot() desc.Plot {
	cam := a.Screen.Camera()
	return desc.Plot{S: a.App.S, Box: cam.DataBox(), Step: cam.GridStep()}
}

// accessHandlers returns the functions that put the plot into words and
// serve the keyboard: describe, describeAt, keyboard, keyboardKeys,
// setPick, points and setPoint.
func (a *API) accessHandlers() []Handler {
	return []Handler{
		// describe() is what the plot shows, in numbers and in words (the
		// live region says its summary).
		{Name: "describe", Locked: true, Do: func(c *Call) (any, error) { return desc.Of(a.plot()), nil }},
		// describeAt(x, y) says what the plot makes of a place: its class
		// and score, its distance from the boundary, the nearest point.
		{Name: "describeAt", Locked: true, Params: []Param{Num(msg.T("refuse-arg-x")), Num(msg.T("refuse-arg-y"))}, Do: func(c *Call) (any, error) {
			return map[string]msg.Text{"text": desc.At(a.plot(), c.Num(0), c.Num(1), "")}, nil
		}},
		// keyboard() is the plot's keyboard: the cursor in data
		// coordinates, the mode, the chosen point and the prediction it
		// takes.
		{Name: "keyboard", Locked: true, Do: func(c *Call) (any, error) {
			k := &a.App.Keys
			cam := a.Screen.Camera()
			k.Sync(keys.Env{S: c.S(), Cam: cam})
			x, y := k.Data(cam)
			out := map[string]any{"cursor": nil, "mode": k.Mode.String(), "selected": k.Sel(), "pick": k.PickTarget()}
			if k.Placed {
				out["cursor"] = []float64{x, y}
			}
			return out, nil
		}},
		// keyboardKeys() lists the plot's keys and what they do.
		{Name: "keyboardKeys", Do: func(*Call) (any, error) { return keys.Help(), nil }},
		// setPick(target) makes Enter on the plot mark a prediction of a
		// lesson's question ("boundary" or "mistakes") instead of editing;
		// "" ends it.
		{Name: "setPick", Locked: true, Params: []Param{Str(msg.T("refuse-arg-the-target"), 20)}, Do: func(c *Call) (any, error) {
			switch t := c.Str(0); t {
			case "", keys.PickBoundary, keys.PickMistakes:
				a.App.Keys.SetPick(t)
				c.S().Touch()
				return nil, nil
			default:
				return nil, msg.Err("refuse-pick-target", "target", session.Quote(t))
			}
		}},
		// points(from, count) are the rows of the points table: [x, y,
		// class, held out (1 or 0), misclassified (1 or 0)] for the points
		// from..from+count−1.
		{Name: "points", Locked: true, Params: []Param{Int(msg.T("refuse-arg-from"), 0, MaxWhole).Opt(), Int(msg.T("refuse-arg-count"), 1, MaxRows).Opt()},
			Do: func(c *Call) (any, error) {
				pts := c.S().Doc().Points()
				from := min(c.IntOr(0, 0), len(pts))
				to := min(from+c.IntOr(1, 100), len(pts))
				mask := c.S().Training().Partition().Mask
				p := a.plot()
				rows := make([][5]float64, 0, to-from)
				for i := from; i < to; i++ {
					r := [5]float64{pts[i].X, pts[i].Y, float64(pts[i].Class)}
					if len(mask) == len(pts) && mask[i] {
						r[3] = 1
					}
					if desc.Misclassified(p, i) {
						r[4] = 1
					}
					rows = append(rows, r)
				}
				return map[string]any{"total": len(pts), "from": from, "rows": rows}, nil
			}},
		// setPoint(index, x, y, class) gives a point its place and class
		// (its own when left out) as one undo step.
		{Name: "setPoint", Locked: true, Changes: true,
			Params: []Param{Int(msg.T("refuse-arg-index"), 0, MaxWhole), Num(msg.T("refuse-arg-x")), Num(msg.T("refuse-arg-y")), Int(msg.T("refuse-arg-class"), 0, engine.MaxClasses-1).Opt()},
			Do: func(c *Call) (any, error) {
				i := c.Int(0)
				cls := 0
				if i < len(c.S().Doc().Points()) {
					cls = c.S().Doc().Points()[i].Class
				}
				return nil, c.S().Doc().SetPoint(i, c.Num(1), c.Num(2), c.IntOr(3, cls))
			}},
	}
}
