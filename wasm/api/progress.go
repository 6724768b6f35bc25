package api

import (
	"encoding/json"
	"strconv"

	"hyperplane/engine/course"
	"hyperplane/engine/course/scorm"
	"hyperplane/engine/msg"
)

// progressOptions are saveProgress's options.
type progressOptions struct {
	// Limit bounds the progress, in characters (scorm.SuspendLimit).
	Limit *int `json:"limit"`
	// View, when given, is saved instead of the view on screen (a
	// predict question hides the boundary while the student predicts).
	View json.RawMessage `json:"view"`
}

// Bounds of saveProgress's limit.
const (
	minProgressLimit = 64
	maxProgressLimit = scorm.MaxProgressChars
)

// progressHandlers returns the functions that save and restore a
// student's progress in a lesson (the scene and the answers), which a
// SCORM package keeps in the LMS's cmi.suspend_data: saveProgress and
// restoreProgress.
func progressHandlers() []Handler {
	return []Handler{
		// saveProgress(answers, {limit, view}) returns {data, chars, limit,
		// sceneSaved, needed} (scorm.EncodeProgress): the answers, each
		// {question, kind, choice | points | marked, score}, checked
		// against the lesson's questions.
		{Name: "saveProgress", Locked: true, Params: []Param{Obj(msg.T("refuse-arg-the-answers")), Obj(msg.T("refuse-arg-the-options")).Opt()}, Do: func(c *Call) (any, error) {
			var answers []scorm.Answer
			if err := c.Decode(0, &answers); err != nil {
				return nil, err
			}
			var o progressOptions
			if err := c.DecodeIf(1, &o); err != nil {
				return nil, err
			}
			limit := scorm.SuspendLimit(scorm.V12)
			if o.Limit != nil {
				limit = *o.Limit
			}
			if limit < minProgressLimit || limit > maxProgressLimit {
				return nil, msg.Err("refuse-progress-limit", "min", strconv.Itoa(minProgressLimit), "max", strconv.Itoa(maxProgressLimit))
			}
			s := c.S().Scene()
			e, err := course.ParseExtras(&s)
			if err != nil {
				return nil, err
			}
			if len(answers) > len(e.Questions) {
				return nil, msg.Err("refuse-answers-questions", "n", len(answers), "questions", len(e.Questions))
			}
			for i := range answers {
				if err := answers[i].Check(&e); err != nil {
					return nil, err
				}
			}
			if len(o.View) > 0 && string(o.View) != "null" {
				v := s.View
				v.Compare = append([]string(nil), v.Compare...)
				if err := json.Unmarshal(o.View, &v); err != nil {
					return nil, msg.Wrap(err, "refuse-the-view", "why", msg.Of(err))
				}
				s.View = v
			}
			return scorm.EncodeProgress(s, answers, limit)
		}},
		// restoreProgress(data) opens the scene of a saved progress with
		// the lesson on screen (its title, text and questions), and returns
		// {ok, sceneRestored, answers, dropped}: the saved answers that fit
		// the lesson's questions, and how many did not.
		{Name: "restoreProgress", Locked: true, Changes: true, Params: []Param{Str(msg.T("refuse-arg-the-saved-progress"), scorm.MaxProgressChars)},
			Do: func(c *Call) (any, error) {
				p, err := scorm.DecodeProgress(c.Str(0))
				if err != nil {
					return nil, err
				}
				cur := c.S().Scene()
				e, err := course.ParseExtras(&cur)
				if err != nil {
					return nil, err
				}
				answers := []scorm.Answer{}
				for _, a := range p.Answers {
					if a.Check(&e) == nil {
						answers = append(answers, a)
					}
				}
				if p.Scene != nil {
					s := *p.Scene
					s.Title, s.Text, s.Lesson = cur.Title, cur.Text, cur.Lesson
					if err := loadChecked(c.S(), s); err != nil {
						return nil, msg.Wrap(err, "scorm-saved-scene", "why", msg.Of(err))
					}
				}
				return map[string]any{"ok": true, "sceneRestored": p.Scene != nil, "answers": answers,
					"dropped": len(p.Answers) - len(answers)}, nil
			}},
	}
}
