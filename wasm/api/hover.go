package api

import (
	"math"

	"hyperplane/engine"
)

// hoverJSON is the point under the mouse and its margins with respect to
// the field on screen.
type hoverJSON struct {
	Index int        `json:"index"`
	Point [3]float64 `json:"point"`
	Pixel [2]float64 `json:"pixel"` // CSS pixels
	// Functional is y·h(x) for a two-class field, h_own − max h_other for
	// K functions.
	Functional num  `json:"functional"`
	Geometric  num  `json:"geometric"` // y·h(x)/‖∇h‖, the distance for a linear h
	Exact      bool `json:"exact"`
	Feature    num  `json:"feature"` // y·h/‖w‖ in feature space
	// Decided is the class decided under the decision stage, or −1
	// (rejected, undecided); Posteriors are p(Cₖ|x) under the decision's
	// priors, or null for a model without posteriors.
	Decided    int   `json:"decided"`
	Posteriors []num `json:"posteriors"`
	// HKB and HKE are Ho-Kashyap's b_n and e_n for the point, or null.
	HKB num `json:"hkB"`
	HKE num `json:"hkE"`
	// Dual: f, α, slack and the bound of a dual machine's point.
	Dual *dualHoverJSON `json:"dual,omitempty"`
}

// geometryJSON holds quantities of the boundary for the values table.
type geometryJSON struct {
	OriginDistance num `json:"originDistance"` // w₀/‖w‖
	SetFunctional  num `json:"setFunctional"`  // min y·h
	SetGeometric   num `json:"setGeometric"`   // min y·h/‖∇h‖
}

// geometry computes the hover and geometry parts of the status.
func (a *API) geometry(s *engine.Snapshot) (*hoverJSON, *geometryJSON) {
	se := a.App.S
	if !se.Training().Trained() || len(s.Field.Rows) == 0 {
		return nil, nil
	}
	f := &s.Field
	var geo *geometryJSON
	if row, ok := engine.PlaneRow(f, 0); ok && f.Combine == engine.CombineSign {
		geo = &geometryJSON{OriginDistance: num(math.NaN()), SetFunctional: num(math.NaN()), SetGeometric: num(math.NaN())}
		if d, _, ok := engine.OriginDistance(row); ok {
			geo.OriginDistance = num(d)
		}
		// The margin of the set visits every point (1.5 ms natively for
		// 10,000, ten times that in the browser): while the model trains,
		// four statuses a second paid it in the frame, so it waits for
		// training to stop.
		if len(se.Doc().Points()) <= 20000 && !se.Training().Playing() && !se.Training().Working() {
			if m := a.setMargin(f); m.ok {
				geo.SetFunctional, geo.SetGeometric = num(m.Functional), num(m.Geometric)
			}
		}
	}
	i := se.Doc().Hover()
	if i < 0 || i >= len(se.Doc().Points()) {
		return nil, geo
	}
	p := se.Doc().Points()[i]
	cam := a.Screen.Camera()
	px, py := cam.ToScreen(p.X, p.Y)
	h := &hoverJSON{Index: i, Point: [3]float64{p.X, p.Y, float64(p.Class)}, Pixel: [2]float64{px / cam.DPR, py / cam.DPR},
		Geometric: num(math.NaN()), Feature: num(math.NaN()), HKB: num(math.NaN()), HKE: num(math.NaN())}
	if len(s.B) == len(se.Doc().Points()) && len(s.E) == len(s.B) {
		h.HKB, h.HKE = num(s.B[i]), num(s.E[i])
	}
	ev := engine.NewEvaluator(f)
	if sc, err := se.Assessment().Scores(p.X, p.Y); err == nil {
		h.Decided = sc.Class
		if sc.Posteriors != nil {
			h.Posteriors = nums(sc.Posteriors)
		}
	}
	h.Dual = dualHover(se.Doc().Points(), s, i)
	if f.Combine == engine.CombineSign {
		if m, err := engine.Margin(f, p); err == nil {
			h.Functional, h.Exact = num(m.Functional), m.Exact
			if m.HasGeometric {
				h.Geometric = num(m.Geometric)
			}
			if m.Feature != 0 {
				h.Feature = num(m.Feature)
			}
			return h, geo
		}
		h.Functional = num(math.NaN())
		return h, geo
	}
	// K functions: the margin of the point's own function over the best
	// of the others.
	rows := ev.Rows(p.X, p.Y)
	own, other := math.NaN(), math.Inf(-1)
	for r, v := range rows {
		if r < len(f.Labels) && f.Combine != engine.CombineOvO {
			if f.Labels[r] == p.Class {
				own = v
			} else {
				other = math.Max(other, v)
			}
		}
	}
	h.Functional = num(own - other)
	return h, geo
}

// dualHoverJSON is what the hover shows of a point of a dual machine: the
// decision value f(x) there, its multiplier α, its slack ξ = max(0, 1 − y f)
// and whether α is at its bound C.
type dualHoverJSON struct {
	F       num  `json:"f"`
	Alpha   num  `json:"alpha"`
	Slack   num  `json:"slack"`
	Bounded bool `json:"bounded"`
}

// dualHover returns the hover's dual quantities for point i of a two-class
// machine with multipliers, or nil.
func dualHover(pts []engine.Point, s *engine.Snapshot, i int) *dualHoverJSON {
	f := &s.Field
	if f.Combine != engine.CombineSign || len(s.Alpha) != len(pts) || i < 0 || i >= len(pts) {
		return nil
	}
	p := pts[i]
	y := 1.0
	if p.Class != f.Labels[0] {
		y = -1
	}
	h := engine.NewEvaluator(f).Rows(p.X, p.Y)[0]
	d := &dualHoverJSON{F: num(h), Alpha: num(s.Alpha[i]), Slack: num(math.Max(0, 1-y*h))}
	if c, ok := s.Value("C"); ok && s.Alpha[i] >= c {
		d.Bounded = true
	}
	return d
}

// setMargin is the margin of the set of a picture, or ok false.
type setMargin struct {
	engine.SetMarginResult
	ok bool
}

// setMargin returns the margin of the set of the points with respect to
// the shown field f, computed once for each version of the picture: a
// status is built for every subscriber's call and every frame's note,
// and with a kernel machine of 580 support vectors on 1,200 points each
// margin took a kernel sum and its gradient at every point, hundreds of
// ms at 4x CPU throttling (issue 51). The caller holds the app's lock.
func (a *API) setMargin(f *engine.Field) setMargin {
	se := a.App.S
	if v := se.Versions().Picture; v != a.marginAt || v == 0 {
		m, err := engine.SetMargin(f, se.Doc().Dataset())
		a.margin, a.marginAt = setMargin{m, err == nil}, v
	}
	return a.margin
}
