package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"runtime"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine"
)

// version is the version of Hyperplane shown in the page and in the state.
const version = "0.1.0"

// bridge is the only code that talks to the page: it publishes the API
// window.hyperplane, tells subscribers when the state changes, and is the
// boundary at which every panic is recovered and reported.
type bridge struct {
	app       *app
	game      *Game
	api       js.Value
	funcs     []js.Func
	published bool // window.hyperplane is set

	shift      atomic.Bool
	onCanvas   atomic.Bool // the pointer is over the plot's canvas
	downAt     float64     // performance.now() of the last press on the page
	upAt       float64     // and of the last release
	subs       []js.Value
	faultSubs  []js.Value
	sentAt     time.Time
	sentVer    uint64
	sentPlay   bool
	debug      bool
	panicNext  atomic.Value // "update" or "draw": panic there once (debug)
	lastFault  *fault
	faultCount int
}

// fault describes a recovered panic.
type fault struct {
	Where   string `json:"where"`
	Message string `json:"message"`
	Stack   string `json:"stack"`
	Time    string `json:"time"`
}

func newBridge(a *app, debugMode bool) *bridge {
	b := &bridge{app: a, debug: debugMode}
	b.panicNext.Store("")
	return b
}

// guard recovers a panic of Update, Draw or a call from the page: training
// pauses, the scene is kept, and the page is told what happened. It must be
// deferred directly.
func (b *bridge) guard(where string) {
	r := recover()
	if r == nil {
		return
	}
	b.report(where, r)
}

func (b *bridge) report(where string, r any) {
	f := &fault{
		Where:   where,
		Message: fmt.Sprint(r),
		Stack:   string(debug.Stack()),
		Time:    time.Now().UTC().Format(time.RFC3339),
	}
	b.app.mu.Lock()
	b.app.playing = false
	b.app.say("error", "Something went wrong in "+where+": "+f.Message+". Training is paused; your points are kept.")
	b.lastFault = f
	b.faultCount++
	b.app.mu.Unlock()
	js.Global().Get("console").Call("error", "hyperplane: panic in "+where+": "+f.Message+"\n"+f.Stack)
	data, _ := json.Marshal(f)
	for _, s := range b.faultSubs {
		safeCall(s, string(data))
	}
}

// safeCall calls a page callback, ignoring exceptions it throws.
func safeCall(fn js.Value, arg string) {
	defer func() { recover() }()
	fn.Invoke(js.Global().Get("JSON").Call("parse", arg))
}

func (b *bridge) shiftHeld() bool { return b.shift.Load() }

// maybePanic panics once where the debug hook asked for it.
func (b *bridge) maybePanic(where string) {
	if b.debug && b.panicNext.Load() == where {
		b.panicNext.Store("")
		panic("test panic requested through hyperplane.debug.panic(\"" + where + "\")")
	}
}

// noteLocked returns the status to send to subscribers, or nil when
// nothing worth telling changed. It throttles to four messages a second
// while training. The caller holds the app's lock.
func (b *bridge) noteLocked() []byte {
	a := b.app
	if len(b.subs) == 0 || a.version == b.sentVer {
		return nil
	}
	if a.playing && a.playing == b.sentPlay && time.Since(b.sentAt) < 250*time.Millisecond {
		return nil
	}
	b.sentVer, b.sentAt, b.sentPlay = a.version, time.Now(), a.playing
	data, err := json.Marshal(b.statusLocked(false))
	if err != nil {
		return nil
	}
	return data
}

// send delivers a status to the subscribers. The caller must not hold the
// app's lock, since a subscriber may call back.
func (b *bridge) send(note []byte) {
	if note == nil {
		return
	}
	s := string(note)
	for _, fn := range b.subs {
		safeCall(fn, s)
	}
}

// num is a float that is written as null when it is not finite.
type num float64

func (n num) MarshalJSON() ([]byte, error) {
	f := float64(n)
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return []byte("null"), nil
	}
	return json.Marshal(f)
}

type valueJSON struct {
	Key   string `json:"key"`
	Label string `json:"label"`
	V     num    `json:"v"`
}

// weightsJSON shows the weights in the notes' notation: w and w₀ for a
// two-class function, W with one row (w₀ₖ, wₖ) per function otherwise.
type weightsJSON struct {
	W  [][]num `json:"w"`
	W0 []num   `json:"w0"`
}

