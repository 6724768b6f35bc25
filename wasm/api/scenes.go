package api

import (
	"bytes"
	"strings"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/course"
	"hyperplane/engine/export"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
	"hyperplane/wasm/session"
)

// sceneHandlers returns the functions for scenes, links, presets, lessons,
// files and the lock.
func (a *API) sceneHandlers() []Handler {
	return []Handler{
		// link({lang}) is the scene's share link; with lang (the page's
		// locale), the link opens the page in that language.
		{Name: "link", Locked: true, Params: []Param{Obj(msg.T("refuse-arg-the-options")).Opt()}, Do: func(c *Call) (any, error) {
			var o struct {
				Lang string `json:"lang"`
			}
			if err := c.DecodeIf(0, &o); err != nil {
				return nil, err
			}
			s := c.S().Scene()
			s.Lang = o.Lang
			l, err := scene.EncodeLink(s)
			if err != nil {
				return nil, msg.Wrap(err, "refuse-no-link", "why", msg.Of(err))
			}
			return l, nil
		}},
		// loadLink answers {ok: true, lang} when the link names the
		// language it was shared in: the page's to choose.
		{Name: "loadLink", Locked: true, Changes: true, Params: []Param{Str(msg.T("refuse-arg-the-link"), MaxText)}, Do: func(c *Call) (any, error) {
			s, err := scene.DecodeLink(strings.TrimPrefix(c.Str(0), "#"))
			if err != nil {
				return nil, msg.Wrap(err, "refuse-link-not-opened", "why", msg.Of(err))
			}
			lang := s.Lang
			s.Lang = "" // the link's, not the document's
			if err := loadChecked(c.S(), s); err != nil {
				return nil, err
			}
			if lang != "" {
				return map[string]any{"ok": true, "lang": lang}, nil
			}
			return nil, nil
		}},
		{Name: "presets", Do: func(*Call) (any, error) { return course.Presets(), nil }},
		{Name: "loadPreset", Locked: true, Changes: true, Params: []Param{Str(msg.T("refuse-arg-the-preset-id"), MaxShort), Obj(msg.T("refuse-arg-the-presets-knobs")).Opt()},
			Do: func(c *Call) (any, error) {
				knobs := map[string]any{}
				if err := c.DecodeIf(1, &knobs); err != nil {
					return nil, err
				}
				s, err := course.GeneratePreset(a.wordsOf, c.Str(0), knobs)
				if err != nil {
					return nil, err
				}
				return nil, loadChecked(c.S(), s)
			}},
		{Name: "lessons", Do: func(*Call) (any, error) {
			type entry struct {
				ID    string   `json:"id"`
				Title msg.Text `json:"title"`
				Text  msg.Text `json:"text"`
				// Points is the number of points of the lesson's scene.
				Points int `json:"points"`
			}
			var out []entry
			for _, l := range course.Lessons(nil) {
				out = append(out, entry{l.ID, l.Texts.Title, l.Texts.Text, len(l.Scene.Points)})
			}
			return out, nil
		}},
		{Name: "loadLesson", Locked: true, Changes: true, Params: []Param{Str(msg.T("refuse-arg-the-lesson-id"), MaxShort)}, Do: func(c *Call) (any, error) {
			id := c.Str(0)
			if l, ok := course.LessonByID(a.wordsOf, id); ok {
				s := l.Scene
				s.Title, s.Text = l.Title, l.Text
				return nil, loadChecked(c.S(), s)
			}
			return nil, msg.Err("refuse-no-lesson", "id", session.Quote(id))
		}},
		{Name: "loadLessonFile", Locked: true, Changes: true, Params: []Param{Str(msg.T("refuse-arg-the-lesson"), MaxText)}, Do: func(c *Call) (any, error) {
			l, err := course.ParseLesson([]byte(c.Str(0)))
			if err != nil {
				return nil, msg.Wrap(err, "refuse-lesson-not-loaded", "why", msg.Of(err))
			}
			s := l.Scene
			s.Title, s.Text = l.Title, l.Text
			return nil, loadChecked(c.S(), s)
		}},
		{Name: "importCSV", Locked: true, Changes: true, Params: []Param{Str(msg.T("refuse-arg-the-csv-text"), MaxText)}, Do: func(c *Call) (any, error) {
			start := time.Now()
			pts, names, err := scene.ParseCSV(strings.NewReader(c.Str(0)), engine.MaxPoints)
			return importRead(c, pts, names, err, start)
		}},
		{Name: "exportCSV", Locked: true, Do: func(c *Call) (any, error) {
			var buf bytes.Buffer
			if err := scene.WriteCSV(&buf, c.S().Scene()); err != nil {
				return nil, err
			}
			return buf.String(), nil
		}},
		{Name: "exportScene", Locked: true, Do: func(c *Call) (any, error) {
			data, err := c.S().Scene().Encode()
			if err != nil {
				return nil, err
			}
			return string(data), nil
		}},
		{Name: "weights", Locked: true, Do: func(c *Call) (any, error) {
			s := c.S()
			if !s.Training().Trained() {
				return nil, msg.Err("session-no-model")
			}
			sn := s.Training().Shown()
			return map[string]any{
				"algorithm": s.Scene().Algorithm, "params": s.Training().Settings(), "basis": s.Scene().Basis,
				"field": sn.Field, "weights": weightsOf(&sn.Field), "step": sn.Step,
				"status": sn.Status, "values": valuesJSON(sn.Values), "classes": s.Doc().Classes(),
				"conventions": "z = (1, φ(x)), a = (w0, w); row r of the field is h_r(x) = rows[r]·z",
			}, nil
		}},
		{Name: "compareModels", Locked: true, Params: []Param{Obj(msg.T("refuse-arg-the-comparisons-options")).Opt()}, Do: compareModels},
		{Name: "setLock", Locked: true, Changes: true, Params: []Param{Flag(msg.T("refuse-arg-the-lock"))},
			Do: func(c *Call) (any, error) { c.S().Doc().SetLock(c.Bool(0)); return nil, nil }},
	}
}

