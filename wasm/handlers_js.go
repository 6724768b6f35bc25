package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"syscall/js"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// handlers returns the functions of window.hyperplane, in the order they
// are published.
func (b *bridge) handlers() []handler {
	a := b.app
	hs := []handler{
		{"state", true, func([]js.Value) (any, error) { return b.statusLocked(true), nil }},
		{"status", true, func([]js.Value) (any, error) { return b.statusLocked(false), nil }},
		{"algorithms", false, func([]js.Value) (any, error) { return engine.Catalog(), nil }},
		{"views", false, func([]js.Value) (any, error) { return scene.ViewToggles(), nil }},

		{"addPoint", true, b.addPoint},
		{"movePoint", true, b.movePoint},
		{"removePoint", true, withInt("index", 0, maxWhole, a.s.RemovePoint)},
		{"clear", true, func([]js.Value) (any, error) { a.s.ClearPoints(); return nil, nil }},
		{"setPoints", true, b.setPoints},
		{"undo", true, func([]js.Value) (any, error) { a.s.Undo(); return nil, nil }},
		{"redo", true, func([]js.Value) (any, error) { a.s.Redo(); return nil, nil }},

		{"setClass", true, withInt("class", 0, engine.MaxClasses-1, a.s.SetClass)},
		{"setClassCount", true, withInt("the number of classes", 2, engine.MaxClasses, a.s.SetClassCount)},
		{"setClassName", true, b.setClassName},

		{"setAlgorithm", true, b.setAlgorithm},
		{"setParams", true, b.setParams},
		{"setParam", true, b.setParam},
		{"setBasis", true, b.setBasis},

		{"play", true, func([]js.Value) (any, error) { a.s.Play(); return nil, nil }},
		{"pause", true, func([]js.Value) (any, error) { a.s.Pause(); return nil, nil }},
		{"toggle", true, func([]js.Value) (any, error) { a.s.Toggle(); return nil, nil }},
		{"step", true, b.step},
		{"reset", true, func([]js.Value) (any, error) { a.s.Reset(); return nil, nil }},
		{"setSplit", true, b.setSplit},
		{"setSpeed", true, b.setSpeed},
		{"train", true, b.train},

		{"scores", true, b.scores},
		{"toPixel", true, b.toPixel},
		{"toData", true, b.toData},

		{"setView", true, b.setView},
		{"setViewport", true, b.setViewport},
		{"fitView", true, func([]js.Value) (any, error) { return nil, a.s.FitView() }},

		{"fisher", true, b.fisher},
		{"setTrialDirection", true, b.setTrialDirection},

		{"scene", true, func([]js.Value) (any, error) { return a.s.Scene(), nil }},
		{"loadScene", true, b.loadScene},
		{"setTitle", true, b.setTitle},
	}
	hs = append(hs, b.sceneHandlers()...)
	hs = append(hs, b.historyHandlers()...)
	hs = append(hs, b.decisionHandlers()...)
	hs = append(hs, b.decisionDragHandlers()...)
	hs = append(hs, b.exportHandlers()...)
	hs = append(hs, b.toolHandlers()...)
	hs = append(hs, b.dataHandlers()...)
	hs = append(hs, b.lessonHandlers()...)
	return append(hs, b.pictureHandlers()...)
}

// withInt returns a handler that passes its first argument, a whole
// number between lo and hi, to f.
func withInt(name string, lo, hi int, f func(int) error) func([]js.Value) (any, error) {
	return func(args []js.Value) (any, error) {
		i, err := argInt(args, 0, name, lo, hi)
		if err != nil {
			return nil, err
		}
		return nil, f(i)
	}
}

func (b *bridge) addPoint(args []js.Value) (any, error) {
	x, y, err := argXY(args, 0)
	if err != nil {
		return nil, err
	}
	c := b.app.s.Class()
	if given(args, 2) {
		if c, err = argInt(args, 2, "class", 0, engine.MaxClasses-1); err != nil {
			return nil, err
		}
	}
	return nil, b.app.s.AddPoint(x, y, c)
}