// status is the state the page shows. The full state adds the points.
type status struct {
	Version    string             `json:"version"`
	Title      string             `json:"title"`
	Text       string             `json:"text"` // a lesson's text, shown as text
	Algorithm  string             `json:"algorithm"`
	Name       string             `json:"name"`
	Iterative  bool               `json:"iterative"`
	Params     map[string]any     `json:"params"`
	Basis      engine.Basis       `json:"basis"`
	Classes    []engine.ClassInfo `json:"classes"`
	Colors     []string           `json:"colors"`
	Class      int                `json:"class"`
	Counts     []int              `json:"counts"`
	NPoints    int                `json:"npoints"`
	Playing    bool               `json:"playing"`
	Speed      float64            `json:"speed"`
	Trained    bool               `json:"trained"`
	Step       int                `json:"step"`
	Updates    int                `json:"updates"`
	Loss       num                `json:"loss"`
	Criterion  string             `json:"criterion"`
	Mistakes   int                `json:"mistakes"`
	Accuracy   num                `json:"accuracy"`
	Status     string             `json:"status"`
	Reason     string             `json:"reason"`
	Notes      []string           `json:"notes"`
	Values     []valueJSON        `json:"values"`
	Weights    *weightsJSON       `json:"weights"`
	Field      *engine.Field      `json:"field"`
	Point      int                `json:"point"`
	Before     []float64          `json:"before"`
	Support    []int              `json:"support"`
	Gaussians  []engine.Gaussian  `json:"gaussians"`
	Projection *engine.Projection `json:"projection"`
	History    int                `json:"history"`
	Cursor     int                `json:"cursor"`
	Stride     int                `json:"stride"`
	Message    message            `json:"message"`
	View       engine.View        `json:"view"`
	Viewport   engine.Viewport    `json:"viewport"`
	Visible    engine.Viewport    `json:"visible"`
	Canvas     [3]float64         `json:"canvas"` // CSS width, height, device pixel ratio
	GridStep   float64            `json:"gridStep"`
	Whitened   bool               `json:"whitened"` // the view shows Σ^(−1/2)(x − μ)
	Animating  bool               `json:"animating"`
	Frame      uint64             `json:"frame"` // frames painted with a change
	Ticks      uint64             `json:"ticks"` // updates run
	Draws      uint64             `json:"draws"` // browser frames
	// RingsHidden: the misclassified points are too many to ring legibly.
	RingsHidden bool          `json:"ringsHidden"`
	Undo        int           `json:"undo"`
	Redo        int           `json:"redo"`
	LockEdit    bool          `json:"lockEdit"`
	Faults      int           `json:"faults"`
	Compare     []compareJSON `json:"compare"`
	Hover       *hoverJSON    `json:"hover"`
	Geometry    *geometryJSON `json:"geometry"`
	// Latency of the last point added with the pointer: the press, the
	// update that added it and the paint that showed it, in
	// performance.now() milliseconds.
	Latency [4]float64   `json:"latency"`
	Points  [][3]float64 `json:"points,omitempty"`
	// TestPoints lists the indices of the held-out points, with Points.
	TestPoints []int `json:"testPoints,omitempty"`

	// The held-out points of the split: their number, the model's
	// mistakes on them, its accuracy and its criterion there (null when
	// no split is set, or the criterion is not a sum over points).
	Split        engine.Split `json:"split"`
	TestN        int          `json:"testN"`
	TestMistakes int          `json:"testMistakes"`
	TestAccuracy num          `json:"testAccuracy"`
	TestLoss     num          `json:"testLoss"`

	// HK is Ho-Kashyap's margin vector b and error e = Ya − b, one entry
	// a point, for the panel's table (up to maxHKRows points, no split).
	HK *hkJSON `json:"hk,omitempty"`
}

// maxHKRows bounds the points whose b and e the status carries.
const maxHKRows = 200

type hkJSON struct {
	B []num `json:"b"`
	E []num `json:"e"`
}

