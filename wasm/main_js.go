// Command wasm is Hyperplane's browser program: an Ebiten game that draws
// the plane and a bridge that publishes window.hyperplane to the page.
package main

import (
	"net/url"
	"runtime"
	"strings"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine/scene"
	"hyperplane/wasm/api"
)

func main() {
	if runFloor() {
		return
	}
	q := queryParams()
	if q.Has("debug") {
		// Finer samples for hyperplane.debug.heapProfile (the default is
		// one every 512 KB).
		runtime.MemProfileRate = 64 << 10
	}
	a := api.NewApp(scene.DefaultScene())
	b := newBridge(a, q.Has("debug"))
	g, err := newGame(a, b)
	if err != nil {
		js.Global().Get("console").Call("error", "hyperplane: "+err.Error())
		return
	}
	b.game = g
	b.api = api.New(a, b, append(b.pageHandlers(), b.packageHandlers()...)...)
	b.api.OnFault = b.onFault
	// The words a scene keeps as its own (a preset's, a lesson's or a data
	// set's title and text) in the page's language.
	b.api.SetWords(formatText)
	// Game.Update publishes the API once the first frame is painted.

	ebiten.SetRunnableOnUnfocused(true)
	ebiten.SetScreenClearedEveryFrame(false)
	// One Update per frame. At a fixed 60 ticks a second, a slow frame
	// under software WebGL is preceded by several Updates, each training
	// for its budget and rebuilding the rings and overlay that only the
	// last one shows. Training and the tween follow the clock, not the
	// tick count.
	ebiten.SetTPS(ebiten.SyncWithFPS)
	singleSampled()
	if err := ebiten.RunGame(g); err != nil {
		js.Global().Get("console").Call("error", "hyperplane: the game stopped: "+err.Error())
	}
}

// queryParams returns the query of the page's address.
func queryParams() url.Values {
	q, err := url.ParseQuery(strings.TrimPrefix(js.Global().Get("location").Get("search").String(), "?"))
	if err != nil {
		return url.Values{}
	}
	return q
}

// singleSampled asks for Ebiten's WebGL context before Ebiten does, with
// its attributes but without antialiasing, which WebGL otherwise turns on:
// a second getContext of the same kind returns the first context, whatever
// it asks. Ebiten draws everything into images of its own and only copies
// the finished screen onto the canvas, pixel for pixel, so a multisampled
// canvas antialiases nothing; it stores several samples a pixel and
// resolves them at every frame.
func singleSampled() {
	c := js.Global().Get("document").Call("querySelector", "body > canvas")
	if !c.Truthy() {
		return
	}
	attr := js.Global().Get("Object").New()
	attr.Set("alpha", true)
	attr.Set("premultipliedAlpha", true)
	attr.Set("stencil", true)
	attr.Set("antialias", false)
	attr.Set("depth", false)
	gl := c.Call("getContext", "webgl2", attr)
	// The page's filter of the copies onto the canvas (index.html), put in
	// before Ebiten takes the context's functions, once, as it starts.
	if q := js.Global().Get("hyperplaneQuietScreen"); q.Type() == js.TypeFunction && gl.Truthy() {
		q.Invoke(gl)
	}
}
