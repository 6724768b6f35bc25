package main

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine/msg"
	"hyperplane/wasm/api"
	"hyperplane/wasm/gcwatch"
	"hyperplane/wasm/render"
)

// debugHandlers returns the functions of hyperplane.debug, published with
// ?debug for the tests.
func (b *bridge) debugHandlers() []api.Handler {
	return []api.Handler{
		b.game.kb.keyLogHandler(),
		{Name: "panic", Params: []api.Param{api.Str(msg.T("refuse-arg-where"), api.MaxShort).Opt()}, Do: func(c *api.Call) (any, error) {
			where := "call"
			if c.Given(0) {
				where = c.Str(0)
			}
			if where == "call" {
				panic("test panic requested through hyperplane.debug.panic(\"call\")")
			}
			b.panicNext = where
			return nil, nil
		}},
		// panicLocked panics under the app's lock, as a handler of the
		// page's API may.
		{Name: "panicLocked", Locked: true, Do: func(*api.Call) (any, error) {
			panic("test panic requested through hyperplane.debug.panicLocked()")
		}},
		// repaint has the next frame paint the kept screen whole
		// (keptScreen), so that a test can compare it with what the
		// frames before kept.
		{Name: "repaint", Locked: true, Do: func(*api.Call) (any, error) {
			if g := b.game; g != nil {
				g.frame.Kept.Valid = false
				g.frame.Touch()
			}
			return nil, nil
		}},
		// slowFrames(ms) makes every frame's Update take at least ms
		// milliseconds of the main thread (0 ends it), as on a slow
		// machine, so that a test can check that gestures do not depend
		// on the frame rate.
		{Name: "slowFrames", Params: []api.Param{api.Int(msg.T("refuse-arg-the-milliseconds"), 0, 5000)}, Do: func(c *api.Call) (any, error) {
			b.slowMs = c.Int(0)
			return nil, nil
		}},
		// gestureLog returns the last pointer events the frames took and
		// the frames' long-press verdicts, for a test's failure message.
		{Name: "gestureLog", Locked: true, Do: func(*api.Call) (any, error) {
			return b.gestures.Lines(), nil
		}},
		// mem reports the Go heap; mem(true) collects first, so that
		// heapAlloc is what is live.
		{Name: "mem", Params: []api.Param{api.Flag(msg.T("refuse-arg-collect")).Opt()}, Do: func(c *api.Call) (any, error) {
			return gcwatch.ReadMem(c.Given(0) && c.Bool(0)), nil
		}},
		// gc reports the Go heap's collections since the page loaded or
		// the last gc(true) (gcwatch.Watch), and what the heap holds.
		{Name: "gc", Params: []api.Param{api.Flag(msg.T("refuse-arg-restart-count")).Opt()}, Do: func(c *api.Call) (any, error) {
			r := b.gc.Report()
			if c.Given(0) && c.Bool(0) {
				b.gc.Reset()
			}
			return r, nil
		}},
		// inputs returns the plot's inputs shown since the last call:
		// each one's kind and its times, from its event to the frame that
		// showed it (pace.Inputs).
		{Name: "inputs", Do: func(*api.Call) (any, error) {
			return b.game.inputs.Take(), nil
		}},
		// heapProfile returns the Go heap's profile (pprof's format,
		// base64), after a collection, for the soak test's comparison of
		// what is live at its start and its end.
		{Name: "heapProfile", Do: func(*api.Call) (any, error) { return gcwatch.Profile() }},
		// fieldPrograms writes and compiles every program of the field
		// shader and returns how many there are and the errors.
		{Name: "fieldPrograms", Do: func(*api.Call) (any, error) {
			keys := render.SampleKeys()
			errs := []any{}
			for _, k := range keys {
				sh, err := ebiten.NewShader([]byte(k.Source()))
				if err != nil {
					errs = append(errs, fmt.Sprintf("%+v: %v", k, err))
					continue
				}
				sh.Deallocate()
			}
			return map[string]any{"count": len(keys), "errors": errs}, nil
		}},
	}
}

// slowDown busy-waits until the frame that began at start has taken the
// time slowFrames asked for.
func (b *bridge) slowDown(start time.Time) {
	if b.slowMs <= 0 {
		return
	}
	for time.Since(start) < time.Duration(b.slowMs)*time.Millisecond {
	}
}
