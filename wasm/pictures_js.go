package main

import (
	"syscall/js"

	"hyperplane/engine"
)

// publishPictures adds to the API what the page's extra pictures
// (web/pictures.js) draw: the shattering of the points.
func (b *bridge) publishPictures(api js.Value) {
	a := b.app

	// shatter() returns every labelling of the scene's points by two
	// classes and whether a line separates it (engine.Shatter), with the
	// points, or {ok: false, error} when there are none or more than
	// engine.MaxShatterPoints. The error is not shown in the page: the
	// explorer says it in its own words.
	b.fn(api, "shatter", true, func([]js.Value) (any, error) {
		pts := make([][2]float64, len(a.scene.Points))
		for i, p := range a.scene.Points {
			pts[i] = [2]float64{p.X, p.Y}
		}
		sh, err := engine.Shatter(a.scene.Points)
		if err != nil {
			return map[string]any{"ok": false, "error": capitalize(err.Error()), "n": len(pts), "max": engine.MaxShatterPoints}, nil
		}
		return struct {
			OK bool `json:"ok"`
			engine.Shattering
			Points [][2]float64 `json:"points"`
		}{true, sh, pts}, nil
	})
}
