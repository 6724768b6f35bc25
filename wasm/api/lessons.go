package api

import (
	"fmt"
	"hash/crc32"

	"hyperplane/engine/course"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
	"hyperplane/wasm/pictures"
)

// lessonStatus tells the page when the lesson of the scene changed.
type lessonStatus struct {
	// LessonSum is the CRC-32 of the scene's lesson object (0 for none).
	LessonSum uint32 `json:"lessonSum"`
}

func lessonStatusOf(s *scene.Scene) lessonStatus {
	return lessonStatus{LessonSum: crc32.ChecksumIEEE(s.Lesson)}
}

// lessonJSON is a lesson as the page edits and shows it.
type lessonJSON struct {
	Title string `json:"title"`
	Text  string `json:"text"`
	course.Extras
}

// lessonHandlers returns the functions of the lesson editor and of the
// questions: lessonControls, lesson, setLesson, exportLesson,
// scorePrediction.
func lessonHandlers() []Handler {
	return []Handler{
		{Name: "lessonControls", Do: func(*Call) (any, error) { return course.Controls, nil }},
		{Name: "lesson", Locked: true, Do: func(c *Call) (any, error) {
			s := c.S().Scene()
			e, err := course.ParseExtras(&s)
			if err != nil {
				return nil, err
			}
			return lessonJSON{Title: s.Title, Text: s.Text, Extras: e}, nil
		}},
		{Name: "setLesson", Locked: true, Changes: true, Params: []Param{Obj(msg.T("refuse-arg-the-lesson"))}, Do: func(c *Call) (any, error) {
			var l lessonJSON
			if err := c.Decode(0, &l); err != nil {
				return nil, err
			}
			s, err := course.WithExtras(c.S().Scene(), l.Title, l.Text, l.Extras)
			if err != nil {
				return nil, err
			}
			c.S().Doc().SetLesson(s.Title, s.Text, s.Lesson)
			return nil, nil
		}},
		{Name: "exportLesson", Locked: true, Do: func(c *Call) (any, error) {
			s := c.S().Scene()
			e, err := course.ParseExtras(&s)
			if err != nil {
				return nil, err
			}
			data, err := course.Lesson{Title: s.Title, Text: s.Text, Scene: s, Extras: e}.Encode()
			if err != nil {
				return nil, msg.Wrap(err, "refuse-lesson-unsaved", "why", msg.Of(err))
			}
			return string(data), nil
		}},
		{Name: "scorePrediction", Locked: true, Params: []Param{Obj(msg.T("refuse-arg-the-prediction"))}, Do: scorePrediction},
	}
}

// scorePrediction scores {target: "boundary", points: [[x, y], [x, y]]}
// or {target: "mistakes", marked: [i, …]} against the trained model.
func scorePrediction(c *Call) (any, error) {
	var p struct {
		Target string       `json:"target"`
		Points [][2]float64 `json:"points"`
		Marked []int        `json:"marked"`
	}
	if err := c.Decode(0, &p); err != nil {
		return nil, err
	}
	s := c.S()
	if !s.Training().Trained() {
		return nil, msg.Err("refuse-train-first")
	}
	f := s.Training().Shown().Field
	switch p.Target {
	case course.PredictBoundary:
		if len(p.Points) != 2 {
			return nil, msg.Err("refuse-predicted-two", "n", len(p.Points))
		}
		l, err := course.BoundaryLine(f)
		if err != nil {
			return nil, err
		}
		sc, err := course.ScoreBoundary(p.Points[0], p.Points[1], l, s.Scene().Viewport)
		if err != nil {
			return nil, err
		}
		return map[string]any{"target": p.Target, "score": num(sc.Score), "angle": num(sc.AngleDeg),
			"offset": num(sc.Offset), "scale": num(sc.Scale), "line": []num{num(l.W0), num(l.W1), num(l.W2)}}, nil
	case course.PredictMistakes:
		pts := s.Doc().Points()
		for _, i := range p.Marked {
			if i < 0 || i >= len(pts) {
				return nil, msg.Err("session-no-point", "index", i)
			}
		}
		wrong := course.Misclassified(f, len(s.Doc().Classes()), pts)
		sc := course.ScoreMistakes(p.Marked, wrong)
		return map[string]any{"target": p.Target, "score": num(sc.Score), "precision": num(sc.Precision),
			"recall": num(sc.Recall), "marked": sc.Marked, "mistakes": sc.Mistakes, "hits": sc.Hits, "wrong": wrong}, nil
	}
	return nil, msg.Err("refuse-predict-target", "target", fmt.Sprintf("%q", p.Target))
}

// pictureHandlers returns what the page's extra pictures (web/js/pictures/)
// draw: the shattering of the points and the solution region in weight
// space.
func pictureHandlers() []Handler {
	return []Handler{
		// shatter() returns every labelling of the scene's points by two
		// classes and whether a line separates it (pictures.Shatter), with the
		// points, or {ok: false, error} when there are none or more than
		// pictures.MaxShatterPoints. The error is not shown in the page: the
		// explorer says it in its own words.
		{Name: "shatter", Locked: true, Do: func(c *Call) (any, error) {
			pts := make([][2]float64, len(c.S().Doc().Points()))
			for i, p := range c.S().Doc().Points() {
				pts[i] = [2]float64{p.X, p.Y}
			}
			sh, err := pictures.Shatter(c.S().Doc().Points())
			if err != nil {
				return map[string]any{"ok": false, "error": msg.Sentence(msg.Of(err)), "n": len(pts), "max": pictures.MaxShatterPoints}, nil
			}
			return struct {
				OK bool `json:"ok"`
				pictures.Shattering
				Points [][2]float64 `json:"points"`
			}{true, sh, pts}, nil
		}},
		// weightSpace() returns the solution region of a two-class linear
		// model cut at its current bias (pictures.SolutionSlice), the path of
		// its weights a = (w₀, w₁, w₂) over the training history up to the
		// step on screen, and the points, or {ok: false, error} when the model
		// is not one linear function of (x, y) on two classes.
		{Name: "weightSpace", Locked: true, Do: func(c *Call) (any, error) { return weightSpaceOf(c.S().Training().WeightSpace()), nil }},
	}
}
