package main

import (
	"fmt"
	"runtime"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/wasm/render"
)

// debugHandlers returns the functions of hyperplane.debug, published with
// ?debug for the tests.
func (b *bridge) debugHandlers() []handler {
	return []handler{
		{"panic", false, func(args []js.Value) (any, error) {
			where := "call"
			if given(args, 0) {
				var err error
				if where, err = argString(args, 0, "where", maxShort); err != nil {
					return nil, err
				}
			}
			if where == "call" {
				panic("test panic requested through hyperplane.debug.panic(\"call\")")
			}
			b.panicNext.Store(where)
			return nil, nil
		}},
		// panicLocked panics under the app's lock, as a handler of the
		// page's API may.
		{"panicLocked", true, func([]js.Value) (any, error) {
			panic("test panic requested through hyperplane.debug.panicLocked()")
		}},
		// repaint has the next frame paint the kept screen whole
		// (keptScreen), so that a test can compare it with what the
		// frames before kept.
		{"repaint", true, func([]js.Value) (any, error) {
			if g := b.game; g != nil {
				g.ks.valid = false
				g.frame.serial++
			}
			return nil, nil
		}},
		// mem reports the Go heap; mem(true) collects first, so that
		// heapAlloc is what is live.
		{"mem", false, func(args []js.Value) (any, error) {
			if given(args, 0) {
				collect, err := argBool(args, 0, "collect")
				if err != nil {
					return nil, err
				}
				if collect {
					runtime.GC()
				}
			}
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			return map[string]uint64{"heapAlloc": m.HeapAlloc, "heapSys": m.HeapSys, "sys": m.Sys, "numGC": uint64(m.NumGC), "totalAlloc": m.TotalAlloc}, nil
		}},
		// fieldPrograms writes and compiles every program of the field
		// shader and returns how many there are and the errors.
		{"fieldPrograms", false, func([]js.Value) (any, error) {
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
