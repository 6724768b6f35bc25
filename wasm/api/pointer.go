package api

import (
	"hyperplane/wasm/keys"
	"hyperplane/wasm/pointer"
	"hyperplane/wasm/render"
)

// PointerEnv returns what the pointer's model needs of the session at a
// frame drawn by cam on a plot of w×h device pixels (pointer.Env): the
// lock, the tool and the brush, the nearest point, Fisher's view when the
// view shows it, the network's units' lines, and the keyboard's chosen
// point when it shows (keysShow) outside the cursor mode, which takes the
// hover when no point is under the mouse. The caller holds the app's
// lock.
func PointerEnv(app *App, cam render.Camera, w, h float64, units []render.UnitLine, keysShow bool) pointer.Env {
	S := app.S
	env := pointer.Env{Cam: cam, W: w, H: h, Locked: S.Doc().Locked(), Tool: S.Tools().Tool(), Brush: S.Tools().Brush().Radius,
		Nearest: app.Nearest, KeySel: -1, Apply: S.Apply, Fail: S.Fail, Units: units}
	if S.Plot().View().Fisher {
		env.Fisher = func() render.FisherView {
			snap := S.Training().Shown()
			return FisherOf(S, &snap, cam)
		}
	}
	if k := &app.Keys; k.Mode != keys.Cursor && k.Sel() >= 0 && keysShow {
		env.KeySel = k.Sel()
	}
	return env
}
