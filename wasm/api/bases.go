package api

import (
	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/plane"
)

// basisHandlers are the registry of named bases (engine/bases.go):
// bases(), the list the basis picker and the cross-validation of each
// basis are built from, and basisFor(id), the basis an entry names on the
// current scene, placed by engine.BasisFor over the scene's points (or,
// without points, over the view's box), the same function the model
// comparison uses.
func basisHandlers() []Handler {
	return []Handler{
		{Name: "bases", Do: func(*Call) (any, error) { return engine.Bases(), nil }},
		{Name: "basisFor", Locked: true, Params: []Param{Str(msg.T("refuse-arg-the-basiss-id"), MaxShort)}, Do: func(c *Call) (any, error) {
			vp := c.S().Scene().Viewport
			return engine.BasisFor(c.Str(0), c.S().Doc().Dataset(), plane.Box{MinX: vp.MinX, MaxX: vp.MaxX, MinY: vp.MinY, MaxY: vp.MaxY})
		}},
	}
}