// statusLocked builds the status; withPoints adds the points. The caller
// holds the app's lock.
func (b *bridge) statusLocked(withPoints bool) status {
	a := b.app
	s := a.shown()
	var hk *hkJSON
	if n := len(a.scene.Points); n > 0 && n <= maxHKRows && len(s.B) == n && len(s.E) == n {
		hk = &hkJSON{B: make([]num, n), E: make([]num, n)}
		for i := range s.B {
			hk.B[i], hk.E[i] = num(s.B[i]), num(s.E[i])
		}
	}
	st := status{
		HK:      hk,
		Version: version, Algorithm: a.scene.Algorithm, Name: a.spec.Name, Iterative: a.spec.Iterative,
		Basis: a.scene.Basis, Classes: a.scene.Classes, Colors: classColorHex(), Class: a.class,
		Counts: a.counts(), NPoints: len(a.scene.Points),
		Playing: a.playing, Speed: a.scene.Speed, Trained: a.model,
		Step: s.Step, Updates: s.Updates, Loss: num(s.Loss), Criterion: s.Criterion,
		Mistakes: s.Mistakes, Accuracy: num(math.NaN()), Status: string(s.Status), Reason: s.Reason, Notes: s.Notes,
		Point: s.Point, Before: s.Before, Support: s.Support, Gaussians: s.Gaussians, Projection: s.Projection,
		History: len(a.history), Cursor: a.cursor, Stride: a.stride, Message: a.msg,
		View: a.scene.View, Viewport: a.scene.Viewport,
		Undo: len(a.undo), Redo: len(a.redo), LockEdit: a.lockEdit, Faults: b.faultCount,
		Compare: a.compareLegend(),
		Split:   a.scene.Split, TestAccuracy: num(math.NaN()), TestLoss: num(math.NaN()),
	}
	if t := s.Test; a.model && t != nil {
		st.TestN, st.TestMistakes = t.N, t.Mistakes
		st.TestAccuracy, st.TestLoss = num(t.Accuracy()), num(t.Loss)
	}
	if set, err := engine.ResolveSettings(a.spec.Params, a.scene.Params); err == nil {
		st.Params = set
	}
	if a.model {
		st.Accuracy = num(s.Accuracy())
		f := s.Field
		st.Field = &f
		st.Weights = weightsOf(&f)
	}
	st.Values = valuesJSON(s.Values)
	st.Title, st.Text = a.scene.Title, a.scene.Text
	if g := b.game; g != nil && g.w > 0 {
		cam := b.camera()
		st.Visible = cam.visible()
		st.Whitened = cam.tr.on
		st.Canvas = [3]float64{g.w / cam.dpr, g.h / cam.dpr, cam.dpr}
		st.GridStep = cam.gridStep()
		st.Animating = g.tw.moving
		st.Frame = g.drawn
		st.Ticks = g.ticks
		st.Draws = g.draws
		st.RingsHidden = g.frame.ringsHidden
		st.Latency = [4]float64{g.lat.down, g.lat.up, g.lat.added, g.lat.painted}
	}
	st.Hover, st.Geometry = b.geometryLocked(&s)
	if withPoints {
		st.Points = make([][3]float64, len(a.scene.Points))
		for i, p := range a.scene.Points {
			st.Points[i] = [3]float64{p.X, p.Y, float64(p.Class)}
		}
		st.TestPoints = a.part.TestIndex
	}
	return st
}

func weightsOf(f *engine.Field) *weightsJSON {
	w := &weightsJSON{}
	for _, r := range f.Rows {
		w.W0 = append(w.W0, num(r[0]))
		row := make([]num, len(r)-1)
		for j, v := range r[1:] {
			row[j] = num(v)
		}
		w.W = append(w.W, row)
	}
	return w
}

// toJS turns a Go value into a JavaScript value through JSON.
func toJS(v any) js.Value {
	data, err := json.Marshal(v)
	if err != nil {
		return js.ValueOf(map[string]any{"ok": false, "error": err.Error()})
	}
	return js.Global().Get("JSON").Call("parse", string(data))
}

// fromJS decodes a JavaScript value (an object, or a JSON string) into dst.
func fromJS(v js.Value, dst any) error {
	var s string
	switch v.Type() {
	case js.TypeString:
		s = v.String()
	case js.TypeUndefined, js.TypeNull:
		return errors.New("a value is missing")
	default:
		s = js.Global().Get("JSON").Call("stringify", v).String()
	}
	if len(s) > 64<<20 {
		return errors.New("the value is too large")
	}
	return json.Unmarshal([]byte(s), dst)
}