func (b *bridge) movePoint(args []js.Value) (any, error) {
	i, err := argInt(args, 0, "index", 0, maxWhole)
	if err != nil {
		return nil, err
	}
	x, y, err := argXY(args, 1)
	if err != nil {
		return nil, err
	}
	return nil, b.app.s.MovePoint(i, x, y)
}

func (b *bridge) setPoints(args []js.Value) (any, error) {
	var raw [][]*float64 // null is refused, not read as 0
	text, err := argJSON(args, 0, "the points")
	if err != nil {
		return nil, err
	}
	if err = json.Unmarshal([]byte(text), &raw); err != nil {
		return nil, fmt.Errorf("setPoints needs an array of [x, y, class]: %v", shortMessage(err.Error()))
	}
	if len(raw) > engine.MaxPoints {
		return nil, fmt.Errorf("setPoints was given %d points; the limit is %d", len(raw), engine.MaxPoints)
	}
	pts := make([]engine.Point, len(raw))
	for i, r := range raw {
		if len(r) != 3 || r[0] == nil || r[1] == nil || r[2] == nil || *r[2] != math.Trunc(*r[2]) {
			return nil, fmt.Errorf("point %d must be [x, y, class]: three numbers, the class whole", i+1)
		}
		pts[i] = engine.Point{X: *r[0], Y: *r[1], Class: int(*r[2])}
	}
	classes := 0
	if given(args, 1) {
		if classes, err = argInt(args, 1, "the number of classes", 0, engine.MaxClasses); err != nil {
			return nil, err
		}
	}
	return nil, b.app.s.SetPoints(pts, classes)
}

func (b *bridge) setClassName(args []js.Value) (any, error) {
	k, err := argInt(args, 0, "class", 0, maxWhole)
	if err != nil {
		return nil, err
	}
	name, err := argString(args, 1, "the name", maxShort)
	if err != nil {
		return nil, err
	}
	return nil, b.app.s.SetClassName(k, name)
}

func (b *bridge) setAlgorithm(args []js.Value) (any, error) {
	id, err := argString(args, 0, "the algorithm id", maxShort)
	if err != nil {
		return nil, err
	}
	return nil, b.app.s.SetAlgorithm(id)
}

func (b *bridge) setParams(args []js.Value) (any, error) {
	var p map[string]any
	if err := argObject(args, 0, "the settings", &p); err != nil {
		return nil, err
	}
	return nil, b.app.s.SetParams(p)
}

func (b *bridge) setParam(args []js.Value) (any, error) {
	key, err := argString(args, 0, "the setting's key", maxShort)
	if err != nil {
		return nil, err
	}
	v, err := argValue(args, 1, "the setting's value")
	if err != nil {
		return nil, err
	}
	return nil, b.app.s.SetParams(map[string]any{key: v})
}

func (b *bridge) setBasis(args []js.Value) (any, error) {
	var bs engine.Basis
	if !given(args, 0) {
		return nil, errors.New("setBasis needs an object such as {kind: \"poly\", degree: 2}")
	}
	if err := argObject(args, 0, "the basis", &bs); err != nil {
		return nil, err
	}
	return nil, b.app.s.SetBasis(bs)
}

func (b *bridge) step(args []js.Value) (any, error) {
	n := 1
	if given(args, 0) {
		var err error
		if n, err = argInt(args, 0, "the number of steps", 1, maxSteps); err != nil {
			return nil, err
		}
	}
	r := b.app.s.Step(n, stepTimeout)
	return ranJSON{b.statusLocked(false), r}, nil
}

func (b *bridge) setSplit(args []js.Value) (any, error) {
	var sp struct {
		Fraction *float64 `json:"fraction"`
		Seed     *uint64  `json:"seed"`
	}
	if !given(args, 0) {
		return nil, errors.New("setSplit needs an object such as {fraction: 0.3, seed: 1}")
	}
	if err := argObject(args, 0, "the split", &sp); err != nil {
		return nil, err
	}
	next := b.app.s.Scene().Split
	if sp.Fraction != nil {
		next.Fraction = *sp.Fraction
	}
	if sp.Seed != nil {
		next.Seed = *sp.Seed
	}
	return nil, b.app.s.SetSplit(next)
}

