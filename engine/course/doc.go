// Package course holds Hyperplane's course content: the presets, ready-made
// data sets (logic gates, blobs, circles, points to shatter) generated
// from a few knobs, and the lessons, each a scene with a title and a short
// text that follow the lecture notes and say what to look at and what to
// try. Both are scenes of package scene, trained with the models of
// package engine.
//
// # Conventions
//
//   - A preset's knobs are engine.Param values, like an algorithm's
//     parameters, so the page builds their controls the same way; the same
//     knob values always give the same scene (its random generator is
//     seeded by the "seed" knob), on every machine.
//   - Presets and Lessons build their tables afresh on each call, so a
//     caller may change what it gets.
//   - A lesson that names an algorithm this build lacks falls back to one
//     it has.
//   - A teacher's own lesson is a LessonFile (or a scene document with a
//     title and a text), read by ParseLesson with the checks of
//     scene.ParseScene.
//
// # Use
//
//	s, err := course.GeneratePreset("blobs", map[string]any{"seed": 7, "n": 30})
//	for _, l := range course.Lessons() {
//		fmt.Println(l.ID, l.Title) // l.Scene is ready to load
//	}
package course