func ok() js.Value { return js.ValueOf(map[string]any{"ok": true}) }

// argFloat returns args[i] as a number, or an error naming it.
func argFloat(args []js.Value, i int, name string) (float64, error) {
	if i >= len(args) || args[i].Type() != js.TypeNumber {
		return 0, fmt.Errorf("%s must be a number", name)
	}
	return args[i].Float(), nil
}

// argXY returns args[i] and args[i+1] as a point.
func argXY(args []js.Value, i int) (float64, float64, error) {
	x, err := argFloat(args, i, "x")
	if err != nil {
		return 0, 0, err
	}
	y, err := argFloat(args, i+1, "y")
	return x, y, err
}

func argInt(args []js.Value, i int, name string) (int, error) {
	f, err := argFloat(args, i, name)
	if err != nil {
		return 0, err
	}
	if f != math.Trunc(f) || math.Abs(f) > 1e9 {
		return 0, fmt.Errorf("%s must be a whole number", name)
	}
	return int(f), nil
}

// fn publishes one API function. Its body runs under the app's lock
// unless it asks otherwise; a panic in it is recovered and reported, and
// an error comes back to the caller as {ok: false, error} and is shown in
// the page.
func (b *bridge) fn(obj js.Value, name string, locked bool, body func(args []js.Value) (any, error)) {
	f := js.FuncOf(func(this js.Value, args []js.Value) (ret any) {
		defer func() {
			if r := recover(); r != nil {
				b.report("hyperplane."+name, r)
				ret = js.ValueOf(map[string]any{"ok": false, "error": fmt.Sprint(r)})
			}
		}()
		var (
			v   any
			err error
		)
		if locked {
			b.app.mu.Lock()
			b.app.flush()
			v, err = body(args)
			if err != nil {
				b.app.say("error", capitalize(err.Error()))
			}
			b.app.mu.Unlock()
		} else {
			v, err = body(args)
		}
		if err != nil {
			return js.ValueOf(map[string]any{"ok": false, "error": capitalize(err.Error())})
		}
		if v == nil {
			return ok()
		}
		if jv, isJS := v.(js.Value); isJS {
			return jv
		}
		return toJS(v)
	})
	b.funcs = append(b.funcs, f)
	obj.Set(name, f)
}