func (b *bridge) setSpeed(args []js.Value) (any, error) {
	s, err := argFloat(args, 0, "speed")
	if err != nil {
		return nil, err
	}
	return nil, b.app.s.SetSpeed(s)
}

// trainTimeout bounds the time of one call of train(), stepTimeout of
// step(); maxSteps the steps of one call of step(), and maxTrainSteps of
// train().
const (
	trainTimeout  = 20 * time.Second
	stepTimeout   = 5 * time.Second
	maxSteps      = 1_000_000
	maxTrainSteps = 1_000_000_000
)

func (b *bridge) train(args []js.Value) (any, error) {
	limit := 1_000_000
	if given(args, 0) {
		var err error
		if limit, err = argInt(args, 0, "the limit of steps", 1, maxTrainSteps); err != nil {
			return nil, err
		}
	}
	r := b.app.s.Train(limit, trainTimeout)
	return ranJSON{b.statusLocked(false), r}, nil
}

func (b *bridge) scores(args []js.Value) (any, error) {
	x, y, err := argXY(args, 0)
	if err != nil {
		return nil, err
	}
	out, class, err := b.app.s.Scores(x, y)
	if err != nil {
		return nil, err
	}
	res := make([]num, len(out))
	for i, v := range out {
		res[i] = num(v)
	}
	return map[string]any{"scores": res, "class": class}, nil
}

func (b *bridge) toPixel(args []js.Value) (any, error) {
	x, y, err := argXY(args, 0)
	if err != nil {
		return nil, err
	}
	cam := b.camera()
	px, py := cam.ToScreen(x, y)
	return []float64{px / cam.DPR, py / cam.DPR}, nil
}

func (b *bridge) toData(args []js.Value) (any, error) {
	px, py, err := argXY(args, 0)
	if err != nil {
		return nil, err
	}
	cam := b.camera()
	x, y := cam.ToData(px*cam.DPR, py*cam.DPR)
	return []float64{x, y}, nil
}

// setView changes the toggles named in its object and keeps the others.
func (b *bridge) setView(args []js.Value) (any, error) {
	if !given(args, 0) {
		return nil, errors.New("setView needs an object of toggles")
	}
	v := b.app.s.View()
	v.Compare = append([]string(nil), v.Compare...)
	if err := argObject(args, 0, "the view", &v); err != nil {
		return nil, err
	}
	return nil, b.app.s.SetView(v)
}

func (b *bridge) setViewport(args []js.Value) (any, error) {
	var vp scene.Viewport
	if !given(args, 0) {
		return nil, errors.New("setViewport needs {minX, maxX, minY, maxY}")
	}
	if err := argObject(args, 0, "the viewport", &vp); err != nil {
		return nil, err
	}
	return nil, b.app.s.SetViewport(vp)
}

func (b *bridge) fisher([]js.Value) (any, error) {
	s := b.app.s.Shown()
	fv := fisherOf(b.app, &s, b.camera())
	return fisherJSONOf(&fv), nil
}

func (b *bridge) setTrialDirection(args []js.Value) (any, error) {
	if !given(args, 0) {
		b.app.s.SetTrial(false, 0)
		return nil, nil
	}
	th, err := argFloat(args, 0, "angle")
	if err != nil {
		return nil, err
	}
	b.app.s.SetTrial(true, th)
	return nil, nil
}

func (b *bridge) loadScene(args []js.Value) (any, error) {
	start := time.Now()
	raw, err := argJSON(args, 0, "the scene")
	if err != nil {
		return nil, err
	}
	s, err := scene.ParseScene([]byte(raw))
	if err != nil {
		return nil, fmt.Errorf("the scene was not loaded: %v", err)
	}
	if err := b.loadChecked(s); err != nil {
		return nil, err
	}
	return importAnswer(b.app, start), nil
}

func (b *bridge) setTitle(args []js.Value) (any, error) {
	title, err := argString(args, 0, "the title", maxShort)
	if err != nil {
		return nil, err
	}
	text, err := argString(args, 1, "the text", maxText)
	if err != nil {
		return nil, err
	}
	b.app.s.SetTitle(title, text)
	return nil, nil
}
