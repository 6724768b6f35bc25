package main

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"syscall/js"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/course"
	"hyperplane/engine/scene"
	"hyperplane/wasm/session"
)

// sceneHandlers returns the functions for scenes, links, presets, lessons,
// files and pictures.
func (b *bridge) sceneHandlers() []handler {
	a := b.app
	load := b.loadChecked
	return []handler{
		{"link", true, func([]js.Value) (any, error) {
			l, err := scene.EncodeLink(a.s.Scene())
			if err != nil {
				return nil, fmt.Errorf("no link: %v", err)
			}
			return l, nil
		}},
		{"loadLink", true, func(args []js.Value) (any, error) {
			l, err := argString(args, 0, "the link", maxText)
			if err != nil {
				return nil, err
			}
			s, err := scene.DecodeLink(strings.TrimPrefix(l, "#"))
			if err != nil {
				return nil, fmt.Errorf("the link could not be opened: %v", err)
			}
			return nil, load(s)
		}},
		{"presets", false, func([]js.Value) (any, error) { return course.Presets(), nil }},
		{"loadPreset", true, func(args []js.Value) (any, error) {
			id, err := argString(args, 0, "the preset id", maxShort)
			if err != nil {
				return nil, err
			}
			knobs := map[string]any{}
			if given(args, 1) {
				if err := argObject(args, 1, "the preset's knobs", &knobs); err != nil {
					return nil, err
				}
			}
			s, err := course.GeneratePreset(id, knobs)
			if err != nil {
				return nil, err
			}
			return nil, load(s)
		}},
		{"lessons", false, func([]js.Value) (any, error) {
			type entry struct {
				ID    string `json:"id"`
				Title string `json:"title"`
				Text  string `json:"text"`
				// Points is the number of points of the lesson's scene.
				Points int `json:"points"`
			}
			var out []entry
			for _, l := range course.Lessons() {
				out = append(out, entry{l.ID, l.Title, l.Text, len(l.Scene.Points)})
			}
			return out, nil
		}},
		{"loadLesson", true, func(args []js.Value) (any, error) {
			id, err := argString(args, 0, "the lesson id", maxShort)
			if err != nil {
				return nil, err
			}
			for _, l := range course.Lessons() {
				if l.ID == id {
					s := l.Scene
					s.Title, s.Text = l.Title, l.Text
					return nil, load(s)
				}
			}
			return nil, fmt.Errorf("there is no lesson %s", session.Quote(id))
		}},
		{"loadLessonFile", true, func(args []js.Value) (any, error) {
			text, err := argString(args, 0, "the lesson", maxText)
			if err != nil {
				return nil, err
			}
			l, err := course.ParseLesson([]byte(text))
			if err != nil {
				return nil, fmt.Errorf("the lesson was not loaded: %v", err)
			}
			s := l.Scene
			s.Title, s.Text = l.Title, l.Text
			return nil, load(s)
		}},
		{"importCSV", true, func(args []js.Value) (any, error) {
			start := time.Now()
			text, err := argString(args, 0, "the CSV text", maxText)
			if err != nil {
				return nil, err
			}
			pts, names, err := scene.ParseCSV(strings.NewReader(text), engine.MaxPoints)
			if err == nil {
				err = a.s.Import(pts, names)
			}
			if err != nil {
				return nil, fmt.Errorf("the CSV was not imported: %v", err)
			}
			return importAnswer(a, start), nil
		}},
		{"exportCSV", true, func([]js.Value) (any, error) {
			var buf bytes.Buffer
			if err := scene.WriteCSV(&buf, a.s.Scene()); err != nil {
				return nil, err
			}
			return buf.String(), nil
		}},
		{"exportScene", true, func([]js.Value) (any, error) {
			data, err := a.s.Scene().Encode()
			if err != nil {
				return nil, err
			}
			return string(data), nil
		}},
		{"weights", true, func([]js.Value) (any, error) {
			if !a.s.Trained() {
				return nil, errors.New("there is no trained model yet")
			}
			s := a.s.Shown()
			set, _ := engine.ResolveSettings(a.s.Spec().Params, a.s.Scene().Params)
			return map[string]any{
				"algorithm": a.s.Scene().Algorithm, "params": set, "basis": a.s.Scene().Basis,
				"field": s.Field, "weights": weightsOf(&s.Field), "step": s.Step,
				"status": s.Status, "values": valuesJSON(s.Values), "classes": a.s.Classes(),
				"conventions": "z = (1, φ(x)), a = (w0, w); row r of the field is h_r(x) = rows[r]·z",
			}, nil
		}},
		{"compareModels", true, func(args []js.Value) (any, error) { return b.compareModels(args) }},
		{"setLock", true, func(args []js.Value) (any, error) {
			on, err := argBool(args, 0, "the lock")
			if err != nil {
				return nil, err
			}
			a.s.SetLock(on)
			return nil, nil
		}},
		{"exportImage", false, func(args []js.Value) (any, error) {
			fn, err := argFunc(args, 0, "exportImage's callback")
			if err != nil {
				return nil, err
			}
			b.game.wantImage = append(b.game.wantImage, fn)
			b.app.mu.Lock()
			b.app.s.Touch() // make sure the next frame paints
			b.app.mu.Unlock()
			return nil, nil
		}},
	}
}
