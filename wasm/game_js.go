package main

import (
	"math"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/wasm/frame"
	"hyperplane/wasm/pace"
	"hyperplane/wasm/pointer"
	"hyperplane/wasm/render"
)

// Game is the Ebiten game: Update changes state, Draw only paints what
// Update prepared in the frame.
type Game struct {
	app     *app
	bridge  *bridge
	shaders shaderCache

	w, h      float64 // screen size in device pixels
	last      time.Time
	ticks     uint64 // updates run
	draws     uint64 // frames of the browser: Ebiten draws once per frame
	frame     frame.Frame
	drawn     uint64 // frame.Serial last painted
	img       images // what the frame is painted with (paint_js.go)
	ptr       pointer.Model
	pq        pointer.Queue // the pointer events since the last frame (input_js.go)
	listening bool          // pq follows the canvas
	lat       latency
	inputs    pace.Inputs // the plot's inputs, timed to the frame that shows them (?debug's inputs)
	// exporting: the frame is painted for the page (exportImage), which
	// gets the exact field.
	exporting  bool
	firstPaint bool
	wantImage  []js.Value  // callbacks waiting for a picture of the plot
	kb         keyboard    // the plot's keys and live regions (keys_js.go)
	slack      *slack      // training and the rest, after the frame
	stats      *pace.Stats // the work of each frame, timed
	// stillness is the media query prefers-reduced-motion: reduce, read
	// at every frame; while it matches, the field does not glide.
	stillness js.Value
}

// latency times the last point added with the pointer, for the benchmark:
// the press, the release (which adds it), its addition, and its painting.
type latency struct {
	down, up, added, painted float64
	pending                  bool
}

// performance is the page's window.performance, got once: each Get of an
// object makes a js.Value with a finalizer, which cost a frame up to 28 ms
// at 4x CPU throttling when now ran in every Draw (issue 51).
var performance = js.Global().Get("performance")

func now() float64 { return performance.Call("now").Float() }

func newGame(a *app, b *bridge) (*Game, error) {
	g := &Game{app: a, bridge: b}
	g.stats = pace.NewStats() // before the slack task, which times its work in it
	g.slack = newSlack(g)
	if mm := js.Global().Get("matchMedia"); mm.Type() == js.TypeFunction {
		g.stillness = js.Global().Call("matchMedia", "(prefers-reduced-motion: reduce)")
	}
	// The field programs are written and compiled when a frame first needs
	// them (TestFieldPrograms compiles every one of them).
	ls, err := ebiten.NewShader(render.LinesShader)
	if err != nil {
		return nil, err
	}
	g.img.lines = ls
	return g, nil
}

// Layout implements ebiten.Game; LayoutF gives the real size.
func (g *Game) Layout(w, h int) (int, int) {
	x, y := g.LayoutF(float64(w), float64(h))
	return int(x), int(y)
}

// LayoutF makes the screen as large as the canvas in device pixels, so
// lines and markers are sharp at any device pixel ratio.
func (g *Game) LayoutF(w, h float64) (float64, float64) {
	dpr := ebiten.Monitor().DeviceScaleFactor()
	if dpr <= 0 {
		dpr = 1
	}
	return math.Max(1, math.Round(w*dpr)), math.Max(1, math.Round(h*dpr))
}