// publish installs window.hyperplane and tells the page it is ready.
func (b *bridge) publish() {
	b.published = true
	api := js.Global().Get("Object").New()
	b.api = api
	a := b.app

	b.fn(api, "state", true, func([]js.Value) (any, error) { return b.statusLocked(true), nil })
	b.fn(api, "status", true, func([]js.Value) (any, error) { return b.statusLocked(false), nil })
	b.fn(api, "algorithms", false, func([]js.Value) (any, error) { return engine.Catalog(), nil })

	// Points.
	b.fn(api, "addPoint", true, func(args []js.Value) (any, error) {
		x, y, err := argXY(args, 0)
		if err != nil {
			return nil, err
		}
		c := a.class
		if len(args) > 2 && !args[2].IsUndefined() {
			if c, err = argInt(args, 2, "class"); err != nil {
				return nil, err
			}
		}
		return nil, a.addPoint(x, y, c)
	})
	b.fn(api, "movePoint", true, func(args []js.Value) (any, error) {
		i, err := argInt(args, 0, "index")
		if err != nil {
			return nil, err
		}
		x, y, err := argXY(args, 1)
		if err != nil {
			return nil, err
		}
		a.edit()
		return nil, a.movePoint(i, x, y)
	})
	b.fn(api, "removePoint", true, func(args []js.Value) (any, error) {
		i, err := argInt(args, 0, "index")
		if err != nil {
			return nil, err
		}
		return nil, a.removePoint(i)
	})
	b.fn(api, "clear", true, func([]js.Value) (any, error) { a.clearPoints(); return nil, nil })
	b.fn(api, "setPoints", true, func(args []js.Value) (any, error) {
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
		return nil, a.setPoints(pts, classes)
	})
	b.fn(api, "undo", true, func([]js.Value) (any, error) { a.undoEdit(); return nil, nil })
	b.fn(api, "redo", true, func([]js.Value) (any, error) { a.redoEdit(); return nil, nil })

	// Classes.
	b.fn(api, "setClass", true, func(args []js.Value) (any, error) {
		k, err := argInt(args, 0, "class")
		if err != nil {
			return nil, err
		}
		if k < 0 || k >= engine.MaxClasses {
			return nil, fmt.Errorf("class must be between 0 and %d", engine.MaxClasses-1)
		}
		a.class = k
		a.ensureClass(k)
		a.changed()
		return nil, nil
	})
	b.fn(api, "setClassCount", true, func(args []js.Value) (any, error) {
		n, err := argInt(args, 0, "count")
		if err != nil {
			return nil, err
		}
		return nil, a.setClassCount(n)
	})
	b.fn(api, "setClassName", true, func(args []js.Value) (any, error) {
		k, err := argInt(args, 0, "class")
		if err != nil {
			return nil, err
		}
		if k < 0 || k >= len(a.scene.Classes) || len(args) < 2 || args[1].Type() != js.TypeString {
			return nil, errors.New("setClassName needs a class index and a name")
		}
		a.scene.Classes[k].Name = cleanName(args[1].String())
		a.changed()
		return nil, nil
	})

	// Algorithm, parameters, basis.
	b.fn(api, "setAlgorithm", true, func(args []js.Value) (any, error) {
		if len(args) == 0 || args[0].Type() != js.TypeString {
			return nil, errors.New("setAlgorithm needs an algorithm id")
		}
		return nil, a.setAlgorithm(args[0].String())
	})
	b.fn(api, "setParams", true, func(args []js.Value) (any, error) {
		var p map[string]any
		if len(args) == 0 {
			return nil, errors.New("setParams needs an object")
		}
		if err := fromJS(args[0], &p); err != nil {
			return nil, err
		}
		return nil, a.setParams(p)
	})
	b.fn(api, "setParam", true, func(args []js.Value) (any, error) {
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
		return nil, a.setParams(map[string]any{args[0].String(): v})
	})
	b.fn(api, "setBasis", true, func(args []js.Value) (any, error) {
		var bs engine.Basis
		if len(args) == 0 {
			return nil, errors.New("setBasis needs an object such as {kind: \"poly\", degree: 2}")
		}
		if err := fromJS(args[0], &bs); err != nil {
			return nil, err
		}
		return nil, a.setBasis(bs)
	})

	// Training.
	b.fn(api, "play", true, func([]js.Value) (any, error) { a.play(); return nil, nil })
	b.fn(api, "pause", true, func([]js.Value) (any, error) { a.pause(); return nil, nil })
	b.fn(api, "toggle", true, func([]js.Value) (any, error) {
		if a.playing {
			a.pause()
		} else {
			a.play()
		}
		return nil, nil
	})
	b.fn(api, "step", true, func(args []js.Value) (any, error) {
		n := 1
		if len(args) > 0 && args[0].Type() == js.TypeNumber {
			n = max(1, min(args[0].Int(), 1_000_000))
		}
		for i := 0; i < n && !a.snap.Status.Stopped(); i++ {
			a.step()
		}
		if n > 1 || a.snap.Status.Stopped() {
			a.stopMessage()
		}
		return b.statusLocked(false), nil
	})
	b.fn(api, "reset", true, func([]js.Value) (any, error) { a.playing = false; a.rebuild(); return nil, nil })
	b.fn(api, "setSplit", true, func(args []js.Value) (any, error) {
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
		next := a.scene.Split
		if sp.Fraction != nil {
			next.Fraction = *sp.Fraction
		}
		if sp.Seed != nil {
			next.Seed = *sp.Seed
		}
		return nil, a.setSplit(next)
	})
	b.fn(api, "setSpeed", true, func(args []js.Value) (any, error) {
		s, err := argFloat(args, 0, "speed")
		if err != nil {
			return nil, err
		}
		return nil, a.setSpeed(s)
	})
	b.fn(api, "train", true, func(args []js.Value) (any, error) {
		limit := 1_000_000
		if len(args) > 0 && args[0].Type() == js.TypeNumber {
			limit = max(1, args[0].Int())
		}
		a.playing = false
		start := time.Now()
		for i := 0; i < limit && a.trainer != nil && !a.snap.Status.Stopped(); i++ {
			if !a.stepOnce() || time.Since(start) > 20*time.Second {
				break
			}
		}
		a.stopMessage()
		return b.statusLocked(false), nil
	})

	// Reading the model.
	b.fn(api, "scores", true, func(args []js.Value) (any, error) {
		x, y, err := argXY(args, 0)
		if err != nil {
			return nil, err
		}
		if !a.model {
			return nil, errors.New("there is no trained model yet")
		}
		s := a.shown()
		m := engine.NewFieldModel(s.Field, len(a.scene.Classes))
		out := m.Scores(x, y, make([]float64, len(a.scene.Classes)))
		res := make([]num, len(out))
		for i, v := range out {
			res[i] = num(v)
		}
		return map[string]any{"scores": res, "class": m.Predict(x, y)}, nil
	})
	b.fn(api, "toPixel", true, func(args []js.Value) (any, error) {
		x, y, err := argXY(args, 0)
		if err != nil {
			return nil, err
		}
		cam := b.camera()
		px, py := cam.toScreen(x, y)
		return []float64{px / cam.dpr, py / cam.dpr}, nil
	})
	b.fn(api, "toData", true, func(args []js.Value) (any, error) {
		px, py, err := argXY(args, 0)
		if err != nil {
			return nil, err
		}
		cam := b.camera()
		x, y := cam.toData(px*cam.dpr, py*cam.dpr)
		return []float64{x, y}, nil
	})

	// View.
	b.fn(api, "setView", true, func(args []js.Value) (any, error) {
		if len(args) == 0 {
			return nil, errors.New("setView needs an object of toggles")
		}
		v := a.scene.View
		if err := fromJS(args[0], &v); err != nil {
			return nil, err
		}
		switch v.Shading {
		case "hard", "soft", "off":
		default:
			return nil, fmt.Errorf("shading must be hard, soft or off, not %q", v.Shading)
		}
		if len(v.Compare) > maxCompare {
			return nil, fmt.Errorf("at most %d algorithms can be compared", maxCompare)
		}
		for _, id := range v.Compare {
			if _, ok := engine.Lookup(id); !ok {
				return nil, fmt.Errorf("unknown algorithm %q to compare", id)
			}
		}
		a.scene.View = v
		a.syncCompare()
		a.changed()
		return nil, nil
	})
	b.fn(api, "setViewport", true, func(args []js.Value) (any, error) {
		var vp engine.Viewport
		if len(args) == 0 {
			return nil, errors.New("setViewport needs {minX, maxX, minY, maxY}")
		}
		if err := fromJS(args[0], &vp); err != nil {
			return nil, err
		}
		return nil, a.setViewport(vp)
	})
	b.fn(api, "fitView", true, func([]js.Value) (any, error) { return nil, a.fitView() })

	// Fisher's view.
	b.fn(api, "fisher", true, func([]js.Value) (any, error) {
		s := a.shown()
		fv := fisherOf(a, &s, b.camera())
		return fv.json(), nil
	})
	b.fn(api, "setTrialDirection", true, func(args []js.Value) (any, error) {
		if len(args) == 0 || args[0].IsNull() || args[0].IsUndefined() {
			a.trial = false
		} else {
			th, err := argFloat(args, 0, "angle")
			if err != nil {
				return nil, err
			}
			a.trial, a.trialTheta = true, th
		}
		a.changed()
		return nil, nil
	})

	// Scenes.
	b.fn(api, "scene", true, func([]js.Value) (any, error) { return a.scene, nil })
	b.fn(api, "loadScene", true, func(args []js.Value) (any, error) {
		if len(args) == 0 {
			return nil, errors.New("loadScene needs a scene")
		}
		var raw string
		if args[0].Type() == js.TypeString {
			raw = args[0].String()
		} else {
			raw = js.Global().Get("JSON").Call("stringify", args[0]).String()
		}
		s, err := parseScene([]byte(raw))
		if err != nil {
			return nil, fmt.Errorf("the scene was not loaded: %v", err)
		}
		a.edit()
		return nil, a.setScene(s)
	})
	b.fn(api, "setTitle", true, func(args []js.Value) (any, error) {
		if len(args) < 2 || args[0].Type() != js.TypeString || args[1].Type() != js.TypeString {
			return nil, errors.New("setTitle needs a title and a text")
		}
		a.scene.Title, a.scene.Text = args[0].String(), args[1].String()
		a.scene.Normalize()
		a.changed()
		return nil, nil
	})

	b.publishScenes(api)

	// History.
	b.fn(api, "history", true, func([]js.Value) (any, error) { return historySeries(a.history, 600), nil })
	b.fn(api, "scrub", true, func(args []js.Value) (any, error) {
		i, err := argInt(args, 0, "index")
		if err != nil {
			return nil, err
		}
		if i < 0 || i >= len(a.history) {
			a.cursor = -1
		} else {
			a.playing = false
			a.cursor = i
		}
		a.changed()
		return nil, nil
	})

	// Subscriptions.
	b.fn(api, "subscribe", false, func(args []js.Value) (any, error) {
		if len(args) == 0 || args[0].Type() != js.TypeFunction {
			return nil, errors.New("subscribe needs a function")
		}
		b.subs = append(b.subs, args[0])
		b.app.mu.Lock()
		b.sentVer = 0
		b.app.changed()
		b.app.mu.Unlock()
		return nil, nil
	})
	b.fn(api, "onFault", false, func(args []js.Value) (any, error) {
		if len(args) == 0 || args[0].Type() != js.TypeFunction {
			return nil, errors.New("onFault needs a function")
		}
		b.faultSubs = append(b.faultSubs, args[0])
		return nil, nil
	})
	b.fn(api, "lastFault", true, func([]js.Value) (any, error) { return b.lastFault, nil })
	b.publishPictures(api)

	if b.debug {
		dbg := js.Global().Get("Object").New()
		b.fn(dbg, "panic", false, func(args []js.Value) (any, error) {
			where := "call"
			if len(args) > 0 && args[0].Type() == js.TypeString {
				where = args[0].String()
			}
			if where == "call" {
				panic("test panic requested through hyperplane.debug.panic(\"call\")")
			}
			b.panicNext.Store(where)
			return nil, nil
		})
		// mem reports the Go heap; mem(true) collects first, so that
		// heapAlloc is what is live.
		b.fn(dbg, "mem", false, func(args []js.Value) (any, error) {
			if len(args) > 0 && args[0].Truthy() {
				runtime.GC()
			}
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			return map[string]uint64{"heapAlloc": m.HeapAlloc, "heapSys": m.HeapSys, "sys": m.Sys, "numGC": uint64(m.NumGC), "totalAlloc": m.TotalAlloc}, nil
		})
		// fieldPrograms writes and compiles every program of the field
		// shader and returns how many there are and the errors.
		b.fn(dbg, "fieldPrograms", false, func([]js.Value) (any, error) {
			keys := sampleFieldKeys()
			errs := []any{}
			for _, k := range keys {
				sh, err := ebiten.NewShader([]byte(k.source()))
				if err != nil {
					errs = append(errs, fmt.Sprintf("%+v: %v", k, err))
					continue
				}
				sh.Deallocate()
			}
			return map[string]any{"count": len(keys), "errors": errs}, nil
		})
		api.Set("debug", dbg)
	}

	api.Set("version", version)
	api.Set("colors", toJS(classColorHex()))
	js.Global().Set("hyperplane", api)
	js.Global().Call("dispatchEvent", js.Global().Get("Event").New("hyperplane-ready"))

	// Shift-click removes a point. The canvas's own events do not carry
	// the modifier to Ebiten, so the page's events are watched here.
	watch := js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) > 0 {
			e := args[0]
			b.shift.Store(e.Get("shiftKey").Truthy())
			if t := e.Get("type").String(); t == "pointermove" || t == "pointerdown" || t == "pointerleave" {
				target := e.Get("target")
				b.onCanvas.Store(t != "pointerleave" && target.Get("tagName").String() == "CANVAS" &&
					target.Get("parentElement").Equal(js.Global().Get("document").Get("body")))
			}
			switch e.Get("type").String() {
			case "mousedown", "pointerdown":
				b.downAt = e.Get("timeStamp").Float()
			case "mouseup", "pointerup":
				b.upAt = e.Get("timeStamp").Float()
			}
		}
		return nil
	})
	b.funcs = append(b.funcs, watch)
	js.Global().Get("document").Call("addEventListener", "pointerleave", watch, map[string]any{"passive": true})
	opts := map[string]any{"capture": true, "passive": true}
	for _, ev := range []string{"mousedown", "pointerdown", "pointermove", "pointerup", "mouseup", "keydown", "keyup"} {
		js.Global().Call("addEventListener", ev, watch, opts)
	}
}

