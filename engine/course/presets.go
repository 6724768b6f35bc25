package course

import (
	"hyperplane/engine"
	"hyperplane/engine/internal/wording"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// Preset is a ready-made data set with its algorithm and view: a gate, two
// blobs, circles and so on. Knobs describe the values the scene is made
// from (a random seed, the points per class, the noise, a labelling), in
// the same form as an algorithm's parameters, so that the page builds
// their controls the same way.
//
// Its Name and Description are Texts of the catalog (go-presets.ftl).
type Preset struct {
	ID          string         `json:"id"`
	Name        msg.Text       `json:"name"`
	Description msg.Text       `json:"description"`
	Knobs       []engine.Param `json:"knobs"`

	make func(k engine.Settings) scene.Scene
	// title names the scene for its knobs, when Name does not.
	title func(k engine.Settings) msg.Text
}

// Words formats a Text of the catalog in the reader's language: the page
// gives the function that writes a built-in scene's title and a lesson's
// title and text into the scene, where they are the user's to edit.
type Words func(msg.Text) string

// Generate returns the scene of p for the given knob values; missing ones
// take their defaults, and values of the wrong type or out of range are an
// error that names the knob. The same values always give the same scene.
// Its title is the preset's name in the words of w (none when w is nil).
func (p Preset) Generate(w Words, given map[string]any) (scene.Scene, error) {
	k, err := engine.ResolveSettings(p.Knobs, given)
	if err != nil {
		return scene.Scene{}, msg.Wrap(err, "preset-refused", "preset", p.Name, "why", msg.Of(err))
	}
	s := p.make(k)
	s.Version = scene.SceneVersion
	if w != nil {
		title := p.Name
		if p.title != nil {
			title = p.title(k)
		}
		s.Title = w(title)
		nameClasses(&s, w)
	}
	if s.Viewport == (scene.Viewport{}) {
		s.Viewport = scene.FitViewport(s.Points)
	}
	s.Normalize()
	if err := s.Validate(); err != nil {
		return scene.Scene{}, msg.Wrap(err, "preset-refused", "preset", p.Name, "why", msg.Of(err))
	}
	return s, nil
}

// GeneratePreset returns the scene of the preset id; see Preset.Generate.
func GeneratePreset(w Words, id string, given map[string]any) (scene.Scene, error) {
	for _, p := range Presets() {
		if p.ID == id {
			return p.Generate(w, given)
		}
	}
	return scene.Scene{}, msg.Err("preset-unknown", "id", wording.Quote(id))
}

// Presets returns the ready-made scenes, built afresh on each call.
func Presets() []Preset {
	ps := presetTable()
	for i := range ps {
		if ps[i].Knobs == nil {
			ps[i].Knobs = []engine.Param{} // JSON [] rather than null
		}
	}
	return ps
}

func presetTable() []Preset {
	return []Preset{
		{ID: "and", Name: msg.T("preset-and"), make: gateScene([4]bool{true, false, false, false}),
			Description: msg.T("preset-and-description")},
		{ID: "or", Name: msg.T("preset-or"), make: gateScene([4]bool{true, true, true, false}),
			Description: msg.T("preset-or-description")},
		{ID: "xor", Name: msg.T("preset-xor"), make: gateScene([4]bool{false, true, true, false}),
			Description: msg.T("preset-xor-description")},
		{ID: "blobs", Name: msg.T("preset-blobs"), make: blobsScene,
			Knobs:       []engine.Param{seedKnob(), nKnob(20, 500), noiseKnob(0.7, 3)},
			Description: msg.T("preset-blobs-description")},
		{ID: "overlap", Name: msg.T("preset-overlap"), make: overlapScene,
			Knobs:       []engine.Param{seedKnob(), nKnob(40, 500), noiseKnob(1.2, 3)},
			Description: msg.T("preset-overlap-description")},
		{ID: "outliers", Name: msg.T("preset-outliers"), make: outliersScene,
			Knobs:       []engine.Param{seedKnob(), nKnob(20, 200), noiseKnob(0.5, 1)},
			Description: msg.T("preset-outliers-description")},
		{ID: "three-classes", Name: msg.T("preset-three-classes"), make: classesScene(3),
			Knobs:       []engine.Param{seedKnob(), nKnob(15, 300), noiseKnob(0.6, 2)},
			Description: msg.T("preset-three-classes-description")},
		{ID: "four-classes", Name: msg.T("preset-four-classes"), make: classesScene(4),
			Knobs:       []engine.Param{seedKnob(), nKnob(15, 300), noiseKnob(0.6, 2)},
			Description: msg.T("preset-four-classes-description")},
		{ID: "circles", Name: msg.T("preset-circles"), make: circlesScene,
			Knobs:       []engine.Param{seedKnob(), nKnob(40, 500), noiseKnob(0.2, 0.5)},
			Description: msg.T("preset-circles-description")},
		{ID: "spirals", Name: msg.T("preset-spirals"), make: spiralsScene,
			Knobs:       []engine.Param{seedKnob(), nKnob(97, 500), noiseKnob(0, 0.5)},
			Description: msg.T("preset-spirals-description")},
		{ID: "shatter-3", Name: msg.T("preset-shatter-3"), make: shatterScene(shatter3()), title: shatterTitle(3),
			Knobs:       []engine.Param{labellingKnob(3, 1)},
			Description: msg.T("preset-shatter-3-description")},
		{ID: "shatter-4", Name: msg.T("preset-shatter-4"), make: shatterScene(shatter4()), title: shatterTitle(4),
			Knobs:       []engine.Param{labellingKnob(4, 5)},
			Description: msg.T("preset-shatter-4-description")},
	}
}

// intKnob and floatKnob build knobs as the algorithms' tables build their
// parameters.
func intKnob(key string, label msg.Text, min, max, def int, help msg.Text) engine.Param {
	return engine.Param{Key: key, Label: label, Kind: engine.ParamInt, Min: float64(min), Max: float64(max), Step: 1, Default: float64(def), Help: help}
}

func floatKnob(key string, label msg.Text, min, max, def float64, help msg.Text) engine.Param {
	return engine.Param{Key: key, Label: label, Kind: engine.ParamFloat, Min: min, Max: max, Default: def, Help: help}
}

func seedKnob() engine.Param {
	return intKnob("seed", msg.T("preset-knob-seed"), 0, 1_000_000, 1, msg.T("preset-knob-seed-help"))
}

func nKnob(def, max int) engine.Param {
	return intKnob("n", msg.T("preset-knob-n"), 1, max, def, msg.T("preset-knob-n-help"))
}

func noiseKnob(def, max float64) engine.Param {
	return floatKnob("noise", msg.T("preset-knob-noise"), 0, max, def, msg.T("preset-knob-noise-help"))
}

func labellingKnob(points, def int) engine.Param {
	return intKnob("labelling", msg.T("preset-knob-labelling"), 0, 1<<points-1, def, msg.T("preset-knob-labelling-help"))
}

// networkParams returns p when the catalog has the network, and nil when
// it does not (a build without it opens the preset with its fallback).
func networkParams(p map[string]any) map[string]any {
	if _, ok := engine.Lookup("network"); !ok {
		return nil
	}
	return p
}

// available returns the ids that the catalog knows, in order, so that a
// preset or lesson can name an algorithm that this build may not have.
func available(ids ...string) []string {
	var out []string
	for _, id := range ids {
		if _, ok := engine.Lookup(id); ok {
			out = append(out, id)
		}
	}
	return out
}

// firstAvailable returns the first of ids that the catalog knows, or the
// last one if it knows none.
func firstAvailable(ids ...string) string {
	if a := available(ids...); len(a) > 0 {
		return a[0]
	}
	return ids[len(ids)-1]
}