// Update reads input and prepares the frame; training and the rest run
// after it, in the frame's slack (slack_js.go).
func (g *Game) Update() (err error) {
	defer g.bridge.guard("update")
	tick := time.Now()
	g.stats.Frame()
	g.slack.frame()
	if g.bridge.gc != nil {
		g.bridge.gc.Sample()
	}
	defer func() { g.stats.Add(pace.PhUpdate, time.Since(tick)) }()
	dt := 0.0
	if !g.last.IsZero() {
		dt = math.Min(tick.Sub(g.last).Seconds(), 0.25)
	}
	g.last = tick
	g.ticks++
	defer g.bridge.slowDown(tick)
	// The page's API comes after the first frame, which does not need it,
	// so that neither publishing it nor the page's work when it appears
	// holds that frame up; or after a few ticks if no frame gets painted,
	// so that a fault in Draw still reaches the page.
	if !g.bridge.published && (g.firstPaint || g.ticks > 3) {
		g.bridge.publish()
	}

	dpr := ebiten.Monitor().DeviceScaleFactor()
	if dpr <= 0 {
		dpr = 1
	}

	// The canvas's listeners, its place first in the page and its live
	// regions come with the API, after the first frame: set up before it,
	// they held it up by 13-25 ms (user timing marks in 6 cold loads), and
	// nothing can reach the canvas before the picture is on it.
	if !g.listening && g.bridge.published {
		if c := js.Global().Get("document").Call("querySelector", "body > canvas"); c.Truthy() {
			keep := func(f js.Func) { g.bridge.funcs = append(g.bridge.funcs, f) }
			g.listenPointer(c, keep)
			g.kb.listen(c, g, keep)
			g.listening = true
		}
	}
	events, at := g.pq.Take(), now()

	var note []byte
	work := false
	func() {
		g.app.Mu.Lock()
		defer g.app.Mu.Unlock()
		g.bridge.maybePanic("update")
		cam := g.app.Camera(g.w, g.h, dpr)
		g.handleInput(cam, events, at)
		cam = g.app.Camera(g.w, g.h, dpr) // input may pan or zoom
		g.stats.Time(pace.PhPrepare, func() { g.prepare(cam, dt) })
		g.stats.Time(pace.PhNotify, func() { note = g.bridge.noteLocked() })
		g.slack.describe = g.kb.frame(tick) || g.slack.describe
		work = g.slack.work.Frame(g.bridge.api, dt) || g.slack.describe
	}()
	g.stats.Time(pace.PhNotify, func() { g.bridge.sendLater(note) })
	g.kb.handPicks() // those of keys that waited for this frame
	// A gesture may have ended a run of train() (a new trainer): its
	// Promise settles now rather than with the next slack task.
	g.bridge.settleLocking()
	if work {
		g.slack.post()
	}
	return nil
}

// Draw paints the prepared frame. When nothing changed since the last
// frame it paints nothing: the screen keeps its picture.
func (g *Game) Draw(screen *ebiten.Image) {
	defer g.bridge.guard("draw")
	t0 := time.Now()
	defer func() { g.stats.Add(pace.PhDraw, time.Since(t0)) }()
	g.draws++
	// The inputs applied before this frame show in it, whether or not
	// it has anything to paint.
	defer func() { g.inputs.Drawn(now()) }()
	g.bridge.maybePanic("draw")
	f := &g.frame
	b := screen.Bounds()
	if float64(b.Dx()) != g.w || float64(b.Dy()) != g.h {
		g.w, g.h = float64(b.Dx()), float64(b.Dy())
		g.drawn = 0 // the screen was resized: paint whatever happens
	}
	if len(g.wantImage) > 0 && f.Uniforms != nil {
		g.sendImage()
	}
	if f.Serial == g.drawn || f.Uniforms == nil {
		return
	}
	g.drawn = f.Serial
	g.paint(screen)
	if g.lat.pending {
		g.lat.painted, g.lat.pending = now(), false
	}
	if !g.firstPaint {
		g.firstPaint = true
		js.Global().Set("hyperplaneFirstFrame", now())
	}
}

// sendImage paints the frame into an offscreen image and hands its pixels
// (RGBA, row after row) to the callbacks of exportImage.
func (g *Game) sendImage() {
	w, h := int(g.w), int(g.h)
	off := newLayer(w, h)
	defer off.Deallocate()
	g.exporting = true // a picture shows the exact field
	g.paint(off)
	g.exporting = false
	pix := make([]byte, 4*w*h)
	off.ReadPixels(pix)
	arr := js.Global().Get("Uint8ClampedArray").New(len(pix))
	js.CopyBytesToJS(arr, pix)
	res := js.Global().Get("Object").New()
	res.Set("width", w)
	res.Set("height", h)
	res.Set("pixels", arr)
	cbs := g.wantImage
	g.wantImage = nil
	for _, cb := range cbs {
		func() {
			defer func() { recover() }()
			cb.Invoke(res)
		}()
	}
}
