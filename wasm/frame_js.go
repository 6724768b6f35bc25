package main

import (
	"hyperplane/wasm/api"
	"hyperplane/wasm/frame"
	"hyperplane/wasm/keys"
	"hyperplane/wasm/render"
)

// prepare brings the frame (package frame) up to date with the session,
// and the tool layer with the stroke, the selection and the keyboard. The
// caller holds the app's lock.
func (g *Game) prepare(cam render.Camera, dt float64) {
	S := g.app.S
	in := frame.InputOf(S, cam, dt, g.draws)
	f := &g.frame
	f.Tween.Still = g.stillness.Truthy() && g.stillness.Get("matches").Truthy()
	f.Prepare(in)
	k, shows := &g.app.Keys, g.kb.shows()
	if shows {
		env := keys.Env{S: S, Cam: f.Cam}
		k.Sync(env)
		k.Ensure(env)
	}
	if f.Tools.Prepare(f.Cam, f.ToolsInputOf(S, in, k, shows)) {
		f.Touch()
	}
}

// kernelStatus returns how the kernel field on screen is drawn, or nil.
// The caller holds the app's lock.
func (g *Game) kernelStatus() *api.Kernel {
	s := g.app.S.Training().Shown()
	return g.frame.KernelStatus(&s, g.app.S.Versions().Picture)
}
