package api

import (
	"testing"

	"hyperplane/wasm/keys"
)

// TestPointerEnv: the pointer's environment is the session's at the
// frame: its tool, brush and lock; Fisher's view only when the view shows
// it; and the keyboard's chosen point only while the keyboard shows on
// the plot.
func TestPointerEnv(t *testing.T) {
	a := newTestAPI(t)
	app := a.App
	cam := a.Screen.Camera()
	env := PointerEnv(app, cam, testW, testH, nil, true)
	if env.W != testW || env.H != testH || env.Tool != app.S.Tools().Tool() || env.Brush != app.S.Tools().Brush().Radius ||
		env.Locked || env.Fisher != nil || env.KeySel != -1 {
		t.Errorf("the default scene's env: %+v", env)
	}
	app.S.Doc().SetLock(true)
	v := app.S.Plot().View()
	v.Fisher = true
	if err := app.S.Plot().SetView(v); err != nil {
		t.Fatal(err)
	}
	env = PointerEnv(app, cam, testW, testH, nil, true)
	if !env.Locked || env.Fisher == nil {
		t.Errorf("locked %v, Fisher's view %v; want both", env.Locked, env.Fisher != nil)
	}
	// "n" chooses the next point (keys' bindings): point 0.
	app.Keys.Press(keys.Key{Key: "n"}, keys.Env{S: app.S, Cam: cam})
	if sel := app.Keys.Sel(); sel < 0 {
		t.Fatalf("n chose no point")
	}
	if got := PointerEnv(app, cam, testW, testH, nil, true).KeySel; got != app.Keys.Sel() {
		t.Errorf("KeySel %d while the keyboard shows, want its point %d", got, app.Keys.Sel())
	}
	if got := PointerEnv(app, cam, testW, testH, nil, false).KeySel; got != -1 {
		t.Errorf("KeySel %d while the keyboard does not show, want -1", got)
	}
}