// camera returns the camera of the current screen. The caller holds the
// app's lock.
func (b *bridge) camera() camera {
	g := b.game
	dpr := g.frame.cam.dpr
	if dpr <= 0 {
		dpr = 1
	}
	return b.app.camera(g.w, g.h, dpr)
}

// historySeries returns up to n evenly spaced entries of the history, for
// the charts.
func historySeries(h []engine.Snapshot, n int) map[string]any {
	steps, loss, acc := []int{}, []num{}, []num{}
	testLoss, testAcc := []num{}, []num{}
	tested := false
	add := func(s *engine.Snapshot) {
		steps = append(steps, s.Step)
		loss = append(loss, num(s.Loss))
		acc = append(acc, num(s.Accuracy()))
		tl, ta := math.NaN(), math.NaN()
		if s.Test != nil {
			tl, ta, tested = s.Test.Loss, s.Test.Accuracy(), true
		}
		testLoss = append(testLoss, num(tl))
		testAcc = append(testAcc, num(ta))
	}
	stride := max(1, (len(h)+n-1)/n)
	for i := 0; i < len(h); i += stride {
		add(&h[i])
	}
	if len(h) > 0 && (len(h)-1)%stride != 0 {
		add(&h[len(h)-1])
	}
	if !tested { // no split: null, so the chart draws no test curves
		testLoss, testAcc = nil, nil
	}
	return map[string]any{"step": steps, "loss": loss, "accuracy": acc, "testLoss": testLoss, "testAccuracy": testAcc,
		"length": len(h)}
}