// loadChecked loads s after checking its lesson, so that a link or a file
// with bad questions is refused whole and the scene the user has is kept.
func loadChecked(se *session.Session, s scene.Scene) error {
	if _, err := course.ParseExtras(&s); err != nil {
		return err
	}
	return se.Load(s)
}

// loadRead loads the scene s that a reading began at start gave, or
// refuses the reading's error (loadScene, readEnd).
func loadRead(c *Call, s scene.Scene, err error, start time.Time) (any, error) {
	if err != nil {
		return nil, msg.Wrap(err, "refuse-scene-not-loaded", "why", msg.Of(err))
	}
	if err := loadChecked(c.S(), s); err != nil {
		return nil, err
	}
	return importAnswer(c.S(), start), nil
}

// importRead imports the points and class names that a reading of CSV
// text began at start gave, or refuses the reading's error (importCSV,
// readEnd).
func importRead(c *Call, pts []engine.Point, names []string, err error, start time.Time) (any, error) {
	if err == nil {
		err = c.S().Doc().Import(pts, names)
	}
	if err != nil {
		return nil, msg.Wrap(err, "refuse-csv-not-imported", "why", msg.Of(err))
	}
	return importAnswer(c.S(), start), nil
}

// historyHandlers returns the functions of the history and of the faults.
func (a *API) historyHandlers() []Handler {
	return []Handler{
		{Name: "history", Locked: true, Do: func(c *Call) (any, error) { return seriesOf(c.S().Training().HistorySeries(600)), nil }},
		{Name: "scrub", Locked: true, Changes: true, Params: []Param{Int(msg.T("refuse-arg-index"), -1, MaxWhole)},
			Do: func(c *Call) (any, error) { c.S().Training().Scrub(c.Int(0)); return nil, nil }},
		{Name: "lastFault", Locked: true, Do: func(*Call) (any, error) { return a.lastFault, nil }},
	}
}

// exportHandlers returns the functions that write the current scene as
// code: exportPython() returns a Python script and exportNotebook() a
// Jupyter notebook (engine/export), as text.
func (a *API) exportHandlers() []Handler {
	return []Handler{
		{Name: "exportPython", Locked: true, Do: func(c *Call) (any, error) {
			s, err := export.Python(c.S().Scene(), a.wordsOf)
			if err != nil {
				return nil, msg.Wrap(err, "refuse-no-python", "why", msg.Of(err))
			}
			return s, nil
		}},
		{Name: "exportNotebook", Locked: true, Do: func(c *Call) (any, error) {
			s, err := export.Notebook(c.S().Scene(), a.wordsOf)
			if err != nil {
				return nil, msg.Wrap(err, "refuse-no-notebook", "why", msg.Of(err))
			}
			return s, nil
		}},
	}
}
