package main

import (
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

		{"addPoint", true, b.addPoint},
		{"movePoint", true, b.movePoint},
		{"removePoint", true, withInt("index", a.s.RemovePoint)},
		{"clear", true, func([]js.Value) (any, error) { a.s.ClearPoints(); return nil, nil }},
		{"setPoints", true, b.setPoints},
		{"undo", true, func([]js.Value) (any, error) { a.s.Undo(); return nil, nil }},
		{"redo", true, func([]js.Value) (any, error) { a.s.Redo(); return nil, nil }},

		{"setClass", true, withInt("class", a.s.SetClass)},
		{"setClassCount", true, withInt("count", a.s.SetClassCount)},
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
	return append(hs, b.pictureHandlers()...)
}

// withInt returns a handler that passes its first argument, a whole
// number, to f.
func withInt(name string, f func(int) error) func([]js.Value) (any, error) {
	return func(args []js.Value) (any, error) {
		i, err := argInt(args, 0, name)
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
	if len(args) > 2 && !args[2].IsUndefined() {
		if c, err = argInt(args, 2, "class"); err != nil {
			return nil, err
		}
	}
	return nil, b.app.s.AddPoint(x, y, c)
}

func (b *bridge) movePoint(args []js.Value) (any, error) {
	i, err := argInt(args, 0, "index")
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
	var raw [][]float64
	if len(args) == 0 {
		return nil, errors.New("setPoints needs an array of [x, y, class]")
	}
	if err := fromJS(args[0], &raw); err != nil {
		return nil, fmt.Errorf("setPoints needs an array of [x, y, class]: %v", err)
	}
	pts := make([]engine.Point, len(raw))
	for i, r := range raw {
		if len(r) != 3 || r[2] != math.Trunc(r[2]) {
			return nil, fmt.Errorf("point %d must be [x, y, class] with a whole class", i+1)
		}
		pts[i] = engine.Point{X: r[0], Y: r[1], Class: int(r[2])}
	}
	classes := 0
	if len(args) > 1 && args[1].Type() == js.TypeNumber {
		classes = args[1].Int()
	}
	return nil, b.app.s.SetPoints(pts, classes)
}

func (b *bridge) setClassName(args []js.Value) (any, error) {
	k, err := argInt(args, 0, "class")
	if err != nil {
		return nil, err
	}
	if len(args) < 2 || args[1].Type() != js.TypeString {
		return nil, errors.New("setClassName needs a class index and a name")
	}
	return nil, b.app.s.SetClassName(k, args[1].String())
}

func (b *bridge) setAlgorithm(args []js.Value) (any, error) {
	if len(args) == 0 || args[0].Type() != js.TypeString {
		return nil, errors.New("setAlgorithm needs an algorithm id")
	}
	return nil, b.app.s.SetAlgorithm(args[0].String())
}

func (b *bridge) setParams(args []js.Value) (any, error) {
	var p map[string]any
	if len(args) == 0 {
		return nil, errors.New("setParams needs an object")
	}
	if err := fromJS(args[0], &p); err != nil {
		return nil, err
	}
	return nil, b.app.s.SetParams(p)
}

func (b *bridge) setParam(args []js.Value) (any, error) {
	if len(args) < 2 || args[0].Type() != js.TypeString {
		return nil, errors.New("setParam needs a key and a value")
	}
	var v any
	switch args[1].Type() {
	case js.TypeString:
		v = args[1].String() // a choice, as it is
	case js.TypeBoolean:
		v = args[1].Bool()
	case js.TypeNumber:
		v = args[1].Float()
	default:
		if err := fromJS(args[1], &v); err != nil {
			return nil, err
		}
	}
	return nil, b.app.s.SetParams(map[string]any{args[0].String(): v})
}

func (b *bridge) setBasis(args []js.Value) (any, error) {
	var bs engine.Basis
	if len(args) == 0 {
		return nil, errors.New("setBasis needs an object such as {kind: \"poly\", degree: 2}")
	}
	if err := fromJS(args[0], &bs); err != nil {
		return nil, err
	}
	return nil, b.app.s.SetBasis(bs)
}

func (b *bridge) step(args []js.Value) (any, error) {
	n := 1
	if len(args) > 0 && args[0].Type() == js.TypeNumber {
		n = args[0].Int()
	}
	b.app.s.Step(n)
	return b.statusLocked(false), nil
}

func (b *bridge) setSplit(args []js.Value) (any, error) {
	var sp struct {
		Fraction *float64 `json:"fraction"`
		Seed     *uint64  `json:"seed"`
	}
	if len(args) == 0 {
		return nil, errors.New("setSplit needs an object such as {fraction: 0.3, seed: 1}")
	}
	if err := fromJS(args[0], &sp); err != nil {
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

// trainTimeout bounds the time of one call of train().
const trainTimeout = 20 * time.Second

func (b *bridge) train(args []js.Value) (any, error) {
	limit := 1_000_000
	if len(args) > 0 && args[0].Type() == js.TypeNumber {
		limit = args[0].Int()
	}
	b.app.s.Train(limit, trainTimeout)
	return b.statusLocked(false), nil
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
	px, py := cam.toScreen(x, y)
	return []float64{px / cam.dpr, py / cam.dpr}, nil
}

func (b *bridge) toData(args []js.Value) (any, error) {
	px, py, err := argXY(args, 0)
	if err != nil {
		return nil, err
	}
	cam := b.camera()
	x, y := cam.toData(px*cam.dpr, py*cam.dpr)
	return []float64{x, y}, nil
}

// setView changes the toggles named in its object and keeps the others.
func (b *bridge) setView(args []js.Value) (any, error) {
	if len(args) == 0 {
		return nil, errors.New("setView needs an object of toggles")
	}
	v := b.app.s.View()
	v.Compare = append([]string(nil), v.Compare...)
	if err := fromJS(args[0], &v); err != nil {
		return nil, err
	}
	return nil, b.app.s.SetView(v)
}

func (b *bridge) setViewport(args []js.Value) (any, error) {
	var vp scene.Viewport
	if len(args) == 0 {
		return nil, errors.New("setViewport needs {minX, maxX, minY, maxY}")
	}
	if err := fromJS(args[0], &vp); err != nil {
		return nil, err
	}
	return nil, b.app.s.SetViewport(vp)
}

func (b *bridge) fisher([]js.Value) (any, error) {
	s := b.app.s.Shown()
	fv := fisherOf(b.app, &s, b.camera())
	return fv.json(), nil
}

func (b *bridge) setTrialDirection(args []js.Value) (any, error) {
	if len(args) == 0 || args[0].IsNull() || args[0].IsUndefined() {
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
	if len(args) == 0 {
		return nil, errors.New("loadScene needs a scene")
	}
	var raw string
	if args[0].Type() == js.TypeString {
		raw = args[0].String()
	} else {
		raw = js.Global().Get("JSON").Call("stringify", args[0]).String()
	}
	s, err := scene.ParseScene([]byte(raw))
	if err != nil {
		return nil, fmt.Errorf("the scene was not loaded: %v", err)
	}
	return nil, b.app.s.Load(s)
}

func (b *bridge) setTitle(args []js.Value) (any, error) {
	if len(args) < 2 || args[0].Type() != js.TypeString || args[1].Type() != js.TypeString {
		return nil, errors.New("setTitle needs a title and a text")
	}
	b.app.s.SetTitle(args[0].String(), args[1].String())
	return nil, nil
}
