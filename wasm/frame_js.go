package main

import (
	"hyperplane/engine"
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
	snap := S.Training().Shown()
	snap.Field = S.Assessment().Decided(&snap) // the decision stage moves the boundary
	in := frame.Input{Cam: cam, DT: dt, Draws: g.draws, Versions: S.Versions(), Snap: snap, Trained: S.Training().Trained(),
		View: S.Plot().View(), Points: S.Doc().Points(), Test: S.Training().Partition().Mask, Dragging: S.Doc().Dragging(), Classes: len(S.Doc().Classes()),
		Compared: len(S.Compared().List()), Highlight: S.Assessment().Highlight, CompareFields: g.compareFields,
		Fisher:      func(s *engine.Snapshot, cam render.Camera) render.FisherView { return api.FisherOf(S, s, cam) },
		NetStep:     func(cam render.Camera) *render.NetStepView { return api.NetStepOf(S, cam) },
		DraggedUnit: S.Network().DraggedUnit()}
	f := &g.frame
	f.Prepare(&in)
	k, shows := &g.app.Keys, g.kb.shows()
	if shows {
		env := keys.Env{S: S, Cam: f.Cam}
		k.Sync(env)
		k.Ensure(env)
	}
	st, on := S.Tools().CurrentStroke()
	if f.Tools.Prepare(f.Cam, &frame.ToolsInput{Stroke: st, On: on, Selection: S.Tools().Selection(), SelVer: S.Tools().SelectionVersion(),
		Points: in.Points, PointsVer: in.Versions.Points, Tool: S.Tools().Tool(), Class: S.Doc().Class(), Classes: in.Classes, Keys: k, KeysShow: shows,
		Units: f.Units, UnitsVer: f.FieldVer}) {
		f.Touch()
	}
}

// compareFields returns the compared algorithms' fields, lowered, and an
// empty field for one that failed or has none yet. The caller holds the
// app's lock.
func (g *Game) compareFields() []engine.Field {
	var out []engine.Field
	for _, c := range g.app.S.Compared().List() {
		fl := engine.Field{}
		if s := c.Snapshot(); c.Err().IsZero() && len(s.Field.Rows) > 0 {
			fl = s.Field.Lowered()
		}
		out = append(out, fl)
	}
	return out
}

// kernelStatus returns how the kernel field on screen is drawn, or nil.
// The caller holds the app's lock.
func (g *Game) kernelStatus() *api.Kernel {
	s := g.app.S.Training().Shown()
	return g.frame.KernelStatus(&s, g.app.S.Versions().Picture)
}
