package scene_test

import (
	"hyperplane/engine/course"
	"hyperplane/engine/scene"
)

// The tests of package scene_test divide the course's presets, which the
// scene's own tests cannot import.

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}

// mustPreset returns the scene of a built-in preset.
func mustPreset(id string, knobs map[string]any) scene.Scene {
	s, err := course.GeneratePreset(nil, id, knobs)
	if err != nil {
		panic("built-in preset: " + err.Error())
	}
	return s
}
