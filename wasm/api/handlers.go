package api

import (
	"encoding/json"
	"math"
	"strconv"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// coreHandlers returns the functions of window.hyperplane, in the order
// they are published.
func (a *API) coreHandlers() []Handler {
	hs := []Handler{
		{Name: "state", Locked: true, Do: func(*Call) (any, error) { return a.status(true), nil }},
		{Name: "status", Locked: true, Do: func(*Call) (any, error) { return a.status(false), nil }},
		{Name: "algorithms", Do: func(*Call) (any, error) { return engine.Catalog(), nil }},
		{Name: "views", Do: func(*Call) (any, error) { return scene.ViewToggles(), nil }},
		{Name: "commands", Do: func(*Call) (any, error) { return a.commands(), nil }},

		{Name: "addPoint", Locked: true, Appends: true, Changes: true, Params: []Param{Num(msg.T("refuse-arg-x")), Num(msg.T("refuse-arg-y")), Int(msg.T("refuse-arg-class"), 0, engine.MaxClasses-1).Opt()},
			Do: func(c *Call) (any, error) {
				return nil, c.S().Doc().AddPointSoon(c.Num(0), c.Num(1), c.IntOr(2, c.S().Doc().Class()))
			}},
		{Name: "movePoint", Locked: true, Changes: true, Params: []Param{Int(msg.T("refuse-arg-index"), 0, MaxWhole), Num(msg.T("refuse-arg-x")), Num(msg.T("refuse-arg-y"))},
			Do: func(c *Call) (any, error) { return nil, c.S().Doc().MovePoint(c.Int(0), c.Num(1), c.Num(2)) }},
		{Name: "removePoint", Locked: true, Changes: true, Params: []Param{Int(msg.T("refuse-arg-index"), 0, MaxWhole)},
			Do: func(c *Call) (any, error) { return nil, c.S().Doc().RemovePoint(c.Int(0)) }},
		{Name: "clear", Locked: true, Changes: true, Do: func(c *Call) (any, error) { c.S().Doc().ClearPoints(); return nil, nil }},
		{Name: "setPoints", Locked: true, Changes: true, Params: []Param{Obj(msg.T("refuse-arg-the-points")), Int(msg.T("refuse-arg-the-number-of-classes"), 0, engine.MaxClasses).Opt()},
			Do: setPoints},
		{Name: "undo", Locked: true, Changes: true, Do: func(c *Call) (any, error) { c.S().Doc().Undo(); return nil, nil }},
		{Name: "redo", Locked: true, Changes: true, Do: func(c *Call) (any, error) { c.S().Doc().Redo(); return nil, nil }},

		{Name: "setClass", Locked: true, Changes: true, Params: []Param{Int(msg.T("refuse-arg-class"), 0, engine.MaxClasses-1)},
			Do: func(c *Call) (any, error) { return nil, c.S().Doc().SetClass(c.Int(0)) }},
		{Name: "setClassCount", Locked: true, Changes: true, Params: []Param{Int(msg.T("refuse-arg-the-number-of-classes"), 2, engine.MaxClasses)},
			Do: func(c *Call) (any, error) { return nil, c.S().Doc().SetClassCount(c.Int(0)) }},
		{Name: "setClassName", Locked: true, Changes: true, Params: []Param{Int(msg.T("refuse-arg-class"), 0, MaxWhole), Str(msg.T("refuse-arg-the-name"), MaxShort)},
			Do: func(c *Call) (any, error) { return nil, c.S().Doc().SetClassName(c.Int(0), c.Str(1)) }},

		{Name: "setAlgorithm", Locked: true, Changes: true, Params: []Param{Str(msg.T("refuse-arg-the-algorithm-id"), MaxShort)},
			Do: func(c *Call) (any, error) { return nil, c.S().Training().SetAlgorithm(c.Str(0)) }},
		{Name: "setParams", Locked: true, Changes: true, Params: []Param{Obj(msg.T("refuse-arg-the-settings"))},
			Do: func(c *Call) (any, error) {
				var p map[string]any
				if err := c.Decode(0, &p); err != nil {
					return nil, err
				}
				return nil, c.S().Training().SetParams(p)
			}},
		{Name: "setParam", Locked: true, Changes: true, Params: []Param{Str(msg.T("refuse-arg-the-settings-key"), MaxShort), Any(msg.T("refuse-arg-the-settings-value"))},
			Do: func(c *Call) (any, error) {
				return nil, c.S().Training().SetParams(map[string]any{c.Str(0): c.Value(1)})
			}},
		{Name: "setBasis", Locked: true, Changes: true,
			Params: []Param{Obj(msg.T("refuse-arg-the-basis")).Needs(msg.T("refuse-needs-basis"))},
			Do: func(c *Call) (any, error) {
				var bs engine.Basis
				if err := c.Decode(0, &bs); err != nil {
					return nil, err
				}
				return nil, c.S().Training().SetBasis(bs)
			}},

		{Name: "play", Locked: true, Changes: true, Do: func(c *Call) (any, error) { c.S().Training().Play(); return nil, nil }},
		{Name: "pause", Locked: true, Changes: true, Do: func(c *Call) (any, error) { c.S().Training().Pause(); return nil, nil }},
		{Name: "toggle", Locked: true, Changes: true, Do: func(c *Call) (any, error) { c.S().Training().Toggle(); return nil, nil }},
		{Name: "step", Locked: true, Changes: true, Async: true, Params: []Param{Int(msg.T("refuse-arg-the-number-of-steps"), 1, MaxSteps).Opt()},
			Do: func(c *Call) (any, error) { return a.run(c.S().Training().StartStep(c.IntOr(0, 1), StepTimeout)), nil }},
		{Name: "reset", Locked: true, Changes: true, Do: func(c *Call) (any, error) { c.S().Training().Reset(); return nil, nil }},
		{Name: "setSplit", Locked: true, Changes: true,
			Params: []Param{Obj(msg.T("refuse-arg-the-split")).Needs(msg.T("refuse-needs-split"))}, Do: setSplit},
		{Name: "setSpeed", Locked: true, Changes: true, Params: []Param{Num(msg.T("refuse-arg-speed"))},
			Do: func(c *Call) (any, error) { return nil, c.S().Training().SetSpeed(c.Num(0)) }},
		{Name: "train", Locked: true, Changes: true, Async: true, Params: []Param{Int(msg.T("refuse-arg-the-limit-of-steps"), 1, MaxTrainSteps).Opt()},
			Do: func(c *Call) (any, error) {
				return a.run(c.S().Training().StartTrain(c.IntOr(0, 1_000_000), TrainTimeout)), nil
			}},

		{Name: "scores", Locked: true, Params: []Param{Num(msg.T("refuse-arg-x")), Num(msg.T("refuse-arg-y"))}, Do: scores},
		{Name: "toPixel", Locked: true, Params: []Param{Num(msg.T("refuse-arg-x")), Num(msg.T("refuse-arg-y"))}, Do: func(c *Call) (any, error) {
			cam := a.Screen.Camera()
			px, py := cam.ToScreen(c.Num(0), c.Num(1))
			return []float64{px / cam.DPR, py / cam.DPR}, nil
		}},
		{Name: "toData", Locked: true, Params: []Param{Num(msg.T("refuse-arg-x")), Num(msg.T("refuse-arg-y"))}, Do: func(c *Call) (any, error) {
			cam := a.Screen.Camera()
			x, y := cam.ToData(c.Num(0)*cam.DPR, c.Num(1)*cam.DPR)
			return []float64{x, y}, nil
		}},

		{Name: "setView", Locked: true, Changes: true, Params: []Param{Obj(msg.T("refuse-arg-the-view")).Needs(msg.T("refuse-needs-view"))},
			Do: func(c *Call) (any, error) {
				v := c.S().Plot().View()
				v.Compare = append([]string(nil), v.Compare...)
				if err := c.Decode(0, &v); err != nil {
					return nil, err
				}
				return nil, c.S().Plot().SetView(v)
			}},
		{Name: "setViewport", Locked: true, Changes: true,
			Params: []Param{Obj(msg.T("refuse-arg-the-viewport")).Needs(msg.T("refuse-needs-viewport"))},
			Do: func(c *Call) (any, error) {
				var vp scene.Viewport
				if err := c.Decode(0, &vp); err != nil {
					return nil, err
				}
				return nil, c.S().Plot().SetViewport(vp)
			}},
		{Name: "fitView", Locked: true, Changes: true, Do: func(c *Call) (any, error) { return nil, c.S().Plot().FitView() }},

		{Name: "fisher", Locked: true, Do: func(c *Call) (any, error) {
			s := c.S().Training().Shown()
			fv := FisherOf(c.S(), &s, a.Screen.Camera())
			return fisherJSONOf(&fv), nil
		}},
		{Name: "setTrialDirection", Locked: true, Changes: true, Params: []Param{Num(msg.T("refuse-arg-angle")).Opt()},
			Do: func(c *Call) (any, error) { c.S().Plot().SetTrial(c.Given(0), c.Num(0)); return nil, nil }},

		{Name: "scene", Locked: true, Do: func(c *Call) (any, error) { return c.S().Scene(), nil }},
		{Name: "loadScene", Locked: true, Changes: true, Params: []Param{Obj(msg.T("refuse-arg-the-scene"))}, Do: func(c *Call) (any, error) {
			start := time.Now()
			s, err := scene.ParseScene([]byte(c.JSON(0)))
			return loadRead(c, s, err, start)
		}},
		{Name: "setTitle", Locked: true, Changes: true, Params: []Param{Str(msg.T("refuse-arg-the-title"), MaxShort), Str(msg.T("refuse-arg-the-text"), MaxText)},
			Do: func(c *Call) (any, error) { c.S().Doc().SetTitle(c.Str(0), c.Str(1)); return nil, nil }},
	}
	hs = append(hs, a.sceneHandlers()...)
	hs = append(hs, a.readHandlers()...)
	hs = append(hs, a.historyHandlers()...)
	hs = append(hs, a.decisionHandlers()...)
	hs = append(hs, basisHandlers()...)
	hs = append(hs, a.exportHandlers()...)
	hs = append(hs, toolHandlers()...)
	hs = append(hs, dataHandlers()...)
	hs = append(hs, lessonHandlers()...)
	hs = append(hs, progressHandlers()...)
	hs = append(hs, a.accessHandlers()...)
	hs = append(hs, networkHandlers()...)
	hs = append(hs, pictureHandlers()...)
	return append(hs, a.netPictureHandlers()...)
}

// TrainTimeout bounds the time of one call of train(), StepTimeout of
// step() (their own time: the slices that run them); MaxSteps the steps
// of one call of step(), and MaxTrainSteps of train().
const (
	TrainTimeout  = 20 * time.Second
	StepTimeout   = 5 * time.Second
	MaxSteps      = 1_000_000
	MaxTrainSteps = 1_000_000_000
)

func setPoints(c *Call) (any, error) {
	var raw [][]*float64 // null is refused, not read as 0
	if err := json.Unmarshal([]byte(c.JSON(0)), &raw); err != nil {
		return nil, msg.Wrap(err, "refuse-set-points-array", "why", Short(msg.Of(err)))
	}
	if len(raw) > engine.MaxPoints {
		return nil, msg.Err("refuse-set-points-limit", "n", strconv.Itoa(len(raw)), "max", strconv.Itoa(engine.MaxPoints))
	}
	pts := make([]engine.Point, len(raw))
	for i, r := range raw {
		if len(r) != 3 || r[0] == nil || r[1] == nil || r[2] == nil || *r[2] != math.Trunc(*r[2]) {
			return nil, msg.Err("refuse-set-points-point", "point", i+1)
		}
		pts[i] = engine.Point{X: *r[0], Y: *r[1], Class: int(*r[2])}
	}
	return nil, c.S().Doc().SetPoints(pts, c.IntOr(1, 0))
}

func setSplit(c *Call) (any, error) {
	var sp struct {
		Fraction *float64 `json:"fraction"`
		Seed     *uint64  `json:"seed"`
	}
	if err := c.Decode(0, &sp); err != nil {
		return nil, err
	}
	next := c.S().Scene().Split
	if sp.Fraction != nil {
		next.Fraction = *sp.Fraction
	}
	if sp.Seed != nil {
		next.Seed = *sp.Seed
	}
	return nil, c.S().Training().SetSplit(next)
}

// scores answers scores(x, y): the class decided under the decision
// stage, the posteriors under its priors (null for a model without
// posteriors), and the model's own scores and class.
func scores(c *Call) (any, error) {
	sc, err := c.S().Assessment().Scores(c.Num(0), c.Num(1))
	if err != nil {
		return nil, err
	}
	out := map[string]any{"class": sc.Class, "scores": nums(sc.Scores), "posteriors": nil, "modelClass": sc.ModelClass}
	if sc.Posteriors != nil {
		out["posteriors"] = nums(sc.Posteriors)
	}
	return out, nil
}

// nums returns v with its non-finite entries written as null.
func nums(v []float64) []num {
	out := make([]num, len(v))
	for i, x := range v {
		out[i] = num(x)
	}
	return out
}
