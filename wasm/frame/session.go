package frame

import (
	"hyperplane/engine"
	"hyperplane/wasm/api"
	"hyperplane/wasm/keys"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// InputOf returns the frame's input read from the session s, whose lock
// the caller holds: the snapshot on screen with its field decided (the
// decision stage moves the boundary), the view, the points and their
// split, and the functions Prepare calls for the compared fields, Fisher's
// view and a network's backpropagation.
func InputOf(s *session.Session, cam render.Camera, dt float64, draws uint64) *Input {
	snap := s.Training().Shown()
	snap.Field = s.Assessment().Decided(&snap)
	return &Input{Cam: cam, DT: dt, Draws: draws, Versions: s.Versions(), Snap: snap, Trained: s.Training().Trained(),
		View: s.Plot().View(), Points: s.Doc().Points(), Test: s.Training().Partition().Mask, Dragging: s.Doc().Dragging(),
		Classes: len(s.Doc().Classes()), Compared: len(s.Compared().List()), Highlight: s.Assessment().Highlight,
		CompareFields: func() []engine.Field { return compareFields(s) },
		Fisher:        func(sn *engine.Snapshot, cam render.Camera) render.FisherView { return api.FisherOf(s, sn, cam) },
		NetStep:       func(cam render.Camera) *render.NetStepView { return api.NetStepOf(s, cam) },
		DraggedUnit:   s.Network().DraggedUnit()}
}

// compareFields returns the compared algorithms' fields, lowered, and an
// empty field for one that failed or has none yet.
func compareFields(s *session.Session) []engine.Field {
	var out []engine.Field
	for _, c := range s.Compared().List() {
		fl := engine.Field{}
		if sn := c.Snapshot(); c.Err().IsZero() && len(sn.Field.Rows) > 0 {
			fl = sn.Field.Lowered()
		}
		out = append(out, fl)
	}
	return out
}

// ToolsInputOf returns the tool layer's input read from the session s,
// whose lock the caller holds, for the frame f prepared from in: the
// stroke, the selection, the keyboard k (shown when shows) and the
// network's units.
func (f *Frame) ToolsInputOf(s *session.Session, in *Input, k *keys.Model, shows bool) *ToolsInput {
	st, on := s.Tools().CurrentStroke()
	return &ToolsInput{Stroke: st, On: on, Selection: s.Tools().Selection(), SelVer: s.Tools().SelectionVersion(),
		Points: in.Points, PointsVer: in.Versions.Points, Tool: s.Tools().Tool(), Class: s.Doc().Class(), Classes: in.Classes,
		Keys: k, KeysShow: shows, Units: f.Units, UnitsVer: f.FieldVer}
}