// cleanName trims a class name and removes control characters; the page
// shows names as text, never as HTML.
func cleanName(s string) string {
	s = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, s)
	r := []rune(strings.TrimSpace(s))
	if len(r) > 40 {
		r = r[:40]
	}
	return string(r)
}

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
	Decided    int  `json:"decided"` // the class the model gives, or −1
	// HKB and HKE are Ho-Kashyap's b_n and e_n for the point, or null.
	HKB num `json:"hkB"`
	HKE num `json:"hkE"`
}

// geometryJSON holds quantities of the boundary for the values table.
type geometryJSON struct {
	OriginDistance num `json:"originDistance"` // w₀/‖w‖
	SetFunctional  num `json:"setFunctional"`  // min y·h
	SetGeometric   num `json:"setGeometric"`   // min y·h/‖∇h‖
}

// geometryLocked computes the hover and geometry parts of the status.
func (b *bridge) geometryLocked(s *engine.Snapshot) (*hoverJSON, *geometryJSON) {
	a := b.app
	if !a.model || len(s.Field.Rows) == 0 {
		return nil, nil
	}
	f := &s.Field
	var geo *geometryJSON
	if row, ok := engine.PlaneRow(f, 0); ok && f.Combine == engine.CombineSign {
		geo = &geometryJSON{OriginDistance: num(math.NaN())}
		if d, _, ok := engine.OriginDistance(row); ok {
			geo.OriginDistance = num(d)
		}
		if len(a.scene.Points) <= 20000 {
			if m, err := engine.SetMargin(f, a.scene.Dataset()); err == nil {
				geo.SetFunctional, geo.SetGeometric = num(m.Functional), num(m.Geometric)
			}
		}
	}
	i := a.hover
	if i < 0 || i >= len(a.scene.Points) {
		return nil, geo
	}
	p := a.scene.Points[i]
	cam := b.camera()
	px, py := cam.toScreen(p.X, p.Y)
	h := &hoverJSON{Index: i, Point: [3]float64{p.X, p.Y, float64(p.Class)}, Pixel: [2]float64{px / cam.dpr, py / cam.dpr},
		Geometric: num(math.NaN()), Feature: num(math.NaN()), HKB: num(math.NaN()), HKE: num(math.NaN())}
	if len(s.B) == len(a.scene.Points) && len(s.E) == len(s.B) {
		h.HKB, h.HKE = num(s.B[i]), num(s.E[i])
	}
	ev := engine.NewEvaluator(f)
	h.Decided = ev.Decide(p.X, p.Y)
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
